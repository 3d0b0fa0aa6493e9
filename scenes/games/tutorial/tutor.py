"""The tutor: what a game scene owns in tutorial mode (`GameScene.tutor`; None in a normal game). It holds the
script, the coach (where the tutorial stands), the coach's card and the clock of the opponent's replies, and
reaches the scene only through `TutoredScene`, the few public members it needs of it.

The game's scene stays the game's own class (its board, picking, animations and rules); the scene asks its
tutor at a few named points (scenes/games/board_scene.py): a move the step does not ask for is refused with
the step's sentence (`admits`) and the step waits, an accepted one starts the opponent's scripted replies
(`played`), which the tutor plays instead of the AI (`update`); the card takes input first (`handle`) and is
drawn over the frame (`draw`); undo, hint and restart are the tutor's (`step_back`, `show`, `restart`); the
game's end opens no results, and nothing is ever saved.
"""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from rules.errors import IllegalMove
from rules.session import GameSession
from scenes.engine.input import Action

from .card import CoachCard
from .coach import Coach
from .script import Script

if TYPE_CHECKING:
    from scenes.engine.app import App
    from scenes.engine.tween import Tweener
    from scenes.widgets.controls import Button
    from scenes.widgets.movelist import MoveList

REPLY_SECONDS = 0.6  # an opponent's scripted reply follows after this long (at the game's speed)


class TutoredScene(Protocol):
    """What the tutor needs of the game scene that owns it (all public: GameScene's)."""

    app: App
    session: GameSession
    tweens: Tweener
    history: MoveList
    undo_button: Button
    hint_button: Button
    board_rect: pygame.Rect
    finished: bool
    thinking_since: float | None

    @property
    def turn_announced(self) -> bool: ...

    def sync(self) -> None: ...

    def announce_turn_again(self) -> None: ...

    def show_session(self) -> None: ...

    def play(self, move: Any) -> bool: ...

    def quit_to_title(self) -> None: ...


