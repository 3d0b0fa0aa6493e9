"""The AI's view of a position: territory race, prospects, and the hooks the search uses."""

from __future__ import annotations

import random

import pytest

from rules.downunder import GAME
from rules.downunder.evaluate import live_ends, territory
from tests.rules.downunder.helpers import curve, position, straight


def _plain_territory(state) -> list[float]:
    """The same race written the obvious way, over (x, y) cells."""
    from rules.downunder.evaluate import _region

    x0, y0, x1, y1 = _region(state)
    info = state.info

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
    for m in owner.values():
        seats = [s for s in range(state.players) if m >> s & 1]
        for s in seats:
            out[s] += 1 / len(seats)
    return out


def test_territory_matches_the_plain_breadth_first_race() -> None:
    for seed in range(15):
        rng = random.Random(seed)
        state = GAME.new(2 + seed % 3, {"unbounded": seed % 5 == 0})
        while not GAME.is_over(state):
            assert territory(state) == pytest.approx(_plain_territory(state))
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])


def test_a_path_pushed_to_the_border_has_less_territory() -> None:
    options = {"unbounded": False, "width": 5, "height": 5}
    # seat 1's column fixes x = 0..4; seat 0 runs W-E at the west border vs. in the middle
    column = [straight(4, y, 1, 0) for y in range(1, 4)]
    border = position(2, [straight(0, 0, 0, 0)] + column, options=options)
    centre = position(2, [straight(2, 2, 0, 1)] + column, options=options)
    assert territory(centre)[0] > territory(border)[0]
    assert GAME.evaluate(centre, 0) > GAME.evaluate(border, 0)


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
