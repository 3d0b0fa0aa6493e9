"""The end: second-to-last turns, the buy-out turn, points for monsters left in hand, the winner."""

from __future__ import annotations

import pytest

from rules.errors import IllegalMove
from rules.kameloh.state import TURN_LIMIT
from tests.rules.kameloh.helpers import GAME, compose, notations, play, with_player


def ending(**kw):
    base = dict(
        hands=(("doppeldecker", "sultan_der_duenen", "dattelschnaps"), ("lastenkamel",)),
        empty_oases=(4, 0),
        dates=(3, 0),
    )
    base.update(kw)
    return compose(**base)


def test_rule_end_empty_oases_make_this_the_second_to_last_turn() -> None:
    after = play(ending(), "pass")
    assert (after.end_by, after.end_stage) == (0, 1)
    assert after.current == 1 and after.phase == "main"  # the other seat's second-to-last turn


def test_rule_end_then_each_seat_plays_a_buyout_turn_first_the_one_who_ended() -> None:
    state = play(ending(), "pass", "pass")
    assert state.phase == "buyout" and state.current == 0
    assert notations(state) == ["buy Doppeldecker", "pass"]  # Sultan costs 6, only 3 dates
    state = play(state, "buy Doppeldecker", "pass")
    assert state.phase == "buyout" and state.current == 1
    state = play(state, "pass")
    assert GAME.is_over(state) and GAME.legal_moves(state) == []


def test_rule_end_unbought_monsters_give_the_opponent_two_points_each() -> None:
    state = play(ending(), "pass", "pass", "buy Doppeldecker", "pass", "pass")
    # each seat also took the free point of its second-to-last turn (no enemy monster in the arena)
    assert state.players[1].points == 1 + 2  # the Sultan; items in hand do not count
    assert state.players[0].points == 1 + 2  # seat 1 could not buy its Lastenkamel


def test_rule_end_buyout_pays_the_printed_price() -> None:
    state = ending(
        hands=(("lastenkamel",), ()), decks=("karawane", "karawane"), lying=(("streik", 1, -1),), dates=(1, 0)
    )
    state = play(state, "pass", "pass")
    assert notations(state) == ["buy Lastenkamel", "pass"]
    assert play(state, "buy Lastenkamel").players[0].dates == 0


def test_rule_end_buyout_turn_allows_nothing_else() -> None:
    state = play(ending(arena={"A1": "hoeckerboxer", "B1": "trampel_azubi"}), "pass", "pass")
    with pytest.raises(IllegalMove, match="buy"):
        play(state, "attack A1>B1")


def test_rule_end_short_game_target_reached() -> None:
    state = compose(arena={"A1": "doppeldecker"}, points=(19, 0), target=20)
    after = play(state, "pass")  # the free point
    assert after.players[0].points == 20 and after.end_by == 0


def test_rule_end_long_game_ignores_the_target() -> None:
    state = compose(arena={"A1": "doppeldecker"}, points=(30, 0), length="long")
    assert play(state, "pass").end_by == -1


def test_rule_end_most_points_win() -> None:
    state = play(ending(points=(10, 3)), "pass", "pass", "pass", "pass")
    out = GAME.outcome(state)
    # free points of the second-to-last turns, then the unbought monsters (Sultan and Doppeldecker: 4)
    assert out.winners == (0,) and out.scores == (10 + 1 + 2, 3 + 1 + 4) and out.reason == "points"


def test_rule_end_equal_points_is_a_draw() -> None:
    state = play(ending(hands=((), ()), points=(7, 7)), "pass", "pass", "pass", "pass")
    assert GAME.outcome(state).winners == () and GAME.outcome(state).reason == "draw"


def test_rule_end_reaching_the_target_first_does_not_decide() -> None:
    state = compose(
        arena={"A1": "doppeldecker"}, hands=((), ("steppenkoloss",) * 2), points=(19, 17), target=20
    )
    state = play(state, "pass")  # seat 0 reaches 20
    state = play(state, "pass", "pass", "pass")  # seat 1 leaves two monsters in hand
    assert GAME.outcome(state).scores == (24, 17)


def test_turn_limit_ends_every_game() -> None:
    state = with_player(compose(), 0, turns=TURN_LIMIT - 1)
    assert play(state, "pass").end_by == 0


def test_rule_end_the_other_seats_second_to_last_turn_is_a_full_turn() -> None:
    state = play(ending(arena={"B1": "lastenkamel"}, hands=((), ("lastenkamel", "trampel_azubi"))), "pass")
    assert "play Trampel-Azubi@B2" in notations(state) or any(
        m.startswith("activate") for m in notations(state)
    )
