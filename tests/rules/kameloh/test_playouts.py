"""Random games with random decks and options: no exception, every game ends, the 120 cards are conserved,
states round-trip through dump/load, views determinise consistently, and the AI only plays legal moves."""

from __future__ import annotations

import json
import random
import time
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.kameloh.hidden import determinize
from rules.kameloh.pool import deck_ids
from rules.kameloh.text import check_state
from tests.contract import check_playout
from tests.rules.kameloh.helpers import GAME

MAX_PLIES = 3000

options = st.fixed_dictionaries(
    {
        "deck0": st.sampled_from((*deck_ids(), "random")),
        "deck1": st.sampled_from((*deck_ids(), "random")),
        "oases": st.sampled_from((3, 4)),
        "length": st.sampled_from(("short", "long")),
        "target": st.sampled_from((10, 15, 20, 25)),
    }
)


@settings(max_examples=12, deadline=None)
@given(options=options, seed=st.integers(0, 2**32), policy=st.integers(0, 2**32))
def test_random_games_end_conserve_cards_and_round_trip(options: dict, seed: int, policy: int) -> None:
    rng = random.Random(policy)
    state = GAME.new(options=options, seed=seed)
    for ply in range(MAX_PLIES):
        check_state(state)
        if GAME.is_over(state):
            break
        moves = GAME.legal_moves(state)
        assert moves
        move = moves[rng.randrange(len(moves))]
        assert GAME.parse_move(state, GAME.notation(state, move)) == move
        if ply % 7 == 0:
            assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
            seat = rng.randrange(2)
            v = GAME.view(state, seat)
            sample = determinize(v, rng)
            check_state(sample)
            assert replace(GAME.view(sample, seat), rng=0) == v
        state = GAME.apply(state, move)
    assert GAME.is_over(state), "game did not end"
    out = GAME.outcome(state)
    assert out.scores == tuple(p.points for p in state.players)


def test_contract_playouts_with_each_deck_pairing() -> None:
    decks = deck_ids()
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            check_playout(GAME, seed=10 * i + j, options={"deck0": a, "deck1": b, "oases": 3 + (i + j) % 2})


def test_ai_plays_only_legal_moves_in_random_positions() -> None:
    rng = random.Random(9)
    asked = 0
    for seed in range(40):
        state = GAME.new(seed=seed)
        for _ in range(rng.randrange(10, 120)):
            if GAME.is_over(state):
                break
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
        if GAME.is_over(state):
            continue
        seat = GAME.to_move(state)
        level = ("easy", "medium", "hard")[asked % 3]
        move = choose_move(
            GAME, GAME.view(state, seat), seat, level, seed=seed, deadline=time.monotonic() + 0.15
        )
        assert move in GAME.legal_moves(state)
        asked += 1
        if asked == 12:
            break
    assert asked == 12
