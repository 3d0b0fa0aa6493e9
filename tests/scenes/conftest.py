"""Shared fixtures for scene tests: a headless App, a registered toy game, frame stepping."""

from __future__ import annotations

import pytest

import rules
from scenes.engine.app import App, RunOptions
from scenes.menus.registry import build_app
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.settings import Settings
from tests.adding_a_game import TOY_ID, install


@pytest.fixture
def toy_game(monkeypatch):
    """Tic-tac-toe registered as a game with its scene package (tests/adding_a_game), not on the title."""
    install(monkeypatch, on_title=False)
    yield rules.GAMES[TOY_ID]
    # The autosave writer serializes a toy session later, in its thread: let it finish while the toy is
    # still registered (the fixture's monkeypatch removes it right after this).
    AUTOSAVER.flush()


@pytest.fixture
def app():
    application = build_app(RunOptions(headless=True), Settings(language="en"))
    yield application
    application.shutdown()


def run_frames(app: App, frames: int, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.step(dt)
