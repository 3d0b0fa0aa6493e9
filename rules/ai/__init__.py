"""Game-independent AI search: alpha-beta (perfect information) and determinised MCTS.

The face the scenes use: `choose_move` (a move for a seat at a level, within a deadline), `analyse` and
`winning_move`, and for the AI worker process `serve` (its request loop), `game_ref` (how a request names
its game, so the worker finds it in the registry or, for a test's toy game, by class path) and `time_budget`
(how long a request's search may take, so the app can tell a hung worker).

The judge of a finished game (issue 28): `judge_position` (one position and the move played there, as the
AI process runs it), its `Judgement`, `judge_seed` (a position's seed) and `default_nodes`; `review`
(the marks of a game's judgements and each seat's summary: `Mark`, `SeatSummary`, `Review`, the mark
names in `MARKS`); `judge_time_budget` (how long a judgement may take, for the app's watchdog).
"""

from rules.ai.api import analyse, choose_move, winning_move
from rules.ai.judge import Judgement, default_nodes, judge_position, judge_seed
from rules.ai.marks import MARKS, Mark, Review, SeatSummary, mark_of, review
from rules.ai.service import game_ref, judge_time_budget, serve, time_budget

__all__ = [
    "MARKS",
    "Judgement",
    "Mark",
    "Review",
    "SeatSummary",
    "analyse",
    "choose_move",
    "default_nodes",
    "game_ref",
    "judge_position",
    "judge_seed",
    "judge_time_budget",
    "mark_of",
    "review",
    "serve",
    "time_budget",
    "winning_move",
]
