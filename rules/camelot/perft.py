"""Perft: the number of move sequences of a given length, to check the move generator against counts
derived independently (tests/rules/camelot/reference.py) and to time it (tests/bench/bench_camelot.py)."""

from __future__ import annotations

from rules.camelot.play import apply, apply_unchecked, legal_moves, raw_paths, status
from rules.camelot.state import State


def perft(state: State, depth: int, paths: bool = False) -> int:
    """Leaves of the game tree `depth` plies deep, following distinct moves (one per resulting position).

    Every move is applied through the contract's checked `apply`, the last ply's too (the count pays for
    what every caller pays). With `paths`, the last ply counts every legal path instead (e.g. both canter
    routes to one square), without applying them. A finished game is a leaf only at depth 0."""
    if depth == 0:
        return 1
    if status(state) is not None:
        return 0
    if depth == 1 and paths:
        return len(raw_paths(state))
    return sum(perft(apply(state, m), depth - 1, paths) for m in legal_moves(state))


def divide(state: State, depth: int) -> dict[str, int]:
    """perft(depth - 1) below each legal move, by its notation (for tracking down a disagreement)."""
    from rules.camelot.text import notation

    return {notation(m): perft(apply_unchecked(state, m), depth - 1) for m in legal_moves(state)}
