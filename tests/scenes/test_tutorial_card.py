"""Every tutorial's script (a first position, a last step to read, its texts in both languages) and the
coach's card: each step's text with its longest note (the refusal or "your turn") fits the card in both
languages, and the heading fits on its line; nothing is cut off."""

from __future__ import annotations

import pytest

import rules
from scenes.engine import cache as picture_cache
from scenes.engine import textlog
from scenes.engine.glossary import plurals
from scenes.engine.i18n import load_table
from scenes.games.tutorial import has_tutorial, load_script
from tests.scenes.tutorial_driver import open_tutorial

TUTORIALS = [g for g in rules.CATALOGUE if has_tutorial(g)]


def test_every_game_has_a_tutorial() -> None:
    assert list(rules.CATALOGUE) == TUTORIALS


@pytest.mark.parametrize("game", TUTORIALS)
def test_the_script_starts_with_a_position_ends_with_continue_and_has_both_languages(game: str) -> None:
    script = load_script(game)
    assert script is not None and script.steps[0].position is not None
    assert script.steps[-1].waits_for_continue
    de, en = load_table("de"), load_table("en")
    for step in script.steps:
        assert step.text in en and step.text in de
        assert len(en[step.text].split()) <= 60 and len(de[step.text].split()) <= 60  # short steps
        if isinstance(step.wrong, str):  # a function's sentences: check_refusals on the way
            assert step.wrong in en and step.wrong in de


@pytest.mark.parametrize("game", TUTORIALS)
@pytest.mark.parametrize("language", ["en", "de"])
def test_every_steps_text_and_note_fit_the_card(app, game: str, language: str) -> None:
    app.tr.set_language(language)
    card = open_tutorial(app, game).tutor.card
    script = load_script(game)
    tight = []
    for n, step in enumerate(script.steps, 1):
        notes = ["", app.t("tutorial.wrong.continue"), app.t("tutorial.wrong.wait")]
        if not step.waits_for_continue:
            wrongs = [step.wrong] if isinstance(step.wrong, str) else []  # a function's keys: its own test
            notes += [app.t(w) for w in wrongs] + [app.t("tutorial.your_move")]
        room = min(card.room_left(app.t(step.text), note) for note in notes)
        if room < 0:
            tight.append(f"{step.text}: {-room} px too long")
        assert card.heading_fits(app.t("tutorial.heading", n=n, total=len(script.steps)))
    assert tight == []


def test_the_card_never_covers_the_board(app) -> None:
    for game in TUTORIALS:
        scene = open_tutorial(app, game)
        assert not scene.tutor.card.rect.colliderect(scene.board_rect)


@pytest.mark.parametrize("game", TUTORIALS)
@pytest.mark.parametrize("language", ["en", "de"])
def test_no_two_buttons_of_a_tutorial_screen_read_the_same(app, game: str, language: str) -> None:
    """Issue 27: the game's buttons keep the game's words (Undo, Hint) and the coach's card has words of
    its own ("◀ Step", not a second "Back"; "Finish" is not Camelot's "Done"), at every step."""
    app.tr.set_language(language)
    scene = open_tutorial(app, game)
    assert scene.undo_button.label() == app.t("game.undo") and scene.hint_button.label() == app.t("game.hint")
    for index in range(scene.tutor.coach.count):
        scene.tutor.goto(index)
        app.step(1 / 60)
        buttons = [w for w in scene.buttons.widgets if w.rect.w and w.rect.h] + list(scene.tutor.card.buttons)
        labels = [b.label() for b in buttons]
        assert len(labels) == len(set(labels)), f"step {index + 1}: {labels}"


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", TUTORIALS)
def test_every_tutorial_step_shows_whole_sentences(app, game: str, language: str) -> None:
    """Issue 27: at every step of every tutorial, what the screen shows (the coach's card, the game's panel
    and board) has no sentence shortened with an ellipsis, no template's brace and no plural after one."""
    app.tr.set_language(language)
    scene = open_tutorial(app, game)
    found = []
    for index in range(scene.tutor.coach.count):
        scene.tutor.goto(index)
        app.step(1 / 60)
        picture_cache.clear_all()  # every text drawn anew, so that each is recorded where it lands
        with textlog.recording() as log:
            app.step(1 / 60)
        found += [f"step {index + 1}: {fault}" for fault in log.faults(plurals(language))]
    assert found == []
