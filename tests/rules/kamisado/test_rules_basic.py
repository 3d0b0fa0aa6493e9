"""The basic rules of a round (rulebook: T1-T2, Z1-Z8) and its worked examples 3, 4, 5 and 6."""

from __future__ import annotations

import pytest

from rules.errors import IllegalMove
from rules.kamisado import GAME, KamisadoMove
from rules.kamisado.board import COLOURS, SQUARE_COLOUR, square
from rules.kamisado.state import ANY, DEADLOCK, FILL, HOME_ROW_WIN, OVER, PASS, PLAY
from tests.rules.kamisado.helpers import at, mv, play, pos, targets


def test_rule_T1_first_move_of_the_match_any_black_tower() -> None:
    state = GAME.new()
    assert state.turn == 0 and state.must_move == ANY
    movers = {state.towers.index(m.frm) for m in GAME.legal_moves(state)}
    assert movers == set(range(8))  # all eight black towers, no white one
    assert len(GAME.legal_moves(state)) == 102


def test_rule_T1_opening_moves_of_pink_and_red_figure_1() -> None:
    # Figure 1(a)/(b): pink d8 and red f8 may go straight or diagonally forward any distance.
    state = GAME.new()
    pink = {GAME.notation(state, m) for m in GAME.legal_moves(state) if m.frm == square("d8")}
    straight = {f"d8-d{r}" for r in range(2, 8)}
    towards_h = {"d8-e7", "d8-f6", "d8-g5", "d8-h4"}
    towards_a = {"d8-c7", "d8-b6", "d8-a5"}
    assert pink == straight | towards_h | towards_a
    red = {GAME.notation(state, m) for m in GAME.legal_moves(state) if m.frm == square("f8")}
    assert red == {f"f8-f{r}" for r in range(2, 8)} | {"f8-g7", "f8-h6"} | {
        "f8-e7",
        "f8-d6",
        "f8-c5",
        "f8-b4",
        "f8-a3",
    }


def test_rule_T2_opponent_must_move_the_tower_of_the_square_colour() -> None:
    # Figure 2(a): Black's red moves onto a blue square; White must move his blue tower.
    state = play(GAME.new(), "f8-c5")
    assert COLOURS[SQUARE_COLOUR[square("c5")]] == "blue"
    assert state.turn == 1 and COLOURS[state.must_move] == "blue"
    assert {m.frm for m in GAME.legal_moves(state)} == {square("g1")}
    with pytest.raises(IllegalMove, match="must move is the blue one"):
        GAME.apply(state, mv("a1", "a2"))


def test_rule_T2_worked_opening_figure_2() -> None:
    # 2(a)-(d): Black's red onto blue (c5); White's blue onto a yellow square (g6): Black must move yellow.
    state = play(GAME.new(), "f8-c5", "g1-g6")
    assert COLOURS[SQUARE_COLOUR[square("g6")]] == "yellow"
    assert state.turn == 0 and COLOURS[state.must_move] == "yellow"
    assert {m.frm for m in GAME.legal_moves(state)} == {square("e8")}
    # 2(e)-(f): Black's yellow onto a purple square (e6): White must move purple (f1).
    state = play(state, "e8-e6")
    assert COLOURS[state.must_move] == "purple" and {m.frm for m in GAME.legal_moves(state)} == {square("f1")}


def test_rule_Z1_moves_only_straight_or_diagonally_forward() -> None:
    white = pos("""
        turn: white
        must move: red
        black: brown a8
        white: red d4
    """)
    assert targets(white) == {"d5", "d6", "d7", "d8", "c5", "b6", "a7", "e5", "f6", "g7", "h8"}
    black = pos("""
        turn: black
        must move: red
        black: red e5
        white: brown a1
    """)
    assert targets(black) == {"e4", "e3", "e2", "e1", "f4", "g3", "h2", "d4", "c3", "b2"}
    for sideways_or_back in ("d3", "c4", "e4", "c3", "e3"):
        with pytest.raises(IllegalMove):
            GAME.apply(white, mv("d4", sideways_or_back))


