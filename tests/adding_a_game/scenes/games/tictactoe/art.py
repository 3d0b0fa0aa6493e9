"""The empty grid, drawn once per size."""

from __future__ import annotations

import pygame

from scenes.engine.cache import cached
from scenes.games.tictactoe import palette


@cached(4)
def grid_image(size: int) -> pygame.Surface:
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(image, palette.GRID, image.get_rect(), border_radius=12)
    c = size // 3
    for i in range(9):
        pygame.draw.rect(image, palette.GRID_LINE, ((i % 3) * c, (i // 3) * c, c, c), 2)
    return image
