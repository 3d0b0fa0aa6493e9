"""How an AI seat's turn runs in a game scene: the request to the AI process, the reply polled frame by
frame, the move readied ahead and played once the minimum "thinking…" time is over.

Readied ahead: after the reply arrives, the work that the frame of the move would otherwise do on top of
starting the animation is done in steps: the move checked and applied by the session (GameSession.prepare:
the legal moves, the notation, the new position; an illegal reply is caught here, before it is worded),
the move's words, then the move list's rows with it (MoveList.prepare), then what the game readies itself
(GameScene.ready_steps: Ka-Mel-Oh!'s step panel, Down Under's layers and tray). The steps run in the frames'
spare time (StillFrames.idle, in the pacer's wait), as many as fit; a frame's update runs one only when the
spare time of the frame before made no progress (a frame that overran its slot has none). The move is played
once the steps are done and the thinking time is over: what is drawn is the same.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from rules.ai import choose_move
from scenes.engine import theme


class AiTurns:
    """Mixed into GameScene (which has the session, the seats, the AI process, play and describe_move)."""

    _steps_ahead: list[Callable[[], object]]
    _words_ahead: tuple | None  # (state, move, language, the move's words), for GameScene.play
    _play_ahead: Any  # the session's PreparedMove of the AI's move, for GameScene.play
    _steps_seen: int  # how many steps were left at the last update (progress made in the spare time?)

    def _drive_ai(self) -> None:
        session = self.session
        seat = session.to_move
        if seat is None or self.tweens.busy or self.finished:
            return
        if not self.seats[seat].is_ai:
            return
        if self.thinking_since is None:
            self.thinking_since = time.monotonic()
            self.ai_move = None
            level = self.seats[seat].level
            self.app.ai.request(
                self._game_ref(),
                self.game.view(self.state, seat),
                seat,
                level,
                session.seed * 1000 + len(session.moves),
                0,
            )
            return
        if self.ai_move is None:
            reply = self.app.ai.poll()
            if reply is None:
                return
            move = reply.move
            if reply.error or move is None:  # an illegal move is caught by the legality step
                move = self._stand_in(seat)
            self.ai_move = move
            self._ready_ahead(move)
            return
        if self._steps_ahead:
            if len(self._steps_ahead) == self._steps_seen:  # the spare time made no progress: one here
                self.run_step_ahead()
            self._steps_seen = len(self._steps_ahead)
            return
        if time.monotonic() - self.thinking_since >= self.think_time:
            move, self.ai_move, self.thinking_since = self.ai_move, None, None
            self.play(move)

    def _stand_in(self, seat: int) -> Any:
        """The AI process failed or replied with an illegal move: say so, and play a quick easy move."""
        self.app.toast(lambda: self.app.t("game.ai_failed"), 3.0, theme.BAD)
        view = self.game.view(self.state, seat)
        return choose_move(self.game, view, seat, "easy", seed=1, deadline=time.monotonic() + 0.2)

    def run_step_ahead(self) -> bool:
        """Run the next step readying the AI's move; False when none is left."""
        if not self._steps_ahead:
            return False
        self._steps_ahead.pop(0)()
        return True

    def applied_ahead(self, state: Any, move: Any) -> Any:
        """The position after `move` from `state`: the one the session prepared ahead when it is that move's
        (a game's ready steps need it too), else applied now."""
        ahead = self._play_ahead
        if ahead is not None and ahead.before is state and ahead.move == move:
            return ahead.after
        return self.game.apply(state, move)

    def _ready_ahead(self, move: Any) -> None:
        """Queue the work of playing `move` that can be done before it is played, a step a frame: the
        frame of the move then finds the words and the list's picture kept. Nothing visible changes."""
        state, seat, language = self.state, self.session.to_move, self.app.tr.language
        self._words_ahead = None

        def words() -> None:
            self._words_ahead = (state, move, language, self.describe_move(state, move))

        def rows() -> None:
            if self._words_ahead is not None and self.state is state and seat is not None:
                self.history.prepare(self.app, self._words_ahead[3], self.entry_colour(seat))

        def legality() -> None:  # checked and applied now; GameScene.play records it with `prepared`
            if self.state is state:
                try:
                    self._play_ahead = self.session.prepare(move)
                except ValueError:  # an illegal reply: a stand-in move, readied from the start
                    self._play_ahead = None
                    if seat is not None and self.ai_move == move:
                        self.ai_move = self._stand_in(seat)
                        self._ready_ahead(self.ai_move)

        self._play_ahead = None
        # the check first: an illegal move is never worded
        self._steps_ahead = [legality, words, rows, *self.ready_steps(state, move)]
        self._steps_seen = len(self._steps_ahead)
        self.idle_pending = True  # the steps go first in the frames' spare time (StillFrames.idle)
