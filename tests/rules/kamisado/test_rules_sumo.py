"""Sumo, Double and Triple Sumo (rulebook: S1-S11, DS1-DS8, DrS1-DrS8) and worked examples 8, 9 and 10."""

from __future__ import annotations

import pytest

from rules.errors import IllegalMove
from rules.kamisado import GAME, describe_move, pushed_towers, rulebook_text
from rules.kamisado.board import COLOURS, SQUARE_COLOUR, square
from rules.kamisado.state import FILL, OVER, PASS, PUSH
from tests.rules.kamisado.helpers import at, mv, play, pos, targets


def _sumo(rank: str, extra_black: str = "", extra_white: str = "", where: str = "d3") -> str:
    return f"""
        turn: white
        must move: red
        black: brown h8{extra_black}
        white: red {where} {rank}{extra_white}
        score: black 0, white 0, target 15
    """


def test_rule_S1_a_sumo_moves_at_most_five_squares() -> None:
    state = pos(_sumo("sumo", where="a1"))
    assert targets(state) == {"a2", "a3", "a4", "a5", "a6", "b2", "c3", "d4", "e5", "f6"}


def test_rule_DS1_a_double_sumo_moves_at_most_three_squares() -> None:
    state = pos(_sumo("double", where="a1"))
    assert targets(state) == {"a2", "a3", "a4", "b2", "c3", "d4"}


def test_rule_DrS1_a_triple_sumo_moves_at_most_one_square() -> None:
    state = pos(_sumo("triple"))
    assert targets(state) == {"d4", "c4", "e4"}


def test_rule_S2_sumo_push_moves_one_forward_and_shoves_the_tower_back() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4"))
    assert "push:d4" in targets(state)
    after = play(state, "d3-d4")
    assert at(after, "d4") == "white red" and at(after, "d5") == "black green" and at(after, "d3") is None


def test_rule_S3_after_a_push_the_pusher_moves_again_with_the_colour_behind() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4"))
    after = play(state, "d3-d4")
    assert after.turn == 1  # Black loses his turn
    assert after.must_move == SQUARE_COLOUR[square("d5")]  # the square the pushed tower stands on
    assert COLOURS[after.must_move] == "orange"


def test_rule_S4_no_diagonal_push() -> None:
    state = pos(_sumo("sumo", extra_black=", green e4, pink c4"))
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state))
    assert "e4" not in targets(state) and "c4" not in targets(state)
    with pytest.raises(IllegalMove):
        GAME.apply(state, mv("d3", "e4", PUSH))


def test_rule_S5_the_square_behind_must_be_empty() -> None:
    for behind in (", pink d5", ""):  # a black tower behind ...
        extra_white = "" if behind else ", blue d5"  # ... or a white one
        state = pos(_sumo("sumo", extra_black=", green d4" + behind, extra_white=extra_white))
        assert not any(m.kind == PUSH for m in GAME.legal_moves(state))


def test_rule_S6_no_push_of_a_tower_on_its_home_row() -> None:
    state = pos(_sumo("sumo", extra_black=", green d8", where="d7").replace("brown h8", "brown a8"))
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state))


def test_rule_S7_a_sumo_pushes_exactly_one_tower() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4, pink d5"))
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state))


def test_rule_S8_a_sumo_cannot_push_a_sumo_or_higher() -> None:
    for rank in ("sumo", "double", "triple"):
        state = pos(_sumo("sumo", extra_black=f", green d4 {rank}"))
        assert not any(m.kind == PUSH for m in GAME.legal_moves(state)), rank


def test_rule_S9_a_sumo_pushes_only_opponent_towers() -> None:
    state = pos(_sumo("sumo", extra_white=", green d4"))
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state))


def test_rule_S10_the_push_is_optional_when_a_diagonal_move_exists() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4"))
    assert targets(state) == {"push:d4", "c4", "b5", "a6", "e4", "f5", "g6", "h7"}


