"""How an AI seat's turn runs in a game scene: the request to the AI process, the reply polled frame by
frame, the move readied ahead and played once the minimum "thinking…" time is over.

Readied ahead: after the reply arrives, the frames that follow (while "thinking…" still shows) do one step
each of the work that the frame of the move would otherwise do on top of starting the animation: the
move's words, then the move list's rows with it (MoveList.prepare), then the move checked and applied by
the session (GameSession.prepare: the legal moves, the notation, the new position), then what the game
readies itself (GameScene.ready_steps: Ka-Mel-Oh!'s step panel, Down Under's layers and tray). The move is played in the frame after the last step,
as before once the thinking time is over: what is drawn is the same, the move only lands a frame per step
later (50-67 ms). The frame of the move does 0.4-1.5 ms less (tests/bench/bench_frames.py worst).
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
            if reply.error or move is None or move not in self.game.legal_moves(self.state):
                self.app.toast(lambda: self.app.t("game.ai_failed"), 3.0, theme.BAD)
                move = choose_move(
                    self.game,
                    self.game.view(self.state, seat),
                    seat,
                    "easy",
                    seed=1,
                    deadline=time.monotonic() + 0.2,
                )
            self.ai_move = move
            self._ready_ahead(move)
            return
        if self._steps_ahead:
            self._steps_ahead.pop(0)()
            return
        if time.monotonic() - self.thinking_since >= self.think_time:
            move, self.ai_move, self.thinking_since = self.ai_move, None, None
            self.play(move)

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
                except ValueError:  # an illegal reply: play() says why, as it would have anyway
                    self._play_ahead = None

        self._play_ahead = None
        self._steps_ahead = [words, rows, legality, *self.ready_steps(state, move)]
