"""Camelot on screen: the cross-shaped board with both castles, square-by-square move input, and the
animations of every kind of move.

A click on a piece marks where it can go (filled discs where a move may end, rings where a jump chain must
go on, small dots for squares further along); the player then clicks landing squares one by one (a single
remaining move is played at once, a farther square may be clicked directly, a click on the piece itself ends
a canter chain early; right click steps back). Pieces slide one square or hop in arcs over the piece they
leap, which dips under them; captured pieces tumble off to the capturer's tray; a knight's charge leaves a
golden trail; a piece entering the enemy castle raises a pennant in a flash of light. Compulsory captures
and a piece's duty to leave its own castle are announced in the status card and marked on the board.

Rooms: layout (squares <-> screen), art (board, pieces, markers), pick (path input), anim (sprites,
choreography, effects), draw (the board's layers), panel (player and status cards), words (what the cards,
banner and results say).
"""

from __future__ import annotations

import pygame

from rules.camelot.board import CASTLES, KIND_OF, KNIGHT
from rules.camelot.movegen import Move
from rules.camelot.play import moves_by_path
from rules.camelot.state import State, piece_at, pieces
from rules.camelot.steps import CANTER, JUMP, Step, move_steps, must_capture_now
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.engine.tween import Tweener
from scenes.games.board_scene import GameScene
from scenes.games.camelot import art, pick
from scenes.games.camelot.anim import (
    Finale,
    Flash,
    Flyer,
    MoveChoreography,
    Particles,
    PieceSprite,
    castle_flash,
    fly_off,
)
from scenes.games.camelot.draw import BoardDrawing, backdrop
from scenes.games.camelot.layout import BoardGeometry
from scenes.games.camelot.panel import SidePanel
from scenes.games.camelot.words import SideTexts, in_castle

SEAT_COLOURS = [(238, 232, 216), (52, 48, 58)]
PIECE_RATIO = 0.8  # piece diameter / cell
FLIP_SECONDS = 0.6
BOARD_KEYS = ("up", "down", "left", "right", "next", "confirm", "erase")
SPLINTERS = {0: (236, 226, 204), 1: (70, 64, 78)}


class CamelotScene(BoardDrawing, SideTexts, GameScene):
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
        if any(in_castle(state, seat) == 1 for seat in (0, 1)):
            return "castle"
        return ""

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
            layer.blit(backdrop(), (0, 0))
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

    # ================================================================== banner and results
    def seat_colours(self) -> list[tuple]:
        return list(SEAT_COLOURS)


# ---------------------------------------------------------------------------------------------- helpers
def _route_steps(route: tuple[int, ...], n_jumps: int) -> list[Step]:
    """The hops of a route whose last n_jumps hops are jumps (the captured square is the one leapt)."""
    caps = tuple((route[i] + route[i + 1]) // 2 for i in range(len(route) - 1 - n_jumps, len(route) - 1))
    return move_steps(Move(route, caps))
