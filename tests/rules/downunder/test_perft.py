"""Move counts from the start (perft), by hand for the first two plies and against the slow reference
generator deeper down and along random games."""

from __future__ import annotations

import random

from rules.downunder import GAME
from rules.downunder.state import State
from tests.rules.downunder.reference import reference_placements


def perft(state: State, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    moves = GAME.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(GAME.apply(state, m), depth - 1) for m in moves)


def test_perft_of_the_first_two_placements_counted_by_hand() -> None:
    # Ply 1: two straights and four curves at (0,0). Ply 2: 8 neighbour cells x 10 faces (2 straights,
    # 4 curves, 4 ends), except the 4 faces whose colour part meets seat 0's colour part in each of the
    # two cells next to it: 80 - 8 = 72, whatever seat 0 laid.
    assert perft(GAME.new(2), 1) == 6
    assert perft(GAME.new(2), 2) == 6 * 72


def test_legal_moves_match_the_reference_generator_to_depth_3() -> None:
    def walk(state: State, depth: int) -> None:
        placements = {m for m in GAME.legal_moves(state) if m.kind in ("straight", "curve", "end")}
        assert placements == reference_placements(state)
        if depth:
            for move in GAME.legal_moves(state)[::7]:
                walk(GAME.apply(state, move), depth - 1)

    walk(GAME.new(2), 3)


def test_legal_moves_match_the_reference_generator_in_random_games() -> None:
    for seed in range(12):
        rng = random.Random(seed)
        state = GAME.new(2 + seed % 3, {"animals": seed % 2 == 1, "unbounded": seed % 4 == 3})
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            placements = {m for m in moves if m.kind in ("straight", "curve", "end")}
            assert placements == reference_placements(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
