"""Game-independent AI search: alpha-beta (perfect information) and determinised MCTS.

The face the scenes use: `choose_move` (a move for a seat at a level, within a deadline), `analyse` and
`winning_move`, and for the AI worker process `serve` (its request loop), `game_ref` (how a request names
its game, so the worker finds it in the registry or, for a test's toy game, by class path) and `time_budget`
(how long a request's search may take, so the app can tell a hung worker).
"""

from rules.ai.api import analyse, choose_move, winning_move
from rules.ai.service import game_ref, serve, time_budget

__all__ = ["analyse", "choose_move", "game_ref", "serve", "time_budget", "winning_move"]
