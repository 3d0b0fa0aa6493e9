"""The tic-tac-toe scene: it keeps the session, the interface state and the input, builds the view every
frame, and hands each job to the room that holds it (the rooms get the view or the Stage, never the scene)."""

from __future__ import annotations

import pygame

from scenes.engine.input import Action
from scenes.games.board_scene import GameScene
from scenes.games.tictactoe import anim, draw, panel, pick, view, words
from scenes.games.tictactoe.anim import Mark, Stage
from scenes.games.tictactoe.fx import Effects
from scenes.games.tictactoe.layout import Layout


class TicTacToeScene(GameScene):
    def layout(self) -> None:
        self.places = Layout()
        self.places.fit(self.board_rect)
        self.stage = Stage(self.tweens, Effects(), self.app.sound, self.places)

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.places.cell_rect(cell)

    def sync(self) -> None:
        self.stage.marks = {i: Mark(v, 1.0) for i, v in enumerate(self.state.cells) if v != -1}

    def animate_move(self, before, move, after) -> None:
        anim.animate(self.stage, before, move, after)

    def handle_board(self, action: Action) -> bool:
        if not action.is_click:
            return False
        move = pick.move_for(self.game.legal_moves(self.state), self.places.place_at(action.pos))
        return move is not None and self.play(move)

    def update_game(self, dt: float) -> None:
        super().update_game(dt)
        self.stage.effects.update(dt)

    def view_now(self) -> view.TicTacToeView:
        names = [seat.name for seat in self.seats]
        grid = tuple(self.places.grid)
        return view.build(grid, self.stage.marks, self.hint_move, self.session.to_move, names)

    def draw_board(self, surface: pygame.Surface) -> None:
        now = self.view_now()
        draw.draw_board(now, self.app.fonts, surface)
        panel.draw_panel(now, self.app.fonts, surface)
        self.stage.effects.draw(surface)

    def describe_move(self, state, move) -> str:
        return words.describe(self.app, state, move)

    def seat_status(self) -> list[str]:
        return words.seat_status(self.state)

    def result_details(self) -> list[str]:
        return words.result_lines(self.state)
