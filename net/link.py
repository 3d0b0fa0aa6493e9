"""The transport seam: what the referee and the client need of a connection to the message server.

Two links exist: `net.memory` (an in-process hub for unit tests, with a server's offline storage and presence)
and `net.xmpp` (slixmpp in a thread of its own). The referee's core and the client's model take a `Link` and
never import a transport, so that a second transport (MQTT, the research's fallback) is one more module.

Everything a link delivers is an `Incoming`, taken with `poll` (which never blocks unless given a timeout):
a frame of the game asks it once and goes on. Payloads are JSON objects (`dict`); a link puts them into the
protocol's element and takes them out, and hands over what it could not read as kind "malformed".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

# kinds of Incoming
MESSAGE = "message"  # a pushed payload (stored by the server while the receiver was offline)
REQUEST = "request"  # a request that wants an answer (`Link.answer` with its `ident`)
ANSWER = "answer"  # the answer to our own `request` (`ident` is what `request` returned)
PRESENCE = "presence"  # `sender` is now `show`: "online", "away" or "gone"
STATUS = "status"  # our own connection: `show` is "connected", "disconnected" or "failed"
MALFORMED = "malformed"  # a stanza of our namespace whose payload could not be read (`detail` says why)

SHOWS = ("online", "away", "gone")


@dataclass(frozen=True)
class Incoming:
    kind: str
    sender: str = ""  # the bare address the server authenticated ("" for STATUS)
    body: dict[str, Any] = field(default_factory=dict)
    ident: str = ""  # REQUEST / ANSWER: the request's id
    show: str = ""  # PRESENCE: one of SHOWS; STATUS: "connected" / "disconnected" / "failed"
    detail: str = ""  # MALFORMED / STATUS "failed": what went wrong, in English (for the log)


class Link(Protocol):
    """A connection to the message server as one account."""

    address: str  # our own bare address, "alice@example.org"

    def send(self, to: str, body: dict[str, Any], text: str = "") -> None:
        """A message to the bare address `to` (kept by the server while `to` is offline). `text` is a plain
        body for people reading with any chat app ("Your turn in Camelot")."""
        ...

    def request(self, to: str, body: dict[str, Any], timeout: float = 15.0) -> str:
        """Ask `to` and return the request's id at once; the answer comes later as an ANSWER with that id.
        A request that fails on the way (the receiver offline, a timeout) is answered by the link with
        {"ok": False, "error": "unreachable", "message": ...}."""
        ...

    def answer(self, request: Incoming, body: dict[str, Any]) -> None:
        """Answer a REQUEST (once)."""
        ...

    def set_presence(self, show: str = "online", to: str = "") -> None:
        """Announce ourselves as `show` ("online" or "away"), to `to` only (a directed presence: the server
        then tells `to` when we go) or to everyone subscribed."""
        ...

    def poll(self, timeout: float = 0.0) -> list[Incoming]:
        """What arrived since the last call, oldest first; waits up to `timeout` seconds for the first."""
        ...

    def close(self) -> None:
        """Leave the server (presence "gone" for those who were told of us)."""
        ...
