"""`KamisadoGame`: the rules contract for Kamisado, wired from the modules of this package."""

from __future__ import annotations

from rules.common import AiSettings, Analysis, Game, OptionSpec, Outcome, resolve_options
from rules.errors import Sentences
from rules.kamisado import evaluate as ev
from rules.kamisado import moves, text
from rules.kamisado.board import initial_towers
from rules.kamisado.state import ANY, KEY_FIELDS, OVER, PLAY, TARGETS, KamisadoMove, KamisadoState


class KamisadoGame(Game):
    id = "kamisado"
    players = (2, 2)
    eval_scale = ev.EVAL_SCALE

    # ----- contract
    def options_spec(self, players: int) -> dict[str, OptionSpec]:
        return {"target": OptionSpec(3, TARGETS)}

    def new(self, players: int = 2, options: dict | None = None, seed: int | None = None) -> KamisadoState:
        # No randomness in Kamisado: Black starts the first round, every tower on its own colour.
        self.check_players(players)
        opts = resolve_options(self.options_spec(players), options)
        return KamisadoState(
            towers=initial_towers(),
            ranks=(0,) * 16,
            turn=0,
            must_move=ANY,
            phase=PLAY,
            score=(0, 0),
            target=opts["target"],
            passes=(),
            last_mover=-1,
            last_tower=-1,
            round_no=1,
            last_round=None,
            plies=0,
        )

    def to_move(self, state: KamisadoState) -> int | None:
        return None if state.phase == OVER else state.turn

    # The two calls every caller makes per node: bound straight to the functions (no extra frame).
    legal_moves = staticmethod(moves.legal_moves)
    apply = staticmethod(moves.apply_move)

    def sentences(self) -> Sentences:
        from rules.kamisado.refusals import SENTENCES

        return SENTENCES

    def is_over(self, state: KamisadoState) -> bool:
        return state.phase == OVER

    def outcome(self, state: KamisadoState) -> Outcome:
        """Winner and match points; reason "home-row" or "deadlock" (how the deciding round ended)."""
        if state.phase != OVER:
            return Outcome((), state.score, "in-progress")
        return Outcome(
            (state.turn,), state.score, state.last_round.reason if state.last_round else "home-row"
        )

    def notation(self, state: KamisadoState, move: KamisadoMove) -> str:
        return text.notation(state, move)

    def parse_move(self, state: KamisadoState, move_text: str) -> KamisadoMove:
        return text.parse_move(state, move_text)

    def dump(self, state: KamisadoState) -> dict:
        return text.dump(state)

    def load(self, data: dict) -> KamisadoState:
        return text.load(data)

    def to_text(self, state: KamisadoState) -> str:
        return text.to_text(state)

    def from_text(self, position: str) -> KamisadoState:
        return text.from_text(position)

    # ----- AI hooks
    def evaluate(self, state: KamisadoState, seat: int) -> float:
        return ev.evaluate(state, seat)

    def order_moves(self, state: KamisadoState, legal: list[KamisadoMove]) -> list[KamisadoMove]:
        return ev.order_moves(state, legal)

    def state_key(self, state: KamisadoState) -> tuple:
        return state[:KEY_FIELDS]

    def ai_settings(self, level: str) -> AiSettings:
        return ev.LEVELS[level]

    def engine_move(
        self, state: KamisadoState, seat: int, settings: AiSettings, limits
    ) -> KamisadoMove | None:
        from rules.kamisado.engine.play import engine_move  # its tables take a while: built on first use

        return engine_move(state, limits)

    # The judge of a finished game, in the contract's nodes (the shared search of a round with Sumos); the
    # engine searches ENGINE_NODES times as many of its own, cheaper ones (rules/kamisado/judge.py).
    judge_nodes = 8_000

    def judge_search(self, state: KamisadoState, seat: int, played: KamisadoMove, limits) -> Analysis | None:
        """The engine and its exact proofs judge a round it covers (rules/kamisado/judge.py)."""
        from rules.kamisado.judge import judge_search

        return judge_search(state, seat, played, limits)

    def playout_move(self, state: KamisadoState, legal: list[KamisadoMove], rng) -> KamisadoMove:
        return legal[rng.randrange(len(legal))]
