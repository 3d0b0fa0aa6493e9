"""Kamisado's still pictures, drawn once in code and kept with `scenes.engine.cache.cached`:

- the table: a dark plum gradient with a faint wave pattern, and the soft shadow under the board;
- the board: lacquered frame and the 64 coloured tiles, per size and colour-blind setting, plus the coordinate
  labels and home-row strips for each viewing side (the colour layout is unchanged by a half turn, so one
  tile picture serves both sides);
- the towers: lacquered octagonal prisms seen slightly from the front, black or white, with the coloured
  symbol on top and a gold "dragon teeth" band per Sumo rank stacked under the top face; the loose marker,
  the shadows, glows and target marks around them (drawn three times larger and smoothscaled down:
  anti-aliased edges without gfxdraw);
- the ribbon across the board for a round's end.
"""

from __future__ import annotations

import math

import pygame

from rules.kamisado import SQUARE_COLOUR
from scenes.engine import textlog
from scenes.engine.cache import cached
from scenes.widgets.draw import mix

from .palette import (
    FRAME_EDGE_RGB,
    FRAME_WOOD_RGB,
    GLOSS_RGBA,
    GLOW_RGB,
    HINT_RGB,
    INLAY_BED_RGB,
    INLAY_GOLD_RGB,
    LABEL_RGB,
    MARKER_DARK,
    MARKER_RGB,
    PUSH_TARGET_CHEVRON_RGBA,
    PUSH_TARGET_EDGE_RGBA,
    PUSH_TARGET_FILL_RGBA,
    RIBBON_RGBA,
    RIBBON_SUB_RGB,
    SEAT_RGB,
    SQUARE_RGB,
    STRIP_EDGE_RGBA,
    TABLE_RGB,
    TARGET_EDGE_RGBA,
    TARGET_FILL_RGBA,
    TILE_GAP_RGB,
    TOWER_RGB,
    WAVE_RGBA,
    WHITE,
    draw_glyph,
    ink_for,
    luminance,
)

# ---------------------------------------------------------------------------------------------- board
SUPERSAMPLE = 3


