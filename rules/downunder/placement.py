"""Whether a card may go to a cell, and what the table looks like after it (automatic Billabongs included).

Two levels: `local_problem` decides the common case from the current `BoardInfo` alone, looking only at
the components the new card touches (fast: legal-move generation calls it for every candidate). When the
card would lead three or more players' paths into one empty cell it answers `NEEDS_SIMULATION`, and
`simulate` lays the card on a copy of the table, resolves the Billabong cases and re-analyses everything.
`simulate` is also what `apply` uses, so both levels must agree (a test checks that they do).

Reason codes (machine-readable; the scene translates them):
  game-over, no-card, occupied, outside-area, first-card-end, not-adjacent, must-turn-curve,
  must-extend-billabong, not-at-path-end, colour-not-at-end, joins-paths, split-path,
  billabong-foreign (the card would force a Billabong onto a path that is not the mover's),
  no-billabong (a Billabong would be needed but all four lie on the table),
  not-a-loop (a curve may only be turned to reopen a closed loop), not-own-curve, no-open-ends.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.downunder.area import allowed_rects, in_rects
from rules.downunder.board import FREE, BoardInfo, analyse, end_stubs
from rules.downunder.geometry import (
    BILLABONG,
    CURVE,
    DIRECTIONS,
    END,
    PARTS,
    Cell,
    adjacent8,
    neighbour,
    opposite,
    point,
)
from rules.downunder.state import State, Tile

NEEDS_SIMULATION = "needs-simulation"


@dataclass(frozen=True)
class Outcome:
    """The table after a legal action: tiles, analysis, Billabongs left, and the pending extension."""

    tiles: tuple[Tile, ...]
    info: BoardInfo
    billabongs: int
    pending: tuple[Cell, int] | None


# --------------------------------------------------------------------------- the local check
def cell_problem(state: State, kind: str, rot: int, cell: Cell, first: bool) -> str | None:
    """Occupancy and play-area rules for a card face at `cell`."""
    info = state.info
    here = info.cells.get(cell)
    if kind == END:
        if here and (first or end_stubs(state.tiles, info, cell) != [opposite(rot)]):
            return "occupied"
        return None
    if here:
        return "occupied"
    if (
        not state.unbounded
        and info.bbox is not None
        and not in_rects(allowed_rects(info.bbox, state.width, state.height), cell)
    ):
        return "outside-area"
    return None


def first_card_problem(state: State, kind: str, cell: Cell) -> str | None:
    if not state.tiles:
        return "first-card-end" if kind == END else ("not-adjacent" if cell != (0, 0) else None)
    if not any(c in state.info.cells for c in adjacent8(cell)):
        return "not-adjacent"
    return None


def local_problem(state: State, seat: int, kind: str, rot: int, cell: Cell) -> str | None:
    """Join and Billabong rules for a card face whose other conditions hold: None (legal), a reason code,
    or NEEDS_SIMULATION when the card would bring three or more paths into one empty cell."""
    info = state.info
    comps = info.comps
    point_comp = info.point_comp
    new_parts = []  # (colour?, points)
    touched: set[int] = set()
    for colour, dirs in PARTS[(kind, rot)]:
        points = [point(cell, d) for d in dirs]
        touched.update(points)
        new_parts.append((colour, points))
    # Group the new parts with the components they touch (two parts join when they touch one component).
    groups: list[tuple[set[int], set[int], list]] = []  # (components, owners, new parts)
    for colour, points in new_parts:
        cs = {point_comp[p] for p in points if p in point_comp}
        owners = {comps[c].owner for c in cs if comps[c].owner != FREE}
        if colour:
            owners.add(seat)
        merged = (cs, owners, [(colour, points)])
        for g in groups:
            if g[0] & cs:
                g[0].update(cs)
                g[1].update(owners)
                g[2].extend(merged[2])
                merged = None
                break
        if merged is not None:
            groups.append(merged)
    for _, owners, _ in groups:
        if len(owners) > 1:
            return "joins-paths"
    # Open ends of the owned groups after the card: old ends not covered by it, plus its uncovered edges.
    affected: set[int] = set()
    new_ends: list[tuple[Cell, int]] = []  # (cell pointed into, owner)
    for cs, owners, parts in groups:
        affected |= cs
        if not owners:
            continue
        owner = next(iter(owners))
        for c in cs:
            for p, target, _ in comps[c].open_ends:
                if not (target == cell and p in touched):
                    new_ends.append((target, owner))
        for _, points in parts:
            for p in points:
                if p not in point_comp:
                    target = _outside_of(cell, p)
                    new_ends.append((target, owner))
    for target, _ in new_ends:
        if target == cell or target in info.cells:
            continue
        owners = {o for t, o in new_ends if t == target}
        for _, c, _ in info.into.get(target, ()):
            if c not in affected and comps[c].owner != FREE:
                owners.add(comps[c].owner)
        if len(owners) >= 3:
            return NEEDS_SIMULATION
    return None


def _outside_of(cell: Cell, p: int) -> Cell:
    for d in DIRECTIONS:
        if point(cell, d) == p:
            return neighbour(cell, d)
    raise AssertionError("point not on this cell")


# --------------------------------------------------------------------------- the full simulation
def simulate(state: State, seat: int, tiles: tuple[Tile, ...], billabongs: int) -> Outcome | str:
    """Analyse `tiles` (the table after the mover's action), lay the Billabongs it calls for (cases 1 and 2,
    automatic, caused by `seat`), and return the result or the reason the action is illegal."""
    info = analyse(tiles, state.players)
    if info.problem:
        return info.problem
    pending = None
    while True:
        cell = _billabong_cell(info, tiles)
        if cell is None:
            break
        if billabongs == 0:
            return "no-billabong"
        placed = _billabong_links(info, cell, seat)
        if isinstance(placed, str):
            return placed
        links, through = placed
        beyond = _ends_beyond(info, cell, through) if through is not None else []
        tiles = tiles + (Tile(cell, BILLABONG, -1, 0, "", links),)
        billabongs -= 1
        info = analyse(tiles, state.players)
        if info.problem:
            return info.problem
        if through is not None:
            mine = info.path[seat]
            ends = {(t, e) for _, t, e in info.comps[mine].open_ends} if mine is not None else set()
            pending = next((end for end in beyond if end in ends), None)
    return Outcome(tiles, info, billabongs, pending)


def _billabong_cell(info: BoardInfo, tiles: tuple[Tile, ...]) -> Cell | None:
    """The first empty cell (in sorted order) into which three or more players' paths lead."""
    found = []
    for cell, entries in info.into.items():
        if cell in info.cells or len(entries) < 3:
            continue
        owners = {info.comps[c].owner for _, c, _ in entries if info.comps[c].owner != FREE}
        if len(owners) >= 3:
            found.append(cell)
    return min(found) if found else None


