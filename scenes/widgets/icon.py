"""The window and executable icon, drawn in code: a lacquer-red octagon tower on a gold tile."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.widgets.draw import regular_polygon

C = theme.ICON


def make_icon(size: int = 64) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 64
    pygame.draw.rect(surf, C["tile"], (2 * s, 2 * s, 60 * s, 60 * s), border_radius=int(12 * s))
    pygame.draw.rect(
        surf, C["rim"], (2 * s, 2 * s, 60 * s, 60 * s), max(1, int(3 * s)), border_radius=int(12 * s)
    )
    octagon = regular_polygon((32 * s, 32 * s), 22 * s, 8, 3.14159 / 8)
    pygame.draw.polygon(surf, C["shadow"], [(x, y + 3 * s) for x, y in octagon])
    pygame.draw.polygon(surf, C["tower"], octagon)
    pygame.draw.polygon(surf, C["light"], octagon, max(1, int(2 * s)))
    pygame.draw.circle(surf, C["light"], (32 * s, 32 * s), 8 * s)
    pygame.draw.circle(surf, C["tower"], (32 * s, 32 * s), 4 * s)
    return surf
