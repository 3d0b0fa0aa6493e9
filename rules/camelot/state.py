"""The Camelot state: an immutable value with everything the rules need.

Public fields (what a scene reads to draw):
- `board`: bytes of board.SIZE cells indexed by square int (see board.py); codes EMPTY, WHITE_MAN,
  WHITE_KNIGHT, BLACK_MAN, BLACK_KNIGHT, and OFF outside the board. Use `pieces(state)` or
  `piece_at(state, sq)` for (seat, "man"/"knight").
- `turn`: the seat to move (0 = White, 1 = Black); meaningless once the game is over.
- `castle_moves`: per seat, how many castle moves (steps inside the enemy castle) it has made (max 2).
- `must_leave`: per seat, the square of its own castle whose piece must leave on that seat's next turn
  (a jump of that seat ended there), or -1. The seat's next move clears it, whatever that move is: a
  piece that cannot leave has its duty lapse (it may still leave later like any piece).
- `quiet`: plies since the last capture or entry into an enemy castle square (100 = draw).
- `history`: position keys since the last capture or castle entry, oldest first, for threefold repetition.

Derived values (legal moves, game status) are memoised in a private cache that takes no part in
equality, hashing, pickling or dumps, so the state still behaves as an immutable value.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.camelot.board import CASTLES, KIND_OF, SEAT_OF, SQUARES

SEAT_NAMES = ("white", "black")


@dataclass(frozen=True)
class State:
    board: bytes
    turn: int = 0
    castle_moves: tuple[int, int] = (0, 0)
    must_leave: tuple[int, int] = (-1, -1)
    quiet: int = 0
    history: tuple[bytes, ...] = ()
    _cache: dict = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)

    def __getstate__(self) -> dict[str, Any]:  # the memo stays behind when pickled
        return {
            k: getattr(self, k) for k in ("board", "turn", "castle_moves", "must_leave", "quiet", "history")
        }

    def __setstate__(self, data: dict[str, Any]) -> None:
        for k, v in data.items():
            object.__setattr__(self, k, v)
        object.__setattr__(self, "_cache", {})

    @property
    def key(self) -> bytes:
        """The position for repetition and the AI's table: board, side to move, castle counts, duties."""
        key = self._cache.get("key")
        if key is None:
            key = self.board + bytes(
                (self.turn, *self.castle_moves, *(_duty_code(s) for s in self.must_leave))
            )
            self._cache["key"] = key
        return key


_object_new = object.__new__


def make_state(
    board: bytes,
    turn: int,
    castle_moves: tuple[int, int],
    must_leave: tuple[int, int],
    quiet: int,
    history: tuple[bytes, ...],
) -> State:
    """State(board, turn, ...) without the frozen dataclass's __init__ (one setattr per field): the
    same value, built in one step; apply builds one per node."""
    state = _object_new(State)
    fields = state.__dict__  # a frozen dataclass guards setattr, not its __dict__
    fields["board"] = board
    fields["turn"] = turn
    fields["castle_moves"] = castle_moves
    fields["must_leave"] = must_leave
    fields["quiet"] = quiet
    fields["history"] = history
    fields["_cache"] = {}
    return state


def _duty_code(sq: int) -> int:
    """0 = no duty, 1 = F castle square, 2 = G castle square (a byte, unlike the square int)."""
    if sq < 0:
        return 0
    return 1 if sq in (CASTLES[0][0], CASTLES[1][0]) else 2


def piece_at(state: State, sq: int) -> tuple[int, str] | None:
    """(seat, "man"/"knight") of the piece on sq, or None."""
    code = state.board[sq]
    seat = SEAT_OF[code]
    return None if seat < 0 else (seat, KIND_OF[code])


def pieces(state: State) -> dict[int, tuple[int, str]]:
    """{square: (seat, kind)} of every piece, in board order."""
    board = state.board
    return {sq: (SEAT_OF[board[sq]], KIND_OF[board[sq]]) for sq in SQUARES if SEAT_OF[board[sq]] >= 0}


def count_pieces(board: bytes) -> tuple[int, int]:
    white = black = 0
    for sq in SQUARES:
        s = SEAT_OF[board[sq]]
        if s == 0:
            white += 1
        elif s == 1:
            black += 1
    return white, black
