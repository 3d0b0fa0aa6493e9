"""Camelot on screen: the cross-shaped board with both castles, square-by-square move input, and the
animations of every kind of move.

A click on a piece marks where it can go (filled discs where a move may end, rings where a jump chain must
go on, small dots for squares further along); the player then clicks landing squares one by one (a single
remaining move is played at once, a farther square may be clicked directly, a click on the piece itself ends
a canter chain early; right click steps back). Pieces slide one square or hop in arcs over the piece they
leap, which dips under them; captured pieces tumble off to the capturer's tray; a knight's charge leaves a
golden trail; a piece entering the enemy castle raises a pennant in a flash of light. Compulsory captures
and a piece's duty to leave its own castle are announced in the status card and marked on the board.

Helpers: camelot_geometry (squares <-> screen), camelot_art (board, pieces, markers), camelot_picker
(path input), camelot_motion (sprites, choreography, effects), camelot_panel (player and status cards).
"""

from __future__ import annotations

import math

import pygame

from rules.camelot.board import CASTLES, DIRS, KIND_OF, KNIGHT, MAN, square_name
from rules.camelot.movegen import Move
from rules.camelot.play import moves_by_path
from rules.camelot.state import State, piece_at, pieces
from rules.camelot.steps import CANTER, JUMP, Step, move_steps, must_capture_now
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.engine.tween import Tweener
from scenes.games import camelot_art as art
from scenes.games import camelot_picker as pick
from scenes.games.board_scene import GameScene
from scenes.games.camelot_geometry import BoardGeometry
from scenes.games.camelot_motion import (
    Finale,
    Flash,
    Flyer,
    MoveChoreography,
    Particles,
    PieceSprite,
    castle_flash,
    fly_off,
)
from scenes.games.camelot_panel import SeatInfo, SidePanel, StatusInfo
from scenes.widgets.draw import gradient

SEAT_COLOURS = [(238, 232, 216), (52, 48, 58)]
PIECE_RATIO = 0.8  # piece diameter / cell
FLIP_SECONDS = 0.6
# Marker colours: (normal, colour-blind safe). Shapes carry the meaning too (disc, ring, cross, dashes).
TARGET = ((110, 210, 120), (70, 150, 245))
CAPTURE = ((232, 76, 64), (245, 160, 30))
SELECT = (255, 214, 90)
HINT = theme.HIGHLIGHT
BOARD_KEYS = ("up", "down", "left", "right", "next", "confirm", "erase")
SPLINTERS = {0: (236, 226, 204), 1: (70, 64, 78)}


