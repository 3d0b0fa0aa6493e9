"""The computer's judgement of one position of a finished game and of the move played there (issue 28).

`judge_position(game, view_state, seat, played, nodes, seed)` is the unit the AI process runs: the review
sends one request per position, so that results appear while the rest are judged. It searches with the hard
level's kind of search, but under a node budget instead of a clock, with fresh tables and an RNG seeded per
position (`judge_seed`), so that the same game gets the same judgement on any machine and in any order. A
clock stays only as an emergency stop, reported in `Judgement.out_of_time`.

- A game's own search judges first where it has one (`Game.judge_search`: Kamisado's engine and its exact
  proofs); otherwise
- alpha-beta games: one search of the root (best move, its value at depth D), then the position after the
  played move searched from the mover's side to depth D - 1, i.e. to the same horizon (the same table: both
  are this position's). A value is the mover's expectancy: the evaluation squashed by `game.eval_scale`, as
  MCTS's rewards are; a proven win is 1.0 and a proven loss 0.0, with their distance;
- MCTS games: one search whose root children give the best move (most visits) and the played move's mean
  reward; the played move is always a root candidate and gets a share of the visits (`Mcts.focus`). Each
  seat's estimate is the best child's mean reward per seat, normalised to shares that sum to 1.

Values, marks and summaries of a whole game: rules/ai/marks.py.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from rules.ai.alphabeta import MATE_ZONE, AlphaBeta, terminal_value
from rules.ai.mcts import Mcts
from rules.ai.search_limits import Limits, SearchStopped
from rules.common import EVAL_LIMIT, WIN, AiSettings, Analysis, Game, new_rng, rng_next, squash

# Share of the root's MCTS visits the played move gets at least: enough for a mean of a few hundred playouts
# at the default budget, little enough that the best move still gets most of them.
FOCUS_SHARE = 0.15
# An only move's search (for the estimate alone) gets this fraction of the budget.
ONLY_MOVE_SHARE = 8
# The played move's alpha-beta search may use this share of the node budget besides the root's.
PLAYED_SHARE = 0.5


@dataclass(frozen=True)
class Judgement:
    """The judge's verdict on one position and the move played in it (picklable, compared by value).

    `best_value` and `played_value` are the mover's expectancy in [0, 1] after the best and the played
    move; `estimate` is every seat's expected share of the position (the course chart: two seats v, 1 - v).
    Proofs: `win_in` the mover could win by force in N of its own moves from here; `played_win_in` it still
    does after the played move; `played_loss_in` after it the opponent wins by force in N of its moves.
    `search` is "alphabeta", "mcts" or "engine" (the game's own), `nodes` the nodes (MCTS: iterations)
    searched, `depth` the deepest completed alpha-beta iteration, `out_of_time` True when the emergency
    clock stopped the search (the result then depends on the machine).
    """

    seat: int
    played: Any
    played_text: str
    best: Any
    best_text: str
    best_value: float
    played_value: float
    estimate: tuple[float, ...]
    moves: int
    win_in: int | None = None
    played_win_in: int | None = None
    played_loss_in: int | None = None
    search: str = "alphabeta"
    depth: int = 0
    nodes: int = 0
    out_of_time: bool = False

    @property
    def loss(self) -> float:
        """What the played move gave away, in the mover's expectancy (never below 0: a search's noise)."""
        return max(0.0, self.best_value - self.played_value)


def judge_seed(game_seed: int | None, index: int) -> int:
    """The seed of the judgement of position `index` (0 = the first move) of a game played from
    `game_seed`: the same position of the same game gets the same seed, whatever was judged before it."""
    _, bits = rng_next(new_rng(((game_seed or 0) & ((1 << 62) - 1)) * 4099 + index))
    return bits >> 1


def default_nodes(game: Game) -> int:
    """The node budget of a judgement in `game` (MCTS iterations where its hard level searches with MCTS)."""
    return game.judge_iterations if game.ai_settings("hard").search == "mcts" else game.judge_nodes


def emergency_seconds(game: Game, nodes: int) -> float:
    """Seconds after which a judgement of `nodes` nodes is stopped however far it got (a machine far slower
    than ours, or a bug): the app's watchdog allows this much and a little more."""
    per_node = (
        game.judge_iteration_seconds if game.ai_settings("hard").search == "mcts" else game.judge_node_seconds
    )
    return 2.0 + per_node * nodes


def expectancy(value: float, scale: float) -> float:
    """A search value as the searching seat's expectancy in [0, 1]: proven results 1 and 0, else squashed."""
    if value >= MATE_ZONE:
        return 1.0
    if value <= -MATE_ZONE:
        return 0.0
    return squash(value, scale)


