"""What moves on the Camelot board: piece sprites, the choreography of a move (slides, hops in arcs over
the leapt piece, which dips, captured pieces flying off to the capturer's tray, a trail behind a knight's
charge, a flash and a pennant when a piece enters the enemy castle) and the small particle effects.

Every timed change runs on the scene's tweens (so the animation-speed setting, "skip" clicks and `busy`
work); particles are decoration only and never hold up a turn."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from rules.camelot.steps import CANTER, JUMP, PLAIN, Step
from scenes.engine.tween import Tweener

Point = tuple[float, float]

PLAIN_SECONDS = 0.26
HOP_SECONDS = 0.34
FLY_SECONDS = 0.62
CASTLE_FLASH_SECONDS = 0.9
TRAIL = 14  # positions kept for a leaping piece's tail


@dataclass
class PieceSprite:
    """A piece as drawn: centre on the canvas, height above the board, size and opacity factors."""

    seat: int
    kind: str
    x: float
    y: float
    lift: float = 0.0
    scale: float = 1.0
    alpha: float = 255.0
    dip: float = 0.0  # 0..1, pressed down while a piece canters or jumps over it
    spin: float = 0.0  # degrees (captured pieces tumble)
    trail: list[Point] = field(default_factory=list)  # recent positions (a charge leaves a trail)
    charging: bool = False

    @property
    def pos(self) -> Point:
        return (self.x, self.y)


@dataclass
class Flyer:
    """A captured piece on its way to a tray: along an arc from `start` to `end`, shrinking to `end_scale`."""

    sprite: PieceSprite
    start: Point
    end: Point
    end_scale: float
    t: float = 0.0


@dataclass
class Flash:
    """An expanding ring and glow (a castle entered, the castle taken)."""

    pos: Point
    colour: tuple
    radius: float
    t: float = 0.0


@dataclass
class Finale:
    """The end of the game on the board: a ribbon with the result, and for a castle win rays of light
    behind the castle. `t` runs 0..1 over the whole show, `scale` pops the ribbon in."""

    text: str
    centre: Point
    rays_at: Point | None = None
    t: float = 0.0
    scale: float = 0.0


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0
    colour: tuple = (255, 255, 255)
    size: float = 3.0


def arc_point(a: Point, b: Point, t: float, height: float) -> tuple[float, float, float]:
    """(x, y, lift) at fraction t of a hop from a to b that rises `height` pixels at its middle."""
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, height * math.sin(math.pi * t)


class Particles:
    """Short-lived specks (splinters of a capture, sparks of a castle entry). Updated every frame."""

    def __init__(self, seed: int = 5) -> None:
        self.items: list[Particle] = []
        self.rng = random.Random(seed)

    def burst(self, pos: Point, colour: tuple, count: int, speed: float, life: float = 0.7) -> None:
        for _ in range(count):
            angle = self.rng.uniform(0, math.tau)
            v = self.rng.uniform(0.3, 1.0) * speed
            self.items.append(
                Particle(
                    pos[0],
                    pos[1],
                    math.cos(angle) * v,
                    math.sin(angle) * v - speed * 0.3,
                    self.rng.uniform(0.5, 1.0) * life,
                    colour=colour,
                    size=self.rng.uniform(1.5, 3.5),
                )
            )
        del self.items[:-300]

    def update(self, dt: float) -> None:
        for p in self.items:
            p.age += dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += 260 * dt  # they fall back onto the board
            p.vx *= 1 - 1.5 * dt
        self.items = [p for p in self.items if p.age < p.life]

    def clear(self) -> None:
        self.items.clear()


@dataclass
class MoveChoreography:
    """Tweens one move: `steps` with the screen point of every square, the sprites of the leapt pieces,
    and callbacks for sounds, captures and the end. Built by the scene, run on its Tweener."""

    tweens: Tweener
    sprite: PieceSprite
    steps: list[Step]
    centre: Callable[[int], Point]
    cell: float
    sprites_at: Callable[[int], PieceSprite | None]
    on_capture: Callable[[int, PieceSprite], None]
    on_land: Callable[[Step, bool], None]  # (step, last)
    on_done: Callable[[], None]
    charge: bool = False
    progress: float = 0.0

    def start(self) -> None:
        self.sprite.lift = 0.0
        self.sprite.charging = self.charge
        self.sprite.trail = []
        self._step(0)

    def _step(self, i: int) -> None:
        if i >= len(self.steps):
            self.sprite.lift = 0.0
            self.sprite.scale = 1.0
            self.sprite.charging = False
            self.sprite.trail = []
            self.on_done()
            return
        step = self.steps[i]
        a, b = self.centre(step.start), self.centre(step.to)
        leaping = step.kind in (CANTER, JUMP)
        height = self.cell * (0.62 if leaping else 0.12)
        over = self.sprites_at(step.over) if leaping else None
        state = {"captured": False, "dipped": False}

        def follow(t: float, a=a, b=b, height=height) -> None:
            k = self._eased(t, step.kind)
            x, y, lift = arc_point(a, b, k, height)
            sprite = self.sprite
            sprite.x, sprite.y, sprite.lift = x, y, lift
            sprite.scale = 1.0 + (0.14 if leaping else 0.03) * math.sin(math.pi * k)
            if leaping and (not sprite.trail or _far(sprite.trail[-1], (x, y - lift), 2.0)):
                sprite.trail.append((x, y - lift))
                del sprite.trail[:-TRAIL]
            if over is not None and k >= 0.3 and not state["dipped"]:
                state["dipped"] = True
                over.dip = 1.0
                self.tweens.to(
                    over, 0.32, ease="easeOutElastic", dip=0.0, on_done=lambda o=over: setattr(o, "dip", 0.0)
                )
            if step.kind == JUMP and k >= 0.5 and not state["captured"]:
                state["captured"] = True
                if over is not None:
                    over.dip = 0.0
                self.on_capture(step.captured, over)

        def landed(i=i, step=step) -> None:
            follow(1.0)
            if step.kind == JUMP and not state["captured"]:
                state["captured"] = True
                self.on_capture(step.captured, over)
            self.on_land(step, i == len(self.steps) - 1)
            self._step(i + 1)

        seconds = PLAIN_SECONDS if step.kind == PLAIN else HOP_SECONDS
        self.tweens.to(self, seconds, ease="linear", on_step=follow, on_done=landed, progress=i + 1.0)

    @staticmethod
    def _eased(t: float, kind: str) -> float:
        if kind == PLAIN:
            return t * t * (3 - 2 * t)  # smoothstep: a calm slide
        return 0.5 - 0.5 * math.cos(math.pi * t)  # sine in-out: a hop that hangs at the top


def _far(a: Point, b: Point, limit: float) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > limit


def fly_off(tweens: Tweener, flyer: Flyer, on_done: Callable[[], None]) -> None:
    """A captured piece pops up, tumbles along a high arc to its tray and shrinks into its slot."""
    sprite = flyer.sprite
    sprite.scale = 1.0

    def follow(t: float) -> None:
        k = flyer.t
        x = flyer.start[0] + (flyer.end[0] - flyer.start[0]) * k
        y = flyer.start[1] + (flyer.end[1] - flyer.start[1]) * k
        sprite.x, sprite.y = x, y
        sprite.lift = 90 * math.sin(math.pi * k) + 10 * (1 - k)
        sprite.scale = (1.0 + 0.25 * math.sin(math.pi * min(1.0, k * 2))) * (1 - k) + flyer.end_scale * k
        sprite.spin = 360 * k

    tweens.to(flyer, FLY_SECONDS, ease="easeInOutCubic", on_step=follow, on_done=on_done, t=1.0)


def castle_flash(tweens: Tweener, flash: Flash, on_done: Callable[[], None]) -> None:
    tweens.to(flash, CASTLE_FLASH_SECONDS, ease="easeOutCubic", on_done=on_done, t=1.0)
