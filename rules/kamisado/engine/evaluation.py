"""Static evaluation and the exact one- and two-ply facts the engine's searches rely on.

Values are from the view of the seat to move. A won round is WIN - ply (a quicker win is worth more).
"""

from __future__ import annotations

from rules.kamisado.board import HOME_ROW
from rules.kamisado.engine.position import Position
from rules.kamisado.engine.tables import BIT, COLOUR, GOAL_PATHS

WIN = 100_000
MATE_ZONE = WIN - 1_000  # beyond this a value is a proven win or loss
THREAT = 60  # a tower with a free path to its goal row
ADVANCE = 2  # per row a tower has left its home row
ADVANCE_VALUE = tuple(tuple(ADVANCE * abs((sq >> 3) - HOME_ROW[seat]) for sq in range(64)) for seat in (0, 1))


def reaches_goal(occ: int, seat: int, sq: int) -> bool:
    """True if a tower of `seat` on `sq` has a free path onto its goal row (occ: occupancy bits)."""
    for mask in GOAL_PATHS[seat][sq]:  # noqa: SIM110 - a plain loop: any() with a generator is slower here
        if not occ & mask:
            return True
    return False


def wins_now(p: Position) -> bool:
    """True if the seat to move can end the round at once (its forced tower reaches the goal row)."""
    if p.must < 0:
        seat = p.turn
        return any(reaches_goal(p.occ, seat, p.pos[t]) for t in range(seat * 8, seat * 8 + 8))
    return reaches_goal(p.occ, p.turn, p.pos[p.turn * 8 + p.must])


def hands_a_win(p: Position, m: int) -> bool:
    """True if the real move `m` of the seat to move lets the opponent win at once: the opponent's tower of
    the colour of the target square then has a free path to its goal row. (Exact: that tower must move.)"""
    f, to = m >> 6, m & 63
    other = 1 - p.turn
    return reaches_goal(p.occ ^ BIT[f] ^ BIT[to], other, p.pos[other * 8 + COLOUR[to]])


def safe_moves(p: Position, cap: int = 64) -> int:
    """How many moves of the forced tower do not hand the opponent a win in one (counting stops at `cap`);
    -1 for a pass or a free choice (no such count)."""
    if p.must < 0:
        return -1
    moves = p.moves()
    m = moves[0]
    if m >> 6 == m & 63:
        return -1
    safe = 0
    for m in moves:
        if not hands_a_win(p, m):
            safe += 1
            if safe == cap:
                break
    return safe


def evaluate(p: Position) -> int:
    """Threats and advance of the seat to move minus those of its opponent."""
    occ, pos, seat = p.occ, p.pos, p.turn
    value = 0
    for t in range(16):
        sq = pos[t]
        side = t >> 3
        v = ADVANCE_VALUE[side][sq]
        for mask in GOAL_PATHS[side][sq]:
            if not occ & mask:
                v += THREAT
                break
        value += v if side == seat else -v
    return value
