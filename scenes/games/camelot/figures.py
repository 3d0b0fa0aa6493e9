"""The rules page's small pictures (scenes/menus/help.py asks `rules_figure(name, glyphs)`), drawn with the
pieces and marks of art.py on a slice of the board. Each shows one legal move of a small composed position,
read off the rules (`parse_move` refuses an illegal one), so a picture cannot show a forbidden move.

- "moves": a chain of two canters over the player's own men;
- "charge": a knight's charge: a canter over its own man, then two jumps capturing two enemy men.
"""

from __future__ import annotations

import pygame

from rules.camelot import GAME, file_rank, piece_at, square_at
from scenes.engine.cache import cached

from . import art
from .palette import CAPTURE, DARK_SQUARE, LIGHT_SQUARE, SELECT

CELL = 32
MOVES = "turn: white\nwhite knights:\nwhite men: D4 E5 F7\nblack knights:\nblack men: K13"
CHARGE = "turn: white\nwhite knights: D4\nwhite men: D5\nblack knights:\nblack men: D7 E9 K13"
# name -> (position, move, first file, first rank, files, ranks) of the slice shown (0-based)
FIGURES = {
    "moves": (MOVES, "D4-F6-F8", 2, 2, 5, 8),
    "charge": (CHARGE, "D4-D6xD8xF10", 2, 2, 5, 9),
}


def rules_figure(name: str, glyphs: bool) -> pygame.Surface | None:
    return _figure(name, glyphs) if name in FIGURES else None


@cached(4)
def _figure(name: str, glyphs: bool) -> pygame.Surface:
    position, notation, file0, rank0, files, ranks = FIGURES[name]
    state = GAME.from_text(position)
    move = GAME.parse_move(state, notation)
    picture = pygame.Surface((files * CELL, ranks * CELL), pygame.SRCALPHA)

    def centre(sq: int) -> tuple[int, int]:
        f, r = file_rank(sq)
        return (f - file0) * CELL + CELL // 2, (ranks - 1 - (r - rank0)) * CELL + CELL // 2

    for r in range(rank0, rank0 + ranks):
        for f in range(file0, file0 + files):
            sq = square_at(f, r)
            x, y = centre(sq)
            colour = LIGHT_SQUARE if (f + r) % 2 else DARK_SQUARE
            pygame.draw.rect(picture, colour, (x - CELL // 2, y - CELL // 2, CELL, CELL))
            piece = piece_at(state, sq)
            if piece is not None:
                image = art.piece_image(piece[0], piece[1], int(CELL * 0.82))
                picture.blit(image, image.get_rect(center=(x, y)))
    points = [centre(sq) for sq in move.path]
    pygame.draw.lines(picture, SELECT, False, points, 4)
    for p in points[1:]:
        pygame.draw.circle(picture, SELECT, p, 6)
    ghost = art.faded(art.piece_image(*piece_at(state, move.path[0]), int(CELL * 0.82)), 150)
    picture.blit(ghost, ghost.get_rect(center=points[-1]))
    cross = art.marker("victim", CELL, CAPTURE[1 if glyphs else 0])
    for sq in move.captures:
        picture.blit(cross, cross.get_rect(center=centre(sq)))
    return picture
