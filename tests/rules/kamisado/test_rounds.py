"""Between rounds: promotion and scoring, the match targets, refilling (B1-B4, worked example 7(b)-(g))."""

from __future__ import annotations

import pytest

from rules.errors import IllegalMove
from rules.kamisado import GAME, fill_order, fill_preview, tower_at
from rules.kamisado.board import COLOURS, SQUARE_COLOUR, square, square_name
from rules.kamisado.state import ANY, FILL, FILL_LEFT, FILL_RIGHT, OVER, PLAY
from tests.rules.kamisado.helpers import play, pos

# Figure 7(a): Alain (White) has just won the first round with his purple tower on David's home row.
# Rows as Alain sees them: HR brown, blue (left to right); R4 orange; R5 red, pink; R6 yellow; R7 green;
# R8 purple. David (Black), rows from his side: HR green, red, yellow (his left to right = h to a);
# R3 pink; R4 brown, orange; R6 blue; R7 purple.
FIGURE_7A = """
    turn: white
    must move: fill
    black: green g8, red e8, yellow b8, pink d6, brown f5, orange c5, blue e3, purple h2
    white: brown a1, blue f1, orange d4, red b5, pink g5, yellow a6, green c7, purple c8 sumo
    score: black 0, white 1, target 3
"""


def _placed(towers: tuple[int, ...], seat: int) -> dict[str, str]:
    """{tower colour: colour of the square it stands on} for one seat."""
    return {COLOURS[t & 7]: COLOURS[SQUARE_COLOUR[towers[t]]] for t in range(seat * 8, seat * 8 + 8)}


def test_rule_B3_fill_from_the_left_figure_7b_7c_7d() -> None:
    state = pos(FIGURE_7A)
    after = play(state, "fill-left")
    # 7(b): Alain's order 1..8 and the squares from brown onwards.
    assert [COLOURS[t & 7] for t in fill_order(state.towers, 1, FILL_LEFT)] == [
        "brown", "blue", "orange", "red", "pink", "yellow", "green", "purple"
    ]  # fmt: skip
    assert _placed(after.towers, 1) == {
        "brown": "brown", "blue": "green", "orange": "red", "red": "yellow",
        "pink": "pink", "yellow": "purple", "green": "blue", "purple": "orange",
    }  # fmt: skip
    # 7(c): David's order and squares, also from his brown square.
    assert [COLOURS[t & 7] for t in fill_order(state.towers, 0, FILL_LEFT)] == [
        "green", "red", "yellow", "pink", "brown", "orange", "blue", "purple"
    ]  # fmt: skip
    assert _placed(after.towers, 0) == {
        "green": "brown", "red": "green", "yellow": "red", "pink": "yellow",
        "brown": "pink", "orange": "purple", "blue": "blue", "purple": "orange",
    }  # fmt: skip
    # 7(d): everybody on his own home row.
    assert all(square_name(q)[1] == "1" for q in after.towers[8:])
    assert all(square_name(q)[1] == "8" for q in after.towers[:8])


def test_rule_B4_fill_from_the_right_figure_7e_7f_7g() -> None:
    state = pos(FIGURE_7A)
    after = play(state, "fill-right")
    assert [COLOURS[t & 7] for t in fill_order(state.towers, 1, FILL_RIGHT)] == [
        "blue", "brown", "orange", "pink", "red", "yellow", "green", "purple"
    ]  # fmt: skip
    assert _placed(after.towers, 1) == {
        "blue": "orange", "brown": "blue", "orange": "purple", "pink": "pink",
        "red": "yellow", "yellow": "red", "green": "green", "purple": "brown",
    }  # fmt: skip
    # 7(f): David starts with the tower furthest right on his home row (yellow) on the orange square, and
    # ends with the purple tower on the brown square.
    order = [COLOURS[t & 7] for t in fill_order(state.towers, 0, FILL_RIGHT)]
    assert order[0] == "yellow" and order[-1] == "purple"
    placed = _placed(after.towers, 0)
    assert placed["yellow"] == "orange" and placed["purple"] == "brown"


