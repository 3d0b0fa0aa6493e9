"""What a scene needs to show and build moves: the steps of a move and square-by-square path input.

- `move_steps(move)`: each hop of a move with its kind and the square it captures (for animation).
- `next_landings(state, partial)`: given a start square and the landing squares clicked so far, the
  landing squares that continue towards some legal move, and the move the partial path already is.
- `completions(state, partial)`: the distinct moves whose legal paths extend the partial path (a scene
  finishes the move with one click when only one is left).
- `must_capture_now(state)`: the compulsory-capture flag of the side to move.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.camelot.board import DIRS
from rules.camelot.movegen import Move
from rules.camelot.play import moves_by_path, status
from rules.camelot.state import State

PLAIN, CANTER, JUMP = "plain", "canter", "jump"


class Step(NamedTuple):
    start: int
    to: int
    kind: str  # PLAIN, CANTER or JUMP (a castle move is a plain step)
    captured: int  # the square of the captured piece, or -1
    over: int  # the square leapt over (canter or jump), or -1


def move_steps(move: Move) -> list[Step]:
    """The hops of a move in order; jumps are always its last len(captures) hops."""
    path, caps = move
    first_jump = len(path) - 1 - len(caps)
    steps = []
    for i in range(len(path) - 1):
        a, b = path[i], path[i + 1]
        if b - a in DIRS:
            steps.append(Step(a, b, PLAIN, -1, -1))
        else:
            over = (a + b) // 2
            if i >= first_jump:
                steps.append(Step(a, b, JUMP, caps[i - first_jump], over))
            else:
                steps.append(Step(a, b, CANTER, -1, over))
    return steps


def movable_squares(state: State) -> list[int]:
    """Squares of the pieces that have a legal move now."""
    seen: dict[int, None] = {}
    for path in moves_by_path(state):
        seen.setdefault(path[0], None)
    return list(seen)


def next_landings(state: State, partial: tuple[int, ...]) -> tuple[list[int], Move | None]:
    """(next landing squares leading to legal moves, the move `partial` already is or None).

    `partial` is the start square followed by the landing squares chosen so far."""
    partial = tuple(partial)
    n = len(partial)
    nxt: dict[int, None] = {}
    complete = None
    for path, move in moves_by_path(state).items():
        if path[:n] == partial:
            if len(path) == n:
                complete = move
            else:
                nxt.setdefault(path[n], None)
    return list(nxt), complete


def completions(state: State, partial: tuple[int, ...]) -> list[Move]:
    """The distinct legal moves one of whose paths starts with `partial`."""
    partial = tuple(partial)
    n = len(partial)
    found: dict[Move, None] = {}
    for path, move in moves_by_path(state).items():
        if path[:n] == partial:
            found.setdefault(move, None)
    return list(found)


def must_capture_now(state: State) -> bool:
    """True when the side to move is bound to capture (and not instead bound to leave its castle)."""
    if status(state) is not None:
        return False
    paths = moves_by_path(state)
    return bool(paths) and all(move.captures for move in paths.values())
