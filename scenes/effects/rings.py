"""Rings that spread from a point and fade: the dust ring of a landing tower, the shock of an attack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
import pytweening

from scenes.engine.cache import cached

Colour = tuple[int, int, int]


@dataclass(slots=True)
class _Spreading:
    centre: tuple[float, float]
    colour: Colour
    radius: float
    start: float
    width: int
    seconds: float
    age: float = 0.0


@dataclass(frozen=True, slots=True)
class RingMark:
    """A ring as a frame shows it."""

    x: int
    y: int
    colour: Colour
    radius: int
    width: int
    alpha: int


class Rings:
    def __init__(self) -> None:
        self.items: list[_Spreading] = []

    def add(
        self,
        centre: tuple[float, float],
        colour: Colour,
        radius: float,
        seconds: float = 0.45,
        width: int = 3,
        start: float = 0.35,
    ) -> None:
        """A ring growing from `start` of `radius` to `radius` (quickly at first) over `seconds`, fading
        and thinning as it goes."""
        self.items.append(_Spreading(centre, tuple(colour), radius, start, width, seconds))  # type: ignore[arg-type]

    def update(self, dt: float) -> None:
        for r in self.items:
            r.age += dt
        self.items = [r for r in self.items if r.age < r.seconds]

    def clear(self) -> None:
        self.items.clear()

    def view(self) -> tuple[RingMark, ...]:
        marks = []
        for r in self.items:
            t = min(1.0, r.age / r.seconds)
            grown = r.start + (1.0 - r.start) * pytweening.easeOutCubic(t)
            width = max(1, round(r.width * (1.0 - 0.5 * t)))
            alpha = int(255 * (1.0 - t)) // 8 * 8  # in steps: a ring's layer is kept per look
            if alpha:
                radius = max(1, int(r.radius * grown))
                marks.append(RingMark(int(r.centre[0]), int(r.centre[1]), r.colour, radius, width, alpha))
        return tuple(marks)


@cached(64)
def _ring_picture(colour: Colour, radius: int, width: int, alpha: int) -> pygame.Surface:
    picture = pygame.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    pygame.draw.circle(picture, (*colour, alpha), (radius + 2, radius + 2), radius, width)
    return picture


def draw_rings(surface: pygame.Surface, rings: Sequence[RingMark]) -> None:
    for r in rings:
        picture = _ring_picture(r.colour, r.radius, r.width, r.alpha)
        surface.blit(picture, (r.x - r.radius - 2, r.y - r.radius - 2))
