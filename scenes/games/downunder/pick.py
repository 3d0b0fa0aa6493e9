"""What a click picks in Down Under: the legal moves narrowed by the tray slot picked, the cell clicked and
the rotation chosen. Nothing here repeats a rule: every answer comes from `legal_moves` (and the rules' own
reason why a card may not go somewhere). Pure functions; nothing draws.

A slot of the tray is a `SlotKey` (kind, animal): the animal is "" when animals do not matter, and the
case-3 Billabong has the slot (BILLABONG, "").
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.downunder import (
    BILLABONG,
    BILLABONG_MOVE,
    END,
    GAME,
    STRAIGHT,
    TURN,
    Move,
    State,
    joined_paths,
    mover_colour,
    play_area,
    why_not,
)

Cell = tuple[int, int]
SlotKey = tuple[str, str]  # (kind, animal); animal "" when animals do not matter
BySlot = dict[SlotKey, dict[Cell, list[int]]]  # slot -> cell -> rotations that fit there
Turns = dict[Cell, list[int]]  # curve -> ways it may be turned (clockwise 1, counter-clockwise 3)

# The reasons worth telling first when a card fits nowhere at a cell in any rotation.
REASON_ORDER = (
    "occupied",
    "outside-area",
    "first-card-end",
    "not-adjacent",
    "opening-end",
    "opening-back",
    "opening-no-room",
    "must-turn-curve",
    "must-extend-billabong",
    "not-at-path-end",
    "joins-paths",
    "split-path",
    "billabong-foreign",
    "no-billabong",
    "no-card",
)


def rotation_count(kind: str) -> int:
    """How many different ways a card of this kind can lie (a straight looks the same turned half way)."""
    return 2 if kind == STRAIGHT else 4


def slot_of(move: Move) -> SlotKey:
    """The tray slot a card move takes its card from."""
    return (BILLABONG if move.kind == BILLABONG_MOVE else move.kind, move.animal)


def move_for(key: SlotKey, cell: Cell, rot: int) -> Move:
    """The move that lays the card of slot `key` at `cell` in rotation `rot`."""
    kind = BILLABONG_MOVE if key[0] == BILLABONG else key[0]
    return Move(kind, cell, rot, key[1])


def index_moves(moves: list[Move]) -> tuple[BySlot, Turns]:
    """The legal moves of the seat to move by tray slot and cell, and the curves he may turn."""
    by_slot: BySlot = {}
    turns: Turns = {}
    for move in moves:
        if move.kind == TURN:
            turns.setdefault(move.cell, []).append(move.rot)
            continue
        by_slot.setdefault(slot_of(move), {}).setdefault(move.cell, []).append(move.rot)
    return by_slot, turns


def playable_colours(state: State) -> list[int]:
    """Two paths per player: the colours the seat to move can lay a card of now."""
    return sorted({mover_colour(state, m) for m in GAME.legal_moves(state)})


def colour_to_show(state: State, current: int, seat: int) -> int:
    """The colour whose supply the tray shows and whose cards the clicks lay: `seat` itself without the
    variant; with two paths the one shown so far while it can still be laid, else the first that can."""
    if state.paths == "one":
        return seat
    colours = playable_colours(state)
    return current if current in colours else colours[0] if colours else state.colours_of(seat)[0]


def of_colour(state: State, moves: list[Move], colour: int) -> list[Move]:
    """The moves that lay `colour` (all of them without the variant)."""
    if state.paths == "one":
        return list(moves)
    return [m for m in moves if mover_colour(state, m) == colour]


def first_rotation(by_slot: BySlot, key: SlotKey) -> int:
    """The rotation a freshly picked card shows: the lowest that fits somewhere."""
    rots = sorted({r for rs in by_slot.get(key, {}).values() for r in rs})
    return rots[0] if rots else 0


def rotations_at(by_slot: BySlot, key: SlotKey | None, cell: Cell) -> list[int]:
    """The rotations in which the card of slot `key` fits at `cell` (none when nothing is picked)."""
    if key is None:
        return []
    return by_slot.get(key, {}).get(cell, [])


def shown_rotation(by_slot: BySlot, key: SlotKey | None, cell: Cell, rot: int) -> int:
    """The rotation the ghost shows at a cell: the player's own if it fits there, else one that does."""
    rots = rotations_at(by_slot, key, cell)
    return rot if not rots or rot in rots else rots[0]


def next_rotation(by_slot: BySlot, key: SlotKey, cell: Cell | None, rot: int, step: int) -> int:
    """The picked card turned by `step`: over a cell where it fits in several ways, through those ways;
    elsewhere through all its rotations."""
    rots = rotations_at(by_slot, key, cell) if cell is not None else []
    if len(rots) > 1:
        current = shown_rotation(by_slot, key, cell, rot)
        return rots[(rots.index(current) + step) % len(rots)]
    return (rot + step) % rotation_count(key[0])


