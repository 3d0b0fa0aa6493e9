"""The table as drawn under the camera: the composed layer of every card (each face tinted by the path it
belongs to), the possible play area on the ground and the fence once the area is fixed.

The table layer holds all cards at a fixed level of detail (LOD pixels per cell), composed when what lies on
the table changes (`composed`, keyed by the view's `Cards`); each frame it is scaled to the camera's zoom
(`scaled`, kept while the zoom holds), so a frame costs one blit however many cards lie there. The ground
with the play area is the scene's one layer (`paint_ground`, scenes.engine.layers).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from rules.downunder import State, Tile, part_owners, play_area, possible_area
from scenes.engine.cache import cached

from .art import face_image, scene_background, shadow_image, tile_face
from .layout import Camera, Transforms, view_cell
from .palette import AREA_DASH, AREA_LIGHT, FENCE_POST, FENCE_POST_LIGHT, FENCE_SHADOW, FENCE_WIRE

Cell = tuple[int, int]


def lod_for(zoom: int) -> int:
    """Level of detail the layer is drawn at for a zoom: small tables scale down from fewer pixels."""
    return 96 if zoom > 60 else 56


@dataclass(frozen=True, slots=True)
class Cards:
    """The cards lying on the table, as the table layer shows them: all of `tiles` but those in `hidden`
    (flying in), seen turned by `quarter`, at `lod` pixels a cell. Compared by its tiles; hashed by the
    rules' XOR of their hashes (`table_key`), so that asking for its picture hashes no tile."""

    tiles: tuple[Tile, ...] = field(hash=False)
    table_key: int
    quarter: int
    colour_blind: bool
    hidden: frozenset[int]
    lod: int
    state: State = field(compare=False, hash=False, repr=False)  # whose path each part lies on
    animals: bool = True  # special scoring: without it the animals' badges are faded (they count nothing)


