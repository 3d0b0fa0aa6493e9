"""The helpers a scene uses: steps of a move, square-by-square input, compulsory-capture flag, geometry."""

from __future__ import annotations

from rules.camelot import GAME
from rules.camelot.board import NAME, SQUARES, file_rank, square_at
from rules.camelot.state import piece_at, pieces
from rules.camelot.steps import (
    CANTER,
    JUMP,
    PLAIN,
    completions,
    movable_squares,
    move_steps,
    must_capture_now,
    next_landings,
)
from tests.rules.camelot.helpers import position, sq


def _names(squares: list[int]) -> set[str]:
    return {NAME[s] for s in squares}


def test_square_geometry_round_trips() -> None:
    for s in SQUARES:
        assert square_at(*file_rank(s)) == s


def test_pieces_and_piece_at_describe_the_board() -> None:
    s = GAME.new()
    assert piece_at(s, sq("C6")) == (0, "knight") and piece_at(s, sq("E10")) == (1, "man")
    assert piece_at(s, sq("E8")) is None
    assert len(pieces(s)) == 28


def test_move_steps_of_a_charge_name_each_hop_and_capture() -> None:
    s = position(wm="F7 G8 A4", wk="F6", bm="H9 I11 L13")
    move = GAME.parse_move(s, "F6-F8-H8xH10xJ12")
    steps = move_steps(move)
    assert [st.kind for st in steps] == [CANTER, CANTER, JUMP, JUMP]
    assert [NAME[st.to] for st in steps] == ["F8", "H8", "H10", "J12"]
    assert [NAME[st.over] for st in steps] == ["F7", "G8", "H9", "I11"]
    assert [st.captured for st in steps[:2]] == [-1, -1]
    assert [NAME[st.captured] for st in steps[2:]] == ["H9", "I11"]


def test_move_steps_of_a_plain_move() -> None:
    (step,) = move_steps(GAME.parse_move(GAME.new(), "E7-E8"))
    assert step.kind == PLAIN and step.captured == -1 and step.over == -1


def test_next_landings_offer_only_continuations_of_legal_moves() -> None:
    # E8 can stop at E10 or canter on to G12; it can also step plainly.
    s = position(wm="E8 E9 F11 A4", bm="K13 L13")
    first, done = next_landings(s, (sq("E8"),))
    assert done is None
    assert {"E10", "D9", "F9", "D8", "F8", "D7", "E7", "F7"} == _names(first)
    after_e10, done = next_landings(s, (sq("E8"), sq("E10")))
    assert _names(after_e10) == {"G12"} and done is not None and GAME.notation(s, done) == "E8-E10"
    end, done = next_landings(s, (sq("E8"), sq("E10"), sq("G12")))
    assert end == [] and GAME.notation(s, done) == "E8-E10-G12"


def test_completions_allow_a_one_click_finish_of_a_forced_chain() -> None:
    s = position(wm="E5 A4", bm="E6 E8 L13")
    (only,) = completions(s, (sq("E5"),))
    assert GAME.notation(s, only) == "E5xE7xE9"
    _, done = next_landings(s, (sq("E5"), sq("E7")))
    assert done is None  # stopping after one jump is not allowed


def test_must_capture_flag_and_movable_pieces() -> None:
    forced = position(wm="E8 C5 A4", bm="E9 L13")
    assert must_capture_now(forced) and _names(movable_squares(forced)) == {"E8"}
    free = GAME.new()
    assert not must_capture_now(free) and "E7" in _names(movable_squares(free))
