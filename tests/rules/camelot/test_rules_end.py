"""Every way a game of Camelot ends (../shared/design/camelot.md), on composed positions."""

from __future__ import annotations

import pytest

from rules.camelot import GAME
from rules.errors import IllegalMove
from tests.rules.camelot.helpers import play, position

SPARE_W = "A4"
SPARE_B = "L13"


def _ended(state, winners: tuple[int, ...], reason: str) -> None:
    assert GAME.is_over(state) and GAME.to_move(state) is None and GAME.legal_moves(state) == []
    out = GAME.outcome(state)
    assert (out.winners, out.reason) == (winners, reason)
    assert out.scores == tuple(int(s in winners) for s in (0, 1))


def test_rule_win_with_two_pieces_in_the_enemy_castle() -> None:
    s = position(wm=f"F16 G15 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert not GAME.is_over(s)
    _ended(play(s, "G15-G16"), (0,), "castle")


def test_rule_win_with_two_pieces_in_the_enemy_castle_for_black() -> None:
    s = position(wm=f"K4 {SPARE_W}", bm=f"G1 E3 F2 {SPARE_B}", turn="black")
    _ended(play(s, "F2-F1"), (1,), "castle")


def test_rule_win_by_capturing_all_enemy_pieces_keeping_two() -> None:
    s = position(wm=f"E8 {SPARE_W}", bm="E9")
    _ended(play(s, "E8xE10"), (0,), "capture-all")


def test_rule_capturing_all_but_keeping_one_piece_is_a_draw() -> None:
    s = position(wm="E8", bm="E9 E11")
    _ended(play(s, "E8xE10xE12"), (), "no-moves-one-piece")


def test_rule_draw_when_both_sides_have_one_piece_left() -> None:
    s = position(wm="E8", bm=f"E9 {SPARE_B}")
    _ended(play(s, "E8xE10"), (), "one-piece-each")
    _ended(position(wm="E8", bm="L13"), (), "one-piece-each")


def test_rule_win_when_the_opponent_cannot_move() -> None:
    # Black's men on A4 and L4 are walled in by White; D2-C2 closes the last gap (A4 over B3 to C2).
    walls = "A5 B5 B4 B3 A6 C6 C4 D2 L5 K5 K4 K3 L6 J6 J4 J2"
    s = position(wm=walls, bm="A4 L4")
    assert not GAME.is_over(s)
    _ended(play(s, "D2-C2"), (0,), "no-moves")


def test_rule_draw_on_the_third_occurrence_of_a_position() -> None:
    s = position(wm=f"B4 {SPARE_W}", bm=f"K13 {SPARE_B}")
    shuffle = ["A4-A5", "L13-L12", "A5-A4", "L12-L13"]
    s = play(s, *shuffle)  # second occurrence of the start
    s = play(s, *shuffle[:3])
    assert not GAME.is_over(s)
    s = play(s, shuffle[3])  # third occurrence
    _ended(s, (), "repetition")


def test_rule_repetition_counts_only_positions_with_the_same_side_to_move() -> None:
    s = position(wm=f"B4 {SPARE_W}", bm=f"K13 {SPARE_B}")
    s = play(s, "A4-A5", "L13-L12", "A5-A4", "L12-L13", "B4-B5", "L13-L12", "B5-B4", "L12-L13")
    _ended(s, (), "repetition")


def test_rule_capture_clears_the_repetition_record() -> None:
    s = position(wm=f"B4 E7 {SPARE_W}", bm=f"K13 E9 {SPARE_B}")
    s = play(s, "B4-B5", "K13-K12", "E7-E8")
    assert len(s.history) == 3 and s.quiet == 3
    s = play(s, "E9xE7")
    assert s.history == () and s.quiet == 0


def _with_quiet(state, quiet: int):
    data = GAME.dump(state)
    data["quiet"] = quiet
    return GAME.load(data)


def test_rule_draw_after_fifty_moves_each_without_capture_or_castle_entry() -> None:
    s = _with_quiet(position(wm=f"B4 {SPARE_W}", bm=f"K13 {SPARE_B}"), 98)
    s = play(s, "B4-B5")
    assert s.quiet == 99 and not GAME.is_over(s)
    _ended(play(s, "K13-K12"), (), "fifty-moves")


def test_rule_every_quiet_move_counts_one_ply() -> None:
    s = play(position(wm=f"B4 {SPARE_W}", bm=f"K13 {SPARE_B}"), "B4-B5", "K13-K12", "B5-B6")
    assert s.quiet == 3 and len(s.history) == 3


def test_rule_capture_restarts_the_fifty_move_count() -> None:
    s = _with_quiet(position(wm=f"E8 B4 {SPARE_W}", bm=f"E9 K13 {SPARE_B}"), 99)
    s = play(s, "E8xE10")
    assert s.quiet == 0 and not GAME.is_over(s)


def test_rule_entering_the_enemy_castle_restarts_the_fifty_move_count() -> None:
    s = _with_quiet(position(wm=f"F15 B4 {SPARE_W}", bm=f"K13 {SPARE_B}"), 99)
    s = play(s, "F15-F16")
    assert s.quiet == 0 and not GAME.is_over(s)


def test_rule_a_castle_move_restarts_the_fifty_move_count() -> None:
    s = _with_quiet(position(wm=f"F16 B4 {SPARE_W}", bm=f"K13 {SPARE_B}"), 99)
    s = play(s, "F16-G16")
    assert s.quiet == 0 and not GAME.is_over(s)


def test_no_move_is_legal_once_the_game_is_over() -> None:
    s = position(wm="E8", bm="L13")
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "E8-E9")
    with pytest.raises(IllegalMove):
        GAME.apply(s, GAME.legal_moves(position(wm=f"E8 {SPARE_W}", bm=f"K13 {SPARE_B}"))[0])


def test_outcome_of_a_running_game_is_an_error() -> None:
    with pytest.raises(ValueError):
        GAME.outcome(GAME.new())
