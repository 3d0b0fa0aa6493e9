"""Random games with 2, 3 and 4 players: never raise, never join two paths, always end, round-trip, and
the fast legality check always agrees with the full simulation."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.downunder import GAME
from rules.downunder.area import allowed_rects
from rules.downunder.cards import CARDS_PER_PLAYER
from rules.downunder.geometry import BILLABONG, FULL_KINDS, ROTATIONS, adjacent8, colour_rotations
from rules.downunder.moves import placement_problem
from rules.downunder.placement import NEEDS_SIMULATION, cell_problem, local_problem, simulate
from rules.downunder.state import Tile
from tests.contract import check_playout

OPTIONS = st.fixed_dictionaries(
    {
        "animals": st.booleans(),
        "unbounded": st.booleans(),
        "width": st.integers(4, 9),
        "height": st.integers(4, 9),
        "dingo": st.sampled_from(["zero", "lose"]),
    }
)


def check_invariants(state) -> None:
    info = state.info
    assert info.problem is None  # no path joins two players; every path is connected
    for seat in range(state.players):
        laid = sum(1 for t in state.tiles if t.owner == seat)
        assert min(state.supply[seat]) >= 0 and sum(state.supply[seat]) + laid == CARDS_PER_PLAYER
    assert state.billabongs + sum(t.kind == BILLABONG for t in state.tiles) == 4
    if not state.unbounded and info.bbox is not None:
        assert allowed_rects(info.bbox, state.width, state.height)  # the full cards fit the area
    cells: dict = {}
    for t in state.tiles:
        cells.setdefault(t.cell, []).append(t)
    assert all(len(ts) == 1 or all(t.kind == "end" for t in ts) for ts in cells.values())


def check_fast_check_agrees(state) -> None:
    """Every candidate card near the mover's path: local verdict vs. full simulation."""
    seat = state.turn
    info = state.info
    mine = info.path[seat]
    if mine is None:
        cells = {c for cell in info.cells for c in adjacent8(cell)} - set(info.cells) or {(0, 0)}
    else:
        cells = {t for _, t, _ in info.comps[mine].open_ends}
    legal = {(m.kind, m.rot, m.cell) for m in GAME.legal_moves(state)}
    for cell in sorted(cells):
        entries = [] if mine is None else [e for _, t, e in info.comps[mine].open_ends if t == cell]
        for kind, rots in ROTATIONS.items():
            for rot in rots:
                reason = placement_problem(state, seat, kind, rot, cell, _animal(state, seat, kind))
                assert (reason is None) == ((kind, rot, cell) in legal), (kind, rot, cell, reason)
                touches = mine is None or any(rot in colour_rotations(kind, e) for e in entries)
                if not touches or cell_problem(state, kind, rot, cell, mine is None):
                    continue
                verdict = local_problem(state, seat, kind, rot, cell)
                full = simulate(
                    state, seat, state.tiles + (Tile(cell, kind, seat, rot, ""),), state.billabongs
                )
                if verdict is None:
                    assert not isinstance(full, str), (kind, rot, cell, full)
                elif verdict != NEEDS_SIMULATION:
                    assert isinstance(full, str), (kind, rot, cell, verdict)


def _animal(state, seat: int, kind: str) -> str:
    if not state.animals or kind == "end":
        return ""
    from rules.downunder.cards import animals_left

    left = animals_left(state.supply[seat], kind)
    return left[0] if left else "kangaroo"


def random_game(seed: int, players: int, options: dict, deep_checks: bool) -> int:
    rng = random.Random(seed)
    state = GAME.new(players, options)
    plies = 0
    while not GAME.is_over(state):
        check_invariants(state)
        if deep_checks:
            check_fast_check_agrees(state)
        moves = GAME.legal_moves(state)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
        plies += 1
        assert plies <= players * (CARDS_PER_PLAYER + 10), "the game must end"
    check_invariants(state)
    assert GAME.load(GAME.dump(state)) == state
    return plies


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), options=OPTIONS)
def test_random_games_never_raise_never_join_paths_and_end(seed: int, players: int, options: dict) -> None:
    random_game(seed, players, options, deep_checks=False)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4), options=OPTIONS)
def test_fast_legality_check_agrees_with_the_full_simulation(seed: int, players: int, options: dict) -> None:
    random_game(seed, players, options, deep_checks=True)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 4))
def test_random_games_follow_the_contract(seed: int, players: int) -> None:
    check_playout(GAME, seed, players=players, options={"animals": seed % 2 == 0})


def test_full_cards_never_lie_outside_the_final_area() -> None:
    for seed in range(10):
        rng = random.Random(seed)
        state = GAME.new(4)
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
        full = [t.cell for t in state.tiles if t.kind in FULL_KINDS]
        xs, ys = sorted(c[0] for c in full), sorted(c[1] for c in full)
        spans = sorted((xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1))
        assert spans[0] <= 7 and spans[1] <= 9
