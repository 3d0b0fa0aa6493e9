"""A game's variant options as a set-up offers them, for both set-ups (at this screen: setup.py, and online:
online/setup.py): one selector per option of the game's `options_spec`, and the box beside them that
explains the option in focus in a few lines (`option.<game>.<name>.about`, and for a value whose meaning
needs words of its own `option.<game>.<name>.about.<value>`). Both set-ups lay out their rows on the same
panel, so the rows' measures are here too."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.widgets.controls import Selector, WidgetGroup
from scenes.widgets.draw import fit_text, panel, text

BOTTOM = 650  # the lowest row ends above the panel's bottom edge
ABOUT = pygame.Rect(900, 292, 280, 258)  # the explanation of the option in focus, below the buttons
ABOUT_TOP, ABOUT_BOTTOM = 40, 44  # the heading above the text, the hint (two lines at most) below it
ABOUT_SIZES = tuple(range(16, 12, -1))  # 16 to 13: the text shrinks before it would leave the box


def option_label(app, game_id: str, name: str) -> str:
    return app.tr.maybe(f"option.{game_id}.{name}", name)


def option_value_label(app, game_id: str, name: str, value) -> str:
    if isinstance(value, bool):
        return app.t("on") if value else app.t("off")
    return app.tr.maybe(f"option.{game_id}.{name}.{value}", str(value))


def option_about(app, game_id: str, name: str, value) -> list[str]:
    """What an option means, and what its chosen value means when that needs words of its own."""
    value_key = f"option.{game_id}.{name}.about.{value}"
    return [app.t(f"option.{game_id}.{name}.about")] + ([app.t(value_key)] if app.tr.has(value_key) else [])


def offered(specs: dict, options: dict) -> dict:
    """The `options` whose name and value the game offers (`specs`, for a player count); the rest go back
    to their defaults."""
    return {k: v for k, v in options.items() if k in specs and v in specs[k].choices}


def row_step(rows: int, top: int) -> tuple[int, int]:
    """(step, height) of `rows` rows from `top` down to the panel's bottom: rows shrink when seats and
    options would run past it (Down Under: 3 seats and 7 options, or 4 and 6: ten rows of 42 pixels, 38
    high)."""
    step = max(42, min(58, (BOTTOM - top - 14) // max(1, rows)))
    return step, min(46, step - 4)


def draw_board(surface: pygame.Surface, app, slide: float, heading: str) -> int:
    """The set-ups' panel with its heading, slid in from the right by `slide` (1: all the way out, 0: in
    place); returns how far it is still moved, for what is drawn on it."""
    offset = int(slide * theme.LOGICAL_SIZE[0] * 0.3)
    board = pygame.Rect(90 + offset, 60, 1110, 600)
    panel(surface, board, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
    text(surface, app.fonts, heading, (120 + offset, 78), "title", theme.ACCENT)
    return offset


def wrap_about(app, paragraphs: list[str]) -> tuple[list[tuple[str, bool]], int]:
    """(lines, size): the explanation wrapped to the box at the largest size whose lines fit its height, each
    line with whether it belongs to the value's paragraph (drawn in the accent colour), a gap between them."""
    room = ABOUT.h - ABOUT_TOP - ABOUT_BOTTOM
    for size in ABOUT_SIZES:
        lines = [
            (line, i > 0)
            for i, para in enumerate(paragraphs)
            for line in app.fonts.wrap(para, "small", ABOUT.w - 28, size)
        ]
        if len(lines) * (size + 4) + 6 * (len(paragraphs) - 1) <= room:
            break
    return lines, size


