"""Tic-tac-toe, the smallest game that keeps the contract (../shared/design/rules-contract.md): the toy of
docs/architecture.md's "Adding a game". Its rules are `tests.toys.TicTacToe`, which the rules tests use too.

The public face, what a scene may use: `GAME` (the contract object) and `LINES` (the eight winning lines).
"""

from tests.toys import LINES, TicTacToe

GAME = TicTacToe()

__all__ = ["GAME", "LINES"]
