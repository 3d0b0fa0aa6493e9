"""The lobby of online play: the invitations to answer (who invites, the game, its options and seats; Accept
or Decline), then one's tables (the game, the others' names and presence, whose turn: one's own turn first,
then those that wait, then the finished; listing.py), "New table" (the online set-up), Refresh, the account,
and the connection's state. A table's row opens it on the game's own scene (scenes/games/online, the one call
in `show_table`); a table whose view has not come yet opens when it arrives.

Everything here is read from the app's connection (connection.py), which the app ticks every frame: the rows
are built again when a tick brought something (`OnlineConnection.changes`), and requests return at once (their
answers come as the client's events). The rows scroll by whole rows (wheel, Page Up/Down, the arrows).
"""

from __future__ import annotations

import pygame

from net.client import REFUSED, VIEW, OnlineClient
from net.protocol import PLAYER, PLAYING
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.menus.backdrop import Backdrop
from scenes.menus.online import listing
from scenes.menus.online.connection import (
    CONNECTED,
    CONNECTING,
    FAILED,
    RECONNECTING,
    OnlineConnection,
    Taker,
    connection_of,
)
from scenes.menus.online.listing import INVITATION, MY_TURN, OVER, THEIR_TURN, WAITING, Entry
from scenes.menus.online.words import game_name, names, options_line, outcome_line, refusal_line, seat_name
from scenes.widgets.controls import Button, Widget, WidgetGroup, draw_row_face, first_showing, place_rows
from scenes.widgets.draw import fit_text, panel, text

PANEL = pygame.Rect(90, 36, 1100, 648)
LIST = pygame.Rect(110, 112, 780, 556)  # the rows
TOP, ROW_H, STEP = LIST.y, 100, 108
FIT = (LIST.h + 8) // STEP  # whole rows in view
SIDE_X, SIDE_W = 910, 260  # the buttons and the connection's box
STATUS = pygame.Rect(SIDE_X, 356, SIDE_W, 312)
PRESENCE_COLOURS = {"online": theme.GOOD, "away": theme.WARN, "gone": theme.TEXT_DIM}
STATE_COLOURS = {MY_TURN: theme.ACCENT, THEIR_TURN: theme.TEXT, WAITING: theme.TEXT_DIM, OVER: theme.TEXT_DIM}


def show_table(app, connection: OnlineConnection, table: str) -> bool:
    """Open an online table on its game's scene (the table's package, scenes/games/online), its director fed
    by the app's connection; False while the client has no view of it yet (asked for meanwhile)."""
    from scenes.games.online import open_online_table

    if not open_online_table(app, connection.client, table, polls=False):
        return False
    director = getattr(app.stack.top, "director", None)
    if isinstance(director, Taker):
        connection.feed(director)
    return True


class TableRow(Button):
    """One of my tables; a click opens it."""

    def __init__(self, rect, entry: Entry, scene: LobbyScene) -> None:
        super().__init__(rect, "", lambda: scene.open_table(entry))
        self.entry = entry

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        rect = draw_row_face(surface, self, focused)
        entry = self.entry
        state = state_words(app, entry)
        x, right = rect.x + 20, rect.right - 20
        state_w = app.fonts.width(state, "label") + 16
        name = fit_text(app.fonts, game_name(app, entry.game), "heading", rect.w - 40 - state_w, name=True)
        text(surface, app.fonts, name, (x, rect.y + 10), "heading")
        text(surface, app.fonts, state, (right, rect.y + 20), "label", STATE_COLOURS[entry.state], "topright")
        draw_people(surface, app, entry, (x, rect.y + 58), rect.w - 40)


