"""Ein Weg ohne Anfang und Ende: a closed loop is reopened by turning one of one's curves by 90 degrees."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.geometry import CURVE
from rules.downunder.state import TURN, Move
from rules.downunder.table import path_of
from tests.rules.downunder.helpers import E, N, S, curve, position, straight

SQUARE = [curve(0, 0, 0, 1), curve(1, 0, 0, 2), curve(1, 1, 0, 3), curve(0, 1, 0, 0)]


def test_rule_a_player_may_close_his_own_path_into_a_loop() -> None:
    state = position(2, SQUARE[:3] + [straight(5, 5, 1, 0)])
    assert path_of(state, 0).open_ends == (((0, 1), N), ((0, 1), E))
    state = GAME.apply(state, Move(CURVE, (0, 1), 0))
    assert path_of(state, 0).loop


def test_rule_a_loop_is_reopened_by_turning_a_curve_either_way() -> None:
    state = position(2, SQUARE + [straight(5, 5, 1, 0)])
    moves = GAME.legal_moves(state)
    assert all(m.kind == TURN for m in moves) and len(moves) == 8
    after = GAME.apply(state, Move(TURN, (0, 0), 1))
    path = path_of(after, 0)
    assert not path.loop and path.open_ends == (((-1, 0), E), ((0, -1), S))
    assert after.info.comps[after.info.path[0]].size == 5  # four colour parts and the turned neutral one
    assert next(t for t in after.tiles if t.cell == (0, 0)).rot == 2


def test_rule_the_turn_may_reroute_another_path_only_if_that_stays_legal() -> None:
    # Seat 1's path runs through the neutral part W-N of seat 0's curve at (0,0): turning that curve would
    # join the two paths.
    state = position(2, SQUARE + [straight(-1, 0, 1, 1)])
    cells = {m.cell for m in GAME.legal_moves(state)}
    assert cells == {(1, 0), (1, 1), (0, 1)}


def test_rule_a_loop_that_cannot_be_reopened_finishes_the_path() -> None:
    # Seat 0's colour straights close a loop through other players' neutral curves: he has no curve in it.
    tiles = [
        straight(1, 0, 0, 1),
        straight(1, 1, 0, 1),
        curve(0, 0, 1, 3),  # neutral E-S
        curve(-1, 0, 1, 1),
        curve(-1, 1, 1, 0),
        curve(0, 1, 1, 2),  # neutral N-E
        curve(2, 0, 2, 0),  # neutral S-W
        curve(2, 1, 3, 1),  # neutral W-N
    ]
    state = position(4, tiles, turn=3)
    assert path_of(state, 0).loop
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    assert state.finished[0] and GAME.to_move(state) == 1
