"""The tic-tac-toe scene: the GameScene hooks, each handing its job to the room that holds it."""

from __future__ import annotations

import pygame

from scenes.engine.input import Action
from scenes.games.board_scene import GameScene
from scenes.games.tictactoe import anim, draw, pick, words
from scenes.games.tictactoe.anim import Mark
from scenes.games.tictactoe.fx import Effects
from scenes.games.tictactoe.layout import Layout
from scenes.games.tictactoe.panel import Panel


class TicTacToeScene(GameScene):
    def layout(self) -> None:
        self.view = Layout()
        self.view.fit(self.board_rect)
        self.effects = Effects()
        self.panel = Panel(self)

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.view.cell_rect(cell)

    def sync(self) -> None:
        self.marks = {i: Mark(v, 1.0) for i, v in enumerate(self.state.cells) if v != -1}

    def animate_move(self, before, move, after) -> None:
        anim.animate(self, before, move, after)

    def handle_board(self, action: Action) -> bool:
        if not action.is_click:
            return False
        move = pick.move_for(self.game.legal_moves(self.state), self.view.place_at(action.pos))
        return move is not None and self.play(move)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.effects.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self, surface)
        self.panel.draw(surface)

    def describe_move(self, state, move) -> str:
        return words.describe(self.app, state, move)

    def seat_status(self) -> list[str]:
        return words.seat_status(self)

    def result_details(self) -> list[str]:
        return words.result_lines(self)
