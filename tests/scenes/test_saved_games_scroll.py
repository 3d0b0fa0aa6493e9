"""The Continue list scrolls (issue 18): with more saves than fit (four rows at any window size: the canvas
is scaled), the wheel, the arrow keys, Page Up/Down and Home/End scroll it by whole rows, the row in focus
is always whole in view, and a click on a row scrolled out of view does nothing. At the smallest window
(640x360) and at 1280x720, through real pygame events in window pixels."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

import rules
from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.engine.app import RunOptions
from scenes.menus import saved_games
from scenes.menus.registry import build_app
from scenes.menus.saved_games import FIT, VIEW, SavedGamesScene, SaveRow
from scenes.menus.title import TitleScene
from scenes.storage.saves import write_save
from scenes.storage.settings import Settings
from tests.scenes.conftest import run_frames
from tests.scenes.test_saved_games import _empty_table  # noqa: F401 (autouse: every test starts with no saves)
from tests.scenes.test_text_fit import check

SIZES = (theme.MIN_WINDOW, theme.LOGICAL_SIZE)


def _saves(count: int) -> None:
    """`count` unfinished saves, one per game kind (the toy game makes a fifth)."""
    for n, game_id in enumerate(list(rules.GAMES)[:count]):
        game = rules.GAMES[game_id]
        session = GameSession.start(
            game_id, [Seat("human", f"P{i + 1}") for i in range(game.players[0])], {}, 3
        )
        rng = random.Random(n)
        for _ in range(2):
            session.play(rng.choice(game.legal_moves(session.state)))
        write_save(session)


def _window(app, size: tuple[int, int]) -> None:
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step(1 / 60)


def _at(app, pos: tuple[int, int]) -> tuple[int, int]:
    """The window pixel of a canvas point (the canvas is scaled into the window)."""
    scale, ox, oy, _, _ = app._letterbox()
    return (round(pos[0] * scale + ox), round(pos[1] * scale + oy))


def _post(app, event_type: int, **fields) -> None:
    pygame.event.post(pygame.event.Event(event_type, **fields))
    run_frames(app, 1)


def _key(app, key: int) -> None:
    _post(app, pygame.KEYDOWN, key=key, mod=0, unicode="")


def _open(app) -> SavedGamesScene:
    app.settings = replace(app.settings, tutorials_offered=list(rules.CATALOGUE))
    title = TitleScene(app)
    app.stack.reset(title)
    title.open_saved_games()
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene)
    run_frames(app, 3)
    return scene


def _in_view(scene: SavedGamesScene) -> list[int]:
    """The rows drawn whole in view, by index."""
    rows = [w for w in scene.group.widgets if isinstance(w, SaveRow)]
    return [i for i, row in enumerate(rows) if VIEW.contains(row.rect)]


def _settle(app, scene: SavedGamesScene) -> None:
    run_frames(app, 40)  # the glide ends
    assert scene.scroll == scene.first * saved_games.STEP


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_more_saves_than_fit_scroll_by_wheel_keys_and_keep_the_focus_in_view(app, toy_game, size) -> None:
    _window(app, size)
    _saves(len(rules.GAMES))
    scene = _open(app)
    count = len(scene.saved)
    assert count == FIT + 1 == 5  # four game kinds and the toy: one more than fits
    assert _in_view(scene) == list(range(FIT)) and scene.max_first() == 1
    # the wheel, anywhere over the list, a row a notch; never beyond the list
    middle = _at(app, VIEW.center)
    _post(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    _settle(app, scene)
    assert scene.first == 1 and _in_view(scene) == [1, 2, 3, 4]
    _post(app, pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    assert scene.first == 1
    _post(app, pygame.MOUSEWHEEL, x=0, y=2, flipped=False)
    _settle(app, scene)
    assert scene.first == 0
    # the keys: down walks row, Delete, row, ...; the focused row comes into view
    scene.group.focus = 0
    for _ in range(2 * (count - 1)):
        _key(app, pygame.K_DOWN)
    focused = scene.group.focused
    assert isinstance(focused, SaveRow) and focused.saved is scene.saved[-1]
    _settle(app, scene)
    assert count - 1 in _in_view(scene)
    _key(app, pygame.K_HOME)
    _settle(app, scene)
    assert scene.group.focus == 0 and scene.first == 0
    _key(app, pygame.K_END)
    _settle(app, scene)
    assert scene.group.focused.saved is scene.saved[-1] and _in_view(scene)[-1] == count - 1
    _key(app, pygame.K_PAGEUP)
    _settle(app, scene)
    assert scene.first == 0 and 0 in _in_view(scene)
    _key(app, pygame.K_PAGEDOWN)
    _settle(app, scene)
    assert scene.first == 1
    # the first row is now scrolled out above the view, under the heading: a click there resumes nothing
    hidden = next(w for w in scene.group.widgets if isinstance(w, SaveRow) and w.saved is scene.saved[0])
    assert hidden.rect.bottom <= VIEW.top
    point = _at(app, (hidden.rect.centerx, max(hidden.rect.centery, 60)))
    _post(app, pygame.MOUSEBUTTONDOWN, button=1, pos=point)
    _post(app, pygame.MOUSEBUTTONUP, button=1, pos=point)
    assert app.stack.top is scene
    # a click on the last row, in view, resumes that game
    last = next(w for w in scene.group.widgets if isinstance(w, SaveRow) and w.saved is scene.saved[-1])
    _post(app, pygame.MOUSEMOTION, pos=middle, rel=(0, 0), buttons=(0, 0, 0))
    point = _at(app, last.rect.center)
    _post(app, pygame.MOUSEBUTTONDOWN, button=1, pos=point)
    _post(app, pygame.MOUSEBUTTONUP, button=1, pos=point)
    assert app.stack.top is not scene and app.stack.top.session.game_id == last.saved.game_id


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_four_saves_fit_without_scrolling(app, size) -> None:
    _window(app, size)
    _saves(4)
    scene = _open(app)
    assert len(scene.saved) == 4 == FIT and scene.max_first() == 0
    _post(app, pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    _key(app, pygame.K_PAGEDOWN)
    run_frames(app, 20)
    assert scene.first == 0 and _in_view(scene) == [0, 1, 2, 3]


@pytest.mark.parametrize("language", ("en", "de"))
def test_every_text_of_the_scrolled_list_fits_at_every_window_size(toy_game, language: str) -> None:
    # At rest no row is cut by the view's edge: the list scrolls by whole rows (tests/scenes/test_text_fit).
    application = build_app(RunOptions(headless=True, fixed_step=True), Settings(language=language))
    try:
        _saves(len(rules.GAMES))
        scene = _open(application)
        check(application, "continue, top of the list")
        _key(application, pygame.K_END)
        run_frames(application, 40)
        assert scene.first == scene.max_first() == 1
        check(application, "continue, end of the list")
    finally:
        application.shutdown()