def test_rule_S11_the_push_is_forced_when_it_is_the_only_move() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4, pink c4, blue e4"))
    assert [m.kind for m in GAME.legal_moves(state)] == [PUSH]
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, "pass")


def test_rule_S11_a_sumo_that_can_neither_move_nor_push_is_blocked() -> None:
    state = pos(_sumo("sumo", extra_black=", green d4, pink c4, blue e4, purple d5"))
    assert [m.kind for m in GAME.legal_moves(state)] == [PASS]


def test_black_sumo_pushes_down_the_board() -> None:
    state = pos("""
        turn: black
        must move: red
        black: red d6 sumo
        white: green d5, brown a1
        score: black 0, white 0, target 3
    """)
    after = play(state, "d6-d5")
    assert at(after, "d4") == "white green" and after.turn == 0
    assert after.must_move == SQUARE_COLOUR[square("d4")]


FIGURE_8 = """
    turn: black
    must move: orange
    black: orange c8, red g5
    white: purple g4 sumo, yellow b1, brown a1
    score: black 0, white 1, target 3
"""


def test_sumo_push_worked_example_figure_8() -> None:
    # 8(a) Alain's orange moves 2 diagonally onto a purple square; 8(b) Pete's purple Sumo may move
    # diagonally (S10) or 8(c) push Alain's red back onto a yellow square; 8(d) then Pete moves his yellow.
    state = play(pos(FIGURE_8), "c8-e6")
    assert COLOURS[state.must_move] == "purple"
    assert targets(state) == {"f5", "push:g5", "h5"}  # e6 now blocks the left diagonal
    after = play(state, "g4-g5")
    assert at(after, "g6") == "black red" and COLOURS[SQUARE_COLOUR[square("g6")]] == "yellow"
    assert after.turn == 1 and COLOURS[after.must_move] == "yellow"
    assert {m.frm for m in GAME.legal_moves(after)} == {square("b1")}


def test_sumo_push_forced_figure_8e() -> None:
    # 8(e)-(f): with both diagonals blocked Pete must push (S11).
    state = play(pos(FIGURE_8.replace("orange c8", "orange c8, pink h5")), "c8-e6")
    state2 = play(pos(FIGURE_8.replace("orange c8", "orange c8, pink h5, blue f5")), "c8-e6")
    assert targets(state) == {"f5", "push:g5"}
    assert targets(state2) == {"push:g5"}


FIGURE_9 = """
    turn: white
    must move: orange
    black: green e5 double, pink g5 sumo, orange a8 sumo
    white: orange a2, blue e4, yellow e3 sumo, brown d4 sumo, red a1 sumo
    score: black 5, white 3, target 7
"""


def test_rule_DS2_DS3_double_sumo_pushes_two_figure_9() -> None:
    # 9(a) Alan moves diagonally onto a green square. 9(b) Ludmilla's green Double could move diagonally onto
    # blue, pink or red, but pushes Alan's blue and yellow (a Sumo): the yellow stands on green.
    state = play(pos(FIGURE_9), "a2-c4")
    assert COLOURS[state.must_move] == "green"
    moves = {GAME.notation(state, m): m for m in GAME.legal_moves(state)}
    assert set(moves) == {"e5-f4", "e5-g3", "e5-h2", "e5-e4"}
    assert [COLOURS[SQUARE_COLOUR[square(s)]] for s in ("f4", "g3", "h2")] == ["blue", "pink", "red"]
    assert moves["e5-e4"].kind == PUSH
    assert [COLOURS[t & 7] for t in pushed_towers(state, moves["e5-e4"])] == ["blue", "yellow"]
    state = play(state, "e5-e4")
    assert at(state, "e3") == "white blue" and at(state, "e2") == "white yellow"
    # 9(c) DS3: the colour of the square under the rearmost pushed tower (green): the Double again.
    assert state.turn == 0 and COLOURS[state.must_move] == "green"
    state = play(state, "e4-e3")
    assert at(state, "e1") == "white yellow" and COLOURS[state.must_move] == "pink"
    # 9(d): Ludmilla's pink Sumo reaches Alan's home row: it becomes a Double, +2, 7:3 wins the long game.
    state = play(state, "g5-g1")
    assert state.phase == OVER and state.score == (7, 3)
    assert state.ranks[COLOURS.index("pink")] == 2


