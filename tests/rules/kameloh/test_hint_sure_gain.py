"""Issue 27, "hints that teach": the hint (the medium AI, asked from the deciding seat's view) takes a gain the
rules state exactly, where the search's 16-ply playouts blurred it: a monster sent into an empty half stops the
opponent's free point, and an item that defeats a monster scores its stars now."""

from __future__ import annotations

import pytest

from rules.ai import choose_move
from tests.rules.kameloh.helpers import GAME, compose

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
