"""Notation, the position text of the design note, dump/load and the rulebook record of moves."""

from __future__ import annotations

import json

import pytest

from rules.errors import IllegalMove, InvalidState
from rules.kamisado import GAME, describe_move, rulebook_text
from rules.kamisado.state import FILL_LEFT, PASS
from tests.rules.kamisado.helpers import mv, play, pos

OPENING_TEXT = """turn: black
must move: any
black: orange a8, blue b8, purple c8, pink d8, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red c1, yellow d1, pink e1, purple f1, blue g1, orange h1
score: black 0, white 0, target 1
"""


def test_position_text_of_the_design_note_is_the_opening() -> None:
    assert GAME.from_text(OPENING_TEXT) == GAME.new(options={"target": 1})
    assert GAME.to_text(GAME.new(options={"target": 1})) == OPENING_TEXT


def test_position_text_lines_in_any_order_and_score_optional() -> None:
    lines = OPENING_TEXT.strip().splitlines()
    shuffled = "\n".join([lines[3], lines[0], "", lines[2], lines[1]])
    assert GAME.from_text(shuffled) == GAME.new(options={"target": 1})


def test_position_text_ranks_and_fewer_towers() -> None:
    state = pos("""
        turn: white
        must move: red
        black: brown a8 double
        white: red d4 sumo, blue g2 triple
        score: black 3, white 8, target 15
    """)
    assert state.ranks[0] == 2 and state.ranks[8 + 2] == 1 and state.ranks[8 + 6] == 3
    assert state.towers.count(-1) == 13 and state.score == (3, 8) and state.target == 15
    assert GAME.from_text(GAME.to_text(state)) == state


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (OPENING_TEXT + "colour: red\n", "unknown key"),
        (OPENING_TEXT.replace("blue b8", "blue a8"), "two towers on a8"),
        (OPENING_TEXT.replace("blue b8", "orange b8"), "listed twice"),
        (OPENING_TEXT.replace("blue b8", "violet b8"), "line 3"),
        (OPENING_TEXT.replace("blue b8", "blue b9"), "line 3"),
        (OPENING_TEXT.replace("blue b8", "blue b8 mega"), "unknown rank"),
        (OPENING_TEXT.replace("turn: black", "turn: red"), "line 1"),
        (OPENING_TEXT.replace("must move: any", "must move: teal"), "line 2"),
        (OPENING_TEXT.replace("must move: any", "must move: fill").replace("target 1", "target 4"), "target"),
        (OPENING_TEXT.replace("turn: black\n", ""), "turn"),
        (OPENING_TEXT + "turn: white\n", "twice"),
        ("turn: black\nmust move: red\nblack: brown h8\nwhite: brown a1\n", "no red tower"),
        ("turn: white\nmust move: red\nblack: brown h8\nwhite: red d8\n", "home row"),
    ],
)
def test_position_text_errors_name_the_line(text: str, message: str) -> None:
    with pytest.raises(InvalidState, match=message):
        GAME.from_text(text)


def test_position_text_between_rounds() -> None:
    state = play(
        pos("""
        turn: white
        must move: red
        black: brown a8
        white: red d4
        score: black 0, white 0, target 3
    """),
        "d4-d8",
    )
    text = GAME.to_text(state)
    assert "must move: fill" in text and "turn: white" in text and "red d8 sumo" in text
    again = GAME.from_text(text)
    assert again.phase == state.phase and again.towers == state.towers and again.ranks == state.ranks


def test_notation_forms() -> None:
    state = GAME.new()
    assert GAME.notation(state, mv("d8", "d3")) == "d8-d3"
    assert GAME.parse_move(state, " D8-D3 ") == mv("d8", "d3")
    assert GAME.parse_move(state, "d8d3") == mv("d8", "d3")
    blocked = pos("""
        turn: white
        must move: green
        black: red b3, purple c3, blue d3
        white: green c2
    """)
    (move,) = GAME.legal_moves(blocked)
    assert move.kind == PASS and GAME.notation(blocked, move) == "pass"
    assert GAME.parse_move(blocked, "pass") == move


def test_parse_move_explains_illegal_moves() -> None:
    state = GAME.new()
    with pytest.raises(IllegalMove, match="belongs to White"):
        GAME.parse_move(state, "a1-a2")
    with pytest.raises(IllegalMove, match="occupied"):
        GAME.parse_move(state, "d8-d1")
    with pytest.raises(IllegalMove, match="no tower"):
        GAME.parse_move(state, "d4-d3")
    with pytest.raises(IllegalMove, match="cannot reach"):
        GAME.parse_move(state, "d8-a7")
    with pytest.raises(IllegalMove, match="is not a move: write one as d1-d7"):
        GAME.parse_move(state, "forward please")
    with pytest.raises(IllegalMove, match="between rounds"):
        GAME.parse_move(state, FILL_LEFT)


