"""Where things are on screen: the board's placement, the side it is seen from (with the half turn in
between as an animatable value), and the tower sprites whose fields the tweens animate.

Positions of sprites are kept in board units (file, row as floats, seen from White), so a glide, a push and
a turn of the board combine without knowing of each other.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame


class BoardView:
    """The board's rectangle on the canvas and the viewing side (`turn` 0: from White, 1: from Black)."""

    def __init__(self, origin: tuple[int, int], square: int, frame: int) -> None:
        self.origin = origin
        self.square = square
        self.frame = frame
        self.turn = 0.0  # 0 .. 1: the half turn in progress

    @property
    def side(self) -> int:
        return 8 * self.square + 2 * self.frame

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (self.side, self.side))

    @property
    def tiles(self) -> pygame.Rect:
        return pygame.Rect(
            self.origin[0] + self.frame, self.origin[1] + self.frame, 8 * self.square, 8 * self.square
        )

    @property
    def centre(self) -> tuple[float, float]:
        return self.origin[0] + self.side / 2, self.origin[1] + self.side / 2

    @property
    def black_view(self) -> bool:
        return self.turn >= 0.5

    @property
    def turning(self) -> bool:
        return 0.0 < self.turn < 1.0

    @property
    def zoom(self) -> float:
        """While the board turns it shrinks so that its corners stay inside its own square."""
        if not self.turning:
            return 1.0
        a = math.pi * self.turn
        return 1.0 / (abs(math.cos(a)) + abs(math.sin(a)))

    def point(self, file: float, row: float) -> tuple[float, float]:
        """Screen point of the centre of a (fractional) square."""
        s = self.square
        x = self.origin[0] + self.frame + (file + 0.5) * s
        y = self.origin[1] + self.frame + (7.5 - row) * s
        if self.turn == 0.0:
            return x, y
        cx, cy = self.centre
        a = math.pi * self.turn
        z = self.zoom
        dx, dy = (x - cx) * z, (y - cy) * z
        return cx + math.cos(a) * dx - math.sin(a) * dy, cy + math.sin(a) * dx + math.cos(a) * dy

    def square_point(self, sq: int) -> tuple[float, float]:
        return self.point(sq % 8, sq // 8)

    def square_rect(self, sq: int) -> pygame.Rect:
        x, y = self.square_point(sq)
        s = self.square
        return pygame.Rect(round(x - s / 2), round(y - s / 2), s, s)

    def board_units(self, pos: tuple[float, float]) -> tuple[float, float]:
        """(file, row) under a screen point, as floats (only while the board is not turning)."""
        s = self.square
        x = (pos[0] - self.origin[0] - self.frame) / s - 0.5
        y = 7.5 - (pos[1] - self.origin[1] - self.frame) / s
        if self.black_view:
            x, y = 7 - x, 7 - y
        return x, y

    def square_at(self, pos: tuple[float, float]) -> int:
        """The square under a screen point, -1 outside the tiles."""
        if self.turning or not self.tiles.collidepoint(pos):
            return -1
        file, row = self.board_units(pos)
        f, r = round(file), round(row)
        if 0 <= f < 8 and 0 <= r < 8:
            return r * 8 + f
        return -1


@dataclass
class TowerSprite:
    """What is drawn for one tower; tweens animate these fields."""

    tower: int
    pos: tuple[float, float]  # (file, row) seen from White
    rank: int  # the rank drawn (changes when the promotion animation lands)
    lift: float = 0.0  # pixels above the board (a tower in flight)
    scale: float = 1.0
    alpha: float = 255.0
    wiggle: float = 0.0  # sideways shake in pixels (a blocked tower)
    flash: float = 0.0  # 0..1 white flash (promotion) or red flash (caused a deadlock)
    flash_red: bool = False

    @property
    def seat(self) -> int:
        return self.tower >> 3

    @property
    def colour(self) -> int:
        return self.tower & 7


def square_pos(sq: int) -> tuple[float, float]:
    return float(sq % 8), float(sq // 8)
