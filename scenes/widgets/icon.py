"""The window and executable icon, drawn in code: a lacquer-red octagon tower on a gold tile."""

from __future__ import annotations

import pygame

from scenes.widgets.draw import regular_polygon


def make_icon(size: int = 64) -> pygame.Surface:
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 64
    pygame.draw.rect(surf, (240, 176, 64), (2 * s, 2 * s, 60 * s, 60 * s), border_radius=int(12 * s))
    pygame.draw.rect(
        surf, (120, 70, 30), (2 * s, 2 * s, 60 * s, 60 * s), max(1, int(3 * s)), border_radius=int(12 * s)
    )
    octagon = regular_polygon((32 * s, 32 * s), 22 * s, 8, 3.14159 / 8)
    pygame.draw.polygon(surf, (30, 24, 30), [(x, y + 3 * s) for x, y in octagon])
    pygame.draw.polygon(surf, (222, 84, 80), octagon)
    pygame.draw.polygon(surf, (255, 236, 150), octagon, max(1, int(2 * s)))
    pygame.draw.circle(surf, (255, 236, 150), (32 * s, 32 * s), 8 * s)
    pygame.draw.circle(surf, (222, 84, 80), (32 * s, 32 * s), 4 * s)
    return surf
