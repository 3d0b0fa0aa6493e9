"""Composing Camelot positions and reading moves as text, for the rule tests."""

from __future__ import annotations

from rules.camelot import GAME
from rules.camelot.board import BY_NAME
from rules.camelot.movegen import path_text
from rules.camelot.play import raw_paths
from rules.camelot.state import State


def position(
    wm: str = "",
    wk: str = "",
    bm: str = "",
    bk: str = "",
    turn: str = "white",
    castle: str = "white 0, black 0",
    leave: str = "none",
) -> State:
    """A state from the position text: white men, white knights, black men, black knights."""
    return GAME.from_text(
        f"turn: {turn}\nwhite knights: {wk}\nwhite men: {wm}\nblack knights: {bk}\nblack men: {bm}\n"
        f"castle moves: {castle}\nmust leave castle: {leave}\n"
    )


def moves(state: State, start: str | None = None) -> set[str]:
    """Notation of the distinct legal moves (of the piece on `start`)."""
    found = {GAME.notation(state, m) for m in GAME.legal_moves(state)}
    return {m for m in found if start is None or m.split("-")[0].split("x")[0] == start}


def paths(state: State, start: str | None = None) -> set[str]:
    """Notation of every legal path (of the piece on `start`), before merging equal results."""
    found = {path_text(p, len(c)) for p, c in raw_paths(state)} if not GAME.is_over(state) else set()
    return {m for m in found if start is None or m.split("-")[0].split("x")[0] == start}


def play(state: State, *texts: str) -> State:
    for text in texts:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def sq(name: str) -> int:
    return BY_NAME[name]