def test_apply_rejects_malformed_moves() -> None:
    state = GAME.new()
    for bad in [
        None,
        "d8-d3",
        ("move", 59),
        ("move", 59, [1]),
        ("move", "d8", 19),
        ("jump", 59, 19),
        (1, 2, 3),
    ]:
        with pytest.raises(IllegalMove):
            GAME.apply(state, bad)


def test_dump_load_round_trip_and_json() -> None:
    state = play(GAME.new(), "f8-c5", "g1-g6")
    data = json.loads(json.dumps(GAME.dump(state)))
    assert GAME.load(data) == state


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("towers", [0] * 16),
        ("towers", list(range(15))),
        ("ranks", [9] * 16),
        ("turn", 2),
        ("must_move", 9),
        ("phase", "lunch"),
        ("target", 5),
        ("score", [0]),
        ("score", [3, 0]),
        ("passes", [99]),
        ("last_mover", 5),
        ("last_round", {"winner": 0}),
        ("last_round", "yes"),
        ("round_no", 0),
        ("plies", -1),
    ],
)
def test_load_rejects_tampered_data(field: str, value) -> None:
    data = GAME.dump(GAME.new())
    data[field] = value
    with pytest.raises(InvalidState):
        GAME.load(data)


def test_rulebook_record_of_a_move() -> None:
    # Directions as the mover sees them: Black's left is towards file h.
    state = GAME.new()
    record = describe_move(state, mv("f8", "a3"))
    assert record.colour == "red" and record.direction == "right" and record.distance == 5
    assert rulebook_text(record) == "red ↗5 blue"
    record = describe_move(state, mv("d8", "h4"))
    assert record.direction == "left" and rulebook_text(record) == "pink ↖4 pink"
    white = play(state, "f8-c5")
    assert rulebook_text(describe_move(white, mv("g1", "g4"))) == "blue ↑3 purple"
    assert (
        rulebook_text(describe_move(white, mv("g1", "f2")), {"blue": "Blau", "pink": "Rosa"})
        == "Blau ↖1 Rosa"
    )
    blocked = pos("""
        turn: white
        must move: green
        black: red b3, purple c3, blue d3
        white: green c2
    """)
    record = describe_move(blocked, GAME.legal_moves(blocked)[0])
    assert record.distance == 0 and rulebook_text(record) == "green 0 yellow"
    between = pos(OPENING_TEXT.replace("must move: any", "must move: fill"))
    assert describe_move(between, GAME.legal_moves(between)[0]) is None


def test_dump_load_and_text_after_a_deadlock() -> None:
    from tests.rules.kamisado.test_rules_basic import DEADLOCK_6

    state = play(pos(DEADLOCK_6), "c2-c4", "a8-a7", "pass", "pass")
    assert state.last_round.reason == "deadlock" and len(state.last_round.blocked) == 2
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
    again = GAME.from_text(GAME.to_text(state))
    assert again.phase == state.phase and again.towers == state.towers and again.ranks == state.ranks
    data = GAME.dump(state)
    data["last_round"]["blocked"] = [0, "x"]
    with pytest.raises(InvalidState):
        GAME.load(data)


@pytest.mark.parametrize(
    ("text", "key", "de"),
    [
        ("forward please", "unreadable", "„forward please“ ist kein Zug: Schreib ihn als d1-d7"),
        ("pass", "pass-not-now", "Aussetzen darfst du jetzt nicht"),
        (FILL_LEFT, "fill-only-between-rounds", "zwischen zwei Partien"),
        ("a1-a2", "not-yours", "Der Turm auf a1 gehört Weiß"),
        (None, "unreadable", "„None“ ist kein Zug"),
    ],
)
def test_text_that_names_no_move_is_refused_in_both_languages(text, key: str, de: str) -> None:
    # Issue 18: parse_move refuses with the keyed sentences `apply` uses (refusals.py), in either language.
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(GAME.new(), text)
    error = caught.value
    assert error.key == f"kamisado.{key}"
    assert de in GAME.explain(error, "de"), GAME.explain(error, "de")
    assert GAME.explain(error, "en") == str(error) or error.key == "kamisado.not-yours"
