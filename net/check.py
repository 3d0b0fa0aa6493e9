"""`main.py --net-check`: can this program reach an XMPP server and pass a message through it? It logs in,
sends a payload and waits for it to come back: from the account itself (the server hands a message to our
own address back to us), or from a peer that echoes it (tools/smoke_exe.py runs one beside the executable, so
that two accounts exchange a message through the frozen slixmpp). The answer is one dict, printed as JSON.
"""

from __future__ import annotations

import secrets
import time
from typing import Any

from net.link import MESSAGE, STATUS
from net.xmpp import XmppLink, parse_server

CHECK_OP = "net_check"


def net_check(
    server: str, address: str, password: str, peer: str = "", timeout: float = 20.0
) -> dict[str, Any]:
    """The check's outcome: {"net_check": "ok", "round_trip_ms", ...} or {"net_check": "failed", "detail"}.
    ValueError for a server or address that is none (the caller's bad arguments)."""
    host, port = parse_server(server)
    link = XmppLink(address, password, host, port, allow_plain_on_loopback=True)
    result: dict[str, Any] = {
        "address": link.address,
        "server": f"{host}:{port}",
        "peer": peer or link.address,
    }
    deadline = time.monotonic() + timeout
    try:
        detail = wait_connected(link, deadline)
        if detail:
            return {"net_check": "failed", "detail": detail, **result}
        nonce = secrets.token_hex(8)
        started = time.perf_counter()
        link.send(
            peer or link.address, {"op": CHECK_OP, "nonce": nonce}, text="Spieltisch checks its connection"
        )
        if not wait_echo(link, peer or link.address, nonce, deadline):
            return {"net_check": "failed", "detail": f"no echo within {timeout:.0f} s", **result}
        return {
            "net_check": "ok",
            "round_trip_ms": round((time.perf_counter() - started) * 1000, 1),
            **result,
        }
    finally:
        link.close()


def wait_connected(link: XmppLink, deadline: float) -> str:
    """ "" once the link is connected, else why not."""
    while time.monotonic() < deadline:
        for incoming in link.poll(0.1):
            if incoming.kind == STATUS and incoming.show == "connected":
                return ""
            if incoming.kind == STATUS and incoming.show == "failed":
                return incoming.detail
    return "no connection in time"


def wait_echo(link: XmppLink, sender: str, nonce: str, deadline: float) -> bool:
    while time.monotonic() < deadline:
        for incoming in link.poll(0.1):
            if incoming.kind == MESSAGE and incoming.sender == sender and incoming.body.get("nonce") == nonce:
                return True
    return False


def echo(link: XmppLink, incoming_limit: int = 1, timeout: float = 60.0) -> list[str]:
    """The peer's side: send every check message back to its sender, until `incoming_limit` were echoed or
    `timeout` passed; the senders, in order."""
    senders: list[str] = []
    deadline = time.monotonic() + timeout
    while len(senders) < incoming_limit and time.monotonic() < deadline:
        for incoming in link.poll(0.1):
            if incoming.kind == MESSAGE and incoming.body.get("op") == CHECK_OP:
                link.send(incoming.sender, incoming.body)
                senders.append(incoming.sender)
    return senders
