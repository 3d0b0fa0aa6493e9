"""The static pictures of Down Under, drawn in code once and cached: how a card looks (the sand-coloured
card, its two path parts (coloured and neutral), the crossing of a straight (the coloured part runs over
the neutral one), end cards as half cards, the Billabong water hole, animal badges and colour-blind
symbols), the shadows under cards, the red-earth ground of the table and the big outlined numbers that rise
from a card; and `DownUnderArt`, what the drawing gets besides the view.

A card is described by a `Face` in screen orientation (edges already turned by the view), so the same
renderer serves every view rotation, the tray, the ghost and the tooltip. Images are drawn at twice the
size and scaled down (smooth edges) and cached per face and size.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from rules.downunder import Tile, parts_of
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.widgets.draw import paint_gradient

from .animals import animal_image
from .palette import (
    BADGE_FACE,
    BOARD_RIM,
    CARD,
    CARD_DARK,
    CARD_EDGE,
    CARD_SHADOW,
    CROSSING_SHADOW,
    EARTH_BOTTOM,
    EARTH_DOTS,
    EARTH_TOP,
    LABEL_OUTLINE,
    LIFTED_SHADOW,
    NEUTRAL,
    NEUTRAL_EDGE,
    PLAYER_COLOURS,
    REED,
    SHELL_BOTTOM,
    SHELL_TOP,
    SYMBOL_EDGE,
    SYMBOL_FILL,
    WATER,
    WATER_LIGHT,
    WATERHOLE_RINGS,
    darker,
    lighter,
    neutral_tint,
)

CLEAR = (0, 0, 0, 0)
BAND = 0.2  # path band width, in cells
OUTLINE = 0.035  # dark rim around a band, in cells
SUPER = 2  # supersampling factor


# ---------------------------------------------------------------------------------------------- faces
@dataclass(frozen=True)
class PartLook:
    edges: tuple[int, ...]  # screen edges (0 N, 1 E, 2 S, 3 W) the part touches
    fill: tuple[int, int, int]
    rim: tuple[int, int, int]
    colour: bool  # the owner's colour part (drawn over the neutral one where they cross)
    symbol: int = -1  # colour-blind symbol of this seat, or -1


@dataclass(frozen=True)
class Face:
    kind: str  # straight, curve, end, billabong
    parts: tuple[PartLook, ...]
    animal: str = ""
    half: int = -1  # an end card: the screen edge its half lies at
    badge_rim: tuple[int, int, int] = NEUTRAL_EDGE  # the animal's badge takes its neutral part's tint
    faint: bool = False  # special scoring is off: the animal counts for nothing and its badge is faded


EDGE_VEC = ((0, -1), (1, 0), (0, 1), (-1, 0))


def _edge_point(d: int, s: float) -> tuple[float, float]:
    return (s / 2 + EDGE_VEC[d][0] * s / 2, s / 2 + EDGE_VEC[d][1] * s / 2)


def _corner(a: int, b: int, s: float) -> tuple[float, float]:
    """The card corner between two adjacent edges."""
    vx = EDGE_VEC[a][0] + EDGE_VEC[b][0]
    vy = EDGE_VEC[a][1] + EDGE_VEC[b][1]
    return (s / 2 + vx * s / 2, s / 2 + vy * s / 2)


def part_centreline(
    edges: tuple[int, ...], kind: str, s: float, steps: int = 10
) -> list[tuple[float, float]]:
    """Points along the middle of a part, for glows and waves drawn over the table."""
    if len(edges) == 2 and (edges[0] + 2) % 4 == edges[1]:
        a, b = _edge_point(edges[0], s), _edge_point(edges[1], s)
        if kind == "end":  # the bar of an end card: along the centre line
            return [a, b]
        return [a, b]
    if len(edges) == 2:
        cx, cy = _corner(edges[0], edges[1], s)
        a0 = math.atan2(_edge_point(edges[0], s)[1] - cy, _edge_point(edges[0], s)[0] - cx)
        a1 = math.atan2(_edge_point(edges[1], s)[1] - cy, _edge_point(edges[1], s)[0] - cx)
        if a1 - a0 > math.pi:
            a1 -= math.tau
        elif a0 - a1 > math.pi:
            a1 += math.tau
        return [
            (
                cx + s / 2 * math.cos(a0 + (a1 - a0) * i / steps),
                cy + s / 2 * math.sin(a0 + (a1 - a0) * i / steps),
            )
            for i in range(steps + 1)
        ]
    d = edges[0]
    return [_edge_point(d, s), (s / 2, s / 2)]


def _band(surf: pygame.Surface, a, b, width: float, colour, cap: bool = False) -> None:
    """A straight band from a to b (cap: a rounded end at b)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    pygame.draw.polygon(
        surf,
        colour,
        [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)],
    )
    if cap:
        pygame.draw.circle(surf, colour, b, width / 2)


