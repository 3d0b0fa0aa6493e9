"""An in-process message server for unit tests: `MemoryHub` hands out `Link`s (net/link.py) that behave as a
server's connections do where our code relies on it.

- Messages are routed by bare address and kept for an address that is not connected, then delivered when it
  connects (offline storage: correspondence play).
- A request to an address that is not connected is answered at once with "unreachable"; one whose receiver
  leaves before answering, or that waits longer than its timeout, too.
- Presence is directed: a link that told `to` of itself (`set_presence(show, to)`) makes the hub tell `to`
  "gone" when it closes or drops; presence is never stored for later. A link told of a peer that had not
  told it before tells that peer of itself back, as net/xmpp.py's link does, so the two find each other. The
  hub keeps no rosters: a presence to everyone (no `to`) reaches only those the link told of itself before.
- A new link gets STATUS "connected" first; `drop` and `reconnect` play a lost and a regained connection
  (STATUS "disconnected" / "connected"; messages meanwhile are stored).
- `inject_malformed` hands a link what a server stanza of our namespace with an unreadable payload becomes.

Thread-safe: one lock guards the hub, and `poll(timeout)` waits on its condition, so a referee may run in a
thread of its own while the test's clients poll in another.
"""

from __future__ import annotations

import itertools
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import Any

from net.link import ANSWER, MALFORMED, MESSAGE, PRESENCE, REQUEST, STATUS, Incoming
from net.protocol import UNREACHABLE, bare, refusal


@dataclass(frozen=True)
class Sent:
    """A message or an answer as it went over the hub (what a test may check on the wire)."""

    kind: str  # MESSAGE or ANSWER
    sender: str
    to: str
    body: dict[str, Any]
    text: str = ""
    ident: str = ""  # ANSWER: the request's id


@dataclass
class _Pending:
    """A request on its way: who asked (and on which link), whom, until when."""

    asker: MemoryLink
    to: str
    deadline: float


class MemoryHub:
    def __init__(self, record: bool = True) -> None:
        """`record`: keep every message and answer in `sent` (tests look at the wire; a long benchmark
        would only grow)."""
        self.record = record
        self.lock = threading.Lock()
        self.arrived = threading.Condition(self.lock)
        self.links: dict[str, MemoryLink] = {}  # connected links by bare address
        self.offline: dict[str, list[Incoming]] = {}  # messages kept for addresses not connected
        self.pending: dict[str, _Pending] = {}  # requests not answered yet, by ident
        self.told: dict[str, set[str]] = {}  # address -> addresses it sent presence to
        self.sent: list[Sent] = []  # every message and answer, in order
        self._idents = itertools.count(1)

    def link(self, address: str) -> MemoryLink:
        """A connected link for `address`; an earlier link of the same address is closed first (as a server
        replaces a connection)."""
        address = bare(address)
        old = self.links.get(address)
        if old is not None:
            old.close()
        link = MemoryLink(self, address)
        with self.lock:
            self._connect(link)
        return link

    def drop(self, address: str) -> None:
        """The connection of `address` is lost: it gets STATUS "disconnected", whom it told of itself get
        "gone", its pending requests fail; what is sent to it meanwhile is stored."""
        with self.lock:
            link = self.links.get(bare(address))
            if link is not None:
                self._leave(link)
                link.queue.append(Incoming(STATUS, show="disconnected"))
                self.arrived.notify_all()

    def reconnect(self, link: MemoryLink) -> None:
        """A dropped link connects again (STATUS "connected", then the messages stored meanwhile)."""
        with self.lock:
            if not link.closed and self.links.get(link.address) is not link:
                self._connect(link)

    def inject_malformed(self, sender: str, to: str, detail: str, as_request: bool = False) -> str:
        """Hand `to` a MALFORMED incoming from `sender` (a payload that could not be read); as a request it
        can be answered (the answer reaches `sender`'s link). Returns its ident ("" for a message)."""
        with self.lock:
            ident = ""
            if as_request and bare(sender) in self.links:
                ident = f"m{next(self._idents)}"
                self.pending[ident] = _Pending(self.links[bare(sender)], bare(to), time.monotonic() + 60)
            self._deliver(bare(to), Incoming(MALFORMED, bare(sender), ident=ident, detail=detail))
        return ident

    # ----- under the lock
    def _connect(self, link: MemoryLink) -> None:
        self.links[link.address] = link
        link.queue.append(Incoming(STATUS, show="connected"))
        link.queue.extend(self.offline.pop(link.address, []))
        self.arrived.notify_all()

    def _leave(self, link: MemoryLink) -> None:
        if self.links.get(link.address) is link:
            del self.links[link.address]
        for to in sorted(self.told.pop(link.address, set())):
            self._deliver(to, Incoming(PRESENCE, link.address, show="gone"), keep=False)
        for ident, pending in list(self.pending.items()):
            if pending.to == link.address:
                self._fail(ident, "the receiver left before answering")

    def _tell(self, sender: str, to: str, show: str) -> None:
        """`sender` tells `to` of itself; `to`, told first by a peer it had not told, tells it back."""
        self.told.setdefault(sender, set()).add(to)
        self._deliver(to, Incoming(PRESENCE, sender, show=show), keep=False)
        if to in self.links and sender not in self.told.get(to, set()):
            self._tell(to, sender, "online")

    def _deliver(self, to: str, incoming: Incoming, keep: bool = True) -> None:
        link = self.links.get(to)
        if link is not None:
            link.queue.append(incoming)
            self.arrived.notify_all()
        elif keep:
            self.offline.setdefault(to, []).append(incoming)

    def _fail(self, ident: str, why: str) -> None:
        pending = self.pending.pop(ident)
        body = refusal(UNREACHABLE, f"{pending.to} is not reachable: {why}")
        pending.asker.queue.append(Incoming(ANSWER, pending.to, body, ident=ident))
        self.arrived.notify_all()

    def _expire(self, now: float) -> None:
        for ident, pending in list(self.pending.items()):
            if pending.deadline <= now:
                self._fail(ident, "no answer in time")


