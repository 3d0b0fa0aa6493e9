"""Checks every game of the registry must pass (see ../shared/design/rules-contract.md).

Game test suites call `check_playout` from their hypothesis tests; `tests/rules/test_contract.py` runs the
checks over every registered game and the toy games.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from rules.common import Game, Outcome
from rules.errors import IllegalMove, InvalidState


def roundtrip(game: Game, state: Any) -> None:
    data = game.dump(state)
    assert data["game"] == game.id and isinstance(data["format"], int)
    text = json.dumps(data)  # JSON-safe
    assert game.load(json.loads(text)) == state
    if hasattr(game, "to_text"):
        assert game.from_text(game.to_text(state)) == game.from_text(
            game.to_text(game.from_text(game.to_text(state)))
        )


def check_playout(
    game: Game, seed: int, players: int | None = None, max_plies: int = 2000, options: dict | None = None
) -> Any:
    """Play random legal moves to the end; check purity, notation, dump/load and the outcome on the way."""
    rng = random.Random(seed)
    players = players or game.players[0]
    state = game.new(players, options, seed=seed)
    hash(state)
    for _ in range(max_plies):
        seat = game.to_move(state)
        if seat is None:
            break
        assert not game.is_over(state)
        moves = game.legal_moves(state)
        assert moves, "a seat to move must have at least one legal move (a forced pass is a move)"
        assert game.legal_moves(state) == moves, "legal_moves must be deterministic"
        move = moves[rng.randrange(len(moves))]
        text = game.notation(state, move)
        assert game.parse_move(state, text) == move, text
        before = game.dump(state)
        after = game.apply(state, move)
        assert game.dump(state) == before, "apply must not change the given state"
        if rng.random() < 0.2:
            roundtrip(game, after)
        state = after
    else:
        pytest.fail(f"game did not end within {max_plies} plies")
    assert game.is_over(state) and game.legal_moves(state) == []
    out = game.outcome(state)
    assert isinstance(out, Outcome) and len(out.scores) == players
    assert all(0 <= w < players for w in out.winners) and out.reason
    roundtrip(game, state)
    return state


def check_bad_input(game: Game) -> None:
    state = game.new(game.players[0], seed=1)
    for text in ["", "zz9-zz10", "not a move at all", "\x00"]:
        with pytest.raises(IllegalMove):
            game.parse_move(state, text)
    for data in [
        None,
        [],
        {},
        {"game": game.id},
        {"game": "other", "format": 1},
        {**game.dump(state), "format": 999},
    ]:
        with pytest.raises(InvalidState):
            game.load(data)
    good = game.dump(state)
    for key in [k for k in good if k not in ("game", "format")]:
        broken = dict(good)
        del broken[key]
        with pytest.raises(InvalidState):
            game.load(broken)
        broken[key] = {"garbage": [1, None]}
        with pytest.raises(InvalidState):
            game.load(broken)
