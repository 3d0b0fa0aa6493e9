"""The play area: its size is agreed, its orientation and position emerge as full cards are laid.

A full card may lie only where the bounding box of all full cards still fits a `width` x `height` area in
one of its two orientations ("Der Spielfeldrand entsteht"). A cell is allowed exactly when some placement
of the area that covers the bounding box covers it too, so the allowed cells are the union of at most two
rectangles (one per orientation). End cards may lie outside.
"""

from __future__ import annotations

from rules.downunder.geometry import Cell

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
