"""Procedural pictures for Ka-Mel-Oh! cards: desert skies, dunes, camel-family silhouettes and item icons.

Everything is drawn with pygame primitives at twice the size it is shown and scaled down smoothly, which
gives anti-aliased edges without image files. The look of a card (sky, dunes, pose) follows from a seed made
from its id, so a card looks the same every time; what is drawn follows from its kind, race, class and
effect kind, never from its name.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.engine.cache import cached

from . import palette
from .palette import GOLD, Colour, mix

Point = tuple[float, float]
AROUND = ((-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1), (-1, 1))  # a glow's offsets


def vgradient(surf: pygame.Surface, rect: pygame.Rect, top: Colour, bottom: Colour) -> None:
    for y in range(rect.h):
        t = y / max(1, rect.h - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, colour, (rect.x, rect.y + y), (rect.right - 1, rect.y + y))


# ------------------------------------------------------------------------------------------ scenery
def desert(surf: pygame.Surface, rng: random.Random, sky: tuple) -> float:
    """Sky, sun and two dune ridges; returns the ground line (y) where creatures stand."""
    w, h = surf.get_size()
    top, horizon, sun, far, near = sky
    vgradient(surf, pygame.Rect(0, 0, w, int(h * 0.72)), top, horizon)
    if sky is palette.SKIES[2]:  # night: stars
        for _ in range(40):
            x, y = rng.uniform(0, w), rng.uniform(0, h * 0.55)
            pygame.draw.circle(surf, palette.STARLIGHT, (x, y), rng.choice((1, 1, 2)))
    sx, sy = rng.uniform(0.15, 0.85) * w, rng.uniform(0.18, 0.38) * h
    r = h * rng.uniform(0.11, 0.16)
    for k in range(4, 0, -1):  # halo
        halo = pygame.Surface((int(r * 2 * (1 + k * 0.35)),) * 2, pygame.SRCALPHA)
        hr = halo.get_width() // 2
        pygame.draw.circle(halo, (*sun, 28), (hr, hr), hr)
        surf.blit(halo, (sx - hr, sy - hr))
    pygame.draw.circle(surf, sun, (sx, sy), r)
    ground = h * 0.8
    for colour, base, amp in ((far, h * 0.64, h * 0.07), (near, h * 0.78, h * 0.06)):
        phase, freq = rng.uniform(0, math.tau), rng.uniform(1.2, 2.2)
        points = [(0, h)]
        for i in range(41):
            x = w * i / 40
            points.append((x, base + amp * math.sin(phase + freq * math.tau * i / 40)))
        points.append((w, h))
        pygame.draw.polygon(surf, colour, points)
    pygame.draw.rect(surf, mix(near, (0, 0, 0), 0.12), (0, int(ground + h * 0.06), w, h))
    return ground


def burst(surf: pygame.Surface, inner: Colour, outer: Colour, rays: int = 16) -> None:
    """A radial sunburst (item backgrounds)."""
    w, h = surf.get_size()
    surf.fill(outer)
    cx, cy = w / 2, h / 2
    big = math.hypot(w, h)
    for i in range(rays):
        a0 = math.tau * i / rays
        a1 = a0 + math.tau / rays / 2
        pts = [
            (cx, cy),
            (cx + big * math.cos(a0), cy + big * math.sin(a0)),
            (cx + big * math.cos(a1), cy + big * math.sin(a1)),
        ]
        pygame.draw.polygon(surf, mix(outer, inner, 0.35), pts)
    for k in range(6, 0, -1):
        pygame.draw.circle(surf, mix(outer, inner, 1 - k / 7), (cx, cy), h * 0.09 * k)


# ------------------------------------------------------------------------------------------ creatures
class Pen:
    """Draws in creature units: x forward (mirrored when facing left), y up from the ground point."""

    def __init__(
        self, surf: pygame.Surface, x: float, ground: float, scale: float, facing: int, colour: Colour
    ):
        self.surf, self.x, self.ground, self.s, self.f, self.colour = surf, x, ground, scale, facing, colour

    def p(self, u: float, v: float) -> Point:
        return (self.x + self.f * u * self.s, self.ground - v * self.s)

    def poly(self, points: list[Point], colour: Colour | None = None) -> None:
        pygame.draw.polygon(self.surf, colour or self.colour, [self.p(u, v) for u, v in points])

    def ellipse(self, u: float, v: float, w: float, h: float, colour: Colour | None = None) -> None:
        cx, cy = self.p(u, v)
        rect = pygame.Rect(0, 0, max(1, int(w * self.s)), max(1, int(h * self.s)))
        rect.center = (int(cx), int(cy))
        pygame.draw.ellipse(self.surf, colour or self.colour, rect)

    def circle(self, u: float, v: float, r: float, colour: Colour | None = None) -> None:
        pygame.draw.circle(self.surf, colour or self.colour, self.p(u, v), max(1, r * self.s))

    def leg(self, u: float, top: float, length: float, width: float, bend: float = 0.0) -> None:
        w2 = width / 2
        knee = top - length * 0.5
        self.poly(
            [
                (u - w2 * 1.4, top),
                (u + w2 * 1.4, top),
                (u + w2 + bend, knee),
                (u + w2 * 0.8, top - length),
                (u - w2 * 0.8, top - length),
                (u - w2 + bend, knee),
            ]
        )
        self.ellipse(u + 0.01, top - length + 0.015, width * 1.5, 0.04)


def camel(pen: Pen, humps: int, pose: float) -> Point:
    """A dromedary (one hump) or Bactrian (two humps); returns the head position in units."""
    for u, bend in ((-0.3, 0.02), (-0.2, -0.02), (0.2, 0.02), (0.3, -0.02)):
        pen.leg(u, 0.62, 0.62, 0.065, bend)
    pen.ellipse(0, 0.74, 0.86, 0.34)
    if humps == 1:
        pen.ellipse(-0.03, 0.88, 0.46, 0.42)
    else:
        pen.ellipse(-0.18, 0.9, 0.28, 0.36)
        pen.ellipse(0.14, 0.9, 0.28, 0.34)
    lift = 0.12 * pose
    head = (0.7, 1.1 + lift)
    pen.poly(
        [
            (0.28, 0.86),
            (0.4, 0.6),
            (0.6, 0.76 + lift * 0.5),
            (head[0] - 0.02, head[1] - 0.06),
            (head[0] - 0.1, head[1] + 0.05),
            (0.47, 0.9 + lift * 0.4),
        ]
    )
    pen.ellipse(head[0] + 0.02, head[1], 0.24, 0.12)
    pen.poly(
        [(head[0] - 0.07, head[1] + 0.04), (head[0] - 0.04, head[1] + 0.13), (head[0] - 0.01, head[1] + 0.05)]
    )
    pen.poly([(-0.42, 0.8), (-0.44, 0.8), (-0.5, 0.5), (-0.46, 0.5)])
    return head


def llama(pen: Pen, pose: float) -> Point:
    for u, bend in ((-0.24, 0.02), (-0.15, -0.02), (0.17, 0.02), (0.25, -0.02)):
        pen.leg(u, 0.66, 0.66, 0.055, bend)
    pen.ellipse(0, 0.78, 0.7, 0.32)
    for u in (-0.2, 0.0, 0.2):  # wool tufts on the back
        pen.circle(u, 0.9, 0.09)
    lean = 0.05 * pose
    head = (0.36 + lean, 1.5)
    pen.poly([(0.16, 0.9), (0.34, 0.7), (head[0] + 0.06, head[1] - 0.1), (head[0] - 0.07, head[1] - 0.02)])
    pen.ellipse(head[0] + 0.04, head[1], 0.22, 0.11)
    for du in (-0.06, 0.0):
        pen.poly(
            [
                (head[0] + du - 0.02, head[1] + 0.03),
                (head[0] + du - 0.05, head[1] + 0.2),
                (head[0] + du + 0.02, head[1] + 0.05),
            ]
        )
    pen.poly([(-0.33, 0.86), (-0.45, 0.98), (-0.4, 0.8)])
    return head


def alpaca(pen: Pen, pose: float) -> Point:
    for u in (-0.2, -0.1, 0.12, 0.21):
        pen.leg(u, 0.5, 0.5, 0.06)
    for u, v, r in (
        (-0.2, 0.62, 0.16),
        (0.0, 0.68, 0.19),
        (0.18, 0.62, 0.16),
        (-0.08, 0.55, 0.15),
        (0.1, 0.55, 0.15),
    ):
        pen.circle(u, v, r)
    head = (0.32, 1.15 + 0.05 * pose)
    pen.poly([(0.14, 0.74), (0.3, 0.62), (head[0] + 0.08, head[1] - 0.1), (head[0] - 0.08, head[1] - 0.05)])
    for du, dv in ((-0.03, 0.05), (0.03, 0.07), (0.0, -0.02)):
        pen.circle(head[0] + du, head[1] + dv, 0.1)
    pen.ellipse(head[0] + 0.1, head[1] - 0.04, 0.13, 0.08)
    for du in (-0.06, 0.02):
        pen.poly(
            [
                (head[0] + du, head[1] + 0.1),
                (head[0] + du - 0.01, head[1] + 0.2),
                (head[0] + du + 0.04, head[1] + 0.11),
            ]
        )
    return head


RACES: dict[str, Callable[[Pen, float], Point]] = {
    "dromedar": lambda pen, pose: camel(pen, 1, pose),
    "trampeltier": lambda pen, pose: camel(pen, 2, pose),
    "lama": llama,
    "alpaka": alpaca,
}


def creature(
    surf: pygame.Surface,
    race: str,
    x: float,
    ground: float,
    scale: float,
    facing: int,
    pose: float,
    colour: Colour = palette.SILHOUETTE,
    glow: Colour | None = None,
    eye: Colour | None = None,
) -> Point:
    """One creature; `glow` draws a coloured outline around it, `eye` a glowing eye. Returns the head pixel."""
    draw = RACES.get(race, RACES["dromedar"])
    if glow is not None:
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        draw(Pen(layer, x, ground, scale, facing, (*glow,)), pose)  # type: ignore[arg-type]
        step = max(2, int(scale * 0.025))
        for dx, dy in AROUND:
            surf.blit(layer, (dx * step, dy * step))
    pen = Pen(surf, x, ground, scale, facing, colour)
    head = draw(pen, pose)
    hx, hy = pen.p(*head)
    if eye is not None:
        ex, ey = pen.p(head[0] + 0.05, head[1] + 0.02)
        pygame.draw.circle(surf, eye, (ex, ey), max(2, scale * 0.025))
    return (hx, hy)


def crown(surf: pygame.Surface, x: float, y: float, size: float) -> None:
    pts = [
        (x - size, y),
        (x - size, y - size * 0.9),
        (x - size * 0.5, y - size * 0.4),
        (x, y - size * 1.2),
        (x + size * 0.5, y - size * 0.4),
        (x + size, y - size * 0.9),
        (x + size, y),
    ]
    pygame.draw.polygon(surf, GOLD, pts)
    pygame.draw.polygon(surf, palette.CROWN_EDGE, pts, max(1, int(size * 0.12)))
    for px in (x - size * 0.5, x, x + size * 0.5):
        pygame.draw.circle(surf, palette.RUBY, (px, y - size * 0.2), max(1, size * 0.14))


def speed_lines(
    surf: pygame.Surface, x: float, ground: float, scale: float, facing: int, colour: Colour
) -> None:
    for i in range(4):
        y = ground - scale * (0.4 + 0.16 * i)
        x0 = x - facing * scale * (0.55 + 0.05 * i)
        pygame.draw.line(
            surf, colour, (x0, y), (x0 - facing * scale * (0.35 - 0.05 * i), y), max(2, int(scale * 0.025))
        )


# ------------------------------------------------------------------------------------------ icons
@dataclass
class Emblem:
    """Where an icon is drawn: its centre, radius, colours and line width."""

    surf: pygame.Surface
    cx: float
    cy: float
    r: float
    fill: Colour
    line: Colour
    lw: int

    def shape(self, points: list[Point], fill: Colour) -> None:
        """An outlined polygon; `points` in radii from the centre."""
        pts = [(self.cx + self.r * u, self.cy + self.r * v) for u, v in points]
        pygame.draw.polygon(self.surf, fill, pts)
        pygame.draw.polygon(self.surf, self.line, pts, self.lw)


def _sword(e: Emblem) -> None:
    e.shape([(-0.12, 0.35), (-0.12, -0.7), (0, -0.95), (0.12, -0.7), (0.12, 0.35)], e.fill)
    e.shape([(-0.45, 0.35), (0.45, 0.35), (0.45, 0.5), (-0.45, 0.5)], GOLD)
    e.shape([(-0.09, 0.5), (0.09, 0.5), (0.09, 0.9), (-0.09, 0.9)], palette.HILT)


def _shield(e: Emblem) -> None:
    e.shape([(-0.7, -0.75), (0.7, -0.75), (0.65, 0.1), (0, 0.9), (-0.65, 0.1)], e.fill)
    pygame.draw.line(e.surf, e.line, (e.cx, e.cy - e.r * 0.7), (e.cx, e.cy + e.r * 0.8), e.lw)


def _heart(e: Emblem, fill: Colour | None = None) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    pts = []
    for i in range(40):
        t = math.tau * i / 40
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        pts.append((cx + x * r / 17, cy - y * r / 17 - r * 0.05))
    pygame.draw.polygon(e.surf, fill or palette.HEART, pts)
    pygame.draw.polygon(e.surf, e.line, pts, e.lw)


def _heal(e: Emblem) -> None:
    _heart(e, e.fill)
    for dx, dy, w, h in ((-0.1, -0.45, 0.2, 0.75), (-0.37, -0.18, 0.74, 0.2)):
        pygame.draw.rect(e.surf, palette.HEAL, (e.cx + dx * e.r, e.cy + dy * e.r, w * e.r, h * e.r))


def _drop(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    arc = [
        (cx - r * 0.55 * math.cos(math.pi * i / 24), cy + r * 0.3 + r * 0.55 * math.sin(math.pi * i / 24))
        for i in range(25)
    ]
    pts = [(cx, cy - r * 0.95)] + arc
    pygame.draw.polygon(e.surf, palette.WATER, pts)
    pygame.draw.polygon(e.surf, e.line, pts, e.lw)


def _bolt(e: Emblem) -> None:
    e.shape([(0.15, -1), (-0.5, 0.1), (-0.02, 0.1), (-0.2, 1), (0.5, -0.15), (0.02, -0.15)], palette.BOLT)


def _dome(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    for k, alpha in ((1.0, 70), (0.78, 90), (0.56, 120)):
        layer = pygame.Surface((int(2 * r * k) + 2, int(2 * r * k) + 2), pygame.SRCALPHA)
        pygame.draw.circle(layer, (*palette.DOME, alpha), (r * k + 1, r * k + 1), r * k)
        e.surf.blit(layer, (cx - r * k - 1, cy - r * k - 1))
    for i in range(3):
        y = cy + r * (0.2 + 0.22 * i)
        pts = [(cx - r * 0.8 + r * 1.6 * j / 12, y + r * 0.07 * math.sin(j * 1.4 + i)) for j in range(13)]
        pygame.draw.lines(e.surf, e.line, False, pts, e.lw)


def _tag(e: Emblem) -> None:
    e.shape([(-0.8, -0.45), (0.45, -0.45), (0.9, 0), (0.45, 0.45), (-0.8, 0.45)], palette.TAG)
    pygame.draw.circle(e.surf, e.line, (e.cx + e.r * 0.42, e.cy), e.r * 0.12, e.lw)


def _coins(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    for i in range(4):
        rect = pygame.Rect(0, 0, r * 1.3, r * 0.45)
        rect.center = (int(cx - r * 0.15 + (i % 2) * r * 0.1), int(cy + r * 0.55 - i * r * 0.3))
        pygame.draw.ellipse(e.surf, GOLD, rect)
        pygame.draw.ellipse(e.surf, e.line, rect, e.lw)
    date(e.surf, cx + r * 0.5, cy - r * 0.45, r * 0.45)


def _basket(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    for i, (dx, dy) in enumerate(((-0.35, -0.2), (0.0, -0.35), (0.35, -0.2), (-0.15, -0.05), (0.2, -0.05))):
        date(e.surf, cx + dx * r, cy + dy * r, r * 0.32, tilt=i * 0.4)
    e.shape([(-0.85, 0), (0.85, 0), (0.6, 0.75), (-0.6, 0.75)], palette.WICKER)
    for i in range(1, 4):
        start, end = (cx - r * 0.85 + i * r * 0.42, cy), (cx - r * 0.6 + i * r * 0.3, cy + r * 0.75)
        pygame.draw.line(e.surf, e.line, start, end, max(1, e.lw // 2))


def _tornado(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    for i in range(6):
        w = r * (1.5 - i * 0.22)
        rect = pygame.Rect(0, 0, w, r * 0.26)
        rect.center = (int(cx + r * 0.12 * math.sin(i)), int(cy - r * 0.75 + i * r * 0.3))
        pygame.draw.ellipse(e.surf, e.line, rect, e.lw)


def _lasso(e: Emblem) -> None:
    cx, cy, r = e.cx, e.cy, e.r
    rect = pygame.Rect(0, 0, r * 1.5, r * 0.9)
    rect.center = (int(cx + r * 0.1), int(cy - r * 0.3))
    pygame.draw.ellipse(e.surf, palette.ROPE, rect, e.lw * 2)
    pts = [(cx - r * 0.5, cy - r * 0.05), (cx - r * 0.7, cy + r * 0.4), (cx - r * 0.4, cy + r * 0.9)]
    pygame.draw.lines(e.surf, palette.ROPE, False, pts, e.lw * 2)


def _tent(e: Emblem) -> None:
    e.shape([(0, -0.85), (0.9, 0.7), (-0.9, 0.7)], palette.CANVAS)
    e.shape([(0, -0.2), (0.28, 0.7), (-0.28, 0.7)], palette.TENT_DOOR)


def _flask(e: Emblem) -> None:
    surf, cx, cy, r = e.surf, e.cx, e.cy, e.r
    neck = pygame.Rect(0, 0, r * 0.36, r * 0.6)
    neck.midbottom = (int(cx), int(cy - r * 0.1))
    pygame.draw.rect(surf, e.fill, neck)
    pygame.draw.rect(surf, e.line, neck, e.lw)
    pygame.draw.circle(surf, palette.POTION, (cx, cy + r * 0.35), r * 0.6)
    pygame.draw.circle(surf, e.line, (cx, cy + r * 0.35), r * 0.6, e.lw)
    for dx, dy, br in ((-0.2, 0.3, 0.1), (0.15, 0.45, 0.07), (0.05, 0.15, 0.05)):
        pygame.draw.circle(surf, palette.BUBBLE, (cx + dx * r, cy + dy * r), br * r)
    for i, dy in enumerate((-0.8, -1.0)):
        pygame.draw.circle(surf, palette.FUME, (cx + (i * 0.2 - 0.1) * r, cy + dy * r), r * 0.08)


def _rings(e: Emblem) -> None:
    for dx, colour in ((-0.3, GOLD), (0.3, palette.ROSE)):
        pygame.draw.circle(e.surf, colour, (e.cx + dx * e.r, e.cy), e.r * 0.55, e.lw * 2)
        pygame.draw.circle(e.surf, e.line, (e.cx + dx * e.r, e.cy), e.r * 0.55 + e.lw, max(1, e.lw // 2))


def _down(e: Emblem) -> None:
    e.shape(
        [(-0.25, -0.8), (0.25, -0.8), (0.25, 0), (0.6, 0), (0, 0.85), (-0.6, 0), (-0.25, 0)], palette.WEAKEN
    )


def _up(e: Emblem) -> None:
    e.shape(
        [(-0.25, 0.8), (0.25, 0.8), (0.25, 0), (0.6, 0), (0, -0.85), (-0.6, 0), (-0.25, 0)], palette.BOOST
    )


ICONS: dict[str, Callable[[Emblem], None]] = {
    "sword": _sword,
    "shield": _shield,
    "heart": _heart,
    "heal": _heal,
    "drop": _drop,
    "bolt": _bolt,
    "dome": _dome,
    "tag": _tag,
    "coins": _coins,
    "basket": _basket,
    "tornado": _tornado,
    "lasso": _lasso,
    "tent": _tent,
    "flask": _flask,
    "rings": _rings,
    "date": lambda e: date(e.surf, e.cx, e.cy, e.r),
    "star": lambda e: star(e.surf, e.cx, e.cy, e.r, GOLD, e.line),
    "down": _down,
    "up": _up,
}


def icon(
    surf: pygame.Surface,
    name: str,
    cx: float,
    cy: float,
    r: float,
    fill: Colour = palette.CREAM,
    line: Colour = palette.ICON_LINE,
) -> None:
    """A simple emblem of radius `r` (one of `ICONS`; another name draws nothing)."""
    draw = ICONS.get(name)
    if draw is not None:
        draw(Emblem(surf, cx, cy, r, fill, line, max(2, int(r * 0.09))))


def date(surf: pygame.Surface, cx: float, cy: float, r: float, tilt: float = 0.6) -> None:
    """The date fruit: the currency of Ka-Mel-Oh!"""
    layer = _date(round(r * 2) / 2, round(tilt, 2))
    surf.blit(layer, layer.get_rect(center=(int(cx), int(cy))))


@cached(64)
def _date(r: float, tilt: float) -> pygame.Surface:
    layer = pygame.Surface((int(r * 2.4) + 4,) * 2, pygame.SRCALPHA)
    c = layer.get_width() / 2
    body = pygame.Rect(0, 0, r * 1.3, r * 2.0)
    body.center = (int(c), int(c))
    pygame.draw.ellipse(layer, palette.DATE, body)
    pygame.draw.ellipse(layer, palette.DATE_EDGE, body, max(1, int(r * 0.12)))
    shine = pygame.Rect(0, 0, r * 0.32, r * 0.8)
    shine.center = (int(c - r * 0.25), int(c - r * 0.25))
    pygame.draw.ellipse(layer, palette.DATE_SHINE, shine)
    pygame.draw.line(
        layer, palette.DATE_STALK, (c, c - r * 1.0), (c + r * 0.15, c - r * 1.2), max(1, int(r * 0.15))
    )
    return pygame.transform.rotate(layer, math.degrees(tilt))


def star(
    surf: pygame.Surface, cx: float, cy: float, r: float, fill: Colour = GOLD, line: Colour | None = None
) -> None:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    if line is not None:
        pygame.draw.polygon(surf, line, pts, max(1, int(r * 0.1)))
