"""What the AI knows about Down Under: a position's value per seat, move ordering, playouts, levels.

A seat's prospects are its score now plus what its path can still gain. The gain is limited by the full
cards it still holds and by its territory: the empty play-area cells its live open ends reach before any
other player's ends do (a breadth-first race from all ends at once). A path pushed to the border or shut
in by other paths has little territory left, which is exactly the game's tactic ("Wer frühzeitig an den
Rand gelenkt wird, hat kaum noch Chancen auf den Sieg"). The value for a seat is its prospects minus the
best opponent's.
"""

from __future__ import annotations

from typing import Any

from rules.common import AiSettings
from rules.downunder.cards import KIND_INDICES
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.scoring import breakdown
from rules.downunder.state import Move, State

CARD_GAIN = 1.0  # path parts a future card surely brings (its colour part; neutral ones are a bonus)
LIVE_END = 2.0  # an open end that can still grow: room to manoeuvre, and a stub at the very end
DINGO_RISK = 2.0  # special scoring: a dingo not yet laid is a risk ...
DINGO_HORIZON = 6  # ... that grows to the whole score as his full cards run out
UNBOUNDED_MARGIN = 4  # without a play area, territory is counted this far around the cards


def _region(state: State) -> tuple[int, int, int, int]:
    """The rectangle the territory race runs in: the play area's possible cells, or the cards plus a
    margin when there is no area (yet)."""
    info = state.info
    if info.bbox is None:
        return (-1, -1, 1, 1)
    if info.rects:
        rects = info.rects
        return (
            min(r[0] for r in rects),
            min(r[1] for r in rects),
            max(r[2] for r in rects),
            max(r[3] for r in rects),
        )
    x0, y0, x1, y1 = info.bbox
    m = UNBOUNDED_MARGIN
    return (x0 - m, y0 - m, x1 + m, y1 + m)


def live_ends(state: State, seat: int) -> list[tuple[int, int]]:
    """Cells where the seat's path can still grow with a full card: its open ends into empty cells that
    a full card may occupy."""
    info = state.info
    mine = info.path[seat]
    if mine is None:
        return []
    return [t for _, t, _ in info.comps[mine].open_ends if t not in info.cells and info.in_area(t)]


def coverage(state: State, region: tuple[int, int, int, int]) -> list[tuple[float, list[float], list[float]]]:
    """The chance that the final play area covers a cell of `region`, over all positions and orientations
    of the area that still contain the full cards (each equally likely), as (weight, chances per column,
    chances per row) per orientation: the chance for cell (x, y) is the sum of weight * column * row.
    Cells near the middle of the cards count fully, cells towards a border that may still emerge less:
    a path heading there is heading for its end. Empty when every cell counts (no area, or no card)."""
    x0, y0, x1, y1 = region
    info = state.info
    if not info.rects:
        return []
    bx0, by0, bx1, by1 = info.bbox
    fits = [
        (aw, ah)
        for aw, ah in {(state.width, state.height), (state.height, state.width)}
        if bx1 - bx0 < aw and by1 - by0 < ah
    ]
    return [
        (1.0 / len(fits), _axis_chances(x0, x1, bx0, bx1, aw), _axis_chances(y0, y1, by0, by1, ah))
        for aw, ah in fits
    ]


def cell_weight(chances: list[tuple[float, list[float], list[float]]], i: int, j: int) -> float:
    """Chance that the cell in column i, row j of the region lies in the final area (see `coverage`)."""
    if not chances:
        return 1.0
    return sum(w * cols[i] * rows[j] for w, cols, rows in chances)


def _axis_chances(lo: int, hi: int, b0: int, b1: int, size: int) -> list[float]:
    """Chance that each coordinate in lo..hi lies in an interval of `size` containing b0..b1, over the
    interval's possible starts."""
    first, last = b1 - size + 1, b0  # the interval may start anywhere from `first` to `last`
    n = last - first + 1
    return [max(0, min(last, c) - max(first, c - size + 1) + 1) / n for c in range(lo, hi + 1)]


