"""Shared types of the rules contract: Outcome, options, seats, seeded randomness, the Game base class.

Nothing here imports pygame; everything is deterministic given a seed.
"""

from __future__ import annotations

import importlib
import math
import secrets
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.errors import COMMON, IllegalMove, InvalidState, Sentences

Move = Any
State = Any

# Search values: a won position is worth WIN minus the plies needed; evaluations stay well inside EVAL_LIMIT.
WIN = 1_000_000
EVAL_LIMIT = 100_000


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: winners (empty for a draw), per-seat scores, a machine-readable reason."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "scores": list(self.scores), "reason": self.reason}


# --------------------------------------------------------------------------- options
@dataclass(frozen=True)
class OptionSpec:
    """One variant option: its default and the values a player may pick (shown by the setup scene)."""

    default: Any
    choices: tuple[Any, ...]


def resolve_options(specs: dict[str, OptionSpec], given: dict | None) -> dict:
    """Defaults overlaid with `given`; unknown names or values raise ValueError naming the allowed ones."""
    result = {name: spec.default for name, spec in specs.items()}
    for name, value in (given or {}).items():
        if name not in specs:
            allowed = ", ".join(sorted(specs)) or "none"
            raise ValueError(f"unknown option {name!r}; this game knows: {allowed}")
        spec = specs[name]
        if value not in spec.choices:
            allowed = ", ".join(str(c) for c in spec.choices)
            raise ValueError(f"option {name!r} cannot be {value!r}; allowed: {allowed}")
        result[name] = value
    return result


def coerce_option_text(spec: OptionSpec, text: str) -> Any:
    """Turn command-line text (e.g. "7", "true", "lose") into the choice it names."""
    for choice in spec.choices:
        if str(choice).lower() == text.strip().lower():
            return choice
    allowed = ", ".join(str(c) for c in spec.choices)
    raise ValueError(f"{text!r} is not allowed; allowed: {allowed}")


# --------------------------------------------------------------------------- seeded randomness
# A SplitMix64 stream kept as one int inside the immutable state: every draw returns the next int too, so
# a game replays identically from its seed and its moves. (Python's `random` keeps hidden mutable state.)
_MASK = (1 << 64) - 1


