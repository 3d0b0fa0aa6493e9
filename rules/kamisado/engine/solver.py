"""Exact endgame search: proves wins and losses within a number of plies, with its own transposition table.

`prove` answers for the seat to move: 1 (it wins within `d` plies whatever the opponent does), -1 (it loses
within `d` plies whatever it does) or 0 (neither is proven within `d`). No evaluation: only the rules decide.
Proven results are kept for any depth (in PROVEN, shared by all solvers of the process); an open result
remembers the depth it was searched to (in the solver's own table). A solver given its own `proven` table
(the judge of a finished game: its results must not depend on what was searched before) keeps them there.
"""

from __future__ import annotations

from typing import Any

from rules.kamisado.engine.evaluation import hands_a_win, safe_moves, wins_now
from rules.kamisado.engine.position import Position
from rules.kamisado.engine.search import CHECK_EVERY, Stopped
from rules.kamisado.engine.tables import GOAL_MASK

TT_LIMIT = 2_000_000
# Proven results outlive a search: the next move's search starts from the last one's proof (a proof is a
# fact about the position, so keeping it cannot make a result wrong). Bounded; cleared when full.
PROVEN: dict[int, int] = {}
PROVEN_LIMIT = 300_000


class Solver:
    def __init__(self, p: Position, limits: Any, proven: dict[int, int] | None = None) -> None:
        self.p = p
        self.limits = limits
        self.proven = PROVEN if proven is None else proven
        self.tt: dict[int, tuple[int, int]] = {}
        self.history: dict[int, int] = {}
        self.nodes = 0

    def prove(self, d: int) -> int:
        p = self.p
        self.nodes += 1
        if not self.nodes & (CHECK_EVERY - 1) and self.limits.expired():
            raise Stopped
        if p.winner >= 0:  # p.turn made the last move
            return 1 if p.winner != p.turn else -1
        if wins_now(p):
            return 1
        if d <= 1:
            return self._pass_result() if d == 1 else 0
        key = p.key()
        known = self.proven.get(key)
        if known is not None:
            return known
        entry = self.tt.get(key)
        if entry is not None and entry[1] >= d:
            return entry[0]
        result = -1
        moves = [m for m in p.moves() if m >> 6 == m & 63 or not hands_a_win(p, m)]
        # (a move left out hands the opponent a win at once: a loss within 2 plies)
        if len(moves) > 1 and d >= 3:
            # the opponent's fewest safe answers first; none at all is a win within 3 plies
            ranked = []
            for m in moves:
                p.make(m)
                n = safe_moves(p, 4)
                p.undo(m)
                if n == 0:
                    self._store(key, 1, d)
                    return 1
                ranked.append((n, -self.history.get(m, 0), m))
            ranked.sort()
            moves = [m for _, _, m in ranked]
        for m in moves:
            p.make(m)
            try:
                r = -self.prove(d - 1)
            finally:
                p.undo(m)
            if r == 1:
                result = 1
                self.history[m] = self.history.get(m, 0) + d * d
                break
            if r == 0:
                result = 0
        self._store(key, result, d)
        return result

    def _store(self, key: int, result: int, d: int) -> None:
        if result:
            if len(self.proven) >= PROVEN_LIMIT:
                self.proven.clear()
            self.proven[key] = result
        else:
            if len(self.tt) >= TT_LIMIT:
                self.tt.clear()
            self.tt[key] = (result, d)

    def _pass_result(self) -> int:
        """When the seat to move must pass and the pass ends the round in a deadlock: 1 if it wins, -1 if it
        loses; else 0."""
        p = self.p
        moves = p.moves()
        m = moves[0]
        if len(moves) != 1 or m >> 6 != m & 63:
            return 0
        seat = p.turn
        p.make(m)
        winner = p.winner
        p.undo(m)
        return 0 if winner < 0 else 1 if winner == seat else -1

    def root(self, max_depth: int) -> tuple[int, int, set[int], int]:
        """(result for the seat to move, a winning move or -1, the moves proven to lose, depth reached):
        deepens one ply at a time until a result is proven, `max_depth` or the limits."""
        p = self.p
        moves = p.moves()
        lost: set[int] = set()
        goal = GOAL_MASK[p.turn]
        for m in moves:  # a move onto the goal row wins, whatever colour it hands on
            if m >> 6 != m & 63 and goal >> (m & 63) & 1:
                return 1, m, lost, 1
        reached = 0
        for d in range(1, max_depth + 1):
            try:
                open_moves = 0
                for m in moves:
                    if m in lost:
                        continue
                    if m >> 6 != m & 63 and hands_a_win(p, m):
                        lost.add(m)
                        continue
                    p.make(m)
                    try:
                        r = (
                            -self.prove(d - 1)
                            if d > 1
                            else (0 if p.winner < 0 else 1 if p.winner == p.turn else -1)
                        )
                    finally:
                        p.undo(m)
                    if r == 1:
                        return 1, m, lost, d
                    if r == -1:
                        lost.add(m)
                    else:
                        open_moves += 1
            except Stopped:
                break
            reached = d
            if not open_moves:
                return -1, -1, lost, d
        return 0, -1, lost, reached
