"""The referee process's loop (net/__main__.py) over any link: it serves until told to stop, ends when the
link failed for good, and takes its password never from the command line."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from net.__main__ import PASSWORD_VARIABLE, parser, password, serve
from net.client import OnlineClient, ai_seat, player_seat
from net.link import STATUS, Incoming
from net.memory import MemoryHub
from net.referee import Referee
from net.referee_ai import InlineAi


def test_serve_answers_clients_until_stopped(tmp_path: Path) -> None:
    hub = MemoryHub()
    referee, link = Referee(tmp_path, ai=InlineAi()), hub.link("referee@test")
    stopping = threading.Event()
    result: list[int] = []
    thread = threading.Thread(target=lambda: result.append(serve(referee, link, stopping, 0.01)))
    thread.start()
    alice = OnlineClient(hub.link("alice@test"), "referee@test")
    alice.hello()
    alice.create("kamisado", None, [player_seat("alice@test"), ai_seat("easy")])
    events = []
    for _ in range(500):
        events += alice.poll()
        if alice.views:
            break
        time.sleep(0.01)
    stopping.set()
    thread.join(5)
    assert result == [0] and "created" in [e.kind for e in events] and alice.views


def test_serve_ends_when_the_link_failed_for_good(tmp_path: Path) -> None:
    class Failed:
        address = "referee@test"

        def poll(self, timeout: float = 0.0) -> list[Incoming]:
            return [Incoming(STATUS, show="failed", detail="not authorized")]

    assert serve(Referee(tmp_path, ai=InlineAi()), Failed(), threading.Event()) == 1  # type: ignore[arg-type]


def test_the_password_comes_from_the_environment_or_a_file_never_the_command_line(
    tmp_path, monkeypatch
) -> None:
    with pytest.raises(SystemExit):
        parser().parse_args(["referee", "--address", "r@x", "--data", "d", "--password", "secret"])
    secret = tmp_path / "pw"
    secret.write_text("from the file\n")
    args = parser().parse_args(["referee", "--address", "r@x", "--data", "d", "--password-file", str(secret)])
    monkeypatch.delenv(PASSWORD_VARIABLE, raising=False)
    assert password(args) == "from the file"
    monkeypatch.setenv(PASSWORD_VARIABLE, "from the environment")
    assert password(args) == "from the environment"
