"""What must survive on a real XMPP server (the Prosody the tests start): a client process killed mid-game
(SIGKILL) and started again plays on where the game was; the referee process killed mid-game and started
again on its data folder loses no accepted move, and the clients sync and play to the end; a move forged by
a third account, a move for the other seat and a malformed stanza are refused and logged while the game goes
on. The referee runs as `python -m net referee` (net/__main__.py) or in a thread; the players are the game's
own client model on the game's own link (tests/net/player.py for the one that is killed)."""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

pytest.importorskip("net.xmpp")

import rules  # noqa: E402
from net.client import PRESENCE_CHANGED, REFUSED, OnlineClient, player_seat  # noqa: E402
from net.driver import RefereeThread  # noqa: E402
from net.protocol import NAMESPACE  # noqa: E402
from net.referee import Referee  # noqa: E402
from tests.net.conftest import PASSWORD  # noqa: E402
from tests.net.over_xmpp import greeted, pump  # noqa: E402
from tests.net.prosody import Prosody  # noqa: E402
from tests.net.test_referee_over_xmpp import start_referee  # noqa: E402
from tests.net.test_xmpp_link import raw_client  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def start_player(server: Prosody, address: str, referee: str, seed: int) -> subprocess.Popen:
    command = [sys.executable, "-m", "tests.net.player", "--host", server.host, "--port", str(server.port)]
    command += ["--address", address, "--referee", referee, "--seed", str(seed)]
    env = {**os.environ, "SPIELTISCH_PLAYER_PASSWORD": PASSWORD}
    return subprocess.Popen(command, cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def play_own_turns(client: OnlineClient, table: str, rng: random.Random) -> None:
    view = client.views[table]
    if view.status == "playing" and view.my_turn and not client.is_pending(table):
        client.move(table, rng.choice(rules.GAMES[view.game].legal_moves(view.state)))


def test_a_client_killed_mid_game_and_started_again_plays_on(
    prosody_server: Prosody, account, xmpp_link, tmp_path: Path
) -> None:
    referee_address = account(prosody_server, "referee")
    thread = RefereeThread(Referee(tmp_path), xmpp_link(prosody_server, referee_address), 0.005).start()
    processes: list[subprocess.Popen] = []
    try:
        alice_address, bob_address = account(prosody_server, "alice"), account(prosody_server, "bob")
        alice = OnlineClient(xmpp_link(prosody_server, alice_address), referee_address)
        greeted([alice])
        bob = start_player(prosody_server, bob_address, referee_address, seed=1)
        processes.append(bob)
        alice.create("camelot", None, [player_seat(alice_address, "Alice"), player_seat(bob_address, "Bob")])
        rng = random.Random(2)
        pump([alice], lambda: bool(alice.views))
        table = next(iter(alice.views))

        def until_version(n: int) -> Callable[[], bool]:
            def reached() -> bool:
                play_own_turns(alice, table, rng)
                return alice.views[table].version >= n or alice.views[table].status != "playing"

            return reached

        pump([alice], until_version(8), 60)
        bob.send_signal(signal.SIGKILL)
        bob.wait(10)
        heard = pump([alice], lambda: alice.views[table].seats[1].presence == "gone", 20)
        assert any(e.kind == PRESENCE_CHANGED for e in heard), "Alice is told that Bob is gone"
        version = alice.views[table].version
        play_own_turns(alice, table, rng)  # her move, if it is hers, while Bob is away: kept for him
        pump([alice], lambda: not alice.is_pending(table))
        if alice.views[table].status == "playing":
            assert alice.views[table].version >= version
        again = start_player(prosody_server, bob_address, referee_address, seed=3)
        processes.append(again)
        pump([alice], until_version(10**6), 120)  # to the game's end, Bob playing from where it was
        assert alice.views[table].status == "over"
        assert again.wait(30) == 0, "Bob's second process saw the game end"
        lines = [json.loads(line) for line in again.stdout.read().splitlines()]
        first = next(line for line in lines if line["table"] == table)
        assert first["version"] >= version, "Bob's new process started from the table as it was"
        assert lines[-1]["status"] == "over" and lines[-1]["version"] == alice.views[table].version
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
        thread.stop()


def test_the_referee_killed_mid_game_and_started_again_loses_no_move(
    prosody_server: Prosody, account, xmpp_link, tmp_path: Path
) -> None:
    referee_address = account(prosody_server, "referee")
    data = tmp_path / "tables"
    referee = start_referee(prosody_server, referee_address, data)
    try:
        addresses = [account(prosody_server, name) for name in ("alice", "bob")]
        clients = [OnlineClient(xmpp_link(prosody_server, a), referee_address) for a in addresses]
        alice, bob = clients
        greeted(clients)  # the referee process is logged in and knows them
        alice.create("kamisado", {"target": 1}, [player_seat(a) for a in addresses])
        pump(clients, lambda: bool(bob.invitations))
        table = next(iter(bob.invitations))
        bob.accept(table)
        pump(clients, lambda: all(table in c.views for c in clients))
        rng = random.Random(5)

        def moving(until: Callable[[], bool]) -> Callable[[], bool]:
            def step() -> bool:
                for client in clients:
                    play_own_turns(client, table, rng)
                return until()

            return step

        pump(
            clients, moving(lambda: alice.views[table].version >= 6 or alice.views[table].status != "playing")
        )
        pump(clients, lambda: not any(c.is_pending(table) for c in clients))
        before = alice.views[table]
        referee.send_signal(signal.SIGKILL)
        referee.wait(10)
        pump(clients, lambda: alice.referee_here is False and bob.referee_here is False, 20)
        mover = next(c for c in clients if c.views[table].my_turn)
        mover.move(table, rules.GAMES["kamisado"].legal_moves(mover.views[table].state)[0])
        heard = pump(clients, lambda: not mover.is_pending(table), 30)
        assert any(e.kind == REFUSED and e.error == "unreachable" for e in heard)
        assert mover.views[table].version == before.version, (
            "nothing is shown that the referee did not accept"
        )

        referee = start_referee(prosody_server, referee_address, data)
        pump(clients, lambda: alice.referee_here is True and bob.referee_here is True, 30)
        pump(clients, lambda: all(c.views[table].history is not None for c in clients))
        alice_view = alice.views[table]
        assert alice_view.version == before.version, "every accepted move is still there, none twice"
        assert alice_view.state == before.state
        pump(clients, moving(lambda: alice.views[table].status != "playing"), 120)
        pump(clients, lambda: bob.views[table].version == alice.views[table].version)
        assert alice.views[table].status == bob.views[table].status == "over"
        history = alice.views[table].history or ()
        assert tuple(history[: len(before.history or ())]) == tuple(before.history or ())
    finally:
        if referee.poll() is None:
            referee.kill()
            referee.wait(10)


def test_forged_moves_and_a_malformed_stanza_are_refused_and_the_game_goes_on(
    prosody_server: Prosody, account, xmpp_link, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    referee_address = account(prosody_server, "referee")
    thread = RefereeThread(Referee(tmp_path), xmpp_link(prosody_server, referee_address), 0.005).start()
    try:
        addresses = [account(prosody_server, name) for name in ("alice", "bob", "carol")]
        alice, bob, carol = clients = [
            OnlineClient(xmpp_link(prosody_server, a), referee_address) for a in addresses
        ]
        greeted(clients)
        alice.create("camelot", None, [player_seat(a) for a in addresses[:2]])
        pump(clients, lambda: bool(bob.invitations))
        table = next(iter(bob.invitations))
        bob.accept(table)
        pump(clients, lambda: table in alice.views and table in bob.views)
        view = alice.views[table]
        mover, other = (alice, bob) if view.my_turn else (bob, alice)
        notation = rules.GAMES["camelot"].notation(
            view.state, rules.GAMES["camelot"].legal_moves(view.state)[0]
        )
        ident = carol.link.request(
            referee_address, {"op": "move", "table": table, "version": view.version, "move": notation}
        )
        carol.requests[ident] = ("move", table)
        heard = pump([carol], lambda: ident not in carol.requests)
        assert [e.error for e in heard if e.kind == REFUSED] == ["not_a_player"]
        other.views[table] = view  # the other seat tries to move in the mover's place
        ident = other.link.request(
            referee_address, {"op": "move", "table": table, "version": view.version, "move": notation}
        )
        other.requests[ident] = ("move", table)
        heard = pump([other], lambda: ident not in other.requests)
        assert [e.error for e in heard if e.kind == REFUSED] == ["not_your_turn"]

        async def malformed(client) -> str:
            iq = client.make_iq_set(ito=f"{referee_address}/spieltisch")
            iq.append(ET.fromstring(f'<st xmlns=\'{NAMESPACE}\'>{{"op": "move", </st>'))
            try:
                await iq.send(timeout=5)
            except Exception as exc:  # noqa: BLE001 - slixmpp's IqError: the refusal we want
                return exc.iq["error"]["condition"]
            return "answered"

        assert raw_client(prosody_server, addresses[2], malformed) == "bad-request"
        assert alice.views[table].version == bob.views[table].version == view.version, "nothing was applied"
        mover.move(table, rules.GAMES["camelot"].legal_moves(view.state)[0])
        pump(clients, lambda: alice.views[table].version == bob.views[table].version == view.version + 1)
        logged = " ".join(r.getMessage() for r in caplog.records)
        assert "not_a_player" in logged and "not_your_turn" in logged, "the refusals are logged"
    finally:
        thread.stop()
