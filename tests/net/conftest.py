"""Fixtures of the network tests over a real XMPP server: Prosody started by the tests themselves
(tests/net/prosody.py), accounts made for each test, and links that are closed after it.

Without Prosody (not installed, or it would not start) these tests skip with the reason; CI, which installs
Prosody, sets SPIELTISCH_NEED_PROSODY=1 so that a server that does not start fails the run instead.
"""

from __future__ import annotations

import itertools
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from net.xmpp import XmppLink
from tests.net.prosody import Prosody, ProsodyUnavailable

PASSWORD = "correct horse battery staple"
_names = itertools.count(1)


def _started(folder: Path, registration: bool = True, tls: bool = False) -> Prosody:
    try:
        server = Prosody(folder, registration=registration, tls=tls)
        server.start()
    except ProsodyUnavailable as exc:
        if os.environ.get("SPIELTISCH_NEED_PROSODY") == "1":
            pytest.fail(f"Prosody is needed here (SPIELTISCH_NEED_PROSODY=1): {exc}")
        pytest.skip(f"no XMPP server for the network tests: {exc}")
    return server


@pytest.fixture(scope="session")
def prosody_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Prosody]:
    """One Prosody for the whole run (it starts in about 0.1 s, but the accounts of every test live in it
    side by side: each test makes its own)."""
    server = _started(tmp_path_factory.mktemp("prosody"))
    yield server
    server.stop()


@pytest.fixture
def own_prosody(tmp_path: Path) -> Iterator[Prosody]:
    """A Prosody for one test alone, which it may stop, kill and restart (`stop()`, `kill()`, `start()`,
    `restart()`) without disturbing the others."""
    server = _started(tmp_path / "prosody")
    yield server
    server.kill()


@pytest.fixture
def closed_prosody(tmp_path: Path) -> Iterator[Prosody]:
    """A Prosody that lets no client make an account (allow_registration = false)."""
    server = _started(tmp_path / "prosody", registration=False)
    yield server
    server.kill()


@pytest.fixture
def tls_prosody(tmp_path: Path) -> Iterator[Prosody]:
    """A Prosody that wants TLS, as a real server does: STARTTLS on `port`, direct TLS on `tls_port`, with a
    self-signed certificate for localhost (`certificate`, which no system trusts). Skipped without openssl,
    which makes the certificate (SPIELTISCH_NEED_PROSODY asks for Prosody only)."""
    if shutil.which("openssl") is None:
        pytest.skip("openssl not found: it makes the TLS test server's certificate")
    server = _started(tmp_path / "prosody", tls=True)
    yield server
    server.kill()


@pytest.fixture
def account() -> Callable[[Prosody, str], str]:
    """`account(server, "alice")` makes a fresh account (alice3@localhost, password PASSWORD)."""

    def make(server: Prosody, name: str) -> str:
        return server.register(f"{name}{next(_names)}", PASSWORD)

    return make


@pytest.fixture
def xmpp_link() -> Iterator[Callable[..., XmppLink]]:
    """`xmpp_link(server, address, password=PASSWORD, **options)`: an XmppLink to the test's server over
    loopback, closed after the test."""
    links: list[XmppLink] = []

    def connect(server: Prosody, address: str, password: str = PASSWORD, **options: bool) -> XmppLink:
        options.setdefault("allow_plain_on_loopback", True)
        link = XmppLink(address, password, server.host, server.port, **options)
        links.append(link)
        return link

    yield connect
    for link in links:
        link.close()