def _arc(surf: pygame.Surface, centre, radius: float, width: float, colour, clip: pygame.Rect) -> None:
    """A quarter ring around a card corner: the ring clipped to the card."""
    old = surf.get_clip()
    surf.set_clip(clip)
    pygame.draw.circle(surf, colour, centre, radius + width / 2, max(1, int(round(width))))
    surf.set_clip(old)


def _draw_part(surf: pygame.Surface, part: PartLook, kind: str, s: float, half: int) -> None:
    """One path part with its dark rim, filled band and a light centre stripe."""
    w, rim = BAND * s, OUTLINE * s
    edges = part.edges
    clip = surf.get_rect()
    layers = ((w + 2 * rim, part.rim), (w, part.fill), (w * 0.28, lighter(part.fill, 0.35)))
    if len(edges) == 2 and (edges[0] + 2) % 4 == edges[1]:
        a, b = _edge_point(edges[0], s), _edge_point(edges[1], s)
        if kind == "end":  # the bar lies in the end's own half, against the centre line
            vx, vy = EDGE_VEC[half]
            off = (w / 2 + rim) * 1.0
            a = (a[0] + vx * off, a[1] + vy * off)
            b = (b[0] + vx * off, b[1] + vy * off)
        for width, colour in layers:
            _band(surf, a, b, width, colour)
    elif len(edges) == 2:
        centre = _corner(edges[0], edges[1], s)
        for width, colour in layers:
            _arc(surf, centre, s / 2, width, colour, clip)
    else:
        d = edges[0]
        a = _edge_point(d, s)
        centre = (s / 2, s / 2)
        if kind == "end":  # the stub stops at the bar
            vx, vy = EDGE_VEC[d]
            stop = (centre[0] + vx * (w + rim), centre[1] + vy * (w + rim))
        else:  # a Billabong dead end stops in the water
            vx, vy = EDGE_VEC[d]
            stop = (centre[0] + vx * s * 0.2, centre[1] + vy * s * 0.2)
        for width, colour in layers:
            _band(surf, a, stop, width, colour, cap=kind != "end")


def _draw_crossing_shadow(surf: pygame.Surface, part: PartLook, s: float) -> None:
    """The straight's coloured part passes over the neutral one: a slim shadow where it lies on it."""
    a, b = _edge_point(part.edges[0], s), _edge_point(part.edges[1], s)
    w = (BAND + 2 * OUTLINE) * s
    vx, vy = (b[0] - a[0]) / s, (b[1] - a[1]) / s  # unit vector along the coloured part
    reach = w / 2 + s * 0.01  # just across the neutral band
    shift = (abs(vy) * s * 0.035, abs(vx) * s * 0.035 + s * 0.01)  # light from the upper left
    shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    p = (s / 2 - vx * reach + shift[0], s / 2 - vy * reach + shift[1])
    q = (s / 2 + vx * reach + shift[0], s / 2 + vy * reach + shift[1])
    _band(shade, p, q, w, CROSSING_SHADOW)
    surf.blit(shade, (0, 0))