def territory(
    state: State, region: tuple[int, int, int, int], chances: list[tuple[float, list[float], list[float]]]
) -> list[float]:
    """Empty cells each path's live ends reach first in a breadth-first race (shared on equal distance),
    each weighted by the chance that it lies in the final play area (`chances`, see `coverage`)."""
    players = state.colours
    info = state.info
    x0, y0, x1, y1 = region
    h = y1 - y0 + 1
    size = (x1 - x0 + 1) * h
    if info.rects:  # the union of the area's possible positions (a cross when two orientations fit)
        free = bytearray(size)
        for rx0, ry0, rx1, ry1 in info.rects:
            column = b"\x01" * (ry1 - ry0 + 1)
            for x in range(rx0, rx1 + 1):
                base = (x - x0) * h - y0
                free[base + ry0 : base + ry1 + 1] = column
    else:
        free = bytearray(b"\x01") * size
    for x, y in info.cells:
        if x0 <= x <= x1 and y0 <= y <= y1:
            free[(x - x0) * h + y - y0] = 0
    mask = [0] * size
    frontier: list[int] = []
    for seat in range(players):
        if state.finished[seat]:
            continue
        for x, y in live_ends(state, seat):
            if x0 <= x <= x1 and y0 <= y <= y1:
                i = (x - x0) * h + y - y0
                if not mask[i]:
                    frontier.append(i)
                mask[i] |= 1 << seat
    for i in frontier:
        free[i] = 0
    while frontier:
        reached: dict[int, int] = {}
        for i in frontier:
            m = mask[i]
            y = i % h
            for j in (i - h, i + h):
                if 0 <= j < size and free[j]:
                    reached[j] = reached.get(j, 0) | m
            if y > 0 and free[i - 1]:
                reached[i - 1] = reached.get(i - 1, 0) | m
            if y < h - 1 and free[i + 1]:
                reached[i + 1] = reached.get(i + 1, 0) | m
        for j, m in reached.items():
            mask[j] = m
            free[j] = 0
        frontier = list(reached)
    result = [0.0] * players
    for i, m in enumerate(mask):
        if m:
            weight = cell_weight(chances, i // h, i % h)
            if m & (m - 1):
                seats = [s for s in range(players) if m >> s & 1]
                for s in seats:
                    result[s] += weight / len(seats)
            else:
                result[m.bit_length() - 1] += weight
    return result


FIXED_ROOM = 3  # in a fixed area an end this many cells from the border or more has full room


def fixed_room(state: State, x: int, y: int) -> float:
    """How much room an end into (x, y) has in a fixed area (a preset path or frame): 1/3 on the border row,
    2/3 one cell in, full from two in. The emerging area weighs this already (`coverage`); 1 there."""
    if state.area == "growing" or not state.info.rects:
        return 1.0
    x0, y0, x1, y1 = state.info.rects[0]
    return min(1.0, (min(x - x0, x1 - x, y - y0, y1 - y) + 1) / FIXED_ROOM)


def all_prospects(state: State) -> list[float]:
    """Score now plus the expected gain, per seat (with two paths per seat, the gains of both)."""
    region = _region(state)
    chances = coverage(state, region)
    land = territory(state, region, chances)
    out = []
    for seat in range(state.players):
        score = breakdown(state, seat)
        colours = [c for c in state.colours_of(seat) if not state.finished[c]]
        if not colours:
            out.append(float(score.total))
            continue
        now = float(score.provisional)
        cards = sum(_full_cards(state, c) for c in state.colours_of(seat))
        if score.dingo_rule:  # special scoring: his dingo still in hand risks the whole score
            now -= DINGO_RISK + now * max(0.0, 1.0 - cards / DINGO_HORIZON)
        for colour in colours:
            for gain in _gains(state, colour, land, chances, region):
                now += gain
        out.append(now)
    return out


def _full_cards(state: State, colour: int) -> int:
    supply = state.supply[colour]
    return sum(supply[i] for i in KIND_INDICES[STRAIGHT]) + sum(supply[i] for i in KIND_INDICES[CURVE])


def _gains(
    state: State,
    colour: int,
    land: list[float],
    chances: list[tuple[float, list[float], list[float]]],
    region: tuple[int, int, int, int],
) -> tuple[float, ...]:
    """What one path can still gain: its cards within its territory, and its live ends."""
    cards = _full_cards(state, colour)
    info = state.info
    mine = info.path[colour]
    if mine is None:
        return (CARD_GAIN * min(cards, 6),)
    if info.comps[mine].loop:
        return (CARD_GAIN * min(cards, 3),)
    ends = 0.0  # live ends, each as likely to stay live as its cell is to lie in the final area
    x0, y0 = region[0], region[1]
    for x, y in live_ends(state, colour):
        ends += cell_weight(chances, x - x0, y - y0) * fixed_room(state, x, y)
    return (CARD_GAIN * min(cards, land[colour]), LIVE_END * ends)


def prospects(state: State) -> tuple[float, ...]:
    """`all_prospects`, computed once per state and kept with it."""
    values = state.memo.get("prospects")
    if values is None:
        values = state.memo["prospects"] = tuple(all_prospects(state))
    return values


def evaluate(state: State, seat: int) -> float:
    values = prospects(state)
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_other


def order_moves(state: State, moves: list[Move]) -> list[Move]:
    """Cards that keep the path growing first, ends last."""
    return sorted(moves, key=lambda m: m.kind == END)


FIRST_CARD_CHOICES = 24  # a fixed area offers hundreds of first cards; the search looks at this many


def search_moves(state: State, moves: list[Move]) -> list[Move]:
    """The moves the hard AI's tree considers. A preset path or frame fixes the area before the first card,
    which may then go to any of its cells (hundreds of moves): the tree keeps the ones farthest from the
    border ("Wer frühzeitig an den Rand gelenkt wird, hat kaum noch Chancen auf den Sieg"), so that its
    few seconds are not spread over every cell once. Every other position keeps all its moves."""
    info = state.info
    if len(moves) <= FIRST_CARD_CHOICES or state.area == "growing" or not info.rects:
        return moves
    if info.path[state.turn] is not None:
        return moves
    kept = state.memo.get("search")
    if kept is None or kept[0] != moves:
        x0, y0, x1, y1 = info.rects[0]
        margin = {m: min(m.cell[0] - x0, x1 - m.cell[0], m.cell[1] - y0, y1 - m.cell[1]) for m in moves}
        kept = state.memo["search"] = (moves, sorted(moves, key=lambda m: -margin[m])[:FIRST_CARD_CHOICES])
    return kept[1]


def blunder_moves(state: State, moves: list[Move]) -> list[Move]:
    """The easy AI's random slips in the variants: never the end card that finishes its own path while a
    card could still extend it (with one opening that is every end after the first), and first cards only
    among those the hard AI looks at (a fixed area offers every cell, the border ones included). The plain
    game keeps every slip, as it always has."""
    if state.area == "growing" and not state.one_opening:
        return moves
    info = state.info
    mine = info.path[state.turn]
    if mine is not None and len(info.comps[mine].open_ends) <= 1:
        growing = [m for m in moves if m.kind != END]
        return growing or moves
    return search_moves(state, moves)


def state_key(state: State) -> Any:
    return (state.table_key, state.turn, state.finished, state.pending, state.ply)


def playout_move(state: State, moves: list[Move], rng: Any) -> Move:
    return moves[rng.randrange(len(moves))]


def ai_settings(level: str) -> AiSettings:
    """Easy and medium look one move ahead (with noise); hard runs determinised MCTS (the game is
    deterministic, so each iteration just walks the tree) with per-seat rewards, which plays 3-4 seats
    far better than the paranoid alpha-beta, and 2 seats better than alpha-beta to depth 2-4: short
    playouts of two random plies, then the evaluation judges the position."""
    if level == "easy":
        return AiSettings(max_depth=1, time=0.5, noise=3.0, blunder=0.3)
    if level == "medium":
        return AiSettings(max_depth=1, time=1.0, noise=0.5)
    return AiSettings(search="mcts", time=2.5, playout_depth=2, exploration=0.9)
