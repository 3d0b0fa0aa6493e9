"""Typed moves: one NamedTuple class per kind, tagged by its first field; legal_moves and parse_move return
them only; plain tuples still compare equal and are still accepted; saves written before moves were typed
still load."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Literal, get_args, get_type_hints

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.errors import IllegalMove
from rules.kameloh.moves import KINDS, PASS, ItemMove, Move, TakeMove, typed
from rules.kameloh.pool import deck_ids
from rules.kameloh.table import cards_used, move_target
from rules.session import GameSession, SaveError
from tests.rules.kameloh.helpers import GAME

DATA = Path(__file__).parent / "data"
CLASSES = tuple(KINDS.values())


def test_each_kind_has_its_own_class_tagged_by_its_first_field() -> None:
    tags = [get_type_hints(cls)["kind"] for cls in CLASSES]
    assert tags == [Literal[tag] for tag in KINDS]  # each class's Literal is its key in KINDS
    assert len(set(KINDS)) == len(set(CLASSES)) == len(KINDS) == 13  # distinct tags, distinct classes
    assert set(get_args(Move)) == set(CLASSES)
    for tag, cls in KINDS.items():
        assert cls._fields[0] == "kind"
        if cls is not type(PASS):
            move = cls.of(*range(len(cls._fields) - 1))  # type: ignore[attr-defined]
            assert type(move) is cls and move.kind == tag and move[1:] == tuple(range(len(cls._fields) - 1))
    assert PASS.kind == "pass"


def test_typed_moves_equal_plain_tuples_and_typed_converts_them() -> None:
    move = ItemMove.of(3, -1, None)
    assert move == ("item", 3, -1, None) and hash(move) == hash(("item", 3, -1, None))
    assert move[0] == "item" and move.card == 3 and move.target is None
    assert typed(("take", 7)) == TakeMove.of(7) and type(typed(("take", 7))) is TakeMove
    assert typed(PASS) is PASS and type(typed(("pass",))) is type(PASS)
    for junk in (("fly", 1), ("take",), ("take", 1, 2), (), 5, None, "pass"):
        with pytest.raises(IllegalMove):
            typed(junk)
    assert cards_used(("more", 3)) == [] and move_target(GAME.new(seed=1), ("more", 3)) is None  # scene chips
    assert cards_used(("tuck", 3, 1)) == [(3, "hand")]


def _pick(moves: list, rng: random.Random) -> Move:
    """Half the time a random move, half the time a random move of a random kind (reaches the rare kinds)."""
    if rng.random() < 0.5:
        return moves[rng.randrange(len(moves))]
    kind = rng.choice(sorted({m.kind for m in moves}))
    return rng.choice([m for m in moves if m.kind == kind])


@settings(max_examples=8, deadline=None)
@given(
    deck0=st.sampled_from(deck_ids()),
    deck1=st.sampled_from(deck_ids()),
    seed=st.integers(0, 2**32),
    policy=st.integers(0, 2**32),
)
def test_random_games_list_only_typed_moves(deck0: str, deck1: str, seed: int, policy: int) -> None:
    rng = random.Random(policy)
    state = GAME.new(options={"deck0": deck0, "deck1": deck1}, seed=seed)
    for ply in range(3000):
        if GAME.is_over(state):
            break
        moves = GAME.legal_moves(state)
        for m in moves:
            assert type(m) in CLASSES and KINDS[m.kind] is type(m), m
        move = _pick(moves, rng)
        parsed = GAME.parse_move(state, GAME.notation(state, move))
        assert parsed == move and type(parsed) is type(move)
        after = GAME.apply(state, move)
        if ply % 5 == 0:  # a plain tuple is applied as the equal typed move
            assert GAME.apply(state, tuple(move)) == after
            assert GAME.notation(state, tuple(move)) == GAME.notation(state, move)
        state = after
    assert GAME.is_over(state)


def test_a_save_written_before_moves_were_typed_replays_typed_until_the_issue_18_readings() -> None:
    """The save (a whole two-human game with every kind of move) and the moves it replayed to were written
    by the code before typed moves. Its moves come back typed and equal to the old tuples, up to move 163:
    from there the game went on under the readings issue 18 changed (income within one date per pile, the
    free point without an own monster), so its move 164 is no longer legal and the save is refused cleanly
    (SaveError naming the move, never a crash)."""
    data = json.loads((DATA / "save_before_typed_moves.json").read_text(encoding="utf-8"))
    before = (DATA / "save_before_typed_moves.moves.txt").read_text(encoding="utf-8").splitlines()
    state, replayed = GAME.load(data["initial"]), []
    for text in data["moves"][:163]:
        move = GAME.parse_move(state, text)
        assert GAME.notation(state, move) == text
        replayed.append(move)
        state = GAME.apply(state, move)
    assert [repr(tuple(m)) for m in replayed] == before[:163]
    assert all(type(m) in CLASSES for m in replayed)
    assert {m.kind for m in replayed} == set(KINDS) - {"buy"}
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, data["moves"][163])
    with pytest.raises(SaveError, match="move 164"):
        GameSession.from_save(data)
