"""The Ka-Mel-Oh! scene: the camel card duel on screen.

The table is seen from one seat (see layout.py): its hand at the bottom, the other hand as small cards along
the top, the arena with two places per side in the middle, four oases and a desert per side. Only the
viewer's view of the state is ever drawn (`visible_state`), so a hand the viewer may not see shows backs.

Input: click a card (hand or face-up oasis top), an oasis pile or one of your monsters: the moves it can
make are listed next to it and their targets light up; click a target (or drag the card onto it) or an
entry of the list. Clicking a picked card again plays it when it can do one thing only. Clicking an oasis
while a hand card is picked tucks the card under it. Right click or Esc drops the pick; R turns the table.
"Attack!" and "End turn" (or "Let it happen" when answering an attack, "Done" in the last turn) are buttons.

Rooms (see docs/architecture.md): geometry and what is shown now (layout), picking (pick), the still
pictures (art, with the card faces of cards and the procedural pictures of paint), the per-frame drawing
(draw), the panel's words, lists and enlarged card (panel), animation of the rules' events (anim, morph),
decoration (fx), words (words), colours (palette).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame

from rules.kameloh import (
    SEARCH_PRICE,
    UNKNOWN,
    AttackOutcome,
    KamelohState,
    attack_outcome,
    card_pool,
    deciding_seat,
)
from scenes.engine import textlog, theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.i18n import Words
from scenes.engine.input import Action
from scenes.games.board_scene import GameScene
from scenes.games.tutorial import TutorialMixin
from scenes.widgets.side_panel import Backdrop

from . import art, draw, words
from .anim import Animator, animate
from .cards import MID, SMALL, CardArt
from .draw import Painter
from .fx import Effects, Flyer, Ribbon
from .layout import BUTTON_W, BUTTONS_X, STEP_BUTTONS, Display, Layout
from .palette import SEAT_RGB
from .panel import Panel, StepButton, TableButton
from .pick import Picker, Spot


class KamelohScene(GameScene):
    def __init__(self, app, session, demo: bool = False) -> None:
        self.art = CardArt(app.fonts)
        self.painter = Painter(app, self.art)
        self.panel = Panel(self, app, self.art)
        self.picker = Picker(self)
        self.effects = Effects(app.fonts)
        self.flyers: list[Flyer] = []
        self.ribbon = Ribbon()
        self.animator = Animator(self)
        self.view = Layout(0)
        self.display: Display | None = None
        self.user_flip = False
        self.hover: Spot | None = None
        self.hover_pos: tuple[int, int] = (-100, -100)
        self.still: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(1)  # see still_layer
        self.still_picture: pygame.Surface | None = None  # the one surface the still layer is drawn on
        self.still_state: Any = None  # the state that picture shows (see Display.still_key)
        self.still_parts: tuple | None = None  # what it was drawn of (see still_layer)
        self.still_ready: tuple | None = None  # a picture drawn ahead for a coming move (prepare_still)
        self.still_spare: pygame.Surface | None = None  # the picture to draw the next one on
        self.art_key: tuple | None = None
        self._legal: tuple[Any, list] = (None, [])
        self._outcomes: tuple[Any, dict] = (None, {})
        self._events: tuple = (None, None, [])
        super().__init__(app, session, demo)

    @property
    def animating(self) -> bool:
        return self.tweens.busy or bool(self.flyers)

    # ------------------------------------------------------------------ who sees what
    @property
    def seer(self) -> int | None:
        """The seat whose view is drawn (None: everything is shown, e.g. computer against computer)."""
        if not self.game.hidden_information or self.demo:
            return None
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
        return self.viewer if self.viewer is not None else (humans[0] if humans else None)

    def seen(self, state: KamelohState) -> KamelohState:
        seer = self.seer
        return state if seer is None else self.game.view(state, seer)

    def bottom_seat(self) -> int:
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
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
        self.view.fit(self.board_rect)
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
        # the step panel sits between the banner and the move list (compact in a tutorial)
        self.panel.compact = isinstance(self, TutorialMixin)
        if not self.panel.compact:
            self.buttons.widgets += list(self.step_buttons.values())
        bottom = self.history.rect.bottom
        self.history.rect.top = self.panel.steps_rect.bottom + 10
        self.history.rect.h = bottom - self.history.rect.top

    def sync(self) -> None:
        self._configure_art()
        self.view.bottom = self.bottom_seat()
        self.display = Display.of(self.visible_state())
        self.flyers.clear()
        self.picker.clear()
        self._refresh_hover()

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        animate(self, before, move, after)

    def ready_steps(self, state: Any, move: Any) -> list:
        """Before an AI's move is played, in the frames' spare time: its first frame's step panel (see
        Panel.prepare_steps; 1-2 ms as a step of a frame) and still table (`prepare_still`). The step
        panel is drawn by the frame after, if the spare time did not come."""
        done: list[bool] = []

        def steps() -> None:
            if not done:
                self.panel.prepare_steps(self.applied_ahead(state, move))
                done.append(True)

        def ahead() -> None:
            self.idle_later(steps)
            self.idle_later(lambda: self.prepare_still(state, move))
            after = self.applied_ahead(state, move)  # the pass button's words after it, while it animates
            self.idle_later(
                lambda: self.pass_button.ready(self.app, words.pass_label(self.app, after), False)
            )

        return [ahead, steps]

    def events(self, state: Any, move: Any) -> list:
        """The rules' events of `move` from `state`, kept for the move readied ahead (`prepare_still`)."""
        if self._events[0] is not state or self._events[1] != move:
            self._events = (state, move, self.game.events(state, move))
        return self._events[2]

    def prepare_still(self, state: Any, move: Any) -> None:
        """The still table as the first frame of `move` will show it (the state after it, with what the
        animation holds back at its start, as anim.Animator.run holds it back), drawn on a spare picture:
        that frame patches it where it differs (`still_layer`) instead of drawing most of it anew."""
        if self.state is not state or self.display is None or not draw.at_rest(self) or not art.KEEP:
            return
        before, after = self.seen(state), self.seen(self.applied_ahead(state, move))
        shown, kept = Display.of(after), self.display
        shown.dates = [float(p.dates) for p in before.players]
        shown.points = [float(p.points) for p in before.players]
        shown.hold_back(self.events(state, move), before, self.animator.sees_hand)
        self.display = shown  # the parts are drawn from the scene's display
        try:
            picture = self.still_spare or pygame.Surface(theme.LOGICAL_SIZE).convert()
            picture.blit(draw.backdrop(self), (0, 0))  # the base but for the panel's column
            hand = draw.still_bottom(self)
            parts = draw.part_list(self, hand)
            for key, _ in parts:
                draw.draw_part(self, picture, key, hand)
        finally:
            self.display = kept
        self.still_spare = None
        self.still_ready = (self.still_look(), after, picture, parts)

    def describe_move(self, state: Any, move: Any) -> str:
        humans = [i for i, s in enumerate(self.seats) if not s.is_ai]
        reveal = not humans or self.demo or (len(humans) == 1 and deciding_seat(state) == humans[0])
        return words.describe(self.app, state, move, reveal)

    def show_hint(self, move: Any) -> None:
        """The hinted move, marked on the table, and in a toast with why in a sentence."""
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
        if seat is None or self.seats[seat].is_ai:
            return
        if state.phase == "answer":
            self.show_ribbon(lambda: self.app.t("kameloh.ribbon.answer", name=self.seats[seat].name), seat)
            self.app.sound.play("turn")

    def seat_colours(self) -> list[tuple]:
        return list(SEAT_RGB)

    def seat_status(self) -> list[str]:
        return words.seat_status(self.state)

    def result_details(self) -> list[str]:
        return words.result_lines(self.app, self.session)

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

    # ------------------------------------------------------------------ input
    def handle(self, action: Action) -> None:
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
        super().handle(action)

    def handle_board(self, action: Action) -> bool:
        if not self.my_turn():
            return False
        return self.picker.handle(action)

    def _refresh_hover(self) -> None:
        self.hover = None if self.display is None else self.picker.hover_at(self.hover_pos)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.effects.update(dt * self.tweens.speed)
        self.ribbon.update(dt * min(self.tweens.speed, 3.0))
        super().update(dt)
        self._refresh_hover()
        mine = self.my_turn()
        legal = self.legal() if mine else []
        kinds = {m[0] for m in legal}
        self.attack_button.enabled = mine and "attack" in kinds
        self.pass_button.enabled = mine and ("pass",) in legal
        for kind, button in self.step_buttons.items():
            button.enabled = kind in kinds

    def _configure_art(self) -> None:
        key = (self.app.settings.language, self.app.settings.colour_blind)
        if key != self.art_key:
            self.art_key = key
            self.art.configure(key[0], key[1], self.app.t)

    def show_ribbon(self, text: Words, seat: int) -> None:
        self.ribbon.show(text, SEAT_RGB[seat], seat)
        self.app.sound.play("turn", 0.5)

    def draw(self, surface: pygame.Surface) -> None:
        # here, not in update: under the settings menu only the menu updates, and a switch of language
        # or of the colour-blind symbols shows on the cards at once
        self._configure_art()
        super().draw(surface)
        self.panel.draw(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        if self.backdrop_now is None:  # else the steps are in the frame's background (Backdrop.under)
            self.panel.draw_steps(surface)
        super().draw_panel(surface)

    def idle_steps(self) -> Iterator[None]:
        """The faces of both decks' cards at the hand's and the table's sizes, the cards in hands first: a
        face drawn for the first time cost its frame 3-4 ms (a card flying in from a pile)."""
        pool, players = card_pool(), self.state.players
        first = [c for p in players for c in p.hand if c != UNKNOWN]
        for index in dict.fromkeys([*first, *(c for p in players for c in pool.decks[p.deck].cards)]):
            for size in (MID, SMALL):
                self.art.face(index, size)
                yield

    def panel_backdrop(self) -> Backdrop:
        return self._table()

    def _table(self) -> Backdrop:
        """The still layer at rest, drawn over the table with the side panel's column in it (`table_base`);
        else that table itself."""
        if draw.at_rest(self):
            key, picture = self.still_layer()
            return Backdrop(key, picture, self.panel.draw_steps, composed=True)  # (under: for the margin)
        return self.table_base()

    def still_layer(self) -> tuple[tuple, pygame.Surface]:
        """(key, picture): the table with everything that only changes with the state (piles, plaques, arena,
        the hands while they neither lift nor glow), blitted as one picture: redrawing them took 2-3 ms of CPU
        in every frame of a move's animation. It lies over the table with the side panel's column already in
        it, so that it is the frame's whole background. When the shown state changes (a card arrives, a number
        counts), only the places of the parts that changed are drawn anew (1.2-2 ms when all was redrawn)."""
        base = self.panel_picture(self.table_base())  # the table with the side panel's column: one copy
        d, hand = self.display, draw.still_bottom(self)
        bottom = None if hand is None else (tuple(hand[0]), tuple(map(tuple, hand[1])))
        look = self.still_look()
        key = (d.still_key(), look, bottom, self.side_panel.solid_key)

        def build() -> pygame.Surface:
            # one picture, drawn over: a new one and its conversion cost ~0.6 ms, several times in a move
            layer = self.still_picture
            if layer is None:
                layer = self.still_picture = pygame.Surface(theme.LOGICAL_SIZE).convert()
            self.still_state = d.state  # alive while its picture is kept: its id is not reused
            parts = draw.part_list(self, hand)
            before, self.still_parts = self.still_parts, (look, key[-1], parts)
            ready = self.still_ready
            if ready is not None and ready[0] == look and ready[1] == d.state:  # drawn by `prepare_still`
                self.still_ready, self.still_spare, layer = None, layer, ready[2]
                self.still_picture, before = layer, (look, None, ready[3])
            places = [pygame.Rect(layer.get_rect())]
            if before is not None and before[0] == look and art.KEEP and textlog.ACTIVE is None:
                # the parts that changed are drawn anew where they lay and lie, with all parts there
                kept = {k for k, _ in parts} & {k for k, _ in before[2]}
                places = [room for k, room in (*before[2], *parts) if k not in kept and room.w]
                places += [self.side_panel.column] if before[1] != key[-1] else []  # the panel's column
            for place in places:
                layer.set_clip(place)
                layer.blit(base, place, place)
                for k, room in parts:
                    if room.colliderect(place):
                        draw.draw_part(self, layer, k, hand)
            layer.set_clip(None)
            return layer

        return key, self.still.get(key, build)

    def still_look(self) -> tuple:
        """What every part of the still table depends on (a change draws it all anew)."""
        top = draw.top_hand_still(self)
        return (self.view.bottom, self.art_key, self.app.tr.language, top, id(self.app.fonts))

    def table_base(self) -> Backdrop:
        """The bare table, with the step panel, which lies in the side panel's column under its layer."""
        table = draw.backdrop(self)
        return Backdrop((id(table), self.panel.steps_key()), table, self.panel.draw_steps)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Without a backdrop (only when a test asks): the bare table and the still parts drawn on it."""
        surface.blit(draw.backdrop(self), (0, 0))
        if draw.at_rest(self):
            draw.draw_still(self, surface, draw.still_bottom(self))

    def draw_board(self, surface: pygame.Surface) -> None:
        draw.draw_board(self, surface)
        self.panel.draw_attack_caption(surface)
