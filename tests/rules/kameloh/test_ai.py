"""The AI's evaluation and a few positions where the right play is clear."""

from __future__ import annotations

import random
import time

from rules.ai.mcts import Mcts
from rules.ai.search_limits import Limits
from rules.common import EVAL_LIMIT
from tests.rules.kameloh.helpers import GAME, compose
from tests.rules.kameloh.test_hidden import midgame


def test_evaluation_is_antisymmetric_and_bounded() -> None:
    for seed in range(6):
        state = midgame(seed, plies=40 + 10 * seed)
        a, b = GAME.evaluate(state, 0), GAME.evaluate(state, 1)
        assert abs(a + b) < 1e-9 and abs(a) < EVAL_LIMIT


def test_evaluation_prefers_more_points_and_a_stronger_arena() -> None:
    base = compose(arena={"A1": "spuckdromedar", "B1": "lastenkamel"})
    assert GAME.evaluate(
        compose(arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, points=(3, 0)), 0
    ) > GAME.evaluate(base, 0)
    stronger = compose(arena={"A1": "sultan_der_duenen", "B1": "lastenkamel"})
    assert GAME.evaluate(stronger, 0) > GAME.evaluate(base, 0)


def own_turn(state, iterations: int = 300, seed: int = 1):
    """Let a fixed-size search play the mover's whole turn (until the other seat decides)."""
    seat = GAME.to_move(state)
    rng = random.Random(seed)
    while GAME.to_move(state) == seat:
        view = GAME.view(state, seat)
        search = Mcts(GAME, seat, Limits(time.monotonic() + 60), rng, 0.9, 16, iterations)
        move, _ = search.search(view, GAME.order_moves(view, GAME.legal_moves(view)), 2)
        state = GAME.apply(state, move)
    return state


def test_ai_turn_defeats_a_monster_it_can_defeat() -> None:
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": ("karamell_kamel", 1, 20)}, hands=(("doppeldecker",), ())
    )
    after = own_turn(state)
    assert after.arena[2] is None and after.players[0].points >= 2


def test_ai_summons_a_monster_when_the_arena_is_empty() -> None:
    state = compose(arena={"B1": "lastenkamel"}, hands=(("spuckdromedar", "hoeckerboxer"), ()), dates=(4, 0))
    after = own_turn(state)
    assert after.monsters_of(0)


def test_ai_defender_uses_fata_morgana_against_a_lethal_attack() -> None:
    # Saved, the Dalai Llama (5 points, 10 LP left) can mutate into Lamageddon next turn, fully healed; without
    # such a future, saving it for one turn would be worth little and the search rightly would not care.
    state = compose(
        decks=("wuestensturm", "oasenzauber"),
        arena={"A1": "kamelkaze", "B1": ("dalai_lama", 1, 190)},
        hands=((), ("fata_morgana", "lamageddon", "mutagen_dattel")),
        dates=(0, 5),
    )
    state = GAME.apply(state, GAME.parse_move(state, "attack A1>B1"))
    after = own_turn(state)
    assert after.arena[2] is not None  # the Dalai Llama (5 points) survived


def test_search_keeps_one_tuck_per_card_under_the_largest_pile() -> None:
    state = compose(hands=(("spuckdromedar", "hoeckerboxer", "kamelmilch"), ()))
    moves = GAME.legal_moves(state)
    kept = GAME.search_moves(state, moves)
    tucks = [m for m in kept if m[0] == "tuck"]
    cards = {m[1] for m in moves if m[0] == "tuck"}
    assert sorted(m[1] for m in tucks) == sorted(cards)  # every card still has its tuck
    piles = state.players[0].oases
    for m in tucks:
        assert len(piles[m[2]]) == max(len(p) for p in piles)
    assert [m for m in kept if m[0] != "tuck"] == [m for m in moves if m[0] != "tuck"]
    assert set(kept) <= set(moves)
