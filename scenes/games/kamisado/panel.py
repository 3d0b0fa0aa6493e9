"""Kamisado's own panel, the column between the board and the side panel: match score with progress
towards the target, the tower that must move now, and a card about the tower under the mouse (or the Sumo
ranks when none is). Each card is a part of the view (`PanelView`, view.py), worded; the engine's layers
keep each card's picture until its part changes (scenes/engine/layers.py).

Entry point: `draw_panel(view, art, surface)`, called by the scene's `draw_panel` hook. `Panel` is the
column's places and the pictures its cards are painted with (`paint_score`, `paint_turn`, `paint_tower`:
the layers' paint functions), held by the game's art (draw.BoardArt)."""

from __future__ import annotations

from typing import Protocol

import pygame

from rules.kamisado import FILL, OVER, PLAY, SQUARE_COLOUR, required_tower
from scenes.effects import pulse
from scenes.engine import layers as engine_layers
from scenes.engine import theme
from scenes.engine.layers import Layers, Paint
from scenes.widgets.draw import fit_label, fit_text, panel, text

from .art import TowerArt, faded, square_tile
from .palette import HINT_RGB, MARKER_RGB, SCORE_BAR_EDGE_RGB, SCORE_BAR_RGB, SEAT_RGB
from .view import HintCard, KamisadoView, PanelView, ScoreCard, TowerCard, TurnCard, TurnInfo
from .words import colour_name, rank_name, reach_text, seat_name, why_tower


def score_card(app, score: tuple[float, float], target: int, round_no: int, glyphs: bool) -> ScoreCard:
    key = f"kamisado.match.{target}" if app.tr.has(f"kamisado.match.{target}") else "kamisado.match.n"
    return ScoreCard(
        app.t(key, n=target),
        app.t("kamisado.round", n=round_no, target=target),
        (seat_name(app, 0), seat_name(app, 1)),
        score,
        target,
        glyphs,
    )


def tower_card(app, tower: int, rank: int, square_colour: int, glyphs: bool) -> TowerCard:
    if tower < 0:
        legend = tuple((rank_name(app, rk), reach_text(app, rk)) for rk in (1, 2, 3))
        return TowerCard(-1, 0, glyphs, app.t("kamisado.ranks"), legend=legend)
    lines = [reach_text(app, rank)]
    if rank:
        lines.append(app.t("kamisado.teeth", n=rank))
    if square_colour >= 0:
        lines.append(app.t("kamisado.stands_on", colour=colour_name(app, square_colour)))
    title = colour_name(app, tower & 7).capitalize()
    return TowerCard(
        tower, rank, glyphs, title, seat_name(app, tower >> 3), rank_name(app, rank), tuple(lines)
    )


def turn_info(
    app, state, states: list, moves: list, movers: list, blocked: int, rank: int | None
) -> TurnInfo:
    """The turn card's words for `state` (the game's lists up to it; `rank`: the rank the tower that must
    move is drawn with, None: its rank in `state`)."""
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
        rank = state.ranks[tower]
    detail = app.t("kamisado.info.tower", colour=colour_name(app, tower & 7))
    extra = app.t("kamisado.blocked") if blocked == tower else (rank_name(app, rank) if rank else "")
    why = why_tower(app, states, moves, movers)
    square = state.must_move if why else -1
    return TurnInfo(tower, rank, name, detail, extra, square=square, why=why)


def shown_tower(state) -> int:
    """The tower the turn card shows (-1: none)."""
    return required_tower(state) if state.phase == PLAY and state.must_move >= 0 else -1


class TurnWords:
    """The turn card's words, worded once per position (why_tower reads the whole game)."""

    def __init__(self) -> None:
        self._state: object = None
        self._key: tuple = ()
        self._info: TurnInfo | None = None

    def info(self, app, session, blocked: int, rank: int | None) -> TurnInfo:
        state = session.state
        key = (len(session.moves), app.settings.language, blocked, rank)
        if self._state is not state or self._key != key or self._info is None:
            self._info = turn_info(app, state, session.states, session.moves, session.movers, blocked, rank)
            self._state, self._key = state, key
        return self._info


