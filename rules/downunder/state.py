"""The immutable Down Under state and move.

State fields a scene may read to draw:
- `players`: number of seats (2-4); seat 0 laid the first card at (0, 0).
- `width`, `height`: agreed size of the play area (its orientation and position emerge, see `area.py`);
  `unbounded`: no play area at all; `animals`: special scoring on; `dingo`: "zero" or "lose".
- `area`: "growing" (the area emerges), "path" (a finished path of the unused colour lies across it from the
  start and marks it) or "frame" (two unused colours lie around it); with "path" and "frame" the area is
  fixed at (0, 0)..(width - 1, height - 1) (`area.preset_tiles`). Preset cards have an `owner` from
  `players` up: the unused colour, nobody's path. `one_opening`: every path has one open end (each player's
  first card is an end, the second and fourth lay theirs against the back of the first's and third's).
- `tiles`: every card on the table in laying order, each a `Tile` (cell, kind, owner, rot, animal, links;
  see `geometry.py` for what the rotation means). A cell holds one full card, or one or two end cards.
- `supply[seat]`: counts of that seat's cards not yet laid, indexed like `cards.CARD_TYPES`.
- `billabongs`: Billabong cards still beside the table.
- `turn`: the seat to move (meaningless once every seat is finished).
- `finished[seat]`: that seat found no legal move on its turn; it is skipped from then on.
- `pending`: after a Billabong of case 1, the (cell, edge) where the mover must extend his path in the same
  turn; otherwise None.
- `paths`: "one" path per seat, or the variant of two paths per seat (2 players): "two" (each turn one part
  of each colour) or "two-single" (one part a turn, on either path). With two paths every per-path field
  (`supply`, `finished`, tile owners, `info.path`) is indexed by *colour*: seat s owns colours s and
  s + players (`colours`); `turn` stays the seat, and `ply` lists the colours it has laid this turn.
Derived, not compared: `info` (the board's paths, see `board.py`), `table_key` (for the AI), and `memo`,
where the layers above keep what they work out once per state, on first use: the legal moves of `turn`
(`moves.legal_moves`) and the AI's prospects (`evaluate.prospects`). This module imports no other layer.

Move: `kind` is "straight", "curve", "end", "turn" (turn one's own curve in a loop) or "billabong"
(case 3, laid instead of a missing curve). `rot` is the face rotation for cards; for "turn" 1 means
clockwise, 3 counter-clockwise; for "billabong" the rotation of the curve whose two links it copies.
`animal` names the card's animal when special scoring is on, else "".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from rules.downunder.geometry import Cell
from rules.downunder.tile import Tile

if TYPE_CHECKING:
    from rules.downunder.board import BoardInfo

TURN, BILLABONG_MOVE = "turn", "billabong"
CLOCKWISE, COUNTER_CLOCKWISE = 1, 3


@dataclass(frozen=True)
class Move:
    kind: str
    cell: Cell
    rot: int
    animal: str = ""


@dataclass(frozen=True)
class State:
    players: int
    width: int
    height: int
    unbounded: bool
    animals: bool
    dingo: str
    tiles: tuple[Tile, ...]
    supply: tuple[tuple[int, ...], ...]
    billabongs: int
    turn: int
    finished: tuple[bool, ...]
    pending: tuple[Cell, int] | None
    info: BoardInfo = field(compare=False, hash=False, repr=False)
    table_key: int = field(compare=False, hash=False, repr=False)  # XOR of the tiles' hashes, for the AI
    area: str = "growing"
    one_opening: bool = False
    memo: dict = field(default_factory=dict, init=False, compare=False, hash=False, repr=False)
    paths: str = "one"  # "one", or two paths per seat: "two" / "two-single" (see above)
    ply: tuple[int, ...] = ()  # two paths: the colours the seat to move has laid this turn

    @property
    def over(self) -> bool:
        return all(self.finished)

    @property
    def colours(self) -> int:
        """How many paths (colours) are in play: one per seat, or two per seat in the variant."""
        return self.players if self.paths == "one" else 2 * self.players

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return (seat,) if self.paths == "one" else (seat, seat + self.players)

    def options(self) -> dict[str, Any]:
        """The set-up options; the variants' only when not at their defaults (four players have no "area"
        option, and saves of the plain game stay as they were)."""
        options = {
            "width": self.width,
            "height": self.height,
            "unbounded": self.unbounded,
            "animals": self.animals,
            "dingo": self.dingo,
            **({"paths": self.paths} if self.paths != "one" else {}),
        }
        if self.area != "growing":
            options["area"] = self.area
        if self.one_opening:
            options["one_opening"] = True
        return options
