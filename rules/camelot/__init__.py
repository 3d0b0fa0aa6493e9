"""Camelot (World Camelot Federation rules): board, moves, position text and AI evaluation.

Scene-facing helpers: board.py (squares, names, geometry, castles), state.py (State fields, pieces),
steps.py (steps of a move, square-by-square input), text.py (notation, position text).
"""

from rules.camelot.game import Camelot

GAME = Camelot()

__all__ = ["GAME", "Camelot"]
