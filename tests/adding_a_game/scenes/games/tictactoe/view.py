"""The screen as data: everything a frame of tic-tac-toe shows, frozen and compared by value. The scene
builds it every frame from the rules' state and its interface state; draw and panel paint it."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.games.tictactoe.anim import Mark


@dataclass(frozen=True, slots=True)
class MarkLook:
    cell: int
    seat: int
    scale: float  # 0..1 while the mark grows into its cell


@dataclass(frozen=True, slots=True)
class TicTacToeView:
    grid: tuple[int, int, int, int]  # the grid's rect on the canvas
    marks: tuple[MarkLook, ...]
    hint: int | None  # the cell of a hinted move
    line: str  # who plays next, under the grid ("" once the game is over)


def build(
    grid: tuple[int, int, int, int],
    marks: dict[int, Mark],
    hint: int | None,
    to_move: int | None,
    names: list[str],
) -> TicTacToeView:
    looks = tuple(MarkLook(cell, mark.seat, mark.scale) for cell, mark in sorted(marks.items()))
    line = f"{names[to_move]}: {'XO'[to_move]}" if to_move is not None else ""
    return TicTacToeView(grid, looks, hint, line)
