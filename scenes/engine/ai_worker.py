"""The app's side of the AI process.

A search runs in a separate process (spawned, so it also works inside a PyInstaller executable with
`multiprocessing.freeze_support()`): measured here, a search thread costs the render loop ~25 ms frames
because of the GIL, a process keeps 16-17 ms. One long-lived worker serves all requests over one pipe
(rules/ai/service.py describes the messages); `cancel()` stops the running search (its late reply is
ignored) so leaving a game while the AI thinks is instant.

The worker never outlives the game: it ends when the game's end of the pipe closes, which the kernel does
however the game dies. It is replaced when it dies, and killed and replaced when a search overruns its
time budget by `grace` seconds; the pending request then gets an error reply and the scene plays a quick
move instead. No multiprocessing Queue, Value or lock is used, so nothing outlives the worker either.
"""

from __future__ import annotations

import multiprocessing
import time
import traceback
from dataclasses import dataclass
from typing import Any

from rules.ai import judge_time_budget, serve, time_budget

GRACE_SECONDS = 2.0  # a search may overrun its budget this long before its worker counts as hung
START_SECONDS = 30.0  # a new worker's imports, on a busy machine
UNKNOWN_BUDGET = 5.0  # a request whose game or level the app cannot time (the worker answers an error)


@dataclass
class AiReply:
    """The answer to a request: `move` for a search; for a judgement (`AiWorker.judge`) `judgement`, the
    rules.ai.Judgement (None on an error), with `kind` "judged"."""

    request_id: int
    move: Any
    seconds: float
    error: str | None
    kind: str = "reply"
    judgement: Any = None


# `spawn` everywhere, also inside the frozen executable. On POSIX it starts multiprocessing's resource tracker
# beside the worker; the tracker reads a pipe that only the game and the worker hold, so it ends by itself
# once both are gone (the worker ends with the game: below).
_SPAWN = multiprocessing.get_context("spawn")


