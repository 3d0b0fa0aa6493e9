"""Tic-tac-toe in words: a move as the history shows it ("X b2")."""

from __future__ import annotations

COLUMNS = "abc"


def describe(app, before, move: int) -> str:
    return f"{'XO'[before.turn]} {COLUMNS[move % 3]}{move // 3 + 1}"


def seat_status(state) -> list[str]:
    return ["X", "O"]


def result_lines(state) -> list[str]:
    return []
