"""A ring that spreads from a new mark and fades: decoration on its own clock, never waited for."""

from __future__ import annotations

import pygame

from scenes.games.tictactoe import palette

RING_SECONDS = 0.4


class Effects:
    def __init__(self) -> None:
        self.rings: list[list] = []  # [centre, age]

    def ring(self, centre: tuple[int, int]) -> None:
        self.rings.append([centre, 0.0])

    def update(self, dt: float) -> None:
        for ring in self.rings:
            ring[1] += dt
        self.rings = [r for r in self.rings if r[1] < RING_SECONDS]

    def draw(self, surface: pygame.Surface) -> None:
        for centre, age in self.rings:
            pygame.draw.circle(surface, palette.RING, centre, int(40 + 120 * age), 2)
