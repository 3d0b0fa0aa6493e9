"""The Kamisado tutorial through the real scene, headless: every step to the end in both languages, a wrong
move refused with its sentence while the step waits, "back" to the previous step's position, leaving by the
pause menu without a save, Continue refused as a board click, and random input that breaks nothing."""

from __future__ import annotations

import pygame
import pytest

from rules.kamisado import FILL_LEFT, FILL_RIGHT, GAME
from scenes.menus.pause import PauseScene
from scenes.menus.title import TitleScene
from scenes.storage.folders import saves_dir
from tests.scenes.conftest import run_frames
from tests.scenes.tutorial_driver import (
    advance_to,
    check_refusals,
    click,
    do_step,
    drive_to_end,
    expected_move,
    key,
    monkey_then_finish,
    open_tutorial,
    settle,
    wrong_move,
)


def clicks(scene, move) -> list[tuple[int, int]]:
    """A Kamisado move by clicks: a refill card, or the tower and then its target square."""
    if move.kind in (FILL_LEFT, FILL_RIGHT):
        return [scene.stage.fill.cards[move.kind].center]
    view = scene.view
    return [view.square_rect(move.frm).center, view.square_rect(move.to).center]


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tutorial_runs_from_its_first_step_to_its_end(app, language: str) -> None:
    app.tr.set_language(language)
    scene = open_tutorial(app, "kamisado")
    seen: list[int] = []

    def check() -> None:
        coach = scene.tutor.coach
        seen.append(coach.index)
        text = app.t(coach.step.text)
        assert text != coach.step.text, f"{coach.step.text} is translated"
        check_refusals(app, scene)
        for mark in scene.tutor.marks():  # the highlights are on the canvas and never under the card
            assert pygame.Rect(0, 0, 1280, 720).contains(mark)
            assert not mark.colliderect(scene.tutor.card.rect)

    steps = drive_to_end(app, scene, clicks, check)
    assert steps == scene.tutor.coach.count
    assert seen == list(range(scene.tutor.coach.count))
    assert isinstance(app.stack.top, TitleScene)


def test_the_match_is_really_won_by_the_scripted_moves(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, scene.tutor.coach.count - 1, clicks)
    assert scene.session.over and GAME.outcome(scene.state).winners == (0,)
    assert scene.state.score == (3, 1)


def test_a_wrong_move_is_refused_with_its_sentence_and_the_step_waits(app) -> None:
    scene = open_tutorial(app, "kamisado")
    do_step(app, scene, clicks)  # Continue
    settle(app, scene)
    coach = scene.tutor.coach
    assert coach.index == 1 and coach.step.expect == "d8-d4"
    wrong = wrong_move(scene)
    for pos in clicks(scene, wrong):
        click(app, pos)
    run_frames(app, 3)
    assert coach.index == 1 and scene.session.moves == []
    assert coach.refusal == "kamisado.tutorial.wrong.first_move" and coach.refusals == 1
    assert app.t(coach.refusal) != coach.refusal  # the card shows the sentence (see card.py)
    do_step(app, scene, clicks)  # the right move is still taken
    settle(app, scene)
    assert coach.index == 2 and coach.refusal == ""


def test_a_board_click_on_a_reading_step_says_to_press_continue(app) -> None:
    scene = open_tutorial(app, "kamisado")
    click(app, scene.view.square_rect(59).center)  # Black's pink tower on d8
    assert scene.tutor.coach.index == 0 and scene.session.moves == []
    assert scene.tutor.coach.refusal == "tutorial.wrong.continue"
    key(app, pygame.K_RETURN)  # Enter is Continue
    settle(app, scene)
    assert scene.tutor.coach.index == 1


