"""The AI's view of a position: territory race, prospects, and the hooks the search uses."""

from __future__ import annotations

import random

import pytest

from rules.downunder import GAME
from rules.downunder.evaluate import _region, cell_weight, coverage, live_ends, territory
from tests.rules.downunder.helpers import curve, position, straight


def _plain_territory(state) -> list[float]:
    """The same race written the obvious way, over (x, y) cells, each weighted by the share of all
    possible play-area placements (positions and orientations) that cover it, counted one by one."""
    from rules.downunder.evaluate import _region

    x0, y0, x1, y1 = _region(state)
    info = state.info
    placements = []
    if info.rects:
        bx0, by0, bx1, by1 = info.bbox
        for aw, ah in {(state.width, state.height), (state.height, state.width)}:
            found = [
                (sx, sy, aw, ah) for sx in range(bx1 - aw + 1, bx0 + 1) for sy in range(by1 - ah + 1, by0 + 1)
            ]
            placements.append(found)
    placements = [p for p in placements if p]

    def weight(c) -> float:
        if not placements:
            return 1.0
        shares = [
            sum(1 for sx, sy, w, h in ps if sx <= c[0] < sx + w and sy <= c[1] < sy + h) / len(ps)
            for ps in placements
        ]
        return sum(shares) / len(shares)

    def free(c):
        return x0 <= c[0] <= x1 and y0 <= c[1] <= y1 and c not in info.cells and info.in_area(c)

    owner: dict = {}
    frontier: dict = {}
    for seat in range(state.players):
        if not state.finished[seat]:
            for c in live_ends(state, seat):
                if x0 <= c[0] <= x1 and y0 <= c[1] <= y1:
                    frontier[c] = frontier.get(c, 0) | 1 << seat
    while frontier:
        owner.update(frontier)
        nxt: dict = {}
        for (x, y), m in frontier.items():
            for c in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if c not in owner and free(c):
                    nxt[c] = nxt.get(c, 0) | m
        frontier = nxt
    out = [0.0] * state.players
    for c, m in owner.items():
        seats = [s for s in range(state.players) if m >> s & 1]
        for s in seats:
            out[s] += weight(c) / len(seats)
    return out


def test_territory_matches_the_plain_breadth_first_race() -> None:
    for seed in range(15):
        rng = random.Random(seed)
        state = GAME.new(2 + seed % 3, {"unbounded": seed % 5 == 0})
        while not GAME.is_over(state):
            region = _region(state)
            mine = territory(state, region, coverage(state, region))
            assert mine == pytest.approx(_plain_territory(state))
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])


def test_cells_count_by_the_chance_that_the_final_area_covers_them() -> None:
    state = position(2, [straight(0, 0, 0, 0)], options={"unbounded": False, "width": 4, "height": 4})
    region = _region(state)
    assert region == (-3, -3, 3, 3)
    chances = coverage(state, region)

    def at(x: int, y: int) -> float:
        return cell_weight(chances, x + 3, y + 3)

    assert at(0, 0) == 1.0 and at(1, 0) == 0.75 and at(3, 0) == 0.25 and at(-3, 3) == 1 / 16
    fixed = position(
        2,
        [straight(x, 0, 0, 1) for x in range(4)] + [straight(0, 3, 1, 0)],
        options={"unbounded": False, "width": 4, "height": 4},
    )
    region = _region(fixed)
    chances = coverage(fixed, region)
    assert {cell_weight(chances, i, j) for i in range(4) for j in range(4)} == {1.0}


def test_table_key_is_kept_up_to_date_and_ignores_the_laying_order() -> None:
    from rules.downunder.moves import tiles_key

    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new(2 + seed % 3)
        while not GAME.is_over(state):
            assert state.table_key == tiles_key(state.tiles) == tiles_key(tuple(reversed(state.tiles)))
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
    square = [
        curve(0, 0, 0, 1),
        curve(1, 0, 0, 2),
        curve(1, 1, 0, 3),
        curve(0, 1, 0, 0),
        straight(5, 5, 1, 0),
    ]
    after = GAME.apply(position(2, square), GAME.legal_moves(position(2, square))[0])
    assert after.table_key == tiles_key(after.tiles)
