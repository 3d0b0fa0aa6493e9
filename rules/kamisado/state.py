"""The Kamisado state and move types: plain immutable tuples whose fields a scene may read.

`KamisadoState` fields:
- `towers`: 16 squares indexed by tower id (`seat * 8 + colour`, see board.py); -1 = not on the board
  (only in composed puzzle positions; a real match always has all 16).
- `ranks`: 16 ranks by tower id: 0 normal, 1 Sumo, 2 Double, 3 Triple, 4 Quadruple (only at a match's end).
  The number of dragon-teeth markers on a tower equals its rank.
- `turn`: the seat whose decision is pending. In phase "fill" it is the last round's winner; in "over" the
  match winner.
- `must_move`: colour of the tower the seat to move must move; ANY (-1) on the first move of a round
  (rule T1); NONE (-2) in the phases "fill" and "over".
- `phase`: PLAY (a round is running), FILL (between rounds: the round winner chooses fill-left/fill-right,
  the towers still stand where the round ended), OVER (the match is decided).
- `score`: match points (black, white). `target`: points that win the match (1, 3, 7 or 15).
- `passes`: towers that passed since the last real move, in order (deadlock detection, rule Z8).
- `last_mover`, `last_tower`: seat and tower of the last real move of this round (-1 before the first or
  when a position was typed in). After a push that is the pusher.
- `round_no`: 1 for the first round, counting up.
- `last_round`: a `RoundResult` of the most recently finished round (None before the first ends): who won,
  how ("home-row" or "deadlock"), which tower was promoted, the points it scored, its new rank, its length,
  and for a deadlock the towers locked in it.
- `plies`: decisions taken in the current round so far (moves, pushes, passes); 0 at a round's start.

`KamisadoMove` is (kind, frm, to): kind MOVE (frm -> to), PUSH (the Sumo on frm steps to `to`, the towers in
line are shoved one square back), PASS (the blocked tower on frm stays: frm == to; -1 if that tower is not on
the board), FILL_LEFT / FILL_RIGHT (frm = to = -1).
"""

from __future__ import annotations

from typing import NamedTuple

ANY = -1
NONE = -2
PLAY, FILL, OVER = "play", "fill", "over"
PHASES = (PLAY, FILL, OVER)
TARGETS = (1, 3, 7, 15)

MOVE, PUSH, PASS, FILL_LEFT, FILL_RIGHT = "move", "push", "pass", "fill-left", "fill-right"

RANK_NAMES = ("normal", "sumo", "double", "triple", "quadruple")
# Squares a tower of each rank may travel (rules Z2, S1, DS1, DrS1); a Quadruple only exists at the end.
RANGE = (7, 5, 3, 1, 1)
HOME_ROW_WIN, DEADLOCK = "home-row", "deadlock"


class RoundResult(NamedTuple):
    """How a round ended: the winner's seat, the reason, the promoted tower, points scored, its new rank."""

    round_no: int
    winner: int
    reason: str  # HOME_ROW_WIN or DEADLOCK
    tower: int  # the promoted tower of the winner
    points: int  # 1, 2, 4 or 8
    rank: int  # the tower's rank after promotion
    plies: int  # decisions the round took (moves, pushes and passes of both players)
    blocked: tuple[int, ...] = ()  # deadlock: the towers that passed in turn, in order (for its animation)


class KamisadoMove(NamedTuple):
    kind: str
    frm: int
    to: int


class KamisadoState(NamedTuple):
    towers: tuple[int, ...]
    ranks: tuple[int, ...]
    turn: int
    must_move: int
    phase: str
    score: tuple[int, int]
    target: int
    passes: tuple[int, ...]
    last_mover: int
    last_tower: int
    round_no: int
    last_round: RoundResult | None
    plies: int


# The leading fields that decide the future of a state: the search's transposition-table key.
KEY_FIELDS = 10

FILL_LEFT_MOVE = KamisadoMove(FILL_LEFT, -1, -1)
FILL_RIGHT_MOVE = KamisadoMove(FILL_RIGHT, -1, -1)
