"""Sparks and specks thrown from a point: splinters of a capture, dust of a landing, the sparks of a
promotion. They fly, fall under their gravity, slow down by their drag, shrink and vanish."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

Colour = tuple[int, int, int]


@dataclass(slots=True)
class _Flying:
    x: float
    y: float
    vx: float
    vy: float
    colour: Colour
    size: float
    life: float
    gravity: float
    drag: float
    shrink: float
    age: float = 0.0


@dataclass(frozen=True, slots=True)
class Speck:
    """A spark as a frame shows it: where, its colour and its radius."""

    x: int
    y: int
    colour: Colour
    radius: int


class Sparks:
    """The sparks in flight. `limit` caps them (a burst on a burst never slows a frame down)."""

    def __init__(self, seed: int = 5, limit: int = 300) -> None:
        self.rng = random.Random(seed)
        self.limit = limit
        self.items: list[_Flying] = []

    def burst(
        self,
        centre: tuple[float, float],
        colours: Sequence[Colour],
        count: int,
        speed: float,
        life: float = 0.7,
        gravity: float = 260.0,
        size: float = 3.0,
        lift: float = 0.3,
        drag: float = 0.0,
        shrink: float = 0.5,
    ) -> None:
        """`count` sparks from `centre` in every direction at up to `speed` px/s (thrown a little upwards by
        `lift` of it), living about `life` seconds; they take `colours` in turn and lose `shrink` of their
        size as they age."""
        rng = self.rng
        for i in range(count):
            angle = rng.uniform(0, math.tau)
            v = rng.uniform(0.3, 1.0) * speed
            self.items.append(
                _Flying(
                    centre[0],
                    centre[1],
                    math.cos(angle) * v,
                    math.sin(angle) * v - speed * lift,
                    tuple(colours[i % len(colours)]),  # type: ignore[arg-type]
                    rng.uniform(0.6, 1.4) * size,
                    rng.uniform(0.6, 1.1) * life,
                    gravity,
                    drag,
                    shrink,
                )
            )
        del self.items[: -self.limit]

    def update(self, dt: float) -> None:
        for s in self.items:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vy += s.gravity * dt
            if s.drag:
                slow = max(0.0, 1.0 - s.drag * dt)
                s.vx *= slow
                s.vy *= slow
        self.items = [s for s in self.items if s.age < s.life]

    def clear(self) -> None:
        self.items.clear()

    def view(self) -> tuple[Speck, ...]:
        return tuple(
            Speck(int(s.x), int(s.y), s.colour, max(1, int(s.size * (1.0 - s.shrink * s.age / s.life))))
            for s in self.items
        )


def draw_sparks(surface: pygame.Surface, specks: Sequence[Speck]) -> None:
    for s in specks:
        pygame.draw.circle(surface, s.colour, (s.x, s.y), s.radius)
