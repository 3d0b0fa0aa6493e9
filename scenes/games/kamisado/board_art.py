"""The board picture: lacquered frame and the 64 coloured tiles, rendered once per size (and per
colour-blind setting), plus the coordinate labels and home-row strips for each viewing side.

The colour layout is unchanged by a half turn, so one tile picture serves both sides; only the labels and
strips (drawn separately) depend on the side the board is seen from.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from rules.kamisado import SQUARE_COLOUR
from scenes.widgets.draw import mix

from .palette import SEAT_RGB, SQUARE_RGB, draw_glyph, ink_for, luminance

SUPERSAMPLE = 3


def _tile(size: int, rgb: tuple[int, int, int], colour_id: int, glyphs: bool) -> pygame.Surface:
    """One square: a soft vertical sheen, a bevel, and (colour-blind mode) its symbol in the corner."""
    tile = pygame.Surface((size, size))
    top, bottom = mix(rgb, (255, 255, 255), 0.10), mix(rgb, (0, 0, 0), 0.14)
    for y in range(size):
        pygame.draw.line(tile, mix(top, bottom, y / max(1, size - 1)), (0, y), (size - 1, y))
    light, shade = mix(rgb, (255, 255, 255), 0.28), mix(rgb, (0, 0, 0), 0.35)
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


def render_board(square: int, frame: int, glyphs: bool) -> pygame.Surface:
    """Frame and tiles; the tiles' top-left corner is at (frame, frame)."""
    side = 8 * square + 2 * frame
    board = pygame.Surface((side, side), pygame.SRCALPHA)
    # the lacquer frame: dark red-brown wood with a gold inlay line
    outer = board.get_rect()
    pygame.draw.rect(board, (22, 12, 12), outer, border_radius=frame // 2 + 4)
    for i in range(frame - 3):
        t = i / max(1, frame - 4)
        pygame.draw.rect(
            board,
            mix((86, 40, 34), (48, 22, 22), t),
            outer.inflate(-2 * i - 4, -2 * i - 4),
            2,
            frame // 2 + 2 - i // 2,
        )
    inner = pygame.Rect(frame - 6, frame - 6, 8 * square + 12, 8 * square + 12)
    pygame.draw.rect(board, (36, 20, 18), inner, border_radius=4)
    pygame.draw.rect(board, (186, 140, 62), inner, 2, border_radius=4)
    pygame.draw.rect(board, (16, 10, 10), pygame.Rect(frame - 2, frame - 2, 8 * square + 4, 8 * square + 4))
    tiles = {c: _tile(square - 2, SQUARE_RGB[c], c, glyphs) for c in range(8)}
    for sq in range(64):
        file, row = sq % 8, sq // 8
        x = frame + file * square + 1
        y = frame + (7 - row) * square + 1
        board.blit(tiles[SQUARE_COLOUR[sq]], (x, y))
    return board


def render_labels(app, square: int, frame: int, black_view: bool) -> pygame.Surface:
    """File letters and rank numbers in the frame, and a strip in each seat's colour along its home row."""
    side = 8 * square + 2 * frame
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    colour = (214, 184, 132)
    size = max(10, frame // 2 + 1)
    for i in range(8):
        file = 7 - i if black_view else i
        rank = i + 1 if black_view else 8 - i
        letter = app.fonts.render("abcdefgh"[file], "label", colour, size)
        number = app.fonts.render(str(rank), "label", colour, size)
        cx = frame + i * square + square // 2
        for y in (frame // 2 - 1, side - frame // 2 - 1):
            layer.blit(letter, letter.get_rect(center=(cx, y)))
        cy = frame + i * square + square // 2
        for x in (frame // 2, side - frame // 2):
            layer.blit(number, number.get_rect(center=(x, cy)))
    # home-row strips: Black's home row (rank 8) is at the top when seen from White
    top_seat, bottom_seat = (1, 0) if black_view else (0, 1)
    for seat, y in ((top_seat, frame - 5), (bottom_seat, frame + 8 * square + 3)):
        rect = pygame.Rect(frame + 2, y - 1, 8 * square - 4, 5)
        pygame.draw.rect(layer, (*SEAT_RGB[seat], 255), rect, border_radius=2)
        pygame.draw.rect(layer, (214, 170, 96, 255), rect, 1, border_radius=2)
    return layer


def board_shadow(side: int, blur: int = 18) -> pygame.Surface:
    """A soft shadow under the board (built small and smoothscaled up: cheap and smooth)."""
    small = pygame.Surface(((side + 2 * blur) // 4, (side + 2 * blur) // 4), pygame.SRCALPHA)
    r = small.get_rect()
    for i in range(blur // 4, 0, -1):
        pygame.draw.rect(small, (0, 0, 0, 26), r.inflate(-2 * i, -2 * i), border_radius=6)
    return pygame.transform.smoothscale(small, (side + 2 * blur, side + 2 * blur))


@lru_cache(maxsize=2)
def background(size: tuple[int, int]) -> pygame.Surface:
    """The table: a dark plum gradient with a faint seigaiha (wave) pattern and a vignette."""
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (44, 30, 40), (16, 12, 18)
    for y in range(h):
        pygame.draw.line(surf, mix(top, bottom, y / (h - 1)), (0, y), (w, y))
    waves = pygame.Surface(size, pygame.SRCALPHA)
    r = 34
    for row, y in enumerate(range(-r, h + r, r // 2)):
        offset = r if row % 2 else 0
        for x in range(-2 * r + offset, w + 2 * r, 2 * r):
            for k in (1.0, 0.74, 0.48):
                pygame.draw.circle(waves, (255, 226, 190, 9), (x, y), int(r * k), 2)
    surf.blit(waves, (0, 0))
    vignette = pygame.Surface((w // 8, h // 8), pygame.SRCALPHA)
    vw, vh = vignette.get_size()
    for i in range(12):
        pygame.draw.rect(vignette, (0, 0, 0, 16), (0, 0, vw, vh), max(1, 12 - i))
    surf.blit(pygame.transform.smoothscale(vignette, size), (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf
