"""`DownUnder`: the Down Under game object of the rules contract (../shared/design/rules-contract.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.common import AiSettings, Game, OptionSpec, resolve_options
from rules.common import Outcome as GameOutcome
from rules.errors import IllegalMove, Sentences

if TYPE_CHECKING:
    from rules.downunder.state import Move, State

# The rules modules are imported inside the methods: `import rules` must stay fast for every game, and
# an import statement of an already loaded module costs well under a microsecond.

# The rule text's "recommended" play area per player count.
DEFAULT_SIZE = {2: (5, 7), 3: (6, 8), 4: (7, 9)}
EDGE_LENGTHS = tuple(range(4, 14))
DINGO_RULES = ("zero", "lose")
PATH_FORMS = ("one", "two", "two-single")  # paths per seat: one, or two (one card of each / one card) a turn
# Variant "fixed area or frame": which ways to lay out the area each player count allows (2-3 players for a
# preset path of the unused colour, 2 for a frame of the two unused colours).
AREA_CHOICES = {2: ("growing", "path", "frame"), 3: ("growing", "path")}
EVAL_SCALE = 4.0  # evaluation units (path parts) per "clearly better" step


class DownUnder(Game):
    id = "downunder"
    players = (2, 4)

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        width, height = DEFAULT_SIZE.get(players, DEFAULT_SIZE[2])
        return {
            "width": OptionSpec(width, EDGE_LENGTHS),
            "height": OptionSpec(height, EDGE_LENGTHS),
            "unbounded": OptionSpec(False, (False, True)),
            "animals": OptionSpec(False, (False, True)),
            "dingo": OptionSpec("zero", DINGO_RULES),
            **({"area": OptionSpec("growing", AREA_CHOICES[players])} if players in AREA_CHOICES else {}),
            "one_opening": OptionSpec(False, (False, True)),
            **({"paths": OptionSpec("one", PATH_FORMS)} if players == 2 else {}),  # "für 2 Spieler"
        }

    def _options(self, players: int, options: dict | None) -> dict:
        if players != 2 and options and options.get("paths", "one") != "one":
            raise ValueError(
                f"option 'paths' {options['paths']!r}: two paths per player is played by 2 players only"
            )
        if options and "paths" in options and players != 2:
            options = {k: v for k, v in options.items() if k != "paths"}  # "one" is every game's way
        resolved = resolve_options(self.options_spec(players), options)
        resolved.setdefault("area", "growing")  # four players: no unused colour, the area always grows
        if resolved.get("paths", "one") != "one":
            # two paths per player lays all four colours and opens with its own entrances: no colour is left
            # for a preset path or frame, and one opening per player would contradict the entrances
            resolved["area"], resolved["one_opening"] = "growing", False
        # 0/1 would pass `in (False, True)`; keep them real booleans
        for name in ("unbounded", "animals", "one_opening"):
            if not isinstance(resolved[name], bool):
                raise ValueError(f"option {name!r} cannot be {resolved[name]!r}; allowed: False, True")
        for name in ("width", "height"):
            if isinstance(resolved[name], bool):
                raise ValueError(f"option {name!r} cannot be {resolved[name]!r}; allowed: 4 to 13")
        return resolved

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> State:
        self.check_players(players)
        from rules.downunder.area import preset_tiles
        from rules.downunder.moves import build_state

        resolved = self._options(players, options)
        colours = players if resolved.get("paths", "one") == "one" else 2 * players
        tiles, resolved["width"], resolved["height"] = preset_tiles(
            players, resolved["area"], resolved["width"], resolved["height"], seed
        )
        return build_state(players, resolved, tiles, 0, (False,) * colours, None)

    def seat_count(self, state: State) -> int:
        return state.players

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.turn

    def legal_moves(self, state: State) -> list[Move]:
        from rules.downunder.moves import legal_moves

        return [] if state.over else list(legal_moves(state))

    def apply(self, state: State, move: Move) -> State:
        from rules.downunder.moves import apply_move, legal_twin

        return apply_move(state, legal_twin(state, move))

    def apply_legal(self, state: State, move: Move) -> State:
        from rules.downunder.moves import apply_move

        return apply_move(state, move)  # a move of legal_moves(state): nothing to check

    def sentences(self) -> Sentences:
        from rules.downunder.refusals import SENTENCES

        return SENTENCES

    def outcome(self, state: State) -> GameOutcome:
        from rules.downunder.scoring import outcome

        return outcome(state)

    def notation(self, state: State, move: Move) -> str:
        from rules.downunder.text import notation

        return notation(move)

    def parse_move(self, state: State, move_text: str) -> Move:
        from rules.downunder.moves import legal_twin
        from rules.downunder.text import parse

        move = parse(move_text)
        try:
            return legal_twin(state, move)
        except IllegalMove as exc:
            raise IllegalMove(f"{move_text}: {exc}", exc.key, exc.params) from None

    def dump(self, state: State) -> dict:
        from rules.downunder.text import dump

        return dump(state)

    def load(self, data: dict) -> State:
        from rules.downunder.text import load

        return load(data, self._options)

    # ----- AI hooks
    eval_scale = EVAL_SCALE
    judge_iterations = (
        250  # the judge of a finished game: fewer positions than Ka-Mel-Oh!, see docs/benchmarks.md
    )

    def evaluate(self, state: State, seat: int) -> float:
        from rules.downunder.evaluate import evaluate

        return evaluate(state, seat)

    def order_moves(self, state: State, moves: list[Move]) -> list[Move]:
        from rules.downunder.evaluate import order_moves

        return order_moves(state, moves)

    def search_moves(self, state: State, moves: list[Move]) -> list[Move]:
        from rules.downunder.evaluate import search_moves

        return search_moves(state, moves)

    def blunder_moves(self, state: State, moves: list[Move]) -> list[Move]:
        from rules.downunder.evaluate import blunder_moves

        return blunder_moves(state, moves)

    def state_key(self, state: State) -> Any:
        from rules.downunder.evaluate import state_key

        return state_key(state)

    def playout_move(self, state: State, moves: list[Move], rng: Any) -> Move:
        from rules.downunder.evaluate import playout_move

        return playout_move(state, moves, rng)

    def ai_settings(self, level: str) -> AiSettings:
        from rules.downunder.evaluate import ai_settings

        return ai_settings(level)
