"""Kamisado's own judgement of a played move (`Game.judge_search`, issue 28): the hard level's engine under a
node budget, with its exact proofs.

For a running round the compact representation covers (no Sumos): the exact endgame solver first (a share of
the budget, with a table of its own: nothing is kept from another position), then the engine's alpha-beta
among the moves the solver has not proven to lose, then the position after the played move searched by the
same engine to the same horizon. Values and proofs are about the round (the engine's unit; in the match's
deciding round the round is the game); the lengths of proven wins and losses come from `proof.forced_win`
(the hint's words), which counts a push's extra move as the player's own, as a player does. Anything else
(a round with Sumos, the winner's choice of refill) is judged by the shared search (None).
"""

from __future__ import annotations

from typing import Any

from rules.common import Analysis, squash
from rules.kamisado.engine.evaluation import MATE_ZONE, WIN
from rules.kamisado.engine.position import Position, from_contract, from_state, to_contract
from rules.kamisado.engine.search import Search
from rules.kamisado.engine.solver import Solver
from rules.kamisado.moves import apply_move, legal_moves
from rules.kamisado.proof import forced_win
from rules.kamisado.state import PLAY, KamisadoMove, KamisadoState

# Engine units of a "clearly better" position: about two free paths to the goal row (THREAT = 60).
SCALE = 100.0
# Nodes of the engine per node of the budget (which counts the contract's nodes): the engine's make/undo on
# a compact board is about ten times cheaper than the contract's apply (measured here by the judge's times).
ENGINE_NODES = 10
SOLVER_SHARE = 0.25  # of the node budget: the exact search first
PLAYED_SHARE = 0.5  # of the node budget besides the root's: the position after the played move
PROOF_MOST = 6  # the longest forced win whose length is counted by `forced_win`
PROOF_BUDGET = 20_000  # positions `forced_win` may look at per call (deterministic, ~0.1 s)


class _Cap:
    """Limits for the engine's searches: expired when `counter.nodes` reaches `budget` (the engine counts
    its nodes itself and looks every 256) or when the judgement's limits expire (cancel, emergency clock)."""

    def __init__(self, budget: int, outer: Any) -> None:
        self.budget = max(1, budget)
        self.outer = outer
        self.counter: Any = None

    def expired(self) -> bool:
        return self.counter.nodes >= self.budget or self.outer.expired()


def _value(v: float) -> float:
    """An engine value (for the seat to move) as that seat's expectancy."""
    if v >= MATE_ZONE:
        return 1.0
    if v <= -MATE_ZONE:
        return 0.0
    return squash(v, SCALE)


def _search(
    p: Position, moves: list[int], budget: int, limits: Any, max_depth: int = 64
) -> tuple[int, int, int, int]:
    """(move, value, depth, nodes) of the engine's alpha-beta within `budget` nodes."""
    cap = _Cap(budget, limits)
    search = Search(p, cap)
    cap.counter = search
    move, value, depth = search.deepen(moves, max_depth)
    return move, value, depth, search.nodes


def _opponent_wins_in(after: KamisadoState, seat: int) -> int | None:
    """N: after the mover's move the opponent wins the round by force in N of its moves (None: not proven)."""
    if after.phase != PLAY:
        winner = after.last_round.winner if after.last_round is not None else None
        return None if winner in (None, seat) else 0
    if after.turn == seat:
        return None  # the mover moves again (a push): a forced loss from here is not counted
    lengths = [forced_win(after, m, PROOF_MOST, PROOF_BUDGET) for m in legal_moves(after)]
    found = [n for n in lengths if n is not None]
    return min(found) if found else None


def judge_search(state: KamisadoState, seat: int, played: KamisadoMove, limits: Any) -> Analysis | None:
    """The engine's judgement (see the module's words), or None where the engine does not cover `state`."""
    p = from_state(state)
    if p is None or state.turn != seat:
        return None
    moves = p.moves()
    mine = from_contract(played)
    if mine not in moves:
        return None
    budget = limits.max_nodes * ENGINE_NODES
    cap = _Cap(int(budget * SOLVER_SHARE), limits)
    solver = Solver(p, cap, proven={})
    cap.counter = solver
    result, win, lost, _reached = solver.root(64)
    nodes = solver.nodes
    if result == 1:
        best, best_value, depth = win, WIN, 0
    else:
        candidates = [m for m in moves if m not in lost] or moves
        best, best_value, depth, used = _search(p, candidates, budget - nodes, limits)
        nodes += used
    if mine == best:
        played_value = best_value
    elif mine in lost:
        played_value = -WIN
    else:
        played_value, used = _after(p, mine, seat, max(1, depth - 1), int(budget * PLAYED_SHARE), limits)
        nodes += used
    return _proofs(state, seat, played, to_contract(best), best_value, played_value, depth, nodes, limits)


def _after(p: Position, move: int, seat: int, depth: int, budget: int, limits: Any) -> tuple[float, int]:
    """(the mover's value of the position after `move`, searched `depth` plies deep; nodes used)."""
    p.make(move)
    try:
        if p.winner >= 0:
            return (WIN if p.winner == seat else -WIN), 0
        _, value, _, used = _search(p, p.moves(), budget, limits, depth)
        return (value if p.turn == seat else -value), used
    finally:
        p.undo(move)


def _proofs(
    state: KamisadoState,
    seat: int,
    played: KamisadoMove,
    best: KamisadoMove,
    best_value: float,
    played_value: float,
    depth: int,
    nodes: int,
    limits: Any,
) -> Analysis:
    """The Analysis with the lengths of the proven wins and losses counted the players' way."""
    if played_value > best_value:  # the after-search saw further than the root's: the played move is best
        best, best_value = played, played_value
    win_in = played_win_in = played_loss_in = None
    if best_value >= MATE_ZONE:
        win_in = forced_win(state, best, PROOF_MOST, PROOF_BUDGET) or (int(WIN - best_value) + 1) // 2 or 1
    if played_value >= MATE_ZONE:
        played_win_in = win_in if played == best else forced_win(state, played, PROOF_MOST, PROOF_BUDGET)
        played_win_in = played_win_in or (int(WIN - played_value) + 1) // 2 or 1
    elif played_value <= -MATE_ZONE:
        played_loss_in = _opponent_wins_in(apply_move(state, played), seat)
    return Analysis(
        best=best,
        best_value=_value(best_value),
        played_value=_value(played_value),
        win_in=win_in,
        played_win_in=played_win_in,
        played_loss_in=played_loss_in,
        depth=depth,
        nodes=nodes,
        out_of_time=getattr(limits, "out_of_time", False),
    )
