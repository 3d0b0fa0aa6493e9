"""Camelot's puzzles: the rules as the exact prover of rules/puzzles.py sees them.

A puzzle is won by the rulebook's win conditions as play.py judges them (two pieces in the enemy castle,
every enemy piece captured while two or more of one's own remain, the enemy left without a move); a draw
(repetition, fifty moves, one piece each) is no win. A whole turn with its canters and jumps is one move,
and a compulsory capture is a move of the side that must make it. The prover's table is keyed by the whole
state (the repetition record and the quiet-move count included), so a draw by repetition is never missed.
"""

from __future__ import annotations

from rules.camelot.board import CASTLES, EMPTY, NEIGHBOURS
from rules.camelot.evaluate import order_moves
from rules.camelot.movegen import Move, has_legal_move
from rules.camelot.play import apply_unchecked, legal_moves, piece_lists, status
from rules.camelot.state import State
from rules.puzzles import Prover, Puzzle, load_puzzles


class CamelotPuzzleRules:
    def moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def play(self, state: State, move: Move) -> State:
        return apply_unchecked(state, move)  # the prover plays only moves of legal_moves

    def winner(self, state: State) -> int | None:
        result = status(state)
        if result is None:
            return None
        winners = result[0]
        return winners[0] if len(winners) == 1 else -1

    def seat(self, state: State) -> int:
        return state.turn

    def key(self, state: State) -> State:
        return state  # every field counts: the history decides repetitions, `quiet` the fifty-move draw

    def order(self, state: State, moves: list[Move]) -> list[Move]:
        return order_moves(state, moves)

    def piece(self, state: State, move: Move) -> int:
        return move.path[0]

    def wins_at_once(self, state: State) -> bool:
        """Whether the seat to move has a move that wins at once: `status` after each move, read off the
        move without playing it (the prover's leaves are nearly all such questions). A test checks it
        against playing every move."""
        if status(state) is not None:
            return False
        seat = state.turn
        mine, theirs = (lists := piece_lists(state))[seat], lists[1 - seat]
        if len(mine) < 2:  # every win needs two pieces of the winner's (castle, capture-all, no-moves)
            return False
        castle = CASTLES[1 - seat]
        inside = sum(sq in castle for sq in mine)
        free = _roomy(state.board, 1 - seat, theirs)
        for path, caps in legal_moves(state):
            start, end = path[0], path[-1]
            if end in castle and inside - (start in castle) + 1 >= 2:
                return True
            if len(caps) == len(theirs):
                return True
            if free <= len(caps) and _stuck_after(state, 1 - seat, path, caps):
                return True
        return False


def _roomy(board: bytes, seat: int, squares: list[int]) -> int:
    """How many of `seat`'s pieces outside the enemy castle have two or more empty neighbours outside their
    own castle: one move fills one square, so each of them keeps a plain move unless it is captured."""
    own_castle = CASTLES[seat]
    enemy_castle = CASTLES[1 - seat]
    count = 0
    for sq in squares:
        if sq in enemy_castle:
            continue
        room = 0
        for to in NEIGHBOURS[sq]:
            if board[to] == EMPTY and to not in own_castle:
                room += 1
                if room == 2:
                    count += 1
                    break
    return count


def _stuck_after(state: State, seat: int, path: tuple[int, ...], caps: tuple[int, ...]) -> bool:
    """Whether `seat` (the side not to move) has no legal move after the move path/caps of the other."""
    cells = bytearray(state.board)
    start, end = path[0], path[-1]
    cells[end] = cells[start]
    if end != start:
        cells[start] = EMPTY
    for sq in caps:
        cells[sq] = EMPTY
    return not has_legal_move(bytes(cells), seat, state.castle_moves[seat])


RULES = CamelotPuzzleRules()


def puzzle_prover(budget: int | None = None) -> Prover:
    """A fresh exact prover for Camelot puzzles (keep one per puzzle: it remembers what it proved)."""
    return Prover(RULES, budget)


def puzzles() -> tuple[Puzzle, ...]:
    """The shipped Camelot puzzles (rules/camelot/puzzles.json)."""
    return load_puzzles("camelot")
