"""The hint's star: every game marks its hint with the same gold star floating over the place, so a hint is
seen at once and without telling colours apart."""

from __future__ import annotations

import math

import pygame

from scenes.engine import theme

from .beat import bob

STAR_EDGE = (120, 80, 10)


def star_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A five-pointed star about (cx, cy), point up."""
    points = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        points.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return points


def draw_hint_star(
    surface: pygame.Surface, centre: tuple[float, float], time: float, radius: float = 13
) -> None:
    """The star at `centre`, bobbing gently with `time`."""
    points = star_points(centre[0], centre[1] + bob(time, 3.0), radius)
    pygame.draw.polygon(surface, theme.HIGHLIGHT, points)
    pygame.draw.polygon(surface, STAR_EDGE, points, max(1, int(radius * 0.1)))
