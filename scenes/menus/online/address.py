"""The account a player connects with (server, address, referee) and the checks of what he typed: an address
is `name@host` as the protocol takes it (net/protocol.py refuses anything else with `bad_request`), a server is
a host with an optional `:port`. Each check answers with the key of a sentence that says what is wrong, so
that nothing is sent that the server or the referee would refuse."""

from __future__ import annotations

import re
from dataclasses import dataclass

XMPP_PORT = 5222  # the standard client port (RFC 6120)
MAX_ADDRESS = 200  # the protocol's longest account
ADDRESS = re.compile(r"[^@\s/]{1,64}@[^@\s/]{1,128}")  # what net/protocol.py accepts as an account


def clean(value: str) -> str:
    """What a field holds without the blanks around it (a pasted address often brings some)."""
    return value.strip()


def is_address(value: str) -> bool:
    return len(value) <= MAX_ADDRESS and ADDRESS.fullmatch(value) is not None


def domain(address: str) -> str:
    """The host part of `name@host` ("" when there is none)."""
    return address.rpartition("@")[2] if "@" in address else ""


def local_part(address: str) -> str:
    """The name part of `name@host` (a seat's default name)."""
    return address.partition("@")[0]


def split_server(server: str) -> tuple[str, int] | None:
    """(host, port) of "host", "host:port" or "[v6 address]:port" as the link reads them (net/xmpp.py's
    `parse_server`), None when it is none of them. net/xmpp.py brings slixmpp along: the account screen has
    it imported ahead, in a thread (connection.py `preload_xmpp`), so that Connect does not wait for it."""
    from net.xmpp import parse_server

    try:
        return parse_server(server, XMPP_PORT)
    except ValueError:
        return None


@dataclass(frozen=True)
class Account:
    """What the account screen connects with; the settings keep these three (never the password)."""

    server: str  # "host" or "host:port"; empty: found from the address's host (DNS SRV, as XMPP does)
    address: str  # "name@host"
    referee: str = ""  # empty: referee@<the address's host>

    @property
    def host_port(self) -> tuple[str, int]:
        """Where to connect (the account must have passed `problem`); ("", 5222) when no server was given:
        the link then asks the address's domain where its server is."""
        found = split_server(self.server) if self.server else None
        return found or ("", XMPP_PORT)

    @property
    def referee_address(self) -> str:
        return self.referee or f"referee@{domain(self.address)}"

    def problem(self) -> str | None:
        """The translation key of what is wrong with the account as typed, None when it may be tried."""
        if not self.address:
            return "account.problem.no_address"
        if not is_address(self.address):
            return "account.problem.address"
        if self.server and split_server(self.server) is None:
            return "account.problem.server"
        if self.referee and not is_address(self.referee):
            return "account.problem.referee"
        if self.referee_address == self.address:
            return "account.problem.referee_is_you"
        return None
