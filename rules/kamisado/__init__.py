"""Kamisado: rules, position text and AI hooks (see ../shared/design/kamisado.md).

The public face is `__all__`: the game object for the registry and what the scenes use besides the contract.
- `GAME`: the `KamisadoGame` (rules.common.Game) the registry lists.
- the board: `SQUARE_COLOUR` (colour id of each square), `COLOURS` (colour names by id), seat `BLACK`
  (0; White is 1). Towers are ids 0..15: seat = id >> 3, colour = id & 7.
- the state: `KamisadoState` (its fields are documented in state.py), `KamisadoMove` with the move kinds
  `MOVE`, `PUSH`, `PASS`, `FILL_LEFT`, `FILL_RIGHT`; the phases `PLAY`, `FILL`, `OVER`; `RoundResult` and
  its reason `DEADLOCK`; the Sumo ranks' `RANK_NAMES` and `RANGE` (squares a tower of each rank may go).
- `required_tower(state)`: the tower that must move (-1: free choice or no round running);
  `tower_at(state, square)`: the tower on a square (-1: empty).
- `pushed_towers(state, move)`: the towers a push shoves back, nearest first.
- `describe_move(state, move)` and `rulebook_text(record, names)`: the rulebook's "purple ↗5 yellow" as data
  and as text.
- `forced_win(state, move)`: N when the move wins the round by force in N moves of the seat to move (a
  small exact search, for the hint's words); None when not proven.
- puzzles "to move and win in N" (rules/puzzles.py, data in this package's puzzles.json): `puzzles()` (the
  shipped `Puzzle`s), `puzzle_prover()` (a fresh exact `Prover`: `keeps_win`, `longest_defence`, `refutation`,
  `hint`, `distance`, `winning_moves`, `decided`; a win is winning the round, counted as for `forced_win`).
- `fill_preview(state)`: the next round's set-up for fill-left and fill-right; `fill_order(towers, seat,
  side)`: the order in which a seat's towers walk there.

Everything else (board geometry, move generation, evaluation, position text) stays inside the package;
tests of the rules may import those modules directly.
"""

from rules.kamisado.board import BLACK, COLOURS, SQUARE_COLOUR
from rules.kamisado.game import KamisadoGame
from rules.kamisado.moves import pushed_towers, required_tower, tower_at
from rules.kamisado.proof import forced_win
from rules.kamisado.puzzle import puzzle_prover, puzzles
from rules.kamisado.record import describe_move, rulebook_text
from rules.kamisado.refill import fill_order, fill_preview
from rules.kamisado.state import (
    DEADLOCK,
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    MOVE,
    OVER,
    PASS,
    PLAY,
    PUSH,
    RANGE,
    RANK_NAMES,
    KamisadoMove,
    KamisadoState,
    RoundResult,
)

GAME = KamisadoGame()

__all__ = [
    "BLACK",
    "COLOURS",
    "DEADLOCK",
    "FILL",
    "FILL_LEFT",
    "FILL_RIGHT",
    "GAME",
    "MOVE",
    "OVER",
    "PASS",
    "PLAY",
    "PUSH",
    "RANGE",
    "RANK_NAMES",
    "SQUARE_COLOUR",
    "KamisadoMove",
    "KamisadoState",
    "RoundResult",
    "describe_move",
    "fill_order",
    "fill_preview",
    "forced_win",
    "pushed_towers",
    "puzzle_prover",
    "puzzles",
    "required_tower",
    "rulebook_text",
    "tower_at",
]
