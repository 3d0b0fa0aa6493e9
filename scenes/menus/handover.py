"""Hot-seat hand-over for hidden information: the screen is covered until the next player is ready, so a
hand is never visible to the wrong player."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.i18n import Words, worded
from scenes.engine.input import Action
from scenes.menus.backdrop import Backdrop
from scenes.widgets.draw import text


class HandoverScene(Scene):
    overlay = False  # opaque: nothing of the game shows through

    def __init__(self, app, name: Words, on_ready: Callable[[], None], reason: str = "") -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.reason = reason
        self.backdrop = Backdrop(seed=3, count=10)
        self.armed = 0.0  # ignore clicks for a moment, so the previous player's click does not pass it on

    def handle(self, action: Action) -> None:
        if action.name == "back":
            return
        if self.armed >= 0.4 and (action.is_click or action.name == "confirm"):
            self.app.stack.pop()
            self.on_ready()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.armed += dt
        self.backdrop.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.backdrop.draw(surface, self.app.time)
        cx, cy = theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2
        text(
            surface,
            self.app.fonts,
            self.app.t("handover.pass_to", name=worded(self.name)),
            (cx, cy - 60),
            "title",
            theme.ACCENT,
            "center",
            shadow=True,
        )
        if self.reason:
            text(surface, self.app.fonts, self.reason, (cx, cy + 4), "body", theme.TEXT, "center")
        text(
            surface,
            self.app.fonts,
            self.app.t("handover.ready"),
            (cx, cy + 60),
            "heading",
            theme.TEXT,
            "center",
        )
