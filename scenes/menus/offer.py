"""The first-start question: a game that has a tutorial asks, the first time it is opened from the title,
whether to learn it first. The answer is remembered (settings.tutorials_offered), so it asks once.
`offer_tutorial(app, game_id, play)` asks, or calls `play` at once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame

from scenes.engine import theme
from scenes.engine.app import App
from scenes.games.tutorial import has_tutorial, start_tutorial
from scenes.menus.overlay import MenuOverlay
from scenes.widgets.controls import Button
from scenes.widgets.draw import dim, panel, text


def offer_tutorial(app: App, game_id: str, play: Callable[[], None]) -> None:
    """On a game's first start from the title, ask whether to learn it first; else (or once asked) `play`."""
    if not has_tutorial(game_id) or game_id in app.settings.tutorials_offered:
        play()
        return
    app.stack.push(OfferScene(app, game_id, play, lambda: start_tutorial(app, game_id)))


class OfferScene(MenuOverlay):
    def __init__(self, app: App, game_id: str, play: Callable[[], None], learn: Callable[[], None]) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.play = play
        self.start_learning = learn
        self.rect = pygame.Rect(0, 0, 720, 250)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.rect.bottom - 76
        cx = self.rect.centerx
        self.group.add(Button((cx - 300, y, 280, 54), lambda: app.t("tutorial.offer.skip"), self.skip))
        self.group.add(
            Button((cx + 20, y, 280, 54), lambda: app.t("tutorial.learn"), self.learn, accent=True)
        )
        self.group.focus = 1

    def _remember(self) -> None:
        settings = self.app.settings
        if self.game_id not in settings.tutorials_offered:
            offered = [*settings.tutorials_offered, self.game_id]
            self.app.apply_settings(replace(settings, tutorials_offered=offered))

    def learn(self) -> None:
        self._remember()
        self.start_learning()

    def skip(self) -> None:
        self._remember()
        self.app.stack.pop()
        self.play()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=16, shadow=10)
        name = app.t(f"game.{self.game_id}.name")
        title = app.t("tutorial.offer.title", game=name)
        text(
            surface,
            app.fonts,
            title,
            (self.rect.centerx, self.rect.y + 24),
            "heading",
            theme.ACCENT,
            "midtop",
        )
        body = app.t("tutorial.offer.body", game=name)
        for i, line in enumerate(app.fonts.wrap(body, "body", self.rect.w - 60)[:4]):
            text(surface, app.fonts, line, (self.rect.x + 30, self.rect.y + 84 + 26 * i), "body")
        self.group.draw(surface, app)
