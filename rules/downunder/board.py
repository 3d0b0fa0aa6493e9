"""What the cards on the table form: connected paths, who owns each, their open and closed ends.

`analyse(tiles, players)` builds a `BoardInfo` from scratch. Every part of every card is a node; parts that
touch the same edge point are joined. Because each card part touches at most two points and a point lies
between two cells, every component is a chain or a cycle (two back-to-back end bars are parallel links).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.downunder.area import AreaParam, Rect, rects_for
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
from rules.downunder.tile import Tile

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


def analyse(tiles: tuple[Tile, ...], players: int, area: AreaParam = None) -> BoardInfo:
    """The paths formed by `tiles`; `area` is the agreed (width, height), the fixed rectangle of a preset
    path or frame, or None when unbounded (`area.area_param`)."""
    parts = _collect_parts(tiles)
    comps, part_comp = _components(parts)
    point_comp = {p: part_comp[members[0]] for p, members in parts.touching.items()}
    open_at, into, owners_into = _open_ends(parts, comps, point_comp)
    path, problem = _paths(comps, part_comp, parts.owner, players)
    bbox = parts.bbox
    rects = rects_for(area, bbox)
    return BoardInfo(parts.cells, point_comp, open_at, comps, path, into, owners_into, bbox, rects, problem)


@dataclass
class _Parts:
    """Every path part of a table, numbered in laying order, and how they meet."""

    cells: dict[Cell, list[int]]  # tile indices per cell
    points: list[tuple[int, ...]]  # per part: the edge points it touches
    owner: list[int]  # per part: its colour owner, or -1 for neutral parts
    animal: list[str]  # per part: the animal on it, or ""
    ref: list[tuple[int, int]]  # per part: (tile index, part index)
    touching: dict[int, list[int]]  # per point: the parts touching it
    side: dict[int, tuple[Cell, int] | None]  # touched from one cell only: (that cell, its edge)
    bbox: tuple[int, int, int, int] | None  # of the full cards


def _collect_parts(tiles: tuple[Tile, ...]) -> _Parts:
    cells: dict[Cell, list[int]] = {}
    part_points: list[tuple[int, ...]] = []
    part_owner: list[int] = []
    part_animal: list[str] = []
    part_ref: list[tuple[int, int]] = []
    touching: dict[int, list[int]] = {}
    side: dict[int, tuple[Cell, int] | None] = {}
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
    bbox = None if maxx < minx else (minx, miny, maxx, maxy)
    return _Parts(cells, part_points, part_owner, part_animal, part_ref, touching, side, bbox)


def _components(parts: _Parts) -> tuple[list[Comp], list[int]]:
    """The connected components (parts joined where they touch a point) and the component of each part."""
    part_points = parts.points
    parent = list(range(len(part_points)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for members in parts.touching.values():
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
        comp.parts.append(parts.ref[index])
        comp.points.extend(part_points[index])
        if len(part_points[index]) == 1:  # an end stub or a billabong dead end: the path stops inside
            comp.dead_ends += 1
        owner = parts.owner[index]
        if owner >= 0 and comp.owner != owner:
            comp.owner = owner if comp.owner == FREE else MIXED
        animal = parts.animal[index]
        if animal:
            comp.animals[ANIMAL_INDEX[animal]] += 1
    return comps, part_comp


def _open_ends(
    parts: _Parts, comps: list[Comp], point_comp: dict[int, int]
) -> tuple[dict[int, tuple[Cell, int]], dict[Cell, list[tuple[int, int, int]]], dict[Cell, set[int]]]:
    """(open_at, into, owners_into) of `BoardInfo`, filling in each component's open ends."""
    open_at: dict[int, tuple[Cell, int]] = {}
    into: dict[Cell, list[tuple[int, int, int]]] = {}
    owners_into: dict[Cell, set[int]] = {}
    for p, where in parts.side.items():
        if where is None:
            continue
        cell, d = where
        target, entry = neighbour(cell, d), opposite(d)
        open_at[p] = (target, entry)
        ci = point_comp[p]
        comps[ci].open_ends.append((p, target, entry))
        into.setdefault(target, []).append((p, ci, entry))
        owner = comps[ci].owner
        if owner >= 0 and target not in parts.cells:
            owners_into.setdefault(target, set()).add(owner)
    return open_at, into, owners_into


def _paths(
    comps: list[Comp], part_comp: list[int], part_owner: list[int], players: int
) -> tuple[tuple[int | None, ...], str | None]:
    """The component of each seat's colour parts, and the path rule the table breaks (if any)."""
    problem = None
    path: list[int | None] = [None] * players
    for comp in comps:
        if comp.owner == MIXED:
            problem = "joins-paths"
    for index, owner in enumerate(part_owner):
        if not 0 <= owner < players:  # neutral, or a preset card of an unused colour (nobody's path)
            continue
        ci = part_comp[index]
        if path[owner] is None:
            path[owner] = ci
        elif path[owner] != ci:
            problem = problem or "split-path"
    return tuple(path), problem


