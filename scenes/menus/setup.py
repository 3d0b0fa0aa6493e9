"""Setup of one game: number of seats, each seat Human or AI easy/medium/hard with a name, and the
game's variant options from its `options_spec`."""

from __future__ import annotations

import secrets

import pygame

import rules
from rules.session import SEAT_KINDS, GameSession, Seat
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.engine.stack import Scene
from scenes.games.launch import default_seat_name, start_game_scene
from scenes.games.tutorial import has_tutorial, start_tutorial
from scenes.menus.backdrop import Backdrop
from scenes.widgets.controls import Button, Selector, TextField, WidgetGroup
from scenes.widgets.draw import panel, text


def seat_label(app, game_id: str, seat: int) -> str:
    """The game's name for a seat ("Black", "White", ...) or "Player N"."""
    return default_seat_name(app.tr, game_id, seat)


def option_label(app, game_id: str, name: str) -> str:
    return app.tr.maybe(f"option.{game_id}.{name}", name)


def option_value_label(app, game_id: str, name: str, value) -> str:
    if isinstance(value, bool):
        return app.t("on") if value else app.t("off")
    return app.tr.maybe(f"option.{game_id}.{name}.{value}", str(value))


BOTTOM = 650  # the lowest row ends above the panel's bottom edge


class SetupScene(Scene):
    def __init__(self, app, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = rules.GAMES[game_id]
        self.backdrop = Backdrop(seed=11)
        self.players = self.game.players[0]
        self.kinds = ["human"] + ["ai-medium"] * (self.game.players[1] - 1)
        self.names = ["" for _ in range(self.game.players[1])]
        self.options: dict = {}
        self.group = WidgetGroup()
        self.slide = 1.0
        self.tweens.to(self, 0.35, ease="easeOutCubic", slide=0.0)
        self._build()

    def enter(self) -> None:
        self.app.ai.start()  # spawn the AI process now, so the first AI move has no start-up delay

    def _build(self) -> None:
        app, game = self.app, self.game
        focus = self.group.focus
        self.group.clear()
        specs = game.options_spec(self.players)
        self.options = {k: v for k, v in self.options.items() if k in specs}
        x, y = 120, 150
        lo, hi = game.players
        if hi > lo:
            counts = list(range(lo, hi + 1))
            self.group.add(
                Selector(
                    (x, y, 640, 46),
                    lambda: app.t("setup.players"),
                    counts,
                    counts.index(self.players),
                    str,
                    self._set_players,
                )
            )
            y += 62
        # rows shrink when seats and options would run past the panel (Down Under: 4 seats, 5 options)
        rows = self.players + len(specs)
        step = max(44, min(58, (BOTTOM - y - 14) // max(1, rows)))
        height = min(46, step - 6)
        for seat in range(self.players):
            label = seat_label(app, self.game_id, seat)
            self.group.add(
                TextField(
                    (x, y, 300, height),
                    self.names[seat],
                    lambda v, s=seat: self._set_name(s, v),
                    placeholder=label,
                )
            )
            self.group.add(
                Selector(
                    (x + 320, y, 420, height),
                    "",
                    SEAT_KINDS,
                    SEAT_KINDS.index(self.kinds[seat]),
                    lambda k: app.t(f"seat.{k}"),
                    lambda k, s=seat: self._set_kind(s, k),
                    label_width=0,
                )
            )
            y += step
        y += 14
        for name, spec in specs.items():
            current = self.options.get(name, spec.default)
            self.group.add(
                Selector(
                    (x, y, 740, height),
                    lambda n=name: option_label(app, self.game_id, n),
                    list(spec.choices),
                    list(spec.choices).index(current),
                    lambda v, n=name: option_value_label(app, self.game_id, n, v),
                    lambda v, n=name: self.options.__setitem__(n, v),
                    label_width=330,
                )
            )
            y += step
        start = self.group.add(
            Button((900, 560, 280, 64), lambda: app.t("setup.start"), self.start, accent=True)
        )
        self.group.add(Button((900, 150, 280, 50), lambda: app.t("back"), self.back))
        self.group.add(Button((900, 214, 280, 50), lambda: app.t("pause.rules"), self.show_rules))
        if has_tutorial(self.game_id):
            self.group.add(Button((900, 278, 280, 50), lambda: app.t("tutorial.learn"), self.learn))
        self.group.focus = focus if 0 <= focus < len(self.group.widgets) else self.group.widgets.index(start)

    def _set_players(self, count: int) -> None:
        self.players = count
        self._build()

    def _set_name(self, seat: int, value: str) -> None:
        self.names[seat] = value

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind

    def seats(self) -> list[Seat]:
        return [
            Seat(self.kinds[i], self.names[i].strip() or seat_label(self.app, self.game_id, i))
            for i in range(self.players)
        ]

    def start(self) -> None:
        options = {**self.game.default_options(self.players), **self.options}
        session = GameSession.start(self.game_id, self.seats(), options, seed=secrets.randbits(31))
        start_game_scene(self.app, session)

    def back(self) -> None:
        self.app.stack.pop()

    def learn(self) -> None:
        start_tutorial(self.app, self.game_id)

    def show_rules(self) -> None:
        from scenes.menus.help import HelpScene

        self.app.stack.push(HelpScene(self.app, self.game_id))

    def handle(self, action: Action) -> None:
        if action.name == "back" and not self._editing():
            self.back()
            return
        self.group.handle(action, self.app)

    def _editing(self) -> bool:
        focused = self.group.focused
        return isinstance(focused, TextField) and focused.editing

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        offset = int(self.slide * theme.LOGICAL_SIZE[0] * 0.3)
        board = pygame.Rect(90 + offset, 60, 1110, 600)
        panel(surface, board, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(
            surface, app.fonts, app.t(f"game.{self.game_id}.name"), (120 + offset, 78), "title", theme.ACCENT
        )
        text(surface, app.fonts, app.t("setup.heading"), (900 + offset, 100), "label", theme.TEXT_DIM)
        self.group.draw(surface, app)
