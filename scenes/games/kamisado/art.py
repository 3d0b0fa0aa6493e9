"""Tower pictures: lacquered octagonal prisms seen slightly from the front, black or white, with the
coloured symbol on top and a gold "dragon teeth" band per Sumo rank stacked under the top face.

Everything is drawn three times larger and smoothscaled down (anti-aliased edges without gfxdraw), once per
size and look, and cached in a `TowerArt` that the scene owns.
"""

from __future__ import annotations

import math

import pygame

from scenes.widgets.draw import mix

from .palette import (
    GLOW_RGB,
    MARKER_DARK,
    MARKER_RGB,
    SQUARE_RGB,
    TOWER_RGB,
    draw_glyph,
    ink_for,
)

K = 3  # supersampling factor


def octagon(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """A regular octagon with flat top and bottom (circumradius r)."""
    return [
        (cx + r * math.cos(math.pi / 8 + i * math.pi / 4), cy + r * math.sin(math.pi / 8 + i * math.pi / 4))
        for i in range(8)
    ]


def hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Convex hull (monotone chain): the silhouette of an octagon swept upwards."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o, a, b) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


class TowerMetrics:
    """Sizes of a tower drawn for squares of `square` pixels."""

    def __init__(self, square: int) -> None:
        self.square = square
        self.radius = square * 0.39
        self.base = square * 0.13  # body height
        self.band = square * 0.075  # one dragon-teeth marker
        self.pad = 4
        self.width = int(2 * self.radius + 2 * self.pad + 2)
        self.height = int(2 * self.radius + self.base + 4 * self.band + 2 * self.pad + 2)

    def rise(self, rank: int) -> float:
        return self.base + rank * self.band

    @property
    def anchor(self) -> tuple[float, float]:
        """Where the centre of the footprint lies in the sprite."""
        return self.width / 2, self.height - self.pad - self.radius - 1


def _front(poly: list[tuple[float, float]], cy: float) -> list[tuple[float, float]]:
    """The lower (front-facing) part of an octagon's outline, left to right."""
    pts = [p for p in poly if p[1] >= cy - 1e-6]
    return sorted(pts)


def _teeth(surface, poly, cy, size: float, colour) -> None:
    """Small downward triangles along the front edge of a band: the dragon's teeth."""
    front = _front(poly, cy)
    for a, b in zip(front, front[1:], strict=False):
        length = math.dist(a, b)
        n = max(1, int(length / (size * 1.6)))
        for i in range(n):
            t0, t1 = i / n, (i + 1) / n
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            mid = ((p0[0] + p1[0]) / 2, (p0[1] + p1[1]) / 2 + size)
            pygame.draw.polygon(surface, colour, [p0, p1, mid])


def _band(surface, cx, cy_low, cy_high, r, colour, dark) -> None:
    """One marker: the swept octagon between two heights, a light top edge and teeth hanging below."""
    low, high = octagon(cx, cy_low, r), octagon(cx, cy_high, r)
    pygame.draw.polygon(surface, colour, hull(low + high))
    _teeth(surface, low, cy_low, (cy_low - cy_high) * 0.9, colour)
    pygame.draw.lines(surface, dark, False, _front(low, cy_low), max(1, K))
    light = mix(colour, (255, 255, 255), 0.45)
    pygame.draw.lines(surface, light, False, _front(high, cy_high), max(1, K))


def draw_tower(seat: int, colour_id: int, rank: int, square: int, glyphs: bool) -> pygame.Surface:
    m = TowerMetrics(square)
    surf = pygame.Surface((m.width * K, m.height * K), pygame.SRCALPHA)
    lac = TOWER_RGB[seat]
    ax, ay = m.anchor
    cx, cy = ax * K, ay * K
    r = m.radius * K
    body_top = cy - m.base * K
    top = cy - m.rise(rank) * K
    bottom_poly, top_poly = octagon(cx, cy, r), octagon(cx, top, r)
    # body sides with facet edges
    pygame.draw.polygon(surf, lac["side"], hull(bottom_poly + top_poly))
    side_light = mix(lac["side"], (255, 255, 255), 0.18 if seat == 0 else 0.35)
    for bx, by in _front(bottom_poly, cy)[1:-1]:
        pygame.draw.line(surf, side_light, (bx, by), (bx, by - m.base * K), max(1, K // 2 + 1))
    # dragon-teeth markers, the first directly on the body
    for i in range(rank):
        low = body_top - i * m.band * K
        _band(surf, cx, low, low - m.band * K, r, MARKER_RGB, MARKER_DARK)
    # top face: rim, inner field, light from the upper left
    pygame.draw.polygon(surf, lac["face"], top_poly)
    pygame.draw.polygon(surf, lac["inner"], octagon(cx, top, r * 0.84))
    lit = [top_poly[i] for i in (3, 4, 5, 6)]  # the upper-left edges of the octagon
    pygame.draw.lines(surf, lac["rim"], False, lit, max(1, K + 1))
    pygame.draw.polygon(surf, lac["line"], top_poly, max(1, K))
    pygame.draw.polygon(surf, lac["line"], hull(bottom_poly + top_poly), max(1, K))
    # the coloured symbol
    rgb = SQUARE_RGB[colour_id]
    disc = r * 0.5
    pygame.draw.circle(surf, mix(rgb, (0, 0, 0), 0.45), (cx, top), disc + K * 1.5)
    pygame.draw.circle(surf, rgb, (cx, top), disc)
    pygame.draw.circle(surf, mix(rgb, (255, 255, 255), 0.22), (cx, top), disc * 0.78, max(1, K))
    if glyphs:
        draw_glyph(surf, colour_id, (cx, top), disc * 0.55, ink_for(rgb))
    gloss = pygame.Surface((int(disc * 1.2), int(disc * 0.6)), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, (255, 255, 255, 70), gloss.get_rect())
    surf.blit(gloss, (cx - disc * 0.75, top - disc * 0.85))
    return _ready(pygame.transform.smoothscale(surf, (m.width, m.height)))


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format, once there is a display: alpha blits get several times faster."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def draw_marker(square: int) -> pygame.Surface:
    """One loose dragon-teeth marker (for the promotion animation), anchored like a tower."""
    m = TowerMetrics(square)
    surf = pygame.Surface((m.width * K, m.height * K), pygame.SRCALPHA)
    ax, ay = m.anchor
    cx, cy = ax * K, ay * K
    top = cy - m.band * K * 1.4
    _band(surf, cx, cy, top, m.radius * K, MARKER_RGB, MARKER_DARK)
    # a ring, not a lid: the tower's symbol shows through the middle
    pygame.draw.polygon(surf, (0, 0, 0, 0), octagon(cx, top, m.radius * K * 0.74))
    pygame.draw.polygon(surf, MARKER_DARK, octagon(cx, top, m.radius * K * 0.74), K)
    return _ready(pygame.transform.smoothscale(surf, (m.width, m.height)))


def draw_shadow(square: int) -> pygame.Surface:
    """A soft elliptical shadow the size of a footprint."""
    m = TowerMetrics(square)
    w, h = int(m.radius * 2.5), int(m.radius * 1.6)
    small = pygame.Surface((max(4, w // 3), max(4, h // 3)), pygame.SRCALPHA)
    sw, sh = small.get_size()
    for i in range(6):
        t = i / 6
        rect = pygame.Rect(0, 0, int(sw * (1 - t * 0.45)), int(sh * (1 - t * 0.45)))
        rect.center = (sw // 2, sh // 2)
        pygame.draw.ellipse(small, (0, 0, 0, 22), rect)
    return _ready(pygame.transform.smoothscale(small, (w, h)))


def draw_glow(square: int, rgb=GLOW_RGB) -> pygame.Surface:
    """A soft ring of light around a footprint (the tower that must move)."""
    m = TowerMetrics(square)
    size = int(m.radius * 3.0)
    small = pygame.Surface((size // 2, size // 2), pygame.SRCALPHA)
    c = size // 4
    ring = m.radius / 2
    for i in range(14):
        rr = ring * 0.7 + i * ring * 0.06
        alpha = int(70 * (1 - abs(i - 5) / 9))
        pygame.draw.circle(small, (*rgb, max(0, alpha)), (c, c), rr, 2)
    return _ready(pygame.transform.smoothscale(small, (size, size)))


def draw_target(square: int, push: bool) -> pygame.Surface:
    """The marker of a square the selected tower may reach: a light disc; a push shows two chevrons."""
    s = square * K
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    if push:
        pygame.draw.circle(surf, (20, 8, 6, 150), (c, c), s * 0.27)
        pygame.draw.circle(surf, (255, 140, 100, 255), (c, c), s * 0.27, K * 2)
        for dy in (-s * 0.07, s * 0.07):
            pts = [(c - s * 0.1, c + dy + s * 0.05), (c, c + dy - s * 0.05), (c + s * 0.1, c + dy + s * 0.05)]
            pygame.draw.lines(surf, (255, 210, 180, 255), False, pts, K * 2)
    else:
        pygame.draw.circle(surf, (10, 6, 8, 110), (c, c), s * 0.17)
        pygame.draw.circle(surf, (255, 250, 235, 235), (c, c), s * 0.17, K * 2)
    return _ready(pygame.transform.smoothscale(surf, (square, square)))


class TowerArt:
    """Caches every picture the towers need, per square size and colour-blind flag."""

    def __init__(self, square: int) -> None:
        self.square = square
        self.metrics = TowerMetrics(square)
        self._towers: dict[tuple, pygame.Surface] = {}
        self.shadow = draw_shadow(square)
        self.glow = draw_glow(square)
        self.hint_glow = draw_glow(square, (120, 230, 255))
        self.marker = draw_marker(square)
        self.target = draw_target(square, False)
        self.push_target = draw_target(square, True)

    def warm(self, glyphs: bool) -> None:
        """Draw the sixteen unpromoted towers now rather than in the first frames of play."""
        for tower in range(16):
            self.tower(tower >> 3, tower & 7, 0, glyphs)

    def tower(self, seat: int, colour_id: int, rank: int, glyphs: bool) -> pygame.Surface:
        key = (seat, colour_id, rank, glyphs)
        image = self._towers.get(key)
        if image is None:
            image = draw_tower(seat, colour_id, rank, self.square, glyphs)
            self._towers[key] = image
        return image
