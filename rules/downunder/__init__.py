"""Down Under (Bambus 2007, Günter Cornett): 2-4 players lay paths; the longest path wins
(../shared/design/down-under.md).

`GAME` is the contract object (../shared/design/rules-contract.md). What a scene uses besides it, all
imported from here:
- the position: `State` (its fields are documented in state.py), the cards on the table as `Tile`s (cell,
  kind, owner, rotation, animal, Billabong links), the card kinds `STRAIGHT`, `CURVE`, `END` and
  `BILLABONG`, and `CARD_TYPES`, the (kind, animal) order of a player's supply counts.
- moves: `Move` (kind, cell, rotation, animal), whose kind is a card kind, `TURN` (turn one's own curve to
  reopen a loop) or `BILLABONG_MOVE` (a Billabong laid instead of a missing curve).
- to draw and explain a position (table.py): `parts_of(tile)` (its path parts), `path_of(state, seat)` and
  `part_owners(state)` (who owns which path parts), `path_by_distance` (a path's parts in order from some
  tiles), `play_area` and `possible_area` (the fixed frame, where full cards may still go),
  `score_of(state, seat)` (the itemised score), `live_score(state, seat)` (the figure shown while the game
  runs) and `score_change(state, move)` (what a move would add, per seat), `why_not(...)` (why a card may not go to a cell), `joined_paths(state, move)` (whose paths a card
  would join: the seats a refusal names) and
  `changes(before, after)` (the tiles a move laid and turned).
- two paths per player (option `paths`): `due_colours(state)` (the colours the seat to move may still lay
  this turn) and `mover_colour(state, move)` (the colour a legal move lays); `State.colours_of(seat)`.

Modules: geometry (cells, edges, card faces), cards (each player's set), state (State, Tile, Move), area
(the emerging play area), board (paths on the table), placement (legality, Billabongs), scoring, paths
(the two-paths variant's turn: colours, entrances), moves (generation, apply), evaluate (AI), text
(notation, dump/load), table (helpers for the scene), game (the contract object). Each imports only the ones before it in the order geometry/cards, state, area, board,
placement/scoring, paths, moves, evaluate.

Importing the package loads game.py only (`import rules` stays fast); every other name loads its module on
first use.
"""

from __future__ import annotations

from rules.common import lazy_names
from rules.downunder.game import DownUnder

GAME = DownUnder()

_HOME = {  # public name -> the module that defines it
    "CARD_TYPES": "cards",
    **dict.fromkeys(("BILLABONG", "CURVE", "END", "STRAIGHT"), "geometry"),
    **dict.fromkeys(("BILLABONG_MOVE", "TURN", "Move", "State", "Tile"), "state"),
    "joined_paths": "moves",
    "due_colours": "paths",
    "mover_colour": "moves",
    **dict.fromkeys(
        (
            "changes",
            "live_score",
            "part_owners",
            "parts_of",
            "path_by_distance",
            "path_of",
            "play_area",
            "possible_area",
            "score_change",
            "score_of",
            "why_not",
        ),
        "table",
    ),
}


__getattr__ = lazy_names(__name__, _HOME)


__all__ = [
    "BILLABONG",
    "BILLABONG_MOVE",
    "CARD_TYPES",
    "CURVE",
    "END",
    "GAME",
    "STRAIGHT",
    "TURN",
    "Move",
    "State",
    "Tile",
    "changes",
    "due_colours",
    "joined_paths",
    "live_score",
    "mover_colour",
    "part_owners",
    "parts_of",
    "path_by_distance",
    "path_of",
    "play_area",
    "possible_area",
    "score_change",
    "score_of",
    "why_not",
]