def test_double_sumo_alternative_win_figure_9e() -> None:
    # 9(e): after the first push the green Double could go diagonally onto Alan's home row: +4, 9:3.
    state = play(pos(FIGURE_9), "a2-c4", "e5-e4")
    assert "h1" in targets(state)
    state = play(state, "e4-h1")
    assert state.phase == OVER and state.score == (9, 3)
    assert state.ranks[COLOURS.index("green")] == 3 and state.last_round.points == 4


def _double(extra_black: str, extra_white: str = "") -> str:
    return _sumo("double", extra_black=extra_black, extra_white=extra_white)


def test_rule_DS2_a_double_may_push_one_tower() -> None:
    assert "push:d4" in targets(pos(_double(", green d4")))


def test_rule_DS4_no_diagonal_push_for_a_double() -> None:
    state = pos(_double(", green e4, pink f5"))
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state)) and "e4" not in targets(state)


def test_rule_DS5_the_square_behind_the_rearmost_must_be_empty() -> None:
    assert "push:d4" not in targets(pos(_double(", green d4, pink d5, blue d6")))
    assert "push:d4" not in targets(pos(_double(", green d4, pink d5", extra_white=", blue d6")))
    assert "push:d4" in targets(pos(_double(", green d4, pink d5")))


def test_rule_DS6_no_push_when_the_rearmost_stands_on_its_home_row() -> None:
    state = pos(
        _sumo("double", extra_black=", green d7, pink d8", where="d6").replace("brown h8", "brown a8")
    )
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state))


def test_rule_DS7_a_double_pushes_at_most_two() -> None:
    assert "push:d4" not in targets(pos(_double(", green d4, pink d5, blue d6")))


def test_rule_DS8_a_double_cannot_push_a_double_but_pushes_two_sumos() -> None:
    assert "push:d4" not in targets(pos(_double(", green d4 double")))
    assert "push:d4" not in targets(pos(_double(", green d4, pink d5 double")))
    assert "push:d4" in targets(pos(_double(", green d4 sumo, pink d5 sumo")))


def test_double_push_mixed_owners_is_no_push() -> None:
    # S9 for Doubles: every pushed tower must be the opponent's.
    assert "push:d4" not in targets(pos(_double(", green d4", extra_white=", blue d5")))


FIGURE_10 = """
    turn: white
    must move: yellow
    black: orange e4 sumo, brown e5, green e6, yellow f6 sumo, purple d7, red b5 sumo, pink b4 double, blue a8 double
    white: yellow e3 triple, blue f5 double, pink h3 double, red a1 sumo
    score: black 9, white 14, target 15
"""


