"""What the AI needs from Kamisado: a static evaluation, move ordering and the three levels.

Values are in "points" of EVAL_SCALE units: a match point is worth POINT, so a won round always outweighs
any position, and the round-winner's fill choice is judged by the next round's position.
"""

from __future__ import annotations

from rules.common import AiSettings
from rules.kamisado.board import GOAL_ROW, HOME_ROW, RAYS, SQUARE_COLOUR
from rules.kamisado.state import ANY, MOVE, PLAY, PUSH, RANGE, KamisadoMove, KamisadoState

POINT = 1000.0  # one match point
THREAT = 60.0  # a tower with a free path to the goal row
MOVER_WINS = 0.8  # share of the round's points credited when the mover can reach the goal row at once
ADVANCE = 2.0  # per row a tower has left its home row
EVAL_SCALE = 200.0
# A round won sooner is worth a little more (and one lost later a little less): the search, which goes on
# into the next round, then prefers the shortest forced win over a longer one whose value beyond its own
# horizon is a guess. Never more than half a point.
SPEED = 20.0
SPEED_PLIES = 25


# GOAL_MASKS[seat][rank][square]: bit masks of the forward rays from that square that end on the opponent's
# home row and are short enough for a tower of that rank; a tower threatens to win when one mask is empty.
def _goal_masks() -> tuple:
    out = []
    for seat in (0, 1):
        # (length, mask) of each ray that ends on the goal row, per square
        rays = [
            [(len(r), sum(1 << q for q in r)) for r in RAYS[seat][sq] if r and r[-1] >> 3 == GOAL_ROW[seat]]
            for sq in range(64)
        ]
        out.append(
            tuple(tuple(tuple(m for n, m in sq_rays if n <= reach) for sq_rays in rays) for reach in RANGE)
        )
    return tuple(out)


GOAL_MASKS = _goal_masks()


# ADVANCE_VALUE[seat][square]: ADVANCE per row the square lies away from the seat's home row.
ADVANCE_VALUE = tuple(tuple(ADVANCE * abs((sq >> 3) - HOME_ROW[seat]) for sq in range(64)) for seat in (0, 1))


def occupancy(towers: tuple[int, ...]) -> int:
    occ = 0
    for q in towers:
        if q >= 0:
            occ |= 1 << q
    return occ


def can_reach_goal(occ: int, rank: int, seat: int, sq: int) -> bool:
    """True if a tower of `seat` and `rank` on `sq` has a free path onto the goal row (occ: occupancy bits)."""
    return any(not occ & mask for mask in GOAL_MASKS[seat][rank][sq])


def threats(state: KamisadoState, seat: int, occ: int) -> list[int]:
    """Colours of `seat`'s towers that could move onto the goal row now."""
    out = []
    towers, ranks = state.towers, state.ranks
    masks = GOAL_MASKS[seat]
    for t in range(seat * 8, seat * 8 + 8):
        sq = towers[t]
        if sq >= 0:
            for mask in masks[ranks[t]][sq]:
                if not occ & mask:
                    out.append(t & 7)
                    break
    return out


def round_bonus(seat: int, winner: int, plies: int) -> float:
    bonus = SPEED * max(0, SPEED_PLIES - plies)
    return bonus if winner == seat else -bonus


def match_value(state: KamisadoState, seat: int) -> float:
    """Match points, plus the bonus for how quickly the last round was won."""
    value = POINT * (state.score[seat] - state.score[1 - seat])
    r = state.last_round
    if r is not None:
        value += round_bonus(seat, r.winner, r.plies)
    return value


def evaluate(state: KamisadoState, seat: int) -> float:
    """Value of a non-final state for `seat`."""
    value = match_value(state, seat)
    if state.phase != PLAY:
        return value
    towers, ranks = state.towers, state.ranks
    occ = occupancy(towers)
    mover = state.turn
    if state.must_move != ANY:
        t = mover * 8 + state.must_move
        sq = towers[t]
        if sq >= 0 and can_reach_goal(occ, ranks[t], mover, sq):
            gain = MOVER_WINS * (POINT * (1 << ranks[t]) + SPEED * max(0, SPEED_PLIES - state.plies - 1))
            return value + (gain if mover == seat else -gain)
    positional = 0.0
    for t in range(16):
        sq = towers[t]
        if sq < 0:
            continue
        side = t >> 3
        v = ADVANCE_VALUE[side][sq]
        for mask in GOAL_MASKS[side][ranks[t]][sq]:
            if not occ & mask:
                v += THREAT
                break
        positional += v if side == seat else -v
    return value + positional


def order_moves(state: KamisadoState, legal: list[KamisadoMove]) -> list[KamisadoMove]:
    """Winning moves first, then moves that hand the opponent no tower that can win at once, longest first
    (pushes count as long: they keep the move)."""
    if len(legal) < 2 or state.phase != PLAY:
        return legal
    mover = state.turn
    goal = GOAL_ROW[mover]
    danger = set(threats(state, 1 - mover, occupancy(state.towers)))

    def key(m: KamisadoMove) -> float:
        kind, frm, to = m
        if kind == PUSH:
            return -50.0
        if kind != MOVE:
            return 0.0
        if to >> 3 == goal:
            return -1000.0
        dist = abs((to >> 3) - (frm >> 3))
        return (100.0 if SQUARE_COLOUR[to] in danger else 0.0) - dist

    return sorted(legal, key=key)


LEVELS = {
    # Easy looks one move ahead with a lot of noise: it takes a won round, otherwise it is careless.
    "easy": AiSettings(max_depth=1, time=0.5, noise=150.0),
    # Medium sees its opponent's answer and its own reply.
    "medium": AiSettings(max_depth=3, time=1.0, noise=10.0),
    # Hard deepens as far as 1.8 s allow (the contract's budget is 2 s a move), with the engine of
    # engine/ wherever its representation is exact (every round without Sumos), else with the contract.
    "hard": AiSettings(search="engine", max_depth=64, time=1.8),
}
