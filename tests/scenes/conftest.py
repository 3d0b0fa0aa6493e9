"""Shared fixtures for scene tests: a headless App, a registered toy game, frame stepping."""

from __future__ import annotations

import pytest

import rules
import scenes.games
from scenes.engine.app import App, RunOptions
from scenes.engine.settings import Settings
from tests.toys import TicTacToe

TOY_ID = "tictactoe"


@pytest.fixture
def toy_game(monkeypatch):
    game = TicTacToe()
    monkeypatch.setitem(rules.GAMES, TOY_ID, game)
    monkeypatch.setitem(scenes.games.SCENES, TOY_ID, "tests.scenes.toy_scene:TicTacToeScene")
    return game


@pytest.fixture
def app():
    application = App(RunOptions(headless=True), Settings(language="en"))
    yield application
    application.shutdown()


def run_frames(app: App, frames: int, dt: float = 1 / 60) -> None:
    for _ in range(frames):
        app.step(dt)
