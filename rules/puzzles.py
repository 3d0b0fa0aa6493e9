"""Puzzles "to move and win in N": the shipped puzzle data and the exact search that plays one.

- `Puzzle`: one puzzle (frozen): the game, a stable id, the position as the game's `dump`, the seat to move,
  N (the mover's own moves to win, its first one included), the first moves that win within N (notation),
  the grade and where it came from. `load_puzzles(game_id)` reads the game's shipped `puzzles.json`
  (`rules/<game>/puzzles.json`); `puzzles_to_json` writes that file's content (tools/make_puzzles.py).
- `Prover`: an exact depth-limited AND/OR search over a game's rules (no evaluation, no clock: only the
  rules decide), with a table of what it proved. A game binds it to its rules through a `PuzzleRules`
  (rules/<game>/puzzle.py) and its public face offers `puzzle_prover()`. A game may add exact shortcuts
  (`FastRules`: a finer table key, a cheap legality test for the killer reply, leaves that need no search);
  the answers are the same with or without them.

"Wins within n" is always counted in the winner's own moves (a forced pass or a compulsory capture is one
of them); the other side's moves are not counted. A position already decided is a win for its winner only.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

GRADES = ("easy", "medium", "hard")
FORMAT = 1  # the data file's format version
TABLE_LIMIT = 400_000  # proved entries kept before the tables start afresh (facts: dropping them is safe)


@dataclass(frozen=True)
class Puzzle:
    game: str
    id: str  # stable: the game id and a digest of the position
    position: dict = field(hash=False)  # the game's dump(state)
    to_move: int  # the seat that is to win
    moves: int  # N: the mover's own moves to win, the first included
    solutions: tuple[str, ...]  # the first moves that win within N, in the game's notation
    grade: str  # one of GRADES
    source: str  # where the position came from (the generating game and ply)
    tempting: int = 0  # plausible first moves (the AI's ordering) that do not win within N


def puzzle_id(game_id: str, position: dict) -> str:
    """A stable id: the same position always gets the same id, on any machine."""
    import hashlib  # (only the tool and the tests make ids: `import rules` stays light)

    text = json.dumps(position, sort_keys=True, separators=(",", ":"))
    return f"{game_id}-{hashlib.sha1(text.encode()).hexdigest()[:10]}"


def puzzle_from_json(game_id: str, data: dict) -> Puzzle:
    return Puzzle(
        game=game_id,
        id=str(data["id"]),
        position=dict(data["position"]),
        to_move=int(data["to_move"]),
        moves=int(data["moves"]),
        solutions=tuple(str(s) for s in data["solutions"]),
        grade=str(data["grade"]),
        source=str(data["source"]),
        tempting=int(data.get("tempting", 0)),
    )


def puzzle_to_json(puzzle: Puzzle) -> dict:
    return {
        "id": puzzle.id,
        "grade": puzzle.grade,
        "moves": puzzle.moves,
        "to_move": puzzle.to_move,
        "solutions": list(puzzle.solutions),
        "tempting": puzzle.tempting,
        "source": puzzle.source,
        "position": puzzle.position,
    }


def puzzles_to_json(game_id: str, puzzles: tuple[Puzzle, ...] | list[Puzzle]) -> dict:
    """The content of a game's puzzles.json."""
    return {"game": game_id, "format": FORMAT, "puzzles": [puzzle_to_json(p) for p in puzzles]}


def puzzles_from_json(game_id: str, data: dict) -> tuple[Puzzle, ...]:
    if data.get("game") != game_id or data.get("format") != FORMAT:
        raise ValueError(f"not a {game_id} puzzle file of format {FORMAT}")
    return tuple(puzzle_from_json(game_id, p) for p in data["puzzles"])


def load_puzzles(game_id: str) -> tuple[Puzzle, ...]:
    """The puzzles shipped with a game (its package's puzzles.json), easiest first as the file lists them;
    () for a game without puzzles."""
    from importlib import resources  # loaded when puzzles are first asked for, not with the game

    source = resources.files(f"rules.{game_id}") / "puzzles.json"
    if not source.is_file():
        return ()
    return puzzles_from_json(game_id, json.loads(source.read_text(encoding="utf-8")))


