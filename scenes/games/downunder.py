"""Down Under on screen: the growing table under a camera, the open supply tray, picking, rotating and
laying cards with a ghost, confirming or taking back within the turn, and the animations of every move
kind (a card flying in and settling, a curve turning, a Billabong splashing in, paths lighting up, a
finished path's golden run, the fence of the play area being strung).

Helpers: downunder_art (card faces), downunder_animals, downunder_camera, downunder_table (layer, ground,
area, fence), downunder_tray (supply), downunder_fx (effects), downunder_info (texts, hover card).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from rules.downunder import table as du
from rules.downunder.geometry import BILLABONG, END
from rules.downunder.state import BILLABONG_MOVE, TURN, Move, State, Tile
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.engine.tween import Tweener
from scenes.games.board_scene import GameScene
from scenes.games.downunder_art import PLAYER_COLOURS, draw_symbol, lighter
from scenes.games.downunder_camera import MAX_ZOOM, Camera
from scenes.games.downunder_fx import (
    Burst,
    Effects,
    Flash,
    Floater,
    PathWave,
    Ripples,
    path_parts_by_distance,
)
from scenes.games.downunder_info import describe, draw_player_card, result_lines, score_text
from scenes.games.downunder_table import (
    TableLayer,
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
from scenes.games.downunder_tray import DEFAULT_ROT, SlotKey, SupplyTray, card_tile, slot_keys
from scenes.widgets.controls import Button
from scenes.widgets.draw import panel, text

Cell = tuple[int, int]
DRAG_START = 6  # pixels the mouse must move before a press becomes a pan
REASON_ORDER = (
    "occupied",
    "outside-area",
    "first-card-end",
    "not-adjacent",
    "must-turn-curve",
    "must-extend-billabong",
    "not-at-path-end",
    "joins-paths",
    "split-path",
    "billabong-foreign",
    "no-billabong",
    "no-card",
)


@dataclass
class Flight:
    """A card moving onto the table: from `start` (a screen rect, e.g. its tray slot) to its cell, or
    dropping in place (`start` None), or turning (`angle` eases to 0)."""

    tile: Tile
    index: int  # its index in the shown state's tiles
    start: pygame.Rect | None = None
    t: float = 1.0  # 0..1 along the way from `start`
    scale: float = 1.0
    angle: float = 0.0
    alpha: float = 255.0


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


class DownUnderScene(GameScene):
    # ================================================================== setup
    def layout(self) -> None:
        r = self.board_rect
        self.tray = SupplyTray(pygame.Rect(r.x + 8, r.bottom - 124, r.w - 16, 118))
        self.focus = pygame.Rect(r.x + 8, r.y + 40, r.w - 16, self.tray.rect.y - r.y - 48)
        self.camera = Camera(self.focus)
        self.layer = TableLayer()
        self.ui = Tweener(self.tweens.speed)  # camera, ghost, tray, confirm: never hold up a turn
        self.fx = Effects(Tweener(self.tweens.speed))
        self.picked: SlotKey | None = None
        self.rot = 0
        self.tentative: Move | None = None
        self.preview: State | None = None
        self.flights: list[Flight] = []
        self.mouse = (-1, -1)
        self.drag: dict | None = None
        self.manual_camera = False
        self.fence = 1.0  # 0..1 while the fence is being strung
        self.fade = 0.0  # view turning between hot-seat players
        self.by_slot: dict[SlotKey, dict[Cell, list[int]]] = {}
        self.turns: dict[Cell, list[int]] = {}
        self._reasons: dict[tuple, str | None] = {}
        self._hand_placed: Move | None = None
        self.ghost_spin = 0.0  # degrees the ghost still has to turn (eased to 0 after R / wheel / click)
        self._warm: list[tuple] = []  # (face, size) images to draw ahead, one per idle frame
        self.confirm_button = Button(
            (0, 0, 150, 32),
            lambda: "✓ " + self.app.t("downunder.confirm"),
            self.confirm,
            role="label",
            accent=True,
        )
        self.takeback_button = Button(
            (0, 0, 150, 32), lambda: "↶ " + self.app.t("downunder.take_back"), self.take_back, role="label"
        )

    def sync(self) -> None:
        self.tentative = None
        self.preview = None
        self.picked = None
        self.flights = []
        self.fx.clear()
        self.fence = 1.0
        self._hand_placed = None
        self._index_moves()
        seat = self._tray_seat()
        self.tray.build(self.state, seat, set(self.by_slot), bool(self.by_slot.get((BILLABONG, ""))))
        self.camera.quarter = self._quarter_for(self.session.to_move)
        self._fit_camera(animate=False)
        self._queue_warm_up()

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

    def _index_moves(self) -> None:
        """Legal moves of the seat to move by tray slot and cell (what the clicks narrow down)."""
        self.by_slot = {}
        self.turns = {}
        self._reasons = {}
        for move in self.game.legal_moves(self.state):
            if move.kind == TURN:
                self.turns.setdefault(move.cell, []).append(move.rot)
                continue
            key = (BILLABONG if move.kind == BILLABONG_MOVE else move.kind, move.animal)
            self.by_slot.setdefault(key, {}).setdefault(move.cell, []).append(move.rot)

    def _move_for(self, key: SlotKey, cell: Cell, rot: int) -> Move:
        kind = BILLABONG_MOVE if key[0] == BILLABONG else key[0]
        return Move(kind, cell, rot, key[1])

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
            return self.camera.quarter if hasattr(self, "camera") else 0
        return (seat * 4 // len(self.seats)) % 4

    # ================================================================== camera
    def _content_cells(self) -> list[Cell]:
        state = self.shown
        cells = [t.cell for t in state.tiles]
        for targets in self.by_slot.values():
            cells.extend(targets)
        area = du.play_area(state)
        if area is not None:
            cells += [(area[0], area[1]), (area[2], area[3])]
        return cells or [(0, 0)]

    def _camera_to(self, x: float, y: float, zoom: float, seconds: float) -> None:
        self.ui.active = [t for t in self.ui.active if t.target is not self.camera]
        cam = self.camera
        if abs(zoom - cam.zoom) < 0.5 and abs(x - cam.x) < 0.02 and abs(y - cam.y) < 0.02:
            seconds = 0.0  # already there: no tween, no rescaling of the table
        if seconds <= 0:
            self.camera.x, self.camera.y, self.camera.zoom = x, y, zoom
            return
        self.ui.to(self.camera, seconds, ease="easeInOutCubic", x=x, y=y, zoom=zoom)

    def _fit_camera(self, animate: bool = True, force: bool = False) -> None:
        cells = self._content_cells()
        if self.manual_camera and not force and self.camera.shows(cells, self.focus):
            return
        self.manual_camera = False
        x, y, zoom = self.camera.fit(cells)
        self._camera_to(x, y, zoom, 0.5 if animate else 0.0)

    def _camera_moving(self) -> bool:
        return any(t.target is self.camera for t in self.ui.active)

    def _zoom(self, factor: float, pos: tuple[int, int]) -> None:
        self.manual_camera = True
        x, y, zoom = self.camera.zoom_about(factor, pos)
        self._camera_to(x, y, zoom, 0.12)

    def _pan(self, dx: float, dy: float) -> None:
        self.manual_camera = True
        self._camera_to(self.camera.x + dx, self.camera.y + dy, self.camera.zoom, 0.15)

    # ================================================================== turn flow
    def on_turn(self) -> None:
        seat = self.session.to_move
        self._index_moves()
        self.picked = None
        self.tentative = None
        self.preview = None
        if seat is None:
            return
        quarter = self._quarter_for(seat)
        if quarter != self.camera.quarter:
            self._turn_view(quarter)
        self._show_tray(seat)
        self._fit_camera()
        human = not self.seats[seat].is_ai
        if human:
            playable = list(self.by_slot)
            if len(playable) == 1 and not self.turns:
                self._pick(playable[0])  # only one kind of card can go anywhere: hold it ready
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

    def _turn_view(self, quarter: int) -> None:
        """Hot-seat: fade the table out, turn it to the next player's side, fade it back in."""

        def turn() -> None:
            self.camera.quarter = quarter
            self.layer.key = None
            self._fit_camera(animate=False, force=True)

        self.tweens.to(self, 0.18, ease="easeInQuad", fade=1.0, on_done=turn).then(
            self, 0.25, ease="easeOutQuad", fade=0.0
        )

    # ================================================================== picking and laying (human)
    def _pick(self, key: SlotKey) -> None:
        if key == self.picked:
            self.rotate(1)  # a second click on the picked card turns it (as on the printed table)
            return
        self.picked = key
        rots = sorted({r for rs in self.by_slot.get(key, {}).values() for r in rs})
        self.rot = rots[0] if rots else 0
        self.app.sound.play("click", 0.6)
        for slot in self.tray.slots:
            self.ui.to(slot, 0.15, ease="easeOutBack", lift=1.0 if slot.key == key else 0.0)

    def _unpick(self) -> None:
        self.picked = None
        for slot in self.tray.slots:
            self.ui.to(slot, 0.12, lift=0.0)

    def _rotations_here(self, cell: Cell) -> list[int]:
        if self.picked is None:
            return []
        return self.by_slot.get(self.picked, {}).get(cell, [])

    def _shown_rot(self, cell: Cell) -> int:
        """The rotation the ghost shows at a cell: the player's own if it fits there, else one that does."""
        rots = self._rotations_here(cell)
        return self.rot if not rots or self.rot in rots else rots[0]

    def rotate(self, step: int = 1) -> None:
        if self.tentative is not None and self.tentative.kind == TURN:
            ways = self.turns.get(self.tentative.cell, [])
            if len(ways) > 1:
                self._set_tentative(
                    Move(TURN, self.tentative.cell, ways[(ways.index(self.tentative.rot) + 1) % len(ways)])
                )
            return
        if self.tentative is not None:
            key = (
                BILLABONG if self.tentative.kind == BILLABONG_MOVE else self.tentative.kind,
                self.tentative.animal,
            )
            rots = self.by_slot.get(key, {}).get(self.tentative.cell, [])
            if len(rots) > 1:
                i = rots.index(self.tentative.rot)
                self.rot = rots[(i + step) % len(rots)]
                self._set_tentative(self._move_for(key, self.tentative.cell, self.rot))
            return
        if self.picked is None:
            return
        cell = self._hover_cell()
        rots = self._rotations_here(cell) if cell is not None else []
        if len(rots) > 1:  # over a cell where it fits: turn through the ways it fits there
            current = self._shown_rot(cell)
            self.rot = rots[(rots.index(current) + step) % len(rots)]
        else:
            count = 2 if self.picked[0] == "straight" else 4
            self.rot = (self.rot + step) % count
        self.ghost_spin = 90.0 * (1 if step > 0 else -1)
        self.ui.to(self, 0.14, ease="easeOutQuad", ghost_spin=0.0)
        self.app.sound.play("flip", 0.4)

    def _hover_cell(self) -> Cell | None:
        if not self.focus.inflate(16, 40).collidepoint(self.mouse) or self.tray.rect.collidepoint(self.mouse):
            return None
        return self.camera.cell_at(self.mouse)

    def _set_tentative(self, move: Move) -> None:
        """Lay a card for now: it drops in, the table shows the result; confirm or take back follows."""
        self.tentative = move
        self.preview = self.game.apply(self.state, move)
        added, turned = du.changes(self.state, self.preview)
        self.flights = []
        if turned:
            old, new = turned[0]
            index = self.preview.tiles.index(new)
            way = 90 if move.rot == 1 else -90
            flight = Flight(new, index, angle=way)
            self.flights.append(flight)
            self.ui.to(flight, 0.3, ease="easeOutBack", angle=0.0, on_done=lambda: self._land(flight))
            self.app.sound.play("flip")
        for tile in added:
            index = self.preview.tiles.index(tile)
            flight = Flight(tile, index, scale=1.3, alpha=120)
            self.flights.append(flight)
            self.ui.to(
                flight,
                0.22,
                ease="easeOutBounce",
                scale=1.0,
                alpha=255.0,
                on_done=lambda f=flight: self._land(f),
            )
        self.app.sound.play("place", 0.7)
        self._status_layout()  # Done and Take back are clickable at once

    def _land(self, flight: Flight) -> None:
        if flight in self.flights:
            self.flights.remove(flight)

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
        self._hand_placed = move
        self._unpick()
        self.play(move)

    def _click_board(self, pos: tuple[int, int]) -> None:
        cell = self.camera.cell_at(pos)
        if self.tentative is not None:
            if cell == self.tentative.cell:
                self.confirm()  # a click on the card just laid ends the turn
                return
            self.take_back()
        hinted = self.hint_move
        if hinted is not None and cell == hinted.cell and (self.picked is None or hinted.kind == TURN):
            if hinted.kind != TURN:  # a click on the hinted place takes the hinted card
                self._pick((BILLABONG if hinted.kind == BILLABONG_MOVE else hinted.kind, hinted.animal))
                self.rot = hinted.rot
            self._set_tentative(hinted)
            return
        if self.turns:
            ways = self.turns.get(cell)
            if ways:
                self._set_tentative(Move(TURN, cell, ways[0]))
            else:
                self._refuse(self.app.t("downunder.why.turn-own-curve"))
            return
        if self.picked is None:
            if any(cell in targets for targets in self.by_slot.values()):
                self._refuse(self.app.t("downunder.pick_first"))
            return
        rots = self._rotations_here(cell)
        if rots:
            self.rot = self._shown_rot(cell)
            self._set_tentative(self._move_for(self.picked, cell, self.rot))
        else:
            self._refuse(self._reason(cell) or self.app.t("downunder.why.not-legal"))

    def _refuse(self, message: str) -> None:
        self.app.sound.play("error", 0.6)
        self.app.toast(message, 2.2, theme.BAD)

    def _reason(self, cell: Cell) -> str | None:
        """Why the picked card cannot go to `cell` in any rotation, in words (cached per position)."""
        if self.picked is None:
            return None
        key = (self.state.tiles, self.picked, cell)
        if key not in self._reasons:
            kind, animal = self.picked
            if kind == BILLABONG:
                code = "billabong-here"
            else:
                count = 2 if kind == "straight" else 4
                codes = [
                    du.why_not(self.state, kind, r, cell, "" if kind == END else animal) for r in range(count)
                ]
                codes = [c for c in codes if c]
                specific = [c for c in REASON_ORDER if c in codes]
                code = specific[0] if specific else (codes[0] if codes else None)
            self._reasons[key] = self.app.t(f"downunder.why.{code}") if code else None
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
                self._click_tray(action)
                return
            if action.button == 3:
                if self.human_to_move():
                    self.rotate(1)
                return
            self.drag = {
                "start": action.pos,
                "cam": (self.camera.x, self.camera.y),
                "moved": False,
                "button": action.button,
            }
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
        if self.drag is None:
            return
        sx, sy = self.drag["start"]
        dx, dy = action.pos[0] - sx, action.pos[1] - sy
        if not self.drag["moved"] and math.hypot(dx, dy) < DRAG_START:
            return
        self.drag["moved"] = True
        self.manual_camera = True
        self.ui.active = [t for t in self.ui.active if t.target is not self.camera]
        cx, cy = self.drag["cam"]
        self.camera.x = cx - dx / self.camera.zoom
        self.camera.y = cy - dy / self.camera.zoom

    def _click_tray(self, action: Action) -> None:
        if not self.human_to_move():
            self.app.sound.play("error", 0.4)
            return
        slot = self.tray.slot_at(action.pos)
        if slot is None:
            return
        if action.button == 3:
            if slot.key == self.picked:
                self.rotate(1)
            return
        if not slot.playable:
            self._refuse(
                self.app.t("downunder.why.slot-empty" if slot.count == 0 else "downunder.why.slot-nowhere")
            )
            return
        if self.tentative is not None:
            self.take_back()
        self._pick(slot.key)

    def handle_board(self, action: Action) -> bool:
        if action.name == "rotate":
            self.rotate(1)
            return True
        if action.name == "confirm" and self.tentative is not None:
            self.confirm()
            return True
        return False

    # ================================================================== animation of played moves
    def animate_move(self, before: State, move: Move, after: State) -> None:
        mover = before.turn
        added, turned = du.changes(before, after)
        by_hand = self._hand_placed == move
        self._hand_placed = None
        self.layer.key = None
        self._index_moves()
        self.manual_camera = self.manual_camera and all(
            self.camera.shows([t.cell], self.focus) for t in added
        )
        self._fit_camera()
        start_rect = None
        if not by_hand and move.kind not in (TURN,):
            key = (
                BILLABONG if move.kind == BILLABONG_MOVE else move.kind,
                move.animal if before.animals else "",
            )
            start_rect = self.tray.slot_rect(key) if self.tray.seat == mover else None
        if self.tray.seat == mover:  # the card leaves the tray: its count drops at once
            self.tray.build(after, mover, set(), False)
        self.flights = []
        landing = 0.0
        for tile in added:
            index = after.tiles.index(tile)
            pool = tile.kind == BILLABONG and move.kind != BILLABONG_MOVE
            if pool:  # laid by the game: it splashes in once the card that caused it has landed
                flight = Flight(tile, index, scale=0.0, alpha=0.0)
                self.flights.append(flight)
                delay = landing + 0.05
                self.tweens.call(delay, lambda t=tile: self._splash(t))
                self.tweens.to(
                    flight,
                    0.6,
                    delay=delay,
                    ease="easeOutElastic",
                    scale=1.0,
                    alpha=255.0,
                    on_done=lambda f=flight: self._land(f),
                )
            elif by_hand:
                self._settle_fx(tile, mover)
            else:
                flight = Flight(
                    tile,
                    index,
                    start=start_rect,
                    t=0.0 if start_rect else 1.0,
                    scale=1.0 if start_rect else 1.35,
                )
                flight.alpha = 255.0 if start_rect else 0.0
                self.flights.append(flight)
                if start_rect is not None:
                    self.tweens.to(flight, 0.5, ease="easeInOutCubic", t=1.0).then(
                        flight, 0.16, ease="easeOutQuad", scale=1.0, on_done=lambda f=flight: self._settle(f)
                    )
                    landing = 0.66
                else:
                    self.tweens.to(
                        flight,
                        0.3,
                        ease="easeOutBounce",
                        scale=1.0,
                        alpha=255.0,
                        on_done=lambda f=flight: self._settle(f),
                    )
                    landing = 0.3
        for _old, new in turned:
            if by_hand:
                continue
            flight = Flight(new, after.tiles.index(new), angle=90 if move.rot == 1 else -90)
            self.flights.append(flight)
            self.tweens.to(
                flight, 0.45, ease="easeOutBack", angle=0.0, on_done=lambda f=flight: self._settle(f)
            )
            self.app.sound.play("flip")
            landing = 0.45
        # a moment after landing, so the table layer is rebuilt in one frame and the effects start in the next
        pools = any(f.tile.kind == BILLABONG and f.start is None and f.scale == 0.0 for f in self.flights)
        wait = landing + (0.6 if pools else 0.02)  # paths light up once every new card is in place
        self.tweens.call(wait, lambda: self._after_effects(before, move, after, mover))

    def _outlined(self, label: str, colour: tuple) -> pygame.Surface:
        """Big text with a dark outline, readable over any card or path."""
        fonts = self.app.fonts
        face = fonts.render(label, "heading", colour)
        dark = fonts.render(label, "heading", (30, 16, 10))
        image = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
        for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
            image.blit(dark, (dx, dy))
        image.blit(face, (2, 2))
        return image

    def _settle(self, flight: Flight) -> None:
        """A card has arrived: it joins the table layer, dust flies, the sound plays."""
        self._land(flight)
        self._settle_fx(flight.tile, flight.tile.owner)

    def _splash(self, tile: Tile) -> None:
        """A Billabong lands: rings spread over the table and water drops fly."""
        self.fx.add(Ripples(tile.cell), 1.4)
        centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
        self.fx.add(
            Burst(centre, (150, 210, 245), 22, 1.8, hash(tile.cell) & 0xFFFF), 0.9, ease="easeOutQuad"
        )
        self.app.sound.play("push")

    def _settle_fx(self, tile: Tile, seat: int) -> None:
        centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
        self.fx.add(
            Burst(centre, (226, 190, 140), 12, 1.1, hash(tile.cell) & 0xFFFF), 0.6, ease="easeOutQuad"
        )
        self.fx.add(
            Flash(tile.cell, lighter(PLAYER_COLOURS[seat] if seat >= 0 else (120, 190, 230), 0.3)), 0.5
        )
        self.app.sound.play("place")

    def _after_effects(self, before: State, move: Move, after: State, mover: int) -> None:
        """Paths light up from the new card, finished paths get their golden run, Billabongs and the fence
        are announced, and the points the mover gained rise from the card."""
        app = self.app
        new_tiles = {i for i, t in enumerate(after.tiles) if t not in set(before.tiles)}
        for seat in range(after.players):
            grew = du.score_of(after, seat).segments != du.score_of(before, seat).segments
            if grew or seat == mover:
                parts = path_parts_by_distance(after, seat, new_tiles)
                if parts:
                    self.fx.add(PathWave(parts, PLAYER_COLOURS[seat]), 0.35 + 0.06 * len(parts))
            was = du.path_of(before, seat).finished or before.finished[seat]
            now = du.path_of(after, seat).finished or after.finished[seat]
            if now and not was:
                parts = path_parts_by_distance(after, seat, set())
                if parts:
                    self.fx.add(
                        PathWave(parts, PLAYER_COLOURS[seat], golden=True), 0.8 + 0.05 * len(parts), delay=0.3
                    )
                app.toast(
                    app.t(
                        "downunder.toast.finished", name=self.seats[seat].name, score=score_text(after, seat)
                    ),
                    3.0,
                    PLAYER_COLOURS[seat],
                )
                app.sound.play("capture", 0.7)
            elif du.path_of(after, seat).loop and not du.path_of(before, seat).loop:
                app.toast(
                    app.t("downunder.toast.closed_loop", name=self.seats[seat].name),
                    3.0,
                    PLAYER_COLOURS[seat],
                )
        pools = [t for t in after.tiles if t.kind == BILLABONG and t not in set(before.tiles)]
        if pools and move.kind != BILLABONG_MOVE:
            key = (
                "downunder.toast.billabong_through"
                if after.pending is not None
                else "downunder.toast.billabong_end"
            )
            app.toast(app.t(key, name=self.seats[mover].name), 3.5, (150, 210, 245))
        elif move.kind == BILLABONG_MOVE:
            self.fx.add(Ripples(move.cell), 1.4)
            app.toast(
                app.t("downunder.toast.billabong_laid", name=self.seats[mover].name), 3.0, (150, 210, 245)
            )
        if du.play_area(after) is not None and du.play_area(before) is None:
            self.fence = 0.0
            self.fx.tweens.to(self, 1.2, ease="easeInOutQuad", fence=1.0)
            app.toast(app.t("downunder.toast.frame"), 3.0, theme.HIGHLIGHT)
            self._fit_camera(force=not self.manual_camera)
        gain = du.score_of(after, mover).provisional - du.score_of(before, mover).provisional
        if gain and move.cell is not None:
            label = f"+{gain}" if gain > 0 else str(gain)
            self.fx.add(
                Floater(move.cell, self._outlined(label, lighter(PLAYER_COLOURS[mover], 0.2))),
                1.1,
                ease="easeOutQuad",
            )

    # ================================================================== frame
    def update(self, dt: float) -> None:
        speed = self.tweens.speed
        self.ui.speed = speed
        self.fx.tweens.speed = speed
        self.ui.update(dt)
        self.fx.tweens.update(dt)
        super().update(dt)
        if self._warm and not self.animating:
            face, size = self._warm.pop()
            card_image(face, size)

    def _queue_warm_up(self) -> None:
        """Card images the next turns will need (every seat's tray, the ghost's turns), drawn one per idle
        frame so that no frame has to draw many at once."""
        cb = self.app.settings.colour_blind
        items = []
        for seat in range(len(self.seats)):
            for (kind, animal), _ in slot_keys(self.state, seat, False):
                items.append(
                    (
                        plain_face(card_tile(kind, animal, seat, DEFAULT_ROT[kind]), 0, cb),
                        self.tray.card_size(),
                    )
                )
                for rot in range(2 if kind == "straight" else 4):
                    items.append((plain_face(card_tile(kind, animal, seat, rot), 0, cb), 96))
        self._warm = list(reversed(items))

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

    # ================================================================== panel hooks
    def seat_colours(self) -> list[tuple]:
        return list(PLAYER_COLOURS[: len(self.seats)])

    def seat_status(self) -> list[str]:
        return [score_text(self.state, s) for s in range(len(self.seats))]

    def describe_move(self, state: State, move: Move) -> str:
        try:
            after = self.game.apply(state, move)
        except ValueError:
            return self.game.notation(state, move)
        return describe(self.app, state, move, after)

    def result_details(self) -> list[str]:
        return result_lines(self.app, self.state, [s.name for s in self.seats])

    def draw_panel(self, surface: pygame.Surface) -> None:
        super().draw_panel(surface)
        rows = self._banner_rows()
        if self.app.settings.colour_blind:
            for seat, row in enumerate(rows):
                draw_symbol(surface, seat, (row.x + 16, row.centery), 5)
        for seat, row in enumerate(rows):
            if row.collidepoint(self.mouse):
                draw_player_card(
                    surface,
                    self.app,
                    self.state,
                    seat,
                    self.seats[seat].name,
                    (self.banner_rect.x - 10, row.y),
                    self.app.settings.colour_blind,
                )
                break

    def _banner_rows(self) -> list[pygame.Rect]:
        """Where the banner draws each seat (as scenes/widgets/banner.py lays them out)."""
        rect = self.banner_rect
        n = len(self.seats)
        row = min(44, (rect.h - 12) // max(1, n))
        return [pygame.Rect(rect.x + 8, rect.y + 6 + seat * row, rect.w - 16, row - 4) for seat in range(n)]

    # ================================================================== for tests and tools
    def cell_center(self, cell: Cell) -> tuple[int, int]:
        return self.camera.cell_rect(cell).center

    def slot_center(self, key: SlotKey) -> tuple[int, int] | None:
        rect = self.tray.slot_rect(key)
        return rect.center if rect is not None else None

    @property
    def animating(self) -> bool:
        return self.tweens.busy or self.fx.tweens.busy or bool(self.flights)

    @property
    def max_zoom(self) -> float:
        return MAX_ZOOM
