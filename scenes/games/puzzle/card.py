"""The puzzle's card, where the move list is in a game: the task ("White to move and win in 3"), which puzzle
it is, the moves left, what happened (right, wrong and its refutation, solved), Try again and Next, and how
many of the group are solved with the streak."""

from __future__ import annotations

from typing import Protocol

import pygame

from scenes.engine import theme
from scenes.engine.input import Action
from scenes.widgets.controls import Button, card_input
from scenes.widgets.draw import panel, text

PAD = 14
BUTTON_H = 44
LINE = 24


class Task(Protocol):
    """What the card needs of the puzzle (run.py's `PuzzleRun`)."""

    status: str
    left: int

    def heading(self) -> str: ...

    def place(self) -> str: ...

    def words(self) -> tuple[str, tuple]: ...

    def standing(self) -> str: ...

    def go_next(self) -> None: ...


class PuzzleCard:
    def __init__(self, app, rect: pygame.Rect, task: Task) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.task = task
        y = self.rect.bottom - PAD - BUTTON_H
        # Try again is the panel's Undo (the same words once); the card offers the next puzzle
        self.next_button = Button(
            (self.rect.x + PAD, y, self.rect.w - 2 * PAD, BUTTON_H),
            lambda: app.t("puzzle.next"),
            task.go_next,
            role="label",
        )
        self.buttons = [self.next_button]

    def handle(self, action: Action) -> bool:
        if action.kind == "key" and action.key == pygame.K_n:
            self.task.go_next()
            return True
        return card_input(action, self.rect, self.buttons, self.app)

    def update(self, dt: float) -> None:
        self.next_button.accent = self.task.status == "solved"
        for button in self.buttons:
            button.update(dt, False)

    def draw(self, surface: pygame.Surface) -> None:
        app, task = self.app, self.task
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=14, shadow=6)
        x, width = self.rect.x + PAD, self.rect.w - 2 * PAD
        y = self.rect.y + 12
        for line in app.fonts.wrap(task.heading(), "label", width):
            text(surface, app.fonts, line, (x, y), "label", theme.ACCENT)
            y += 26
        for line in app.fonts.wrap(task.place(), "small", width):
            text(surface, app.fonts, line, (x, y), "small", theme.TEXT_DIM)
            y += 21
        y += 10
        said, colour = task.words()
        bottom = self.next_button.rect.top - 40
        for line in app.fonts.wrap(said, "body", width):
            if y + LINE > bottom:
                break
            text(surface, app.fonts, line, (x, y), "body", colour)
            y += LINE
        standing_y = self.next_button.rect.top - 30
        for line in app.fonts.wrap(task.standing(), "small", width)[:1]:
            text(surface, app.fonts, line, (x, standing_y), "small", theme.TEXT_DIM)
        for button in self.buttons:
            button.draw(surface, app, False)
