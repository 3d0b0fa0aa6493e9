"""One frame of the board, painted from the view: the grid, the hint, the marks."""

from __future__ import annotations

import pygame

from scenes.engine.fonts import Fonts
from scenes.games.tictactoe import palette
from scenes.games.tictactoe.art import grid_image
from scenes.games.tictactoe.layout import cell_rect
from scenes.games.tictactoe.view import TicTacToeView
from scenes.widgets.draw import text


def draw_board(view: TicTacToeView, fonts: Fonts, surface: pygame.Surface) -> None:
    grid = pygame.Rect(view.grid)
    surface.blit(grid_image(grid.w), grid)
    if view.hint is not None:
        pygame.draw.rect(surface, palette.HINT, cell_rect(grid, view.hint).inflate(-8, -8), 4)
    for mark in view.marks:
        size = max(8, int(120 * mark.scale))
        centre = cell_rect(grid, mark.cell).center
        text(surface, fonts, "XO"[mark.seat], centre, "huge", palette.MARKS[mark.seat], "center", size=size)
