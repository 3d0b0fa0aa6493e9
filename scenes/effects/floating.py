"""Words and numbers that pop up over the table, rise a little and fade: points won, damage, "Sumo!"."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pytweening

from scenes.engine.i18n import Words, worded

Colour = tuple[int, int, int]
APPEAR = 0.22  # seconds of the pop
FADE = 0.4  # seconds of the fade at the end


@dataclass(slots=True)
class _Floating:
    text: Words
    centre: tuple[float, float]
    colour: Colour
    size: int
    hold: float
    rise: float
    pop: float
    rim: Colour | None
    age: float

    @property
    def life(self) -> float:
        return self.hold + FADE


@dataclass(frozen=True, slots=True)
class WordMark:
    """A floating word as a frame shows it: worded, where its centre is now, its size, scale and opacity,
    and the colour of its rim (None: a soft drop shadow instead)."""

    text: str
    x: float
    y: float
    colour: Colour
    size: int
    scale: float
    alpha: int
    rim: Colour | None


class FloatingWords:
    def __init__(self) -> None:
        self.items: list[_Floating] = []

    def say(
        self,
        text: Words,
        centre: tuple[float, float],
        colour: Colour,
        size: int = 22,
        hold: float = 0.9,
        rise: float = 28.0,
        pop: float = 0.6,
        rim: Colour | None = None,
        delay: float = 0.0,
    ) -> None:
        """`text` pops up at `centre` (from `pop` times its size), rises `rise` pixels, stays `hold` seconds
        and fades; `delay` seconds later than now. `rim`: a dark outline that keeps it readable on any
        picture (a card), instead of a drop shadow."""
        item = _Floating(text, centre, tuple(colour), size, hold, rise, pop, rim, -delay)  # type: ignore[arg-type]
        self.items.append(item)

    def update(self, dt: float) -> None:
        for w in self.items:
            w.age += dt
        self.items = [w for w in self.items if w.age < w.life]

    def clear(self) -> None:
        self.items.clear()

    def view(self, bounds: pygame.Rect | None = None) -> tuple[WordMark, ...]:
        """The words shown now, worded in today's language (kept inside `bounds`, if given)."""
        marks = []
        for w in self.items:
            if w.age <= 0:
                continue
            k = min(1.0, w.age / APPEAR)
            scale = w.pop + (1.0 - w.pop) * pytweening.easeOutBack(k)
            alpha = int(255 * min(k, max(0.0, (w.life - w.age) / FADE), 1.0))
            if alpha < 4:
                continue
            y = w.centre[1] - w.rise * pytweening.easeOutQuad(min(1.0, w.age / w.life))
            x = w.centre[0]
            if bounds is not None:
                inner = bounds.inflate(-16, -16)
                x = min(max(x, inner.left), inner.right)
                y = min(max(y, inner.top), inner.bottom)
            marks.append(WordMark(worded(w.text), x, y, w.colour, w.size, round(scale, 3), alpha, w.rim))
        return tuple(marks)


_RIM = ((-2, 0), (2, 0), (0, -2), (0, 2), (2, 3))


def draw_words(surface: pygame.Surface, words: Sequence[WordMark], fonts) -> None:
    """One font size per word, scaled as a picture (a font per animated size would be built every frame)."""
    for w in words:
        image = fonts.render(w.text, "heading", w.colour, w.size)
        back = fonts.render(w.text, "heading", w.rim or (0, 0, 0), w.size)
        if abs(w.scale - 1.0) > 0.01:
            size = (max(1, int(image.get_width() * w.scale)), max(1, int(image.get_height() * w.scale)))
            image, back = pygame.transform.smoothscale(image, size), pygame.transform.smoothscale(back, size)
        else:
            image, back = image.copy(), back.copy()
        rect = image.get_rect(center=(int(w.x), int(w.y)))
        if w.rim is None:
            back.set_alpha(int(w.alpha * 0.6))
            surface.blit(back, rect.move(2, 2))
        else:
            back.set_alpha(w.alpha)
            for dx, dy in _RIM:
                surface.blit(back, rect.move(dx, dy))
        image.set_alpha(w.alpha)
        surface.blit(image, rect)
