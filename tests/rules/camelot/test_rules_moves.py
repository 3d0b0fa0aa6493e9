"""Plain moves, canters, jumps and the knight's charge: one test per rule sentence of
../shared/design/camelot.md (WCF rules), each on a composed position."""

from __future__ import annotations

import pytest

from rules.camelot import GAME
from rules.camelot.board import DIRS, file_rank
from rules.camelot.play import raw_paths
from rules.errors import IllegalMove
from tests.rules.camelot.helpers import moves, paths, play, position, sq

# Far-away extra pieces so that no side is down to a single piece (which would end the game).
SPARE_W = "A4"
SPARE_B = "L13"


# --------------------------------------------------------------------------- plain move
def test_rule_plain_move_one_square_in_any_direction() -> None:
    s = position(wm=f"E8 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert moves(s, "E8") == {f"E8-{t}" for t in ["D7", "D8", "D9", "E7", "E9", "F7", "F8", "F9"]}


def test_rule_plain_move_only_to_an_empty_square() -> None:
    s = position(wm=f"E8 E9 F9 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert "E8-E9" not in moves(s) and "E8-F9" not in moves(s)


def test_rule_no_plain_move_into_own_castle() -> None:
    s = position(wm=f"F2 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert moves(s, "F2") == {f"F2-{t}" for t in ["E2", "G2", "E3", "F3", "G3"]}


def test_rule_plain_move_into_the_enemy_castle_is_allowed() -> None:
    s = position(wm=f"K4 {SPARE_W}", bm=f"F2 {SPARE_B}", turn="black")
    assert {"F2-F1", "F2-G1"} <= moves(s, "F2")


# --------------------------------------------------------------------------- canter
def test_rule_canter_over_an_own_piece_to_the_empty_square_beyond() -> None:
    s = position(wm=f"E8 {SPARE_W}", wk="E9", bm=f"K13 {SPARE_B}")
    assert "E8-E10" in moves(s)
    after = play(s, "E8-E10")
    assert after.board[sq("E9")] == s.board[sq("E9")], "a piece cantered over stays"


def test_rule_canter_chain_may_change_direction_and_stop_after_any_canter() -> None:
    s = position(wm=f"E8 E9 F11 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert {"E8-E10", "E8-E10-G12"} <= moves(s, "E8")


def test_rule_canter_is_never_compulsory() -> None:
    s = position(wm=f"E8 E9 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert "E8-D8" in moves(s) and "E8-E10" in moves(s)


def test_rule_canter_may_not_return_to_its_start_square() -> None:
    # E8 over E9 to E10, over F10 to G10, over F9 would land on E8 again.
    s = position(wm=f"E8 E9 F10 F9 {SPARE_W}", bm=f"K13 {SPARE_B}")
    from_e8 = paths(s, "E8")
    assert "E8-E10-G10" in from_e8
    assert all("E8" not in p.split("-")[1:] for p in from_e8)


def test_rule_canter_may_not_land_twice_on_the_same_square() -> None:
    # E8-E10-G10-G8 could go on over F9 to E10 a second time.
    s = position(wm=f"E8 E9 F10 G9 F9 {SPARE_W}", bm=f"K13 {SPARE_B}")
    from_e8 = paths(s, "E8")
    assert "E8-E10-G10-G8" in from_e8
    for p in from_e8:
        squares = p.split("-")
        assert len(set(squares)) == len(squares), p


def test_rule_no_canter_into_own_castle() -> None:
    s = position(wm=f"F3 F2 E3 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert not any(p.endswith(("F1", "G1")) for p in paths(s))


def test_rule_canter_into_the_enemy_castle_ends_the_move() -> None:
    # Black canters F3 over F2 into F1; from there it could canter on over E2 to D3, but may not.
    s = position(wm=f"K4 {SPARE_W}", bm=f"F3 F2 E2 {SPARE_B}", turn="black")
    assert "F3-F1" in paths(s)
    assert not any(p.startswith("F3-F1-") for p in paths(s))


def test_rule_man_may_canter_over_a_knight_and_a_knight_over_a_man() -> None:
    s = position(wm=f"E8 {SPARE_W}", wk="E9 C8", bm=f"K13 {SPARE_B}")
    assert "E8-E10" in moves(s)
    assert "C8-C10" not in moves(s)  # C9 is empty: nothing to canter over
    s2 = position(wm=f"D8 {SPARE_W}", wk="C8", bm=f"K13 {SPARE_B}")
    assert "C8-E8" in moves(s2)


# --------------------------------------------------------------------------- jump
def test_rule_jump_captures_the_enemy_piece_at_once() -> None:
    s = position(wm=f"E8 {SPARE_W}", bm=f"E9 {SPARE_B}")
    after = play(s, "E8xE10")
    assert after.board[sq("E9")] == 0 and GAME.to_text(after).count("L13") == 1


def test_rule_capture_is_compulsory_when_any_piece_can_jump() -> None:
    s = position(wm=f"E8 C5 {SPARE_W}", wk="H6", bm=f"E9 {SPARE_B}")
    assert moves(s) == {"E8xE10"}


def test_the_refusal_of_a_quiet_move_names_the_piece_that_must_capture() -> None:
    # Issue 18: a refusal names the rule and what it is about: here the man on E8 that can jump.
    s = position(wm=f"E8 C5 {SPARE_W}", wk="H6", bm=f"E9 {SPARE_B}")
    error = GAME.refusal(s, GAME.legal_moves(position(wm=f"C5 {SPARE_W}", bm=f"K13 {SPARE_B}"))[0])
    assert error is not None and error.key == "camelot.capture-compulsory"
    assert "capturing is compulsory, and your man on E8 can jump" in GAME.explain(error, "en")
    assert "Schlagen ist Pflicht, und dein Bauer auf E8 kann springen" in GAME.explain(error, "de")


def test_the_refusal_of_an_enemy_piece_names_its_colour_and_kind() -> None:
    s = position(wm=f"E8 {SPARE_W}", bk="E11", bm=SPARE_B)
    error = GAME.refusal(s, ((sq("E11"), sq("E12")), ()))
    assert error is not None and error.key == "camelot.not-yours"
    assert "the Black knight on E11 is your opponent's" in GAME.explain(error, "en")
    assert "Der Ritter auf E11 gehört Schwarz" in GAME.explain(error, "de")


def test_rule_player_chooses_which_piece_captures_and_which_piece_to_take() -> None:
    s = position(wm=f"E8 J8 {SPARE_W}", bm=f"E9 F8 J9 {SPARE_B}")
    assert moves(s) == {"E8xE10", "E8xG8", "J8xJ10"}


def test_rule_jump_chain_must_continue_while_a_jump_is_possible() -> None:
    s = position(wm=f"E5 {SPARE_W}", bm=f"E6 E8 {SPARE_B}")
    assert moves(s) == {"E5xE7xE9"}
    with pytest.raises(IllegalMove):
        GAME.parse_move(s, "E5xE7")


def test_rule_chain_must_be_maximal_not_the_longest() -> None:
    # From E7 one branch takes F8 and stops at G9; the other takes D8 and C10 and goes on to C11.
    s = position(wm=f"E5 {SPARE_W}", bm=f"E6 F8 D8 C10 {SPARE_B}")
    assert moves(s) == {"E5xE7xG9", "E5xE7xC9xC11"}


def test_rule_jump_chain_may_change_direction() -> None:
    s = position(wm=f"H4 {SPARE_W}", bm=f"I4 K5 {SPARE_B}")
    assert moves(s) == {"H4xJ4xL6"}


def test_rule_captured_pieces_leave_at_once_so_a_chain_may_cross_a_square_twice() -> None:
    # D7 x E6 to F5, x G5 to H5, x G4 to F3, x F4 back to F5 (taken pieces are gone at once).
    s = position(wm=f"D7 {SPARE_W}", bm=f"E6 G5 G4 F4 {SPARE_B}")
    assert "D7xF5xH5xF3xF5" in paths(s)
    # Both orders give the same position: one move, written the way that sorts first.
    assert GAME.parse_move(s, "D7xF5xH5xF3xF5") == GAME.parse_move(s, "D7xF5xF3xH5xF5")
    assert "D7xF5xF3xH5xF5" in moves(s) and "D7xF5xH5xF3xF5" not in moves(s)


def test_rule_jump_needs_an_empty_landing_square_on_the_board() -> None:
    # E9 is backed by E10; beyond A6 (seen from B6) there is no square.
    s = position(wm=f"E8 B6 {SPARE_W}", bm=f"E9 E10 A6 {SPARE_B}")
    assert moves(s) and not any("x" in m for m in moves(s))


def test_rule_a_jump_over_an_own_piece_is_a_canter_and_takes_nothing() -> None:
    s = position(wm=f"E8 E9 {SPARE_W}", bm=f"K13 {SPARE_B}")
    after = play(s, "E8-E10")
    assert after.board[sq("E9")] == s.board[sq("E9")]


# --------------------------------------------------------------------------- knight's charge
def test_rule_knight_charge_canter_then_jump() -> None:
    s = position(wm=f"E6 {SPARE_W}", wk="E5", bm=f"E8 {SPARE_B}")
    assert "E5-E7xE9" in moves(s)


def test_rule_charge_may_canter_and_jump_several_times() -> None:
    s = position(wm=f"F7 G8 {SPARE_W}", wk="F6", bm=f"H9 I11 {SPARE_B}")
    assert "F6-F8-H8xH10xJ12" in moves(s)


def test_rule_men_cannot_charge() -> None:
    s = position(wm=f"E5 E6 {SPARE_W}", bm=f"E8 {SPARE_B}")
    assert not any("-" in m and "x" in m for m in paths(s))
    assert "E5-E7" in moves(s)  # a man may stop next to an exposed piece


def test_rule_charge_is_never_jump_then_canter() -> None:
    s = position(wm=f"E8 {SPARE_W}", wk="E5", bm=f"E6 {SPARE_B}")
    assert moves(s) == {"E5xE7"}  # not E5xE7-E9 over the own man on E8


def test_rule_charge_is_not_compulsory_by_itself() -> None:
    s = position(wm=f"E6 {SPARE_W}", wk="E5", bm=f"E8 {SPARE_B}")
    assert "E6-D6" in moves(s) and "E5-D5" in moves(s)


def test_rule_charge_answers_a_compulsory_capture() -> None:
    s = position(wm=f"E6 J8 {SPARE_W}", wk="E5", bm=f"E8 J9 {SPARE_B}")
    assert moves(s) == {"J8xJ10", "E5-E7xE9"}


def test_rule_strict_knight_canter_landing_next_to_an_exposed_piece_must_capture() -> None:
    s = position(wm=f"E6 {SPARE_W}", wk="E5", bm=f"E8 {SPARE_B}")
    assert "E5-E7" not in paths(s)
    # a man in the knight's place may stop there
    man = position(wm=f"E5 E6 {SPARE_W}", bm=f"E8 {SPARE_B}")
    assert "E5-E7" in paths(man)


def test_rule_strict_knight_may_canter_on_only_if_it_captures_later() -> None:
    # After E5-E7 (beside the exposed D8) the knight may canter on over F8 to G9 only to capture there.
    s = position(wm=f"E6 F8 {SPARE_W}", wk="E5", bm=f"D8 {SPARE_B}")
    assert "E5-E7xC9" in paths(s)
    assert "E5-E7" not in paths(s) and "E5-E7-G9" not in paths(s)
    s2 = position(wm=f"E6 F8 {SPARE_W}", wk="E5", bm=f"D8 H10 {SPARE_B}")
    assert "E5-E7-G9xI11" in paths(s2) and "E5-E7-G9" not in paths(s2)


def test_rule_strict_knight_canter_past_a_square_without_jumps_is_free() -> None:
    s = position(wm=f"E6 E8 {SPARE_W}", wk="E5", bm=f"K13 {SPARE_B}")
    assert {"E5-E7", "E5-E7-E9"} <= paths(s)


def test_rule_charge_jump_part_must_be_maximal() -> None:
    s = position(wm=f"E6 {SPARE_W}", wk="E5", bm=f"E8 E10 {SPARE_B}")
    assert "E5-E7xE9xE11" in moves(s) and "E5-E7xE9" not in paths(s)


# --------------------------------------------------------------------------- moves as the contract sees them
def test_legal_moves_give_one_move_per_resulting_position_with_the_fewest_steps() -> None:
    # E8 reaches E10 over E9 directly, or over F9 to G10 and over F10 back to E10.
    s = position(wm=f"E8 E9 F9 F10 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert "E8-G10-E10" in paths(s) and "E8-E10" in moves(s)
    assert "E8-G10-E10" not in moves(s)
    assert GAME.parse_move(s, "E8-G10-E10") == GAME.parse_move(s, "E8-E10")


def test_legal_moves_tie_on_steps_keeps_the_first_in_notation_order() -> None:
    s = position(wm=f"E8 D8 C9 E9 D10 {SPARE_W}", bm=f"K13 {SPARE_B}")
    assert {"E8-C8-C10", "E8-E10-C10"} <= paths(s)
    assert "E8-C8-C10" in moves(s) and "E8-E10-C10" not in moves(s)
    assert GAME.notation(s, GAME.parse_move(s, "E8-E10-C10")) == "E8-C8-C10"


def test_canters_always_end_an_even_number_of_files_and_ranks_away() -> None:
    # Why a plain move and a canter can never reach the same square: each canter moves 0 or 2 squares
    # along each axis, so no canter route ends next to its start.
    s = position(wm=f"E8 E9 F9 F10 D8 C9 D10 D7 {SPARE_W}", bm=f"K13 {SPARE_B}")
    canters = [
        p for p, caps in raw_paths(s) if not caps and len(p) > 2 or (len(p) == 2 and p[1] - p[0] not in DIRS)
    ]
    assert len(canters) > 5
    for p in canters:
        (f0, r0), (f1, r1) = file_rank(p[0]), file_rank(p[-1])
        assert (f1 - f0) % 2 == 0 and (r1 - r0) % 2 == 0


def test_every_parse_of_a_path_returns_a_move_of_legal_moves() -> None:
    s = position(wm=f"E8 E9 F9 F10 D8 C9 D10 {SPARE_W}", bm=f"K13 {SPARE_B}")
    legal = set(GAME.legal_moves(s))
    for p in paths(s):
        assert GAME.parse_move(s, p) in legal


def test_two_knights_charging_back_to_their_own_squares_over_one_piece_are_one_move() -> None:
    # Found by the random comparison with the reference: D5 and E4 can each canter away and jump back
    # home over E5. Both leave the same board, so they are one move (the one with fewer steps).
    s = position(
        wk="B3 E4 D5 K5",
        wm="C2 G2 I2 D3 H3 K3 A4 F4 K4 L4 B5 C5 L5",
        bk="A5",
        bm="F1 E2 F2 J2 B4 J4 E5 G5 H5",
        castle="white 2, black 1",
    )
    assert "E4-C6-C4-E6xE4" in paths(s) and "D5-F3-F5xD5" in paths(s)
    assert "D5-F3-F5xD5" in moves(s) and "E4-C6-C4-E6xE4" not in moves(s)
    assert GAME.parse_move(s, "E4-C6-C4-E6xE4") == GAME.parse_move(s, "D5-F3-F5xD5")
