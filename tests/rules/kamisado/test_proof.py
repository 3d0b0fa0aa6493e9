"""`forced_win` (rules/kamisado/proof.py): how soon a move wins the round whatever the opponent does, for the
hint's words (issue 27): exact lengths, a push followed by a win, and None where nothing is proven."""

from __future__ import annotations

from rules.kamisado import GAME, forced_win
from tests.rules.kamisado.helpers import pos

WIN_IN_2 = pos("""
    turn: black
    must move: blue
    black: blue b8, pink d8, yellow e8, red f8, green g8, brown h8, orange d5, purple d3
    white: brown a1, red c1, yellow d1, pink e1, blue g1, purple g2, green b5, orange h6
    score: black 0, white 0, target 3
""")
WIN_IN_3 = pos("""
    turn: black
    must move: green
    black: orange a8, blue b8, purple c8, yellow e8, brown h8, green h7, pink g5, red f2
    white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
    score: black 0, white 0, target 3
""")
# Black's pink Sumo pushes White's orange from g4 to g3 (pink): White loses a turn, the Sumo runs to d1.
PUSH_THEN_WIN = pos("""
    turn: black
    must move: pink
    black: orange a8, blue b8, purple c8, yellow e8, red f8, green g8, brown h7, pink g5 sumo
    white: brown a1, green b1, red c1, yellow c3, pink e1, purple f1 sumo, blue h2, orange g4
    score: black 1, white 1, target 3
""")


def move(state, text):
    return GAME.parse_move(state, text)


def test_a_move_onto_the_home_row_wins_in_one() -> None:
    state = pos("""
        turn: white
        must move: yellow
        black: orange a8, blue b8, purple c8, yellow e8, brown h8, pink g5, green h5, red f2
        white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
    """)
    assert forced_win(state, move(state, "d1-d8")) == 1


def test_the_length_is_the_shortest_forced_win() -> None:
    assert forced_win(WIN_IN_2, move(WIN_IN_2, "b8-b7")) == 2
    assert forced_win(WIN_IN_3, move(WIN_IN_3, "h7-d3")) == 3
    assert forced_win(WIN_IN_3, move(WIN_IN_3, "h7-d3"), most=2) is None


def test_a_push_and_the_win_after_it_are_two_moves() -> None:
    assert forced_win(PUSH_THEN_WIN, move(PUSH_THEN_WIN, "g5-g4")) == 2


def test_a_move_that_wins_nothing_by_force_is_none() -> None:
    others = [m for m in GAME.legal_moves(WIN_IN_2) if forced_win(WIN_IN_2, m) is None]
    assert others  # not every move of the position wins
    opening = GAME.new(2, {"target": 3})
    assert all(forced_win(opening, m) is None for m in GAME.legal_moves(opening)[:10])


def test_a_search_over_its_budget_proves_nothing() -> None:
    assert forced_win(WIN_IN_3, move(WIN_IN_3, "h7-d3"), budget=20) is None
    assert forced_win(WIN_IN_3, move(WIN_IN_3, "h7-d3"), budget=10**6) == 3
