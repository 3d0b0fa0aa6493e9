"""The engine's compact single-round representation (rules/kamisado/engine): its legal moves equal the
contract's in random positions (passes and the deadlock included), make/undo restore every field, its perft
gives the contract's counts, and `from_state` refuses what it cannot represent exactly."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.kamisado import GAME, KamisadoState
from rules.kamisado.board import GOAL_ROW
from rules.kamisado.engine.perft import perft_fast, perft_slow
from rules.kamisado.engine.position import Position, from_state, to_contract
from rules.kamisado.perft import perft
from rules.kamisado.state import ANY, PASS, PLAY


def snapshot(p: Position) -> tuple:
    return (list(p.pos), list(p.board), p.occ, p.turn, p.must, p.pmask, p.last, p.winner, p.key(), p.ply)


def composed(rng: random.Random) -> KamisadoState:
    """A random single-round position: towers crowded into the middle rows (so that many are blocked and
    pass, and pass chains end in deadlocks), none on its own goal row."""
    if rng.random() < 0.3:  # jammed: Black's row face to face with White's, a few towers moved away
        towers = rng.sample(range(32, 40), 8) + rng.sample(range(24, 32), 8)
        free = [q for q in range(8, 56) if q not in towers]
        for t in rng.sample(range(16), rng.randrange(4)):
            towers[t] = free.pop(rng.randrange(len(free)))
    else:
        crowd = rng.choice((range(64), range(8, 56), range(16, 48), range(24, 48), range(24, 40)))
        towers = rng.sample(crowd, 16)
    for t, q in enumerate(towers):
        if q >> 3 == GOAL_ROW[t >> 3]:
            towers[t] = q ^ 0b111000  # mirror the row: never the goal row of this seat
    if len(set(towers)) < 16:
        towers = rng.sample(range(8, 56), 16)
    state = GAME.new(options={"target": 1})
    must = ANY if rng.random() < 0.1 else rng.randrange(8)
    return state._replace(
        towers=tuple(towers), turn=rng.randrange(2), must_move=must, last_mover=rng.randrange(2)
    )


def same(p: Position, state: KamisadoState) -> None:
    if state.phase != PLAY:
        assert p.winner == state.last_round.winner
        return
    assert p.winner == -1
    assert p.pos == list(state.towers) and p.turn == state.turn
    assert p.must == (-1 if state.must_move == ANY else state.must_move)
    assert p.pmask == sum(1 << t for t in state.passes)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_moves_equal_the_contracts_along_random_play(seed: int) -> None:
    rng = random.Random(seed)
    state = composed(rng) if seed % 4 else GAME.new(options={"target": 1})
    p = from_state(state)
    assert p is not None
    start = snapshot(p)
    played = []
    while True:
        legal = GAME.legal_moves(state)
        assert [to_contract(m) for m in p.moves()] == legal
        if not legal:
            break
        m = p.moves()[rng.randrange(len(legal))]
        p.make(m)
        played.append(m)
        state = GAME.apply(state, to_contract(m))
        same(p, state)
    for m in reversed(played):
        p.undo(m)
    assert snapshot(p) == start


def test_passes_and_the_deadlock() -> None:
    """Found by random play: positions with passes, pass chains and deadlocks are all reached and agree."""
    passes = deadlocks = 0
    for seed in range(400):
        rng = random.Random(seed)
        state = composed(rng)
        p = from_state(state)
        while state.phase == PLAY and p.moves():  # (a free choice in a jammed position can have no move)
            moves = p.moves()
            m = moves[rng.randrange(len(moves))]
            p.make(m)
            state = GAME.apply(state, to_contract(m))
            same(p, state)
            passes += to_contract(m).kind == PASS
        deadlocks += state.phase != PLAY and state.last_round.reason == "deadlock"
    assert passes > 100 and deadlocks > 10


def test_perft_counts_of_a_single_round() -> None:
    p = from_state(GAME.new(options={"target": 1}))
    expected = [102, 1_150, 11_182, 105_024, 901_006]
    assert [perft_fast(p, d) for d in range(1, 6)] == expected
    assert [perft_slow(p, d) for d in range(1, 4)] == expected[:3]


def test_perft_equals_the_contracts_in_composed_positions() -> None:
    for seed in range(30):
        state = composed(random.Random(seed))
        p = from_state(state)
        for depth in (1, 2, 3):
            n = perft(state, depth)
            assert perft_fast(p, depth) == n and perft_slow(p, depth) == n


def test_from_state_refuses_sumos_and_missing_towers() -> None:
    state = GAME.new(options={"target": 3})
    assert from_state(state) is not None
    assert from_state(state._replace(ranks=(1,) + (0,) * 15)) is None
    assert from_state(state._replace(towers=(-1,) + state.towers[1:])) is None
    assert from_state(state._replace(phase="fill")) is None
