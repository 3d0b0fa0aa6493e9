"""How soon a move wins the round by force: a small exact search over the rules themselves (`legal_moves`,
`apply_move`), for the hint's words ("wins by force in 2").

`forced_win(state, move)` answers for the seat to move in `state`: N when after `move` that seat reaches the
opponent's home row (or wins the round by a deadlock) whatever the opponent does, with at most N moves of its
own counting `move` and not fewer; None when no such win within `most` moves is proven inside the budget of
positions. A pass forced on the winner counts as one of its moves; the opponent's moves (its passes, its
turns lost to a push) are not counted. Sumos and pushes are covered: the search asks the rules only.
"""

from __future__ import annotations

from rules.kamisado.moves import apply_move, legal_moves
from rules.kamisado.state import PLAY, KamisadoMove, KamisadoState

BUDGET = 6000  # positions applied at most: ~40 ms on one core, the frame a hint is shown in


class _OverBudget(Exception):
    pass


class _Prover:
    def __init__(self, seat: int, budget: int) -> None:
        self.seat = seat
        self.left = budget
        self.known: dict[tuple[KamisadoState, int], bool] = {}

    def children(self, state: KamisadoState) -> list[KamisadoState]:
        moves = legal_moves(state)
        self.left -= len(moves)
        if self.left < 0:
            raise _OverBudget
        return [apply_move(state, m) for m in moves]

    def decided(self, state: KamisadoState) -> bool | None:
        """Whether the round is over with `seat` the winner; None while it runs."""
        if state.phase == PLAY:
            return None
        result = state.last_round
        return result is not None and result.winner == self.seat

    def wins(self, state: KamisadoState, n: int) -> bool:
        """`seat` wins the round from `state` with at most `n` more moves of its own, whatever the other does."""
        over = self.decided(state)
        if over is not None:
            return over
        mine = state.turn == self.seat
        if mine and n == 0:
            return False
        key = (state, n)
        if key in self.known:
            return self.known[key]
        after = self.children(state)
        ends = [self.decided(s) for s in after]
        running = [s for s, e in zip(after, ends, strict=True) if e is None]
        if mine:  # a win at once first, then each move with one move fewer left
            result = True in ends or any(self.wins(s, n - 1) for s in running)
        else:  # every reply must lose: a reply that wins the round for the other refutes at once
            result = False not in ends and all(self.wins(s, n) for s in running)
        self.known[key] = result
        return result


def forced_win(state: KamisadoState, move: KamisadoMove, most: int = 3, budget: int = BUDGET) -> int | None:
    """N (1..most): `move` wins the round by force in N moves of the seat to move (see the module's words);
    None when not proven (no forced win that short, or more positions than `budget` to look at)."""
    if state.phase != PLAY:
        return None
    prover = _Prover(state.turn, budget)
    after = apply_move(state, move)
    over = prover.decided(after)
    if over is not None:
        return 1 if over else None
    try:
        for n in range(2, most + 1):
            if prover.wins(after, n - 1):
                return n
    except _OverBudget:
        return None
    return None
