"""Down Under on screen: the growing table under a camera, the open supply tray, picking, rotating and
laying cards with a ghost, confirming or taking back within the turn, and the animations of every move
kind (a card flying in and settling, a curve turning, a Billabong splashing in, paths lighting up, a
finished path's golden run, the fence being strung). This module holds the turn flow and the input; the
other rooms the rest: layout (the camera), pick (the clicks narrow the legal moves), draw (each frame),
anim (a move shown), fx, art, animals and table (pictures), tray (the supply), panel, words, palette."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from rules.downunder import BILLABONG, TURN, Move, State, mover_colour, play_area
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.engine.tween import Tweener
from scenes.games.board_scene import GameScene
from scenes.widgets.side_panel import Backdrop

from . import anim, draw, pick, tray, words
from .anim import Flight
from .art import card_image
from .fx import Effects
from .layout import Layout
from .palette import PLAYER_COLOURS
from .panel import Gains, Panel, draw_score_table
from .pick import SlotKey
from .table import Ground, TableLayer
from .tray import SupplyTray

Cell = tuple[int, int]
DRAG_START = 6  # pixels the mouse must move before a press becomes a pan


class DownUnderScene(GameScene):
    # ================================================================== setup
    def layout(self) -> None:
        r = self.board_rect
        self.tray = SupplyTray(pygame.Rect(r.x + 8, r.bottom - 124, r.w - 16, 118))
        self.focus = pygame.Rect(r.x + 8, r.y + 40, r.w - 16, self.tray.rect.y - r.y - 76)  # room line below
        self.view = Layout(self.focus)
        self.layer, self.ground = TableLayer(), Ground()  # the cards; the ground under them
        self.ui = Tweener(self.tweens.speed)  # camera, ghost, tray, confirm: never hold up a turn
        self.fx = Effects(Tweener(self.tweens.speed), self.view, r.inflate(-6, -6))
        self.panel = Panel(self)
        self.picked: SlotKey | None = None
        self.colour = 0  # the colour the tray shows and the clicks lay (a seat's own; two paths: either)
        self.rot = 0
        self.tentative: Move | None = None
        self.preview: State | None = None
        self.flights: list[Flight] = []
        self.mouse = (-1, -1)
        self.drag: dict | None = None  # a press on the table: a pan once it moves
        self.card_drag: tray.CardDrag | None = None  # a press on the tray: a card dragged once it moves
        self.fly_back: tray.FlyBack | None = None  # a card dropped where it cannot go, flying home
        self.gains = Gains()  # what the card under the pointer would score, per seat
        self.manual_camera = False
        self.fence = 1.0  # 0..1 while the fence is being strung
        self.fade = 0.0  # view turning between hot-seat players
        self.by_slot: pick.BySlot = {}
        self.turns: pick.Turns = {}
        self._reasons: dict[tuple, str | None] = {}
        self.hand_placed: Move | None = None  # the move just confirmed: its card already lies in place
        self.ghost_spin = 0.0  # degrees the ghost still has to turn (eased to 0 after R / wheel / click)
        self._warm: list[tuple] = []  # (face, size) images to draw ahead, one per idle frame
        self.legal_ahead: tuple[State, list[Move]] | None = None  # found ahead of an AI's move
        self.confirm_button, self.takeback_button = draw.turn_buttons(self)

    def sync(self) -> None:
        self.tentative = None
        self.preview = None
        self.picked = None
        self.flights = []
        self.fx.clear()
        self.fence = 1.0
        self.hand_placed = None
        self.index_moves()
        self.ui.active = [t for t in self.ui.active if t.target is not self.tray]  # no late swap of seats
        self.tray.slide = 0.0
        self.tray.build(self.state, self.colour, set(self.by_slot), bool(self.by_slot.get((BILLABONG, ""))))
        self.view.quarter = self._quarter_for(self.session.to_move)
        self.fit_camera(animate=False)
        items = self.tray.warm_up(self.state, self.app.settings.colour_blind)
        self._warm = list(reversed(items))  # drawn one per idle frame, so no frame draws many at once

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
            pick.of_colour(state, anim.legal_moves(self, state), self.colour)
        )
        self._reasons = {}

    def _hot_seat(self) -> bool:
        return sum(not s.is_ai for s in self.seats) >= 2

    def _quarter_for(self, seat: int | None) -> int:
        """The view turned towards a human in hot-seat (each seat sits at its own side of the table)."""
        if (
            seat is None
            or not self.app.settings.auto_rotate
            or not self._hot_seat()
            or self.seats[seat].is_ai
        ):
            return self.view.quarter
        return (seat * 4 // len(self.seats)) % 4

    # ================================================================== camera
    def _content_cells(self) -> list[Cell]:
        state = self.shown
        cells = [t.cell for t in state.tiles]
        for targets in self.by_slot.values():
            cells.extend(targets)
        area = play_area(state)
        if area is not None:
            cells += [(area[0], area[1]), (area[2], area[3])]
        return cells or [(0, 0)]

    def _camera_to(self, x: float, y: float, zoom: float, seconds: float) -> None:
        self.ui.active = [t for t in self.ui.active if t.target is not self.view]
        cam = self.view
        if abs(zoom - cam.zoom) < 0.5 and abs(x - cam.x) < 0.02 and abs(y - cam.y) < 0.02:
            seconds = 0.0  # already there: no tween, no rescaling of the table
        if seconds <= 0:
            cam.x, cam.y, cam.zoom = x, y, zoom
            return
        self.ui.to(cam, seconds, ease="easeInOutCubic", x=x, y=y, zoom=zoom)

    def fit_camera(self, animate: bool = True, force: bool = False) -> None:
        """Frame everything on the table and every place the seat to move may build (unless the player
        moved the camera himself and it still shows all that)."""
        cells = self._content_cells()
        if self.manual_camera and not force and self.view.shows(cells, self.focus):
            return
        self.manual_camera = False
        x, y, zoom = self.view.framing(cells)
        self._camera_to(x, y, zoom, 0.5 if animate else 0.0)

    def camera_moving(self) -> bool:
        return any(t.target is self.view for t in self.ui.active)

    def _zoom(self, factor: float, pos: tuple[int, int]) -> None:
        self.manual_camera = True
        x, y, zoom = self.view.zoom_about(factor, pos)
        self._camera_to(x, y, zoom, 0.12)

    def _pan(self, dx: float, dy: float) -> None:
        self.manual_camera = True
        self._camera_to(self.view.x + dx, self.view.y + dy, self.view.zoom, 0.15)

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
            anim.turn_view(self, quarter)
        self._show_tray(self.colour)
        self.fit_camera()
        human = not self.seats[seat].is_ai
        if human:
            playable = list(self.by_slot)
            if len(playable) == 1 and not self.turns:
                self.pick_card(playable[0])  # only one kind of card can go anywhere: hold it ready
            if self._hot_seat():
                self.app.sound.play("turn", 0.6)

    def _show_tray(self, seat: int) -> None:
        billabong = bool(self.by_slot.get((BILLABONG, "")))
        playable = set(self.by_slot)
        if seat == self.tray.seat:
            self.tray.build(self.state, seat, playable, billabong)
            return

        def swap() -> None:
            self.tray.build(self.state, seat, playable, billabong)

        self.ui.to(self.tray, 0.16, ease="easeInQuad", slide=1.0, on_done=swap).then(
            self.tray, 0.22, ease="easeOutBack", slide=0.0
        )

    # ================================================================== picking and laying (human)
    def pick_card(self, key: SlotKey) -> None:
        self.picked = key
        self.rot = pick.first_rotation(self.by_slot, key)
        self.app.sound.play("click", 0.6)
        for slot in self.tray.slots:
            self.ui.to(slot, 0.15, ease="easeOutBack", lift=1.0 if slot.key == key else 0.0)

    def _unpick(self) -> None:
        self.picked = None
        for slot in self.tray.slots:
            self.ui.to(slot, 0.12, lift=0.0)

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
        self.preview = self.game.apply(self.state, move)
        anim.lay_for_now(self, self.state, self.preview, move)
        draw.status_layout(self)  # Done and Take back are clickable at once

    def take_back(self) -> None:
        if self.tentative is None:
            return
        move = self.tentative
        self.tentative = None
        self.preview = None
        self.flights = []
        if move.kind not in (TURN,):
            self.rot = move.rot
        self.app.sound.play("click", 0.5)

    def confirm(self) -> None:
        if self.tentative is None or not self.human_to_move():
            return
        move = self.tentative
        self.tentative = None
        self.preview = None
        self.flights = []
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
        hinted = self.hint_move
        if hinted is not None and cell == hinted.cell and (self.picked is None or hinted.kind == TURN):
            if hinted.kind != TURN:  # a click on the hinted place takes the hinted card
                self.pick_card(pick.slot_of(hinted))
                self.rot = hinted.rot
            self.set_tentative(hinted)
            return
        if self.turns:
            ways = self.turns.get(cell)
            if ways:
                self.set_tentative(Move(TURN, cell, ways[0]))
            else:
                self.say_no(lambda: self.app.t("downunder.why.turn-own-curve"))
            return
        if self.picked is None:
            if any(cell in targets for targets in self.by_slot.values()):
                self.say_no(lambda: self.app.t("downunder.pick_first"))
            return
        if pick.rotations_at(self.by_slot, self.picked, cell):
            self.rot = pick.shown_rotation(self.by_slot, self.picked, cell, self.rot)
            self.set_tentative(pick.move_for(self.picked, cell, self.rot))
        else:
            why = self._reason_code(cell) or "not-legal"
            self.say_no(lambda: words.why(self.app, why, [s.name for s in self.seats]))

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
        """The reason's key (cached per position: the words are looked up when shown)."""
        if self.picked is None:
            return None
        key = (self.state.tiles, self.picked, cell)
        if key not in self._reasons:
            self._reasons[key] = pick.reason_code(self.state, self.picked, cell, self.colour)
        return self._reasons[key]

    # ================================================================== input
    def handle(self, action: Action) -> None:
        if self.demo:
            super().handle(action)
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
                self._zoom(1.15**action.dy, action.pos)
            return
        if action.name in ("zoom_in", "zoom_out"):
            self._zoom(1.2 if action.name == "zoom_in" else 1 / 1.2, self.focus.center)
            return
        if action.kind == "key" and action.name in ("left", "right", "up", "down") and self.human_to_move():
            step = 1.5
            dx = {"left": -step, "right": step}.get(action.name, 0.0)
            dy = {"up": -step, "down": step}.get(action.name, 0.0)
            self._pan(dx, dy)
            return
        if action.kind == "press" and (in_tray or in_view):
            if self.tweens.busy:
                self.tweens.skip_all()  # a click during an animation finishes it
                return
            if in_tray:
                tray.press(self, action)
                return
            if action.button == 3:
                if self.human_to_move():
                    self.rotate(1)
                return
            self.drag = {
                "start": action.pos,
                "cam": (self.view.x, self.view.y),
                "moved": False,
                "button": action.button,
            }
            return
        if action.kind == "release" and self.card_drag is not None:
            tray.release(self, action.pos)
            return
        if action.kind == "release" and self.drag is not None:
            drag, self.drag = self.drag, None
            if not drag["moved"] and drag["button"] == 1 and self.human_to_move():
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
        super().handle(action)

    def _on_motion(self, action: Action) -> None:
        self.mouse = action.pos
        tray.motion(self, action.pos)
        if self.drag is None:
            return
        sx, sy = self.drag["start"]
        dx, dy = action.pos[0] - sx, action.pos[1] - sy
        if not self.drag["moved"] and math.hypot(dx, dy) < DRAG_START:
            return
        self.drag["moved"] = True
        self.manual_camera = True
        self.ui.active = [t for t in self.ui.active if t.target is not self.view]
        cx, cy = self.drag["cam"]
        self.view.x = cx - dx / self.view.zoom
        self.view.y = cy - dy / self.view.zoom

    def handle_board(self, action: Action) -> bool:
        if action.name == "rotate":
            self.rotate(1)
            return True
        if action.name == "confirm" and self.tentative is not None:
            self.confirm()
            return True
        return False

    # ================================================================== frame
    def update(self, dt: float) -> None:
        speed = self.tweens.speed
        self.ui.speed = speed
        self.fx.tweens.speed = speed
        self.ui.update(dt)
        self.fx.update(dt)
        super().update(dt)
        if self._warm and not self.animating:
            face, size = self._warm.pop()
            card_image(face, size)

    def draw_background(self, surface: pygame.Surface) -> None:
        self.ground.draw(surface, self)

    def panel_backdrop(self) -> Backdrop | None:
        return draw.backdrop(self)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self, surface)

    def animate_move(self, before: State, move: Move, after: State) -> None:
        anim.animate(self, before, move, after)

    def ready_steps(self, state: State, move: Move) -> list:
        return anim.ready_steps(self, state, move)

    # ================================================================== panel hooks
    def show_hint(self, move: Move) -> None:
        if self.state.paths != "one":  # two paths per player: the tray shows the hinted card's colour
            tray.switch_colour(self, mover_colour(self.state, move))
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
        """The move the player is looking at: the card laid for now, the picked card where it fits under
        the pointer, or the curve of a loop under the pointer (its score shows before it is laid)."""
        if self.tentative is not None or not self.human_to_move():
            return self.tentative
        cell = self.hover_cell()
        if cell is None:
            return None
        if self.turns:
            return Move(TURN, cell, self.turns[cell][0]) if cell in self.turns else None
        if self.picked is None or not pick.rotations_at(self.by_slot, self.picked, cell):
            return None
        return pick.move_for(
            self.picked, cell, pick.shown_rotation(self.by_slot, self.picked, cell, self.rot)
        )

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
        self.panel.draw(surface)

    # ================================================================== for tests and tools
    def cell_center(self, cell: Cell) -> tuple[int, int]:
        return self.view.to_screen(cell)

    def slot_center(self, key: SlotKey) -> tuple[int, int] | None:
        rect = self.tray.slot_rect(key)
        return rect.center if rect is not None else None

    @property
    def animating(self) -> bool:
        return self.tweens.busy or self.fx.tweens.busy or bool(self.flights)
