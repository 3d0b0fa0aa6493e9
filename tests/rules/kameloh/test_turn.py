"""A turn: dates from activated oases, then exactly one of the four actions, then the attack."""

from __future__ import annotations

from collections import Counter

import pytest

from rules.errors import IllegalMove
from rules.kameloh.pool import card
from tests.rules.kameloh.helpers import GAME, cid, compose, notations, play


def test_rule_dates_one_per_activated_oasis_at_turn_start() -> None:
    state = compose(tops=({}, {0: "streik", 2: "lastenkamel"}), dates=(0, 5))
    state = play(state, "pass")
    assert state.current == 1 and state.players[1].dates == 5 + 2


def test_rule_dates_are_saved_without_limit() -> None:
    state = compose(
        tops=({0: "doppeldecker", 1: "spuckdromedar", 2: "hoeckerboxer", 3: "kamelion"}, {}), dates=(40, 0)
    )
    state = play(state, "pass", "pass")
    assert state.players[0].dates == 44


def test_rule_date_income_lies_between_0_and_the_number_of_piles() -> None:
    # "Insgesamt liegt die Dattelproduktion zwischen 0 (ganz zu Beginn) und 3 - 4 (je nach Anzahl der Stapel)
    # Datteln pro Runde." Income items and monsters count, but a round brings at most one date per pile.
    tops = {0: "lastenkamel", 1: "kamelmilch", 2: "trampel_azubi", 3: "streik"}
    rich = dict(
        decks=("karawane", "wuestensturm"), arena={"A1": "dattelhaendler"}, lying=(("bausparvertrag", 0, -1),)
    )
    assert play(compose(tops=(tops, {}), **rich), "pass", "pass").players[0].dates == 4  # not 4 + 1 + 2
    three = {i: tops[i] for i in range(3)}
    assert play(compose(tops=(three, {}), oases=3, **rich), "pass", "pass").players[0].dates == 3
    # with the oases deactivated, the cards make up for them: 1 + 2 dates, still within the 4 piles
    assert play(compose(**rich), "pass", "pass").players[0].dates == 3


def test_rule_activate_turns_the_top_card_face_up_and_ends_the_action() -> None:
    state = compose()
    state = play(state, "activate oasis 2")
    assert state.players[0].active == (False, True, False, False)
    moves = notations(state)
    assert not any(m.startswith(("activate", "draw", "tuck", "play", "search")) for m in moves)
    assert moves == ["pass"]


def test_rule_activate_only_one_oasis_per_turn() -> None:
    state = play(compose(), "activate oasis 1")
    with pytest.raises(IllegalMove):
        play(state, "activate oasis 2")


def test_rule_play_summon_pays_the_price_into_a_free_place() -> None:
    state = compose(hands=(("hoeckerboxer",), ()), dates=(5, 0))
    state = play(state, "play Höckerboxer@A1")
    assert state.arena[0].card == cid("hoeckerboxer") and state.players[0].dates == 2
    assert cid("hoeckerboxer") not in state.players[0].hand


def test_rule_play_not_without_enough_dates() -> None:
    state = compose(hands=(("hoeckerboxer",), ()), dates=(2, 0))
    assert "play Höckerboxer@A1" not in notations(state)
    with pytest.raises(IllegalMove, match="dates"):
        GAME.apply(state, ("play", cid("hoeckerboxer"), -1))


def test_rule_play_at_most_two_monsters_per_turn() -> None:
    state = compose(hands=(("doppeldecker", "doppeldecker", "doppeldecker"), ()), arena={})
    state = play(state, "play Doppeldecker@A1", "play Doppeldecker@A2")
    assert not any(m.startswith("play") for m in notations(state))


def test_rule_play_needs_a_free_place() -> None:
    state = compose(hands=(("doppeldecker",), ()), arena={"A1": "spuckdromedar", "A2": "kamelion"})
    assert not any(m.startswith("play") for m in notations(state))


def test_rule_play_two_monsters_counts_per_turn_not_per_place() -> None:
    state = compose(hands=(("doppeldecker",) * 3, ()), arena={"A1": "spuckdromedar"}, dates=(0, 0))
    state = play(state, "play Doppeldecker@A2")
    assert state.placed == 1 and not any(m.startswith("play") for m in notations(state))


def test_rule_play_any_number_of_items_as_dates_allow() -> None:
    state = compose(
        hands=(("stachelzaum", "stachelzaum", "stachelzaum"), ()), arena={"A1": "spuckdromedar"}, dates=(5, 0)
    )
    state = play(state, "item Stachelzaum>A1", "item Stachelzaum>A1")
    assert state.players[0].dates == 1
    assert not any(m.startswith("item") for m in notations(state))


