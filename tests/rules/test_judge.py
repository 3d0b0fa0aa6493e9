"""The judge of a finished game (rules/ai/judge.py, rules/ai/marks.py, Kamisado's rules/kamisado/judge.py):
the same game judged twice in any order gives the same judgements; proofs make missed wins and losses walked
into; a hidden-information move is judged by its seat's view alone; marks and accuracy are pure functions."""

from __future__ import annotations

import dataclasses
import time

import pytest

import rules
from rules.ai import (
    MARKS,
    Judgement,
    choose_move,
    default_nodes,
    judge_position,
    judge_seed,
    mark_of,
    review,
)
from rules.ai.marks import BLUNDER_LOSS, INACCURACY_LOSS, MISTAKE_LOSS, move_accuracy
from rules.ai.search_limits import Limits, SearchStopped
from rules.kamisado import GAME as KAMISADO
from rules.kamisado import forced_win
from tests.rules.kamisado.helpers import pos
from tests.toys import TicTacToe, TttState

# Small budgets: the tests check the judge's logic, the benchmark (tests/bench/bench_judge.py) its strength.
NODES = {"kamisado": 1500, "camelot": 1200, "downunder": 40, "kameloh": 60}
PLIES = {"kamisado": 10, "camelot": 6, "downunder": 4, "kameloh": 8}
SEATS = {"kamisado": 2, "camelot": 2, "downunder": 3, "kameloh": 2}


def played_game(game_id: str, seed: int = 7) -> list[tuple]:
    """(state, mover, move) of the first plies of a seeded game of easy AIs (the moves depend on the clock;
    the tests judge the recorded positions, so only the judgement has to be reproducible)."""
    game = rules.GAMES[game_id]
    state = game.new(SEATS[game_id], None, seed=seed)
    out = []
    for ply in range(PLIES[game_id]):
        if game.is_over(state):
            break
        seat = game.to_move(state)
        move = choose_move(
            game, game.view(state, seat), seat, "easy", seed=ply, deadline=time.monotonic() + 0.2
        )
        out.append((state, seat, move))
        state = game.apply(state, move)
    return out


def judge_all(game_id: str, positions: list[tuple], order: list[int]) -> dict[int, Judgement]:
    game = rules.GAMES[game_id]
    found = {}
    for i in order:
        state, seat, move = positions[i]
        view = game.view(state, seat)
        found[i] = judge_position(game, view, seat, move, NODES[game_id], judge_seed(7, i))
    return found


@pytest.mark.parametrize("game_id", ["kamisado", "camelot", "downunder", "kameloh"])
def test_a_game_judged_twice_in_any_order_gets_the_same_judgements(game_id: str) -> None:
    game = rules.GAMES[game_id]
    positions = played_game(game_id)
    forward = judge_all(game_id, positions, list(range(len(positions))))
    # The hard AI's kept table (Camelot) and Kamisado's proven positions must not reach a judgement.
    state, seat, _ = positions[-1]
    choose_move(game, game.view(state, seat), seat, "hard", seed=1, deadline=time.monotonic() + 0.3)
    backward = judge_all(game_id, positions, list(reversed(range(len(positions)))))
    assert forward == backward
    for j in forward.values():
        assert not j.out_of_time
        assert 0.0 <= j.played_value <= 1.0 and 0.0 <= j.best_value <= 1.0
        assert len(j.estimate) == SEATS[game_id]
        assert j.best in game.legal_moves(game.view(positions[0][0], positions[0][1])) or j.best_text
    assert all(
        m is not None and m.kind in MARKS for m in review(list(forward.values()), SEATS[game_id]).marks
    )


def test_a_judgement_is_a_picklable_frozen_value() -> None:
    import pickle

    state, seat, move = played_game("kamisado")[2]
    j = judge_position(KAMISADO, state, seat, move, 500, 3)
    assert pickle.loads(pickle.dumps(j)) == j
    with pytest.raises(dataclasses.FrozenInstanceError):
        j.best = None  # type: ignore[misc]


