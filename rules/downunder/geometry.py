"""Grid geometry of Down Under: directions, cells, the edge points where paths meet, and card faces.

Cells are (x, y) with x growing east and y growing south (screen order); the first card lies at (0, 0).
A path part connects edge midpoints of its cell. The midpoint between two neighbouring cells is one
*point* shared by both, encoded as an int, so parts of neighbouring cells meet exactly when they touch the
same point.

Card faces (rotation `rot` = quarter turns clockwise):
- straight rot 0: colour part N-S, neutral part W-E (they cross without joining); rot 1 is E-W / N-S.
  Rotations 2 and 3 would repeat 0 and 1, so a straight has only rot 0 and 1.
- curve rot r: colour part joins r and r+1 (rot 0: N-E), neutral part joins the other two (rot 0: S-W).
- end rot d: half card at edge d: a colour stub touching only d, and a neutral bar joining d+1 and d+3.
- billabong: neutral water hole; its `links` say which edges it joins (a one-edge link is a dead end).
"""

from __future__ import annotations

Cell = tuple[int, int]

N, E, S, W = 0, 1, 2, 3
DIRECTIONS = (N, E, S, W)
DIR_NAMES = ("N", "E", "S", "W")
DX = (0, 1, 0, -1)
DY = (-1, 0, 1, 0)

STRAIGHT, CURVE, END, BILLABONG = "straight", "curve", "end", "billabong"
FULL_KINDS = (STRAIGHT, CURVE, BILLABONG)  # kinds that fill a whole cell and must lie in the play area
ROTATIONS = {STRAIGHT: (0, 1), CURVE: (0, 1, 2, 3), END: (0, 1, 2, 3)}

# Point encoding: ((x + _OFF) * _SIZE + (y + _OFF)) * 2 + (0 for the east edge, 1 for the south edge of (x, y)).
_OFF = 512
_SIZE = 1024


def opposite(d: int) -> int:
    return (d + 2) % 4


def neighbour(cell: Cell, d: int) -> Cell:
    return (cell[0] + DX[d], cell[1] + DY[d])


def point(cell: Cell, d: int) -> int:
    """The edge midpoint on side `d` of `cell` (shared with the neighbour on that side)."""
    x, y = cell
    if d == E:
        return ((x + _OFF) * _SIZE + y + _OFF) * 2
    if d == S:
        return ((x + _OFF) * _SIZE + y + _OFF) * 2 + 1
    if d == W:
        return ((x - 1 + _OFF) * _SIZE + y + _OFF) * 2
    return ((x + _OFF) * _SIZE + y - 1 + _OFF) * 2 + 1


def cell_points(cell: Cell) -> tuple[int, int, int, int]:
    """The points on the N, E, S and W side of `cell` (same as `point(cell, d)` for d = 0..3)."""
    base = ((cell[0] + _OFF) * _SIZE + cell[1] + _OFF) * 2
    return (base - 1, base, base + 1, base - 2 * _SIZE)


def adjacent8(cell: Cell) -> list[Cell]:
    """The orthogonal and diagonal neighbours of a cell."""
    x, y = cell
    return [(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dx or dy]


def _parts(kind: str, rot: int) -> tuple[tuple[bool, tuple[int, ...]], ...]:
    if kind == STRAIGHT:
        return ((True, (rot, rot + 2)), (False, (rot + 1, (rot + 3) % 4)))
    if kind == CURVE:
        return ((True, (rot, (rot + 1) % 4)), (False, ((rot + 2) % 4, (rot + 3) % 4)))
    return ((True, (rot,)), (False, ((rot + 1) % 4, (rot + 3) % 4)))


# (is the owner's colour, edges it touches) per part, for every card face but the billabong.
PARTS: dict[tuple[str, int], tuple[tuple[bool, tuple[int, ...]], ...]] = {
    (kind, rot): _parts(kind, rot) for kind, rots in ROTATIONS.items() for rot in rots
}


def card_parts(
    kind: str, rot: int, links: tuple[tuple[int, ...], ...] = ()
) -> tuple[tuple[bool, tuple[int, ...]], ...]:
    """(colour?, edges) of each path part of a card face; a billabong's parts are its neutral links."""
    if kind == BILLABONG:
        return tuple((False, link) for link in links)
    return PARTS[(kind, rot)]


def colour_rotations(kind: str, d: int) -> tuple[int, ...]:
    """The rotations of `kind` whose colour part touches edge d (the ways to extend a path entering at d)."""
    if kind == STRAIGHT:
        return (d % 2,)
    if kind == CURVE:
        return ((d - 1) % 4, d)  # colour d-1..d and d..d+1: turning left or right
    return (d,)
