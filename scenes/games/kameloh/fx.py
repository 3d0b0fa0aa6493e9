"""Things that move over the Ka-Mel-Oh! table for a moment: flying cards, numbers that pop up, sand,
sparkles, shock rings, the turn ribbon and the glow around a card (`halo`).

Flying cards are moved by the stage's tweens (anim.Stage); the ribbon, particles and numbers age by
themselves in `Ribbon.update` and `Effects.update` (scaled by the animation speed) and are pure decoration: nothing waits
for them.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import pygame

from rules.kameloh import UNKNOWN
from scenes.engine.i18n import Words, worded

from . import palette
from .art import halo_picture
from .cards import BIG, MID, CardArt


@dataclass
class Flyer:
    """A card in flight, moved by the tweens. `flip` 0..1 turns it from `face_a` to `face_b` (UNKNOWN = the
    back)."""

    face_a: int
    face_b: int
    x: float  # centre
    y: float
    w: float = MID[0]
    flip: float = 0.0
    alpha: float = 255.0
    lift: float = 0.0  # 0..1: how high above the table (shadow offset)
    angle: float = 0.0
    glow: float = 0.0
    glow_colour: tuple = palette.FLYER_GLOW

    def shot(self) -> Flight:
        """Where it is and how it looks now, frozen (for the frame's view)."""
        return Flight(
            self.face_a,
            self.face_b,
            self.x,
            self.y,
            self.w,
            self.flip,
            self.alpha,
            self.lift,
            self.angle,
            self.glow,
            tuple(self.glow_colour),
        )


@dataclass(frozen=True, slots=True)
class Flight:
    """A flying card as a frame shows it (Flyer.shot)."""

    face_a: int
    face_b: int
    x: float
    y: float
    w: float
    flip: float
    alpha: float
    lift: float
    angle: float
    glow: float
    glow_colour: tuple


def draw_flight(surf: pygame.Surface, f: Flight, art: CardArt) -> None:
    side = f.face_a if f.flip < 0.5 else f.face_b
    big = f.w > MID[0] * 1.35
    size = BIG if big else MID
    img = art.back(size) if side == UNKNOWN else art.face(side, size)
    squash = abs(math.cos(math.pi * f.flip))
    h = max(2, int(f.w * MID[1] / MID[0]))
    w = max(1, int(f.w * squash))
    if (w, h) != img.get_size():
        img = pygame.transform.smoothscale(img, (w, h))
    elif f.alpha < 255 or f.angle:
        img = img.copy()
    if f.angle:
        img = pygame.transform.rotate(img, f.angle)
    if f.alpha < 255:
        img.set_alpha(max(0, int(f.alpha)))
    centre = (int(f.x), int(f.y))
    if f.lift > 0.01 and f.alpha > 60:
        shadow = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.9))
        shadow.center = (centre[0] + int(14 * f.lift), centre[1] + int(20 * f.lift))
        layer = pygame.Surface(shadow.size, pygame.SRCALPHA)
        pygame.draw.rect(
            layer, (0, 0, 0, int(70 * min(1.0, f.alpha / 255))), layer.get_rect(), border_radius=8
        )
        surf.blit(layer, shadow)
    if f.glow > 0.02:
        halo(
            surf, pygame.Rect(0, 0, w, h).move(centre[0] - w // 2, centre[1] - h // 2), f.glow_colour, f.glow
        )
    surf.blit(img, img.get_rect(center=centre))


def halo(surf: pygame.Surface, rect: pygame.Rect, colour: tuple, strength: float) -> None:
    """A soft glow around a card rectangle."""
    layer = halo_picture(rect.w, rect.h, tuple(colour))
    layer.set_alpha(int(255 * max(0.0, min(1.0, strength))))
    surf.blit(layer, (rect.x - 14, rect.y - 14))


@dataclass
class Floater:
    """A number or word that pops up and rises (damage, heal, dates, points)."""

    text: Words
    x: float
    y: float
    colour: tuple
    size: int = 30
    life: float = 1.3
    rise: float = 46.0
    age: float = 0.0
    delay: float = 0.0


@dataclass
class Grain:
    x: float
    y: float
    vx: float
    vy: float
    r: float
    colour: tuple
    life: float
    gravity: float = 0.0
    age: float = 0.0
    target: tuple[float, float] | None = None  # drawn towards this point (sand going to the desert)


@dataclass
class Chunk:
    """A piece of a crumbling card."""

    image: pygame.Surface
    x: float
    y: float
    vx: float
    vy: float
    delay: float
    spin: float
    life: float = 0.9
    age: float = 0.0


@dataclass
class Ring:
    x: float
    y: float
    colour: tuple
    radius: float = 10.0
    grow: float = 180.0
    life: float = 0.5
    width: int = 4
    age: float = 0.0


@dataclass
class Sparkle:
    x: float
    y: float
    vx: float
    vy: float
    colour: tuple
    size: float
    life: float
    age: float = 0.0
    spin: float = 0.0


@dataclass
class Orbit:
    """A spark circling inwards (the vortex of a gathering or mutation)."""

    cx: float
    cy: float
    radius: float
    angle: float
    speed: float
    colour: tuple
    life: float
    age: float = 0.0


@dataclass
class Ribbon:
    """The turn banner across the middle line: slides in, stays a moment, slides out. It ages by itself
    (not a tween), so it never holds up play."""

    text: Words = ""
    colour: tuple = palette.STAGE
    seat: int = 0
    age: float = 99.0
    life: float = 1.4

    def show(self, text: Words, colour: tuple, seat: int) -> None:
        self.text, self.colour, self.seat, self.age = text, colour, seat, 0.0

    def update(self, dt: float) -> None:
        self.age += dt

    @property
    def alpha(self) -> float:
        if self.age >= self.life:
            return 0.0
        if self.age < 0.25:
            return 255 * self.age / 0.25
        if self.age > self.life - 0.3:
            return 255 * (self.life - self.age) / 0.3
        return 255.0

    @property
    def offset(self) -> float:
        if self.age < 0.25:
            return -40 * (1 - self.age / 0.25) ** 2
        if self.age > self.life - 0.3:
            return 40 * ((self.age - (self.life - 0.3)) / 0.3) ** 2
        return 0.0


@dataclass
class Effects:
    """The decoration over the table; `fonts` render the floating numbers and words."""

    fonts: Any
    floaters: list[Floater] = field(default_factory=list)
    grains: list[Grain] = field(default_factory=list)
    chunks: list[Chunk] = field(default_factory=list)
    rings: list[Ring] = field(default_factory=list)
    sparkles: list[Sparkle] = field(default_factory=list)
    orbits: list[Orbit] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(5))

    # ------------------------------------------------------------------ makers
    def number(
        self, text: Words, pos: tuple[float, float], colour: tuple, size: int = 30, delay: float = 0.0
    ) -> None:
        self.floaters.append(Floater(text, pos[0], pos[1], colour, size, delay=delay))

    def ring(
        self, pos: tuple[float, float], colour: tuple, grow: float = 180.0, life: float = 0.45, width: int = 4
    ) -> None:
        self.rings.append(Ring(pos[0], pos[1], colour, 8.0, grow, life, width))

    def dust(self, rect: pygame.Rect, count: int = 26) -> None:
        """A puff of sand around the bottom of a card that lands."""
        rng = self.rng
        for _ in range(count):
            x = rng.uniform(rect.left, rect.right)
            side = -1 if x < rect.centerx else 1
            self.grains.append(
                Grain(
                    x,
                    rect.bottom - 4,
                    side * rng.uniform(40, 160),
                    rng.uniform(-90, -20),
                    rng.uniform(2, 4.5),
                    rng.choice(palette.SAND_TONES),
                    rng.uniform(0.35, 0.7),
                    gravity=260,
                )
            )

    def sparkle(self, rect: pygame.Rect, colour: tuple, count: int = 22) -> None:
        rng = self.rng
        for _ in range(count):
            ang = rng.uniform(0, math.tau)
            speed = rng.uniform(40, 170)
            self.sparkles.append(
                Sparkle(
                    rect.centerx + rng.uniform(-rect.w / 3, rect.w / 3),
                    rect.centery + rng.uniform(-rect.h / 3, rect.h / 3),
                    math.cos(ang) * speed,
                    math.sin(ang) * speed,
                    colour,
                    rng.uniform(3, 7),
                    rng.uniform(0.4, 0.8),
                    spin=rng.uniform(-6, 6),
                )
            )

    def vortex(self, centre: tuple[float, float], colour: tuple, count: int = 36) -> None:
        """Sparks that spiral into `centre`."""
        rng = self.rng
        for _ in range(count):
            self.orbits.append(
                Orbit(
                    centre[0],
                    centre[1],
                    rng.uniform(50, 110),
                    rng.uniform(0, math.tau),
                    rng.uniform(7, 11),
                    colour,
                    rng.uniform(0.4, 0.6),
                )
            )

    def crumble(self, image: pygame.Surface, rect: pygame.Rect, towards: tuple[float, float]) -> None:
        """Break a card picture into pieces that fall and fade while sand streams to `towards`."""
        rng = self.rng
        piece = 12
        w, h = image.get_size()
        sandy = image.copy()  # sand-coloured pieces (tinted at once: the tint is by pixel)
        sandy.fill(palette.CRUMBLE, special_flags=pygame.BLEND_RGB_MULT)
        for y in range(0, h, piece):
            for x in range(0, w, piece):
                sub = sandy.subsurface(pygame.Rect(x, y, min(piece, w - x), min(piece, h - y))).copy()
                self.chunks.append(
                    Chunk(
                        sub,
                        rect.x + x,
                        rect.y + y,
                        rng.uniform(-30, 30),
                        rng.uniform(-40, 10),
                        delay=(h - y) / h * 0.35 + rng.uniform(0, 0.08),
                        spin=rng.uniform(-200, 200),
                        life=rng.uniform(0.5, 0.8),
                    )
                )
        for _ in range(90):
            self.grains.append(
                Grain(
                    rng.uniform(rect.left, rect.right),
                    rng.uniform(rect.top, rect.bottom),
                    rng.uniform(-20, 20),
                    rng.uniform(-20, 20),
                    rng.uniform(1.5, 3.5),
                    rng.choice(palette.SAND_TONES),
                    rng.uniform(0.9, 1.4),
                    target=(towards[0] + rng.uniform(-20, 20), towards[1] + rng.uniform(-24, 24)),
                    age=-rng.uniform(0, 0.45),
                )
            )

    # ------------------------------------------------------------------ running
    def update(self, dt: float) -> None:
        for f in self.floaters:
            if f.delay > 0:
                f.delay -= dt
                continue
            f.age += dt
            f.y -= f.rise * dt * max(0.0, 1 - f.age / f.life)
        self.floaters = [f for f in self.floaters if f.age < f.life]
        for g in self.grains:
            g.age += dt
            if g.age < 0:
                continue
            if g.target is not None:
                tx, ty = g.target
                g.vx += ((tx - g.x) * 9 - g.vx * 2.5) * dt
                g.vy += ((ty - g.y) * 9 - g.vy * 2.5) * dt
            g.vy += g.gravity * dt
            g.x += g.vx * dt
            g.y += g.vy * dt
        self.grains = [g for g in self.grains if g.age < g.life]
        for c in self.chunks:
            if c.delay > 0:
                c.delay -= dt
                continue
            c.age += dt
            c.vy += 520 * dt
            c.x += c.vx * dt
            c.y += c.vy * dt
        self.chunks = [c for c in self.chunks if c.age < c.life]
        for r in self.rings:
            r.age += dt
            r.radius += r.grow * dt
        self.rings = [r for r in self.rings if r.age < r.life]
        for s in self.sparkles:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vx *= 1 - 2 * dt
            s.vy *= 1 - 2 * dt
        self.sparkles = [s for s in self.sparkles if s.age < s.life]
        for o in self.orbits:
            o.age += dt
            o.angle += o.speed * dt
        self.orbits = [o for o in self.orbits if o.age < o.life]

    def draw(self, surf: pygame.Surface) -> None:
        fonts = self.fonts
        for r in self.rings:
            k = r.age / r.life
            if k < 0.85:  # thins out as it grows
                pygame.draw.circle(
                    surf, r.colour, (int(r.x), int(r.y)), int(r.radius), max(1, int(r.width * (1 - k)))
                )
        for c in self.chunks:
            if c.delay > 0:
                surf.blit(c.image, (c.x, c.y))
                continue
            k = c.age / c.life
            c.image.set_alpha(int(255 * (1 - k)))
            surf.blit(c.image, (c.x, c.y))
        for g in self.grains:
            if g.age < 0:
                continue
            r = g.r * (1 - g.age / g.life * 0.6)
            pygame.draw.circle(surf, g.colour, (int(g.x), int(g.y)), max(1, int(r)))
        for s in self.sparkles:
            k = 1 - s.age / s.life
            size = s.size * k
            a = s.spin * s.age
            for ang in (a, a + math.pi / 2):
                dx, dy = math.cos(ang) * size, math.sin(ang) * size
                pygame.draw.line(surf, s.colour, (s.x - dx, s.y - dy), (s.x + dx, s.y + dy), 2)
        for o in self.orbits:
            k = o.age / o.life
            r = o.radius * (1 - k)
            x, y = o.cx + math.cos(o.angle) * r, o.cy + math.sin(o.angle) * r * 0.7
            tail = o.angle - 0.5
            tx, ty = o.cx + math.cos(tail) * r * 1.1, o.cy + math.sin(tail) * r * 0.77
            pygame.draw.line(surf, o.colour, (tx, ty), (x, y), 2)
            pygame.draw.circle(surf, palette.SPARK_CORE, (int(x), int(y)), 2)
        for f in self.floaters:
            if f.delay > 0:
                continue
            k = f.age / f.life
            img = fonts.render(worded(f.text), "heading", f.colour, f.size)
            back = fonts.render(worded(f.text), "heading", palette.NUMBER_RIM, f.size)
            pop = 1.0 + 0.6 * max(0.0, 1 - f.age / 0.15)
            if pop > 1.01:
                img = pygame.transform.smoothscale_by(img, pop)
                back = pygame.transform.smoothscale_by(back, pop)
            else:
                img, back = img.copy(), back.copy()
            alpha = int(255 * min(1.0, (1 - k) * 3))
            img.set_alpha(alpha)
            back.set_alpha(alpha)
            rect = img.get_rect(center=(int(f.x), int(f.y)))
            for dx, dy in (
                (-2, 0),
                (2, 0),
                (0, -2),
                (0, 2),
                (2, 3),
            ):  # a dark rim keeps it readable on any card
                surf.blit(back, rect.move(dx, dy))
            surf.blit(img, rect)
