"""The review of a finished game: a director (scenes/games/director.py) that steps the game's own scene
through the moves of a finished session.

The scene shows its session; the review keeps the whole game apart (`record`) and makes the scene's session
the game up to the move looked at: a step back or a jump cuts the session's lists or fills them from the
record and shows it without animation (`show_session`); a step forward plays the record's next move through
the scene's own `play`, so it animates exactly as it did in the game. Nobody plays on the board, the AI is
never asked, every hand is shown (the game is over), and nothing is saved.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from rules.ai import Mark
from rules.session import GameSession
from scenes.engine.input import Action

from . import words
from .card import ReviewCard
from .judging import Judging

if TYPE_CHECKING:
    from scenes.engine.app import App
    from scenes.engine.tween import Tweener
    from scenes.widgets.controls import Button
    from scenes.widgets.movelist import MoveList

JUMP = 10  # Page Up / Page Down step this many moves


class ReviewedScene(Protocol):
    """What the review needs of the game scene that owns it (all public: GameScene's)."""

    app: App
    session: GameSession
    tweens: Tweener
    history: MoveList
    undo_button: Button
    hint_button: Button

    def show_session(self) -> None: ...

    def play(self, move: Any) -> bool: ...

    def describe_move(self, state: Any, move: Any) -> str: ...

    def entry_colour(self, seat: int) -> tuple: ...

    def seat_colours(self) -> list[tuple]: ...

    def hint_reason(self, before: Any, move: Any, after: Any) -> str | None: ...

    def show_hint(self, move: Any, described: str | None = None) -> None: ...


def copy_session(session: GameSession) -> GameSession:
    """A session of its own with the same game (its lists copied; the states are never changed in place)."""
    return GameSession(
        session.game_id,
        list(session.seats),
        dict(session.options),
        session.seed,
        list(session.states),
        list(session.moves),
        list(session.notations),
        list(session.movers),
    )


class Review:
    """A finished game's review on a game scene: built with the finished session, then `begin(scene)` once
    the scene that owns it is built (scenes/games/review/__init__.py: `review_scene`)."""

    quit_label = "review.leave"
    restarts = True
    again_label = "results.again"
    undo_label = "review.back"
    hint_label = "review.forward"
    sees_all = True
    board_plays = False
    shows_results = False  # the end it steps to is only shown

    table: ReviewedScene
    card: ReviewCard

    def __init__(self, record: GameSession) -> None:
        self.record = copy_session(record)
        self.session = copy_session(record)  # the scene's: the game up to the move looked at
        self.stepping = False  # the review itself is playing the next move (the only move admitted)

    def begin(self, table: ReviewedScene, judge: bool = True) -> None:
        """Show the game's end, and start the judging (`judge`) in the AI process."""
        self.table = table
        self.judging = Judging(table.app.ai, self.record)
        self.card = ReviewCard(table.app, table.history.rect, self)
        self.go_to(self.total)
        if judge:
            self.judging.start()

    # ------------------------------------------------------------------ where the review stands
    @property
    def total(self) -> int:
        return len(self.record.moves)

    @property
    def at(self) -> int:
        """The number of moves played in the position shown."""
        return len(self.session.moves)

    def go_to(self, index: int) -> None:
        """Show the position after `index` moves at once (no animation)."""
        index = max(0, min(self.total, index))
        session, record = self.session, self.record
        if index < self.at:
            del session.states[index + 1 :]
            del session.moves[index:]
            del session.notations[index:]
            del session.movers[index:]
        elif index > self.at:
            start = self.at
            session.states.extend(record.states[start + 1 : index + 1])
            session.moves.extend(record.moves[start:index])
            session.notations.extend(record.notations[start:index])
            session.movers.extend(record.movers[start:index])
        self.table.show_session()
        self.card.follow(self.at)

    def forward(self) -> None:
        """One move on, played with the game's own animation (a running one is finished first)."""
        if self.at >= self.total:
            self.table.app.sound.play("error", 0.4)
            return
        table = self.table
        table.tweens.skip_all()
        self.stepping = True
        try:
            played = table.play(self.record.moves[self.at])
        finally:
            self.stepping = False
        if not played:  # the record no longer replays (never for a loaded session): show it as it is
            self.go_to(self.at + 1)
        self.card.follow(self.at)

    # ------------------------------------------------------------------ the director's seams
    def admits(self, move: Any) -> bool:
        """Only the review's own steps are played (a scene's forced pass waits for the player's step)."""
        return self.stepping

    def played(self, seat: int) -> None:
        pass

    def step_back(self) -> None:
        if self.at == 0:
            self.table.app.sound.play("error", 0.4)
            return
        self.go_to(self.at - 1)

    def show(self) -> None:
        self.forward()

    def restart(self) -> None:
        self.go_to(0)

    def toast_area(self) -> pygame.Rect | None:
        """The game's own toasts (a path finished, the better move's words) keep the window's place."""
        return None

    def handle(self, action: Action) -> bool:
        """The card (moves, slider, ends), and the keys that step: arrows, Page Up/Down, Home/End."""
        if self.card.handle(action):
            return True
        if action.kind != "key":
            return False
        steps = {"left": -1, "up": -1, "right": 1, "down": 1, "page_up": -JUMP, "page_down": JUMP}
        if action.key == pygame.K_HOME:
            self.go_to(0)
        elif action.key == pygame.K_END:
            self.go_to(self.total)
        elif action.name in ("right", "down"):
            self.forward()
        elif action.name in steps:
            self.go_to(self.at + steps[action.name])
        else:
            return False
        return True

    def update(self, dt: float) -> None:
        self.judging.looking = self.at - 1  # the move that led here is judged first
        self.judging.update()
        self.table.undo_button.enabled = self.at > 0
        self.table.hint_button.enabled = self.at < self.total
        self.card.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.card.draw(surface)

    # ------------------------------------------------------------------ the judgement
    def mark(self, index: int) -> Mark | None:
        """The mark of move `index` (0: the first move), None while it is not judged."""
        return self.judging.marks().marks[index]

    def course(self) -> list[tuple[float, ...] | None]:
        """Each seat's chances in every position by the judge (None: not judged yet); the last is the
        game's result."""
        found: list[tuple[float, ...] | None] = [
            None if j is None else j.estimate for j in self.judging.results
        ]
        winners = self.record.game.outcome(self.record.state).winners
        seats = len(self.record.seats)
        found.append(
            tuple(
                (1.0 / len(winners) if s in winners else 0.0) if winners else 1.0 / seats
                for s in range(seats)
            )
        )
        return found

    def seat_colours(self) -> list[tuple]:
        return list(self.table.seat_colours())

    def judging_state(self) -> tuple[int, int, bool]:
        """(judged, of, running) for the progress line."""
        judging = self.judging
        return judging.done, judging.total, judging.running

    def toggle_judging(self) -> None:
        if self.judging.running:
            self.judging.stop()
        else:
            self.judging.start()

    def verdict(self) -> list[str]:
        """What the card says under the course: at the start each seat's summary, then what the judge found
        about the move that led to the position looked at."""
        app = self.table.app
        if self.at == 0:
            summaries = self.judging.marks().seats
            if not any(s.judged for s in summaries):
                return [app.t("review.intro")]
            return [
                words.summary(app, seat.name, summary)
                for seat, summary in zip(self.record.seats, summaries, strict=True)
            ]
        index = self.at - 1
        judgement, mark = self.judging.results[index], self.mark(index)
        if judgement is None or mark is None:
            return [app.t("review.not_judged")]
        before = self.record.states[index]
        better = why = None
        if judgement.best is not None and judgement.best != judgement.played:
            better = self.table.describe_move(before, judgement.best)
            why = self.table.hint_reason(
                before, judgement.best, self.record.game.apply(before, judgement.best)
            )
        return words.verdict(app, mark, judgement, better, why)

    def show_better(self) -> bool:
        """The better move of the move looked at, on the board in the position it was played from (the
        game's hint marker and words); False when there is none."""
        if self.at == 0:
            return False
        index = self.at - 1
        judgement, mark = self.judging.results[index], self.mark(index)
        if judgement is None or mark is None or judgement.best is None or judgement.best == judgement.played:
            return False
        self.go_to(index)
        self.table.show_hint(judgement.best)
        return True

    # ------------------------------------------------------------------ the moves in words
    def move_words(self) -> list[tuple[str, tuple]]:
        """Every move of the game as the move list words it, with its seat's colour."""
        table, record = self.table, self.record
        return [
            (table.describe_move(record.states[i], move), table.entry_colour(record.movers[i]))
            for i, move in enumerate(record.moves)
        ]
