"""The move history panel: numbered entries, newest at the bottom, scrolls with the wheel."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.input import Action
from scenes.widgets.draw import fit_text, panel, text

ROW = 24


class MoveList:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.entries: list[tuple[str, tuple]] = []  # (text, colour)
        self.scroll = 0  # rows scrolled up from the bottom

    def set_entries(self, entries: list[tuple[str, tuple]]) -> None:
        self.entries = list(entries)
        self.scroll = 0

    def add(self, entry: str, colour: tuple = theme.TEXT) -> None:
        self.entries.append((entry, colour))
        self.scroll = 0

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 44) // ROW)

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
        y = self.rect.y + 38
        for i in range(start, end):
            entry, colour = self.entries[i]
            line = fit_text(app.fonts, f"{i + 1}. {entry}", "small", self.rect.w - 28)
            text(surface, app.fonts, line, (self.rect.x + 14, y), "small", colour)
            y += ROW
        if start > 0:
            text(surface, app.fonts, "▲", (self.rect.right - 18, self.rect.y + 12), "tiny", theme.TEXT_DIM)
