"""Saves: one file per game kind, atomic writes, round-trips, the single-slot save of older versions moved to
its game's file, and every kind of damaged file gives a clear error and is kept aside."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from rules.session import GameSession, SaveError, Seat
from scenes.storage import atomic
from scenes.storage.saves import delete_all_saves, list_saves, read_save, save_path, write_save
from tests.scenes.conftest import TOY_ID


@pytest.fixture
def session(toy_game) -> GameSession:
    s = GameSession.start(TOY_ID, [Seat("human", "Ann"), Seat("ai-hard", "Bot")], {}, seed=9)
    for move in (4, 0, 8):
        s.play(move)
    return s


def test_save_round_trip(session: GameSession, tmp_path: Path) -> None:
    path = write_save(session, tmp_path / "game.json")
    loaded = read_save(path)
    assert loaded.state == session.state and loaded.moves == session.moves and loaded.seats == session.seats


def test_failed_write_keeps_the_previous_save(session: GameSession, tmp_path: Path, monkeypatch) -> None:
    path = write_save(session, tmp_path / "game.json")
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    session.play(1)
    with pytest.raises(OSError):
        write_save(session, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left behind


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # truncated
        lambda text: "",  # empty
        lambda text: "\x00\xff garbage",  # binary noise
        lambda text: text.replace('"moves": [', '"moves": ["z9", '),  # a move that cannot be replayed
        lambda text: text.replace('"format": 1', '"format": 99', 1),  # unknown version
        lambda text: json.dumps(
            {**json.loads(text), "state": {"game": "tictactoe", "format": 1, "cells": [7]}}
        ),
        lambda text: json.dumps({**json.loads(text), "seats": [{"kind": "wizard"}]}),
        lambda text: json.dumps({**json.loads(text), "moves": ["a1"]}),  # moves do not lead to the position
        lambda text: json.dumps([1, 2, 3]),
        lambda text: json.dumps({**json.loads(text), "game": "chess"}),
    ],
)
def test_damaged_save_is_reported_and_kept_aside(session: GameSession, damage) -> None:
    delete_all_saves()
    path = write_save(session)
    assert path == save_path(TOY_ID)
    path.write_bytes(damage(path.read_text(encoding="utf-8")).encode("utf-8", "surrogateescape"))
    games, damaged = list_saves()
    assert games == [] and len(damaged) == 1
    error, moved = damaged[0].error, damaged[0].moved_to
    assert isinstance(error, SaveError) and error.key.startswith("save.")
    assert moved is not None and moved.exists() and not path.exists()
    assert list_saves() == ([], [])  # reported once: the file kept aside is never listed again
    os.unlink(moved)


def test_unreadable_file_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError):
        read_save(tmp_path / "missing.json")


def test_one_autosave_thread_serves_every_save_and_the_latest_wins(tmp_path: Path, monkeypatch) -> None:
    from scenes.storage import autosave

    saver = autosave.Autosaver()
    path = tmp_path / "auto.json"
    for n in range(5):
        saver.save(path, {"n": n})
        if n % 2:
            assert saver.flush()
    assert saver.flush() and json.loads(path.read_text()) == {"n": 4}
    writer = saver._thread
    assert writer is not None and writer.is_alive()  # waiting for the next save, not started anew
    saver.save(path, None)  # a finished game: the file goes
    assert saver.flush() and not path.exists() and saver._thread is writer

    def broken(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave, "write_json_atomic", broken)
    saver.save(path, {"n": 5})
    assert saver.flush() and "No space" in (saver.last_error or "")
    monkeypatch.undo()
    saver.save(path, {"n": 6})  # the writer survived the failure
    assert saver.flush() and json.loads(path.read_text()) == {"n": 6} and saver.last_error is None


def test_the_png_encoder_writes_what_pygame_reads_back(tmp_path: Path) -> None:
    import pygame

    from scenes.storage.png import encode_png

    picture = pygame.Surface((7, 5))
    for x in range(7):
        for y in range(5):
            picture.set_at((x, y), (x * 30, y * 50, (x + y) * 10))
    path = tmp_path / "p.png"
    path.write_bytes(encode_png(7, 5, pygame.image.tobytes(picture, "RGB")))
    back = pygame.image.load(str(path))
    assert back.get_size() == (7, 5)
    assert all(back.get_at((x, y))[:3] == picture.get_at((x, y))[:3] for x in range(7) for y in range(5))
    with pytest.raises(ValueError):
        encode_png(7, 5, b"short")
