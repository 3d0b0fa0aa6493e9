"""Issue 27, "hints that teach": the hint (the medium AI, asked from the deciding seat's view) takes a gain the
rules state exactly, where the search's 16-ply playouts blurred it: a monster sent into an empty half stops the
opponent's free point, and an item that defeats a monster scores its stars now."""

from __future__ import annotations

import pytest

from rules.ai import choose_move
from tests.rules.kameloh.helpers import GAME, cid, compose

SEEDS = range(8)


def hint(state, seed: int) -> str:
    """The hint as the game asks for it: the medium AI on the deciding seat's view."""
    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    return GAME.notation(view, choose_move(GAME, view, seat, "medium", seed=seed))


def open_to_the_free_point():
    """Seat 0's half is empty, so seat 1 takes a point every turn without a fight; seat 0 can afford the
    Spuckdromedar, which the Lastenkamel (AP 10 against DP 10) cannot hurt. Activating an oasis instead
    gives the point away again."""
    return compose(
        decks=("wuestensturm", "karawane"),
        arena={"B1": "lastenkamel"},
        hands=(("spuckdromedar", "kamelmilch", "sand_in_den_augen"), ("trampel_azubi",)),
        dates=(2, 0),
        turns=(3, 3),
        points=(0, 3),
    )


def a_monster_an_item_defeats():
    """The Wüstenflitzer (3 stars) has 20 LP left: the Spuckattacke (30 damage, 2 dates) defeats it now. No
    attack can (2:2, the Knäuelpaka's DP 25 counts: 10 AP, or 35 with the Spuckdromedar sent), and with 2
    dates seat 0 cannot both send the Spuckdromedar and use the item."""
    return compose(
        decks=("wuestensturm", "oasenzauber"),
        arena={"A1": "doppeldecker", "B1": ("wuestenflitzer", 1, 50), "B2": "knaeuelpaka"},
        hands=(("spuckattacke", "spuckdromedar", "kamelmilch"), ("lama_lehrling",)),
        dates=(2, 0),
        turns=(3, 3),
    )


@pytest.mark.parametrize("seed", SEEDS)
def test_hint_sends_a_monster_that_stops_the_opponents_free_point(seed: int) -> None:
    assert hint(open_to_the_free_point(), seed) == "play Spuckdromedar@A1"


@pytest.mark.parametrize("seed", SEEDS)
def test_hint_uses_the_item_that_defeats_a_3_star_monster(seed: int) -> None:
    assert hint(a_monster_an_item_defeats(), seed) == "item Spuckattacke>B1"


# ------------------------------------------------------------------ the check itself (rules.kameloh.gain)
def gain_of(state, text: str):
    from rules.kameloh.gain import sure_gain

    view = GAME.view(state, GAME.to_move(state))
    return sure_gain(view, GAME.parse_move(view, text))


def preferred(state, chosen: str) -> list[str]:
    from rules.kameloh.gain import sure_gains

    seat = GAME.to_move(state)
    view = GAME.view(state, seat)
    moves = GAME.legal_moves(view)
    return [GAME.notation(view, m) for m in sure_gains(view, seat, moves, GAME.parse_move(view, chosen))]


def test_the_gain_says_why_a_monster_sent_or_an_item_is_good() -> None:
    sent = gain_of(open_to_the_free_point(), "play Spuckdromedar@A1")
    assert sent.stops_free_point and sent.points == 0 and sent.worth == 1
    assert gain_of(open_to_the_free_point(), "activate oasis 1").worth == 0
    item = gain_of(a_monster_an_item_defeats(), "item Spuckattacke>B1")
    assert (item.points, item.defeated, item.stops_free_point) == (3, (cid("wuestenflitzer"),), False)
    assert gain_of(a_monster_an_item_defeats(), "item Spuckattacke>B2").worth == 0  # 30 of 90 LP


def test_a_monster_the_opponent_defeats_at_once_stops_nothing() -> None:
    # the Sandsturm-Dromedar (AP 50) would defeat a Doppeldecker (DP 5, 25 LP): 2 stars instead of the point
    state = compose(
        arena={"B1": "sandsturm_dromedar"},
        hands=(("doppeldecker",), ()),
        turns=(3, 3),
        decks=("wuestensturm",) * 2,
    )
    assert not gain_of(state, "play Doppeldecker@A1").stops_free_point
    assert preferred(state, "activate oasis 1") == []


def test_no_free_point_to_stop_before_the_opponents_first_turn() -> None:
    state = compose(arena={}, hands=(("spuckdromedar",), ()), dates=(1, 0), turns=(0, 0))
    assert not gain_of(state, "play Spuckdromedar@A1").stops_free_point


def test_the_searchs_attack_or_a_gain_it_leaves_open_is_kept() -> None:
    # The Höckerboxer's attack (45 - 15) defeats the Wüstenflitzer (20 LP left) as the item would; the defender
    # (5 dates) may answer, so the attack is not sure, but it is the search's choice and is trusted.
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": ("wuestenflitzer", 1, 50)},
        hands=(("spuckattacke", "dattelschnaps"), ()),
        dates=(3, 5),
        decks=("wuestensturm", "oasenzauber"),
    )
    assert preferred(state, "attack A1>B1") == []
    assert preferred(state, "activate oasis 1") == ["item Spuckattacke>B1"]  # activating forfeits the item
    assert preferred(state, "item Dattelschnaps>A1") == []  # the item stays affordable after it (1 + 2 dates)
