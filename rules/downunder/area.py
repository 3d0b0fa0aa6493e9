"""The play area: its size is agreed, its orientation and position emerge as full cards are laid.

A full card may lie only where the bounding box of all full cards still fits a `width` x `height` area in
one of its two orientations ("Der Spielfeldrand entsteht"). A cell is allowed exactly when some placement
of the area that covers the bounding box covers it too, so the allowed cells are the union of at most two
rectangles (one per orientation). End cards may lie outside.

The variants "path" and "frame" fix the area from the start: preset cards of the unused colours lie on the
table (`preset_tiles`) and the area is (0, 0)..(width - 1, height - 1) (NOTES.md says how they read the text).
"""

from __future__ import annotations

from rules.downunder.cards import DINGO, EMU, KANGAROO, PLATYPUS, RABBIT
from rules.downunder.geometry import CURVE, END, STRAIGHT, Cell
from rules.downunder.tile import Tile

Rect = tuple[int, int, int, int]  # min x, min y, max x, max y (inclusive)


def _orientations(width: int, height: int) -> list[tuple[int, int]]:
    return [(width, height)] if width == height else [(width, height), (height, width)]


def allowed_rects(bbox: Rect | None, width: int, height: int) -> list[Rect]:
    """Rectangles whose union is every cell where a full card may still go (empty before the first card:
    then anything goes)."""
    if bbox is None:
        return []
    x0, y0, x1, y1 = bbox
    bw, bh = x1 - x0 + 1, y1 - y0 + 1
    rects = []
    for w, h in _orientations(width, height):
        if bw <= w and bh <= h:
            rects.append((x1 - w + 1, y1 - h + 1, x0 + w - 1, y0 + h - 1))
    return rects


def in_rects(rects: list[Rect], cell: Cell) -> bool:
    x, y = cell
    return any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for r in rects)


def frame(bbox: Rect | None, width: int, height: int) -> Rect | None:
    """The play area once its position is fixed (the bounding box spans it in the only orientation that
    fits), else None."""
    if bbox is None:
        return None
    x0, y0, x1, y1 = bbox
    bw, bh = x1 - x0 + 1, y1 - y0 + 1
    fits = [(w, h) for w, h in _orientations(width, height) if bw <= w and bh <= h]
    if len(fits) == 1 and fits[0] == (bw, bh):
        return bbox
    return None


# --------------------------------------------------------------------------- fixed areas (variants)
GROWING, PATH, FRAME = "growing", "path", "frame"
AreaParam = tuple[int, int] | Rect | None  # agreed (width, height), a fixed rectangle, or no area


def area_param(unbounded: bool, area: str, width: int, height: int) -> AreaParam:
    """What the board analysis needs to know of the area: None (children's variant), the fixed rectangle
    (a preset path or frame marks it at (0, 0)..(width - 1, height - 1)), or the agreed size (it emerges)."""
    if unbounded:
        return None
    if area != GROWING:
        return (0, 0, width - 1, height - 1)
    return (width, height)


def rects_for(area: AreaParam, bbox: Rect | None) -> list[Rect] | None:
    """Where full cards may go (None: anywhere) for an area parameter and the full cards' bounding box."""
    if area is None:
        return None
    if len(area) == 4:
        return [area]  # type: ignore[list-item]
    if bbox is None:
        return None
    return allowed_rects(bbox, area[0], area[1])


# The preset path of variant "path": its cards in laying order, C a curve and S a straight (7 straights and 9
# curves, the whole set). It runs as a staircase from the area's top-left corner (entering from the west)
# to its bottom-right corner (leaving to the south), so its outermost cards span 9 x 8 cells; the straights
# lie in the middle, where their neutral parts cross the path and join its two sides ("Um die beiden
# Spielfeldhälften nicht zu sehr zu trennen, sollten im Mittelteil dieses Weges viele Geraden verwendet
# werden"). A seed picks one of the designs and one of the eight turns and mirror images of the square.
PATH_DESIGNS = ("CCCSSSCSSSSCCCCC", "CCSSSSCSSSCCCCCC", "CCCCSSSSCSSSCCCC")
FRAME_BUMPS_FROM = 6  # a frame bar of 6 or more cells has two bumps, a shorter one one
FRAME_LONGEST = 11  # seven straights and two bumps: the longest bar one colour's set can form


def _staircase(design: str) -> list[tuple[int, int]]:
    """The cells of a staircase path (east and south only) that turns at every C."""
    cells, heading, x, y = [], (1, 0), 0, 0
    for kind in design:
        cells.append((x, y))
        if kind == "C":
            heading = (0, 1) if heading == (1, 0) else (1, 0)
        x, y = x + heading[0], y + heading[1]
    return cells


