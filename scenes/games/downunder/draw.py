"""What the Down Under scene draws each frame: the ground and play area, the glowing places, the table
layer, cards in flight, effects, the ghost of the picked card with its reasons, the status bar with Done /
Take back, and the supply tray. A mixin of `DownUnderScene`, whose camera, layer, tray, flights and input
state it reads; it changes nothing."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from rules.downunder import table as du
from rules.downunder.geometry import BILLABONG
from rules.downunder.state import BILLABONG_MOVE, TURN, State, Tile
from scenes.engine import theme
from scenes.widgets.draw import panel, text

from .art import PLAYER_COLOURS, draw_symbol, lighter
from .table import (
    area_rects_on_screen,
    card_image,
    draw_fence,
    draw_possible_area,
    faded_card,
    lod_for,
    part_owners,
    plain_face,
    scene_background,
    tile_face,
)
from .tray import SlotKey, card_tile

Cell = tuple[int, int]


@lru_cache(maxsize=64)
def _soft_shadow(size: int) -> pygame.Surface:
    """The blurred shadow a lifted card throws on the table."""
    pad = max(4, size // 8)
    surf = pygame.Surface((size + 2 * pad, size + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        pygame.draw.rect(
            surf, (20, 8, 4, 14), surf.get_rect().inflate(-2 * i, -2 * i), border_radius=size // 8 + i
        )
    return surf


class TableDrawing:
    """Mixin: the per-frame drawing of DownUnderScene."""

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(scene_background(tuple(self.board_rect)), (0, 0))

    def draw_board(self, surface: pygame.Surface) -> None:
        app = self.app
        state = self.shown
        camera = self.camera
        clip = surface.get_clip()
        view = self.board_rect.inflate(-6, -6)
        surface.set_clip(view)
        self._draw_area(surface, state)
        human = self.human_to_move()
        if human and self.picked is None and self.tentative is None:
            self._draw_open_ends(surface)
        if human and self.picked is not None and self.tentative is None and app.settings.show_legal_moves:
            self._draw_targets(surface)
        hidden = frozenset(f.index for f in self.flights)
        self.layer.build(state, camera.quarter, app.settings.colour_blind, hidden, lod_for(camera.z), camera)
        self.layer.draw(surface, camera, self._camera_moving())
        if human and self.turns and self.tentative is None and app.settings.show_legal_moves:
            self._draw_turnable(surface)
        if self.tentative is not None:
            self._draw_tentative_rim(surface)
        if self.hint_move is not None and self.tentative is None:
            self._draw_hint(surface)
        self._draw_flights(surface, state, airborne=False)
        self.fx.draw(surface, camera, view)
        if human and self.picked is not None and self.tentative is None:
            self._draw_ghost(surface)
        if self.fade > 0:
            shade = pygame.Surface(view.size, pygame.SRCALPHA)
            shade.fill((30, 14, 10, int(255 * self.fade)))
            surface.blit(shade, view.topleft)
        surface.set_clip(clip)
        self._draw_status(surface)
        self._draw_tray(surface)
        self._draw_flights(surface, state, airborne=True)

    # ------------------------------------------------------------------ pieces of the board

    def _draw_area(self, surface: pygame.Surface, state: State) -> None:
        area = du.play_area(state)
        if area is not None:
            rect = area_rects_on_screen([area], self.camera)[0]
            if self.fence < 1.0:
                draw_possible_area(surface, [rect])
            draw_fence(surface, rect, self.camera.z, self.fence)
            return
        rects = du.possible_area(state)
        if rects:
            draw_possible_area(surface, area_rects_on_screen(rects, self.camera))

    def _pulse(self, speed: float = 3.0) -> float:
        return 0.5 + 0.5 * math.sin(self.app.time * speed)

    def _draw_open_ends(self, surface: pygame.Surface) -> None:
        """Where the seat to move may build: softly pulsing cells in his colour at his path's open ends."""
        targets = {c for cells in self.by_slot.values() for c in cells}
        if not targets or not self.app.settings.show_legal_moves:
            return
        colour = PLAYER_COLOURS[self.session.to_move]
        glow = int(18 + 22 * self._pulse())
        for cell in targets:
            rect = self.camera.cell_rect(cell)
            surface.fill((glow, glow, glow), rect.inflate(-10, -10), special_flags=pygame.BLEND_RGB_ADD)
            pygame.draw.rect(surface, lighter(colour, 0.3), rect.inflate(-6, -6), 2, border_radius=8)

    def _draw_targets(self, surface: pygame.Surface) -> None:
        """Where the picked card fits: glowing gold cells."""
        glow = int(34 + 30 * self._pulse(4.0))
        for cell in self.by_slot.get(self.picked, {}):
            rect = self.camera.cell_rect(cell)
            surface.fill(
                (glow, int(glow * 0.85), int(glow * 0.4)),
                rect.inflate(-8, -8),
                special_flags=pygame.BLEND_RGB_ADD,
            )
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(-4, -4), 3, border_radius=8)

    def _draw_turnable(self, surface: pygame.Surface) -> None:
        """The curves that may be turned to reopen a loop: a pulsing rim and a turn badge on each."""
        pulse = self._pulse(4.0)
        hover = self._hover_cell()
        for cell in self.turns:
            rect = self.camera.cell_rect(cell)
            colour = theme.HIGHLIGHT if cell == hover else theme.ACCENT
            grow = 4 + int(5 * pulse)
            pygame.draw.rect(surface, colour, rect.inflate(grow, grow), 3, border_radius=10)
            r = max(9, rect.w // 6)
            centre = (rect.right - r + 2, rect.top + r - 2)
            pygame.draw.circle(surface, (40, 26, 22), centre, r)
            pygame.draw.circle(surface, colour, centre, r, 2)
            text(surface, self.app.fonts, "⟳", centre, "small", colour, "center", size=max(10, int(r * 1.5)))

    def _draw_tentative_rim(self, surface: pygame.Surface) -> None:
        rect = self.camera.cell_rect(self.tentative.cell).inflate(8, 8)
        colour = lighter(theme.ACCENT, 0.3 * self._pulse(5.0))
        pygame.draw.rect(surface, colour, rect, 3, border_radius=10)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        move = self.hint_move
        rect = self.camera.cell_rect(move.cell)
        if move.kind != TURN:
            key = (BILLABONG if move.kind == BILLABONG_MOVE else move.kind, move.animal)
            face = plain_face(
                self._card_tile(key, move.rot), self.camera.quarter, self.app.settings.colour_blind
            )
            surface.blit(faded_card(face, rect.w, 150), rect)
        glow = rect.inflate(int(8 + 8 * self._pulse(5.0)), int(8 + 8 * self._pulse(5.0)))
        pygame.draw.rect(surface, theme.HIGHLIGHT, glow, 4, border_radius=12)

    def _card_tile(self, key: SlotKey, rot: int) -> Tile:
        return card_tile(key[0], key[1], self.session.to_move or 0, rot)

    def _draw_flights(self, surface: pygame.Surface, state: State, airborne: bool) -> None:
        """Cards on their way: those still in the air (from the tray) above everything, the rest on the
        table."""
        if not self.flights:
            return
        owners = part_owners(state)
        for flight in self.flights:
            if (flight.start is not None and flight.t < 1.0) != airborne:
                continue
            target = self.camera.cell_rect(flight.tile.cell)
            rect = target
            lift = 0.0
            if flight.start is not None and flight.t < 1.0:
                t = flight.t
                rect = pygame.Rect(
                    round(flight.start.x + (target.x - flight.start.x) * t),
                    round(flight.start.y + (target.y - flight.start.y) * t),
                    round(flight.start.w + (target.w - flight.start.w) * t),
                    round(flight.start.h + (target.h - flight.start.h) * t),
                )
                lift = math.sin(math.pi * t) * 0.25
            size = max(4, round(rect.w * (flight.scale + lift)))
            if flight.start is not None and flight.t < 1.0:
                size = max(4, round(rect.w * (1.0 + lift)))
            face = tile_face(
                flight.tile, self.camera.quarter, self.app.settings.colour_blind, owners, flight.index
            )
            image = card_image(face, size)
            if flight.angle:
                image = pygame.transform.rotate(image, flight.angle)
            if flight.alpha < 255:
                image = image.copy()
                image.set_alpha(int(max(0, flight.alpha)))
            centre = rect.center
            if lift or flight.scale > 1.0:
                height = lift + max(0.0, flight.scale - 1.0)
                shadow = _soft_shadow(size)
                offset = (int(size * (0.05 + 0.3 * height)), int(size * (0.08 + 0.4 * height)))
                surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset[0], centre[1] + offset[1])))
            surface.blit(image, image.get_rect(center=centre))

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        """The picked card under the mouse: snapped into a cell where it fits (with a green rim), else
        floating with the pointer over a red-rimmed cell that says why not."""
        cell = self._hover_cell()
        if cell is None:
            return
        rect = self.camera.cell_rect(cell)
        fits = bool(self._rotations_here(cell))
        rot = self._shown_rot(cell)
        face = plain_face(
            self._card_tile(self.picked, rot), self.camera.quarter, self.app.settings.colour_blind
        )
        if fits:
            image = faded_card(face, rect.w, 200)
            if self.ghost_spin:
                image = pygame.transform.rotate(image, self.ghost_spin)
            surface.blit(image, image.get_rect(center=rect.center))
            glow = rect.inflate(6, 6)
            pygame.draw.rect(surface, theme.GOOD, glow, 3, border_radius=10)
            return
        pygame.draw.rect(surface, theme.BAD, rect.inflate(2, 2), 3, border_radius=10)
        size = max(24, int(rect.w * 0.8))
        image = faded_card(face, size, 150)
        if self.ghost_spin:
            image = pygame.transform.rotate(image, self.ghost_spin)
        surface.blit(image, image.get_rect(center=self.mouse))
        text(surface, self.app.fonts, "✗", rect.center, "heading", theme.BAD, "center", shadow=True)
        reason = self._reason(cell)
        if reason:
            self._tooltip(surface, reason, (rect.centerx, rect.bottom + 8))

    def _tooltip(self, surface: pygame.Surface, message: str, pos: tuple[int, int]) -> None:
        lines = self.app.fonts.wrap(message, "small", 300)
        w = 24 + max(self.app.fonts.get("small").size(line)[0] for line in lines)
        h = 12 + 20 * len(lines)
        rect = pygame.Rect(0, 0, w, h)
        rect.midtop = pos
        rect.clamp_ip(self.board_rect.inflate(-12, -12))
        panel(surface, rect, (36, 24, 22), theme.BAD, radius=8, shadow=4, alpha=235)
        for i, line in enumerate(lines):
            text(surface, self.app.fonts, line, (rect.x + 12, rect.y + 6 + 20 * i), "small", theme.TEXT)

    def _status_layout(self) -> tuple[pygame.Surface, pygame.Rect, bool]:
        """The status line's text image, its bar, and whether Done / Take back sit in it (placed there)."""
        image = self.app.fonts.render(self._status_text(), "label", theme.TEXT)
        buttons = self.tentative is not None and self.human_to_move()
        bw = self.confirm_button.rect.w
        width = image.get_width() + 56 + (2 * (bw + 10) if buttons else 0)
        rect = pygame.Rect(0, 0, width, 40 if buttons else 34)
        rect.midtop = (self.focus.centerx, self.board_rect.y + 8)
        x = rect.x + 34 + image.get_width() + 16
        for button in (self.confirm_button, self.takeback_button):
            button.rect.topleft = (x, rect.y + 4)
            x += bw + 10
        return image, rect, buttons

    def _draw_status(self, surface: pygame.Surface) -> None:
        """One bar at the top of the table: whose turn it is and what to do (and Done / Take back while a
        card lies there for now)."""
        image, rect, buttons = self._status_layout()
        seat = self.session.to_move
        if self.tweens.busy and self.session.movers:
            seat = self.session.movers[-1]
        edge = PLAYER_COLOURS[seat] if seat is not None else theme.PANEL_EDGE
        panel(surface, rect, (40, 26, 22), edge, radius=16, shadow=4, alpha=225)
        if seat is not None:
            dot = (rect.x + 18, rect.centery)
            pygame.draw.circle(surface, PLAYER_COLOURS[seat], dot, 7)
            if self.app.settings.colour_blind:
                draw_symbol(surface, seat, dot, 4)
        surface.blit(image, image.get_rect(midleft=(rect.x + 34, rect.centery)))
        if buttons:
            for button in (self.confirm_button, self.takeback_button):
                button.update(1 / 60, False)
                button.draw(surface, self.app, False)

    def _status_text(self) -> str:
        app = self.app
        seat = self.session.to_move
        if self.tweens.busy and self.session.movers:  # a move is still landing: name who made it
            return app.t("downunder.status.moving", name=self.seats[self.session.movers[-1]].name)
        if seat is None or self.finished:
            return app.t("downunder.status.over")
        name = self.seats[seat].name
        if self.seats[seat].is_ai:
            return app.t("downunder.status.ai", name=name)
        if self.tentative is not None:
            return app.t("downunder.status.confirm", name=name)
        if self.state.pending is not None:
            return app.t("downunder.status.extend", name=name)
        if self.turns:
            return app.t("downunder.status.turn_curve", name=name)
        if self.picked is None:
            return app.t("downunder.status.pick", name=name)
        return app.t("downunder.status.place", name=name)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        app = self.app
        seat = self.tray.seat
        title = app.t("downunder.supply", name=self.seats[seat].name)
        human = self.human_to_move()
        hint = app.t("downunder.tray.hint") if human and self.picked is not None else ""
        rot = self.rot
        if self.tentative is not None:
            rot = self.tentative.rot
        suggested = self.hint_move
        self.tray.hint_key = (
            None
            if suggested is None or suggested.kind == TURN
            else (BILLABONG if suggested.kind == BILLABONG_MOVE else suggested.kind, suggested.animal)
        )
        self.tray.draw(
            surface,
            app,
            title,
            hint,
            self.picked,
            rot,
            app.settings.colour_blind,
            human or self.seats[seat].is_ai,
        )
