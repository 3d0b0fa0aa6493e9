"""The command line: help, bad arguments (exit 2, one clear line, no traceback), headless runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout, env=env
    )


def test_help_documents_the_options() -> None:
    out = run("--help")
    assert out.returncode == 0
    for flag in (
        "--game",
        "--players",
        "--options",
        "--seed",
        "--lang",
        "--load",
        "--headless",
        "--frames",
        "--screenshot",
        "--until-over",
        "--bench",
    ):
        assert flag in out.stdout


@pytest.mark.parametrize(
    "args, words",
    [
        (["--game", "chess"], "unknown game"),
        (["--frames", "many"], "invalid int"),
        (["--lang", "fr"], "invalid choice"),
        (["--load", "/nonexistent/save.json"], "cannot load"),
        (["--players", "human,ai-hard"], "need --game"),
        (["--bogus"], "unrecognized"),
        (["--window", "wide"], "--window"),
        (["--game", "kamisado", "--players", "human,ai-hard,ai-easy"], "needs 2 players"),
        (["--game", "kamisado", "--players", "human,robot"], "unknown player kind"),
        (["--game", "kamisado", "--options", "colour=red"], "unknown option"),
        (["--game", "kamisado", "--options", "target=4"], "not allowed"),
        (["--game", "downunder", "--players", "human"], "needs 2 to 4 players"),
        (
            ["--game", "downunder", "--players", "human,human,human", "--options", "paths=two"],
            "2 players only",
        ),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str], words: str) -> None:
    out = run(*args)
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in out.stderr


def test_corrupt_load_file_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    out = run("--load", str(bad))
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1


def test_headless_title_screenshot(tmp_path: Path) -> None:
    shot = tmp_path / "title.png"
    out = run("--headless", "--frames", "30", "--screenshot", str(shot), "--bench")
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    assert stats["frames"] == 29 and stats["interval_ms"]["p50"] > 0


def test_bench_reports_hitches_and_where_a_frame_went() -> None:
    out = run("--headless", "--frames", "40", "--bench")
    assert out.returncode == 0, out.stderr
    stats = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("interval_ms", "work_ms", "work_cpu_ms", "late_ms"):
        assert set(stats[key]) == {"p50", "p99", "max"}, key
    assert isinstance(stats["over_33ms"], int) and 0 <= stats["over_33ms"] <= stats["frames"]
    assert set(stats["phases_ms"]) == {"events", "update", "draw", "present"}
    assert stats["phases_ms"]["draw"]["p50"] > 0
    assert set(stats["gc"]) >= {"collections", "by_generation", "max_ms", "total_ms"}
    assert len(stats["slowest"]) == 5 and {"interval", "work", "cpu", "gc"} <= set(stats["slowest"][0])
    # the first frame's work comes before any picture is up: reported apart, not as the first interval
    assert stats["first_frame_ms"] > 0