# --------------------------------------------------------------------------- the exact search
class PuzzleRules(Protocol):
    """What the prover needs of a game (each game's puzzle.py implements it over its own rules)."""

    def moves(self, state: Any) -> list[Any]: ...  # legal moves in their fixed order

    def play(self, state: Any, move: Any) -> Any: ...  # the state after a legal move

    def winner(self, state: Any) -> int | None: ...  # None: the game (round) runs; else the winner, -1 none

    def seat(self, state: Any) -> int: ...  # the seat to move

    def key(self, state: Any) -> Any: ...  # everything the rest of the game depends on, hashable

    def order(self, state: Any, moves: list[Any]) -> list[Any]: ...  # the attacker's likely wins first

    def piece(self, state: Any, move: Any) -> int: ...  # the square of the piece the move moves

    def wins_at_once(self, state: Any) -> bool: ...  # the seat to move has a move that wins the game now


class FastRules(PuzzleRules, Protocol):
    """Optional extras a game may offer the prover for speed (Camelot does); each must be exact."""

    own_move_can_lose: bool  # False: no move loses the game for its maker (the leaves need no search)

    def table_key(self, state: Any, n: int) -> Any: ...  # a key as good as `key` for questions of <= n moves

    def surely_legal(self, state: Any, move: Any) -> bool: ...  # legal here, decided cheaply (False: unsure)


class OverBudget(Exception):
    """The prover was given a budget of positions and needed more (nothing wrong was kept)."""


