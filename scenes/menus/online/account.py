"""The online account: the server (host, optional :port; empty: found from the address), the address
(`name@host`), the password, "create this account" (in-band registration where the server allows it), the
referee's address (empty: `referee@<host>`), and Connect.

The settings keep the server, the address and the referee (scenes/storage/settings.py); the password goes to
the OS keyring (scenes/storage/passwords.py) when "remember" is on, and where no keyring works it is asked each
time and the screen says so. Connecting never waits in a frame: the link connects in its own thread and the
connection (connection.py) follows its STATUS; this screen shows the progress, and a failure (a wrong
password, no server there) in words, with every field as it was. Once connected the lobby takes its place.
"""

from __future__ import annotations

import logging
import sys
from concurrent.futures import Future
from dataclasses import replace

import pygame

from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.menus.backdrop import Backdrop
from scenes.menus.online.address import Account, clean, domain
from scenes.menus.online.connection import (
    CONNECTED,
    CONNECTING,
    FAILED,
    LinkFactory,
    OnlineConnection,
    connection_of,
    preload_xmpp,
    start_connection,
    xmpp_link,
)
from scenes.menus.online.words import failure_key
from scenes.storage import passwords
from scenes.storage.settings import load_settings, save_settings
from scenes.widgets.controls import Button, Selector, TextField, WidgetGroup
from scenes.widgets.draw import panel, text

PANEL = pygame.Rect(90, 60, 1100, 600)
LABEL_X, FIELD_X, FIELD_W = 120, 420, 440  # the labels, then the fields (ending at 860, as the set-up's rows)
ROW_Y, ROW_STEP, ROW_H = 150, 62, 48
STATUS = pygame.Rect(900, 250, 280, 290)  # the right column: what the connection does, or why it failed
NOTE_Y = ROW_Y + 6 * ROW_STEP  # the keyring's note under the rows
ON_OFF = (False, True)

log = logging.getLogger(__name__)


