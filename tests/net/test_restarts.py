"""A referee restarted on the same folder continues every game; a damaged table file is set aside and never
stops it; a client restarted or reconnected mid-game syncs and goes on."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import rules
from net.client import OnlineClient
from net.driver import step
from net.referee_ai import InlineAi
from net.tables import Table
from tests.net.helpers import REFEREE, Net, PausedAi, play_random, start_table

ALICE, BOB = "alice@test", "bob@test"


def play_some(net: Net, table: str, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        mover = next(c for c in net.clients.values() if c.views[table].my_turn)
        view = mover.views[table]
        mover.move(table, rng.choice(rules.GAMES[view.game].legal_moves(view.state)))
        net.settle()


def test_a_restarted_referee_continues_every_game_with_its_versions_and_seeds(tmp_path: Path) -> None:
    net = Net(tmp_path)
    rng = random.Random(4)
    tables = [start_table(net, game, [ALICE, BOB]) for game in ("kameloh", "camelot")]
    for table in tables:
        play_some(net, table, rng, 12)
    before = {t: (net.referee.tables[t].version, net.referee.tables[t].session.seed) for t in tables}
    held = {t: net.referee.tables[t].session.state for t in tables}
    net.restart_referee()
    assert {t: (net.referee.tables[t].version, net.referee.tables[t].session.seed) for t in tables} == before
    assert {t: net.referee.tables[t].session.state for t in tables} == held
    for table in tables:
        play_random(net, table, rng)
        assert net.referee.tables[table].status == "over"
        assert net.clients[ALICE].views[table].version == net.referee.tables[table].version > before[table][0]


def test_a_restarted_referee_moves_for_the_ai_seat_that_was_to_move(tmp_path: Path) -> None:
    net = Net(tmp_path, ai=PausedAi())
    table = start_table(net, "downunder", [ALICE, BOB], ("easy",))
    play_some(net, table, random.Random(1), 2)  # Alice and Bob: the AI seat is to move now
    version = net.referee.tables[table].version
    assert net.referee.tables[table].session.to_move == 2 and net.referee.asked
    net.ai = InlineAi()  # the referee dies before the AI answered, and starts again
    net.restart_referee()
    net.settle()
    session = net.referee.tables[table].session
    assert len(session.moves) > version and set(session.movers[version:]) == {2}, "the AI seat moved"
    assert net.clients[ALICE].views[table].version == len(session.moves)


def test_a_damaged_table_file_is_set_aside_with_a_log_line_and_the_rest_is_served(
    tmp_path: Path, caplog
) -> None:
    net = Net(tmp_path)
    good = start_table(net, "kamisado", [ALICE, BOB])
    (tmp_path / "broken.json").write_text("{not json")
    data = json.loads((tmp_path / f"{good}.json").read_text())
    data["session"]["moves"] = ["z9-z9"]
    data["id"] = "tampered"
    (tmp_path / "tampered.json").write_text(json.dumps(data))
    with caplog.at_level(logging.ERROR, "net.tables"):
        net.restart_referee()
    assert set(net.referee.tables) == {good}
    assert "broken.json" in caplog.text and "tampered.json" in caplog.text
    assert sorted(p.name.split(".")[0] for p in tmp_path.glob("*.damaged-*.json")) == ["broken", "tampered"]
    play_random(net, good, random.Random(2))
    assert net.referee.tables[good].status == "over"


def test_a_client_restarted_mid_game_lists_its_tables_syncs_and_goes_on(tmp_path: Path) -> None:
    net = Net(tmp_path)
    rng = random.Random(8)
    table = start_table(net, "kameloh", [ALICE, BOB])
    play_some(net, table, rng, 15)
    net.clients[BOB].link.close()
    bob = net.client(BOB)  # a new process: nothing kept
    bob.refresh_tables()
    net.settle()
    assert bob.tables[table].mine == (1,) and bob.tables[table].status == "playing"
    bob.sync(table)
    net.settle()
    view = bob.views[table]
    session = net.referee.tables[table].session
    assert view.version == len(session.moves) and len(view.history) == view.version
    play_random(net, table, rng)
    assert bob.views[table].status == "over"


def test_a_client_that_reconnects_syncs_every_table_and_keeps_the_offline_messages(tmp_path: Path) -> None:
    net = Net(tmp_path)
    rng = random.Random(9)
    table = start_table(net, "camelot", [ALICE, BOB])
    play_some(net, table, rng, 3)
    bob = net.clients[BOB]
    net.hub.drop(BOB)
    net.settle()
    assert not bob.connected
    alice = net.clients[ALICE]
    if alice.views[table].my_turn:
        play_some(net, table, rng, 1)
    alice.say(table, "are you there?")
    net.settle()
    net.hub.reconnect(bob.link)
    net.settle()
    assert bob.connected
    assert bob.views[table].version == net.referee.tables[table].version
    assert bob.views[table].history is not None
    assert [line.text for line in bob.chat[table]][-1] == "are you there?"
    assert any(s.body.get("op") == "sync" for s in []) is False
    synced = [s for s in net.hub.sent if s.kind == "answer" and s.to == BOB and "view" in s.body]
    assert synced, "the reconnected client asked for its view"
    play_random(net, table, rng)


def test_a_view_older_than_the_one_held_is_ignored(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    play_some(net, table, random.Random(3), 2)
    old = next(
        s.body for s in net.hub.sent if s.to == BOB and s.body.get("op") == "view" and s.body["version"] == 1
    )
    net.referee_link.send(BOB, old)
    net.settle()
    assert net.clients[BOB].views[table].version == 2


def test_a_push_from_anyone_but_the_referee_is_ignored(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    forged = dict(next(s.body for s in net.hub.sent if s.to == BOB and s.body.get("op") == "view"))
    forged["version"] = 40
    eve = OnlineClient(net.hub.link("eve@test"), REFEREE)
    eve.link.send(BOB, forged)
    net.settle()
    assert net.clients[BOB].views[table].version == 0
    assert Table.from_json(net.referee.tables[table].to_json()).version == 0


def test_clients_sync_when_the_referee_comes_back_after_dying_between_storing_and_pushing(
    tmp_path: Path,
) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    alice, bob = net.clients[ALICE], net.clients[BOB]
    move = rules.GAMES["kamisado"].legal_moves(alice.views[table].state)[0]
    alice.move(table, move)
    step(net.referee, net.referee_link)  # the move is stored and its views are on their way ...
    for client in (alice, bob):
        client.link.queue.clear()  # ... and lost with the referee
    net.restart_referee()
    net.settle()
    assert alice.views[table].version == bob.views[table].version == 1
    assert bob.views[table].my_turn and not alice.is_pending(table)
    assert {s.account: s.presence for s in bob.views[table].seats}[ALICE] == "online"


def test_an_account_away_gets_no_view_per_move_but_the_latest_when_it_comes_back(tmp_path: Path) -> None:
    net = Net(tmp_path)
    rng = random.Random(6)
    table = start_table(net, "camelot", [ALICE, BOB])
    if not net.clients[ALICE].views[table].my_turn:
        play_some(net, table, rng, 1)
    net.clients[BOB].link.close()  # Bob's game is closed: correspondence play
    net.settle()
    alice = net.clients[ALICE]
    view = alice.views[table]
    alice.move(table, rng.choice(rules.GAMES["camelot"].legal_moves(view.state)))
    net.settle()
    kept = [i.body["op"] for i in net.hub.offline.get(BOB, [])]
    assert kept == ["your_turn"], "the server keeps what Bob's chat app shows, not a view per move"
    bob = net.client(BOB)  # Bob comes back: a new process, nothing kept
    assert bob.views[table].version == view.version + 1 and bob.views[table].my_turn
    assert bob.views[table].history is not None, "the pushed view made it sync its history"


def test_a_client_that_came_before_the_referee_still_hears_it_go(tmp_path: Path) -> None:
    """Its presence reached nobody (the server drops presence to an account offline): its first request
    makes the referee tell it of itself, so the server tells it when the referee goes."""
    net = Net(tmp_path)
    net.referee_link.close()
    alice = net.client(ALICE)  # its hello finds no referee
    net.restart_referee()
    alice.refresh_tables()
    net.settle()
    assert alice.referee_here is True and ALICE in net.referee.online
    net.referee_link.close()
    net.settle()
    assert alice.referee_here is False
