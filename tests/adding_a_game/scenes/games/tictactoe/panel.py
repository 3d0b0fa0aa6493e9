"""The line under the grid: who plays next, and with which mark."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.fonts import Fonts
from scenes.games.tictactoe.view import TicTacToeView
from scenes.widgets.draw import text


def draw_panel(view: TicTacToeView, fonts: Fonts, surface: pygame.Surface) -> None:
    if view.line:
        text(surface, fonts, view.line, pygame.Rect(view.grid).midbottom, "body", theme.TEXT_DIM, "midtop")