def extend(info: BoardInfo, tiles: tuple[Tile, ...], tile: Tile, players: int, area: AreaParam) -> BoardInfo:
    """The analysis of `tiles + (tile,)` from the analysis of `tiles`, for a straight, curve or end: only
    the components the new card touches change (the same result as `analyse`, which a test checks)."""
    cell = tile.cell
    ti = len(tiles)
    update = _Update(info, tile, ti)
    comps = update.comps
    path = list(info.path)
    problem = info.problem
    for cs, members in _groups(update.parts, update.pts, info.point_comp):
        comp = Comp()
        gi = min(cs) if cs else len(comps)
        if gi == len(comps):
            comps.append(comp)
        seats = update.fold(comp, cs, gi)
        if any(update.parts[pi][0] for pi in members):
            seats.add(tile.owner)
        update.add(comp, members, gi)
        comps[gi] = comp
        if comp.owner == MIXED:
            problem = "joins-paths"
        for seat in seats:
            path[seat] = gi
    cells = dict(info.cells)
    cells[cell] = cells.get(cell, []) + [ti]
    into, owners_into = update.incoming(cells)
    bbox = info.bbox
    if tile.kind in FULL_KINDS:
        x, y = cell
        bbox = (
            (x, y, x, y)
            if bbox is None
            else (min(bbox[0], x), min(bbox[1], y), max(bbox[2], x), max(bbox[3], y))
        )
    rects = rects_for(area, bbox)
    return BoardInfo(
        cells, update.point_comp, update.open_at, comps, tuple(path), into, owners_into, bbox, rects, problem
    )


def _groups(
    parts: list[tuple[bool, tuple[int, ...]]], pts: tuple[int, ...], old_pc: dict[int, int]
) -> list[list]:
    """The new card's parts grouped with the old components they touch: [components, part numbers]."""
    groups: list[list] = []
    for pi, (_, dirs) in enumerate(parts):
        merged = [{old_pc[pts[d]] for d in dirs if pts[d] in old_pc}, [pi]]
        rest = []
        for g in groups:  # groups are disjoint: one pass merges every group the part touches
            if g[0] & merged[0]:
                merged = [g[0] | merged[0], g[1] + merged[1]]
            else:
                rest.append(g)
        groups = rest + [merged]
    return groups


class _Update:
    """An analysis growing by one card (tile number `ti`): copies of its components, point components and
    open ends, changed in place, and the cells whose incoming ends must be listed again."""

    def __init__(self, info: BoardInfo, tile: Tile, ti: int) -> None:
        self.info = info
        self.tile = tile
        self.ti = ti
        self.pts = pts = cell_points(tile.cell)
        self.parts = parts = card_parts(tile.kind, tile.rot, tile.links)
        self.comps: list[Comp | None] = list(info.comps)
        self.point_comp = dict(info.point_comp)
        covered = {pts[d] for _, dirs in parts for d in dirs}
        self.open_at = open_at = dict(info.open_at)
        for p in covered:  # the ends that pointed into the cell are closed by the new card
            where = open_at.get(p)
            if where is not None and where[0] == tile.cell:
                del open_at[p]
        self.retarget: set[Cell] = {tile.cell}
        self.new_open: list[tuple[int, Cell, int]] = []

    def fold(self, comp: Comp, cs: set[int], gi: int) -> set[int]:
        """Fold the old components `cs` into `comp`, numbered `gi` from now on; returns the seats whose
        path any of them was."""
        comps, info, open_at, point_comp = self.comps, self.info, self.open_at, self.point_comp
        seats: set[int] = set()
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
                self.retarget.add(target)
            comps[c] = None
        return seats

    def add(self, comp: Comp, members: list[int], gi: int) -> None:
        """Add the new card's parts `members` to `comp` (numbered `gi`), with the open ends they make."""
        tile, cell, parts, pts = self.tile, self.tile.cell, self.parts, self.pts
        old_pc, point_comp, open_at = self.info.point_comp, self.point_comp, self.open_at
        for pi in members:
            colour, dirs = parts[pi]
            comp.size += 1
            comp.parts.append((self.ti, pi))
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
                    self.new_open.append((p, target, entry))
                    self.retarget.add(target)

    def incoming(
        self, cells: dict[Cell, list[int]]
    ) -> tuple[dict[Cell, list[tuple[int, int, int]]], dict[Cell, set[int]]]:
        """`into` and `owners_into` of the new analysis, listed again for the cells whose ends changed."""
        info, comps, point_comp, open_at = self.info, self.comps, self.point_comp, self.open_at
        into = dict(info.into)
        owners_into = dict(info.owners_into)
        for target in self.retarget:
            entries = [(p, point_comp[p], e) for p, _, e in info.into.get(target, ()) if p in open_at]
            entries += [(p, point_comp[p], e) for p, t, e in self.new_open if t == target]
            if entries:
                into[target] = entries
            else:
                into.pop(target, None)
            owners = {comps[c].owner for _, c, _ in entries if comps[c].owner >= 0}
            if owners and target not in cells:
                owners_into[target] = owners
            else:
                owners_into.pop(target, None)
        return into, owners_into