def test_rule_play_from_an_activated_oasis_top_deactivates_it() -> None:
    state = compose(tops=({1: "doppeldecker"}, {}))
    before = len(state.players[0].oases[1])
    state = play(state, "play Doppeldecker (oasis 2)@A1")
    assert state.players[0].active[1] is False and len(state.players[0].oases[1]) == before - 1


def test_rule_play_excludes_the_other_actions() -> None:
    state = play(compose(hands=(("doppeldecker", "flohbefall"), ())), "play Doppeldecker@A1")
    assert not any(m.startswith(("activate", "draw", "tuck", "search")) for m in notations(state))


def test_rule_tuck_up_to_two_hand_cards_under_oases() -> None:
    state = compose(hands=(("doppeldecker", "flohbefall", "kamelion"), ()))
    state = play(state, "tuck Flohbefall>oasis 3")
    assert state.players[0].oases[2][-1] == cid("flohbefall")  # under the pile
    state = play(state, "tuck Kamelion>oasis 1")
    assert not any(m.startswith("tuck") for m in notations(state))


def test_rule_tuck_then_draw_or_search_but_not_play() -> None:
    state = play(compose(hands=(("doppeldecker", "flohbefall"), ()), dates=(4, 0)), "tuck Flohbefall>oasis 1")
    moves = notations(state)
    assert any(m.startswith("draw") for m in moves) and any(m.startswith("search") for m in moves)
    assert not any(m.startswith(("play", "activate")) for m in moves)


def test_rule_draw_from_face_down_oases_up_to_six_cards() -> None:
    state = compose(hands=(("doppeldecker",) * 3, ()), tops=({0: "flohbefall"}, {}))
    assert "draw oasis 1" not in notations(state)  # activated: its top is face up
    state = play(state, "draw oasis 2", "draw oasis 3", "draw oasis 2")
    assert len(state.players[0].hand) == 6
    assert not any(m.startswith("draw") for m in notations(state))


def test_rule_draw_takes_the_top_card() -> None:
    state = compose()
    top = state.players[0].oases[3][0]
    state = play(state, "draw oasis 4")
    assert top in state.players[0].hand


def test_rule_draw_excludes_play_and_search() -> None:
    state = play(compose(dates=(5, 0)), "draw oasis 1")
    moves = notations(state)
    assert not any(m.startswith(("play", "item", "search", "activate")) for m in moves)
    assert any(m.startswith("tuck") for m in moves)


def test_rule_search_costs_two_dates_takes_one_card_and_shuffles() -> None:
    state = compose(tops=({2: "flohbefall"}, {}), dates=(3, 0))
    pile = state.players[0].oases[2]
    state = play(state, "search oasis 3")
    assert state.phase == "search" and state.players[0].dates == 1
    wanted = cid("sultan_der_duenen") if cid("sultan_der_duenen") in pile else pile[-1]
    state = GAME.apply(state, ("take", wanted))
    after = state.players[0].oases[2]
    assert wanted in state.players[0].hand
    assert Counter(after) + Counter([wanted]) == Counter(pile)
    assert state.players[0].active[2] is False  # no longer activated
    assert not any(m.startswith(("draw", "search", "play")) for m in notations(state))


def test_rule_search_only_with_fewer_than_six_hand_cards() -> None:
    state = compose(hands=(("doppeldecker",) * 4 + ("flohbefall", "flohbefall"), ()), dates=(5, 0))
    assert not any(m.startswith("search") for m in notations(state))
    state = play(state, "tuck Flohbefall>oasis 1")
    assert any(m.startswith("search") for m in notations(state))


def test_rule_search_needs_two_dates() -> None:
    state = compose(dates=(1, 0))
    assert not any(m.startswith("search") for m in notations(state))


def test_searcher_sees_the_whole_oasis_while_choosing() -> None:
    state = play(compose(dates=(2, 0)), "search oasis 1")
    own = GAME.view(state, 0).players[0].oases[0]
    other = GAME.view(state, 1).players[0].oases[0]
    assert -1 not in own and set(other) == {-1}
    assert {m[1] for m in GAME.legal_moves(GAME.view(state, 0))} == set(own)


def test_rule_no_attack_in_the_first_turn() -> None:
    state = compose(arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, turns=(0, 0))
    assert not any(m.startswith("attack") for m in notations(state))
    state = compose(arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, turns=(1, 0))
    assert "attack A1>B1" in notations(state)


def test_rule_pass_ends_the_turn_and_the_other_seat_moves() -> None:
    state = play(compose(), "pass")
    assert state.current == 1 and state.players[0].turns == 2 and state.phase == "main"


def test_rule_nothing_but_pass_with_empty_hand_and_oases() -> None:
    state = compose(empty_oases=(4, 0))
    assert notations(state) == ["pass"]


def test_every_monster_in_hand_is_playable_kind() -> None:
    state = GAME.new(seed=2)
    for c in state.players[0].hand:
        assert card(c).kind in ("monster", "mutant", "fusion", "mutation_item", "fusion_item", "item")
