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
import os
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
LONG_MS = 17.5  # a 60 Hz frame plus clock jitter: longer is a frame late, counted by cause


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


class WaitProbe:
    """How long this thread has waited for a CPU while it could run (Linux's run queue delay, from
    /proc/thread-self/schedstat), in ms so far; 0 where the system does not report it. The delay stays 0
    unless the kernel keeps scheduler statistics (`sysctl kernel.task_delayacct=1`, or schedstats).
    `steal()`: the time the host took this machine's virtual CPUs (all of them, from /proc/stat) since the
    probe was made; read once at the end, since /proc/stat costs ~0.1 ms a read and counts in 10 ms ticks.
    Only `--bench` uses it: one small file read a frame (~0.02 ms)."""

    def __init__(self) -> None:
        self.tick_ms = 1000 / os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 10.0
        self.has_queue = _read_first("/proc/thread-self/schedstat") is not None
        self._steal_from = self._steal_now()

    def read(self) -> float:
        line = _read_first("/proc/thread-self/schedstat") if self.has_queue else None
        return int(line.split()[1]) / 1e6 if line else 0.0

    def _steal_now(self) -> float | None:
        line = _read_first("/proc/stat")
        fields = line.split() if line else []
        return int(fields[8]) * self.tick_ms if len(fields) > 8 and fields[0] == "cpu" else None

    def steal(self) -> float | None:
        now = self._steal_now()
        return None if now is None or self._steal_from is None else round(now - self._steal_from, 1)


def _read_first(path: str) -> str | None:
    try:
        with open(path) as f:
            return f.readline()
    except OSError:
        return None


# the per-frame columns: interval (start to start), work (all of our frame), its thread CPU time, the
# phases, the work's voluntary and involuntary context switches, how late the pacer woke before this
# frame, the collector's time since the last frame, the work done in the pacer's wait before this frame
# (App.idle: spare-time work, not part of `work`), and how long the main thread waited for a CPU over the
# interval (WaitProbe)
COLUMNS = ("interval", "work", "cpu", *PHASES, "waits", "preempted", "late", "gc", "idle", "queued")
# why an interval ran past a 60 Hz slot (FrameStats.cause)
CAUSES = ("our work", "waited for a CPU", "woke late", "other")


@dataclass
class FrameStats:
    """Per-frame times in milliseconds; `summary()` is what `--bench` prints."""

    limit: int = 36_000  # ten minutes at 60 FPS
    gc_watch: GcWatch | None = None
    first_frame_ms: float = 0.0  # the first frame's work, before any picture was on screen
    period_ms: float = 1000 / 60  # the frame slot the pacer keeps
    columns: dict[str, array] = field(default_factory=lambda: {name: array("d") for name in COLUMNS})
    probe: WaitProbe | None = None  # --bench: the host's steal over the run goes into the summary
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
        queued_ms: float = 0.0,
    ) -> None:
        if len(self.intervals) >= self.limit:
            for column in self.columns.values():
                del column[: self.limit // 2]
        gc_ms = 0.0
        if self.gc_watch is not None:
            gc_ms, self._gc_seen = self.gc_watch.total_ms - self._gc_seen, self.gc_watch.total_ms
        for name, value in zip(
            COLUMNS,
            (interval_ms, work_ms, cpu_ms, *phases, *switches, late_ms, gc_ms, idle_ms, queued_ms),
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
            row = {name: c[name][i] for name in ("interval", "late", "idle", "queued")}
            row.update(
                {name: c[name][i - 1] for name in ("work", "cpu", *PHASES, "waits", "preempted", "gc")}
            )
            rows.append({"frame": i, **{k: round(v, 2) for k, v in row.items()}, "cause": self.cause(i)})
        return rows

    def cause(self, i: int) -> str:
        """What most of interval `i`'s time past its slot went to (one of CAUSES): our work (the frame
        before and the spare-time work after it filled more than a slot), waiting for a CPU while the main
        thread could run (another task had its core), or waking late from the pacer's sleep without such a
        wait (the timer, or the host running another machine on this virtual CPU). "other" when none of
        them explains a third of it."""
        c = self.columns
        over = c["interval"][i] - self.period_ms
        parts = {
            "our work": c["work"][i - 1] + c["idle"][i] - self.period_ms,
            "waited for a CPU": c["queued"][i],
            "woke late": c["late"][i] - c["queued"][i],
        }
        name = max(parts, key=lambda k: parts[k])
        return name if parts[name] >= over / 3 else "other"

    def long_frames(self) -> dict:
        """The intervals over LONG_MS, counted by cause."""
        c = self.columns
        counts = dict.fromkeys(CAUSES, 0)
        for i in range(1, len(c["interval"])):
            if c["interval"][i] > LONG_MS:
                counts[self.cause(i)] += 1
        return {"over_ms": LONG_MS, "count": sum(counts.values()), "by_cause": counts}

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
            "queued_ms": {**_stats(c["queued"]), "total": round(sum(c["queued"]), 1)},
            "long_frames": self.long_frames(),
            "idle_ms": {**_stats(c["idle"]), "frames": sum(1 for v in c["idle"] if v > 0)},
            "slowest": self.slowest(),
            "first_frame_ms": round(self.first_frame_ms, 3),
        }
        if self.gc_watch is not None:
            out["gc"] = self.gc_watch.summary()
        if self.probe is not None:
            out["steal_ms"] = self.probe.steal()
        return out
