"""The move history panel: numbered entries, newest at the bottom, scrolls with the wheel. An entry too long
for one row goes on in indented rows (a move told in a sentence), so nothing is cut off.

The rows are kept as one picture while they stay the same (they change with a move or a scroll, not with a
frame): measuring, shortening and blitting some twenty lines cost ~0.35 ms in every frame."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.widgets.draw import fit_label, panel, text

ROW = 24
INDENT = 22  # a continued entry's second row starts this far in
MAX_ROWS_PER_ENTRY = 3  # a longer entry is cut short in its last row
SMALL = theme.FONT_ROLES["small"][1]


class MoveList:
    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.entries: list[tuple[str, tuple]] = []  # (text, colour)
        self.scroll = 0  # rows scrolled up from the bottom
        self.version = 0  # counts the changes of the entries: what a kept picture of the list is keyed by
        self._rows: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(1)  # the rows as last drawn
        self._lines: list[tuple[int, str, tuple]] = []  # (indent, text, colour) of every row, entries wrapped
        self._lines_key: tuple | None = None

    def set_entries(self, entries: list[tuple[str, tuple]]) -> None:
        self.entries = list(entries)
        self.scroll = 0
        self._lines_key = None
        self.version += 1

    def add(self, entry: str, colour: tuple = theme.TEXT) -> None:
        self.entries.append((entry, colour))
        self.scroll = 0
        self.version += 1
        self._lines_key = None

    def lines(self, app) -> list[tuple[int, str, tuple]]:
        """The rows the entries take (an entry wraps onto a second, indented row), measured once per change."""
        key = (len(self.entries), self.rect.w, id(app.fonts))
        if key != self._lines_key:
            width = self.rect.w - 28
            self._lines = []
            for i, (entry, colour) in enumerate(self.entries):
                first, *more = app.fonts.wrap(f"{i + 1}. {entry}", "small", width)
                self._lines.append((0, first, colour))
                if more:
                    rest = app.fonts.wrap(" ".join(more), "small", width - INDENT)
                    if len(rest) >= MAX_ROWS_PER_ENTRY:  # the last row is shortened when drawn
                        keep = MAX_ROWS_PER_ENTRY - 2
                        rest = rest[:keep] + [" ".join(rest[keep:])]
                    self._lines += [(INDENT, line, colour) for line in rest]
            self._lines_key = key
        return self._lines

    @property
    def visible_rows(self) -> int:
        return max(1, (self.rect.h - 44) // ROW)

    def signature(self) -> tuple:
        """Everything the list's picture depends on but the title and the fonts."""
        return (self.version, len(self.entries), self.scroll, tuple(self.rect))

    def handle(self, action: Action) -> bool:
        if action.kind == "wheel" and self.rect.collidepoint(action.pos):
            most = max(0, max(len(self._lines), len(self.entries)) - self.visible_rows)
            self.scroll = max(0, min(most, self.scroll + action.dy))
            return True
        return False

    def draw(self, surface: pygame.Surface, app, title: str) -> None:
        panel(surface, self.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
        text(surface, app.fonts, title, (self.rect.x + 14, self.rect.y + 10), "label", theme.TEXT_DIM)
        rows = self.visible_rows
        lines = self.lines(app)
        end = len(lines) - self.scroll
        start = max(0, end - rows)
        while 0 < start < end and lines[start][0]:
            start += 1  # the top row begins an entry, never in the middle of one
        if end > start:
            key = (start, tuple(lines[start:end]), self.rect.w, id(app.fonts))
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
        for indent, line, colour in self._lines[start:end]:
            # a long row (German above all) shrinks a little before it is shortened with "…"
            line, size = fit_label(app.fonts, line, "small", self.rect.w - 28 - indent, smallest=0.82)
            text(surface, app.fonts, line, (x + indent, y + (SMALL - size) // 2), "small", colour, size=size)
            y += ROW
