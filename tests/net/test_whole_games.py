"""Whole games of all four games between two clients over the in-process hub and the real referee: each
client moves at random from its own view, the referee alone applies the moves, and at the end every
client holds its seat's view of the referee's position, the whole seen history and the outcome."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

import rules
from net.client import OnlineClient, player_seat
from net.driver import RefereeThread
from net.memory import MemoryHub
from net.referee import Referee
from net.referee_ai import InlineAi
from net.seen import seen_notation
from tests.net.helpers import Net, play_random, start_table

ALICE, BOB = "alice@test", "bob@test"


@pytest.mark.parametrize(
    ("game_id", "ai_levels"),
    [("kamisado", ()), ("camelot", ()), ("kameloh", ()), ("downunder", ("easy",))],
)
def test_a_whole_game_between_two_clients_ends_with_both_holding_their_view(
    tmp_path: Path, game_id: str, ai_levels: tuple[str, ...]
) -> None:
    net = Net(tmp_path)
    table_id = start_table(net, game_id, [ALICE, BOB], ai_levels)
    moves = play_random(net, table_id, random.Random(7))
    table = net.referee.tables[table_id]
    session, game = table.session, rules.GAMES[game_id]
    assert table.status == "over" and session.over
    assert moves == sum(1 for seat in session.movers if not table.seats[seat].is_ai) > 0
    for account, seat in ((ALICE, 0), (BOB, 1)):
        view = net.clients[account].views[table_id]
        assert (view.version, view.status, view.mine) == (table.version, "over", (seat,))
        assert view.outcome == game.outcome(session.state)
        assert game.dump(view.state) == game.dump(game.view(session.state, seat))
        seen = [
            (session.movers[i], seen_notation(game, session.states[i], m, seat))
            for i, m in enumerate(session.moves)
        ]
        assert list(view.history) == seen
        assert [e.kind for e in net.events[account]].count("ended") == 1


def test_down_under_ai_seat_is_played_by_the_referee_on_its_view(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table_id = start_table(net, "downunder", [ALICE, BOB], ("easy",))
    play_random(net, table_id, random.Random(3))
    session = net.referee.tables[table_id].session
    ai_moves = [i for i, seat in enumerate(session.movers) if seat == 2]
    assert ai_moves, "the AI seat moved"
    assert len(net.ai.views) == len(ai_moves)
    for (game_id, view, seat), i in zip(net.ai.views, ai_moves, strict=True):
        assert (game_id, seat) == ("downunder", 2) and view == session.states[i]


def test_a_game_with_the_referee_in_a_thread_of_its_own(tmp_path: Path) -> None:
    """The hub is thread-safe: the referee serves in its own thread while the clients poll in this one."""
    hub = MemoryHub()
    server = RefereeThread(Referee(tmp_path, ai=InlineAi()), hub.link("referee@test")).start()
    alice, bob = (OnlineClient(hub.link(a), "referee@test") for a in (ALICE, BOB))
    try:
        for client in (alice, bob):
            client.hello()
        alice.create("kamisado", None, [player_seat(ALICE), player_seat(BOB)])
        rng, game, end = random.Random(1), rules.GAMES["kamisado"], time.monotonic() + 60
        table = ""
        while time.monotonic() < end:
            events = alice.poll() + bob.poll()
            table = table or next((e.table for e in events if e.kind == "created"), "")
            if table in bob.invitations:
                bob.accept(table)
            for client in (alice, bob):
                view = client.views.get(table)
                if view and view.my_turn and not client.is_pending(table):
                    client.move(table, rng.choice(game.legal_moves(view.state)))
            views = [c.views.get(table) for c in (alice, bob)]
            if all(v and v.status == "over" for v in views) and views[0].version == views[1].version:
                break
            time.sleep(0.001)
        assert alice.views[table].status == bob.views[table].status == "over"
    finally:
        server.stop()
