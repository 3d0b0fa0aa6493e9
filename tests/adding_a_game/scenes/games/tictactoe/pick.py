"""What a click picks: the legal move that puts a mark in the clicked cell, if there is one."""

from __future__ import annotations


def move_for(legal_moves: list[int], cell: int | None) -> int | None:
    return cell if cell is not None and cell in legal_moves else None
