"""The Down Under tutorial through the real scene, headless: every step to the end in both languages, a wrong
card refused with its sentence while the step waits, a place the rules refuse (joining two paths, a straight
outside the play area) refused with the rules' reason, "back" to the previous step's position, and random
input that breaks nothing."""

from __future__ import annotations

import pytest

from rules.downunder import BILLABONG_MOVE, CURVE, END, GAME, TURN, score_of
from scenes.games.downunder.pick import first_rotation, rotation_count, slot_of
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.scenes.conftest import run_frames
from tests.scenes.tutorial_driver import (
    check_refusals,
    click,
    do_step,
    drive_to_end,
    monkey,
    open_tutorial,
    settle,
    step_through,
)


def clicks(scene, move) -> list[tuple[int, int]]:
    """A Down Under move by clicks: a curve to turn is clicked twice (laid for now, then ended); a card is
    picked in the supply, turned by further clicks on it, laid on its place and ended by a click on it."""
    cell = scene.cell_center(move.cell)
    if move.kind == TURN:
        return [cell, cell]
    key = slot_of(move)
    slot = scene.slot_center(key)
    rot = scene.rot if scene.picked == key else first_rotation(scene.by_slot, key)
    turns = (move.rot - rot) % rotation_count(key[0])
    picking = [] if scene.picked == key else [slot]
    return [*picking, *[slot] * turns, cell, cell]


def goto_step(app, scene, index: int) -> None:
    step_through(app, scene, index, clicks, check_each=False)


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tutorial_runs_from_its_first_step_to_its_end(app, language: str) -> None:
    import pygame

    app.tr.set_language(language)
    scene = open_tutorial(app, "downunder")
    seen: list[int] = []
    kinds: list[str] = []
    animate = scene.animate_move
    scene.animate_move = lambda before, move, after: kinds.append(move.kind) or animate(before, move, after)

    def check() -> None:
        coach = scene.tutor.coach
        seen.append(coach.index)
        assert app.t(coach.step.text) != coach.step.text
        check_refusals(app, scene)  # every sentence this step can refuse with exists and fits the card
        for mark in scene.tutor.marks():  # on the table or the tray, never under the card
            assert pygame.Rect(0, 0, 1280, 720).contains(mark)
            assert not mark.colliderect(scene.tutor.card.rect)
        if scene.session.moves:
            kinds.append(scene.session.moves[-1].kind)

    steps = drive_to_end(app, scene, clicks, check)
    assert steps == scene.tutor.coach.count and seen == list(range(scene.tutor.coach.count))
    # the lesson taught special scoring, which a game has off by default: the set-up opens with it on (issue 27)
    assert isinstance(app.stack.top, SetupScene) and app.stack.top.options["animals"] is True
    assert isinstance(app.stack.scenes[0], TitleScene)
    # what it taught was really played (every move, the scripted Red's too, is animated)
    assert {END, TURN, BILLABONG_MOVE} <= set(kinds)


def test_the_scoring_steps_show_a_path_with_a_set_and_costly_rabbits(app) -> None:
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, [s.text for s in scene.tutor.script.steps].index("downunder.tutorial.animals"))
    b = score_of(scene.state, 0)
    assert b.sets == 1 and b.rabbits and not b.dingoes and b.rabbit_penalty < 0 and b.dingo_laid
    assert scene.seat_status()[0].startswith(str(b.total))


def test_a_wrong_card_is_refused_with_its_sentence_and_the_step_waits(app) -> None:
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 2)  # lay a curve bending left
    coach = scene.tutor.coach
    assert coach.step.text == "downunder.tutorial.rotate"
    moves = len(scene.session.moves)
    wrong = next(
        m for m in GAME.legal_moves(scene.state) if m.kind == CURVE and m.cell == (0, -2) and m.rot != 2
    )
    for pos in clicks(scene, wrong):
        click(app, pos)
        run_frames(app, 2)
    run_frames(app, 3)
    assert coach.index == 2 and len(scene.session.moves) == moves
    assert coach.refusal == "downunder.tutorial.wrong.rotate" and coach.refusals == 1
    assert app.t(coach.refusal) != coach.refusal  # the card shows the sentence
    do_step(app, scene, clicks)  # the right card is still taken
    settle(app, scene)
    assert coach.index == 3


def test_a_place_the_rules_refuse_says_why_and_plays_nothing(app) -> None:
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 3)  # Red's path ends just below Yellow's
    assert scene.tutor.coach.step.text == "downunder.tutorial.refused"
    moves = len(scene.session.moves)
    click(app, scene.slot_center(next(k for k in scene.by_slot if k[0] == "straight")))
    click(app, scene.cell_center((0, 1)))
    run_frames(app, 3)
    assert scene.tentative is None and len(scene.session.moves) == moves and scene.tutor.coach.index == 3
    red = scene.seats[1].name  # the refusal names whose path the straight would join (issue 18)
    assert app.toasts[-1][0] == app.t("downunder.why.joins-path-of", name=red) and red in app.toasts[-1][0]
    goto_step(app, scene, 4)  # at the border only end cards: a straight outside is refused
    assert scene.tutor.coach.step.text == "downunder.tutorial.border"
    assert all(k[0] == END for k in scene.by_slot)
    click(app, scene.slot_center(("curve", "kangaroo")))
    said = app.toasts[-1][0]
    assert said.startswith(app.t("downunder.why.slot-nowhere"))
    assert said.endswith(app.t("downunder.why.outside-area"))
    assert scene.picked is None or scene.picked[0] == END


def test_the_billabong_step_refuses_the_end_card(app) -> None:
    scene = open_tutorial(app, "downunder")
    index = [s.text for s in scene.tutor.script.steps].index("downunder.tutorial.billabong")
    goto_step(app, scene, index)
    end = next(m for m in GAME.legal_moves(scene.state) if m.kind == END)
    for pos in clicks(scene, end):
        click(app, pos)
        run_frames(app, 2)
    assert (
        scene.tutor.coach.refusal == "downunder.tutorial.wrong.billabong" and scene.tutor.coach.index == index
    )
    do_step(app, scene, clicks)
    settle(app, scene)
    assert scene.tutor.coach.index == index + 1 and scene.session.moves[-1].kind == BILLABONG_MOVE


def test_back_returns_to_the_previous_steps_position(app) -> None:
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 3)
    at_three = scene.state
    goto_step(app, scene, 4)
    assert scene.state != at_three
    scene.tutor.step_back()
    settle(app, scene)
    assert scene.tutor.coach.index == 3 and scene.state == at_three


def test_random_input_breaks_nothing(app) -> None:
    scene = open_tutorial(app, "downunder")
    for seed in range(2):
        monkey(app, scene, seed, 120)
        if app.stack.top is not scene:
            break
    run_frames(app, 5)