def build(
    app,
    turn_words: TurnWords,
    session,
    sprites: dict,
    score: tuple[float, float],
    hovered_tower: int | None,
    hovered: int | None,
    blocked: int,
    glyphs: bool,
    hint: HintCard | None = None,
) -> PanelView:
    """The info column's view: the score, the hovered tower (`hovered_tower` -1: none, None: no room for
    the card) on the square `hovered`, whose turn it is; `sprites`: the ranks the towers are drawn with.
    A hint standing (`hint`) takes the tower card's place."""
    state = session.state
    card: TowerCard | HintCard | None = None
    if hint is not None and hovered_tower is not None:
        card = hint
    elif hovered_tower is not None:
        rank = sprites[hovered_tower].rank if hovered_tower in sprites else 0
        square_colour = SQUARE_COLOUR[hovered] if hovered_tower >= 0 and hovered is not None else -1
        card = tower_card(app, hovered_tower, rank, square_colour, glyphs)
    shown = shown_tower(state)
    rank = sprites[shown].rank if shown in sprites else None
    turn = TurnCard(app.t("kamisado.to_move"), turn_words.info(app, session, blocked, rank), glyphs)
    scores = score_card(app, score, state.target, state.round_no, glyphs)
    return PanelView(scores, card, turn, pulse(app.time, 4))