def _billabong_links(
    info: BoardInfo, cell: Cell, seat: int
) -> tuple[tuple[tuple[int, ...], ...], int | None] | str:
    """Links of the Billabong at `cell`: every other player's path ends there; the mover's path goes on
    through the free exit (case 1), or ends too when no exit is free (case 2). Returns (links, exit of the
    through link or None), or "billabong-foreign" when the mover's path is not among them but one exit is
    free (our decision: a placement may not push a Billabong route onto another player's path)."""
    owner_at: dict[int, int] = {}
    for _, c, entry in info.into[cell]:
        owner_at[entry] = info.comps[c].owner
    mine = [d for d in DIRECTIONS if owner_at.get(d) == seat]
    others = [d for d in DIRECTIONS if owner_at.get(d, FREE) not in (FREE, seat)]
    free = [d for d in DIRECTIONS if owner_at.get(d, FREE) == FREE]
    links = [(d,) for d in others]
    through = None
    if free and not mine:
        return "billabong-foreign"
    if len(mine) == 1 and len(free) == 1:
        through = free[0]
        links.append(tuple(sorted((mine[0], through))))
    elif len(mine) == 2:
        links.append(tuple(mine))
    else:
        links.extend((d,) for d in mine)
    return tuple(sorted(links)), through


def _ends_beyond(info: BoardInfo, cell: Cell, exit_dir: int) -> list[tuple[Cell, int]]:
    """Where the mover's path will stand open after leaving a new Billabong through `exit_dir`: the
    neighbour cell itself, or the far open ends of the free path the exit runs into."""
    p = point(cell, exit_dir)
    c = info.point_comp.get(p)
    if c is None:
        return [(neighbour(cell, exit_dir), opposite(exit_dir))]
    return [(t, e) for q, t, e in info.comps[c].open_ends if q != p]


# --------------------------------------------------------------------------- curves and the case-3 Billabong
def curve_fits(state: State, seat: int, cell: Cell, rot: int) -> bool:
    """Would a curve of `seat` with rotation `rot` be legal at `cell` (ignoring whether he has one)?"""
    if cell_problem(state, CURVE, rot, cell, first=False):
        return False
    problem = local_problem(state, seat, CURVE, rot, cell)
    if problem == NEEDS_SIMULATION:
        tile = Tile(cell, CURVE, seat, rot, "")
        problem = simulate(state, seat, state.tiles + (tile,), state.billabongs)
        problem = problem if isinstance(problem, str) else None
    return problem is None
