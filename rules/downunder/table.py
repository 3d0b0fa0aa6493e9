"""Plain helpers a scene needs to draw Down Under and explain it; pure functions of the state.

- `parts_of(tile)`: each path part of a card with its edges, colour/owner and animal.
- `play_area(state)`: the frame once fixed; `possible_area(state)`: where full cards may still go.
- `why_not(state, kind, rot, cell, animal)`: reason code a candidate is illegal for the seat to move.
- `path_of(state, seat)`: that seat's path: its parts, cells, open and closed ends, loop and finished flags;
  `part_owners(state)`: which seat's path every card part lies on; `free_parts(state)`: parts on no path.
- `supply_of(state, seat)`: cards left by (kind, animal); `score_of(state, seat)`: itemised score;
  `live_score(state, seat)`: the figure a scoreboard shows now; `score_change(state, move)`: what a move
  would add to (or take from) every seat's live score, before it is laid.
- `changes(before, after)`: tiles added and tiles turned by a move, for the animation;
  `path_by_distance(state, seat, start_tiles)`: the parts of a path with their distance from some tiles
  (a light running along the path).
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from rules.downunder.area import GROWING, Rect, allowed_rects, frame
from rules.downunder.board import FREE
from rules.downunder.cards import CARD_TYPES
from rules.downunder.geometry import BILLABONG, Cell, card_parts, cell_points
from rules.downunder.moves import apply_move, legal_twin, placement_problem
from rules.downunder.scoring import Breakdown, breakdown
from rules.downunder.state import Move, State, Tile

PathPart = tuple[Cell, tuple[int, ...], str, int]  # cell, edges, card kind, distance from the start


@dataclass(frozen=True)
class PartView:
    colour: bool  # the owner's colour part (else neutral)
    owner: int  # seat of a colour part; -1 for neutral parts
    edges: tuple[int, ...]  # edges it touches (0 N, 1 E, 2 S, 3 W); one edge: a stub or dead end
    animal: str  # animal drawn on a neutral part, else ""


@dataclass(frozen=True)
class PathView:
    seat: int
    parts: tuple[tuple[int, int], ...]  # (tile index, part index) of every part on the path
    cells: tuple[Cell, ...]  # cells the path passes through, sorted
    open_ends: tuple[tuple[Cell, int], ...]  # (cell the end points into, edge of that cell)
    dead_ends: int  # end stubs and Billabong dead ends on it
    loop: bool  # both ends joined: the seat must turn a curve
    finished: bool  # the seat plays no more


def parts_of(tile: Tile) -> list[PartView]:
    out = []
    for colour, edges in card_parts(tile.kind, tile.rot, tile.links):
        animal = tile.animal if not colour and tile.kind != BILLABONG else ""
        out.append(PartView(colour, tile.owner if colour else -1, tuple(edges), animal))
    return out


def play_area(state: State) -> Rect | None:
    """(min x, min y, max x, max y) of the play area once its position is fixed; None before (or unbounded)."""
    if state.unbounded:
        return None
    if state.area != GROWING:  # a preset path or frame fixed it from the start
        return (0, 0, state.width - 1, state.height - 1)
    return frame(state.info.bbox, state.width, state.height)


def possible_area(state: State) -> list[Rect]:
    """Rectangles whose union holds every cell where a full card may still lie (empty: no limit yet)."""
    if state.unbounded:
        return []
    if state.area != GROWING:
        return [(0, 0, state.width - 1, state.height - 1)]
    return allowed_rects(state.info.bbox, state.width, state.height)


def why_not(
    state: State, kind: str, rot: int, cell: Cell, animal: str = "", colour: int | None = None
) -> str | None:
    """Reason code (see placement.py) why the seat to move may not lay this card here (of `colour`, with
    two paths per player); None if he may."""
    return placement_problem(state, state.turn if colour is None else colour, kind, rot, cell, animal)


def path_of(state: State, seat: int) -> PathView:
    info = state.info
    ci = info.path[seat]
    if ci is None:
        return PathView(seat, (), (), (), 0, False, state.finished[seat])
    comp = info.comps[ci]
    cells = sorted({state.tiles[ti].cell for ti, _ in comp.parts})
    ends = tuple(sorted((t, e) for _, t, e in comp.open_ends))
    finished = state.finished[seat] or (not comp.open_ends and not comp.loop)
    return PathView(seat, tuple(comp.parts), tuple(cells), ends, comp.dead_ends, comp.loop, finished)


def part_owners(state: State) -> dict[tuple[int, int], int]:
    """(tile index, part index) -> seat, for every part that lies on a player's path."""
    owners: dict[tuple[int, int], int] = {}
    for comp in state.info.comps:
        if comp is not None and comp.owner >= 0:
            for part in comp.parts:
                owners[part] = comp.owner
    return owners


