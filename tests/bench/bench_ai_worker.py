"""Frame times of the render loop while an AI search runs: in the AI process (what the app does) versus in
a thread of the render process (what we avoid). Prints one JSON line per variant.

    python -m tests.bench.bench_ai_worker [--seconds 8]
"""

from __future__ import annotations

import argparse
import json
import os
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _busy_game():
    from rules.common import AiSettings
    from tests.toys import Nim, NimState

    class BigNim(Nim):
        def new(self, players=2, options=None, seed=None):
            return NimState((9, 11, 13, 15), 0)

        def ai_settings(self, level):
            return AiSettings(max_depth=64, time=60.0)

        def state_key(self, state):
            return (state, time.perf_counter_ns())  # defeat the table: every node is new work

    return BigNim()


def run(variant: str, seconds: float) -> dict:
    from rules.ai import choose_move
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app
    from scenes.menus.title import TitleScene
    from scenes.storage.settings import Settings

    app = build_app(RunOptions(headless=True), Settings(language="en"))
    game = _busy_game()
    state = game.new()
    app.stack.push(TitleScene(app))
    stop = threading.Event()
    thread = None
    if variant == "process":
        app.ai.start()
        app.ai.request("tests.bench.bench_ai_worker:_BigNimRef", state, 0, "hard", 1, seconds + 5)
    elif variant == "thread":
        thread = threading.Thread(
            target=lambda: choose_move(game, state, 0, "hard", cancel=stop), daemon=True
        )
        thread.start()
    # warm up, then measure with the real loop's pacing
    from scenes.engine.pacing import FramePacer, FrameStats

    for _ in range(30):
        app.step(1 / 60)
    app.stats = FrameStats()
    pacer = FramePacer(60)
    last = time.perf_counter()
    end = last + seconds
    while time.perf_counter() < end:
        start = time.perf_counter()
        app.step(start - last)
        app.stats.add((start - last) * 1000, (time.perf_counter() - start) * 1000)
        last = start
        pacer.wait()
    # the search must still be running at the end, or the numbers would not be "while a search runs"
    if variant == "process":
        searching = app.ai.pending is not None and app.ai.alive
    elif variant == "thread":
        searching = thread.is_alive()
    else:
        searching = False
    stop.set()
    app.ai.cancel()
    app.shutdown()
    return {"variant": variant, "search_ran_throughout": searching, **app.stats.summary()}


class _BigNimRef:
    """Resolved by the AI process as a game class ("module:Class"); builds the busy game there."""

    def __new__(cls):
        return _busy_game()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=8.0)
    args = parser.parse_args()
    for variant in ("none", "process", "thread"):
        print(json.dumps(run(variant, args.seconds)), flush=True)


if __name__ == "__main__":
    main()
