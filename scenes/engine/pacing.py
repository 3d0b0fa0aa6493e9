"""Frame pacing and frame statistics.

`clock.tick(60)` sleeps with millisecond granularity and drifts, which puts frame intervals at 16-18 ms.
The pacer keeps a schedule (start + k * period), sleeps until ~1.5 ms before the next slot and spins the
rest, so intervals stay at 16.7 ms even while an AI process keeps the other core busy.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field


class FramePacer:
    def __init__(self, fps: float, spin: float = 0.0015) -> None:
        self.period = 1.0 / fps
        self.spin = spin
        self.next = time.perf_counter() + self.period

    def wait(self) -> None:
        now = time.perf_counter()
        if now > self.next + self.period:  # we fell more than a frame behind: start a new schedule
            self.next = now + self.period
            return
        remaining = self.next - now
        if remaining > self.spin:
            time.sleep(remaining - self.spin)
        while time.perf_counter() < self.next:
            pass
        self.next += self.period


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * (len(ordered) - 1))))
    return ordered[index]


@dataclass
class FrameStats:
    """Frame intervals (start to start) and work times (update + draw + present) in milliseconds."""

    intervals: list[float] = field(default_factory=list)
    work: list[float] = field(default_factory=list)
    limit: int = 36_000  # ten minutes at 60 FPS

    def add(self, interval_ms: float, work_ms: float) -> None:
        if len(self.intervals) >= self.limit:
            del self.intervals[: self.limit // 2]
            del self.work[: self.limit // 2]
        self.intervals.append(interval_ms)
        self.work.append(work_ms)

    def summary(self) -> dict:
        def stats(values: list[float]) -> dict:
            return {
                "p50": round(percentile(values, 50), 3),
                "p99": round(percentile(values, 99), 3),
                "max": round(max(values), 3) if values else 0.0,
            }

        return {
            "frames": len(self.intervals),
            "interval_ms": stats(self.intervals),
            "work_ms": stats(self.work),
        }
