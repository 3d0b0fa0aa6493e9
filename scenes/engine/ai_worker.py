"""The app's side of the AI process.

A search runs in a separate process (spawned, so it also works inside a PyInstaller executable with
`multiprocessing.freeze_support()`): measured here, a search thread costs the render loop ~25 ms frames
because of the GIL, a process keeps 16-17 ms. One long-lived worker serves all requests; `cancel()` stops
the running search (its late reply is ignored) so leaving a game while the AI thinks is instant.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from dataclasses import dataclass
from typing import Any

from rules.ai import serve


@dataclass
class AiReply:
    request_id: int
    move: Any
    seconds: float
    error: str | None


class AiWorker:
    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._process = None
        self._requests = None
        self._replies = None
        self._cancel = None
        self._next_id = 0
        self.pending: int | None = None  # id of the request whose answer we wait for

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._requests = self._ctx.Queue()
        self._replies = self._ctx.Queue()
        self._cancel = self._ctx.Value("q", 0, lock=False)
        self._process = self._ctx.Process(
            target=serve,
            args=(self._requests, self._replies, self._cancel),
            daemon=True,
            name="spieltisch-ai",
        )
        self._process.start()

    def start(self) -> None:
        """Start the process early (e.g. while a setup screen shows) so the first move has no spawn delay."""
        self._ensure_started()

    def request(
        self, game_id: str, state: Any, seat: int, level: str, seed: int | None, seconds: float
    ) -> int:
        """Ask for a move; returns the request id. Any earlier pending request is cancelled."""
        if self.pending is not None:
            self.cancel()
        self._ensure_started()
        self._next_id += 1
        self.pending = self._next_id
        self._requests.put((self._next_id, game_id, state, seat, level, seed, seconds))
        return self._next_id

    def poll(self) -> AiReply | None:
        """The reply to the pending request if it has arrived (never blocks). Stale replies are dropped."""
        if self.pending is None or self._replies is None:
            return None
        while True:
            try:
                request_id, move, seconds, error = self._replies.get_nowait()
            except queue.Empty:
                if not self.alive:
                    failed = self.pending
                    self.pending = None
                    return AiReply(failed, None, 0.0, "the AI process stopped unexpectedly")
                return None
            if request_id == self.pending:
                self.pending = None
                return AiReply(request_id, move, seconds, error)

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def cancel(self) -> None:
        """Stop the running search; its reply, if it still comes, is ignored."""
        if self._cancel is not None and self.pending is not None:
            self._cancel.value = max(self._cancel.value, self.pending)
        self.pending = None

    def close(self, timeout: float = 1.0) -> None:
        if self._process is None:
            return
        self.cancel()
        try:
            self._requests.put(None)
            self._process.join(timeout)
        except (OSError, ValueError):
            pass
        if self._process.is_alive():
            self._process.terminate()
            self._process.join(timeout)
        self._process = None

    def wait(self, timeout: float) -> AiReply | None:
        """Block until the pending reply arrives (tests and benchmarks only; scenes poll)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            reply = self.poll()
            if reply is not None:
                return reply
            time.sleep(0.005)
        return None
