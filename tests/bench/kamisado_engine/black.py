"""Issue 19, part 3 for Kamisado: hard as Black (the first player; book + endgame search + search) against
White, single rounds, White's moves varied by seed.

    python -m tests.bench.kamisado_engine.black --white random --rounds 200
    python -m tests.bench.kamisado_engine.black --white medium --rounds 200 --seconds 1.8
    python -m tests.bench.kamisado_engine.black --white hard --rounds 200 --seconds 1.8

White "random" plays uniformly random moves (random.Random(seed)); "medium" is the medium level with the
round's seed (its evaluation noise differs by seed); "hard" is this tree's hard level, whose search has no
randomness, so its first reply is a random one (by seed) and the hard level plays from then on. With
`--white-random P` each White move is a random one with chance P (more different rounds). Black is
asked with `choose_move(..., deadline=now + seconds)`. Each seat has its own table of proven results (the
engine keeps them between moves), emptied at every round's start. Prints every lost round's moves.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from rules.ai import choose_move
from rules.kamisado import GAME
from rules.kamisado.engine import solver


def play(white: str, seed: int, seconds: float, share: float = 0.0) -> tuple[bool, list[str], float]:
    """(Black won, the moves in notation, Black's longest think in seconds)."""
    rng = random.Random(seed)
    # Each seat keeps its own proven results (the engine keeps them between moves): White's proofs must
    # not help Black. Both start every round empty.
    proven = ({}, {})
    state = GAME.new(options={"target": 1})
    notes: list[str] = []
    white_moves = 0
    longest = 0.0
    while not GAME.is_over(state):
        solver.PROVEN = proven[state.turn]
        if state.turn == 0:
            start = time.monotonic()
            move = choose_move(GAME, state, 0, "hard", seed=seed, deadline=start + seconds)
            longest = max(longest, time.monotonic() - start)
        else:
            legal = GAME.legal_moves(state)
            if white == "random" or (white == "hard" and white_moves == 0) or rng.random() < share:
                move = legal[rng.randrange(len(legal))]
            else:
                move = choose_move(
                    GAME, state, 1, white, seed=seed * 1000 + white_moves, deadline=time.monotonic() + seconds
                )
            white_moves += 1
        notes.append(GAME.notation(state, move))
        state = GAME.apply(state, move)
    return GAME.outcome(state).winners == (0,), notes, longest


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--white", choices=("random", "medium", "hard"), default="random")
    ap.add_argument("--rounds", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=1.8)
    ap.add_argument("--log", default=None)
    ap.add_argument("--white-random", type=float, default=0.0, help="share of White's moves played at random")
    args = ap.parse_args()
    lost = 0
    start = time.monotonic()
    distinct: set[tuple[str, ...]] = set()
    for seed in range(args.first_seed, args.first_seed + args.rounds):
        won, notes, longest = play(args.white, seed, args.seconds, args.white_random)
        lost += not won
        distinct.add(tuple(notes))
        line = {
            "white": args.white,
            "seed": seed,
            "black_won": won,
            "plies": len(notes),
            "black_max_s": longest,
        }
        if not won:
            line["moves"] = notes
        if args.log:
            with open(args.log, "a", encoding="utf-8") as f:
                f.write(json.dumps(line) + "\n")
        print(
            f"seed {seed:4}: black {'won ' if won else 'LOST'} in {len(notes):2} plies, longest think "
            f"{longest:4.2f} s | lost {lost} of {seed - args.first_seed + 1}"
            + ("" if won else "  " + " ".join(notes)),
            flush=True,
        )
    print(
        f"white {args.white}: black lost {lost} of {args.rounds}, {len(distinct)} different rounds "
        f"({time.monotonic() - start:.0f} s wall)"
    )


if __name__ == "__main__":
    main()
