"""What the AI knows about Down Under: a position's value per seat, move ordering, levels.

A seat's prospects are its path length now plus what it can still add: the empty play-area cells its open
ends can reach, limited by the full cards it still holds. The value of a position for a seat is its
prospects minus the best opponent's.
"""

from __future__ import annotations

from typing import Any

from rules.common import AiSettings
from rules.downunder.area import allowed_rects, in_rects
from rules.downunder.cards import KIND_INDICES
from rules.downunder.geometry import CURVE, DX, DY, STRAIGHT
from rules.downunder.scoring import breakdown
from rules.downunder.state import Move, State


def prospects(state: State, seat: int) -> float:
    """Score now plus a guess at what the seat's path can still gain."""
    now = breakdown(state, seat).provisional
    if state.finished[seat]:
        return float(now)
    info = state.info
    mine = info.path[seat]
    supply = state.supply[seat]
    cards = sum(supply[i] for i in KIND_INDICES[STRAIGHT]) + sum(supply[i] for i in KIND_INDICES[CURVE])
    if mine is None:
        return float(now) + 1.5 * cards
    comp = info.comps[mine]
    if not comp.open_ends:
        return float(now) + (0.5 * cards if comp.loop else 0.0)
    room = _room(state, [t for _, t, _ in comp.open_ends])
    return now + 1.5 * min(cards, room)


def _room(state: State, starts: list[tuple[int, int]]) -> int:
    """Empty cells in the play area reachable from `starts` through empty cells (capped: cheap)."""
    info = state.info
    rects = (
        [] if state.unbounded or info.bbox is None else allowed_rects(info.bbox, state.width, state.height)
    )
    seen: set[tuple[int, int]] = set()
    stack = [c for c in starts if c not in info.cells and (not rects or in_rects(rects, c))]
    seen.update(stack)
    while stack and len(seen) < 40:
        x, y = stack.pop()
        for d in range(4):
            c = (x + DX[d], y + DY[d])
            if c in seen or c in info.cells or (rects and not in_rects(rects, c)):
                continue
            seen.add(c)
            stack.append(c)
    return len(seen)


def evaluate(state: State, seat: int) -> float:
    values = [prospects(state, s) for s in range(state.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_other


def order_moves(state: State, moves: list[Move]) -> list[Move]:
    return moves


def state_key(state: State) -> Any:
    return (frozenset(state.tiles), state.turn, state.finished, state.pending)


def playout_move(state: State, moves: list[Move], rng: Any) -> Move:
    return moves[rng.randrange(len(moves))]


def ai_settings(level: str) -> AiSettings:
    if level == "easy":
        return AiSettings(max_depth=1, time=0.5, noise=3.0, blunder=0.3)
    if level == "medium":
        return AiSettings(max_depth=1, time=1.0, noise=0.5)
    return AiSettings(max_depth=3, time=2.5)
