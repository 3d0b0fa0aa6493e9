"""Puzzles "to move and win in N" (rules/puzzles.py, rules/<game>/puzzle.py, the shipped puzzles.json files).

The normal run proves a fixed sample of every game's puzzles again, and (marked `slow`, about 11 s of CPU for
all 152 today, most of it the Camelot wins in 3-4) every one of them; `pytest -m slow -k puzzle` runs the
latter alone. Camelot's fast prover (its exact shortcuts) is checked against the plain search on small
endgames.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import GAMES
from rules.camelot import puzzle as camelot_puzzle
from rules.camelot.board import (
    BLACK_KNIGHT,
    BLACK_MAN,
    CASTLE_OF,
    SQUARES,
    WHITE_KNIGHT,
    WHITE_MAN,
    board_from_pieces,
    file_rank,
)
from rules.camelot.play import apply_unchecked, status
from rules.camelot.play import legal_moves as camelot_moves
from rules.camelot.state import State
from rules.kamisado import forced_win
from rules.kamisado import puzzle as kamisado_puzzle
from rules.kamisado.engine import solver as engine_solver
from rules.kamisado.engine.position import from_state
from rules.puzzles import (
    GRADES,
    Puzzle,
    load_puzzles,
    puzzle_id,
    puzzles_from_json,
    puzzles_to_json,
)

PUZZLE_GAMES = ("kamisado", "camelot")
FACES = {"kamisado": kamisado_puzzle, "camelot": camelot_puzzle}
SAMPLE = 6


def sample(game_id: str) -> list[Puzzle]:
    """SAMPLE puzzles: the first and the last of each grade (the same ones every run)."""
    book = load_puzzles(game_id)
    picked: list[Puzzle] = []
    for grade in GRADES:
        of_grade = [p for p in book if p.grade == grade]
        picked += [p for p in (of_grade[:1] + of_grade[-1:]) if p not in picked]
    return picked[:SAMPLE]


def all_puzzles() -> list[tuple[str, Puzzle]]:
    return [(g, p) for g in PUZZLE_GAMES for p in load_puzzles(g)]


def prove_again(game_id: str, puzzle: Puzzle) -> None:
    """The stored first move wins within N, it is the only one that does, and no win within N - 1 exists."""
    game = GAMES[game_id]
    state = game.load(puzzle.position)
    prover = FACES[game_id].puzzle_prover()
    first = game.parse_move(state, puzzle.solutions[0])
    assert prover.keeps_win(state, first, puzzle.moves), puzzle.id
    assert prover.distance(state, puzzle.moves) == puzzle.moves, puzzle.id
    assert [game.notation(state, m) for m in prover.winning_moves(state, puzzle.moves)] == list(
        puzzle.solutions
    )


# --------------------------------------------------------------------------- the shipped data
@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_every_shipped_puzzle_loads_and_is_legal(game_id: str) -> None:
    game = GAMES[game_id]
    book = load_puzzles(game_id)
    assert len(book) >= 60
    assert {p.grade for p in book} == set(GRADES)
    assert len({p.id for p in book}) == len(book)
    keys = set()
    for p in book:
        state = game.load(p.position)  # load checks the position (InvalidState otherwise)
        assert game.dump(state) == p.position
        assert p.id == puzzle_id(game_id, p.position)
        assert game.to_move(state) == p.to_move
        assert 1 <= p.moves <= 5 and p.grade in GRADES
        assert len(game.legal_moves(state)) >= 2
        for text in p.solutions:
            assert game.parse_move(state, text) in game.legal_moves(state)
        keys.add(game.state_key(state))
    assert len(keys) == len(book)  # no position twice


@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_a_sample_of_the_puzzles_is_proven_again(game_id: str) -> None:
    for puzzle in sample(game_id):
        prove_again(game_id, puzzle)


@pytest.mark.slow
@pytest.mark.parametrize("game_id, puzzle", all_puzzles(), ids=lambda v: getattr(v, "id", v))
def test_every_puzzle_is_proven_again(game_id: str, puzzle: Puzzle) -> None:
    prove_again(game_id, puzzle)


@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_the_data_round_trips(game_id: str) -> None:
    book = load_puzzles(game_id)
    data = puzzles_to_json(game_id, book)
    assert puzzles_from_json(game_id, json.loads(json.dumps(data))) == book
    with pytest.raises(ValueError):
        puzzles_from_json("camelot" if game_id == "kamisado" else "kamisado", data)


def test_a_game_without_puzzles_has_none() -> None:
    assert load_puzzles("downunder") == ()


def test_the_faces_offer_the_puzzles() -> None:
    import rules.camelot
    import rules.kamisado

    for face in (rules.kamisado, rules.camelot):
        assert "puzzles" in face.__all__ and "puzzle_prover" in face.__all__
        assert face.puzzles() == load_puzzles(face.GAME.id)


# --------------------------------------------------------------------------- playing a puzzle
@pytest.mark.parametrize("game_id", PUZZLE_GAMES)
def test_longest_defence_and_refutation_do_what_they_say(game_id: str) -> None:
    game = GAMES[game_id]
    for puzzle in sample(game_id)[:3]:
        state = game.load(puzzle.position)
        prover = FACES[game_id].puzzle_prover()
        seat, n = puzzle.to_move, puzzle.moves
        assert prover.hint(state, n) == prover.rules.piece(state, game.parse_move(state, puzzle.solutions[0]))
        after = game.apply(state, game.parse_move(state, puzzle.solutions[0]))
        if n > 1 and prover.decided(after) is None:
            check_longest_defence(game_id, after, seat, n - 1, prover.longest_defence(after, n - 1))
        wrong = [m for m in game.legal_moves(state) if game.notation(state, m) not in puzzle.solutions]
        for move in wrong[:4]:
            assert not prover.keeps_win(state, move, n)
            reply = prover.refutation(state, move, n)
            bad = game.apply(state, move)
            if reply is None:  # the move ended the game without a win for the mover
                assert prover.decided(bad) not in (None, seat)
                continue
            assert reply in game.legal_moves(bad)
            assert not prover.wins(game.apply(bad, reply), seat, n - 1)


def check_longest_defence(game_id: str, state, attacker: int, n: int, reply) -> None:
    game = GAMES[game_id]
    assert reply in game.legal_moves(state)
    fresh = FACES[game_id].puzzle_prover()

    def needed(move) -> int:
        after = game.apply(state, move)
        return next(k for k in range(n + 1) if fresh.wins(after, attacker, k))

    longest = max(needed(m) for m in game.legal_moves(state))
    assert needed(reply) == longest
    first = next(m for m in game.legal_moves(state) if needed(m) == longest)
    assert reply == first  # ties go to the first in the legal moves' order


def test_the_defender_escapes_when_the_win_is_not_there() -> None:
    game = GAMES["kamisado"]
    state = game.new(2, {"target": 1})
    prover = kamisado_puzzle.puzzle_prover()
    move = game.legal_moves(state)[0]
    after = game.apply(state, move)
    fresh = kamisado_puzzle.puzzle_prover()
    escapes = [r for r in game.legal_moves(after) if not fresh.wins(game.apply(after, r), 0, 1)]
    assert escapes and prover.longest_defence(after, 1) == escapes[0]  # the first reply that escapes


# --------------------------------------------------------------------------- the prover against the others
def random_kamisado(seed: int, plies: int, target: int):
    """A running round after up to `plies` random moves (stopping short of the move that would end it, so
    that wins at once and forced wins are common)."""
    game = GAMES["kamisado"]
    rng = random.Random(seed)
    state = game.new(2, {"target": target})
    for _ in range(plies):
        moves = game.legal_moves(state)
        after = game.apply(state, moves[rng.randrange(len(moves))])
        if after.phase != "play":
            break
        state = after
    return state


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(4, 30), st.sampled_from((1, 3)))
def test_the_prover_agrees_with_forced_win(seed: int, plies: int, target: int) -> None:
    game = GAMES["kamisado"]
    state = random_kamisado(seed, plies, target)
    if state.phase != "play" or len(game.legal_moves(state)) > 40:
        return
    prover = kamisado_puzzle.puzzle_prover()
    for move in game.legal_moves(state):
        ours = next((n for n in (1, 2, 3) if prover.keeps_win(state, move, n)), None)
        assert forced_win(state, move, most=3, budget=10**7) == ours


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(4, 30))
def test_the_prover_agrees_with_the_engine_solver(seed: int, plies: int) -> None:
    state = random_kamisado(seed, plies, 1)
    p = from_state(state)
    if state.phase != "play" or p is None or len(GAMES["kamisado"].legal_moves(state)) > 40:
        return
    prover = kamisado_puzzle.puzzle_prover()
    seat = state.turn
    original = engine_solver.PROVEN
    engine_solver.PROVEN = _NoProofs()  # kept proofs hold for any depth: off, so `prove(d)` is exact
    try:
        for n in (1, 2, 3):
            assert (engine_solver.Solver(p, _Never()).prove(2 * n - 1) == 1) == prover.wins(state, seat, n)
            assert (engine_solver.Solver(p, _Never()).prove(2 * n) == -1) == prover.wins(state, 1 - seat, n)
    finally:
        engine_solver.PROVEN = original


class _NoProofs(dict):
    def __setitem__(self, key, value) -> None:
        pass


class _Never:
    def expired(self) -> bool:
        return False


def camelot_positions(count: int) -> list:
    """Positions near the end of random Camelot games (captures, castle entries and stuck pieces happen)."""
    game = GAMES["camelot"]
    rng = random.Random(7)
    found = []
    while len(found) < count:
        state = game.new(2)
        seen = []
        for _ in range(300):
            if game.is_over(state):
                break
            seen.append(state)
            moves = game.order_moves(state, game.legal_moves(state))
            state = game.apply(state, moves[0] if rng.random() < 0.5 else rng.choice(moves))
        found.extend(seen[-12:])
    return found[:count]


def test_camelot_wins_at_once_agrees_with_playing_every_move() -> None:
    rules = camelot_puzzle.RULES
    hits = 0
    for state in camelot_positions(300):
        slow = any(rules.winner(apply_unchecked(state, m)) == state.turn for m in camelot_moves(state))
        assert rules.wins_at_once(state) == slow
        hits += slow
    assert hits >= 5  # the check saw wins, not only their absence


# --------------------------------------------------------------------------- Camelot's fast prover, checked
def small_endgame(rng: random.Random) -> State:
    """Two or three pieces of the side to move within four ranks of the enemy castle and one to three of
    the other's around them (so that wins within 1-3 moves are common), then a few random moves, so that
    the history (repetitions) and, now and then, the fifty-move count are in play."""
    near = [sq for sq in SQUARES if CASTLE_OF[sq] < 0 and file_rank(sq)[1] >= 10]
    while True:
        placed = rng.sample(near, rng.randint(2, 3) + rng.randint(1, 3))
        split = rng.randint(2, min(3, len(placed) - 1))
        codes = {sq: rng.choice((WHITE_MAN, WHITE_KNIGHT)) for sq in placed[:split]}
        codes |= {sq: rng.choice((BLACK_MAN, BLACK_KNIGHT)) for sq in placed[split:]}
        state = State(board_from_pieces(codes), 0, quiet=rng.choice((0, 0, 93)))
        for _ in range(rng.choice((0, 2, 4, 6))):
            if status(state) is not None:
                break
            state = apply_unchecked(state, rng.choice(camelot_moves(state)))
        if status(state) is None:
            return state


def plain_wins(state: State, attacker: int, n: int, memo: dict) -> bool:
    """The definition itself: every move of the attacker tried, every reply, the whole state as the key,
    no shortcut of any kind."""
    result = status(state)
    if result is not None:
        return result[0] == (attacker,)
    if state.turn == attacker and n <= 0:
        return False
    key = (state, attacker, n)
    if key not in memo:
        children = (
            plain_wins(apply_unchecked(state, m), attacker, n - (state.turn == attacker), memo)
            for m in camelot_moves(state)
        )
        memo[key] = any(children) if state.turn == attacker else all(children)
    return memo[key]


def test_camelot_prover_agrees_with_the_plain_search_on_small_endgames() -> None:
    rng = random.Random(28)
    wins = 0
    for _ in range(30):
        state = small_endgame(rng)
        prover = camelot_puzzle.puzzle_prover()  # one prover for every question: its table must stay true
        memo: dict = {}
        for n in (1, 2, 3):
            for attacker in (state.turn, 1 - state.turn):
                if n == 3 and len(camelot_moves(state)) > 12:
                    continue  # the plain search's cost
                expected = plain_wins(state, attacker, n, memo)
                assert prover.wins(state, attacker, n) == expected, (state, attacker, n)
                wins += expected
    assert wins >= 5  # wins were found, not only their absence


def test_camelot_table_key_lets_two_move_orders_meet() -> None:
    rules = camelot_puzzle.RULES
    state = GAMES["camelot"].new(2)
    steps = [m for m in camelot_moves(state) if not m.captures and len(m.path) == 2]
    a = steps[0]
    b = next(m for m in steps if not {*m.path} & {*a.path})  # another piece, other squares
    reply = camelot_moves(apply_unchecked(state, a))[0]
    one = apply_unchecked(apply_unchecked(apply_unchecked(state, a), reply), b)
    other = apply_unchecked(apply_unchecked(apply_unchecked(state, b), reply), a)
    assert one.key == other.key and one.history != other.history
    # within two moves a side neither position after the first move can occur a third time: one entry
    assert rules.table_key(one, 2) == rules.table_key(other, 2)
    assert rules.table_key(one, 3) != rules.table_key(other, 3)  # within three it could: two
