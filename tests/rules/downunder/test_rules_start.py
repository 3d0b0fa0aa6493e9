"""Spielbeginn: the first cards, and the ban on joining two players' paths from the very start."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.state import Move
from rules.downunder.table import why_not
from tests.rules.downunder.helpers import N, S, W, position, straight


def test_rule_first_player_lays_a_curve_or_straight_of_his_colour() -> None:
    state = GAME.new(2)
    moves = GAME.legal_moves(state)
    assert {(m.kind, m.rot) for m in moves} == {(STRAIGHT, 0), (STRAIGHT, 1)} | {(CURVE, r) for r in range(4)}
    assert {m.cell for m in moves} == {(0, 0)}
    assert why_not(state, END, N, (0, 0)) == "first-card-end"


def test_rule_each_distinct_placement_is_listed_once() -> None:
    moves = GAME.legal_moves(GAME.new(2))
    assert len(moves) == len(set(moves)) == 6  # a straight turned 180 degrees is the same placement


def test_rule_later_first_cards_touch_a_card_orthogonally_or_diagonally() -> None:
    state = GAME.apply(GAME.new(3), Move(STRAIGHT, (0, 0), 0))
    cells = {m.cell for m in GAME.legal_moves(state)}
    assert cells == {(x, y) for x in (-1, 0, 1) for y in (-1, 0, 1)} - {(0, 0)}
    assert why_not(state, CURVE, 0, (2, 0)) == "not-adjacent"
    assert why_not(state, CURVE, 0, (1, 1)) is None  # diagonal
    state = GAME.apply(state, Move(CURVE, (1, 1), 0))
    assert (2, 2) in {m.cell for m in GAME.legal_moves(state)}  # next to the second card only


def test_rule_first_card_of_a_later_player_may_be_an_end() -> None:
    state = GAME.apply(GAME.new(2), Move(STRAIGHT, (0, 0), 0))
    assert Move(END, (1, 1), W) in GAME.legal_moves(state)


def test_rule_no_first_card_may_join_two_players_paths() -> None:
    # Seat 0's straight runs N-S at (0,0); its colour end points into (0,1).
    state = GAME.apply(GAME.new(2), Move(STRAIGHT, (0, 0), 0))
    assert why_not(state, STRAIGHT, 0, (0, 1)) == "joins-paths"  # colour N-S meets seat 0's colour
    assert why_not(state, CURVE, 0, (0, 1)) == "joins-paths"  # colour N-E meets it too
    # A neutral part may take up seat 0's path: straight r90 has its neutral part N-S.
    assert why_not(state, STRAIGHT, 1, (0, 1)) is None
    after = GAME.apply(state, Move(STRAIGHT, (0, 1), 1))
    info = after.info
    assert info.path[0] != info.path[1]
    assert info.comps[info.path[0]].size == 2  # seat 0's colour part and seat 1's neutral part


def test_rule_from_the_second_round_a_player_extends_his_own_path() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(1, 1, 1, 0)])
    cells = {m.cell for m in GAME.legal_moves(state)}
    assert cells == {(0, -1), (0, 1)}  # the two open ends of seat 0's N-S straight
    assert why_not(state, CURVE, 0, (3, 3)) == "not-at-path-end"


def test_rule_the_colour_part_must_extend_the_path_not_the_neutral_one() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(1, 1, 1, 0)])
    # straight r90 at (0,-1) would touch seat 0's end with its neutral part only
    assert why_not(state, STRAIGHT, 1, (0, -1)) == "colour-not-at-end"
    assert why_not(state, CURVE, 0, (0, -1)) == "colour-not-at-end"  # colour N-E misses the S edge
    assert why_not(state, CURVE, 1, (0, -1)) is None  # colour E-S
    assert why_not(state, CURVE, 2, (0, -1)) is None  # colour S-W


def test_rule_a_straight_offers_one_direction_a_curve_two() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)])
    at = {(m.kind, m.rot) for m in GAME.legal_moves(state) if m.cell == (0, -1)}
    assert at == {(STRAIGHT, 0), (CURVE, 1), (CURVE, 2), (END, S)}


def test_rule_moves_name_the_animal_with_special_scoring() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)], options={"animals": True})
    at = [m for m in GAME.legal_moves(state) if m.cell == (0, -1) and m.kind == STRAIGHT]
    # seat 0 laid a kangaroo straight; the kangaroo, emu, platypus and rabbit straights remain
    assert sorted(m.animal for m in at) == ["emu", "kangaroo", "platypus", "rabbit"]