class Panel:
    """The info column's places (its three cards) and the pictures and fonts its cards are painted with."""

    def __init__(self, fonts, rect: pygame.Rect) -> None:
        self.fonts = fonts
        self.rect = pygame.Rect(rect)
        self.small_art = TowerArt(30)
        self.big_art = TowerArt(62)
        self.score_rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, 176)
        self.turn_rect = pygame.Rect(self.rect.x, self.score_rect.bottom + 12, self.rect.w, 222)
        self.tower_rect = pygame.Rect(self.rect.x, self.turn_rect.bottom + 12, self.rect.w, 0)

    def set_bottom(self, bottom: int) -> None:
        self.tower_rect.h = bottom - self.tower_rect.y

    @property
    def has_tower_card(self) -> bool:
        return self.tower_rect.h >= 60

    @property
    def frames(self) -> tuple[pygame.Rect, ...]:
        """The cards shown (a card needs at least 60 pixels)."""
        return tuple(r for r in (self.score_rect, self.turn_rect, self.tower_rect) if r.h >= 60)

    def ready_turn(self, layers: Layers, card: TurnCard) -> None:
        """Paint ahead the turn card of a position to come (an AI's move not yet played)."""
        layers.ready(self.paint_turn, card, self.turn_rect.size, alpha=True)

    def _icon(self, surface, art: TowerArt, seat: int, colour: int, rank: int, centre, glyphs: bool) -> None:
        image = art.tower(seat, colour, rank, glyphs)
        ax, ay = art.metrics.anchor
        surface.blit(image, (centre[0] - ax, centre[1] - ay))

    # ------------------------------------------------------------------ cards
    def paint_score(self, surface: pygame.Surface, card: ScoreCard) -> None:
        r, fonts, score, target, glyphs = surface.get_rect(), self.fonts, card.score, card.target, card.glyphs
        title = fit_text(fonts, card.title, "label", r.w - 28)
        text(surface, fonts, title, (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
        text(surface, fonts, card.round_line, (r.x + 14, r.y + 32), "small", theme.TEXT_DIM)
        for seat in (0, 1):
            y = r.y + 72 + seat * 54
            self._icon(surface, self.small_art, seat, 7 if seat == 0 else 0, 0, (r.x + 24, y + 6), glyphs)
            text(surface, fonts, card.names[seat], (r.x + 46, y - 10), "label", theme.TEXT)
            shown = int(score[seat] + 0.001)
            text(surface, fonts, str(shown), (r.right - 14, y + 2), "heading", theme.HIGHLIGHT, "midright")
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

    def paint_turn(self, surface: pygame.Surface, card: TurnCard) -> None:
        r, fonts, info, glyphs = surface.get_rect(), self.fonts, card.info, card.glyphs
        text(surface, fonts, card.title, (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
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
        line, size = fit_label(
            fonts, info.headline, "label", r.w - 20
        )  # "Schwarz gewinnt!" at a size it fits
        text(surface, fonts, line, (r.centerx, y), "label", info.colour, "midtop", size=size)
        detail = fit_text(fonts, info.detail, "small", r.w - 16)
        text(surface, fonts, detail, (r.centerx, y + 24), "small", theme.TEXT_DIM, "midtop")
        y += 44
        if info.why:
            for part in fonts.wrap(info.why, "small", r.w - 16)[:2]:
                text(surface, fonts, part, (r.centerx, y), "small", theme.TEXT_DIM, "midtop")
                y += 18
        if info.extra:
            extra = fit_text(fonts, info.extra, "small", r.w - 16)
            text(surface, fonts, extra, (r.centerx, y), "small", MARKER_RGB, "midtop")

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

    def paint_hint(self, surface: pygame.Surface, card: HintCard) -> None:
        """The hint: the move (in the hint's colour) and why, wrapped; the small font when the normal one
        would run out of the card."""
        r, fonts = surface.get_rect(), self.fonts
        width = r.w - 28
        for role, gap in (("small", 20), ("tiny", 17)):
            title = fonts.wrap(card.title, "label", width)
            reason = fonts.wrap(card.reason, role, width) if card.reason else []
            if 10 + 24 * len(title) + 4 + gap * len(reason) <= r.h - 8:
                break
        y = r.y + 10
        for line in title:
            text(surface, fonts, line, (r.x + 14, y), "label", HINT_RGB)
            y += 24
        y += 4
        for line in reason:
            text(surface, fonts, line, (r.x + 14, y), role, theme.TEXT)
            y += gap

    def paint_tower(self, surface: pygame.Surface, card: TowerCard) -> None:
        r, fonts, glyphs = surface.get_rect(), self.fonts, card.glyphs
        if card.tower < 0:
            text(surface, fonts, card.title, (r.x + 14, r.y + 10), "label", theme.TEXT_DIM)
            for i, (rk, (rank, reach)) in enumerate(zip((1, 2, 3), card.legend, strict=True)):
                y = r.y + 48 + i * 46
                if y + 20 > r.bottom:
                    break
                self._icon(surface, self.small_art, 1, 4, rk, (r.x + 24, y + 10), glyphs)
                name, size = fit_label(fonts, rank, "label", r.w - 54)
                text(surface, fonts, name, (r.x + 46, y - 6), "label", theme.TEXT, size=size)
                detail, small = fit_label(fonts, reach, "tiny", r.w - 54, smallest=0.85)
                text(surface, fonts, detail, (r.x + 46, y + 16), "tiny", theme.TEXT_DIM, size=small)
            return
        seat, colour = card.tower >> 3, card.tower & 7
        self._icon(surface, self.small_art, seat, colour, card.rank, (r.x + 24, r.y + 30), glyphs)
        name = fit_text(fonts, card.title, "label", r.w - 58)
        text(surface, fonts, name, (r.x + 46, r.y + 10), "label", theme.TEXT)
        text(surface, fonts, card.seat, (r.x + 46, r.y + 32), "small", theme.TEXT_DIM)
        colour_of_rank = MARKER_RGB if card.rank else theme.TEXT
        text(surface, fonts, card.rank_name, (r.x + 14, r.y + 62), "label", colour_of_rank)
        y = r.y + 88
        for line in card.lines:
            for part in fonts.wrap(line, "small", r.w - 24):
                if y + 18 > r.bottom:
                    return
                text(surface, fonts, part, (r.x + 14, y), "small", theme.TEXT_DIM)
                y += 20


def _card(surface: pygame.Surface, layers: Layers, paint: Paint, part, rect: pygame.Rect) -> None:
    """A card's content, painted on its own transparent layer and blitted: kept by the layers while its
    part stays (KEEP), else painted anew."""
    if engine_layers.KEEP:
        picture = layers.picture(paint, part, rect.size, alpha=True)
    else:
        picture = pygame.Surface(rect.size, pygame.SRCALPHA)
        paint(picture, part)
    surface.blit(picture, rect)


class PanelArt(Protocol):
    """What the info column's drawing takes of the game's art (draw.BoardArt): the column's places and
    pictures, and the scene's layers that keep the cards' pictures."""

    panel: Panel
    layers: Layers


def draw_frames(surface: pygame.Surface, places: Panel) -> None:
    """The three cards' panels: still, in the table picture."""
    for rect in places.frames:
        panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)


def draw_panel(view: KamisadoView, art: PanelArt, surface: pygame.Surface) -> None:
    """The info column's cards' content (their frames are in the table), and the glow behind the tower
    that must move."""
    places, layers, part = art.panel, art.layers, view.panel
    _card(surface, layers, places.paint_score, part.score, places.score_rect)
    if isinstance(part.tower, HintCard):
        pygame.draw.rect(surface, HINT_RGB, places.tower_rect, 2, border_radius=12)
        _card(surface, layers, places.paint_hint, part.tower, places.tower_rect)
    elif part.tower is not None:
        _card(surface, layers, places.paint_tower, part.tower, places.tower_rect)
    r = places.turn_rect
    info = part.turn.info
    if info is not None and info.tower >= 0:
        glow = faded(places.big_art.glow, int(110 + 120 * part.pulse))
        surface.blit(glow, glow.get_rect(center=(r.centerx, r.y + 84)))
    _card(surface, layers, places.paint_turn, part.turn, r)
