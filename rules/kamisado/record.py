"""The rulebook's own record of a move ("Lila ↗5 Gelb") as data, for the scene's move history.

The rulebook writes the tower's colour, an arrow (↑ straight, ↖ diagonal left, ↗ diagonal right, as the
mover sees them; ↓ for towers shoved back by a Sumo push), the distance (0 and no arrow for a blocked tower
that passes) and the colour of the square reached.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.kamisado.board import (
    BACK_ARROW,
    COLOURS,
    DIRECTION_ARROWS,
    RAYS,
    SQUARE_COLOUR,
    direction_between,
)
from rules.kamisado.moves import pushed_towers
from rules.kamisado.state import MOVE, PASS, PUSH, KamisadoMove, KamisadoState

DIRECTION_IDS = ("straight", "left", "right")


class PushedRecord(NamedTuple):
    tower: int  # tower id (seat * 8 + colour)
    colour: str  # the tower's colour id
    frm: int
    to: int  # one square back
    square_colour: str  # colour of the square it was shoved onto


class MoveRecord(NamedTuple):
    seat: int
    tower: int  # tower id of the mover (for a pass: the blocked tower; -1 if it is not on the board)
    colour: str  # colour id of the mover, e.g. "purple"
    direction: str | None  # "straight", "left", "right" (seen by the mover); None for a pass
    arrow: str  # "↑", "↖", "↗"; "" for a pass
    distance: int  # squares moved; 0 for a pass
    square_colour: str  # colour of the square the tower reached (a pass: the square it stands on)
    pushed: tuple[PushedRecord, ...]  # towers shoved back by a push, nearest first


def describe_move(state: KamisadoState, move: KamisadoMove) -> MoveRecord | None:
    """The rulebook's record of a legal play move; None for fill-left / fill-right (no rulebook form)."""
    kind, frm, to = move
    seat = state.turn
    if kind == PASS:
        colour = state.must_move
        tower = seat * 8 + colour
        square_colour = SQUARE_COLOUR[frm] if frm >= 0 else colour
        return MoveRecord(
            seat, tower if frm >= 0 else -1, COLOURS[colour], None, "", 0, COLOURS[square_colour], ()
        )
    if kind not in (MOVE, PUSH):
        return None
    tower = state.towers.index(frm)
    direction, distance = direction_between(seat, frm, to)
    pushed = []
    for t in pushed_towers(state, move):
        q = state.towers[t]
        back = RAYS[seat][q][0][0]  # one square further in the pusher's direction
        pushed.append(PushedRecord(t, COLOURS[t & 7], q, back, COLOURS[SQUARE_COLOUR[back]]))
    return MoveRecord(
        seat,
        tower,
        COLOURS[tower & 7],
        DIRECTION_IDS[direction],
        DIRECTION_ARROWS[direction],
        distance,
        COLOURS[SQUARE_COLOUR[to]],
        tuple(pushed),
    )


def rulebook_text(record: MoveRecord, names: dict[str, str] | None = None) -> str:
    """E.g. "purple ↗5 yellow", "green 0 red", "red ↑1 blue; orange ↓1 yellow". `names` maps colour ids
    to the words to show (a translation); colour ids are used where it has no entry."""

    def word(colour: str) -> str:
        return (names or {}).get(colour, colour)

    if record.direction is None:
        text = f"{word(record.colour)} 0 {word(record.square_colour)}"
    else:
        text = f"{word(record.colour)} {record.arrow}{record.distance} {word(record.square_colour)}"
    for p in record.pushed:
        text += f"; {word(p.colour)} {BACK_ARROW}1 {word(p.square_colour)}"
    return text
