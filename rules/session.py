"""A game in progress: seats, options, seed, the states and moves so far, undo and the save format.

Pure Python like the rest of `rules/`: the session is what the scenes drive, what saves write, and what the
tests check (tests/rules/test_session.py).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import rules
from rules.common import LEVELS
from rules.errors import IllegalMove, InvalidState

SAVE_FORMAT = 1
SEAT_KINDS = ("human",) + tuple(f"ai-{level}" for level in LEVELS)  # what a set-up and a save may hold
# a seat of an online table played by another account at another screen (net/, issue 29): never chosen at a
# set-up and never saved (an online game lives on its referee), so it is not among SEAT_KINDS
REMOTE = "remote"


class SaveError(ValueError):
    """A save file that cannot be used. `key` names the translated message, `detail` says what is wrong."""

    def __init__(self, key: str, detail: str = "") -> None:
        super().__init__(detail or key)
        self.key = key
        self.detail = detail


@dataclass(frozen=True)
class Seat:
    kind: str  # "human", "ai-easy" / "ai-medium" / "ai-hard", or REMOTE (another screen's account)
    name: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind.startswith("ai-")

    @property
    def is_remote(self) -> bool:
        """Played by another account at another screen (an online table): its moves come from the referee."""
        return self.kind == REMOTE

    @property
    def plays_here(self) -> bool:
        """A person at this screen plays the seat: the board takes its moves, the hand-over waits for it and
        its hand is shown. Neither an AI seat nor a remote one."""
        return self.kind == "human"

    @property
    def level(self) -> str:
        return self.kind[3:] if self.is_ai else ""

    def to_json(self) -> dict:
        return {"kind": self.kind, "name": self.name}


def parse_seat_kind(text: str) -> str:
    kind = text.strip().lower()
    if kind not in SEAT_KINDS:
        raise ValueError(f"unknown player kind {text!r}; use one of: {', '.join(SEAT_KINDS)}")
    return kind


@dataclass(frozen=True)
class PreparedMove:
    """A legal move checked and applied ahead (`GameSession.prepare`): the position it was prepared for,
    the move as recorded (its legal twin), its notation and the position after it."""

    before: Any
    move: Any
    notation: str
    after: Any


def _same(a: Any, b: Any) -> bool:
    """Equality that a junk object whose comparison fails cannot break."""
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001
        return False


@dataclass
class GameSession:
    game_id: str
    seats: list[Seat]
    options: dict
    seed: int
    states: list[Any] = field(default_factory=list)  # states[i] is the position after i moves
    moves: list[Any] = field(default_factory=list)
    notations: list[str] = field(default_factory=list)
    movers: list[int] = field(default_factory=list)  # the seat that made each move
    # (position, undo target) of the last undo_target call: scenes ask every frame
    _undo_memo: tuple[Any, int | None] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def start(
        cls, game_id: str, seats: list[Seat], options: dict | None = None, seed: int = 0
    ) -> GameSession:
        game = rules.GAMES[game_id]
        state = game.new(len(seats), options, seed=seed)
        full_options = {**game.default_options(len(seats)), **(options or {})}
        return cls(game_id, list(seats), full_options, seed, [state])

    @property
    def game(self) -> rules.Game:
        return rules.GAMES[self.game_id]

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def has_ai(self) -> bool:
        return any(seat.is_ai for seat in self.seats)

    def prepare(self, move: Any) -> PreparedMove:
        """Check and apply `move` to the current position without playing it (IllegalMove if it is not
        legal): `play(move, prepared)` then records it at once. A scene prepares an AI's move in a frame
        before the one that plays it (the legal moves, the notation and the new state cost 0.2-2 ms)."""
        before = self.state
        if self.game.to_move(before) is None:
            raise self.game.sentences().refuse("game-over")
        move = self._legal_twin(before, move)
        return PreparedMove(before, move, self.game.notation(before, move), self.game.apply(before, move))

    def play(self, move: Any, prepared: PreparedMove | None = None) -> Any:
        """Apply a move of the seat to move; IllegalMove if it is not legal. Returns the new state. A
        `prepared` move (from `prepare`) is used only if it was prepared for this position and move."""
        before = self.state
        seat = self.game.to_move(before)
        if prepared is None or prepared.before is not before or not _same(prepared.move, move):
            prepared = self.prepare(move)
        move, notation, after = prepared.move, prepared.notation, prepared.after
        self.states.append(after)
        self.moves.append(move)
        self.notations.append(notation)
        self.movers.append(seat)
        return after

    def record(self, move: Any, notation: str, after: Any, mover: int) -> None:
        """Keep a move that was checked and applied elsewhere (an online table's referee, which alone holds
        the game): `move` as this seat may know it, its notation, the position after it as this seat may
        see it (the referee's view) and the seat that made it. Nothing is checked or applied here: a view
        hides what the rules would need (the other hand), and the referee has already refused what is
        illegal."""
        self.states.append(after)
        self.moves.append(move)
        self.notations.append(notation)
        self.movers.append(mover)

    def _legal_twin(self, before: Any, move: Any) -> Any:
        """The legal move equal to `move` (what is recorded), or the game's keyed refusal of it."""
        for legal in self.game.legal_moves(before):
            try:
                if legal == move:
                    return legal
            except Exception:  # noqa: BLE001 - a junk object whose comparison fails equals no move
                break
        self.game.apply(before, move)  # raises the game's reason, keyed by the rule
        raise self.game.sentences().refuse("not-legal")

    def restart(self) -> GameSession:
        return GameSession.start(self.game_id, self.seats, self.options, self.seed + 1)

    # ----- undo: only a human's own last move against the AI, never across hidden information or chance
    def undo_target(self) -> int | None:
        """How many moves to keep after undo, or None when undo is not allowed now (no AI seat, a move that
        revealed hidden information since, or the game is over). A scene that plays forced moves by itself
        (Kamisado's pass) steps back over them in its own `undo`."""
        memo = self._undo_memo
        if memo is not None and memo[0] is self.states[-1]:
            return memo[1]
        target = self._find_undo_target()
        self._undo_memo = (self.states[-1], target)
        return target

    def _find_undo_target(self) -> int | None:
        if not self.has_ai or not self.moves or self.over:
            return None
        game = self.game
        for i in range(len(self.moves) - 1, -1, -1):
            if game.reveals(self.states[i], self.moves[i]):
                return None
            if not self.seats[self.movers[i]].is_ai:
                return i
        return None

    def undo(self) -> bool:
        keep = self.undo_target()
        if keep is None:
            return False
        del self.states[keep + 1 :]
        del self.moves[keep:]
        del self.notations[keep:]
        del self.movers[keep:]
        return True

    # ----- saving
    def save_snapshot(self) -> GameSession:
        """A copy whose `to_save()` stays what this session's is now while this one goes on (a writer thread
        makes the save later): the lists `to_save` reads are copied, the first and the current state kept."""
        now = copy.copy(self)
        now.states, now.notations = [self.states[0], self.state], list(self.notations)
        return now

    def to_save(self) -> dict:
        game = self.game
        return {
            "app": "spieltisch",
            "format": SAVE_FORMAT,
            "game": self.game_id,
            "seats": [seat.to_json() for seat in self.seats],
            "options": self.options,
            "seed": self.seed,
            "initial": game.dump(self.states[0]),
            "moves": list(self.notations),
            "state": game.dump(self.state),
        }

    @classmethod
    def from_save(cls, data: Any) -> GameSession:
        """Rebuild a session; any problem raises SaveError (never a bare KeyError or TypeError)."""
        if not isinstance(data, dict) or data.get("app") != "spieltisch":
            raise SaveError("save.not_ours", "this file is not a Spieltisch save")
        if data.get("format") != SAVE_FORMAT:
            raise SaveError(
                "save.format", f"save format {data.get('format')!r}, this version reads {SAVE_FORMAT}"
            )
        game_id = data.get("game")
        if game_id not in rules.GAMES:
            raise SaveError("save.unknown_game", f"unknown game {game_id!r}")
        game = rules.GAMES[game_id]
        seats_data = data.get("seats")
        if not isinstance(seats_data, list) or not game.players[0] <= len(seats_data) <= game.players[1]:
            raise SaveError("save.corrupt", "the list of players is missing or has the wrong length")
        seats = []
        for entry in seats_data:
            if (
                not isinstance(entry, dict)
                or entry.get("kind") not in SEAT_KINDS
                or not isinstance(entry.get("name", ""), str)
            ):
                raise SaveError("save.corrupt", f"bad player entry {entry!r}")
            seats.append(Seat(entry["kind"], entry.get("name", "")[:40]))
        options, seed, moves = data.get("options"), data.get("seed"), data.get("moves")
        if not isinstance(options, dict) or not isinstance(seed, int) or not isinstance(moves, list):
            raise SaveError("save.corrupt", "options, seed or moves are missing")
        try:
            initial = game.load(data.get("initial"))
            final = game.load(data.get("state"))
        except InvalidState as exc:
            raise SaveError("save.corrupt", str(exc)) from exc
        session = cls(game_id, seats, options, seed, [initial])
        for number, text in enumerate(moves, 1):
            try:
                session.play(game.parse_move(session.state, str(text)))
            except IllegalMove as exc:
                raise SaveError("save.corrupt", f"move {number} ({text}) cannot be replayed: {exc}") from exc
        if session.state != final:
            raise SaveError("save.corrupt", "the moves do not lead to the saved position")
        return session
