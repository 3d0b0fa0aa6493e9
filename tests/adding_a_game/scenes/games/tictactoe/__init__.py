"""Tic-tac-toe on screen: the toy game scene of docs/architecture.md's "Adding a game"."""

from scenes.games.tictactoe.scene import TicTacToeScene

SCENE = TicTacToeScene

__all__ = ["SCENE", "TicTacToeScene"]
