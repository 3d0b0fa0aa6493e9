"""`main.py --net-check` (net/check.py) from the source: a message through a real Prosody and back, from the
account itself or from a peer that echoes it; failures as JSON with exit 1; bad arguments exit 2 with one
line, like every other flag (tests/test_cli.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from net.check import echo
from net.xmpp import XmppLink, parse_server
from tests.net.conftest import PASSWORD
from tests.net.prosody import Prosody

ROOT = Path(__file__).resolve().parents[2]


def main_py(*args: str, timeout: float = 60, stdin: str = "") -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
        input=stdin,
    )


def test_the_check_passes_a_message_through_the_server_and_back(
    prosody_server: Prosody, account: Callable[[Prosody, str], str]
) -> None:
    alice = account(prosody_server, "alice")
    out = main_py("--net-check", f"127.0.0.1:{prosody_server.port}", alice, PASSWORD)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["net_check"] == "ok" and result["peer"] == alice and result["round_trip_ms"] > 0


def test_the_password_may_come_from_stdin_instead_of_the_command_line(
    prosody_server: Prosody, account: Callable[[Prosody, str], str]
) -> None:
    alice = account(prosody_server, "alice")
    out = main_py("--net-check", f"127.0.0.1:{prosody_server.port}", alice, "-", stdin=PASSWORD + "\n")
    assert out.returncode == 0, out.stdout + out.stderr
    out = main_py("--net-check", f"127.0.0.1:{prosody_server.port}", alice, "-", stdin="wrong\n")
    assert out.returncode == 1 and "password" in json.loads(out.stdout)["detail"]


def test_the_check_with_a_peer_that_echoes(
    prosody_server: Prosody, account: Callable[[Prosody, str], str], xmpp_link: Callable[..., XmppLink]
) -> None:
    alice, bob = account(prosody_server, "alice"), account(prosody_server, "bob")
    peer = xmpp_link(prosody_server, bob)
    echoed: list[str] = []
    thread = threading.Thread(target=lambda: echoed.extend(echo(peer, 1, timeout=30)), daemon=True)
    thread.start()
    out = main_py("--net-check", f"127.0.0.1:{prosody_server.port}", alice, PASSWORD, bob)
    thread.join(30)
    assert out.returncode == 0, out.stdout + out.stderr
    assert json.loads(out.stdout.strip().splitlines()[-1])["peer"] == bob and echoed == [alice]


def test_a_check_that_fails_says_why_and_exits_1(
    prosody_server: Prosody, account: Callable[[Prosody, str], str]
) -> None:
    out = main_py(
        "--net-check", f"127.0.0.1:{prosody_server.port}", account(prosody_server, "alice"), "wrong"
    )
    assert out.returncode == 1
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["net_check"] == "failed" and "password" in result["detail"]


@pytest.mark.parametrize(
    "args, words",
    [
        (["--net-check", "localhost:5222", "alice@localhost"], "takes HOST[:PORT] ADDRESS PASSWORD"),
        (["--net-check", "localhost:99999", "alice@localhost", "pw"], "not HOST[:PORT]"),
        (["--net-check", "localhost:1", "alice", "pw"], "not an account's address"),
        (["--net-check", "localhost:1", "a@b", "pw", "c@d", "e@f"], "takes HOST[:PORT]"),
        (["--net-check", "localhost:1", "a@b", "pw", "--game", "kamisado"], "takes no game"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str], words: str) -> None:
    out = main_py(*args)
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in out.stderr


@pytest.mark.parametrize(
    "text, server",
    [
        ("example.org", ("example.org", 5222)),
        ("example.org:5223", ("example.org", 5223)),
        ("127.0.0.1:40000", ("127.0.0.1", 40000)),
        ("[::1]:5222", ("::1", 5222)),
        ("::1", ("::1", 5222)),
    ],
)
def test_parse_server(text: str, server: tuple[str, int]) -> None:
    assert parse_server(text) == server


@pytest.mark.parametrize("text", ["", ":5222", "host:", "host:0", "host:x", "a@b:5222", "[::1]x"])
def test_parse_server_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        parse_server(text)
