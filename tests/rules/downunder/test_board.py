"""The incremental analysis after one card equals the analysis from scratch."""

from __future__ import annotations

import random

from rules.downunder import GAME
from rules.downunder.board import BoardInfo, analyse, extend
from rules.downunder.geometry import BILLABONG, CURVE, END, STRAIGHT
from rules.downunder.state import Tile


def canonical(info: BoardInfo, players: int) -> tuple:
    """Everything the rules read from an analysis, independent of component numbering and order."""

    def comp_of(p: int) -> tuple:
        c = info.comps[info.point_comp[p]]
        return (
            c.owner,
            c.size,
            c.dead_ends,
            tuple(c.animals),
            frozenset(c.points),
            frozenset(c.parts),
            frozenset(c.open_ends),
        )

    for entries in info.into.values():  # stored component numbers point at live components
        assert all(c == info.point_comp[p] and info.comps[c] is not None for p, c, _ in entries)
    assert all(info.comps[c] is not None for c in info.point_comp.values())
    paths = tuple(None if c is None else comp_of(info.comps[c].points[0]) for c in info.path)
    into = {t: frozenset((p, e, comp_of(p)) for p, _, e in es) for t, es in info.into.items()}
    comps = frozenset(comp_of(p) for p in info.point_comp)
    return (
        paths,
        into,
        comps,
        info.open_at,
        info.owners_into,
        info.bbox,
        info.rects,
        info.problem,
        {k: tuple(v) for k, v in info.cells.items()},
        len(paths) == players,
    )


def test_extend_equals_analyse_along_random_games() -> None:
    checked = 0
    for seed in range(20):
        rng = random.Random(seed)
        players = 2 + seed % 3
        options = {"unbounded": seed % 4 == 0, "animals": seed % 2 == 0}
        state = GAME.new(players, options)
        area = None if state.unbounded else (state.width, state.height)
        while not GAME.is_over(state):
            for move in GAME.legal_moves(state):
                if move.kind not in (STRAIGHT, CURVE, END):
                    continue
                tile = Tile(move.cell, move.kind, state.turn, move.rot, "" if move.kind == END else "emu")
                fast = extend(state.info, state.tiles, tile, players, area)
                slow = analyse(state.tiles + (tile,), players, area)
                assert canonical(fast, players) == canonical(slow, players)
                checked += 1
            for cell in sorted({t for t, _ in state.info.open_at.values()} - set(state.info.cells))[:3]:
                links = rng.choice([((0, 1), (2, 3)), ((0,), (1,), (2, 3)), ((0,), (1,), (2,), (3,))])
                pool = Tile(cell, BILLABONG, -1, 0, "", links)
                fast = extend(state.info, state.tiles, pool, players, area)
                slow = analyse(state.tiles + (pool,), players, area)
                assert canonical(fast, players) == canonical(slow, players)
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert checked > 1000
