"""Effects over the table, each driven by one tween of its own `t` (0 -> 1) on the effects' tweener: a light
running along a path from the new card, the golden run along a finished path, ripples and splashes of a
Billabong, dust when a card lands, rising score numbers, and a flash around a card that lands.

They are Down Under's own, not the shared scenes.effects' sparks, rings and floating words: they keep
world positions (cells) and ask the frame's camera where they are, so they stay glued to the table while
the camera pans, zooms or turns; and they fade through one shared overlay that is cleared and blended only
where they draw now (the whole path's box made that blend cost 1-3 ms a frame).

Each kind is a frozen mark: its parameters and its `t`. `Effects` runs them (`add`, `update`) and freezes
the running ones for the frame's view (`view()`); `draw(marks, camera, surface, overlay, fonts)` paints
them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from scenes.engine.tween import Tweener

from .art import CLEAR, outlined, part_centreline
from .layout import Transforms
from .palette import GOLDEN_RUN, RIPPLE, STAR, lighter

Cell = tuple[int, int]
Point = tuple[float, float]
PathPart = tuple[Cell, tuple[int, ...], str, int]  # cell, world edges, card kind, distance from the start


def _world_line(cell: Cell, edges: tuple[int, ...], kind: str) -> tuple[Point, ...]:
    return tuple((cell[0] + x, cell[1] + y) for x, y in part_centreline(edges, kind, 1.0, 8))


def _around(camera: Transforms, centre: Point, cells: float) -> pygame.Rect:
    x, y = camera.screen_point(*centre)
    r = int(cells * camera.z) + 4
    return pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r)


@dataclass(frozen=True, slots=True)
class PathWave:
    """A bright light running along a path away from the new card ("the path lights up as it grows");
    `golden` runs it as a celebration over a finished path. `lines`: each part's centreline in world
    points with its distance from the start."""

    lines: tuple[tuple[tuple[Point, ...], int], ...]
    reach: int
    colour: tuple
    golden: bool = False
    t: float = 0.0

    @classmethod
    def along(cls, parts: Sequence[PathPart], colour: tuple, golden: bool = False) -> PathWave:
        lines = tuple((_world_line(c, e, k), d) for c, e, k, d in parts)
        reach = max((d for *_, d in parts), default=0) + 3
        return cls(lines, reach, GOLDEN_RUN if golden else lighter(colour, 0.55), golden)

    def _lit(self) -> list[tuple[tuple[Point, ...], float]]:
        """The lines the light reaches now, with their brightness (0..1]."""
        front = self.t * self.reach - 1
        lit = []
        for line, d in self.lines:
            k = 1.0 - abs(front - d) / 2.2
            if k > 0:
                lit.append((line, k))
        return lit

    def bounds(self, camera: Transforms) -> pygame.Rect | None:
        """Only where the light is now (the whole path's box made the overlay blend 1-3 ms a frame)."""
        lit = self._lit()
        if not lit:
            return None
        pts = [camera.screen_point(x, y) for line, _k in lit for x, y in line]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        pad = max(3, int(camera.z * (0.34 if self.golden else 0.26))) + int(camera.z * 0.16) + 4
        return pygame.Rect(
            int(min(xs)), int(min(ys)), int(max(xs) - min(xs)) + 1, int(max(ys) - min(ys)) + 1
        ).inflate(2 * pad, 2 * pad)

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Transforms, fonts) -> None:
        width = max(3, int(camera.z * (0.34 if self.golden else 0.26)))
        for line, k in self._lit():
            alpha = int(210 * k * (1.0 - 0.5 * self.t))
            pts = [camera.screen_point(x, y) for x, y in line]
            pygame.draw.lines(overlay, (*self.colour, alpha), False, pts, width)
            if self.golden and k > 0.7:
                x, y = pts[len(pts) // 2]
                _sparkle(overlay, (x, y), camera.z * 0.16 * k, (*STAR, int(255 * k)))


def _sparkle(surface: pygame.Surface, centre: Point, r: float, colour: tuple) -> None:
    """A four-pointed glint on the golden run (not the hint's star: that one marks a place to play)."""
    x, y = centre
    pts = []
    for i in range(8):
        a = math.pi / 4 * i
        rr = r if i % 2 == 0 else r * 0.35
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


@dataclass(frozen=True, slots=True)
class Ripples:
    """Rings spreading over the table from a Billabong (`centre`, a world point) as it is laid."""

    centre: Point
    rings: int = 3
    t: float = 0.0

    @classmethod
    def at(cls, cell: Cell) -> Ripples:
        return cls((cell[0] + 0.5, cell[1] + 0.5))

    def bounds(self, camera: Transforms) -> pygame.Rect | None:
        ks = [k for k in (self.t * 1.6 - i * 0.25 for i in range(self.rings)) if 0 < k < 1]
        return _around(camera, self.centre, 0.3 + 1.2 * max(ks) + 0.1) if ks else None

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Transforms, fonts) -> None:
        x, y = camera.screen_point(*self.centre)
        for i in range(self.rings):
            k = self.t * 1.6 - i * 0.25
            if not 0 < k < 1:
                continue
            r = camera.z * (0.3 + 1.2 * k)
            alpha = int(200 * (1 - k))
            pygame.draw.circle(overlay, (*RIPPLE, alpha), (x, y), r, max(2, int(camera.z * 0.05)))


