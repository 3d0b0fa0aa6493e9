"""`Camelot`: the contract object (see ../shared/design/rules-contract.md) tying the modules together."""

from __future__ import annotations

from typing import Any

from rules.camelot import evaluate as ev
from rules.camelot import text
from rules.camelot.board import start_board
from rules.camelot.movegen import Move
from rules.camelot.play import apply, legal_moves, status
from rules.camelot.state import State
from rules.common import AiSettings, Game, OptionSpec, Outcome, resolve_options
from rules.errors import IllegalMove


class Camelot(Game):
    id = "camelot"
    players = (2, 2)

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        return {}

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        self.check_players(players)
        resolve_options(self.options_spec(players), options)
        return State(start_board())

    def to_move(self, state: State) -> int | None:
        return None if status(state) is not None else state.turn

    def legal_moves(self, state: State) -> list[Move]:
        return legal_moves(state)

    def apply(self, state: State, move: Any) -> State:
        try:
            return apply(state, move)
        except TypeError as exc:  # an unhashable thing is no move
            raise IllegalMove(f"{move!r} is not a Camelot move") from exc

    def is_over(self, state: State) -> bool:
        return status(state) is not None

    def outcome(self, state: State) -> Outcome:
        result = status(state)
        if result is None:
            raise ValueError("the game is not over")
        winners, reason = result
        return Outcome(winners, tuple(int(seat in winners) for seat in (0, 1)), reason)

    def notation(self, state: State, move: Move) -> str:
        return text.notation(move)

    def parse_move(self, state: State, move_text: str) -> Move:
        return text.parse_move(state, move_text)

    def dump(self, state: State) -> dict:
        return text.dump(state)

    def load(self, data: dict) -> State:
        return text.load(data)

    def to_text(self, state: State) -> str:
        return text.to_text(state)

    def from_text(self, position: str) -> State:
        return text.from_text(position)

    # ----- AI hooks
    eval_scale = ev.EVAL_SCALE

    def evaluate(self, state: State, seat: int) -> float:
        return ev.evaluate(state, seat)

    def order_moves(self, state: State, moves: list[Move]) -> list[Move]:
        return ev.order_moves(state, moves)

    def state_key(self, state: State) -> Any:
        return state.key

    def ai_settings(self, level: str) -> AiSettings:
        return ev.LEVELS[level]
