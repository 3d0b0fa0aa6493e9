"""Random full matches (hypothesis): nothing raises, the invariants hold after every move, every state
round-trips through dump/load and the position text, the AI only returns legal moves."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.kamisado import GAME, KamisadoState
from rules.kamisado.board import GOAL_ROW, HOME_ROW
from rules.kamisado.state import FILL, OVER, PLAY, TARGETS
from tests.contract import check_playout


def check_invariants(state: KamisadoState) -> None:
    towers = state.towers
    assert -1 not in towers and len(set(towers)) == 16, "16 towers on 16 different squares"
    for seat in (0, 1):
        markers = sum((1 << state.ranks[t]) - 1 for t in range(seat * 8, seat * 8 + 8))
        assert state.score[seat] == markers, "the score is the value of the markers (1, 2, 4, 8)"
    on_goal = [t for t, q in enumerate(towers) if q >> 3 == GOAL_ROW[t >> 3]]
    if state.phase == PLAY:
        assert not on_goal and state.must_move >= -1
        if state.must_move == -1:
            assert state.passes == () and state.last_mover == -1
    else:
        r = state.last_round
        assert r is not None and r.winner == state.turn and state.ranks[r.tower] == r.rank
        assert on_goal == ([r.tower] if r.reason == "home-row" else [])
    if state.phase == OVER:
        assert max(state.score) >= state.target or 4 in state.ranks
    else:
        assert max(state.score) < state.target and 4 not in state.ranks


def check_serialisation(state: KamisadoState) -> None:
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state
    again = GAME.from_text(GAME.to_text(state))
    for field in ("towers", "ranks", "turn", "phase", "score", "target"):
        assert getattr(again, field) == getattr(state, field), field
    if state.phase == PLAY:
        assert again.must_move == state.must_move
    assert GAME.to_text(again) == GAME.to_text(state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), target=st.sampled_from(TARGETS))
def test_random_matches_keep_the_invariants(seed: int, target: int) -> None:
    rng = random.Random(seed)
    state = GAME.new(options={"target": target})
    rounds = 1
    while state.phase != OVER:
        check_invariants(state)
        check_serialisation(state)
        moves = GAME.legal_moves(state)
        before = state
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
        if before.phase == FILL:
            rounds += 1
            assert all(q >> 3 == HOME_ROW[t >> 3] for t, q in enumerate(state.towers))
            assert state.turn != before.turn and state.ranks == before.ranks
    check_invariants(state)
    check_serialisation(state)
    assert GAME.legal_moves(state) == [] and GAME.outcome(state).winners == (state.turn,)
    assert rounds == state.round_no


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), target=st.sampled_from(TARGETS))
def test_contract_playout_of_every_target(seed: int, target: int) -> None:
    check_playout(GAME, seed, options={"target": target})


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_ai_only_returns_legal_moves(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new(options={"target": 3})
    plies = 0
    while state.phase != OVER and plies < 120:
        moves = GAME.legal_moves(state)
        if plies % 3 == 0:
            move = choose_move(GAME, state, state.turn, "medium", seed=seed + plies)
            assert move in moves
        else:
            move = moves[rng.randrange(len(moves))]
        state = GAME.apply(state, move)
        plies += 1
