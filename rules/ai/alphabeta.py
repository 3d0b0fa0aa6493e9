"""Iterative-deepening alpha-beta with a transposition table, for perfect-information games.

Works for any game of the contract: a node maximises when the seat to move is the searching seat and
minimises otherwise (paranoid search for more than two seats), so extra turns (Kamisado's push) and passes
need no special case. Won/lost values carry their distance, so the shortest win is preferred.

Deepening runs until the time is spent (or `max_depth`); it stops early only on a proven result (a won or
lost value). An iteration cut short by the clock still counts when it searched the previous best move
first: its best so far is then at least as well founded as the previous iteration's choice.
With `forced`, a node with a single legal move does not use up depth (a line stays within twice the
iteration's depth): forced sequences, like Camelot's compulsory captures, are seen to their end.
With `killers`, each ply remembers the last two moves that cut the search off there and tries them right
after the table's move (moves must be hashable and comparable across positions).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from rules.ai.search_limits import Limits, SearchStopped
from rules.common import EVAL_LIMIT, WIN, Game

EXACT, LOWER, UPPER = 0, 1, 2
MATE_ZONE = WIN - 10_000


def terminal_value(game: Game, state: Any, seat: int, ply: int) -> float:
    winners = game.outcome(state).winners
    if not winners:
        return 0.0
    if seat in winners:
        return WIN - ply if len(winners) == 1 else 0.0
    return -(WIN - ply)


@dataclass
class SearchResult:
    move: Any
    value: float
    depth: int  # deepest completed iteration
    nodes: int


class AlphaBeta:
    def __init__(
        self,
        game: Game,
        seat: int,
        limits: Limits,
        noise: float = 0.0,
        rng: random.Random | None = None,
        killers: bool = False,
        forced: bool = False,
    ):
        self.game = game
        self.seat = seat
        self.limits = limits
        self.noise = noise
        self.rng = rng or random.Random(0)
        self.tt: dict[Any, tuple[int, float, int, Any]] = {}
        self.killers: list[list[Any]] | None = [] if killers else None
        self.partial: tuple[Any, float] | None = None  # the unfinished iteration's best so far
        self.forced = forced
        self.extend_until = 0  # the ply up to which a forced move may extend the line (twice the depth)

    # ----- leaf and terminal values
    def _leaf(self, state: Any) -> float:
        value = max(-EVAL_LIMIT, min(EVAL_LIMIT, self.game.evaluate(state, self.seat)))
        if self.noise:
            value += self.rng.uniform(-self.noise, self.noise)
        return value

    @staticmethod
    def _to_tt(value: float, ply: int) -> float:
        if value >= MATE_ZONE:
            return value + ply
        if value <= -MATE_ZONE:
            return value - ply
        return value

    @staticmethod
    def _from_tt(value: float, ply: int) -> float:
        if value >= MATE_ZONE:
            return value - ply
        if value <= -MATE_ZONE:
            return value + ply
        return value

    # ----- the recursive search
    def value(self, state: Any, depth: int, alpha: float, beta: float, ply: int) -> float:
        game = self.game
        self.limits.tick()
        mover = game.to_move(state)
        if mover is None:
            return terminal_value(game, state, self.seat, ply)
        if depth <= 0:
            return self._leaf(state)
        key = game.state_key(state)
        entry = self.tt.get(key)
        hint = None
        if entry is not None:
            edepth, evalue, eflag, hint = entry
            if edepth >= depth:
                evalue = self._from_tt(evalue, ply)
                if eflag == EXACT:
                    return evalue
                if eflag == LOWER and evalue >= beta:
                    return evalue
                if eflag == UPPER and evalue <= alpha:
                    return evalue
        moves = game.order_moves(state, game.legal_moves(state))
        killers = self.killers
        if killers is not None:
            while len(killers) <= ply:
                killers.append([])
            for killer in reversed(killers[ply]):
                if killer != hint and killer in moves:
                    moves.remove(killer)
                    moves.insert(0, killer)
        if hint is not None and hint in moves:
            moves.remove(hint)
            moves.insert(0, hint)
        alpha0, beta0 = alpha, beta
        maximizing = mover == self.seat
        step = 0 if len(moves) == 1 and self.forced and ply < self.extend_until else 1
        best = -float("inf") if maximizing else float("inf")
        best_move = moves[0]
        for move in moves:
            v = self.value(game.apply_legal(state, move), depth - step, alpha, beta, ply + 1)
            if maximizing:
                if v > best:
                    best, best_move = v, move
                alpha = max(alpha, v)
            else:
                if v < best:
                    best, best_move = v, move
                beta = min(beta, v)
            if alpha >= beta:
                if killers is not None and move not in killers[ply]:
                    killers[ply] = [move, *killers[ply][:1]]
                break
        flag = EXACT
        if best <= alpha0:
            flag = UPPER
        elif best >= beta0:
            flag = LOWER
        self.tt[key] = (depth, self._to_tt(best, ply), flag, best_move)
        return best

    def root(self, state: Any, moves: list[Any], depth: int) -> tuple[Any, float]:
        """Best move and value at `depth`; moves are searched in the given order (best guess first)."""
        game = self.game
        maximizing = game.to_move(state) == self.seat
        alpha, beta = -float("inf"), float("inf")
        best_move, best = moves[0], (-float("inf") if maximizing else float("inf"))
        self.partial = None
        self.extend_until = 2 * depth
        for move in moves:
            v = self.value(game.apply_legal(state, move), depth - 1, alpha, beta, 1)
            if (maximizing and v > best) or (not maximizing and v < best):
                best, best_move = v, move
            self.partial = (best_move, best)
            if maximizing:
                alpha = max(alpha, v)
            else:
                beta = min(beta, v)
        return best_move, best

    def search(self, state: Any, max_depth: int) -> SearchResult:
        """Deepen until max_depth, a proven result or the limits; return the last completed best move."""
        game = self.game
        moves = game.order_moves(state, game.legal_moves(state))
        result = SearchResult(moves[0], 0.0, 0, 0)
        for depth in range(1, max_depth + 1):
            try:
                move, value = self.root(state, moves, depth)
            except SearchStopped:
                # The first move searched is the last iteration's best: once it is done, the unfinished
                # iteration's best so far has been compared with it at the greater depth.
                if self.partial is not None and depth > 1:
                    move, value = self.partial
                    result = SearchResult(move, value, result.depth, self.limits.nodes)
                break
            result = SearchResult(move, value, depth, self.limits.nodes)
            self.partial = None
            moves.remove(move)
            moves.insert(0, move)
            if abs(value) >= MATE_ZONE:  # proven win or loss: deeper search cannot change it
                break
        result.nodes = self.limits.nodes
        return result
