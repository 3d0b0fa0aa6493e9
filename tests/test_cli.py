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
        "--autosave",
        "--review",
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


def _finished_save(path: Path, finished: bool) -> Path:
    """A save of a Kamisado game played by random moves to its end (or 6 moves into it)."""
    import random

    from rules.session import GameSession, Seat

    session = GameSession.start("kamisado", [Seat("human", "Anna"), Seat("ai-easy", "Bert")], {}, seed=3)
    rng = random.Random(3)
    while not session.over and (finished or len(session.moves) < 6):
        session.play(rng.choice(session.game.legal_moves(session.state)))
    path.write_text(json.dumps(session.to_save()), encoding="utf-8")
    return path


def test_review_opens_a_finished_game_and_refuses_an_unfinished_one(tmp_path: Path, monkeypatch) -> None:
    """Issue 28: --review FILE looks back at a finished game (and at nothing else)."""
    shot = tmp_path / "review.png"
    done = _finished_save(tmp_path / "done.json", True)
    monkeypatch.setenv("SPIELTISCH_HOME", str(tmp_path / "home"))  # the run's own scratch home
    out = run("--review", str(done), "--headless", "--frames", "20", "--screenshot", str(shot))
    assert out.returncode == 0, out.stderr
    assert shot.stat().st_size > 10_000
    running = _finished_save(tmp_path / "running.json", False)
    out = run("--review", str(running), "--headless", "--frames", "5")
    assert out.returncode == 2 and "not finished" in out.stderr and "Traceback" not in out.stderr
    out = run("--review", str(done), "--game", "kamisado")
    assert out.returncode == 2 and "--review takes only" in out.stderr


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
    assert len(stats["slowest"]) == 5 and {"interval", "work", "cpu", "gc", "queued", "cause"} <= set(
        stats["slowest"][0]
    )
    # a frame late by more than clock jitter is put down to a cause, so the machine can be told from our work
    assert set(stats["queued_ms"]) == {"p50", "p99", "max", "total"} and stats["queued_ms"]["total"] >= 0
    long = stats["long_frames"]
    assert long["count"] == sum(long["by_cause"].values()) <= stats["frames"]
    assert "steal_ms" in stats
    # the first frame's work comes before any picture is up: reported apart, not as the first interval
    assert stats["first_frame_ms"] > 0


# ------------------------------------------------------------------ scripted runs and the player's saves
def _run_at(home: Path, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "SPIELTISCH_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )


def _players_save(home: Path) -> Path:
    """An unfinished Kamisado game of the player's, saved where the game keeps it."""
    from rules.session import GameSession, Seat

    session = GameSession.start("kamisado", [Seat("human", "Ann"), Seat("ai-hard", "Bot")], {}, seed=5)
    for _ in range(3):
        session.play(session.game.legal_moves(session.state)[0])
    path = home / "data" / "saves" / "kamisado.json"
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps(session.to_save()), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "script",
    [
        ["--frames", "240"],  # moves are played and would be autosaved
        ["--until-over", "--options", "target=1", "--max-seconds", "60"],  # the end would remove the save
    ],
    ids=["frames", "until-over"],
)
def test_a_scripted_run_leaves_the_players_save_untouched(tmp_path: Path, script: list[str]) -> None:
    save = _players_save(tmp_path)
    before, stamp = save.read_bytes(), save.stat().st_mtime_ns
    out = _run_at(tmp_path, "--headless", "--game", "kamisado", "--players", "ai-easy,ai-easy", *script)
    assert out.returncode == 0, out.stderr
    assert save.read_bytes() == before and save.stat().st_mtime_ns == stamp
    assert sorted(p.name for p in save.parent.iterdir()) == ["kamisado.json"]  # no picture, nothing else


def test_a_scripted_run_asked_to_autosave_writes_its_game(tmp_path: Path) -> None:
    # --autosave: a scripted run that should leave a save (the executable's smoke test checks the folders)
    out = _run_at(
        tmp_path,
        "--headless",
        "--game",
        "kamisado",
        "--players",
        "ai-easy,ai-easy",
        "--frames",
        "240",
        "--autosave",
    )
    assert out.returncode == 0, out.stderr
    saved = json.loads((tmp_path / "data" / "saves" / "kamisado.json").read_text(encoding="utf-8"))
    assert saved["moves"] and [s["kind"] for s in saved["seats"]] == ["ai-easy", "ai-easy"]


def test_scene_online_opens_the_account_screen_and_says_a_broken_keyring(tmp_path: Path, monkeypatch) -> None:
    """`--scene online` opens Play online's account screen (the executable's smoke test runs it: the keyring and
    slixmpp are imported there in threads); a keyring that cannot even load is said on stderr, while the usual
    "no keyring on this machine" is not a fault."""
    monkeypatch.setenv("SPIELTISCH_HOME", str(tmp_path / "home"))
    shot = tmp_path / "online.png"
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "keyring.backends.fail.Keyring")
    out = run("--headless", "--scene", "online", "--frames", "120", "--screenshot", str(shot))
    assert out.returncode == 0 and shot.stat().st_size > 10_000, out.stderr
    assert "keyring failed" not in out.stderr and "Traceback" not in out.stderr
    monkeypatch.setenv("PYTHON_KEYRING_BACKEND", "no_such_module.Keyring")
    out = run("--headless", "--scene", "online", "--frames", "120")
    assert out.returncode == 0 and "the keyring failed: ModuleNotFoundError" in out.stderr
