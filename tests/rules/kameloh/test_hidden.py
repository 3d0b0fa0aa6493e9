"""Hidden information: what each seat sees, determinisation, and an AI that never peeks."""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import replace

from rules.ai import choose_move
from rules.ai.mcts import Mcts
from rules.ai.search_limits import Limits
from rules.kameloh.hidden import determinize, unseen
from rules.kameloh.state import UNKNOWN
from rules.kameloh.text import check_state
from tests.rules.kameloh.helpers import GAME, compose, play


def midgame(seed: int, plies: int = 80):
    rng = random.Random(seed)
    state = GAME.new(seed=seed)
    for _ in range(plies):
        if GAME.is_over(state):
            break
        moves = GAME.legal_moves(state)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
    return state


def test_view_hides_the_opponents_hand_but_not_its_size() -> None:
    state = midgame(1)
    v = GAME.view(state, 0)
    assert v.players[0].hand == state.players[0].hand
    assert v.players[1].hand == (UNKNOWN,) * len(state.players[1].hand)


def test_view_hides_every_face_down_oasis_card_keeping_counts_and_face_up_tops() -> None:
    state = compose(tops=({1: "doppeldecker"}, {2: "streik"}))
    for seat in (0, 1):
        v = GAME.view(state, seat)
        for p, vp in zip(state.players, v.players, strict=True):
            for i, (pile, vpile) in enumerate(zip(p.oases, vp.oases, strict=True)):
                assert len(pile) == len(vpile)
                if p.active[i]:
                    assert vpile[0] == pile[0] and set(vpile[1:]) <= {UNKNOWN}
                else:
                    assert set(vpile) == {UNKNOWN}


def test_view_keeps_public_cards_and_hides_the_random_stream() -> None:
    state = midgame(2)
    v = GAME.view(state, 1)
    assert v.arena == state.arena and v.lying == state.lying
    assert [p.desert for p in v.players] == [p.desert for p in state.players]
    assert v.rng == 0 and GAME.view(v, 1) == v


def test_determinize_agrees_with_the_view_and_keeps_all_cards() -> None:
    rng = random.Random(5)
    for seed in range(5):
        state = midgame(seed)
        for seat in (0, 1):
            v = GAME.view(state, seat)
            sample = determinize(v, rng)
            check_state(sample)
            assert UNKNOWN not in sample.players[1 - seat].hand
            assert replace(GAME.view(sample, seat), rng=0) == v
            assert unseen(sample, 0) == [] and unseen(sample, 1) == []


def test_determinize_samples_differ_and_reseed_the_random_stream() -> None:
    v = GAME.view(midgame(3), 0)
    rng = random.Random(1)
    samples = [determinize(v, rng) for _ in range(5)]
    assert len({s.players[1].hand for s in samples}) > 1
    assert len({s.rng for s in samples}) == 5


def shuffle_hidden(state, seat: int, rng: random.Random):
    """The same position with `seat`'s hidden cards (hand and face-down oasis cards) dealt differently."""
    p = state.players[seat]
    cards = list(p.hand)
    for i, pile in enumerate(p.oases):
        cards += pile[1:] if p.active[i] else pile
    rng.shuffle(cards)
    it = iter(cards)
    hand = tuple(sorted(next(it) for _ in p.hand))
    oases = tuple(
        ((pile[0],) + tuple(next(it) for _ in pile[1:]))
        if p.active[i] and pile
        else tuple(next(it) for _ in pile)
        for i, pile in enumerate(p.oases)
    )
    players = list(state.players)
    players[seat] = replace(p, hand=hand, oases=oases)
    return replace(state, players=tuple(players), rng=rng.getrandbits(64))


def test_ai_choice_does_not_change_when_the_opponents_hidden_cards_are_shuffled() -> None:
    rng = random.Random(7)
    for seed in (4, 11, 23):
        state = midgame(seed, plies=60)
        if GAME.is_over(state):
            continue
        seat = GAME.to_move(state)
        other = shuffle_hidden(state, 1 - seat, rng)
        assert other != state and GAME.view(other, seat) == GAME.view(state, seat)
        choices = []
        for s in (state, other):
            v = GAME.view(s, seat)
            search = Mcts(GAME, seat, Limits(time.monotonic() + 30), random.Random(1), 0.9, 8, 150)
            choices.append(search.search(v, GAME.order_moves(v, GAME.legal_moves(v)), 2)[0])
        assert choices[0] == choices[1]


def test_ai_move_from_a_view_is_legal_in_the_real_state() -> None:
    for seed in range(4):
        state = midgame(seed + 30, plies=50)
        if GAME.is_over(state):
            continue
        seat = GAME.to_move(state)
        move = choose_move(
            GAME, GAME.view(state, seat), seat, "easy", seed=seed, deadline=time.monotonic() + 0.3
        )
        assert move in GAME.legal_moves(state)


def test_defender_answers_from_its_own_view() -> None:
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, hands=((), ("sonnenschirm",)), dates=(0, 2)
    )
    state = play(state, "attack A1>B1")
    v = GAME.view(state, 1)
    assert v.players[1].hand == state.players[1].hand and set(v.players[0].hand) <= {UNKNOWN}
    move = choose_move(GAME, v, 1, "medium", seed=1, deadline=time.monotonic() + 0.5)
    assert move in GAME.legal_moves(state)


def test_reveals_marks_draws_flips_and_shuffles() -> None:
    state = compose(hands=(("doppeldecker",), ()), dates=(2, 0))
    kinds = {m[0]: GAME.reveals(state, m) for m in GAME.legal_moves(state)}
    assert kinds["draw"] and kinds["activate"] and kinds["search"]
    assert not kinds["play"] and not kinds["tuck"] and not kinds["pass"]


def test_conservation_counter_of_a_fresh_game() -> None:
    state = GAME.new(seed=8)
    total = Counter()
    for p in state.players:
        total.update(p.hand)
        for pile in p.oases:
            total.update(pile)
    assert sum(total.values()) == 120
