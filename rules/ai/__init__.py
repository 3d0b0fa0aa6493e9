"""Game-independent AI search: alpha-beta (perfect information) and determinised MCTS."""

from rules.ai.api import analyse, choose_move, winning_move

__all__ = ["analyse", "choose_move", "winning_move"]
