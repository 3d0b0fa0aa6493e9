"""The hard level's move for a running round the compact representation covers exactly (see position.py):
the opening book, then the exact endgame search for a share of the time, then alpha-beta to the deadline
among the moves the endgame search has not proven to lose."""

from __future__ import annotations

import time
from typing import Any

from rules.kamisado.engine.book import book_move
from rules.kamisado.engine.position import from_state, to_contract
from rules.kamisado.engine.search import Search
from rules.kamisado.engine.solver import Solver
from rules.kamisado.state import KamisadoMove, KamisadoState

SOLVER_SHARE = (
    0.15  # of the time left: the exact search first, alpha-beta (whose mate values are proofs too) after it
)


class _Until:
    """Limits-like: expired at `deadline` or when the caller's limits expire (cancel included)."""

    def __init__(self, deadline: float, outer: Any) -> None:
        self.deadline = deadline
        self.outer = outer

    def expired(self) -> bool:
        return time.monotonic() >= self.deadline or self.outer.expired()


def engine_move(state: KamisadoState, limits: Any, stats: dict | None = None) -> KamisadoMove | None:
    """The engine's move, or None if the representation does not cover `state` (the caller then searches
    with the contract). `limits` has `deadline` (time.monotonic()) and `expired()`; `stats`, if given,
    receives how the move was found."""
    p = from_state(state)
    if p is None:
        return None
    moves = p.moves()
    if not moves:
        return None
    info = stats if stats is not None else {}
    booked = book_move(p)
    if booked is not None and booked in moves:
        info.update(source="book")
        return to_contract(booked)
    if len(moves) == 1:
        info.update(source="only")
        return to_contract(moves[0])
    now = time.monotonic()
    solver = Solver(p, _Until(now + SOLVER_SHARE * max(0.0, limits.deadline - now), limits))
    result, win, lost, reached = solver.root(64)
    info.update(solver_result=result, solver_depth=reached, solver_nodes=solver.nodes)
    if result == 1:
        info.update(source="solver")
        return to_contract(win)
    candidates = [m for m in moves if m not in lost] or moves
    if len(candidates) == 1:
        info.update(source="solver-only-move")
        return to_contract(candidates[0])
    search = Search(p, limits)
    move, value, depth = search.deepen(candidates)
    info.update(source="search", value=value, depth=depth, nodes=search.nodes)
    return to_contract(move)
