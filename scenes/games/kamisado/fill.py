"""Between rounds: the round winner's choice "fill from the left / from the right", shown as two small
boards with the next round's set-up (rules B1-B4) and arrows along the home rows for the filling direction.

A human winner clicks a card (or uses the arrow keys and Enter); for a computer winner the same cards show
which one it took before the towers walk to their new squares.
"""

from __future__ import annotations

import math

import pygame

from rules.kamisado import FILL_LEFT, FILL_RIGHT, KamisadoState, fill_preview
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.widgets.draw import panel, text

from .art import TowerArt, render_board
from .palette import CARD_SHADE_RGB, FILL_ARROW_RGB, HINT_RGB

SIDES = (FILL_LEFT, FILL_RIGHT)
MINI_SQUARE = 28
MINI_FRAME = 16


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


class FillChooser:
    def __init__(self, centre: tuple[int, int]) -> None:
        self.rect = pygame.Rect(0, 0, 624, 392)
        self.rect.center = centre
        w = (self.rect.w - 3 * 18) // 2
        top = self.rect.y + 80
        self.cards = {
            FILL_LEFT: pygame.Rect(self.rect.x + 18, top, w, self.rect.h - 98),
            FILL_RIGHT: pygame.Rect(self.rect.x + 36 + w, top, w, self.rect.h - 98),
        }
        self.active = False
        self.reveal = 0.0
        self.choice: str | None = None
        self.glow = 0.0
        self.hover: str | None = None
        self.focus = FILL_LEFT
        self.winner = 0
        self.human = False
        self.previews: dict[str, pygame.Surface] = {}
        self._art: TowerArt | None = None
        self._ready: tuple | None = None  # (state, black_view, glyphs, previews) drawn ahead (prepare)
        self._layers: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(2)  # the panel, per look

    @property
    def art(self) -> TowerArt:
        if self._art is None:
            self._art = TowerArt(MINI_SQUARE)
        return self._art

    def warm(self, glyphs: bool) -> None:
        """The small board and the towers' art of the cards, drawn before a round's end needs them."""
        render_board(MINI_SQUARE, MINI_FRAME, glyphs)
        self.art.warm(glyphs)

    def prepare(self, state: KamisadoState, black_view: bool, glyphs: bool) -> None:
        """The two boards of the refill after `state`, drawn ahead (the frames' spare time); `open` of the
        same state and look takes them as they are."""
        board = render_board(MINI_SQUARE, MINI_FRAME, glyphs)
        previews = {}
        for side, towers in fill_preview(state).items():
            previews[side] = self._preview(board, towers, state.ranks, side, black_view, glyphs)
        self._ready = (state, black_view, glyphs, previews)

    def open(self, state: KamisadoState, black_view: bool, glyphs: bool, human: bool) -> None:
        self.active = True
        self.choice = None
        self.glow = 0.0
        self.hover = None
        self.winner = state.turn
        self.human = human
        ready = self._ready
        if ready is None or ready[0] is not state or ready[1:3] != (black_view, glyphs):
            self.prepare(state, black_view, glyphs)
        self.previews = dict(self._ready[3])
        self._ready = None
        self._layers.clear()  # new previews: the panels painted before are out of date

    def close(self) -> None:
        self.active = False
        self.choice = None
        self.hover = None

    def _preview(self, board, towers, ranks, side: str, black_view: bool, glyphs: bool) -> pygame.Surface:
        art = self.art
        surf = board.copy()
        ax, ay = art.metrics.anchor
        order = sorted(range(16), key=lambda t: _screen_row(towers[t], black_view))
        for t in order:
            sq = towers[t]
            if sq < 0:
                continue
            x, y = _mini_point(sq, black_view)
            surf.blit(art.tower(t >> 3, t & 7, ranks[t], glyphs), (x - ax, y + 2 - ay))
        # the filling direction along both home rows, as each player sees it: from his own left (brown)
        # or right (orange) end; on screen the two rows run opposite ways
        gold = FILL_ARROW_RGB
        s, f = MINI_SQUARE, MINI_FRAME
        left_to_right = side == FILL_LEFT  # the player at the bottom sees his left on the screen's left
        ys = (f // 2, f + 8 * s + f // 2)
        x0, x1 = f + 6, f + 8 * s - 6
        bottom = (x0, x1) if left_to_right else (x1, x0)
        _arrow(surf, (bottom[0], ys[1]), (bottom[1], ys[1]), gold)
        _arrow(surf, (bottom[1], ys[0]), (bottom[0], ys[0]), gold)
        return surf

    def card_at(self, pos: tuple[int, int]) -> str | None:
        if not self.active or self.choice is not None:
            return None
        for side, rect in self.cards.items():
            if rect.collidepoint(pos):
                return side
        return None

    def draw(self, surface: pygame.Surface, app, seat_name: str, hint: str | None, clock: float) -> None:
        if not self.active or self.reveal <= 0.01:
            return
        key = (
            app.settings.language,
            seat_name,
            hint,
            self.choice,
            self.hover,
            self.focus,
            self.human,
            round(self.glow, 2),
        )
        layer = self._layers.get(key, lambda: self._paint(app, seat_name, hint))
        s = self.reveal
        if s < 0.999:  # folding in or out: a quick plain scale is enough for a third of a second
            w, h = max(1, int(self.rect.w * s)), max(1, int(self.rect.h * s))
            layer = pygame.transform.scale(layer, (w, h))
            layer.set_alpha(int(255 * min(1.0, s * 1.4)))
            surface.blit(layer, layer.get_rect(center=self.rect.center))
            return
        surface.blit(layer, self.rect)
        if self.choice is not None:
            pulse = 0.5 + 0.5 * math.sin(clock * 6)
            edge = tuple(int(c * (0.75 + 0.25 * pulse)) for c in theme.ACCENT)
            pygame.draw.rect(surface, edge, self.cards[self.choice], 2 + int(3 * self.glow), border_radius=12)

    def _paint(self, app, seat_name: str, hint: str | None) -> pygame.Surface:
        """The panel with both cards (everything but the chosen card's pulsing edge)."""
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = layer.get_rect()
        panel(layer, local, theme.PANEL, theme.ACCENT, radius=16, shadow=0)
        if self.choice is None:
            key = "kamisado.fill.choose" if self.human else "kamisado.fill.choosing"
        else:
            key = "kamisado.fill.chose"
        title = app.t(key, name=seat_name)
        text(layer, app.fonts, title, (local.centerx, 14), "heading", theme.HIGHLIGHT, "midtop", size=24)
        explain = app.t("kamisado.fill.explain")
        text(layer, app.fonts, explain, (local.centerx, 50), "small", theme.TEXT_DIM, "midtop")
        for side in SIDES:
            card = self.cards[side].move(-self.rect.x, -self.rect.y)
            other = self.choice is not None and self.choice != side
            hot = self.hover == side or (self.human and self.choice is None and self.focus == side)
            pygame.draw.rect(layer, theme.BUTTON_HOVER if hot else theme.BUTTON, card, border_radius=12)
            edge, width = (HINT_RGB, 4) if hint == side and self.choice is None else (theme.PANEL_EDGE, 2)
            pygame.draw.rect(layer, edge, card, width, border_radius=12)
            label = app.t(f"kamisado.fill.{side}")
            text(layer, app.fonts, label, (card.centerx, card.y + 8), "label", theme.TEXT, "midtop")
            preview = self.previews.get(side)
            if preview is not None:
                layer.blit(preview, preview.get_rect(midtop=(card.centerx, card.y + 34)))
            if other:
                shade = pygame.Surface(card.size, pygame.SRCALPHA)
                alpha = int(150 * max(0.0, min(1.0, self.glow)))
                pygame.draw.rect(shade, (*CARD_SHADE_RGB, alpha), shade.get_rect(), border_radius=12)
                layer.blit(shade, card)
        return layer


def _mini_point(sq: int, black_view: bool) -> tuple[float, float]:
    file, row = sq % 8, sq // 8
    if black_view:
        file, row = 7 - file, 7 - row
    return MINI_FRAME + (file + 0.5) * MINI_SQUARE, MINI_FRAME + (7.5 - row) * MINI_SQUARE


def _screen_row(sq: int, black_view: bool) -> int:
    row = sq // 8 if sq >= 0 else 0
    return row if black_view else 7 - row
