"""The engine's searches (rules/kamisado/engine): the exact endgame search proves exactly the wins and losses
a plain minimax over the contract finds, alpha-beta's proven values agree with it, and the hard level only
returns legal moves (also in match rounds with Sumos, which it leaves to the contract's search)."""

from __future__ import annotations

import json
import random
import time

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.ai.search_limits import Limits
from rules.kamisado import GAME, KamisadoState
from rules.kamisado.engine.evaluation import MATE_ZONE, WIN, hands_a_win
from rules.kamisado.engine.play import engine_move
from rules.kamisado.engine.position import from_state, to_contract
from rules.kamisado.engine.search import Search
from rules.kamisado.engine.solver import PROVEN, Solver
from rules.kamisado.state import PLAY
from tests.rules.kamisado.test_ai import wins_within
from tests.rules.kamisado.test_engine import composed


def midgame(seed: int) -> KamisadoState:
    """A running single round: random play from the opening or from a crowded composed position."""
    rng = random.Random(seed)
    state = GAME.new(options={"target": 1}) if seed % 2 else composed(rng)
    for _ in range(rng.randrange(2, 14)):
        moves = GAME.legal_moves(state)
        if not moves:
            break
        after = GAME.apply(state, moves[rng.randrange(len(moves))])
        if after.phase != PLAY:
            break
        state = after
    return state


def far_future() -> Limits:
    return Limits(time.monotonic() + 3600)


def test_the_solver_proves_what_minimax_proves() -> None:
    checked = proven = 0
    for seed in range(120):
        state = midgame(seed)
        p = from_state(state)
        if state.phase != PLAY or not GAME.legal_moves(state):
            continue
        for d in (1, 2, 3, 4):
            PROVEN.clear()  # results proven deeper before would answer "won", not "won within d"
            result = Solver(p, far_future()).prove(d)
            assert (result == 1) == wins_within(state, state.turn, d), (seed, d)
            assert (result == -1) == wins_within(state, 1 - state.turn, d), (seed, d)
            checked += 1
            proven += result != 0
    assert checked > 300 and proven > 50


def test_alpha_beta_proven_values_are_true() -> None:
    proven = 0
    for seed in range(80):
        state = midgame(seed)
        p = from_state(state)
        moves = p.moves() if state.phase == PLAY else []
        if not moves:
            continue
        move, value, depth = Search(p, far_future()).deepen(moves, max_depth=4)
        assert to_contract(move) in GAME.legal_moves(state)
        if value >= MATE_ZONE:
            proven += 1
            assert wins_within(GAME.apply(state, to_contract(move)), state.turn, WIN - value - 1)
        elif value <= -MATE_ZONE:
            proven += 1
            assert wins_within(state, 1 - state.turn, WIN + value)
    assert proven > 10


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32))
def test_hard_moves_are_legal(seed: int) -> None:
    state = midgame(seed)
    if state.phase != PLAY or not GAME.legal_moves(state):
        return
    move = choose_move(GAME, state, state.turn, "hard", seed=seed, deadline=time.monotonic() + 0.15)
    assert move in GAME.legal_moves(state)
    stats: dict = {}
    move = engine_move(state, Limits(time.monotonic() + 0.1), stats)
    assert move in GAME.legal_moves(state) and stats["source"]


def test_match_rounds_with_sumos_fall_back_to_the_contract_search() -> None:
    rng = random.Random(5)
    state = GAME.new(options={"target": 3})
    while not any(state.ranks) or state.phase != PLAY:
        moves = GAME.legal_moves(state)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
    assert engine_move(state, far_future()) is None
    move = choose_move(GAME, state, state.turn, "hard", deadline=time.monotonic() + 0.2)
    assert move in GAME.legal_moves(state)


def test_the_book_is_small_and_its_moves_are_legal_where_they_are_keyed() -> None:
    """Every booked line replays from the opening to a position whose key holds a legal move for Black; the
    engine plays the book's first move at once."""
    from rules.kamisado.engine.book import BOOK_FILE, load_book

    assert BOOK_FILE.stat().st_size <= 5 * 1024 * 1024
    data = json.loads(BOOK_FILE.read_text(encoding="utf-8"))
    book = load_book()
    assert len(book) == data["positions"] == len(data["lines"]) > 0
    for entry in data["lines"]:
        state = GAME.new(options={"target": 1})
        for text in entry["line"]:
            state = GAME.apply(state, GAME.parse_move(state, text))
        p = from_state(state)
        assert state.turn == 0
        move = to_contract(book[p.key()])
        assert move in GAME.legal_moves(state) and GAME.notation(state, move) == entry["notation"]
    stats: dict = {}
    start = GAME.new(options={"target": 1})
    move = engine_move(start, Limits(time.monotonic() + 0.5), stats)
    assert stats["source"] == "book" and GAME.notation(start, move) == data["lines"][0]["notation"]


def test_a_move_onto_the_goal_row_wins_even_if_its_colour_would_hand_the_opponent_a_win() -> None:
    """In a match's first round the contract's win-in-one shortcut does not apply (the round is not the
    match), so the engine itself must take the round: found by random play, checked against the rules."""
    checked = 0
    for seed in range(3000):
        state = midgame(seed)
        p = from_state(state)
        if state.phase != PLAY or p is None or p.must < 0:
            continue
        goal = [m for m in p.moves() if m >> 6 != m & 63 and (m & 63) >> 3 == (0, 7)[p.turn]]
        if not any(hands_a_win(p, m) for m in goal):
            continue
        result, win, _, _ = Solver(p, far_future()).root(4)
        assert result == 1 and win in goal
        move = engine_move(state._replace(target=3), Limits(time.monotonic() + 0.2))
        after = GAME.apply(state._replace(target=3), move)
        assert after.phase != PLAY and after.last_round.winner == state.turn
        checked += 1
        if checked == 5:
            break
    assert checked == 5
