"""One frame of the board: the grid, the hint, the marks, the rings."""

from __future__ import annotations

import pygame

from scenes.games.tictactoe import palette
from scenes.games.tictactoe.art import grid_image
from scenes.widgets.draw import text


def draw_board(scene, surface: pygame.Surface) -> None:
    view = scene.view
    surface.blit(grid_image(view.grid.w), view.grid)
    if scene.hint_move is not None:
        pygame.draw.rect(surface, palette.HINT, view.cell_rect(scene.hint_move).inflate(-8, -8), 4)
    for cell, mark in scene.marks.items():
        size = max(8, int(120 * mark.scale))
        centre = view.to_screen(cell)
        text(
            surface,
            scene.app.fonts,
            "XO"[mark.seat],
            centre,
            "huge",
            palette.MARKS[mark.seat],
            "center",
            size=size,
        )
    scene.effects.draw(surface)