def new_rng(seed: int | None) -> int:
    """The initial stream value for a seed; a fresh random one when seed is None."""
    if seed is None:
        seed = secrets.randbits(63)
    return (int(seed) * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK


def rng_next(rng: int) -> tuple[int, int]:
    """(new stream value, 64 random bits)."""
    rng = (rng + 0x9E3779B97F4A7C15) & _MASK
    z = rng
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return rng, z ^ (z >> 31)


def rng_below(rng: int, n: int) -> tuple[int, int]:
    """(new stream value, uniform int in [0, n)) without modulo bias."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        rng, bits = rng_next(rng)
        if bits < limit:
            return rng, bits % n


def rng_shuffle(rng: int, items: Sequence) -> tuple[int, tuple]:
    """(new stream value, the items in a uniformly shuffled order) by Fisher-Yates."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        rng, j = rng_below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return rng, tuple(out)


# --------------------------------------------------------------------------- dump/load helpers
def check_header(data: Any, game_id: str, fmt: int) -> dict:
    """Validate the `game`/`format` keys of dumped data; return it as a dict or raise InvalidState."""
    if not isinstance(data, dict):
        raise InvalidState("saved game data must be a JSON object")
    if data.get("game") != game_id:
        raise InvalidState(f"this is not a {game_id} game (game = {data.get('game')!r})")
    if data.get("format") != fmt:
        raise InvalidState(f"unknown {game_id} save format {data.get('format')!r}; this version reads {fmt}")
    return data


def field_of(data: dict, key: str, kind: type | tuple[type, ...]) -> Any:
    """data[key], checked to be of `kind`; a missing or mistyped field raises InvalidState naming it."""
    if key not in data:
        raise InvalidState(f"saved game lacks the field {key!r}")
    value = data[key]
    if isinstance(value, bool) and kind is int:
        raise InvalidState(f"field {key!r} must be a number, not {value!r}")
    if not isinstance(value, kind):
        raise InvalidState(f"field {key!r} has the wrong type ({type(value).__name__})")
    return value


# --------------------------------------------------------------------------- AI settings
@dataclass(frozen=True)
class AiSettings:
    """How one level searches. Games may override `Game.ai_settings` to tune it."""

    search: str = "alphabeta"  # "alphabeta" (perfect information) or "mcts" (hidden information, chance)
    max_depth: int = 64  # alpha-beta: deepest iteration
    time: float = 2.0  # seconds a move may take when the caller gives no deadline
    noise: float = 0.0  # easy levels: evaluation noise in evaluation units (never hides a win in one)
    blunder: float = 0.0  # chance of picking a random non-losing move instead of the best one
    iterations: int = 0  # mcts: maximum iterations (0 = until the time is up)
    playout_depth: int = 40  # mcts: plies of playout before the evaluation judges the position
    exploration: float = 0.9  # mcts: UCT constant
    widening: float = 0.0  # mcts: a node considers 1 + widening * sqrt(visits) moves (0: all of them)
    extra: dict = field(default_factory=dict)  # game-specific knobs


DEFAULT_LEVELS = {
    "easy": AiSettings(max_depth=1, time=0.5, noise=1.0, blunder=0.25),
    "medium": AiSettings(max_depth=3, time=1.0, noise=0.1),
    "hard": AiSettings(max_depth=64, time=2.0),
}
LEVELS = ("easy", "medium", "hard")


# --------------------------------------------------------------------------- a game's own judgement
@dataclass(frozen=True)
class Analysis:
    """What a game's own search says of one position and the move played there (`Game.judge_search`), for
    the judge of a finished game (rules/ai/judge.py). Values are the mover's expectancy in [0, 1]; a proven
    win is 1.0, a proven loss 0.0. Proofs count the moves of the seat that wins (`win_in`, `played_win_in`:
    the mover's own moves, the first one included; `played_loss_in`: the opponent's moves)."""

    best: Any
    best_value: float
    played_value: float
    win_in: int | None = None
    played_win_in: int | None = None
    played_loss_in: int | None = None
    depth: int = 0
    nodes: int = 0
    out_of_time: bool = False


# --------------------------------------------------------------------------- the Game base class
class Game:
    """Base class of every game's `GAME` object. Subclasses implement the contract methods.

    Beyond the contract (see ../shared/design/rules-contract.md) a game may provide AI hooks:
    `evaluate`, `order_moves`, `search_moves`, `state_key`, `determinize`, `playout_move`,
    `ai_settings`.
    """

    id: str = ""
    players: tuple[int, int] = (2, 2)
    hidden_information: bool = False

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        return {}

    def default_options(self, players: int) -> dict:
        return {name: spec.default for name, spec in self.options_spec(players).items()}

    def check_players(self, players: int) -> None:
        lo, hi = self.players
        if not isinstance(players, int) or not lo <= players <= hi:
            raise ValueError(f"{self.id} is played by {lo}" + (f" to {hi}" if hi != lo else "") + " players")

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        raise NotImplementedError

    def to_move(self, state: State) -> int | None:
        raise NotImplementedError

    def legal_moves(self, state: State) -> list[Move]:
        raise NotImplementedError

    def apply(self, state: State, move: Move) -> State:
        raise NotImplementedError

    def apply_legal(self, state: State, move: Move) -> State:
        """`apply` for a move taken from `legal_moves(state)` as it is (the search's moves): a game may skip
        checking it. Anything else goes through `apply`."""
        return self.apply(state, move)

    # ----- refusals in words (issue 18): every IllegalMove names its rule by key, the game says it
    def sentences(self) -> Sentences:
        """This game's refusal sentences (games override; the default knows only the shared ones)."""
        return Sentences(self.id, COMMON)

    def explain(self, error: IllegalMove, lang: str = "en") -> str:
        """The sentence of a refused move in `lang` ("en" or "de"): what the scenes, hints and tutorials show."""
        return self.sentences().render(error, lang)

    def refusal(self, state: State, move: Move) -> IllegalMove | None:
        """Why `move` is refused in `state` (None when it is legal); `explain` turns it into a sentence."""
        try:
            self.apply(state, move)
        except IllegalMove as error:
            return error
        return None

    def is_over(self, state: State) -> bool:
        return self.to_move(state) is None

    def outcome(self, state: State) -> Outcome:
        raise NotImplementedError

    def notation(self, state: State, move: Move) -> str:
        raise NotImplementedError

    def parse_move(self, state: State, text: str) -> Move:
        raise NotImplementedError

    def dump(self, state: State) -> dict:
        raise NotImplementedError

    def load(self, data: dict) -> State:
        raise NotImplementedError

    def view(self, state: State, seat: int) -> State:
        return state

    # ----- what a seat may see of a move (network play, issue 29: the referee tells each seat only this)
    def seen_move(self, state: State, move: Move, seat: int | None) -> Move:
        """`move`, played in `state` by the seat to move, as `seat` may know it (None: an onlooker of no
        seat). A card the move names that `seat` may not see becomes the game's unknown card, so that the
        move's notation on `view(state, seat)` holds nothing hidden. The mover knows his own move whole;
        a game without hidden information shows every move as it is (the default)."""
        return move

    def seen_events(self, state: State, move: Move, seat: int | None) -> list:
        """What `move` did, as `seat` may see it, for a game whose scenes animate from the rules' events
        (Ka-Mel-Oh!'s `events`): a hidden card in them becomes the unknown card. [] (the default) for a game
        whose scenes animate from the states before and after."""
        return []

    def observer_view(self, state: State) -> State:
        """What an onlooker of no seat (a spectator) may know. Without hidden information that is the state
        itself; a hidden-information game overrides it (every hand hidden) or has no onlookers."""
        if self.hidden_information:
            raise NotImplementedError(f"{self.id} has hidden information and no view for an onlooker")
        return state

    def reveals(self, state: State, move: Move) -> bool:
        """True when applying `move` uncovers hidden information or uses randomness (undo must not cross it)."""
        return False

    def seat_count(self, state: State) -> int:
        """Number of seats in this game; games with a variable count override it."""
        return self.players[0]

    # ----- AI hooks (defaults work for any game, games improve them)
    def evaluate(self, state: State, seat: int) -> float:
        """Heuristic value of a non-final position for `seat`, within +-EVAL_LIMIT."""
        return 0.0

    eval_scale: float = 1.0  # evaluation units per "clearly better" step; MCTS squashes by it

    def order_moves(self, state: State, moves: list[Move]) -> list[Move]:
        """Most promising first; alpha-beta prunes better the better this is."""
        return moves

    def search_moves(self, state: State, moves: list[Move]) -> list[Move]:
        """The moves an MCTS search considers: games may leave out moves that are as good as another one
        in the list (the full list stays legal; this only keeps the tree from spreading thin)."""
        return moves

    def blunder_moves(self, state: State, moves: list[Move]) -> list[Move]:
        """The moves an easy AI's random slip picks from (`AiSettings.blunder`; default: all it was given).
        A game may leave out slips that end a player's game outright without losing it at once."""
        return moves

    def state_key(self, state: State) -> Any:
        """A hashable key for the transposition table (default: the state itself)."""
        return state

    def determinize(self, view_state: State, seat: int, rng: Any) -> State:
        """A full state consistent with what `seat` sees (hidden-information games override)."""
        return view_state

    def playout_move(self, state: State, moves: list[Move], rng: Any) -> Move:
        """MCTS playout policy: default uniformly random."""
        return moves[rng.randrange(len(moves))]

    def ai_settings(self, level: str) -> AiSettings:
        return DEFAULT_LEVELS[level]

    def engine_move(self, state: State, seat: int, settings: AiSettings, limits: Any) -> Move | None:
        """A game's own search, asked first when `settings.search == "engine"`; None: the shared alpha-beta
        plays the move (e.g. a position the game's engine does not cover)."""
        return None

    # ----- the judge of a finished game (rules/ai/judge.py, issue 28)
    # Default node budget of a judgement: alpha-beta nodes, or MCTS iterations for a game whose hard level
    # searches with MCTS (`judge_iterations`). Chosen per game so that a whole game is judged in about a
    # minute on a slow two-core machine (docs/benchmarks.md, "Judging a finished game").
    judge_nodes: int = 5_000
    judge_iterations: int = 150
    # Seconds per node (per MCTS iteration) after which a judgement is stopped by the emergency clock, about
    # ten times what it takes here: only a machine far slower than ours or a bug meets it, and the result
    # then says so (out_of_time), it never changes silently.
    judge_node_seconds: float = 0.002
    judge_iteration_seconds: float = 0.05

    def judge_search(self, state: State, seat: int, played: Move, limits: Any) -> Analysis | None:
        """A game's own judgement of `played` in `state` (seat `seat` to move) within `limits.max_nodes`
        nodes of its search (`limits`: a rules.ai.search_limits.Limits, whose `expired()` also says when
        the judgement was cancelled or hit the emergency clock); None (the default): the shared search of
        rules/ai/judge.py judges it. It must depend on nothing but its arguments (no table kept from an
        earlier search), so that a game is judged the same in any order and on any machine."""
        return None


def squash(value: float, scale: float) -> float:
    """Map an evaluation to (0, 1) for MCTS rewards."""
    x = max(-50.0, min(50.0, value / scale))
    return 1.0 / (1.0 + math.exp(-x))


def lazy_names(package: str, homes: dict[str, str]) -> Callable[[str], Any]:
    """A module `__getattr__` for a game's public face: a public name is imported from the inner module that
    defines it (`homes`: name -> module) on first use and then kept, so that `import rules`, which needs only
    each game's GAME, stays fast. A home "module:inner" gives the name that the module calls `inner`."""

    def find(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        home, _, inner = home.partition(":")
        value = getattr(importlib.import_module(f"{package}.{home}"), inner or name)
        setattr(sys.modules[package], name, value)
        return value

    return find
