"""Puzzles: choose a game and a level; the next puzzle of it not solved yet opens on the game's own scene
(scenes/games/puzzle). Each choice says how many of its puzzles are solved; the streak is shown below."""

from __future__ import annotations

import pygame

from rules.puzzles import GRADES
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games.puzzle import puzzle_games, puzzles_of, start_puzzle
from scenes.menus.backdrop import Backdrop
from scenes.storage.puzzle_progress import load_progress
from scenes.widgets.controls import Button, WidgetGroup
from scenes.widgets.draw import panel, text

PANEL = pygame.Rect(140, 60, 1000, 600)
CHOICE_W, CHOICE_H = 240, 96


class PuzzlesScene(Scene):
    warm_up = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(seed=11)
        self.group = WidgetGroup()
        self.progress = load_progress()
        self.games = puzzle_games()
        self.rows: list[tuple[str, int]] = []  # (game id, the y of its row)
        y = PANEL.y + 200  # under the three lines of the about text
        for game_id in self.games:
            self.rows.append((game_id, y))
            for i, grade in enumerate(GRADES):
                group = puzzles_of(game_id, grade)
                x = PANEL.x + 260 + i * (CHOICE_W + 20)
                button = Button(
                    (x, y, CHOICE_W, CHOICE_H),
                    lambda grade=grade: app.t(f"puzzle.grade.{grade}"),
                    lambda g=group: self.open(g),
                    sublabel=lambda g=group: app.t(
                        "puzzle.solved_of", solved=sum(p.id in self.progress.solved for p in g), total=len(g)
                    ),
                )
                button.enabled = bool(group)
                self.group.add(button)
            y += CHOICE_H + 30
        self.group.add(Button((PANEL.right - 180, PANEL.y + 16, 160, 48), lambda: app.t("back"), self.back))
        self.group.focus = 0

    def open(self, group: list) -> None:
        solved = self.progress.solved
        start_puzzle(self.app, next((p for p in group if p.id not in solved), group[0]))

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.back()
            return
        self.group.handle(action, self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        panel(surface, PANEL, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(
            surface,
            app.fonts,
            app.t("puzzle.menu_heading"),
            (PANEL.x + 24, PANEL.y + 18),
            "title",
            theme.ACCENT,
        )
        y = PANEL.y + 88
        for line in app.fonts.wrap(app.t("puzzle.menu_about"), "body", PANEL.w - 48):
            text(surface, app.fonts, line, (PANEL.x + 24, y), "body", theme.TEXT_DIM)
            y += 26
        for game_id, row_y in self.rows:
            name = app.t(f"game.{game_id}.name")
            text(
                surface,
                app.fonts,
                name,
                (PANEL.x + 32, row_y + CHOICE_H // 2),
                "heading",
                theme.TEXT,
                "midleft",
            )
        progress = self.progress
        line = app.t("puzzle.streak_line", streak=progress.streak, best=progress.best)
        text(surface, app.fonts, line, (PANEL.centerx, PANEL.bottom - 40), "body", theme.TEXT_DIM, "midtop")
        self.group.draw(surface, app)
