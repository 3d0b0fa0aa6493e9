"""Driving the real app from a script, the way a player would: events go through pygame's own queue
(`pygame.event.post`) and frames through `App.step` as in `App.run`, without waiting for the clock.
Shared by tests/bench/monkey.py, tests/bench/memory.py and their tests."""

from __future__ import annotations

import os
import random
import tempfile
import types
from collections.abc import Iterator
from contextlib import contextmanager


def headless() -> None:
    """Dummy SDL drivers and a scratch home for settings and saves, before pygame and the app are imported."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "SPIELTISCH_HOME" not in os.environ:
        os.environ["SPIELTISCH_HOME"] = tempfile.mkdtemp(prefix="spieltisch-bench-")


headless()

import pygame  # noqa: E402

from scenes.engine.pacing import FramePacer  # noqa: E402

FRAME = 1 / 60


def make_app():
    """A headless App with English settings that are not read from disk."""
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app
    from scenes.storage.settings import Settings

    return build_app(RunOptions(headless=True), Settings(language="en"))


def frame(app, dt: float = FRAME) -> None:
    """One frame as `App.run` makes it: input, update, draw, present, toasts ageing, and the idle work that
    the pacer's wait allows a frame (the sound synthesis, the games' code imported while a menu is up)."""
    app.step(dt)
    app._tick_toasts(dt)
    app.frame += 1
    if app.has_idle_work:
        app.idle(FramePacer.idle_budget)


def to_window(app, logical: tuple[int, int]) -> tuple[int, int]:
    """Window pixels of a point of the 1280x720 logical canvas (the letterbox scales and centres it)."""
    scale, ox, oy, _, _ = app._letterbox()
    return int(logical[0] * scale + ox), int(logical[1] * scale + oy)


def post_click(app, logical: tuple[int, int], button: int = 1) -> None:
    """Move there, press, release: three events on the queue, read by the next frame."""
    pos = to_window(app, logical)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def post_key(key: int, mod: int = 0, unicode: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))


def resident_mib() -> float:
    """This process's resident memory (VmRSS) in MiB."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


@contextmanager
def seeded_new_games(seed: int) -> Iterator[random.Random]:
    """New games get their seeds from one generator seeded with `seed` (the set-up's Start draws from
    `secrets`, the title's demo from `random`): a scripted run plays the same games every time."""
    from scenes.games import launch
    from scenes.menus import setup

    rng = random.Random(seed)
    saved = (setup.secrets, launch.random)
    setup.secrets = types.SimpleNamespace(randbits=rng.getrandbits)
    launch.random = rng
    try:
        yield rng
    finally:
        setup.secrets, launch.random = saved
