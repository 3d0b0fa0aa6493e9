"""Kamisado's own panel, the column between the board and the side panel: match score with progress
towards the target, the tower that must move now, and a card about the tower under the mouse (or the Sumo
ranks when none is). Each card's content is painted again only when what it shows changed."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from rules.kamisado import FILL, OVER, PLAY, SQUARE_COLOUR, required_tower
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.widgets.draw import fit_label, fit_text, panel, text

from .art import TowerArt, square_tile
from .palette import MARKER_RGB, SCORE_BAR_EDGE_RGB, SCORE_BAR_RGB, SEAT_RGB
from .words import colour_name, rank_name, reach_text, seat_name, why_tower

if TYPE_CHECKING:
    from .scene import KamisadoScene


@dataclass(frozen=True)
class TurnInfo:
    """What the turn card shows: a tower (or -1), a headline and a detail line."""

    tower: int
    rank: int
    headline: str
    detail: str
    extra: str = ""
    colour: tuple = theme.TEXT
    choices: int = -1  # free choice: the seat whose eight towers are shown small
    square: int = -1  # the colour of the square that decided the tower (rule T2), shown beside it
    why: str = ""  # and in words: "White ended on red"


class Panel:
    def __init__(self, scene: KamisadoScene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect)
        self.small_art = TowerArt(30)
        self.big_art = TowerArt(62)
        self.score_rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, 176)
        self.turn_rect = pygame.Rect(self.rect.x, self.score_rect.bottom + 12, self.rect.w, 222)
        self.tower_rect = pygame.Rect(self.rect.x, self.turn_rect.bottom + 12, self.rect.w, 0)
        self._cards: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(6)
        self._info: TurnInfo | None = None  # turn_info's, for the position _info_state and _info_key
        self._info_state: object = None
        self._info_key: tuple = ()

    def _cached(
        self, surface: pygame.Surface | None, name: str, key: tuple, rect: pygame.Rect, paint
    ) -> None:
        """Blit a card's content, painted again only when what it shows (`key`) changed."""

        def build() -> pygame.Surface:
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            paint(layer, layer.get_rect())
            return layer

        picture = self._cards.get((name, key), build)
        if surface is not None:  # else only painted ahead
            surface.blit(picture, rect)

    def set_bottom(self, bottom: int) -> None:
        self.tower_rect.h = bottom - self.tower_rect.y

    def draw_frames(self, surface: pygame.Surface) -> None:
        """The three cards' panels: still, so the scene bakes them into its table picture."""
        for rect in (self.score_rect, self.turn_rect, self.tower_rect):
            if rect.h >= 60:
                panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)

    def draw(self, surface: pygame.Surface, cards: bool = True) -> None:
        """The three cards' content (their frames are in the scene's table picture); without `cards` only
        the turn card (the score and tower cards are in the frame's background: still.py)."""
        if cards:
            self.draw_cards(surface)
        app = self.scene.app
        pulse = 0.5 + 0.5 * math.sin(app.time * 4)
        self._draw_turn(surface, app, self.turn_info(), app.settings.colour_blind, pulse)

    def draw_cards(self, surface: pygame.Surface) -> None:
        """The score card and the tower card, which change only with the score, a round or the hover."""
        app = self.scene.app
        score_key, tower_key = self.cards_key()
        self._draw_score(surface, app, *score_key[1:])
        self._draw_tower_card(surface, app, *tower_key[1:])

    def cards_key(self) -> tuple[tuple, tuple]:
        """What the score card and the tower card show (their pictures' keys)."""
        scene = self.scene
        state, glyphs = scene.state, scene.app.settings.colour_blind
        score = (scene.score_view["black"], scene.score_view["white"])
        sq = scene.hovered_square()
        tower = scene.picker.tower_on(sq)
        rank = scene.sprites[tower].rank if tower in scene.sprites else 0
        square_colour = SQUARE_COLOUR[sq] if tower >= 0 else -1
        lang = scene.app.settings.language
        return (lang, score, state.target, state.round_no, glyphs), (lang, tower, rank, square_colour, glyphs)

    def card_rects(self) -> tuple[pygame.Rect, ...]:
        """Where `draw_cards` draws."""
        return (self.score_rect, self.tower_rect) if self.tower_rect.h >= 60 else (self.score_rect,)

    def turn_info(self) -> TurnInfo | None:
        """The turn card's content, worded once per position (why_tower reads the whole game)."""
        scene = self.scene
        state = scene.state
        tower = required_tower(state) if state.phase == PLAY and state.must_move >= 0 else -1
        rank = scene.sprites[tower].rank if tower in scene.sprites else -1
        key = (len(scene.session.moves), scene.app.settings.language, scene.blocked_tower, rank)
        if self._info_state is not state or self._info_key != key:
            self._info = self._turn_info()
            self._info_state, self._info_key = state, key
        return self._info

    def ready_turn(self, after, states: list, moves: list, movers: list) -> None:
        """Paint ahead the turn card of the position `after` (an AI's move not yet played), with the game's
        lists as they will be then: the frame of the move finds it kept (~1-2 ms)."""
        scene = self.scene
        tower = required_tower(after) if after.phase == PLAY and after.must_move >= 0 else -1
        rank = scene.sprites[tower].rank if tower in scene.sprites else None
        info = self._turn_info(after, states, moves, movers, -1, rank)
        app, glyphs = scene.app, scene.app.settings.colour_blind
        paint = lambda layer, lr: self._paint_turn(layer, lr, app, info, glyphs)  # noqa: E731
        self._cached(None, "turn", (app.settings.language, info, glyphs), self.turn_rect, paint)

    def _turn_info(self, state=None, states=None, moves=None, movers=None, blocked=-1, rank=None):
        """The turn card's words; by default of the scene's position (else of a position to come)."""
        scene = self.scene
        app = scene.app
        if state is None:
            session = scene.session
            state, states, moves, movers = scene.state, session.states, session.moves, session.movers
            blocked = scene.blocked_tower
        seat = state.turn
        name = seat_name(app, seat)
        if state.phase == OVER:
            score = app.t("kamisado.info.score", black=state.score[0], white=state.score[1])
            return TurnInfo(-1, 0, app.t("kamisado.info.match_won", name=name), score, colour=theme.HIGHLIGHT)
        if state.phase == FILL:
            return TurnInfo(-1, 0, name, app.t("kamisado.info.fill"), choices=seat)
        if state.must_move < 0:
            return TurnInfo(-1, 0, name, app.t("kamisado.info.free_choice"), choices=seat)
        tower = required_tower(state)
        if rank is None:
            rank = scene.sprites[tower].rank if tower in scene.sprites else state.ranks[tower]
        detail = app.t("kamisado.info.tower", colour=colour_name(app, tower & 7))
        extra = app.t("kamisado.blocked") if blocked == tower else (rank_name(app, rank) if rank else "")
        why = why_tower(app, states, moves, movers)
        square = state.must_move if why else -1
        return TurnInfo(tower, rank, name, detail, extra, square=square, why=why)

    def _icon(self, surface, art: TowerArt, seat: int, colour: int, rank: int, centre, glyphs: bool) -> None:
        image = art.tower(seat, colour, rank, glyphs)
        ax, ay = art.metrics.anchor
        surface.blit(image, (centre[0] - ax, centre[1] - ay))

    # ------------------------------------------------------------------ cards
    def _draw_score(
        self, surface, app, score: tuple[float, float], target: int, round_no: int, glyphs: bool
    ) -> None:
        key = (app.settings.language, score, target, round_no, glyphs)
        self._cached(
            surface,
            "score",
            key,
            self.score_rect,
            lambda layer, r: self._paint_score(layer, r, app, score, target, round_no, glyphs),
        )

    def _paint_score(self, surface, r, app, score, target: int, round_no: int, glyphs: bool) -> None:
        key = f"kamisado.match.{target}" if app.tr.has(f"kamisado.match.{target}") else "kamisado.match.n"
        title = fit_text(app.fonts, app.t(key, n=target), "label", r.w - 28)
        text(surface, app.fonts, title, (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
        text(
            surface,
            app.fonts,
            app.t("kamisado.round", n=round_no, target=target),
            (r.x + 14, r.y + 32),
            "small",
            theme.TEXT_DIM,
        )
        for seat in (0, 1):
            y = r.y + 72 + seat * 54
            self._icon(surface, self.small_art, seat, 7 if seat == 0 else 0, 0, (r.x + 24, y + 6), glyphs)
            text(surface, app.fonts, seat_name(app, seat), (r.x + 46, y - 10), "label", theme.TEXT)
            shown = int(score[seat] + 0.001)
            text(
                surface, app.fonts, str(shown), (r.right - 14, y + 2), "heading", theme.HIGHLIGHT, "midright"
            )
            bar = pygame.Rect(r.x + 46, y + 14, r.w - 100, 8)
            pygame.draw.rect(surface, SCORE_BAR_RGB, bar, border_radius=4)
            fill = bar.copy()
            fill.w = int(bar.w * min(1.0, score[seat] / max(1, target)))
            if fill.w > 0:
                pygame.draw.rect(surface, MARKER_RGB, fill, border_radius=4)
            if target <= 7:
                for i in range(1, target):
                    x = bar.x + bar.w * i // target
                    pygame.draw.line(surface, theme.PANEL, (x, bar.y), (x, bar.bottom - 1), 2)
            pygame.draw.rect(surface, SEAT_RGB[seat] if seat else SCORE_BAR_EDGE_RGB, bar, 1, border_radius=4)

    def _draw_turn(self, surface, app, info: TurnInfo | None, glyphs: bool, pulse: float) -> None:
        r = self.turn_rect
        if info is not None and info.tower >= 0:
            glow = self.big_art.glow
            glow.set_alpha(int(110 + 120 * pulse))
            surface.blit(glow, glow.get_rect(center=(r.centerx, r.y + 84)))
            glow.set_alpha(255)
        key = (app.settings.language, info, glyphs)
        self._cached(
            surface, "turn", key, r, lambda layer, lr: self._paint_turn(layer, lr, app, info, glyphs)
        )

    def _paint_turn(self, surface, r, app, info: TurnInfo | None, glyphs: bool) -> None:
        text(surface, app.fonts, app.t("kamisado.to_move"), (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
        if info is None:
            return
        if info.tower >= 0:
            shift = 34 if info.square >= 0 else 0
            centre = (r.centerx - shift, r.y + 80)
            self._icon(surface, self.big_art, info.tower >> 3, info.tower & 7, info.rank, centre, glyphs)
            if info.square >= 0:
                self._square(surface, (r.centerx + shift + 8, r.y + 70), info.square, glyphs)
        elif info.choices >= 0:
            for colour in range(8):
                x = r.centerx + (colour % 4 - 1.5) * 36
                y = r.y + 62 + (colour // 4) * 34
                self._icon(surface, self.small_art, info.choices, colour, 0, (x, y), glyphs)
        y = r.y + 118
        line = fit_text(app.fonts, info.headline, "label", r.w - 20)
        text(surface, app.fonts, line, (r.centerx, y), "label", info.colour, "midtop")
        detail = fit_text(app.fonts, info.detail, "small", r.w - 16)
        text(surface, app.fonts, detail, (r.centerx, y + 24), "small", theme.TEXT_DIM, "midtop")
        y += 44
        if info.why:
            for part in app.fonts.wrap(info.why, "small", r.w - 16)[:2]:
                text(surface, app.fonts, part, (r.centerx, y), "small", theme.TEXT_DIM, "midtop")
                y += 18
        if info.extra:
            extra = fit_text(app.fonts, info.extra, "small", r.w - 16)
            text(surface, app.fonts, extra, (r.centerx, y), "small", MARKER_RGB, "midtop")

    def _square(self, surface, centre: tuple[int, int], colour: int, glyphs: bool) -> None:
        """The board square whose colour decided the tower, with an arrow towards the tower."""
        tile = square_tile(40, colour, glyphs)
        tile_rect = tile.get_rect(center=centre)
        surface.blit(tile, tile_rect)
        pygame.draw.rect(surface, theme.PANEL_EDGE, tile_rect, 1)
        tile = tile_rect
        ax = tile.x - 10
        pygame.draw.line(surface, theme.TEXT_DIM, (ax, tile.centery), (ax - 14, tile.centery), 3)
        pygame.draw.polygon(
            surface,
            theme.TEXT_DIM,
            [(ax - 20, tile.centery), (ax - 12, tile.centery - 6), (ax - 12, tile.centery + 6)],
        )

    def _draw_tower_card(self, surface, app, tower: int, rank: int, square_colour: int, glyphs: bool) -> None:
        """Details of the hovered tower, or the legend of the Sumo ranks."""
        if self.tower_rect.h < 60:
            return
        key = (app.settings.language, tower, rank, square_colour, glyphs)
        self._cached(
            surface,
            "tower",
            key,
            self.tower_rect,
            lambda layer, r: self._paint_tower(layer, r, app, tower, rank, square_colour, glyphs),
        )

    def _paint_tower(self, surface, r, app, tower: int, rank: int, square_colour: int, glyphs: bool) -> None:
        if tower < 0:
            text(surface, app.fonts, app.t("kamisado.ranks"), (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
            for i, rk in enumerate((1, 2, 3)):
                y = r.y + 48 + i * 46
                if y + 20 > r.bottom:
                    break
                self._icon(surface, self.small_art, 1, 4, rk, (r.x + 24, y + 10), glyphs)
                name, size = fit_label(app.fonts, rank_name(app, rk), "label", r.w - 54)
                text(surface, app.fonts, name, (r.x + 46, y - 6), "label", theme.TEXT, size=size)
                detail, small = fit_label(app.fonts, reach_text(app, rk), "tiny", r.w - 54, smallest=0.85)
                text(surface, app.fonts, detail, (r.x + 46, y + 16), "tiny", theme.TEXT_DIM, size=small)
            return
        seat, colour = tower >> 3, tower & 7
        self._icon(surface, self.small_art, seat, colour, rank, (r.x + 24, r.y + 30), glyphs)
        name = fit_text(app.fonts, colour_name(app, colour).capitalize(), "label", r.w - 58)
        text(surface, app.fonts, name, (r.x + 46, r.y + 10), "label", theme.TEXT)
        text(surface, app.fonts, seat_name(app, seat), (r.x + 46, r.y + 32), "small", theme.TEXT_DIM)
        text(
            surface,
            app.fonts,
            rank_name(app, rank),
            (r.x + 14, r.y + 62),
            "label",
            MARKER_RGB if rank else theme.TEXT,
        )
        lines = [reach_text(app, rank)]
        if rank:
            lines.append(app.t("kamisado.teeth", n=rank))
        if square_colour >= 0:
            lines.append(app.t("kamisado.stands_on", colour=colour_name(app, square_colour)))
        y = r.y + 88
        for line in lines:
            for part in app.fonts.wrap(line, "small", r.w - 24):
                if y + 18 > r.bottom:
                    return
                text(surface, app.fonts, part, (r.x + 14, y), "small", theme.TEXT_DIM)
                y += 20
