"""The pause menu (Esc in a game): resume, restart, rules/help, settings, save and quit to the title."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.engine import theme
from scenes.engine.app import App
from scenes.menus.overlay import MenuOverlay
from scenes.widgets.controls import Button
from scenes.widgets.draw import dim, panel, text

if TYPE_CHECKING:
    from scenes.games.board_scene import GameScene


class PauseScene(MenuOverlay):
    def __init__(self, app: App, game_scene: GameScene) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        items = [
            ("pause.resume", self.close, True),
            ("pause.restart", self.restart, False),
            ("pause.rules", self.rules, False),
            ("pause.settings", self.settings, False),
            (game_scene.quit_label, self.save_quit, False),
        ]
        if not game_scene.restarts:
            del items[1]
        y = 200
        for key, action, accent in items:
            self.group.add(Button((490, y, 300, 56), lambda k=key: app.t(k), action, accent=accent))
            y += 70
        # the panel ends as far under its last button as it begins over the first (one item fewer at an
        # online table: the panel is that much shorter, not emptier at the bottom)
        self.panel = pygame.Rect(450, 100, 380, y - 14 + 64 - 100)
        self.group.focus = 0
        self.drop = -400.0
        self.tweens.to(self, 0.3, ease="easeOutBack", drop=0.0)

    def restart(self) -> None:
        from scenes.menus.dialog import MessageScene

        self.app.stack.push(
            MessageScene(
                self.app,
                self.app.t("pause.restart"),
                self.app.t("pause.restart_confirm"),
                confirm=(lambda: self.app.t("pause.restart"), self._do_restart),
            )
        )

    def _do_restart(self) -> None:
        self.app.stack.pop()  # this menu
        self.game_scene.restart()

    def rules(self) -> None:
        from scenes.menus.help import HelpScene

        self.app.stack.push(HelpScene(self.app, self.game_scene.session.game_id))

    def settings(self) -> None:
        from scenes.menus.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def save_quit(self) -> None:
        self.game_scene.save_and_quit()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        offset = int(self.drop)
        for w in self.group.widgets:
            w.rect.y += offset
        panel(surface, self.panel.move(0, offset), theme.PANEL, theme.ACCENT, radius=18, shadow=10)
        text(
            surface,
            self.app.fonts,
            self.app.t("pause.title"),
            (640, 120 + offset),
            "title",
            theme.ACCENT,
            "midtop",
        )
        self.group.draw(surface, self.app)
        for w in self.group.widgets:
            w.rect.y -= offset
