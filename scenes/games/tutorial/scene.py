"""The tutorial layered on a game's real scene: `tutorial_scene_class(cls)` puts `TutorialMixin` in front of
the game's `GameScene` subclass, so the board, the picking, the animations and the rules are the game's own.
The mixin only filters `play(move)` through the coach (a move the step does not ask for is refused with the
step's sentence, and the step waits), plays the opponent's scripted replies instead of asking the AI, draws
the coach's card and highlights, and never writes a save."""

from __future__ import annotations

import sys
import time
from typing import Any

import pygame

from rules.errors import IllegalMove
from scenes.engine.input import Action

from .card import CoachCard
from .coach import Coach
from .script import Script

_CLASSES: dict[type, type] = {}


class TutorialMixin:
    """Methods that take precedence over GameScene's (see the module's docstring). `self` is the game scene."""

    coach: Coach
    card: CoachCard
    quit_label = "tutorial.quit"  # the pause menu's "save and quit": a tutorial is left, never saved

    def __init__(self, app, session, script: Script) -> None:
        self.script = script
        self.coach = Coach(script, session)
        self.reply_clock = 0.0
        super().__init__(app, session)  # type: ignore[call-arg]
        self.card = CoachCard(app, self.history.rect, self.step_back, self.press_continue)
        self.goto(0)

    # ------------------------------------------------------------------ steps
    def goto(self, index: int) -> None:
        self.coach.enter(index)
        self._show_position()

    def step_back(self) -> None:
        if self.coach.back():
            self.app.sound.play("click")
            self._show_position()
        else:
            self.app.sound.play("error", 0.5)

    def press_continue(self) -> None:
        coach = self.coach
        if self._can_finish():
            self.finish_tutorial()
        elif coach.press_continue():
            self.app.sound.play("click")
            self.reply_clock = 0.0
        else:
            self.app.sound.play("error", 0.5)

    def finish_tutorial(self) -> None:
        self.quit_to_title()

    def _show_position(self) -> None:
        """Show the session as it is now, without animation (a new step's position or a step back)."""
        self.tweens.cancel_all()
        self.thinking_since = None
        self.ai_move = None
        self.hint_move = None
        self.finished = False
        self.sync()
        self._rebuild_history()
        self.announce_turn_again()
        self.reply_clock = 0.0
        self.card.new_step()

    def can_continue(self) -> bool:
        coach = self.coach
        return coach.step.waits_for_continue and not coach.done

    def board_open(self) -> bool:
        """The step waits for the player's move on the board."""
        coach = self.coach
        return not coach.step.waits_for_continue and not coach.done

    # ------------------------------------------------------------------ moves
    def play(self, move: Any) -> bool:
        coach = self.coach
        if not coach.is_player(self.session.to_move):
            return super().play(move)  # the scripted replies, and passes the scene plays for the opponent
        why = coach.judge(move)
        if why:
            self.refuse(why)
            return False
        if not super().play(move):
            return False
        coach.accepted()
        self.reply_clock = 0.0
        return True

    def refuse(self, key: str) -> None:
        """Say why, put the pieces back where they stand, and let the step wait."""
        self.coach.refuse(key)
        self.card.shake = 0.4
        self.app.sound.play("error")  # the sentence is on the card (a toast would cover its buttons)
        if not self.tweens.busy:
            self.sync()
            self.announce_turn_again()

    def _drive_ai(self) -> None:
        """The opponent never asks the AI: its moves are the script's replies (played in `update`)."""

    def _play_reply(self, dt: float) -> None:
        seat = self.session.to_move
        if seat is None or self.coach.is_player(seat) or self.tweens.busy or self.finished:
            return
        if not self.coach.replies:
            self.thinking_since = None
            return
        if self.thinking_since is None:
            self.thinking_since = time.monotonic()  # the banner shows "thinking…"
        self.reply_clock += dt * self.app.speed_boost * max(0.25, self.app.settings.animation_speed)
        if self.reply_clock < 0.6:
            return
        self.reply_clock = 0.0
        self.thinking_since = None
        try:
            move = self.coach.next_reply()
        except (IllegalMove, ValueError) as exc:  # a script's bug (its tests catch it): never hang on it
            print(
                f"tutorial {self.script.game_id}, step {self.coach.index}: bad reply: {exc}", file=sys.stderr
            )
            self.coach.replies = []
            return
        if self.play(move):
            self.coach.reply_played()
        else:
            self.coach.replies = []

    def game_over(self) -> None:
        """The game's end is a step of the tutorial like any other: no results screen."""
        self.finished = True

    # ------------------------------------------------------------------ the base's commands
    def undo(self) -> None:
        self.step_back()

    def ask_hint(self) -> None:
        """ "Show" (H): the highlights flash and the card shakes, to draw the eye to both."""
        self.card.flash = 1.0
        self.card.shake = 0.3

    def restart(self) -> None:
        self.goto(0)

    @property
    def keeps_saves(self) -> bool:
        """A tutorial never replaces the player's saved game of its kind, nor its picture (the pause menu's
        "save and quit" only quits)."""
        return False

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        if self.card.handle(action):
            return
        if action.name == "confirm" and (self.can_continue() or self._can_finish()):
            self.press_continue()
            return
        if (
            action.kind == "press"
            and self.board_rect.collidepoint(action.pos)
            and not self.board_open()
            and not self.tweens.busy
            and not self.coach.ready_for_next()
        ):
            self.refuse("tutorial.wrong.continue" if self.can_continue() else "tutorial.wrong.wait")
            return
        super().handle(action)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.card.update(dt)
        self.undo_button.enabled = self.coach.index > 0
        self.hint_button.enabled = True
        self._play_reply(dt)
        settled = self.finished or self.turn_announced
        if self.coach.ready_for_next() and not self.tweens.busy and settled:
            self.goto(self.coach.index + 1)

    def marks(self) -> list[pygame.Rect]:
        """The highlighted places' rectangles now (none while something moves or the step is done)."""
        if self.tweens.busy or self.coach.done:
            return []
        found = (self.script.mark(self, place) for place in self.coach.step.highlight)
        return [rect for rect in found if rect is not None]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.card.draw(surface, self.coach, self.marks(), self.can_continue() or self._can_finish())

    def _can_finish(self) -> bool:
        return self.coach.last and (self.coach.done or self.coach.step.waits_for_continue)


def tutorial_scene_class(game_scene: type) -> type:
    """The game's scene class with the tutorial in front of it (made once per class)."""
    cls = _CLASSES.get(game_scene)
    if cls is None:
        cls = type(f"Tutorial{game_scene.__name__}", (TutorialMixin, game_scene), {})
        _CLASSES[game_scene] = cls
    return cls