@cached(4)  # (the layers of an AI's move are composed ahead: anim.ready_steps)
def composed(cards: Cards) -> tuple[pygame.Surface | None, tuple[int, int]]:
    """All cards at the level of detail on one picture (each face tinted by the path it belongs to), and the
    view cell of its top-left corner: a frame then costs one blit however many cards lie there."""
    state, lod = cards.state, cards.lod
    if not cards.tiles:
        return None, (0, 0)
    owners = part_owners(state)
    vcells = [view_cell(t.cell, cards.quarter) for t in cards.tiles]
    u0 = min(c[0] for c in vcells)
    v0 = min(c[1] for c in vcells)
    u1 = max(c[0] for c in vcells)
    v1 = max(c[1] for c in vcells)
    pad = max(2, lod // 16)  # room for the shadows at the layer's edge
    surface = pygame.Surface(((u1 - u0 + 1) * lod + pad, (v1 - v0 + 1) * lod + pad), pygame.SRCALPHA)
    faces = []
    for index, tile in enumerate(cards.tiles):
        if index in cards.hidden:
            continue
        face = tile_face(tile, cards.quarter, cards.colour_blind, owners, index, cards.animals)
        u, v = vcells[index]
        pos = ((u - u0) * lod, (v - v0) * lod)
        surface.blit(shadow_image(face.half, lod), (pos[0] + pad // 2 + 1, pos[1] + pad // 2 + 2))
        faces.append((face, pos))
    for face, pos in faces:
        surface.blit(face_image(face, lod), pos)
    return (surface.convert_alpha() if pygame.display.get_surface() is not None else surface), (u0, v0)


def scaled_size(cards: Cards, z: int) -> tuple[int, int] | None:
    """The size of the table layer at zoom `z` (None: no cards)."""
    surface = composed(cards)[0]
    if surface is None:
        return None
    w, h = surface.get_size()
    return max(1, round(w * z / cards.lod)), max(1, round(h * z / cards.lod))


@cached(6)  # (the layers where a glide ends and of a landing are scaled ahead: anim)
def scaled(cards: Cards, size: tuple[int, int], smooth: bool) -> pygame.Surface:
    """The table layer at `size`: smoothly scaled once the zoom holds, a plain (fast) scale while it moves."""
    surface = composed(cards)[0]
    assert surface is not None
    if size == surface.get_size():
        return surface
    if not smooth:
        return pygame.transform.scale(surface, size)
    return pygame.transform.smoothscale(surface, size)


def draw_cards(target: pygame.Surface, cards: Cards, camera: Camera, smooth: bool) -> None:
    """Blit the table layer at the camera's zoom."""
    surface, origin = composed(cards)
    if surface is None:
        return
    size = scaled_size(cards, camera.z)
    assert size is not None
    target.blit(scaled(cards, size, smooth), (camera.screen_x(origin[0]), camera.screen_y(origin[1])))


@dataclass(frozen=True, slots=True)
class Area:
    """The play area on the ground, its rectangles on screen: fixed (its fence, `fence` 0..1 strung so far)
    or where full cards may still go."""

    rects: tuple[tuple[int, int, int, int], ...]
    fixed: bool
    step: int  # the camera's zoom (the fence's posts stand at every cell corner)
    fence: float


def area_of(state: State, camera: Transforms, fence: float) -> Area:
    area = play_area(state)
    rects = area_rects_on_screen([area] if area is not None else possible_area(state) or [], camera)
    return Area(tuple(tuple(r) for r in rects), area is not None, camera.z, fence)


@dataclass(frozen=True, slots=True)
class Ground:
    """The frame's background: the ground of the board and, while the camera and the area hold still, the
    play area on it (None: the board draws it, straight on the screen)."""

    board: tuple[int, int, int, int]
    area: Area | None


def paint_ground(target: pygame.Surface, ground: Ground) -> None:
    """The ground (a layer: filling and dashing the area took 0.3-0.7 ms of every frame)."""
    target.blit(scene_background(ground.board), (0, 0))
    if ground.area is not None:
        clip = target.get_clip()
        target.set_clip(pygame.Rect(ground.board).inflate(-6, -6))  # as the board draws it
        paint_area(target, ground.area)
        target.set_clip(clip)


def paint_area(surface: pygame.Surface, area: Area) -> None:
    draw_area(surface, [pygame.Rect(r) for r in area.rects], area.fixed, area.step, area.fence)


def draw_area(
    surface: pygame.Surface, rects: list[pygame.Rect], fixed: bool, step: int, fence: float
) -> None:
    """The play area on the ground: once fixed its fence (with the lighter ground while the fence grows),
    before that the lighter ground of where cards may still go."""
    if fixed:
        if fence < 1.0:
            draw_possible_area(surface, rects)
        draw_fence(surface, rects[0], step, fence)
    elif rects:
        draw_possible_area(surface, rects)


def area_rects_on_screen(rects: list[tuple[int, int, int, int]], camera: Transforms) -> list[pygame.Rect]:
    """World rectangles of cells (inclusive) as screen rectangles."""
    out = []
    for x0, y0, x1, y1 in rects:
        a = camera.cell_rect((x0, y0))
        b = camera.cell_rect((x1, y1))
        out.append(a.union(b))
    return out


def draw_possible_area(surface: pygame.Surface, rects: list[pygame.Rect]) -> None:
    """Where full cards may still go: slightly lighter ground with a dashed rim around the union of the
    (at most two) rectangles."""
    clip = surface.get_clip()
    if len(rects) == 2 and not rects[0].contains(rects[1]):
        _light_two(surface, rects[0].clip(clip), rects[1].clip(clip))
    else:
        for i, r in enumerate(rects):
            part = r
            for o in rects[:i]:  # lighten the overlap only once
                if o.contains(r):
                    part = None
            if part is not None:
                surface.fill(AREA_LIGHT, part.clip(clip), special_flags=pygame.BLEND_RGB_ADD)
    for i, r in enumerate(rects):
        others = [o for j, o in enumerate(rects) if j != i]
        _dashed_rect(surface, r, AREA_DASH, 2, 10, others)


def _light_two(surface: pygame.Surface, a: pygame.Rect, b: pygame.Rect) -> None:
    """Two overlapping areas lit as two adds of the light would (their overlap twice), each pixel once: the
    overlap with the light doubled (a saturating add of 2L is two of L), the rest of each with the light.
    While the camera glides, both often cover the whole board: two adds over it took ~0.3-0.5 ms."""
    both = a.clip(b)
    if not both:
        for r in (a, b):
            surface.fill(AREA_LIGHT, r, special_flags=pygame.BLEND_RGB_ADD)
        return
    surface.fill(tuple(2 * c for c in AREA_LIGHT), both, special_flags=pygame.BLEND_RGB_ADD)
    for r in (a, b):
        for strip in (
            (r.x, r.y, r.w, both.y - r.y),
            (r.x, both.bottom, r.w, r.bottom - both.bottom),
            (r.x, both.y, both.x - r.x, both.h),
            (both.right, both.y, r.right - both.right, both.h),
        ):
            if strip[2] > 0 and strip[3] > 0:
                surface.fill(AREA_LIGHT, strip, special_flags=pygame.BLEND_RGB_ADD)


def _free_intervals(a: float, b: float, covered: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The parts of [a, b] outside every covered interval."""
    parts = [(a, b)]
    for c0, c1 in covered:
        nxt = []
        for p0, p1 in parts:
            if c1 <= p0 or c0 >= p1:
                nxt.append((p0, p1))
                continue
            if p0 < c0:
                nxt.append((p0, c0))
            if c1 < p1:
                nxt.append((c1, p1))
        parts = nxt
    return parts


def _dashed_rect(
    surface: pygame.Surface, rect: pygame.Rect, colour, width: int, dash: int, skip: list[pygame.Rect]
) -> None:
    """A dashed rectangle outline without the stretches inside any rectangle of `skip`, drawn only where
    it is visible (the outline of a large area may reach far beyond the screen)."""
    period = 2 * dash
    for horizontal, fixed, lo, p0, p1 in dash_spans(
        rect, surface.get_clip().inflate(2 * dash, 2 * dash), skip
    ):
        start = lo + ((p0 - lo) // period) * period  # dashes stay in step with the rectangle's corner
        t = start
        while t < p1:
            d0, d1 = max(t, p0), min(t + dash, p1)
            if d1 > d0:
                if horizontal:
                    pygame.draw.line(surface, colour, (d0, fixed), (d1, fixed), width)
                else:
                    pygame.draw.line(surface, colour, (fixed, d0), (fixed, d1), width)
            t += period


def dash_spans(
    rect: pygame.Rect, clip: pygame.Rect, skip: list[pygame.Rect]
) -> list[tuple[bool, int, int, float, float]]:
    """The stretches of a rectangle's outline that are dashed within `clip`: (horizontal, the side's fixed
    coordinate, where the side starts, from, to), none inside a rectangle of `skip`."""
    spans = []
    for horizontal, fixed, lo, hi in (
        (True, rect.top, rect.left, rect.right),
        (True, rect.bottom, rect.left, rect.right),
        (False, rect.left, rect.top, rect.bottom),
        (False, rect.right, rect.top, rect.bottom),
    ):
        if horizontal and not clip.top <= fixed <= clip.bottom:
            continue
        if not horizontal and not clip.left <= fixed <= clip.right:
            continue
        covered = []
        for o in skip:
            if horizontal and o.top < fixed < o.bottom:
                covered.append((o.left, o.right))
            elif not horizontal and o.left < fixed < o.right:
                covered.append((o.top, o.bottom))
        view = (clip.left, clip.right) if horizontal else (clip.top, clip.bottom)
        spans += [
            (horizontal, fixed, lo, p0, p1)
            for p0, p1 in _free_intervals(max(lo, view[0]), min(hi, view[1]), covered)
        ]
    return spans


def dashes_seen(area: Area, clip: pygame.Rect) -> bool:
    """Whether a dashed line of the area's (where full cards may still go) lies within `clip`, the table
    as seen: the room line's legend names the dashes only then (issue 27)."""
    if area.fixed:
        return False
    rects = [pygame.Rect(r) for r in area.rects]
    return any(
        p1 - p0 > 4
        for i, r in enumerate(rects)
        for *_, p0, p1 in dash_spans(r, clip, [o for j, o in enumerate(rects) if j != i])
    )


def perimeter(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft, rect.topleft]


def draw_fence(surface: pygame.Surface, rect: pygame.Rect, step: int, progress: float = 1.0) -> None:
    """The play area's border as an outback fence: two wires and posts at every cell corner. `progress`
    (0..1) draws it growing around the area from the top-left corner."""
    corners = perimeter(rect.inflate(4, 4))
    lengths = [math.dist(corners[i], corners[i + 1]) for i in range(4)]
    total = sum(lengths)
    left = total * max(0.0, min(1.0, progress))
    points = [corners[0]]
    for i in range(4):
        if left <= 0:
            break
        a, b = corners[i], corners[i + 1]
        t = min(1.0, left / lengths[i])
        points.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
        left -= lengths[i]
    if len(points) >= 2:
        pygame.draw.lines(surface, FENCE_SHADOW, False, [(x + 2, y + 3) for x, y in points], 4)
        pygame.draw.lines(surface, FENCE_WIRE, False, points, 3)
    # posts where the wire has arrived
    posts = []
    for i in range(4):
        a, b = corners[i], corners[i + 1]
        n = max(1, round(lengths[i] / max(4, step)))
        posts += [
            (
                a[0] + (b[0] - a[0]) * k / n,
                a[1] + (b[1] - a[1]) * k / n,
                (sum(lengths[:i]) + lengths[i] * k / n),
            )
            for k in range(n)
        ]
    reach = total * progress
    r = max(3, step // 12)
    for x, y, at in posts:
        if at <= reach + 0.5:
            pygame.draw.circle(surface, FENCE_SHADOW, (x + 1, y + 2), r + 1)
            pygame.draw.circle(surface, FENCE_POST, (x, y), r)
            pygame.draw.circle(surface, FENCE_POST_LIGHT, (x - r * 0.3, y - r * 0.3), max(1, r // 2))
