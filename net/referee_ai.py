"""AI seats on the referee: `rules.ai.choose_move` on the seat's view only (`game.view(state, seat)`, never
the full state), at the seat's level and in the level's own time, as the game's AI seats at home are.

`ProcessAi` searches in worker processes of their own (the `spawn` method, as scenes/engine/ai_worker.py):
a search in a thread would stall the referee's handling of every other table (the GIL). Each worker runs
`rules.ai.serve` over one pipe (its messages are described in rules/ai/service.py): it answers requests in
the order they came, and ends at once when the referee's end of the pipe closes or its parent changes,
however the referee died. The referee never waits: `ask` sends, `poll` takes what has arrived. A worker
that dies, or whose search overruns its time by `grace` seconds, is killed and replaced, and its requests
are answered with an error (the referee then plays a quick move of its own, `quick_move`).

`InlineAi` answers in the referee's own thread at the next `poll`, within a small time cap: for unit tests.
"""

from __future__ import annotations

import multiprocessing
import time
import traceback
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Protocol

import rules
from rules.ai import choose_move, serve, time_budget

GRACE_SECONDS = 2.0  # a search may overrun its level's time this long before its worker counts as hung
START_SECONDS = 30.0  # a new worker's imports, on a busy machine
QUICK_SECONDS = 0.2  # the referee's own stand-in move when the AI failed

Key = tuple[str, int]  # (table id, version): what a request is for; an answer for an older version is stale


@dataclass(frozen=True)
class AiAnswer:
    key: Key
    move: Any  # None on an error
    seconds: float
    error: str | None = None


class AiSeats(Protocol):
    """What the referee needs of its AI."""

    def ask(self, key: Key, game_id: str, view: Any, seat: int, level: str, seed: int) -> None: ...

    def poll(self) -> list[AiAnswer]: ...

    def close(self) -> None: ...


def quick_move(game_id: str, view: Any, seat: int, seed: int) -> Any:
    """An easy move within QUICK_SECONDS, for a seat whose AI failed: the game goes on."""
    game = rules.GAMES[game_id]
    return choose_move(game, view, seat, "easy", seed=seed, deadline=time.monotonic() + QUICK_SECONDS)


class InlineAi:
    """Searches at the next `poll`, in the caller's thread, each within `seconds` (for unit tests)."""

    def __init__(self, seconds: float = 0.05) -> None:
        self.seconds = seconds
        self.asked: list[tuple[Key, str, Any, int, str, int]] = []
        self.views: list[tuple[str, Any, int]] = []  # (game, state, seat) of every request: tests look

    def ask(self, key: Key, game_id: str, view: Any, seat: int, level: str, seed: int) -> None:
        self.asked.append((key, game_id, view, seat, level, seed))
        self.views.append((game_id, view, seat))

    def poll(self) -> list[AiAnswer]:
        asked, self.asked = self.asked, []
        answers = []
        for key, game_id, view, seat, level, seed in asked:
            started = time.monotonic()
            game = rules.GAMES[game_id]
            move = choose_move(game, view, seat, level, seed=seed, deadline=started + self.seconds)
            answers.append(AiAnswer(key, move, time.monotonic() - started))
        return answers

    def close(self) -> None:
        self.asked.clear()


_SPAWN = multiprocessing.get_context("spawn")


class _Worker:
    """One search process and the requests it has been sent, oldest first."""

    def __init__(self) -> None:
        ours, theirs = multiprocessing.Pipe()
        self.process = _SPAWN.Process(target=serve, args=(theirs,), daemon=True, name="spieltisch-referee-ai")
        self.process.start()
        theirs.close()  # the worker holds the only copy: its death is an end of file here
        self.conn = ours
        self.ready = False
        self.started = time.monotonic()
        self.clock_from: float | None = None  # when the oldest request's search could begin
        self.pending: OrderedDict[int, tuple[Key, float]] = OrderedDict()  # request id -> (key, budget)

    def send(self, request_id: int, key: Key, message: tuple, budget: float) -> None:
        if not self.pending and self.ready:
            self.clock_from = time.monotonic()
        self.pending[request_id] = (key, budget)
        self.conn.send(message)

    def drain(self) -> list[AiAnswer]:
        answers = []
        try:
            while self.conn.poll():
                message = self.conn.recv()
                now = time.monotonic()
                if message[0] == "ready":
                    self.ready = True
                    self.clock_from = now
                elif message[0] == "reply" and message[1] in self.pending:
                    _kind, request_id, move, seconds, error = message
                    key, _budget = self.pending.pop(request_id)
                    answers.append(AiAnswer(key, move, seconds, error))
                    self.clock_from = now
        except (EOFError, OSError):
            pass  # the worker died: `hung_or_dead` says so
        return answers

    def hung_or_dead(self, now: float, grace: float) -> bool:
        if not self.process.is_alive():
            return True
        if not self.pending:
            return False
        if self.clock_from is None:
            return now - self.started > START_SECONDS
        _key, budget = next(iter(self.pending.values()))
        return now - self.clock_from > budget + grace

    def fail_all(self, why: str) -> list[AiAnswer]:
        answers = [AiAnswer(key, None, 0.0, why) for key, _budget in self.pending.values()]
        self.pending.clear()
        return answers

    def stop(self, timeout: float = 1.0) -> None:
        try:
            self.conn.send(None)
        except (OSError, ValueError):
            pass
        self.process.join(timeout)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(timeout)
        self.conn.close()

    def kill(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join(1.0)
        self.conn.close()


class ProcessAi:
    """`workers` search processes (each a core's worth of searching); a request goes to the least busy one."""

    def __init__(self, workers: int = 1, grace: float = GRACE_SECONDS) -> None:
        self.grace = grace
        self.workers = [_Worker() for _ in range(max(1, workers))]
        self._next_id = 0
        self._failed: list[AiAnswer] = []  # requests that could not be sent, answered at the next poll

    def ask(self, key: Key, game_id: str, view: Any, seat: int, level: str, seed: int) -> None:
        self._next_id += 1
        worker = min(self.workers, key=lambda w: len(w.pending))
        budget = time_budget(game_id, level) or 5.0
        message = ("search", self._next_id, game_id, view, seat, level, seed, 0)  # 0: the level's own time
        try:
            worker.send(self._next_id, key, message, budget)
        except (OSError, ValueError):
            pass  # the worker has just died: poll() answers for it
        except Exception:  # a view that cannot be pickled: answered as an error, never a crash
            worker.pending.pop(self._next_id, None)
            self._failed.append(AiAnswer(key, None, 0.0, traceback.format_exc(limit=3)))

    def poll(self) -> list[AiAnswer]:
        answers, self._failed = list(self._failed), []
        now = time.monotonic()
        for i, worker in enumerate(self.workers):
            answers += worker.drain()
            if worker.hung_or_dead(now, self.grace):
                answers += worker.fail_all(
                    "the AI process stopped or did not answer in time; it was restarted"
                )
                worker.kill()
                self.workers[i] = _Worker()
        return answers

    @property
    def pids(self) -> list[int]:
        return [w.process.pid for w in self.workers if w.process.pid is not None]

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()
