"""Setup of one game: number of seats, each seat Human or AI easy/medium/hard with a name, and the
game's variant options from its `options_spec`. It opens with the last set-up of that game (kept in the
settings, per game) and explains the option in focus in one line (`option.<game>.<name>.about`, and for a
value whose meaning needs words of its own `option.<game>.<name>.about.<value>`). Starting a game of a kind
that has an unfinished save asks first: each game kind keeps one save."""

from __future__ import annotations

import secrets
from dataclasses import replace

import pygame

import rules
from rules.session import SEAT_KINDS, GameSession, Seat
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games.launch import default_seat_name, start_game_scene
from scenes.games.tutorial import has_tutorial, start_tutorial
from scenes.menus.backdrop import Backdrop
from scenes.menus.options import OptionRows, draw_board, offered, row_step
from scenes.storage.saves import delete_save, saved_game
from scenes.storage.settings import load_settings, save_settings
from scenes.widgets.controls import Button, Selector, TextField, WidgetGroup
from scenes.widgets.draw import text

NAME_LENGTH = 16  # as the name field takes


def seat_label(app, game_id: str, seat: int) -> str:
    """The game's name for a seat ("Black", "White", ...) or "Player N"."""
    return default_seat_name(app.tr, game_id, seat)


def recall(game, memory: object) -> tuple[int, list[str], list[str], dict]:
    """(players, seat kinds, seat names, options) from a remembered set-up, every value checked against the
    game's rules: what no longer fits (an option removed, a value out of range) falls back to the default."""
    lo, hi = game.players
    kinds = ["human"] + ["ai-medium"] * (hi - 1)
    names = [""] * hi
    data = memory if isinstance(memory, dict) else {}
    players = data.get("players")
    players = players if isinstance(players, int) and lo <= players <= hi else lo
    for i, kind in enumerate(data.get("kinds", [])[:hi] if isinstance(data.get("kinds"), list) else []):
        if kind in SEAT_KINDS:
            kinds[i] = kind
    for i, name in enumerate(data.get("names", [])[:hi] if isinstance(data.get("names"), list) else []):
        if isinstance(name, str):
            names[i] = name[:NAME_LENGTH]
    remembered = data.get("options") if isinstance(data.get("options"), dict) else {}
    return players, kinds, names, offered(game.options_spec(players), remembered)


class SetupScene(Scene):
    warm_up = True

    def __init__(self, app, game_id: str, offer: dict | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.game = rules.GAMES[game_id]
        self.backdrop = Backdrop(seed=11)
        memory = app.settings.setups.get(game_id)
        self.players, self.kinds, self.names, remembered = recall(self.game, memory)
        # options offered on top of the remembered set-up (a tutorial's lesson: Down Under's special scoring);
        # `_build` drops any the game does not offer for this many players
        self.choices = OptionRows(app, game_id, self.game, {**remembered, **(offer or {})})
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
        step, height = row_step(self.players + len(game.options_spec(self.players)), y)
        for seat in range(self.players):
            label = seat_label(app, self.game_id, seat)
            self.group.add(
                TextField(
                    (x, y, 300, height),
                    self.names[seat],
                    lambda v, s=seat: self._set_name(s, v),
                    max_len=NAME_LENGTH,
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
        self.choices.add_rows(self.group, self.players, x, y + 14, step, height)
        start = self.group.add(
            Button((900, 560, 280, 64), lambda: app.t("setup.start"), self.start, accent=True)
        )
        self.group.add(Button((900, 146, 280, 42), lambda: app.t("back"), self.back))
        self.group.add(Button((900, 194, 280, 42), lambda: app.t("pause.rules"), self.show_rules))
        if has_tutorial(self.game_id):
            self.group.add(Button((900, 242, 280, 42), lambda: app.t("tutorial.learn"), self.learn))
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

    def remember(self) -> None:
        """Keep this set-up in the settings, under this game's id, for the next time. Only the set-ups are
        written into the file as it is: a run's `--lang` stays that run's."""
        app = self.app
        memory = {"players": self.players, "kinds": self.kinds, "names": self.names, "options": self.options}
        if app.settings.setups.get(self.game_id) == memory:
            return
        app.settings = replace(app.settings, setups={**app.settings.setups, self.game_id: memory})
        try:
            save_settings(replace(load_settings(), setups=app.settings.setups))
        except OSError as exc:
            app.toast(app.t("settings.not_saved", error=str(exc)), 4.0, theme.BAD)

    def start(self) -> None:
        """Start the game; when this game kind has an unfinished save, ask first (the new game replaces it)."""
        self.remember()
        existing = saved_game(self.game_id)
        if existing is None:
            self._start()
            return
        from scenes.menus.saved_games import replace_question

        self.app.stack.push(replace_question(self.app, existing, self._replace_and_start))

    def _replace_and_start(self) -> None:
        delete_save(self.game_id)
        self._start()

    def _start(self) -> None:
        options = self.choices.chosen(self.players)
        session = GameSession.start(self.game_id, self.seats(), options, seed=secrets.randbits(31))
        start_game_scene(self.app, session)

    def back(self) -> None:
        self.remember()
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
        self.choices.follow(self.group.focus)

    # the options' part, by the names the set-up always had (its tests and the tutorials' offers use them)
    @property
    def options(self) -> dict:
        return self.choices.options

    @property
    def option_rows(self) -> dict[int, str]:
        return self.choices.rows

    @property
    def explained(self) -> str | None:
        return self.choices.explained

    def about_lines(self) -> tuple[list[tuple[str, bool]], int, list[str]]:
        return self.choices.about_lines(self.players)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        offset = draw_board(surface, app, self.slide, app.t(f"game.{self.game_id}.name"))
        text(surface, app.fonts, app.t("setup.heading"), (900 + offset, 100), "label", theme.TEXT_DIM)
        self.choices.draw_about(surface, self.group, self.players, offset)
        self.group.draw(surface, app)
