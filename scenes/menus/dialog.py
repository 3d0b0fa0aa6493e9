"""A modal message over the current scene: a title, wrapped text and one or two buttons."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.engine import theme
from scenes.menus.overlay import MenuOverlay
from scenes.widgets.controls import Button
from scenes.widgets.draw import dim, panel, text


class MessageScene(MenuOverlay):
    def __init__(
        self,
        app,
        title: str,
        body: str,
        on_close: Callable[[], None] | None = None,
        confirm: tuple[str, Callable[[], None]] | None = None,
        cancel_label: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.on_close = on_close
        self.rect = pygame.Rect(0, 0, 720, 360)
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        self.lines = app.fonts.wrap(body, "body", self.rect.w - 60)
        self.rect.h = max(260, 170 + 26 * len(self.lines))
        self.rect.center = (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] // 2)
        y = self.rect.bottom - 70
        if confirm is None:
            self.group.add(
                Button((self.rect.centerx - 100, y, 200, 50), lambda: app.t("ok"), self.close, accent=True)
            )
        else:
            label, action = confirm
            cancel = cancel_label or (lambda: app.t("cancel"))
            self.group.add(Button((self.rect.centerx - 310, y, 290, 50), cancel, self.close))
            self.group.add(
                Button(
                    (self.rect.centerx + 20, y, 290, 50), label, lambda: self._confirm(action), accent=True
                )
            )
        self.group.focus = len(self.group.widgets) - 1
        self.scale = 0.85
        self.tweens.to(self, 0.25, ease="easeOutBack", scale=1.0)

    def _confirm(self, action: Callable[[], None]) -> None:
        self.app.stack.pop()
        action()

    def close(self) -> None:
        self.app.stack.pop()
        if self.on_close:
            self.on_close()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        rect = self.rect.inflate(-(1 - self.scale) * self.rect.w, -(1 - self.scale) * self.rect.h)
        panel(surface, rect, theme.PANEL, theme.ACCENT, radius=16, shadow=10)
        if self.scale < 0.99:
            return
        text(
            surface,
            self.app.fonts,
            self.title,
            (rect.centerx, rect.y + 24),
            "heading",
            theme.ACCENT,
            "midtop",
        )
        for i, line in enumerate(self.lines):
            text(surface, self.app.fonts, line, (rect.x + 30, rect.y + 84 + 26 * i), "body")
        self.group.draw(surface, self.app)
