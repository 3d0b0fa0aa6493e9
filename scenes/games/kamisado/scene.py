"""The Kamisado scene: the board, the towers and everything a player does with them.

Pieces of it live in the sibling rooms of this package (see docs/architecture.md, "Rooms of a game scene
package"): where things are (layout), what a click picks (pick), the pictures (art, palette), the frame's
drawing (draw), the move animations and their sprites (anim), decoration (fx), the info column (panel), the
words (words) and the refill choice between rounds (fill).

Input: the tower that must move is selected by itself; click a highlighted square or drag the tower there.
On a round's first move click any of your towers first. Left/right arrows pick a target, Enter plays it, Tab
picks a tower on a free choice, R turns the board.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytweening

from rules.kamisado import (
    BLACK,
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    MOVE,
    PLAY,
    PUSH,
    KamisadoMove,
    required_tower,
)
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.games.board_scene import PANEL_X, GameScene
from scenes.widgets.controls import Button
from scenes.widgets.side_panel import Backdrop

from . import anim, draw, still, words
from .anim import Banner, DropMarker, TowerSprite
from .art import TowerArt, square_tile
from .fill import FillChooser
from .fx import Effects
from .layout import Layout, square_pos
from .palette import SEAT_RGB
from .panel import Panel
from .pick import Picker
from .still import StillBoard

TURN_SECONDS = 0.7  # the half turn of the board


class KamisadoScene(GameScene):
    def __init__(self, app, session, demo: bool = False) -> None:
        self.view = Layout()
        self.picker = Picker(session)
        self.pictures: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(4)  # the still tables (see draw)
        self.layers: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(16)  # the trail's, lifted shadows
        self.still = StillBoard()  # the board at rest as one picture (still.py)
        self.user_flip = False
        self._turn_goal = 0.0
        self._turn_token: object = None
        self.sprites: dict[int, TowerSprite] = {}
        self.fx = Effects(app=app, seed=session.seed)
        self.banner = Banner()  # the round's ribbon
        self.notice = Banner()  # above it: why a seat passes, why a deadlock ends the round
        self.drop: DropMarker | None = None
        self.links: list[int] = []
        self.link_t = 0.0
        self.blocked_tower = -1
        self.score_view = {"black": 0.0, "white": 0.0}
        self.selected = -1  # the tower whose targets are shown (the forced one is selected by itself)
        self.key_target = -1  # index into the selected tower's moves, chosen with the arrow keys
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.drag: dict | None = None
        self.trail: tuple[int, int] | None = None
        super().__init__(app, session, demo)

    # ------------------------------------------------------------------ layout
    def layout(self) -> None:
        view = self.view
        view.fit(self.board_rect)
        self.fx.bounds = view.rect
        self.fill = FillChooser(view.rect.center)
        self.art = TowerArt(view.square)
        x = view.rect.right + 18
        info_rect = pygame.Rect(x, view.origin[1], PANEL_X - 16 - x, view.side)
        self.panel = Panel(self, info_rect)
        button_h = 44
        self.panel.set_bottom(info_rect.bottom - button_h - 12)
        self.turn_button = Button(
            (x, info_rect.bottom - button_h, info_rect.w, button_h),
            lambda: self.app.t("kamisado.turn_board"),
            self.flip_view,
            role="label",
        )
        self.buttons.widgets.append(self.turn_button)
        draw.warm(self)

    # ------------------------------------------------------------------ state -> picture
    def sync(self) -> None:
        state = self.state
        self.sprites = {
            t: TowerSprite(t, square_pos(sq), state.ranks[t]) for t, sq in enumerate(state.towers) if sq >= 0
        }
        self.score_view = {"black": float(state.score[0]), "white": float(state.score[1])}
        self.selected = -1
        self.key_target = -1
        self.drag = None
        self.drop = None
        self.links = []
        self.blocked_tower = -1
        self.banner.alpha = 0.0
        self.notice.alpha = 0.0
        self.fx.clear()
        self.trail = None
        if self.session.moves and self.session.moves[-1].kind in (MOVE, PUSH):
            last = self.session.moves[-1]
            self.trail = (last.frm, last.to)
        if state.phase == FILL:
            self._open_fill(animated=False)
        else:
            self.fill.close()
        goal = 1.0 if self.desired_black_view() else 0.0
        self.view.turn = self._turn_goal = goal
        self._turn_token = None

    # ------------------------------------------------------------------ viewing side
    def desired_black_view(self) -> bool:
        humans = [i for i, seat in enumerate(self.seats) if not seat.is_ai]
        if len(humans) == 1:
            base = humans[0] == BLACK
        elif len(humans) == 2 and self.app.settings.auto_rotate:
            seat = self.session.to_move
            if seat is None:
                return self._turn_goal >= 0.5
            base = seat == BLACK
        else:
            base = False
        return base != self.user_flip

    def flip_view(self) -> None:
        self.user_flip = not self.user_flip
        self.app.sound.play("click")
        self._rotate_to(self.desired_black_view())

    def _rotate_to(self, black: bool) -> None:
        goal = 1.0 if black else 0.0
        if goal == self._turn_goal:
            return
        self._turn_goal = goal
        start = self.view.turn
        token = object()
        self._turn_token = token
        self.drag = None

        def step(t: float) -> None:
            if self._turn_token is token:
                self.view.turn = start + (goal - start) * pytweening.easeInOutCubic(t)

        self.tweens.to(None, TURN_SECONDS * abs(goal - start), ease="linear", on_step=step)

    # ------------------------------------------------------------------ turns and moves
    def on_turn(self) -> None:
        state = self.state
        self._rotate_to(self.desired_black_view())
        self.selected = -1
        self.key_target = -1
        seat = self.session.to_move
        if seat is None:
            return
        human = not self.seats[seat].is_ai and not self.demo
        if state.phase == FILL:
            if not self.fill.active:
                self._open_fill(animated=True)
            self.fill.human = human
            if human:
                self.app.sound.play("turn", 0.6)
            return
        move = self.picker.forced_pass()
        if move is not None:
            anim.blocked(self, state.turn * 8 + state.must_move, lambda: self._auto_pass(move), move)
            self.ready_ribbons()
            self.idle_later(lambda: self.still.prepare(self, state, move, self.game.apply(state, move)))
            return
        if human:
            self.selected = required_tower(state)
            self.app.sound.play("turn", 0.4)

    def _auto_pass(self, move: KamisadoMove) -> None:
        self.blocked_tower = -1
        if not self.finished and move in self.picker.legal():
            self.play(move)

    def _open_fill(self, animated: bool) -> None:
        seat = self.state.turn
        human = not self.seats[seat].is_ai and not self.demo
        self.fill.open(self.state, self.desired_black_view(), self.app.settings.colour_blind, human)
        self.fill.focus = FILL_LEFT
        if animated:
            self.fill.reveal = 0.0
            self.tweens.to(self.fill, 0.45, ease="easeOutBack", reveal=1.0)
        else:
            self.fill.reveal = 1.0

    def animate_move(self, before, move, after) -> None:
        self.selected = -1
        self.key_target = -1
        self.drag = None
        self.trail = (move.frm, move.to) if move.kind in (MOVE, PUSH) else None
        anim.animate(self, before, move, after)
        self.ready_ribbons()
        self.idle_later(lambda: self.still.prepare(self, before, move, after))  # kept already if an AI's
        if after.phase == FILL:  # the refill cards of the next round, before they open
            self.idle_later(
                lambda: self.fill.prepare(after, self.desired_black_view(), self.app.settings.colour_blind)
            )

    def undo(self) -> None:
        """The base undoes to the human's last move; a pass the scene played by itself is no decision of
        the player, so step back over it too (else undo would land on it and replay it at once)."""
        count = len(self.session.moves)
        super().undo()
        extra = False
        while (
            len(self.session.moves) < count
            and self.picker.forced_pass() is not None
            and self.session.undo_target() is not None
        ):
            self.session.undo()
            extra = True
        if extra:
            self.sync()
            self._rebuild_history()
            self._autosave()

    # ------------------------------------------------------------------ base hooks
    def describe_move(self, state, move) -> str:
        return words.describe(self.app, state, move)

    def hint_reason(self, before, move, after) -> str | None:
        return words.hint_reason(self.app, before, move, after)

    def seat_colours(self) -> list[tuple]:
        return [SEAT_RGB[0], SEAT_RGB[1]]

    def seat_status(self) -> list[str]:
        return words.seat_status(self.app, self.state)

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.session.states)

    def idle_steps(self) -> Iterator[None]:
        """Pictures a frame of play would draw for the first time, drawn in the frames' spare time: the turn
        card's towers and squares (1-2 ms each, in the frame of a move), the ribbons' and words' fonts,
        and in a match of several rounds the promoted towers (Sumo to Triple Sumo) on the board, in the
        panel and on the refill cards, which a round's end would otherwise draw in its frames (~1.5 ms a
        tower; the refill cards' sixteen towers took one frame 17 ms)."""
        yield from self._warm_steps()  # (what a coming frame needs goes first: StillFrames.idle)

    def _warm_steps(self) -> Iterator[None]:
        for _ in range(still.KEPT):
            self.still.reserve(self.panel_picture(draw.table_backdrop(self)))
            yield
        glyphs = self.app.settings.colour_blind
        for tower in range(16):
            self.panel.big_art.tower(tower >> 3, tower & 7, 0, glyphs)
            yield
        for colour in range(8):
            square_tile(40, colour, glyphs)
            yield
        for role, size in (
            ("title", 40),
            ("body", 20),
            ("heading", 22),
            ("heading", 24),
            ("heading", 26),
            ("heading", 30),
        ):
            self.app.fonts.get(role, size)
            yield
        if self.state.target <= 1:
            return
        self.fill.warm(glyphs)
        yield
        for rank in (0, 1, 2, 3):
            for art in (self.art, self.panel.big_art, self.panel.small_art, self.fill.art):
                for tower in range(16):
                    art.tower(tower >> 3, tower & 7, rank, glyphs)
                    yield

    def ready_steps(self, state, move) -> list:
        """An AI's move, known before it is played: its turn card and the still pictures of its frames
        (still.py) drawn in the frames' spare time."""

        def turn_card() -> None:
            if self.state is not state:
                return
            after, session = self.applied_ahead(state, move), self.session
            states, moves = [*session.states, after], [*session.moves, move]
            self.panel.ready_turn(after, states, moves, [*session.movers, state.turn])

        def still() -> None:
            if self.state is state:
                self.still.prepare(self, state, move, self.applied_ahead(state, move))

        self.idle_later(turn_card)
        self.idle_later(still)
        return []

    def ready_ribbons(self) -> None:
        """The ribbons about to show (a round won, a pass explained), drawn in the frames' spare time."""
        for banner in (self.banner, self.notice):
            if banner.title:
                self.idle_later(lambda b=banner: draw.ribbon_picture(self, b))

    def panel_backdrop(self) -> Backdrop | None:
        return draw.panel_backdrop(self)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Nothing: the board drawing starts with the whole table (see draw._board)."""

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
        if action.kind in ("motion", "press", "release"):
            self.hover_pos = action.pos
        if action.name == "rotate" and not self.demo:
            self.flip_view()
            return
        # board keys go first: the panel's buttons would otherwise take Tab, the arrows and Enter
        if action.kind == "key" and not self.demo and self.human_to_move() and self._board_key(action):
            return
        super().handle(action)

    def _board_key(self, action: Action) -> bool:
        if self.state.phase == FILL:
            return self._fill_key(action)
        return self.state.phase == PLAY and self._handle_key(action)

    def handle_board(self, action: Action) -> bool:
        if self.state.phase == FILL:
            return self._handle_fill(action)
        if self.state.phase != PLAY:
            return False
        if action.kind == "motion":
            return self._drag_to(action)
        if action.is_click:
            return self._press(action.pos)
        if action.kind == "release" and action.button == 1:
            return self._release(action.pos)
        return False

    def _handle_fill(self, action: Action) -> bool:
        if action.kind == "motion":
            self.fill.hover = self.fill.card_at(action.pos)
            return False
        if action.is_click:
            side = self.fill.card_at(action.pos)
            if side is not None:
                return self.play(KamisadoMove(side, -1, -1))
            return False
        return False

    def _fill_key(self, action: Action) -> bool:
        if action.name in ("left", "right"):
            self.fill.focus = FILL_LEFT if action.name == "left" else FILL_RIGHT
            self.app.sound.play("hover")
            return True
        if action.name == "confirm":
            return self.play(KamisadoMove(self.fill.focus, -1, -1))
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        sq = self.view.place_at(pos)
        if sq is None:
            return False
        move = self.picker.move_to(self.selected, sq)
        if move is not None:
            return self.play(move)
        tower = self.picker.tower_on(sq)
        if tower >= 0 and tower in self.picker.movable_towers():
            if tower != self.selected:
                self.app.sound.play("click")
            self.selected = tower
            self.key_target = -1
            self.drag = {"tower": tower, "start": pos, "active": False}
            return True
        if tower >= 0 and tower >> 3 == self.state.turn and self.state.must_move >= 0:
            self._refuse(KamisadoMove(MOVE, sq, sq))  # the rules say which tower must move
            return True
        if self.state.must_move < 0:
            self.selected = -1
        return False

    def _drag_to(self, action: Action) -> bool:
        drag = self.drag
        if drag is None or not action.buttons[0]:
            return False
        if not drag["active"] and math.dist(action.pos, drag["start"]) < 7:
            return False
        drag["active"] = True
        sprite = self.sprites.get(drag["tower"])
        if sprite is None:
            return False
        file, row = self.view.board_units(action.pos)
        sprite.pos = (max(-0.4, min(7.4, file)), max(-0.4, min(7.4, row + 0.18)))
        sprite.lift = self.view.square * 0.22
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        drag, self.drag = self.drag, None
        if drag is None or not drag["active"]:
            return False
        tower = drag["tower"]
        sq = self.view.place_at(pos)
        move = self.picker.move_to(tower, sq)
        if move is not None:
            return self.play(move)
        sprite = self.sprites.get(tower)
        if sprite is not None:  # not a target: the tower slides home
            home = square_pos(self.state.towers[tower])
            self.tweens.to(sprite, 0.22, ease="easeOutBack", pos=home, lift=0.0)
            if sq is not None and sq != self.state.towers[tower]:
                self._refuse(KamisadoMove(MOVE, self.state.towers[tower], sq))
        return True

    def _refuse(self, move: KamisadoMove) -> None:
        """An illegal move tried by hand: the rule it breaks, in the player's language (rules' sentence)."""
        self.app.sound.play("error", 0.5)
        error = self.game.refusal(self.state, move)
        if error is not None:
            self.app.toast(self.game.explain(error, self.app.tr.language), 3.0, theme.BAD)

    def _handle_key(self, action: Action) -> bool:
        if action.name == "next":
            tower = self.picker.next_tower(self.selected)
            if tower is None:
                return False
            self.selected = tower
            self.key_target = -1
            self.app.sound.play("hover")
            return True
        moves = self.picker.moves_of(self.selected)
        if not moves:
            if action.name in ("left", "right") and self.state.must_move < 0:
                towers = self.picker.movable_towers()
                if towers:
                    self.selected = towers[0]
                    return True
            return False
        if action.name == "right":
            self.key_target = (self.key_target + 1) % len(moves)
        elif action.name == "left":
            self.key_target = (self.key_target - 1) % len(moves)
        elif action.name == "confirm" and 0 <= self.key_target < len(moves):
            return self.play(moves[self.key_target])
        else:
            return False
        self.app.sound.play("hover")
        return True

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        super().update(dt)
        self.fx.speed = self.tweens.speed
        self.fx.update(dt)

    def hovered_square(self) -> int | None:
        return self.view.place_at(self.hover_pos)

    def preview_tower(self) -> int:
        """The tower whose targets are shown: the selected one, else (free choice) the hovered own one."""
        return self.picker.preview_tower(self.selected, self.hovered_square())

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self, surface)