class AiWorker:
    def __init__(self, grace: float = GRACE_SECONDS) -> None:
        self.grace = grace
        self._process: Any = None
        self._conn: Any = None
        self._ready = False  # the worker has done its imports and said so
        self._spawned_at = 0.0
        self._dying: list[Any] = []  # killed workers not yet reaped (never waited for on the main loop)
        self._budget = 0.0  # seconds the pending request's search may take
        self._clock_from: float | None = None  # when the pending request's search could begin
        self._failure: str | None = None  # a request that could not even be sent
        self._next_id = 0
        self._kind = "reply"  # what the pending request's answer is: "reply" (a move) or "judged"
        self.pending: int | None = None  # id of the request whose answer we wait for

    def _ensure_started(self) -> None:
        if self.alive:
            return
        self._drop_process()
        ours, theirs = multiprocessing.Pipe()
        self._process = _SPAWN.Process(target=serve, args=(theirs,), daemon=True, name="spieltisch-ai")
        self._process.start()
        theirs.close()  # the worker holds the only copy now: its death is an end of file here
        self._conn = ours
        self._ready = False
        self._spawned_at = time.monotonic()

    def start(self) -> None:
        """Start the process early (e.g. while a setup screen shows) so the first move has no spawn delay."""
        self._ensure_started()

    def request(
        self, game_id: str, state: Any, seat: int, level: str, seed: int | None, seconds: float
    ) -> int:
        """Ask for a move; returns the request id. Any earlier pending request is cancelled.

        `seconds` is the search's budget; 0 lets the level's own time decide (and times the watchdog)."""
        if self.pending is not None:
            self.cancel()
        self._ensure_started()
        self._next_id += 1
        self.pending = self._next_id
        budget = seconds or time_budget(game_id, level) or UNKNOWN_BUDGET
        return self._send(("search", self._next_id, game_id, state, seat, level, seed, seconds), budget)

    def judge(
        self, game_id: str, view_state: Any, seat: int, played: Any, nodes: int | None, seed: int
    ) -> int:
        """Ask for the judgement of `played`, the move of `seat` in `view_state` (`game.view(state, seat)`)
        within `nodes` nodes (None: the game's default), seeded by `seed` (rules.ai.judge_seed); returns the
        request id. `poll()` hands back an AiReply with `judgement`; `cancel()` stops it. Any earlier
        pending request is cancelled. The watchdog allows the judgement's emergency clock (its node budget
        on a machine far slower than ours) plus `grace`."""
        if self.pending is not None:
            self.cancel()
        self._ensure_started()
        self._next_id += 1
        self.pending = self._next_id
        budget = judge_time_budget(game_id, nodes) or UNKNOWN_BUDGET
        return self._send(
            ("judge", self._next_id, game_id, view_state, seat, played, nodes or 0, seed), budget
        )

    def _send(self, message: tuple, budget: float) -> int:
        """Send the pending request `message`, timed by the watchdog for `budget` seconds; its id."""
        self._budget = budget
        self._kind = "judged" if message[0] == "judge" else "reply"
        self._clock_from = time.monotonic() if self._ready else None
        try:
            self._conn.send(message)
        except OSError:
            pass  # the worker has just died: poll() reports it
        except Exception:  # a state that cannot be pickled: answered as an error, never a crash
            self._failure = traceback.format_exc(limit=5)
        return self._next_id

    def poll(self) -> AiReply | None:
        """The reply to the pending request if it has arrived (never blocks). Stale replies are dropped.

        A worker that died, or whose search overran its budget by `grace` seconds (then it is killed and
        replaced), answers with an error reply."""
        self._reap()
        now = time.monotonic()
        reply = self._drain(now)
        if reply is not None or self.pending is None:
            return reply
        if self._failure is not None:
            failure, self._failure = self._failure, None
            return self._fail(failure)
        if not self.alive:
            return self._fail("the AI process stopped unexpectedly")
        if self._overdue(now):
            self._retire()
            self._ensure_started()
            return self._fail("the AI process did not answer in time and was restarted")
        return None

    def _drain(self, now: float) -> AiReply | None:
        """Read what the worker sent; the reply to the pending request, if it is among it."""
        try:
            while self._conn is not None and self._conn.poll():
                message = self._conn.recv()
                if message[0] == "ready":
                    self._ready = True
                    if self.pending is not None and self._clock_from is None:
                        self._clock_from = now
                elif message[1] == self.pending:
                    self.pending = None
                    if message[0] == "judged":
                        _, request_id, judgement, seconds, error = message
                        return AiReply(request_id, None, seconds, error, "judged", judgement)
                    return AiReply(*message[1:])
        except (EOFError, OSError):
            pass  # the worker is gone: `alive` says so once it is reaped
        return None

    def _overdue(self, now: float) -> bool:
        if self._clock_from is None:
            return now - self._spawned_at > START_SECONDS
        return now - self._clock_from > self._budget + self.grace

    def _fail(self, error: str) -> AiReply:
        failed, self.pending = self.pending, None
        return AiReply(failed, None, 0.0, error, self._kind)

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    def cancel(self) -> None:
        """Stop the running search; its reply, if it still comes, is ignored."""
        if self._conn is not None and self.pending is not None:
            try:
                self._conn.send(("cancel", self.pending))
            except OSError:
                pass
        self.pending = None
        self._clock_from = None
        self._failure = None

    def _retire(self) -> None:
        """Kill the worker without waiting for it (`_reap` collects it on later frames)."""
        if self._process is not None and self._process.is_alive():
            self._process.kill()
            self._dying.append(self._process)
        self._process = None
        self._drop_process()

    def _drop_process(self) -> None:
        if self._conn is not None:
            self._conn.close()
        self._conn = None
        if self._process is not None and not self._process.is_alive():
            self._process.close()
        self._process = None

    def _reap(self) -> None:
        for process in [p for p in self._dying if not p.is_alive()]:
            process.close()
            self._dying.remove(process)

    def close(self, timeout: float = 1.0) -> None:
        self.cancel()
        if self._process is not None:
            try:
                self._conn.send(None)
            except (OSError, ValueError):
                pass
            self._process.join(timeout)
            if self._process.is_alive():
                self._process.kill()
                self._process.join(timeout)
        for process in self._dying:
            process.join(timeout)
        self._reap()
        self._drop_process()

    def wait(self, timeout: float) -> AiReply | None:
        """Block until the pending reply arrives (tests and benchmarks only; scenes poll)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            reply = self.poll()
            if reply is not None:
                return reply
            time.sleep(0.005)
        return None
