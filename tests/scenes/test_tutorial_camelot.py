"""The Camelot tutorial through the real scene, headless: every step to the end in both languages, a wrong
move refused with its sentence while the step waits, the charge built square by square, "back" to the
previous step's position, and random input that breaks nothing."""

from __future__ import annotations

import pygame
import pytest

from rules.camelot import GAME, square_at
from scenes.menus.title import TitleScene
from tests.scenes import tutorial_driver as driver
from tests.scenes.conftest import run_frames
from tests.scenes.tutorial_driver import (
    check_refusals,
    click,
    do_step,
    drive_to_end,
    monkey,
    open_tutorial,
    settle,
    wrong_move,
)


def clicks(scene, move) -> list[tuple[int, int]]:
    """A Camelot move by clicks: the piece, then each landing square; a route that may still go on waits for
    its confirmation, a click on the piece where it stands (the driver stops clicking once it is played)."""
    squares = list(move.path) + ([move.path[-1]] if len(move.path) > 2 else [])
    return [scene.view.cell_rect(sq).center for sq in squares]


def advance_to(app, scene, index: int) -> None:
    driver.advance_to(app, scene, index, clicks)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tutorial_runs_from_its_first_step_to_its_end(app, language: str) -> None:
    app.tr.set_language(language)
    scene = open_tutorial(app, "camelot")
    seen: list[int] = []

    def check() -> None:
        seen.append(scene.tutor.coach.index)
        assert app.t(scene.tutor.coach.step.text) != scene.tutor.coach.step.text
        check_refusals(app, scene)
        for mark in scene.tutor.marks():
            assert pygame.Rect(0, 0, 1280, 720).contains(mark)
            assert not mark.colliderect(scene.tutor.card.rect)

    assert drive_to_end(app, scene, clicks, check) == scene.tutor.coach.count
    assert seen == list(range(scene.tutor.coach.count))
    assert isinstance(app.stack.top, TitleScene)


def test_the_game_is_won_in_the_castle(app) -> None:
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, scene.tutor.coach.count - 1)
    outcome = GAME.outcome(scene.state)
    assert outcome.winners == (0,) and outcome.reason == "castle"


def test_capturing_is_compulsory_on_the_jump_step(app) -> None:
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, 4)
    assert scene.tutor.coach.step.text == "camelot.tutorial.jump"
    assert all(move.captures for move in GAME.legal_moves(scene.state))
    app.toasts.clear()
    click(app, scene.view.cell_rect(square_at(3, 5)).center)  # the man on D6 cannot capture
    run_frames(app, 2)
    assert len(scene.session.moves) == 4 and scene.picker.partial == ()
    assert [t[0] for t in app.toasts] == [app.t("camelot.toast.must_capture")]  # the game says why


def test_a_wrong_move_is_refused_with_its_sentence_and_the_step_waits(app) -> None:
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, 5)  # the charge
    coach = scene.tutor.coach
    wrong = GAME.parse_move(scene.state, "E6-E8xC10")
    assert wrong == wrong_move(scene) or not coach.step.accepts(GAME, scene.state, wrong)
    moves = len(scene.session.moves)
    for pos in clicks(scene, wrong):
        click(app, pos)
        run_frames(app, 2)
    assert coach.index == 5 and len(scene.session.moves) == moves
    assert coach.refusal == "camelot.tutorial.wrong.charge"
    assert scene.picker is not None and scene.picker.partial == ()  # the half-built move was dropped
    do_step(app, scene, clicks)
    settle(app, scene)
    assert coach.index == 6


def test_the_charge_is_built_square_by_square(app) -> None:
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, 5)
    view = scene.view
    e6, e8 = (GAME.parse_move(scene.state, "E6-E8xC10").path[i] for i in (0, 1))
    click(app, view.cell_rect(e6).center)
    click(app, view.cell_rect(e8).center)
    assert scene.picker.partial == (e6, e8) and scene.session.moves == []  # two ways on: the player chooses
    charge = GAME.parse_move(scene.state, "E6-E8xG10xI12xI14")
    for square in charge.path[2:-1]:
        click(app, view.cell_rect(square).center)
        run_frames(app, 2)
    assert scene.session.moves == [] and scene.picker.partial == charge.path[:-1]  # the jump must go on
    click(app, view.cell_rect(charge.path[-1]).center)  # the last jump: no jump is left, the move ends
    run_frames(app, 2)
    assert scene.session.moves == [charge] and len(charge.captures) == 3


def test_a_right_click_takes_back_a_square_of_the_route_not_the_step(app) -> None:
    """The route's own "Step back" (right click) is the game's: the tutor's Back is another object's (it once
    shadowed it, when the tutorial was a mixin in front of the scene's class)."""
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, 5)
    view = scene.view
    e6, e8 = (GAME.parse_move(scene.state, "E6-E8xC10").path[i] for i in (0, 1))
    click(app, view.cell_rect(e6).center)
    click(app, view.cell_rect(e8).center)
    assert scene.picker.partial == (e6, e8)
    click(app, view.cell_rect(e8).center, 3)
    assert scene.picker.partial == (e6,) and scene.tutor.coach.index == 5


def test_back_returns_to_the_previous_steps_position(app) -> None:
    scene = open_tutorial(app, "camelot")
    advance_to(app, scene, 3)  # after the plain move, the canter and Black's replies
    assert len(scene.session.moves) == 4
    before_canter = scene.session.states[2]
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 2 and scene.state == before_canter
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 1 and scene.state == scene.tutor.script.steps[1].position()
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 0 and scene.state == GAME.new(2)


@pytest.mark.parametrize("seed", [3, 4])
def test_random_clicks_and_keys_break_nothing(app, seed: int) -> None:
    scene = open_tutorial(app, "camelot")
    for stop in (0, 2, 5):
        advance_to(app, scene, stop)
        monkey(app, scene, seed * 10 + stop, 80)
        if app.stack.top is not scene:
            return
        for before, move in zip(scene.session.states, scene.session.moves, strict=False):
            assert move in GAME.legal_moves(before)
    settle(app, scene)
    drive_to_end(app, scene, clicks)
    assert isinstance(app.stack.top, TitleScene)
