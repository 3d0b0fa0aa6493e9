"""Layers: the one way a game scene keeps what it drew between frames (issue 26).

A game describes its screen as a view: frozen dataclasses and tuples, compared by value. A part of that
view that stays the same over many frames (the table with the board, the pieces at rest, the info column)
can be drawn once into a picture and blitted in the frames after, until the part changes. The engine does
the comparing: a layer is named by the function that paints it and keyed by the part it was painted from,
so no game writes a cache key, builds one from `id()`, or keeps a picture class of its own.

    layers.draw(surface, paint_table, view.table)   # paint_table(target, view.table) on a miss, else a blit

`KEEP` is the one switch: False paints every layer in place, in every frame (the plain drawing that the
frame tests compare kept frames with). The side panel's kept buttons follow it too
(scenes/widgets/controls.py).

Where it pays: measured on e2b1821 (docs/benchmarks.md, "Keeping pictures"), the games' hand-kept pictures
saved 0.4-1.3 ms of CPU a frame (p50) of a 16.7 ms frame, and no interval passed 33 ms without them. A layer
is worth it only where its paint is costly and its part changes seldom: one painted anew at every small
change makes the worst frames worse (Ka-Mel-Oh!'s whole table, tried and dropped).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

KEEP = True  # False: every layer painted in place in every frame (the tests' plain reference)

Paint = Callable[[pygame.Surface, Any], object]


class Layers:
    """The pictures of a scene's layers, at most `depth` per paint function (the parts most recently
    drawn: a board seen from either side keeps both)."""

    def __init__(self, depth: int = 2) -> None:
        self.depth = depth
        self._kept: dict[Paint, list[tuple[Hashable, pygame.Surface]]] = {}
        self.painted = 0  # pictures painted (a miss), for tests and benchmarks

    def picture(
        self, paint: Paint, part: Hashable, size: tuple[int, int], alpha: bool = False
    ) -> pygame.Surface:
        """The picture `paint(picture, part)` paints on a surface of `size` (transparent with `alpha`),
        painted now only if no kept picture of `paint` was painted from a part equal to `part`."""
        kept = self._kept.setdefault(paint, [])
        for i, (was, picture) in enumerate(kept):
            if (
                was == part
                and picture.get_size() == size
                and bool(picture.get_flags() & pygame.SRCALPHA) == alpha
            ):
                if i:
                    kept.insert(0, kept.pop(i))
                return picture
        picture = pygame.Surface(size, pygame.SRCALPHA if alpha else 0)
        if pygame.display.get_surface() is not None:
            picture = picture.convert_alpha() if alpha else picture.convert()
        if alpha:
            picture.fill((0, 0, 0, 0))
        paint(picture, part)
        self.painted += 1
        kept.insert(0, (part, picture))
        del kept[self.depth :]
        return picture

    def draw(self, surface: pygame.Surface, paint: Paint, part: Hashable, alpha: bool = False) -> None:
        """Paint `part` onto `surface` with `paint`, from a kept picture of the surface's size when the
        part was painted before (KEEP on); in place otherwise."""
        if not KEEP:
            paint(surface, part)
            return
        surface.blit(self.picture(paint, part, surface.get_size(), alpha), (0, 0))

    def ready(self, paint: Paint, part: Hashable, size: tuple[int, int], alpha: bool = False) -> None:
        """Paint a coming frame's picture now, in spare time (nothing when it is kept already or KEEP is off)."""
        if KEEP:
            self.picture(paint, part, size, alpha)

    def clear(self) -> None:
        self._kept.clear()