def judge_position(
    game: Game,
    view_state: Any,
    seat: int,
    played: Any,
    nodes: int | None = None,
    seed: int = 0,
    cancel: Any = None,
) -> Judgement:
    """Judge `played`, the move of `seat` in `view_state` (`game.view(state, seat)`: what it could see),
    within `nodes` nodes (None: `default_nodes(game)`), with the RNG seeded by `seed` (`judge_seed`)."""
    if game.to_move(view_state) != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    moves = game.legal_moves(view_state)
    if played not in moves:
        raise ValueError(f"{played!r} is not a legal move of seat {seat} here")
    budget = nodes or default_nodes(game)
    if len(moves) == 1:  # an only move is not judged: a rougher search for the course chart's estimate
        budget = max(1, budget // ONLY_MOVE_SHARE)
    settings = game.ai_settings("hard")
    mcts = settings.search == "mcts"
    deadline = time.monotonic() + emergency_seconds(game, budget)
    limits = Limits(deadline, cancel, max_nodes=0 if mcts else budget)
    analysis = game.judge_search(view_state, seat, played, limits)
    kind = "engine"
    if analysis is None:
        kind = "mcts" if mcts else "alphabeta"
        rng = random.Random(seed)
        if mcts:
            analysis, estimate = _by_mcts(game, view_state, seat, played, settings, budget, limits, rng)
        else:
            analysis = _by_alphabeta(game, view_state, seat, played, settings, limits, rng)
    if kind != "mcts":
        estimate = _two_sided(analysis.best_value, seat, game.seat_count(view_state))
    return Judgement(
        seat=seat,
        played=played,
        played_text=game.notation(view_state, played),
        best=analysis.best,
        best_text=game.notation(view_state, analysis.best),
        best_value=analysis.best_value,
        played_value=analysis.played_value,
        estimate=estimate,
        moves=len(moves),
        win_in=analysis.win_in,
        played_win_in=analysis.played_win_in,
        played_loss_in=analysis.played_loss_in,
        search=kind,
        depth=analysis.depth,
        nodes=analysis.nodes,
        out_of_time=analysis.out_of_time or limits.out_of_time,
    )


def _two_sided(value: float, seat: int, seats: int) -> tuple[float, ...]:
    """The mover's expectancy and the rest shared evenly by the others (two seats: v and 1 - v)."""
    rest = (1.0 - value) / max(1, seats - 1)
    return tuple(value if s == seat else rest for s in range(seats))


# --------------------------------------------------------------------------- alpha-beta
def _own_moves_to_win(value: float) -> int | None:
    """N of the mover's own moves for a proven win of WIN - plies (the seats alternate: moves 1, 3, 5...)."""
    return (int(WIN - value) + 1) // 2 if value >= MATE_ZONE else None


def _their_moves_to_win(value: float) -> int | None:
    """N of the opponent's moves for a proven loss of -(WIN - plies) (the opponent moves at plies 2, 4...)."""
    return max(1, int(WIN + value) // 2) if value <= -MATE_ZONE else None


def _by_alphabeta(
    game: Game, state: Any, seat: int, played: Any, settings: AiSettings, limits: Limits, rng: random.Random
) -> Analysis:
    extra = settings.extra
    search = AlphaBeta(
        game, seat, limits, rng=rng, killers=extra.get("killers", False), forced=extra.get("forced", False)
    )
    root = search.search(state, settings.max_depth)
    value = root.value
    played_value = value
    nodes = limits.nodes
    if played != root.move:
        played_value, more = _played_value(game, search, state, played, max(1, root.depth - 1), limits)
        nodes += more
    scale = game.eval_scale
    return Analysis(
        best=root.move if played_value <= value else played,
        best_value=expectancy(max(value, played_value), scale),
        played_value=expectancy(played_value, scale),
        win_in=_own_moves_to_win(max(value, played_value)),
        played_win_in=_own_moves_to_win(played_value),
        played_loss_in=_their_moves_to_win(played_value),
        depth=root.depth,
        nodes=nodes,
        out_of_time=limits.out_of_time,
    )


def _played_value(
    game: Game, search: AlphaBeta, state: Any, played: Any, depth: int, limits: Limits
) -> tuple[float, int]:
    """(value of the position after `played` for the mover, searched to `depth`, the deepest completed
    within its share of the budget; the nodes it took)."""
    after = game.apply_legal(state, played)
    if game.is_over(after):
        return terminal_value(game, after, search.seat, 1), 0
    own = Limits(limits.deadline, limits.cancel, max_nodes=max(1, int(limits.max_nodes * PLAYED_SHARE)))
    search.limits = own
    search.extend_until = 2 * (depth + 1)  # as the root's iteration that searched this move
    value = max(-EVAL_LIMIT, min(EVAL_LIMIT, game.evaluate(after, search.seat)))
    for d in range(1, depth + 1):
        try:
            value = search.value(after, d, -float("inf"), float("inf"), 1)
        except SearchStopped:
            break
        if abs(value) >= MATE_ZONE:
            break
    limits.out_of_time = limits.out_of_time or own.out_of_time
    return value, own.nodes


# --------------------------------------------------------------------------- MCTS
def _by_mcts(
    game: Game,
    state: Any,
    seat: int,
    played: Any,
    settings: AiSettings,
    iterations: int,
    limits: Limits,
    rng: random.Random,
) -> tuple[Analysis, tuple[float, ...]]:
    seats = game.seat_count(state)
    mcts = Mcts(
        game, seat, limits, rng, settings.exploration, settings.playout_depth, iterations, settings.widening
    )
    mcts.focus = played
    mcts.focus_share = FOCUS_SHARE
    root, done = mcts.grow(state, seats)
    best, best_child = played, root.children.get(played)
    for move in game.legal_moves(state):  # the most visited; ties go to the first in the game's order
        child = root.children.get(move)
        if child is not None and (best_child is None or child.visits > best_child.visits):
            best, best_child = move, child
    if best_child is None or not best_child.visits:  # stopped before the first iteration (cancelled)
        return Analysis(played, 0.5, 0.5, nodes=done, out_of_time=limits.out_of_time), (1.0 / seats,) * seats
    mine = best_child.reward / best_child.visits
    child = root.children.get(played)
    theirs = child.reward / child.visits if child is not None and child.visits else mine
    totals = best_child.totals or [1.0] * seats
    whole = sum(totals) or 1.0
    estimate = tuple(t / whole for t in totals)
    analysis = Analysis(best, mine, theirs, nodes=done, out_of_time=limits.out_of_time)
    return analysis, estimate
