"""The referee process: `python -m net referee --address referee@example.org --data DIR [...]`.

It logs in to the XMPP server as the referee's ordinary account (net/xmpp.py, imported only here), reads
its tables from DIR, and serves until SIGTERM or Ctrl-C: `serve` takes what arrives, lets the `Referee`
handle it, sends what it says and gives the AI seats their turn (ProcessAi: processes of their own that end
with this one). The password comes from the environment variable SPIELTISCH_REFEREE_PASSWORD, a file
(`--password-file`), or is asked on the terminal: never from the command line, where every user of the
machine could read it. Whoever runs the referee can read every hand in its data folder.
"""

from __future__ import annotations

import argparse
import gc
import getpass
import logging
import os
import signal
import sys
import threading
from pathlib import Path

from net.driver import announce, deliver
from net.link import STATUS, Link
from net.referee import Referee
from net.referee_ai import ProcessAi

log = logging.getLogger("net.referee_process")
PASSWORD_VARIABLE = "SPIELTISCH_REFEREE_PASSWORD"


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m net", description="Spieltisch network play")
    commands = top.add_subparsers(dest="command", required=True)
    # no abbreviations: "--password SECRET" must be an error, not the password file "SECRET"
    ref = commands.add_parser(
        "referee", help="run the referee that holds the online games", allow_abbrev=False
    )
    ref.add_argument("--address", required=True, help="the referee's account, e.g. referee@example.org")
    ref.add_argument("--data", required=True, type=Path, help="the folder of the referee's tables")
    ref.add_argument("--host", default="", help="the server's host (default: found from the address)")
    ref.add_argument("--port", type=int, default=5222)
    ref.add_argument("--password-file", type=Path, help=f"read the password here (or ${PASSWORD_VARIABLE})")
    ref.add_argument("--register", action="store_true", help="create the account first (XEP-0077)")
    ref.add_argument("--ai-workers", type=int, default=1, help="processes searching for AI seats")
    ref.add_argument("--plain-on-loopback", action="store_true", help="tests only: no TLS on 127.0.0.1")
    ref.add_argument("--verbose", action="store_true")
    return top


def password(args: argparse.Namespace) -> str:
    if os.environ.get(PASSWORD_VARIABLE):
        return os.environ[PASSWORD_VARIABLE]
    if args.password_file is not None:
        return args.password_file.read_text(encoding="utf-8").strip()
    return getpass.getpass(f"password of {args.address}: ")


def serve(referee: Referee, link: Link, stopping: threading.Event, timeout: float = 0.05) -> int:
    """Serve until `stopping` is set (0) or the link says it failed for good (1: a refused password,
    no server there)."""
    while not stopping.is_set():
        for item in link.poll(timeout):
            if item.kind == STATUS:
                log.info("connection: %s %s", item.show, item.detail)
                if item.show == "failed":
                    return 1
            deliver(link, referee.handle(item))
        deliver(link, referee.tick())
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO, format="%(asctime)s %(name)s %(message)s"
    )
    from net.xmpp import XmppLink  # slixmpp: only the referee's process and the game's client load it

    link = XmppLink(
        args.address,
        password(args),
        args.host,
        args.port,
        register=args.register,
        allow_plain_on_loopback=args.plain_on_loopback,
    )
    referee = Referee(args.data, ai=ProcessAi(args.ai_workers))
    # the tables read at the start (every move replayed) are a long-lived heap: out of the collector's sight,
    # a full collection no longer walks them (measured: a 20-25 ms pause about every 53rd move without this)
    gc.freeze()
    stopping = threading.Event()
    for signum in (signal.SIGTERM, signal.SIGINT):
        signal.signal(signum, lambda *_: stopping.set())
    announce(referee, link)
    try:
        return serve(referee, link, stopping)
    finally:
        link.close()
        referee.close()


if __name__ == "__main__":
    sys.exit(main())
