"""Own-castle and enemy-castle rules (../shared/design/camelot.md), each on a composed position."""

from __future__ import annotations

from rules.camelot import GAME
from tests.rules.camelot.helpers import moves, play, position, sq

SPARE_W = "A4"
SPARE_B = "L13"


# --------------------------------------------------------------------------- own castle
def test_rule_own_castle_is_entered_by_a_jump() -> None:
    s = position(wm=f"F3 {SPARE_W}", bm=f"F2 {SPARE_B}")
    assert moves(s) == {"F3xF1"}
    after = play(s, "F3xF1")
    assert after.must_leave == (sq("F1"), -1)


def test_rule_own_castle_is_entered_by_the_jump_part_of_a_charge() -> None:
    s = position(wm=f"F4 {SPARE_W}", wk="F5", bm=f"F2 {SPARE_B}")
    assert "F5-F3xF1" in moves(s)


def test_rule_jump_into_own_castle_must_continue_out_if_it_can() -> None:
    s = position(wm=f"F3 {SPARE_W}", bm=f"F2 E2 {SPARE_B}")
    assert moves(s) == {"F3xF1xD3"}
    assert play(s, "F3xF1xD3").must_leave == (-1, -1)


def test_rule_piece_that_ended_in_own_castle_must_leave_on_the_next_turn() -> None:
    s = play(position(wm=f"F3 {SPARE_W}", bm=f"F2 {SPARE_B}"), "F3xF1", "L13-L12")
    assert moves(s) == {"F1-E2", "F1-F2", "F1-G2"}  # the spare on A4 may not move, F1-G1 is no way out


def test_rule_piece_leaving_own_castle_must_jump_out_if_it_can() -> None:
    s = position(wm=f"F1 {SPARE_W}", bm=f"G2 {SPARE_B}", leave="F1")
    assert moves(s) == {"F1xH3"}


def test_rule_piece_leaving_own_castle_may_canter_out() -> None:
    s = position(wm=f"F1 F2 {SPARE_W}", bm=f"K13 {SPARE_B}", leave="F1")
    assert moves(s) == {"F1-E2", "F1-G2", "F1-F3"}


def test_rule_duty_to_leave_replaces_the_capture_obligation() -> None:
    s = position(wm=f"F1 J8 {SPARE_W}", bm=f"J9 {SPARE_B}", leave="F1")
    assert moves(s) == {"F1-E2", "F1-F2", "F1-G2"}


def test_rule_duty_lapses_when_the_piece_cannot_leave_and_normal_rules_apply() -> None:
    # F1 is walled in by its own men and cannot canter out either: the compulsory capture applies.
    s = position(wm=f"F1 E2 F2 G2 D3 F3 H3 J8 {SPARE_W}", bm=f"J9 {SPARE_B}", leave="F1")
    assert moves(s) == {"J8xJ10"}
    assert play(s, "J8xJ10").must_leave == (-1, -1)


def test_rule_no_move_between_the_squares_of_ones_own_castle() -> None:
    s = position(wm=f"F1 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert "F1-G1" not in moves(s)
    s2 = position(wm=f"F1 {SPARE_W}", bm=f"K13 {SPARE_B}", leave="F1")
    assert "F1-G1" not in moves(s2)


def test_rule_duty_of_the_side_not_to_move_is_kept_and_written() -> None:
    s = play(position(wm=f"F3 {SPARE_W}", bm=f"F2 {SPARE_B}"), "F3xF1")
    assert s.turn == 1 and s.must_leave[0] == sq("F1")
    assert "must leave castle: F1" in GAME.to_text(s)
    assert GAME.from_text(GAME.to_text(s)).must_leave == s.must_leave


def test_both_sides_may_owe_a_castle_exit_at_once() -> None:
    s = position(wm=f"F3 K4 {SPARE_W}", bm=f"F2 F14 {SPARE_B}", wk="F15")
    s = play(s, "F3xF1")
    assert GAME.legal_moves(s)
    s = play(s, "F14xF16")
    assert s.must_leave == (sq("F1"), sq("F16"))
    assert GAME.from_text(GAME.to_text(s)).must_leave == s.must_leave


# --------------------------------------------------------------------------- enemy castle
def test_rule_jump_into_the_enemy_castle_ends_the_move() -> None:
    # From F16 the piece could jump on over E15 to D14, but entering the castle ends the move.
    s = position(wm=f"F14 {SPARE_W}", bm=f"F15 E15 {SPARE_B}")
    assert "F14xF16" in moves(s)
    assert not any(m.startswith("F14xF16x") for m in moves(s))


def test_rule_piece_in_the_enemy_castle_never_leaves() -> None:
    # E15 is exposed to a jump from F16, yet F16 may only step to G16 (and so capturing is not compulsory).
    s = position(wm=f"F16 {SPARE_W}", bm=f"E15 {SPARE_B}")
    assert moves(s, "F16") == {"F16-G16"}
    assert "A4-A5" in moves(s)


def test_rule_at_most_two_castle_moves_per_player_per_game() -> None:
    s = position(wm=f"F16 {SPARE_W}", bm=f"K13 {SPARE_B}")
    s = play(s, "F16-G16", "L13-L12", "G16-F16", "L12-L13")
    assert s.castle_moves == (2, 0)
    assert moves(s, "F16") == set()
    used = position(wm=f"F16 {SPARE_W}", bm=f"K13 {SPARE_B}", castle="white 2, black 0")
    assert moves(used, "F16") == set()


def test_rule_castle_move_needs_the_other_castle_square_empty() -> None:
    s = position(wm=f"F1 A5 {SPARE_W}", bm=f"G1 {SPARE_B}", turn="black")
    assert moves(s, "G1") == set()  # F1 is taken (by White's own piece)


def test_rule_castle_move_is_not_allowed_while_capture_is_compulsory() -> None:
    s = position(wm=f"F16 J8 {SPARE_W}", bm=f"J9 {SPARE_B}")
    assert moves(s) == {"J8xJ10"}


def test_rule_castle_moves_are_counted_per_player() -> None:
    s = position(wm=f"F16 {SPARE_W}", bm=f"G1 {SPARE_B}", castle="white 2, black 1")
    s = play(s, "A4-A5")
    assert moves(s, "G1") == {"G1-F1"}
    assert play(s, "G1-F1").castle_moves == (2, 2)
