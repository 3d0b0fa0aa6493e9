"""A headless player in a process of its own, for the tests that kill a client mid-game:

    python -m tests.net.player --host 127.0.0.1 --port P --address bob@localhost --referee referee@localhost

The password comes from the environment (SPIELTISCH_PLAYER_PASSWORD). It accepts every invitation, and at
each of its tables plays a random legal move of its own view whenever it is its turn, until every table it
knows has ended. Each accepted move and each view it took is one JSON line on stdout, so that a test can see
how far it got before it killed it. It is the game's own client model (`net.client.OnlineClient`) on the
game's own link (`net.xmpp.XmppLink`), only without a screen.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

import rules
from net.client import VIEW, OnlineClient
from net.xmpp import XmppLink
from tests.net.over_xmpp import greet


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


def play(client: OnlineClient, rng: random.Random, seconds: float) -> int:
    """Play until every table known has ended (0), or the time is up (1)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        for event in client.poll():
            if event.kind == VIEW:
                view = client.views[event.table]
                say(event="view", table=event.table, version=view.version, status=view.status)
        if client.connected and not client.referee_release:
            greet(client)  # again while the referee is not there yet: what it sent meanwhile is stored
        for table in list(client.invitations):
            client.accept(table)
            client.invitations.pop(table)
        views = client.views.values()
        waiting = client.invitations or any(t.status == "invited" for t in client.tables.values())
        if views and all(v.status != "playing" for v in views) and not waiting:
            return 0
        for view in list(views):
            if view.my_turn and not client.is_pending(view.table):
                move = rng.choice(rules.GAMES[view.game].legal_moves(view.state))
                client.move(view.table, move)
        time.sleep(0.005)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.net.player")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--address", required=True)
    parser.add_argument("--referee", required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args(argv)
    password = os.environ.get("SPIELTISCH_PLAYER_PASSWORD", "")
    link = XmppLink(args.address, password, args.host, args.port, allow_plain_on_loopback=True)
    try:
        client = OnlineClient(link, args.referee, client="tests.net.player")
        return play(client, random.Random(args.seed), args.seconds)
    finally:
        link.close()


if __name__ == "__main__":
    sys.exit(main())
