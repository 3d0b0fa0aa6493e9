"""Issue 27, the part of Ka-Mel-Oh!: every text whole and in its own words, nothing drawn over another, and
what a newcomer needs to know said in the app (the end of the game, card abilities in rules terms, why Undo is
not possible, the first turn's prompt), and hints that see points."""

from __future__ import annotations

import pytest

from scenes.games.kameloh import words
from tests.rules.kameloh.helpers import cid, compose, play


@pytest.mark.parametrize("language", ["en", "de"])
def test_issue27_why_a_monster_cannot_be_bought_free_says_its_price(app, language: str) -> None:
    """The last turn's hovered monster said `bringt {n} Datteln (jetzt {total})` (the hint's key for dates
    earned): it says what the monster costs and what the player has."""
    app.settings.language = language
    app.tr.set_language(language)
    state = play(
        compose(hands=(("sultan_der_duenen",), ("lastenkamel",)), empty_oases=(4, 0), dates=(3, 0)), "pass", "pass"
    )
    assert state.phase == "buyout"
    text = words.why_not(app, state, cid("sultan_der_duenen"), 0)
    assert "{" not in text and "6" in text and "3" in text
    assert ("Datteln" if language == "de" else "dates") in text
    start = compose(hands=(("sultan_der_duenen",), ()), dates=(2, 0))
    text = words.why_not(app, start, cid("sultan_der_duenen"), 0)
    assert "6" in text and "2" in text and "{" not in text
