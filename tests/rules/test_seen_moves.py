"""What a seat may see of a move (`Game.seen_move`, `Game.seen_events`, `Game.observer_view`: issue 29, the
referee tells each seat only this), for every game over random play-outs.

Kamisado and Camelot are perfect information and Down Under is open by design (no hidden hand, nothing
random: ../shared/design/down-under.md), so every seat sees every move whole. Ka-Mel-Oh! hides the card of
another seat's tuck and take, and in the events every card moved between two private places (hand, oasis)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import rules
from rules.kameloh.pool import card
from rules.kameloh.state import UNKNOWN

OPEN_GAMES = ("kamisado", "camelot", "downunder")


def playout(game_id: str, seed: int, players: int = 2, max_plies: int = 600) -> list[tuple[Any, Any]]:
    """(state, move) for every move of a random game."""
    game = rules.GAMES[game_id]
    rng = random.Random(seed)
    state = game.new(players, None, seed=seed)
    out = []
    for _ in range(max_plies):
        if game.to_move(state) is None:
            break
        move = rng.choice(game.legal_moves(state))
        out.append((state, move))
        state = game.apply(state, move)
    return out


@pytest.mark.parametrize("game_id", OPEN_GAMES)
def test_open_games_show_every_move_whole_to_every_seat_and_onlookers(game_id: str) -> None:
    game = rules.GAMES[game_id]
    players = 3 if game_id == "downunder" else 2
    for seed in range(3):
        for state, move in playout(game_id, seed, players):
            assert game.observer_view(state) == state
            for seat in (*range(players), None):
                assert game.seen_move(state, move, seat) == move
                assert game.seen_events(state, move, seat) == []
                view = state if seat is None else game.view(state, seat)
                assert game.notation(view, game.seen_move(state, move, seat)) == game.notation(state, move)


KAMELOH = rules.GAMES["kameloh"]
MASKED = ("tuck", "take")


def names(index: int) -> tuple[str, ...]:
    return tuple(card(index).name.values())


def test_kameloh_mover_sees_his_own_move_whole() -> None:
    for seed in range(4):
        for state, move in playout("kameloh", seed):
            mover = KAMELOH.to_move(state)
            assert KAMELOH.seen_move(state, move, mover) == move
            assert KAMELOH.seen_events(state, move, mover) == KAMELOH.events(state, move)


def test_kameloh_other_seat_and_onlooker_get_tucks_and_takes_without_their_card() -> None:
    counts = {kind: 0 for kind in MASKED}
    for seed in range(4):
        for state, move in playout("kameloh", seed):
            mover = KAMELOH.to_move(state)
            for seat in (1 - mover, None):
                seen = KAMELOH.seen_move(state, move, seat)
                if move[0] in MASKED:
                    counts[move[0]] += 1
                    assert seen == move._replace(card=UNKNOWN)
                    view = KAMELOH.observer_view(state) if seat is None else KAMELOH.view(state, seat)
                    text = KAMELOH.notation(view, seen)
                    assert "?" in text and not any(name in text for name in names(move.card)), text
                else:
                    assert seen == move, "a move of any other kind names only public cards"
    assert all(counts.values()), counts  # the play-outs met both kinds


def test_kameloh_seen_notation_of_a_public_move_is_the_full_one() -> None:
    """The other seat's view holds every card a public move names (a played card, an item, an attack)."""
    for seed in range(3):
        for state, move in playout("kameloh", seed):
            other = 1 - KAMELOH.to_move(state)
            if move[0] not in MASKED:
                assert KAMELOH.notation(KAMELOH.view(state, other), move) == KAMELOH.notation(state, move)


def test_kameloh_events_hide_cards_moved_between_private_places_from_the_other_seat() -> None:
    hidden = shown = 0
    for seed in range(4):
        for state, move in playout("kameloh", seed):
            mover = KAMELOH.to_move(state)
            full = KAMELOH.events(state, move)
            for seat in (1 - mover, None):
                seen = KAMELOH.seen_events(state, move, seat)
                assert len(seen) == len(full)
                for whole, event in zip(full, seen, strict=True):
                    private = {whole.src.split(" ")[0], whole.dst.split(" ")[0]} <= {"hand", "oasis"}
                    if whole.kind == "card" and whole.seat != seat and private:
                        assert event == whole.__class__(**{**whole.__dict__, "card": UNKNOWN})
                        hidden += 1
                    else:
                        assert event == whole
                        shown += whole.kind == "card"
    assert hidden and shown


def test_kameloh_a_drawn_card_is_unknown_in_the_other_seats_view_as_in_its_events() -> None:
    """Consistent with `view`: a card the events hide from a seat is one its view of the new position hides."""
    met = 0
    for seed in range(4):
        for state, move in playout("kameloh", seed):
            if move[0] != "draw":
                continue
            mover = KAMELOH.to_move(state)
            drawn = [e for e in KAMELOH.events(state, move) if e.kind == "card" and e.dst == "hand"]
            seen = [
                e for e in KAMELOH.seen_events(state, move, 1 - mover) if e.kind == "card" and e.dst == "hand"
            ]
            after = KAMELOH.view(KAMELOH.apply(state, move), 1 - mover)
            assert [e.card for e in seen] == [UNKNOWN] * len(drawn)
            assert set(after.players[mover].hand) == {UNKNOWN}
            met += 1
    assert met


def test_kameloh_onlooker_view_hides_both_hands_and_the_random_stream() -> None:
    for state, _move in playout("kameloh", 2)[::25]:
        view = KAMELOH.observer_view(state)
        for seat in (0, 1):
            assert set(view.players[seat].hand) <= {UNKNOWN}
            assert len(view.players[seat].hand) == len(state.players[seat].hand)
            assert view.players[seat].oases == KAMELOH.view(state, 1 - seat).players[seat].oases
        assert view.rng == 0 and view.arena == state.arena