WIN_IN_ONE = pos("""
    turn: white
    must move: yellow
    black: orange a8, blue b8, purple c8, yellow e8, brown h8, pink g5, green h5, red f2
    white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
""")


def test_kamisado_a_win_in_one_not_taken_is_a_missed_win_in_1_with_the_winning_move_as_best() -> None:
    winning = KAMISADO.parse_move(WIN_IN_ONE, "d1-d8")
    other = next(m for m in KAMISADO.legal_moves(WIN_IN_ONE) if forced_win(WIN_IN_ONE, m) is None)
    j = judge_position(KAMISADO, WIN_IN_ONE, 1, other, seed=1)
    assert j.search == "engine"
    assert (j.best, j.best_text, j.win_in, j.played_win_in) == (winning, "d1-d8", 1, None)
    mark = mark_of(j)
    assert (mark.kind, mark.n) == ("missed-win", 1)
    taken = judge_position(KAMISADO, WIN_IN_ONE, 1, winning, seed=1)
    assert mark_of(taken).kind == "best" and taken.played_value == 1.0 and taken.estimate == (0.0, 1.0)


def test_a_move_that_lets_the_opponent_win_at_once_walked_into_a_loss_in_1() -> None:
    game = TicTacToe()
    # X (seat 0) has a4... O (seat 1) to move must block the top row at c1; anything else loses at once.
    state = TttState((0, 0, -1, -1, 1, -1, -1, -1, -1), 1)
    j = judge_position(game, state, 1, 8, 5000, 0)
    assert j.best == 2 and j.played_loss_in == 1 and j.best_value > 0.0
    mark = mark_of(j)
    assert (mark.kind, mark.n) == ("walked-into-loss", 1)
    assert mark_of(judge_position(game, state, 1, 2, 5000, 0)).kind == "best"


def test_kameloh_a_move_is_judged_by_the_movers_view_alone() -> None:
    game = rules.GAMES["kameloh"]
    positions = played_game("kameloh")
    state, seat, move = positions[0]
    other = state.players[1 - seat]
    pile = next(i for i, p in enumerate(other.oases) if len(p) > 1)
    hidden = other.oases[pile][-1]
    swapped = dataclasses.replace(
        other,
        hand=tuple(sorted((*other.hand[1:], hidden))),
        oases=tuple(p[:-1] + (other.hand[0],) if i == pile else p for i, p in enumerate(other.oases)),
    )
    players = list(state.players)
    players[1 - seat] = swapped
    changed = dataclasses.replace(state, players=tuple(players))
    assert changed != state and game.view(changed, seat) == game.view(state, seat)
    first = judge_position(game, game.view(state, seat), seat, move, 60, 5)
    second = judge_position(game, game.view(changed, seat), seat, move, 60, 5)
    assert first == second


def test_down_under_with_three_seats_estimates_every_seats_share() -> None:
    game = rules.GAMES["downunder"]
    state, seat, move = played_game("downunder")[1]
    j = judge_position(game, state, seat, move, 60, 2)
    assert j.search == "mcts" and len(j.estimate) == 3
    assert sum(j.estimate) == pytest.approx(1.0)
    assert all(0.0 <= e <= 1.0 for e in j.estimate)


def test_the_played_move_is_searched_even_where_the_search_would_leave_it_out() -> None:
    game = rules.GAMES["downunder"]
    state, seat, _ = played_game("downunder")[0]
    moves = game.legal_moves(state)
    kept = game.search_moves(state, game.order_moves(state, list(moves)))
    left_out = [m for m in moves if m not in kept] or moves[-1:]
    j = judge_position(game, state, seat, left_out[-1], 60, 2)
    assert j.played == left_out[-1] and 0.0 < j.played_value < 1.0


def test_default_budgets_and_a_node_limit_that_stops_any_search() -> None:
    assert default_nodes(KAMISADO) == KAMISADO.judge_nodes
    assert default_nodes(rules.GAMES["kameloh"]) == rules.GAMES["kameloh"].judge_iterations
    limits = Limits(time.monotonic() + 3600, max_nodes=10)
    with pytest.raises(SearchStopped):
        for _ in range(11):
            limits.tick()
    assert limits.nodes == 11 and not limits.out_of_time


