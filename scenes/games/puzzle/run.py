"""A puzzle "to move and win in N" on the game's own scene: a director (scenes/games/director.py).

The player moves for the seat that is to win; the rules' exact prover (`rules.<game>.puzzle_prover()`,
rules/puzzles.py) judges each move: any move that keeps a forced win within the moves left is accepted (not
only the stored solution), and the other side answers with its longest defence. Any other move is played,
then refuted by the answer the prover finds, and the puzzle waits for "Try again" (the panel's Undo). The
hint names the piece to move; pressed again it shows the whole move. Solved puzzles and the streak are kept
(scenes/storage/puzzle_progress.py). The prover asks nothing of the AI process: a puzzle's search is small
(rules/puzzles.py measures it) and the scene asks it once per move.
"""

from __future__ import annotations

import importlib
import re
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

import rules
from rules.puzzles import Puzzle
from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.games.launch import default_seat_name
from scenes.storage.puzzle_progress import PuzzleProgress, save_progress

from .card import PuzzleCard

if TYPE_CHECKING:
    from scenes.engine.app import App
    from scenes.engine.tween import Tweener
    from scenes.widgets.controls import Button
    from scenes.widgets.movelist import MoveList

REPLY_SECONDS = 0.5  # the other side's answer follows after this long (at the game's speed)
SOLVING, WRONG, SOLVED = "solving", "wrong", "solved"


class PuzzleScene(Protocol):
    """What the puzzle needs of the game scene that owns it (all public: GameScene's)."""

    app: App
    session: GameSession
    tweens: Tweener
    history: MoveList
    undo_button: Button
    hint_button: Button
    finished: bool
    thinking_since: float | None
    hint_move: Any

    def show_session(self) -> None: ...

    def play(self, move: Any) -> bool: ...

    def describe_move(self, state: Any, move: Any) -> str: ...


def puzzle_session(tr, puzzle: Puzzle) -> GameSession:
    """The puzzle's position with the seat to win a human and the other the computer (its answers come
    from the prover, never from the AI)."""
    game = rules.GAMES[puzzle.game]
    state = game.load(puzzle.position)
    seats = [
        Seat("human" if i == puzzle.to_move else "ai-hard", default_seat_name(tr, puzzle.game, i))
        for i in range(game.seat_count(state))
    ]
    return GameSession(puzzle.game, seats, game.default_options(len(seats)), 0, [state])


