"""Frame statistics for --bench: the counts and the breakdown that say where a frame's time went."""

from __future__ import annotations

import gc
import sys
import time

from scenes.engine.pacing import (
    CAUSES,
    LONG_MS,
    PHASES,
    FramePacer,
    FrameStats,
    GcWatch,
    WaitProbe,
    thread_switches,
)


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


def test_a_late_frame_is_put_down_to_our_work_a_wait_for_a_cpu_or_a_late_wake_up() -> None:
    stats = FrameStats(period_ms=16.667)
    # (interval, work of the frame before, spare-time work in the wait, pacer woke late by, queued for a CPU)
    frames = [
        (16.7, 2.0, 0.0, 0.0, 0.0),
        (22.0, 20.0, 0.0, 0.0, 0.0),  # the frame before ran past its slot: its own work is the cause
        (21.0, 2.0, 0.0, 4.0, 0.2),  # woke 4 ms late, not waiting for a CPU: the timer or the host
        (20.0, 2.0, 0.0, 3.3, 3.1),  # woke late because another task had the core
        (21.0, 14.0, 6.0, 0.0, 0.0),  # spare-time work after a long frame overran the slot
        (22.0, 2.0, 0.0, 0.5, 0.3),  # nothing measured explains it
        (17.4, 2.0, 0.0, 0.7, 0.0),  # within a 60 Hz frame plus jitter: not late
    ]
    for i, (interval, _, idle, late, queued) in enumerate(frames):
        work = frames[i + 1][1] if i + 1 < len(frames) else 2.0  # `work` belongs to the frame it starts
        stats.add(interval, work, cpu_ms=work, late_ms=late, idle_ms=idle, queued_ms=queued)
    assert [stats.cause(i) for i in range(1, 6)] == [
        "our work",
        "woke late",
        "waited for a CPU",
        "our work",
        "other",
    ]
    long = stats.summary()["long_frames"]
    assert long["over_ms"] == LONG_MS and long["count"] == 5
    assert long["by_cause"] == {"our work": 2, "waited for a CPU": 1, "woke late": 1, "other": 1}
    assert set(long["by_cause"]) == set(CAUSES)
    assert stats.slowest(1)[0]["cause"] == "our work" and stats.slowest(1)[0]["interval"] == 22.0


def test_the_wait_probe_counts_time_waiting_for_a_cpu_never_backwards() -> None:
    probe = WaitProbe()
    first = probe.read()
    end = time.perf_counter() + 0.02
    while time.perf_counter() < end:
        pass
    assert probe.read() >= first >= 0.0
    steal = probe.steal()
    assert steal is None or steal >= 0.0
    if not sys.platform.startswith("linux"):
        assert first == 0.0 and steal is None


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
