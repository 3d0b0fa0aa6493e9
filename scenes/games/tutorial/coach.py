"""The coach: where a tutorial stands and what it lets the player do. It keeps the step index, the session
as each step found it (so "back" can return there), the refusal to show, and the opponent's replies still to
play. Pure logic on the real `GameSession`; the tutor (tutorial/tutor.py) asks it, and its card draws it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.session import GameSession

from .script import Script, Step, parse


@dataclass(frozen=True)
class Snapshot:
    """The session's lists at the moment a step began."""

    states: tuple
    moves: tuple
    notations: tuple
    movers: tuple

    @classmethod
    def of(cls, session: GameSession) -> Snapshot:
        s = session
        return cls(tuple(s.states), tuple(s.moves), tuple(s.notations), tuple(s.movers))

    def restore(self, session: GameSession) -> None:
        """Put the session back in place (the scene's helpers keep a reference to this very object)."""
        session.states[:] = self.states
        session.moves[:] = self.moves
        session.notations[:] = self.notations
        session.movers[:] = self.movers
        session._undo_memo = None


class Coach:
    def __init__(self, script: Script, session: GameSession) -> None:
        self.script = script
        self.session = session
        self.index = 0
        self.snapshots: list[Snapshot] = []  # snapshots[i]: the session when step i began
        self.done = False  # the player did what the step asks (its replies may still be running)
        self.replies: list = []  # the opponent's scripted moves still to play in this step (see Step.reply)
        self.refusal = ""  # translation key of the last refused action (shown until the step changes)
        self.refusals = 0  # how many actions were refused (tests and the card's shake read it)

    # ------------------------------------------------------------------ where we are
    @property
    def step(self) -> Step:
        return self.script.steps[self.index]

    @property
    def count(self) -> int:
        return len(self.script.steps)

    @property
    def last(self) -> bool:
        return self.index == self.count - 1

    def is_player(self, seat: int | None) -> bool:
        return seat == self.script.player

    # ------------------------------------------------------------------ moving between steps
    def enter(self, index: int) -> None:
        """Begin step `index`: build its position (or keep the previous step's end) and remember it."""
        step = self.script.steps[index]
        if step.position is not None:
            state = step.position()
            Snapshot((state,), (), (), ()).restore(self.session)
        del self.snapshots[index:]
        self.snapshots.append(Snapshot.of(self.session))
        self.index = index
        self.done = False
        self.replies = []
        self.refusal = ""

    def back(self) -> bool:
        """Step back: to this step's start when something happened in it (the player's move, Continue),
        else to the previous step's start. False on an untouched first step."""
        moved = len(self.session.states) != len(self.snapshots[self.index].states)
        if not (self.done or moved):
            if self.index == 0:
                return False
            self.index -= 1
        self.snapshots[self.index].restore(self.session)
        del self.snapshots[self.index + 1 :]
        self.done = False
        self.replies = []
        self.refusal = ""
        return True

    def press_continue(self) -> bool:
        """Continue on a reading step: its replies start. False when the step waits for a move instead."""
        if not self.step.waits_for_continue or self.done:
            return False
        self.done = True
        self.replies = list(self.step.reply)
        return True

    def ready_for_next(self) -> bool:
        """The step's task and its replies are done (the scene adds: nothing animates any more)."""
        return self.done and not self.replies and not self.last

    # ------------------------------------------------------------------ the player's moves
    def judge(self, move: Any) -> str:
        """ "" when the player's move is what the step asks for, else the key of the sentence that says why
        it is refused."""
        step = self.step
        if self.done:
            return "tutorial.wrong.wait"
        if step.waits_for_continue:
            return "tutorial.wrong.continue"
        if step.accepts(self.session.game, self.session.state, move):
            return ""
        return step.refusal(self.session.state, move)

    def refuse(self, key: str) -> None:
        self.refusal = key
        self.refusals += 1

    def accepted(self) -> None:
        """The player's expected move was played: the opponent's replies follow."""
        self.done = True
        self.refusal = ""
        self.replies = list(self.step.reply)

    # ------------------------------------------------------------------ the opponent
    def next_reply(self) -> Any | None:
        """The opponent's next scripted move as a move of the current position, or None."""
        if not self.replies:
            return None
        return parse(self.session.game, self.session.state, self.replies[0])

    def reply_played(self) -> None:
        if self.replies:
            self.replies.pop(0)