class PuzzleRun:
    quit_label = "puzzle.leave"
    restarts = True
    again_label = "results.again"
    undo_label = "puzzle.again"
    hint_label = "game.hint"
    sees_all = True
    shows_results = False  # a puzzle ends with its card's verdict

    table: PuzzleScene
    card: PuzzleCard

    def __init__(
        self,
        puzzle: Puzzle,
        group: list[Puzzle],
        progress: PuzzleProgress,
        session: GameSession,
        on_next: Callable[[Puzzle], object],
    ) -> None:
        self.puzzle = puzzle
        self.on_next = on_next  # opens another puzzle (scenes/games/puzzle/__init__.py: start_puzzle)
        self.group = group  # the puzzles of its game and grade, in order ("next" goes through them)
        self.progress = progress
        self.session = session
        self.prover = importlib.import_module(f"rules.{puzzle.game}").puzzle_prover()
        self.status = SOLVING
        self.left = puzzle.moves  # the solver's own moves left
        self.clean = True  # no wrong move yet in this puzzle
        self.replying = False  # the director is playing the other side's answer
        self.judged: tuple[Any, int, bool] | None = None  # (position, moves left, keeps the win) of the move
        self.refute_from: tuple[Any, Any, int] | None = None  # the wrong move to refute: (before, move, left)
        self.hinted = 0  # hint presses in this position (1: the piece, 2: the move)
        self.reply_clock = 0.0
        self.said = ""  # the translation key of the card's last word
        self.said_args: dict = {}

    def begin(self, table: PuzzleScene) -> None:
        self.table = table
        self.card = PuzzleCard(table.app, table.history.rect, self)
        # every first move asked once now, in the frame that changes scenes: the prover keeps what it proved,
        # so the player's moves and the answers later are looked up (a hard puzzle's first question took up
        # to 160 ms inside a frame of play)
        self.prover.winning_moves(self.session.states[0], self.puzzle.moves)
        self.restart()

    # ------------------------------------------------------------------ state
    @property
    def board_plays(self) -> bool:
        return self.status == SOLVING

    @property
    def solver(self) -> int:
        return self.puzzle.to_move

    @property
    def game(self) -> Any:
        return rules.GAMES[self.puzzle.game]

    def say(self, key: str, **args: Any) -> None:
        self.said, self.said_args = key, args

    # ------------------------------------------------------------------ the director's seams
    def admits(self, move: Any) -> bool:
        """The other side's answers (the director's, and passes the scene plays for it) always; the solver's
        move is judged by the prover before it is played (and played either way: a wrong one is refuted)."""
        state = self.session.state
        if self.replying or self.game.to_move(state) != self.solver:
            return True
        if self.status != SOLVING:
            return False
        self.judged = (state, self.left, self.prover.keeps_win(state, move, self.left))
        self.refute_from = None if self.judged[2] else (state, move, self.left)
        return True

    def played(self, seat: int) -> None:
        if seat != self.solver or self.judged is None:
            return
        _, _, keeps = self.judged
        self.judged = None
        self.left -= 1
        self.hinted = 0
        if not keeps:
            self.status = WRONG
            if self.clean:
                self.clean = False
                self.progress.streak = 0
                save_progress(self.progress)
            self.table.app.sound.play("error")
            self.say("puzzle.wrong")
        elif self.prover.decided(self.session.state) is None:
            self.say("puzzle.right", n=self.left)

    def step_back(self) -> None:
        """Try again: the puzzle's position as it was given."""
        self.restart()
        self.table.app.sound.play("click")

    def restart(self) -> None:
        session = self.session
        del session.states[1:]
        del session.moves[:]
        del session.notations[:]
        del session.movers[:]
        self.status, self.left, self.hinted = SOLVING, self.puzzle.moves, 0
        self.judged = self.refute_from = None
        self.reply_clock = 0.0
        self.say("puzzle.find", n=self.left)
        self.table.show_session()

    def show(self) -> None:
        """The hint: first the piece to move, pressed again the whole move."""
        state = self.session.state
        if self.status != SOLVING or self.game.to_move(state) != self.solver:
            self.table.app.sound.play("error", 0.5)
            return
        winning = self.prover.winning_moves(state, self.left)
        if not winning:
            return
        self.hinted += 1
        if self.hinted == 1:
            notation = self.game.notation(state, winning[0])
            self.say("puzzle.hint_piece", square=re.split(r"[-x>]", notation)[0].strip())
        else:  # the game's hint marker on the move, and on the card why it is right (the game's own hint
            # reason would speak of material or rows, where the puzzle's reason is the forced win)
            self.table.hint_move = winning[0]
            self.say("puzzle.hint_move", move=self.game.notation(state, winning[0]), n=self.left)

    def toast_area(self) -> pygame.Rect | None:
        return None

    def handle(self, action: Action) -> bool:
        return self.card.handle(action)

    def update(self, dt: float) -> None:
        table = self.table
        table.undo_button.enabled = bool(self.session.moves)
        table.hint_button.enabled = self.status == SOLVING
        self.card.update(dt)
        if self.status == SOLVING and self.prover.decided(self.session.state) == self.solver:
            self.solved()
        self.answer(dt)

    def solved(self) -> None:
        self.status = SOLVED
        self.progress.solve(self.puzzle.id, self.clean)
        save_progress(self.progress)
        self.table.app.sound.play("win")
        self.say("puzzle.solved" if self.clean else "puzzle.solved_again", streak=self.progress.streak)

    def answer(self, dt: float) -> None:
        """The other side's answer, once its time has come: the refutation of a wrong move, else the
        longest defence."""
        table, state = self.table, self.session.state
        seat = self.game.to_move(state)
        if seat is None or seat == self.solver or table.tweens.busy or self.prover.decided(state) is not None:
            table.thinking_since = None
            return
        if self.status == WRONG and self.refute_from is None:
            return  # the refutation was played: the puzzle waits for Try again
        if table.thinking_since is None:
            table.thinking_since = time.monotonic()  # the banner shows the other side thinking
        app = table.app
        self.reply_clock += dt * app.speed_boost * max(0.25, app.settings.animation_speed)
        if self.reply_clock < REPLY_SECONDS:
            return
        self.reply_clock = 0.0
        table.thinking_since = None
        if self.refute_from is not None:
            before, move, left = self.refute_from
            self.refute_from = None
            reply = self.prover.refutation(before, move, left)
            if reply is None:
                reply = self.prover.longest_defence(state, max(0, self.left))
            self.say("puzzle.wrong_answer", move=table.describe_move(state, reply))
        else:
            reply = self.prover.longest_defence(state, max(0, self.left))
        self.replying = True
        try:
            table.play(reply)
        finally:
            self.replying = False

    def draw(self, surface: pygame.Surface) -> None:
        self.card.draw(surface)

    # ------------------------------------------------------------------ the card's questions
    def heading(self) -> str:
        app = self.table.app
        name = default_seat_name(app.tr, self.puzzle.game, self.solver)
        return app.t("puzzle.heading", name=name, n=self.puzzle.moves)

    def place(self) -> str:
        app = self.table.app
        index = self.group.index(self.puzzle) + 1 if self.puzzle in self.group else 1
        return app.t(
            "puzzle.place",
            game=app.t(f"game.{self.puzzle.game}.name"),
            grade=app.t(f"puzzle.grade.{self.puzzle.grade}"),
            n=index,
            total=len(self.group),
        )

    def words(self) -> tuple[str, tuple]:
        """The card's sentence and its colour."""
        colour = {SOLVED: theme.GOOD, WRONG: theme.BAD}.get(self.status, theme.TEXT)
        return self.table.app.t(self.said, **self.said_args), colour

    def standing(self) -> str:
        progress = self.progress
        solved = sum(1 for p in self.group if p.id in progress.solved)
        return self.table.app.t(
            "puzzle.standing",
            solved=solved,
            total=len(self.group),
            streak=progress.streak,
            best=progress.best,
        )

    def go_next(self) -> None:
        self.on_next(self.next_puzzle())

    def next_puzzle(self) -> Puzzle:
        """The next unsolved puzzle of the group after this one (the next one when all are solved)."""
        group = self.group
        start = group.index(self.puzzle) + 1 if self.puzzle in group else 0
        ordered = group[start:] + group[:start]
        return next((p for p in ordered if p.id not in self.progress.solved), ordered[0])
