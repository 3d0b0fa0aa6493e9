"""Down Under on screen: the growing table under a camera, the open supply tray, picking, rotating and
laying cards with a ghost, confirming or taking back within the turn, and the animations of every move
kind (a card flying in and settling, a curve turning, a Billabong splashing in, paths lighting up, a
finished path's golden run, the fence being strung). This module holds the session's turn flow, the
interface state and the input, and builds the view of each frame (view.py); no other room gets the scene.
The rooms: layout (the camera and its moves), pick (the clicks narrow the legal moves), view (the screen as
data), draw (a frame from the view), anim (a move shown, on a Stage), fx, art, animals and table (pictures;
the ground is the one kept layer, scenes.engine.layers), tray (the supply and the hand), panel, words,
palette."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from rules.downunder import BILLABONG, TURN, Move, State, mover_colour
from scenes.engine import layers, theme
from scenes.engine.input import Action
from scenes.engine.layers import Layers
from scenes.engine.tween import Tweener
from scenes.games.board_scene import GameScene
from scenes.widgets.side_panel import Backdrop

from . import anim, draw, pick, tray, words
from .anim import Cue, Stage
from .art import DownUnderArt, card_image
from .fx import Effects
from .layout import CameraMan, Layout
from .palette import PLAYER_COLOURS
from .panel import Gains, draw_panel, draw_score_table
from .pick import SlotKey
from .table import paint_ground
from .tray import SupplyTray
from .view import DownUnderView, Interface, build, button_spots
from .words import Turn

Cell = tuple[int, int]


class DownUnderScene(GameScene):
    # ================================================================== setup
    def layout(self) -> None:
        r = self.board_rect
        self.tray = SupplyTray(pygame.Rect(r.x + 8, r.bottom - 124, r.w - 16, 118))
        self.focus = pygame.Rect(r.x + 8, r.y + 40, r.w - 16, self.tray.rect.y - r.y - 76)  # room line below
        self.view = Layout(self.focus)
        self.layers = Layers(3)  # the ground: bare (the camera moves), with the area at rest, and ahead
        self.rest_z = self.view.z  # the zoom the table layer was last smoothly scaled to (the camera at rest)
        self.ui = Tweener(self.tweens.speed)  # camera, ghost, tray, confirm: never hold up a turn
        self.hand = tray.Hand(self.tray, self.ui)  # a card taken from the tray by the pointer
        self.camera = CameraMan(self.view, self.ui)  # its moves (framing, zoom, pan), on the ui tweener
        self.fx = Effects(Tweener(self.tweens.speed))  # decoration over the table (fx), on its own clock
        self.art = DownUnderArt(self.app.fonts)  # what the drawing gets besides the view
        self.picked: SlotKey | None = None
        self.colour = 0  # the colour the tray shows and the clicks lay (a seat's own; two paths: either)
        self.rot = 0
        self.tentative: Move | None = None
        self.preview: State | None = None
        self.mouse = (-1, -1)
        self.gains = Gains()  # what the card under the pointer would score, per seat
        self.by_slot: pick.BySlot = {}
        self.turns: pick.Turns = {}
        self.reasons = pick.Reasons()  # why the picked card cannot go to a cell, per position
        self.hand_placed: Move | None = None  # the move just confirmed: its card already lies in place
        self.ghost_spin = 0.0  # degrees the ghost still has to turn (eased to 0 after R / wheel / click)
        self._warm: list[tuple] = []  # (face, size) images to draw ahead, one per idle frame
        self.stage = Stage(  # what a move is shown with (anim)
            app_sound=self.app.sound,
            toast=self.app.toast,
            t=self.app.t,
            fonts=self.app.fonts,
            tweens=self.tweens,
            ui=self.ui,
            fx=self.fx,
            camera=self.view,
            camera_man=self.camera,
            tray=self.tray,
            layers=self.layers,
            board=self.board_rect,
            later=self.idle_later,
            refit=self.fit_camera,
            shown=lambda: self.shown,
            state=lambda: self.state,
            names=lambda: [s.name for s in self.seats],
        )
        self.confirm_button, self.takeback_button = draw.turn_buttons(
            self.app.t, self.confirm, self.take_back
        )

    def sync(self) -> None:
        self.tentative = None
        self.preview = None
        self.picked = None
        self.stage.flights = []
        self.fx.clear()
        self.stage.fence = 1.0
        self.hand_placed = None
        self.index_moves()
        self.ui.active = [t for t in self.ui.active if t.target is not self.tray]  # no late swap of seats
        self.tray.slide = 0.0
        colour = self.supply_colour()
        playable = set(self.by_slot) if colour == self.colour else set()
        self.tray.build(self.state, colour, playable, bool(self.by_slot.get((BILLABONG, ""))))
        for slot in self.tray.slots:  # nothing is picked now: no card stays lifted (a refused move, a step)
            slot.lift = 0.0
        self.view.quarter = self._quarter_for(self.session.to_move)
        self.fit_camera(animate=False)
        items = self.tray.warm_up(self.state, self.app.settings.colour_blind)
        self._warm = list(reversed(items))  # drawn one per idle frame, so no frame draws many at once
        shown = self.shown
        self.idle_later(lambda: anim.ground_ahead(self.stage, shown))  # (and the bare ground of a glide)

    # ================================================================== state helpers
    @property
    def shown(self) -> State:
        """The position drawn: the tentative placement's result while one is pending, else the real one."""
        return self.preview if self.preview is not None else self.state

    def _tray_seat(self) -> int:
        seat = self.session.to_move
        if seat is None:
            return self.session.movers[-1] if self.session.movers else 0
        return seat

    def index_moves(self) -> None:
        """Legal moves of the seat to move (of the colour shown) by tray slot and cell (what the clicks
        narrow down)."""
        state = self.state
        self.colour = pick.colour_to_show(state, self.colour, self._tray_seat())
        self.by_slot, self.turns = pick.index_moves(
            pick.of_colour(state, self.stage.legal_moves(state, self.game.legal_moves), self.colour)
        )
        self.reasons.clear()

    def _hot_seat(self) -> bool:
        return sum(s.plays_here for s in self.seats) >= 2

    def _quarter_for(self, seat: int | None) -> int:
        """The view turned towards a human in hot-seat (each seat sits at its own side of the table)."""
        if (
            seat is None
            or not self.app.settings.auto_rotate
            or not self._hot_seat()
            or not self.seats[seat].plays_here
        ):
            return self.view.quarter
        return (seat * 4 // len(self.seats)) % 4

    # ================================================================== camera
    def fit_camera(self, animate: bool = True, force: bool = False) -> None:
        """Frame everything on the table and every place the seat to move may build (unless the player
        moved the camera himself and it still shows all that)."""
        self.camera.fit(pick.content_cells(self.shown, self.by_slot), animate, force)
        if self.camera.moving():  # the ground where it ends, painted in the frames' spare time
            shown = self.shown
            self.idle_later(lambda: anim.ground_ahead(self.stage, shown))

    def camera_moving(self) -> bool:
        return self.camera.moving()

    # ================================================================== turn flow
    def on_turn(self) -> None:
        seat = self.session.to_move
        self.index_moves()
        self.picked = None
        self.tentative = None
        self.preview = None
        if seat is None:
            return
        quarter = self._quarter_for(seat)
        if quarter != self.view.quarter:
            anim.turn_view(self.stage, quarter)
        self._show_tray(self.supply_colour())
        self.fit_camera()
        human = self.seats[seat].plays_here
        if human:
            playable = list(self.by_slot)
            if len(playable) == 1 and not self.turns:
                self.pick_card(playable[0])  # only one kind of card can go anywhere: hold it ready
            if self._hot_seat():
                self.app.sound.play("turn", 0.6)

    def supply_colour(self) -> int:
        """The colour whose supply the tray shows: the one whose cards the clicks lay; in a tutorial the
        learner's own while the scripted opponent is to move (its supply is none of the lesson's: the
        reading steps at the end showed Red's to Yellow, issue 27)."""
        if self.tutor is not None and self.session.to_move != self.tutor.script.player:
            return self.tutor.script.player
        return self.colour

    def _show_tray(self, seat: int) -> None:
        playable = set(self.by_slot) if seat == self.colour else set()
        self.tray.show(self.state, seat, playable, bool(self.by_slot.get((BILLABONG, ""))), self.ui)

    # ================================================================== picking and laying (human)
    def pick_card(self, key: SlotKey) -> None:
        self.picked = key
        self.rot = pick.first_rotation(self.by_slot, key)
        self.app.sound.play("click", 0.6)
        self.tray.lift(key, self.ui)

    def _unpick(self) -> None:
        self.picked = None
        self.tray.lift(None, self.ui)

    def rotate(self, step: int = 1) -> None:
        if self.tentative is not None:  # the card laid for now turns through the ways it fits there
            move = pick.turned_again(self.by_slot, self.turns, self.tentative, step)
            if move is not None:
                if move.kind != TURN:
                    self.rot = move.rot
                self.set_tentative(move)
            return
        if self.picked is None:
            return
        self.rot = pick.next_rotation(self.by_slot, self.picked, self.hover_cell(), self.rot, step)
        self.ghost_spin = 90.0 * (1 if step > 0 else -1)
        self.ui.to(self, 0.14, ease="easeOutQuad", ghost_spin=0.0)
        self.app.sound.play("flip", 0.4)

    def hover_cell(self) -> Cell | None:
        """The cell under the mouse, while it is over the table."""
        table = self.board_rect.inflate(0, -40)
        if not table.collidepoint(self.mouse) or self.tray.rect.collidepoint(self.mouse):
            return None
        return self.view.place_at(self.mouse)

    def set_tentative(self, move: Move) -> None:
        """Lay a card for now: it drops in, the table shows the result; confirm or take back follows."""
        self.tentative = move
        if self.tutor is not None:
            self.tutor.laid_for_now(move)
        self.preview = self.game.apply(self.state, move)
        anim.lay_for_now(self.stage, self.state, self.preview, move)
        self.view_now()  # Done and Take back are placed (clickable at once)

    def take_back(self) -> None:
        if self.tentative is None:
            return
        move = self.tentative
        self.tentative = None
        self.preview = None
        self.stage.flights = []
        if move.kind not in (TURN,):
            self.rot = move.rot
        self.app.sound.play("click", 0.5)

    def confirm(self) -> None:
        if self.tentative is None or not self.human_to_move():
            return
        move = self.tentative
        self.tentative = None
        self.preview = None
        self.stage.flights = []
        self.hand_placed = move
        self._unpick()
        self.play(move)

    def _click_board(self, pos: tuple[int, int]) -> None:
        cell = self.view.place_at(pos)
        if self.tentative is not None:
            if cell == self.tentative.cell:
                self.confirm()  # a click on the card just laid ends the turn
                return
            self.take_back()
        click = pick.on_table(cell, self.hint_move, self.picked, self.turns, self.by_slot, self.rot)
        if click.take is not None:  # a click on the hinted place takes the hinted card
            self.pick_card(click.take)
        if click.rot is not None:
            self.rot = click.rot
        if click.move is not None:
            self.set_tentative(click.move)
        elif click.refuse == "why":
            why = self._reason_code(cell) or "not-legal"
            self.say_no(lambda: words.why(self.app, why, [s.name for s in self.seats]))
        elif click.refuse:
            self.say_no(lambda key=click.refuse: self.app.t(key))

    def say_no(self, message: str | Callable[[], str]) -> None:
        """Refuse a click with a sound and a toast, worded when drawn (the language may change meanwhile)."""
        self.app.sound.play("error", 0.6)
        self.app.toast(message, 2.2, theme.BAD)

    def reason(self, cell: Cell) -> str | None:
        """Why the picked card cannot go to `cell` in any rotation, in words (cached per position)."""
        if self.picked is None:
            return None
        code = self._reason_code(cell)
        return words.why(self.app, code, [s.name for s in self.seats]) if code else None

    def _reason_code(self, cell: Cell) -> str | None:
        """The reason's key (the words are looked up when shown)."""
        return None if self.picked is None else self.reasons.code(self.state, self.picked, cell, self.colour)

    # ================================================================== input
    def handle_game(self, action: Action) -> None:
        if self.demo:
            super().handle_game(action)
            return
        if action.kind == "motion":
            self._on_motion(action)
        if self.tentative is not None and self.human_to_move():
            for button in (self.confirm_button, self.takeback_button):
                if action.kind == "motion":
                    button.hover = button.rect.collidepoint(action.pos)
                if button.handle(action, self.app):
                    return
        in_tray = self.tray.rect.collidepoint(action.pos)
        in_view = self.board_rect.collidepoint(action.pos) and not in_tray
        if action.kind == "wheel" and (in_view or in_tray):
            if self.human_to_move() and (self.picked is not None or self.tentative is not None):
                self.rotate(1 if action.dy > 0 else -1)
            elif in_view:
                self.camera.zoom(1.15**action.dy, action.pos)
            return
        if action.name in ("zoom_in", "zoom_out"):
            self.camera.zoom(1.2 if action.name == "zoom_in" else 1 / 1.2, self.focus.center)
            return
        if action.kind == "key" and action.name in ("left", "right", "up", "down") and self.human_to_move():
            step = 1.5
            dx = {"left": -step, "right": step}.get(action.name, 0.0)
            dy = {"up": -step, "down": step}.get(action.name, 0.0)
            self.camera.pan(dx, dy)
            return
        if action.kind == "press" and (in_tray or in_view):
            if self.tweens.busy:
                self.tweens.skip_all()  # a click during an animation finishes it
                return
            if in_tray:
                self._press_tray(action)
                return
            if action.button == 3:
                if self.human_to_move():
                    self.rotate(1)
                return
            self.camera.press(action.pos, action.button)  # a pan once it moves
            return
        if action.kind == "release" and self.hand.drag is not None:
            self._release_card(action.pos)
            return
        if action.kind == "release" and self.camera.pressed is not None:
            if self.camera.release() == 1 and self.human_to_move():  # a click, not a pan
                self._click_board(action.pos)
            return
        if action.name == "back" and (self.tentative is not None or self.picked is not None):
            if self.tentative is not None:
                self.take_back()
            else:
                self._unpick()
            return
        if action.name == "erase" and self.tentative is not None:
            self.take_back()
            return
        super().handle_game(action)

    def _on_motion(self, action: Action) -> None:
        self.mouse = action.pos
        self.hand.move(action.pos)
        self.camera.motion(action.pos)

    # A press on a tray slot picks its card; moving on with the button held pulls the card out of the tray
    # (a drag); releasing it over a place where it fits lays it there for now, exactly as a click on that
    # place would, and anywhere else the card flies back to its slot with the reason it could not go there.
    def _press_tray(self, action: Action) -> None:
        """A press on the tray: pick the slot's card (or say why not) and get ready for a drag."""
        if not self.human_to_move():
            self.app.sound.play("error", 0.4)
            return
        app, names = self.app, [s.name for s in self.seats]
        title = tray.supply_title(app.t, names, self.tray.seat)
        chips = tray.colour_chips(app.t, app.fonts, self.state, self.tray, title)
        press = tray.on_press(self.tray, action.pos, action.button, chips, self.picked)
        if press.chip is not None:
            self.switch_colour(press.chip)
        elif press.rotate:
            self.rotate(1)
        elif press.refuse is not None:
            slot, state, colour = press.refuse, self.state, self.colour
            self.say_no(lambda: tray.nowhere(app, state, slot, colour, [s.name for s in self.seats]))
        elif press.pick is not None:
            if self.tentative is not None:
                self.take_back()
            was_picked = press.pick == self.picked
            if not was_picked:
                self.pick_card(press.pick)
            self.hand.hold(press.pick, action.pos, was_picked)

    def _release_card(self, pos: tuple[int, int]) -> None:
        """The end of a press on the tray: a click (a second one turns the picked card) or a drop."""
        drag = self.hand.release()
        if not drag.moving:
            if drag.was_picked:
                self.rotate(1)  # a second click on the picked card turns it (as on the printed table)
            return
        if not self.human_to_move() or self.picked != drag.key:
            return
        self.mouse = pos
        cell = self.hover_cell()
        if cell is not None and pick.rotations_at(self.by_slot, drag.key, cell):
            self.rot = pick.shown_rotation(self.by_slot, drag.key, cell, self.rot)
            self.set_tentative(pick.move_for(drag.key, cell, self.rot))
            return
        reason = self.reason(cell) if cell is not None else None
        self.say_no(reason or self.app.t("downunder.drop_on_place"))
        self.hand.fly_home(drag.key, self.rot, pos)

    def switch_colour(self, colour: int) -> None:
        """Show (and lay) the seat's other colour, if a card of it can be laid now."""
        if colour == self.colour:
            return
        if colour not in pick.playable_colours(self.state):
            self.say_no(lambda: self.app.t("downunder.why.colour-done"))
            return
        if self.tentative is not None:
            self.take_back()
        self.colour = colour
        self.index_moves()
        self._unpick()
        self._show_tray(colour)
        self.app.sound.play("click", 0.5)

    def handle_board(self, action: Action) -> bool:
        if action.name == "rotate":
            self.rotate(1)
            return True
        if action.name == "confirm" and self.tentative is not None:
            self.confirm()
            return True
        return False

    # ================================================================== frame
    def update_game(self, dt: float) -> None:
        speed = self.tweens.speed
        self.ui.speed = speed
        self.fx.tweens.speed = speed
        self.ui.update(dt)
        self.fx.update(dt)
        super().update_game(dt)
        if not self.camera_moving():
            self.rest_z = self.view.z
        if self.tentative is not None and self.human_to_move():
            for button in (self.confirm_button, self.takeback_button):
                button.update(1 / 60, False)  # (their hover glow, as drawn)
        if self._warm and not self.animating:
            face, size = self._warm.pop()
            card_image(face, size)

    # ================================================================== the view
    def view_now(self) -> DownUnderView:
        """The screen as data (view.py), from the state, the interface state and the sprites; Done and Take
        back are placed where its status bar has them."""
        app, settings = self.app, self.app.settings
        moving = self.camera_moving()
        human = self.human_to_move()
        buttons = (self.confirm_button, self.takeback_button)
        width = draw.turn_button_width(app.fonts, [b.label() for b in buttons])  # the language may change
        for button in buttons:
            button.rect.w = width
        ui = Interface(
            human=human,
            picked=self.picked,
            tentative=self.tentative,
            rot=self.rot,
            colour=self.colour,
            hint=self.hint_move,
            mouse=self.mouse,
            hover=self.hover_cell(),
            ghost_spin=self.ghost_spin,
            fade=self.stage.fade,
            fence=self.stage.fence,
            camera_moving=moving,
            smooth=not moving or self.view.z == self.rest_z,
            held_off=self.hand.drag is not None or self.hand.back is not None,
            show_legal=settings.show_legal_moves,
            colour_blind=settings.colour_blind,
            time=app.time,
        )
        considered = self.considered_move() if human else None
        turn = self._turn()
        view = build(
            t=app.t,
            fonts=app.fonts,
            ui=ui,
            state=self.state,
            shown=self.shown,
            seats=self.seats,
            camera=self.view,
            board=self.board_rect,
            banner=self.banner_rect,
            tray=self.tray,
            by_slot=self.by_slot,
            turns=self.turns,
            flights=self.stage.flights,
            effects=self.fx.view(),
            status=(
                words.status(app.t, self.state, turn),
                words.status_colour(self.state, turn, self.colour),
            ),
            buttons=tuple(
                (b.label(), b.accent, b.hover, b.glow) for b in (self.confirm_button, self.takeback_button)
            ),
            button_w=self.confirm_button.rect.w,
            room=lambda dashed: words.room_text(app, self.shown, self.view.quarter, dashed),
            reason=self.reason,
            gains=self.gains.of(self.state, considered) if human else None,
            considered=considered,
            card_drag=self.hand.drag,
            fly_back=self.hand.back,
            keep_clear=tuple(tuple(r) for r in self.tutor.marks()) if self.tutor is not None else (),
        )
        self._place_buttons(view)
        return view

    def _turn(self) -> Turn:
        session = self.session
        busy = self.tweens.busy
        return Turn(
            tuple(s.name for s in self.seats),
            tuple(s.is_ai for s in self.seats),
            session.to_move,
            session.movers[-1] if busy and session.movers else None,
            busy,
            self.finished,
            self.thinking_since is not None or self.ai_move is not None,
            self.tentative is not None,
            bool(self.turns),
            self.picked is not None,
        )

    def _place_buttons(self, view: DownUnderView) -> None:
        for button, spot in zip(
            (self.confirm_button, self.takeback_button), button_spots(view.status), strict=True
        ):
            button.rect.topleft = spot

    def draw_background(self, surface: pygame.Surface) -> None:
        self.layers.draw(surface, paint_ground, self.frame().ground)

    def panel_backdrop(self) -> Backdrop | None:
        view = self.frame()
        if not layers.KEEP or not view.opaque:
            return None
        return Backdrop(view.ground, self.layers.picture(paint_ground, view.ground, theme.LOGICAL_SIZE))

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self.frame(), self.art, surface, self.layers)

    def animate_move(self, before: State, move: Move, after: State) -> None:
        by_hand, self.hand_placed = self.hand_placed == move, None
        self.index_moves()
        anim.animate(self.stage, before, move, after, self._cue(after), by_hand)

    def ready_steps(self, state: State, move: Move) -> list:
        def quiet() -> bool:
            return self.hint_move is None and self.picked is None

        def applied() -> State:
            return self.applied_ahead(state, move)

        return anim.ready_steps(
            self.stage, state, move, self._cue(state), applied, self.game.legal_moves, quiet
        )

    def _cue(self, after: State) -> Cue:
        hint = self.hint_move
        return Cue(
            tuple(s.name for s in self.seats),
            self.supply_colour(),
            frozenset(self.by_slot),
            bool(self.by_slot.get((BILLABONG, ""))),
            self.rot,
            None if hint is None or hint.kind == TURN else pick.slot_of(hint),
            self.app.settings.colour_blind,
            self.game.is_over(after),
        )

    # ================================================================== panel hooks
    def show_hint(self, move: Move, described: str | None = None) -> None:
        if self.state.paths != "one":  # two paths per player: the tray shows the hinted card's colour
            self.switch_colour(mover_colour(self.state, move))
        self.hint_move = move
        state = self.state  # worded again at a switch of language, the seats' default names too
        self.app.toast(
            lambda: words.hint_why(self.app, state, move, [s.name for s in self.seats]), 6.0, theme.HIGHLIGHT
        )

    def seat_colours(self) -> list[tuple]:
        return list(PLAYER_COLOURS[: len(self.seats)])

    def seat_status(self) -> list[str]:
        return words.seat_status(self.state, self.gains.of(self.state, self.considered_move()))

    def considered_move(self) -> Move | None:
        """The move the player is looking at (pick.considered)."""
        human = self.human_to_move()
        cell = self.hover_cell() if human and self.tentative is None else None
        return pick.considered(self.tentative, human, cell, self.turns, self.picked, self.by_slot, self.rot)

    def describe_move(self, state: State, move: Move) -> str:
        return words.describe(self.app, state, move, [s.name for s in self.seats])

    def hint_reason(self, before: State, move: Move, after: State) -> str | None:
        return words.hint_reason(self.app, before, move, after, [s.name for s in self.seats])

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.state, [s.name for s in self.seats])

    def draw_result_details(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        draw_score_table(surface, self.app, self.state, [s.name for s in self.seats], area)
        return True

    def draw_panel(self, surface: pygame.Surface) -> None:
        super().draw_panel(surface)
        draw_panel(self.frame(), self.art, surface)

    # ================================================================== for tests and tools
    def cell_center(self, cell: Cell) -> tuple[int, int]:
        return self.view.to_screen(cell)

    def slot_center(self, key: SlotKey) -> tuple[int, int] | None:
        rect = self.tray.slot_rect(key)
        return rect.center if rect is not None else None

    @property
    def animating(self) -> bool:
        return self.stage.busy
