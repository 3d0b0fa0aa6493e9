"""The rules page's small pictures (scenes/menus/help.py asks `rules_figure(name, glyphs)`), drawn with the
board's and the towers' own art. Every move shown is read off the rules' legal moves for a small composed
position, so a picture cannot show a move the rules forbid.

- "colour": Black's last move ended on a red square, so White's red tower must move (rule T2);
- "rays": where a tower may go, straight and diagonally forward, stopped by a tower in its way;
- "push": a Sumo's push, with the square the pushed tower is shoved to.
"""

from __future__ import annotations

import pygame

from rules.kamisado import GAME, PUSH, SQUARE_COLOUR, pushed_towers, tower_at
from scenes.engine.cache import cached

from .art import TowerArt, square_tile
from .palette import GLOW_RGB, PUSH_TARGET_EDGE_RGBA

CELL = 46

COLOUR = "turn: white\nmust move: red\nblack: orange e3\nwhite: red c1, yellow d1"
RAYS = "turn: white\nmust move: red\nblack: pink c4\nwhite: red c1, blue d2"
PUSH_ = "turn: white\nmust move: red\nblack: pink d5\nwhite: red d4 sumo"
# name -> (position, first file, first rank, files, ranks) of the board slice shown
FIGURES = {
    "colour": (COLOUR, 1, 0, 5, 4),
    "rays": (RAYS, 0, 0, 5, 5),
    "push": (PUSH_, 2, 2, 3, 5),
}


def rules_figure(name: str, glyphs: bool) -> pygame.Surface | None:
    return _figure(name, glyphs) if name in FIGURES else None


@cached(6)
def _figure(name: str, glyphs: bool) -> pygame.Surface:
    position, file0, rank0, files, ranks = FIGURES[name]
    state = GAME.from_text(position)
    art = TowerArt(CELL)
    picture = pygame.Surface((files * CELL, ranks * CELL), pygame.SRCALPHA)

    def centre(sq: int) -> tuple[int, int]:
        f, r = sq % 8 - file0, sq // 8 - rank0
        return f * CELL + CELL // 2, (ranks - 1 - r) * CELL + CELL // 2

    squares = [r * 8 + f for r in range(rank0, rank0 + ranks) for f in range(file0, file0 + files)]
    for sq in squares:
        x, y = centre(sq)
        picture.blit(square_tile(CELL, SQUARE_COLOUR[sq], glyphs), (x - CELL // 2, y - CELL // 2))
    legal = GAME.legal_moves(state)
    shown = set(squares)
    for move in legal:
        if move.to in shown:
            mark = art.push_target if move.kind == PUSH else art.target
            picture.blit(mark, mark.get_rect(center=centre(move.to)))
    if name == "colour":
        x, y = centre(next(sq for sq in squares if tower_at(state, sq) == 7))  # Black's tower on red
        pygame.draw.rect(picture, GLOW_RGB, (x - CELL // 2, y - CELL // 2, CELL, CELL), 3)
    mover = state.towers[state.turn * 8 + state.must_move]
    glow = art.glow
    picture.blit(glow, glow.get_rect(center=centre(mover)))
    for sq in squares:
        tower = tower_at(state, sq)
        if tower >= 0:
            image = art.tower(tower >> 3, tower & 7, state.ranks[tower], glyphs)
            ax, ay = art.metrics.anchor
            x, y = centre(sq)
            picture.blit(image, (x - ax, y - ay))
    push = next((m for m in legal if m.kind == PUSH), None)
    if name == "push" and push is not None:
        after = GAME.apply(state, push)
        for tower in pushed_towers(state, push):
            _arrow(picture, centre(state.towers[tower]), centre(after.towers[tower]), PUSH_TARGET_EDGE_RGBA)
    return picture


def _arrow(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], colour) -> None:
    """A short arrow beside the squares from a to b (a pushed tower's way back)."""
    x = a[0] + CELL // 2 - 6
    pygame.draw.line(surface, colour, (x, a[1]), (x, b[1]), 4)
    tip = 1 if b[1] > a[1] else -1
    pygame.draw.polygon(
        surface, colour, [(x, b[1] + 4 * tip), (x - 7, b[1] - 6 * tip), (x + 7, b[1] - 6 * tip)]
    )
