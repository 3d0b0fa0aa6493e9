"""Kamisado: rules, position text and AI hooks (see ../shared/design/kamisado.md).

What a scene can use besides the contract:
- board: `SQUARE_COLOUR`, `COLOURS`, `square_name`, `square`, `RAYS`, tower ids (`tower_id`, `tower_seat`,
  `tower_colour`), seats `BLACK`/`WHITE`.
- state: the field names of `KamisadoState` (documented in state.py), `RoundResult`, `KamisadoMove`, phases.
- `required_tower(state)`: the tower that must move (-1: free choice or no round running);
  `tower_at(state, square)`: the tower on a square (-1: empty).
- `pushed_towers(state, move)`: the towers a push shoves back, nearest first.
- `describe_move(state, move)` and `rulebook_text(record)`: the rulebook's "purple ↗5 yellow" as data / text.
- `fill_preview(state)`: the next round's set-up for fill-left and fill-right.
"""

from rules.kamisado.board import (
    BLACK,
    COLOURS,
    RAYS,
    SQUARE_COLOUR,
    WHITE,
    square,
    square_name,
    tower_colour,
    tower_id,
    tower_seat,
)
from rules.kamisado.game import KamisadoGame, is_round_start
from rules.kamisado.moves import pushed_towers, required_tower, tower_at
from rules.kamisado.record import MoveRecord, PushedRecord, describe_move, rulebook_text
from rules.kamisado.refill import fill_order, fill_preview, refill
from rules.kamisado.state import (
    ANY,
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    MOVE,
    NONE,
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
    "ANY",
    "BLACK",
    "COLOURS",
    "FILL",
    "FILL_LEFT",
    "FILL_RIGHT",
    "GAME",
    "MOVE",
    "NONE",
    "OVER",
    "PASS",
    "PLAY",
    "PUSH",
    "RANGE",
    "RANK_NAMES",
    "RAYS",
    "SQUARE_COLOUR",
    "WHITE",
    "KamisadoGame",
    "KamisadoMove",
    "KamisadoState",
    "MoveRecord",
    "PushedRecord",
    "RoundResult",
    "describe_move",
    "fill_order",
    "fill_preview",
    "is_round_start",
    "pushed_towers",
    "refill",
    "required_tower",
    "rulebook_text",
    "square",
    "square_name",
    "tower_at",
    "tower_colour",
    "tower_id",
    "tower_seat",
]
