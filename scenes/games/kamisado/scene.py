"""The Kamisado scene: the session, the interface state (selection, hover, drag, the viewing side) and the
input; each frame it builds the view (view.py) that draw.py and panel.py paint. The animations work on
the `anim.Stage` it owns. The other rooms: docs/architecture.md, "Rooms of a game scene package".

Input: the tower that must move is selected by itself; click a highlighted square or drag the tower there.
On a round's first move click any of your towers first. Left/right arrows pick a target, Enter plays it, Tab
picks a tower on a free choice, R turns the board.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import TYPE_CHECKING

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
from scenes.engine import layers as engine_layers
from scenes.engine import theme
from scenes.engine.i18n import worded
from scenes.engine.input import Action
from scenes.engine.layers import Layers
from scenes.games.board_scene import PANEL_X, GameScene
from scenes.widgets.controls import Button
from scenes.widgets.side_panel import Backdrop

from . import anim, draw, panel, tutorial, words
from .anim import Banner, TowerSprite
from .art import banner_picture
from .fill import FillChooser
from .fx import Effects
from .layout import Layout, square_pos
from .palette import SEAT_RGB
from .panel import Panel, TurnWords
from .pick import Picker
from .view import HintCard, KamisadoView, TurnCard, Ui, build, table_of

if TYPE_CHECKING:
    from scenes.games.director import Director
    from scenes.games.tutorial.tutor import Tutor

TURN_SECONDS = 0.7  # the half turn of the board


class KamisadoScene(GameScene):
    def __init__(
        self,
        app,
        session,
        demo: bool = False,
        tutor: Tutor | None = None,
        director: Director | None = None,
    ) -> None:
        self.stage: anim.Stage  # built with the layout (it needs the scene's tweens)
        self.picker = Picker(session)
        self.layers = Layers()  # the still table and the info column's cards, kept while their part stays
        self.turn_words = TurnWords()
        self.user_flip = False
        self._turn_goal = 0.0
        self._turn_token: object = None
        self.fx = Effects(fonts=app.fonts, seed=session.seed)
        self.selected = -1  # the tower whose targets are shown (the forced one is selected by itself)
        self.key_target = -1  # index into the selected tower's moves, chosen with the arrow keys
        self.hover_pos: tuple[int, int] = (-1, -1)
        self.drag: dict | None = None
        self.trail: tuple[int, int] | None = None
        self._hint: tuple | None = None  # (wording, card, its language) of the hint standing (show_hint)
        super().__init__(app, session, demo, tutor, director)

    # ------------------------------------------------------------------ layout
    @property
    def view(self) -> Layout:
        """Where the board is and the side it is seen from (the stage's, which the animations read)."""
        return self.stage.layout

    @view.setter
    def view(self, layout: Layout) -> None:
        self.stage.layout = layout

    def layout(self) -> None:
        view = Layout().fit(self.board_rect)
        self.fx.bounds = view.rect
        fill = FillChooser(view.rect.center)
        self.stage = anim.Stage(self.tweens, self.fx, self.app.sound, self.app.tr, view, fill)
        x = view.rect.right + 18
        info_rect = pygame.Rect(x, view.origin[1], PANEL_X - 16 - x, view.side)
        self.panel = Panel(self.app.fonts, info_rect)
        button_h = 44
        self.panel.set_bottom(info_rect.bottom - button_h - 12)
        self.turn_button = Button(
            (x, info_rect.bottom - button_h, info_rect.w, button_h),
            lambda: self.app.t("kamisado.turn_board"),
            self.flip_view,
            role="label",
        )
        self.buttons.widgets.append(self.turn_button)
        self.art = draw.BoardArt(self.app.fonts, view.square, self.panel, self.layers)
        self.layers.clear()
        self.art.warm(table_of(self.view, self.app.settings.colour_blind))

    # ------------------------------------------------------------------ state -> picture
    def sync(self) -> None:
        state = self.state
        self.stage.sprites = {
            t: TowerSprite(t, square_pos(sq), state.ranks[t]) for t, sq in enumerate(state.towers) if sq >= 0
        }
        self.stage.score_view = {"black": float(state.score[0]), "white": float(state.score[1])}
        self.selected = -1
        self.key_target = -1
        self.drag = None
        self.stage.drop = None
        self.stage.links = []
        self.stage.blocked_tower = -1
        self.stage.banner.alpha = 0.0
        self.stage.notice.alpha = 0.0
        self.fx.clear()
        self.trail = None
        if self.session.moves and self.session.moves[-1].kind in (MOVE, PUSH):
            last = self.session.moves[-1]
            self.trail = (last.frm, last.to)
        if state.phase == FILL:
            self._open_fill(animated=False)
        else:
            self.stage.fill.close()
        goal = 1.0 if self.desired_black_view() else 0.0
        turned, self._turn_goal = goal != self._turn_goal, goal
        self.view = self.view.turned(goal)
        self._turn_token = None
        if turned:
            self._reword_history()

    # ------------------------------------------------------------------ viewing side
    def desired_black_view(self) -> bool:
        humans = [i for i, seat in enumerate(self.seats) if seat.plays_here]
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
        self._reword_history()
        start = self.view.turn
        token = object()
        self._turn_token = token
        self.drag = None

        def step(t: float) -> None:
            if self._turn_token is token:
                self.view = self.view.turned(start + (goal - start) * pytweening.easeInOutCubic(t))

        self.tweens.to(None, TURN_SECONDS * abs(goal - start), ease="linear", on_step=step)

    def _reword_history(self) -> None:
        """The move list's arrows point as the board shows the moves: when the board turns, the list is
        worded anew (its scroll kept), and words readied ahead for an AI's move are dropped."""
        scroll = self.history.scroll
        self._rebuild_history()
        self.history.scroll = scroll
        self.ai_turns.words = None

    # ------------------------------------------------------------------ turns and moves
    def on_turn(self) -> None:
        state = self.state
        self._rotate_to(self.desired_black_view())
        self.selected = -1
        self.key_target = -1
        seat = self.session.to_move
        if seat is None:
            return
        human = self.seats[seat].plays_here and not self.demo
        if state.phase == FILL:
            if not self.stage.fill.active:
                self._open_fill(animated=True)
            self.stage.fill.human = human
            if human:
                self.app.sound.play("turn", 0.6)
            return
        move = self.picker.forced_pass()
        if move is not None:
            tower, after = state.turn * 8 + state.must_move, self.game.apply(state, move)
            anim.blocked(self.stage, state, tower, lambda: self._auto_pass(move), move, after)
            self.ready_ribbons()
            return
        if human:
            self.selected = required_tower(state)
            self.app.sound.play("turn", 0.4)

    def _auto_pass(self, move: KamisadoMove) -> None:
        self.stage.blocked_tower = -1
        if not self.finished and move in self.picker.legal():
            self.play(move)

    def _open_fill(self, animated: bool) -> None:
        seat = self.state.turn
        human = self.seats[seat].plays_here and not self.demo
        self.stage.fill.open(self.state, self.desired_black_view(), self.app.settings.colour_blind, human)
        self.stage.fill.focus = FILL_LEFT
        if animated:
            self.stage.fill.reveal = 0.0
            self.tweens.to(self.stage.fill, 0.45, ease="easeOutBack", reveal=1.0)
        else:
            self.stage.fill.reveal = 1.0

    def animate_move(self, before, move, after) -> None:
        self.selected = -1
        self.key_target = -1
        self.drag = None
        self.trail = (move.frm, move.to) if move.kind in (MOVE, PUSH) else None
        anim.animate(self.stage, before, move, after, not self.seats[before.turn].plays_here)
        self._ahead()
        self.ready_ribbons()
        if after.phase == FILL:  # the refill cards of the next round, before they open
            self.idle_later(
                lambda: self.stage.fill.prepare(
                    after, self.desired_black_view(), self.app.settings.colour_blind
                )
            )

    def _ahead(self) -> None:
        """What the animations want drawn ahead, to the frames' spare time."""
        for task in self.stage.ahead:
            self.idle_later(task)
        self.stage.ahead.clear()

    def undo_move(self) -> None:
        """The base undoes to the human's last move; a pass the scene played by itself is no decision of
        the player, so step back over it too (else undo would land on it and replay it at once)."""
        count = len(self.session.moves)
        super().undo_move()
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
        """The move list's row: whose move it was and the move, its arrows as the board is (or is turning
        to be) seen."""
        return words.row(self.app, state, move, self._turn_goal >= 0.5)

    def show_hint(self, move, described: str | None = None) -> None:
        """The hinted move: the star on the board, and its words in the info column's third card
        (`HintCard`) instead of a toast over the board's bottom row; worded again at a change of
        language. Only where the column has no room for the card does a toast say it."""
        self.hint_move = move
        state, after = self.state, self.game.apply(self.state, move)
        black_view = self._turn_goal >= 0.5

        def said() -> HintCard:
            app = self.app
            title = app.t("game.hint_is", move=words.describe(app, state, move, black_view))
            free = tutorial.step_reason(self, move)  # a tutorial step that takes any move says so
            return HintCard(title, app.t(free) if free else words.hint_reason(app, state, move, after) or "")

        self._hint = (said, None, "")
        if not self.panel.has_tower_card:
            card = said()
            self.app.toast(
                f"{card.title}: {card.reason}" if card.reason else card.title, 5.0, theme.HIGHLIGHT
            )

    def hint_card(self) -> HintCard | None:
        """The standing hint's card (None without one), worded once per language."""
        if self.hint_move is None or self._hint is None:
            return None
        said, card, language = self._hint
        if card is None or language != self.app.tr.language:
            card, language = said(), self.app.tr.language
            self._hint = (said, card, language)
        return card

    def hint_reason(self, before, move, after) -> str | None:
        return words.hint_reason(self.app, before, move, after)

    def seat_colours(self) -> list[tuple]:
        return [SEAT_RGB[0], SEAT_RGB[1]]

    def seat_status(self) -> list[str]:
        return words.seat_status(self.app, self.state)

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.session.states, [seat.name for seat in self.seats])

    def idle_steps(self) -> Iterator[None]:
        """Pictures a frame of play would draw for the first time, drawn in the frames' spare time."""
        yield from self.art.warm_steps(self.app.settings.colour_blind, self.state.target > 1)

    def ready_steps(self, state, move) -> list:
        """An AI's move, known before it is played: its turn card painted in the frames' spare time."""

        def turn_card() -> None:
            if self.state is not state:
                return
            app, after, session = self.app, self.applied_ahead(state, move), self.session
            states, moves = [*session.states, after], [*session.moves, move]
            tower = panel.shown_tower(after)
            rank = self.stage.sprites[tower].rank if tower in self.stage.sprites else None
            info = panel.turn_info(app, after, states, moves, [*session.movers, state.turn], -1, rank)
            card = TurnCard(app.t("kamisado.to_move"), info, app.settings.colour_blind)
            self.panel.ready_turn(self.layers, card)

        self.idle_later(turn_card)
        return []

    def ready_ribbons(self) -> None:
        """The ribbons about to show (a round won, a pass explained), drawn in the frames' spare time."""
        for banner in (self.stage.banner, self.stage.notice):
            if banner.title:
                self.idle_later(lambda b=banner: self._ribbon_picture(b))

    def _ribbon_picture(self, banner: Banner) -> None:
        banner_picture(
            self.app.fonts, worded(banner.title), worded(banner.sub), banner.colour, self.view.rect.w
        )

    def panel_backdrop(self) -> Backdrop | None:
        """The still table as the frame's background while the board holds still (no shake, no turn), kept
        by the layers; else None, and the board drawing starts with the moving table."""
        if not engine_layers.KEEP or self.fx.offset() != (0, 0) or self.view.turning:
            return None
        table = table_of(self.view, self.app.settings.colour_blind)
        return Backdrop(table, self.layers.picture(self.art.paint_table, table, theme.LOGICAL_SIZE))

    def draw_background(self, surface: pygame.Surface) -> None:
        """Nothing: the board drawing starts with the whole table (draw.draw_board)."""

    # ------------------------------------------------------------------ input
    def handle_game(self, action: Action) -> None:
        if action.kind in ("motion", "press", "release"):
            self.hover_pos = action.pos
        if action.name == "rotate" and not self.demo:
            self.flip_view()
            return
        # board keys go first: the panel's buttons would otherwise take Tab, the arrows and Enter
        if action.kind == "key" and not self.demo and self.human_to_move() and self._board_key(action):
            return
        shown = self.tutor.card.flash if self.tutor is not None else 0.0
        super().handle_game(action)
        if self.tutor is not None and self.tutor.card.flash > shown:
            self._show_step_hint()  # the tutor's Hint flashed the step's highlights: the move stands too

    def _show_step_hint(self) -> None:
        """In a tutorial, Hint shows the step's move as a game's hint stands: the star on its square and its
        words in the info column, until the player moves (the tutor alone only flashes the highlights)."""
        move = tutorial.step_move(self)
        if move is not None:
            self.show_hint(move)

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
            self.stage.fill.hover = self.stage.fill.card_at(action.pos)
            return False
        if action.is_click:
            side = self.stage.fill.card_at(action.pos)
            if side is not None:
                return self.play(KamisadoMove(side, -1, -1))
            return False
        return False

    def _fill_key(self, action: Action) -> bool:
        if action.name in ("left", "right"):
            self.stage.fill.focus = FILL_LEFT if action.name == "left" else FILL_RIGHT
            self.app.sound.play("hover")
            return True
        if action.name == "confirm":
            return self.play(KamisadoMove(self.stage.fill.focus, -1, -1))
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
        sprite = self.stage.sprites.get(drag["tower"])
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
        sprite = self.stage.sprites.get(tower)
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
    def update_game(self, dt: float) -> None:
        super().update_game(dt)
        self.fx.speed = self.tweens.speed
        self.fx.update(dt)

    def hovered_square(self) -> int | None:
        return self.view.place_at(self.hover_pos)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self.frame(), self.art, surface, self.layers)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """Kamisado's info column (from the frame's view), then the side panel."""
        panel.draw_panel(self.frame(), self.art, surface)
        super().draw_panel(surface)

    def view_now(self) -> KamisadoView:
        """What the frame shows now (view.py)."""
        app, state, stage, settings = self.app, self.state, self.stage, self.app.settings
        glyphs, drag, hovered, human = (
            settings.colour_blind,
            self.drag,
            self.hovered_square(),
            self.human_to_move(),
        )
        dragging = drag["tower"] if drag and drag["active"] else -1
        busy, blocked, legal = self.tweens.busy, stage.blocked_tower, settings.show_legal_moves
        ui = Ui(
            self.selected,
            self.key_target,
            hovered,
            dragging,
            human,
            busy,
            self.finished,
            blocked,
            legal,
            glyphs,
            app.time,
        )
        shown = self.picker.preview_tower(self.selected, hovered)
        moves = self.picker.moves_of(shown) if human and state.phase == PLAY else []
        score = (stage.score_view["black"], stage.score_view["white"])
        tower = self.picker.tower_on(hovered) if self.panel.has_tower_card else None
        args = (self.session, stage.sprites, score, tower, hovered, blocked, glyphs, self.hint_card())
        panel_view = panel.build(app, self.turn_words, *args)
        winner = words.seat_name(app, stage.fill.winner)
        table_drawn = self.backdrop_now is not None
        return build(
            self.game,
            state,
            stage,
            ui,
            (shown, moves),
            self.trail,
            self.hint_move,
            panel_view,
            app.t,
            winner,
            table_drawn,
        )
