"""Camelot's puzzles: the rules as the exact prover of rules/puzzles.py sees them.

A puzzle is won by the rulebook's win conditions as play.py judges them (two pieces in the enemy castle,
every enemy piece captured while two or more of one's own remain, the enemy left without a move); a draw
(repetition, fifty moves, one piece each) is no win. A whole turn with its canters and jumps is one move,
and a compulsory capture is a move of the side that must make it. The prover's table is keyed by the whole
state (the repetition record and the quiet-move count included), so a draw by repetition is never missed.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from rules.camelot.board import CASTLES, EMPTY, LEAPS, NEIGHBOURS, OWN, SQUARES
from rules.camelot.evaluate import order_moves
from rules.camelot.movegen import Move, charge_paths, has_legal_move, jump_paths, must_capture
from rules.camelot.play import QUIET_LIMIT, apply_unchecked, legal_moves, piece_lists, status
from rules.camelot.state import State
from rules.puzzles import Prover, Puzzle, load_puzzles


class CamelotPuzzleRules:
    # A move never loses the game for the side that makes it (no castle, capture or blockade of its own),
    # so the prover may take "wins at once" for the attacker's last move and stop where the defender is
    # to move and the attacker has no move left.
    own_move_can_lose = False

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

    def table_key(self, state: State, n: int) -> tuple:
        """For a question of at most `n` own moves (so each side moves at most `n` times): the position,
        the quiet-move count only if the fifty-move draw can come within those plies, and only the earlier
        positions that can still make a repetition within them, as a sorted multiset (a repetition counts
        them, in any order). Two orders of the same moves then meet in the table near the leaves. What
        is left out grows with `n` only (a smaller question keeps a subset), so an entry found under this key
        is true for the question of the one who stored it and for the one who looks: both are decided by
        the same key."""
        quiet = state.quiet if state.quiet + 2 * n >= QUIET_LIMIT else -1
        return state.key, quiet, _recurrable(state, n)

    def surely_legal(self, state: State, move: Move) -> bool:
        """Whether `move` is a legal plain step here, decided without listing the moves (the prover's
        killer): no castle duty, no capture due, an own piece outside the enemy castle stepping to an empty
        neighbour outside its own castle (a plain step is always its own canonical move). False when
        unsure."""
        path, caps = move
        seat = state.turn
        if caps or len(path) != 2 or state.must_leave[seat] >= 0:
            return False
        start, end = path
        board = state.board
        if not OWN[seat][board[start]] or start in CASTLES[1 - seat] or end in CASTLES[seat]:
            return False
        if board[end] != EMPTY or end not in NEIGHBOURS[start]:
            return False
        return status(state) is None and not must_capture(board, seat, piece_lists(state)[seat])

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
        board = state.board
        if free > 0 and state.must_leave[seat] < 0 and (inside == 0 or not _enterable(board, seat)):
            # No castle win (none in yet: a move puts one piece in; or no move can end on an empty castle
            # square) and none without a capture: only the captures, which are the jumps and the knights'
            # charges when no duty is pending (nearly every leaf ends here).
            paths = jump_paths(board, seat, mine) + charge_paths(board, seat, mine)
        else:
            paths = legal_moves(state)
        for path, caps in paths:
            start, end = path[0], path[-1]
            if end in castle and inside - (start in castle) + 1 >= 2:
                return True
            if len(caps) == len(theirs):
                return True
            if free <= len(caps) and _stuck_after(state, 1 - seat, path, caps):
                return True
        return False


def _enterable(board: bytes, seat: int) -> bool:
    """Whether some move of `seat` might end on an empty square of the enemy castle: an own piece next to
    it (a plain step), or a piece next to it with the square beyond empty or own (the last leap of a canter
    or a jump comes from there). False proves that no move enters."""
    own = OWN[seat]
    for target in CASTLES[1 - seat]:
        if board[target] != EMPTY:
            continue
        for near in NEIGHBOURS[target]:
            if own[board[near]]:
                return True
        for over, beyond in LEAPS[target]:
            if board[over] != EMPTY and (board[beyond] == EMPTY or own[board[beyond]]):
                return True
    return False


@lru_cache(maxsize=1 << 16)
def _squares_of(key: bytes) -> tuple[frozenset[int], frozenset[int]]:
    """White's and Black's squares in a position key (its first bytes are the board)."""
    return (
        frozenset(sq for sq in SQUARES if OWN[0][key[sq]]),
        frozenset(sq for sq in SQUARES if OWN[1][key[sq]]),
    )


def _recurrable(state: State, n: int) -> tuple[bytes, ...]:
    """The earlier positions (with repeats) that can make a third occurrence within `n` moves of each side.
    One move puts a side's piece on one square, so reaching a position again takes at least as many moves
    of a side as it holds squares there that it does not hold now (the history restarts at every capture:
    the pieces are the same ones); a position seen once must also be left and reached again, two more
    moves of each side at least (a side cannot undo its own move with the other's)."""
    if not state.history:
        return ()
    white, black = (frozenset(squares) for squares in piece_lists(state))
    seen = Counter(state.history)
    kept = []
    for key, times in seen.items():
        then_white, then_black = _squares_of(key)
        more = 0 if times >= 2 else 2
        if len(then_white - white) + more <= n and len(then_black - black) + more <= n:
            kept += [key] * times
    return tuple(sorted(kept))


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
