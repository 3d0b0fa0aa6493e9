"""Issue 27: in a game, Enter is the board's key to play. The pointer resting on a button (Undo) gave that
button the focus, and Enter then took a move back; a game's buttons are reached by Tab alone, a menu's by the
arrows and the pointer as before."""

from __future__ import annotations

import pygame

from scenes.engine.input import Action
from scenes.widgets.controls import Button, WidgetGroup


class _App:
    class sound:  # noqa: N801 (a stand-in for the app's sound)
        @staticmethod
        def play(*_args: object) -> None:
            pass


def _group(keys_choose: bool) -> tuple[WidgetGroup, list[str]]:
    pressed: list[str] = []
    group = WidgetGroup(keys_choose=keys_choose)
    group.add(Button(pygame.Rect(0, 0, 100, 40), "Undo", lambda: pressed.append("undo")))
    group.add(Button(pygame.Rect(0, 50, 100, 40), "Hint", lambda: pressed.append("hint")))
    return group, pressed


def _key(name: str) -> Action:
    return Action("key", name=name)


def test_a_games_buttons_leave_enter_and_the_arrows_to_the_board_until_tab_chooses_one() -> None:
    group, pressed = _group(keys_choose=True)
    group.handle(Action("motion", pos=(10, 10)), _App)  # the pointer rests on Undo
    assert group.focused is not None and group.focused.label() == "Undo"
    assert not group.handle(_key("confirm"), _App) and pressed == []  # Enter goes on to the board
    assert not group.handle(_key("down"), _App) and not group.handle(_key("right"), _App)
    assert group.handle(_key("next"), _App)  # Tab chooses a button; then Enter presses it
    assert group.handle(_key("confirm"), _App) and pressed == ["hint"]


def test_a_menus_buttons_follow_the_pointer_and_the_arrows() -> None:
    group, pressed = _group(keys_choose=False)
    group.handle(Action("motion", pos=(10, 10)), _App)
    assert group.handle(_key("confirm"), _App) and pressed == ["undo"]
    assert group.handle(_key("down"), _App) and group.handle(_key("confirm"), _App)
    assert pressed == ["undo", "hint"]


def test_issue27_a_clicked_game_button_keeps_no_focus_frame(app, toy_game) -> None:
    """A game's buttons (keys_choose) show the focus frame only while Tab chose one: a click on Hint left a
    gold frame on it for the rest of the game."""
    group = WidgetGroup(keys_choose=True)
    first = group.add(Button((0, 0, 100, 40), "A", lambda: None))
    group.add(Button((0, 50, 100, 40), "B", lambda: None))
    pressed = group.handle(Action("press", pos=(10, 10), button=1), app)
    assert pressed and group.focused is first and not group.shows_focus(0)
    group.handle(Action("key", name="next"), app)
    assert group.by_keys and group.shows_focus(group.focus)
    menu = WidgetGroup()  # a menu keeps showing the pointer's choice
    menu.add(Button((0, 0, 100, 40), "A", lambda: None))
    menu.handle(Action("press", pos=(10, 10), button=1), app)
    assert menu.shows_focus(0)
