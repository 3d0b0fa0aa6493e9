"""Autosave off the render loop: the save dict is built on the main thread (cheap), the atomic write with
its fsync runs in a background thread, the latest request for each file wins (each game kind has its own file:
a pending save of one game is never dropped for another's).

One thread lives for the whole run and waits for work. Starting a thread for every save made the frame
that played the move wait until the new thread had run (`Thread.start` blocks on it): on a busy machine,
a wait for the scheduler of up to several milliseconds in the middle of a frame.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from scenes.storage.atomic import write_bytes_atomic, write_json_atomic

# what a file gets: a dict is written as JSON, a function's bytes (called in the writer thread: the work of
# encoding a picture stays off the render loop too) as they are, None deletes the file
Job = dict | Callable[[], bytes] | None


class Autosaver:
    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, Job] = {}  # file -> latest data, in the order first asked
        self._busy = False  # a write is running
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None

    def start(self) -> None:
        """Start the writer thread now (e.g. when a game scene opens), not in the frame of the first save."""
        with self._cond:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def save(self, path: Path, data: Job) -> None:
        """Write `data` to `path` soon; None deletes the file (ordered after any earlier pending write)."""
        self.start()
        with self._cond:
            self._pending[path] = data
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                data = self._pending.pop(path)
                self._busy = True
            try:
                if data is None:
                    path.unlink(missing_ok=True)
                elif callable(data):
                    write_bytes_atomic(path, data())
                else:
                    write_json_atomic(path, data)
                self.last_error = None
            except (OSError, ValueError) as exc:
                self.last_error = str(exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait for the last write (before quitting or reading the file back); False if it timed out."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)


AUTOSAVER = Autosaver()  # the one writer of the games' saves and pictures
