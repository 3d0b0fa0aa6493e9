"""Alpha-beta on the compact representation: iterative deepening to the deadline (stopping early only when
the result is proven), a transposition table, principal-variation search, move ordering (TT move, killers,
history), and two exact shortcuts: a forced tower that reaches its goal row wins at once, and a move that
hands the opponent such a tower loses at once (both are rules, not guesses).
"""

from __future__ import annotations

from typing import Any

from rules.kamisado.engine.evaluation import MATE_ZONE, WIN, evaluate, hands_a_win, wins_now
from rules.kamisado.engine.position import Position
from rules.kamisado.engine.tables import GOAL_MASK

EXACT, LOWER, UPPER = 0, 1, 2
CHECK_EVERY = 256  # nodes between two looks at the deadline (a power of two)
TT_LIMIT = 1_500_000
SAFE_MOVE = 8  # leaf bonus per move of the forced tower that does not hand the opponent a win in one
SAFE_CAP = 4  # entries; the table is cleared beyond it (memory stays bounded)


class Stopped(Exception):
    """The deadline passed or the search was cancelled."""


class Search:
    def __init__(self, p: Position, limits: Any) -> None:
        self.p = p
        self.limits = limits
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.history: dict[int, int] = {}
        self.killers = [0] * 256
        self.nodes = 0

    # ----- the recursive search (negamax: values from the view of the seat to move)
    def value(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        p = self.p
        self.nodes += 1
        if not self.nodes & (CHECK_EVERY - 1) and self.limits.expired():
            raise Stopped
        if p.winner >= 0:  # the round ended with the last move; p.turn is the seat that made it
            return WIN - ply if p.winner != p.turn else -(WIN - ply)
        if wins_now(p):
            return WIN - ply - 1
        if depth <= 0:
            return self.leaf(p, ply)
        key = p.key()
        entry = self.tt.get(key)
        hint = -1
        if entry is not None:
            edepth, evalue, eflag, hint = entry
            if edepth >= depth:
                if evalue >= MATE_ZONE:
                    evalue -= ply
                elif evalue <= -MATE_ZONE:
                    evalue += ply
                if (
                    eflag == EXACT
                    or (eflag == LOWER and evalue >= beta)
                    or (eflag == UPPER and evalue <= alpha)
                ):
                    return evalue
        alpha0 = alpha
        best, best_move = -WIN - 1, -1
        moves, lost = self.ordered(p, hint, ply)
        if lost and not moves:  # every move hands the opponent a win in one
            best, best_move = -(WIN - ply - 2), lost
        first = True
        for m in moves:
            p.make(m)
            try:
                if first:
                    v = -self.value(depth - 1, -beta, -alpha, ply + 1)
                else:
                    v = -self.value(depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < v < beta:
                        v = -self.value(depth - 1, -beta, -alpha, ply + 1)
            finally:
                p.undo(m)
            first = False
            if v > best:
                best, best_move = v, m
                if v > alpha:
                    alpha = v
                    if alpha >= beta:
                        if m & 63 != m >> 6:
                            self.killers[ply] = m
                            self.history[m] = self.history.get(m, 0) + depth * depth
                        break
        if lost and best < -(WIN - ply - 2):
            best, best_move = -(WIN - ply - 2), lost
        flag = UPPER if best <= alpha0 else LOWER if best >= beta else EXACT
        stored = best + ply if best >= MATE_ZONE else best - ply if best <= -MATE_ZONE else best
        if len(self.tt) >= TT_LIMIT:
            self.tt.clear()
        self.tt[key] = (depth, stored, flag, best_move)
        return best

    def leaf(self, p: Position, ply: int) -> int:
        """The evaluation, after one exact look: a forced tower whose every move hands the opponent a win
        in one loses in two plies; otherwise each safe move is worth a little (SAFE_MOVE, up to SAFE_CAP)."""
        if p.must < 0:
            return evaluate(p)
        moves = p.moves()
        m = moves[0]
        if m >> 6 == m & 63:  # a pass: its consequences are for the search, not for this look
            return evaluate(p)
        safe = 0
        for m in moves:
            if not hands_a_win(p, m):
                safe += 1
                if safe == SAFE_CAP:
                    break
        if not safe:
            return -(WIN - ply - 2)
        return evaluate(p) + SAFE_MOVE * safe

    def ordered(self, p: Position, hint: int, ply: int) -> tuple[list[int], int]:
        """(the moves worth searching, best first; one move that loses at once or -1). Moves that hand the
        opponent a win in one are left out: their value is known."""
        moves = p.moves()
        if len(moves) == 1 and moves[0] >> 6 == moves[0] & 63:
            return moves, -1  # a pass
        safe = []
        lost = -1
        for m in moves:
            if hands_a_win(p, m):
                lost = m
            else:
                safe.append(m)
        if len(safe) > 1:
            history, killer = self.history, self.killers[ply]
            safe.sort(
                key=lambda m: -(history.get(m, 0) + (1 << 30 if m == hint else 1 << 20 if m == killer else 0))
            )
        return safe, lost

    # ----- the root
    def root(self, moves: list[int], depth: int) -> tuple[int, int, list[tuple[int, int]]]:
        """(best move, its value, [(value, move)] of the moves searched) at `depth`, moves in the given order."""
        p = self.p
        alpha, beta = -WIN - 1, WIN + 1
        best, best_move = -WIN - 1, moves[0]
        scored = []
        for i, m in enumerate(moves):
            p.make(m)
            try:
                if i == 0:
                    v = -self.value(depth - 1, -beta, -alpha, 1)
                else:
                    v = -self.value(depth - 1, -alpha - 1, -alpha, 1)
                    if v > alpha:
                        v = -self.value(depth - 1, -beta, -alpha, 1)
            finally:
                p.undo(m)
            scored.append((v, m))
            if v > best:
                best, best_move = v, m
                alpha = max(alpha, v)
        return best_move, best, scored

    def deepen(self, moves: list[int], max_depth: int = 64) -> tuple[int, int, int]:
        """(move, value, deepest completed depth): iterative deepening until the limits, `max_depth` or a
        proven result. `moves` must be non-empty; a move that wins at once is taken without a search."""
        p = self.p
        goal = GOAL_MASK[p.turn]
        for m in moves:
            if m >> 6 != m & 63 and goal >> (m & 63) & 1:
                return m, WIN - 1, 0
        order = list(moves)
        result = (order[0], 0, 0)
        for depth in range(1, max_depth + 1):
            try:
                move, value, scored = self.root(order, depth)
            except Stopped:
                break
            result = (move, value, depth)
            order.remove(move)
            order.insert(0, move)
            if abs(value) >= MATE_ZONE:
                break
        return result
