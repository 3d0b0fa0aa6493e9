"""Whole games of all four games between two clients over the in-process hub and the real referee: each
client moves at random from its own view, the referee alone applies the moves, and at the end every
client holds its seat's view of the referee's position, the whole seen history and the outcome."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import rules
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
