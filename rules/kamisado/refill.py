"""Refilling the home rows between rounds (rules B1-B4, the rulebook's worked example 7(b)-(g)).

Each player collects his towers row by row, starting with his own home row and moving away from it; within
a row from his own left to right (fill from the left) or right to left (fill from the right), and sets them
in that order on his home row from the brown square (left) or the orange square (right). Left and right
are seen from the player's own seat: White's left is file a, Black's is file h.
"""

from __future__ import annotations

from rules.kamisado.board import BLACK, HOME_ROW, WHITE
from rules.kamisado.state import FILL_LEFT, FILL_RIGHT, KamisadoState


def _files_left_to_right(seat: int) -> tuple[int, ...]:
    return tuple(range(8)) if seat == WHITE else tuple(range(7, -1, -1))


def _rows_from_home(seat: int) -> tuple[int, ...]:
    return tuple(range(8)) if seat == WHITE else tuple(range(7, -1, -1))


def fill_order(towers: tuple[int, ...], seat: int, side: str) -> list[int]:
    """The seat's towers in the order they are set down (the numbers on the towers in figures 7(b)-(f))."""
    files = _files_left_to_right(seat)
    if side == FILL_RIGHT:
        files = files[::-1]
    elif side != FILL_LEFT:
        raise ValueError(f"unknown fill side {side!r}")
    at = {sq: t for t, sq in enumerate(towers) if sq >= 0 and t >> 3 == seat}
    order = []
    for row in _rows_from_home(seat):
        for file in files:
            t = at.get(row * 8 + file)
            if t is not None:
                order.append(t)
    return order


def home_squares(seat: int, side: str) -> tuple[int, ...]:
    """The seat's home-row squares in the order they are filled: from brown (left) or orange (right)."""
    row = HOME_ROW[seat]
    files = _files_left_to_right(seat)
    if side == FILL_RIGHT:
        files = files[::-1]
    return tuple(row * 8 + f for f in files)


def refill(towers: tuple[int, ...], side: str) -> tuple[int, ...]:
    """The tower squares (by tower id) of the next round's set-up when both players fill from `side`.

    The winner fills first in the rulebook so that his tower on the loser's home row is gone before the
    loser fills; the result is the same as filling both at once, which is what this does."""
    out = list(towers)
    for seat in (BLACK, WHITE):
        for t, sq in zip(fill_order(towers, seat, side), home_squares(seat, side), strict=False):
            out[t] = sq
    return tuple(out)


def fill_preview(state: KamisadoState) -> dict[str, tuple[int, ...]]:
    """Both possible set-ups of the next round, {"fill-left": towers, "fill-right": towers} (tower squares by
    tower id), for showing the round winner his choice."""
    return {side: refill(state.towers, side) for side in (FILL_LEFT, FILL_RIGHT)}
