"""The online set-up: the game and its options exactly as the set-up at this screen offers them (the options'
rows and their explanation are menus/options.py's, the remembered options the set-up's own), and per seat
"Me (here)", "Friend" with the friend's address, or a computer level played by the referee. Create checks
the seats first (seats.py: a friend's address missing, malformed or twice, no seat of one's own, two seats
of one account at a game with hidden hands) and says what is wrong beside the button before anything is
sent; then the referee's answer comes as the client's event: the lobby shows the table waiting for the
invited, or a table of computer seats only opens at once.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

import rules
from net.client import CREATED, REFUSED
from net.protocol import TWO_SEATS, UNREACHABLE
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games import playable_games
from scenes.games.launch import default_seat_name
from scenes.menus.backdrop import Backdrop
from scenes.menus.online.connection import connection_of
from scenes.menus.online.lobby import LobbyScene, show_table
from scenes.menus.online.seats import (
    FRIEND,
    KINDS,
    ME,
    Problem,
    problem,
    remembered_seats,
    seats_memory,
    wire_seats,
)
from scenes.menus.online.words import game_name, refusal_line
from scenes.menus.options import ABOUT, OptionRows, draw_board, row_step
from scenes.menus.setup import NAME_LENGTH, recall
from scenes.storage.settings import load_settings, save_settings
from scenes.widgets.controls import Button, Selector, TextField, WidgetGroup
from scenes.widgets.draw import panel, text

ADDRESS_LENGTH = 100


class OnlineSetupScene(Scene):
    warm_up = True

    def __init__(self, app, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.backdrop = Backdrop(seed=13)
        game_id = game_id if game_id in self.games else app.settings.online_game
        game_id = game_id if game_id in self.games else self.games[0]
        # the seats as typed (or remembered from this game's last online table), kept while the game or the
        # player count changes (a friend's address stays)
        self.seats = remembered_seats(app.settings.online_setups.get(game_id))
        self.problem: Problem | None = None
        self.refusal = ""  # the referee's refusal of the last table sent, in words
        self.creating = False  # a table was sent; the referee's answer is awaited
        self.group = WidgetGroup()
        self.slide = 1.0
        self.tweens.to(self, 0.35, ease="easeOutCubic", slide=0.0)
        self.choose_game(game_id)

    def choose_game(self, game_id: str) -> None:
        """The game's remembered player count and options (its last online table's, else the set-up's), its
        rows."""
        self.game_id = game_id
        self.game = rules.GAMES[game_id]
        settings = self.app.settings
        memory = settings.online_setups.get(game_id) or settings.setups.get(game_id)
        self.players, _, _, options = recall(self.game, memory)
        self.choices = OptionRows(self.app, game_id, self.game, options)
        self.changed()

    def changed(self) -> None:
        self.problem = None
        self.refusal = ""
        self._build()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        app, game = self.app, self.game
        focus = self.group.focus
        self.group.clear()
        x, y = 120, 150
        self.group.add(
            Selector(
                (x, y, 430, 46),
                lambda: app.t("lobby.setup.game"),
                self.games,
                self.games.index(self.game_id),
                lambda g: game_name(app, g),
                self.choose_game,
                label_width=130,
            )
        )
        lo, hi = game.players
        if hi > lo:
            counts = list(range(lo, hi + 1))
            self.group.add(
                Selector(
                    (x + 450, y, 290, 46),
                    lambda: app.t("setup.players"),
                    counts,
                    counts.index(self.players),
                    str,
                    self._set_players,
                    label_width=150,
                )
            )
        y += 62
        step, height = row_step(self.players + len(game.options_spec(self.players)), y)
        self.seat_rows: list[pygame.Rect] = []
        for seat in range(self.players):
            self.add_seat(seat, pygame.Rect(x, y, 740, height))
            y += step
        self.choices.add_rows(self.group, self.players, x, y + 14, step, height)
        self.create_button = self.group.add(
            Button((900, 560, 280, 64), self._create_label, self.create, accent=True)
        )
        self.group.add(Button((900, 146, 280, 42), lambda: app.t("back"), self.back))
        self.group.add(Button((900, 194, 280, 42), lambda: app.t("pause.rules"), self.show_rules))
        start = self.group.widgets.index(self.create_button)
        self.group.focus = focus if 0 <= focus < len(self.group.widgets) else start

    def add_seat(self, seat: int, row: pygame.Rect) -> None:
        """A seat's kind, and beside it the friend's address or the seat's name."""
        app, choice = self.app, self.seats[seat]
        self.seat_rows.append(row)
        self.group.add(
            Selector(
                (row.x, row.y, 300, row.h),
                "",
                KINDS,
                KINDS.index(choice.kind),
                lambda k: app.t(f"lobby.seat.{k}"),
                lambda k, s=seat: self._set_kind(s, k),
                label_width=0,
            )
        )
        field = (row.x + 320, row.y, 420, row.h)
        if choice.kind == FRIEND:
            hint = lambda: app.t("lobby.setup.address_hint")  # noqa: E731
            self.group.add(
                TextField(
                    field, choice.address, lambda v, s=seat: self._set_address(s, v), ADDRESS_LENGTH, hint
                )
            )
        else:
            hint = lambda s=seat: self.default_name(s)  # noqa: E731
            self.group.add(
                TextField(field, choice.name, lambda v, s=seat: self._set_name(s, v), NAME_LENGTH, hint)
            )

    def default_name(self, seat: int) -> str:
        """What a seat is called when nothing is typed for it (the placeholder says it)."""
        kind = self.seats[seat].kind
        if kind == ME:
            connection = connection_of(self.app)
            mine = [i for i in range(self.players) if self.seats[i].kind == ME]
            if connection is not None and mine and mine[0] == seat:
                return connection.account.address.partition("@")[0]
            return default_seat_name(self.app.tr, self.game_id, seat)
        if kind == FRIEND:
            return ""
        return self.app.t(f"seat.{kind}")

    def _create_label(self) -> str:
        return self.app.t("lobby.setup.sending") if self.creating else self.app.t("lobby.setup.create")

    def _set_players(self, count: int) -> None:
        self.players = count
        self.changed()

    def _set_kind(self, seat: int, kind: str) -> None:
        self.seats[seat].kind = kind
        self.changed()  # the field beside it becomes the address or the name

    def _set_name(self, seat: int, value: str) -> None:
        self.seats[seat].name = value
        self.problem = None

    def _set_address(self, seat: int, value: str) -> None:
        self.seats[seat].address = value
        self.problem = None

    # ------------------------------------------------------------------ sending
    def create(self) -> None:
        """Check the seats, then send the table; nothing goes out while something is wrong."""
        if self.creating:
            self.app.sound.play("error")
            return
        connection = connection_of(self.app)
        seats = self.seats[: self.players]
        self.refusal = ""
        if connection is None or not connection.ready:
            self.problem = Problem("lobby.setup.problem.offline")
        else:
            self.problem = problem(self.game, seats, connection.account.address)
        if self.problem is not None:
            self.app.sound.play("error")
            return
        names = [self.default_name(i) for i in range(self.players)]
        wire = wire_seats(seats, connection.account.address, names)
        connection.client.create(self.game_id, self.choices.chosen(self.players), wire)
        self.creating = True

    def remember(self) -> None:
        """Keep this online set-up in the settings for the game's next online table. Only these fields are
        written into the file as it is: a run's `--lang` stays that run's."""
        app = self.app
        memory = {"players": self.players, "options": self.choices.options, **seats_memory(self.seats)}
        kept = {
            "online_setups": {**app.settings.online_setups, self.game_id: memory},
            "online_game": self.game_id,
        }
        if (
            app.settings.online_setups.get(self.game_id) == memory
            and app.settings.online_game == self.game_id
        ):
            return
        app.settings = replace(app.settings, **kept)
        try:
            save_settings(replace(load_settings(), **kept))
        except OSError as exc:
            app.toast(app.t("settings.not_saved", error=str(exc)), 4.0, theme.BAD)

    def created(self, table: str, status: str) -> None:
        """The referee made the table: the lobby lists it (a table of computer seats only begins at once and
        opens; one that waits for friends opens when they have accepted, if the lobby is still on show then,
        as it does for the friend who accepts)."""
        self.creating = False
        self.remember()
        connection = connection_of(self.app)
        self.app.stack.pop()
        lobby = self.app.stack.top
        if not isinstance(lobby, LobbyScene):
            lobby = self.app.open("lobby")
        if status == "playing" and connection is not None and not show_table(self.app, connection, table):
            lobby.opening = table  # its view is on its way
        elif status != "playing":
            lobby.opening = table  # the game's first view comes when everyone has accepted
        waiting = [s.address for s in self.seats[: self.players] if s.kind == FRIEND]
        if waiting:
            note = self.app.t(
                "lobby.note.created", game=game_name(self.app, self.game_id), names=", ".join(waiting)
            )
            lobby.note = (note, theme.TEXT)

    def back(self) -> None:
        self.remember()
        self.app.stack.pop()

    def show_rules(self) -> None:
        self.app.open("help", self.game_id)

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        focused = self.group.focused
        if action.name == "back" and not (isinstance(focused, TextField) and focused.editing):
            self.back()
            return
        self.group.handle(action, self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)
        self.choices.follow(self.group.focus)
        connection = connection_of(self.app)
        if not self.creating or connection is None:
            return
        for event in connection.events:
            if event.kind == CREATED:
                self.created(event.table, str(event.detail.get("status", "")))
                return
            if event.kind == REFUSED and event.op == "create":
                self.creating = False
                self.refusal = self.refusal_words(event)

    def refusal_words(self, event) -> str:
        if event.error == TWO_SEATS:
            return self.app.t("lobby.setup.problem.two_seats", game=game_name(self.app, self.game_id))
        if event.error == UNREACHABLE:
            return self.app.t("lobby.error.unreachable")
        return refusal_line(self.app, event)

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        offset = draw_board(surface, app, self.slide, app.t("lobby.setup.heading"))
        if self.problem is not None or self.refusal or self.creating:
            self.draw_message(surface, offset)
        else:
            self.choices.draw_about(surface, self.group, self.players, offset)
        self.group.draw(surface, app)

    def message(self) -> tuple[str, str, tuple]:
        """(heading, words, colour) of the box beside Create while something stands in the way or is sent."""
        app = self.app
        if self.creating:
            return app.t("lobby.setup.sending"), app.t("lobby.setup.sent", referee=self.referee()), theme.TEXT
        if self.refusal:
            return app.t("lobby.setup.refused"), self.refusal, theme.BAD
        assert self.problem is not None
        values = dict(self.problem.values)
        if "game" in values:
            values["game"] = game_name(app, values["game"])
        return app.t("lobby.setup.not_yet"), app.t(self.problem.key, **values), theme.BAD

    def referee(self) -> str:
        connection = connection_of(self.app)
        return connection.client.referee if connection is not None else ""

    def draw_message(self, surface: pygame.Surface, offset: int) -> None:
        app = self.app
        heading, words, colour = self.message()
        box = ABOUT.move(offset, 0)
        panel(surface, box, theme.FIELD_BG, colour, radius=10, shadow=0)
        text(surface, app.fonts, heading, (box.x + 14, box.y + 10), "label", colour)
        y = box.y + 42
        for line in app.fonts.wrap(words, "small", box.w - 28):
            text(surface, app.fonts, line, (box.x + 14, y), "small", theme.TEXT)
            y += 20
        seat = self.problem.seat if self.problem is not None else None
        if seat is not None and seat < len(self.seat_rows):  # the seat it is about
            row = self.seat_rows[seat]
            mark = pygame.Rect(row.x - 12, row.y + 6, 5, row.h - 12)
            pygame.draw.rect(surface, theme.BAD, mark, border_radius=2)
