"""Monte-Carlo tree search with determinisation, for games with hidden information or chance.

Each iteration samples a full state consistent with what the searching seat sees (`Game.determinize`),
then walks one shared tree whose edges are moves (single-observer information-set MCTS): a child is only
a candidate when its move is legal in this iteration's sample (and kept by `Game.search_moves`), and its prior visits count as "available"
to keep UCT fair. Playouts follow `Game.playout_move` for a bounded number of plies and are then judged by
`Game.evaluate`, squashed to a reward in (0, 1) per seat.

With `widening` > 0 (progressive widening), a node considers only the first 1 + widening * sqrt(visits) of
its moves in `Game.order_moves` order and opens them best first; without it, every move of a node is tried
once, in random order, before UCT picks among them.
"""

from __future__ import annotations

import math
import random
from typing import Any

from rules.ai.search_limits import Limits, SearchStopped
from rules.common import Game, squash


class _Node:
    __slots__ = ("children", "visits", "reward", "available", "seat")

    def __init__(self, seat: int | None) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed reward of `seat`, the seat that chose the move into this node
        self.available = 1
        self.seat = seat


def rewards(game: Game, state: Any, seats: int) -> list[float]:
    """Reward per seat in [0, 1]: shared for winners of a finished game, squashed evaluations otherwise."""
    if game.is_over(state):
        winners = game.outcome(state).winners
        if not winners:
            return [1.0 / seats] * seats
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(seats)]
    return [squash(game.evaluate(state, s), game.eval_scale) for s in range(seats)]


class Mcts:
    def __init__(
        self,
        game: Game,
        seat: int,
        limits: Limits,
        rng: random.Random,
        exploration: float = 0.9,
        playout_depth: int = 40,
        iterations: int = 0,
        widening: float = 0.0,
    ) -> None:
        self.game = game
        self.seat = seat
        self.limits = limits
        self.rng = rng
        self.c = exploration
        self.playout_depth = playout_depth
        self.iterations = iterations
        self.widening = widening
        self.root: _Node | None = None  # the last search's root, for `visits`

    def _select(self, node: _Node, moves: list[Any]) -> Any:
        best, best_score = None, -1.0
        for move in moves:
            child = node.children[move]
            score = child.reward / child.visits + self.c * math.sqrt(
                math.log(max(1, child.available)) / child.visits
            )
            if score > best_score:
                best, best_score = move, score
        return best

    def iterate(self, root: _Node, view_state: Any, seats: int) -> None:
        game = self.game
        state = game.determinize(view_state, self.seat, self.rng)
        node, path = root, [root]
        while not game.is_over(state):
            self.limits.tick()
            moves = game.search_moves(state, game.legal_moves(state))
            if self.widening:
                # Progressive widening: a node first considers only the playout policy's best moves and
                # admits the next ones as its visits grow, so that a deep tree is not valued by near-random
                # play (every move of a node tried once in random order) but by the policy, then by search.
                width = 1 + int(self.widening * math.sqrt(node.visits))
                moves = game.order_moves(state, moves)[:width]
            mover = game.to_move(state)
            for move in moves:
                child = node.children.get(move)
                if child is not None:
                    child.available += 1
            untried = [m for m in moves if m not in node.children]
            if untried:
                # widened: moves are in policy order, so the best untried one comes first
                move = untried[0] if self.widening else untried[self.rng.randrange(len(untried))]
                child = _Node(mover)
                node.children[move] = child
                state = game.apply_legal(state, move)
                path.append(child)
                break
            move = self._select(node, moves)
            node = node.children[move]
            state = game.apply_legal(state, move)
            path.append(node)
        for _ in range(self.playout_depth):
            if game.is_over(state):
                break
            self.limits.tick()
            moves = game.legal_moves(state)
            state = game.apply_legal(state, game.playout_move(state, moves, self.rng))
        result = rewards(game, state, seats)
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += result[n.seat]

    def search(self, view_state: Any, moves: list[Any], seats: int) -> tuple[Any, int]:
        """The most visited root move among `moves`, and the number of iterations run."""
        root = self.root = _Node(None)
        done = 0
        try:
            while not self.iterations or done < self.iterations:
                self.iterate(root, view_state, seats)
                done += 1
                if self.limits.expired():
                    break
        except SearchStopped:
            pass
        best, best_visits = moves[0], -1
        for move in moves:
            child = root.children.get(move)
            if child is not None and child.visits > best_visits:
                best, best_visits = move, child.visits
        return best, done

    def visits(self, move: Any) -> int:
        """How often the last search tried `move` at the root (0: never)."""
        child = None if self.root is None else self.root.children.get(move)
        return 0 if child is None else child.visits
