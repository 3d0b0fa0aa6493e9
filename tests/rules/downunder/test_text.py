"""Notation, parsing, dump/load and options of Down Under."""

from __future__ import annotations

import json

import pytest

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
