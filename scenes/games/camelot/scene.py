"""Camelot on screen: the cross-shaped board with both castles, square-by-square move input, and the
animations of every kind of move.

A click on a piece marks where it can go (filled discs where a move may end, rings where a jump chain must
go on, small dots for squares further along); the player then clicks landing squares one by one (a single
remaining move is played at once, as is a route that cannot go on; a farther square may be clicked directly,
a click on the piece itself ends a canter chain early; right click takes a square back; a click off the route
keeps it and says why). Pieces slide one square or hop in arcs over the piece they
leap, which dips under them; captured pieces tumble off to the capturer's tray; a knight's charge leaves a
golden trail; a piece entering the enemy castle raises a pennant in a flash of light. Compulsory captures
and a piece's duty to leave its own castle are announced in the status card and marked on the board.

The scene keeps the session, the interface state (the route being built, the pointer, the cursor, the
announcement, the board's turn) and the input, and builds the view of each frame (`view_now`). Rooms:
layout (squares <-> screen), pick (path input), view (the screen as data), art (board, pieces, markers;
`CamelotArt`, what the drawing gets besides the view), draw (paints the view's board area: the
`draw_board` hook), anim (the stage: sprites and the choreography of a move), fx (sparks, flashes,
finale), panel (player and status cards: the `draw_panel` hook), words (what the cards, banner, history
and results say), palette (the colours). One view is built per frame drawn (`frame()`).
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from rules.camelot import Move, State, must_capture_now, piece_at
from scenes.engine import layers, theme
from scenes.engine.input import Action
from scenes.engine.layers import Layers
from scenes.games.board_scene import GameScene
from scenes.widgets.controls import Button
from scenes.widgets.side_panel import Backdrop

from . import anim, art, draw, panel, pick, view, words
from .anim import Stage
from .fx import Effects
from .layout import Layout
from .palette import SEAT_COLOURS
from .panel import Panel

PIECE_RATIO = 0.8  # piece diameter / cell
FLIP_SECONDS = 0.6
BOARD_KEYS = ("up", "down", "left", "right", "next", "confirm", "erase")


class CamelotScene(GameScene):
    # ================================================================== setup
    def layout(self) -> None:
        self.view = Layout()
        self.view.fit(self.board_rect)
        for flipped in (True, False):  # both orientations now, so turning the board never stalls a frame
            self.view.flipped = flipped
            art.board_image(self.view, self.app.fonts)
        column = pygame.Rect(16, 16, self.view.frame.x - 16 - 20, self.board_rect.h)
        self.panel = Panel(column)
        self.art = art.CamelotArt(self.app.fonts)
        fx = Effects(self.view.cell, self.tweens.speed)  # never holds up a turn
        diameter = int(self.view.cell * PIECE_RATIO)
        self.stage = Stage(self.view, self.tweens, fx, self.app.sound, self.panel.tray_slot, diameter)
        self.fx = fx
        self.layers = Layers()
        self.picker: pick.Picker | None = None
        self.hover: int | None = None
        self.pointer: tuple[int, int] | None = None  # where the pointer is (the panel's tips)
        self.cursor: int | None = None  # keyboard cursor (shown once the arrow keys are used)
        self.manual_flip = False
        self.flip_t = 0.0
        self._flip_target = False
        self.alert = ""
        self.alert_in = 1.0
        self.played_route: tuple[int, ...] | None = None  # the route the player clicked, for the animation
        self.status_state: State | None = None  # the position the status card describes
        self.playing = ""  # notation of the move being animated
        self._route_buttons()

    def _route_buttons(self) -> None:
        """ "Back a square" and "End move" under the move list, each shown only while it applies: a
        route of several squares can be taken back a square, and one that may end here or go on (a canter
        chain) waits for End move (a route that can only end here is played at once)."""
        rect = self.history.rect
        rect.h -= 56
        w = (rect.w - 8) // 2
        y = rect.bottom + 8
        self.back_button = Button(
            (rect.x, y, w, 44), lambda: self.app.t("camelot.route.back"), self.step_back
        )
        self.done_button = Button(
            (rect.x + w + 8, y, w, 44), lambda: self.app.t("camelot.route.done"), self.confirm, accent=True
        )
        self.route_buttons = (self.back_button, self.done_button)

    def sync(self) -> None:
        self.picker = None
        self.flip_t = 0.0
        self.view.flipped = self.wanted_flip()
        self.panel.arrange(self.bottom_seat())
        moves = self.session.moves
        self.stage.show(self.state, self._trays(), moves[-1] if moves else None)
        self.alert = self._alert_kind()
        self.alert_in = 1.0
        self.status_state, self.playing = self.state, ""

    def _trays(self) -> tuple[list[list], list[list]]:
        """The captured pieces of each side in capture order, replayed from the game so far."""
        trays: tuple[list[list], list[list]] = ([], [])
        for before, move, seat in zip(
            self.session.states, self.session.moves, self.session.movers, strict=False
        ):
            for sq in move.captures:
                kind = piece_at(before, sq)[1]
                trays[seat].append([kind, True])
        return trays

    # ================================================================== orientation
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.plays_here]

    def wanted_flip(self) -> bool:
        """Black at the bottom when Black is the only human, or in hot-seat with auto-rotate on Black's
        turn; R turns the board by hand on top of that."""
        humans = self.human_seats()
        flip = humans == [1]
        if len(humans) == 2 and self.app.settings.auto_rotate and not self.demo:
            to_move = self.session.to_move
            flip = to_move == 1 if to_move is not None else self.view.flipped ^ self.manual_flip
        return flip ^ self.manual_flip

    def bottom_seat(self) -> int:
        return 1 if self.view.flipped else 0

    def _turn_board(self) -> None:
        """Turn the board round in a short flip; the pieces and cards follow at half-way."""
        target = self.wanted_flip()
        if target == self.view.flipped or self.flip_t > 0:
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
        self.view.flipped = flipped
        self.panel.arrange(self.bottom_seat())
        self.stage.turned()

    # ================================================================== turns
    def on_turn(self) -> None:
        if self.wanted_flip() != self.view.flipped:
            self._turn_board()
        seat = self.session.to_move
        self.picker = pick.Picker(self.state) if seat is not None and self.seats[seat].plays_here else None
        self.status_state, self.playing = self.state, ""
        kind = self._alert_kind()
        if kind and kind != self.alert or kind == "capture":
            self.alert_in = 0.0
            self.fx.tweens.to(self, 0.45, ease="easeOutBack", alert_in=1.0)
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
        if any(words.in_castle(state, seat) == 1 for seat in (0, 1)):
            return "castle"
        return ""

    def idle_steps(self) -> Iterator[None]:
        """The first turn's announcement asks whether capturing is due (every legal move of the position,
        1-2 ms): answered in the frames' spare time, as for every later position (animate_move); then the
        pictures of a move's animation at all their sizes (anim.pictures_ahead)."""
        must_capture_now(self.state)
        yield
        yield from anim.pictures_ahead(self.stage)

    def animate_move(self, before: State, move: Move, after: State) -> None:
        self.picker = None
        self.alert = ""
        self.status_state, self.playing = before, self.game.notation(before, move)
        route = anim.route_of(before, move, self.played_route)
        self.played_route = None
        if not anim.animate(self.stage, before, move, after, route, lambda: self._moved(after)):
            self.sync()  # should not happen; show the result instead of failing
            return
        # the next turn's announcement asks whether capturing is due, which reads every legal move of the
        # new position (1-2 ms, kept with it): found in the frames' spare time while the move plays
        self.idle_later(lambda: must_capture_now(after))

    def _moved(self, after: State) -> None:
        """A move's animation has ended: the finale when it ended the game."""
        self.playing = ""
        if self.game.is_over(after):
            outcome = self.game.outcome(after)
            anim.finale(self.stage, outcome, lambda: words.finale_line(self.app, outcome))

    # ================================================================== input
    def handle_game(self, action: Action) -> None:
        if action.kind == "motion":
            self.hover = self.view.place_at(action.pos)
            self.pointer = action.pos
        if action.name == "rotate" and not self.demo:
            self.manual_flip = not self.manual_flip
            if not self.tweens.busy:
                self._turn_board()
            return
        if action.kind == "key" and action.name in BOARD_KEYS and self.human_to_move() and not self.demo:
            self._key(action)  # the board's cursor, before the side buttons' focus takes these keys
            return
        super().handle_game(action)

    def handle_board(self, action: Action) -> bool:
        picker = self.picker
        if picker is None:
            return False
        if action.is_click:
            sq = self.view.place_at(action.pos)
            if sq is None and not self.view.frame.collidepoint(action.pos):
                return False
            self.cursor = None
            return self._click(sq)
        if action.is_right_click:
            self.step_back()
            return True
        return False

    def step_back(self) -> None:
        """Take the last square of the route back (right click, Backspace, the Step back button)."""
        if self.picker is None or not self.human_to_move():
            return
        if self.picker.back().result != pick.NOTHING:
            self.app.sound.play("click", 0.5)

    def confirm(self) -> None:
        """Play the route built so far, when it is a whole move (Enter, the Done button)."""
        picker = self.picker
        if picker is None or not self.human_to_move():
            return
        result = picker.finish()
        if result.result == pick.PLAY and result.move is not None:
            self.played_route = result.path
            self.play(result.move)
        else:
            self.app.sound.play("error", 0.5)

    def _click(self, sq: int | None) -> bool:
        picker = self.picker
        if picker is None:
            return False
        before = picker.partial
        result = picker.click(sq)
        if result.result == pick.PLAY and result.move is not None:
            self.played_route = result.path
            return self.play(result.move)
        if result.result in (pick.SELECTED, pick.EXTENDED):
            self.app.sound.play("click", 0.7)
        elif result.result == pick.AMBIGUOUS:
            self.app.toast(lambda: self.app.t("camelot.toast.routes"), 2.5)
        elif result.result == pick.STRAY:  # the route stays; say why the click did nothing
            self.app.sound.play("error", 0.5)
            self.app.toast(lambda: self.app.t("camelot.toast.stray"), 3.0, theme.BAD)
            return True
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
        self.app.toast(lambda: self.app.t(key), 2.5, theme.BAD)

    def _key(self, action: Action) -> bool:
        picker = self.picker
        if picker is None:
            return False
        delta = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0)}.get(action.name)
        if delta is not None:
            if self.cursor is None:
                self.cursor = picker.partial[-1] if picker.partial else (picker.movable() or [None])[0]
            elif self.cursor is not None:
                self.cursor = self.view.step(self.cursor, *delta)
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
            self.confirm()
            return True
        if action.name == "erase":
            self.step_back()
            return True
        return False

    # ================================================================== frame
    def update_game(self, dt: float) -> None:
        super().update_game(dt)
        building = self.picker is not None and self.human_to_move() and not self.demo
        self.back_button.enabled = building and len(self.picker.partial) > 1
        self.done_button.enabled = building and self.picker.can_finish() and self.picker.can_go_on()
        shown = [button for button in self.route_buttons if button.enabled]
        others = [w for w in self.buttons.widgets if w not in self.route_buttons]
        if self.buttons.widgets != others + shown:
            self.buttons.widgets = others + shown
        self.fx.tweens.speed = self.tweens.speed
        self.fx.update(dt)
        mover = self.stage.mover
        if mover is not None and mover.charging and mover.lift > 2:
            self.fx.charge_sparks(mover.x, mover.y - mover.lift)

    def interface(self) -> view.Interface:
        """The interface state a frame shows."""
        return view.Interface(
            self.picker,
            self.hover,
            self.cursor,
            self.alert,
            self.alert_in,
            self.hint_move,
            self.human_to_move(),
            self.flip_t,
            self.status_state,
            self.playing,
            self.tweens.busy,
            self.pointer if self.app.stack.top is self else None,  # no tip under a menu or the results
            self.thinking_since is not None,
        )

    def view_now(self) -> view.CamelotView:
        """The frame as data (view.py)."""
        return view.build(self.app, self.session, self.interface(), self.stage, self.panel.places())

    def _paint_ground(self, target: pygame.Surface, ground: view.Ground) -> None:
        """The table, the cards' faces (panel.py) and the board's picture (draw.py)."""
        fonts = self.art.fonts
        draw.draw_ground(ground, self.art, target, lambda s: panel.draw_faces(ground.faces, fonts, s))

    def draw_background(self, surface: pygame.Surface) -> None:
        self._paint_ground(surface, self.frame().ground)

    def panel_backdrop(self) -> Backdrop:
        """The ground (table, board, the cards' faces) as the frame's background: one layer, kept while
        the view's ground part is the same. With keeping off (layers.KEEP) it is painted anew in every
        frame and composed with the side panel anew (a key equal to none before), in the same order."""
        ground = self.frame().ground
        if layers.KEEP:
            return Backdrop(ground, self.layers.picture(self._paint_ground, ground, theme.LOGICAL_SIZE))
        picture = pygame.Surface(theme.LOGICAL_SIZE)
        self._paint_ground(picture, ground)
        return Backdrop(object(), picture)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self.frame(), self.art, surface, self.layers)

    def draw_panel(self, surface: pygame.Surface) -> None:
        panel.draw_panel(self.frame(), self.art, surface)
        super().draw_panel(surface)

    def target_marks(self) -> dict[int, tuple[str, bool]]:
        """The squares marked for the route being built (see `Picker.marks`); empty while nothing is
        chosen or when legal moves are not to be shown."""
        picker = self.picker
        if picker is None or not picker.partial or not self.app.settings.show_legal_moves:
            return {}
        return picker.marks()

    def exposed_pieces(self) -> set[int]:
        """Enemy pieces the first capture of some legal move takes (empty unless capturing is due)."""
        if self.picker is None or self.alert != "capture":
            return set()
        return self.picker.exposed()

    def snapshot_picture(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The Continue list's picture of this game: the position drawn for its small size (art.py), the
        board turned as the player saw it."""
        return art.small_picture(self.state, size, self.view.flipped)

    # ================================================================== history, banner and results
    def describe_move(self, state: State, move: Move) -> str:
        return words.describe(self.app, state, move)

    def hint_reason(self, before: State, move: Move, after: State) -> str | None:
        return words.hint_reason(self.app, before, move, after)

    def seat_colours(self) -> list[tuple]:
        return list(SEAT_COLOURS)

    def seat_status(self) -> list[str]:
        return words.seat_status(self.app, self.state)

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.state, len(self.session.moves))
