"""The frames' spare time of a game scene (the time the pacer would otherwise sleep, App.idle): pictures
that later frames would draw for the first time, drawn ahead a small step at a time. `SpareTime` is an
object the game scene owns (`GameScene.spare_time`); nearest need first: the steps readying an AI's move
(the scene runs those, scenes/games/ai_turns.py), then what a coming frame will show (`later`), then the
pictures of the game's `idle_steps`."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator


class SpareTime:
    def __init__(self, pictures: Callable[[], Iterator[None]], urgent: Callable[[], bool]) -> None:
        """`pictures` starts the game's `idle_steps`; `urgent` says whether work that goes before them is
        waiting (an AI's move being readied): a step of the pictures then yields the rest of the time."""
        self._pictures = pictures
        self._urgent = urgent
        self._readying: Iterator[None] | None = None  # the pictures' steps, started on the first run
        self._later: list[Callable[[], object]] = []  # `later`'s tasks, in the order asked

    def later(self, task: Callable[[], object]) -> None:
        """One more small picture to draw in the spare time (before the pictures of `idle_steps`)."""
        self._later.append(task)

    def run(self, end: float) -> bool:
        """Work until `time.perf_counter()` reaches `end`; whether any is left."""
        while self._later and time.perf_counter() < end:
            self._later.pop(0)()
        if self._readying is None:
            self._readying = self._pictures()
        readying = False  # (a step may queue more for a coming frame: the next spare time starts there)
        for _ in self._readying:
            if time.perf_counter() >= end or self._later or self._urgent():
                readying = True
                break
        return readying or bool(self._later) or self._urgent()
