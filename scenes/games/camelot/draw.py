"""How the Camelot board is drawn above its pre-rendered picture, layer by layer: the last move or the
route being played, the hint, target marks, the pieces (with shadows that widen as they rise, the comet's
tail of a leap, the pennants in a conquered castle), the route being built with its victims, the effects,
the finale ribbon, and the board turning round.

`BoardDrawing` is a mixin of `CamelotScene`: it only reads the scene's display model (sprites, picker,
geometry, effects) and never changes the game."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.camelot.board import CASTLES, DIRS
from scenes.engine import theme
from scenes.games.camelot import art
from scenes.games.camelot.anim import Finale, PieceSprite
from scenes.widgets.draw import gradient

if TYPE_CHECKING:
    from scenes.games.camelot.anim import Flash, Flyer, Particles
    from scenes.games.camelot.layout import BoardGeometry
    from scenes.games.camelot.panel import SidePanel
    from scenes.games.camelot.pick import PathPicker

# Marker colours: (normal, colour-blind safe). Shapes carry the meaning too (disc, ring, cross, dashes).
TARGET = ((110, 210, 120), (70, 150, 245))
CAPTURE = ((232, 76, 64), (245, 160, 30))
SELECT = (255, 214, 90)
HINT = theme.HIGHLIGHT
TRACE = (250, 220, 120)


def backdrop() -> pygame.Surface:
    """The table behind the board (cached by the gradient helper)."""
    return gradient(theme.LOGICAL_SIZE, (34, 40, 38), (14, 16, 18))


class BoardDrawing:
    # what the scene provides
    app: object
    geo: BoardGeometry
    side: SidePanel
    diameter: int
    sprites: dict[int, PieceSprite]
    mover: PieceSprite | None
    flyers: list[Flyer]
    flashes: list[Flash]
    finale: Finale | None
    particles: Particles
    pennants: dict[int, float]
    picker: PathPicker | None
    hover: int | None
    cursor: int | None
    flip_t: float
    alert: str
    last_route: tuple[int, ...]
    last_captures: tuple[int, ...]
    playing_route: tuple[int, ...]
    hint_move: object
    _layer: pygame.Surface | None
    _ribbon: tuple[str, pygame.Surface] | None

    def _draw_flipping(self, surface: pygame.Surface) -> None:
        """The board seen edge-on half-way through turning: drawn to a layer and squashed."""
        if self._layer is None:
            self._layer = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
        layer = self._layer
        right_of_cards = pygame.Rect(
            self.side.rect.right + 2, 0, theme.LOGICAL_SIZE[0], theme.LOGICAL_SIZE[1]
        )
        area = self.geo.frame.inflate(48, 48).clip(right_of_cards)
        layer.fill((0, 0, 0, 0), area)
        image, offset = art.board_image(self.geo, self.app.fonts)
        layer.blit(image, offset)
        self._draw_table(layer)
        squash = abs(math.cos(math.pi * self.flip_t))
        h = max(2, int(area.h * squash))
        image = pygame.transform.smoothscale(layer.subsurface(area), (area.w, h))
        surface.blit(backdrop(), area, area)  # the board of the static layer is turning away
        surface.blit(image, image.get_rect(center=area.center))

    def _draw_table(self, surface: pygame.Surface) -> None:
        """Everything on the board above its picture (which the static layer or the flip has drawn)."""
        self._draw_last_move(surface)
        self._draw_castle_glory(surface)
        if self.hint_move is not None and self.mover is None:
            self._draw_route(surface, self.hint_move.path, HINT, 5)
        self._draw_markers(surface)
        self._draw_pieces(surface)
        self._draw_overlays(surface)

    # ------------------------------------------------------------------ layers of the board
    def _draw_last_move(self, surface: pygame.Surface) -> None:
        if self.playing_route and self.mover is not None:  # the route of the move being played
            if len(self.playing_route) > 2 or self.playing_route[1] - self.playing_route[0] not in DIRS:
                self._draw_route(surface, self.playing_route, TRACE, 2)
            return
        if not self.last_route or self.mover is not None:
            return
        tint = art.marker("tint", self.geo.cell, TRACE)
        for sq in (self.last_route[0], self.last_route[-1]):
            surface.blit(tint, self.geo.cell_rect(sq))
        if len(self.last_route) > 2 or self.last_captures:
            self._draw_route(surface, self.last_route, TRACE, 2, dots=False)

    def _draw_castle_glory(self, surface: pygame.Surface) -> None:
        """A pulsing golden glow on the castle squares of a side that has won by the castle."""
        if not self.session.over or self.mover is not None:
            return
        outcome = self.game.outcome(self.state)
        if outcome.reason != "castle" or not outcome.winners:
            return
        winner = outcome.winners[0]
        pulse = 0.5 + 0.5 * math.sin(self.app.time * 3)
        radius = int(self.geo.cell * (1.4 + 0.25 * pulse))
        halo = art.glow(radius, art.GOLD)
        for sq in CASTLES[1 - winner]:
            surface.blit(halo, halo.get_rect(center=self.geo.centre(sq)))

    def _draw_markers(self, surface: pygame.Surface) -> None:
        picker = self.picker
        if picker is None or not self.human_to_move():
            return
        cb = 1 if self.app.settings.colour_blind else 0
        show = self.app.settings.show_legal_moves
        cell = self.geo.cell
        if self.alert == "capture" and not picker.partial and show:
            ring = art.marker("capturer", cell, CAPTURE[cb])
            for sq in picker.movable():
                surface.blit(ring, self.geo.cell_rect(sq))
        if self.alert == "duty" and not picker.partial:
            duty = self.state.must_leave[self.state.turn]
            surface.blit(art.marker("capturer", cell, SELECT), self.geo.cell_rect(duty))
        if not picker.partial:
            self._draw_cursor(surface)
            return
        for sq, (kind, jump) in self.target_marks().items():
            image = art.marker(kind, cell, CAPTURE[cb] if jump else TARGET[cb])
            rect = self.geo.cell_rect(sq)
            if sq == self.hover and kind != "later":
                image = art.scaled(image, 1.25)
            surface.blit(image, image.get_rect(center=rect.center))
        if picker.complete() is not None and len(picker.partial) > 1:
            self._draw_stop_badge(surface, picker.partial[-1])
        self._draw_cursor(surface)

    def _draw_cursor(self, surface: pygame.Surface) -> None:
        if self.cursor is not None:
            surface.blit(
                art.marker("cursor", self.geo.cell, (120, 200, 255)), self.geo.cell_rect(self.cursor)
            )

    def _draw_stop_badge(self, surface: pygame.Surface, sq: int) -> None:
        """A small check mark beside the piece: clicking it here ends the move."""
        rect = self.geo.cell_rect(sq)
        centre = (rect.right - 5, rect.top + 5)
        pygame.draw.circle(surface, TARGET[1 if self.app.settings.colour_blind else 0], centre, 8)
        pygame.draw.circle(surface, theme.TEXT_DARK, centre, 8, 1)
        pygame.draw.lines(
            surface,
            theme.TEXT_DARK,
            False,
            [(centre[0] - 4, centre[1]), (centre[0] - 1, centre[1] + 3), (centre[0] + 4, centre[1] - 3)],
            2,
        )

    def _draw_pieces(self, surface: pygame.Surface) -> None:
        lifted = None
        if self.picker is not None and self.human_to_move():
            if self.picker.partial:
                lifted = self.picker.partial[0]
            elif self.hover in self.picker.movable():
                lifted = self.hover
        ordered = sorted(self.sprites.items(), key=lambda item: item[1].y)
        for sq, sprite in ordered:
            if sq == lifted and self.picker is not None and self.picker.partial:
                continue  # the chosen piece is drawn where the route has taken it
            self._draw_sprite(surface, sprite, lift=3.0 if sq == lifted else 0.0)
        for sq, rise in self.pennants.items():
            if sq in self.sprites and rise > 0:
                self._draw_pennant(surface, sq, rise)
        if lifted is not None and self.picker is not None and self.picker.partial:
            sprite = self.sprites.get(lifted)
            if sprite is not None:
                x, y = self.geo.centre(self.picker.partial[-1])
                ghost = PieceSprite(sprite.seat, sprite.kind, x, y, lift=6.0)
                if len(self.picker.partial) > 1:
                    self._draw_sprite(surface, PieceSprite(sprite.seat, sprite.kind, *sprite.pos), alpha=90)
                self._draw_sprite(surface, ghost)
        if self.mover is not None:
            self._draw_trail(surface, self.mover)
            self._draw_sprite(surface, self.mover)

    def _draw_sprite(
        self,
        surface: pygame.Surface,
        sprite: PieceSprite,
        lift: float = 0.0,
        alpha: int = 255,
        shadow: bool = True,
    ) -> None:
        scale = sprite.scale * (1 - 0.08 * sprite.dip)
        d = max(6, round(self.diameter * scale))
        height = sprite.lift + lift
        x, y = sprite.x, sprite.y + 2 * sprite.dip
        if shadow:  # higher up: a wider, fainter shadow further from the piece
            image = art.piece_shadow(max(6, round(d * (1 + height / 160)) // 2 * 2))
            fade = min(alpha, int(255 - min(150, height * 2.2))) // 32 * 32
            if fade < 255:
                image = art.faded(image, max(32, fade))
            spread = height * 0.35
            surface.blit(image, image.get_rect(center=(int(x + 2 + spread), int(y + 4 + spread * 0.4))))
        image = art.piece_image(sprite.seat, sprite.kind, d)
        if sprite.spin:
            image = pygame.transform.rotate(image, sprite.spin)
        if alpha < 255:
            image = art.faded(image, alpha // 16 * 16)
        thick = art.piece_thickness(d, sprite.kind)
        rect = image.get_rect(center=(int(x), int(y - height)))
        if not sprite.spin:
            rect.top = int(y - height - d / 2 - thick / 2)
        surface.blit(image, rect)

    def _draw_trail(self, surface: pygame.Surface, sprite: PieceSprite) -> None:
        """A comet's tail behind a leaping piece: for a knight's charge a golden streak and an aura round
        the knight, otherwise a faint glow."""
        n = len(sprite.trail)
        if n < 2:
            return
        if sprite.charging:
            aura = art.glow(int(self.diameter * 1.5), (255, 196, 64), 255)
            head = sprite.trail[-1]
            surface.blit(aura, aura.get_rect(center=(int(head[0]), int(head[1]))))
            for i in range(1, n):
                k = i / n
                width = max(2, int(self.diameter * 0.62 * k))
                colour = (255, int(170 + 70 * k), int(60 + 120 * k))
                pygame.draw.line(surface, colour, sprite.trail[i - 1], sprite.trail[i], width)
                pygame.draw.circle(surface, colour, sprite.trail[i], width // 2)
            return
        biggest = self.diameter * 0.5
        for i, (x, y) in enumerate(sprite.trail):
            radius = max(4, int(biggest * (i + 1) / n) // 3 * 3)
            halo = art.glow(radius, (255, 250, 235), 110)
            surface.blit(halo, halo.get_rect(center=(int(x), int(y))))

    def _draw_pennant(self, surface: pygame.Surface, sq: int, rise: float) -> None:
        sprite = self.sprites[sq]
        flag = art.pennant(self.geo.cell, sprite.seat)
        h = max(1, int(flag.get_height() * max(0.0, rise)))
        part = flag.subsurface((0, 0, flag.get_width(), min(h, flag.get_height())))
        x = int(sprite.x + self.diameter * 0.12)
        y = int(sprite.y - self.diameter * 0.25)
        surface.blit(part, (x, y - h))

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        """Above the pieces: the route being built, the pieces it captures, the hint's victims."""
        picker = self.picker
        cb = 1 if self.app.settings.colour_blind else 0
        if picker is not None and self.human_to_move():
            if picker.partial:
                ring = art.marker("select", self.geo.cell, SELECT)
                surface.blit(ring, self.geo.cell_rect(picker.partial[-1]).move(0, -5))
            elif self.hover in picker.movable():
                ring = art.marker("select", self.geo.cell, (255, 240, 200))
                surface.blit(ring, self.geo.cell_rect(self.hover).move(0, -3))
        if picker is not None and picker.partial and self.human_to_move():
            route = picker.partial
            if self.hover is not None and self.hover not in route:
                extra = self._preview_to(self.hover)
                if extra:
                    route = extra
            if len(route) > 1:
                self._draw_route(surface, route, SELECT, 4)
            if route is not picker.partial and picker.partial[0] in self.sprites:
                piece = self.sprites[picker.partial[0]]  # a ghost of the piece where the preview ends
                x, y = self.geo.centre(route[-1])
                self._draw_sprite(surface, PieceSprite(piece.seat, piece.kind, x, y), alpha=130, shadow=False)
            victims = self._route_victims(route)
            if self.app.settings.show_legal_moves:
                for sq in picker.next_squares():
                    victim = picker.captures_next(sq)
                    if victim >= 0:
                        victims.add(victim)
            cross = art.marker("victim", self.geo.cell, CAPTURE[cb])
            for sq in victims:
                surface.blit(cross, self.geo.cell_rect(sq).move(0, -2))
        elif (
            picker is not None
            and self.human_to_move()
            and self.alert == "capture"
            and self.app.settings.show_legal_moves
        ):  # the exposed enemy pieces: a ring, and a cross as well for colour-blind players
            mark = art.marker("victim" if cb else "exposed", self.geo.cell, CAPTURE[cb])
            for sq in self.exposed_pieces():
                surface.blit(mark, self.geo.cell_rect(sq).move(0, -2))
        if self.hint_move is not None and self.mover is None:
            cross = art.marker("victim", self.geo.cell, HINT)
            for sq in self.hint_move.captures:
                surface.blit(cross, self.geo.cell_rect(sq).move(0, -2))
            surface.blit(
                art.marker("select", self.geo.cell, HINT), self.geo.cell_rect(self.hint_move.path[0])
            )

    def _draw_route(
        self, surface: pygame.Surface, route: tuple[int, ...], colour: tuple, width: int, dots: bool = True
    ) -> None:
        points = [self.geo.centre(sq) for sq in route]
        if len(points) < 2:
            return
        dark = tuple(int(c * 0.35) for c in colour[:3])
        pygame.draw.lines(surface, dark, False, points, width + 3)
        pygame.draw.lines(surface, colour, False, points, width)
        if dots:
            for p in points[1:]:
                pygame.draw.circle(surface, dark, p, width + 3)
                pygame.draw.circle(surface, colour, p, width + 1)
        _arrow_head(surface, points[-2], points[-1], colour, dark, width + 5)

    def _draw_effects(self, surface: pygame.Surface) -> None:
        for flash in self.flashes:
            t = flash.t
            radius = max(2, int(flash.radius * (0.3 + 0.7 * t)))
            halo = art.glow(int(flash.radius), flash.colour)
            halo = art.faded(halo, int(255 * (1 - t)) // 16 * 16)
            surface.blit(halo, halo.get_rect(center=(int(flash.pos[0]), int(flash.pos[1]))))
            if t < 0.8:  # a thinning golden ring running ahead of the glow
                pygame.draw.circle(surface, flash.colour, flash.pos, radius, max(1, int(5 * (1 - t / 0.8))))
        for p in self.particles.items:
            fade = 1 - p.age / p.life
            size = max(1, int(p.size * (0.5 + 0.5 * fade)))
            pygame.draw.circle(surface, p.colour, (int(p.x), int(p.y)), size)
        for flyer in self.flyers:
            self._draw_sprite(surface, flyer.sprite, shadow=False)
        if self.finale is not None:
            self._draw_finale(surface, self.finale)

    def _draw_finale(self, surface: pygame.Surface, finale: Finale) -> None:
        if finale.rays_at is not None:
            halo = art.rays(int(self.geo.cell * 4.5), (255, 220, 120))
            turned = pygame.transform.rotate(halo, finale.t * 40 + self.app.time * 6)
            surface.blit(turned, turned.get_rect(center=(int(finale.rays_at[0]), int(finale.rays_at[1]))))
        if finale.scale <= 0.02:
            return
        if self._ribbon is None or self._ribbon[0] != finale.text:
            label = self.app.fonts.render(finale.text, "heading", theme.TEXT_DARK)
            self._ribbon = (finale.text, art.ribbon(label, art.GOLD))
        image = self._ribbon[1]
        if abs(finale.scale - 1.0) > 0.01:
            w, h = image.get_size()
            image = pygame.transform.smoothscale(
                image, (max(1, int(w * finale.scale)), max(1, int(h * finale.scale)))
            )
        surface.blit(image, image.get_rect(center=(int(finale.centre[0]), int(finale.centre[1]))))


def _arrow_head(surface: pygame.Surface, a: tuple, b: tuple, colour: tuple, dark: tuple, size: int) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] + math.cos(angle) * size * 0.4, b[1] + math.sin(angle) * size * 0.4)
    left = (tip[0] - math.cos(angle - 0.5) * size * 1.6, tip[1] - math.sin(angle - 0.5) * size * 1.6)
    right = (tip[0] - math.cos(angle + 0.5) * size * 1.6, tip[1] - math.sin(angle + 0.5) * size * 1.6)
    pygame.draw.polygon(surface, dark, [tip, left, right])
    inner = [(tip[0] - math.cos(angle) * 2, tip[1] - math.sin(angle) * 2), left, right]
    pygame.draw.polygon(surface, colour, inner, 0)
