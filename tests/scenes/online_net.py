"""Online play for the menus' tests, with no socket: the in-process hub (net/memory.py) as the server, the real
`Referee` stepped by hand before each frame, links made by a factory the account screen is given, and a
keyring of the test's own (the real one is never touched)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import keyring
from keyring.backend import KeyringBackend
from keyring.errors import PasswordDeleteError

from net.client import OnlineClient
from net.driver import step
from net.link import STATUS, Incoming
from net.memory import MemoryHub
from net.referee import Referee
from net.referee_ai import InlineAi
from scenes.engine.app import App
from scenes.menus.online.address import Account
from scenes.menus.online.connection import OnlineConnection, start_connection

REFEREE = "referee@test"
ME = "alice@test"


class MemoryKeyring(KeyringBackend):
    """A keyring in memory (keyring.set_keyring), so that no test reads or writes the user's own."""

    priority = 1  # type: ignore[assignment]  (keyring's class property, a plain number here)

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[(service, username)] = password

    def delete_password(self, service: str, username: str) -> None:
        if (service, username) not in self.kept:
            raise PasswordDeleteError("none kept")
        del self.kept[(service, username)]


class FailingLink:
    """A link whose connection fails as net/xmpp.py's does (STATUS "failed" with its reason key and detail)."""

    def __init__(self, address: str, reason: str, detail: str) -> None:
        self.address = address
        self.told = [Incoming(STATUS, show="failed", detail=detail, body={"reason": reason})]
        self.closed = False

    def poll(self, timeout: float = 0.0) -> list[Incoming]:
        told, self.told = self.told, []
        return told

    def send(self, to: str, body: dict[str, Any], text: str = "") -> None:
        raise AssertionError("nothing is sent on a failed link")

    def request(self, to: str, body: dict[str, Any], timeout: float = 15.0) -> str:
        raise AssertionError("nothing is asked on a failed link")

    def answer(self, request: Incoming, body: dict[str, Any]) -> None:
        raise AssertionError("nothing is answered on a failed link")

    def set_presence(self, show: str = "online", to: str = "") -> None:
        raise AssertionError("no presence on a failed link")

    def close(self) -> None:
        self.closed = True


class Net:
    """The hub, the referee (stepped by `frames` before every frame) and other players' clients."""

    def __init__(self, folder: Path) -> None:
        self.hub = MemoryHub()
        self.referee_link = self.hub.link(REFEREE)
        self.referee = Referee(folder, ai=InlineAi())
        self.others: dict[str, OnlineClient] = {}
        self.heard: dict[str, list] = {}  # what the other clients' polls brought, by address
        self.asked: list[tuple[str, str, bool]] = []  # (address, password, register) the factory was given

    def links(self, account: Account, password: str, register: bool):
        """The account screen's link factory: a link of the hub for the address."""
        self.asked.append((account.address, password, register))
        return self.hub.link(account.address)

    def friend(self, address: str) -> OnlineClient:
        client = OnlineClient(self.hub.link(address), REFEREE)
        client.hello()
        self.others[address] = client
        self.heard[address] = []
        self.settle()
        return client

    def settle(self, rounds: int = 50) -> None:
        """The referee and the other clients take what arrived until nothing moves."""
        for _ in range(rounds):
            moved = step(self.referee, self.referee_link)
            for address, client in self.others.items():
                got = client.poll()
                self.heard[address] += got
                moved += len(got)
            if not moved:
                return

    def frames(self, app: App, n: int = 1) -> None:
        """`n` frames of the app, the network settling before each."""
        for _ in range(n):
            self.settle()
            app.step(1 / 60)

    def connect(self, app: App, address: str = ME) -> OnlineConnection:
        """The app connected as `address` without the account screen (for the lobby's and set-up's tests)."""
        connection = start_connection(app, Account("", address, REFEREE), "pw", False, self.links)
        self.frames(app, 4)
        assert connection.ready
        return connection

    def close(self) -> None:
        self.referee.close()


def use_memory_keyring() -> tuple[MemoryKeyring, Any]:
    """(the test's keyring, the one to put back afterwards)."""
    before = keyring.get_keyring()
    kept = MemoryKeyring()
    keyring.set_keyring(kept)
    return kept, before
