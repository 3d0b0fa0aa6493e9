"""The variant "two paths per player" (2 players; NOTES.md gives every decision with the sentence it reads).

Each seat plays two colours: seat s owns colours s and s + players (`State.colours_of`). First every path
gets its entrance, an end card, in colour order (seat 0, seat 1, seat 0, seat 1), each second one back to
back with the one before, so that two end cards always fill one square. In the form "two" the start player
then lays one straight or curve at one of his entrances (the opening), and from then on a turn is two
plies of the same seat, one card of each of his colours in the order he likes. In the form "two-single"
every turn is one card, on the path of the player's choice. This module says which colours the seat to move
may still lay (`due_colours`) and which entrances are legal; `moves.py` generates and applies the moves.
"""

from __future__ import annotations

from rules.downunder.geometry import END, Cell, adjacent8, opposite
from rules.downunder.placement import simulate
from rules.downunder.state import Move, State, Tile

PATH_FORMS = ("one", "two", "two-single")  # option `paths`: one path per seat, or the two forms


def seat_of(state: State, colour: int) -> int:
    return colour % state.players


def entering_colour(state: State) -> int | None:
    """The colour whose entrance is laid next, None once every path has one (or without the variant)."""
    if state.paths == "one":
        return None
    path, finished = state.info.path, state.finished
    return next((c for c in range(state.colours) if path[c] is None and not finished[c]), None)


def opening(state: State) -> bool:
    """Form "two": the start player's first card after the entrances, a single straight or curve."""
    return (
        state.paths == "two"
        and state.pending is None
        and all(t.kind == END for t in state.tiles)
        and entering_colour(state) is None
    )


def due_colours(state: State) -> tuple[int, ...]:
    """The colours the seat to move may still lay a card of now (whether or not one fits)."""
    if state.over:
        return ()
    seat = state.turn
    if state.paths == "one":
        return () if state.finished[seat] else (seat,)
    if state.pending is not None:
        return (state.ply[-1],)  # the Billabong extension of the colour just laid
    entering = entering_colour(state)
    if entering is not None:
        return (entering,) if seat_of(state, entering) == seat else ()
    return tuple(c for c in state.colours_of(seat) if not state.finished[c] and c not in state.ply)


def turn_goes_on(before: State) -> bool:
    """After a card of `before`'s mover, may the same seat lay another one this turn (form "two", past the
    entrances and the opening)?"""
    return before.paths == "two" and entering_colour(before) is None and not opening(before)


# --------------------------------------------------------------------------- entrances
def _entrance_cells(state: State) -> list[tuple[Cell, int]]:
    """(cell, stub edge) an entrance may take: the back of a lone entrance, else any face of a free cell
    touching a card (the first one at (0, 0))."""
    tiles = state.tiles
    if len(tiles) % 2:
        last = tiles[-1]
        return [(last.cell, opposite(last.rot))]
    if not tiles:
        cells = [(0, 0)]
    else:
        around = {c for cell in state.info.cells for c in adjacent8(cell)}
        cells = sorted(c for c in around if c not in state.info.cells)
    return [(cell, rot) for cell in cells for rot in range(4)]


def entrance_problem(state: State, colour: int, kind: str, rot: int, cell: Cell) -> str | None:
    """Why `colour` may not lay this card as its entrance (None when it may)."""
    if kind != END:
        return "entrance-end"
    tiles = state.tiles
    if len(tiles) % 2:
        if (cell, rot) != (tiles[-1].cell, opposite(tiles[-1].rot)):
            return "entrance-square"
    elif cell in state.info.cells:
        return "occupied"
    elif (cell, rot) not in _entrance_cells(state):
        return "not-adjacent"
    tile = Tile(cell, END, colour, rot)
    result = simulate(state, colour, tiles + (tile,), state.billabongs, tile)
    if isinstance(result, str):
        return result
    if len(result.tiles) != len(tiles) + 1:
        return "joins-paths"  # three paths into one cell: no Billabong before the game starts
    if len(tiles) % 2 == 0 and colour + 1 < state.colours:  # the partner's entrance must fit its back
        back = Tile(cell, END, colour + 1, opposite(rot))
        both = simulate(state, colour + 1, tiles + (tile, back), state.billabongs)
        if isinstance(both, str) or len(both.tiles) != len(tiles) + 2:
            return "entrance-square"
    return None


def entrance_moves(state: State, colour: int) -> list[Move]:
    return [
        Move(END, cell, rot)
        for cell, rot in _entrance_cells(state)
        if entrance_problem(state, colour, END, rot, cell) is None
    ]
