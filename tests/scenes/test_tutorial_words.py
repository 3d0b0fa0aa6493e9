"""Issue 27: the tutorial card's buttons and sentences name what the card shows."""

from __future__ import annotations

import pytest

from scenes.games.tutorial.card import CoachCard
from tests.scenes.tutorial_driver import open_tutorial


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_finish_keeps_the_button_font_beside_back(app, language: str) -> None:
    app.tr.set_language(language)
    scene = open_tutorial(app, "kamisado")
    card: CoachCard = scene.tutor.card
    font = app.fonts.get("button")
    for label in ("tutorial.finish", "tutorial.continue"):
        card.next_button.label = lambda key=label: app.t(key)
        card.share_width()
        words = font.size(card.next_button.label())[0]
        assert words + 24 <= card.next_button.rect.w, f"{app.t(label)} needs {words} px"
        assert card.back_button.rect.right < card.next_button.rect.x <= card.rect.right
        assert font.size(card.back_button.label())[0] + 24 <= card.back_button.rect.w


def test_issue27_a_press_on_the_board_at_the_last_step_names_finish(app) -> None:
    scene = open_tutorial(app, "kamisado")
    tutor = scene.tutor
    assert tutor.press_words() in ("tutorial.wrong.continue", "tutorial.wrong.wait")
    tutor.goto(len(tutor.script.steps) - 1)
    assert tutor.can_finish() and tutor.press_words() == "tutorial.wrong.finish"


def test_issue27_a_tutorials_toasts_lie_on_its_card_never_over_the_table(app) -> None:
    for game_id in ("kamisado", "kameloh"):
        scene = open_tutorial(app, game_id)
        area = scene.toast_area()
        assert scene.tutor.card.rect.contains(area) and area.h > 60
        assert not area.colliderect(scene.board_rect)  # never over the table
        assert area.bottom <= scene.tutor.card.back_button.rect.top
