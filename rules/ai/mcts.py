"""Monte-Carlo tree search with determinisation, for games with hidden information or chance.

Each iteration samples a full state consistent with what the searching seat sees (`Game.determinize`),
then walks one shared tree whose edges are moves (single-observer information-set MCTS): a child is only
a candidate when its move is legal in this iteration's sample (and kept by `Game.search_moves`), and its prior visits count as "available"
to keep UCT fair. Playouts follow `Game.playout_move` for a bounded number of plies and are then judged by
`Game.evaluate`, squashed to a reward in (0, 1) per seat.

With `widening` > 0 (progressive widening), a node considers only the first 1 + widening * sqrt(visits) of
its moves in `Game.order_moves` order and opens them best first; without it, every move of a node is tried
once, in random order, before UCT picks among them.

For the judge of a finished game (rules/ai/judge.py) a search can be told `focus`: a move the root always
considers (even one `search_moves` or the widening would leave out) and visits in at least `focus_share` of
the iterations, so that its value is measured, not guessed from a visit or two; the root's children then
also sum every seat's reward (`_Node.totals`), for the estimate of each seat's share.
"""

from __future__ import annotations

import math
import random
from typing import Any

from rules.ai.search_limits import Limits, SearchStopped
from rules.common import Game, squash


class _Node:
    __slots__ = ("children", "visits", "reward", "available", "seat", "totals")

    def __init__(self, seat: int | None) -> None:
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed reward of `seat`, the seat that chose the move into this node
        self.available = 1
        self.seat = seat
        self.totals: list[float] | None = None  # every seat's summed reward (the judge's root children only)


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
        self.focus: Any = None  # a root move the judge needs a value of (see the module's words)
        self.focus_share = 0.0
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
            if node is root and self.focus is not None:
                forced = self._focus_here(root, moves, game.legal_moves(state))
                if forced is not None:
                    moves = forced
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
        if self.focus is not None and len(path) > 1:
            child = path[1]
            child.totals = [a + b for a, b in zip(child.totals or [0.0] * seats, result, strict=True)]
        for n in path:
            n.visits += 1
            if n.seat is not None:
                n.reward += result[n.seat]

    def _focus_here(self, root: _Node, moves: list[Any], legal: list[Any]) -> list[Any] | None:
        """The root's moves with the focus move among them (when legal in this sample), or only the focus
        move while it has had less than its share of the root's visits; None: the moves as they are."""
        focus = self.focus
        if focus not in moves:
            if focus not in legal:
                return None
            moves = [*moves, focus]
        child = root.children.get(focus)
        if child is not None and child.visits < self.focus_share * root.visits:
            return [focus]
        return moves

    def search(self, view_state: Any, moves: list[Any], seats: int) -> tuple[Any, int]:
        """The most visited root move among `moves`, and the number of iterations run."""
        root, done = self.grow(view_state, seats)
        best, best_visits = moves[0], -1
        for move in moves:
            child = root.children.get(move)
            if child is not None and child.visits > best_visits:
                best, best_visits = move, child.visits
        return best, done

    def grow(self, view_state: Any, seats: int) -> tuple[_Node, int]:
        """The root of the tree after the search, and the number of iterations run."""
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
        return root, done

    def visits(self, move: Any) -> int:
        """How often the last search tried `move` at the root (0: never)."""
        child = None if self.root is None else self.root.children.get(move)
        return 0 if child is None else child.visits
