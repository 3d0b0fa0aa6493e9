"""Effects over the table, each driven by one tween of its own `t` (0 -> 1) on the scene's effect tweener:
a light running along a path from the new card, the golden run along a finished path, ripples and splashes
of a Billabong, dust when a card lands, rising score numbers, and the fence being strung.

Effects keep world positions and ask the camera every frame, so they stay glued to the table while the
camera pans, zooms or turns.
"""

from __future__ import annotations

import math
import random

import pygame

from scenes.engine import theme
from scenes.engine.tween import Tweener

from .art import part_centreline
from .layout import Layout
from .palette import GOLDEN_RUN, RIPPLE, STAR, lighter

Cell = tuple[int, int]
PathPart = tuple[Cell, tuple[int, ...], str, int]  # cell, world edges, card kind, distance from the start


def _world_line(cell: Cell, edges: tuple[int, ...], kind: str) -> list[tuple[float, float]]:
    return [(cell[0] + x, cell[1] + y) for x, y in part_centreline(edges, kind, 1.0, 8)]


class Effect:
    def __init__(self) -> None:
        self.t = 0.0
        self.alive = True

    def end(self) -> None:
        self.alive = False

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        raise NotImplementedError

    def bounds(self, camera: Layout) -> pygame.Rect | None:
        """Where it draws on the shared overlay (None: it draws straight onto the screen)."""
        return None

    def covers(self, camera: Layout) -> pygame.Rect | None:
        """Where on the screen it draws now (None: nowhere)."""
        return self.bounds(camera)


def _around(camera: Layout, centre: tuple[float, float], cells: float) -> pygame.Rect:
    x, y = camera.screen_point(*centre)
    r = int(cells * camera.z) + 4
    return pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r)


class PathWave(Effect):
    """A bright light running along a path away from the new card ("the path lights up as it grows");
    `golden` runs it as a celebration over a finished path."""

    def __init__(self, parts: list[PathPart], colour: tuple, golden: bool = False) -> None:
        super().__init__()
        self.lines = [(_world_line(c, e, k), d) for c, e, k, d in parts]
        self.cells = sorted({c for c, *_ in parts})
        self.reach = max((d for *_, d in parts), default=0) + 3
        self.colour = GOLDEN_RUN if golden else lighter(colour, 0.55)
        self.golden = golden

    def _lit(self) -> list[tuple[list[tuple[float, float]], float]]:
        """The lines the light reaches now, with their brightness (0..1]."""
        front = self.t * self.reach - 1
        lit = []
        for line, d in self.lines:
            k = 1.0 - abs(front - d) / 2.2
            if k > 0:
                lit.append((line, k))
        return lit

    def bounds(self, camera: Layout) -> pygame.Rect | None:
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

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        width = max(3, int(camera.z * (0.34 if self.golden else 0.26)))
        for line, k in self._lit():
            alpha = int(210 * k * (1.0 - 0.5 * self.t))
            pts = [camera.screen_point(x, y) for x, y in line]
            pygame.draw.lines(overlay, (*self.colour, alpha), False, pts, width)
            if self.golden and k > 0.7:
                x, y = pts[len(pts) // 2]
                _star(overlay, (x, y), camera.z * 0.16 * k, (*STAR, int(255 * k)))


def _star(surface: pygame.Surface, centre: tuple[float, float], r: float, colour: tuple) -> None:
    x, y = centre
    pts = []
    for i in range(8):
        a = math.pi / 4 * i
        rr = r if i % 2 == 0 else r * 0.35
        pts.append((x + rr * math.cos(a), y + rr * math.sin(a)))
    pygame.draw.polygon(surface, colour, pts)


class Ripples(Effect):
    """Rings spreading from a Billabong as it is laid."""

    def __init__(self, cell: Cell, rings: int = 3) -> None:
        super().__init__()
        self.centre = (cell[0] + 0.5, cell[1] + 0.5)
        self.rings = rings

    def bounds(self, camera: Layout) -> pygame.Rect | None:
        ks = [k for k in (self.t * 1.6 - i * 0.25 for i in range(self.rings)) if 0 < k < 1]
        return _around(camera, self.centre, 0.3 + 1.2 * max(ks) + 0.1) if ks else None

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        x, y = camera.screen_point(*self.centre)
        for i in range(self.rings):
            k = self.t * 1.6 - i * 0.25
            if not 0 < k < 1:
                continue
            r = camera.z * (0.3 + 1.2 * k)
            alpha = int(200 * (1 - k))
            pygame.draw.circle(overlay, (*RIPPLE, alpha), (x, y), r, max(2, int(camera.z * 0.05)))


class Burst(Effect):
    """Particles thrown from a point: dust when a card lands, water drops from a Billabong."""

    def __init__(
        self, centre: tuple[float, float], colour: tuple, count: int, speed: float, seed: int
    ) -> None:
        super().__init__()
        rng = random.Random(seed)
        self.centre = centre
        self.colour = colour
        self.parts = []
        for _ in range(count):
            a = rng.uniform(0, math.tau)
            v = rng.uniform(0.4, 1.0) * speed
            self.parts.append((math.cos(a) * v, math.sin(a) * v - speed * 0.3, rng.uniform(0.04, 0.09)))

    def bounds(self, camera: Layout) -> pygame.Rect | None:
        """Around the drops where they are now (the box of every way they could fly was 3-4 cells wide)."""
        t = self.t
        if not self.parts:
            return None
        pts = [
            camera.screen_point(self.centre[0] + vx * t, self.centre[1] + vy * t + 0.9 * t * t)
            for vx, vy, _ in self.parts
        ]
        r = int(max(1.5, camera.z * max(size for *_, size in self.parts) * (1 - 0.5 * t))) + 3
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(
            int(min(xs)) - r,
            int(min(ys)) - r,
            int(max(xs) - min(xs)) + 2 * r + 2,
            int(max(ys) - min(ys)) + 2 * r + 2,
        )

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        t = self.t
        fade = int(230 * (1 - t))
        for vx, vy, size in self.parts:
            wx = self.centre[0] + vx * t
            wy = self.centre[1] + vy * t + 0.9 * t * t
            x, y = camera.screen_point(wx, wy)
            pygame.draw.circle(
                overlay, (*self.colour, fade), (x, y), max(1.5, camera.z * size * (1 - 0.5 * t))
            )


class Floater(Effect):
    """A number rising from a cell (points a path gained)."""

    def __init__(self, cell: Cell, image: pygame.Surface) -> None:
        super().__init__()
        self.pos = (cell[0] + 0.5, cell[1] + 0.2)
        self.image = image

    def _centre(self, camera: Layout) -> tuple[int, int]:
        x, y = camera.screen_point(*self.pos)
        y -= self.t * camera.z * 0.8
        return int(x), int(y)

    def covers(self, camera: Layout) -> pygame.Rect | None:
        return self.image.get_rect(center=self._centre(camera))

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        image = self.image
        alpha = int(255 * min(1.0, (1 - self.t) * 2.5))
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=self._centre(camera)))


