"""What the cards on the table form: connected paths, who owns each, their open and closed ends.

`analyse(tiles, players)` builds a `BoardInfo` from scratch. Every part of every card is a node; parts that
touch the same edge point are joined. Because each card part touches at most two points and a point lies
between two cells, every component is a chain or a cycle (two back-to-back end bars are parallel links).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.downunder.area import Rect, allowed_rects
from rules.downunder.cards import ANIMALS
from rules.downunder.geometry import (
    BILLABONG,
    END,
    FULL_KINDS,
    Cell,
    card_parts,
    cell_points,
    neighbour,
    opposite,
)
from rules.downunder.state import Tile

ANIMAL_INDEX = {a: i for i, a in enumerate(ANIMALS)}
FREE, MIXED = -1, -2  # owner of a component with no colour part / with colour parts of two seats


@dataclass
class Comp:
    """One connected component of path parts."""

    owner: int = FREE
    size: int = 0  # path parts: each counts 1 in the score
    animals: list[int] = field(default_factory=lambda: [0] * len(ANIMALS))
    open_ends: list[tuple[int, Cell, int]] = field(
        default_factory=list
    )  # (point, cell pointed into, entry edge)
    dead_ends: int = 0  # end stubs and billabong dead ends
    parts: list[tuple[int, int]] = field(default_factory=list)  # (tile index, part index)

    @property
    def loop(self) -> bool:
        return not self.open_ends and not self.dead_ends


@dataclass
class BoardInfo:
    cells: dict[Cell, list[int]]  # tile indices per cell
    point_comp: dict[int, int]  # component of every touched point
    open_at: dict[int, tuple[Cell, int]]  # points touched from one side only: (cell pointed into, entry edge)
    comps: list[Comp]
    path: tuple[int | None, ...]  # component of each seat's colour parts (None before its first card)
    into: dict[Cell, list[tuple[int, int, int]]]  # per cell: (point, component, entry edge) of ends into it
    owners_into: dict[Cell, set[int]]  # per empty cell: seats whose paths lead into it
    bbox: tuple[int, int, int, int] | None  # min x, min y, max x, max y of the full cards
    rects: list[Rect] | None  # where full cards may go (None: anywhere)
    problem: str | None  # "joins-paths" or "split-path" if the position breaks the path rules

    def in_area(self, cell: Cell) -> bool:
        rects = self.rects
        if rects is None:
            return True
        x, y = cell
        return any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for r in rects)


def is_full_cell(info: BoardInfo, tiles: tuple[Tile, ...], cell: Cell) -> bool:
    idx = info.cells.get(cell)
    return bool(idx) and tiles[idx[0]].kind in FULL_KINDS


def end_stubs(tiles: tuple[Tile, ...], info: BoardInfo, cell: Cell) -> list[int]:
    """Stub edges of the end cards in `cell` (empty list for an empty or full cell)."""
    return [tiles[i].rot for i in info.cells.get(cell, ()) if tiles[i].kind == END]


def analyse(tiles: tuple[Tile, ...], players: int, area: tuple[int, int] | None = None) -> BoardInfo:
    """The paths formed by `tiles`; `area` is the agreed (width, height), None when unbounded."""
    cells: dict[Cell, list[int]] = {}
    part_points: list[tuple[int, ...]] = []
    part_owner: list[int] = []  # colour owner, or -1 for neutral parts
    part_animal: list[str] = []
    part_ref: list[tuple[int, int]] = []
    touching: dict[int, list[int]] = {}
    side: dict[int, tuple[Cell, int] | None] = {}  # touched from one cell only: (that cell, its edge)
    minx = miny = 10**9
    maxx = maxy = -(10**9)
    for ti, tile in enumerate(tiles):
        cell = tile.cell
        if cell in cells:
            cells[cell].append(ti)
        else:
            cells[cell] = [ti]
        kind = tile.kind
        if kind in FULL_KINDS:
            x, y = cell
            if x < minx:
                minx = x
            if x > maxx:
                maxx = x
            if y < miny:
                miny = y
            if y > maxy:
                maxy = y
        pts = cell_points(cell)
        parts = card_parts(kind, tile.rot, tile.links)
        for pi, (colour, dirs) in enumerate(parts):
            index = len(part_points)
            points = tuple(pts[d] for d in dirs)
            for d, p in zip(dirs, points, strict=True):
                members = touching.get(p)
                if members is None:
                    touching[p] = [index]
                    side[p] = (cell, d)
                else:
                    members.append(index)
                    where = side[p]
                    if where is not None and where[0] != cell:
                        side[p] = None
            part_points.append(points)
            part_owner.append(tile.owner if colour else -1)
            part_animal.append(tile.animal if not colour and kind != BILLABONG else "")
            part_ref.append((ti, pi))

    parent = list(range(len(part_points)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for members in touching.values():
        if len(members) > 1:
            root = find(members[0])
            for other in members[1:]:
                r = find(other)
                if r != root:
                    parent[r] = root

    comps: list[Comp] = []
    comp_of_root: dict[int, int] = {}
    part_comp: list[int] = []
    for index in range(len(part_points)):
        root = find(index)
        ci = comp_of_root.get(root)
        if ci is None:
            ci = comp_of_root[root] = len(comps)
            comps.append(Comp())
        part_comp.append(ci)
        comp = comps[ci]
        comp.size += 1
        comp.parts.append(part_ref[index])
        if len(part_points[index]) == 1:  # an end stub or a billabong dead end: the path stops inside
            comp.dead_ends += 1
        owner = part_owner[index]
        if owner >= 0 and comp.owner != owner:
            comp.owner = owner if comp.owner == FREE else MIXED
        animal = part_animal[index]
        if animal:
            comp.animals[ANIMAL_INDEX[animal]] += 1

    point_comp = {p: part_comp[members[0]] for p, members in touching.items()}
    open_at: dict[int, tuple[Cell, int]] = {}
    into: dict[Cell, list[tuple[int, int, int]]] = {}
    owners_into: dict[Cell, set[int]] = {}
    for p, where in side.items():
        if where is None:
            continue
        cell, d = where
        target, entry = neighbour(cell, d), opposite(d)
        open_at[p] = (target, entry)
        ci = point_comp[p]
        comps[ci].open_ends.append((p, target, entry))
        into.setdefault(target, []).append((p, ci, entry))
        owner = comps[ci].owner
        if owner >= 0 and target not in cells:
            owners_into.setdefault(target, set()).add(owner)

    problem = None
    path: list[int | None] = [None] * players
    for comp in comps:
        if comp.owner == MIXED:
            problem = "joins-paths"
    for index, owner in enumerate(part_owner):
        if owner < 0:
            continue
        ci = part_comp[index]
        if path[owner] is None:
            path[owner] = ci
        elif path[owner] != ci:
            problem = problem or "split-path"
    bbox = None if maxx < minx else (minx, miny, maxx, maxy)
    rects = None if area is None or bbox is None else allowed_rects(bbox, area[0], area[1])
    return BoardInfo(cells, point_comp, open_at, comps, tuple(path), into, owners_into, bbox, rects, problem)
