"""docs/architecture.md's "Adding a game", followed step by step with the toy game of tests/adding_a_game:
a rules package, a scene package with the same rooms as the four games, one catalogue line, and the game
played to its end by AI seats, headless, through the real scene loop."""

from __future__ import annotations

import ast

import rules
from rules.session import GameSession, Seat
from scenes.engine.app import RunOptions
from scenes.games import playable_games, scene_class
from scenes.menus.registry import build_app
from scenes.storage.settings import Settings
from tests.adding_a_game import HERE, TOY_ID, install
from tests.test_architecture import ROOMS


def test_step_1_the_rules_package_has_a_public_face_with_game(monkeypatch) -> None:
    install(monkeypatch)
    import rules.tictactoe as face

    assert face.__all__ and "GAME" in face.__all__ and face.__doc__
    assert rules.GAMES[TOY_ID] is face.GAME


def test_step_2_the_scene_package_has_every_room_and_names_its_scene(monkeypatch) -> None:
    folder = HERE / "scenes" / "games" / TOY_ID
    assert [room for room in ROOMS if not (folder / f"{room}.py").is_file()] == []
    entries = {
        "layout": "Layout",
        "view": "build",
        "draw": "draw_board",
        "anim": "animate",
        "fx": "Effects",
        "panel": "draw_panel",
    }
    for room, entry in entries.items():
        tree = ast.parse((folder / f"{room}.py").read_text(encoding="utf-8"))
        assert entry in {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    install(monkeypatch)
    assert scene_class(TOY_ID).__name__ == "TicTacToeScene"


def test_step_3_one_catalogue_line_puts_it_on_the_title(monkeypatch) -> None:
    assert TOY_ID not in playable_games()
    install(monkeypatch)
    assert playable_games()[-1] == TOY_ID


def test_step_4_the_toy_is_played_to_its_end_through_the_real_loop(monkeypatch) -> None:
    install(monkeypatch)
    app = build_app(RunOptions(headless=True, until_over=True, max_seconds=60), Settings(language="en"))
    session = GameSession.start(TOY_ID, [Seat("ai-easy", "A"), Seat("ai-hard", "B")], {}, seed=3)
    scene = scene_class(TOY_ID)(app, session)
    assert app.run(scene) == 0
    report = app.game_over_report
    assert report is not None and report["game"] == TOY_ID and 5 <= report["moves"] <= 9
    assert session.over and len(session.moves) == report["moves"]
