"""The in-game rules pages (issue 15): every game has a page in sections (goal, a turn, special cases,
scoring, our decisions, controls) in both languages, with pictures drawn by the game's own art; every text
stays inside its box (tabs, lines, pictures), a long section scrolls to its end, and F1 and the pause menu
open the page of the game being played."""

from __future__ import annotations

import pygame
import pytest

import rules
from rules.session import GameSession, Seat
from scenes.games.launch import start_game_scene
from scenes.menus.help import AREA, HelpScene
from scenes.menus.pause import PauseScene
from scenes.widgets.draw import fit_label
from tests.scenes.conftest import run_frames

GAMES = ("kamisado", "camelot", "downunder", "kameloh")
FIGURES = {"kamisado": {"colour", "rays", "push"}, "camelot": {"moves", "charge"}}


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_every_rules_page_renders_in_sections_with_no_text_leaving_its_box(app, game_id, lang) -> None:
    app.tr.set_language(lang)
    app.settings.language = lang
    scene = HelpScene(app, game_id)
    app.stack.push(scene)
    sections = scene.sections()
    keys = [s.key for s in sections]
    assert keys[0] == "goal" and keys[-1] == "controls" and "decisions" in keys and len(keys) >= 6
    fonts = app.fonts
    for i, section in enumerate(sections):
        assert section.title and section.body and f"{game_id}.rules" not in section.title + section.body
        rect = scene.tab_rect(i)
        assert rect.bottom <= AREA.bottom  # every tab is inside the panel, above the Back button
        label, size = fit_label(fonts, section.title, "label", rect.w - 24)
        assert label == section.title and size >= 15, f"tab title too wide: {section.title}"
        width = scene.text_width(section)
        for line in scene.lines(section):
            assert fonts.get("body").size(line)[0] <= width, f"{game_id}/{section.key}: {line}"
        if section.figure is not None:
            assert width + section.figure.get_width() + 16 <= AREA.w
            assert section.figure.get_height() <= AREA.h
        scene.show(i)
        page = scene.page(i)
        scene.scroll = scene.max_scroll()
        assert page.get_height() - scene.scroll <= AREA.h  # the last line can be scrolled into view
        app.step(1 / 60)
    shown = {s.key for s in sections if s.figure is not None}
    assert shown == {key for key, fig in _page(game_id) if fig}
    assert {fig for _key, fig in _page(game_id) if fig} == FIGURES.get(game_id, set())


def _page(game_id: str):
    import importlib

    return importlib.import_module(f"scenes.games.{game_id}.words").RULES_PAGE


def test_the_tabs_switch_by_click_and_keys_and_a_long_section_scrolls(app) -> None:
    app.tr.set_language("de")
    app.settings.language = "de"
    scene = HelpScene(app, "kamisado")
    app.stack.push(scene)
    app.step(1 / 60)
    pos = scene.tab_rect(4).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)
    assert scene.sections()[scene.index].key == "sumo"
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step(1 / 60)
    assert scene.sections()[scene.index].key == "scoring"
    long = max(range(len(scene.sections())), key=lambda i: scene.page(i).get_height())
    scene.show(long)
    for _ in range(40):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        app.step(1 / 60)
    assert scene.scroll == scene.max_scroll()


@pytest.mark.parametrize("game_id", GAMES)
def test_f1_and_the_pause_menu_open_the_rules_of_the_game_being_played(app, game_id) -> None:
    session = GameSession.start(game_id, [Seat("human", "A"), Seat("ai-easy", "B")], {}, 2)
    start_game_scene(app, session)
    run_frames(app, 2)
    game = app.stack.top
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    app.step(1 / 60)
    assert isinstance(app.stack.top, HelpScene) and app.stack.top.game_id == game_id
    assert app.stack.top.sections()[0].key == "goal"
    app.stack.pop()
    pause = PauseScene(app, game)
    app.stack.push(pause)
    pause.rules()
    assert isinstance(app.stack.top, HelpScene) and app.stack.top.game_id == rules.GAMES[game_id].id
