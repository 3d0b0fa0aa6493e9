"""Game-independent AI search: alpha-beta (perfect information) and determinised MCTS.

The face the scenes use: `choose_move` (a move for a seat at a level, within a deadline), `analyse` and
`winning_move`, and for the AI worker process `serve` (its request loop) and `game_ref` (how a request names
its game, so the worker finds it in the registry or, for a test's toy game, by class path).
"""

from rules.ai.api import analyse, choose_move, winning_move
from rules.ai.service import game_ref, serve

__all__ = ["analyse", "choose_move", "game_ref", "serve", "winning_move"]