# --------------------------------------------------------------------------- marks (pure)
def fake(seat: int, best: float, played: float, **kw) -> Judgement:
    fields = dict(seat=seat, played=1, played_text="1", best=0, best_text="0", best_value=best)
    fields.update(played_value=played, estimate=(best, 1 - best), moves=5)
    fields.update(kw)
    return Judgement(**fields)


@pytest.mark.parametrize(
    ("loss", "kind"),
    [
        (0.0, "best"),
        (0.004, "best"),
        (INACCURACY_LOSS - 0.001, "good"),
        (INACCURACY_LOSS, "inaccuracy"),
        (MISTAKE_LOSS - 0.001, "inaccuracy"),
        (MISTAKE_LOSS, "mistake"),
        (BLUNDER_LOSS - 0.001, "mistake"),
        (BLUNDER_LOSS, "blunder"),
        (0.9, "blunder"),
    ],
)
def test_marks_follow_the_thresholds(loss: float, kind: str) -> None:
    assert mark_of(fake(0, 0.6, 0.6 - loss)).kind == kind


def test_proofs_and_only_moves_come_before_the_loss() -> None:
    assert mark_of(fake(0, 1.0, 0.9, win_in=3)) == mark_of(fake(0, 1.0, 0.9, win_in=3))
    assert (mark_of(fake(0, 1.0, 0.9, win_in=3)).kind, mark_of(fake(0, 1.0, 0.9, win_in=3)).n) == (
        "missed-win",
        3,
    )
    assert mark_of(fake(0, 1.0, 1.0, win_in=2, played_win_in=4)).kind == "best"  # still wins, only later
    assert (
        mark_of(fake(0, 0.5, 0.0, played_loss_in=2)).n,
        mark_of(fake(0, 0.5, 0.0, played_loss_in=2)).kind,
    ) == (
        2,
        "walked-into-loss",
    )
    assert mark_of(fake(0, 0.0, 0.0, played_loss_in=2)).kind == "best"  # it was lost before
    assert mark_of(fake(0, 0.5, 0.1, moves=1)).kind == "only-move"


def test_accuracy_is_lichess_formula_and_a_seats_mean() -> None:
    assert move_accuracy(0.0) == pytest.approx(99.9999, abs=1e-3)
    assert move_accuracy(0.1) == pytest.approx(103.1668 * 2.718281828 ** (-0.4354) - 3.1669, abs=1e-3)
    assert move_accuracy(1.0) == 0.0
    judged = [
        fake(0, 0.6, 0.6),
        fake(1, 0.5, 0.3),
        fake(0, 0.6, 0.5),
        None,  # not judged yet
        fake(1, 0.5, 0.5, moves=1),  # an only move: not counted
        fake(1, 1.0, 0.7, win_in=1),
    ]
    result = review(judged, 2)
    assert [m.kind if m else None for m in result.marks] == [
        "best",
        "blunder",
        "mistake",
        None,
        "only-move",
        "missed-win",
    ]
    black, white = result.seats
    assert (black.judged, black.blunders, black.mistakes, black.inaccuracies) == (2, 0, 1, 0)
    assert (white.judged, white.blunders, white.mistakes, white.inaccuracies) == (2, 2, 0, 0)
    assert black.accuracy == pytest.approx((move_accuracy(0.0) + move_accuracy(0.1)) / 2)
    assert white.mean_loss == pytest.approx(0.25)
    assert review([None, None], 2).seats[0].accuracy is None


def test_a_positions_seed_depends_on_the_game_and_the_move_only() -> None:
    assert judge_seed(5, 3) == judge_seed(5, 3)
    assert len({judge_seed(5, i) for i in range(50)} | {judge_seed(6, 0)}) == 51
    assert judge_seed(None, 0) == judge_seed(0, 0) >= 0
