"""Whether a card may go to a cell, and what the table looks like after it (automatic Billabongs included).

Two levels: `local_problem` decides the common case from the current `BoardInfo` alone, looking only at
the components the new card touches (fast: legal-move generation calls it for every candidate). When the
card would lead three or more players' paths into one empty cell it answers `NEEDS_SIMULATION`, and
`simulate` lays the card on a copy of the table (updating the analysis), resolves the Billabong cases and
checks the result. `simulate` is also what `apply` uses, so both levels must agree (a test checks that).

Reason codes (machine-readable; the scene translates them):
  game-over, no-card, occupied, outside-area, first-card-end, not-adjacent, opening-end, opening-back,
  opening-no-room (variant one opening), must-turn-curve,
  must-extend-billabong, not-at-path-end, colour-not-at-end, joins-paths, split-path,
  billabong-foreign (the card would force a Billabong onto a path that is not the mover's),
  no-billabong (a Billabong would be needed but all four lie on the table),
  not-a-loop (a curve may only be turned to reopen a closed loop), not-own-curve, no-open-ends,
  not-a-move / not-legal (anything else).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.downunder.area import area_param
from rules.downunder.board import FREE, BoardInfo, analyse, end_stubs, extend
from rules.downunder.geometry import (
    BILLABONG,
    CURVE,
    DIRECTIONS,
    END,
    PARTS,
    Cell,
    adjacent8,
    cell_points,
    neighbour,
    opposite,
    point,
)
from rules.downunder.state import State, Tile

NEEDS_SIMULATION = "needs-simulation"


@dataclass(frozen=True)
class Result:
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
    if not info.in_area(cell):
        return "outside-area"
    return None


def seats_started(state: State) -> bool:
    """Has any seat laid a card (preset cards of the variants "path" and "frame" are nobody's)?"""
    return any(t.owner < state.colours for t in state.tiles)


def opening_partner(state: State, seat: int) -> Tile | None:
    """Variant one opening: the end card against whose back `seat` lays his first card (the first
    player's for the second, the third's for the fourth), or None."""
    if not state.one_opening or seat % 2 == 0:
        return None
    return next((t for t in state.tiles if t.owner == seat - 1 and t.kind == END), None)


def first_card_problem(state: State, seat: int, kind: str, rot: int, cell: Cell) -> str | None:
    """The first-card rules: the first player lays a curve or straight anywhere (at (0, 0) on an empty
    table, in the area when preset cards fix it), every other player next to a card on the table. With one
    opening each first card is an end, the second's and fourth's against the back of the one before."""
    if state.one_opening:
        if kind != END:
            return "opening-end"
        partner = opening_partner(state, seat)
        if partner is not None:
            return None if (cell, rot) == (partner.cell, opposite(partner.rot)) else "opening-back"
        if seat + 1 < state.players and neighbour(cell, opposite(rot)) in state.info.cells:
            return "opening-no-room"  # the partner's path goes on behind this card
    elif kind == END and not seats_started(state):
        return "first-card-end"
    if not state.tiles:
        return None if cell == (0, 0) else "not-adjacent"
    if not seats_started(state):  # preset cards only: anywhere in the fixed area
        return None if state.info.in_area(cell) else "outside-area"
    if not any(c in state.info.cells for c in adjacent8(cell)):
        return "not-adjacent"
    return None


def local_problem(state: State, seat: int, kind: str, rot: int, cell: Cell) -> str | None:
    """Join and Billabong rules for a card face whose other conditions hold: None (legal), a reason code,
    or NEEDS_SIMULATION when the card might bring three or more paths into one empty cell."""
    info = state.info
    comps = info.comps
    point_comp = info.point_comp
    pts = cell_points(cell)
    # Each new part with the components it touches; the two parts form one group if they share one.
    groups: list[list] = []  # [components, owners, outward edges (uncovered points)]
    for colour, dirs in PARTS[(kind, rot)]:
        cs = set()
        owners = {seat} if colour else set()
        outward = []
        for d in dirs:
            c = point_comp.get(pts[d])
            if c is None:
                outward.append(d)
            else:
                cs.add(c)
                owner = comps[c].owner
                if owner != FREE:
                    owners.add(owner)
        for g in groups:
            if g[0] & cs:
                g[0] |= cs
                g[1] |= owners
                g[2] += outward
                break
        else:
            groups.append([cs, owners, outward])
    for g in groups:
        if len(g[1]) > 1:
            return "joins-paths"
    if state.colours < 3:  # a Billabong needs three paths
        return None
    # Ends that get a new owner: the card's uncovered edges, and the far ends of free components taken up.
    owners_into = info.owners_into
    for cs, owners, outward in groups:
        if not owners:
            continue
        owner = next(iter(owners))
        targets = [neighbour(cell, d) for d in outward]
        for c in cs:
            if comps[c].owner == FREE:
                targets.extend(t for _, t, _ in comps[c].open_ends if t != cell)
        for target in targets:
            if target in info.cells or target == cell:
                continue
            others = owners_into.get(target, ())
            if len(others) >= 2 and (len(others) >= 3 or owner not in others):
                return NEEDS_SIMULATION
            if others and _two_groups_meet(groups, target, owner, others, cell, comps):
                return NEEDS_SIMULATION
    return None


def _two_groups_meet(groups: list, target: Cell, owner: int, others, cell: Cell, comps) -> bool:
    """Both parts of the card hand paths of two seats to `target`, where a third waits (rare: the card's
    colour part leads the mover there and its neutral part another player)."""
    if len(groups) < 2:
        return False
    seats = set(others) | {owner}
    for cs, owners, outward in groups:
        if not owners:
            continue
        ends = [neighbour(cell, d) for d in outward]
        for c in cs:
            ends.extend(t for _, t, _ in comps[c].open_ends)
        if target in ends:
            seats |= owners
    return len(seats) >= 3


# --------------------------------------------------------------------------- the full simulation
def simulate(
    state: State, seat: int, tiles: tuple[Tile, ...], billabongs: int, added: Tile | None = None
) -> Result | str:
    """Analyse `tiles` (the table after the mover's action; `added` names the one card laid when that is
    all that changed, which allows the quick update), lay the Billabongs it calls for (cases 1 and 2,
    automatic, caused by `seat`), and return the result or the reason the action is illegal."""
    area = area_param(state.unbounded, state.area, state.width, state.height)
    if added is not None:
        info = extend(state.info, state.tiles, added, state.colours, area)
    else:
        info = analyse(tiles, state.colours, area)
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
        pool = Tile(cell, BILLABONG, -1, 0, "", links)
        info = extend(info, tiles, pool, state.colours, area)
        tiles = tiles + (pool,)
        billabongs -= 1
        if info.problem:
            return info.problem
        if through is not None:
            mine = info.path[seat]
            ends = {(t, e) for _, t, e in info.comps[mine].open_ends} if mine is not None else set()
            pending = next((end for end in beyond if end in ends), None)
    return Result(tiles, info, billabongs, pending)


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
        problem = simulate(state, seat, state.tiles + (tile,), state.billabongs, tile)
        problem = problem if isinstance(problem, str) else None
    return problem is None
