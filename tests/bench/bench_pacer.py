"""The machine's floor for frame intervals (issue 17): the game's pacer with made-up work and nothing else.

python -m tests.bench.bench_pacer [--frames 1200] [--work 2.0] [--busy] [--window]

Each frame spins --work ms of CPU, then the pacer waits for the next 60 Hz slot, exactly as the game's loop
does (FramePacer, FrameStats, WaitProbe). With --busy a second process spins at the AI worker's niceness the
whole time, as a hard AI's search does; with --window each frame also fills and flips a window of the game's
size (under Xvfb the X server's copy is then part of it). No game, no pictures, no AI: whatever frames run
late here are late because of the machine (its other tasks, its timer, the host of its virtual CPUs), and a
game's `--bench` figures can be read against these. Prints one JSON line like `main.py --bench`.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import time

from rules.ai.service import NICENESS, lower_priority
from scenes.engine.pacing import FramePacer, FrameStats, WaitProbe
from scenes.engine.theme import FPS, LOGICAL_SIZE, PANEL, PANEL_EDGE


def _spin_forever() -> None:
    lower_priority(NICENESS)
    while True:
        pass


def _spin(ms: float) -> None:
    end = time.thread_time() + ms / 1000
    while time.thread_time() < end:
        pass


def run(frames: int, work_ms: float, window: bool, spin_ms: float | None = None) -> dict:
    surface = flip = None
    if window:
        import pygame

        pygame.display.init()
        surface = pygame.display.set_mode(LOGICAL_SIZE)
        flip = pygame.display.flip
    probe = WaitProbe()
    stats = FrameStats(period_ms=1000 / FPS, probe=probe)
    pacer = FramePacer(FPS) if spin_ms is None else FramePacer(FPS, spin=spin_ms / 1000)
    last = seen = None
    late = 0.0
    for frame in range(frames + 1):
        queued_now = probe.read()
        start = time.perf_counter()
        cpu = time.thread_time()
        _spin(work_ms)
        if surface is not None and flip is not None:
            surface.fill(PANEL if frame % 2 else PANEL_EDGE)  # a changing picture, as a game's
            flip()
        if last is not None and seen is not None:
            work = (time.perf_counter() - start) * 1000
            stats.add(
                (start - last) * 1000,
                work,
                cpu_ms=(time.thread_time() - cpu) * 1000,
                late_ms=late,
                queued_ms=queued_now - seen,
            )
        last, seen = start, queued_now
        late = pacer.wait()
    summary = stats.summary()
    keys = (
        "frames",
        "interval_ms",
        "work_ms",
        "over_33ms",
        "late_ms",
        "queued_ms",
        "long_frames",
        "steal_ms",
    )
    return {k: summary[k] for k in keys}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--work", type=float, default=2.0, help="CPU ms of made-up work a frame")
    parser.add_argument("--busy", action="store_true", help="a process spinning at the AI's niceness beside")
    parser.add_argument("--window", action="store_true", help="fill and flip a window of the game's size")
    parser.add_argument("--spin", type=float, help="ms the pacer spins before a slot (default: the game's)")
    args = parser.parse_args()
    busy = None
    if args.busy:
        busy = multiprocessing.get_context("spawn").Process(target=_spin_forever, daemon=True)
        busy.start()
        time.sleep(0.3)
    try:
        row = run(args.frames, args.work, args.window, args.spin)
    finally:
        if busy is not None:
            busy.kill()
            busy.join()
    row = {
        "load": round(os.getloadavg()[0], 2),
        "busy": args.busy,
        "window": args.window,
        "spin": args.spin,
        **row,
    }
    print(json.dumps(row))


if __name__ == "__main__":
    main()