class OptionRows:
    """The options chosen for one game (`options`: each one the game offers, the rest at their defaults), their
    selectors in a set-up's widget group (`rows`: widget index -> option name), and the explanation of the
    one in focus (`explained`), wrapped once per option, value and language, never per frame."""

    def __init__(self, app, game_id: str, game, options: dict) -> None:
        self.app = app
        self.game_id = game_id
        self.game = game
        self.options = options
        self.rows: dict[int, str] = {}
        self.explained: str | None = None  # the option whose meaning the box shows
        self._about: tuple = ((), [], ABOUT_SIZES[0], [])  # (what, its wrapped lines, size, hint)

    def add_rows(self, group: WidgetGroup, players: int, x: int, y: int, step: int, height: int) -> int:
        """A selector per option the game offers for `players`, from `y` down by `step`; returns the `y`
        after the last. An option the player count offers no more, or only with other values (Down Under's
        "frame" area is for 2 players), goes back to its default."""
        app, game_id = self.app, self.game_id
        specs = self.game.options_spec(players)
        self.options = offered(specs, self.options)
        self.rows = {}
        if self.explained not in specs:
            self.explained = next(iter(specs), None)
        for name, spec in specs.items():
            current = self.options.get(name, spec.default)
            self.rows[len(group.widgets)] = name
            group.add(
                Selector(
                    (x, y, 740, height),
                    lambda n=name: option_label(app, game_id, n),
                    list(spec.choices),
                    list(spec.choices).index(current),
                    lambda v, n=name: option_value_label(app, game_id, n, v),
                    lambda v, n=name: self.options.__setitem__(n, v),
                    label_width=330,
                )
            )
            y += step
        return y

    def follow(self, focus: int) -> None:
        """The box keeps the last option in focus (or pointed at)."""
        focused = self.rows.get(focus)
        if focused is not None:
            self.explained = focused

    def chosen(self, players: int) -> dict:
        """Every option of the game for `players`, the chosen ones over the defaults."""
        return {**self.game.default_options(players), **self.options}

    def about_lines(self, players: int) -> tuple[list[tuple[str, bool]], int, list[str]]:
        """The explanation of the option in focus, wrapped to the box at the largest size that fits it
        (wrapped again only when the option, its value or the language changed, never per frame)."""
        name = self.explained
        if name is None:
            return [], ABOUT_SIZES[0], []
        value = self.options.get(name, self.game.options_spec(players)[name].default)
        what = (name, value, self.app.tr.language)
        if self._about[0] != what:
            lines, size = wrap_about(self.app, option_about(self.app, self.game_id, name, value))
            hint = self.app.fonts.wrap(self.app.t("setup.about_hint"), "small", ABOUT.w - 28, ABOUT_SIZES[-1])
            self._about = (what, lines, size, hint[:2])
        return self._about[1], self._about[2], self._about[3]

    def draw_about(self, surface: pygame.Surface, group: WidgetGroup, players: int, offset: int) -> None:
        """The box, moved by `offset` (the set-up slides in), and a mark at the row it explains."""
        lines, size, hint = self.about_lines(players)
        if not lines or self.explained is None:
            return
        app = self.app
        box = ABOUT.move(offset, 0)
        panel(surface, box, theme.FIELD_BG, theme.PANEL_EDGE, radius=10, shadow=0)
        title = option_label(app, self.game_id, self.explained)
        title = fit_text(app.fonts, title, "label", box.w - 28)
        text(surface, app.fonts, title, (box.x + 14, box.y + 10), "label", theme.ACCENT)
        y = box.y + ABOUT_TOP
        for i, (line, of_value) in enumerate(lines):
            y += 6 if i and of_value and not lines[i - 1][1] else 0
            colour = theme.HIGHLIGHT if of_value else theme.TEXT
            text(surface, app.fonts, line, (box.x + 14, y), "small", colour, size=size)
            y += size + 4
        small = ABOUT_SIZES[-1]
        for i, line in enumerate(hint):
            at = (box.x + 14, box.bottom - 12 - (len(hint) - i) * (small + 3))
            text(surface, app.fonts, line, at, "small", theme.TEXT_DIM, size=small)
        row = next((w for i, w in enumerate(group.widgets) if self.rows.get(i) == self.explained), None)
        if row is not None:  # which row the box explains
            mark = pygame.Rect(row.rect.x - 12, row.rect.y + 6, 5, row.rect.h - 12)
            pygame.draw.rect(surface, theme.ACCENT, mark, border_radius=2)
