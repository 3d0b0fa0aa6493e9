"""The Camelot AI hooks and levels: legal moves only, wins in one taken, forced captures resolved by the
quiescence search, evaluation symmetric between the colours, deadlines honoured."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.camelot import GAME
from rules.camelot.board import CODE, SEAT_OF, SQUARES, board_from_pieces, file_rank, square_at
from rules.camelot.evaluate import LEVELS, evaluate, order_moves, static_value
from rules.camelot.state import State
from rules.common import EVAL_LIMIT
from rules.common import LEVELS as LEVEL_NAMES
from tests.rules.camelot.helpers import moves, position


def _mirror(state: State) -> State:
    """The same position with the colours swapped and the board turned upside down."""
    pieces = {}
    for sq in SQUARES:
        code = state.board[sq]
        if SEAT_OF[code] >= 0:
            f, r = file_rank(sq)
            kind = "knight" if code in (CODE[(0, "knight")], CODE[(1, "knight")]) else "man"
            pieces[square_at(f, 15 - r)] = CODE[(1 - SEAT_OF[code], kind)]
    flip = {sq: square_at(file_rank(sq)[0], 15 - file_rank(sq)[1]) for sq in SQUARES}
    duties = tuple(-1 if d < 0 else flip[d] for d in reversed(state.must_leave))
    counts = (state.castle_moves[1], state.castle_moves[0])
    return State(board_from_pieces(pieces), 1 - state.turn, counts, duties)


def _game_positions(count: int, seed: int) -> list[State]:
    rng = random.Random(seed)
    found = []
    state = GAME.new()
    while len(found) < count:
        if GAME.is_over(state):
            state = GAME.new()
        found.append(state)
        ms = GAME.legal_moves(state)
        state = GAME.apply(state, ms[rng.randrange(len(ms))])
    return found


def test_levels_are_easy_medium_hard_and_hard_stays_under_three_seconds() -> None:
    assert set(LEVELS) == set(LEVEL_NAMES)
    assert LEVELS["hard"].time <= 2.7 and LEVELS["hard"].search == "alphabeta"
    assert LEVELS["easy"].max_depth < LEVELS["medium"].max_depth < LEVELS["hard"].max_depth


@pytest.mark.parametrize("level", LEVEL_NAMES)
def test_every_level_takes_a_castle_win_in_one(level: str) -> None:
    s = position(wm="F16 H15 A4 B4", bm="K13 L13 K12")
    move = choose_move(GAME, s, 0, level, seed=1)
    assert GAME.outcome(GAME.apply(s, move)).winners == (0,)


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 1000), st.sampled_from(LEVEL_NAMES))
def test_ai_returns_only_legal_moves(seed: int, level: str) -> None:
    state = _game_positions(1 + seed % 40, seed)[-1]
    if GAME.is_over(state):
        return
    move = choose_move(GAME, state, state.turn, level, seed=seed, deadline=time.monotonic() + 0.4)
    assert move in GAME.legal_moves(state)


def test_search_honours_a_short_deadline() -> None:
    s = GAME.new()
    t = time.monotonic()
    move = choose_move(GAME, s, 0, "hard", deadline=t + 0.3)
    assert move in GAME.legal_moves(s)
    assert time.monotonic() - t < 1.5  # the bound is loose: this machine is shared


def test_quiescence_sees_the_recapture_after_a_forced_capture() -> None:
    # White must take E9 (E8xE10); Black then takes back two: F11xD9xB7. Net: White a man down more.
    s = position(wm="E8 C8 A4", bm="E9 F11 G12 L13")
    assert moves(s) == {"E8xE10"}
    assert evaluate(s, 0) < static_value(s) - 80
    assert evaluate(s, 1) == -evaluate(s, 0)


def test_evaluation_is_symmetric_between_the_colours() -> None:
    for s in _game_positions(60, 4):
        if not GAME.is_over(s):
            assert evaluate(s, 0) == pytest.approx(evaluate(_mirror(s), 1)), GAME.to_text(s)


def test_evaluation_stays_inside_the_limit_and_prefers_material_and_the_castle() -> None:
    for s in _game_positions(40, 9):
        if not GAME.is_over(s):
            assert abs(evaluate(s, s.turn)) < EVAL_LIMIT
    more = position(wm="E5 E6 A4", bm="K13 L13")
    less = position(wm="E5 A4", bm="K13 L13")
    assert evaluate(more, 0) > evaluate(less, 0)
    inside = position(wm="F16 A4", bm="K13 L13")
    outside = position(wm="F8 A4", bm="K13 L13")
    assert evaluate(inside, 0) > evaluate(outside, 0)


def test_move_ordering_puts_captures_and_castle_entries_first() -> None:
    s = position(wm="E8 F15 A4", bm="E9 L13")
    ordered = [GAME.notation(s, m) for m in order_moves(s, GAME.legal_moves(s))]
    assert ordered[0] == "E8xE10"
    t = position(wm="F15 A4", bm="L12 L13")
    first = GAME.notation(t, order_moves(t, GAME.legal_moves(t))[0])
    assert first in {"F15-F16", "F15-G16"}
    u = position(wm="F14 A4", bm="L12 L13")
    first = GAME.notation(u, order_moves(u, GAME.legal_moves(u))[0])
    assert first in {"F14-E15", "F14-F15", "F14-G15"}  # next to an empty castle square