class CamelotScene(GameScene):
    # ================================================================== setup
    def layout(self) -> None:
        self.geo = BoardGeometry(self.board_rect)
        for flipped in (True, False):  # both orientations now, so turning the board never stalls a frame
            self.geo.flipped = flipped
            art.board_image(self.geo, self.app.fonts)
        column = pygame.Rect(16, 16, self.geo.frame.x - 16 - 20, self.board_rect.h)
        self.side = SidePanel(column)
        self.diameter = int(self.geo.cell * PIECE_RATIO)
        self.ui = Tweener(self.tweens.speed)  # announcements and pennants: never hold up a turn
        self.sprites: dict[int, PieceSprite] = {}
        self.mover: PieceSprite | None = None
        self.flyers: list[Flyer] = []
        self.flashes: list[Flash] = []
        self.finale: Finale | None = None
        self._ribbon: tuple[str, pygame.Surface] | None = None
        self.particles = Particles()
        self.trays: tuple[list[list], list[list]] = ([], [])  # per capturing seat: [kind, landed]
        self.pennants: dict[int, float] = {}  # enemy-castle square -> how far its pennant is raised
        self.picker: pick.PathPicker | None = None
        self.hover: int | None = None
        self.cursor: int | None = None  # keyboard cursor (shown once the arrow keys are used)
        self.manual_flip = False
        self.flip_t = 0.0
        self._flip_target = False
        self.alert = ""
        self.alert_in = 1.0
        self.last_route: tuple[int, ...] = ()
        self.last_captures: tuple[int, ...] = ()
        self._played_route: tuple[int, ...] | None = None
        self._marks: tuple[tuple | None, dict] = (None, {})
        self.status_state: State | None = None  # the position the status card describes
        self.playing = ""  # notation of the move being animated
        self.playing_route: tuple[int, ...] = ()  # and its route, traced on the board meanwhile
        self._layer: pygame.Surface | None = None
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None

    def sync(self) -> None:
        self.picker = None
        self.mover = None
        self.flyers = []
        self.flashes = []
        self.finale = None
        self.playing_route = ()
        self.particles.clear()
        self.flip_t = 0.0
        self.geo.flipped = self.wanted_flip()
        self.side.arrange(self.bottom_seat())
        self._static = None
        self._place_sprites(self.state)
        self._rebuild_trays()
        self.pennants = {sq: 1.0 for sq in self._enemy_castle_pieces(self.state)}
        if self.session.moves:
            move = self.session.moves[-1]
            self.last_route, self.last_captures = move.path, move.captures
        else:
            self.last_route, self.last_captures = (), ()
        self.alert = self._alert_kind()
        self.alert_in = 1.0
        self.status_state, self.playing = self.state, ""

    def _place_sprites(self, state: State) -> None:
        self.sprites = {}
        for sq, (seat, kind) in pieces(state).items():
            x, y = self.geo.centre(sq)
            self.sprites[sq] = PieceSprite(seat, kind, x, y)

    def _rebuild_trays(self) -> None:
        """The captured pieces of each side in capture order, replayed from the game so far."""
        self.trays = ([], [])
        for before, move, seat in zip(
            self.session.states, self.session.moves, self.session.movers, strict=False
        ):
            for sq in move.captures:
                kind = KIND_OF[before.board[sq]]
                self.trays[seat].append([kind, True])

    @staticmethod
    def _enemy_castle_pieces(state: State) -> list[int]:
        found = []
        for seat in (0, 1):
            for sq in CASTLES[1 - seat]:
                piece = piece_at(state, sq)
                if piece is not None and piece[0] == seat:
                    found.append(sq)
        return found

    # ================================================================== orientation
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def wanted_flip(self) -> bool:
        """Black at the bottom when Black is the only human, or in hot-seat with auto-rotate on Black's
        turn; R turns the board by hand on top of that."""
        humans = self.human_seats()
        flip = humans == [1]
        if len(humans) == 2 and self.app.settings.auto_rotate and not self.demo:
            to_move = self.session.to_move
            flip = to_move == 1 if to_move is not None else self.geo.flipped ^ self.manual_flip
        return flip ^ self.manual_flip

    def bottom_seat(self) -> int:
        return 1 if self.geo.flipped else 0

    def _turn_board(self) -> None:
        """Turn the board round in a short flip; the pieces and cards follow at half-way."""
        target = self.wanted_flip()
        if target == self.geo.flipped or self.flip_t > 0:
            return
        self._flip_target = target
        self.flip_t = 0.0
        swapped = {"done": False}

        def halfway(t: float) -> None:
            if t >= 0.5 and not swapped["done"]:
                swapped["done"] = True
                self._apply_flip(self._flip_target)

        def done() -> None:
            if not swapped["done"]:
                self._apply_flip(self._flip_target)
            self.flip_t = 0.0

        self.tweens.to(self, FLIP_SECONDS, ease="linear", on_step=halfway, on_done=done, flip_t=1.0)

    def _apply_flip(self, flipped: bool) -> None:
        self.geo.flipped = flipped
        self._static = None
        self.side.arrange(self.bottom_seat())
        for sq, sprite in self.sprites.items():
            sprite.x, sprite.y = self.geo.centre(sq)

    # ================================================================== turns
    def on_turn(self) -> None:
        if self.wanted_flip() != self.geo.flipped:
            self._turn_board()
        seat = self.session.to_move
        self.picker = pick.PathPicker(self.state) if seat is not None and not self.seats[seat].is_ai else None
        self.status_state, self.playing = self.state, ""
        kind = self._alert_kind()
        if kind and kind != self.alert or kind == "capture":
            self.alert_in = 0.0
            self.ui.to(self, 0.45, ease="easeOutBack", alert_in=1.0)
            if self.picker is not None and kind in ("capture", "duty"):
                self.app.sound.play("turn")
        self.alert = kind

    def _alert_kind(self) -> str:
        state = self.state
        if self.session.over:
            return ""
        if state.must_leave[state.turn] >= 0:
            return "duty"
        if must_capture_now(state):
            return "capture"
        if any(self._in_castle(state, seat) == 1 for seat in (0, 1)):
            return "castle"
        return ""

    @staticmethod
    def _in_castle(state: State, seat: int) -> int:
        return sum(1 for sq in CASTLES[1 - seat] if (p := piece_at(state, sq)) is not None and p[0] == seat)

    # ================================================================== animation of a move
    def animate_move(self, before: State, move: Move, after: State) -> None:
        self.picker = None
        self.alert = ""
        self.status_state, self.playing = before, self.game.notation(before, move)
        route = self._played_route
        self._played_route = None
        if route is None or moves_by_path(before).get(route) != move:
            route = move.path
        steps = _route_steps(route, len(move.captures))
        start = route[0]
        sprite = self.sprites.pop(start, None)
        seat = before.turn
        if sprite is None:  # should not happen; show the result instead of failing
            self.sync()
            return
        self.mover = sprite
        kinds = {s.kind for s in steps}
        charge = sprite.kind == KNIGHT and CANTER in kinds and JUMP in kinds
        self.last_route, self.last_captures = (), ()
        self.playing_route = route

        def on_capture(sq: int, over: PieceSprite | None) -> None:
            self._capture(seat, sq)

        def on_land(step: Step, last: bool) -> None:
            if step.kind != JUMP:
                self.app.sound.play("move", 0.6 if step.kind == CANTER else 1.0)
            if last:
                self._landed(seat, step, before, after)

        def on_done() -> None:
            self.sprites[route[-1]] = sprite
            self.mover = None
            self.playing = ""
            self.playing_route = ()
            self.last_route, self.last_captures = route, move.captures
            if set(self.sprites) != set(pieces(after)):  # the picture must match the rules' state
                self._place_sprites(after)
            if self.game.is_over(after):
                self._start_finale(after)

        MoveChoreography(
            self.tweens,
            sprite,
            steps,
            self.geo.centre,
            self.geo.cell,
            self.sprites.get,
            on_capture,
            on_land,
            on_done,
            charge,
        ).start()

    def _capture(self, capturer: int, sq: int) -> None:
        victim = self.sprites.pop(sq, None)
        if victim is None:
            return
        self.app.sound.play("capture")
        self.particles.burst(victim.pos, SPLINTERS[victim.seat], 18, self.geo.cell * 4)
        entry = [victim.kind, False]
        self.trays[capturer].append(entry)
        index = len(self.trays[capturer]) - 1
        end = self.side.tray_slot(capturer, index)
        flyer = Flyer(victim, victim.pos, end, 20 / self.diameter)
        self.flyers.append(flyer)

        def landed() -> None:
            entry[1] = True
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.app.sound.play("place", 0.4)

        fly_off(self.tweens, flyer, landed)

    def _landed(self, seat: int, step: Step, before: State, after: State) -> None:
        """The last hop: a castle entered (pennant and flash), the castle taken (a bigger flash)."""
        end = step.to
        if end not in CASTLES[1 - seat]:
            return
        pos = self.geo.centre(end)
        won = self.game.is_over(after) and self.game.outcome(after).reason == "castle"
        self.app.sound.play("turn")
        self.app.sound.play("flip", 0.5)
        flash = Flash(pos, art.GOLD, self.geo.cell * (3.2 if won else 1.8))
        self.flashes.append(flash)
        castle_flash(
            self.tweens, flash, lambda: self.flashes.remove(flash) if flash in self.flashes else None
        )
        self.particles.burst(pos, (255, 226, 120), 40 if won else 20, self.geo.cell * (6 if won else 4), 1.0)
        moved_in_castle = step.start in CASTLES[1 - seat]
        if moved_in_castle:
            self.pennants.pop(step.start, None)
        self.pennants[end] = 0.0
        self._raise_pennant(end)

    def _start_finale(self, after: State) -> None:
        """The result on a ribbon over the board (rays behind the castle when it was taken); the
        results scene follows when it has played."""
        outcome = self.game.outcome(after)
        app = self.app
        if outcome.winners:
            side = app.t(f"camelot.seat.{outcome.winners[0]}")
            key = f"camelot.finale.{outcome.reason}"
            text = app.t(key, side=side) if app.tr.has(key) else app.t("camelot.finale.win", side=side)
        else:
            text = app.t("camelot.finale.draw")
        rays_at = None
        if outcome.reason == "castle" and outcome.winners:
            a, b = (self.geo.centre(sq) for sq in CASTLES[1 - outcome.winners[0]])
            rays_at = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
            self.app.sound.play("turn")  # the results scene brings the fanfare
        self.finale = Finale(text, self.geo.grid.center, rays_at)
        self.tweens.to(self.finale, 1.8, ease="linear", t=1.0)
        self.tweens.to(self.finale, 0.6, ease="easeOutBack", delay=0.15, scale=1.0)

    def _raise_pennant(self, sq: int) -> None:
        holder = {"v": 0.0}

        def rise(t: float) -> None:
            if sq in self.pennants:
                self.pennants[sq] = holder["v"]

        self.ui.to(holder, 0.55, ease="easeOutBack", delay=0.1, on_step=rise, v=1.0)

    # ================================================================== input
    def handle(self, action: Action) -> None:
        if action.kind == "motion":
            self.hover = self.geo.square_at(action.pos)
        if action.name == "rotate" and not self.demo:
            self.manual_flip = not self.manual_flip
            if not self.tweens.busy:
                self._turn_board()
            return
        if action.kind == "key" and action.name in BOARD_KEYS and self.human_to_move() and not self.demo:
            self._key(action)  # the board's cursor, before the side buttons' focus takes these keys
            return
        super().handle(action)

    def handle_board(self, action: Action) -> bool:
        picker = self.picker
        if picker is None:
            return False
        if action.is_click:
            sq = self.geo.square_at(action.pos)
            if sq is None and not self.geo.frame.collidepoint(action.pos):
                return False
            self.cursor = None
            return self._click(sq)
        if action.is_right_click:
            result = picker.back()
            if result.result != pick.NOTHING:
                self.app.sound.play("click", 0.5)
            return True
        return False

    def _click(self, sq: int | None) -> bool:
        picker = self.picker
        if picker is None:
            return False
        before = picker.partial
        result = picker.click(sq)
        if result.result == pick.PLAY and result.move is not None:
            self._played_route = result.path
            return self.play(result.move)
        if result.result in (pick.SELECTED, pick.EXTENDED):
            self.app.sound.play("click", 0.7)
        elif result.result == pick.AMBIGUOUS:
            self.app.toast(self.app.t("camelot.toast.routes"), 2.5)
        elif result.result == pick.NOTHING and sq is not None and not before:
            self._explain_no_move(sq)
        return result.result != pick.NOTHING

    def _explain_no_move(self, sq: int) -> None:
        """A click on one of the mover's pieces that cannot move: say why."""
        piece = piece_at(self.state, sq)
        if piece is None or piece[0] != self.state.turn:
            return
        self.app.sound.play("error", 0.6)
        key = {"duty": "camelot.toast.must_leave", "capture": "camelot.toast.must_capture"}.get(
            self.alert, "camelot.toast.stuck"
        )
        self.app.toast(self.app.t(key), 2.5, theme.BAD)

    def _key(self, action: Action) -> bool:
        picker = self.picker
        if picker is None:
            return False
        delta = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}.get(action.name)
        if delta is not None:
            if self.cursor is None:
                self.cursor = picker.partial[-1] if picker.partial else (picker.movable() or [None])[0]
            elif self.cursor is not None:
                self.cursor = self.geo.step(self.cursor, *delta)
            return True
        if action.name == "next":  # Tab: the next piece that can move
            movable = picker.movable()
            if movable:
                current = picker.partial[0] if picker.partial else -1
                later = [sq for sq in movable if sq > current]
                picker.partial = ((later or movable)[0],)
                self.cursor = picker.partial[0]
                self.app.sound.play("click", 0.6)
            return True
        if action.name == "confirm":
            if self.cursor is not None and (not picker.partial or self.cursor != picker.partial[-1]):
                return self._click(self.cursor)
            result = picker.finish()
            if result.result == pick.PLAY and result.move is not None:
                self._played_route = result.path
                return self.play(result.move)
            return True
        if action.name == "erase":
            picker.back()
            return True
        return False

    # ================================================================== frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.ui.speed = self.tweens.speed
        self.ui.update(dt)
        self.particles.update(dt * self.tweens.speed)
        mover = self.mover
        if mover is not None and mover.charging and mover.lift > 2:
            self.particles.burst(
                (mover.x, mover.y - mover.lift), (255, 210, 90), 2, self.geo.cell * 1.5, 0.45
            )

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self._static_layer(), (0, 0))

    def _static_layer(self) -> pygame.Surface:
        """Background, board and the fixed parts of the cards in one opaque image: one cheap blit a frame.
        Rebuilt when the board turns or a setting it shows changes."""
        settings = self.app.settings
        key = (self.geo.flipped, settings.language, settings.colour_blind, settings.show_legal_moves)
        if self._static is None or key != self._static_key:
            layer = pygame.Surface(theme.LOGICAL_SIZE)
            layer.blit(_backdrop(), (0, 0))
            self.side.draw_static(
                layer, self.app, self._seat_infos(static=True), self._labels(), self._legend()
            )
            image, offset = art.board_image(self.geo, self.app.fonts)
            layer.blit(image, offset)
            self._static = layer.convert() if pygame.display.get_surface() else layer
            self._static_key = key
        return self._static

    def draw_board(self, surface: pygame.Surface) -> None:
        self._draw_side(surface)
        if 0.0 < self.flip_t < 1.0:
            self._draw_flipping(surface)
        else:
            self._draw_table(surface)
        self._draw_effects(surface)

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
        surface.blit(_backdrop(), area, area)  # the board of the static layer is turning away
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
                self._draw_route(surface, self.playing_route, (250, 220, 120), 2)
            return
        if not self.last_route or self.mover is not None:
            return
        tint = art.marker("tint", self.geo.cell, (250, 220, 120))
        for sq in (self.last_route[0], self.last_route[-1]):
            surface.blit(tint, self.geo.cell_rect(sq))
        if len(self.last_route) > 2 or self.last_captures:
            self._draw_route(surface, self.last_route, (250, 220, 120), 2, dots=False)

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

    def target_marks(self) -> dict[int, tuple[str, bool]]:
        """The squares marked for the route being built: square -> (marker kind, whether the step there
        captures). "stop": the move may end there, "pass": a jump chain must go on from there, "later":
        reachable further along. Empty while nothing is chosen or when legal moves are not to be shown."""
        picker = self.picker
        if picker is None or not picker.partial or not self.app.settings.show_legal_moves:
            return {}
        key = (id(picker), picker.partial)
        if self._marks[0] != key:
            nxt = picker.next_squares()
            marks = {sq: ("later", False) for sq in picker.later_squares() - set(nxt)}
            for sq in nxt:
                marks[sq] = ("stop" if picker.can_stop_at(sq) else "pass", picker.captures_next(sq) >= 0)
            self._marks = (key, marks)
        return self._marks[1]

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

    def exposed_pieces(self) -> set[int]:
        """Enemy pieces the first capture of some legal move takes (empty unless capturing is due)."""
        if self.picker is None or self.alert != "capture":
            return set()
        return {m.captures[0] for m in self.picker.moves() if m.captures}

    def _preview_to(self, sq: int) -> tuple[int, ...] | None:
        picker = self.picker
        if picker is None:
            return None
        if sq in picker.next_squares():
            return picker.partial + (sq,)
        return picker.route_to(sq)

    def _route_victims(self, route: tuple[int, ...]) -> set[int]:
        return set(self.picker.victims(route)) if self.picker is not None else set()

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

    # ------------------------------------------------------------------ the column on the left
    def _seat_infos(self, static: bool = False) -> list[SeatInfo]:
        app = self.app
        infos = []
        for seat in (0, 1):
            label = app.t(f"camelot.seat.{seat}")
            player = self.seats[seat]
            kind = app.t(f"seat.{player.kind}")
            subtitle = kind if not player.name or player.name == label else f"{player.name} · {kind}"
            infos.append(SeatInfo(label, subtitle))
        if static:
            return infos
        shown = list(self.sprites.items())
        if self.mover is not None:
            shown.append((-1, self.mover))
        for sq, sprite in shown:
            info = infos[sprite.seat]
            if sprite.kind == KNIGHT:
                info.knights += 1
            else:
                info.men += 1
            if sq in CASTLES[1 - sprite.seat]:
                info.in_castle += 1
        for seat in (0, 1):
            infos[seat].castle_moves = self.state.castle_moves[seat]
            infos[seat].tray = [kind for kind, landed in self.trays[seat] if landed]
        return infos

    def _labels(self) -> dict[str, str]:
        app = self.app
        return {
            "pieces": app.t("camelot.pieces"),
            "in_castle": app.t("camelot.in_castle"),
            "castle_moves": app.t("camelot.castle_moves"),
            "captured": app.t("camelot.captured"),
        }

    def _legend(self) -> list[tuple[pygame.Surface, str]]:
        if not self.app.settings.show_legal_moves:
            return []
        cb = 1 if self.app.settings.colour_blind else 0
        return [
            (art.marker("stop", 24, TARGET[cb]), self.app.t("camelot.legend.stop")),
            (art.marker("pass", 24, CAPTURE[cb]), self.app.t("camelot.legend.pass")),
            (art.marker("later", 24, TARGET[cb]), self.app.t("camelot.legend.later")),
            (art.marker("victim", 24, CAPTURE[cb]), self.app.t("camelot.legend.victim")),
        ]

    def _draw_side(self, surface: pygame.Surface) -> None:
        self.side.draw_dynamic(
            surface, self.app, self._seat_infos(), self._status_info(), self.session.to_move
        )

    def _status_info(self) -> StatusInfo:
        app = self.app
        animating = self.playing and self.tweens.busy
        state = self.status_state if animating and self.status_state is not None else self.state
        over = self.game.is_over(state)
        if over:
            headline = app.t("camelot.over")
        else:
            plies = len(self.session.moves) - (1 if animating else 0)
            headline = app.t("camelot.headline", n=plies // 2 + 1, side=app.t(f"camelot.seat.{state.turn}"))
        alert_text = ""
        if self.alert in ("capture", "duty"):
            side = app.t(f"camelot.seat.{state.turn}")
            alert_text = (
                app.t(f"camelot.alert.{self.alert}", side=side)
                + "\n"
                + app.t(f"camelot.alert.{self.alert}.more")
            )
        elif self.alert == "castle":
            holder = 0 if self._in_castle(state, 0) == 1 else 1
            side = app.t(f"camelot.seat.{holder}")
            alert_text = app.t("camelot.alert.castle", side=side) + "\n" + app.t("camelot.alert.castle.more")
        quiet_moves = (state.quiet + 1) // 2  # moves of each side: two plies make one
        if animating:
            instruction = app.t(
                "camelot.do.playing", side=app.t(f"camelot.seat.{state.turn}"), move=self.playing
            )
        else:
            instruction = self._instruction()
        return StatusInfo(
            headline,
            self.alert if alert_text else "",
            alert_text,
            instruction,
            app.t("camelot.quiet", n=quiet_moves) if state.quiet else "",
            state.quiet / 100,
            self.alert_in,
        )

    def _instruction(self) -> str:
        app = self.app
        seat = self.session.to_move
        if seat is None:
            reason = self.game.outcome(self.state).reason
            said = app.tr.maybe(f"reason.camelot.{reason}", reason)
            return said[:1].upper() + said[1:] + "."
        if self.seats[seat].is_ai:
            return app.t("camelot.do.wait", name=self.seats[seat].name or app.t(f"camelot.seat.{seat}"))
        picker = self.picker
        if picker is None or not picker.partial:
            return app.t("camelot.do.pick")
        if len(picker.partial) == 1:
            return app.t("camelot.do.target")
        route = "-".join(square_name(sq) for sq in picker.partial)
        if picker.complete() is not None:
            return app.t("camelot.do.route_stop", route=route)
        return app.t("camelot.do.route_on", route=route)

    # ================================================================== banner and results
    def seat_colours(self) -> list[tuple]:
        return list(SEAT_COLOURS)

    def seat_status(self) -> list[str]:
        counts = [0, 0]
        for seat, _kind in pieces(self.state).values():
            counts[seat] += 1
        return [self.app.t("camelot.banner", count=counts[seat]) for seat in (0, 1)]

    def result_details(self) -> list[str]:
        app, state = self.app, self.state
        lines = []
        left = {0: {KNIGHT: 0, MAN: 0}, 1: {KNIGHT: 0, MAN: 0}}
        for seat, kind in pieces(state).values():
            left[seat][kind] += 1
        for seat in (0, 1):
            lines.append(
                app.t(
                    "camelot.result.pieces",
                    side=app.t(f"camelot.seat.{seat}"),
                    knights=left[seat][KNIGHT],
                    men=left[seat][MAN],
                    castle=state.castle_moves[seat],
                )
            )
        lines.append(app.t("camelot.result.moves", n=len(self.session.moves)))
        return lines


# ---------------------------------------------------------------------------------------------- helpers
def _backdrop() -> pygame.Surface:
    return gradient(theme.LOGICAL_SIZE, (34, 40, 38), (14, 16, 18))


def _route_steps(route: tuple[int, ...], n_jumps: int) -> list[Step]:
    """The hops of a route whose last n_jumps hops are jumps (the captured square is the one leapt)."""
    caps = tuple((route[i] + route[i + 1]) // 2 for i in range(len(route) - 1 - n_jumps, len(route) - 1))
    return move_steps(Move(route, caps))


def _arrow_head(surface: pygame.Surface, a: tuple, b: tuple, colour: tuple, dark: tuple, size: int) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] + math.cos(angle) * size * 0.4, b[1] + math.sin(angle) * size * 0.4)
    left = (tip[0] - math.cos(angle - 0.5) * size * 1.6, tip[1] - math.sin(angle - 0.5) * size * 1.6)
    right = (tip[0] - math.cos(angle + 0.5) * size * 1.6, tip[1] - math.sin(angle + 0.5) * size * 1.6)
    pygame.draw.polygon(surface, dark, [tip, left, right])
    inner = [(tip[0] - math.cos(angle) * 2, tip[1] - math.sin(angle) * 2), left, right]
    pygame.draw.polygon(surface, colour, inner, 0)
