"""Marks of the moves of a judged game and each seat's summary (accuracy, counts): pure functions of the
judgements of rules/ai/judge.py.

A move's mark comes from the expectancy it gave away (`Judgement.loss`: best minus played, for the mover, on
[0, 1]). The thresholds are lichess's drops in winning chances (0.1, 0.2, 0.3 on its scale of -1..1) halved
for our scale of 0..1. The same thresholds serve every game: each game's `eval_scale` is already chosen as
"clearly better", so that one step of it is about a quarter of the expectancy (squash(1) = 0.73).
Proofs come first: a forced win thrown away is "missed-win" in N, a forced loss walked into from a position
that was not lost is "walked-into-loss" in N; a position with one legal move is "only-move" (not judged).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from rules.ai.judge import Judgement

BEST, GOOD, INACCURACY, MISTAKE, BLUNDER = "best", "good", "inaccuracy", "mistake", "blunder"
MISSED_WIN, WALKED_INTO_LOSS, ONLY_MOVE = "missed-win", "walked-into-loss", "only-move"
MARKS = (BEST, GOOD, INACCURACY, MISTAKE, BLUNDER, MISSED_WIN, WALKED_INTO_LOSS, ONLY_MOVE)

BEST_LOSS = 0.005  # at most this much below the best move is as good as it (ties, a search's noise)
INACCURACY_LOSS = 0.05
MISTAKE_LOSS = 0.10
BLUNDER_LOSS = 0.15
# The proven marks count as blunders in a seat's summary: each decided the game.
SEVERITY = {
    INACCURACY: INACCURACY,
    MISTAKE: MISTAKE,
    BLUNDER: BLUNDER,
    MISSED_WIN: BLUNDER,
    WALKED_INTO_LOSS: BLUNDER,
}


@dataclass(frozen=True)
class Mark:
    """A move's mark: `kind` (one of MARKS), `n` (the N of a missed win or of a loss walked into, else
    None) and `loss` (the expectancy the move gave away, 0..1)."""

    kind: str
    n: int | None
    loss: float


@dataclass(frozen=True)
class SeatSummary:
    """One seat's moves in a judged game: how many were judged (only-moves are not), the accuracy in
    percent (None before any move is judged), the mean loss and the counts of the bad marks (a missed win
    and a loss walked into count as blunders)."""

    seat: int
    judged: int
    accuracy: float | None
    mean_loss: float
    blunders: int
    mistakes: int
    inaccuracies: int


@dataclass(frozen=True)
class Review:
    """The marks of a game's moves (None where a move is not judged yet) and each seat's summary."""

    marks: tuple[Mark | None, ...]
    seats: tuple[SeatSummary, ...]


def mark_of(judgement: Judgement) -> Mark:
    """The mark of one judged move."""
    loss = round(judgement.loss, 9)  # 0.6 - 0.5 is a mistake, not 0.0999... an inaccuracy
    if judgement.moves <= 1:
        return Mark(ONLY_MOVE, None, 0.0)
    if judgement.win_in is not None and judgement.played_win_in is None:
        return Mark(MISSED_WIN, judgement.win_in, loss)
    if judgement.played_loss_in is not None and judgement.best_value > 0.0:
        return Mark(WALKED_INTO_LOSS, judgement.played_loss_in, loss)
    if judgement.played == judgement.best or loss <= BEST_LOSS:
        return Mark(BEST, None, loss)
    if loss < INACCURACY_LOSS:
        return Mark(GOOD, None, loss)
    if loss < MISTAKE_LOSS:
        return Mark(INACCURACY, None, loss)
    if loss < BLUNDER_LOSS:
        return Mark(MISTAKE, None, loss)
    return Mark(BLUNDER, None, loss)


def move_accuracy(loss: float) -> float:
    """Accuracy in percent of one move that gave away `loss` of the mover's expectancy (0..1).

    The formula is lichess's (its page "Accuracy", lichess.org/page/accuracy): 103.1668 * exp(-0.04354 *
    drop) - 3.1669, where drop is the fall of the mover's winning percentage (0..100), clamped to 0..100.
    """
    drop = 100.0 * max(0.0, min(1.0, loss))
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * drop) - 3.1669))


def review(judgements: Sequence[Judgement | None], seats: int) -> Review:
    """Marks and per-seat summaries of a game's judgements, in the order of its moves (None: not judged
    yet, so a review can show the first results while the rest are judged). A seat's accuracy is the mean
    of its judged moves' accuracies (lichess averages per move too; it weights them, we do not)."""
    marks = tuple(None if j is None else mark_of(j) for j in judgements)
    summaries = []
    for seat in range(seats):
        mine = [
            (j, m)
            for j, m in zip(judgements, marks, strict=True)
            if j is not None and m is not None and j.seat == seat and m.kind != ONLY_MOVE
        ]
        counts = {INACCURACY: 0, MISTAKE: 0, BLUNDER: 0}
        for _, m in mine:
            if m.kind in SEVERITY:
                counts[SEVERITY[m.kind]] += 1
        losses = [m.loss for _, m in mine]
        summaries.append(
            SeatSummary(
                seat=seat,
                judged=len(mine),
                accuracy=sum(move_accuracy(x) for x in losses) / len(losses) if losses else None,
                mean_loss=sum(losses) / len(losses) if losses else 0.0,
                blunders=counts[BLUNDER],
                mistakes=counts[MISTAKE],
                inaccuracies=counts[INACCURACY],
            )
        )
    return Review(marks, tuple(summaries))
