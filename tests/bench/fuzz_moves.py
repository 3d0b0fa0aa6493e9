"""Malformed moves against every game's `apply`: how many are mishandled (issue 18).

    python -m tests.bench.fuzz_moves                    # every game, 40 games each
    python -m tests.bench.fuzz_moves --games 10 --only kameloh

Random games (random seats and seeds); at random points a few legal moves are taken apart into malformed
ones (tests/rules/malformed.py: every field of the wrong type or range, tuples cut short or lengthened,
junk). A move is mishandled when apply raises anything but IllegalMove, accepts a move equal to no legal
move, or accepts one equal to a legal move (1.0 == 1) with a state other than the legal twin's or one that
does not survive dump/load. "unkeyed" counts refusals without a message key (no translatable sentence).
"""

from __future__ import annotations

import argparse
import collections
import random

from rules import GAMES
from tests.rules.malformed import judge, mutants


def fuzz(game_id: str, games: int, seed: int) -> tuple[int, collections.Counter, int]:
    """(malformed moves tried, mishandled ones by problem, refusals without a key)."""
    game = GAMES[game_id]
    rng = random.Random(seed)
    tried, problems, unkeyed = 0, collections.Counter(), 0
    for _ in range(games):
        lo, hi = game.players
        state = game.new(rng.randint(lo, hi), seed=rng.randrange(1 << 30))
        while not game.is_over(state):
            legal = game.legal_moves(state)
            if rng.random() < 0.15:
                for move in rng.sample(legal, min(2, len(legal))):
                    for bad in mutants(move):
                        tried += 1
                        problem = judge(game, state, bad, legal, keyed=False)
                        if problem:
                            problems[problem] += 1
                        elif judge(game, state, bad, legal, keyed=True):
                            unkeyed += 1
            state = game.apply(state, legal[rng.randrange(len(legal))])
    return tried, problems, unkeyed


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=18)
    parser.add_argument("--only", choices=sorted(GAMES), action="append")
    args = parser.parse_args(argv)
    total_tried = total_bad = 0
    for game_id in args.only or list(GAMES):
        tried, problems, unkeyed = fuzz(game_id, args.games, args.seed)
        bad = sum(problems.values())
        total_tried, total_bad = total_tried + tried, total_bad + bad
        print(f"{game_id:9} {tried:7} malformed moves, {bad:5} mishandled, {unkeyed:5} refused without a key")
        for problem, n in problems.most_common():
            print(f"    {n:6}  {problem}")
    print(f"all       {total_tried:7} malformed moves, {total_bad:5} mishandled")


if __name__ == "__main__":
    main()
