"""Finished games: the last games played to their end (the last 20 of each game, storage/finished.py), the
newest first, one row each: the game, its players, who won, the number of moves and when it ended. A click
on a row (or Enter) opens its review on the game's own scene (scenes/games/review). The rows scroll with the
wheel, the arrow keys, Page Up/Down and Home/End, the row in focus always in view.
"""

from __future__ import annotations

import pygame

from rules.session import SaveError
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games import launch
from scenes.games.review import start_review
from scenes.menus.backdrop import Backdrop
from scenes.menus.saved_games import when_played
from scenes.storage.finished import FinishedGame, list_finished
from scenes.widgets.controls import Button, WidgetGroup, draw_row_face, first_showing, place_rows
from scenes.widgets.draw import fit_text, panel, text

PANEL = pygame.Rect(90, 36, 1100, 648)
TOP = 112
ROW_H = 84
STEP = ROW_H + 8
FIT = (PANEL.bottom - 16 - TOP + 8) // STEP  # whole rows in view


def players_line(app, finished: FinishedGame) -> str:
    names = [launch.shown_seat_name(app.tr, finished.game_id, i, n) for i, n in enumerate(finished.names)]
    return " – ".join(names)


def result_line(app, finished: FinishedGame) -> str:
    winners = [
        launch.shown_seat_name(app.tr, finished.game_id, w, finished.names[w])
        for w in finished.winners
        if w < len(finished.names)
    ]
    if not winners:
        return app.t("finished.draw")
    return app.t("finished.won", names=" & ".join(winners))


class FinishedRow(Button):
    """One finished game; a click opens its review."""

    def __init__(self, rect, finished: FinishedGame, scene: FinishedGamesScene) -> None:
        super().__init__(rect, "", lambda: scene.review(finished))
        self.finished = finished

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        rect = draw_row_face(surface, self, focused)
        finished = self.finished
        x, width = rect.x + 20, rect.w - 40
        name = app.t(f"game.{finished.game_id}.name")
        when = app.t("finished.info", moves=finished.moves, when=when_played(app, finished.ended))
        left = app.fonts.width(name, "heading") + 24
        text(surface, app.fonts, name, (x, rect.y + 8), "heading")
        info = fit_text(app.fonts, when, "small", width - left)
        text(surface, app.fonts, info, (rect.right - 20, rect.y + 18), "small", theme.TEXT_DIM, "topright")
        line = f"{players_line(app, finished)}  ·  {result_line(app, finished)}"
        text(
            surface, app.fonts, fit_text(app.fonts, line, "body", width, name=True), (x, rect.y + 50), "body"
        )


class FinishedGamesScene(Scene):
    warm_up = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(seed=7)
        self.group = WidgetGroup()
        self.finished = list_finished()
        self.first = 0
        self.rows: list[FinishedRow] = []
        self.back_button = Button(
            (PANEL.right - 180, PANEL.y + 16, 160, 48), lambda: app.t("back"), self.back
        )
        for finished in self.finished:
            self.rows.append(
                self.group.add(FinishedRow((PANEL.x + 20, 0, PANEL.w - 40, ROW_H), finished, self))
            )
        self.group.add(self.back_button)
        self.group.focus = 0
        self.scroll_to(0)

    def scroll_to(self, first: int) -> None:
        self.first = place_rows(self.rows, first, FIT, TOP, STEP)

    def keep_in_view(self) -> None:
        focused = self.group.focused
        if focused in self.rows:
            self.scroll_to(first_showing(self.first, FIT, self.rows.index(focused)))

    def review(self, finished: FinishedGame) -> None:
        try:
            session = finished.session()
        except (SaveError, OSError) as exc:
            self.app.toast(self.app.t("finished.unreadable", detail=str(exc)), 4.0, theme.BAD)
            return
        start_review(self.app, session)

    def back(self) -> None:
        self.app.stack.pop()

    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.back()
            return
        if action.kind == "wheel":
            self.scroll_to(self.first - action.dy)
            return
        if action.kind == "key" and self.rows:
            moves = {"page_up": -FIT, "page_down": FIT}
            focused = self.group.focused
            i = self.rows.index(focused) if focused in self.rows else self.first
            if action.key in (pygame.K_HOME, pygame.K_END) or action.name in moves:
                if action.key == pygame.K_HOME:
                    i = 0
                elif action.key == pygame.K_END:
                    i = len(self.rows) - 1
                else:
                    i = max(0, min(len(self.rows) - 1, i + moves[action.name]))
                self.scroll_to(i if i < self.first else i - FIT + 1 if i >= self.first + FIT else self.first)
                self.group.focus = i
                return
        self.group.handle(action, self.app)
        if action.kind == "key":
            self.keep_in_view()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        panel(surface, PANEL, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(
            surface, app.fonts, app.t("finished.heading"), (PANEL.x + 24, PANEL.y + 18), "title", theme.ACCENT
        )
        if not self.rows:  # wrapped to the panel's middle
            lines = app.fonts.wrap(app.t("finished.none"), "body", PANEL.w - 200)
            y = PANEL.centery - 14 * len(lines)
            for line in lines:
                text(surface, app.fonts, line, (PANEL.centerx, y), "body", theme.TEXT_DIM, "midtop")
                y += 28
        focus = self.group.focused
        for row in self.rows[self.first : self.first + FIT]:
            row.draw(surface, app, row is focus)
        self.back_button.draw(surface, app, self.back_button is focus)
        if len(self.rows) > FIT:  # where the view is in the list
            track = PANEL.h - TOP - 8
            knob = max(40, track * FIT // len(self.rows))
            y = TOP + round((track - knob) * self.first / (len(self.rows) - FIT))
            pygame.draw.rect(surface, theme.ACCENT, (PANEL.right - 13, y, 6, knob), border_radius=3)
