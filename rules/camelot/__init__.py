"""Camelot (World Camelot Federation rules, as fixed in ../shared/design/camelot.md).

`GAME` is the contract object (../shared/design/rules-contract.md). What a scene uses besides it, all
imported from here:
- squares: ints; `SQUARES` (all 160, bottom rank to top rank), `square_name(sq)` ("F1"), `file_rank(sq)`
  and `square_at(file, rank)` (0-based), the grid of `N_FILES` x `N_RANKS` with file letters `FILES`,
  `DIRS` (what to add to a square for its eight neighbours), `CASTLES[seat]` (the two squares of seat's
  own castle).
- pieces: kinds `MAN` and `KNIGHT`; `State` (its fields are documented in state.py), `pieces(state)`
  ({square: (seat, kind)}) and `piece_at(state, sq)`.
- moves: `Move` (path of squares, captured squares), `moves_by_path(state)` (every legal path -> its
  move: square-by-square input), `move_steps(move)` (each hop as a `Step` of kind `PLAIN`, `CANTER` or
  `JUMP`, for animation), `must_capture_now(state)` (the compulsory-capture flag), `exchange_of(state, move)`
  (what a move and the forced captures after it take and lose: hints).
- puzzles "to move and win in N" (rules/puzzles.py, data in this package's puzzles.json): `puzzles()` (the
  shipped `Puzzle`s), `puzzle_prover()` (a fresh exact `Prover`: `keeps_win`, `longest_defence`,
  `refutation`, `hint`, `distance`, `winning_moves`, `decided`; a win is the game's win, see puzzle.py).

Modules: board.py (squares as ints on a padded grid, names, geometry, castles, start), state.py (the State
and its fields, pieces), movegen.py (every legal path, distinct moves), play.py (apply and why a move is
illegal, game end), text.py (WCF notation, position text, dump/load), steps.py (the steps of a move,
square-by-square input, compulsory-capture flag), evaluate.py (AI evaluation, quiescence, ordering,
levels), exchange.py (what a move gives away at once; the medium level's search without give-aways),
puzzle.py (the rules as the puzzle prover sees them), perft.py, game.py (the contract object).

Importing the package loads game.py only (`import rules` stays fast); every other name loads its module on
first use.
"""

from __future__ import annotations

from rules.camelot.game import Camelot
from rules.common import lazy_names

GAME = Camelot()

_HOME = {  # public name -> the module that defines it
    **dict.fromkeys(
        (
            "CASTLES",
            "DIRS",
            "FILES",
            "KNIGHT",
            "MAN",
            "N_FILES",
            "N_RANKS",
            "SQUARES",
            "file_rank",
            "square_at",
            "square_name",
        ),
        "board",
    ),
    **dict.fromkeys(("State", "piece_at", "pieces"), "state"),
    "Move": "movegen",
    **dict.fromkeys(("Exchange", "exchange_of"), "exchange"),
    "moves_by_path": "play",
    **dict.fromkeys(("puzzle_prover", "puzzles"), "puzzle"),
    **dict.fromkeys(("CANTER", "JUMP", "PLAIN", "Step", "move_steps", "must_capture_now"), "steps"),
}


__getattr__ = lazy_names(__name__, _HOME)


__all__ = [
    "CANTER",
    "CASTLES",
    "DIRS",
    "FILES",
    "Exchange",
    "GAME",
    "JUMP",
    "KNIGHT",
    "MAN",
    "N_FILES",
    "N_RANKS",
    "PLAIN",
    "SQUARES",
    "Move",
    "State",
    "Step",
    "exchange_of",
    "file_rank",
    "move_steps",
    "moves_by_path",
    "must_capture_now",
    "piece_at",
    "pieces",
    "puzzle_prover",
    "puzzles",
    "square_at",
    "square_name",
]
