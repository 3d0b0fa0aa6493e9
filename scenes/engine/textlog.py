"""A record of the words one frame drew, for tests: which texts were rendered, where each one landed on
which surface, and the boxes (panels, buttons) drawn before it that it belongs in.

Off by default (`ACTIVE` is None): the drawing helpers then pay one global lookup per text. A test turns it
on with `recording()`, draws a frame, and asks `problems()` what does not fit: a text cut off by the edge of
its surface, a text that leaves its box, two texts on top of each other.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame


@dataclass
class Placed:
    surface: int  # id() of the surface the text was drawn on
    text: str
    ink: pygame.Rect  # the rect of the glyphs' pixels on that surface
    clip: pygame.Rect  # what of that surface can be drawn on
    order: int  # place in the frame's drawing order


@dataclass
class Box:
    surface: int
    rect: pygame.Rect
    order: int


@dataclass
class TextLog:
    rendered: list[str] = field(default_factory=list)  # every string that went through Fonts.render
    placed: list[Placed] = field(default_factory=list)
    boxes: list[Box] = field(default_factory=list)
    shortened: set[str] = field(default_factory=set)  # texts shortened with an ellipsis (fit_text)
    names: set[str] = field(default_factory=set)  # ... of them the names on small cards (allowed)
    _order: int = 0
    _kept: list = field(default_factory=list)  # every surface seen stays alive, so that no id is reused

    def _key(self, surface: pygame.Surface) -> int:
        self._kept.append(surface)
        return id(surface)

    def _next(self) -> int:
        self._order += 1
        return self._order

    def box(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.boxes.append(Box(self._key(surface), pygame.Rect(rect), self._next()))

    def text(self, surface: pygame.Surface, value: str, rect: pygame.Rect, image: pygame.Surface) -> None:
        if not value.strip():
            return
        ink = image.get_bounding_rect().move(rect.topleft)
        if not ink.w:
            return
        self.placed.append(Placed(self._key(surface), value, ink, surface.get_clip(), self._next()))

    def problems(self, slack: int = 1) -> list[str]:
        """Every text that is cut off, leaves its box or lies on another text (`slack` pixels forgiven)."""
        out = []
        for p in self.placed:
            if not p.clip.inflate(2 * slack, 2 * slack).contains(p.ink):
                out.append(f"cut off by its surface's edge {tuple(p.clip)}: {p.text!r} at {tuple(p.ink)}")
                continue
            box = self.box_of(p)
            if box is not None and not box.rect.inflate(2 * slack, 2 * slack).contains(p.ink):
                out.append(f"leaves its box {tuple(box.rect)}: {p.text!r} at {tuple(p.ink)}")
        out.extend(self._overlaps(slack))
        return out

    def faults(self, plurals: Iterable[str] = ()) -> list[str]:
        """Every text a player should not read: a sentence shortened with an ellipsis (only a name on a small
        card may be, and shows whole on hover), a template's brace, and a plural after one ("1 Reihen";
        `plurals`: the language's plural nouns that differ from their singular)."""
        after_one = _after_one(frozenset(plurals))
        out = []
        for text in dict.fromkeys(p.text for p in self.placed):
            if text in self.shortened and text not in self.names:
                out.append(f"shortened with an ellipsis: {text!r}")
            if "{" in text or "}" in text:
                out.append(f"a template's brace: {text!r}")
            if after_one is not None and after_one.search(text):
                out.append(f"a plural after one: {text!r}")
        return out

    def box_of(self, p: Placed) -> Box | None:
        """The box a text belongs in: the latest box drawn before it, on its surface, under its middle or
        under one of its ends (a label that runs out of its button on one side)."""
        ink = p.ink
        points = (ink.center, (ink.x + 1, ink.centery), (ink.right - 2, ink.centery))
        for box in reversed(self.boxes):
            if (
                box.order < p.order
                and box.surface == p.surface
                and any(box.rect.collidepoint(point) for point in points)
            ):
                return box
        return None

    def _overlaps(self, slack: int) -> list[str]:
        out = []
        placed = self.placed
        for i, a in enumerate(placed):
            for b in placed[i + 1 :]:
                if a.surface != b.surface:
                    continue
                meet = a.ink.inflate(-2 * slack, -2 * slack).clip(b.ink.inflate(-2 * slack, -2 * slack))
                if not meet.w or not meet.h or self._covered(a, b, meet):
                    continue
                out.append(f"overlap: {a.text!r} at {tuple(a.ink)} and {b.text!r} at {tuple(b.ink)}")
        return out

    def _covered(self, a: Placed, b: Placed, meet: pygame.Rect) -> bool:
        """A box drawn between the two hides the first one where they meet (a card over the board)."""
        return any(
            a.order < box.order < b.order and box.surface == a.surface and box.rect.contains(meet)
            for box in self.boxes
        )


ACTIVE: TextLog | None = None


@contextmanager
def recording() -> Iterator[TextLog]:
    """Record what is drawn inside the block."""
    global ACTIVE
    log = TextLog()
    ACTIVE = log
    try:
        yield log
    finally:
        ACTIVE = None


def _after_one(plurals: frozenset[str]) -> re.Pattern[str] | None:
    if not plurals:
        return None
    words = "|".join(sorted((re.escape(w) for w in plurals), key=len, reverse=True))
    # "Player 1 moves again": a seat's default name ends in its number, which counts nothing
    return re.compile(rf"(?<![\d.,])(?<!Player )(?<!Spieler )[-+]?1 (?:{words})(?!\w)")


def shortened(value: str, name: bool = False) -> None:
    """`value` was shortened with an ellipsis to fit (`name`: a name on a small card, whole on hover)."""
    if ACTIVE is not None:
        ACTIVE.shortened.add(value)
        if name:
            ACTIVE.names.add(value)


def note(surface: pygame.Surface, value: str, rect: pygame.Rect, image: pygame.Surface) -> None:
    """A text blitted by hand (not through `widgets.draw.text`) at `rect` (its full rect, not the clipped
    one `blit` returns)."""
    if ACTIVE is not None:
        ACTIVE.text(surface, value, rect, image)


def note_box(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A box drawn by hand that the texts drawn next inside it belong in (a pill, a badge)."""
    if ACTIVE is not None:
        ACTIVE.box(surface, rect)
