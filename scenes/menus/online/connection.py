"""The app's one connection to the message server: an `OnlineClient` (net/client.py) over a `Link`, kept among
the app's services (`app.services["online"]`, scenes/engine/app.py `Service`) from the frame it is started on
the account screen until it is closed there or the app ends. The engine knows it only by that Protocol (it
never imports net/); the menus find it with `connection_of(app)` and hand its client to the table's scene.

Once a frame, whatever scene is on top, `tick` polls the client (which never blocks) and keeps what arrived in
`events`, for the scene on top to read in its update (which comes after the services' tick in the same frame);
the open online tables get them too (`feed`: the table's director takes them, as it would poll the client
itself). The connection follows the link's state (connecting, connected, reconnecting, failed), says hello
and asks for the tables when connected, asks again when a table changed in a way its summary does not show,
tells the referee "away" after the window has been without the focus for a while and "online" when it comes
back, and shows a toast for an invitation or a "your turn" that arrives while the player is elsewhere.
"""

from __future__ import annotations

import importlib
import sys
import threading
import weakref
from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from net.client import (
    CREATED,
    ENDED,
    INVITE,
    PRESENCE_CHANGED,
    STATUS_CHANGED,
    VIEW,
    ClientEvent,
    OnlineClient,
)
from net.link import STATUS, Incoming, Link
from scenes.engine import theme
from scenes.menus.online.address import Account
from scenes.menus.online.listing import my_turns
from scenes.menus.online.words import ended_line, invitation_line, turn_line

SERVICE = "online"  # its name among the app's services
AWAY_AFTER = 60.0  # seconds without the window's focus before the referee hears "away"
CLOSE_WAIT = 2.0  # seconds the app's end waits for the link's goodbye
# the connection's states
CONNECTING, CONNECTED, RECONNECTING, FAILED, CLOSED = (
    "connecting",
    "connected",
    "reconnecting",
    "failed",
    "closed",
)

# (account, password, register) -> a link that connects in the background and reports with STATUS incomings
LinkFactory = Callable[[Account, str, bool], Link]


def xmpp_link(account: Account, password: str, register: bool) -> Link:
    """The real link: slixmpp in a thread of its own (net/xmpp.py). Imported on the first connect, so that
    the app's start never pays for slixmpp."""
    from net.xmpp import XmppLink

    host, port = account.host_port
    # the password goes in the clear only to a server on this machine (the link checks the host itself)
    return XmppLink(account.address, password, host, port, register=register, allow_plain_on_loopback=True)


def preload_xmpp() -> None:
    """Import net/xmpp.py (and slixmpp, ~160 ms) in a thread of its own, ahead of the first connect, so that
    no frame waits for it (a frame that needs it before it is done waits only for the rest)."""
    if "net.xmpp" not in sys.modules:
        threading.Thread(
            target=importlib.import_module, args=("net.xmpp",), name="preload", daemon=True
        ).start()


def close_link(link: Link, wait: float = 0.0) -> None:
    """Close `link` in a thread of its own: a link's close waits for its network thread to say goodbye
    (seconds, on a slow server), and a frame never waits. `wait`: how long the caller waits for it anyway
    (the app's end, so that the referee hears "gone" from us rather than from the server's timeout)."""
    closing = threading.Thread(target=link.close, name="closing link", daemon=True)
    closing.start()
    if wait:
        closing.join(wait)


class ReasonsKept:
    """A link as the client sees it, keeping why a connection failed (the STATUS's reason key and English
    detail, which the client's own event does not carry) for the account screen's words. Everything else is
    the link's."""

    def __init__(self, link: Link) -> None:
        self.link = link
        self.address = link.address
        self.reason = ""  # net/xmpp.py's key: "password", "unreachable", ...
        self.failure = ""  # its English detail

    def poll(self, timeout: float = 0.0) -> list[Incoming]:
        got = self.link.poll(timeout)
        for incoming in got:
            if incoming.kind == STATUS and incoming.show == "failed":
                self.reason = str(incoming.body.get("reason", ""))
                self.failure = incoming.detail
        return got

    def send(self, to: str, body: dict[str, Any], text: str = "") -> None:
        self.link.send(to, body, text)

    def request(self, to: str, body: dict[str, Any], timeout: float = 15.0) -> str:
        return self.link.request(to, body, timeout)

    def answer(self, request: Incoming, body: dict[str, Any]) -> None:
        self.link.answer(request, body)

    def set_presence(self, show: str = "online", to: str = "") -> None:
        self.link.set_presence(show, to)

    def close(self) -> None:
        self.link.close()


@runtime_checkable
class Taker(Protocol):
    """An open table's director (scenes/games/online/table.py `OnlineTable`, built with `polls=False`)."""

    table_id: str

    def take(self, events: list) -> None: ...


