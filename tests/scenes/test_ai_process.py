"""The AI process's life: it dies with the game however the game dies, it is replaced when it dies or hangs,
it runs at a lower CPU priority than the render loop, and the game goes on through all of it."""

from __future__ import annotations

import multiprocessing
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rules.ai import serve
from scenes.engine.ai_worker import AiWorker
from tests.scenes.conftest import run_frames
from tests.toys import Nim, NimState, TicTacToe

ROOT = Path(__file__).resolve().parents[2]
LINUX = sys.platform.startswith("linux")
KILL = getattr(signal, "SIGKILL", signal.SIGTERM)


def _in_worker() -> bool:
    """True inside a spawned process (the AI worker), False in the test process."""
    return multiprocessing.parent_process() is not None


def _hang() -> None:
    while True:  # never checks a clock or a cancel flag: only a kill ends this
        time.sleep(0.05)


class HangingNim(Nim):
    """Nim whose moves never come in the AI process (the test process itself plays it normally)."""

    def legal_moves(self, s):
        if _in_worker():
            _hang()
        return super().legal_moves(s)


class HangingTicTacToe(TicTacToe):
    def legal_moves(self, s):
        if _in_worker():
            _hang()
        return super().legal_moves(s)


class EndlessNim(Nim):
    """A search that keeps checking its clock and cancel flag, for as long as its budget allows."""

    def new(self, players=2, options=None, seed=None):
        return NimState((9, 11, 13, 15), 0)

    def state_key(self, state):
        return (state, time.perf_counter_ns())  # every node is new work: the search never runs out


NIM = "tests.toys:Nim"
HANGING = f"{__name__}:HangingNim"
ENDLESS = f"{__name__}:EndlessNim"


def _wait_reply(worker: AiWorker, seconds: float):
    """Poll like the render loop does; returns (reply, the longest single poll in seconds)."""
    end = time.monotonic() + seconds
    longest = 0.0
    while time.monotonic() < end:
        started = time.monotonic()
        reply = worker.poll()
        longest = max(longest, time.monotonic() - started)
        if reply is not None:
            return reply, longest
        time.sleep(0.005)
    raise AssertionError(f"no reply within {seconds} s")


@pytest.fixture
def worker():
    w = AiWorker()
    yield w
    w.close()


def test_a_dead_worker_is_replaced_and_the_pending_request_fails(worker) -> None:
    worker.request(ENDLESS, EndlessNim().new(), 0, "hard", 1, 30.0)
    first = worker.pid
    assert first is not None
    os.kill(first, KILL)
    reply, _ = _wait_reply(worker, 10)
    assert reply.error and reply.move is None
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    assert worker.pid not in (None, first)
    reply, _ = _wait_reply(worker, 30)
    assert reply.error is None and reply.move in Nim().legal_moves(NimState((1, 2), 0))


def test_a_hung_worker_is_killed_after_its_deadline_and_replaced_without_blocking(worker) -> None:
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)  # started and warm: timing the hang only
    _wait_reply(worker, 30)
    hung = worker.pid
    sent = time.monotonic()
    worker.request(HANGING, NimState((1, 2), 0), 0, "hard", 1, 0.3)
    reply, longest_poll = _wait_reply(worker, 20)
    waited = time.monotonic() - sent
    assert reply.error and reply.move is None
    assert 0.3 + worker.grace <= waited < 10
    assert longest_poll < 0.5  # the kill never blocks the render loop
    assert worker.alive and worker.pid != hung  # replaced at once
    if LINUX:
        assert _gone(hung)
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    reply, _ = _wait_reply(worker, 30)
    assert reply.error is None


def test_a_request_without_a_budget_is_timed_by_its_level(worker) -> None:
    worker.grace = 0.5
    sent = time.monotonic()
    worker.request(HANGING, NimState((1, 2), 0), 0, "easy", 1, 0)  # Nim's easy level: 0.5 s
    reply, _ = _wait_reply(worker, 20)
    assert reply.error and 1.0 <= time.monotonic() - sent < 10


def test_cancel_stops_a_long_search_so_the_next_request_is_answered_at_once(worker) -> None:
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    _wait_reply(worker, 30)
    worker.request(ENDLESS, EndlessNim().new(), 0, "hard", 1, 60.0)
    time.sleep(0.3)
    worker.cancel()
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    reply, _ = _wait_reply(worker, 10)  # far less than the cancelled search's 60 s
    assert reply.error is None


def _unreadable_in_worker() -> NimState:
    if _in_worker():
        raise RuntimeError("this state cannot be read here")
    return NimState((1, 2), 0)


class UnreadableState:
    """Pickles in the app, fails to unpickle in the worker."""

    def __reduce__(self):
        return (_unreadable_in_worker, ())


class UnpicklableState:
    def __reduce__(self):
        raise TypeError("cannot pickle this state")


def test_a_request_the_worker_cannot_read_fails_at_once_and_the_next_one_works(worker) -> None:
    worker.request(NIM, UnreadableState(), 0, "hard", 1, 30.0)
    reply, _ = _wait_reply(worker, 10)  # the worker ends itself: no waiting for the 30 s budget
    assert reply.error
    worker.request(NIM, UnpicklableState(), 0, "hard", 1, 30.0)
    reply, _ = _wait_reply(worker, 10)
    assert reply.error and "cannot pickle" in reply.error
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    reply, _ = _wait_reply(worker, 30)
    assert reply.error is None


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities here")
def test_the_worker_runs_at_a_lower_cpu_priority_than_the_game(worker) -> None:
    worker.request(NIM, NimState((1, 2), 0), 0, "hard", 1, 1.0)
    _wait_reply(worker, 30)
    mine = os.getpriority(os.PRIO_PROCESS, 0)
    assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= min(mine + 10, 19)


