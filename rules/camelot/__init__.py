"""Camelot (World Camelot Federation rules, as fixed in ../shared/design/camelot.md).

Modules: board.py (squares as ints on a padded grid, names, geometry, castles, start), state.py (the State
and its fields, pieces), movegen.py (every legal path, distinct moves), play.py (apply, game end),
text.py (WCF notation, position text, dump/load), steps.py (what a scene needs: steps of a move,
square-by-square input, compulsory-capture flag), evaluate.py (AI evaluation, quiescence, ordering,
levels), perft.py, game.py (the contract object).
"""

from rules.camelot.game import Camelot

GAME = Camelot()

__all__ = ["GAME", "Camelot"]
