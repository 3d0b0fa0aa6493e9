"""Whole games of every game kind over a real XMPP server (the Prosody the network tests start, with
tests/net/conftest.py's fixtures): the referee in a thread of its own on its XMPP link, two headless clients
on theirs, each moving at random from its own view; Down Under with an AI seat the referee plays in a
process of its own. Skipped where net/xmpp.py or Prosody is not there."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

pytest.importorskip("net.xmpp")

import rules  # noqa: E402
from net.client import OnlineClient, ai_seat, player_seat  # noqa: E402
from net.driver import RefereeThread  # noqa: E402
from net.referee import Referee  # noqa: E402
from net.referee_ai import ProcessAi  # noqa: E402
from tests.net.over_xmpp import greeted, pump  # noqa: E402


@pytest.mark.parametrize(
    ("game_id", "ai_levels"), [("kamisado", ()), ("camelot", ()), ("kameloh", ()), ("downunder", ("easy",))]
)
def test_a_whole_game_over_xmpp(
    prosody_server, account, xmpp_link, tmp_path: Path, game_id, ai_levels
) -> None:
    referee_address = account(prosody_server, "referee")
    server = RefereeThread(
        Referee(tmp_path, ai=ProcessAi()), xmpp_link(prosody_server, referee_address), 0.005
    ).start()
    try:
        addresses = [account(prosody_server, name) for name in ("alice", "bob")]
        alice, bob = clients = [
            OnlineClient(xmpp_link(prosody_server, a), referee_address) for a in addresses
        ]
        greeted(clients)
        seats = [player_seat(a, a[:3]) for a in addresses] + [ai_seat(level) for level in ai_levels]
        alice.create(game_id, None, seats)
        pump(clients, lambda: bool(bob.invitations))  # the invitation reached Bob
        table = next(iter(bob.invitations))
        bob.accept(table)
        pump(clients, lambda: all(table in c.views for c in clients))
        game, rng = rules.GAMES[game_id], random.Random(3)

        def ready() -> list[OnlineClient]:
            return [c for c in clients if c.views[table].my_turn and not c.is_pending(table)]

        while alice.views[table].status == "playing":
            pump(clients, lambda: bool(ready()) or alice.views[table].status != "playing")  # else stuck
            if ready():
                mover = ready()[0]
                mover.move(table, rng.choice(game.legal_moves(mover.views[table].state)))
        pump(clients, lambda: bob.views[table].version == alice.views[table].version)
        assert alice.views[table].status == bob.views[table].status == "over"
    finally:
        server.stop()
