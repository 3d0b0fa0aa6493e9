"""How an AI seat's turn runs in a game scene: the request to the AI process, the reply polled frame by
frame, the move readied ahead and played once the minimum "thinking…" time is over. `AiTurns` is an object
the game scene owns (`GameScene.ai_turns`); it reaches the scene only through `Table`, the few public members
it needs.

Readied ahead: after the reply arrives, the work that the frame of the move would otherwise do on top of
starting the animation is done in steps: the move checked and applied by the session (GameSession.prepare:
the legal moves, the notation, the new position; an illegal reply is caught here, before it is worded),
the move's words, then the move list's rows with it (MoveList.prepare), then what the game readies itself
(GameScene.ready_steps: Ka-Mel-Oh!'s step panel, Down Under's layers and tray). The steps run in the frames'
spare time (GameScene.idle, first in line), as many as fit; a frame's update runs one only when the spare
time of the frame before made no progress (a frame that overran its slot has none). The move is played once
the steps are done and the thinking time is over: what is drawn is the same.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from rules.ai import choose_move, game_ref
from rules.session import GameSession, PreparedMove
from scenes.engine import theme
from scenes.engine.tween import Tweener
from scenes.widgets.movelist import MoveList

if TYPE_CHECKING:
    from scenes.engine.app import App


class Table(Protocol):
    """What the AI's turns need of the game scene that owns them (all public: GameScene's)."""

    app: App
    session: GameSession
    tweens: Tweener
    history: MoveList
    finished: bool
    idle_pending: bool

    @property
    def think_time(self) -> float: ...

    def play(self, move: Any) -> bool: ...

    def describe_move(self, state: Any, move: Any) -> str: ...

    def entry_colour(self, seat: int) -> tuple: ...

    def ready_steps(self, state: Any, move: Any) -> list[Callable[[], object]]: ...


def game_ref_of(game: Any) -> str:
    """How the AI process finds `game` (by id, or a test's toy game by its class path)."""
    import rules

    return game_ref(game, rules.GAMES)


class AiTurns:
    def __init__(self, table: Table) -> None:
        self.table = table
        self.thinking_since: float | None = None  # asked the AI process at (the banner says "thinking…")
        self.move: Any = None  # the reply, waiting for the steps ahead and the minimum thinking time
        self.steps: list[Callable[[], object]] = []  # the work of playing `move` done before it is played
        self.steps_seen = -1  # how many steps were left at the last drive (progress made in the spare time?)
        self.words: tuple | None = None  # (state, move, language, the move's words), for GameScene.play
        self.prepared: PreparedMove | None = None  # the session's check and application of `move`

    @property
    def readying(self) -> bool:
        """Steps readying the AI's move are left (they go first in the frames' spare time)."""
        return bool(self.steps)

    def drive(self) -> None:
        """One frame of an AI seat's turn: ask, wait for the reply, ready it, play it."""
        table = self.table
        session = table.session
        seat = session.to_move
        if seat is None or table.tweens.busy or table.finished:
            return
        if not session.seats[seat].is_ai:
            return
        app = table.app
        if self.thinking_since is None:
            self.thinking_since = time.monotonic()
            self.move = None
            level = session.seats[seat].level
            app.ai.request(
                game_ref_of(session.game),
                session.game.view(session.state, seat),
                seat,
                level,
                session.seed * 1000 + len(session.moves),
                0,
            )
            return
        if self.move is None:
            reply = app.ai.poll()
            if reply is None:
                return
            move = reply.move
            if reply.error or move is None:  # an illegal move is caught by the legality step
                move = self.stand_in(seat)
            self.move = move
            self.ready(move)
            return
        if self.steps:
            if len(self.steps) == self.steps_seen:  # the spare time made no progress: one here
                self.run_step()
            self.steps_seen = len(self.steps)
            return
        if time.monotonic() - self.thinking_since >= table.think_time:
            move, self.move, self.thinking_since = self.move, None, None
            table.play(move)

    def stand_in(self, seat: int) -> Any:
        """The AI process failed or replied with an illegal move: say so, and play a quick easy move."""
        app, session = self.table.app, self.table.session
        app.toast(lambda: app.t("game.ai_failed"), 3.0, theme.BAD)
        view = session.game.view(session.state, seat)
        return choose_move(session.game, view, seat, "easy", seed=1, deadline=time.monotonic() + 0.2)

    def run_step(self) -> bool:
        """Run the next step readying the AI's move; False when none is left."""
        if not self.steps:
            return False
        self.steps.pop(0)()
        return True

    def applied_ahead(self, state: Any, move: Any) -> Any:
        """The position after `move` from `state`: the one the session prepared ahead when it is that move's
        (a game's ready steps need it too), else applied now."""
        ahead = self.prepared
        if ahead is not None and ahead.before is state and ahead.move == move:
            return ahead.after
        return self.table.session.game.apply(state, move)

    def take_prepared(self) -> PreparedMove | None:
        """The move readied by the session, handed to the play that records it (and forgotten here)."""
        prepared, self.prepared = self.prepared, None
        return prepared

    def take_words(self, before: Any, move: Any, language: str) -> str | None:
        """The words readied for `move` from `before` in `language`, or None (and forgotten either way)."""
        ahead, self.words = self.words, None
        if ahead is not None and ahead[0] is before and ahead[1:3] == (move, language):
            return ahead[3]
        return None

    def cancel(self) -> None:
        """Forget the turn under way (an undo): no reply waited for, nothing readied."""
        self.thinking_since = None
        self.move = None
        self.steps = []
        self.prepared = None

    def ready(self, move: Any) -> None:
        """Queue the work of playing `move` that can be done before it is played, a step a frame: the
        frame of the move then finds the words and the list's picture kept. Nothing visible changes."""
        table = self.table
        session = table.session
        state, seat, language = session.state, session.to_move, table.app.tr.language
        self.words = None

        def words() -> None:
            self.words = (state, move, language, table.describe_move(state, move))

        def rows() -> None:
            if self.words is not None and session.state is state and seat is not None:
                table.history.prepare(table.app, self.words[3], table.entry_colour(seat))

        def legality() -> None:  # checked and applied now; GameScene.play records it with `prepared`
            if session.state is state:
                try:
                    self.prepared = session.prepare(move)
                except ValueError:  # an illegal reply: a stand-in move, readied from the start
                    self.prepared = None
                    if seat is not None and self.move == move:
                        self.move = self.stand_in(seat)
                        self.ready(self.move)

        self.prepared = None
        # the check first: an illegal move is never worded
        self.steps = [legality, words, rows, *table.ready_steps(state, move)]
        self.steps_seen = len(self.steps)
        table.idle_pending = True  # the steps go first in the frames' spare time (GameScene.idle)
