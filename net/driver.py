"""Drive a `Referee` over a `Link`: take what arrived, let the referee handle it, send what it says, and give
its AI seats their turn. The referee's process loops `step` (net/__main__.py); tests drive it in a thread
(`RefereeThread`) or step it by hand."""

from __future__ import annotations

import logging
import threading

from net.link import ANSWER, PRESENCE, Link
from net.referee import Outgoing, Referee

log = logging.getLogger(__name__)


def deliver(link: Link, outgoing: list[Outgoing]) -> None:
    """Send each outgoing in order: an answer to its request, a message to its address, our presence."""
    for out in outgoing:
        if out.kind == ANSWER:
            assert out.request is not None
            link.answer(out.request, out.body)
        elif out.kind == PRESENCE:
            link.set_presence("online", to=out.to)
        else:
            link.send(out.to, out.body, out.text)


def announce(referee: Referee, link: Link) -> None:
    """The referee is here (`Referee.announcements`): sent once, when it starts."""
    deliver(link, referee.announcements())


def step(referee: Referee, link: Link, timeout: float = 0.0) -> int:
    """One round: what arrived within `timeout` seconds, then the AI seats' moves; the incoming count."""
    incoming = link.poll(timeout)
    for item in incoming:
        deliver(link, referee.handle(item))
    deliver(link, referee.tick())
    return len(incoming)


class RefereeThread:
    """A referee served in a thread of its own until `stop()` (its link is closed then)."""

    def __init__(self, referee: Referee, link: Link, timeout: float = 0.02) -> None:
        self.referee, self.link, self.timeout = referee, link, timeout
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.run, name="spieltisch-referee", daemon=True)

    def start(self) -> RefereeThread:
        announce(self.referee, self.link)
        self.thread.start()
        return self

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                step(self.referee, self.link, self.timeout)
            except Exception:  # a link's hiccup must not end the referee's thread
                log.exception("referee step failed")

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(5.0)
        self.link.close()
        self.referee.close()
