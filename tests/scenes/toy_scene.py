"""A tic-tac-toe scene on the GameScene base, for testing the shell without a real game."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.input import Action
from scenes.games.board_scene import GameScene
from scenes.widgets.draw import text


class Mark:
    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.scale = 0.0


class TicTacToeScene(GameScene):
    def layout(self) -> None:
        size = 480
        self.grid = pygame.Rect(0, 0, size, size)
        self.grid.center = self.board_rect.center

    def cell_rect(self, i: int) -> pygame.Rect:
        c = self.grid.w // 3
        return pygame.Rect(self.grid.x + (i % 3) * c, self.grid.y + (i // 3) * c, c, c)

    def sync(self) -> None:
        self.marks = {i: Mark(v) for i, v in enumerate(self.state.cells) if v != -1}
        for mark in self.marks.values():
            mark.scale = 1.0

    def animate_move(self, before, move, after) -> None:
        mark = Mark(before.turn)
        self.marks[move] = mark
        self.tweens.to(mark, 0.3, ease="easeOutBack", scale=1.0)
        self.app.sound.play("place")

    def handle_board(self, action: Action) -> bool:
        if not action.is_click:
            return False
        for i in self.game.legal_moves(self.state):
            if self.cell_rect(i).collidepoint(action.pos):
                return self.play(i)
        return False

    def draw_board(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL, self.grid, border_radius=12)
        for i in range(9):
            r = self.cell_rect(i)
            pygame.draw.rect(surface, theme.PANEL_EDGE, r, 2)
            if self.hint_move == i:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(-8, -8), 4)
            mark = self.marks.get(i)
            if mark is not None:
                size = int(120 * mark.scale)
                text(
                    surface,
                    self.app.fonts,
                    "XO"[mark.seat],
                    r.center,
                    "huge",
                    theme.SEAT_COLOURS[mark.seat * 2],
                    "center",
                    size=max(8, size),
                )