class Flash(Effect):
    """A glowing rim around a cell that fades (a card landing, a curve turned)."""

    def __init__(self, cell: Cell, colour: tuple) -> None:
        super().__init__()
        self.cell = cell
        self.colour = colour

    def bounds(self, camera: Layout) -> pygame.Rect | None:
        return camera.cell_rect(self.cell).inflate(camera.z // 3, camera.z // 3)

    def draw(self, surface: pygame.Surface, overlay: pygame.Surface, camera: Layout) -> None:
        rect = camera.cell_rect(self.cell).inflate(
            int(camera.z * 0.12 * self.t), int(camera.z * 0.12 * self.t)
        )
        alpha = int(220 * (1 - self.t))
        pygame.draw.rect(
            overlay,
            (*self.colour, alpha),
            rect,
            max(2, int(camera.z * 0.07)),
            border_radius=int(camera.z * 0.1),
        )


class Effects:
    """The effects running now and the tweener that drives them (they never block a turn), drawn over the
    table seen through `view`, inside `clip`."""

    def __init__(self, tweens: Tweener, view: Layout, clip: pygame.Rect) -> None:
        self.tweens = tweens
        self.view = view
        self.clip = pygame.Rect(clip)
        self.items: list[Effect] = []
        # made with the scene, not in the frame of the first effect (a new picture of the window's size,
        # its memory touched for the first time, took that frame 2-4 ms)
        self._overlay: pygame.Surface | None = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        self._overlay.fill((0, 0, 0, 0))

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.items = [e for e in self.items if e.alive]

    def add(self, effect: Effect, seconds: float, delay: float = 0.0, ease: str = "linear") -> Effect:
        self.items.append(effect)
        self.tweens.to(effect, seconds, delay=delay, ease=ease, on_done=effect.end, t=1.0)
        return effect

    def clear(self) -> None:
        self.items = []

    def covers(self) -> list[pygame.Rect]:
        """Where the running effects draw on the screen now."""
        rects = (e.covers(self.view) for e in self.items if e.alive and e.t > 0)
        return [r.clip(self.clip) for r in rects if r is not None]

    def draw(self, surface: pygame.Surface) -> None:
        camera, clip = self.view, self.clip
        running = [e for e in self.items if e.alive and e.t > 0]
        if not running:
            return
        if self._overlay is None or self._overlay.get_size() != surface.get_size():
            self._overlay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        boxes = [b for b in (e.bounds(camera) for e in running) if b is not None]
        dirty = boxes[0].unionall(boxes[1:]).clip(clip) if boxes else None
        old = surface.get_clip()
        surface.set_clip(clip)
        overlay = self._overlay
        if dirty:  # only the part of the overlay the effects touch is cleared and blended
            overlay.set_clip(dirty)
            overlay.fill((0, 0, 0, 0), dirty)
        for effect in running:
            effect.draw(surface, overlay, camera)
        if dirty:
            surface.blit(overlay, dirty.topleft, dirty)
        surface.set_clip(old)
