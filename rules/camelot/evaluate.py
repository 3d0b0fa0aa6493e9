"""What the AI knows about Camelot: evaluation (with a quiescence search over forced captures), move
ordering and the level settings.

The evaluation counts, per side: material (knights more than men), advance towards the enemy castle,
pieces already in the enemy castle, a threat to put the second piece into it, and control of the squares
in front of its own castle. Because capturing is compulsory, a position where the side to move must
capture is not quiet: `evaluate` plays out all forced capture sequences first (no "stand pat" for a side
that must capture, since it has no other choice), so the main search never stops in the middle of an
exchange. The generic alpha-beta has no quiescence hook, so it lives here, inside the leaf evaluation.
"""

from __future__ import annotations

from rules.camelot.board import (
    BLACK_KNIGHT,
    BLACK_MAN,
    CASTLES,
    DIRS,
    EMPTY,
    NEIGHBOURS,
    OWN,
    SEAT_OF,
    SIZE,
    SQUARES,
    WHITE_KNIGHT,
    WHITE_MAN,
    file_rank,
)
from rules.camelot.movegen import Move, jump_paths
from rules.camelot.play import apply_unchecked, piece_lists, status
from rules.camelot.state import State
from rules.common import AiSettings

MAN_VALUE = 100
KNIGHT_VALUE = 160
IN_CASTLE = 350  # a piece in the enemy castle: half of a win, and it can never be taken
ADVANCE = 4  # per rank-step closer to the enemy castle
NEAR_CASTLE = (0, 60, 30, 12)  # extra for a piece 1, 2, 3 steps from an empty enemy castle square
GUARD = 14  # own piece within two steps of its own castle (the last line of defence), up to GUARD_MAX
GUARD_MAX = 3
RACE = 15  # per step the two leading pieces stand within 8 steps of the enemy castle (two pieces win)
SECOND_ENTRY_THREAT = 2500  # one piece in, and the side to move can put a second one in now
QUIESCE_PLIES = 8
WIN_VALUE = 50_000  # a won or lost game found inside the quiescence search (below the search's WIN)


def _distance(a: int, b: int) -> int:
    fa, ra = file_rank(a)
    fb, rb = file_rank(b)
    return max(abs(fa - fb), abs(ra - rb))


def _castle_distance(sq: int, seat: int) -> int:
    """Steps (king moves) from sq to the nearer square of seat's enemy castle."""
    return min(_distance(sq, c) for c in CASTLES[1 - seat])


def _build_tables() -> tuple[list[list[int]], list[list[int]]]:
    """PST[code][sq]: value of that piece there for White (Black's pieces count negative); DIST[seat][sq]."""
    pst = [[0] * SIZE for _ in range(6)]
    dist = [[99] * SIZE for _ in range(2)]
    for sq in SQUARES:
        for seat, man, knight in ((0, WHITE_MAN, WHITE_KNIGHT), (1, BLACK_MAN, BLACK_KNIGHT)):
            sign = 1 if seat == 0 else -1
            d = _castle_distance(sq, seat)
            dist[seat][sq] = d
            if sq in CASTLES[1 - seat]:
                bonus = IN_CASTLE + ADVANCE * 16
            else:
                bonus = ADVANCE * (16 - d)
            pst[man][sq] = sign * (MAN_VALUE + bonus)
            pst[knight][sq] = sign * (KNIGHT_VALUE + bonus)
    return pst, dist


PST, DIST = _build_tables()
# GUARD_ZONE[seat]: squares within two steps of seat's own castle.
GUARD_ZONE = tuple(
    frozenset(sq for sq in SQUARES if min(_distance(sq, c) for c in CASTLES[s]) <= 2 and sq not in CASTLES[s])
    for s in (0, 1)
)


def _castle_side(board: bytes, seat: int, mine: list[int], to_move: bool) -> int:
    """Castle race for seat: approach to empty enemy castle squares, a ready second entry."""
    enemy_castle = CASTLES[1 - seat]
    empties = [c for c in enemy_castle if board[c] == EMPTY]
    if not empties:
        return 0
    inside = 2 - len(empties) if all(SEAT_OF[board[c]] in (seat, -1) for c in enemy_castle) else 0
    dist = DIST[seat]
    best = 99
    for sq in mine:
        d = dist[sq]
        if d < best and sq not in enemy_castle:
            best = d
    value = NEAR_CASTLE[best] * (3 if inside else 1) if best <= 3 else 0
    if inside == 1 and to_move:
        own = OWN[seat]
        target = empties[0]
        for d in DIRS:  # a plain step or a single canter into the empty castle square
            near = target - d
            if own[board[near]] and (near not in enemy_castle or own[board[near - d]]):
                return value + SECOND_ENTRY_THREAT
    return value


