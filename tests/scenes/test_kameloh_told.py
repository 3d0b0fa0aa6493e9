"""An online Ka-Mel-Oh! table's earlier moves, known only by their seen notation (scenes/games/kameloh/told.py):
every kind of move each seat may see is worded without a position, as `words.describe` words it, in either
language; a notation it does not read stays as it is."""

from __future__ import annotations

import random

import pytest

import rules
from rules.kameloh import Lying
from scenes.games.kameloh import words
from scenes.games.kameloh.told import notation_words

GAME = rules.GAMES["kameloh"]
KINDS = (
    "play",
    "item",
    "mutate",
    "fuse",
    "join",
    "activate",
    "draw",
    "search",
    "tuck",
    "take",
    "attack",
    "buy",
)


def seen_moves(games: int = 30, seed: int = 5):
    """(the seat's view before, the seen move, its notation) for the moves of random games, as each seat sees
    them; every move of a rarer kind (an item, a mutation, a gathering) offered on the way too."""
    rng = random.Random(seed)
    for game in range(games):
        state = GAME.new(2, {}, seed=100 + game)
        for _ in range(500):
            legal = GAME.legal_moves(state)
            if not legal:
                break
            offered = [m for m in legal if m[0] in ("item", "mutate", "fuse", "join")][:3]
            for move in [rng.choice(legal), *offered]:
                for seat in (0, 1):
                    view = GAME.view(state, seat)
                    seen = GAME.seen_move(state, move, seat)
                    yield view, seen, GAME.notation(view, seen)
            state = GAME.apply(state, rng.choice(legal))


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_seen_notation_is_worded_as_the_move_is(app, language) -> None:
    app.apply_settings(app.settings.__class__(**{**app.settings.__dict__, "language": language}))
    kinds = set()
    for view, seen, notation in seen_moves():
        told = notation_words(app, notation)
        kinds.add(seen[0])
        if seen[0] == "pass":
            assert told == app.t("kameloh.move.pass")
        elif seen[0] != "item" or not isinstance(seen[3], Lying):
            assert told == words.describe(app, view, seen), notation  # a hidden card: "a card"
        else:
            assert told != notation, notation
    assert kinds >= set(KINDS) - {"buy", "search"}, kinds


def test_a_notation_it_does_not_read_stays_as_it_is(app) -> None:
    for notation in ("castle e1>g1", "play Nobody@A1", "draw oasis x", "attack A3>B1", "tuck ?>desert", ""):
        assert notation_words(app, notation) == notation
