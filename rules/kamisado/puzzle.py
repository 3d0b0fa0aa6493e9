"""Kamisado's puzzles: the rules as the exact prover of rules/puzzles.py sees them.

A puzzle is won by winning the round (reaching the home row, or by a deadlock), the `forced_win`
semantics of proof.py: the winner's own moves are counted, a pass forced on it included. The search asks
the rules only (`legal_moves`, `apply_move`), so Sumos and pushes are covered.
"""

from __future__ import annotations

from rules.kamisado.evaluate import order_moves
from rules.kamisado.moves import apply_move, legal_moves
from rules.kamisado.state import KEY_FIELDS, PLAY, KamisadoMove, KamisadoState
from rules.puzzles import Prover, Puzzle, load_puzzles


class KamisadoPuzzleRules:
    def moves(self, state: KamisadoState) -> list[KamisadoMove]:
        return legal_moves(state)

    def play(self, state: KamisadoState, move: KamisadoMove) -> KamisadoState:
        return apply_move(state, move)

    def winner(self, state: KamisadoState) -> int | None:
        if state.phase == PLAY:
            return None
        result = state.last_round
        return -1 if result is None else result.winner

    def seat(self, state: KamisadoState) -> int:
        return state.turn

    def key(self, state: KamisadoState) -> tuple:
        return state[:KEY_FIELDS]  # the round's course depends on nothing after these (game.state_key)

    def order(self, state: KamisadoState, moves: list[KamisadoMove]) -> list[KamisadoMove]:
        return order_moves(state, moves)

    def piece(self, state: KamisadoState, move: KamisadoMove) -> int:
        return move.frm

    def wins_at_once(self, state: KamisadoState) -> bool:
        if state.phase != PLAY:
            return False
        seat = state.turn
        return any(self.winner(apply_move(state, m)) == seat for m in legal_moves(state))


RULES = KamisadoPuzzleRules()


def puzzle_prover(budget: int | None = None) -> Prover:
    """A fresh exact prover for Kamisado puzzles (keep one per puzzle: it remembers what it proved)."""
    return Prover(RULES, budget)


def puzzles() -> tuple[Puzzle, ...]:
    """The shipped Kamisado puzzles (rules/kamisado/puzzles.json)."""
    return load_puzzles("kamisado")