class Tutor:
    """A tutorial's run on a game scene: built with the script and the session, then `begin(scene)` once the
    scene that owns it is built (tutorial/__init__.py: `tutorial_scene`)."""

    quit_label = "tutorial.quit"  # the pause menu's "save and quit": a tutorial is left, never saved
    restarts = True
    again_label = "results.again"
    undo_label = "game.undo"  # the panel keeps the game's words (its Undo is the tutor's Back)
    hint_label = "game.hint"  # (its Hint the tutor's Show)
    sees_all = False  # the learner sees the table as a player does
    board_plays = True  # the learner plays on the board (a move the step does not ask for is refused)
    shows_results = False  # the game's end is a step like any other

    table: TutoredScene
    card: CoachCard

    def __init__(self, script: Script, session: GameSession) -> None:
        self.script = script
        self.session = session
        self.coach = Coach(script, session)
        self.reply_clock = 0.0

    def begin(self, table: TutoredScene) -> None:
        """Take the scene's side panel (the card over the move list; undo and hint keep the game's words,
        the card's own buttons have words of their own) and show the first step."""
        self.table = table
        app = table.app
        self.card = CoachCard(app, table.history.rect, self.step_back, self.press_continue)
        self.goto(0)

    # ------------------------------------------------------------------ steps
    def goto(self, index: int) -> None:
        if self.coach.script.steps[index].position is not None:
            self.table.app.toasts = []  # a prepared table: what the steps before said is not about it
        self.coach.enter(index)
        self.show_position()

    def step_back(self) -> None:
        """Back (the scene's undo, U): to the start of this step, or of the one before."""
        if self.coach.back():
            self.table.app.sound.play("click")
            self.show_position()
        else:
            self.table.app.sound.play("error", 0.5)

    def restart(self) -> None:
        self.goto(0)

    def press_continue(self) -> None:
        coach = self.coach
        if self.can_finish():
            self.finish()
        elif coach.press_continue():
            self.table.app.sound.play("click")
            self.reply_clock = 0.0
        else:
            self.table.app.sound.play("error", 0.5)

    def laid_for_now(self, move: Any) -> None:
        """A move shown on the table before it is confirmed (Down Under's card laid for now): the red note of
        an earlier refusal goes as soon as the move lying there is the one the step asks for."""
        if self.coach.refusal and not self.coach.judge(move):
            self.coach.refusal = ""

    def finish(self) -> None:
        """Back to the title; a script that taught an option the set-up has off by default opens the set-up
        with it on, for the player's first own game."""
        self.table.quit_to_title()
        if self.script.then:
            self.table.app.open("setup", self.script.game_id, dict(self.script.then))

    def show_position(self) -> None:
        """Show the session as it is now, without animation (a new step's position or a step back)."""
        self.table.show_session()
        self.reply_clock = 0.0
        self.card.new_step()

    def can_continue(self) -> bool:
        coach = self.coach
        return coach.step.waits_for_continue and not coach.done

    def can_finish(self) -> bool:
        return self.coach.last and (self.coach.done or self.coach.step.waits_for_continue)

    def board_open(self) -> bool:
        """The step waits for the player's move on the board."""
        coach = self.coach
        return not coach.step.waits_for_continue and not coach.done

    def show(self) -> None:
        """ "Show" (the scene's hint, H): the highlights flash and the card shakes, to draw the eye to both."""
        self.card.flash = 1.0
        self.card.shake = 0.3

    # ------------------------------------------------------------------ moves
    def admits(self, move: Any) -> bool:
        """Whether the scene may play `move`: the opponent's always (the scripted replies, and passes the
        scene plays for it); the player's only when the step asks for it, else it is refused here."""
        coach = self.coach
        if not coach.is_player(self.session.to_move):
            return True
        why = coach.judge(move)
        if why:
            self.refuse(why)
            return False
        return True

    def played(self, seat: int) -> None:
        """A move of `seat` was played: the player's is the step's, and the opponent's replies follow."""
        if self.coach.is_player(seat):
            self.coach.accepted()
            self.reply_clock = 0.0

    def refuse(self, key: str) -> None:
        """Say why, put the pieces back where they stand, and let the step wait."""
        table = self.table
        self.coach.refuse(key)
        self.card.shake = 0.4
        table.app.sound.play("error")  # the sentence is on the card (a toast would cover its buttons)
        if not table.tweens.busy:
            table.sync()
            table.announce_turn_again()

    def play_reply(self, dt: float) -> None:
        """The opponent's next scripted reply, once its time has come (the opponent never asks the AI)."""
        table, coach = self.table, self.coach
        seat = self.session.to_move
        if seat is None or coach.is_player(seat) or table.tweens.busy or table.finished:
            return
        if not coach.replies:
            table.thinking_since = None
            return
        if table.thinking_since is None:
            table.thinking_since = time.monotonic()  # the banner shows "thinking…"
        app = table.app
        self.reply_clock += dt * app.speed_boost * max(0.25, app.settings.animation_speed)
        if self.reply_clock < REPLY_SECONDS:
            return
        self.reply_clock = 0.0
        table.thinking_since = None
        try:
            move = coach.next_reply()
        except (IllegalMove, ValueError) as exc:  # a script's bug (its tests catch it): never hang on it
            print(f"tutorial {self.script.game_id}, step {coach.index}: bad reply: {exc}", file=sys.stderr)
            coach.replies = []
            return
        if table.play(move):
            coach.reply_played()
        else:
            coach.replies = []

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> bool:
        """The card's buttons, Enter for Continue, and a press on a board that waits for no move (refused);
        True when the action was used (the game does not see it)."""
        table = self.table
        if self.card.handle(action):
            return True
        if action.name == "confirm" and (self.can_continue() or self.can_finish()):
            self.press_continue()
            return True
        if (
            action.kind == "press"
            and table.board_rect.collidepoint(action.pos)
            and not self.board_open()
            and not table.tweens.busy
            and not self.coach.ready_for_next()
        ):
            self.refuse(self.press_words())
            return True
        return False

    def toast_area(self) -> pygame.Rect:
        """A toast lies on the card's body, above its buttons: never over the table the step is about."""
        return self.card.toast_area()

    def press_words(self) -> str:
        """Why a press on the board does nothing now, naming the button the card shows (the last step's
        reads Finish, not Continue)."""
        if self.can_finish():
            return "tutorial.wrong.finish"
        return "tutorial.wrong.continue" if self.can_continue() else "tutorial.wrong.wait"

    def update(self, dt: float) -> None:
        """After the game's frame: the card, Back and Show, the replies, and the next step once this one is
        done and everything has settled."""
        table = self.table
        self.card.update(dt)
        table.undo_button.enabled = self.coach.index > 0
        table.hint_button.enabled = True
        self.play_reply(dt)
        settled = table.finished or table.turn_announced
        if self.coach.ready_for_next() and not table.tweens.busy and settled:
            self.goto(self.coach.index + 1)

    def marks(self) -> list[pygame.Rect]:
        """The highlighted places' rectangles now (none while something moves or the step is done)."""
        if self.table.tweens.busy or self.coach.done:
            return []
        found = (self.script.mark(self.table, place) for place in self.coach.step.highlight)
        return [rect for rect in found if rect is not None]

    def draw(self, surface: pygame.Surface) -> None:
        """Over the game's frame: the highlights and the card."""
        self.card.draw(surface, self.coach, self.marks(), self.can_continue() or self.can_finish())