def free_parts(state: State) -> list[tuple[int, int]]:
    """(tile index, part index) of parts on nobody's path (drawn grey)."""
    return [
        part for comp in state.info.comps if comp is not None and comp.owner == FREE for part in comp.parts
    ]


def supply_of(state: State, seat: int) -> dict[tuple[str, str], int]:
    """Cards `seat` still holds, by (kind, animal); ends have animal ""."""
    return {t: n for t, n in zip(CARD_TYPES, state.supply[seat], strict=True) if n}


def score_of(state: State, seat: int) -> Breakdown:
    return breakdown(state, seat)


def live_score(state: State, seat: int) -> int:
    """The score shown while the game runs: the provisional one (the dingo rule is settled at the end, so
    it is shown in brackets), and the final total once every path is finished."""
    b = breakdown(state, seat)
    return b.total if state.over else b.provisional


def score_change(state: State, move: Move) -> tuple[int, ...]:
    """How much `move` changes every seat's live score (a neutral part can lengthen another's path too).
    Raises IllegalMove, like `apply`, for an illegal move."""
    after = apply_move(state, legal_twin(state, move))  # the keyed refusal of `apply` for an illegal one
    return tuple(live_score(after, s) - live_score(state, s) for s in range(state.players))


def changes(before: State, after: State) -> tuple[list[Tile], list[tuple[Tile, Tile]]]:
    """(tiles laid, (old, new) curves turned) between two consecutive states."""
    old = set(before.tiles)
    added = [t for t in after.tiles if t not in old]
    turned = []
    for t in added[:]:
        previous = next((o for o in before.tiles if o.cell == t.cell and o.kind == t.kind), None)
        if previous is not None and previous not in after.tiles:
            turned.append((previous, t))
            added.remove(t)
    return added, turned


def path_by_distance(state: State, seat: int, start_tiles: set[int]) -> list[PathPart]:
    """The parts of `seat`'s path with their distance (in parts) from the parts of `start_tiles`; with no
    start on the path, distances run from one end of the path."""
    view = path_of(state, seat)
    if not view.parts:
        return []
    points_of: dict[tuple[int, int], list[int]] = {}
    at_point: dict[int, list[tuple[int, int]]] = {}
    for ref in view.parts:
        tile = state.tiles[ref[0]]
        part = parts_of(tile)[ref[1]]
        pts = cell_points(tile.cell)
        points_of[ref] = [pts[d] for d in part.edges]
        for p in points_of[ref]:
            at_point.setdefault(p, []).append(ref)
    starts = [ref for ref in view.parts if ref[0] in start_tiles]
    if not starts:
        starts = [min(view.parts, key=lambda r: len([q for p in points_of[r] for q in at_point[p]]))]
    dist = {ref: 0 for ref in starts}
    queue = deque(starts)
    while queue:
        ref = queue.popleft()
        for p in points_of[ref]:
            for other in at_point[p]:
                if other not in dist:
                    dist[other] = dist[ref] + 1
                    queue.append(other)
    out = []
    for ref, d in dist.items():
        tile = state.tiles[ref[0]]
        out.append((tile.cell, parts_of(tile)[ref[1]].edges, tile.kind, d))
    return out
