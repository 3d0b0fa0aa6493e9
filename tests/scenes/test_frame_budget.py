"""What keeps the render loop's frames short (issue 17): drawing in place, the AI process spawned before a
game's first turn, the collector kept off what start-up and a game's start made."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.launch import start_game_scene
from scenes.menus.title import TitleScene
from tests.scenes.conftest import TOY_ID, run_frames


@pytest.fixture(autouse=True)
def _unfrozen():
    yield
    gc.unfreeze()  # leave the test process's collector as it was


def test_a_window_of_the_logical_size_is_drawn_in_place_with_the_same_pixels(app) -> None:
    app.stack.push(TitleScene(app))
    run_frames(app, 3)
    app.step(0)
    assert app.canvas is pygame.display.get_surface()
    in_place = pygame.image.tobytes(app.canvas, "RGB")
    app.window = pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    app.step(0)  # the same moment again, drawn on a canvas of our own and letterboxed
    assert app.canvas is not pygame.display.get_surface() and app.canvas.get_size() == theme.LOGICAL_SIZE
    assert pygame.image.tobytes(app.canvas, "RGB") == in_place
    app.window = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE)
    app.step(0)
    assert app.canvas is pygame.display.get_surface()


def test_a_game_with_ai_seats_has_its_ai_process_before_the_first_frame(app, toy_game) -> None:
    session = GameSession.start(TOY_ID, [Seat("human", "A"), Seat("ai-easy", "B")], {}, seed=1)
    start_game_scene(app, session)
    assert app.ai.alive and app.ai.pending is None  # spawned, not yet asked


def test_leaving_a_game_lets_its_scene_go_and_keeps_the_title_out_of_collections(app, toy_game) -> None:
    session = GameSession.start(TOY_ID, [Seat("human", "A"), Seat("human", "B")], {}, seed=1)
    start_game_scene(app, session)
    run_frames(app, 1)
    assert gc.get_freeze_count() > 0  # what was alive when the game started is out of the collector's way
    scene = weakref.ref(app.stack.top)
    app.stack.top.quit_to_title()
    run_frames(app, 1)
    assert isinstance(app.stack.top, TitleScene)
    assert scene() is None  # its reference cycles were collected in the next frame, not kept frozen


def test_the_move_list_keeps_its_rows_as_one_picture_with_the_same_pixels(app, monkeypatch) -> None:
    from scenes.widgets import movelist
    from scenes.widgets.movelist import MoveList

    history = MoveList(pygame.Rect(916, 120, 348, 520))
    history.set_entries([(f"move number {n} with some words", theme.TEXT) for n in range(40)])
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    history.draw(kept, app, "History")
    direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
    _draw_uncached(history, direct, app, "History")  # every row drawn on the panel itself, as before
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")
    calls = []
    small = theme.FONT_ROLES["small"][1]
    monkeypatch.setattr(movelist, "fit_label", lambda *a, **k: calls.append(a) or (a[1], small))
    fresh = MoveList(history.rect)
    fresh.set_entries(history.entries)
    fresh.draw(kept, app, "History")
    fresh.draw(kept, app, "History")
    assert len(calls) == fresh.visible_rows  # measured once, then blitted as one picture


def _draw_uncached(history, surface, app, title) -> None:
    from scenes.widgets.draw import panel, text

    panel(surface, history.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
    text(surface, app.fonts, title, (history.rect.x + 14, history.rect.y + 10), "label", theme.TEXT_DIM)
    end = len(history.entries) - history.scroll
    start = max(0, end - history.visible_rows)
    history._draw_rows(surface, app, start, end, (history.rect.x + 14, history.rect.y + 38))
    if start > 0:
        text(surface, app.fonts, "▲", (history.rect.right - 18, history.rect.y + 12), "tiny", theme.TEXT_DIM)