class OnlineConnection:
    """One account's connection, as the app's "online" service (scenes/engine/app.py `Service`)."""

    def __init__(self, app: Any, account: Account, link: Link) -> None:
        self.app = app
        self.account = account
        self.link = ReasonsKept(link)
        self.client = OnlineClient(self.link, account.referee_address)
        self.state = CONNECTING
        self.events: list[ClientEvent] = []  # what the last tick brought (the top scene reads it)
        self.changes = 0  # grows with every tick that brought something: a lobby words its rows anew then
        self.unfocused = 0.0  # seconds the window has been without the focus (0 while it has it)
        self.away = False  # the referee was told "away"
        self.turns: set[str] = set()  # the tables where it was our turn at the last look
        self.takers: weakref.WeakSet[Any] = weakref.WeakSet()  # open tables' directors (`feed`)

    @property
    def failure(self) -> str:
        """The link's words for a failed connection (English), "" unless it failed."""
        return self.link.failure

    @property
    def reason(self) -> str:
        """Why the connection failed, as the link's key ("password", "unreachable", ...; "" unless it did)."""
        return self.link.reason

    @property
    def ready(self) -> bool:
        """Requests may go out now."""
        return self.state == CONNECTED

    @property
    def usable(self) -> bool:
        """Connected, or the link is on its way back (the lobby shows what it knows meanwhile)."""
        return self.state in (CONNECTED, RECONNECTING)

    def feed(self, taker: Taker) -> None:
        """Hand every tick's events to an open table's director from now on (as long as it lives)."""
        self.takers.add(taker)

    # ------------------------------------------------------------------ the Service
    def tick(self, dt: float) -> None:
        if self.state == CLOSED:
            self.events = []
            return
        self.events = self.client.poll()
        if self.events:
            self.changes += 1
            for event in self.events:
                self.follow(event)
            for taker in list(self.takers):
                taker.take(self.events)
            self.notice(self.events)
        if not self.app.focused and self.state == CONNECTED:
            self.unfocused += dt
            if self.unfocused >= AWAY_AFTER and not self.away:
                self.away = True
                self.link.set_presence("away", self.client.referee)

    def focus(self, focused: bool) -> None:
        self.unfocused = 0.0
        if focused and self.away:
            self.away = False
            if self.state == CONNECTED:
                self.link.set_presence("online", self.client.referee)

    def close(self) -> None:
        """Leave the server (the referee hears "gone") and the app's services; at the app's end (`running`
        is False) it waits a moment for the goodbye."""
        if self.state == CLOSED:
            return
        self.state = CLOSED
        close_link(self.link, 0.0 if self.app.running else CLOSE_WAIT)
        if self.app.services.get(SERVICE) is self:
            del self.app.services[SERVICE]

    # ------------------------------------------------------------------ what arrived
    def follow(self, event: ClientEvent) -> None:
        """The link's state (the first "connected": hello and the tables; after a reconnect the client does
        both itself), and the tables asked for again when one changed beyond its summary."""
        if event.kind == STATUS_CHANGED:
            show = event.message
            if show == "connected":
                if self.state == CONNECTING:
                    self.client.hello()  # also our presence, directed to the referee
                    self.client.refresh_tables()
                elif self.away:
                    self.link.set_presence("away", self.client.referee)  # hello said "online" again
                self.state = CONNECTED
            elif show == "disconnected" and self.state == CONNECTED:
                self.state = RECONNECTING
            elif show == "failed":
                self.state = FAILED
                close_link(self.link)
        elif event.kind == PRESENCE_CHANGED and not event.table and self.away and self.ready:
            self.link.set_presence(
                "away", self.client.referee
            )  # the referee came back: its hello said "online"
        elif event.kind in (CREATED, ENDED, INVITE) and self.ready:
            self.client.refresh_tables()
        elif event.kind == VIEW and self.ready:
            summary = self.client.tables.get(event.table)
            view = self.client.views.get(event.table)
            if summary is None or (view is not None and view.status != summary.status):
                self.client.refresh_tables()  # a table begun, or ended: its summary says who and since when

    def notice(self, events: list[ClientEvent]) -> None:
        """An invitation, a table where it became our turn, or one that ended (a resignation, a declined
        invitation), while the player is elsewhere in the app (not in the lobby, which lists them, nor at that
        table, which shows its results): a toast, worded again at a change of language."""
        app, client = self.app, self.client
        top = app.stack.top
        in_lobby = bool(getattr(top, "shows_lobby", False))
        at_table = getattr(getattr(top, "director", None), "table_id", None)
        for event in events:
            invitation = client.invitations.get(event.table) if event.kind == INVITE else None
            if invitation is not None and not in_lobby:
                app.toast(lambda i=invitation: invitation_line(app, i), 6.0, theme.ACCENT)
            if event.kind == ENDED and not in_lobby and at_table != event.table:
                app.toast(lambda e=event: ended_line(app, client, e), 6.0, theme.ACCENT)
        turns = my_turns(client)
        for table in sorted(turns - self.turns):
            if not in_lobby and at_table != table:
                app.toast(lambda t=table: turn_line(app, client, t), 5.0, theme.ACCENT)
        self.turns = turns


def connection_of(app: Any) -> OnlineConnection | None:
    """The app's connection, connected or on its way, if one was started."""
    service = app.services.get(SERVICE)
    return service if isinstance(service, OnlineConnection) else None


def start_connection(
    app: Any, account: Account, password: str, register: bool, links: LinkFactory
) -> OnlineConnection:
    """A new connection for `account` in place of any earlier one (closed first: one account at a time)."""
    old = connection_of(app)
    if old is not None:
        old.close()
    connection = OnlineConnection(app, account, links(account, password, register))
    app.services[SERVICE] = connection
    return connection
