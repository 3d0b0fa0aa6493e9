"""Between rounds: the round winner's choice "fill from the left / from the right", shown as two small
boards with the next round's set-up (rules B1-B4) and arrows along the home rows for the filling direction.

A human winner clicks a card (or uses the arrow keys and Enter); for a computer winner the same cards show
which one it took before the towers walk to their new squares.

`FillChooser` holds the chooser's interface state (the scene's); what a frame shows of it is a
`view.FillView`, drawn by `FillArt`.
"""

from __future__ import annotations

import math

import pygame

from rules.kamisado import FILL_LEFT, FILL_RIGHT, KamisadoState, fill_preview
from scenes.effects import pulse
from scenes.engine import layers as engine_layers
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.engine.layers import Layers
from scenes.widgets.draw import panel, text

from .art import TowerArt, render_board
from .palette import CARD_SHADE_RGB, FILL_ARROW_RGB, HINT_RGB
from .view import FillPanel, FillPreview, FillView

SIDES = (FILL_LEFT, FILL_RIGHT)
MINI_SQUARE = 28
MINI_FRAME = 16
CARDS_TOP = 100  # under the title and the two rows of the explanation


def _arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], colour) -> None:
    pygame.draw.line(surface, colour, start, end, 3)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    head = [
        (end[0] + ux * 4, end[1] + uy * 4),
        (end[0] - ux * 8 - uy * 6, end[1] - uy * 8 + ux * 6),
        (end[0] - ux * 8 + uy * 6, end[1] - uy * 8 - ux * 6),
    ]
    pygame.draw.polygon(surface, colour, head)


@cached(1)
def mini_art() -> TowerArt:
    return TowerArt(MINI_SQUARE)


def warm(glyphs: bool) -> None:
    """The small board and the towers' art of the cards, drawn before a round's end needs them."""
    render_board(MINI_SQUARE, MINI_FRAME, glyphs)
    mini_art().warm(glyphs)


def previews(state: KamisadoState, black_view: bool, glyphs: bool) -> tuple[FillPreview, ...]:
    """The two cards' boards of the refill after `state`."""
    ranks = tuple(state.ranks)
    return tuple(
        FillPreview(side, tuple(towers), ranks, black_view, glyphs)
        for side, towers in fill_preview(state).items()
    )


