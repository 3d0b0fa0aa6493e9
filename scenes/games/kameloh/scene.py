"""The Ka-Mel-Oh! scene: the camel card duel on screen.

The table is seen from one seat (see layout.py): its hand at the bottom, the other hand as small cards along
the top, the arena with two places per side in the middle, four oases and a desert per side. Only the
viewer's view of the state is ever drawn (`visible_state`), so a hand the viewer may not see shows backs.

Input: click a card (hand or face-up oasis top), an oasis pile or one of your monsters: the moves it can
make are listed next to it and their targets light up; click a target (or drag the card onto it) or an
entry of the list. Clicking a picked card again plays it when it can do one thing only. Clicking an oasis
while a hand card is picked tucks the card under it. Right click or Esc drops the pick; R turns the table.
"Attack!" and "End turn" (or "Let it happen" when answering an attack, "Done" in the last turn) are buttons.

Rooms (see docs/architecture.md): geometry (layout), what the table shows now with what an animation
holds back (shown), the screen as data (view: built here every frame), picking (pick), the pictures (art,
with the card faces of cards and the procedural pictures of paint), the table's drawing (draw), the panel's
words, lists and enlarged card (panel), animation of the rules' events on a `Stage` (anim, morph),
decoration (fx, with the shared parts of scenes.effects), words (words), colours (palette). Only this module
holds the scene.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame

from rules.kameloh import (
    SEARCH_PRICE,
    UNKNOWN,
    AttackOutcome,
    KamelohState,
    attack_outcome,
    card_pool,
    current_steps,
    deciding_seat,
    turn_steps,
)
from scenes.engine import theme
from scenes.engine.i18n import Words
from scenes.engine.input import Action
from scenes.engine.layers import Layers
from scenes.games.board_scene import GameScene
from scenes.widgets.side_panel import Backdrop

from . import draw, panel, told, view, words
from .anim import Stage, animate
from .art import TableArt
from .cards import MID, SMALL, CardArt
from .fx import Effects
from .layout import BUTTON_W, BUTTONS_X, COMPACT_STEPS_RECT, STEP_BUTTONS, STEPS_RECT, Layout
from .palette import SEAT_RGB
from .panel import StepButton, TableButton
from .pick import Picker, Spot, Turn
from .shown import Display
from .view import KamelohView, Seeing, Steps, Worded

if TYPE_CHECKING:
    from scenes.games.director import Director
    from scenes.games.tutorial.tutor import Tutor


class KamelohScene(GameScene):
    def __init__(
        self,
        app,
        session,
        demo: bool = False,
        tutor: Tutor | None = None,
        director: Director | None = None,
    ) -> None:
        self.art = CardArt(app.fonts)  # the card faces
        self.table_art = TableArt(app.fonts, self.art)  # what the drawing gets besides the view
        self.layers = Layers()  # the drawing's kept layers: Ka-Mel-Oh! keeps none (docs/architecture.md)
        self.table = Layout(0)
        self.stage = Stage(self.table, None, Effects(), app.sound, self.table_art, app.t)
        turn = Turn(
            lambda: self.display,
            self.legal,
            self.my_turn,
            lambda: self.seer,
            self.outcome,
            self.play,
            lambda: self.tweens.busy,
            self.table_buttons,
        )
        self.picker = Picker(app, self.table, turn)
        self.user_flip = False
        self.compact = False  # in a tutorial the step panel has no buttons and no words
        self.hover: Spot | None = None
        self.hover_pos: tuple[int, int] = (-100, -100)
        self.art_key: tuple | None = None
        self._legal: tuple[Any, list] = (None, [])
        self._view_legal: tuple[Any, list] = (None, [])
        self._said: tuple[Any, tuple, Any] = (None, (), None)
        self._outcomes: tuple[Any, dict] = (None, {})
        self._events: tuple = (None, None, [])
        super().__init__(app, session, demo, tutor, director)
        self.stage.tweens = self.tweens
        self.stage.names = self.names

    # ------------------------------------------------------------------ what the stage holds
    @property
    def display(self) -> Display | None:
        return self.stage.display

    @property
    def flyers(self) -> list:
        return self.stage.flyers

    @property
    def effects(self) -> Effects:
        return self.stage.effects

    @property
    def animating(self) -> bool:
        return self.tweens.busy or bool(self.stage.flyers)

    # ------------------------------------------------------------------ who sees what
    @property
    def seer(self) -> int | None:
        """The seat whose view is drawn (None: everything is shown, e.g. computer against computer)."""
        if not self.game.hidden_information or self.sees_all:
            return None
        humans = [i for i, s in enumerate(self.seats) if s.plays_here]
        return self.viewer if self.viewer is not None else (humans[0] if humans else None)

    def seen(self, state: KamelohState) -> KamelohState:
        seer = self.seer
        return state if seer is None else self.game.view(state, seer)

    def bottom_seat(self) -> int:
        humans = [i for i, s in enumerate(self.seats) if s.plays_here]
        if self.demo or not humans:
            base = 0
        elif len(humans) == 1:
            base = humans[0]
        elif self.app.settings.auto_rotate:
            base = self.viewer if self.viewer is not None else (self.session.to_move or 0)
        else:
            base = 0
        return base ^ int(self.user_flip)

    # ------------------------------------------------------------------ hooks of the base
    def layout(self) -> None:
        app = self.app
        self.table.fit(self.board_rect)
        self.attack_button = TableButton(
            (BUTTONS_X, 600, BUTTON_W, 50),
            lambda: app.t("kameloh.attack"),
            self.attack_clicked,
            "label",
            True,
        )
        self.pass_button = TableButton(
            (BUTTONS_X, 658, BUTTON_W, 50),
            lambda: words.pass_label(app, self.state),
            self.pass_clicked,
            "label",
        )
        # the oasis actions of the step panel, with their price (see explain.StepPanel)
        self.step_buttons = {
            kind: StepButton(
                rect, lambda k=kind: app.t(f"kameloh.button.{k}"), lambda k=kind: self.kind_clicked(k)
            )
            for kind, rect in STEP_BUTTONS.items()
        }
        self.step_buttons["search"].price = SEARCH_PRICE
        self.buttons.widgets += [self.attack_button, self.pass_button]
        # the step panel sits between the banner and the move list (compact under a director: a tutorial's
        # coach or a review's card needs the room, and nobody picks a step there)
        self.compact = self.director is not None
        if not self.compact:
            self.buttons.widgets += list(self.step_buttons.values())
        bottom = self.history.rect.bottom
        self.history.rect.top = self.steps_rect.bottom + 10
        self.history.rect.h = bottom - self.history.rect.top

    @property
    def steps_rect(self) -> pygame.Rect:
        return COMPACT_STEPS_RECT if self.compact else STEPS_RECT

    def table_buttons(self) -> dict[str, pygame.Rect]:
        """Where the buttons of the table and of the step panel are, by the kind of their moves."""
        return {"attack": self.attack_button.rect, **{k: b.rect for k, b in self.step_buttons.items()}}

    def sync(self) -> None:
        self._configure_art()
        self.table.bottom = self.bottom_seat()
        self.stage.display = Display.of(self.visible_state())
        self.stage.seer = self.seer
        self.stage.flyers.clear()
        self.picker.clear()
        self._refresh_hover()

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        index = len(self.session.moves) - 1  # the move animated is the one just recorded (play, show_move)
        told = self.effects_of(index) if index >= 0 and self.session.states[index] is before else None
        events = self.events(before, move) if told is None else list(told)
        self.picker.clear()
        self.stage.seer = self.seer
        animate(self.stage, self.seen(before), move, self.seen(after), events, self.sync)

    def ready_steps(self, state: Any, move: Any) -> list:
        """Before an AI's move is played, in the frames' spare time: its first frame's step panel (1-2 ms as a
        step of a frame) and the pass button's words after it. The step panel is drawn by the frame after,
        if the spare time did not come."""
        done: list[bool] = []

        def steps() -> None:
            if not done:
                panel.steps_picture_of(self.steps_after(self.applied_ahead(state, move)), self.app.fonts)
                done.append(True)

        def ahead() -> None:
            self.idle_later(steps)
            after = self.applied_ahead(state, move)  # the pass button's words after it, while it animates
            self.idle_later(
                lambda: self.pass_button.ready(self.app, words.pass_label(self.app, after), False)
            )

        return [ahead, steps]

    def move_events(self, index: int) -> list:
        """The events of the session's move `index`: those its source told (`effects_of`: an online table's
        referee, as this seat may see them; the rules cannot work them out from a view), else the rules' own
        from the position before it."""
        told = self.effects_of(index)
        if told is not None:
            return list(told)
        return self.events(self.session.states[index], self.session.moves[index])

    def events(self, state: Any, move: Any) -> list:
        """The rules' events of `move` from `state`, kept for the move readied ahead."""
        if self._events[0] is not state or self._events[1] != move:
            self._events = (state, move, self.game.events(state, move))
        return self._events[2]

    def describe_notation(self, notation: str) -> str:
        return told.notation_words(self.app, notation)

    def describe_move(self, state: Any, move: Any) -> str:
        humans = [i for i, s in enumerate(self.seats) if s.plays_here]
        reveal = not humans or self.sees_all or (len(humans) == 1 and deciding_seat(state) == humans[0])
        return words.describe(self.app, state, move, reveal)

    def show_hint(self, move: Any, described: str | None = None) -> None:
        """The hinted move, marked on the table, and in a toast with why in a sentence (the move in this
        game's words: `described` is not used)."""
        self.hint_move = move
        state = self.state
        outcome = self.outcome(move) if move[0] == "attack" else None

        def line() -> str:  # worded again if the language changes while it shows
            why = words.hint_why(self.app, state, move, outcome)
            said = self.app.t("game.hint_is", move=words.describe(self.app, state, move, True))
            return said + (f" – {why}" if why else "")

        self.app.toast(line, 5.0, theme.HIGHLIGHT)

    def hint_reason(self, before: Any, move: Any, after: Any) -> str | None:
        outcome = self.outcome(move) if move[0] == "attack" else None
        return words.hint_why(self.app, before, move, outcome) or None

    def on_turn(self) -> None:
        self.picker.clear()
        state = self.state
        seat = self.session.to_move
        if seat is None or not self.seats[seat].plays_here:
            return
        if state.phase == "answer":
            self.show_ribbon(lambda: self.app.t("kameloh.ribbon.answer", name=self.seats[seat].name), seat)
            self.app.sound.play("turn")

    def seat_colours(self) -> list[tuple]:
        return list(SEAT_RGB)

    def seat_status(self) -> list[str]:
        """The points as the table shows them: they count up when the attack's blow lands, not before."""
        d = self.display
        return words.seat_status(self.state, None if d is None else d.points)

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.session, self.move_events, len(self.rows_before))

    # ------------------------------------------------------------------ moves
    def legal(self) -> list:
        state = self.state
        if self._legal[0] is not state:
            self._legal = (state, self.game.legal_moves(state))
        return self._legal[1]

    def my_turn(self) -> bool:
        """A human in front of the screen decides now (and nothing animates)."""
        seat = self.session.to_move
        if not self.human_to_move() or self.display is None:
            return False
        return self.seer is None or seat == self.seer

    def pass_clicked(self) -> None:
        if self.my_turn() and ("pass",) in self.legal():
            self.picker.play(("pass",))

    def attack_clicked(self) -> None:
        """The attacks are listed with what each would do; a second click on the button (or the entry)
        confirms the only one."""
        if not self.my_turn():
            return
        attacks = [m for m in self.legal() if m[0] == "attack"]
        if len(attacks) == 1 and self.picker.picked == ("attack",):
            self.picker.play(attacks[0])
        elif attacks:
            self.picker.choose(("attack",), -1, self.attack_button.rect)

    def kind_clicked(self, kind: str) -> None:
        """A button of the step panel (draw, search, activate): the one move, or the oases to choose from."""
        if not self.my_turn():
            return
        moves = [m for m in self.legal() if m[0] == kind]
        if len(moves) == 1 and kind != "search":
            self.picker.play(moves[0])
        elif moves:
            self.picker.choose((kind,), -1, self.step_buttons[kind].rect)

    def outcome(self, move: Any) -> AttackOutcome:
        """What an attack would do (from the rules: the move applied on the state), kept per state."""
        state = self.state
        if self._outcomes[0] is not state:
            self._outcomes = (state, {})
        known = self._outcomes[1]
        if move not in known:
            known[move] = attack_outcome(state, move)
        return known[move]

    def undo_move(self) -> None:
        """Undo, or say why this game cannot take the last move back (a card it showed has been seen). The
        hook under the base's `undo`, so that a tutorial's Back still steps back."""
        if not (self.demo or self.finished) and self.session.undo_target() is None:
            reason = words.why_no_undo(self.app, self.session)
            if reason is not None:
                self.app.sound.play("error")
                self.app.toast(lambda: words.why_no_undo(self.app, self.session) or reason, 3.0)
                return
        super().undo_move()

    # ------------------------------------------------------------------ input
    def handle_game(self, action: Action) -> None:
        if action.kind == "motion":
            self.hover_pos = action.pos
            self._refresh_hover()
            self.picker.motion(action)
        if action.name == "rotate":
            self.user_flip = not self.user_flip
            self.app.sound.play("click")
            self.sync()
            return
        if action.name == "back" and self.picker.picked is not None:
            self.picker.clear()
            return
        if action.is_right_click and self.picker.picked is not None:
            self.picker.clear()
            return
        super().handle_game(action)

    def handle_board(self, action: Action) -> bool:
        if not self.my_turn():
            return False
        return self.picker.handle(action)

    def _refresh_hover(self) -> None:
        self.hover = None if self.display is None else self.picker.hover_at(self.hover_pos)

    # ------------------------------------------------------------------ frame
    def update_game(self, dt: float) -> None:
        self.stage.effects.update(dt * self.tweens.speed)
        self.stage.ribbon.update(dt * min(self.tweens.speed, 3.0))
        super().update_game(dt)
        self._refresh_hover()
        mine = self.my_turn()
        legal = self.legal() if mine else []
        kinds = {m[0] for m in legal}
        self.attack_button.enabled = mine and "attack" in kinds
        self.pass_button.enabled = mine and ("pass",) in legal
        for kind, button in self.step_buttons.items():
            button.enabled = kind in kinds
            # not offered: it says why on its face instead of its price (the rules decide, words say why)
            state = self.state
            button.reason = (
                None
                if button.enabled or not mine
                else (lambda state=state, kind=kind: words.oasis_reason(self.app, state, kind))
            )

    def _configure_art(self) -> None:
        key = (self.app.settings.language, self.app.settings.colour_blind)
        if key != self.art_key:
            self.art_key = key
            self.art.configure(key[0], key[1], self.app.t)

    def show_ribbon(self, text: Words, seat: int) -> None:
        self.stage.show_ribbon(text, seat)

    def idle_steps(self) -> Iterator[None]:
        """The faces of both decks' cards at the hand's and the table's sizes, the cards in hands first: a
        face drawn for the first time cost its frame 3-4 ms (a card flying in from a pile)."""
        pool, players = card_pool(), self.state.players
        first = [c for p in players for c in p.hand if c != UNKNOWN]
        for index in dict.fromkeys([*first, *(c for p in players for c in pool.decks[p.deck].cards)]):
            for size in (MID, SMALL):
                self.art.face(index, size)
                yield

    # ------------------------------------------------------------------ the view
    def steps_now(self) -> tuple[list, frozenset]:
        """The steps of the turn (`rules.kameloh.turn_steps`) and the current one(s): from the deciding
        player's legal moves when it sits in front of the screen, else from what the viewer's view shows
        (a hidden hand is never guessed at)."""
        state = self.display.state
        if self.my_turn() or self.seer is None:
            legal, hidden = self.legal(), False
        else:
            if self._view_legal[0] is not state:
                self._view_legal = (state, self.game.legal_moves(state))
            legal, hidden = self._view_legal[1], True
        return turn_steps(state, legal, hidden), current_steps(state, legal, hidden)

    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    def steps_after(self, after: KamelohState) -> Steps:
        """The step panel of the first frame of a move to `after` played by the AI (it animates: nothing of
        it is the viewer's to decide)."""
        state, hidden = self.seen(after), self.seer is not None
        legal = self.game.legal_moves(state)
        now = (turn_steps(state, legal, hidden), current_steps(state, legal, hidden))
        return view.steps_part(self.app, state, now, False, self.compact, self.steps_rect, self.names())

    def view_now(self) -> KamelohView | None:
        """The frame's view (view.build) of the table shown, the pick, the hint, the attack and the sprites."""
        d = self.display
        if d is None:
            return None
        app, settings, picker = self.app, self.app.settings, self.picker
        mine, animating = self.my_turn(), self.animating
        see = Seeing(
            app.t,
            self.names(),  # type: ignore[arg-type]
            settings.language,
            settings.colour_blind,
            settings.show_legal_moves,
            self.seer,
            mine,
            animating,
            app.time,
        )
        said = self.worded(d.state, see)
        plan, preview = self.attack_plan(d, mine, animating)
        return view.build(
            app,
            d,
            self.table,
            picker,
            see,
            said=said,
            hover=self.hover,
            hover_pos=self.hover_pos,
            hint=self.hint_move,
            pass_rect=self.pass_button.rect,
            plan=plan,
            outcome=None if preview is None else self.outcome(preview),
            caption=self.attack_caption(),
            ribbon=self.stage.ribbon.view(),
            ribbon_seat=self.stage.ribbon_seat,
            flyers=self.stage.flyers,
            decor=self.stage.effects.view(),
            cost=words.cost,
        )

    def worded(self, state: KamelohState, see: Seeing) -> Worded:
        """The view's words that follow from the state shown (view.worded), worked out once a state: again
        when the language, who decides or the seats' names change."""
        key = (self.app.tr.language, see.language, see.mine, see.animating, see.seer, self.compact, see.names)
        if self._said[0] is not state or self._said[1] != key:
            steps = view.steps_part(
                self.app,
                state,
                self.steps_now(),
                see.mine and not see.animating,
                self.compact,
                self.steps_rect,
                see.names,
            )
            self._said = (state, key, view.worded(self.app, state, see, steps))
        return self._said[2]

    def attack_plan(self, d: Display, mine: bool, animating: bool) -> tuple[tuple | None, Any]:
        """(attackers, targets) of the declared attack, or of the attack a player is about to make, with
        that move (a preview)."""
        state = d.state
        if state.attack is not None and not animating:
            return state.attack, None
        if mine and state.phase == "main":
            moves = [m for m in self.picker.current_options() if m[0] == "attack"]
            if not moves and self.attack_button.hover and self.attack_button.enabled:
                moves = [m for m in self.legal() if m[0] == "attack"]
            chips = self.picker.chips
            hovered = [m for r, m in chips if m[0] == "attack" and r.collidepoint(self.hover_pos)]
            if moves:
                preview = (hovered or moves)[0]
                return (preview[1], preview[2]), preview
        return None, None

    def attack_caption(self) -> tuple[str, ...]:
        """Over the attacks listed beside "Attack!": what they show, whether the defender may still answer,
        whether the end begins, and how to confirm."""
        picker, t = self.picker, self.app.t
        if picker.picked != ("attack",) or not picker.chips:
            return ()
        outcome = self.outcome(picker.chips[0][1])
        lines = [t("kameloh.outcome.title")]
        hovered = [m for r, m in picker.chips if r.collidepoint(self.hover_pos)]
        move = (hovered or [picker.chips[0][1]])[0]  # the fight in rules terms, of the entry shown
        lines += words.fight_words(self.app, self.state, move[1], move[2])
        if outcome.answer:
            lines.append(t("kameloh.outcome.answer", name=self.seats[1 - outcome.attacker].name))
        if any(self.outcome(m).end_begins for _r, m in picker.chips):
            lines.append(t("kameloh.outcome.end"))
        lines.append(t("kameloh.outcome.confirm"))
        return tuple(lines)

    # ------------------------------------------------------------------ drawing
    def draw_game(self, surface: pygame.Surface) -> None:
        # here, not in update: under the settings menu only the menu updates, and a switch of language
        # or of the colour-blind symbols shows on the cards at once
        self._configure_art()
        super().draw_game(surface)

    def panel_backdrop(self) -> Backdrop | None:
        """The bare table with the step panel in the side panel's column."""
        frame = self.frame()
        if frame is None:
            return None
        steps = frame.steps
        fonts = self.app.fonts
        table = draw.backdrop(frame.ground, self.table_art)
        return Backdrop(
            (frame.ground, steps),
            table,
            None if steps is None else lambda s: panel.draw_steps(s, steps, fonts),
        )

    def draw_background(self, surface: pygame.Surface) -> None:
        """What `panel_backdrop` holds, drawn in place: the bare table and the step panel."""
        frame = self.frame()
        if frame is not None:
            surface.blit(draw.backdrop(frame.ground, self.table_art), (0, 0))
            if frame.steps is not None:
                panel.draw_steps(surface, frame.steps, self.app.fonts)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The game's words, lists and cards over the table (panel.py), then the side panel, then the
        enlarged card under the pointer (over the side panel too)."""
        frame = self.frame()
        if frame is not None:
            panel.draw_panel(frame, self.table_art, surface)
        super().draw_panel(surface)
        if frame is not None and frame.tip is not None:
            panel.draw_tip(surface, frame.tip, self.art, self.app.fonts)

    def draw_board(self, surface: pygame.Surface) -> None:
        frame = self.frame()
        if frame is not None:
            draw.draw_board(frame, self.table_art, surface, self.layers)
