"""The review's words: a move's mark, what the judge found about it, each seat's summary. Every word
through the translation table (assets/lang/review.*.json)."""

from __future__ import annotations

from rules.ai import Judgement, Mark, SeatSummary
from scenes.engine import theme

# The sign after a move in the list (chess's, which players of any board game read), and its colour.
# Keyed by the mark names of rules.ai (MARKS; tests/scenes/test_review.py checks that every one has its sign).
SIGNS = {
    "best": ("✓", theme.GOOD),
    "good": ("", theme.TEXT_DIM),
    "inaccuracy": ("?!", theme.HIGHLIGHT),
    "mistake": ("?", theme.WARN),
    "blunder": ("??", theme.BAD),
    "missed-win": ("??", theme.BAD),
    "walked-into-loss": ("??", theme.BAD),
    "only-move": ("", theme.TEXT_DIM),
}
UNJUDGED = ("best", "only-move")  # marks that need no "gave away" nor a better move


def sign(mark: Mark | None) -> tuple[str, tuple]:
    return ("", theme.TEXT_DIM) if mark is None else SIGNS[mark.kind]


def mark_words(app, mark: Mark) -> str:
    """The mark in words: "Mistake", "Missed a win in 2"."""
    if mark.n is not None:
        return app.t(f"review.mark.{mark.kind}", n=mark.n)
    return app.t(f"review.mark.{mark.kind}")


def verdict(app, mark: Mark, judgement: Judgement, better: str | None, why: str | None) -> list[str]:
    """What the judge found about a move: its mark with the share it gave away, and the better move with
    why (the hint's words), when there was one."""
    head = mark_words(app, mark)
    if mark.kind not in UNJUDGED and mark.loss >= 0.005:
        head = app.t("review.gave_away", mark=head, share=round(100 * mark.loss))
    lines = [head]
    if better is not None and mark.kind not in UNJUDGED:
        lines.append(app.t("review.better", move=better) + (f" – {why}" if why else ""))
    return lines


def summary(app, name: str, seat: SeatSummary) -> str:
    """One seat's line: "Anna: accuracy 83 % · 1 blunder, 2 mistakes, 0 inaccuracies"."""
    if seat.accuracy is None:
        return app.t("review.summary_none", name=name)
    return app.t(
        "review.summary",
        name=name,
        accuracy=round(seat.accuracy),
        blunders=seat.blunders,
        mistakes=seat.mistakes,
        inaccuracies=seat.inaccuracies,
    )
