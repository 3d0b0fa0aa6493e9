"""The line under the grid: who plays next, and with which mark."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.widgets.draw import text


class Panel:
    def __init__(self, scene) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        seat = scene.session.to_move
        if seat is None:
            return
        words = f"{scene.seats[seat].name}: {'XO'[seat]}"
        text(surface, scene.app.fonts, words, scene.view.grid.midbottom, "body", theme.TEXT_DIM, "midtop")
