"""The move history panel: numbered entries, newest at the bottom, scrolls with the wheel.

The rows are kept as one picture while they stay the same (they change with a move or a scroll, not with a
frame): measuring, shortening and blitting some twenty lines cost ~0.35 ms in every frame."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.widgets.draw import fit_text, panel, text

ROW = 24


class MoveList:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.entries: list[tuple[str, tuple]] = []  # (text, colour)
        self.scroll = 0  # rows scrolled up from the bottom
        self.version = 0  # counts the changes of the entries: what a kept picture of the list is keyed by
        self._rows: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(1)  # the rows as last drawn

    def set_entries(self, entries: list[tuple[str, tuple]]) -> None:
        self.entries = list(entries)
        self.scroll = 0
        self.version += 1

    def add(self, entry: str, colour: tuple = theme.TEXT) -> None:
        self.entries.append((entry, colour))
        self.scroll = 0
        self.version += 1

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 44) // ROW)

    def signature(self) -> tuple:
        """Everything the list's picture depends on but the title and the fonts."""
        return (self.version, len(self.entries), self.scroll, tuple(self.rect))

    def handle(self, action: Action) -> bool:
        if action.kind == "wheel" and self.rect.collidepoint(action.pos):
            most = max(0, len(self.entries) - self.visible_rows)
            self.scroll = max(0, min(most, self.scroll + action.dy))
            return True
        return False

    def draw(self, surface: pygame.Surface, app, title: str) -> None:
        panel(surface, self.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
        text(surface, app.fonts, title, (self.rect.x + 14, self.rect.y + 10), "label", theme.TEXT_DIM)
        rows = self.visible_rows
        end = len(self.entries) - self.scroll
        start = max(0, end - rows)
        if end > start:
            key = (start, tuple(self.entries[start:end]), self.rect.w, id(app.fonts))
            image = self._rows.get(key, lambda: self._render_rows(app, start, end))
            spot = image.get_rect(topleft=(self.rect.x + 14, self.rect.y + 38))
            if self.rect.inflate(-24, -8).contains(spot):  # on the panel's flat fill: the same pixels
                surface.blit(image, spot)
            else:
                self._draw_rows(surface, app, start, end, spot.topleft)
        if start > 0:
            text(surface, app.fonts, "▲", (self.rect.right - 18, self.rect.y + 12), "tiny", theme.TEXT_DIM)

    def _render_rows(self, app, start: int, end: int) -> pygame.Surface:
        """The rows drawn on the panel's colour, as they would be drawn on the panel itself."""
        height = (end - start - 1) * ROW + app.fonts.get("small").get_height()
        image = pygame.Surface((self.rect.w - 28, height)).convert()
        image.fill(theme.PANEL)
        self._draw_rows(image, app, start, end, (0, 0))
        return image

    def _draw_rows(self, surface: pygame.Surface, app, start: int, end: int, at: tuple[int, int]) -> None:
        x, y = at
        for i in range(start, end):
            entry, colour = self.entries[i]
            line = fit_text(app.fonts, f"{i + 1}. {entry}", "small", self.rect.w - 28)
            text(surface, app.fonts, line, (x, y), "small", colour)
            y += ROW
