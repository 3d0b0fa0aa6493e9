"""A slow, independent reference for legal placements: try every card face in every cell near the table
and judge it with the full simulation only (no local shortcut, no candidate list from open ends)."""

from __future__ import annotations

from rules.downunder.board import analyse
from rules.downunder.cards import animals_left, kind_count
from rules.downunder.geometry import END, FULL_KINDS, ROTATIONS, card_parts, point
from rules.downunder.placement import simulate
from rules.downunder.state import Move, State, Tile


def _fits(state: State, cells: list[tuple[int, int]]) -> bool:
    if state.unbounded or not cells:
        return True
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    return (w <= state.width and h <= state.height) or (w <= state.height and h <= state.width)


def reference_placements(state: State) -> set[Move]:
    """Every legal card placement of the seat to move (no turns, no case-3 Billabongs)."""
    seat = state.turn
    tiles = state.tiles
    supply = state.supply[seat]
    by_cell: dict = {}
    for t in tiles:
        by_cell.setdefault(t.cell, []).append(t)
    before = analyse(tiles, state.players)
    mine = before.path[seat]
    own_open = set() if mine is None else {p for p, _, _ in before.comps[mine].open_ends}
    if tiles:
        xs, ys = [t.cell[0] for t in tiles], [t.cell[1] for t in tiles]
        window = [(x, y) for x in range(min(xs) - 2, max(xs) + 3) for y in range(min(ys) - 2, max(ys) + 3)]
    else:
        window = [(0, 0)]
    full_cells = [t.cell for t in tiles if t.kind in FULL_KINDS]
    out: set[Move] = set()
    for cell in window:
        here = by_cell.get(cell, [])
        for kind, rots in ROTATIONS.items():
            if not kind_count(supply, kind):
                continue
            for rot in rots:
                if kind == END:
                    if here and (
                        mine is None or len(here) != 1 or here[0].kind != END or (here[0].rot - rot) % 4 != 2
                    ):
                        continue
                elif here or not _fits(state, full_cells + [cell]):
                    continue
                colour_points = [
                    point(cell, d) for colour, dirs in card_parts(kind, rot) if colour for d in dirs
                ]
                if mine is None:
                    if not tiles and (kind == END or cell != (0, 0)):
                        continue
                    near = [(cell[0] + dx, cell[1] + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
                    if tiles and not any(c in by_cell and c != cell for c in near):
                        continue
                elif not own_open & set(colour_points):
                    continue
                if state.pending is not None and (
                    cell != state.pending[0] or point(cell, state.pending[1]) not in colour_points
                ):
                    continue
                if isinstance(
                    simulate(state, seat, tiles + (Tile(cell, kind, seat, rot, ""),), state.billabongs), str
                ):
                    continue
                animals = [""] if kind == END or not state.animals else animals_left(supply, kind)
                out.update(Move(kind, cell, rot, a) for a in animals)
    return out
