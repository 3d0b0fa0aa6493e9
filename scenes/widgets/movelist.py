"""The move history panel: numbered entries, newest at the bottom, scrolls with the wheel. An entry too long
for one row goes on in indented rows (a move told in a sentence), so nothing is cut off.

The rows are kept as one picture while they stay the same (they change with a move or a scroll, not with a
frame): measuring, shortening and blitting some twenty lines cost ~0.35 ms in every frame. The picture of
the rows after the next entry can be made before that entry is added (`prepare`, in a frame while the AI
thinks), so that the frame of the move only blits it (rendering them took 0.3-0.6 ms of that frame)."""

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
        # the rows as last drawn, and those after an entry prepared ahead
        self._rows: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(2)
        self._lines: list[tuple[int, str, tuple]] = []  # (indent, text, colour) of every row, entries wrapped
        self._lines_key: tuple | None = None
        self._app_fonts = None  # the fonts the rows were last measured with

    def set_entries(self, entries: list[tuple[str, tuple]]) -> None:
        self.entries = list(entries)
        self.scroll = 0
        self._lines_key = None
        self.version += 1

    def add(self, entry: str, colour: tuple = theme.TEXT) -> None:
        self.entries.append((entry, colour))
        self.scroll = 0
        self.version += 1
        # the rows of the entries before it stay as they were: only the new one is measured
        if self._lines_key is not None and self._lines_key[0] == len(self.entries) - 1:
            self._lines = self._lines + self._entry_lines(
                self._app_fonts, len(self.entries) - 1, entry, colour
            )
            self._lines_key = (len(self.entries), *self._lines_key[1:])
        else:
            self._lines_key = None

    def lines(self, app) -> list[tuple[int, str, tuple]]:
        """The rows the entries take (an entry wraps onto a second, indented row), measured once per change."""
        key = (len(self.entries), self.rect.w, id(app.fonts))
        if key != self._lines_key:
            self._lines = []
            for i, (entry, colour) in enumerate(self.entries):
                self._lines += self._entry_lines(app.fonts, i, entry, colour)
            self._lines_key = key
        self._app_fonts = app.fonts
        return self._lines

    def _entry_lines(self, fonts, i: int, entry: str, colour: tuple) -> list[tuple[int, str, tuple]]:
        """The rows of entry number i + 1."""
        width = self.rect.w - 28
        first, *more = fonts.wrap(f"{i + 1}. {entry}", "small", width)
        lines = [(0, first, colour)]
        if more:
            rest = fonts.wrap(" ".join(more), "small", width - INDENT)
            if len(rest) >= MAX_ROWS_PER_ENTRY:  # the last row is shortened when drawn
                keep = MAX_ROWS_PER_ENTRY - 2
                rest = rest[:keep] + [" ".join(rest[keep:])]
            lines += [(INDENT, line, colour) for line in rest]
        return lines

    def prepare(self, app, entry: str, colour: tuple = theme.TEXT) -> None:
        """Render now the rows as they will be once `entry` is added (scrolled to the bottom), so that
        `add` and the next draw find them kept. Nothing visible changes."""
        lines = self.lines(app)
        lines = lines + self._entry_lines(app.fonts, len(self.entries), entry, colour)
        start, end = self._window(lines, 0)
        if end > start:
            self._rows.get(
                self._rows_key(app, lines, start, end), lambda: self._render_rows(app, lines[start:end])
            )

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

    def _window(self, lines: list, scroll: int) -> tuple[int, int]:
        """The rows shown: [start, end) of `lines`."""
        end = len(lines) - scroll
        start = max(0, end - self.visible_rows)
        while 0 < start < end and lines[start][0]:
            start += 1  # the top row begins an entry, never in the middle of one
        return start, end

    def _rows_key(self, app, lines: list, start: int, end: int) -> tuple:
        return (start, tuple(lines[start:end]), self.rect.w, id(app.fonts))

    def frame_signature(self, app) -> tuple:
        """Everything the list's frame (panel, ▲) depends on but the title and the fonts."""
        return (tuple(self.rect), self.scrolled(app))

    def scrolled(self, app) -> bool:
        """Rows are hidden above the top one (the panel then shows ▲)."""
        return self._window(self.lines(app), self.scroll)[0] > 0

    def draw(self, surface: pygame.Surface, app, title: str) -> None:
        self.draw_frame(surface, app, title)
        self.draw_rows(surface, app)

    def draw_frame(self, surface: pygame.Surface, app, title: str) -> None:
        """The panel, its title and the ▲ of a scrolled list: all but the rows."""
        panel(surface, self.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
        text(surface, app.fonts, title, (self.rect.x + 14, self.rect.y + 10), "label", theme.TEXT_DIM)
        if self.scrolled(app):
            text(surface, app.fonts, "▲", (self.rect.right - 18, self.rect.y + 12), "tiny", theme.TEXT_DIM)

    def draw_rows(self, surface: pygame.Surface, app) -> None:
        """The rows, from a kept picture (they lie on the panel's flat fill, away from the title and ▲)."""
        lines = self.lines(app)
        start, end = self._window(lines, self.scroll)
        if end > start:
            key = self._rows_key(app, lines, start, end)
            image = self._rows.get(key, lambda: self._render_rows(app, lines[start:end]))
            spot = image.get_rect(topleft=(self.rect.x + 14, self.rect.y + 38))
            if self.rect.inflate(-24, -8).contains(spot):  # on the panel's flat fill: the same pixels
                surface.blit(image, spot)
            else:
                self._draw_lines(surface, app, lines[start:end], spot.topleft)

    def _render_rows(self, app, lines: list) -> pygame.Surface:
        """The rows drawn on the panel's colour, as they would be drawn on the panel itself."""
        height = (len(lines) - 1) * ROW + app.fonts.get("small").get_height()
        image = pygame.Surface((self.rect.w - 28, height)).convert()
        image.fill(theme.PANEL)
        self._draw_lines(image, app, lines, (0, 0))
        return image

    def _draw_rows(self, surface: pygame.Surface, app, start: int, end: int, at: tuple[int, int]) -> None:
        self._draw_lines(surface, app, self._lines[start:end], at)

    def _draw_lines(self, surface: pygame.Surface, app, lines: list, at: tuple[int, int]) -> None:
        x, y = at
        for indent, line, colour in lines:
            # a long row (German above all) shrinks a little before it is shortened with "…"
            line, size = fit_label(app.fonts, line, "small", self.rect.w - 28 - indent, smallest=0.82)
            text(surface, app.fonts, line, (x + indent, y + (SMALL - size) // 2), "small", colour, size=size)
            y += ROW