def _card_base(surf: pygame.Surface, s: float, half: int) -> None:
    rect = pygame.Rect(0, 0, int(s), int(s))
    if half >= 0:  # an end card is a half card against its edge
        hs = int(s / 2)
        rect = {
            0: pygame.Rect(0, 0, int(s), hs),
            1: pygame.Rect(int(s) - hs, 0, hs, int(s)),
            2: pygame.Rect(0, int(s) - hs, int(s), hs),
            3: pygame.Rect(0, 0, hs, int(s)),
        }[half]
    inset = rect.inflate(-int(s * 0.03), -int(s * 0.03))
    radius = int(s * 0.07)
    pygame.draw.rect(surf, CARD_EDGE, inset, border_radius=radius)
    pygame.draw.rect(surf, CARD, inset.inflate(-int(s * 0.025), -int(s * 0.025)), border_radius=radius)
    # a faint printed border inside the card
    pygame.draw.rect(
        surf,
        CARD_DARK,
        inset.inflate(-int(s * 0.09), -int(s * 0.09)),
        max(1, int(s * 0.012)),
        border_radius=radius,
    )


def _billabong(surf: pygame.Surface, s: float) -> None:
    c = (s / 2, s / 2)
    r = s * 0.3
    pygame.draw.ellipse(surf, darker(WATER, 0.7), pygame.Rect(c[0] - r * 1.08, c[1] - r, r * 2.16, r * 2.02))
    pygame.draw.ellipse(surf, WATER, pygame.Rect(c[0] - r, c[1] - r * 0.92, r * 2, r * 1.86))
    for k in (0.55, 0.3):
        ring = pygame.Rect(0, 0, r * 2 * k, r * 1.86 * k)
        ring.center = (int(c[0] + r * 0.12), int(c[1] - r * 0.08))
        pygame.draw.ellipse(surf, WATER_LIGHT, ring, max(1, int(s * 0.012)))
    for corner in ((0.16, 0.18), (0.84, 0.2), (0.18, 0.84), (0.82, 0.82)):  # reeds in the corners
        x, y = corner[0] * s, corner[1] * s
        for dx in (-0.04, 0.0, 0.04):
            pygame.draw.line(
                surf, REED, (x, y + s * 0.06), (x + dx * s, y - s * 0.05), max(1, int(s * 0.018))
            )


SYMBOLS = ("circle", "triangle", "square", "diamond")


def draw_symbol(
    surf: pygame.Surface, seat: int, centre: tuple[float, float], r: float, fill=SYMBOL_FILL, edge=SYMBOL_EDGE
) -> None:
    """The colour-blind mark of a seat: circle, triangle, square or diamond."""
    x, y = centre
    shape = SYMBOLS[seat % 4]
    if shape == "circle":
        pts = None
        pygame.draw.circle(surf, edge, centre, r + max(1, r * 0.3))
        pygame.draw.circle(surf, fill, centre, r)
        return
    if shape == "triangle":
        pts = [(x, y - r * 1.15), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)]
    elif shape == "square":
        pts = [
            (x - r * 0.85, y - r * 0.85),
            (x + r * 0.85, y - r * 0.85),
            (x + r * 0.85, y + r * 0.85),
            (x - r * 0.85, y + r * 0.85),
        ]
    else:
        pts = [(x, y - r * 1.2), (x + r * 1.05, y), (x, y + r * 1.2), (x - r * 1.05, y)]
    pygame.draw.polygon(surf, fill, pts)
    pygame.draw.polygon(surf, edge, pts, max(1, int(r * 0.3)))


