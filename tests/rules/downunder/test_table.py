"""The helpers the scene draws from: card parts, paths, supply, changes, reasons."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.state import TURN, Move
from rules.downunder.table import (
    changes,
    free_parts,
    part_owners,
    parts_of,
    path_of,
    score_of,
    supply_of,
    why_not,
)
from tests.rules.downunder.helpers import E, N, S, W, curve, end, position, straight


def test_parts_of_each_card_face() -> None:
    assert [(p.colour, p.edges) for p in parts_of(straight(0, 0, 1, 0, "emu"))] == [
        (True, (N, S)),
        (False, (E, W)),
    ]
    faces = parts_of(curve(0, 0, 1, 1, "dingo"))
    assert [(p.colour, p.owner, p.edges, p.animal) for p in faces] == [
        (True, 1, (E, S), ""),
        (False, -1, (W, N), "dingo"),
    ]
    assert [(p.colour, p.edges) for p in parts_of(end(0, 0, 0, W))] == [(True, (W,)), (False, (N, S))]


def test_path_of_lists_cells_ends_and_flags() -> None:
    # seat 0's colour N-S at (0,0) runs on through the neutral part W-N of seat 1's curve at (0,1)
    state = position(2, [straight(0, 0, 0, 0), curve(0, 1, 1, 1)])
    path = path_of(state, 0)
    assert path.cells == ((0, 0), (0, 1)) and len(path.parts) == 2
    assert path.open_ends == (((-1, 1), E), ((0, -1), S))
    assert (path.dead_ends, path.loop, path.finished) == (0, False, False)
    closed = position(2, [straight(0, 0, 0, 0), curve(0, 1, 1, 1), end(0, -1, 0, S), end(-1, 1, 0, E)])
    assert path_of(closed, 0).finished and path_of(closed, 0).dead_ends == 2


def test_supply_changes_and_score_after_a_move() -> None:
    state = GAME.new(2)
    assert supply_of(state, 0)[(STRAIGHT, "kangaroo")] == 2 and supply_of(state, 0)[(END, "")] == 2
    after = GAME.apply(state, Move(CURVE, (0, 0), 0))
    laid, turned = changes(state, after)
    assert [(t.cell, t.kind, t.owner) for t in laid] == [((0, 0), CURVE, 0)] and turned == []
    assert sum(supply_of(after, 0).values()) == 17
    assert score_of(after, 0).segments == 1
    assert path_of(after, 0).open_ends == (((0, -1), S), ((1, 0), W))
    assert len(free_parts(after)) == 1  # the neutral part S-W
    assert part_owners(after) == {(0, 0): 0}
    assert why_not(after, CURVE, 0, (2, 0)) == "not-adjacent"
    assert why_not(after, CURVE, 0, (9, 0)) == "outside-area"


def test_changes_report_a_turned_curve() -> None:
    square = [
        curve(0, 0, 0, 1),
        curve(1, 0, 0, 2),
        curve(1, 1, 0, 3),
        curve(0, 1, 0, 0),
        straight(5, 5, 1, 0),
    ]
    state = position(2, square)
    after = GAME.apply(state, Move(TURN, (1, 1), 1))
    laid, turned = changes(state, after)
    assert laid == [] and [(a.rot, b.rot) for a, b in turned] == [(3, 0)]
    assert not path_of(after, 0).loop and path_of(state, 0).loop
