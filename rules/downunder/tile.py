"""A laid card's part on one cell: its kind, owner, rotation, animal and (for a Billabong) its links.

Its own module so that the board's tables (board.py, area.py) and the state (state.py) can all name it
without importing each other: the state knows its board's tables only as a type."""

from __future__ import annotations

from dataclasses import dataclass

from rules.downunder.geometry import Cell


@dataclass(frozen=True)
class Tile:
    cell: Cell
    kind: str  # straight, curve, end, billabong
    owner: int  # seat whose colour part it carries; -1 for a billabong; `players` up for preset cards
    rot: int
    animal: str = ""  # on the neutral part of straights and curves
    links: tuple[tuple[int, ...], ...] = ()  # billabong only: the edges each neutral link joins
