"""Frame pacing and frame statistics.

`clock.tick(60)` sleeps with millisecond granularity and drifts, which puts frame intervals at 16-18 ms.
The pacer keeps a schedule (start + k * period), sleeps until ~1.5 ms before the next slot and spins the
rest, so intervals stay at 16.7 ms even while an AI process keeps the other core busy. Work that can wait
(the sound synthesis) runs in small steps in the time the pacer would otherwise sleep.

FrameStats keeps, per frame, the interval and our work split into phases, in compact arrays (no objects
for the garbage collector to walk); GcWatch counts the collector's pauses (`--bench` only).
"""

from __future__ import annotations

import gc
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field

try:  # per-thread context switches: Linux only
    import resource

    _RUSAGE_THREAD: int | None = resource.RUSAGE_THREAD
except (ImportError, AttributeError):
    _RUSAGE_THREAD = None

PHASES = ("events", "update", "draw", "present")
SLOW_MS = 33.0  # an interval longer than two 60 Hz frames is a visible hitch


class FramePacer:
    idle_budget = 0.004  # at most this much idle work (seconds) in one frame's wait
    idle_reserve = 0.008  # ... and only while at least this much is left before the next slot

    def __init__(self, fps: float, spin: float = 0.0015) -> None:
        self.period = 1.0 / fps
        self.spin = spin
        self.next = time.perf_counter() + self.period

    def wait(self, idle: Callable[[float], object] | None = None) -> float:
        """Wait for the next slot; returns how late (ms) we woke past it when we had to wait at all.
        `idle(budget)`, if given, may first use up to `budget` seconds of the time we would sleep for
        work that can wait (the sound synthesis after start-up)."""
        now = time.perf_counter()
        if now > self.next + self.period:  # we fell more than a frame behind: start a new schedule
            self.next = now + self.period
            return 0.0
        target = self.next
        self.next += self.period
        budget = min(self.idle_budget, target - now - self.idle_reserve)
        if idle is not None and budget > 0.0005:
            idle(budget)
            now = time.perf_counter()
        remaining = target - now
        if remaining <= 0:
            return 0.0  # the frame overran its slot: no wait, and no oversleep either
        if remaining > self.spin:
            time.sleep(remaining - self.spin)
        while (now := time.perf_counter()) < target:
            pass
        return (now - target) * 1000


def percentile(values, q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


def _stats(values) -> dict:
    return {
        "p50": round(percentile(values, 50), 3),
        "p99": round(percentile(values, 99), 3),
        "max": round(max(values), 3) if values else 0.0,
    }


class GcWatch:
    """Counts garbage collections by generation and times them (through gc.callbacks, any thread)."""

    def __init__(self) -> None:
        self.collections = [0, 0, 0]
        self.longest_ms = [0.0, 0.0, 0.0]
        self.total_ms = 0.0
        self._started = 0.0

    def _callback(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        ms = (time.perf_counter() - self._started) * 1000
        generation = info["generation"]
        self.collections[generation] += 1
        self.longest_ms[generation] = max(self.longest_ms[generation], ms)
        self.total_ms += ms

    def install(self) -> None:
        if self._callback not in gc.callbacks:
            gc.callbacks.append(self._callback)

    def remove(self) -> None:
        if self._callback in gc.callbacks:
            gc.callbacks.remove(self._callback)

    def summary(self) -> dict:
        return {
            "collections": sum(self.collections),
            "by_generation": list(self.collections),
            "max_ms": round(max(self.longest_ms), 3),
            "longest_ms_by_generation": [round(ms, 3) for ms in self.longest_ms],
            "total_ms": round(self.total_ms, 3),
        }


def thread_switches() -> tuple[int, int]:
    """This thread's voluntary and involuntary context switches so far (Linux; (0, 0) elsewhere).
    A frame whose wall time far exceeds its CPU time waited: voluntarily (the GIL, a lock, I/O) or not
    (the scheduler gave the core to another process)."""
    if _RUSAGE_THREAD is None:
        return (0, 0)
    usage = resource.getrusage(_RUSAGE_THREAD)
    return (usage.ru_nvcsw, usage.ru_nivcsw)


# the per-frame columns: interval (start to start), work (all of our frame), its thread CPU time, the
# phases, the work's voluntary and involuntary context switches, how late the pacer woke before this
# frame, the collector's time since the last frame, and the work done in the pacer's wait before this frame
# (App.idle: spare-time work, not part of `work`)
COLUMNS = ("interval", "work", "cpu", *PHASES, "waits", "preempted", "late", "gc", "idle")


@dataclass
class FrameStats:
    """Per-frame times in milliseconds; `summary()` is what `--bench` prints."""

    limit: int = 36_000  # ten minutes at 60 FPS
    gc_watch: GcWatch | None = None
    first_frame_ms: float = 0.0  # the first frame's work, before any picture was on screen
    columns: dict[str, array] = field(default_factory=lambda: {name: array("d") for name in COLUMNS})
    _gc_seen: float = 0.0

    @property
    def intervals(self) -> array:
        return self.columns["interval"]

    @property
    def work(self) -> array:
        return self.columns["work"]

    def add(
        self,
        interval_ms: float,
        work_ms: float,
        phases: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0),
        cpu_ms: float = 0.0,
        late_ms: float = 0.0,
        switches: tuple[int, int] = (0, 0),
        idle_ms: float = 0.0,
    ) -> None:
        if len(self.intervals) >= self.limit:
            for column in self.columns.values():
                del column[: self.limit // 2]
        gc_ms = 0.0
        if self.gc_watch is not None:
            gc_ms, self._gc_seen = self.gc_watch.total_ms - self._gc_seen, self.gc_watch.total_ms
        for name, value in zip(
            COLUMNS,
            (interval_ms, work_ms, cpu_ms, *phases, *switches, late_ms, gc_ms, idle_ms),
            strict=True,
        ):
            self.columns[name].append(value)

    def slowest(self, count: int = 5) -> list[dict]:
        """The longest intervals (`frame`: the index among the recorded frames), each with what filled it:
        the previous frame's work (wall and CPU, its phases, its context switches, the collector's share)
        and how late the pacer woke after it."""
        c = self.columns
        order = sorted(range(1, len(c["interval"])), key=lambda i: c["interval"][i], reverse=True)
        rows = []
        for i in order[:count]:
            row = {"frame": i, "interval": c["interval"][i], "late": c["late"][i]}
            row.update(
                {name: c[name][i - 1] for name in ("work", "cpu", *PHASES, "waits", "preempted", "gc")}
            )
            rows.append({k: round(v, 2) for k, v in row.items()})
        return rows

    def summary(self) -> dict:
        c = self.columns
        out = {
            "frames": len(c["interval"]),
            "interval_ms": _stats(c["interval"]),
            "work_ms": _stats(c["work"]),
            "over_33ms": sum(1 for v in c["interval"] if v > SLOW_MS),
            "work_cpu_ms": _stats(c["cpu"]),
            "phases_ms": {name: _stats(c[name]) for name in PHASES},
            "late_ms": _stats(c["late"]),
            "idle_ms": {**_stats(c["idle"]), "frames": sum(1 for v in c["idle"] if v > 0)},
            "slowest": self.slowest(),
            "first_frame_ms": round(self.first_frame_ms, 3),
        }
        if self.gc_watch is not None:
            out["gc"] = self.gc_watch.summary()
        return out
