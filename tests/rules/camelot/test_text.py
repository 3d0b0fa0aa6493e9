"""WCF notation, move parsing, the position text and dump/load."""

from __future__ import annotations

import json

import pytest

from rules.camelot import GAME
from rules.camelot.board import BY_NAME, CASTLES, NAME, SQUARES, file_rank, parse_square, square_at
from rules.errors import IllegalMove, InvalidState
from tests.rules.camelot.helpers import moves, play, position, sq

DESIGN_START = """turn: white
white knights: C6 D7 I7 J6
white men: D6 E6 F6 G6 H6 I6 E7 F7 G7 H7
black knights: C11 D10 I10 J11
black men: D11 E11 F11 G11 H11 I11 E10 F10 G10 H10
castle moves: white 0, black 0
must leave castle: none
"""


# --------------------------------------------------------------------------- board
def test_board_has_160_squares_with_the_cross_shape_of_the_design_note() -> None:
    assert len(SQUARES) == 160
    per_rank = {}
    for square in SQUARES:
        f, r = file_rank(square)
        per_rank.setdefault(r + 1, []).append("ABCDEFGHIJKL"[f])
    assert per_rank[1] == per_rank[16] == ["F", "G"]
    assert "".join(per_rank[2]) == "".join(per_rank[15]) == "CDEFGHIJ"
    assert "".join(per_rank[3]) == "".join(per_rank[14]) == "BCDEFGHIJK"
    assert all("".join(per_rank[r]) == "ABCDEFGHIJKL" for r in range(4, 14))


def test_board_square_names_and_castles() -> None:
    assert NAME[square_at(0, 3)] == "A4" and parse_square(" g16 ") == BY_NAME["G16"]
    assert parse_square("A1") is None and parse_square("M5") is None
    assert [NAME[s] for s in CASTLES[0]] == ["F1", "G1"] and [NAME[s] for s in CASTLES[1]] == ["F16", "G16"]


def test_start_position_is_the_one_of_the_design_note() -> None:
    assert GAME.new() == GAME.from_text(DESIGN_START)
    assert GAME.to_move(GAME.new()) == 0


# --------------------------------------------------------------------------- notation and parsing
def test_notation_examples_of_the_design_note() -> None:
    assert "E7-E8" in moves(GAME.new())
    assert "E6-C8-A8" in moves(position(wm="E6 D7 B8 A4", bm="K13 L13"))
    assert moves(position(wm="H4 A4", bm="I4 K5 L13")) == {"H4xJ4xL6"}
    assert "F6-F8-H8xH10xJ12" in moves(position(wm="F7 G8 A4", wk="F6", bm="H9 I11 L13"))


def test_castle_move_is_written_like_a_plain_move() -> None:
    assert moves(position(wm="F16 A4", bm="K13 L13"), "F16") == {"F16-G16"}


def test_parse_accepts_lower_case_and_blanks() -> None:
    s = GAME.new()
    assert GAME.parse_move(s, " e7 - e8 ") == GAME.parse_move(s, "E7-E8")


def test_parse_rejects_a_wrong_separator_with_a_hint() -> None:
    s = position(wm="E8 A4", bm="E9 L13")
    with pytest.raises(IllegalMove, match="E8xE10"):
        GAME.parse_move(s, "E8-E10")
    with pytest.raises(IllegalMove, match="E7-E8"):
        GAME.parse_move(GAME.new(), "E7xE8")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "not a move"),
        ("E7", "not a move"),
        ("E7-", "not a move"),
        ("A1-A2", "not a square"),
        ("E8-E9", "no piece"),
        ("E10-E9", "your opponent.s"),
        ("E7-E9", "not a move here"),
    ],
)
def test_parse_rejects_bad_text_with_a_reason(text: str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason):
        GAME.parse_move(GAME.new(), text)


def test_parse_names_the_compulsory_capture_and_the_castle_duty() -> None:
    with pytest.raises(IllegalMove, match="compulsory"):
        GAME.parse_move(position(wm="E8 A4", bm="E9 L13"), "A4-A5")
    with pytest.raises(IllegalMove, match="must leave"):
        GAME.parse_move(position(wm="F1 A4", bm="K13 L13", leave="F1"), "A4-A5")


def test_apply_names_the_canonical_move_of_another_route() -> None:
    s = position(wm="E8 E9 F9 F10 A4", bm="K13 L13")
    other_route = ((sq("E8"), sq("G10"), sq("E10")), ())
    with pytest.raises(IllegalMove, match="written E8-E10"):
        GAME.apply(s, other_route)


def test_apply_rejects_moves_that_are_not_legal() -> None:
    s = GAME.new()
    for bad in [None, "E7-E8", ((BY_NAME["E7"], BY_NAME["E9"]), ()), ((1, 2), ()), [[1]], {}]:
        with pytest.raises(IllegalMove):
            GAME.apply(s, bad)


