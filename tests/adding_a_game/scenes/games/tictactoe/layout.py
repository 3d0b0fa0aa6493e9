"""Where the grid is: a square of three by three cells centred in the board area."""

from __future__ import annotations

import pygame

GRID_SIZE = 480


def cell_rect(grid: pygame.Rect, cell: int) -> pygame.Rect:
    c = grid.w // 3
    return pygame.Rect(grid.x + (cell % 3) * c, grid.y + (cell // 3) * c, c, c)


class Layout:
    def __init__(self) -> None:
        self.grid = pygame.Rect(0, 0, GRID_SIZE, GRID_SIZE)

    def fit(self, area: pygame.Rect) -> None:
        self.grid.center = area.center

    def cell_rect(self, cell: int) -> pygame.Rect:
        return cell_rect(self.grid, cell)

    def to_screen(self, cell: int) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def place_at(self, pos: tuple[int, int]) -> int | None:
        if not self.grid.collidepoint(pos):
            return None
        c = self.grid.w // 3
        return (pos[1] - self.grid.y) // c * 3 + (pos[0] - self.grid.x) // c
