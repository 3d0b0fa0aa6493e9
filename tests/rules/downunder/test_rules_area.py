"""Der Spielfeldrand entsteht: the play area's position emerges; outside it only ends may lie."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.area import in_rects
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.state import Move
from rules.downunder.table import play_area, possible_area, why_not
from tests.rules.downunder.helpers import E, W, moves_at, position, straight

BOUNDED_7X9 = {"unbounded": False, "width": 7, "height": 9}


def _row_of_eight() -> list:
    # seat 0's straights W-E from x=0 to 5, then seats 1 and 2 have straights N-S at x=6 and 7 whose
    # neutral parts W-E carry seat 0's path on: eight cards in one direction
    return [straight(x, 0, 0, 1) for x in range(6)] + [straight(6, 0, 1, 0), straight(7, 0, 2, 0)]


def test_rule_7x9_eight_in_one_direction_leave_seven_in_the_other() -> None:
    state = position(3, _row_of_eight(), options=BOUNDED_7X9)
    rects = possible_area(state)
    assert in_rects(rects, (0, 6)) and in_rects(rects, (0, -6))
    assert not in_rects(rects, (0, 7)) and not in_rects(rects, (0, -7))
    assert why_not(state, CURVE, 0, (0, 7)) == "outside-area"
    assert play_area(state) is None


def test_the_refusal_outside_the_area_names_its_size_in_both_languages() -> None:
    # Issue 18: a refusal names what it is about; here the agreed size of the area.
    state = GAME.apply(position(3, _row_of_eight(), options=BOUNDED_7X9), Move(STRAIGHT, (8, 0), 1))
    error = GAME.refusal(state, Move(CURVE, (9, 0), 3))
    assert error is not None and error.key == "downunder.outside-area-of"
    assert "outside the play area of 7 by 9 cards" in GAME.explain(error, "en")
    assert "Außerhalb der Spielfläche von 7 mal 9 Karten dürfen nur Wegenden liegen" in GAME.explain(
        error, "de"
    )


def test_rule_7x9_the_ninth_card_may_go_to_either_side() -> None:
    state = position(3, _row_of_eight(), options=BOUNDED_7X9)
    assert (STRAIGHT, 1) in moves_at(state, (-1, 0))
    assert (STRAIGHT, 1) in moves_at(state, (8, 0))


def test_rule_7x9_once_the_ninth_lies_the_length_is_fixed() -> None:
    state = position(3, _row_of_eight(), options=BOUNDED_7X9)
    state = GAME.apply(state, Move(STRAIGHT, (8, 0), 1))
    state = GAME.apply(state, Move(CURVE, (6, 1), 0))  # seat 1 and seat 2 somewhere
    state = GAME.apply(state, Move(CURVE, (7, -1), 2))
    assert moves_at(state, (-1, 0)) == {(END, E)}  # now outside: only an end
    assert moves_at(state, (9, 0)) == {(END, W)}
    assert why_not(state, CURVE, 3, (9, 0)) == "outside-area"
    rects = possible_area(state)
    assert all(r[0] == 0 and r[2] == 8 for r in rects)


def _corner_position(options: dict) -> object:
    # seat 1's column fixes the height of a 4x4 area, seat 0's straight at (3,1) its width
    tiles = [straight(0, y, 1, 0) for y in range(4)] + [straight(3, 1, 0, 1)]
    return position(2, tiles, options=options)


def test_rule_the_frame_appears_when_its_position_is_fixed() -> None:
    state = position(
        2, [straight(0, y, 1, 0) for y in range(4)], options={"unbounded": False, "width": 4, "height": 4}
    )
    assert play_area(state) is None
    state = _corner_position({"unbounded": False, "width": 4, "height": 4})
    assert play_area(state) == (0, 0, 3, 3)


def test_rule_outside_the_area_only_ends_may_be_laid() -> None:
    state = _corner_position({"unbounded": False, "width": 4, "height": 4})
    assert moves_at(state, (4, 1)) == {(END, W)}
    assert why_not(state, CURVE, 0, (4, 1)) == "outside-area"


def test_rule_the_end_at_the_border_need_not_be_laid_at_once() -> None:
    state = _corner_position({"unbounded": False, "width": 4, "height": 4})
    at_other_end = moves_at(state, (2, 1))
    assert (STRAIGHT, 1) in at_other_end and (CURVE, 0) in at_other_end


def test_option_unbounded_drops_the_play_area() -> None:
    state = _corner_position({"unbounded": True})
    assert (STRAIGHT, 1) in moves_at(state, (4, 1))
    assert possible_area(state) == [] and play_area(state) is None


def test_option_sizes_default_to_the_recommended_area() -> None:
    assert [(GAME.new(n).width, GAME.new(n).height) for n in (2, 3, 4)] == [(5, 7), (6, 8), (7, 9)]
    assert GAME.new(2, {"width": 4, "height": 13}).height == 13
