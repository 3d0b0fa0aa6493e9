"""Sparks, rings and floating words run together: the three shared kinds as one holder, so that a game that
uses all three (Kamisado over its board, Ka-Mel-Oh! over its table) ages, clears and freezes them in one
place instead of each keeping its own copy of the same three-way loop."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .floating import FloatingWords, WordMark, draw_words
from .rings import RingMark, Rings, draw_rings
from .sparks import Sparks, Speck, draw_sparks


@dataclass(frozen=True, slots=True)
class BurstMarks:
    """The three kinds as a frame shows them (painted back to front: rings, specks, words)."""

    rings: tuple[RingMark, ...] = ()
    specks: tuple[Speck, ...] = ()
    words: tuple[WordMark, ...] = ()


NO_BURSTS = BurstMarks()


class Bursts:
    def __init__(self, seed: int = 5) -> None:
        self.sparks = Sparks(seed)
        self.rings = Rings()
        self.words = FloatingWords()

    @property
    def running(self) -> bool:
        return bool(self.sparks.items or self.rings.items or self.words.items)

    def update(self, dt: float) -> None:
        self.sparks.update(dt)
        self.rings.update(dt)
        self.words.update(dt)

    def clear(self) -> None:
        self.sparks.clear()
        self.rings.clear()
        self.words.clear()

    def view(self, bounds: pygame.Rect | None = None) -> BurstMarks:
        """The frozen marks (`bounds`: the floating words kept inside it); one value while nothing runs."""
        if not self.running:
            return NO_BURSTS
        return BurstMarks(self.rings.view(), self.sparks.view(), self.words.view(bounds))


def draw_bursts(surface: pygame.Surface, marks: BurstMarks, fonts) -> None:
    draw_rings(surface, marks.rings)
    draw_sparks(surface, marks.specks)
    draw_words(surface, marks.words, fonts)
