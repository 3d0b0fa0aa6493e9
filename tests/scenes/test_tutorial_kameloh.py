"""The Ka-Mel-Oh! tutorial through the real scene, headless: every step from the first to the end in both
languages by real clicks, what the scripted game really does (a monster defeated for 3 points, damage that
stays), wrong actions refused with their sentence while the step waits, back, and random input."""

from __future__ import annotations

import pygame
import pytest

from rules.kameloh import GAME, card
from scenes.engine.i18n import load_table
from scenes.games.kameloh import pick
from scenes.games.tutorial import load_script
from scenes.menus.title import TitleScene
from tests.scenes.conftest import run_frames
from tests.scenes.test_kameloh_scene import post_motion
from tests.scenes.tutorial_driver import (
    click,
    do_step,
    drive_to_end,
    expected_move,
    key,
    monkey_then_finish,
    open_tutorial,
    settle,
    step_through,
    wrong_move,
)


def clicks(scene, move):
    """A Ka-Mel-Oh! move by clicks, as a player makes it: the card, oasis or button first, then the entry
    listed beside it or the place it goes to (the points after the first are found once it is clicked)."""
    if move[0] == "pass":
        yield scene.pass_button.rect.center
        return
    if move[0] == "attack":
        yield scene.attack_button.rect.center
        yield next(r for r, m in scene.picker.chips if m == move).center
        return
    source = pick.source_keys(scene.display.state, move)[0]
    rect = scene.picker.key_rect(source)
    yield (rect.centerx, rect.bottom - 12) if source[0] == "hand" else rect.center
    chip = next((r for r, m in scene.picker.chips if m == move), None)
    if chip is not None:
        yield chip.center
        return
    yield scene.picker.key_rect(pick.target_keys(scene.display.state, move)[0]).center


def until_step(app, scene, index: int) -> None:
    step_through(app, scene, index, clicks)


def test_the_script_teaches_in_both_languages_and_every_text_fits_its_card(app) -> None:
    script = load_script("kameloh")
    assert script is not None and script.steps[0].position is not None
    assert script.steps[-1].waits_for_continue
    names = [step.text.rsplit(".", 1)[1] for step in script.steps]
    # the phases, dates, oases, a monster sent, an item, the chosen attack and its result, life, the end
    assert names == [
        "intro",
        "steps",
        "dates",
        "send",
        "item",
        "attack",
        "defeated",
        "life",
        "oasis",
        "choose",
        "tuck",
        "draw",
        "end_turn",
        "search",
        "take",
        "end",
        "won",
    ]
    card = open_tutorial(app, "kameloh").tutor.card
    for language in ("de", "en"):
        app.tr.set_language(language)
        table = load_table(language)
        for step in script.steps:
            assert step.text in table and step.wrong in table
            notes = ["", app.t("tutorial.wrong.continue")]
            if not step.waits_for_continue:
                notes += [app.t(step.wrong), app.t("tutorial.your_move")]
            room = min(card.room_left(app.t(step.text), note) for note in notes)
            assert room >= 0, f"{language} {step.text}: {-room} px too long"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tutorial_runs_from_its_first_step_to_its_end(app, language: str) -> None:
    app.tr.set_language(language)
    scene = open_tutorial(app, "kameloh")
    seen: list[int] = []

    def check() -> None:
        coach = scene.tutor.coach
        seen.append(coach.index)
        assert app.t(coach.step.text) != coach.step.text
        # the pointer off the cards, as a player reading the step: an enlarged card under it hides the frames
        # it would cover (tutorial.mark)
        post_motion(app, (850, 478))
        run_frames(app, 1)
        marks = scene.tutor.marks()
        # every place the step names is on screen, but an activated oasis where only face-down ones count
        active = scene.state.players[0].active
        down = [p for p in coach.step.highlight if p.startswith("down:") and active[int(p.rsplit(":", 1)[1])]]
        assert len(marks) == len(coach.step.highlight) - len(down)
        for mark in marks:
            assert pygame.Rect(0, 0, 1280, 720).contains(mark)
            assert not mark.colliderect(scene.tutor.card.rect)

    steps = drive_to_end(app, scene, clicks, check)
    assert steps == scene.tutor.coach.count
    assert seen == list(range(scene.tutor.coach.count))
    assert isinstance(app.stack.top, TitleScene)


def test_the_scripted_game_does_what_the_texts_say(app) -> None:
    scene = open_tutorial(app, "kameloh")
    until_step(app, scene, 6)  # after the attack: the Llamacarena is defeated, 3 points
    state = scene.state
    assert state.arena[2] is None and state.players[0].points == 3
    assert card(state.players[1].desert[-1]).id == "lamacarena"
    until_step(app, scene, 7)  # the opponent's Dune Dasher hit both monsters; the damage stays
    state = scene.state
    assert card(state.arena[2].card).id == "wuestenflitzer"
    assert (state.arena[0].damage, state.arena[1].damage) == (25, 20)
    assert state.current == 0 and state.players[0].dates == 1
    until_step(app, scene, 10)
    assert scene.state.players[0].active.count(True) == 2  # the activated oasis


def test_a_wrong_action_is_refused_with_its_sentence_and_the_step_waits(app) -> None:
    scene = open_tutorial(app, "kameloh")
    coach = scene.tutor.coach
    until_step(app, scene, 3)  # send the Knife Camel: any other legal move is refused
    other = wrong_move(scene)
    assert other is not None
    assert not scene.play(other)
    assert coach.index == 3 and coach.refusal == "kameloh.tutorial.wrong.send" and scene.session.moves == []
    until_step(app, scene, 5)
    assert coach.step.expect == "attack A2>B1"
    moves = list(scene.session.moves)
    wrong = GAME.parse_move(scene.state, "attack A1>B1")  # the other striker: its blow would not defeat
    for pos in clicks(scene, wrong):  # by clicks: Attack!, then the other entry of the list
        click(app, pos)
    for _ in range(3):
        app.step(1 / 60)
    assert coach.index == 5 and scene.session.moves == moves
    assert coach.refusal == "kameloh.tutorial.wrong.attack" and coach.refusals == 2
    assert app.t(coach.refusal) != coach.refusal  # the card shows the sentence (see tutorial/card.py)
    assert scene.picker.picked is None  # the pick is dropped: the table is as the step found it
    do_step(app, scene, clicks)  # the right attack is still taken
    settle(app, scene)
    assert coach.index == 6 and coach.refusal == ""


def test_a_board_click_on_a_reading_step_says_to_press_continue_and_back_goes_back(app) -> None:
    scene = open_tutorial(app, "kameloh")
    click(app, scene.table.slot_rect(0).center)
    assert scene.tutor.coach.index == 0 and scene.tutor.coach.refusal == "tutorial.wrong.continue"
    key(app, pygame.K_RETURN)
    until_step(app, scene, 4)
    assert [m[0] for m in scene.session.moves] == ["play"]
    click(app, scene.tutor.card.back_button.rect.center)
    settle(app, scene)
    assert scene.tutor.coach.index == 3 and scene.session.moves == []
    assert GAME.notation(scene.state, expected_move(scene)) == "play Messerkamel@A2"


@pytest.mark.parametrize("seed", [1, 2])
def test_random_clicks_and_keys_break_nothing(app, seed: int) -> None:
    scene = open_tutorial(app, "kameloh")
    monkey_then_finish(app, scene, (0, 4, 8), seed, 60, until_step, clicks)
