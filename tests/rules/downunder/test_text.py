"""Notation, parsing, dump/load and options of Down Under."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.downunder import GAME
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.moves import legal_moves
from rules.downunder.state import TURN, Move
from rules.errors import IllegalMove, InvalidState
from tests.rules.downunder.helpers import E, position, straight


def _opening(players: int = 2, options: dict | None = None):
    state = GAME.new(players, options)
    for _ in range(6):
        state = GAME.apply(state, GAME.legal_moves(state)[len(GAME.legal_moves(state)) // 2])
    return state


def test_notation_examples_of_the_design_note() -> None:
    state = GAME.new(2)
    assert GAME.notation(state, Move(CURVE, (2, -1), 1)) == "curve@(2,-1)r90"
    assert GAME.notation(state, Move(STRAIGHT, (0, 0), 0)) == "straight@(0,0)r0"
    assert GAME.notation(state, Move(END, (3, 1), E)) == "end@(3,1)E"
    assert GAME.notation(state, Move(TURN, (1, 1), 1)) == "turn@(1,1)cw"
    assert GAME.notation(state, Move(TURN, (1, 1), 3)) == "turn@(1,1)ccw"
    assert GAME.notation(state, Move(CURVE, (0, 0), 2, "emu")) == "curve/emu@(0,0)r180"


def test_parse_reads_every_legal_move_back() -> None:
    for options in ({}, {"animals": True}):
        state = _opening(3, options)
        for move in GAME.legal_moves(state):
            assert GAME.parse_move(state, GAME.notation(state, move)) == move


@pytest.mark.parametrize(
    "text",
    [
        "",
        "curve",
        "curve@(0,0)",
        "curve@(0,0)r45",
        "straight@(0,0)r180",
        "end@(0,0)X",
        "turn@(0,0)up",
        "curve/wombat@(0,0)r0",
        "end/emu@(0,0)N",
        "curve@(x,0)r0",
    ],
)
def test_parse_rejects_bad_text_with_illegal_move(text: str) -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(GAME.new(2), text)


def test_parse_rejects_a_readable_but_illegal_move_naming_the_reason() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)])
    with pytest.raises(IllegalMove, match="open ends"):
        GAME.parse_move(state, "curve@(3,3)r0")


def test_apply_rejects_illegal_moves_and_leaves_the_state_alone() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)])
    before = GAME.dump(state)
    for move in [Move(CURVE, (3, 3), 0), Move(STRAIGHT, (0, -1), 1), Move(TURN, (0, 0), 1), "curve", None]:
        with pytest.raises(IllegalMove):
            GAME.apply(state, move)
    assert GAME.dump(state) == before


def test_dump_load_round_trip_keeps_everything() -> None:
    for players in (2, 3, 4):
        state = _opening(players, {"animals": True, "dingo": "lose", "width": 9})
        data = json.loads(json.dumps(GAME.dump(state)))
        again = GAME.load(data)
        assert again == state and legal_moves(again) == legal_moves(state)


def _tampered(change) -> dict:
    data = json.loads(json.dumps(GAME.dump(_opening())))
    change(data)
    return data


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d["tiles"].append(list(d["tiles"][0])),  # two cards in one cell
        lambda d: d["tiles"][0].__setitem__(2, "spiral"),
        lambda d: d["tiles"][0].__setitem__(4, 7),
        lambda d: d["tiles"][0].__setitem__(3, 5),
        lambda d: d["tiles"][0].__setitem__(5, "wombat"),
        lambda d: d["tiles"].append([9, 9, "curve", 0, 0, "kangaroo", []]),  # a second, unconnected path
        lambda d: d["tiles"].extend([[20 + i, 0, "end", 0, 0, "", []] for i in range(3)]),  # three ends
        lambda d: d["options"].__setitem__("width", 99),
        lambda d: d["options"].__setitem__("animals", 1),
        lambda d: d.__setitem__("turn", 5),
        lambda d: d.__setitem__("finished", [True]),
        lambda d: d.__setitem__("finished", [True, False] if d["turn"] == 0 else [False, True]),
        lambda d: d.__setitem__("pending", [0, 0, 1]),
        lambda d: d.__setitem__("players", 7),
    ],
)
def test_load_rejects_tampered_data(change) -> None:
    with pytest.raises(InvalidState):
        GAME.load(_tampered(change))


def test_options_are_checked() -> None:
    for bad in ({"width": 3}, {"height": 14}, {"dingo": "maybe"}, {"animals": "yes"}, {"unbounded": 1}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            GAME.new(2, bad)
    with pytest.raises(ValueError):
        GAME.new(5)
    assert GAME.default_options(4) == {
        "width": 7,
        "height": 9,
        "unbounded": False,
        "animals": False,
        "dingo": "zero",
        "one_opening": False,
    }


@pytest.mark.parametrize(
    ("text", "key", "de"),
    [
        (
            "lay a curve please",
            "unreadable",
            "„lay a curve please“ ist kein Zug: Schreib ihn als curve@(1,0)r90",
        ),
        (None, "unreadable", "„None“ ist kein Zug"),
        ("end/emu@(0,0)N", "no-animal", "„end/emu“: Nur Geraden und Kurven tragen ein Tier (kangaroo, emu"),
        ("straight/koala@(0,0)r0", "no-animal", "„straight/koala“: Nur Geraden und Kurven tragen ein Tier"),
        (
            "end@(0,0)Q",
            "end-edge",
            "Ein Wegende nennt die Seite, an der sein Weg hinausführt: N, E, S oder W.",
        ),
        ("turn@(0,0)up", "turn-way", "Eine Kurve wird cw (im Uhrzeigersinn) oder ccw"),
        ("curve@(0,0)r45", "rotations", "„curve“ hat die Drehungen r0, r90, r180, r270."),
        ("straight@(0,0)r180", "rotations", "„straight“ hat die Drehungen r0, r90."),
    ],
)
def test_text_that_names_no_move_is_refused_in_both_languages(text, key: str, de: str) -> None:
    # Issue 18: the notation refuses with keyed sentences (refusals.py), in either language.
    with pytest.raises(IllegalMove) as caught:
        GAME.parse_move(GAME.new(2, seed=1), text)
    error = caught.value
    assert error.key == f"downunder.{key}"
    assert de in GAME.explain(error, "de"), GAME.explain(error, "de")
    english = GAME.explain(error, "en")
    assert english != GAME.explain(error, "de") and "{" not in english


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="curvestraightendturnbillabong@(),0123456789rNESWcw/emukoala -", max_size=30))
def test_any_text_is_a_legal_move_or_a_keyed_refusal_with_every_blank_filled(text: str) -> None:
    state = GAME.new(2, seed=1)
    try:
        move = GAME.parse_move(state, text)
    except IllegalMove as error:
        assert error.key.startswith("downunder.") or error.key in ("not-a-move", "not-legal"), error.key
        for lang in ("en", "de"):
            sentence = GAME.explain(error, lang)
            assert sentence and "{" not in sentence and "}" not in sentence, (
                sentence
            )  # the text has no braces
    else:
        assert move in GAME.legal_moves(state)
