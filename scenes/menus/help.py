"""Rules and controls of a game (or of the app), scrollable."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.input import Action
from scenes.menus.overlay import MenuOverlay
from scenes.widgets.controls import Button, WidgetGroup
from scenes.widgets.draw import dim, panel, text


class HelpScene(MenuOverlay):
    def __init__(self, app, game_id: str | None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.scroll = 0
        self.area = pygame.Rect(180, 130, 920, 460)
        self.group = WidgetGroup(
            [Button((490, 610, 300, 52), lambda: app.t("back"), self.close, accent=True)]
        )
        self.group.focus = 0

    def lines(self) -> list[str]:
        app = self.app
        body = app.t(f"{self.game_id}.help") if self.game_id else ""
        body = (body + "\n\n" if body else "") + app.t("help.controls")
        return app.fonts.wrap(body, "body", self.area.w - 20)

    def handle(self, action: Action) -> None:
        step = {"up": -1, "down": 1, "page_up": -12, "page_down": 12}.get(action.name, 0)
        if action.kind == "wheel":
            step = -3 * action.dy
        if step:
            self.scroll = max(0, min(max(0, len(self.lines()) - 17), self.scroll + step))
            return
        super().handle(action)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        panel(surface, pygame.Rect(150, 40, 980, 640), theme.PANEL, theme.ACCENT, radius=18, shadow=10)
        title = app.t(f"game.{self.game_id}.name") if self.game_id else app.t("help.title")
        text(surface, app.fonts, title, (640, 60), "title", theme.ACCENT, "midtop")
        lines = self.lines()
        clip = surface.get_clip()
        surface.set_clip(self.area)
        for i, line in enumerate(lines[self.scroll : self.scroll + 17]):  # whole lines only
            text(surface, app.fonts, line, (self.area.x + 10, self.area.y + 26 * i), "body")
        surface.set_clip(clip)
        if len(lines) > 17:
            frac = self.scroll / max(1, len(lines) - 17)
            bar = pygame.Rect(self.area.right + 4, self.area.y + int(frac * (self.area.h - 60)), 6, 60)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=3)
        self.group.draw(surface, app)