# --------------------------------------------------------------------------- position text
def test_position_text_round_trip_and_optional_lines() -> None:
    s = play(GAME.new(), "E7-E8", "E10-E9")
    assert GAME.from_text(GAME.to_text(s)).board == s.board
    short = "turn: black\nwhite knights:\nwhite men: A4 B4\nblack knights: K13\nblack men:\n"
    t = GAME.from_text(short)
    assert t.turn == 1 and t.castle_moves == (0, 0) and t.must_leave == (-1, -1)
    assert "white knights:\n" in GAME.to_text(t)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (("white men: D6", "white men: A1"), "A1"),
        (("white men: D6", "white men: C6"), "C6"),
        (("turn: white", "turn: red"), "turn"),
        (("castle moves: white 0", "castle moves: white 3"), "castle moves"),
        (("must leave castle: none", "must leave castle: E5"), "must leave castle"),
        (("must leave castle: none", "must leave castle: F1"), "must leave castle"),
        (("turn: white", "colour: white"), "colour"),
        (("turn: white\n", ""), "turn"),
        (("black men: D11", "black men: D11 Z99"), "Z99"),
    ],
)
def test_position_text_errors_name_the_line(change: tuple[str, str], named: str) -> None:
    with pytest.raises(InvalidState, match=named) as error:
        GAME.from_text(DESIGN_START.replace(*change, 1))
    if change[1]:  # a changed line (not a missing one) is named by its number
        number = (
            DESIGN_START.replace(*change, 1)
            .splitlines()
            .index(next(line for line in DESIGN_START.replace(*change, 1).splitlines() if change[1] in line))
        )
        assert f"line {number + 1}" in str(error.value)


# --------------------------------------------------------------------------- dump / load
def test_dump_load_round_trip_keeps_history_counts_and_duties() -> None:
    s = play(position(wm="F3 B4 A4", bm="F2 K13 L13"), "F3xF1", "K13-K12")
    assert GAME.load(json.loads(json.dumps(GAME.dump(s)))) == s and s.must_leave[0] >= 0
    s = play(s, "F1-F2", "K12-K13")
    data = json.loads(json.dumps(GAME.dump(s)))
    assert GAME.load(data) == s
    assert data["quiet"] == 3 and len(data["history"]) == 3


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("turn", 2),
        ("turn", True),
        ("white_men", ["A1"]),
        ("white_men", ["D6", "D6"]),
        ("white_men", [7]),
        ("castle_moves", [0, 3]),
        ("castle_moves", [0]),
        ("must_leave", ["E5", None]),
        ("must_leave", [None, "F1"]),
        ("must_leave", ["F1", None]),  # nobody stands there
        ("quiet", -1),
        ("quiet", 101),
        ("history", ["short"]),
        ("history", ["." * 160 + "00000"]),  # more history than quiet plies
    ],
)
def test_load_rejects_tampered_data(key: str, value: object) -> None:
    data = GAME.dump(GAME.new())
    data[key] = value
    with pytest.raises(InvalidState):
        GAME.load(data)


def test_a_jump_chain_stopped_too_early_is_named_as_such() -> None:
    import random

    from rules.camelot.play import raw_paths

    rng, found = random.Random(5), 0
    state = GAME.new()
    for _ in range(4000):
        if GAME.is_over(state):
            state = GAME.new()
        paths = [p for p, caps in raw_paths(state) if len(caps) >= 2]
        legal = {p for p, _ in raw_paths(state)}
        for path in paths:
            stop = path[:2]
            if stop not in legal:
                written = "x".join(NAME[s] for s in stop)
                with pytest.raises(IllegalMove, match=f"cannot stop on {NAME[stop[-1]]}; a jump must go on"):
                    GAME.parse_move(state, written)
                found += 1
        state = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
    assert found >= 3


@pytest.mark.parametrize(
    ("text", "key", "de"),
    [
        ("E7", "unreadable", "„E7“ ist kein Zug: Schreib seine Felder mit - oder x verbunden"),
        ("A1-A2", "no-square", "A1 ist kein Feld des Camelot-Bretts"),
        ("E7xE8", "written-as", "E7xE8 ist der Zug, der E7-E8 geschrieben wird"),
        ("E10-E9", "not-yours", "Der Bauer auf E10 gehört Schwarz"),
        (3, "unreadable", "„3“ ist kein Zug"),
    ],
)
def test_text_that_names_no_move_is_refused_in_both_languages(text, key: str, de: str) -> None:
    # Issue 18: parse_move refuses with keyed sentences (refusals.py) that the scenes show in either language.
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(GAME.new(), text)
    error = caught.value
    assert error.key == f"camelot.{key}"
    assert de in GAME.explain(error, "de"), GAME.explain(error, "de")
    assert GAME.explain(error, "en") == str(error) != GAME.explain(error, "de")