def _race(seat: int, mine: list[int]) -> int:
    """The castle race: two pieces in the enemy castle win, so the two nearest (one inside counts as 0
    steps) earn RACE for every step they are closer than 8."""
    dist = DIST[seat]
    first = second = 99
    for sq in mine:
        d = dist[sq]
        if d < second:
            if d < first:
                first, second = d, first
            else:
                second = d
    return RACE * (max(0, 8 - first) + max(0, 8 - second))


def static_value(state: State) -> int:
    """Value of the position for White, ignoring pending captures."""
    board = state.board
    white, black = piece_lists(state)
    total = 0
    guards = 0
    zone = GUARD_ZONE[0]
    for sq in white:
        total += PST[board[sq]][sq]
        if sq in zone:
            guards += 1
    total += GUARD * min(guards, GUARD_MAX)
    guards = 0
    zone = GUARD_ZONE[1]
    for sq in black:
        total += PST[board[sq]][sq]
        if sq in zone:
            guards += 1
    total -= GUARD * min(guards, GUARD_MAX)
    turn = state.turn
    total += _race(0, white) - _race(1, black)
    return total + _castle_side(board, 0, white, turn == 0) - _castle_side(board, 1, black, turn == 1)


def _quiesce(state: State, plies: int, alpha: float, beta: float) -> float:
    """Value for the side to move after the forced capture sequences (negamax, fail-hard).

    A side that must capture has no stand-pat. To stay cheap this follows plain jump chains only (no
    charges, no castle duty, no repetition), which is enough to see who wins an exchange."""
    result = status(state)
    if result is not None:
        winners = result[0]
        if not winners:
            return 0.0
        return WIN_VALUE if state.turn in winners else -WIN_VALUE
    seat = state.turn
    sign = 1 if seat == 0 else -1
    if plies <= 0 or state.must_leave[seat] >= 0:
        return sign * static_value(state)
    captures = jump_paths(state.board, seat, piece_lists(state)[seat])
    if not captures:
        return sign * static_value(state)
    captures.sort(key=lambda p: -len(p[1]))
    for path, caps in captures:
        v = -_quiesce(apply_unchecked(state, Move(path, caps)), plies - 1, -beta, -alpha)
        if v >= beta:
            return v
        if v > alpha:
            alpha = v
    return alpha


def evaluate(state: State, seat: int) -> float:
    """Value for seat of a position that is not over, within +-WIN_VALUE."""
    v = _quiesce(state, QUIESCE_PLIES, -float("inf"), float("inf"))
    return v if seat == state.turn else -v


def order_moves(state: State, moves: list[Move]) -> list[Move]:
    """Captures first (most pieces, knights first), then castle entries, then castle threats (a piece
    landing next to an empty enemy castle square), then the moves that advance most."""
    seat = state.turn
    board = state.board
    dist = DIST[seat]
    enemy_castle = CASTLES[1 - seat]
    threats = {sq for c in enemy_castle if board[c] == EMPTY for sq in NEIGHBOURS[c]}

    def score(move: Move) -> int:
        path, caps = move
        s = 0
        for c in caps:
            s += 1200 if board[c] in (WHITE_KNIGHT, BLACK_KNIGHT) else 1000
        end = path[-1]
        if end in enemy_castle:
            s += 900
        elif end in threats:
            s += 300
        return s + 10 * (dist[path[0]] - dist[end])

    return sorted(moves, key=score, reverse=True)


LEVELS = {
    "easy": AiSettings(max_depth=1, time=0.5, noise=120.0, blunder=0.2),
    # The hint's level: never a piece given away when a move exists that gives none (exchange.py).
    "medium": AiSettings(search="engine", max_depth=2, time=1.0, noise=10.0, extra={"keep_material": True}),
    # The search checks the clock every 32 nodes (a Camelot node with its quiescence can take milliseconds).
    "hard": AiSettings(max_depth=64, time=2.2, extra={"killers": True, "forced": True, "keep_table": True}),
}
