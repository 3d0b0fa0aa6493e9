"""The game-independent AI on toy games: hard plays perfectly, every level takes a win in one,
deadlines and cancel are honoured, hidden cards are never peeked at."""

from __future__ import annotations

import itertools
import random
import threading
import time

import pytest

from rules.ai import choose_move
from rules.ai.mcts import Mcts, _Node
from rules.ai.search_limits import Limits
from rules.common import AiSettings, Outcome
from tests.toys import Guess, Nim, NimState, TicTacToe, TttState

TTT = TicTacToe()
NIM = Nim()


def _ttt_value(state: TttState, memo: dict) -> int:
    """Exact minimax value for seat 0 (+1 win, 0 draw, -1 loss)."""
    if state in memo:
        return memo[state]
    if TTT.is_over(state):
        w = TTT.outcome(state).winners
        value = 0 if not w else (1 if w == (0,) else -1)
    else:
        values = [_ttt_value(TTT.apply(state, m), memo) for m in TTT.legal_moves(state)]
        value = max(values) if state.turn == 0 else min(values)
    memo[state] = value
    return value


@pytest.mark.parametrize("ai_seat", [0, 1])
def test_hard_never_loses_tictactoe_against_any_opponent(ai_seat: int) -> None:
    memo: dict = {}
    sign = 1 if ai_seat == 0 else -1
    states = [TTT.new()]
    checked = 0
    while states:
        state = states.pop()
        if TTT.is_over(state):
            assert ai_seat in TTT.outcome(state).winners or not TTT.outcome(state).winners
            continue
        if TTT.to_move(state) == ai_seat:
            move = choose_move(TTT, state, ai_seat, "hard", seed=1)
            # perfect play: the chosen move keeps the best reachable value
            best = max(sign * _ttt_value(TTT.apply(state, m), memo) for m in TTT.legal_moves(state))
            assert sign * _ttt_value(TTT.apply(state, move), memo) == best
            checked += 1
            states.append(TTT.apply(state, move))
        else:
            states.extend(TTT.apply(state, m) for m in TTT.legal_moves(state))
    assert checked > 50


def test_hard_plays_perfect_nim_from_every_position() -> None:
    for heaps in itertools.product(range(4), range(5), range(6)):
        if not any(heaps):
            continue
        state = NimState(heaps, 0)
        move = choose_move(NIM, state, 0, "hard", seed=3)
        after = NIM.apply(state, move).heaps
        if heaps[0] ^ heaps[1] ^ heaps[2]:
            assert after[0] ^ after[1] ^ after[2] == 0, (heaps, move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_win_in_one(level: str) -> None:
    # X to move with two in a row: a1 b1 taken by X, a2 b2 by O.
    state = TttState((0, 0, -1, 1, 1, -1, -1, -1, -1), 0)
    for seed in range(20):
        assert choose_move(TTT, state, 0, level, seed=seed) == 2


def test_easy_blocks_nothing_but_still_returns_legal_moves() -> None:
    state = TTT.new()
    for seed in range(30):
        while not TTT.is_over(state):
            seat = TTT.to_move(state)
            move = choose_move(TTT, state, seat, "easy", seed=seed)
            assert move in TTT.legal_moves(state)
            state = TTT.apply(state, move)
        state = TTT.new()


class SlowNim(Nim):
    """Nim whose evaluation is slow, so the search runs into its deadline."""

    def ai_settings(self, level):
        return AiSettings(max_depth=64, time=30.0)

    def evaluate(self, state, seat):
        time.sleep(0.001)
        return 0.0

    def outcome(self, s):
        return Outcome((1 - s.turn,), (0, 0), "last-object")


def test_deadline_is_honoured() -> None:
    game = SlowNim()
    state = NimState((7, 9, 11), 0)
    start = time.monotonic()
    move = choose_move(game, state, 0, "hard", deadline=start + 0.3)
    # the level's own budget is 30 s; the margin over 0.3 s absorbs a loaded CI machine (0.351 s was seen)
    assert time.monotonic() - start < 0.8
    assert move in game.legal_moves(state)


def test_cancel_stops_the_search() -> None:
    game = SlowNim()
    state = NimState((7, 9, 11), 0)
    cancel = threading.Event()
    threading.Timer(0.1, cancel.set).start()
    start = time.monotonic()
    move = choose_move(game, state, 0, "hard", cancel=cancel)
    assert time.monotonic() - start < 1.0  # the level's own budget is 30 s
    assert move in game.legal_moves(state)


def test_unknown_level_and_wrong_seat_are_rejected() -> None:
    with pytest.raises(ValueError, match="level"):
        choose_move(TTT, TTT.new(), 0, "expert")
    with pytest.raises(ValueError, match="turn"):
        choose_move(TTT, TTT.new(), 1, "hard")


def test_mcts_never_peeks_at_hidden_cards() -> None:
    game = Guess()
    chosen = set()
    for seed in range(8):
        state = game.new(seed=seed)
        view = game.view(state, 0)
        chosen.add((view.secret, choose_move(game, view, 0, "hard", seed=5)))
    # the same view always gives the same move, whatever the hidden card is
    by_view: dict = {}
    for secret, move in chosen:
        by_view.setdefault(secret, set()).add(move)
    assert all(len(moves) == 1 for moves in by_view.values())


def test_mcts_uses_public_information() -> None:
    game = Guess()
    state = game.new(seed=1)
    # seat 0 already guessed 0, 1 and 2 wrongly: the only card left is 3
    other = state.secret[1]
    wrong = [c for c in range(4) if c != other][:3]
    for g in wrong:
        state = type(state)(state.secret, state.guesses + ((0, g), (1, (state.secret[0] + 1) % 4)), 0)
    if game.to_move(state) == 0:
        assert choose_move(game, game.view(state, 0), 0, "hard", seed=2) == other


def test_mcts_widening_opens_the_policys_best_moves_first() -> None:
    state = NIM.new()
    ordered = NIM.order_moves(state, NIM.legal_moves(state))  # 12 moves
    for widening, most in ((1.0, 4), (0.0, 12)):
        search = Mcts(NIM, 0, Limits(time.monotonic() + 30), random.Random(3), 0.9, 10, 16, widening)
        root = _Node(None)
        for _ in range(16):
            search.iterate(root, state, 2)
        opened = set(root.children)
        # 16 visits: at most 1 + sqrt(15) = 4 moves, and exactly the first ones of the policy's order
        assert len(opened) == most
        if widening:
            assert opened == set(ordered[:most])
