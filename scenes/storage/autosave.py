"""Autosave off the render loop: the save dict is built on the main thread (cheap), the atomic write with
its fsync runs in a background thread, latest request wins."""

from __future__ import annotations

import threading
from pathlib import Path

from scenes.storage.atomic import write_json_atomic


class Autosaver:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: tuple[Path, dict | None] | None = None
        self._thread: threading.Thread | None = None
        self.last_error: str | None = None

    def save(self, path: Path, data: dict | None) -> None:
        """Write `data` to `path` soon; None deletes the file (ordered after any earlier pending write)."""
        with self._lock:
            self._pending = (path, data)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def _run(self) -> None:
        while True:
            with self._lock:
                job, self._pending = self._pending, None
                if job is None:
                    return
            path, data = job
            try:
                if data is None:
                    path.unlink(missing_ok=True)
                else:
                    write_json_atomic(path, data)
                self.last_error = None
            except OSError as exc:
                self.last_error = str(exc)

    def flush(self, timeout: float = 2.0) -> None:
        """Wait for the last write (before quitting or reading the file back)."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
