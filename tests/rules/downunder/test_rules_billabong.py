"""Einsatz der Billabong-Karten: the three cases, laid by the game (cases 1 and 2) or chosen (case 3)."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.geometry import BILLABONG, CURVE, END, STRAIGHT
from rules.downunder.state import BILLABONG_MOVE, TURN, Move
from rules.downunder.table import path_of, why_not
from tests.rules.downunder.helpers import E, N, S, W, billabong, curve, moves_at, position, straight

# Three paths around the empty cell (5,5): seat 0 will come from W, seat 1 waits at N, seat 2 at E.
AROUND = [straight(3, 5, 0, 1), straight(5, 4, 1, 0), straight(6, 5, 2, 1)]


def _billabong(state):
    return [t for t in state.tiles if t.kind == BILLABONG]


def test_rule_case1_three_paths_meet_the_causer_goes_through_and_must_extend() -> None:
    state = position(3, AROUND)
    state = GAME.apply(state, Move(STRAIGHT, (4, 5), 1))
    (pool,) = _billabong(state)
    assert pool.cell == (5, 5) and pool.links == ((N,), (E,), (S, W))
    assert state.billabongs == 3
    # the same turn: seat 0 must extend his path behind the Billabong, at its fourth exit
    assert GAME.to_move(state) == 0 and state.pending == ((5, 6), N)
    assert {m.cell for m in GAME.legal_moves(state)} == {(5, 6)}
    assert why_not(state, STRAIGHT, 1, (2, 5)) == "must-extend-billabong"
    state = GAME.apply(state, Move(STRAIGHT, (5, 6), 0))
    assert GAME.to_move(state) == 1 and state.pending is None


def test_rule_case1_the_two_other_paths_end_at_the_billabong() -> None:
    state = GAME.apply(position(3, AROUND), Move(STRAIGHT, (4, 5), 1))
    for seat in (1, 2):
        path = path_of(state, seat)
        assert path.dead_ends == 1 and len(path.open_ends) == 1
        assert state.info.comps[state.info.path[seat]].size == 2  # its colour part and the water hole


def test_rule_case1_is_automatic_whatever_else_the_causer_could_have_done() -> None:
    state = position(3, AROUND)
    assert Move(STRAIGHT, (4, 5), 1) in GAME.legal_moves(state)
    assert Move(CURVE, (4, 5), 3) in GAME.legal_moves(state)  # turning away needs no Billabong
    after = GAME.apply(state, Move(CURVE, (4, 5), 3))
    assert not _billabong(after)


def test_rule_case2_four_paths_meet_the_billabong_ends_all_four() -> None:
    state = position(4, AROUND + [straight(5, 6, 3, 0)])
    state = GAME.apply(state, Move(STRAIGHT, (4, 5), 1))
    (pool,) = _billabong(state)
    assert pool.links == ((N,), (E,), (S,), (W,))
    assert state.pending is None and GAME.to_move(state) == 1
    assert all(path_of(state, seat).dead_ends == 1 for seat in range(4))


def test_rule_a_card_may_not_push_the_billabong_onto_another_players_path() -> None:
    # Our decision: seat 0's straight would carry seat 3's path into (5,5) with its neutral part.
    tiles = [straight(4, 4, 0, 0), straight(5, 4, 1, 0), straight(6, 5, 2, 1), straight(3, 5, 3, 1)]
    state = position(4, tiles)
    assert why_not(state, STRAIGHT, 0, (4, 5)) == "billabong-foreign"
    assert Move(CURVE, (4, 5), 0) in GAME.legal_moves(state)  # his own path into (5,5): case 1


def test_rule_without_billabongs_left_the_card_that_needs_one_is_illegal() -> None:
    pools = [billabong(x, 20, (N, S), (E, W)) for x in (20, 22, 24, 26)]  # all four already lie elsewhere
    state = position(3, AROUND + pools)
    assert state.billabongs == 0
    assert why_not(state, STRAIGHT, 1, (4, 5)) == "no-billabong"


def test_rule_case3_no_curve_left_the_billabong_leads_both_paths_on_like_a_curve() -> None:
    # Seat 0 enters (1,0) from W, seat 1 from E; a straight would join them; seat 0 has neither
    # curve nor end: he may lay a Billabong shaped like either curve that would have fitted.
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (CURVE, END)})
    assert moves_at(state, (1, 0)) == {(BILLABONG_MOVE, 2), (BILLABONG_MOVE, 3)}
    state = GAME.apply(state, Move(BILLABONG_MOVE, (1, 0), 3))  # seat 0 W-N, seat 1 E-S
    (pool,) = _billabong(state)
    assert pool.links == ((0, 3), (1, 2)) and state.billabongs == 3
    assert ((1, -1), S) in path_of(state, 0).open_ends
    assert ((1, 1), N) in path_of(state, 1).open_ends
    assert state.info.comps[state.info.path[0]].size == 2  # colour part and the water hole


def test_rule_case3_not_while_the_player_still_has_a_curve() -> None:
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (END,)})
    assert moves_at(state, (1, 0)) == {(CURVE, 2), (CURVE, 3)}


def test_rule_case3_both_ends_of_two_players_meet_in_one_cell() -> None:
    # Seat 0's two ends enter (1,1) from W and N, seat 1's from E and S. Only a curve could keep the
    # paths apart (closing both into loops); seat 0 has none left.
    tiles = [
        curve(0, 0, 0, 1),
        curve(1, 0, 0, 2),
        curve(0, 1, 0, 0),
        curve(2, 1, 1, 2),
        curve(2, 2, 1, 3),
        curve(1, 2, 1, 0),
    ]
    state = position(2, tiles, without={0: (CURVE,)})
    assert GAME.legal_moves(state) == [Move(BILLABONG_MOVE, (1, 1), 3)]
    state = GAME.apply(state, Move(BILLABONG_MOVE, (1, 1), 3))
    assert path_of(state, 0).loop and path_of(state, 1).loop
    assert all(m.kind == TURN for m in GAME.legal_moves(state))  # seat 1 reopens his loop first


def test_rule_case3_notation_round_trip() -> None:
    tiles = [straight(0, 0, 0, 1), straight(2, 0, 1, 1)]
    state = position(2, tiles, without={0: (CURVE, END)})
    move = Move(BILLABONG_MOVE, (1, 0), 2)
    assert GAME.notation(state, move) == "billabong@(1,0)r180"
    assert GAME.parse_move(state, "billabong@(1,0)r180") == move


def test_rule_case1_without_a_possible_extension_the_turn_passes() -> None:
    # Seat 0 lays his last card: the Billabong leads his path on, but he has nothing left to extend it.
    spent = (CURVE, END, (STRAIGHT, "kangaroo"), (STRAIGHT, "emu"), (STRAIGHT, "rabbit"))
    state = position(3, AROUND, without={0: spent})
    state = GAME.apply(state, Move(STRAIGHT, (4, 5), 1))
    assert _billabong(state) and state.pending is None
    assert GAME.to_move(state) == 1 and state.finished == (False, False, False)
    assert ((5, 6), N) in path_of(state, 0).open_ends
