"""The computer's judgement of a reviewed game, asked of the AI process one position at a time (never in
the frame loop): the review shows the first results while the rest are judged, and may stop it.

Each move is judged from the position as its mover saw it (`game.view(state, mover)`: a Ka-Mel-Oh! or Down
Under move is never called a mistake for a card its player could not know), under the game's node budget
and a seed of its own per position (rules.ai.judge_seed), so the same game gets the same judgement on any
machine, in any order. The judgements become marks and each seat's summary in rules/ai/marks.py.
"""

from __future__ import annotations

from typing import Any

from rules.ai import Judgement, judge_seed
from rules.ai import Review as Marks
from rules.ai import review as marks_of
from rules.session import GameSession
from scenes.games.ai_turns import game_ref_of

# The judgements of the games reviewed lately, by what decides them (the game, its seed and its moves): a
# game opened again (from the results, then from the list of finished games) is not judged twice. The same
# game always gets the same judgements (node budgets, seeds per position), so keeping them changes nothing.
KEPT_GAMES = 4
_kept: dict[tuple, list[Judgement | None]] = {}


def _key(record: GameSession, nodes: int | None) -> tuple:
    return (record.game_id, record.seed, tuple(record.notations), nodes)


class Judging:
    """Asks `ai` (scenes/engine/ai_worker.AiWorker) for the judgement of every move of `record`, in order,
    one request at a time; `update()` once a frame."""

    def __init__(self, ai: Any, record: GameSession, nodes: int | None = None) -> None:
        self.ai = ai
        self.record = record
        self.nodes = nodes  # None: the game's default budget
        key = _key(record, nodes)
        if key not in _kept:
            if len(_kept) >= KEPT_GAMES:
                del _kept[next(iter(_kept))]
            _kept[key] = [None] * len(record.moves)
        self.results = _kept[key]  # filled in place: what is judged stays for the next review of this game
        self.failed: set[int] = set()  # positions whose judgement came back as an error (not asked again)
        self.request: int | None = None  # the pending request's id
        self.asked: int | None = None  # the position it is about
        self.running = False
        self.looking: int | None = None  # the move the review looks at: judged before the others
        self._marks: tuple[int, Marks] | None = None

    @property
    def total(self) -> int:
        return len(self.results)

    @property
    def done(self) -> int:
        return sum(1 for r in self.results if r is not None) + len(self.failed)

    @property
    def complete(self) -> bool:
        return self.done >= self.total

    def start(self) -> None:
        if not self.complete:
            self.running = True

    def stop(self) -> None:
        """Stop judging (the results so far stay); `start` goes on from where it stopped."""
        self.running = False
        if self.request is not None:
            self.ai.cancel()
            self.request = self.asked = None

    def update(self) -> None:
        if self.request is not None:
            reply = self.ai.poll()
            if reply is not None and reply.request_id == self.request:
                index = self.asked
                self.request = self.asked = None
                if index is not None:
                    judgement = getattr(reply, "judgement", None)
                    if judgement is None:
                        self.failed.add(index)
                    else:
                        self.results[index] = judgement
            elif self.ai.pending != self.request:  # cancelled or replaced elsewhere: ask again
                self.request = self.asked = None
        if not self.running or self.request is not None:
            return
        index = self.next_index()
        if index is None:
            self.running = False
            return
        self.ask(index)

    def next_index(self) -> int | None:
        """The move looked at first (`looking`, when it is not judged yet), then the first one not judged."""
        looking = self.looking
        wanted = looking is not None and 0 <= looking < self.total and looking not in self.failed
        if wanted and self.results[looking] is None:
            return looking
        return next((i for i, r in enumerate(self.results) if r is None and i not in self.failed), None)

    def ask(self, index: int) -> None:
        record = self.record
        game = record.game
        mover = record.movers[index]
        view = game.view(record.states[index], mover)
        seed = judge_seed(record.seed, index)
        self.request = self.ai.judge(game_ref_of(game), view, mover, record.moves[index], self.nodes, seed)
        self.asked = index

    def marks(self) -> Marks:
        """The marks of the moves judged so far and each seat's summary (kept until a new result comes)."""
        done = self.done
        if self._marks is None or self._marks[0] != done:
            self._marks = (done, marks_of(self.results, len(self.record.seats)))
        return self._marks[1]
