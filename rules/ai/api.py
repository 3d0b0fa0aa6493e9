"""`choose_move`: the one entry point of the AI (see ../shared/design/rules-contract.md)."""

from __future__ import annotations

import random
import time
from typing import Any

from rules.ai.alphabeta import AlphaBeta
from rules.ai.mcts import Mcts
from rules.ai.search_limits import Limits
from rules.common import LEVELS, AiSettings, Game

# Part of the budget kept back so that the caller always has the move before its deadline.
_SAFETY = 0.02
# AiSettings.extra["keep_table"]: the transposition table of a seat's last search, by (game id, seat), so the
# next search of that seat starts with what the last one learnt (its lines two plies deeper). Entries hold
# values from that seat's view, keyed by the game's state_key, so they stay true; a full table is dropped.
_TABLES: dict[tuple[str, int], dict] = {}
_TABLE_LIMIT = 30_000  # at most about 15 MB of Camelot entries a seat


def winning_move(game: Game, state: Any, seat: int, moves: list[Any]) -> Any | None:
    """A move that ends the game with `seat` as sole winner, if there is one."""
    for move in moves:
        after = game.apply_legal(state, move)
        if game.is_over(after) and game.outcome(after).winners == (seat,):
            return move
    return None


def _loses_at_once(game: Game, state: Any, seat: int, move: Any) -> bool:
    after = game.apply_legal(state, move)
    if game.is_over(after):
        return seat not in game.outcome(after).winners
    return False


def choose_move(
    game: Game,
    state: Any,
    seat: int,
    level: str,
    *,
    seed: int | None = None,
    deadline: float | None = None,
    cancel: Any = None,
) -> Any:
    """A legal move for `seat` at `level` ("easy", "medium", "hard"), returned before `deadline`.

    `state` should be `game.view(state, seat)`. `cancel` is anything with `is_set()` (threading or
    multiprocessing Event); when set, the search stops and returns its best move so far.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; allowed: {', '.join(LEVELS)}")
    return choose_with(
        game, state, seat, game.ai_settings(level), seed=seed, deadline=deadline, cancel=cancel
    )


def choose_with(
    game: Game,
    state: Any,
    seat: int,
    settings: AiSettings,
    *,
    seed: int | None = None,
    deadline: float | None = None,
    cancel: Any = None,
) -> Any:
    """`choose_move` with explicit search settings instead of a level name (benchmarks compare settings)."""
    if game.to_move(state) != seat:
        raise ValueError(f"it is not seat {seat}'s turn")
    moves = game.legal_moves(state)
    if not moves:
        raise ValueError("no legal move in this position")
    if len(moves) == 1:
        return moves[0]
    win = winning_move(game, state, seat, moves)
    if win is not None:  # every level takes a win in one
        return win
    now = time.monotonic()
    budget_end = now + settings.time
    end = budget_end if deadline is None else min(budget_end, deadline - _SAFETY)
    rng = random.Random(seed)
    limits = Limits(end, cancel)
    if settings.search == "engine":  # the game's own search; None: the shared one below
        move = game.engine_move(state, seat, settings, limits)
        if move is not None:
            return move

    if settings.blunder and rng.random() < settings.blunder:
        safe = game.blunder_moves(state, [m for m in moves if not _loses_at_once(game, state, seat, m)])
        if safe:
            return safe[rng.randrange(len(safe))]

    if settings.search == "mcts":
        seats = game.seat_count(state)
        mcts = Mcts(
            game,
            seat,
            limits,
            rng,
            settings.exploration,
            settings.playout_depth,
            settings.iterations,
            settings.widening,
        )
        candidates = game.search_moves(state, game.order_moves(state, list(moves)))
        move, _ = mcts.search(state, candidates, seats)
        if settings.extra.get("sure_gains"):
            # The game's exact look one ply past the root (`game.sure_gains`, Ka-Mel-Oh!): moves whose gain the
            # rules state for sure and the search's choice does not reach; long playouts blur such a gain.
            better = game.sure_gains(state, seat, candidates, move)
            if better:
                move = max(better, key=mcts.visits)  # among equal gains, the one the search liked best
        return move

    search = AlphaBeta(
        game,
        seat,
        limits,
        noise=settings.noise,
        rng=rng,
        killers=settings.extra.get("killers", False),
        forced=settings.extra.get("forced", False),
    )
    if settings.extra.get("keep_table"):
        table = _TABLES.get((game.id, seat))
        if table is None or len(table) > _TABLE_LIMIT:
            table = _TABLES[(game.id, seat)] = {}
        search.tt = table
    # When every move loses by force, the search already prefers the slowest loss.
    return search.search(state, settings.max_depth).move


def analyse(
    game: Game, state: Any, seat: int, max_depth: int, seconds: float = 10.0
) -> tuple[Any, float, int, int]:
    """(move, value, depth, nodes) of a plain hard search; for tests and benchmarks."""
    search = AlphaBeta(game, seat, Limits(time.monotonic() + seconds))
    result = search.search(state, max_depth)
    return result.move, result.value, result.depth, result.nodes