def test_figure_7h_fill_right_puts_alains_yellow_before_a_yellow_square() -> None:
    after = play(pos(FIGURE_7A), "fill-right")
    yellow = after.towers[8 + COLOURS.index("yellow")]
    assert COLOURS[SQUARE_COLOUR[yellow + 8]] == "yellow"


def test_rule_B1_B2_the_winner_chooses_and_the_loser_follows() -> None:
    state = pos(FIGURE_7A)
    assert GAME.to_move(state) == 1 and [m.kind for m in GAME.legal_moves(state)] == [FILL_LEFT, FILL_RIGHT]
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, "c8-c7")
    # One choice fills both home rows the same way (the loser has no move of his own to make).
    after = play(state, "fill-left")
    assert after.phase == PLAY and after.turn == 0


def test_next_round_the_loser_starts_with_a_free_choice() -> None:
    after = play(pos(FIGURE_7A), "fill-right")
    assert after.turn == 0 and after.must_move == ANY  # T1 again
    assert after.round_no == 2 and after.passes == () and after.last_mover == -1
    assert {t >> 3 for t in (after.towers.index(m.frm) for m in GAME.legal_moves(after))} == {0}


def test_markers_stay_on_their_towers() -> None:
    state = pos(FIGURE_7A)
    for side in ("fill-left", "fill-right"):
        assert play(state, side).ranks == state.ranks
    assert state.ranks[8 + COLOURS.index("purple")] == 1


def test_fill_preview_matches_both_choices() -> None:
    state = pos(FIGURE_7A)
    preview = fill_preview(state)
    assert preview[FILL_LEFT] == play(state, "fill-left").towers
    assert preview[FILL_RIGHT] == play(state, "fill-right").towers


def test_fill_is_not_a_move_during_a_round() -> None:
    with pytest.raises(IllegalMove):
        GAME.parse_move(GAME.new(), "fill-left")


@pytest.mark.parametrize("target", [1, 3, 7, 15])
def test_match_targets(target: int) -> None:
    state = GAME.new(options={"target": target})
    assert state.target == target
    won = pos(f"""
        turn: white
        must move: red
        black: brown a8
        white: red d4
        score: black 0, white {target - 1}, target {target}
    """)
    won = play(won, "d4-d8")
    assert won.phase == OVER and GAME.outcome(won).winners == (1,) and won.score[1] == target


def test_a_round_short_of_the_target_goes_on() -> None:
    state = pos("""
        turn: white
        must move: red
        black: brown a8
        white: red d4
        score: black 0, white 1, target 3
    """)
    after = play(state, "d4-d8")
    assert after.phase == FILL and after.score == (0, 2)


def test_default_target_is_three_and_bad_targets_are_refused() -> None:
    assert GAME.default_options(2) == {"target": 3}
    with pytest.raises(ValueError, match="target"):
        GAME.new(options={"target": 5})


def test_first_round_setup_every_tower_on_its_own_colour() -> None:
    state = GAME.new()
    for t, q in enumerate(state.towers):
        assert SQUARE_COLOUR[q] == t & 7
    assert {square_name(q)[1] for q in state.towers[:8]} == {"8"}
    assert square_name(state.towers[8 + COLOURS.index("brown")]) == "a1"  # White's left: brown
    assert square_name(state.towers[COLOURS.index("brown")]) == "h8"  # Black's left (file h): brown
    assert tower_at(state, square("a1")) == 8 and tower_at(state, square("d4")) == -1


def test_board_is_unchanged_by_a_half_turn() -> None:
    for q in range(64):
        assert SQUARE_COLOUR[q] == SQUARE_COLOUR[63 - q]


def test_every_row_and_file_holds_each_colour_once() -> None:
    for i in range(8):
        assert sorted(SQUARE_COLOUR[i * 8 + f] for f in range(8)) == list(range(8))
        assert sorted(SQUARE_COLOUR[r * 8 + i] for r in range(8)) == list(range(8))
    assert square("a1") == 0 and square("h8") == 63
