"""The base of the menus that open over another scene (pause, settings, help, messages): a dimmed
backdrop, a group of widgets that gets every action, Esc to close."""

from __future__ import annotations

from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.widgets.controls import WidgetGroup


class MenuOverlay(Scene):
    overlay = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.group = WidgetGroup()

    def close(self) -> None:
        self.app.stack.pop()

    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.close()
            return
        self.group.handle(action, self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.group.update(dt)