class MemoryLink:
    """One account's connection to a `MemoryHub` (the `net.link.Link` protocol)."""

    def __init__(self, hub: MemoryHub, address: str) -> None:
        self.hub = hub
        self.address = address
        self.queue: deque[Incoming] = deque()
        self.closed = False

    @property
    def connected(self) -> bool:
        return self.hub.links.get(self.address) is self

    def send(self, to: str, body: dict[str, Any], text: str = "") -> None:
        hub = self.hub
        with hub.lock:
            if self.connected:
                if hub.record:
                    hub.sent.append(Sent(MESSAGE, self.address, bare(to), body, text))
                hub._deliver(bare(to), Incoming(MESSAGE, self.address, body))

    def request(self, to: str, body: dict[str, Any], timeout: float = 15.0) -> str:
        hub = self.hub
        to = bare(to)
        with hub.lock:
            ident = f"r{next(hub._idents)}"
            hub.pending[ident] = _Pending(self, to, time.monotonic() + timeout)
            if not self.connected:
                hub._fail(ident, "we are not connected")
            elif to not in hub.links:
                hub._fail(ident, "the receiver is offline")
            else:
                hub._deliver(to, Incoming(REQUEST, self.address, body, ident=ident))
        return ident

    def answer(self, request: Incoming, body: dict[str, Any]) -> None:
        hub = self.hub
        with hub.lock:
            pending = hub.pending.get(request.ident)
            if pending is None or pending.to != self.address or not self.connected:
                return  # answered already, timed out, or not ours to answer
            del hub.pending[request.ident]
            if hub.record:
                hub.sent.append(Sent(ANSWER, self.address, pending.asker.address, body, ident=request.ident))
            if pending.asker.connected:
                pending.asker.queue.append(Incoming(ANSWER, self.address, body, ident=request.ident))
                hub.arrived.notify_all()

    def set_presence(self, show: str = "online", to: str = "") -> None:
        hub = self.hub
        with hub.lock:
            if not self.connected:
                return
            # no rosters here, so no subscribers: a presence to everyone reaches those we told before
            targets = [bare(to)] if to else sorted(hub.told.get(self.address, ()))
            for target in targets:
                hub._tell(self.address, target, show)

    def poll(self, timeout: float = 0.0) -> list[Incoming]:
        hub = self.hub
        end = time.monotonic() + timeout
        with hub.lock:
            while True:
                hub._expire(time.monotonic())
                if self.queue or time.monotonic() >= end:
                    break
                hub.arrived.wait(max(0.0, min(end - time.monotonic(), 0.05)))
            out = list(self.queue)
            self.queue.clear()
        return out

    def close(self) -> None:
        hub = self.hub
        with hub.lock:
            if not self.closed:
                self.closed = True
                hub._leave(self)
