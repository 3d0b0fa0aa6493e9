"""Deadline and cancel checks shared by the searches."""

from __future__ import annotations

import time
from typing import Any


class SearchStopped(Exception):
    """Raised inside a search when its time is up or it was cancelled."""


class Limits:
    """Stops a search at `deadline` (time.monotonic()) or when `cancel.is_set()`; checks cheaply."""

    def __init__(self, deadline: float, cancel: Any = None, every: int = 32) -> None:
        self.deadline = deadline
        self.cancel = cancel
        self.every = every
        self.nodes = 0

    def expired(self) -> bool:
        return time.monotonic() >= self.deadline or (self.cancel is not None and self.cancel.is_set())

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes % self.every == 0 and self.expired():
            raise SearchStopped
