"""A ribbon across the table (a turn, a round, the result): it slides and fades in, stays, and leaves."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.engine.i18n import Words, worded

Colour = tuple[int, int, int]
IN = 0.25  # seconds to arrive
OUT = 0.3  # seconds to leave


@dataclass(frozen=True, slots=True)
class RibbonMark:
    """The ribbon as a frame shows it: its words, colour, opacity, and how far it is off its place."""

    text: str
    colour: Colour
    alpha: int
    offset: int


class Ribbon:
    """One ribbon at a time; a new one replaces the old. It ages by itself (not on the scene's tweens),
    so it never holds up play."""

    def __init__(self, life: float = 1.4, slide: float = 40.0) -> None:
        self.life = life
        self.slide = slide
        self.text: Words = ""
        self.colour: Colour = (0, 0, 0)
        self.age = life  # nothing shown

    def show(self, text: Words, colour: Colour, life: float | None = None) -> None:
        self.text, self.colour, self.age = text, tuple(colour), 0.0  # type: ignore[assignment]
        if life is not None:
            self.life = life

    def update(self, dt: float) -> None:
        self.age = min(self.life, self.age + dt)

    @property
    def shown(self) -> bool:
        return self.age < self.life

    def view(self) -> RibbonMark | None:
        if not self.shown:
            return None
        age, life = self.age, self.life
        if age < IN:
            k = age / IN
            alpha, offset = 255 * k, -self.slide * (1 - k) ** 2
        elif age > life - OUT:
            k = (age - (life - OUT)) / OUT
            alpha, offset = 255 * (1 - k), self.slide * k**2
        else:
            alpha, offset = 255.0, 0.0
        return RibbonMark(worded(self.text), self.colour, int(alpha), int(offset))


def draw_ribbon(
    surface: pygame.Surface, picture: pygame.Surface, centre: tuple[int, int], alpha: int, scale: float = 1.0
) -> None:
    """A game's ribbon picture at `centre`, faded to `alpha` and squeezed to `scale` of its height (a ribbon
    folding open or shut)."""
    if alpha <= 0:
        return
    if abs(scale - 1.0) > 0.01:
        w, h = picture.get_size()
        picture = pygame.transform.scale(picture, (w, max(1, int(h * max(0.05, scale)))))
    elif alpha < 255:
        picture = picture.copy()
    if alpha < 255:
        picture.set_alpha(alpha)
    surface.blit(picture, picture.get_rect(center=centre))
