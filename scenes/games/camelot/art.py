"""Camelot's pictures, drawn once in code and cached: the cross-shaped board with its wooden frame, stone
castles and coordinates (one image per cell size and orientation), the pieces (men as grooved discs,
knights as discs with a horse's head and a golden rim, so the two differ in shape, not only colour), their
shadows, and the markers for targets, captures and selection. Everything is drawn four times larger and
scaled down, which gives clean edges without per-frame cost."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from rules.camelot import CASTLES, FILES, KNIGHT, MAN, N_FILES, N_RANKS, SQUARES, State, file_rank, pieces
from scenes.engine.cache import cached

from . import palette
from .layout import Geometry, Layout
from .palette import shade

SS = 4  # supersampling factor of every hand-drawn sprite


@dataclass(frozen=True, slots=True)
class CamelotArt:
    """What draw.py and panel.py get besides the view: the fonts. The pictures are this module's functions,
    kept by their arguments; the scene builds this once."""

    fonts: object


# A horse's head facing left, in a unit box (y down): the knight's emblem.
HORSE = (
    (0.24, 0.97),
    (0.86, 0.97),
    (0.84, 0.80),
    (0.80, 0.62),
    (0.82, 0.42),
    (0.76, 0.24),
    (0.66, 0.13),
    (0.64, 0.01),
    (0.55, 0.10),
    (0.46, 0.11),
    (0.33, 0.20),
    (0.20, 0.36),
    (0.09, 0.52),
    (0.07, 0.62),
    (0.13, 0.69),
    (0.24, 0.68),
    (0.36, 0.61),
    (0.46, 0.60),
    (0.40, 0.72),
    (0.30, 0.84),
)


# ---------------------------------------------------------------------------------------------- helpers
def _downscale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, size)


def _outline(alpha_surface: pygame.Surface) -> list[tuple[int, int]]:
    return pygame.mask.from_surface(alpha_surface, 1).outline()


# ---------------------------------------------------------------------------------------------- board
def board_image(geo: Layout | Geometry, fonts) -> tuple[pygame.Surface, tuple[int, int]]:
    """The finished board (frame, squares, castles, coordinates, soft shadow) and where to blit it.
    Cached per cell size and orientation."""
    return _board_image(geo.cell, geo.margin, geo.flipped, (geo.grid[0], geo.grid[1]), fonts)


@cached(8)
def _board_image(
    cell: int, margin: int, flipped: bool, grid_at: tuple[int, int], fonts
) -> tuple[pygame.Surface, tuple[int, int]]:
    geo = Layout(margin)
    geo.cell, geo.flipped = cell, flipped
    pad = margin + 18  # room for the shadow around the frame
    geo.grid = pygame.Rect(pad + margin, pad + margin, 12 * cell, 16 * cell)
    size = (geo.grid.w + 2 * (margin + pad), geo.grid.h + 2 * (margin + pad))
    board = pygame.Surface(size, pygame.SRCALPHA)
    silhouette = _frame_silhouette(geo, size, margin)
    board.blit(_wood(size, seed=7), (0, 0))
    board.blit(silhouette, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    _draw_keeps(board, geo, margin)
    _draw_frame_edge(board, geo)
    _draw_inlay(board, geo, size)
    _draw_squares(board, geo)
    _draw_labels(board, geo, fonts)
    shadow = board.copy()
    shadow.fill(palette.BOARD_SHADOW, special_flags=pygame.BLEND_RGBA_MULT)
    small = pygame.transform.smoothscale(shadow, (size[0] // 4, size[1] // 4))  # blur at a quarter size:
    shadow = pygame.transform.smoothscale(pygame.transform.gaussian_blur(small, 3), size)  # 20x cheaper
    final = pygame.Surface(size, pygame.SRCALPHA)
    final.blit(shadow, (5, 10))
    final.blit(board, (0, 0))
    offset = (grid_at[0] - geo.grid.x, grid_at[1] - geo.grid.y)
    return final.convert_alpha() if pygame.display.get_surface() else final, offset


def _rank_rows(geo: Layout) -> dict[int, pygame.Rect]:
    """Per rank: the screen rectangle spanning its squares."""
    rows: dict[int, pygame.Rect] = {}
    for sq in SQUARES:
        rank = file_rank(sq)[1]
        rect = geo.cell_rect(sq)
        rows[rank] = rows[rank].union(rect) if rank in rows else rect
    return rows


def _keep_rects(geo: Layout, margin: int) -> list[pygame.Rect]:
    """The stone gatehouse around each castle: its two squares, the margin beside and beyond them."""
    keeps = []
    for seat in (0, 1):
        rect = geo.cell_rect(CASTLES[seat][0]).union(geo.cell_rect(CASTLES[seat][1]))
        outward_up = rect.y < geo.grid.centery
        rect = rect.inflate(2 * margin, 0)
        if outward_up:
            rect.y -= margin
        rect.h += margin
        keeps.append(rect)
    return keeps


def _frame_silhouette(geo: Layout, size: tuple[int, int], margin: int) -> pygame.Surface:
    """White, opaque where the frame is: every rank's row widened by the margin, rounded outside."""
    sil = pygame.Surface(size, pygame.SRCALPHA)
    for rect in _rank_rows(geo).values():
        pygame.draw.rect(sil, palette.OPAQUE_WHITE, rect.inflate(2 * margin, 2 * margin), border_radius=10)
    for keep in _keep_rects(geo, margin):
        _battlements(sil, keep, geo.cell, palette.OPAQUE_WHITE, cut=True)
    return sil


