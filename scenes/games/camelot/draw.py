"""The paint of the Camelot board area from the view (view.py), back to front: the ground (the table, the
cards' faces as panel.py paints them and the board's picture: the frame's background), then the table's
marks under the pieces, the pieces (with shadows that widen as they rise, the comet's tail of a leap, the
pennants in a conquered castle), the marks over them and the hint's star, the effects, the note that
capturing is compulsory, the finale, and the board turning round (the shared `squashed`). The captured
pieces flying to their trays are painted over the cards, by panel.py with `draw_piece`.

`draw_ground(ground, art, surface, faces)` paints the background, `draw_board(view, art, surface,
layers)` the rest; both only read what they are given. The scene keeps the ground as the frame's
background itself (`panel_backdrop`), so `draw_board` keeps nothing in `layers`."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.effects import draw_hint_star, squashed
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.engine.layers import Layers
from scenes.widgets.draw import fit_label, paint_gradient

from . import art, fx
from .art import CamelotArt, board_image
from .layout import Geometry
from .palette import CHARGE_AURA, CLEAR, LEAP_GLOW, TABLE_BOTTOM, TABLE_TOP, TAG_FILL
from .view import Badge, CamelotView, Glow, Ground, Mark, Pennant, Piece, Route, Star, Table, Tag, Trail


@cached(1)
def backdrop() -> pygame.Surface:
    """The table behind the board (kept in this package's cache: it goes when the game is left)."""
    return paint_gradient(theme.LOGICAL_SIZE, TABLE_TOP, TABLE_BOTTOM)


def draw_ground(
    ground: Ground, art: CamelotArt, surface: pygame.Surface, faces: Callable[[pygame.Surface], None]
) -> None:
    """The frame's background: the table, the cards' faces (`faces` paints them: panel.draw_faces) and the
    board's picture, whose soft shadow falls on the cards' edge."""
    surface.blit(backdrop(), (0, 0))
    faces(surface)
    surface.blit(*board_image(ground.geometry, art.fonts))


def draw_board(view: CamelotView, art: CamelotArt, surface: pygame.Surface, layers: Layers) -> None:
    """The board area above the ground, back to front: the table (or the board turning round), the
    effects, the note, the finale. (`layers`: nothing of this is kept; the ground is the scene's kept
    background.)"""
    fonts = art.fonts
    if view.flip:
        _draw_flipping(view, fonts, surface)
    else:
        draw_table(view.table, surface)
    fx.draw(view.effects, surface)
    if view.tag is not None:
        _capture_tag(view.tag, fonts, surface)
    fx.draw_finale(view.finale, fonts, surface)


def _capture_tag(tag: Tag, fonts, surface: pygame.Surface) -> None:
    ring = art.marker("capturer", 28, tag.colour) if tag.ring else None
    surface.blit(capture_tag(fonts, tag.words, tag.width, tag.colour, ring), tag.at)


@cached(1)
def _turning_layer(size: tuple[int, int]) -> pygame.Surface:
    """Where the turning board is drawn before it is squashed (the same surface every frame of a turn)."""
    return pygame.Surface(size, pygame.SRCALPHA)


def _draw_flipping(view: CamelotView, fonts, surface: pygame.Surface) -> None:
    """The board seen edge-on half-way through turning: drawn to a layer and squashed."""
    layer = _turning_layer(theme.LOGICAL_SIZE)
    cards = view.ground.faces.status
    right_of_cards = pygame.Rect(cards[0] + cards[2] + 2, 0, *theme.LOGICAL_SIZE)
    area = pygame.Rect(view.table.geometry.frame).inflate(48, 48).clip(right_of_cards)
    layer.fill(CLEAR, area)
    image, offset = art.board_image(view.table.geometry, fonts)
    layer.blit(image, offset)
    draw_table(view.table, layer)
    image = squashed(layer.subsurface(area), view.flip, across=False)
    surface.blit(backdrop(), area, area)  # the board of the ground is turning away
    surface.blit(image, image.get_rect(center=area.center))


def draw_table(table: Table, surface: pygame.Surface) -> None:
    """Everything on the board above its picture, back to front."""
    geometry = table.geometry
    for part in (*table.under, *table.pieces, *table.over):
        kind = type(part)
        if kind is Piece:
            draw_piece(surface, part, table.diameter)
        elif kind is Mark:
            _draw_mark(surface, part, geometry)
        elif kind is Route:
            _draw_route(surface, part, geometry)
        elif kind is Pennant:
            surface.blit(*pennant_blit(part, geometry.cell, table.diameter))
        elif kind is Trail:
            _draw_trail(surface, part, table.diameter)
        elif kind is Glow:
            halo = art.glow(part.radius, part.colour)
            surface.blit(halo, halo.get_rect(center=geometry.to_screen(part.sq)))
        elif kind is Badge:
            _draw_stop_badge(surface, part, geometry)
        elif kind is Star:
            draw_hint_star(surface, (part.x, part.y), part.clock, part.radius)


def _draw_mark(surface: pygame.Surface, mark: Mark, geometry: Geometry) -> None:
    image = art.marker(mark.art, geometry.cell, mark.colour)
    if mark.scale != 1.0:
        image = art.scaled(image, mark.scale)
    surface.blit(image, image.get_rect(center=geometry.cell_rect(mark.sq).center).move(0, mark.dy))


def _draw_stop_badge(surface: pygame.Surface, badge: Badge, geometry: Geometry) -> None:
    """A small check mark beside the piece: clicking it here ends the move."""
    rect = geometry.cell_rect(badge.sq)
    centre = (rect.right - 5, rect.top + 5)
    pygame.draw.circle(surface, badge.colour, centre, 8)
    pygame.draw.circle(surface, theme.TEXT_DARK, centre, 8, 1)
    pygame.draw.lines(
        surface,
        theme.TEXT_DARK,
        False,
        [(centre[0] - 4, centre[1]), (centre[0] - 1, centre[1] + 3), (centre[0] + 4, centre[1] - 3)],
        2,
    )


def draw_piece(surface: pygame.Surface, piece: Piece, diameter: int) -> None:
    surface.blits(piece_blits(piece, diameter), doreturn=False)


def piece_blits(piece: Piece, diameter: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The pictures of a piece and where they go, in the order they are blitted (shadow, then body)."""
    blits = []
    scale = piece.scale * (1 - 0.08 * piece.dip)
    d = max(6, round(diameter * scale))
    height = piece.lift
    alpha = piece.alpha
    x, y = piece.x, piece.y + 2 * piece.dip
    if piece.shadow:  # higher up: a wider, fainter shadow further from the piece
        image = art.piece_shadow(max(6, round(d * (1 + height / 160)) // 2 * 2))
        fade = min(alpha, int(255 - min(150, height * 2.2))) // 32 * 32
        if fade < 255:
            image = art.faded(image, max(32, fade))
        spread = height * 0.35
        blits.append((image, image.get_rect(center=(int(x + 2 + spread), int(y + 4 + spread * 0.4)))))
    image = art.piece_image(piece.seat, piece.kind, d)
    if piece.spin:
        image = pygame.transform.rotate(image, piece.spin)
    if alpha < 255:
        image = art.faded(image, alpha // 16 * 16)
    thick = art.piece_thickness(d, piece.kind)
    rect = image.get_rect(center=(int(x), int(y - height)))
    if not piece.spin:
        rect.top = int(y - height - d / 2 - thick / 2)
    blits.append((image, rect))
    return blits


def _draw_trail(surface: pygame.Surface, trail: Trail, diameter: int) -> None:
    """A comet's tail behind a leaping piece: for a knight's charge a golden streak and an aura round
    the knight, otherwise a faint glow."""
    points = trail.points
    n = len(points)
    if trail.charging:
        aura = art.glow(int(diameter * 1.5), CHARGE_AURA, 255)
        head = points[-1]
        surface.blit(aura, aura.get_rect(center=(int(head[0]), int(head[1]))))
        for i in range(1, n):
            k = i / n
            width = max(2, int(diameter * 0.62 * k))
            colour = (255, int(170 + 70 * k), int(60 + 120 * k))
            pygame.draw.line(surface, colour, points[i - 1], points[i], width)
            pygame.draw.circle(surface, colour, points[i], width // 2)
        return
    biggest = diameter * 0.5
    for i, (x, y) in enumerate(points):
        radius = max(4, int(biggest * (i + 1) / n) // 3 * 3)
        halo = art.glow(radius, LEAP_GLOW, 110)
        surface.blit(halo, halo.get_rect(center=(int(x), int(y))))


def pennant_blit(pennant: Pennant, cell: int, diameter: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The part of a pennant raised so far above its piece, and where it goes."""
    flag = art.pennant(cell, pennant.seat)
    h = max(1, int(flag.get_height() * max(0.0, pennant.rise)))
    part = flag.subsurface((0, 0, flag.get_width(), min(h, flag.get_height())))
    x = int(pennant.x + diameter * 0.12)
    y = int(pennant.y - diameter * 0.25)
    return part, (x, y - h)


def _draw_route(surface: pygame.Surface, route: Route, geometry: Geometry) -> None:
    points = [geometry.to_screen(sq) for sq in route.squares]
    if len(points) < 2:
        return
    if route.short:
        (ax, ay), (bx, by) = points[-2], points[-1]
        length = math.hypot(bx - ax, by - ay)
        k = max(0.0, (length - route.short) / length) if length else 0.0
        points[-1] = (ax + (bx - ax) * k, ay + (by - ay) * k)
    colour, width = route.colour, route.width
    dark = tuple(int(c * 0.35) for c in colour[:3])
    pygame.draw.lines(surface, dark, False, points, width + 3)
    pygame.draw.lines(surface, colour, False, points, width)
    if route.dots:
        for p in points[1:]:
            pygame.draw.circle(surface, dark, p, width + 3)
            pygame.draw.circle(surface, colour, p, width + 1)
    _arrow_head(surface, points[-2], points[-1], colour, dark, width + 5)


def _arrow_head(surface: pygame.Surface, a: tuple, b: tuple, colour: tuple, dark: tuple, size: int) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] + math.cos(angle) * size * 0.4, b[1] + math.sin(angle) * size * 0.4)
    left = (tip[0] - math.cos(angle - 0.5) * size * 1.6, tip[1] - math.sin(angle - 0.5) * size * 1.6)
    right = (tip[0] - math.cos(angle + 0.5) * size * 1.6, tip[1] - math.sin(angle + 0.5) * size * 1.6)
    pygame.draw.polygon(surface, dark, [tip, left, right])
    inner = [(tip[0] - math.cos(angle) * 2, tip[1] - math.sin(angle) * 2), left, right]
    pygame.draw.polygon(surface, colour, inner, 0)


@cached(4)
def capture_tag(fonts, words: str, width: int, colour: tuple, ring: pygame.Surface | None) -> pygame.Surface:
    """The board's note that capturing is compulsory: a dark plate with a coloured edge, the capturers'
    ring and the words, shrunk to fit one line."""
    tag = pygame.Surface((width, 36), pygame.SRCALPHA)
    pygame.draw.rect(tag, TAG_FILL, tag.get_rect(), border_radius=10)
    pygame.draw.rect(tag, colour, tag.get_rect(), 2, border_radius=10)
    x = 8
    if ring is not None:
        tag.blit(ring, ring.get_rect(midleft=(x, 18)))
        x += 34
    label, size = fit_label(fonts, words, "label", width - x - 8, smallest=0.6)
    image = fonts.render(label, "label", colour, size)
    tag.blit(image, image.get_rect(midleft=(x, 18)))
    return tag
