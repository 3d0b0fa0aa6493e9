"""Camelot benchmark: perft, move generation, search speed, AI time per move and the level ladder.

    python -m tests.bench.bench_camelot                        # speed part, then both ladders (50 games)
    python -m tests.bench.bench_camelot --only speed
    python -m tests.bench.bench_camelot --only ladder --pair hard-medium --games 50
    python -m tests.bench.bench_camelot --only ladder --pair hard-medium --games 25 --first 25   # split

In the ladder the two levels swap colours every game; each move gets its own seed so noisy levels vary.
A game counts as a win only if the stronger level wins it (draws count against it).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from rules.ai import analyse, choose_move
from rules.camelot import GAME
from rules.camelot.movegen import distinct_moves, legal_paths
from rules.camelot.perft import perft
from rules.camelot.state import State


def sample_positions(count: int, seed: int = 11) -> list[State]:
    """Positions of random games (every phase: opening crowd, exchanges, endings)."""
    rng = random.Random(seed)
    found: list[State] = []
    while len(found) < count:
        state = GAME.new()
        while not GAME.is_over(state) and len(found) < count:
            found.append(state)
            moves = GAME.legal_moves(state)
            state = GAME.apply(state, moves[rng.randrange(len(moves))])
    return found


def bench_perft(max_depth: int = 3) -> None:
    start = GAME.new()
    for depth in range(1, max_depth + 1):
        t = time.perf_counter()
        n = perft(start, depth)
        dt = time.perf_counter() - t
        paths = perft(start, depth, paths=True)
        print(f"perft({depth}) = {n:>9} distinct moves ({paths:>9} paths at the last ply)  {dt:6.2f} s")


def bench_generation() -> None:
    positions = sample_positions(3000)
    t = time.perf_counter()
    n_paths = n_moves = 0
    for s in positions:  # the generator itself, bypassing the per-state memo
        seat = s.turn
        paths = legal_paths(s.board, seat, s.castle_moves[seat], s.must_leave[seat])
        n_paths += len(paths)
        n_moves += len(distinct_moves(paths)[0])
    dt = time.perf_counter() - t
    print(
        f"move generation: {len(positions) / dt:,.0f} positions/s, {n_paths / dt:,.0f} paths/s "
        f"({n_paths / len(positions):.1f} paths, {n_moves / len(positions):.1f} moves per position)"
    )
    pairs = [(s, m) for s in positions[:400] for m in GAME.legal_moves(s)][:20000]
    t = time.perf_counter()
    for s, m in pairs:
        GAME.apply(s, m)
    print(f"apply (checked): {len(pairs) / (time.perf_counter() - t):,.0f} moves/s")


def bench_search(seconds: float = 2.7) -> None:
    rng = random.Random(5)
    pool = [s for s in sample_positions(1500) if len(GAME.legal_moves(s)) > 1]
    positions = [GAME.new(), *rng.sample(pool, 5)]
    rates, depths = [], []
    for s in positions:
        t = time.perf_counter()
        _, _, depth, nodes = analyse(GAME, s, s.turn, 64, seconds=seconds)
        rates.append(nodes / (time.perf_counter() - t))
        depths.append(depth)
    print(
        f"search: {statistics.mean(rates):,.0f} nodes/s (min {min(rates):,.0f}); "
        f"depth completed in {seconds} s: {depths}"
    )


def play_game(levels: tuple[str, str], seed: int, times: dict[str, list[float]]) -> tuple[tuple, str, int]:
    """One AI game; levels[0] plays White. Returns (winners, reason, plies)."""
    state = GAME.new()
    plies = 0
    while not GAME.is_over(state):
        seat = state.turn
        t = time.perf_counter()
        move = choose_move(GAME, GAME.view(state, seat), seat, levels[seat], seed=seed * 1000 + plies)
        times[levels[seat]].append(time.perf_counter() - t)
        state = GAME.apply(state, move)
        plies += 1
    out = GAME.outcome(state)
    return out.winners, out.reason, plies


def ladder(strong: str, weak: str, games: int, first: int = 0) -> None:
    wins = draws = 0
    reasons: dict[str, int] = {}
    times: dict[str, list[float]] = {strong: [], weak: []}
    t0 = time.perf_counter()
    for i in range(first, first + games):
        strong_seat = i % 2
        levels = (strong, weak) if strong_seat == 0 else (weak, strong)
        winners, reason, plies = play_game(levels, i, times)
        won = winners == (strong_seat,)
        wins += won
        draws += not winners
        reasons[reason] = reasons.get(reason, 0) + 1
        result = "won" if won else ("drew" if not winners else "lost")
        print(
            f"  {strong} vs {weak} game {i}: {strong} as {'white' if strong_seat == 0 else 'black'} "
            f"{result} ({reason}, {plies} plies); running {wins}/{i - first + 1}",
            flush=True,
        )
    minutes = (time.perf_counter() - t0) / 60
    print(
        f"LADDER {strong} vs {weak}: {strong} won {wins}/{games} = {100 * wins / games:.0f}% "
        f"({draws} draws; endings {reasons}), {minutes:.1f} min",
        flush=True,
    )
    for level, spent in times.items():
        if spent:
            print(
                f"  time per move {level}: mean {statistics.mean(spent):.2f} s, "
                f"max {max(spent):.2f} s over {len(spent)} moves",
                flush=True,
            )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", choices=("speed", "ladder"))
    parser.add_argument("--pair", choices=("hard-medium", "medium-easy", "hard-easy"))
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--first", type=int, default=0, help="index of the first game (to split a ladder)")
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}", flush=True)
    if args.only in (None, "speed"):
        bench_perft()
        bench_generation()
        bench_search()
    if args.only in (None, "ladder"):
        for pair in [args.pair] if args.pair else ["hard-medium", "medium-easy"]:
            strong, weak = pair.split("-")
            ladder(strong, weak, args.games, args.first)


if __name__ == "__main__":
    main()
