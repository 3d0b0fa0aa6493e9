"""Things that move over the Ka-Mel-Oh! table for a moment: flying cards, numbers that pop up, sand,
sparkles, shock rings and the glow around a card (`halo`).

Flying cards are moved by the stage's tweens (anim.Stage) and seen by the frame as `Flight`s; the turn
ribbon is the shared `scenes.effects.Ribbon` (on the stage). The decoration (`Effects`) ages by itself in
`Effects.update` (scaled by the animation speed) and is pure decoration: nothing waits for it. The frame
sees it as `Decor`, frozen marks in the view, and `draw_decor` paints them.

Built from the shared parts (scenes.effects): the numbers and words (`FloatingWords`, with a dark rim, from
1.6 times their size), the shock rings (`Rings`), the puffs of dust (`Sparks`), a card's turn (`squash`).
Ka-Mel-Oh!'s own, because no other game has them and the shared parts do not do what they do:
- a defeated card crumbling into pieces (`Chunk`: pieces of its picture, tinted sandy, that fall and fade);
- sand streaming from it into its owner's desert (`Grain`: drawn towards a point, not thrown);
- sparkles (`Sparkle`: turning crosses that slow down, of a heal, a flip, points won);
- the vortex of a gathering or a mutation (`Orbit`: sparks spiralling inwards with a tail);
- the glow around a card (`halo`, a kept picture of art.py), and the flying cards with their shadow.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from rules.kameloh import UNKNOWN
from scenes.effects import (
    Bursts,
    RingMark,
    Speck,
    WordMark,
    draw_rings,
    draw_sparks,
    draw_words,
    squash,
)
from scenes.engine.i18n import Words

from . import palette
from .art import flight_shadow, halo_picture
from .cards import BIG, MID, CardArt

NUMBER_RISE = 30.0  # pixels a popping number rises over its life (easing out)
NUMBER_HOLD = 0.9  # seconds it stays, then it fades in 0.4 s (scenes.effects.floating.FADE)
RING_START = 8.0  # the radius a shock ring starts from


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
    h = max(2, int(f.w * MID[1] / MID[0]))
    w = max(1, int(f.w * squash(f.flip)))
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
        surf.blit(flight_shadow(shadow.size, int(70 * min(1.0, f.alpha / 255))), shadow)
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


# ---------------------------------------------------------------------------------------------- its own
@dataclass
class Grain:
    """A grain of sand streaming to `target` (a crumbled card's sand going to the desert)."""

    x: float
    y: float
    vx: float
    vy: float
    r: float
    colour: tuple
    life: float
    target: tuple[float, float]
    age: float = 0.0


@dataclass
class Chunk:
    """A piece of a crumbling card. Its picture is its own (cut at `crumble`): `Effects.update` fades it."""

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


# The frame's marks of its own kinds are plain tuples (a crumble shows some 250 of them a frame, and a
# tuple costs a tenth of a named one):
Piece = tuple[pygame.Surface, tuple[float, float]]  # a crumbling card's piece and where (faded as it ages)
Dot = tuple[tuple, tuple[int, int], int]  # a grain of streaming sand: colour, centre, radius
Cross = tuple[float, float, float, float, tuple]  # a sparkle: x, y, size either way, turn, colour
Swirl = tuple[float, float, float, float, tuple]  # a spark of a vortex: its tail x, y, its head x, y, colour


@dataclass(frozen=True, slots=True)
class Decor:
    """The decoration as a frame shows it, back to front."""

    rings: tuple[RingMark, ...] = ()
    pieces: tuple[Piece, ...] = ()
    specks: tuple[Speck, ...] = ()  # dust
    sand: tuple[Dot, ...] = ()
    crosses: tuple[Cross, ...] = ()
    swirls: tuple[Swirl, ...] = ()
    words: tuple[WordMark, ...] = ()


NOTHING = Decor()


@dataclass
class Effects:
    """The decoration over the table, on its own clock: the shared sparks (dust), rings and floating words,
    and the game's own pieces, sand, sparkles and vortices."""

    bursts: Bursts = field(default_factory=Bursts)  # the shared sparks (dust), rings and floating words
    grains: list[Grain] = field(default_factory=list)
    chunks: list[Chunk] = field(default_factory=list)
    sparkles: list[Sparkle] = field(default_factory=list)
    orbits: list[Orbit] = field(default_factory=list)
    rng: random.Random = field(default_factory=lambda: random.Random(5))

    # ------------------------------------------------------------------ makers
    def number(
        self, text: Words, pos: tuple[float, float], colour: tuple, size: int = 30, delay: float = 0.0
    ) -> None:
        """A number or word that pops up from 1.6 times its size and rises, with a dark rim that keeps it
        readable on any card (damage, heal, dates, points)."""
        self.bursts.words.say(
            text, pos, colour, size, NUMBER_HOLD, NUMBER_RISE, 1.6, palette.NUMBER_RIM, delay
        )

    def ring(
        self, pos: tuple[float, float], colour: tuple, grow: float = 180.0, life: float = 0.45, width: int = 4
    ) -> None:
        """A shock ring from `pos`, growing by about `grow` pixels a second for `life` seconds."""
        radius = RING_START + grow * life
        self.bursts.rings.add(pos, colour, radius, life, width, RING_START / radius)

    def dust(self, rect: pygame.Rect, count: int = 26) -> None:
        """A puff of sand from along the bottom of a card that lands."""
        spots = 4
        for i in range(spots):
            x = rect.left + rect.w * (i + 0.5) / spots
            n = count // spots + (i < count % spots)
            self.bursts.sparks.burst(
                (x, rect.bottom - 4), palette.SAND_TONES, n, 160, 0.55, 260, 3.2, lift=0.35, shrink=0.6
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
        self.bursts.update(dt)
        for g in self.grains:
            g.age += dt
            if g.age < 0:
                continue
            tx, ty = g.target
            g.vx += ((tx - g.x) * 9 - g.vx * 2.5) * dt
            g.vy += ((ty - g.y) * 9 - g.vy * 2.5) * dt
            g.x += g.vx * dt
            g.y += g.vy * dt
        if self.grains:
            self.grains = [g for g in self.grains if g.age < g.life]
        for c in self.chunks:
            if c.delay > 0:
                c.delay -= dt
                continue
            c.age += dt
            c.vy += 520 * dt
            c.x += c.vx * dt
            c.y += c.vy * dt
            c.image.set_alpha(max(0, int(255 * (1 - c.age / c.life))))  # the piece's own picture: faded here
        if self.chunks:
            self.chunks = [c for c in self.chunks if c.age < c.life]
        for s in self.sparkles:
            s.age += dt
            s.x += s.vx * dt
            s.y += s.vy * dt
            s.vx *= 1 - 2 * dt
            s.vy *= 1 - 2 * dt
        if self.sparkles:
            self.sparkles = [s for s in self.sparkles if s.age < s.life]
        for o in self.orbits:
            o.age += dt
            o.angle += o.speed * dt
        if self.orbits:
            self.orbits = [o for o in self.orbits if o.age < o.life]

    def clear(self) -> None:
        self.bursts.clear()
        for kind in (self.grains, self.chunks, self.sparkles, self.orbits):
            kind.clear()

    def view(self) -> Decor:
        """What the frame shows of it, frozen (NOTHING, one value, while nothing runs)."""
        if not (self.bursts.running or self.grains or self.chunks or self.sparkles or self.orbits):
            return NOTHING
        marks = self.bursts.view()
        sand = tuple(
            (g.colour, (int(g.x), int(g.y)), max(1, int(g.r * (1 - g.age / g.life * 0.6))))
            for g in self.grains
            if g.age >= 0
        )
        crosses = tuple(
            (s.x, s.y, s.size * (1 - s.age / s.life), s.spin * s.age, s.colour) for s in self.sparkles
        )
        return Decor(
            marks.rings,
            tuple((c.image, (c.x, c.y)) for c in self.chunks),
            marks.specks,
            sand,
            crosses,
            tuple(swirl(o) for o in self.orbits),
            marks.words,
        )


def swirl(o: Orbit) -> Swirl:
    r = o.radius * (1 - o.age / o.life)
    tail = o.angle - 0.5
    return (
        o.cx + math.cos(tail) * r * 1.1,
        o.cy + math.sin(tail) * r * 0.77,
        o.cx + math.cos(o.angle) * r,
        o.cy + math.sin(o.angle) * r * 0.7,
        o.colour,
    )


def draw_decor(surf: pygame.Surface, decor: Decor, fonts) -> None:
    """The decoration of a frame, back to front (`fonts` render the numbers and words)."""
    if decor is NOTHING:
        return
    draw_rings(surf, decor.rings)
    for image, at in decor.pieces:
        surf.blit(image, at)
    draw_sparks(surf, decor.specks)
    circle, line = pygame.draw.circle, pygame.draw.line
    for colour, centre, radius in decor.sand:
        circle(surf, colour, centre, radius)
    for x, y, size, turn, colour in decor.crosses:
        for ang in (turn, turn + math.pi / 2):
            dx, dy = math.cos(ang) * size, math.sin(ang) * size
            line(surf, colour, (x - dx, y - dy), (x + dx, y + dy), 2)
    for tx, ty, x, y, colour in decor.swirls:
        line(surf, colour, (tx, ty), (x, y), 2)
        circle(surf, palette.SPARK_CORE, (int(x), int(y)), 2)
    draw_words(surf, decor.words, fonts)
