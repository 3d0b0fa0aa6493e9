"""`Camelot`: the contract object (see ../shared/design/rules-contract.md) tying the modules together.

The rule modules are imported inside the methods: `import rules` registers every game, and without a
bytecode cache it would otherwise compile all of Camelot each time (the contract wants < 100 ms).
After the first call an import inside a function is only a dictionary look-up.
"""

from __future__ import annotations

from typing import Any

from rules.common import AiSettings, Game, OptionSpec, Outcome, resolve_options
from rules.errors import Sentences

State = Any  # rules.camelot.state.State
Move = Any  # rules.camelot.movegen.Move


class Camelot(Game):
    id = "camelot"
    players = (2, 2)

    def _bind(self) -> None:
        """Put the per-node calls on the instance as plain functions: no import and no extra frame per
        call (the search and every caller pay these for each node). Runs on the first such call."""
        from rules.camelot.play import apply, apply_unchecked, is_over, legal_moves, to_move

        self.legal_moves = legal_moves
        self.apply = apply
        self.apply_legal = apply_unchecked
        self.to_move = to_move
        self.is_over = is_over

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        return {}

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        from rules.camelot.board import start_board
        from rules.camelot.state import State

        self.check_players(players)
        resolve_options(self.options_spec(players), options)
        return State(start_board())

    def to_move(self, state: State) -> int | None:
        self._bind()
        return self.to_move(state)

    def legal_moves(self, state: State) -> list[Move]:
        self._bind()
        return self.legal_moves(state)

    def apply(self, state: State, move: Any) -> State:
        self._bind()
        return self.apply(state, move)

    def apply_legal(self, state: State, move: Move) -> State:
        self._bind()  # a move of legal_moves(state): nothing to check
        return self.apply_legal(state, move)

    def sentences(self) -> Sentences:
        from rules.camelot.refusals import SENTENCES

        return SENTENCES

    def is_over(self, state: State) -> bool:
        self._bind()
        return self.is_over(state)

    def outcome(self, state: State) -> Outcome:
        from rules.camelot.play import status

        result = status(state)
        if result is None:
            raise ValueError("the game is not over")
        winners, reason = result
        return Outcome(winners, tuple(int(seat in winners) for seat in (0, 1)), reason)

    def notation(self, state: State, move: Move) -> str:
        from rules.camelot.text import notation

        return notation(move)

    def parse_move(self, state: State, move_text: str) -> Move:
        from rules.camelot.text import parse_move

        return parse_move(state, move_text)

    def dump(self, state: State) -> dict:
        from rules.camelot.text import dump

        return dump(state)

    def load(self, data: dict) -> State:
        from rules.camelot.text import load

        return load(data)

    def to_text(self, state: State) -> str:
        from rules.camelot.text import to_text

        return to_text(state)

    def from_text(self, position: str) -> State:
        from rules.camelot.text import from_text

        return from_text(position)

    # ----- AI hooks
    eval_scale = 150.0  # evaluation units of "clearly better": about one and a half men

    def evaluate(self, state: State, seat: int) -> float:
        from rules.camelot.evaluate import evaluate

        return evaluate(state, seat)

    def order_moves(self, state: State, moves: list[Move]) -> list[Move]:
        from rules.camelot.evaluate import order_moves

        return order_moves(state, moves)

    def state_key(self, state: State) -> Any:
        return state.key

    def engine_move(self, state: State, seat: int, settings: AiSettings, limits: Any) -> Move | None:
        """The medium level (the hint's) searches only the moves that give no piece away, when there are
        such moves and others (exchange.py); None: the shared search over every move."""
        if not settings.extra.get("keep_material"):
            return None
        from rules.camelot.exchange import keep_material

        return keep_material(self, state, seat, settings, limits)

    def ai_settings(self, level: str) -> AiSettings:
        from rules.camelot.evaluate import LEVELS

        return LEVELS[level]
