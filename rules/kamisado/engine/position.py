"""The compact single-round representation: towers as a list of squares plus an occupancy bitboard (an int),
the forced tower's colour as a small int, make/undo over preallocated history arrays (no allocation per
node), an incremental Zobrist key.

Exact for a round in which every tower is normal (no Sumo ranks, so no pushes and a range of 7) and all 16
towers stand on the board: every single round, and the first round of a match. `from_state` returns None
for anything else, and the callers fall back to the contract's search.
"""

from __future__ import annotations

from rules.kamisado.engine.tables import (
    BIT,
    COLOUR,
    GOAL_MASK,
    MOVES,
    TOWERS,
    Z_MUST,
    Z_PASS,
    Z_TOWER,
)
from rules.kamisado.state import ANY, MOVE, PASS, PLAY, KamisadoMove, KamisadoState

MAX_PLIES = 512  # a round has at most 16 * 7 forward squares plus passes: far fewer plies than this


class Position:
    """A single-round position for the search. Fields (read them, change them only with make/undo):
    `pos` squares by tower id, `board` tower id by square (-1 empty), `occ` occupancy bits, `turn` seat to
    move, `must` colour of the forced tower (-1: free choice, a round's first move), `pmask` bits of the towers
    that passed since the last real move, `last` seat of the last real move (-1 unknown), `winner` (-1 while
    the round runs), `zpos` Zobrist of the towers, `zpass` of the passed towers, `ply` moves made."""

    __slots__ = (
        "pos",
        "board",
        "occ",
        "turn",
        "must",
        "pmask",
        "last",
        "winner",
        "zpos",
        "zpass",
        "ply",
        "_h",
    )

    def __init__(self, towers: list[int], turn: int, must: int, passes: tuple[int, ...] = (), last: int = -1):
        self.pos = list(towers)
        self.board = [-1] * 64
        self.occ = 0
        self.zpos = 0
        for t, sq in enumerate(self.pos):
            self.board[sq] = t
            self.occ |= BIT[sq]
            self.zpos ^= Z_TOWER[t][sq]
        self.turn = turn
        self.must = must
        self.pmask = 0
        self.zpass = 0
        for t in passes:
            self.pmask |= 1 << t
            self.zpass ^= Z_PASS[t]
        self.last = last
        self.winner = -1
        self.ply = 0
        # history per ply: must, pmask, last, zpass (flat, preallocated)
        self._h = [0] * (4 * MAX_PLIES)

    def key(self) -> int:
        return self.zpos ^ self.zpass ^ Z_MUST[self.turn][self.must + 1]

    def moves(self) -> list[int]:
        """Legal moves in the contract's order (per tower: straight, left, right, nearest first); a blocked
        forced tower has the single pass; empty when the round is over."""
        if self.winner >= 0:
            return []
        occ, seat, must, pos = self.occ, self.turn, self.must, self.pos
        table = MOVES[seat]
        if must >= 0:
            f = pos[seat * 8 + must]
            (m0, t0), (m1, t1), (m2, t2) = table[f]
            out = t0[occ & m0] + t1[occ & m1] + t2[occ & m2]
            return list(out) if out else [f << 6 | f]
        moves: list[int] = []
        for t in TOWERS[seat]:
            (m0, t0), (m1, t1), (m2, t2) = table[pos[t]]
            moves += t0[occ & m0]
            moves += t1[occ & m1]
            moves += t2[occ & m2]
        return moves

    def make(self, m: int) -> None:
        f, to = m >> 6, m & 63
        h, i = self._h, self.ply * 4
        h[i] = self.must
        h[i + 1] = self.pmask
        h[i + 2] = self.last
        h[i + 3] = self.zpass
        self.ply += 1
        seat = self.turn
        t = self.board[f]
        if f == to:  # Z6: a pass; Z8: the same blocked tower would pass again -> deadlock
            c = COLOUR[f]
            self.pmask |= 1 << t
            self.zpass ^= Z_PASS[t]
            if self.pmask >> ((1 - seat) * 8 + c) & 1:
                self.winner = 1 - (self.last if self.last >= 0 else seat)
            else:
                self.turn = 1 - seat
                self.must = c
            return
        board = self.board
        board[f] = -1
        board[to] = t
        self.pos[t] = to
        self.occ ^= BIT[f] | BIT[to]
        self.zpos ^= Z_TOWER[t][f] ^ Z_TOWER[t][to]
        self.pmask = 0
        self.zpass = 0
        self.last = seat
        if GOAL_MASK[seat] >> to & 1:  # Z7: the round is won
            self.winner = seat
        else:
            self.turn = 1 - seat
            self.must = COLOUR[to]

    def undo(self, m: int) -> None:
        f, to = m >> 6, m & 63
        self.ply -= 1
        h, i = self._h, self.ply * 4
        if self.winner >= 0:
            self.winner = -1
        else:
            self.turn = 1 - self.turn
        self.must = h[i]
        self.pmask = h[i + 1]
        self.last = h[i + 2]
        self.zpass = h[i + 3]
        if f != to:
            board = self.board
            t = board[to]
            board[to] = -1
            board[f] = t
            self.pos[t] = f
            self.occ ^= BIT[f] | BIT[to]
            self.zpos ^= Z_TOWER[t][f] ^ Z_TOWER[t][to]


def from_state(state: KamisadoState) -> Position | None:
    """The position of a running round if the representation is exact for it (all towers normal and on the
    board), else None."""
    if state.phase != PLAY or any(state.ranks) or min(state.towers) < 0:
        return None
    must = -1 if state.must_move == ANY else state.must_move
    return Position(list(state.towers), state.turn, must, state.passes, state.last_mover)


def to_contract(m: int) -> KamisadoMove:
    f, to = m >> 6, m & 63
    return KamisadoMove(PASS if f == to else MOVE, f, to)


def from_contract(move: KamisadoMove) -> int:
    return move.frm << 6 | move.to