def test_back_returns_to_the_previous_steps_position(app) -> None:
    scene = open_tutorial(app, "kamisado")
    start = scene.state
    advance_to(app, scene, 3, clicks)  # Continue, d8-d4, Continue (White replies a1-a5)
    assert scene.tutor.coach.index == 3 and len(scene.session.moves) == 2
    after_first = scene.session.states[1]
    click(app, scene.tutor.card.back_button.rect.center)
    settle(app, scene)
    assert scene.tutor.coach.index == 2 and scene.state == after_first and len(scene.session.moves) == 1
    key(app, pygame.K_u)  # U (undo) is "step back" too
    settle(app, scene)
    assert scene.tutor.coach.index == 1 and scene.state == start and scene.session.moves == []
    assert scene.stage.sprites[4].pos == (3.0, 7.0)  # the pink tower stands on d8 again


def test_back_from_a_step_with_its_own_position_goes_to_the_previous_position(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 6, clicks)  # the refilled board, after the first round
    refilled = scene.state
    assert scene.tutor.script.steps[7].position is not None and scene.tutor.script.steps[6].position is None
    assert refilled.round_no == 2 and refilled.score == (1, 0)
    do_step(app, scene, clicks)  # Continue to the blocked lesson (a position of its own)
    settle(app, scene)
    assert scene.tutor.coach.index == 7 and scene.state == scene.tutor.script.steps[7].position()
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 6 and scene.state == refilled and len(scene.session.moves) == 4


def test_leaving_by_the_pause_menu_goes_to_the_title_and_saves_nothing(app) -> None:
    from scenes.games.board_scene import _autosaver
    from scenes.storage.saves import delete_all_saves

    _autosaver.flush()  # what earlier tests' games still had on the way to the disk
    delete_all_saves()
    scene = open_tutorial(app, "kamisado")
    do_step(app, scene, clicks)
    settle(app, scene)
    do_step(app, scene, clicks)  # a real move
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    labels = [w.label() for w in app.stack.top.group.widgets]
    assert app.t("tutorial.quit") in labels and app.t("pause.save_quit") not in labels  # nothing is saved
    app.stack.top.save_quit()
    run_frames(app, 3)
    assert isinstance(app.stack.top, TitleScene)
    _autosaver.flush()
    assert list(saves_dir().glob("*.json")) == []


def test_restart_from_the_pause_menu_starts_the_tutorial_again(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 2, clicks)
    scene.restart()
    settle(app, scene)
    assert (
        scene.tutor.coach.index == 0
        and scene.session.moves == []
        and scene.state == GAME.new(2, {"target": 3})
    )


@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_and_keys_break_nothing(app, seed: int) -> None:
    scene = open_tutorial(app, "kamisado")
    monkey_then_finish(app, scene, (0, 5, 9), seed, 80, lambda a, s, i: advance_to(a, s, i, clicks), clicks)


def test_expected_moves_are_what_the_steps_ask(app) -> None:
    scene = open_tutorial(app, "kamisado")
    settle(app, scene)
    do_step(app, scene, clicks)
    settle(app, scene)
    assert GAME.notation(scene.state, expected_move(scene)) == "d8-d4"


def test_back_right_after_the_players_move_takes_that_move_back(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 1, clicks)
    start = scene.state
    do_step(app, scene, clicks)  # d8-d4 is played and glides; the step has not moved on yet
    assert scene.tutor.coach.index == 1 and scene.tutor.coach.done and len(scene.session.moves) == 1
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 1 and not scene.tutor.coach.done and scene.state == start
    assert scene.stage.sprites[4].pos == (3.0, 7.0)


def test_the_refusal_says_whether_the_tower_or_the_square_was_wrong(app) -> None:
    scene = open_tutorial(app, "kamisado")
    advance_to(app, scene, 1, clicks)
    for notation, why in (("d8-d5", "wrong.first_square"), ("a8-a5", "wrong.first_move")):
        for pos in clicks(scene, GAME.parse_move(scene.state, notation)):
            click(app, pos)
        run_frames(app, 3)
        assert scene.tutor.coach.refusal == "kamisado.tutorial." + why and scene.session.moves == []
