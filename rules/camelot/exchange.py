"""What a move gives away at once: the forced captures that follow it, played out for material.

Capturing is compulsory, so a move that leaves a piece next to an enemy piece with a free square behind it
starts an exchange the opponent must take up. `exchange_of(state, move)` plays that exchange out (each side
choosing the capture chain that gains it most; a side with nothing to capture ends it) and says what the
mover took and lost in it. The hint (the medium level, `keep_material`) uses it never to give a piece away
when a move exists that does not, and the hint's words name a trade as a trade.

Unlike the AI's quiescence search (evaluate.py, plain jump chains only) it follows every legal capture,
knight's charges included: a hint that leaves a knight to a charge gives it away as surely as to a jump.
"""

from __future__ import annotations

import random
import time
import zlib
from dataclasses import dataclass
from typing import Any

from rules.camelot.board import BLACK_KNIGHT, WHITE_KNIGHT
from rules.camelot.evaluate import KNIGHT_VALUE, MAN_VALUE
from rules.camelot.movegen import Move
from rules.camelot.play import apply_unchecked, legal_moves, status
from rules.camelot.state import State

PLIES = 4  # captures followed after the move (each side's turn one ply)


@dataclass(frozen=True)
class Exchange:
    """What a move and the forced captures after it do: pieces the mover takes (the move's own captures
    included) and loses, and the material balance (a knight 160, a man 100; > 0: the mover gains)."""

    taken: int
    lost: int
    net: int

    @property
    def gives_away(self) -> bool:
        return self.net < 0


def _worth(code: int) -> int:
    return KNIGHT_VALUE if code in (WHITE_KNIGHT, BLACK_KNIGHT) else MAN_VALUE


def _line(state: State, plies: int) -> tuple[int, int, int]:
    """(material the side to move gains, pieces it takes, pieces it loses) when both sides play the
    captures from here for material: every legal capture (jump chains and knight's charges); a side that
    need not capture (only a charge could: it is never compulsory) may also stop."""
    if plies <= 0 or status(state) is not None:
        return 0, 0, 0
    moves = legal_moves(state)
    captures = [move for move in moves if move.captures]
    best: tuple[int, int, int] | None = None if len(captures) == len(moves) else (0, 0, 0)
    for move in captures:
        gain = sum(_worth(state.board[sq]) for sq in move.captures)
        value, their_taken, their_lost = _line(apply_unchecked(state, move), plies - 1)
        line = (gain - value, len(move.captures) + their_lost, their_taken)
        if best is None or line[:2] > best[:2]:  # of two lines as good, the one that captures more
            best = line
    return best if best is not None else (0, 0, 0)


def exchange_of(state: State, move: Move) -> Exchange:
    """What `move` (legal in `state`) and the forced captures after it take and lose for the mover."""
    gain = sum(_worth(state.board[sq]) for sq in move.captures)
    value, their_taken, their_lost = _line(apply_unchecked(state, move), PLIES)
    return Exchange(len(move.captures) + their_lost, their_taken, gain - value)


def keep_material(game: Any, state: State, seat: int, settings: Any, limits: Any) -> Move | None:
    """The level's alpha-beta search over the moves that give nothing away (`Exchange.gives_away`), when
    some do and some do not; None (the shared search over every move) otherwise. A search of a few plies
    may value a position after a lost piece higher for the squares it frees: a hint must not teach that."""
    moves = game.legal_moves(state)
    # The filter may take half of the time left (a position full of capture chains took 4 s on its own,
    # measured): moves not looked at by then are left out, the search gets the rest of the time.
    now = time.monotonic()
    filter_end = now + max(0.0, limits.deadline - now) / 2
    keep = []
    for looked, move in enumerate(game.order_moves(state, list(moves))):
        if looked and time.monotonic() >= filter_end:
            break
        if not exchange_of(state, move).gives_away:
            keep.append(move)
    if not keep or len(keep) == len(moves):
        return None
    from rules.ai.alphabeta import AlphaBeta  # the shared search, loaded only when asked
    from rules.ai.search_limits import SearchStopped

    rng = random.Random(zlib.crc32(state.board) + state.turn)  # the same answer for the same position
    search = AlphaBeta(game, seat, limits, noise=settings.noise, rng=rng)
    ordered = game.order_moves(state, keep)
    best = ordered[0]
    for depth in range(1, settings.max_depth + 1):
        try:
            best, _ = search.root(state, ordered, depth)
        except SearchStopped:
            if search.partial is not None and depth > 1:
                best = search.partial[0]
            break
        ordered.remove(best)
        ordered.insert(0, best)
    return best