class AccountScene(Scene):
    warm_up = True

    def __init__(self, app, links: LinkFactory | None = None) -> None:
        super().__init__(app)
        self.links = links or xmpp_link
        preload_xmpp()  # the server's field is read as the link reads it, and Connect makes the link
        self.backdrop = Backdrop(seed=5)
        settings = app.settings
        self.server = settings.online_server
        self.address = settings.online_address
        self.password = ""
        self.referee = settings.online_referee
        self.register = False
        self.remember = True
        self.keyring: bool | None = None  # None: not known yet; False: none works here (asked each time)
        self.from_keyring = False  # the password field holds what the keyring kept
        # the keyring is asked at once (whether one works, and the password kept for the address)
        self.looked_up = clean(self.address)  # the address it was last asked for
        self.looking: Future[passwords.Kept] | None = passwords.look_up(self.looked_up)
        self.problem: str | None = None  # the key of what is wrong with the fields, shown in the status box
        self.waiting_for: OnlineConnection | None = None  # the connection this screen started
        self.group = WidgetGroup()
        self._build()

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        app = self.app
        focus = self.group.focus
        self.group.clear()
        fields = (
            (
                self.server,
                self._set_server,
                100,
                lambda: app.t("account.server.hint", host=self.host_hint()),
                False,
            ),
            (self.address, self._set_address, 100, lambda: app.t("account.address.hint"), False),
            (self.password, self._set_password, 200, self._password_hint, True),
            (self.referee, self._set_referee, 100, lambda: f"referee@{self.host_hint()}", False),
        )
        for i, (value, change, length, hint, secret) in enumerate(fields):
            rect = (FIELD_X, ROW_Y + i * ROW_STEP, FIELD_W, ROW_H)
            self.group.add(TextField(rect, value, change, max_len=length, placeholder=hint, secret=secret))
        y = ROW_Y + 4 * ROW_STEP
        self.group.add(self.on_off((LABEL_X, y), "account.register", self.register, self._set_register))
        self.remember_row = self.on_off(
            (LABEL_X, y + ROW_STEP), "account.remember", self.remembers, self._set_remember
        )
        self.remember_row.enabled = self.keyring is not False
        self.group.add(self.remember_row)
        self.group.add(Button((900, 146, 280, 42), lambda: app.t("back"), self.back))
        self.disconnect_button = self.group.add(
            Button((900, 194, 280, 42), lambda: app.t("account.disconnect"), self.disconnect)
        )
        self.connect_button = self.group.add(
            Button((900, 560, 280, 64), self._connect_label, self.connect_or_cancel, accent=True)
        )
        self.group.focus = focus if 0 <= focus < len(self.group.widgets) else 0 if not self.address else 2

    def on_off(self, at: tuple[int, int], key: str, value: bool, change) -> Selector:
        """A row of its words and On/Off."""
        app = self.app
        words = lambda v: app.t("on") if v else app.t("off")  # noqa: E731
        rect = (*at, 740, ROW_H)
        return Selector(rect, lambda: app.t(key), ON_OFF, ON_OFF.index(value), words, change, label_width=500)

    @property
    def remembers(self) -> bool:
        """The password will be kept: asked for, and a keyring works (without one the row says Off: it
        showed a greyed "On" while nothing could be kept)."""
        return self.remember and self.keyring is not False

    def host_hint(self) -> str:
        return domain(clean(self.address)) or "example.org"

    def _password_hint(self) -> str:
        return self.app.t("account.password.looking") if self.looking is not None else ""

    def _connect_label(self) -> str:
        return self.app.t("cancel") if self.connecting else self.app.t("account.connect")

    def _set_server(self, value: str) -> None:
        self.server = value
        self.problem = None

    def _set_address(self, value: str) -> None:
        self.address = value
        self.problem = None
        if self.from_keyring:  # the kept password was another address's
            self.from_keyring = False
            self.password = ""
            self.group.widgets[2].value = ""

    def _set_password(self, value: str) -> None:
        self.password = value
        self.from_keyring = False
        self.problem = None

    def _set_referee(self, value: str) -> None:
        self.referee = value
        self.problem = None

    def _set_register(self, value: bool) -> None:
        self.register = value

    def _set_remember(self, value: bool) -> None:
        self.remember = value

    # ------------------------------------------------------------------ connecting
    @property
    def connecting(self) -> bool:
        connection = connection_of(self.app)
        return connection is not None and connection.state == CONNECTING

    def account(self) -> Account:
        """The fields as an account; addresses in lower case, as XMPP compares them (the server says
        "alice@host" for "Alice@Host", and the referee would not know her seat by the other)."""
        return Account(clean(self.server), clean(self.address).lower(), clean(self.referee).lower())

    def connect_or_cancel(self) -> None:
        if self.connecting:
            connection = connection_of(self.app)
            if connection is not None:
                connection.close()
            return
        self.connect()

    def connect(self) -> None:
        """Check the fields, then start the connection; its progress shows from the next frame on."""
        account = self.account()
        self.problem = account.problem() or (None if self.password else "account.problem.no_password")
        if self.problem is not None:
            self.app.sound.play("error")
            return
        try:
            self.waiting_for = start_connection(self.app, account, self.password, self.register, self.links)
        except ValueError as exc:  # the link refuses what is no address of its kind
            self.problem = "account.problem.address"
            print(f"account: the link refused {account.address!r}: {exc}", file=sys.stderr)

    def connected(self) -> None:
        """Keep the account (and the password where asked and possible), then the lobby takes this place."""
        account = self.account()
        app = self.app
        if self.remembers:
            passwords.keep(account.address, self.password)
        elif self.keyring:
            passwords.forget(account.address)
        kept = {"online_server": account.server, "online_address": account.address}
        kept["online_referee"] = account.referee
        app.settings = replace(app.settings, **kept)
        try:
            save_settings(replace(load_settings(), **kept))  # only these: a run's --lang stays that run's
        except OSError as exc:
            app.toast(app.t("settings.not_saved", error=str(exc)), 4.0, theme.BAD)
        app.stack.replace(app.make("lobby"))

    def disconnect(self) -> None:
        """Leave the server (the referee hears "gone"); the fields stay for the next connect."""
        connection = connection_of(self.app)
        if connection is not None:
            connection.close()
        self.waiting_for = None

    def back(self) -> None:
        if self.connecting:  # leaving while it connects: nothing half-done stays behind
            connection = connection_of(self.app)
            if connection is not None:
                connection.close()
        if len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        else:  # opened from a lobby that was alone on the stack (an online table was left for it)
            self.app.stack.reset(self.app.make("title"))

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        focused = self.group.focused
        if action.name == "back" and not (isinstance(focused, TextField) and focused.editing):
            self.back()
            return
        typing = isinstance(focused, TextField) and focused.editing
        self.group.handle(action, self.app)
        # Enter after the password connects, as the Connect button does; not the space bar, which is also
        # "confirm" but types a space there (seen in the real window: a password with a space connected)
        enter = action.kind == "key" and action.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        if enter and typing and focused is self.group.widgets[2] and not self.connecting:
            self.connect()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)
        self.look_in_keyring()
        self.disconnect_button.enabled = connection_of(self.app) is not None
        connection = connection_of(self.app)
        if connection is not None and connection.state == CONNECTED and self.waiting_for is connection:
            self.waiting_for = None
            self.connected()

    def look_in_keyring(self) -> None:
        """Take the keyring's answer; ask again for an address typed anew while the password is empty."""
        address = clean(self.address)
        if self.looking is None and self.keyring and not self.password and address != self.looked_up:
            self.looked_up = address
            self.looking = passwords.look_up(address)
        if self.looking is None or not self.looking.done():
            return
        try:
            kept = self.looking.result()
        except Exception as exc:  # a keyring backend may fail in its own ways: asked each time then
            # said on stderr: not the usual "no keyring here" but a fault (keyring missing from the executable,
            # a backend that crashed); tools/smoke_exe.py looks for it
            log.warning("the keyring failed: %s: %s", type(exc).__name__, exc)
            kept = passwords.Kept(None, False, str(exc))
        self.looking = None
        self.keyring = kept.keyring
        self.remember_row.enabled = kept.keyring
        self.remember_row.index = ON_OFF.index(self.remembers)
        if kept.password and not self.password:
            self.password = kept.password
            self.from_keyring = True
            self.group.widgets[2].value = kept.password

    def status_lines(self) -> list[tuple[str, str, tuple]]:
        """What the status box says: (words, font role, colour) per paragraph."""
        app = self.app
        connection = connection_of(app)
        if self.problem is not None:
            return [(app.t(self.problem), "body", theme.BAD)]
        if connection is None:
            return [(app.t("account.status.none"), "small", theme.TEXT_DIM)]
        host = connection.account.server or domain(connection.account.address)
        if connection.state == CONNECTING:
            key = "account.status.registering" if self.register else "account.status.connecting"
            return [(app.t(key, host=host) + "." * (1 + int(app.time * 2) % 3), "body", theme.TEXT)]
        if connection.state == FAILED:
            lines = [(app.t(failure_key(connection.reason)), "body", theme.BAD)]
            return lines + [
                (app.t("account.status.detail", detail=connection.failure), "small", theme.TEXT_DIM)
            ]
        return [(app.t("account.status.connected", address=connection.account.address), "body", theme.GOOD)]

    def keyring_note(self) -> str:
        if self.keyring is None:
            return self.app.t("account.keyring.unknown")
        if not self.keyring:
            return self.app.t("account.keyring.none")
        return self.app.t("account.keyring.kept" if self.from_keyring else "account.keyring.available")

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        panel(surface, PANEL, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(surface, app.fonts, app.t("account.heading"), (LABEL_X, 78), "title", theme.ACCENT)
        labels = ("account.server", "account.address", "account.password", "account.referee")
        for i, key in enumerate(labels):
            at = (LABEL_X, ROW_Y + i * ROW_STEP + ROW_H // 2)
            text(surface, app.fonts, app.t(key), at, "label", theme.TEXT, "midleft")
        y = NOTE_Y
        for line in app.fonts.wrap(self.keyring_note(), "small", 740):
            text(surface, app.fonts, line, (LABEL_X, y), "small", theme.TEXT_DIM)
            y += 20
        self.draw_status(surface)
        self.group.draw(surface, app)

    def draw_status(self, surface: pygame.Surface) -> None:
        app = self.app
        panel(surface, STATUS, theme.FIELD_BG, theme.PANEL_EDGE, radius=10, shadow=0)
        text(
            surface, app.fonts, app.t("account.status"), (STATUS.x + 14, STATUS.y + 10), "label", theme.ACCENT
        )
        y = STATUS.y + 42
        for words, role, colour in self.status_lines():
            step = 24 if role == "body" else 20
            for line in app.fonts.wrap(words, role, STATUS.w - 28):
                if (
                    y + step > STATUS.bottom - 6
                ):  # the server's own words, in English, may go on: the log has them
                    return
                text(surface, app.fonts, line, (STATUS.x + 14, y), role, colour)
                y += step
            y += 8