def preset_path(seed: int | None) -> tuple[list[tuple[int, int]], tuple[int, int]]:
    """The cells of the preset path from its first to its last full card, with two virtual cells before and
    after (where its end cards lie), placed so that the full cards span (0, 0)..(w - 1, h - 1); and (w, h)."""
    pick = 0 if seed is None else seed
    design = PATH_DESIGNS[pick % len(PATH_DESIGNS)]
    cells = _staircase(design)
    first, last = cells[0], cells[-1]
    cells = [(first[0] - 1, first[1])] + cells + [(last[0], last[1] + 1)]
    symmetry = (pick // len(PATH_DESIGNS)) % 8
    if symmetry & 1:
        cells = [(y, x) for x, y in cells]
    if symmetry & 2:
        cells = [(-x, y) for x, y in cells]
    if symmetry & 4:
        cells = [(x, -y) for x, y in cells]
    full = cells[1:-1]
    x0, y0 = min(c[0] for c in full), min(c[1] for c in full)
    cells = [(x - x0, y - y0) for x, y in cells]
    return cells, (max(c[0] for c in full) - x0 + 1, max(c[1] for c in full) - y0 + 1)


def frame_bar(width: int, height: int, bottom: bool) -> list[tuple[int, int]]:
    """The cells of one bar of the two-player frame, west to east along the row above the area (below it
    when `bottom`), with the virtual end cells: up to eleven positions centred on the area's width, each a
    straight, or two cells of a bump that goes out one row and back (four curves: the inner two's neutral
    parts lead from the area into the frame and back onto it)."""
    length = min(width, FRAME_LONGEST)
    start = (width - length) // 2
    bumps = [1, length - 3] if length >= FRAME_BUMPS_FROM else [1]
    cells = [(start - 1, -1)]
    i = 0
    while i < length:
        x = start + i
        if i in bumps:
            cells += [(x, -1), (x, -2), (x + 1, -2), (x + 1, -1)]
            i += 2
        else:
            cells.append((x, -1))
            i += 1
    cells.append((start + length, -1))
    if bottom:
        cells = [(x, height - 1 - y) for x, y in cells]
    return cells


# The animals of the preset cards, in the order they are laid (one set's animals, mixed).
_STRAIGHT_ANIMALS = (KANGAROO, EMU, RABBIT, PLATYPUS, KANGAROO, EMU, RABBIT)
_CURVE_ANIMALS = (KANGAROO, EMU, PLATYPUS, RABBIT, DINGO, KANGAROO, EMU, PLATYPUS, RABBIT)
_STEP = {(0, -1): 0, (1, 0): 1, (0, 1): 2, (-1, 0): 3}  # (dx, dy) to the edge it leaves through


def _edge(a: Cell, b: Cell) -> int:
    return _STEP[(b[0] - a[0], b[1] - a[1])]


def path_tiles(cells: list[Cell], owner: int) -> tuple[Tile, ...]:
    """The cards of a finished path through `cells`: an end card in the first and the last cell, each full
    card's colour part joining the sides towards its neighbours in the list."""
    tiles = [Tile(cells[0], END, owner, _edge(cells[0], cells[1]))]
    straights = curves = 0
    for prev, cell, nxt in zip(cells, cells[1:], cells[2:], strict=False):
        a, b = _edge(cell, prev), _edge(cell, nxt)
        if (a - b) % 2 == 0:
            tiles.append(Tile(cell, STRAIGHT, owner, a % 2, _STRAIGHT_ANIMALS[straights]))
            straights += 1
        else:
            rot = a if (a + 1) % 4 == b else b
            tiles.append(Tile(cell, CURVE, owner, rot, _CURVE_ANIMALS[curves]))
            curves += 1
    tiles.append(Tile(cells[-1], END, owner, _edge(cells[-1], cells[-2])))
    return tuple(tiles)


def preset_tiles(
    players: int, area: str, width: int, height: int, seed: int | None
) -> tuple[tuple[Tile, ...], int, int]:
    """The preset cards of a variant and the (width, height) of the area they fix: the unused fourth colour's
    path ("path", 2-3 players), or a bar above and below the area in the two unused colours ("frame",
    2 players); nothing for "growing"."""
    if area == PATH:
        cells, (width, height) = preset_path(seed)
        return path_tiles(cells, players), width, height
    if area == FRAME:
        top = path_tiles(frame_bar(width, height, False), players)
        return top + path_tiles(frame_bar(width, height, True), players + 1), width, height
    return (), width, height
