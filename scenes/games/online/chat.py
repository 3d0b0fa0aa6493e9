"""The chat of an online table, on a card where the lower part of the move list is (never over the board):
the table's lines, each with its sender's name in the seat's colour, newest at the bottom (the wheel scrolls
back), lines from others not yet read marked at the left, and a field to type in (a click or Tab into it;
Enter sends and keeps the field open, Esc leaves it). While the field is open every key and every typed
letter is the chat's: nothing reaches the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.engine import theme
from scenes.engine.input import Action
from scenes.widgets.controls import TextField
from scenes.widgets.draw import fit_text, panel, text

PAD = 12
HEAD = 30  # the card's title
FIELD_H = 34
LINE = 19  # a line of the chat ("small" words)
MAX_SAY = 300  # characters a line may have (the protocol allows 500; a line of the card's width is ~45)


@dataclass(frozen=True)
class ChatLine:
    """A line as the card shows it: who said it (its colour: the sender's seat), what, and whether it came
    from another account (only those are marked until read)."""

    name: str
    text: str
    colour: tuple
    from_other: bool


class ChatCard:
    """Draws and takes the input of the chat over `rect`; `lines()` are the table's lines now, `say(text)`
    sends one (False: it could not go, and the field keeps it)."""

    def __init__(
        self, app, rect: pygame.Rect, lines: Callable[[], list[ChatLine]], say: Callable[[str], bool]
    ):
        self.app = app
        self.rect = pygame.Rect(rect)
        self.lines = lines
        self.say = say
        field = pygame.Rect(
            self.rect.x + PAD, self.rect.bottom - PAD - FIELD_H, self.rect.w - 2 * PAD, FIELD_H
        )
        self.field = TextField(
            field, "", lambda _value: None, MAX_SAY, lambda: app.t("online_table.chat.type")
        )
        self.rows_area = pygame.Rect(
            self.rect.x + PAD, self.rect.y + HEAD, self.rect.w - 2 * PAD, field.y - 6 - self.rect.y - HEAD
        )
        self.read = 0  # lines read: the others' lines after it are marked
        self.scroll = 0  # lines scrolled back from the newest
        self._wrapped: tuple[tuple, list[tuple[str, str, tuple, bool]]] | None = None

    # ------------------------------------------------------------------ what it shows
    @property
    def editing(self) -> bool:
        return self.field.editing

    def unread(self) -> int:
        """Lines of others not read yet."""
        return sum(line.from_other for line in self.lines()[self.read :])

    def mark_read(self) -> None:
        self.read = len(self.lines())

    def wrapped(self) -> list[tuple[str, str, tuple, bool]]:
        """(name shown, words, colour, marked) per row: the name on a line's first row only, the words wrapped
        to the card's width (never cut), measured once per change of the lines or the language."""
        lines = self.lines()
        key = (tuple(lines), self.read, self.app.tr.language, id(self.app.fonts))
        if self._wrapped is None or self._wrapped[0] != key:
            fonts, width = self.app.fonts, self.rows_area.w - 10
            rows: list[tuple[str, str, tuple, bool]] = []
            for i, line in enumerate(lines):
                name = fit_text(fonts, line.name, "small", width // 2) + ":"
                marked = line.from_other and i >= self.read
                room = width - fonts.width(name + " ", "small")
                words = fonts.wrap(line.text, "small", room) if room > 60 else [""]
                rows.append((name, words[0], line.colour, marked))
                if room <= 60:
                    words = fonts.wrap(line.text, "small", width)
                else:
                    words = words[1:]
                    words = fonts.wrap(" ".join(words), "small", width) if words else []
                rows += [("", w, line.colour, marked) for w in words]
            self._wrapped = (key, rows)
        return self._wrapped[1]

    @property
    def visible_rows(self) -> int:
        return max(1, self.rows_area.h // LINE)

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> bool:
        """True when the chat took the action: every key and letter while the field is open, a click in the
        card, the wheel over it."""
        if action.kind == "wheel" and self.rect.collidepoint(action.pos):
            most = max(0, len(self.wrapped()) - self.visible_rows)
            self.scroll = max(0, min(most, self.scroll + (1 if action.y > 0 else -1)))
            return True
        if action.is_click:
            inside = self.rect.collidepoint(action.pos)
            if inside:
                self.open()
            elif self.editing:
                self.field.stop()
            return inside
        if not self.editing:
            return False  # a closed field leaves the keys to the board and the panel
        if action.kind == "key" and action.name == "confirm" and action.key != pygame.K_SPACE:
            self.send()
            return True
        self.field.handle(action, self.app)
        return True  # an open field keeps every key and letter from the board

    def open(self) -> None:
        if not self.editing:
            self.field.start()
        self.mark_read()

    def send(self) -> None:
        said = self.field.value.strip()
        if said and self.say(said):  # a line that could not go (no connection) stays to be sent again
            self.field.value = ""
            self.scroll = 0
        self.mark_read()

    def close(self) -> None:
        if self.editing:
            self.field.stop()

    def update(self, dt: float) -> None:
        self.field.update(dt, self.editing)
        if self.editing:
            self.mark_read()

    # ------------------------------------------------------------------ picture
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        panel(surface, self.rect, theme.PANEL, theme.ACCENT if self.editing else theme.PANEL_EDGE, 12, 4)
        title = app.t("online_table.chat")
        unread = self.unread()
        if unread:
            title = app.t("online_table.chat.new", n=unread)
        head = fit_text(app.fonts, title, "label", self.rect.w - 2 * PAD)
        colour = theme.ACCENT if unread else theme.TEXT_DIM
        text(surface, app.fonts, head, (self.rect.x + PAD + 2, self.rect.y + 7), "label", colour)
        rows = self.wrapped()
        shown = self.visible_rows
        end = len(rows) - self.scroll
        start = max(0, end - shown)
        while 0 < start < end - 1 and not rows[start][0]:
            start += 1  # a line whose first row is out of view is left out whole (never "…at all.")
        y = self.rows_area.bottom - (end - start) * LINE
        if not rows:
            quiet = fit_text(app.fonts, app.t("online_table.chat.empty"), "small", self.rows_area.w)
            text(
                surface,
                app.fonts,
                quiet,
                (self.rows_area.x + 8, self.rows_area.y + 2),
                "small",
                theme.TEXT_DIM,
            )
        for name, words, colour, marked in rows[start:end]:
            x = self.rows_area.x + 8
            if marked:
                pygame.draw.rect(surface, theme.ACCENT, (self.rows_area.x, y + 3, 3, LINE - 6))
            if name:
                x = text(surface, app.fonts, name, (x, y), "small", colour).right + 5
            text(surface, app.fonts, words, (x, y), "small", theme.TEXT)
            y += LINE
        self.field.draw(surface, app, self.editing)