def _symbol_spot(part: PartLook, kind: str, s: float) -> tuple[float, float]:
    line = part_centreline(part.edges, kind, s)
    if kind == "straight":
        return (s / 2, s / 2)
    if kind == "end":
        a, b = line[0], line[-1]
        return ((a[0] * 0.6 + b[0] * 0.4), (a[1] * 0.6 + b[1] * 0.4))
    return line[len(line) // 2]


STRAIGHT_BADGE = 0.24  # on a straight's grey part: this far from its (north or west) end, clear of the colour


def badge_spot(face: Face, s: float) -> tuple[float, float]:
    """Where the animal badge sits: on the grey (neutral) part it belongs to, so that a newcomer sees which
    path part carries it: the middle of a curve's grey arc, a straight's grey part beside the crossing."""
    neutral = next((p for p in face.parts if not p.colour), None)
    if neutral is None or face.kind not in ("curve", "straight"):
        return (s * 0.22, s * 0.22)
    line = part_centreline(neutral.edges, face.kind, s)
    if face.kind == "curve":
        return line[len(line) // 2]
    a, b = sorted((line[0], line[-1]))  # the west (or north) end first
    return (a[0] + (b[0] - a[0]) * STRAIGHT_BADGE, a[1] + (b[1] - a[1]) * STRAIGHT_BADGE)


def _draw_face(face: Face, size: int) -> pygame.Surface:
    s = size * SUPER
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    _card_base(surf, s, face.half)
    if face.kind == "billabong":
        _billabong(surf, s)
    order = sorted(face.parts, key=lambda p: p.colour)  # neutral first: the coloured part lies on top
    for part in order:
        if face.kind == "straight" and part.colour:
            _draw_crossing_shadow(surf, part, s)
        _draw_part(surf, part, face.kind, s, face.half)
    for part in face.parts:
        if part.symbol >= 0:
            draw_symbol(surf, part.symbol, _symbol_spot(part, face.kind, s), s * 0.075)
    image = pygame.transform.smoothscale(surf, (size, size))
    if face.animal:
        _draw_badge(image, face, size)
    return image


FAINT_BADGE = 70  # the alpha of an animal's badge that does not count (special scoring off)


def _draw_badge(image: pygame.Surface, face: Face, size: int) -> None:
    """The animal's badge on its grey part; faded when special scoring is off, so that it never looks as
    if it counted."""
    spot = badge_spot(face, size)
    r = size * 0.17
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(badge, face.badge_rim, spot, r + max(1, size * 0.02))
    pygame.draw.circle(badge, BADGE_FACE, spot, r)
    icon = animal_image(face.animal, int(r * 1.75))
    badge.blit(icon, icon.get_rect(center=(int(spot[0]), int(spot[1]))))
    if face.faint:
        badge.set_alpha(FAINT_BADGE)
    image.blit(badge, (0, 0))


@cached(1024)
def face_image(face: Face, size: int) -> pygame.Surface:
    """The card face as a transparent `size` x `size` image, cached (in the display's format when there
    is a display, which makes blitting it several times faster)."""
    image = _draw_face(face, size)
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


@cached(64)
def shadow_image(half: int, size: int) -> pygame.Surface:
    """A soft shadow under a card (or half card), drawn under it on the table."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, size, size)
    if half >= 0:
        hs = size // 2
        rect = {
            0: pygame.Rect(0, 0, size, hs),
            1: pygame.Rect(size - hs, 0, hs, size),
            2: pygame.Rect(0, size - hs, size, hs),
            3: pygame.Rect(0, 0, hs, size),
        }[half]
    for i in range(3):
        pygame.draw.rect(surf, CARD_SHADOW, rect.inflate(-i * 2, -i * 2), border_radius=int(size * 0.08))
    return surf


@cached(160)  # (a flight's sizes are drawn ahead: anim.ready_steps)
def soft_shadow(size: int) -> pygame.Surface:
    """The blurred shadow a lifted card throws on the table."""
    pad = max(4, size // 8)
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        pygame.draw.rect(
            surf, LIFTED_SHADOW, surf.get_rect().inflate(-2 * i, -2 * i), border_radius=size // 8 + i
        )
    return surf


# ---------------------------------------------------------------------------------------------- tiles
def tile_face(
    tile: Tile,
    quarter: int,
    colour_blind: bool,
    owners: dict[tuple[int, int], int] | None = None,
    index: int = -1,
    animals: bool = True,
) -> Face:
    """The face of a card as seen with the view turned `quarter` quarter turns. `owners` (from
    `part_owners`) tints the neutral parts that lie on a path; without it they stay grey. Without special
    scoring (`animals` False) the animal's badge is faded: it counts for nothing."""
    looks = []
    badge_rim = None
    for pi, part in enumerate(parts_of(tile)):
        edges = tuple((d + quarter) % 4 for d in part.edges)
        if part.colour:
            colour = PLAYER_COLOURS[part.owner]
            looks.append(PartLook(edges, colour, darker(colour), True, part.owner if colour_blind else -1))
            continue
        seat = owners.get((index, pi), -1) if owners is not None else -1
        fill, rim = neutral_tint(PLAYER_COLOURS[seat] if seat >= 0 else None)
        looks.append(PartLook(edges, fill, rim, False))
        if part.animal:
            badge_rim = rim
    half = (tile.rot + quarter) % 4 if tile.kind == "end" else -1
    faint = bool(tile.animal) and not animals
    return Face(tile.kind, tuple(looks), tile.animal, half, badge_rim or darker(NEUTRAL), faint)


@cached(512)
def plain_face(tile: Tile, quarter: int, colour_blind: bool, animals: bool = True) -> Face:
    """The face of a card that is not on the table (tray, ghost, hint): neutral parts stay grey."""
    return tile_face(tile, quarter, colour_blind, animals=animals)


@cached(128)
def faded_card(face: Face, size: int, alpha: int) -> pygame.Surface:
    """A card image with constant transparency (empty or unusable tray slots, ghosts)."""
    image = card_image(face, size).copy()
    image.set_alpha(alpha)
    return image


def card_image(face: Face, size: int) -> pygame.Surface:
    """A card face at any size: cached detail levels, scaled when the size is in between."""
    if size in (56, 96):
        return face_image(face, size)
    base = 96 if size > 56 else 56
    return _scaled_face(face, base, size)


@cached(512)
def _scaled_face(face: Face, base: int, size: int) -> pygame.Surface:
    return pygame.transform.smoothscale(face_image(face, base), (size, size))


# ---------------------------------------------------------------------------------------------- ground
@cached(2)
def scene_background(board: tuple[int, int, int, int]) -> pygame.Surface:
    """The whole screen behind a Down Under game: the shell's dark gradient, the earth of the board area
    with its rim. Built once, in the display's pixel format so the blit is cheap."""
    surf = paint_gradient(theme.LOGICAL_SIZE, SHELL_TOP, SHELL_BOTTOM)
    rect = pygame.Rect(board)
    surf.blit(earth(rect.size), rect.topleft)
    pygame.draw.rect(surf, BOARD_RIM, rect, 3, border_radius=6)
    return surf.convert() if pygame.display.get_surface() is not None else surf


@cached(4)
def earth(size: tuple[int, int]) -> pygame.Surface:
    """The red-earth ground of the board area with a scatter of ochre dots (dot-painting style)."""
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(EARTH_TOP, EARTH_BOTTOM, strict=True))
        pygame.draw.line(surf, colour, (0, y), (w, y))
    rng = random.Random(7)
    dots = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 900):
        x, y = rng.uniform(0, w), rng.uniform(0, h)
        tone = rng.choice(EARTH_DOTS)
        pygame.draw.circle(dots, tone, (x, y), rng.choice((1.5, 2, 2.5, 3)))
    # a few concentric "waterhole" circles, the classic motif, very faint
    for cx, cy in ((0.18, 0.22), (0.82, 0.7), (0.55, 0.12)):
        for r in range(10, 70, 12):
            pygame.draw.circle(dots, WATERHOLE_RINGS, (cx * w, cy * h), r, 3)
    surf.blit(dots, (0, 0))
    return surf


# ---------------------------------------------------------------------------------------------- words
@cached(16)
def outlined(fonts, label: str, colour: tuple) -> pygame.Surface:
    """Big text with a dark outline, readable over any card or path (kept: it is drawn ahead of the move
    that shows it; a rising number, fx.Floater, blits a faded copy)."""
    face = fonts.render(label, "heading", colour)
    dark = fonts.render(label, "heading", LABEL_OUTLINE)
    image = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        image.blit(dark, (dx, dy))
    image.blit(face, (2, 2))
    return image


# ---------------------------------------------------------------------------------------------- the drawing's art
class DownUnderArt:
    """What Down Under's drawing (draw.draw_board, panel.draw_panel) gets besides the view, built once by the
    scene: the fonts, and the effects' overlay, a transparent picture of the canvas's size that fx.draw uses
    as scratch (cleared and blended only where the effects draw; nothing is kept in it between frames). It
    is made with the scene, not in the frame of the first effect: a new picture of the window's size, its
    memory touched for the first time, took that frame 2-4 ms."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts
        self.overlay = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        self.overlay.fill(CLEAR)
