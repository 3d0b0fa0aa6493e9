"""Random games and random dense positions: no exceptions, invariants hold, round trips work, and the
move generator agrees with the independent reference generator (tests/rules/camelot/reference.py)."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.camelot import GAME
from rules.camelot.board import (
    CASTLES,
    CODE,
    KIND_OF,
    KNIGHT,
    MAN,
    NAME,
    SEAT_OF,
    SQUARES,
    board_from_pieces,
    file_rank,
)
from rules.camelot.movegen import distinct_moves, has_legal_move, legal_paths
from rules.camelot.play import apply_unchecked
from rules.camelot.state import State, count_pieces
from tests.contract import check_playout
from tests.rules.camelot import reference as ref

FEW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _to_reference(state: State) -> ref.Position:
    board = {}
    for sq in SQUARES:
        code = state.board[sq]
        if SEAT_OF[code] >= 0:
            f, r = file_rank(sq)
            board[(f, r + 1)] = (SEAT_OF[code], KIND_OF[code])
    duties = tuple(None if d < 0 else (file_rank(d)[0], file_rank(d)[1] + 1) for d in state.must_leave)
    return ref.Position(board, state.turn, state.castle_moves, duties)


def _agrees_with_reference(state: State) -> None:
    seat = state.turn
    mine = legal_paths(state.board, seat, state.castle_moves[seat], state.must_leave[seat])
    reference = _to_reference(state)
    assert {tuple(NAME[s] for s in p) for p, _ in mine} == ref.legal_paths(reference), GAME.to_text(state)
    moves, _ = distinct_moves(mine)
    results = {_to_reference(apply_unchecked(state, m)).key() for m in moves}
    assert len(results) == len(moves), "two moves must not give the same position"
    assert results == {p.key() for p in ref.distinct_results(reference)}
    assert has_legal_move(state.board, seat, state.castle_moves[seat]) == bool(mine)


# --------------------------------------------------------------------------- random dense positions
REGIONS = {
    "white castle": [sq for sq in SQUARES if file_rank(sq)[1] <= 4],
    "middle": [sq for sq in SQUARES if 5 <= file_rank(sq)[1] <= 10],
    "black castle": [sq for sq in SQUARES if file_rank(sq)[1] >= 11],
}


@st.composite
def dense_positions(draw) -> State:
    region = REGIONS[draw(st.sampled_from(sorted(REGIONS)))]
    squares = draw(st.lists(st.sampled_from(region), min_size=3, max_size=26, unique=True))
    pieces = {
        sq: CODE[(draw(st.integers(0, 1)), draw(st.sampled_from((MAN, MAN, KNIGHT))))] for sq in squares
    }
    board = board_from_pieces(pieces)
    duties = [-1, -1]
    for seat in (0, 1):
        held = [c for c in CASTLES[seat] if SEAT_OF[board[c]] == seat]
        if held and draw(st.booleans()):
            duties[seat] = draw(st.sampled_from(held))
    counts = (draw(st.integers(0, 2)), draw(st.integers(0, 2)))
    return State(board, draw(st.integers(0, 1)), counts, (duties[0], duties[1]))


@FEW
@given(dense_positions())
def test_generator_agrees_with_the_reference_on_random_dense_positions(state: State) -> None:
    _agrees_with_reference(state)


@settings(max_examples=60, deadline=None)
@given(dense_positions())
def test_has_legal_move_agrees_with_generation_without_duties(state: State) -> None:
    seat = state.turn
    found = legal_paths(state.board, seat, state.castle_moves[seat], -1)
    assert has_legal_move(state.board, seat, state.castle_moves[seat]) == bool(found)


@FEW
@given(dense_positions())
def test_position_text_and_dump_round_trip_on_random_positions(state: State) -> None:
    assert GAME.from_text(GAME.to_text(state)) == state
    assert GAME.load(json.loads(json.dumps(GAME.dump(state)))) == state


# --------------------------------------------------------------------------- random games
@settings(max_examples=6, deadline=None)
@given(st.integers(0, 10_000))
def test_random_games_follow_the_contract(seed: int) -> None:
    end = check_playout(GAME, seed)
    assert GAME.outcome(end).reason in {
        "castle",
        "capture-all",
        "no-moves",
        "no-moves-one-piece",
        "one-piece-each",
        "repetition",
        "fifty-moves",
    }


@settings(max_examples=4, deadline=None)
@given(st.integers(0, 10_000))
def test_random_games_keep_invariants_and_agree_with_the_reference(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.new()
    while not GAME.is_over(state):
        moves = GAME.legal_moves(state)
        if rng.random() < 0.08:
            _agrees_with_reference(state)
        move = moves[rng.randrange(len(moves))]
        after = GAME.apply(state, move)
        before_counts, after_counts = count_pieces(state.board), count_pieces(after.board)
        seat = state.turn
        assert after_counts[seat] == before_counts[seat]
        assert after_counts[1 - seat] == before_counts[1 - seat] - len(move.captures)
        assert after.turn == 1 - seat and max(after.castle_moves) <= 2
        assert after.quiet == (0 if move.captures or move.path[-1] in CASTLES[1 - seat] else state.quiet + 1)
        assert GAME.from_text(GAME.to_text(after)).board == after.board
        state = after
    assert GAME.legal_moves(state) == []
