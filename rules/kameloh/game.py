"""The `Game` object of Ka-Mel-Oh!: the contract methods, wired to the modules that implement them.

The implementing modules are imported on first use, not at import time, so that `import rules` stays fast.
"""

from __future__ import annotations

import random
from typing import Any

from rules.common import AiSettings, Game, OptionSpec, Outcome, resolve_options

# Moves that uncover hidden cards or use randomness: undo must not cross them.
REVEALING = frozenset({"activate", "draw", "search", "take"})

LEVELS = {
    "easy": AiSettings(
        search="mcts", time=0.5, iterations=60, playout_depth=8, exploration=1.4, blunder=0.15
    ),
    "medium": AiSettings(search="mcts", time=1.2, iterations=400, playout_depth=16),
    "hard": AiSettings(search="mcts", time=2.5, playout_depth=24),
}

Move = tuple
State = Any  # rules.kameloh.state.KamelohState


class KamelohGame(Game):
    id = "kameloh"
    players = (2, 2)
    hidden_information = True
    eval_scale = 4.0

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        from rules.kameloh.setup import options_spec

        return options_spec()

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        from rules.kameloh.setup import new_state

        self.check_players(players)
        return new_state(resolve_options(self.options_spec(players), options), seed)

    def to_move(self, state: State) -> int | None:
        from rules.kameloh.moves import to_move

        return to_move(state)

    def legal_moves(self, state: State) -> list[Move]:
        from rules.kameloh.moves import legal_moves

        return legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        from rules.kameloh.apply import apply_move

        return apply_move(state, move)[0]

    def events(self, state: State, move: Move) -> list:
        """What `move` does, as data for animations (see rules.kameloh.events)."""
        from rules.kameloh.apply import apply_move

        return apply_move(state, move)[1]

    def outcome(self, state: State) -> Outcome:
        scores = tuple(p.points for p in state.players)
        if scores[0] == scores[1]:
            return Outcome((), scores, "draw")
        return Outcome((0 if scores[0] > scores[1] else 1,), scores, "points")

    def notation(self, state: State, move: Move) -> str:
        from rules.kameloh.text import notation

        return notation(state, move)

    def parse_move(self, state: State, move_text: str) -> Move:
        from rules.kameloh.text import parse_move

        return parse_move(state, move_text)

    def dump(self, state: State) -> dict:
        from rules.kameloh.text import dump

        return dump(state)

    def load(self, data: dict) -> State:
        from rules.kameloh.text import load

        return load(data)

    def view(self, state: State, seat: int) -> State:
        from rules.kameloh.hidden import view

        return view(state, seat)

    def reveals(self, state: State, move: Move) -> bool:
        return move[0] in REVEALING

    # ----- AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        from rules.kameloh.evaluate import evaluate

        return evaluate(state, seat)

    def order_moves(self, state: State, move_list: list[Move]) -> list[Move]:
        from rules.kameloh.evaluate import order_moves

        return order_moves(state, move_list)

    def determinize(self, view_state: State, seat: int, rng: Any) -> State:
        from rules.kameloh.hidden import determinize

        return determinize(view_state, rng)

    def playout_move(self, state: State, move_list: list[Move], rng: random.Random) -> Move:
        from rules.kameloh.evaluate import playout_move

        return playout_move(state, move_list, rng)

    def ai_settings(self, level: str) -> AiSettings:
        return LEVELS[level]
