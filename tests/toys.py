"""Tiny games that exercise the contract and the AI without any real game: tic-tac-toe, Nim and a
hidden-card guessing duel. They live in tests only, never in the registry."""

from __future__ import annotations

from dataclasses import dataclass

from rules.common import AiSettings, Game, Outcome, check_header, field_of, new_rng, rng_below
from rules.errors import IllegalMove, InvalidState

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


@dataclass(frozen=True)
class TttState:
    cells: tuple[int, ...]  # -1 empty, else seat
    turn: int


class TicTacToe(Game):
    id = "tictactoe"
    players = (2, 2)

    def new(self, players=2, options=None, seed=None):
        self.check_players(players)
        return TttState((-1,) * 9, 0)

    def winner(self, s: TttState) -> int | None:
        for a, b, c in LINES:
            if s.cells[a] != -1 and s.cells[a] == s.cells[b] == s.cells[c]:
                return s.cells[a]
        return None

    def to_move(self, s):
        if self.winner(s) is not None or -1 not in s.cells:
            return None
        return s.turn

    def legal_moves(self, s):
        return [] if self.to_move(s) is None else [i for i, c in enumerate(s.cells) if c == -1]

    def apply(self, s, move):
        if move not in self.legal_moves(s):
            raise IllegalMove(f"cell {move} is not free")
        cells = list(s.cells)
        cells[move] = s.turn
        return TttState(tuple(cells), 1 - s.turn)

    def outcome(self, s):
        w = self.winner(s)
        return Outcome(
            () if w is None else (w,), (int(w == 0), int(w == 1)), "line" if w is not None else "draw"
        )

    def notation(self, s, move):
        return "abc"[move % 3] + str(move // 3 + 1)

    def parse_move(self, s, text):
        for m in self.legal_moves(s):
            if self.notation(s, m) == text:
                return m
        raise IllegalMove(f"{text!r} is not a free cell")

    def dump(self, s):
        return {"game": self.id, "format": 1, "cells": list(s.cells), "turn": s.turn}

    def load(self, data):
        data = check_header(data, self.id, 1)
        cells = field_of(data, "cells", list)
        if len(cells) != 9 or any(c not in (-1, 0, 1) for c in cells):
            raise InvalidState("cells must be nine of -1, 0, 1")
        return TttState(tuple(cells), field_of(data, "turn", int))

    def evaluate(self, s, seat):
        return 0.0


@dataclass(frozen=True)
class NimState:
    heaps: tuple[int, ...]
    turn: int


class Nim(Game):
    """Normal play: whoever takes the last object wins."""

    id = "nim"

    def new(self, players=2, options=None, seed=None):
        return NimState((3, 4, 5), 0)

    def to_move(self, s):
        return None if not any(s.heaps) else s.turn

    def legal_moves(self, s):
        if self.to_move(s) is None:
            return []
        return [(h, n) for h, size in enumerate(s.heaps) for n in range(1, size + 1)]

    def apply(self, s, move):
        if move not in self.legal_moves(s):
            raise IllegalMove("no such take")
        h, n = move
        heaps = list(s.heaps)
        heaps[h] -= n
        return NimState(tuple(heaps), 1 - s.turn)

    def outcome(self, s):
        winner = 1 - s.turn  # the player who took the last object
        return Outcome((winner,), (int(winner == 0), int(winner == 1)), "last-object")

    def notation(self, s, move):
        return f"{move[1]}@{move[0]}"

    def parse_move(self, s, text):
        try:
            n, h = text.split("@")
            move = (int(h), int(n))
        except ValueError as exc:
            raise IllegalMove(f"cannot read {text!r}") from exc
        if move not in self.legal_moves(s):
            raise IllegalMove(f"{text!r} is not legal")
        return move

    def dump(self, s):
        return {"game": self.id, "format": 1, "heaps": list(s.heaps), "turn": s.turn}

    def load(self, data):
        data = check_header(data, self.id, 1)
        return NimState(tuple(field_of(data, "heaps", list)), field_of(data, "turn", int))


@dataclass(frozen=True)
class GuessState:
    secret: tuple[int, int]  # each seat's hidden card 0..3; -1 when unknown to the viewer
    guesses: tuple[tuple[int, int], ...]  # (seat, guess) in order
    rng: int


class Guess(Game):
    """Each seat holds a hidden card 0..3 dealt from the seed; on its turn a seat guesses the other's card.
    First correct guess wins; a wrong guess is public. Tests that MCTS never peeks at hidden cards."""

    id = "guess"
    hidden_information = True

    def ai_settings(self, level):
        return AiSettings(search="mcts", time=0.3, iterations=300, playout_depth=20)

    def new(self, players=2, options=None, seed=None):
        rng = new_rng(seed)
        rng, a = rng_below(rng, 4)
        rng, b = rng_below(rng, 4)
        return GuessState((a, b), (), rng)

    def to_move(self, s):
        for seat, g in s.guesses:
            if g == s.secret[1 - seat]:
                return None
        return len(s.guesses) % 2 if len(s.guesses) < 8 else None

    def legal_moves(self, s):
        seat = self.to_move(s)
        if seat is None:
            return []
        tried = {g for st, g in s.guesses if st == seat}
        return [g for g in range(4) if g not in tried]

    def apply(self, s, move):
        if move not in self.legal_moves(s):
            raise IllegalMove("already guessed")
        return GuessState(s.secret, s.guesses + ((self.to_move(s), move),), s.rng)

    def outcome(self, s):
        for seat, g in s.guesses:
            if g == s.secret[1 - seat]:
                return Outcome((seat,), (int(seat == 0), int(seat == 1)), "guessed")
        return Outcome((), (0, 0), "draw")

    def notation(self, s, move):
        return str(move)

    def parse_move(self, s, text):
        return int(text)

    def dump(self, s):
        return {
            "game": self.id,
            "format": 1,
            "secret": list(s.secret),
            "guesses": [list(g) for g in s.guesses],
        }

    def load(self, data):
        return GuessState(tuple(data["secret"]), tuple(tuple(g) for g in data["guesses"]), 0)

    def view(self, s, seat):
        secret = list(s.secret)
        secret[1 - seat] = -1
        return GuessState(tuple(secret), s.guesses, 0)

    def determinize(self, view_state, seat, rng):
        other = 1 - seat
        if view_state.secret[other] != -1:
            return view_state
        wrong = {g for st, g in view_state.guesses if st == seat}
        options = [c for c in range(4) if c not in wrong]
        secret = list(view_state.secret)
        secret[other] = options[rng.randrange(len(options))]
        return GuessState(tuple(secret), view_state.guesses, 0)