@dataclass(frozen=True, slots=True)
class Burst:
    """Drops thrown from a world point: dust when a card lands, water from a Billabong. `drops`: each one's
    velocity (cells a second) and size (of a cell)."""

    centre: Point
    colour: tuple
    drops: tuple[tuple[float, float, float], ...]
    t: float = 0.0

    @classmethod
    def thrown(cls, centre: Point, colour: tuple, count: int, speed: float, seed: int) -> Burst:
        rng = random.Random(seed)
        drops = []
        for _ in range(count):
            a = rng.uniform(0, math.tau)
            v = rng.uniform(0.4, 1.0) * speed
            drops.append((math.cos(a) * v, math.sin(a) * v - speed * 0.3, rng.uniform(0.04, 0.09)))
        return cls(centre, colour, tuple(drops))

    def _points(self, camera: Transforms) -> list[Point]:
        t = self.t
        return [
            camera.screen_point(self.centre[0] + vx * t, self.centre[1] + vy * t + 0.9 * t * t)
            for vx, vy, _ in self.drops
        ]

    def bounds(self, camera: Transforms) -> pygame.Rect | None:
        """Around the drops where they are now (the box of every way they could fly was 3-4 cells wide)."""
        if not self.drops:
            return None
        pts = self._points(camera)
        r = int(max(1.5, camera.z * max(size for *_, size in self.drops) * (1 - 0.5 * self.t))) + 3
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(
            int(min(xs)) - r,
            int(min(ys)) - r,
            int(max(xs) - min(xs)) + 2 * r + 2,
            int(max(ys) - min(ys)) + 2 * r + 2,
        )

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Transforms, fonts) -> None:
        t = self.t
        fade = int(230 * (1 - t))
        for (x, y), (_vx, _vy, size) in zip(self._points(camera), self.drops, strict=True):
            pygame.draw.circle(
                overlay, (*self.colour, fade), (x, y), max(1.5, camera.z * size * (1 - 0.5 * t))
            )


@dataclass(frozen=True, slots=True)
class Floater:
    """A number rising from a cell (points a path gained), in big outlined words (art.outlined); drawn
    straight onto the table, under the overlay's light."""

    pos: Point
    label: str
    colour: tuple
    t: float = 0.0

    @classmethod
    def over(cls, cell: Cell, label: str, colour: tuple) -> Floater:
        return cls((cell[0] + 0.5, cell[1] + 0.2), label, colour)

    def bounds(self, camera: Transforms) -> pygame.Rect | None:
        return None  # (not on the overlay)

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Transforms, fonts) -> None:
        x, y = camera.screen_point(*self.pos)
        y -= self.t * camera.z * 0.8
        image = outlined(fonts, self.label, self.colour).copy()  # (the kept picture stays as it is)
        image.set_alpha(int(255 * min(1.0, (1 - self.t) * 2.5)))
        surface.blit(image, image.get_rect(center=(int(x), int(y))))


@dataclass(frozen=True, slots=True)
class Flash:
    """A glowing rim around a cell that fades (a card landing, a curve turned)."""

    cell: Cell
    colour: tuple
    t: float = 0.0

    def bounds(self, camera: Transforms) -> pygame.Rect | None:
        return camera.cell_rect(self.cell).inflate(camera.z // 3, camera.z // 3)

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Transforms, fonts) -> None:
        grow = int(camera.z * 0.12 * self.t)
        rect = camera.cell_rect(self.cell).inflate(grow, grow)
        alpha = int(220 * (1 - self.t))
        width = max(2, int(camera.z * 0.07))
        pygame.draw.rect(overlay, (*self.colour, alpha), rect, width, border_radius=int(camera.z * 0.1))


Mark = PathWave | Ripples | Burst | Floater | Flash


@dataclass(slots=True)
class Running:
    """An effect on its way: its mark's parameters, and the `t` its tween drives."""

    mark: Mark
    t: float = 0.0
    alive: bool = True

    def end(self) -> None:
        self.alive = False


class Effects:
    """The effects running now and the tweener that drives them (they never block a turn)."""

    def __init__(self, tweens: Tweener) -> None:
        self.tweens = tweens
        self.items: list[Running] = []

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.items = [e for e in self.items if e.alive]

    def add(self, mark: Mark, seconds: float, delay: float = 0.0, ease: str = "linear") -> Running:
        running = Running(mark)
        self.items.append(running)
        self.tweens.to(running, seconds, delay=delay, ease=ease, on_done=running.end, t=1.0)
        return running

    def clear(self) -> None:
        self.items = []

    def view(self) -> tuple[Mark, ...]:
        """The effects a frame shows: those begun and not over, each frozen at its `t`."""
        return tuple(replace(e.mark, t=e.t) for e in self.items if e.alive and e.t > 0)


def draw(
    marks: Sequence[Mark], camera: Transforms, surface: pygame.Surface, overlay: pygame.Surface, fonts
) -> None:
    """The effects over the table, inside the surface's clip: those that fade draw on `overlay` (a scratch
    picture of the surface's size, art.DownUnderArt's), which is cleared and blended only in the boxes
    they draw in now."""
    if not marks:
        return
    if overlay.get_size() != surface.get_size():  # (a surface other than the canvas: a scratch of its own)
        overlay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    boxes = [b for b in (m.bounds(camera) for m in marks) if b is not None]
    dirty = boxes[0].unionall(boxes[1:]).clip(surface.get_clip()) if boxes else None
    if dirty:  # only the part of the overlay the effects touch is cleared and blended
        overlay.set_clip(dirty)
        overlay.fill(CLEAR, dirty)
    for mark in marks:
        mark.draw(surface, overlay, camera, fonts)
    if dirty:
        surface.blit(overlay, dirty.topleft, dirty)
