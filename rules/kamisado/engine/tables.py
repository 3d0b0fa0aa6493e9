"""Precomputed tables of the compact single-round representation (see position.py).

Squares and seats as in ../board.py (square = row * 8 + file; seat 0 Black moves down, seat 1 White up).
A move is an int `frm << 6 | to`; a pass is `frm << 6 | frm` (the blocked tower moves zero squares).
"""

from __future__ import annotations

import random

from rules.kamisado.board import GOAL_ROW, RAYS, SQUARE_COLOUR

COLOUR: tuple[int, ...] = SQUARE_COLOUR
BIT: tuple[int, ...] = tuple(1 << q for q in range(64))
GOAL_MASK: tuple[int, int] = tuple(0xFF << (8 * GOAL_ROW[seat]) for seat in (0, 1))  # type: ignore[assignment]
TOWERS: tuple[tuple[int, ...], tuple[int, ...]] = (tuple(range(8)), tuple(range(8, 16)))


def _ray_table(seat: int, sq: int, ray: tuple[int, ...]) -> tuple[int, dict[int, tuple[int, ...]]]:
    """(mask of the ray, {occupancy & mask: the moves along it up to the first occupied square})."""
    mask = 0
    for q in ray:
        mask |= 1 << q
    table: dict[int, tuple[int, ...]] = {}
    for pattern in range(1 << len(ray)):
        key = 0
        moves = []
        blocked = False
        for i, q in enumerate(ray):
            if pattern >> i & 1:
                key |= 1 << q
                blocked = True
            elif not blocked:
                moves.append(sq << 6 | q)
        table[key] = tuple(moves)
    return mask, table


def _move_tables() -> tuple:
    # MOVES[seat][sq] = ((mask, table) straight, (mask, table) left, (mask, table) right)
    return tuple(
        tuple(tuple(_ray_table(seat, sq, ray) for ray in RAYS[seat][sq]) for sq in range(64))
        for seat in (0, 1)
    )


MOVES = _move_tables()


def _goal_paths() -> tuple:
    """GOAL_PATHS[seat][sq]: masks of the rays from sq that end on the seat's goal row (path incl. target)."""
    out = []
    for seat in (0, 1):
        out.append(
            tuple(
                tuple(sum(1 << q for q in r) for r in RAYS[seat][sq] if r and r[-1] >> 3 == GOAL_ROW[seat])
                for sq in range(64)
            )
        )
    return tuple(out)


GOAL_PATHS = _goal_paths()

# Zobrist keys: towers on squares, the seat to move with the colour it must move (-1 = any), passed towers.
_rng = random.Random(0x4B414D49)
Z_TOWER: tuple[tuple[int, ...], ...] = tuple(
    tuple(_rng.getrandbits(64) for _ in range(64)) for _ in range(16)
)
Z_MUST: tuple[tuple[int, ...], ...] = tuple(tuple(_rng.getrandbits(64) for _ in range(9)) for _ in range(2))
Z_PASS: tuple[int, ...] = tuple(_rng.getrandbits(64) for _ in range(16))