def _battlements(surface: pygame.Surface, keep: pygame.Rect, cell: int, colour, cut: bool) -> None:
    """Crenels on the outer edge of a keep: five merlons with four gaps (gaps cleared when `cut`)."""
    top = keep.y < surface.get_height() // 2
    notch_h = max(4, cell // 6)
    y = keep.y if top else keep.bottom - notch_h
    n = 9
    w = keep.w / n
    for i in range(1, n, 2):
        gap = pygame.Rect(int(keep.x + i * w), y, int(w) + 1, notch_h)
        surface.fill(palette.CLEAR if cut else colour, gap)


@cached(4)
def _wood(size: tuple[int, int], seed: int) -> pygame.Surface:
    """Walnut with long wavy grain lines."""
    rng = random.Random(seed)
    wood = pygame.Surface(size, pygame.SRCALPHA)
    wood.fill((*palette.WOOD, 255))
    w, h = size
    for _ in range(w // 3):
        x0 = rng.uniform(-20, w)
        colour = shade(palette.WOOD_GRAIN if rng.random() < 0.6 else palette.WOOD, rng.uniform(-0.15, 0.18))
        amp, freq, phase = rng.uniform(2, 7), rng.uniform(0.004, 0.012), rng.uniform(0, math.tau)
        points = [(x0 + amp * math.sin(y * freq + phase), y) for y in range(0, h + 12, 12)]
        pygame.draw.lines(wood, colour, False, points, rng.choice((1, 1, 2)))
    return wood


def _draw_frame_edge(board: pygame.Surface, geo: Layout) -> None:
    """A light bevel line along the frame's outer edge."""
    points = _outline(board)
    if len(points) > 2:
        pygame.draw.lines(board, palette.WOOD_EDGE, True, points, 2)


def _draw_inlay(board: pygame.Surface, geo: Layout, size: tuple[int, int]) -> None:
    """A dark inlay band around the playing squares."""
    cells = pygame.Surface(size, pygame.SRCALPHA)
    for sq in SQUARES:
        pygame.draw.rect(cells, palette.OPAQUE_WHITE, geo.cell_rect(sq).inflate(8, 8))
    points = _outline(cells)
    if len(points) > 2:
        pygame.draw.polygon(board, palette.INLAY, points)
        pygame.draw.lines(board, shade(palette.WOOD_EDGE, -0.1), True, points, 1)


def _draw_keeps(board: pygame.Surface, geo: Layout, margin: int) -> None:
    """Stone masonry for the frame around both castles."""
    for seat, keep in enumerate(_keep_rects(geo, margin)):
        stone = pygame.Surface(keep.size, pygame.SRCALPHA)
        stone.fill((*shade(palette.STONE[seat], -0.12), 255))
        _masonry(stone, shade(palette.MORTAR[seat], -0.1), max(6, geo.cell // 4), seed=seat + 3)
        mask = board.subsurface(keep).copy()
        mask.fill(palette.WHITE_CLEAR, special_flags=pygame.BLEND_RGBA_MAX)  # white, the frame's alpha
        stone.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)  # keep the notches and corners
        board.blit(stone, keep)


def _masonry(surface: pygame.Surface, mortar: tuple, brick_h: int, seed: int, light: int = 14) -> None:
    rng = random.Random(seed)
    w, h = surface.get_size()
    brick_w = brick_h * 2
    for row, y in enumerate(range(0, h, brick_h)):
        pygame.draw.line(surface, mortar, (0, y), (w, y))
        shift = (row % 2) * brick_w // 2
        for x in range(-shift, w, brick_w):
            pygame.draw.line(surface, mortar, (x, y), (x, y + brick_h))
            tint = pygame.Rect(x + 1, y + 1, brick_w - 1, brick_h - 1)
            if rng.random() < 0.35:
                surface.fill((light, light, light, 0), tint, special_flags=pygame.BLEND_RGBA_ADD)


def _draw_squares(board: pygame.Surface, geo: Layout) -> None:
    rng = random.Random(11)
    c = geo.cell
    for sq in SQUARES:
        rect = geo.cell_rect(sq)
        file, rank = file_rank(sq)
        owner = 0 if sq in CASTLES[0] else 1 if sq in CASTLES[1] else -1
        if owner >= 0:
            board.blit(castle_square(c, owner), rect)
            continue
        base = palette.LIGHT_SQUARE if (file + rank) % 2 else palette.DARK_SQUARE
        base = shade(base, rng.uniform(-0.035, 0.035))
        pygame.draw.rect(board, base, rect)
        _grain(board, rect, base, rng)
        pygame.draw.line(board, shade(base, 0.18), rect.topleft, (rect.right - 1, rect.top))
        pygame.draw.line(board, shade(base, 0.18), rect.topleft, (rect.left, rect.bottom - 1))
        pygame.draw.line(
            board, shade(base, -0.16), (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1)
        )
        pygame.draw.line(
            board, shade(base, -0.16), (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1)
        )


def _grain(board: pygame.Surface, rect: pygame.Rect, base: tuple, rng: random.Random) -> None:
    """A few faint lines of grain across a square (direction alternates like parquet)."""
    horizontal = rng.random() < 0.5
    for _ in range(4):
        colour = shade(base, rng.uniform(-0.07, -0.03))
        k = rng.uniform(0.1, 0.9)
        if horizontal:
            y = int(rect.y + k * rect.h)
            pygame.draw.line(board, colour, (rect.x + 2, y), (rect.right - 3, y + rng.choice((-1, 0, 1))))
        else:
            x = int(rect.x + k * rect.w)
            pygame.draw.line(board, colour, (x, rect.y + 2), (x + rng.choice((-1, 0, 1)), rect.bottom - 3))


@cached(8)
def castle_square(cell: int, owner: int) -> pygame.Surface:
    """A castle square: dressed stone, a tower in relief, a thin gold border."""
    surf = pygame.Surface((cell, cell), pygame.SRCALPHA)
    surf.fill((*palette.STONE[owner], 255))
    mortar = shade(palette.STONE[owner], -0.07 if owner == 0 else 0.07)
    _masonry(surf, mortar, max(5, cell // 5), seed=owner + 21, light=6)
    icon_colour = shade(palette.STONE[owner], -0.2 if owner == 0 else 0.3)
    icon = tower_icon(int(cell * 0.74), icon_colour)
    relief = tower_icon(int(cell * 0.74), shade(palette.STONE[owner], 0.35 if owner == 0 else -0.35))
    at = icon.get_rect(center=(cell // 2, cell // 2 + 1))
    surf.blit(relief, at.move(1, 1))
    surf.blit(icon, at)
    pygame.draw.rect(surf, palette.GOLD, surf.get_rect(), 2)
    return surf


@cached(32)
def tower_icon(size: int, colour: tuple, used: bool = False) -> pygame.Surface:
    """A crenellated tower with a gate, for castle squares and the castle-move counters; `used`: only its
    outline, crossed out (a castle move made: told apart by its shape, not by its colour alone)."""
    s = size * SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    body = pygame.Rect(int(s * 0.22), int(s * 0.30), int(s * 0.56), int(s * 0.66))
    pygame.draw.rect(surf, colour, body)
    top = pygame.Rect(int(s * 0.14), int(s * 0.16), int(s * 0.72), int(s * 0.18))
    pygame.draw.rect(surf, colour, top)
    for i in range(3):
        merlon = pygame.Rect(int(s * (0.14 + i * 0.27)), int(s * 0.04), int(s * 0.18), int(s * 0.14))
        pygame.draw.rect(surf, colour, merlon)
    gate = pygame.Rect(int(s * 0.40), int(s * 0.64), int(s * 0.20), int(s * 0.32))
    pygame.draw.rect(surf, palette.CLEAR, gate)
    pygame.draw.circle(surf, palette.CLEAR, gate.midtop, gate.w // 2)
    if used:
        outline = pygame.mask.from_surface(surf).outline()
        surf = pygame.Surface((s, s), pygame.SRCALPHA)
        pygame.draw.lines(surf, colour, True, outline, SS * 2)
        pygame.draw.line(surf, colour, (int(s * 0.90), int(s * 0.04)), (int(s * 0.10), int(s * 0.96)), SS * 2)
    return _downscale(surf, (size, size))


def _draw_labels(board: pygame.Surface, geo: Layout, fonts) -> None:
    """Coordinates on the frame, outside the squares, where no piece can hide them: each file's letter
    below its lowest square, each rank's number left of its first square."""
    font = fonts.get("label", label_size(geo))
    for words, rect, colour in label_places(geo, font.size):
        board.blit(font.render(words, True, colour), rect)


def label_size(geo: Layout | Geometry) -> int:
    """The coordinates' font size: as large as the wooden margin and the cells allow, 8 to 13 px."""
    return max(8, min(13, geo.margin // 2 + 1, geo.cell // 3 + 1))


def label_places(geo: Layout, size_of) -> list[tuple[str, pygame.Rect, tuple[int, int, int]]]:
    """Every coordinate's words, its rectangle (`size_of(words)` is its (w, h)) and colour: the file
    letter in the margin below each file's lowest square on screen (a quarter of the square in from the
    board's side), the rank number in the margin left of each rank's first square, against it; light on
    the walnut frame, dark on White's pale keep."""
    lowest: dict[int, tuple[pygame.Rect, int]] = {}
    leftmost: dict[int, tuple[pygame.Rect, int]] = {}
    for sq in SQUARES:
        file, rank = file_rank(sq)
        rect = geo.cell_rect(sq)
        if file not in lowest or rect.bottom > lowest[file][0].bottom:
            lowest[file] = (rect, sq)
        if rank not in leftmost or rect.left < leftmost[rank][0].left:
            leftmost[rank] = (rect, sq)
    half = geo.margin // 2
    middle = geo.grid[0] + geo.grid[2] / 2
    places = []
    for file, (rect, sq) in lowest.items():
        # off the square's middle, to the board's edge: clear of a rank number and of a keep beside it
        words = FILES[file]
        box = pygame.Rect((0, 0), size_of(words))
        across = 0.25 if rect.centerx < middle else 0.75
        box.center = (rect.x + round(rect.w * across), rect.bottom + half)
        places.append((words, box, _label_colour(sq)))
    for rank, (rect, sq) in leftmost.items():
        words = str(rank + 1)
        box = pygame.Rect((0, 0), size_of(words))
        box.midright = (rect.left - 3, rect.centery)
        places.append((words, box, _label_colour(sq)))
    return places


def _label_colour(sq: int) -> tuple[int, int, int]:
    """Dark on White's pale stone, light on Black's dark stone and on the walnut frame."""
    if sq in CASTLES[0]:
        return palette.LABEL_ON_WHITE_CASTLE
    if sq in CASTLES[1]:
        return palette.LABEL_ON_BLACK_CASTLE
    return palette.LABEL_ON_WOOD


# ---------------------------------------------------------------------------------------------- pieces
def piece_thickness(diameter: int, kind: str) -> int:
    return max(2, round(diameter * (0.10 if kind == MAN else 0.14)))


@cached(256)
def piece_image(seat: int, kind: str, diameter: int) -> pygame.Surface:
    """A piece seen from slightly above: the disc's side below its top face. Size (d, d + thickness);
    the top face's centre is at (d/2, d/2)."""
    top, side, groove, emblem = palette.PIECE[seat]
    d = diameter * SS
    thick = piece_thickness(diameter, kind) * SS
    surf = pygame.Surface((d, d + thick), pygame.SRCALPHA)
    r = d // 2
    pygame.draw.circle(surf, shade(side, -0.35), (r, r + thick), r)
    pygame.draw.rect(surf, side, (0, r, d, thick))
    pygame.draw.circle(surf, side, (r, r + thick), r - SS)
    pygame.draw.circle(surf, shade(side, -0.3), (r, r), r)
    pygame.draw.circle(surf, top, (r, r), r - SS)
    for i in range(6):  # soft light from the upper left
        k = i / 6
        pygame.draw.circle(
            surf,
            shade(top, 0.05 + 0.02 * i if seat == 0 else 0.03 + 0.025 * i),
            (int(r - r * 0.18 * k), int(r - r * 0.2 * k)),
            int((r - SS) * (0.9 - 0.12 * i)),
        )
    if kind == MAN:
        pygame.draw.circle(surf, groove, (r, r), int(r * 0.74), max(1, int(r * 0.07)))
        pygame.draw.circle(surf, shade(groove, -0.12), (r, r), int(r * 0.36), max(1, int(r * 0.06)))
    else:
        pygame.draw.circle(surf, palette.GOLD, (r, r), int(r * 0.86), max(1, int(r * 0.09)))
        pygame.draw.circle(surf, shade(palette.GOLD, -0.3), (r, r), int(r * 0.86), max(1, int(r * 0.025)))
        _horse(surf, (r, r), r * 1.22, emblem)
    return _downscale(surf, (diameter, diameter + thick // SS))


def _horse(surface: pygame.Surface, centre: tuple[int, int], box: float, colour: tuple) -> None:
    x0, y0 = centre[0] - box / 2 + box * 0.03, centre[1] - box / 2
    points = [(x0 + u * box, y0 + v * box) for u, v in HORSE]
    pygame.draw.polygon(surface, shade(colour, -0.45), [(x + box * 0.03, y + box * 0.03) for x, y in points])
    pygame.draw.polygon(surface, colour, points)
    eye = (int(x0 + 0.42 * box), int(y0 + 0.30 * box))
    pygame.draw.circle(surface, shade(colour, -0.55), eye, max(2, int(box * 0.045)))
    mane = [(x0 + u * box, y0 + v * box) for u, v in ((0.70, 0.18), (0.80, 0.42), (0.78, 0.62), (0.82, 0.80))]
    pygame.draw.lines(surface, shade(colour, -0.3), False, mane, max(2, int(box * 0.04)))


@cached(64)
def piece_shadow(diameter: int) -> pygame.Surface:
    """A blurred shadow a piece throws on the board (drawn larger and fainter while it is in the air)."""
    size = diameter + diameter // 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.ellipse(surf, palette.PIECE_SHADOW, surf.get_rect().inflate(-diameter // 2, -diameter // 2))
    return pygame.transform.gaussian_blur(surf, max(1, diameter // 10))


@cached(128)
def scaled(image: pygame.Surface, factor: float) -> pygame.Surface:
    """A cached scaled copy (factor rounded by the caller, so the cache stays small)."""
    w, h = image.get_size()
    return pygame.transform.smoothscale(image, (max(1, round(w * factor)), max(1, round(h * factor))))


@cached(256)
def faded(image: pygame.Surface, alpha: int) -> pygame.Surface:
    """A cached copy at a fixed opacity (trails and ghosts)."""
    copy = image.copy()
    copy.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return copy


# ---------------------------------------------------------------------------------------------- markers
@cached(64)
def marker(kind: str, cell: int, colour: tuple) -> pygame.Surface:
    """Target and selection markers, one cell large.

    "stop": a filled disc (the move may end here); "pass": a ring (a jump chain must go on from here);
    "later": a small dot (reachable further along); "select": a thick ring round the chosen piece;
    "victim": a ring with a cross over a piece that will be captured; "capturer": a dashed ring;
    "tint": the whole square lightly coloured; the last move's squares, told apart by shape as well:
    "came_from": the square it left, tinted, with a dashed ring round its empty middle; "went_to": the
    square it reached, tinted, with four thick corner brackets that show round the piece standing there."""
    s = cell * SS
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    rgb = colour[:3]
    if kind == "stop":
        pygame.draw.circle(surf, (*rgb, 70), (c, c), int(s * 0.30))
        pygame.draw.circle(surf, (*rgb, 235), (c, c), int(s * 0.19))
        pygame.draw.circle(surf, palette.STOP_SHINE, (c, c), int(s * 0.19), SS)
    elif kind == "pass":
        pygame.draw.circle(surf, (*rgb, 235), (c, c), int(s * 0.30), int(s * 0.07))
        pygame.draw.circle(surf, (*rgb, 60), (c, c), int(s * 0.23))
    elif kind == "later":
        pygame.draw.circle(surf, (*rgb, 150), (c, c), int(s * 0.09))
    elif kind == "select":
        pygame.draw.circle(surf, (*rgb, 90), (c, c), int(s * 0.50), int(s * 0.08))
        pygame.draw.circle(surf, (*rgb, 255), (c, c), int(s * 0.46), int(s * 0.05))
    elif kind == "victim":
        pygame.draw.circle(surf, (*rgb, 235), (c, c), int(s * 0.46), int(s * 0.06))
        k = int(s * 0.2)
        pygame.draw.line(surf, (*rgb, 240), (c - k, c - k), (c + k, c + k), int(s * 0.08))
        pygame.draw.line(surf, (*rgb, 240), (c - k, c + k), (c + k, c - k), int(s * 0.08))
    elif kind == "exposed":
        pygame.draw.circle(surf, (*rgb, 70), (c, c), int(s * 0.48))
        pygame.draw.circle(surf, (*rgb, 240), (c, c), int(s * 0.47), int(s * 0.06))
    elif kind == "capturer":
        for i in range(12):
            a0 = i * math.tau / 12
            rect = pygame.Rect(0, 0, int(s * 0.96), int(s * 0.96))
            rect.center = (c, c)
            pygame.draw.arc(surf, (*rgb, 240), rect, a0, a0 + math.tau / 24, int(s * 0.07))
    elif kind == "tint":
        surf.fill((*rgb, 70))
    elif kind == "came_from":
        surf.fill((*rgb, 95))
        rect = pygame.Rect(0, 0, int(s * 0.56), int(s * 0.56))
        rect.center = (c, c)
        dark = tuple(int(v * 0.35) for v in rgb)
        for i in range(8):
            a0 = i * math.tau / 8
            pygame.draw.arc(surf, (*dark, 255), rect.inflate(SS * 2, SS * 2), a0, a0 + math.tau / 14, SS * 4)
            pygame.draw.arc(surf, (*rgb, 255), rect, a0, a0 + math.tau / 14, SS * 2)
    elif kind == "went_to":
        surf.fill((*rgb, 95))
        dark = tuple(int(v * 0.35) for v in rgb)
        arm, w = int(s * 0.3), max(SS * 3, int(s * 0.1))
        for colour, width, inset in (((*dark, 255), w + SS * 2, 0), ((*rgb, 255), w, SS)):
            for x, dx in ((inset, 1), (s - 1 - inset, -1)):
                for y, dy in ((inset, 1), (s - 1 - inset, -1)):
                    pygame.draw.line(surf, colour, (x, y), (x + dx * arm, y), width)
                    pygame.draw.line(surf, colour, (x, y), (x, y + dy * arm), width)
    elif kind == "cursor":
        pygame.draw.rect(surf, (*rgb, 230), surf.get_rect().inflate(-SS * 2, -SS * 2), int(s * 0.06), SS * 3)
    return _downscale(surf, (cell, cell))


@cached(64)
def glow(radius: int, colour: tuple, strength: int = 90) -> pygame.Surface:
    """A soft round glow (castle flashes, capture bursts, a charge's tail); `strength` is the peak alpha."""
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(radius, 0, -2):
        alpha = int(strength * (1 - i / radius) ** 1.6)
        pygame.draw.circle(surf, (*colour[:3], alpha), (radius, radius), i)
    return surf


@cached(8)
def pennant(cell: int, seat: int) -> pygame.Surface:
    """The small flag a piece raises in the enemy castle (seat's colour on a gold pole)."""
    w, h = int(cell * 0.5) * SS, int(cell * 0.7) * SS
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pole_x = SS * 2
    pygame.draw.line(surf, palette.GOLD, (pole_x, 0), (pole_x, h), SS * 2)
    flag = [(pole_x, SS), (w - SS, h * 0.22), (pole_x, h * 0.44)]
    pygame.draw.polygon(surf, palette.BANNER[seat], flag)
    pygame.draw.polygon(surf, palette.GOLD, flag, SS)
    return _downscale(surf, (w // SS, h // SS))


@cached(4)
def rays(radius: int, colour: tuple, count: int = 14) -> pygame.Surface:
    """Wedges of light around a centre, fading outwards (turned a little every frame at a castle win)."""
    size = radius * 2
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(count):
        a = i * math.tau / count
        w = math.tau / count * 0.32
        points = [(radius, radius)] + [
            (radius + math.cos(a - w) * radius, radius + math.sin(a - w) * radius),
            (radius + math.cos(a + w) * radius, radius + math.sin(a + w) * radius),
        ]
        pygame.draw.polygon(surf, (*colour[:3], 70), points)
    fade = pygame.Surface((size, size), pygame.SRCALPHA)
    for r in range(radius, 0, -3):
        alpha = int(255 * (1 - r / radius) ** 0.8)
        pygame.draw.circle(fade, (255, 255, 255, alpha), (radius, radius), r)
    surf.blit(fade, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return surf


def ribbon(label: pygame.Surface, colour: tuple) -> pygame.Surface:
    """A banner with folded ends around a rendered text."""
    w, h = label.get_width() + 90, label.get_height() + 26
    surf = pygame.Surface((w + 40, h + 16), pygame.SRCALPHA)
    dark = shade(colour, -0.45)
    for side in (-1, 1):  # the folded tails behind the banner
        x0 = 20 if side < 0 else w + 20
        tail = [
            (x0 - side * 30, 14),
            (x0 + side * 20, 14),
            (x0 + side * 8, h // 2 + 8),
            (x0 + side * 20, h + 14),
            (x0 - side * 30, h + 14),
        ]
        pygame.draw.polygon(surf, dark, tail)
    body = pygame.Rect(20, 4, w, h)
    pygame.draw.rect(surf, palette.RIBBON_SHADOW, body.move(3, 5), border_radius=8)
    pygame.draw.rect(surf, colour, body, border_radius=8)
    pygame.draw.rect(surf, shade(colour, 0.35), body.inflate(-8, -8), 2, border_radius=6)
    surf.blit(label, label.get_rect(center=body.center))
    return surf


def small_picture(state: State, size: tuple[int, int], flipped: bool = False) -> pygame.Surface:
    """A saved game's picture for the Continue list (`size`, about 144 x 112): the board's squares, both
    castles and every piece as a disc of its seat's plainest colour with a rim of the other (a knight with
    a gold dot), so that the position can be read at a sixth of the board's size, where the scene's own
    picture of wooden pieces on wooden squares looks nearly empty."""
    picture = pygame.Surface(size)
    picture.fill(palette.TABLE_BOTTOM)
    cell = max(3, min(size[0] // N_FILES, size[1] // N_RANKS))
    x0 = (size[0] - cell * N_FILES) // 2
    y0 = (size[1] - cell * N_RANKS) // 2

    def place(sq: int) -> pygame.Rect:
        file, rank = file_rank(sq)
        if flipped:
            file, rank = N_FILES - 1 - file, N_RANKS - 1 - rank
        return pygame.Rect(x0 + file * cell, y0 + (N_RANKS - 1 - rank) * cell, cell, cell)

    for sq in SQUARES:
        file, rank = file_rank(sq)
        castle = next((seat for seat in (0, 1) if sq in CASTLES[seat]), None)
        colour = palette.STONE[castle] if castle is not None else palette.SMALL_SQUARES[(file + rank) % 2]
        pygame.draw.rect(picture, colour, place(sq))
    radius = max(1, (cell - 1) // 2)
    for sq, (seat, kind) in pieces(state).items():
        centre = place(sq).center
        pygame.draw.circle(picture, palette.SMALL_RIM[seat], centre, radius + 1)
        pygame.draw.circle(picture, palette.SMALL_PIECE[seat], centre, radius)
        if kind == KNIGHT:
            pygame.draw.circle(picture, palette.GOLD, centre, max(1, radius // 2))
    return picture
