"""Where things are on screen: the board's placement, the side it is seen from (with the half turn in
between as an animatable value), squares to screen points and back.

Positions of sprites (anim.TowerSprite) are kept in board units (file, row as floats, seen from White), so a
glide, a push and a turn of the board combine without knowing of each other.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import pygame

SQUARE = 76  # pixels of a square: the pictures of board and towers are drawn for it
FRAME = 28  # the lacquer frame around the squares


@dataclass(frozen=True, slots=True)
class Layout:
    """The board's rectangle on the canvas and the viewing side (`turn` 0: from White, 1: from Black),
    a value: the scene replaces it (fitted, turned), the view holds it (shaken). A place is a square index
    0..63 (a1 = 0, h8 = 63)."""

    origin: tuple[int, int] = (0, 0)
    square: int = SQUARE
    frame: int = FRAME
    turn: float = 0.0  # 0 .. 1: the half turn in progress

    def fit(self, area: pygame.Rect) -> Layout:
        """The board keeps its size: at the left of the area, centred from top to bottom, with as much room
        on its left as above it (the info column takes the room on its right)."""
        gap = (area.h - self.side) // 2
        return replace(self, origin=(area.x + gap, area.y + gap))

    def turned(self, turn: float) -> Layout:
        return replace(self, turn=turn)

    def shifted(self, dx: int, dy: int) -> Layout:
        """The board moved by the shake."""
        if (dx, dy) == (0, 0):
            return self
        return replace(self, origin=(self.origin[0] + dx, self.origin[1] + dy))

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

    def to_screen(self, sq: int) -> tuple[float, float]:
        """Screen point of a square's centre."""
        return self.point(sq % 8, sq // 8)

    def square_rect(self, sq: int) -> pygame.Rect:
        x, y = self.to_screen(sq)
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

    def place_at(self, pos: tuple[float, float]) -> int | None:
        """The square under a screen point, None outside the tiles (and while the board turns)."""
        if self.turning or not self.tiles.collidepoint(pos):
            return None
        file, row = self.board_units(pos)
        f, r = round(file), round(row)
        if 0 <= f < 8 and 0 <= r < 8:
            return r * 8 + f
        return None


def square_pos(sq: int) -> tuple[float, float]:
    """A square in board units: (file, row) seen from White, where sprites keep their position."""
    return float(sq % 8), float(sq // 8)