class InvitationRow(Widget):
    """An invitation: who invites, the game, its options and seats. Not a button itself (a click on it is
    its Accept's or Decline's, buttons of their own laid on it, or nobody's)."""

    focusable = False

    def __init__(self, rect, entry: Entry, scene: LobbyScene) -> None:
        super().__init__(rect)
        self.entry = entry
        app = scene.app
        self.accept = Button(
            (0, 0, 150, 42), lambda: app.t("lobby.accept"), lambda: scene.accept(entry), accent=True
        )
        self.decline = Button((0, 0, 150, 42), lambda: app.t("lobby.decline"), lambda: scene.decline(entry))
        self.place()

    def place(self) -> None:
        """The buttons follow the row when it scrolls."""
        self.accept.rect.topright = (self.rect.right - 176, self.rect.y + 12)
        self.decline.rect.topright = (self.rect.right - 16, self.rect.y + 12)
        self.accept.enabled = self.decline.enabled = self.enabled

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        rect, entry = self.rect, self.entry
        panel(surface, rect, theme.PANEL, theme.ACCENT, radius=12, shadow=4)
        x, width = rect.x + 20, self.accept.rect.x - rect.x - 36
        heading = app.t("lobby.invitation", game=game_name(app, entry.game))
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, heading, "heading", width, name=True),
            (x, rect.y + 10),
            "heading",
        )
        by = app.t("lobby.invited_by", by=entry.by)
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, by, "small", rect.w - 40, name=True),
            (x, rect.y + 50),
            "small",
        )
        seats = "  ·  ".join(seat_name(app, s) for s in entry.seats) + "  ·  "
        room = rect.w - 40 - app.fonts.width(seats, "small")
        line = seats + options_line(app, entry.game, entry.options, len(entry.seats), room)
        text(surface, app.fonts, line, (x, rect.y + 72), "small", theme.TEXT_DIM)


def draw_people(surface: pygame.Surface, app, entry: Entry, at: tuple[int, int], width: int) -> None:
    """The others at the table, a person with a dot of his presence and, unless he is online, its word (the
    computer has none)."""
    x, y = at
    end = x + width
    for seat in entry.others():
        name = seat_name(app, seat)
        away = seat.kind == PLAYER and seat.presence in ("away", "gone")
        if away:
            name = app.t("lobby.presence", name=name, presence=app.t(f"lobby.presence.{seat.presence}"))
        room = end - x - (18 if seat.kind == PLAYER else 0)
        if room < 60:
            break
        if seat.kind == PLAYER:
            colour = PRESENCE_COLOURS.get(seat.presence, theme.TEXT_DIM)
            pygame.draw.circle(surface, colour, (x + 6, y + 12), 6)
            x += 18
        shown = fit_text(app.fonts, name, "body", room, name=True)
        x = text(surface, app.fonts, shown, (x, y), "body", theme.TEXT_DIM if away else theme.TEXT).right + 22


def state_words(app, entry: Entry) -> str:
    """Whose turn it is, what the table waits for, or how it ended."""
    if entry.state == MY_TURN:
        return app.t("lobby.state.my_turn")
    if entry.state == THEIR_TURN and entry.to_move is not None:
        return app.t("lobby.state.their_turn", name=seat_name(app, entry.seats[entry.to_move]))
    if entry.state == WAITING:
        waiting = [s for s in entry.seats if s.account in entry.waiting_for]
        return (
            app.t("lobby.state.waiting", names=names(waiting, app)) if waiting else app.t("lobby.state.ready")
        )
    return outcome_line(app, entry)


