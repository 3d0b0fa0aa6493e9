"""Frame statistics for --bench: the counts and the breakdown that say where a frame's time went."""

from __future__ import annotations

import gc
import sys
import time

from scenes.engine.pacing import PHASES, FramePacer, FrameStats, GcWatch, thread_switches


def test_frames_over_33ms_are_counted_and_the_slowest_shows_what_filled_it() -> None:
    stats = FrameStats()
    for interval, work in [(16.7, 2.0), (33.0, 2.0), (16.7, 30.0), (40.0, 2.0), (16.7, 2.0), (90.0, 1.0)]:
        stats.add(interval, work, (0.1, 0.2, work - 0.4, 0.1), cpu_ms=1.5, late_ms=0.5, switches=(0, 1))
    summary = stats.summary()
    assert summary["frames"] == 6
    assert summary["over_33ms"] == 2  # 33.0 itself is not over
    assert summary["interval_ms"]["max"] == 90.0 and summary["work_ms"]["max"] == 30.0
    assert set(summary["phases_ms"]) == set(PHASES)
    assert summary["phases_ms"]["draw"]["max"] == 29.6
    slowest = summary["slowest"]
    assert [row["interval"] for row in slowest[:2]] == [90.0, 40.0]
    assert slowest[1]["work"] == 30.0 and slowest[1]["preempted"] == 1  # the frame before the long interval


def test_stats_keep_a_bounded_history() -> None:
    stats = FrameStats(limit=10)
    for i in range(25):
        stats.add(float(i), 1.0)
    assert len(stats.intervals) <= 10 and stats.intervals[-1] == 24.0
    assert all(len(column) == len(stats.intervals) for column in stats.columns.values())


def test_gc_watch_counts_and_times_collections_by_generation() -> None:
    watch = GcWatch()
    watch.install()
    try:
        gc.collect()
    finally:
        watch.remove()
    gc.collect()  # no longer watched
    summary = watch.summary()
    assert summary["by_generation"][2] == 1 and summary["collections"] >= 1
    assert summary["max_ms"] >= 0 and summary["total_ms"] >= summary["max_ms"]
    stats = FrameStats(gc_watch=watch)
    assert stats.summary()["gc"] == summary


def test_the_pacer_never_starts_a_frame_before_its_slot() -> None:
    pacer = FramePacer(60)
    for _ in range(3):
        slot = pacer.next
        late = pacer.wait()
        assert time.perf_counter() >= slot and late >= 0


def test_a_sleep_counts_as_a_voluntary_switch() -> None:
    voluntary, involuntary = thread_switches()
    time.sleep(0.002)
    after = thread_switches()
    if sys.platform.startswith("linux"):
        assert after[0] > voluntary and after[1] >= involuntary
    else:
        assert after == (0, 0)  # not measured there