def test_rule_DrS2_DrS3_triple_sumo_worked_example_figure_10() -> None:
    state = pos(FIGURE_10)
    # 10(b): the yellow Triple pushes orange, brown and green; the green (rearmost) stands on blue.
    state = play(state, "e3-e4")
    assert [at(state, s) for s in ("e4", "e5", "e6", "e7")] == [
        "white yellow",
        "black orange",
        "black brown",
        "black green",
    ]
    assert state.turn == 1 and COLOURS[state.must_move] == "blue"
    # 10(c): the blue Double pushes Johan's yellow Sumo onto the yellow square behind it.
    state = play(state, "f5-f6")
    assert at(state, "f7") == "black yellow" and COLOURS[state.must_move] == "yellow"
    # 10(d): the Triple pushes the three again; the green stands on the yellow square of Johan's home row.
    state = play(state, "e4-e5")
    assert at(state, "e8") == "black green" and COLOURS[state.must_move] == "yellow"
    # 10(e): no push against a home-row tower (DrS6), none diagonally (DrS4), one square only (DrS1): d6.
    assert targets(state) == {"d6"} and COLOURS[SQUARE_COLOUR[square("d6")]] == "red"
    state = play(state, "e5-d6")
    # 10(f): Johan's red Sumo has his own pink in front: no push (S9); he moves diagonally onto yellow.
    assert state.turn == 0 and COLOURS[state.must_move] == "red"
    assert not any(m.kind == PUSH for m in GAME.legal_moves(state)) and "a4" in targets(state)
    state = play(state, "b5-a4")
    # 10(g): the Triple pushes Johan's purple onto the pink square d8; Sanjay moves pink next.
    state = play(state, "d6-d7")
    assert at(state, "d8") == "black purple" and COLOURS[state.must_move] == "pink"
    assert state.turn == 1


def test_rule_DrS5_DrS7_a_triple_pushes_at_most_three_with_room_behind() -> None:
    base = ", green d4, pink d5, blue d6"
    assert "push:d4" in targets(pos(_sumo("triple", extra_black=base)))
    assert "push:d4" not in targets(pos(_sumo("triple", extra_black=base + ", purple d7")))  # four
    assert "push:d4" not in targets(pos(_sumo("triple", extra_black=base, extra_white=", blue d7")))


def test_rule_DrS8_a_triple_pushes_doubles_but_not_a_triple() -> None:
    assert "push:d4" in targets(pos(_sumo("triple", extra_black=", green d4 double, pink d5 double")))
    assert "push:d4" not in targets(pos(_sumo("triple", extra_black=", green d4 triple")))


def test_rule_DrS6_a_triple_cannot_push_off_the_home_row() -> None:
    text = _sumo("triple", extra_black=", green d6, pink d7, blue d8", where="d5").replace(
        "brown h8", "brown a8"
    )
    assert not any(m.kind == PUSH for m in GAME.legal_moves(pos(text)))


def test_rule_DrS4_no_diagonal_push_for_a_triple() -> None:
    state = pos(_sumo("triple", extra_black=", green c4, pink e4, blue d4 triple"))
    assert [m.kind for m in GAME.legal_moves(state)] == [PASS]


def test_triple_reaching_the_home_row_becomes_a_quadruple_and_wins_any_match() -> None:
    # 10(l) and "Endabrechnung Marathon": the fourth marker is worth 8 and wins the match at once.
    state = pos("""
        turn: white
        must move: yellow
        black: brown a8
        white: yellow e7 triple
        score: black 0, white 0, target 15
    """)
    state = play(state, "e7-e8")
    assert state.phase == OVER and state.score == (0, 8) and GAME.outcome(state).winners == (1,)
    assert state.ranks[8 + COLOURS.index("yellow")] == 4 and state.last_round.points == 8


def test_push_record_in_the_rulebook_form() -> None:
    state = play(pos(FIGURE_9), "a2-c4")
    record = describe_move(state, mv("e5", "e4", PUSH))
    assert rulebook_text(record) == "green ↑1 orange; blue ↓1 red; yellow ↓1 green"
    assert [p.square_colour for p in record.pushed] == ["red", "green"]
    assert [(p.frm, p.to) for p in record.pushed] == [
        (square("e4"), square("e3")),
        (square("e3"), square("e2")),
    ]


def test_scoring_sumo_gives_two_and_becomes_a_double() -> None:
    state = pos("""
        turn: white
        must move: red
        black: brown a8
        white: red d4 sumo
        score: black 1, white 1, target 7
    """)
    state = play(state, "d4-d8")
    assert state.phase == FILL and state.score == (1, 3) and state.ranks[8 + 2] == 2
