"""Extending paths: neutral parts taken up, the ban on joining paths, ends, the half neutral piece."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.moves import joined_paths
from rules.downunder.state import Move
from rules.downunder.table import path_of, why_not
from tests.rules.downunder.helpers import E, N, S, W, curve, end, moves_at, play, position, straight


def _length(state, seat: int) -> int:
    return state.info.comps[state.info.path[seat]].size


def test_rule_a_neutral_part_met_is_used_and_the_path_goes_on_at_its_other_end() -> None:
    # Seat 0's colour N-S at (1,0) meets the neutral part W-N of seat 1's curve at (1,1) (colour E-S).
    state = position(2, [straight(1, 0, 0, 0), curve(1, 1, 1, 1)])
    assert path_of(state, 0).open_ends == (((0, 1), E), ((1, -1), S))
    assert _length(state, 0) == 2
    assert {m.cell for m in GAME.legal_moves(state)} == {(0, 1), (1, -1)}  # he builds on at its other end
    after = GAME.apply(state, Move(STRAIGHT, (0, 1), 1))
    assert path_of(after, 0).open_ends == (((-1, 1), E), ((1, -1), S))


def test_rule_several_neutral_parts_at_once_even_the_new_cards_own() -> None:
    # A free chain of neutral parts runs from the E edge of (1,1) around to its S edge.
    tiles = [
        straight(1, 0, 0, 0),  # seat 0: colour N-S, its S end points into (1,1)
        curve(2, 1, 1, 0),  # neutral S-W
        curve(2, 2, 2, 1),  # neutral W-N
        curve(1, 2, 3, 2),  # neutral N-E
    ]
    state = position(4, tiles)
    after = GAME.apply(state, Move(CURVE, (1, 1), 0))  # colour N-E into the chain
    path = path_of(after, 0)
    # straight colour, new colour, three free neutrals, and the new card's own neutral part S-W
    assert _length(after, 0) == 6
    assert ((0, 1), E) in path.open_ends and ((1, -1), S) in path.open_ends


def test_rule_no_card_may_join_two_players_paths() -> None:
    # Seat 0's path enters (1,0) from W, seat 1's from S.
    state = position(2, [curve(0, 0, 0, 0), straight(1, 1, 1, 0)])
    assert moves_at(state, (1, 0)) == {(STRAIGHT, 1), (CURVE, 3), (END, W)}
    assert why_not(state, CURVE, 2, (1, 0)) == "joins-paths"  # colour S-W would meet seat 1's path


def test_the_refusal_of_a_join_names_whose_path_in_both_languages() -> None:
    # Issue 18: "that card would join Blue's path". Seat 0's colour S-W at (1,0) would meet seat 1's path.
    state = position(2, [curve(0, 0, 0, 0), straight(1, 1, 1, 0)])
    error = GAME.refusal(state, Move(CURVE, (1, 0), 2))
    assert error is not None and error.key == "downunder.joins-path-of" and error.params == {"seat": 1}
    assert "join your path to Red's path" in GAME.explain(error, "en") == str(error)
    assert "deinen Weg mit dem Weg von Rot verbinden" in GAME.explain(error, "de")
    assert joined_paths(state, Move(CURVE, (1, 0), 2)) == (0, 1)
    assert joined_paths(state, Move(CURVE, (1, 0), 3)) == ()  # the legal curve joins nobody


def test_the_refusal_of_a_neutral_part_joining_two_others_names_both() -> None:
    # Seat 2 to move, its first card: a curve at (1,0) whose neutral part would lead Yellow's path (its
    # straight's colour E-W ends there from the west) into Red's (its curve above ends there from the north).
    state = position(3, [straight(0, 0, 0, 1), curve(1, -1, 1, 2)], turn=2)
    move = Move(CURVE, (1, 0), 1)
    error = GAME.refusal(state, move)
    assert error is not None, GAME.legal_moves(state)
    assert error.key == "downunder.joins-paths-of" and error.params == {"seat": 0, "other": 1}
    assert "join Yellow's path to Red's" in GAME.explain(error, "en")
    assert "die Wege von Gelb und Rot verbinden" in GAME.explain(error, "de")


def test_rule_extending_a_neutral_part_steers_the_other_path() -> None:
    state = position(2, [curve(0, 0, 0, 0), straight(1, 1, 1, 0)])
    after = GAME.apply(state, Move(CURVE, (1, 0), 3))  # colour W-N; neutral E-S takes seat 1 east
    assert ((2, 0), W) in path_of(after, 1).open_ends
    after = GAME.apply(state, Move(STRAIGHT, (1, 0), 1))  # neutral N-S takes seat 1 north
    assert ((1, -1), S) in path_of(after, 1).open_ends


def test_rule_the_blocked_straight_forces_an_end() -> None:
    # Seat 0 enters (1,0) from W, seat 1 from E: the straight would join them, and seat 0 has no curve.
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (CURVE,)})
    assert moves_at(state, (1, 0)) == {(END, W)}
    assert why_not(state, STRAIGHT, 1, (1, 0)) == "joins-paths"


def test_the_refusal_of_a_used_up_kind_names_it_in_both_languages() -> None:
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (CURVE,)})
    error = GAME.refusal(state, Move(CURVE, (1, 0), 1))
    assert error is not None and error.key == "downunder.no-card-of"
    assert GAME.explain(error, "en") == "You have no curve left."
    assert GAME.explain(error, "de") == "Du hast keine Kurve mehr."


def test_rule_the_other_player_can_then_only_lay_his_end_there() -> None:
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (CURVE,)})
    state = GAME.apply(state, Move(END, (1, 0), W))
    assert state.turn == 1
    assert moves_at(state, (1, 0)) == {(END, E)}
    assert why_not(state, CURVE, 1, (1, 0)) == "occupied"
    state = GAME.apply(state, Move(END, (1, 0), E))
    # back to back: the two ends leave a neutral piece across the cell, N-S
    assert sorted(t.rot for t in state.tiles if t.cell == (1, 0)) == [E, W]
    bars = state.info.point_comp
    from rules.downunder.geometry import point

    assert bars[point((1, 0), N)] == bars[point((1, 0), S)]


def test_rule_a_half_neutral_piece_can_extend_a_path() -> None:
    # Seat 1's end at (1,0) (stub from S) has its bar W-E; seat 0's path ends at its W edge.
    tiles = [straight(0, 0, 0, 1), straight(1, 1, 1, 0)]
    state = position(2, tiles, turn=1)
    before = _length(state, 0)
    state = GAME.apply(state, Move(END, (1, 1 - 1), S))
    assert _length(state, 0) == before + 1
    assert ((2, 0), W) in path_of(state, 0).open_ends


def test_rule_ends_are_a_normal_move_and_close_the_path_there() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)])
    state = GAME.apply(state, Move(END, (0, -1), S))
    path = path_of(state, 0)
    assert path.open_ends == (((0, 1), N),) and path.dead_ends == 1


def test_rule_a_path_ended_at_both_ends_lays_no_more_cards() -> None:
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0), end(0, -1, 0, S)])
    state = play(state, Move(END, (0, 1), N))
    assert path_of(state, 0).finished and state.turn == 1
    state = play(state, Move(CURVE, (5, 4), 1))
    assert state.turn == 1 and state.finished == (True, False)  # seat 0 is skipped from now on


def test_rule_the_game_ends_when_every_path_is_finished() -> None:
    tiles = [straight(0, 0, 0, 0), end(0, -1, 0, S), straight(5, 5, 1, 0), end(5, 4, 1, S)]
    state = position(2, tiles)
    state = play(state, Move(END, (0, 1), N))
    assert not GAME.is_over(state)
    state = play(state, Move(END, (5, 6), N))
    assert GAME.is_over(state) and GAME.to_move(state) is None and GAME.legal_moves(state) == []
    assert GAME.outcome(state).scores == (3, 3)  # colour part and two stubs each; the bars run W-E


def test_rule_a_player_without_a_legal_move_is_finished_and_skipped() -> None:
    # Seat 1 holds no cards at all: on his turn he is finished, and seat 0 moves again.
    state = position(2, [straight(0, 0, 0, 0), straight(5, 5, 1, 0)], without={1: (STRAIGHT, CURVE, END)})
    state = GAME.apply(state, Move(STRAIGHT, (0, -1), 0))
    assert state.finished == (False, True) and GAME.to_move(state) == 0