def turned_again(by_slot: BySlot, turns: Turns, move: Move, step: int) -> Move | None:
    """A move laid for now, turned to its next way of fitting the same cell (a turned curve goes the other
    way round); None when it fits in one way only."""
    if move.kind == TURN:
        ways = turns.get(move.cell, [])
        if len(ways) > 1:
            return Move(TURN, move.cell, ways[(ways.index(move.rot) + 1) % len(ways)])
        return None
    key = slot_of(move)
    rots = by_slot.get(key, {}).get(move.cell, [])
    if len(rots) > 1:
        return move_for(key, move.cell, rots[(rots.index(move.rot) + step) % len(rots)])
    return None


def reason_code(state: State, key: SlotKey, cell: Cell, colour: int | None = None) -> str | None:
    """Why the card of slot `key` cannot go to `cell` in any rotation (the rules' reason code); with two
    paths per player, as a card of `colour`."""
    kind, animal = key
    if kind == BILLABONG:
        return "billabong-here"
    colour = colour if state.paths != "one" else None
    codes = [
        why_not(state, kind, r, cell, "" if kind == END else animal, colour)
        for r in range(rotation_count(kind))
    ]
    found = [c for c in codes if c]
    specific = [c for c in REASON_ORDER if c in found]
    code = specific[0] if specific else (found[0] if found else None)
    if code == "joins-paths":  # name whose: "joins-path-of/2" (the mover's and Blue's), "joins-paths-of/0/1"
        move = Move(kind, cell, codes.index(code), "" if kind == END else animal)
        joined = joined_paths(state, move, colour)
        mine = state.colours_of(state.turn)
        # the seats that own the other paths (with two paths per player a colour's seat is colour % players)
        others = [str(c % state.players) for c in joined if c not in mine]
        if len(others) == 1 and len(joined) == 2:
            return "/".join(("joins-path-of", *others))
        if len(others) >= 2:
            return "/".join(("joins-paths-of", *others[:2]))
    return code


def considered(
    tentative: Move | None,
    human: bool,
    cell: Cell | None,
    turns: Turns,
    picked: SlotKey | None,
    by_slot: BySlot,
    rot: int,
) -> Move | None:
    """The move the player is looking at: the card laid for now, the picked card where it fits under the
    pointer (at `cell`), or the curve of a loop under the pointer (its score shows before it is laid)."""
    if tentative is not None or not human:
        return tentative
    if cell is None:
        return None
    if turns:
        return Move(TURN, cell, turns[cell][0]) if cell in turns else None
    if picked is None or not rotations_at(by_slot, picked, cell):
        return None
    return move_for(picked, cell, shown_rotation(by_slot, picked, cell, rot))


def content_cells(state: State, by_slot: BySlot) -> list[Cell]:
    """What the camera frames: every card on the table, every place the seat to move may build, and the
    play area once fixed."""
    cells = [t.cell for t in state.tiles]
    for targets in by_slot.values():
        cells.extend(targets)
    area = play_area(state)
    if area is not None:
        cells += [(area[0], area[1]), (area[2], area[3])]
    return cells or [(0, 0)]


class Reasons:
    """Why a picked card cannot go to a cell in any rotation (reason_code), asked once per position."""

    def __init__(self) -> None:
        self._codes: dict[tuple, str | None] = {}

    def clear(self) -> None:
        self._codes = {}

    def code(self, state: State, key: SlotKey, cell: Cell, colour: int) -> str | None:
        at = (state.tiles, key, cell)
        if at not in self._codes:
            self._codes[at] = reason_code(state, key, cell, colour)
        return self._codes[at]


@dataclass(frozen=True, slots=True)
class Click:
    """What a click on the table does (a card laid for now was taken back before): lay `move` for now,
    show the card in `rot` from now, pick the card `take` first (the hinted one), or refuse (`refuse`, the
    words' key of why not; "why": the rules' reason at the cell)."""

    move: Move | None = None
    rot: int | None = None
    take: SlotKey | None = None
    refuse: str = ""


def on_table(
    cell: Cell, hinted: Move | None, picked: SlotKey | None, turns: Turns, by_slot: BySlot, rot: int
) -> Click:
    """A click on `cell` of the table narrows the legal moves: the hinted move at its place (taking its
    card), a curve to turn, or the picked card in the rotation it is shown in there."""
    if hinted is not None and cell == hinted.cell and (picked is None or hinted.kind == TURN):
        if hinted.kind != TURN:
            return Click(hinted, hinted.rot, slot_of(hinted))
        return Click(hinted)
    if turns:
        ways = turns.get(cell)
        return Click(Move(TURN, cell, ways[0])) if ways else Click(refuse="downunder.why.turn-own-curve")
    if picked is None:
        if any(cell in targets for targets in by_slot.values()):
            return Click(refuse="downunder.pick_first")
        return Click()
    if rotations_at(by_slot, picked, cell):
        shown = shown_rotation(by_slot, picked, cell, rot)
        return Click(move_for(picked, cell, shown), shown)
    return Click(refuse="why")
