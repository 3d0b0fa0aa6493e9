"""The seen moves and events on the wire (net/seen.py): every move of every game, as each seat sees it, goes
to JSON and comes back equal; the notation is the one on the seat's view; nothing else is ever built."""

from __future__ import annotations

import json
import random

import pytest

import rules
from net.seen import decode_events, decode_last, decode_move, encode_move, from_json, seen_last, view_of
from rules.kameloh import UNKNOWN


def states_and_moves(game_id: str, seed: int, players: int = 2):
    game = rules.GAMES[game_id]
    rng = random.Random(seed)
    state = game.new(players, None, seed=seed)
    while game.to_move(state) is not None:
        move = rng.choice(game.legal_moves(state))
        yield state, move
        state = game.apply(state, move)


@pytest.mark.parametrize("game_id", ["kamisado", "camelot", "downunder", "kameloh"])
def test_every_seen_move_and_its_effects_go_to_json_and_back(game_id: str) -> None:
    game = rules.GAMES[game_id]
    players = 3 if game_id == "downunder" else 2
    for seed in range(2):
        for before, move in states_and_moves(game_id, seed, players):
            for seat in (*range(players), None):
                last = json.loads(json.dumps(seen_last(game, before, move, seat)))
                back = decode_last(game_id, last)
                assert back is not None and back.seat == game.to_move(before)
                assert back.move == game.seen_move(before, move, seat)
                assert type(back.move) is type(move)
                assert list(back.effects) == game.seen_events(before, move, seat)
                assert back.notation == game.notation(view_of(game, before, seat), back.move)


def test_a_seen_kameloh_tuck_on_the_wire_holds_the_unknown_card_only() -> None:
    game = rules.GAMES["kameloh"]
    for before, move in states_and_moves("kameloh", 3):
        if move[0] == "tuck":
            other = 1 - game.to_move(before)
            last = seen_last(game, before, move, other)
            assert last["data"] == ["tuck", UNKNOWN, move.oasis]
            assert all(e["card"] == UNKNOWN for e in last["effects"] if e["kind"] == "card")
            mine = seen_last(game, before, move, 1 - other)
            assert mine["data"] == ["tuck", move.card, move.oasis]
            return
    pytest.fail("no tuck in the game")


def test_only_the_classes_of_a_games_moves_are_ever_built() -> None:
    with pytest.raises(ValueError):
        from_json({"type": "Popen", "fields": {"args": "ls"}}, {})
    with pytest.raises(ValueError):
        decode_move("downunder", {"type": "Move", "fields": {"kind": "end", "nope": 1}})
    with pytest.raises(ValueError):
        decode_move("kameloh", ["tuck", 3])
    with pytest.raises(ValueError):
        decode_move("kamisado", ["move", "a", 3])
    with pytest.raises(ValueError):
        decode_events("kamisado", [{"kind": "card"}])
    with pytest.raises(ValueError):
        decode_last("kameloh", {"seat": "0", "move": "pass"})


def test_an_encoded_move_is_plain_json() -> None:
    game = rules.GAMES["downunder"]
    move = game.legal_moves(game.new(2, None, seed=1))[0]
    assert json.loads(json.dumps(encode_move(move))) == encode_move(move)
    assert decode_move("downunder", encode_move(move)) == move
