"""The table as drawn under the camera: the composed layer of every card (each face tinted by the path it
belongs to), the possible play area on the ground and the fence once the area is fixed.

The table layer holds all cards at a fixed level of detail (LOD pixels per cell) and is rebuilt only when
what lies on the table changes; each frame it is scaled to the camera's zoom (cached while the zoom holds),
so a frame costs one blit however many cards lie there.
"""

from __future__ import annotations

import math

import pygame

from rules.downunder import State, part_owners, play_area, possible_area
from scenes.engine import theme
from scenes.widgets.side_panel import Backdrop

from .art import face_image, scene_background, shadow_image, tile_face
from .layout import Layout
from .palette import AREA_DASH, AREA_LIGHT, FENCE_POST, FENCE_POST_LIGHT, FENCE_SHADOW, FENCE_WIRE

Cell = tuple[int, int]


def lod_for(zoom: int) -> int:
    """Level of detail the layer is drawn at for a zoom: small tables scale down from fewer pixels."""
    return 96 if zoom > 60 else 56


class TableLayer:
    """All cards of a state composed onto one surface at a level of detail, plus its scaled copy."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.surface: pygame.Surface | None = None
        self.origin = (0, 0)  # view cell of the layer's top-left corner
        self.lod = 96
        self._scaled: pygame.Surface | None = None
        self._scaled_key: tuple | None = None
        # layers composed ahead (an AI's move, before it is played): key -> (surface, origin)
        self._ready: dict[tuple, tuple[pygame.Surface | None, tuple[int, int]]] = {}
        # layers scaled ahead (scale_ahead): (key, size, moving) -> the scaled picture `draw` would make
        self._scaled_ready: dict[tuple, pygame.Surface] = {}

    def build(
        self, state: State, quarter: int, colour_blind: bool, hidden: frozenset[int], lod: int, camera: Layout
    ) -> None:
        """Compose the cards of `state` (except the tile indices in `hidden`, which are animating)."""
        key = (state.tiles, quarter, colour_blind, hidden, lod)
        if key == self.key:
            return
        self.key = key
        self.lod = lod
        self._scaled_key = None
        if key in self._ready:  # composed ahead: the same cards, the same pixels
            self.surface, self.origin = self._ready.pop(key)
            return
        self.surface, self.origin = self.compose(state, quarter, colour_blind, hidden, lod, camera)

    def prepare(
        self, state: State, quarter: int, colour_blind: bool, hidden: frozenset[int], lod: int, camera: Layout
    ) -> None:
        """Compose now the layer that `build` with these arguments will ask for (at most two are kept)."""
        key = (state.tiles, quarter, colour_blind, hidden, lod)
        if key != self.key and key not in self._ready:
            while len(self._ready) >= 2:
                del self._ready[next(iter(self._ready))]
            self._ready[key] = self.compose(state, quarter, colour_blind, hidden, lod, camera)

    @staticmethod
    def compose(
        state: State, quarter: int, colour_blind: bool, hidden: frozenset[int], lod: int, camera: Layout
    ) -> tuple[pygame.Surface | None, tuple[int, int]]:
        """The layer of the cards of `state` but those in `hidden`, and the view cell of its top-left."""
        if not state.tiles:
            return None, (0, 0)
        owners = part_owners(state)
        vcells = [camera.view_cell(t.cell) for t in state.tiles]
        u0 = min(c[0] for c in vcells)
        v0 = min(c[1] for c in vcells)
        u1 = max(c[0] for c in vcells)
        v1 = max(c[1] for c in vcells)
        pad = max(2, lod // 16)  # room for the shadows at the layer's edge
        surface = pygame.Surface(((u1 - u0 + 1) * lod + pad, (v1 - v0 + 1) * lod + pad), pygame.SRCALPHA)
        faces = []
        for index, tile in enumerate(state.tiles):
            if index in hidden:
                continue
            face = tile_face(tile, quarter, colour_blind, owners, index)
            u, v = vcells[index]
            pos = ((u - u0) * lod, (v - v0) * lod)
            surface.blit(shadow_image(face.half, lod), (pos[0] + pad // 2 + 1, pos[1] + pad // 2 + 2))
            faces.append((face, pos))
        for face, pos in faces:
            surface.blit(face_image(face, lod), pos)
        return (surface.convert_alpha() if pygame.display.get_surface() is not None else surface), (u0, v0)

    def draw(self, target: pygame.Surface, camera: Layout, moving: bool = False) -> None:
        """Blit the layer at the camera's zoom. While the zoom is moving, a plain (fast) scale is used for
        the in-between frames; the smooth one is made once the zoom holds, and kept."""
        if self.surface is None:
            return
        size = self._size(self.surface, camera.z, self.lod)
        key = (self.key, size, moving)
        if (
            self._scaled_key is None
            or self._scaled_key[:2] != key[:2]
            or (self._scaled_key[2] and not moving)
        ):
            ready = self._scaled_ready.pop(key, None)
            self._scaled = ready if ready is not None else self._scale(self.surface, size, moving)
            self._scaled_key = key
        pos = (camera.screen_x(self.origin[0]), camera.screen_y(self.origin[1]))
        target.blit(self._scaled, pos)

    @staticmethod
    def _size(surface: pygame.Surface, z: int, lod: int) -> tuple[int, int]:
        w, h = surface.get_size()
        return max(1, round(w * z / lod)), max(1, round(h * z / lod))

    @staticmethod
    def _scale(surface: pygame.Surface, size: tuple[int, int], moving: bool) -> pygame.Surface:
        if size == surface.get_size():
            return surface
        if moving:  # while the zoom moves: a plain (fast) scale; the smooth one once it holds
            return pygame.transform.scale(surface, size)
        return pygame.transform.smoothscale(surface, size)

    def scale_ahead(self, key: tuple, z: int, moving: bool) -> None:
        """Scale now the layer of `key` (the one shown or one composed ahead) as `draw` will at zoom `z`
        (the frame of an AI's move, where a glide ends, a landing: 0.5-1.2 ms each); at most four kept."""
        surface = self.surface if key == self.key else self._ready.get(key, (None,))[0]
        if surface is None:
            return
        size = self._size(surface, z, key[4])
        if size == surface.get_size() or (key, size, moving) in self._scaled_ready:
            return
        while len(self._scaled_ready) >= 4:
            del self._scaled_ready[next(iter(self._scaled_ready))]
        self._scaled_ready[(key, size, moving)] = self._scale(surface, size, moving)


class Ground:
    """The background with the play area's ground (its lighter fill and dashed rim, or the fence) as one
    kept picture while the camera and the area hold still: filling and dashing the area took 0.3-0.7 ms of
    every frame. While the camera glides or the fence grows, both are drawn as before, straight on the
    screen (a picture made anew in every frame would cost more). `drawn` says whether this frame's
    picture has the area in it, so that the board does not draw it again."""

    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self.key: tuple | None = None
        self.drawn = False
        # the still table over this picture (draw.backdrop): its picture, what it shows, and whether this
        # frame's background is it (then the board draws only what lies over the still table)
        self.still_picture: pygame.Surface | None = None
        self.still_key: tuple | None = None
        self.still = False
        self._ahead: tuple[tuple, pygame.Surface] | None = None  # (key, picture) composed ahead (prepare)
        self._spare: pygame.Surface | None = None  # the picture swapped out, to compose the next one in

    def draw(self, surface: pygame.Surface, scene) -> None:
        """The ground without a backdrop (a card held off the table): the background; the board then draws
        the play area itself."""
        surface.blit(scene_background(tuple(scene.board_rect)), (0, 0))
        self.drawn = self.still = False

    def backdrop(self, scene) -> Backdrop | None:
        """The ground as the frame's background, except while a card held by the player is drawn off the
        table, where it may pass under the side panel's margin and frames (None: `draw` is used)."""
        self.still = False
        if scene.card_drag is not None or scene.fly_back is not None:
            return None
        board, camera, fence = scene.board_rect, scene.view, scene.fence
        background = scene_background(tuple(board))
        bare = Backdrop(("background", id(background)), background)
        self.drawn = (
            not scene.camera_moving() and fence >= 1.0 and background.get_size() == theme.LOGICAL_SIZE
        )
        if not self.drawn:  # the board draws the play area over it
            return bare
        # the play area is drawn over the background with the side panel's column already in it: one copy
        # when the area changes, where a ground picture and then the frame's picture took two (~0.9 ms)
        base = scene.panel_picture(bare)
        key, rects, fixed = self._key(scene, camera)
        if key != self.key or self.picture is None:
            if self._ahead is not None and self._ahead[0] == key and self.picture is not None:
                self._spare, self.picture = self.picture, self._ahead[1]  # composed while the camera glided
                self._ahead = None
            else:
                if self.picture is None:
                    self.picture = base.copy()
                self._compose(self.picture, base, scene.board_rect, rects, fixed, camera.z, fence)
            self.key = key
        return Backdrop(("ground", key), self.picture, composed=True)

    def _key(self, scene, camera: Layout) -> tuple[tuple, list[pygame.Rect], bool]:
        """What the ground shows with `camera` (the side panel's column, the area on screen), its area's
        rectangles on screen, and whether the area is fixed."""
        state, board = scene.shown, scene.board_rect
        area = play_area(state)
        rects = area_rects_on_screen([area] if area is not None else possible_area(state) or [], camera)
        key = (scene.side_panel.solid_key, tuple(board), area is not None, tuple(map(tuple, rects)), camera.z)
        return key, rects, area is not None

    @staticmethod
    def _compose(picture, base, board, rects, fixed: bool, step: int, fence: float) -> None:
        picture.blit(base, (0, 0))
        picture.set_clip(board.inflate(-6, -6))  # as the board draws it (draw.draw_board)
        draw_area(picture, rects, fixed, step, fence)
        picture.set_clip(None)

    def prepare(self, scene, camera: Layout) -> None:
        """Compose now, into a second picture, the ground that `backdrop` will show once the camera rests
        as `camera` (where a glide ends): the frame the glide ends in then swaps pictures, where composing
        took it 1-1.4 ms."""
        if scene.fence < 1.0 or self.picture is None or scene.card_drag is not None:
            return
        background = scene_background(tuple(scene.board_rect))
        if background.get_size() != theme.LOGICAL_SIZE:
            return
        base = scene.panel_picture(Backdrop(("background", id(background)), background))
        key, rects, fixed = self._key(scene, camera)
        if key == self.key:
            return
        picture = self._spare if self._spare is not None else base.copy()
        self._spare = None
        self._compose(picture, base, scene.board_rect, rects, fixed, camera.z, 1.0)
        self._ahead = (key, picture)


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


def area_rects_on_screen(rects: list[tuple[int, int, int, int]], camera: Layout) -> list[pygame.Rect]:
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
    clip = surface.get_clip().inflate(2 * dash, 2 * dash)
    period = 2 * dash
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
        for p0, p1 in _free_intervals(max(lo, view[0]), min(hi, view[1]), covered):
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