def _tile(size: int, rgb: tuple[int, int, int], colour_id: int, glyphs: bool) -> pygame.Surface:
    """One square: a soft vertical sheen, a bevel, and (colour-blind mode) its symbol in the corner."""
    tile = pygame.Surface((size, size))
    top, bottom = mix(rgb, WHITE, 0.10), mix(rgb, (0, 0, 0), 0.14)
    for y in range(size):
        pygame.draw.line(tile, mix(top, bottom, y / max(1, size - 1)), (0, y), (size - 1, y))
    light, shade = mix(rgb, WHITE, 0.28), mix(rgb, (0, 0, 0), 0.35)
    pygame.draw.line(tile, light, (0, 0), (size - 1, 0), 2)
    pygame.draw.line(tile, light, (0, 0), (0, size - 1), 2)
    pygame.draw.line(tile, shade, (0, size - 1), (size - 1, size - 1), 2)
    pygame.draw.line(tile, shade, (size - 1, 0), (size - 1, size - 1), 2)
    if glyphs:
        k = SUPERSAMPLE
        g = max(6, size // 5)
        big = pygame.Surface((g * k, g * k), pygame.SRCALPHA)
        ink = (*ink_for(rgb), 150 if luminance(rgb) > 120 else 170)
        draw_glyph(big, colour_id, (g * k / 2, g * k / 2), g * k * 0.42, ink)
        small = pygame.transform.smoothscale(big, (g, g))
        tile.blit(small, (max(2, size // 14), max(2, size // 14)))
    return tile


@cached(16)
def square_tile(size: int, colour_id: int, glyphs: bool) -> pygame.Surface:
    """One board square on its own (the turn card, the rules page's pictures)."""
    return _tile(size, SQUARE_RGB[colour_id], colour_id, glyphs)


@cached(4)
def render_board(square: int, frame: int, glyphs: bool) -> pygame.Surface:
    """Frame and tiles; the tiles' top-left corner is at (frame, frame). Copy it before drawing on it."""
    side = 8 * square + 2 * frame
    board = pygame.Surface((side, side), pygame.SRCALPHA)
    # the lacquer frame: dark red-brown wood with a gold inlay line
    outer = board.get_rect()
    pygame.draw.rect(board, FRAME_EDGE_RGB, outer, border_radius=frame // 2 + 4)
    for i in range(frame - 3):
        t = i / max(1, frame - 4)
        pygame.draw.rect(
            board,
            mix(*FRAME_WOOD_RGB, t),
            outer.inflate(-2 * i - 4, -2 * i - 4),
            2,
            frame // 2 + 2 - i // 2,
        )
    inner = pygame.Rect(frame - 6, frame - 6, 8 * square + 12, 8 * square + 12)
    pygame.draw.rect(board, INLAY_BED_RGB, inner, border_radius=4)
    pygame.draw.rect(board, INLAY_GOLD_RGB, inner, 2, border_radius=4)
    pygame.draw.rect(board, TILE_GAP_RGB, pygame.Rect(frame - 2, frame - 2, 8 * square + 4, 8 * square + 4))
    tiles = {c: _tile(square - 2, SQUARE_RGB[c], c, glyphs) for c in range(8)}
    for sq in range(64):
        file, row = sq % 8, sq // 8
        x = frame + file * square + 1
        y = frame + (7 - row) * square + 1
        board.blit(tiles[SQUARE_COLOUR[sq]], (x, y))
    return board


@cached(2)
def board_picture(square: int, frame: int, glyphs: bool) -> pygame.Surface:
    """The board of the scene, in the display's pixel format once there is a display."""
    board = render_board(square, frame, glyphs)
    return board.convert_alpha() if pygame.display.get_surface() else board


@cached(4)
def render_labels(fonts, square: int, frame: int, black_view: bool) -> pygame.Surface:
    """File letters and rank numbers in the frame, and a strip in each seat's colour along its home row."""
    side = 8 * square + 2 * frame
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    colour = LABEL_RGB
    size = max(10, frame // 2 + 1)
    for i in range(8):
        file = 7 - i if black_view else i
        rank = i + 1 if black_view else 8 - i
        letter = fonts.render("abcdefgh"[file], "label", colour, size)
        number = fonts.render(str(rank), "label", colour, size)
        cx = frame + i * square + square // 2
        for y in (frame // 2 - 1, side - frame // 2 - 1):
            layer.blit(letter, letter.get_rect(center=(cx, y)))
            textlog.note(layer, "abcdefgh"[file], letter.get_rect(center=(cx, y)), letter)
        cy = frame + i * square + square // 2
        for x in (frame // 2, side - frame // 2):
            layer.blit(number, number.get_rect(center=(x, cy)))
            textlog.note(layer, str(rank), number.get_rect(center=(x, cy)), number)
    # home-row strips: Black's home row (rank 8) is at the top when seen from White
    top_seat, bottom_seat = (1, 0) if black_view else (0, 1)
    for seat, y in ((top_seat, frame - 5), (bottom_seat, frame + 8 * square + 3)):
        rect = pygame.Rect(frame + 2, y - 1, 8 * square - 4, 5)
        pygame.draw.rect(layer, (*SEAT_RGB[seat], 255), rect, border_radius=2)
        pygame.draw.rect(layer, STRIP_EDGE_RGBA, rect, 1, border_radius=2)
    return layer


@cached(2)
def board_shadow(side: int, blur: int = 18) -> pygame.Surface:
    """A soft shadow under the board (built small and smoothscaled up: cheap and smooth)."""
    small = pygame.Surface(((side + 2 * blur) // 4, (side + 2 * blur) // 4), pygame.SRCALPHA)
    r = small.get_rect()
    for i in range(blur // 4, 0, -1):
        pygame.draw.rect(small, (0, 0, 0, 26), r.inflate(-2 * i, -2 * i), border_radius=6)
    return pygame.transform.smoothscale(small, (side + 2 * blur, side + 2 * blur))


@cached(2)
def background(size: tuple[int, int]) -> pygame.Surface:
    """The table: a dark plum gradient with a faint seigaiha (wave) pattern and a vignette."""
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = TABLE_RGB
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / (h - 1)), (0, y), (w, y))
    waves = pygame.Surface(size, pygame.SRCALPHA)
    r = 34
    for row, y in enumerate(range(-r, h + r, r // 2)):
        offset = r if row % 2 else 0
        for x in range(-2 * r + offset, w + 2 * r, 2 * r):
            for k in (1.0, 0.74, 0.48):
                pygame.draw.circle(waves, WAVE_RGBA, (x, y), int(r * k), 2)
    surf.blit(waves, (0, 0))
    vignette = pygame.Surface((w // 8, h // 8), pygame.SRCALPHA)
    vw, vh = vignette.get_size()
    for i in range(12):
        pygame.draw.rect(vignette, (0, 0, 0, 16), (0, 0, vw, vh), max(1, 12 - i))
    surf.blit(pygame.transform.smoothscale(vignette, size), (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


# ---------------------------------------------------------------------------------------------- towers
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
    light = mix(colour, WHITE, 0.45)
    pygame.draw.lines(surface, light, False, _front(high, cy_high), max(1, K))


@cached(320)
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
    side_light = mix(lac["side"], WHITE, 0.18 if seat == 0 else 0.35)
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
    pygame.draw.circle(surf, mix(rgb, WHITE, 0.22), (cx, top), disc * 0.78, max(1, K))
    if glyphs:
        draw_glyph(surf, colour_id, (cx, top), disc * 0.55, ink_for(rgb))
    gloss = pygame.Surface((int(disc * 1.2), int(disc * 0.6)), pygame.SRCALPHA)
    pygame.draw.ellipse(gloss, GLOSS_RGBA, gloss.get_rect())
    surf.blit(gloss, (cx - disc * 0.75, top - disc * 0.85))
    return _ready(pygame.transform.smoothscale(surf, (m.width, m.height)))


def _ready(surface: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format, once there is a display: alpha blits get several times faster."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@cached(4)
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


@cached(4)
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


@cached(8)
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


@cached(8)
def draw_target(square: int, push: bool) -> pygame.Surface:
    """The marker of a square the selected tower may reach: a light disc; a push shows two chevrons."""
    s = square * K
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s / 2
    if push:
        pygame.draw.circle(surf, PUSH_TARGET_FILL_RGBA, (c, c), s * 0.27)
        pygame.draw.circle(surf, PUSH_TARGET_EDGE_RGBA, (c, c), s * 0.27, K * 2)
        for dy in (-s * 0.07, s * 0.07):
            pts = [(c - s * 0.1, c + dy + s * 0.05), (c, c + dy - s * 0.05), (c + s * 0.1, c + dy + s * 0.05)]
            pygame.draw.lines(surf, PUSH_TARGET_CHEVRON_RGBA, False, pts, K * 2)
    else:
        pygame.draw.circle(surf, TARGET_FILL_RGBA, (c, c), s * 0.17)
        pygame.draw.circle(surf, TARGET_EDGE_RGBA, (c, c), s * 0.17, K * 2)
    return _ready(pygame.transform.smoothscale(surf, (square, square)))


def faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """A copy of a kept picture with its surface alpha set (the kept one stays as it is)."""
    copy = image.copy()
    copy.set_alpha(alpha)
    return copy


class TowerArt:
    """Every picture the towers need at one square size (each kept by its cached function)."""

    def __init__(self, square: int) -> None:
        self.square = square
        self.metrics = TowerMetrics(square)
        self.shadow = draw_shadow(square)
        self.glow = draw_glow(square)
        self.hint_glow = draw_glow(square, HINT_RGB)
        self.marker = draw_marker(square)
        self.target = draw_target(square, False)
        self.push_target = draw_target(square, True)

    def warm(self, glyphs: bool) -> None:
        """Draw the sixteen unpromoted towers now rather than in the first frames of play."""
        for tower in range(16):
            self.tower(tower >> 3, tower & 7, 0, glyphs)

    def tower(self, seat: int, colour_id: int, rank: int, glyphs: bool) -> pygame.Surface:
        return draw_tower(seat, colour_id, rank, self.square, glyphs)


# ---------------------------------------------------------------------------------------------- ribbon
@cached(4)
def banner_picture(fonts, title: str, sub: str, colour: tuple[int, int, int], width: int) -> pygame.Surface:
    """The ribbon across the board for the big moments (round won, deadlock, match won, a pass); the line
    under the title wraps to at most three lines."""
    lines = fonts.wrap(sub, "body", width - 40, 20)[:3] if sub else []
    h = 92 + 26 * max(1, len(lines))
    band = pygame.Surface((width, h), pygame.SRCALPHA)
    band.fill(RIBBON_RGBA)
    pygame.draw.line(band, colour, (0, 3), (width, 3), 2)
    pygame.draw.line(band, colour, (0, h - 4), (width, h - 4), 2)
    image = fonts.render(title, "title", colour, 40)
    shadow = fonts.render(title, "title", (0, 0, 0), 40)
    centre = (width // 2, 41)
    band.blit(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 3)))
    band.blit(image, image.get_rect(center=centre))
    textlog.note(band, title, image.get_rect(center=centre), image)
    for i, part in enumerate(lines):
        line = fonts.render(part, "body", RIBBON_SUB_RGB, 20)
        where = line.get_rect(center=(width // 2, 85 + 26 * i))
        band.blit(line, where)
        textlog.note(band, part, where, line)
    return band