class LobbyScene(Scene):
    warm_up = True
    shows_lobby = True  # the connection shows no toast of invitations and turns over it: the rows say them

    def __init__(self, app) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(seed=3)
        self.group = WidgetGroup()
        self.rows: list[Widget] = []
        self.first = 0
        self.seen = -1  # the connection's `changes` the rows were built from
        self.entries: list[Entry] | None = None  # what the rows show
        self.pointer = (-1, -1)  # where the pointer was last (a row built anew under it is lit)
        self.opening: str | None = None  # a table to open when its view comes
        self.note: tuple[str, tuple] | None = None  # (words, colour) under the connection's state
        side = [
            ("lobby.new_table", self.new_table, 60, True),
            ("lobby.refresh", self.refresh, 46, False),
            ("lobby.account", self.account, 46, False),
            ("back", self.back, 46, False),
        ]
        y = TOP
        self.side: list[Button] = []
        for key, action, height, accent in side:
            self.side.append(
                Button((SIDE_X, y, SIDE_W, height), lambda k=key: app.t(k), action, accent=accent)
            )
            y += height + 12
        self.build()

    # ------------------------------------------------------------------ rows
    @property
    def connection(self) -> OnlineConnection | None:
        return connection_of(self.app)

    def build(self) -> None:
        """The rows anew from the client's model, when what they show changed (a tick brought something):
        the focus stays on the same table's row or button, the hover where the pointer is."""
        connection = self.connection
        self.seen = connection.changes if connection is not None else -1
        entries = listing.entries(connection.client) if connection is not None else []
        ready = connection is not None and connection.ready
        if entries == self.entries and ready == self.side[0].enabled:
            return
        self.entries = entries
        focus = self.focus_key(self.group.focused)
        self.group.clear()
        self.rows = []
        for entry in entries:
            rect = (LIST.x, 0, LIST.w, ROW_H)
            row = (
                InvitationRow(rect, entry, self) if entry.state == INVITATION else TableRow(rect, entry, self)
            )
            self.rows.append(self.group.add(row))
            if isinstance(row, InvitationRow):
                self.group.add(row.accept)
                self.group.add(row.decline)
        for button in self.side:
            self.group.add(button)
        self.side[0].enabled = self.side[1].enabled = ready
        again = [i for i, w in enumerate(self.group.widgets) if w.focusable and self.focus_key(w) == focus]
        self.group.focus = again[0] if again else self.group.widgets.index(self.side[0])
        self.scroll_to(self.first)
        if self.group.by_keys:  # the keys chose that row: it stays in view (the wheel's view stays as it was)
            self.keep_in_view()
        for widget in self.group.widgets:
            widget.hover = widget.enabled and widget.rect.collidepoint(self.pointer)

    def focus_key(self, widget: Widget | None) -> tuple | None:
        """What a widget is for, to find its like among rows built anew: a table's row, its Accept or
        Decline, or a button of the side."""
        if widget in self.side:
            return ("side", self.side.index(widget))
        for row in self.rows:
            if widget is row:
                return ("row", row.entry.table)
            if isinstance(row, InvitationRow) and widget in (row.accept, row.decline):
                return ("accept" if widget is row.accept else "decline", row.entry.table)
        return None

    def scroll_to(self, first: int) -> None:
        self.first = place_rows(self.rows, first, FIT, TOP, STEP)
        for row in self.rows:
            if isinstance(row, InvitationRow):
                row.place()

    def keep_in_view(self) -> None:
        """The row of the widget in focus (a table's row, an invitation's Accept or Decline) in view."""
        key = self.focus_key(self.group.focused)
        tables = [row.entry.table for row in self.rows]
        if key is not None and key[0] != "side":
            self.scroll_to(first_showing(self.first, FIT, tables.index(key[1])))

    # ------------------------------------------------------------------ what the buttons do
    def client(self) -> OnlineClient | None:
        connection = self.connection
        return connection.client if connection is not None and connection.ready else None

    def new_table(self) -> None:
        self.app.open("online_setup", None)

    def refresh(self) -> None:
        client = self.client()
        if client is not None:
            client.refresh_tables()
            self.note = None

    def account(self) -> None:
        self.app.stack.replace(self.app.make("account"))

    def back(self) -> None:
        """To the scene below; a lobby left alone on the stack (an online table was left for it) goes to the
        title."""
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:
            self.app.stack.reset(self.app.make("title"))

    def accept(self, entry: Entry) -> None:
        client = self.client()
        if client is None:
            self.app.sound.play("error")
            return
        client.accept(entry.table)
        self.opening = entry.table  # it opens once the game begins (everyone accepted)
        self.note = (self.app.t("lobby.note.accepted", game=game_name(self.app, entry.game)), theme.TEXT)

    def decline(self, entry: Entry) -> None:
        client = self.client()
        if client is None:
            self.app.sound.play("error")
            return
        client.decline(entry.table)
        self.note = (self.app.t("lobby.note.declined", game=game_name(self.app, entry.game)), theme.TEXT)

    def open_table(self, entry: Entry) -> None:
        connection = self.connection
        if entry.state == WAITING or connection is None:
            waiting = [s for s in entry.seats if s.account in entry.waiting_for]
            self.note = (self.app.t("lobby.note.waiting", names=names(waiting, self.app)), theme.TEXT)
            return
        self.opening = None  # this table, not one waited for before (a table created, an invitation accepted)
        if not show_table(self.app, connection, entry.table):
            self.opening = entry.table
            self.note = (self.app.t("lobby.note.opening"), theme.TEXT)

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.back()
            return
        if action.kind == "motion":
            self.pointer = action.pos
        if action.kind == "wheel":
            self.scroll_to(self.first - action.dy)
            return
        if action.kind == "key" and action.name in ("page_up", "page_down"):
            self.scroll_to(self.first + (FIT if action.name == "page_down" else -FIT))
            return
        self.group.handle(action, self.app)
        if action.kind == "key":
            self.keep_in_view()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        connection = self.connection
        if connection is not None:
            self.take(connection)
        if connection is not None and connection.changes != self.seen:
            self.build()
        self.group.update(dt)

    def take(self, connection: OnlineConnection) -> None:
        """This frame's events: a refusal said under the connection's state, the table to open when its
        game began or its view came."""
        for event in connection.events:
            if event.kind == REFUSED and event.op in ("accept", "decline", "tables", "sync"):
                self.note = (refusal_line(self.app, event), theme.BAD)
                if event.table == self.opening:
                    self.opening = None
            elif event.kind == VIEW and event.table == self.opening:
                view = connection.client.views.get(event.table)
                if view is not None and view.status != "invited":
                    self.opening = None
                    if view.status == PLAYING or view.mine:
                        show_table(self.app, connection, event.table)
                        return

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        panel(surface, PANEL, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(surface, app.fonts, app.t("lobby.heading"), (PANEL.x + 24, PANEL.y + 18), "title", theme.ACCENT)
        if not self.rows:
            self.draw_empty(surface)
        focus = self.group.focused
        for row in self.rows[self.first : self.first + FIT]:
            row.draw(surface, app, row is focus)
            if isinstance(row, InvitationRow):
                row.accept.draw(surface, app, row.accept is focus)
                row.decline.draw(surface, app, row.decline is focus)
        for button in self.side:
            button.draw(surface, app, button is focus)
        self.draw_status(surface)
        if len(self.rows) > FIT:  # where the view is in the list
            track = LIST.h
            knob = max(40, track * FIT // len(self.rows))
            y = TOP + round((track - knob) * self.first / (len(self.rows) - FIT))
            pygame.draw.rect(surface, theme.ACCENT, (LIST.right + 4, y, 6, knob), border_radius=3)

    def draw_empty(self, surface: pygame.Surface) -> None:
        connection = self.connection
        key = "lobby.empty" if connection is not None and connection.ready else "lobby.empty_offline"
        lines = self.app.fonts.wrap(self.app.t(key), "body", LIST.w - 120)
        y = LIST.centery - 14 * len(lines)
        for line in lines:
            text(surface, self.app.fonts, line, (LIST.centerx, y), "body", theme.TEXT_DIM, "midtop")
            y += 28

    def status_words(self) -> list[tuple[str, str, tuple]]:
        """The connection's box: who, the state, the referee, and the last note (an answer, a refusal)."""
        app, connection = self.app, self.connection
        if connection is None:
            return [(app.t("lobby.status.none"), "body", theme.TEXT_DIM)]
        states = {
            CONNECTED: ("lobby.status.connected", theme.GOOD),
            CONNECTING: ("lobby.status.connecting", theme.TEXT),
            RECONNECTING: ("lobby.status.reconnecting", theme.WARN),
            FAILED: ("lobby.status.failed", theme.BAD),
        }
        key, colour = states.get(connection.state, ("lobby.status.none", theme.TEXT_DIM))
        lines = [
            (connection.account.address, "name", theme.TEXT),
            (app.t(key), "body", colour),
            (app.t("lobby.status.referee", referee=connection.client.referee), "small", theme.TEXT_DIM),
        ]
        if connection.client.referee_here is False:
            lines.append((app.t("lobby.status.no_referee"), "small", theme.WARN))
        if connection.away:
            lines.append((app.t("lobby.status.away"), "small", theme.TEXT_DIM))
        if self.note is not None:
            lines.append((self.note[0], "small", self.note[1]))
        return lines

    def draw_status(self, surface: pygame.Surface) -> None:
        app = self.app
        panel(surface, STATUS, theme.FIELD_BG, theme.PANEL_EDGE, radius=10, shadow=0)
        text(surface, app.fonts, app.t("lobby.status"), (STATUS.x + 14, STATUS.y + 10), "label", theme.ACCENT)
        y = STATUS.y + 42
        width = STATUS.w - 28
        for words, role, colour in self.status_words():
            if role == "name":  # an address: shortened if it must be (it shows whole on the account screen)
                text(
                    surface,
                    app.fonts,
                    fit_text(app.fonts, words, "body", width, name=True),
                    (STATUS.x + 14, y),
                    "body",
                    colour,
                )
                y += 32
                continue
            for line in app.fonts.wrap(words, role, width):
                text(surface, app.fonts, line, (STATUS.x + 14, y), role, colour)
                y += 24 if role == "body" else 20
            y += 8

    def language_changed(self) -> None:
        self.note = None  # worded in the other language