class Prover:
    """Exact answers about forced wins within a number of own moves; keeps what it proved (facts about
    positions, true for every later question). With a `budget`, a question that needs more than that many
    positions (counted since the last `reset_budget`) raises OverBudget instead of answering: the tool uses
    it to pass over positions too costly to prove; a puzzle's player never sets one."""

    def __init__(self, rules: PuzzleRules, budget: int | None = None) -> None:
        self.rules = rules
        self.budget = budget
        self.won: dict[tuple[Any, int], int] = {}  # (key, attacker) -> fewest own moves proven to win
        self.held: dict[tuple[Any, int], int] = {}  # (key, attacker) -> most own moves proven not to win
        self.killers: dict[int, Any] = {}  # own moves left -> the defender's reply that refuted last
        self.nodes = 0
        # A game's finer table key (Camelot: only the history that can still matter, so that two orders of
        # the same moves meet in the table) and its cheap legality test for the killer, when it has them.
        self._table_key = getattr(rules, "table_key", None)
        self._surely_legal = getattr(rules, "surely_legal", None)
        # Where a side's own move can lose it the game (Kamisado: a deadlock it causes), the defender may
        # lose with no move of the attacker's: the last own move is then searched like any other.
        self._sure_leaves = not getattr(rules, "own_move_can_lose", True)

    # ----- the search
    def wins(self, state: Any, attacker: int, n: int) -> bool:
        """`attacker` wins from `state` (whoever is to move) with at most `n` more moves of its own, whatever
        the other side does."""
        rules = self.rules
        over = rules.winner(state)
        if over is not None:
            return over == attacker
        mine = rules.seat(state) == attacker
        if n <= 1 and self._sure_leaves:  # the leaves: no table (the game's own test is cheaper than a key)
            if mine:
                return n == 1 and self._count() and rules.wins_at_once(state)
            if n <= 0:
                return False  # the defender's moves alone never lose it the game
        elif mine and n <= 0:
            return False
        tkey = (rules.key(state) if self._table_key is None else self._table_key(state, n), attacker)
        if self.won.get(tkey, 99) <= n:
            return True
        if self.held.get(tkey, -1) >= n:
            return False
        self._count()
        result = self._attack(state, attacker, n) if mine else self._defend(state, attacker, n)
        if len(self.won) + len(self.held) > TABLE_LIMIT:
            self.won.clear()
            self.held.clear()
        if result:
            self.won[tkey] = min(n, self.won.get(tkey, 99))
        else:
            self.held[tkey] = max(n, self.held.get(tkey, -1))
        return result

    def _count(self) -> bool:
        """One more position searched; OverBudget past the budget."""
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise OverBudget
        return True

    def _attack(self, state: Any, attacker: int, n: int) -> bool:
        rules = self.rules
        later = []
        for move in rules.order(state, rules.moves(state)):
            after = rules.play(state, move)
            over = rules.winner(after)
            if over == attacker:
                return True
            if over is None:
                later.append(after)
        return any(self.wins(after, attacker, n - 1) for after in later)

    def _defend(self, state: Any, attacker: int, n: int) -> bool:
        """Every reply must lose. Replies are tried lazily, the last reply that refuted at this depth first
        (a killer): a disproof usually needs one reply per node, a proof needs them all anyway."""
        rules = self.rules
        killer = self.killers.get(n)
        if killer is not None and self._surely_legal is not None and self._surely_legal(state, killer):
            if self._refutes(state, killer, attacker, n):  # no move list needed (most disproofs end here)
                return False
            moves = [m for m in rules.moves(state) if m != killer]
        else:
            moves = rules.moves(state)
            if killer is not None and killer in moves:
                moves = [killer, *(m for m in moves if m != killer)]
        for move in moves:
            if self._refutes(state, move, attacker, n):
                self.killers[n] = move
                return False
        return True

    def _refutes(self, state: Any, move: Any, attacker: int, n: int) -> bool:
        """The defender's `move` leaves the attacker no win within `n` own moves."""
        after = self.rules.play(state, move)
        over = self.rules.winner(after)
        if over is None:
            return not self.wins(after, attacker, n)
        return over != attacker  # the defender wins or draws at once

    def reset_budget(self) -> None:
        self.nodes = 0

    # ----- the questions a puzzle asks
    def decided(self, state: Any) -> int | None:
        """None while the game (Kamisado: the round) runs; else its winner's seat, -1 for none."""
        return self.rules.winner(state)

    def distance(self, state: Any, most: int = 5) -> int | None:
        """The fewest own moves (1..most) in which the seat to move wins by force; None if not within most."""
        seat = self.rules.seat(state)
        for n in range(1, most + 1):
            if self.wins(state, seat, n):
                return n
        return None

    def keeps_win(self, state: Any, move: Any, n: int) -> bool:
        """Whether `move` (legal, by the seat to move) keeps a forced win within `n` own moves, itself
        included."""
        seat = self.rules.seat(state)
        return n >= 1 and self.wins(self.rules.play(state, move), seat, n - 1)

    def winning_moves(self, state: Any, n: int) -> list[Any]:
        """Every move of the seat to move that wins within `n` own moves, in the legal moves' order."""
        return [m for m in self.rules.moves(state) if self.keeps_win(state, m, n)]

    def longest_defence(self, state: Any, n: int) -> Any:
        """The defender's reply (the seat to move in `state`) that puts the other side's win furthest off,
        given that side has `n` own moves left: a reply that escapes altogether first, else one after which
        it needs the most moves; ties go to the first in the legal moves' order."""
        rules = self.rules
        attacker = 1 - rules.seat(state)
        replies = [(move, rules.play(state, move)) for move in rules.moves(state)]
        # needed(reply) > k  <=>  no win within k after it: the first reply of the largest such k
        for k in range(n, -1, -1):
            for move, after in replies:
                if not self.wins(after, attacker, k):
                    return move
        return replies[0][0]  # every reply loses at once

    def refutation(self, state: Any, move: Any, n: int) -> Any | None:
        """For a move of the seat to move that does not win within `n`: a reply after which it no longer
        wins within the `n - 1` moves left. A reply that wins at once for the replying side first, else the
        first that refutes in the game's move ordering (its likely best moves first). None when the move
        ends the game itself or keeps the turn (nothing to answer), or when every reply still loses (the move
        was no mistake)."""
        rules = self.rules
        seat = rules.seat(state)
        after = rules.play(state, move)
        if rules.winner(after) is not None or rules.seat(after) == seat:
            return None  # over, or no answer to give (a Kamisado push: the other side loses its turn)
        replies = rules.moves(after)
        for reply in replies:
            if rules.winner(rules.play(after, reply)) == 1 - seat:
                return reply
        for reply in rules.order(after, list(replies)):
            if not self.wins(rules.play(after, reply), seat, n - 1):
                return reply
        return None

    def hint(self, state: Any, n: int, prefer: Any = None) -> int | None:
        """The square of the piece to move for a win within `n` (the `prefer`red move's if it wins, else the
        first winning move's); None when there is none."""
        if prefer is not None and self.keeps_win(state, prefer, n):
            return self.rules.piece(state, prefer)
        for move in self.rules.moves(state):
            if self.keeps_win(state, move, n):
                return self.rules.piece(state, move)
        return None