def test_the_worker_exits_when_the_game_end_of_its_pipe_closes_even_in_a_hung_search() -> None:
    ctx = multiprocessing.get_context("spawn")
    ours, theirs = ctx.Pipe()
    process = ctx.Process(target=serve, args=(theirs,), daemon=True)
    process.start()
    theirs.close()
    try:
        assert ours.recv()[0] == "ready"
        ours.send(("search", 1, HANGING, NimState((1, 2), 0), 0, "hard", 1, 0))
        time.sleep(0.3)
        ours.close()  # what the kernel does when the game dies
        process.join(5)
        assert not process.is_alive()
    finally:
        if process.is_alive():
            process.kill()
            process.join(1)


def test_the_game_goes_on_when_the_worker_hangs(app, toy_game, monkeypatch) -> None:
    from rules.session import GameSession, Seat
    from scenes.games.launch import start_game_scene

    monkeypatch.setattr("scenes.games.ai_turns.game_ref", lambda game, games: HANGING_TTT)
    app.ai.grace = 0.5
    start_game_scene(app, GameSession.start(toy_game.id, [Seat("ai-easy", "A"), Seat("human", "B")], {}, 1))
    scene = app.stack.top
    end = time.monotonic() + 20
    while not (scene.session.moves and scene.human_to_move()):
        assert time.monotonic() < end, "the game stopped"
        run_frames(app, 1)
        time.sleep(0.005)
    assert len(scene.session.moves) == 1 and app.ai.pending is None and app.ai.alive


HANGING_TTT = f"{__name__}:HangingTicTacToe"


# ---------------------------------------------------------------------------------------------- the real game
def _stat(pid: int) -> list[str] | None:
    """Fields of /proc/<pid>/stat after the command name (index 0 is the state), or None if gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return text[text.rindex(")") + 2 :].split()


def _descendants(root: int) -> dict[int, str]:
    """pid -> start time (to tell a pid that was reused) of every living process below `root`."""
    parents: dict[int, tuple[int, str]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))):
            parents[int(entry.name)] = (int(fields[1]), fields[19])
    found: dict[int, str] = {}
    frontier = [root]
    while frontier:
        parent = frontier.pop()
        for pid, (ppid, started) in parents.items():
            if ppid == parent and pid not in found:
                found[pid] = started
                frontier.append(pid)
    return found


def _alive(pid: int, started: str | None = None) -> bool:
    fields = _stat(pid)
    return fields is not None and fields[0] not in "ZX" and (started is None or fields[19] == started)


def _gone(pid: int, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while _alive(pid) and time.monotonic() < end:
        time.sleep(0.02)
    return not _alive(pid)


def _cpu_seconds(pid: int) -> float:
    fields = _stat(pid)
    return 0.0 if fields is None else (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _wait_until_thinking(game: subprocess.Popen) -> int:
    """The pid of the game's AI worker once it is searching (not merely starting up: more CPU time than its
    imports take, and still gaining)."""
    end = time.monotonic() + 90
    while time.monotonic() < end:
        assert game.poll() is None, "the game ended before its AI thought"
        for pid in _descendants(game.pid):
            before = _cpu_seconds(pid)
            time.sleep(0.1)
            if before >= 1.0 and _cpu_seconds(pid) > before:
                return pid
        time.sleep(0.05)
    raise AssertionError("the AI never started thinking")


def _play_then_end(tmp_path, end_the_game, env: dict[str, str], *flags: str) -> float:
    """Start the real game with two hard AIs, wait until its worker thinks, end the game with
    `end_the_game(game)`, and return the seconds from then until the last process the game started was
    gone (the test fails if any lives 5 s after the game's own death)."""
    cmd = [sys.executable, "main.py", "--game", "kamisado", "--players", "ai-hard,ai-hard", *flags]
    env = {**env, "SPIELTISCH_HOME": str(tmp_path), "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen([*cmd, "--frames", "100000"], cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    started: dict[int, str] = {}
    try:
        thinker = _wait_until_thinking(game)
        started = _descendants(game.pid)
        assert thinker in started
        assert "pygame" not in Path(f"/proc/{thinker}/maps").read_text()  # the worker stays pygame-free
        # the worker and, on POSIX, multiprocessing's resource tracker: nothing else
        assert len(started) <= 2, [Path(f"/proc/{p}/cmdline").read_bytes() for p in started]
        ended = time.monotonic()
        end_the_game(game)
        game.wait(10)
        died = time.monotonic()
        while any(_alive(p, s) for p, s in started.items()) and time.monotonic() < died + 5:
            time.sleep(0.02)
        survivors = [p for p, s in started.items() if _alive(p, s)]
        assert not survivors, f"alive {time.monotonic() - died:.1f} s after the game died"
        return time.monotonic() - ended
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
        for pid, when in started.items():
            if _alive(pid, when):
                os.kill(pid, signal.SIGKILL)


@pytest.mark.skipif(not LINUX, reason="walks /proc")
def test_killing_the_game_leaves_no_process_behind(tmp_path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy"}
    lived = _play_then_end(tmp_path, lambda game: os.kill(game.pid, signal.SIGKILL), env, "--headless")
    print(f"\nthe game's processes were gone {lived:.2f} s after SIGKILL")


@pytest.mark.skipif(not (LINUX and shutil.which("Xvfb")), reason="needs Linux and Xvfb")
def test_closing_the_display_leaves_no_process_behind(tmp_path) -> None:
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        display = xvfb.stdout.readline().strip()
        env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"} | {"DISPLAY": f":{display}"}
        lived = _play_then_end(tmp_path, lambda game: xvfb.terminate(), env)
        print(f"\nthe game's processes were gone {lived:.2f} s after it lost its display")
    finally:
        xvfb.kill()
        xvfb.wait()