@cached(4)
def preview_picture(preview: FillPreview) -> pygame.Surface:
    art = mini_art()
    black_view, glyphs, towers = preview.black_view, preview.glyphs, preview.towers
    surf = render_board(MINI_SQUARE, MINI_FRAME, glyphs).copy()
    ax, ay = art.metrics.anchor
    order = sorted(range(16), key=lambda t: _screen_row(towers[t], black_view))
    for t in order:
        sq = towers[t]
        if sq < 0:
            continue
        x, y = _mini_point(sq, black_view)
        surf.blit(art.tower(t >> 3, t & 7, preview.ranks[t], glyphs), (x - ax, y + 2 - ay))
    # the filling direction along both home rows, as each player sees it: from his own left (brown)
    # or right (orange) end; on screen the two rows run opposite ways
    gold = FILL_ARROW_RGB
    s, f = MINI_SQUARE, MINI_FRAME
    left_to_right = preview.side == FILL_LEFT  # the player at the bottom sees his left on the screen's left
    ys = (f // 2, f + 8 * s + f // 2)
    x0, x1 = f + 6, f + 8 * s - 6
    bottom = (x0, x1) if left_to_right else (x1, x0)
    _arrow(surf, (bottom[0], ys[1]), (bottom[1], ys[1]), gold)
    _arrow(surf, (bottom[1], ys[0]), (bottom[0], ys[0]), gold)
    return surf


class FillChooser:
    """The chooser's interface state: open or not, the cards' places, the hovered, focused, chosen card."""

    def __init__(self, centre: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, 624, 412)
        self.rect.center = centre
        w = (self.rect.w - 3 * 18) // 2
        top = self.rect.y + CARDS_TOP
        self.cards = {
            FILL_LEFT: pygame.Rect(self.rect.x + 18, top, w, self.rect.h - CARDS_TOP - 18),
            FILL_RIGHT: pygame.Rect(self.rect.x + 36 + w, top, w, self.rect.h - CARDS_TOP - 18),
        }
        self.active = False
        self.reveal = 0.0
        self.choice: str | None = None
        self.glow = 0.0
        self.hover: str | None = None
        self.focus = FILL_LEFT
        self.winner = 0
        self.human = False
        self.previews: tuple[FillPreview, ...] = ()

    def prepare(self, state: KamisadoState, black_view: bool, glyphs: bool) -> None:
        """The two boards of the refill after `state`, drawn ahead (the frames' spare time)."""
        for preview in previews(state, black_view, glyphs):
            preview_picture(preview)

    def open(self, state: KamisadoState, black_view: bool, glyphs: bool, human: bool) -> None:
        self.active = True
        self.choice = None
        self.glow = 0.0
        self.hover = None
        self.winner = state.turn
        self.human = human
        self.previews = previews(state, black_view, glyphs)

    def close(self) -> None:
        self.active = False
        self.choice = None
        self.hover = None

    def card_at(self, pos: tuple[int, int]) -> str | None:
        if not self.active or self.choice is not None:
            return None
        for side, rect in self.cards.items():
            if rect.collidepoint(pos):
                return side
        return None


class FillArt:
    """Paints a `FillView`."""

    def __init__(self, fonts) -> None:
        self.fonts = fonts

    def draw(self, surface: pygame.Surface, view: FillView, layers: Layers) -> None:
        rect = pygame.Rect(view.rect)
        if engine_layers.KEEP:
            layer = layers.picture(self.paint, view.panel, rect.size, alpha=True)
        else:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            self.paint(layer, view.panel)
        s = view.reveal
        if s < 0.999:  # folding in or out: a quick plain scale is enough for a third of a second
            w, h = max(1, int(rect.w * s)), max(1, int(rect.h * s))
            layer = pygame.transform.scale(layer, (w, h))
            layer.set_alpha(int(255 * min(1.0, s * 1.4)))
            surface.blit(layer, layer.get_rect(center=rect.center))
            return
        surface.blit(layer, rect)
        choice = view.panel.choice
        if choice is not None:
            shine = pulse(view.clock, 6)
            edge = tuple(int(c * (0.75 + 0.25 * shine)) for c in theme.ACCENT)
            card = view.cards[SIDES.index(choice)]
            pygame.draw.rect(surface, edge, card, 2 + int(3 * view.glow), border_radius=12)

    def paint(self, layer: pygame.Surface, part: FillPanel) -> None:
        """The panel with both cards (everything but the chosen card's pulsing edge)."""
        fonts = self.fonts
        local = layer.get_rect()
        panel(layer, local, theme.PANEL, theme.ACCENT, radius=16, shadow=0)
        size = 24  # the title whole, a little smaller where it is long ("Schwarz gewinnt die Partie: ...")
        while size > 16 and fonts.width(part.title, "heading", size) > local.w - 32:
            size -= 1
        text(layer, fonts, part.title, (local.centerx, 14), "heading", theme.HIGHLIGHT, "midtop", size=size)
        for i, line in enumerate(fonts.wrap(part.explain, "small", local.w - 40)[:2]):
            text(layer, fonts, line, (local.centerx, 48 + 20 * i), "small", theme.TEXT_DIM, "midtop")
        w = (local.w - 3 * 18) // 2
        h = local.h - CARDS_TOP - 18
        cards = (pygame.Rect(18, CARDS_TOP, w, h), pygame.Rect(36 + w, CARDS_TOP, w, h))
        pictures = {p.side: preview_picture(p) for p in part.previews}
        for side, card, label in zip(SIDES, cards, part.labels, strict=True):
            other = part.choice is not None and part.choice != side
            hot = part.hover == side or (part.human and part.choice is None and part.focus == side)
            pygame.draw.rect(layer, theme.BUTTON_HOVER if hot else theme.BUTTON, card, border_radius=12)
            edge, width = (
                (HINT_RGB, 4) if part.hint == side and part.choice is None else (theme.PANEL_EDGE, 2)
            )
            pygame.draw.rect(layer, edge, card, width, border_radius=12)
            text(layer, fonts, label, (card.centerx, card.y + 8), "label", theme.TEXT, "midtop")
            preview = pictures.get(side)
            if preview is not None:
                layer.blit(preview, preview.get_rect(midtop=(card.centerx, card.y + 34)))
            if other:
                shade = pygame.Surface(card.size, pygame.SRCALPHA)
                alpha = int(150 * max(0.0, min(1.0, part.glow)))
                pygame.draw.rect(shade, (*CARD_SHADE_RGB, alpha), shade.get_rect(), border_radius=12)
                layer.blit(shade, card)


def _mini_point(sq: int, black_view: bool) -> tuple[float, float]:
    file, row = sq % 8, sq // 8
    if black_view:
        file, row = 7 - file, 7 - row
    return MINI_FRAME + (file + 0.5) * MINI_SQUARE, MINI_FRAME + (7.5 - row) * MINI_SQUARE


def _screen_row(sq: int, black_view: bool) -> int:
    row = sq // 8 if sq >= 0 else 0
    return row if black_view else 7 - row
