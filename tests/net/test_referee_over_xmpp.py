"""The referee process (`python -m net referee`, net/__main__.py) over a real Prosody: it answers a client,
comes back by itself after the server restarted, ends cleanly on SIGTERM and SIGINT, and ends with 1 when
the server refuses its password. Skipped until the referee's core is there (net/referee.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from net.link import ANSWER, STATUS
from net.xmpp import XmppLink
from tests.net.conftest import PASSWORD
from tests.net.prosody import Prosody

pytest.importorskip("net.referee")

ROOT = Path(__file__).resolve().parents[2]
HELLO = {"op": "hello", "proto": 1, "client": "tests"}


def start_referee(server: Prosody, address: str, data: Path, password: str = PASSWORD) -> subprocess.Popen:
    command = [sys.executable, "-m", "net", "referee", "--address", address, "--data", str(data)]
    command += ["--host", server.host, "--port", str(server.port), "--plain-on-loopback"]
    env = {**os.environ, "SPIELTISCH_REFEREE_PASSWORD": password}
    return subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)


@pytest.fixture
def referee_process() -> Iterator[Callable[..., subprocess.Popen]]:
    started: list[subprocess.Popen] = []

    def start(*args: object, **options: object) -> subprocess.Popen:
        process = start_referee(*args, **options)  # type: ignore[arg-type]
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait(10)


def hello(link: XmppLink, referee: str, timeout: float = 10.0) -> dict:
    """Ask the referee's hello again and again (it may not be logged in yet) until it answers."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ident = link.request(referee, HELLO, timeout=2)
        while time.monotonic() < deadline:
            answers = [i for i in link.poll(0.1) if i.kind == ANSWER and i.ident == ident]
            if answers and answers[0].body.get("ok"):
                return answers[0].body
            if answers:
                time.sleep(0.2)
                break
    raise AssertionError(f"no answer from {referee} in {timeout} s")


def connected(link: XmppLink) -> XmppLink:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        if any(i.kind == STATUS and i.show == "connected" for i in link.poll(0.1)):
            return link
    raise AssertionError(f"{link.address} did not connect")


def stopped(process: subprocess.Popen, sig: signal.Signals) -> tuple[int, float]:
    started = time.monotonic()
    process.send_signal(sig)
    code = process.wait(10)
    return code, time.monotonic() - started


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_referee_answers_and_ends_cleanly_on_a_signal(
    own_prosody: Prosody,
    account: Callable[[Prosody, str], str],
    xmpp_link: Callable[..., XmppLink],
    referee_process: Callable[..., subprocess.Popen],
    tmp_path: Path,
    sig: signal.Signals,
) -> None:
    referee = account(own_prosody, "referee")
    process = referee_process(own_prosody, referee, tmp_path / "tables")
    client = connected(xmpp_link(own_prosody, account(own_prosody, "alice")))
    assert hello(client, referee)["proto"] == 1
    code, seconds = stopped(process, sig)
    assert code == 0 and seconds < 5, process.stderr.read() if process.stderr else ""


def test_the_referee_comes_back_by_itself_after_the_server_restarted(
    own_prosody: Prosody,
    account: Callable[[Prosody, str], str],
    xmpp_link: Callable[..., XmppLink],
    referee_process: Callable[..., subprocess.Popen],
    tmp_path: Path,
) -> None:
    referee = account(own_prosody, "referee")
    process = referee_process(own_prosody, referee, tmp_path / "tables")
    client = connected(xmpp_link(own_prosody, account(own_prosody, "alice")))
    hello(client, referee)
    own_prosody.restart()
    connected(client)  # after its STATUS disconnected
    assert hello(client, referee, timeout=15)["ok"] is True
    assert process.poll() is None
    assert stopped(process, signal.SIGTERM)[0] == 0


def test_a_refused_password_ends_the_referee_with_1(
    own_prosody: Prosody,
    account: Callable[[Prosody, str], str],
    referee_process: Callable[..., subprocess.Popen],
    tmp_path: Path,
) -> None:
    process = referee_process(own_prosody, account(own_prosody, "referee"), tmp_path / "tables", "wrong")
    assert process.wait(20) == 1
    log = process.stderr.read() if process.stderr else ""
    assert "refused the password" in log and "Traceback" not in log
