"""The app's one connection to the message server: an `OnlineClient` (net/client.py) over a `Link`, kept among
the app's services (`app.services["online"]`, scenes/engine/app.py `Service`) from the frame it is started on
the account screen until it is closed there or the app ends. The engine knows it only by that Protocol (it
never imports net/); the menus find it with `connection_of(app)` and hand its client to the table's scene.

Once a frame, whatever scene is on top, `tick` polls the client (which never blocks) and keeps what arrived in
`events`, for the scene on top to read in its update (which comes after the services' tick in the same frame).
It follows the link's state (connecting, connected, reconnecting, failed), says hello and asks for the tables
when connected, tells the referee "online" or, after the window has been without the focus for a while,
"away", and shows a toast for an invitation or a "your turn" that arrives while the player is elsewhere.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from net.client import ClientEvent, OnlineClient
from net.link import Link
from scenes.engine import theme
from scenes.menus.online.address import Account
from scenes.menus.online.words import invitation_line, turn_line

SERVICE = "online"  # its name among the app's services
AWAY_AFTER = 60.0  # seconds without the window's focus before the referee hears "away"
CLOSE_WAIT = 2.0  # seconds the app's end waits for the link's goodbye
# the link's states as `state` shows them
CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED = "connecting", "connected", "reconnecting", "failed", "closed"

# (account, password, register) -> a link that connects in the background and reports with STATUS incomings
LinkFactory = Callable[[Account, str, bool], Link]


def xmpp_link(account: Account, password: str, register: bool) -> Link:
    """The real link: slixmpp in a thread of its own (net/xmpp.py). Imported on the first connect, so that
    the app's start never pays for slixmpp."""
    from net.xmpp import XmppLink

    host, port = account.host_port
    # the password goes in the clear only to a server on this machine (the link checks the host itself)
    return XmppLink(account.address, password, host, port, register=register, allow_plain_on_loopback=True)


def close_link(link: Link, wait: float = 0.0) -> None:
    """Close `link` in a thread of its own: a link's close waits for its network thread to say goodbye
    (seconds, on a slow server), and a frame never waits. `wait`: how long the caller waits for it anyway
    (the app's end, so that the referee hears "gone" from us rather than from the server's timeout)."""
    closing = threading.Thread(target=link.close, name="closing link", daemon=True)
    closing.start()
    if wait:
        closing.join(wait)


class OnlineConnection:
    """One account's connection, as the app's "online" service (scenes/engine/app.py `Service`)."""

    def __init__(self, app: Any, account: Account, link: Link) -> None:
        self.app = app
        self.account = account
        self.link = link
        self.client = OnlineClient(link, account.referee_address)
        self.state = CONNECTING
        self.failure = ""  # the link's words for a failed connection (English, for the failure's sentence)
        self.events: list[ClientEvent] = []  # what the last tick brought (the top scene reads it)
        self.changes = 0  # grows with every tick that brought something: a lobby redraws its rows then
        self.unfocused = 0.0  # seconds the window has been without the focus (0 while it has it)
        self.away = False  # the referee was told "away"
        self.my_turns: set[str] = set()  # the tables where it was our turn at the last look

    # ------------------------------------------------------------------ the Service
    def tick(self, dt: float) -> None:
        if self.state == CLOSED:
            self.events = []
            return
        self.events = self.client.poll()
        for event in self.events:
            if event.kind == "status":
                self.follow(event)
        if self.events:
            self.changes += 1
            self.notice(self.events)
        if not self.app.focused and self.state == CONNECTED:
            self.unfocused += dt
            if self.unfocused >= AWAY_AFTER and not self.away:
                self.away = True
                self.link.set_presence("away", self.account.referee_address)

    def focus(self, focused: bool) -> None:
        self.unfocused = 0.0
        if focused and self.away:
            self.away = False
            if self.state == CONNECTED:
                self.link.set_presence("online", self.account.referee_address)

    def close(self) -> None:
        """Leave the server (the referee hears "gone") and the app's services; at the app's end (`running`
        is False) it waits a moment for the goodbye."""
        if self.state == CLOSED:
            return
        self.state = CLOSED
        close_link(self.link, 0.0 if self.app.running else CLOSE_WAIT)
        if self.app.services.get(SERVICE) is self:
            del self.app.services[SERVICE]

    # ------------------------------------------------------------------ the link's state
    def follow(self, event: ClientEvent) -> None:
        """A STATUS of the link: connected (hello, the tables, presence), disconnected (the link tries
        again by itself), failed (wrong password, no server: the account screen says so in words)."""
        show = event.show
        if show == "connected":
            self.state = CONNECTED
            self.client.hello()
            self.client.refresh_tables()
            self.away = False
            self.link.set_presence("online", self.account.referee_address)
        elif show == "disconnected" and self.state == CONNECTED:
            self.state = RECONNECTING
        elif show == "failed":
            self.state = FAILED
            self.failure = event.detail
            close_link(self.link)

    @property
    def ready(self) -> bool:
        """Requests may go out now."""
        return self.state == CONNECTED

    @property
    def usable(self) -> bool:
        """Connected, or the link is on its way back (the lobby shows what it knows meanwhile)."""
        return self.state in (CONNECTED, RECONNECTING)

    # ------------------------------------------------------------------ toasts
    def notice(self, events: list[ClientEvent]) -> None:
        """An invitation, or a table where it became our turn, while the player is elsewhere in the app (not
        in the lobby, which shows them, nor at that table): a toast, worded again at a change of language."""
        top = self.app.stack.top
        in_lobby = getattr(top, "shows_lobby", False)
        app = self.app
        for event in events:
            if event.kind == "invite" and not in_lobby:
                invitation = event.table
                app.toast(lambda i=invitation: invitation_line(app, self.client, i), 6.0, theme.ACCENT)
        turns = {t.id for t in self.client.tables.values() if t.my_turn}
        for table in sorted(turns - self.my_turns):
            if not in_lobby and getattr(top, "table_id", None) != table:
                app.toast(lambda t=table: turn_line(app, self.client, t), 5.0, theme.ACCENT)
        self.my_turns = turns


def connection_of(app: Any) -> OnlineConnection | None:
    """The app's connection, connected or on its way, if one was started."""
    service = app.services.get(SERVICE)
    return service if isinstance(service, OnlineConnection) else None


def start_connection(app: Any, account: Account, password: str, register: bool, links: LinkFactory) -> OnlineConnection:
    """A new connection for `account` in place of any earlier one (closed first: one account at a time)."""
    old = connection_of(app)
    if old is not None:
        old.close()
    connection = OnlineConnection(app, account, links(account, password, register))
    app.services[SERVICE] = connection
    return connection


