"""Down Under (Bambus 2007, Günter Cornett): 2-4 players lay paths; the longest path wins.

Modules: geometry (cells, edges, card faces), cards (each player's set), state (State, Tile, Move),
board (paths on the table), area (the emerging play area), placement (legality, Billabongs), moves
(generation, apply), scoring, text (notation, dump/load), evaluate (AI), view (helpers for the scene).
"""

from rules.downunder.game import DownUnder

GAME = DownUnder()

__all__ = ["GAME", "DownUnder"]
