"""Perft of the compact representation, every move applied (the last ply included).

`perft_fast` is the timed one: make and undo written out inline over the position's lists (a call per move
would cost more than the move). `perft_slow` walks the same tree through `Position.make`/`undo`; the tests
check that both give the contract's counts.
"""

from __future__ import annotations

from rules.kamisado.engine.position import Position
from rules.kamisado.engine.tables import BIT, COLOUR, GOAL_MASK, MOVES, TOWERS


def _perft_tables() -> tuple:
    """MOVES with each move spelled out as (to, occupancy flip bits, colour of `to`, 1 if it wins): the
    inline make of perft.py reads the whole child state from it."""
    return tuple(
        tuple(
            tuple(
                (
                    mask,
                    {
                        key: tuple(
                            (
                                m & 63,
                                BIT[m >> 6] | BIT[m & 63],
                                COLOUR[m & 63],
                                GOAL_MASK[seat] >> (m & 63) & 1,
                            )
                            for m in moves
                        )
                        for key, moves in table.items()
                    },
                )
                for mask, table in rays
            )
            for rays in MOVES[seat]
        )
        for seat in (0, 1)
    )


PERFT_MOVES = _perft_tables()


def perft_slow(p: Position, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for m in p.moves():
        p.make(m)
        total += perft_slow(p, depth - 1)
        p.undo(m)
    return total


def perft_fast(p: Position, depth: int) -> int:
    """Sequences of exactly `depth` decisions from `p` (passes count; a finished round has none)."""
    if depth == 0 or p.winner >= 0:
        return 1 if depth == 0 else 0
    return _perft(list(p.pos), p.occ, p.turn, p.must, p.pmask, p.last, depth)


def _perft(pos: list[int], occ: int, seat: int, must: int, pmask: int, last: int, depth: int) -> int:
    """The inline make/undo: `pos` is changed and restored in place; the occupancy, seat, colour, passes and
    last mover of the child are the arguments of its call (at the last ply: computed, then dropped)."""
    total = 0
    nseat = 1 - seat
    table = PERFT_MOVES[seat]
    deeper = depth > 1
    for t in TOWERS[seat] if must < 0 else (seat * 8 + must,):
        f = pos[t]
        (m0, t0), (m1, t1), (m2, t2) = table[f]
        moves = t0[occ & m0] + t1[occ & m1] + t2[occ & m2]
        if not moves:
            if must < 0:
                continue
            # the pass: the tower joins the passes; the same tower passing again is the deadlock (round over)
            c = COLOUR[f]
            nmask = pmask | 1 << t
            if nmask >> (nseat * 8 + c) & 1:
                total += not deeper
            elif deeper:
                total += _perft(pos, occ, nseat, c, nmask, last, depth - 1)
            else:
                total += 1
            continue
        if deeper:
            for to, flip, c, won in moves:
                pos[t] = to  # make
                if not won:  # a won round has no moves after it
                    total += _perft(pos, occ ^ flip, nseat, c, 0, seat, depth - 1)
                pos[t] = f  # undo
        else:
            for to, flip, _colour, _won in moves:
                pos[t] = to  # make: the child is (pos, occ ^ flip, nseat, _colour, no passes, seat)
                child = occ ^ flip
                total += 1
                pos[t] = f  # undo
            del child
    return total
