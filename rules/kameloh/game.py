"""The `Game` object of Ka-Mel-Oh!: the contract methods, wired to the modules that implement them.

The implementing modules are imported on first use, not at import time, so that `import rules` stays fast.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from rules.common import AiSettings, Game, OptionSpec, Outcome, resolve_options
from rules.errors import Sentences

if TYPE_CHECKING:
    from rules.kameloh.moves import Move

# Moves that uncover hidden cards or use randomness: undo must not cross them.
REVEALING = frozenset({"activate", "draw", "search", "take"})

LEVELS = {
    "easy": AiSettings(
        search="mcts", time=0.4, iterations=40, playout_depth=8, exploration=1.4, blunder=0.15
    ),
    # Measured in iteration-capped duels (docs/benchmarks.md): search strength grows slowly with iterations
    # (400 beat 100 in 65% of games, 400 beat the bare playout policy 12-0), so the levels differ by a wide
    # factor: medium about 120 iterations, hard whatever 2.5 s allows (about 2,000-2,700 on one core).
    # The hint's level. "sure_gains": after the search, a root move with a larger gain the rules state for sure
    # (stars of a monster defeated now, the opponent's free point stopped) overrules its choice (gain.py).
    "medium": AiSettings(
        search="mcts", time=0.6, iterations=120, playout_depth=16, extra={"sure_gains": True}
    ),
    # Longer playouts (24, 40 plies, to the end of the reply turn) and shorter ones (4) all lost to 16.
    # Progressive widening won 7-0 against the plain search at 800 iterations each: without it a deep tree
    # values its nodes by trying each move once in random order.
    "hard": AiSettings(search="mcts", time=2.5, playout_depth=16, widening=1.0),
}

State = Any  # rules.kameloh.state.KamelohState

# The implementing modules, bound by `_load` on first use (a function-level import on every call is slow).
_moves: Any = None
_apply: Any = None
_text: Any = None
_hidden: Any = None
_ev: Any = None
_setup: Any = None


def _ready() -> None:
    if _moves is None:
        _load()


def _load() -> None:
    global _moves, _apply, _text, _hidden, _ev, _setup
    from rules.kameloh import apply, evaluate, hidden, moves, setup, text

    _moves, _apply, _text, _hidden, _ev, _setup = moves, apply, text, hidden, evaluate, setup


class KamelohGame(Game):
    """Every method makes sure the implementing modules are loaded; after the first call that is cheap."""

    id = "kameloh"
    players = (2, 2)
    hidden_information = True
    eval_scale = 4.0

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        _ready()
        return _setup.options_spec()

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        self.check_players(players)
        _ready()
        return _setup.new_state(resolve_options(self.options_spec(players), options), seed)

    def to_move(self, state: State) -> int | None:
        _ready()
        return _moves.to_move(state)

    def legal_moves(self, state: State) -> list[Move]:
        _ready()
        return _moves.legal_moves(state)

    def apply(self, state: State, move: Move) -> State:
        _ready()
        return _apply.apply_move(state, move)[0]

    def apply_legal(self, state: State, move: Move) -> State:
        _ready()
        return _apply.apply_legal_move(state, move)[0]  # a typed move of legal_moves(state): no check

    def sentences(self) -> Sentences:
        from rules.kameloh.refusals import SENTENCES

        return SENTENCES

    def events(self, state: State, move: Move) -> list:
        """What `move` does, as data for animations (see rules.kameloh.events)."""
        _ready()
        return _apply.apply_move(state, move)[1]

    def outcome(self, state: State) -> Outcome:
        scores = tuple(p.points for p in state.players)
        if scores[0] == scores[1]:
            return Outcome((), scores, "draw")
        return Outcome((0 if scores[0] > scores[1] else 1,), scores, "points")

    def notation(self, state: State, move: Move) -> str:
        _ready()
        return _text.notation(state, move)

    def parse_move(self, state: State, move_text: str) -> Move:
        _ready()
        return _text.parse_move(state, move_text)

    def dump(self, state: State) -> dict:
        _ready()
        return _text.dump(state)

    def load(self, data: dict) -> State:
        _ready()
        return _text.load(data)

    def view(self, state: State, seat: int) -> State:
        _ready()
        return _hidden.view(state, seat)

    def observer_view(self, state: State) -> State:
        _ready()
        return _hidden.view(state, None)

    def seen_move(self, state: State, move: Move, seat: int | None) -> Move:
        _ready()
        return _hidden.seen_move(state, move, seat)

    def seen_events(self, state: State, move: Move, seat: int | None) -> list:
        _ready()
        return _hidden.seen_events(self.events(state, move), seat)

    def reveals(self, state: State, move: Move) -> bool:
        return move[0] in REVEALING  # by index: a session also keeps plain tuples that scenes played

    # ----- AI hooks
    def evaluate(self, state: State, seat: int) -> float:
        _ready()
        return _ev.evaluate(state, seat)

    def order_moves(self, state: State, move_list: list[Move]) -> list[Move]:
        _ready()
        return _ev.order_moves(state, move_list)

    def search_moves(self, state: State, move_list: list[Move]) -> list[Move]:
        _ready()
        return _ev.search_moves(state, move_list)

    def determinize(self, view_state: State, seat: int, rng: Any) -> State:
        _ready()
        return _hidden.determinize(view_state, rng)

    def playout_move(self, state: State, move_list: list[Move], rng: random.Random) -> Move:
        _ready()
        return _ev.playout_move(state, move_list, rng)

    def sure_gains(self, state: State, seat: int, move_list: list[Move], chosen: Move) -> list[Move]:
        """Root moves that win more for sure than the search's `chosen` (rules.kameloh.gain); [] keeps it.
        Asked by rules.ai when the level's `AiSettings.extra["sure_gains"]` is set."""
        from rules.kameloh.gain import sure_gains

        return sure_gains(state, seat, move_list, chosen)

    def ai_settings(self, level: str) -> AiSettings:
        return LEVELS[level]
