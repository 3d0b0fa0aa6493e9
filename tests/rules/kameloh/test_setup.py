"""Set-up: shuffle, draw until three yellow monsters, the six-card rule, the oases, the coin toss, options."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.common import new_rng
from rules.kameloh.pool import card, pool
from rules.kameloh.setup import deal
from tests.rules.kameloh.helpers import GAME, cid


def test_rule_setup_hand_of_six_with_at_least_three_yellow_monsters() -> None:
    for seed in range(30):
        state = GAME.new(seed=seed)
        for p in state.players:
            assert len(p.hand) == 6
            assert sum(card(c).is_yellow for c in p.hand) >= 3


def test_rule_setup_fewer_than_six_drawn_fills_up_to_six() -> None:
    monsters = (cid("trampel_azubi"),) * 60  # the first three cards are monsters: three more are drawn
    _rng, hand, piles, shown = deal(new_rng(1), monsters, 4)
    assert len(hand) == 6 and shown == ()
    assert sum(len(p) for p in piles) == 54


def test_rule_setup_more_than_six_keeps_three_monsters_shows_and_reshuffles_the_rest() -> None:
    deck = (cid("trampel_azubi"),) * 3 + (cid("streik"),) * 57  # monsters are rare: many cards are drawn
    cases = 0
    for seed in range(20):
        _rng, hand, piles, shown = deal(new_rng(seed), deck, 4)
        if not shown:
            continue
        cases += 1
        assert len(hand) == 6
        assert Counter(hand)[cid("trampel_azubi")] == 3  # the three monsters are kept
        assert all(not card(c).is_yellow for c in shown) and len(shown) > 3  # more than six drawn
        assert Counter(hand) + Counter(c for p in piles for c in p) == Counter(deck)
    assert cases > 10


def test_rule_setup_exactly_the_third_monster_stops_the_drawing() -> None:
    deck = (cid("trampel_azubi"),) * 3 + (cid("streik"),) * 3 + (cid("lastenkamel"),) * 54
    for seed in range(10):
        _rng, hand, _piles, shown = deal(new_rng(seed), deck, 4)
        assert len(hand) == 6 and sum(card(c).is_yellow for c in hand) >= 3


def test_rule_setup_rest_of_the_deck_dealt_evenly_into_four_oases() -> None:
    state = GAME.new(seed=3)
    for p in state.players:
        sizes = sorted(len(pile) for pile in p.oases)
        assert len(sizes) == 4 and sum(sizes) == 54 and sizes[-1] - sizes[0] <= 1
        assert p.active == (False,) * 4


def test_option_three_oases() -> None:
    state = GAME.new(options={"oases": 3}, seed=3)
    for p in state.players:
        assert sorted(len(pile) for pile in p.oases) == [18, 18, 18]


def test_rule_setup_coin_toss_decides_who_starts() -> None:
    starters = {GAME.new(seed=seed).current for seed in range(20)}
    assert starters == {0, 1}


def test_rule_setup_all_120_cards_are_in_play() -> None:
    state = GAME.new(options={"deck0": "karawane", "deck1": "oasenzauber"}, seed=9)
    for seat, deck in ((0, "karawane"), (1, "oasenzauber")):
        p = state.players[seat]
        assert p.deck == deck
        assert Counter(p.hand) + Counter(c for pile in p.oases for c in pile) == Counter(
            pool().decks[deck].cards
        )


def test_start_without_dates_points_or_monsters() -> None:
    state = GAME.new(seed=4)
    assert all(p.dates == 0 and p.points == 0 for p in state.players)
    assert state.arena == (None, None, None, None)


def test_option_random_deck_is_a_ready_made_deck_from_the_seed() -> None:
    decks = {GAME.new(seed=seed).players[0].deck for seed in range(30)}
    assert decks == set(pool().decks)
    assert GAME.new(seed=5) == GAME.new(seed=5)


def test_default_options() -> None:
    assert GAME.default_options(2) == {
        "deck0": "random",
        "deck1": "random",
        "oases": 4,
        "length": "short",
        "target": 20,
    }


@pytest.mark.parametrize(
    ("options", "name"),
    [
        ({"deck0": "nope"}, "deck0"),
        ({"oases": 5}, "oases"),
        ({"target": 12}, "target"),
        ({"length": "x"}, "length"),
    ],
)
def test_invalid_options_raise_naming_the_option(options: dict, name: str) -> None:
    with pytest.raises(ValueError, match=name):
        GAME.new(options=options, seed=1)


def test_only_two_players() -> None:
    with pytest.raises(ValueError):
        GAME.new(3, seed=1)
