"""What the tests over a real XMPP server share: polling clients until something holds, and waiting until
the referee has answered each client's hello. The referee's link logs in beside the clients' and, on a
loaded machine, after them: a request sent before it is there comes back "unreachable", so a test asks
again until the referee answers instead of racing it."""

from __future__ import annotations

import time
from collections.abc import Callable

from net.client import OnlineClient


def pump(
    clients: list[OnlineClient], until: Callable[[], bool], seconds: float = 20.0, what: str = ""
) -> list:
    """Poll the clients until `until()` holds; the events heard meanwhile (AssertionError on time out, naming
    `what` was waited for)."""
    heard: list = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for client in clients:
            heard += client.poll()
        if until():
            return heard
        time.sleep(0.003)
    raise AssertionError(f"not reached in {seconds} s{': ' + what if what else ''}")


def greet(client: OnlineClient) -> None:
    """Say hello when connected, unless the referee answered already or a hello is on its way."""
    waiting = any(op == "hello" for op, _table in client.requests.values())
    if client.connected and not client.referee_release and not waiting:
        client.hello()


def greeted(clients: list[OnlineClient], seconds: float = 30.0) -> None:
    """Connected, and the referee answered each one's hello (asked again while it is not logged in yet)."""

    def answered() -> bool:
        for client in clients:
            greet(client)
        return all(c.referee_release for c in clients)

    pump(clients, answered, seconds)
