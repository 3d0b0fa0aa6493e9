"""The Kamisado scene: the board, the towers and everything a player does with them.

Pieces of it live in the sibling rooms of this package (see docs/architecture.md, "Rooms of a game scene
package"): the pictures (art, palette), where things are (layout), the move animations (anim), decoration
(fx), the refill choice between rounds (fill), the info column (panel) and the words (words).

Input: the tower that must move is selected by itself; click a highlighted square or drag the tower there.
On a round's first move click any of your towers first. Left/right arrows pick a target, Enter plays it, Tab
picks a tower on a free choice, R turns the board.
"""

from __future__ import annotations

import math

import pygame
import pytweening

from rules.kamisado import (
    BLACK,
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    MOVE,
    OVER,
    PASS,
    PLAY,
    PUSH,
    KamisadoMove,
    pushed_towers,
    required_tower,
    tower_at,
)
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.games.board_scene import PANEL_X, GameScene
from scenes.widgets.controls import Button

from . import anim as kamisado_anim
from .art import TowerArt
from .board_art import background, board_shadow, render_board, render_labels
from .fill import FillChooser
from .fx import Banner, DropMarker, Effects
from .layout import BoardView, TowerSprite, square_pos
from .palette import SEAT_RGB
from .panel import InfoColumn, TurnInfo
from .words import (
    colour_name,
    finished_rounds,
    move_text,
    rank_name,
    round_line,
    seat_name,
)

SQUARE = 76
FRAME = 28
ORIGIN = (28, 28)
TURN_SECONDS = 0.7  # the half turn of the board