def test_rule_Z2_no_jumping_over_towers() -> None:
    state = pos("""
        turn: white
        must move: red
        black: green d6, brown f6
        white: red d4, blue b6
    """)
    assert targets(state) == {"d5", "c5", "e5"}
    with pytest.raises(IllegalMove):
        GAME.apply(state, mv("d4", "d7"))


def test_rule_Z3_a_move_ends_only_on_an_empty_square() -> None:
    state = pos("""
        turn: white
        must move: red
        black: green d6
        white: red d4, blue e5
    """)
    assert "d6" not in targets(state) and "e5" not in targets(state)
    with pytest.raises(IllegalMove, match="occupied"):
        GAME.apply(state, mv("d4", "d6"))


def test_rule_Z4_diagonal_slip_between_corner_touching_towers() -> None:
    # d5 and e4 touch corners across the diagonal d4-e5: the tower still passes between them.
    state = pos("""
        turn: white
        must move: red
        black: green d5, brown e4
        white: red d4
    """)
    assert {"e5", "f6", "g7", "h8"} <= targets(state)


FIGURE_3 = """
    turn: black
    must move: brown
    black: brown c7, pink g2, red h2, green e3
    white: blue g1, orange a1
"""


def test_rule_Z5_a_tower_that_can_move_must_move_figure_3() -> None:
    # 3(a) Helmut (Black) moves brown onto a blue square. 3(b) Steve's blue has one move, onto the pink
    # square f2; he may not pass. 3(c) Helmut's pink moves onto the blue square of Steve's home row.
    state = play(pos(FIGURE_3), "c7-c5")
    assert COLOURS[SQUARE_COLOUR[square("c5")]] == "blue" and COLOURS[state.must_move] == "blue"
    assert GAME.legal_moves(state) == [mv("g1", "f2")]
    with pytest.raises(IllegalMove, match="may not pass: the blue tower that must move can move"):
        GAME.parse_move(state, "pass")
    with pytest.raises(IllegalMove):
        GAME.apply(state, KamisadoMove(PASS, square("g1"), square("g1")))
    state = play(state, "g1-f2")
    assert COLOURS[state.must_move] == "pink"
    state = play(state, "g2-g1")
    assert state.phase == OVER and GAME.outcome(state).winners == (0,)


def test_rule_Z6_blocked_tower_passes_figure_4() -> None:
    # 4(a): Amy (Black) moves brown onto green. 4(b): Chris's green on a yellow square is blocked: pass.
    # 4(c): Amy must move yellow (the colour under the blocked tower) and wins straight ahead.
    state = pos("""
        turn: black
        must move: brown
        black: brown f6, yellow h5, red b3, purple c3, blue d3
        white: green c2, brown a1
    """)
    state = play(state, "f6-f5")
    assert state.turn == 1 and COLOURS[state.must_move] == "green"
    assert [m.kind for m in GAME.legal_moves(state)] == [PASS]
    state = play(state, "pass")
    assert state.turn == 0 and COLOURS[state.must_move] == "yellow"  # c2 is yellow
    state = play(state, "h5-h1")
    assert state.phase == OVER and GAME.outcome(state).winners == (0,)
    assert GAME.outcome(state).reason == HOME_ROW_WIN


def test_rule_Z6_passes_chain_then_a_move_figure_5() -> None:
    # 5(a) Daniel's blue 5 forward onto green; 5(b) Vlora's green is blocked: pass; 5(c) Daniel's yellow is
    # blocked too: pass; 5(d) Vlora's blue onto yellow; 5(e) Daniel's yellow still blocked: pass;
    # 5(f) Vlora's blue reaches Daniel's home row.
    state = pos("""
        turn: black
        must move: blue
        black: blue e7, yellow a3, red h6, pink g6
        white: green h5, blue c4, brown a2, red b2
    """)
    state = play(state, "e7-e2")
    assert COLOURS[state.must_move] == "green" and GAME.legal_moves(state)[0].kind == PASS
    state = play(state, "pass")
    assert state.turn == 0 and COLOURS[state.must_move] == "yellow"
    state = play(state, "pass")
    assert state.turn == 1 and COLOURS[state.must_move] == "blue" and state.phase == PLAY
    state = play(state, "c4-f7", "pass")
    assert state.turn == 1 and COLOURS[state.must_move] == "blue"
    state = play(state, "f7-f8")
    assert state.phase == OVER and GAME.outcome(state).winners == (1,)


