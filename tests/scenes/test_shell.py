"""The shell around the games: title, setup, settings, pause, results, letterboxing, resizes, the game
scene base with AI turns, undo, hint, autosave and results."""

from __future__ import annotations

import time

import pygame
import pytest

import rules
from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.board_scene import GameScene
from scenes.games.launch import start_game_scene
from scenes.menus.pause import PauseScene
from scenes.menus.results import ResultsScene
from scenes.menus.settings_menu import SettingsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.storage.saves import delete_all_saves, read_save, save_path
from tests.scenes.conftest import TOY_ID, run_frames


def click(app, pos) -> None:
    """A real left click through SDL's event queue, in window coordinates of a 1280x720 window."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)


def key(app, k, mod=0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
    app.step(1 / 60)


def test_title_lists_all_four_games_and_marks_missing_ones(app) -> None:
    title = TitleScene(app)
    app.stack.push(title)
    run_frames(app, 5)
    cards = [w for w in title.group.widgets if hasattr(w, "game_id")]
    assert [c.game_id for c in cards] == ["kamisado", "downunder", "camelot", "kameloh"]


def test_settings_change_language_at_once_and_persist(app) -> None:
    app.stack.push(TitleScene(app))
    settings = SettingsScene(app)
    app.stack.push(settings)
    language = settings.group.widgets[0]
    language.adjust(-1, app)  # en -> de
    assert app.settings.language == "de" and app.t("title.quit") == "Beenden"
    from scenes.storage.settings import load_settings

    assert load_settings().language == "de"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TitleScene)


def test_letterbox_maps_window_to_logical_coordinates(app) -> None:
    app.window = pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    # 640x480 holds a 640x360 picture with 60-pixel bars above and below
    assert app.to_logical((320, 240)) == (640, 360)
    assert app.to_logical((0, 60)) == (0, 0)
    app.window = pygame.display.set_mode((200, 150), pygame.RESIZABLE)
    app.stack.push(TitleScene(app))
    run_frames(app, 3)
    app.window = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE)
    run_frames(app, 3)
    assert app.to_logical((100, 100)) == (100, 100)


def test_fullscreen_toggle_never_raises_under_the_dummy_driver(app) -> None:
    app.stack.push(TitleScene(app))
    key(app, pygame.K_F11)
    key(app, pygame.K_F11)
    run_frames(app, 2)


def test_setup_builds_seats_and_options_and_starts_the_game(app, toy_game) -> None:
    app.stack.push(TitleScene(app))
    setup = SetupScene(app, TOY_ID)
    app.stack.push(setup)
    setup._set_kind(1, "ai-easy")
    setup.start()
    scene = app.stack.top
    assert isinstance(scene, GameScene)
    assert [s.kind for s in scene.seats] == ["human", "ai-easy"]


def _toy_session(kinds=("human", "ai-easy")) -> GameSession:
    return GameSession.start(TOY_ID, [Seat(k, f"P{i}") for i, k in enumerate(kinds)], {}, seed=4)


def _flush() -> None:
    from scenes.games.board_scene import _autosaver

    _autosaver.flush()


def play_until(app, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        app.step(1 / 60)


def test_human_move_then_ai_answers_then_undo(app, toy_game) -> None:
    delete_all_saves()
    start_game_scene(app, _toy_session())
    scene = app.stack.top
    click(app, scene.cell_rect(4).center)
    assert scene.session.moves == [4]
    _flush()
    assert read_save(save_path(TOY_ID)).moves == [4]
    play_until(app, lambda: len(scene.session.moves) == 2)
    play_until(app, lambda: scene.human_to_move())
    key(app, pygame.K_u)
    assert scene.session.moves == []
    assert not scene.undo_button.enabled or scene.session.undo_target() is not None


def test_click_while_the_ai_thinks_is_ignored_and_loses_nothing(app, toy_game) -> None:
    start_game_scene(app, _toy_session(("ai-easy", "human")))
    scene = app.stack.top
    run_frames(app, 1)
    click(app, scene.cell_rect(0).center)  # not the human's turn yet
    assert len(scene.session.moves) <= 1
    play_until(app, lambda: scene.human_to_move())
    assert len(scene.session.moves) == 1


def test_hint_highlights_a_legal_move(app, toy_game) -> None:
    start_game_scene(app, _toy_session())
    scene = app.stack.top
    key(app, pygame.K_h)
    play_until(app, lambda: scene.hint_move is not None)
    assert scene.hint_move in toy_game.legal_moves(scene.state)


def test_ai_vs_ai_game_reaches_the_results_scene_and_reports(app, toy_game) -> None:
    app.speed_boost = 20.0
    start_game_scene(app, _toy_session(("ai-easy", "ai-hard")))
    play_until(app, lambda: isinstance(app.stack.top, ResultsScene), 60)
    assert app.game_over_report["game"] == TOY_ID
    _flush()
    assert not save_path(TOY_ID).exists()  # a finished game is no longer offered to continue


def test_pause_menu_opens_on_escape_and_save_quit_keeps_a_loadable_save(app, toy_game) -> None:
    delete_all_saves()
    start_game_scene(app, _toy_session(("human", "human")))
    scene = app.stack.top
    click(app, scene.cell_rect(0).center)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.save_quit()
    assert isinstance(app.stack.top, TitleScene)
    loaded = read_save(save_path(TOY_ID))
    assert loaded.moves == [0]


def test_idle_title_starts_an_ai_demo_and_any_key_returns(app, toy_game, monkeypatch) -> None:
    import rules

    monkeypatch.setattr(rules, "CATALOGUE", (*rules.CATALOGUE, TOY_ID))
    delete_all_saves()
    title = TitleScene(app)
    app.stack.push(title)
    title.idle = 59.9
    run_frames(app, 10)
    demo = app.stack.top
    assert isinstance(demo, GameScene) and demo.demo and all(s.is_ai for s in demo.seats)
    play_until(app, lambda: len(demo.session.moves) >= 1)
    assert not save_path(TOY_ID).exists()  # a demo never touches the player's save
    key(app, pygame.K_a)
    assert isinstance(app.stack.top, TitleScene)


def test_sound_is_silent_without_a_mixer(monkeypatch) -> None:
    from scenes.engine import sound

    def no_mixer(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(sound.pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(sound.pygame.mixer, "init", no_mixer)
    player = sound.Sound(True, 1.0)
    player.play("click")  # no exception, no sound
    assert player.prepared and not player.available


def test_synthesised_effects_are_short_and_not_silent() -> None:
    from scenes.engine.sound import RATE, synthesise

    effects = synthesise()
    assert {"click", "move", "push", "capture", "flip", "win", "error"} <= set(effects)
    for name, samples in effects.items():
        assert 0 < len(samples) <= RATE * 1.0, name
        assert max(abs(s) for s in samples) > 2000, name


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_setup_rows_stay_inside_the_panel_for_every_seat_count(app, game_id: str) -> None:
    setup = SetupScene(app, game_id)
    lo, hi = setup.game.players
    for count in range(lo, hi + 1):
        setup._set_players(count)
        for widget in setup.group.widgets:
            assert widget.rect.bottom <= 650 and widget.rect.height >= 38, (game_id, count, widget.rect)


def test_sound_is_synthesised_in_small_steps_then_plays() -> None:
    from scenes.engine import sound

    player = sound.Sound(True, 1.0)
    player.prepare()
    if not pygame.mixer.get_init():
        pytest.skip("no mixer on this machine, not even the dummy driver")
    player.play("click")  # while synthesising: silently nothing
    player.idle(0.0)  # one step of the synthesis, then back to the frame loop
    assert player.pending and not player.available
    assert player.ready(wait=True) and not player.pending and "click" in player.sounds
    player.play("click")


def test_the_loop_gives_the_synthesis_only_time_it_would_sleep() -> None:
    from scenes.engine.pacing import FramePacer

    budgets: list[float] = []
    pacer = FramePacer(60)
    pacer.wait(budgets.append)  # a whole frame ahead: some idle time, never the reserve before the slot
    assert budgets and 0 < budgets[0] <= pacer.idle_budget
    pacer.next = time.perf_counter() - 0.001  # the frame overran its slot: no idle work at all
    pacer.wait(budgets.append)
    assert len(budgets) == 1


def test_the_title_lists_the_games_without_importing_their_scenes() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from scenes.games import playable_games; games = playable_games(); "
        "print(games, [m for m in sys.modules if m.startswith('scenes.games.')])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['kamisado', 'downunder', 'camelot', 'kameloh'] []"