class KamisadoScene(GameScene):
    def __init__(self, app, session, demo: bool = False) -> None:
        self.view = BoardView(ORIGIN, SQUARE, FRAME)
        self.user_flip = False
        self._turn_goal = 0.0
        self._turn_token: object = None
        self.sprites: dict[int, TowerSprite] = {}
        self.fx = Effects(seed=session.seed)
        self.fx.bounds = self.view.rect
        self.fill = FillChooser(self.view.rect.center)
        self.banner = Banner()
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
        self._legal_cache: tuple[object, list[KamisadoMove]] = (None, [])
        self._glyphs: bool | None = None
        self._labels: dict[bool, pygame.Surface] = {}
        self._tables: dict[bool, pygame.Surface] = {}
        super().__init__(app, session, demo)

    # ------------------------------------------------------------------ layout and pictures
    def layout(self) -> None:
        self.bg = background(theme.LOGICAL_SIZE)
        self.art = TowerArt(SQUARE)
        self.shadow = board_shadow(self.view.side)
        x = self.view.rect.right + 18
        info_rect = pygame.Rect(x, ORIGIN[1], PANEL_X - 16 - x, self.view.side)
        self.info = InfoColumn(info_rect)
        button_h = 44
        self.info.set_bottom(info_rect.bottom - button_h - 12)
        self.turn_button = Button(
            (x, info_rect.bottom - button_h, info_rect.w, button_h),
            lambda: self.app.t("kamisado.turn_board"),
            self.flip_view,
            role="label",
        )
        self.buttons.widgets.append(self.turn_button)
        self._board_pictures()  # now, so the first frame does not pay for them

    def _board_pictures(self) -> None:
        """Board, labels and the table under them, for the current colour-blind setting. The still table
        (background, board shadow, board, labels) is one opaque picture per viewing side: one cheap blit."""
        glyphs = self.app.settings.colour_blind
        if glyphs != self._glyphs:
            self._glyphs = glyphs
            board = render_board(SQUARE, FRAME, glyphs)
            self.board = board.convert_alpha() if pygame.display.get_surface() else board
            self._tables = {}
            self.art.warm(glyphs)
        if not self._labels:
            self._labels = {side: render_labels(self.app, SQUARE, FRAME, side) for side in (False, True)}

    def table(self, black_view: bool) -> pygame.Surface:
        table = self._tables.get(black_view)
        if table is None:
            rect = self.view.rect
            table = self.bg.copy()
            table.blit(self.shadow, (rect.x - 18, rect.y - 10))
            table.blit(self.board, rect)
            table.blit(self._labels[black_view], rect)
            self.info.draw_frames(table)
            self._tables[black_view] = table
        return table

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

    def legal(self) -> list[KamisadoMove]:
        state = self.state
        if self._legal_cache[0] is not state:
            self._legal_cache = (state, self.game.legal_moves(state))
        return self._legal_cache[1]

    def moves_of(self, tower: int) -> list[KamisadoMove]:
        sq = self.state.towers[tower] if tower >= 0 else -1
        return [m for m in self.legal() if m.frm == sq and m.kind in (MOVE, PUSH)] if sq >= 0 else []

    def movable_towers(self) -> list[int]:
        towers = {self.state.towers.index(m.frm) for m in self.legal() if m.kind in (MOVE, PUSH)}
        return sorted(towers)

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
        legal = self.legal()
        if len(legal) == 1 and legal[0].kind == PASS:
            move = legal[0]
            kamisado_anim.blocked(self, state.turn * 8 + state.must_move, lambda: self._auto_pass(move))
            return
        if human:
            self.selected = required_tower(state)
            self.app.sound.play("turn", 0.4)

    def _auto_pass(self, move: KamisadoMove) -> None:
        self.blocked_tower = -1
        if not self.finished and move in self.legal():
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
        kamisado_anim.animate(self, before, move, after)

    def undo(self) -> None:
        """The base undoes to the human's last move; a pass the scene played by itself is no decision of
        the player, so step back over it too (else undo would land on it and replay it at once)."""
        count = len(self.session.moves)
        super().undo()
        extra = False
        while (
            len(self.session.moves) < count
            and self._pass_is_forced()
            and self.session.undo_target() is not None
        ):
            self.session.undo()
            extra = True
        if extra:
            self.sync()
            self._rebuild_history()
            self._autosave()

    def _pass_is_forced(self) -> bool:
        legal = self.legal()
        return self.state.phase == PLAY and len(legal) == 1 and legal[0].kind == PASS

    # ------------------------------------------------------------------ base hooks
    def describe_move(self, state, move) -> str:
        return move_text(self.app, state, move)

    def seat_colours(self) -> list[tuple]:
        return [SEAT_RGB[0], SEAT_RGB[1]]

    def seat_status(self) -> list[str]:
        state = self.state
        return [self.app.t("kamisado.status", points=state.score[i], target=state.target) for i in (0, 1)]

    def result_details(self) -> list[str]:
        lines = [round_line(self.app, r) for r in finished_rounds(self.session.states)]
        return lines[-8:]

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
        sq = self.view.square_at(pos)
        if sq < 0:
            return False
        for move in self.moves_of(self.selected):
            if move.to == sq:
                return self.play(move)
        tower = tower_at(self.state, sq)
        if tower >= 0 and tower in self.movable_towers():
            if tower != self.selected:
                self.app.sound.play("click")
            self.selected = tower
            self.key_target = -1
            self.drag = {"tower": tower, "start": pos, "active": False}
            return True
        if tower >= 0 and tower >> 3 == self.state.turn and self.state.must_move >= 0:
            self.app.sound.play("error", 0.5)
            name = colour_name(self.app, self.state.must_move)
            self.app.toast(self.app.t("kamisado.must_move_colour", colour=name), 2.0, theme.HIGHLIGHT)
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
        sprite.lift = SQUARE * 0.22
        return True

    def _release(self, pos: tuple[int, int]) -> bool:
        drag, self.drag = self.drag, None
        if drag is None or not drag["active"]:
            return False
        tower = drag["tower"]
        sq = self.view.square_at(pos)
        for move in self.moves_of(tower):
            if move.to == sq:
                return self.play(move)
        sprite = self.sprites.get(tower)
        if sprite is not None:  # not a target: the tower slides home
            home = square_pos(self.state.towers[tower])
            self.tweens.to(sprite, 0.22, ease="easeOutBack", pos=home, lift=0.0)
            if sq >= 0 and sq != self.state.towers[tower]:
                self.app.sound.play("error", 0.4)
        return True

    def _handle_key(self, action: Action) -> bool:
        if action.name == "next":
            towers = self.movable_towers()
            if self.state.must_move < 0 and towers:
                i = towers.index(self.selected) + 1 if self.selected in towers else 0
                self.selected = towers[i % len(towers)]
                self.key_target = -1
                self.app.sound.play("hover")
                return True
            return False
        moves = self.moves_of(self.selected)
        if not moves:
            if action.name in ("left", "right") and self.state.must_move < 0:
                towers = self.movable_towers()
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
        self.fx.update(dt, self.tweens.speed)

    def hovered_square(self) -> int:
        return self.view.square_at(self.hover_pos)

    def draw_board(self, surface: pygame.Surface) -> None:
        from .draw import draw_scene

        self._board_pictures()
        draw_scene(self, surface)

    def turn_info(self) -> TurnInfo | None:
        app, state = self.app, self.state
        seat = state.turn
        name = seat_name(app, seat)
        if state.phase == OVER:
            score = app.t("kamisado.info.score", black=state.score[0], white=state.score[1])
            return TurnInfo(-1, 0, app.t("kamisado.info.match_won", name=name), score, colour=theme.HIGHLIGHT)
        if state.phase == FILL:
            return TurnInfo(-1, 0, name, app.t("kamisado.info.fill"), choices=seat)
        if state.must_move < 0:
            return TurnInfo(-1, 0, name, app.t("kamisado.info.free_choice"), choices=seat)
        tower = required_tower(state)
        rank = self.sprites[tower].rank if tower in self.sprites else state.ranks[tower]
        detail = app.t("kamisado.info.tower", colour=colour_name(app, tower & 7))
        extra = (
            app.t("kamisado.blocked")
            if self.blocked_tower == tower
            else (rank_name(app, rank) if rank else "")
        )
        return TurnInfo(tower, rank, name, detail, extra)

    def preview_tower(self) -> int:
        """The tower whose targets are shown: the selected one, else (free choice) the hovered own one."""
        if self.selected >= 0:
            return self.selected
        if self.state.phase == PLAY and self.state.must_move < 0:
            sq = self.hovered_square()
            tower = tower_at(self.state, sq) if sq >= 0 else -1
            if tower >= 0 and tower in self.movable_towers():
                return tower
        return -1

    def pushed_by(self, move: KamisadoMove) -> list[int]:
        return pushed_towers(self.state, move) if move.kind == PUSH else []