def test_rule_Z7_reaching_the_opponents_home_row_wins_the_round() -> None:
    state = pos("""
        turn: white
        must move: red
        black: brown h8
        white: red d4
        score: black 0, white 0, target 3
    """)
    after = play(state, "d4-d8")
    assert after.phase == FILL and after.score == (0, 1)
    assert after.last_round.winner == 1 and after.last_round.reason == HOME_ROW_WIN
    assert after.ranks[8 + 2] == 1  # the white red tower is now a Sumo
    assert GAME.to_move(after) == 1  # the winner chooses the fill


DEADLOCK_6 = """
    turn: white
    must move: blue
    black: green a8, pink b7
    white: red a6, yellow b6, blue c2
    score: black 0, white 0, target 3
"""


def test_rule_Z8_deadlock_last_mover_loses_figure_6() -> None:
    # 6(a) Wolfgang (White) blue onto green; 6(b) Ralf's green must go to the red square a7; 6(c) Wolfgang's
    # red is blocked: pass; 6(d) Ralf's green is blocked too: pass; 6(e) Wolfgang's red would pass again:
    # complete deadlock. Ralf moved last and loses; Wolfgang's red (colour of a7) is promoted.
    state = play(pos(DEADLOCK_6), "c2-c4")
    assert targets(state) == {"a7"}
    state = play(state, "a8-a7", "pass")
    assert state.phase == PLAY and state.turn == 0
    state = play(state, "pass")
    assert state.phase == FILL
    result = state.last_round
    assert result.winner == 1 and result.reason == DEADLOCK
    assert [COLOURS[t & 7] for t in result.blocked] == ["red", "green"]  # White's red, then Black's green
    assert result.tower == 8 + COLOURS.index("red") and state.ranks[result.tower] == 1
    assert state.score == (0, 1)


def test_rule_Z8_deadlock_ends_a_single_round_match() -> None:
    state = play(pos(DEADLOCK_6.replace("target 3", "target 1")), "c2-c4", "a8-a7", "pass", "pass")
    assert state.phase == OVER
    assert GAME.outcome(state).winners == (1,) and GAME.outcome(state).reason == DEADLOCK


def test_rule_Z8_two_passes_in_a_row_are_not_a_deadlock() -> None:
    # Figure 5 again: after two passes the next tower (White's blue) is free and moves.
    state = pos("""
        turn: black
        must move: blue
        black: blue e7, yellow a3, red h6, pink g6
        white: green h5, blue c4, brown a2, red b2
    """)
    state = play(state, "e7-e2", "pass", "pass")
    assert state.phase == PLAY and len(state.passes) == 2
    assert all(m.kind != PASS for m in GAME.legal_moves(state))
    state = play(state, "c4-f7")
    assert state.passes == ()


PUSH_DEADLOCK = """
    turn: black
    must move: brown
    black: brown c5 sumo, red b3, blue d3, purple c2, orange f8, pink g8, yellow h8
    white: purple c4, green g7, brown a1
    score: black 1, white 0, target 3
"""


def test_rule_Z8_after_a_push_the_pusher_is_the_last_mover_and_loses_the_deadlock() -> None:
    # Black's Sumo pushes White's purple onto c3 (brown): Black moves brown again, but the Sumo on c4 is
    # blocked: Black passes first. c4 is green: White's green g7 is blocked: pass. g7 is brown: Black's
    # brown would pass again: deadlock. The pusher made the last real move, so Black loses, and White's
    # tower of the colour under the pusher (c4, green) is promoted.
    state = play(pos(PUSH_DEADLOCK), "c5-c4")
    assert at(state, "c3") == "white purple" and at(state, "c4") == "black brown"
    assert state.turn == 0 and COLOURS[state.must_move] == "brown"
    assert [m.kind for m in GAME.legal_moves(state)] == [PASS]
    state = play(state, "pass")
    assert state.turn == 1 and COLOURS[state.must_move] == "green"
    state = play(state, "pass")
    assert state.phase == FILL and state.last_round.reason == DEADLOCK
    assert state.last_round.winner == 1 and state.last_round.tower == 8 + COLOURS.index("green")
    assert state.score == (1, 1)
