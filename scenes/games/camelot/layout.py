"""Where the Camelot board sits on the canvas: cell size, the cross-shaped grid, turning the board round,
and the mapping between squares (the rules' ints) and screen points in both directions."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.camelot import N_FILES, N_RANKS, SQUARES, file_rank, square_at

SQUARE_SET = frozenset(SQUARES)


def cell_xy(grid_at: tuple[int, int], cell: int, flipped: bool, sq: int) -> tuple[int, int]:
    """Top-left pixel of a square's cell, for a grid whose top-left corner is at `grid_at`."""
    file, rank = file_rank(sq)
    if flipped:
        return grid_at[0] + (N_FILES - 1 - file) * cell, grid_at[1] + rank * cell
    return grid_at[0] + file * cell, grid_at[1] + (N_RANKS - 1 - rank) * cell


@dataclass(frozen=True, slots=True)
class Geometry:
    """Where the board is on the canvas now, as a value (the view's part of a `Layout`): cell size, the
    wooden margin, the grid's and the frame's rectangles as (x, y, w, h), the board turned or not."""

    cell: int
    margin: int
    grid: tuple[int, int, int, int]
    frame: tuple[int, int, int, int]
    flipped: bool

    def cell_rect(self, sq: int) -> pygame.Rect:
        x, y = cell_xy(self.grid[:2], self.cell, self.flipped, sq)
        return pygame.Rect(x, y, self.cell, self.cell)

    def to_screen(self, sq: int) -> tuple[float, float]:
        """The centre of a square's cell on the canvas."""
        x, y = cell_xy(self.grid[:2], self.cell, self.flipped, sq)
        half = self.cell / 2
        return x + half, y + half


class Layout:
    """The 12 x 16 grid fitted into an area: `grid` is the rectangle of all 192 cells (32 of them missing),
    `frame` the grid with the wooden margin. `flipped` turns the board by 180 degrees (Black at the
    bottom)."""

    def __init__(self, margin: int = 24, max_cell: int = 44) -> None:
        self.margin = margin
        self.max_cell = max_cell
        self.cell = 8
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.flipped = False

    def fit(self, area: pygame.Rect) -> None:
        """The biggest cell (up to max_cell) for which the framed board fits `area`, at its right edge."""
        area = pygame.Rect(area)
        margin = self.margin
        self.cell = max(
            8, min(self.max_cell, (area.w - 2 * margin) // N_FILES, (area.h - 2 * margin) // N_RANKS)
        )
        c = self.cell
        self.grid = pygame.Rect(0, 0, N_FILES * c, N_RANKS * c)
        self.frame = self.grid.inflate(2 * margin, 2 * margin)
        self.frame.midright = area.midright
        self.grid.center = self.frame.center

    def geometry(self) -> Geometry:
        return Geometry(self.cell, self.margin, tuple(self.grid), tuple(self.frame), self.flipped)

    def cell_xy(self, sq: int) -> tuple[int, int]:
        """Top-left pixel of a square's cell."""
        return cell_xy(self.grid.topleft, self.cell, self.flipped, sq)

    def cell_rect(self, sq: int) -> pygame.Rect:
        x, y = self.cell_xy(sq)
        return pygame.Rect(x, y, self.cell, self.cell)

    def to_screen(self, sq: int) -> tuple[float, float]:
        """The centre of a square's cell on the canvas."""
        x, y = self.cell_xy(sq)
        half = self.cell / 2
        return x + half, y + half

    def place_at(self, pos: tuple[float, float]) -> int | None:
        """The existing square under a canvas point, or None."""
        col = int((pos[0] - self.grid.x) // self.cell)
        row = int((pos[1] - self.grid.y) // self.cell)
        if not (0 <= col < N_FILES and 0 <= row < N_RANKS) or pos[0] < self.grid.x or pos[1] < self.grid.y:
            return None
        file, rank = (N_FILES - 1 - col, row) if self.flipped else (col, N_RANKS - 1 - row)
        sq = square_at(file, rank)
        return sq if sq in SQUARE_SET else None

    def step(self, sq: int, dx: int, dy: int) -> int:
        """The nearest existing square from sq in screen direction (dx, dy), or sq itself (keyboard cursor)."""
        file, rank = file_rank(sq)
        df, dr = (-dx, dy) if self.flipped else (dx, -dy)
        for k in range(1, max(N_FILES, N_RANKS)):
            f, r = file + df * k, rank + dr * k
            if not (0 <= f < N_FILES and 0 <= r < N_RANKS):
                break
            candidate = square_at(f, r)
            if candidate in SQUARE_SET:
                return candidate
        return sq
