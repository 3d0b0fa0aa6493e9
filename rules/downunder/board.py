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
    points: list[int] = field(default_factory=list)  # every point its parts touch

    @property
    def loop(self) -> bool:
        return not self.open_ends and not self.dead_ends


@dataclass
class BoardInfo:
    cells: dict[Cell, list[int]]  # tile indices per cell
    point_comp: dict[int, int]  # component of every touched point
    open_at: dict[int, tuple[Cell, int]]  # points touched from one side only: (cell pointed into, entry edge)
    comps: list[Comp | None]  # None: a component merged into another by an incremental update
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
        comp.points.extend(part_points[index])
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


def extend(
    info: BoardInfo, tiles: tuple[Tile, ...], tile: Tile, players: int, area: tuple[int, int] | None
) -> BoardInfo:
    """The analysis of `tiles + (tile,)` from the analysis of `tiles`, for a straight, curve or end: only
    the components the new card touches change (the same result as `analyse`, which a test checks)."""
    cell = tile.cell
    ti = len(tiles)
    comps = list(info.comps)
    point_comp = dict(info.point_comp)
    old_pc = info.point_comp
    pts = cell_points(cell)
    # Group the new parts with the components they touch.
    groups: list[list] = []  # [components, new part numbers]
    parts = card_parts(tile.kind, tile.rot, tile.links)
    for pi, (_, dirs) in enumerate(parts):
        merged = [{old_pc[pts[d]] for d in dirs if pts[d] in old_pc}, [pi]]
        rest = []
        for g in groups:  # groups are disjoint: one pass merges every group the part touches
            if g[0] & merged[0]:
                merged = [g[0] | merged[0], g[1] + merged[1]]
            else:
                rest.append(g)
        groups = rest + [merged]
    covered = {pts[d] for _, dirs in parts for d in dirs}
    open_at = dict(info.open_at)
    for p in covered:
        where = open_at.get(p)
        if where is not None and where[0] == cell:
            del open_at[p]
    path = list(info.path)
    problem = info.problem
    retarget: set[Cell] = {cell}
    new_open: list[tuple[int, Cell, int]] = []
    for cs, members in groups:
        comp = Comp()
        seats = {tile.owner} if any(parts[pi][0] for pi in members) else set()
        gi = min(cs) if cs else len(comps)
        if gi == len(comps):
            comps.append(comp)
        for c in sorted(cs):
            old = comps[c]
            comp.size += old.size
            comp.dead_ends += old.dead_ends
            comp.animals = [a + b for a, b in zip(comp.animals, old.animals, strict=True)]
            comp.parts.extend(old.parts)
            comp.points.extend(old.points)
            comp.open_ends.extend(e for e in old.open_ends if e[0] in open_at)
            if old.owner != FREE and comp.owner != old.owner:
                comp.owner = old.owner if comp.owner == FREE else MIXED
            seats.update(s for s, ci in enumerate(info.path) if ci == c)
            for p in old.points:
                point_comp[p] = gi
            for _, target, _ in old.open_ends:
                retarget.add(target)
            comps[c] = None
        for pi in members:
            colour, dirs = parts[pi]
            comp.size += 1
            comp.parts.append((ti, pi))
            if len(dirs) == 1:
                comp.dead_ends += 1
            if colour and comp.owner != tile.owner:
                comp.owner = tile.owner if comp.owner == FREE else MIXED
            if not colour and tile.animal:
                comp.animals[ANIMAL_INDEX[tile.animal]] += 1
            for d in dirs:
                p = pts[d]
                comp.points.append(p)
                point_comp[p] = gi
                if p not in old_pc:  # nothing beyond this edge yet: a new open end out of the cell
                    target, entry = neighbour(cell, d), opposite(d)
                    open_at[p] = (target, entry)
                    comp.open_ends.append((p, target, entry))
                    new_open.append((p, target, entry))
                    retarget.add(target)
        comps[gi] = comp
        if comp.owner == MIXED:
            problem = "joins-paths"
        for seat in seats:
            path[seat] = gi
    cells = dict(info.cells)
    cells[cell] = cells.get(cell, []) + [ti]
    into = dict(info.into)
    owners_into = dict(info.owners_into)
    for target in retarget:
        entries = [(p, point_comp[p], e) for p, _, e in info.into.get(target, ()) if p in open_at]
        entries += [(p, point_comp[p], e) for p, t, e in new_open if t == target]
        if entries:
            into[target] = entries
        else:
            into.pop(target, None)
        owners = {comps[c].owner for _, c, _ in entries if comps[c].owner >= 0}
        if owners and target not in cells:
            owners_into[target] = owners
        else:
            owners_into.pop(target, None)
    bbox = info.bbox
    if tile.kind in FULL_KINDS:
        x, y = cell
        bbox = (
            (x, y, x, y)
            if bbox is None
            else (min(bbox[0], x), min(bbox[1], y), max(bbox[2], x), max(bbox[3], y))
        )
    rects = None if area is None or bbox is None else allowed_rects(bbox, area[0], area[1])
    return BoardInfo(cells, point_comp, open_at, comps, tuple(path), into, owners_into, bbox, rects, problem)
