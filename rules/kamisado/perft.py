"""Perft: the number of move sequences of a given length, to check move generation against counts
derived independently (tests/rules/kamisado/test_perft.py) and to time it (tests/bench/bench_kamisado.py)."""

from __future__ import annotations

from rules.kamisado.moves import apply_move, legal_moves
from rules.kamisado.state import KamisadoState


def perft(state: KamisadoState, depth: int) -> int:
    """Sequences of exactly `depth` decisions (passes and fill choices count; a finished match has none)."""
    if depth == 0:
        return 1
    # Every move is applied, the last ply's too: the count pays for `apply` as every caller does.
    return sum(perft(apply_move(state, m), depth - 1) for m in legal_moves(state))
