"""The side panel of a game scene (seat banner, move list, buttons) drawn from kept pictures.

While the AI thinks, the panel looks the same in every frame but for the row of the seat to move (its glow
pulses, its "thinking…" dots turn). Drawing it all anew cost 0.5-0.9 ms of CPU a frame (rounded panels,
shadows, some twenty texts measured and blitted). Now each frame blits, in the order they were drawn in:
a transparent layer of the panel's frames (the banner's and the list's panels with their shadows, the
list's title and ▲, the buttons), drawn anew when one of them changes; a transparent picture of the rows
of the seats not to move; the move list's rows (MoveList's own picture); then the row of the seat to move.
A move changes only the two pictures of rows (1.0-2.4 ms of CPU when the whole layer was drawn anew in the
frame of a move; the list's rows are readied before an AI's move is played: MoveList.prepare). The
pictures are transparent where the panel draws nothing, so whatever lies under the panel (the table, a
card dragged past the board's edge) shows exactly as when the panel is drawn straight onto it; on a
transparent pixel a blit copies its source, and on an opaque one it blends as it would on the table, so
the pixels are the same (tests/scenes/test_frame_budget.py compares them).

A game whose background is a still picture says so (`GameScene.panel_backdrop`): the layer is then laid
over that picture's column (from the panel's edge) once, and the frame starts with that one opaque picture
instead of the game's background and the blended layer (measured in Kamisado: the blend alone cost 0.41 ms
a frame). Only the 16 px margin left of the edge (shadows, glows) is blended, over whatever the game drew
there, as before.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

import pygame

from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.widgets.banner import (
    draw_banner_panel,
    draw_banner_row,
    draw_row_content,
    draw_row_glow,
    row_rect,
    thinking_dots,
)
from scenes.widgets.controls import WidgetGroup
from scenes.widgets.movelist import MoveList

MARGIN = 16  # the panel's shadows and a hovered button's glow reach 12 px left of its edge
ROW_MARGIN = 6  # room around a banner row for words that would reach past it


class Backdrop(NamedTuple):
    """What lies under the side panel's column (GameScene.panel_backdrop): the column of a full-window
    `picture`, with whatever `under` draws there (in window coordinates) before the panel; `key` changes
    whenever the column would look different."""

    key: object
    picture: pygame.Surface
    under: Callable[[pygame.Surface], None] | None = None
    composed: bool = False  # the picture has the panel's column in it already (made from backdrop_picture)


@dataclass(frozen=True)
class Seats:
    """What the banner shows: the seats, whose turn it is and whether the AI of that seat is thinking."""

    names: tuple[str, ...]
    kinds: tuple[str, ...]
    colours: tuple[tuple, ...]
    to_move: int | None
    thinking: bool
    status: tuple[str, ...]


class SidePanel:
    def __init__(self, left: int) -> None:
        self.area = pygame.Rect(
            left - MARGIN, 0, theme.LOGICAL_SIZE[0] - left + MARGIN, theme.LOGICAL_SIZE[1]
        )
        # the panel's own column, from its edge: with a backdrop it comes from one opaque picture; the margin
        # left of it (shadows, glows over whatever the game draws there) is always blended
        self.column = pygame.Rect(left, 0, theme.LOGICAL_SIZE[0] - left, theme.LOGICAL_SIZE[1])
        self._margin = pygame.Rect(left - MARGIN, 0, MARGIN, theme.LOGICAL_SIZE[1])
        self._layer: pygame.Surface | None = None  # the frames: panels, shadows, title, kept buttons
        self._solid: pygame.Surface | None = None  # the backdrop with the layer over its column, opaque
        self._kept = 0  # how many of the buttons are kept in the layer
        self._solid_key: tuple | None = None
        self._key: tuple | None = None
        self._others: pygame.Surface | None = None  # the banner's rows but that of the seat to move
        self._others_key: tuple | None = None
        self._rows: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(6)  # the row to move, per dots
        self._frame_key: tuple | None = None  # the layer's key, worked out once a frame (new_frame)
        self.builds = 0  # how often a part was drawn anew (tests, benchmarks)

    def draw(
        self,
        surface: pygame.Surface,
        app,
        banner: pygame.Rect,
        seats: Seats,
        history: MoveList,
        title: str,
        buttons: WidgetGroup,
        backdrop: Backdrop | None = None,
    ) -> None:
        """Blit the kept parts in the order they were drawn in (frames, other rows, the list's rows), then
        the row of the seat to move and a game's own buttons. A move changes only the banner's rows and
        the list's rows (prepared ahead while the AI thinks: MoveList.prepare), not the frames.
        With a `backdrop` the frames of the panel's column are already on the surface (`backdrop_picture`
        was blitted as the frame's background): only the margin left of it is blended here."""
        self._prepare(app, banner, history, title, buttons)
        self._frame_key = None  # the frame's last use: later calls (spare time, tests) look again
        if backdrop is None:
            surface.blit(self._layer, self.area, self.area)
        else:
            if backdrop.under is not None:  # its part in the margin, under the margin's blend as before
                clip = surface.get_clip()
                surface.set_clip(self._margin.clip(clip))
                backdrop.under(surface)
                surface.set_clip(clip)
            surface.blit(self._layer, self._margin, self._margin)
        self._draw_others(surface, app, banner, seats)
        history.draw_rows(surface, app)
        if seats.to_move is not None:
            self._draw_row(surface, app, banner, seats)
        for i in range(self._kept, len(buttons.widgets)):  # a game's buttons on the table, in their order
            buttons.widgets[i].draw_kept(surface, app, buttons.shows_focus(i))  # each from its kept looks

    def backdrop_picture(
        self,
        app,
        banner: pygame.Rect,
        history: MoveList,
        title: str,
        buttons: WidgetGroup,
        backdrop: Backdrop,
    ) -> pygame.Surface:
        """The frame's whole background: the backdrop with, in the panel's column, what `under` draws and the
        panel's frames blended over it, composed when either changes. One full-window opaque blit, where
        the game's background and the blended column cost two (a full-width copy is one run of memory:
        0.16 ms, where the column alone, row by row, took 0.3 ms and its blend 0.4 ms)."""
        key = (self._prepare(app, banner, history, title, buttons), backdrop.key)
        if backdrop.composed:
            return backdrop.picture
        if self._solid is None or self._solid_key != key:
            if self._solid is None:
                self._solid = pygame.Surface(theme.LOGICAL_SIZE)
                if pygame.display.get_surface() is not None:
                    self._solid = self._solid.convert()
            solid, column = self._solid, self.column
            solid.blit(backdrop.picture, (0, 0))
            if backdrop.under is not None:
                solid.set_clip(column)
                backdrop.under(solid)
                solid.set_clip(None)
            solid.blit(self._layer, column, column)
            self._solid_key = key
        return self._solid

    def new_frame(self) -> None:
        """A frame's drawing starts: what the panel's layer shows is looked at again (see _prepare)."""
        self._frame_key = None

    @property
    def solid_key(self) -> tuple | None:
        """What the last `backdrop_picture` was composed of (a picture made from it changes with it)."""
        return self._solid_key

    def _prepare(
        self, app, banner: pygame.Rect, history: MoveList, title: str, buttons: WidgetGroup
    ) -> tuple:
        """The layer of the frames up to date; returns its key. Worked out once a frame: a game that composes
        its picture over the panel's asks first, then the frame's background, then `draw` (0.05-0.1 ms each)."""
        if self._frame_key is not None:
            return self._frame_key
        kept = self._kept = self._kept_buttons(buttons)
        key = (
            tuple(banner),
            history.frame_signature(app),
            title,
            _buttons_key(buttons, kept),
            id(app.fonts),
            app.tr.language,
        )
        if key != self._key or self._layer is None:
            self._build(app, banner, history, title, buttons, kept)
            self._key = key
        self._frame_key = key
        return key

    def _draw_others(self, surface: pygame.Surface, app, banner: pygame.Rect, seats: Seats) -> None:
        """The rows of the seats not to move, from a transparent picture of the banner (on a transparent
        pixel the texts' blits copy them, so the picture lays them on the banner as drawn directly)."""
        spot = banner.inflate(ROW_MARGIN * 4, ROW_MARGIN * 4)
        key = (tuple(banner), seats, id(app.fonts), app.tr.language)
        if key != self._others_key or self._others is None:
            if self._others is None or self._others.get_size() != spot.size:
                self._others = pygame.Surface(spot.size, pygame.SRCALPHA)
            self._others.fill((0, 0, 0, 0))
            local = banner.move(-spot.x, -spot.y)
            for seat in range(len(seats.names)):
                if seat != seats.to_move:
                    draw_banner_row(self._others, app, local, seat, *_row_args(seats))
            self._others_key = key
            self.builds += 1
        surface.blit(self._others, spot)

    def _draw_row(self, surface: pygame.Surface, app, banner: pygame.Rect, seats: Seats) -> None:
        """The row of the seat to move: its glow, then its words from a kept transparent picture (a
        picture per number of "thinking" dots; on a transparent pixel the texts' blits copy them, so the
        picture lays them on the glow as they would be laid on it directly)."""
        r = row_rect(banner, seats.to_move, len(seats.names))
        draw_row_glow(surface, app, r)
        dots = thinking_dots(app) if seats.thinking else 0
        key = (seats, dots, tuple(r), id(app.fonts), app.tr.language)
        spot = r.inflate(ROW_MARGIN * 2, ROW_MARGIN * 2)
        picture = self._rows.get(key, lambda: self._row_picture(app, r, spot, seats))
        surface.blit(picture, spot)

    def _row_picture(self, app, r: pygame.Rect, spot: pygame.Rect, seats: Seats) -> pygame.Surface:
        picture = pygame.Surface(spot.size, pygame.SRCALPHA)
        local = r.move(-spot.x, -spot.y)
        draw_row_content(picture, app, local, seats.to_move, *_row_args(seats))
        return picture

    def _kept_buttons(self, buttons: WidgetGroup) -> int:
        """How many of the first buttons lie in the panel's area, glow and shadow included: those are kept
        in the layer; the rest (a game's buttons on the table) are drawn after it, in the same order."""
        for i, widget in enumerate(buttons.widgets):
            if not self.area.contains(widget.rect.inflate(2 * MARGIN - 8, 2 * MARGIN - 8)):
                return i
        return len(buttons.widgets)

    def _build(
        self,
        app,
        banner: pygame.Rect,
        history: MoveList,
        title: str,
        buttons: WidgetGroup,
        kept: int,
    ) -> None:
        """Draw the panel's frames into the layer: the banner's and the list's panels (the list's title
        and ▲ too) and the kept buttons; the banner's rows and the list's rows are blitted over it."""
        if self._layer is None:
            self._layer = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        layer = self._layer
        layer.fill((0, 0, 0, 0), self.area)
        draw_banner_panel(layer, banner)
        history.draw_frame(layer, app, title)
        for i in range(kept):
            buttons.widgets[i].draw(layer, app, buttons.shows_focus(i))
        self.builds += 1


def _row_args(seats: Seats) -> tuple:
    return (
        list(seats.names),
        list(seats.kinds),
        list(seats.colours),
        seats.to_move,
        seats.thinking,
        list(seats.status),
    )


def _buttons_key(buttons: WidgetGroup, kept: int) -> tuple:
    """Everything a kept button's picture depends on: place, label, state and its eased hover glow."""
    return tuple(
        (
            tuple(w.rect),
            w.label(),
            w.sublabel() if getattr(w, "sublabel", None) else None,
            w.enabled,
            w.hover,
            buttons.shows_focus(i),
            w.glow,
            getattr(w, "accent", False),
            getattr(w, "role", ""),
        )
        for i, w in enumerate(buttons.widgets[:kept])
    )
