"""What net/xmpp.py costs and how fast it is over loopback, on a Prosody of its own (tests/net/prosody.py):
a message there and back between two accounts, a request and its answer, and poll() on an idle link and
on one with a message waiting. Prints one JSON line per measure (milliseconds; poll in microseconds).

    python -m tests.bench.bench_xmpp [--rounds 300]
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from net.link import ANSWER, MESSAGE, REQUEST, STATUS, Incoming
from net.xmpp import XmppLink
from tests.net.prosody import Prosody

PASSWORD = "bench"


def first(link: XmppLink, kind: str, timeout: float = 10.0) -> Incoming:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for incoming in link.poll(0.5):
            if incoming.kind == kind:
                return incoming
    raise RuntimeError(f"{link.address}: no {kind} in {timeout} s")


def spread(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "p50": round(statistics.median(ordered), 3),
        "p99": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 3),
        "max": round(ordered[-1], 3),
    }


def timed(rounds: int, once: Callable[[int], None]) -> list[float]:
    samples = []
    for n in range(rounds):
        started = time.perf_counter()
        once(n)
        samples.append((time.perf_counter() - started) * 1000)
    return samples


def measure(a: XmppLink, b: XmppLink, rounds: int) -> list[dict]:
    def message(n: int) -> None:
        a.send(b.address, {"op": "ping", "n": n})
        b.send(a.address, first(b, MESSAGE).body)
        first(a, MESSAGE)

    def request(n: int) -> None:
        a.request(b.address, {"op": "sync", "n": n})
        b.answer(first(b, REQUEST), {"ok": True, "n": n})
        first(a, ANSWER)

    out = [
        {"measure": "message there and back (ms)", "rounds": rounds, **spread(timed(rounds, message))},
        {"measure": "request and its answer (ms)", "rounds": rounds, **spread(timed(rounds, request))},
    ]
    idle = [poll_us(a) for _ in range(50)]
    out.append({"measure": "poll() with nothing there (µs)", **spread(idle)})
    waiting = []
    for n in range(50):
        b.send(a.address, {"op": "chat", "n": n})
        got: list[Incoming] = []
        while not got:  # the frame loop's way: one poll a frame, until one brings the message
            time.sleep(0.002)
            started = time.perf_counter()
            got = a.poll()
        waiting.append((time.perf_counter() - started) * 1e6)
    out.append({"measure": "poll() taking one message (µs)", **spread(waiting)})
    return out


def poll_us(link: XmppLink, calls: int = 1000) -> float:
    started = time.perf_counter()
    for _ in range(calls):
        link.poll()
    return (time.perf_counter() - started) / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=300)
    rounds = parser.parse_args().rounds
    with tempfile.TemporaryDirectory() as folder:
        server = Prosody(Path(folder))
        server.start()
        links = []
        try:
            for name in ("alice", "bob"):
                address = server.register(name, PASSWORD)
                links.append(
                    XmppLink(address, PASSWORD, server.host, server.port, allow_plain_on_loopback=True)
                )
            for link in links:
                assert first(link, STATUS).show == "connected"
            for line in measure(links[0], links[1], rounds):
                print(json.dumps(line, ensure_ascii=False))
        finally:
            for link in links:
                link.close()
            server.stop()


if __name__ == "__main__":
    main()
