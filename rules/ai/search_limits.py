"""Deadline, node budget and cancel checks shared by the searches."""

from __future__ import annotations

import time
from typing import Any


class SearchStopped(Exception):
    """Raised inside a search when its time or its node budget is up, or it was cancelled."""


class Limits:
    """Stops a search at `deadline` (time.monotonic()), after `max_nodes` nodes (0: no node budget) or when
    `cancel.is_set()`; checks cheaply.

    A node budget makes a search's result the same on any machine (the judge of a finished game, issue 28):
    the budget is counted on every tick, the clock only every `every` ticks. A search that has a node budget
    and still meets its deadline was stopped by the emergency clock, which `out_of_time` reports, so that a
    result that depended on the machine's speed is never passed off as a reproducible one.
    """

    def __init__(self, deadline: float, cancel: Any = None, every: int = 32, max_nodes: int = 0) -> None:
        self.deadline = deadline
        self.cancel = cancel
        self.every = every
        self.max_nodes = max_nodes
        self.nodes = 0
        self.out_of_time = False

    def expired(self) -> bool:
        if self.max_nodes and self.nodes >= self.max_nodes:
            return True
        if self.cancel is not None and self.cancel.is_set():
            return True
        if time.monotonic() >= self.deadline:
            self.out_of_time = True
            return True
        return False

    def tick(self) -> None:
        self.nodes += 1
        if self.max_nodes and self.nodes > self.max_nodes:
            raise SearchStopped
        if self.nodes % self.every == 0 and self.expired():
            raise SearchStopped
