"""Kamisado benchmark: perft timing, move generation speed, search speed, AI time per move, level ladder.

    python -m tests.bench.bench_kamisado                 # everything, 100 rounds per ladder pairing
    python -m tests.bench.bench_kamisado --only speed    # perft, generation, search, time per move
    python -m tests.bench.bench_kamisado --only ladder --pair hard-medium --rounds 100

A "round" of the ladder is a single-round game (target 1); the two levels swap colours every round and
every move gets its own seed, so the noisy levels vary their play.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

from rules.ai import analyse, choose_move
from rules.kamisado import GAME, KamisadoState
from rules.kamisado.moves import apply_move, legal_moves
from rules.kamisado.perft import perft


def sample_positions(count: int, seed: int = 7) -> list[KamisadoState]:
    """Positions from random play-outs of long matches (all phases, Sumos included)."""
    rng = random.Random(seed)
    out: list[KamisadoState] = []
    while len(out) < count:
        state = GAME.new(options={"target": 15}, seed=seed)
        while state.phase != "over" and len(out) < count:
            out.append(state)
            moves = legal_moves(state)
            state = apply_move(state, moves[rng.randrange(len(moves))])
    return out


class Clock:
    """Wall time and this process's CPU time: on a shared machine the CPU time is the fairer number."""

    def __init__(self) -> None:
        self.wall, self.cpu = time.perf_counter(), time.process_time()

    def lap(self) -> tuple[float, float]:
        return time.perf_counter() - self.wall, time.process_time() - self.cpu


def bench_perft(max_depth: int = 5) -> None:
    state = GAME.new(options={"target": 1})
    for depth in range(1, max_depth + 1):
        clock = Clock()
        n = perft(state, depth)
        wall, cpu = clock.lap()
        print(f"perft({depth}) single round = {n:>9}   {wall:7.2f} s wall, {cpu:7.2f} s cpu")
    clock = Clock()
    n = perft(GAME.new(options={"target": 3}), max_depth)
    wall, cpu = clock.lap()
    print(f"perft({max_depth}) 3-point match = {n:>9}   {wall:7.2f} s wall, {cpu:7.2f} s cpu")


def bench_generation() -> None:
    positions = sample_positions(3000)
    clock = Clock()
    total = 0
    for _ in range(5):
        for s in positions:
            total += len(legal_moves(s))
    wall, cpu = clock.lap()
    n = 5 * len(positions)
    print(
        f"legal_moves: {n / wall:,.0f} positions/s wall, {n / cpu:,.0f} per cpu-s "
        f"({total / n:.1f} moves each)"
    )
    pairs = [(s, m) for s in positions for m in legal_moves(s)][:20000]
    clock = Clock()
    for s, m in pairs:
        apply_move(s, m)
    wall, cpu = clock.lap()
    print(f"apply (checked): {len(pairs) / wall:,.0f} moves/s wall, {len(pairs) / cpu:,.0f} per cpu-s")


def bench_search(seconds: float = 2.0) -> None:
    rng = random.Random(3)
    positions = [GAME.new(options={"target": 1})] + [
        s for s in rng.sample(sample_positions(600), 40) if s.phase == "play" and len(legal_moves(s)) > 1
    ][:5]
    rates, cpu_rates, depths = [], [], []
    for s in positions:
        clock = Clock()
        _, _, depth, nodes = analyse(GAME, s, s.turn, 64, seconds=seconds)
        wall, cpu = clock.lap()
        rates.append(nodes / wall)
        cpu_rates.append(nodes / cpu)
        depths.append(depth)
    print(
        f"search: {statistics.mean(rates):,.0f} nodes/s wall (min {min(rates):,.0f}), "
        f"{statistics.mean(cpu_rates):,.0f} per cpu-s; depth reached in {seconds:.1f} s: {depths}"
    )


def bench_move_times(moves: int = 12) -> None:
    for level in ("easy", "medium", "hard"):
        state = GAME.new(options={"target": 3})
        times = []
        for ply in range(moves):
            if state.phase == "over":
                break
            t = time.perf_counter()
            move = choose_move(GAME, state, state.turn, level, seed=ply)
            times.append(time.perf_counter() - t)
            state = GAME.apply(state, move)
        print(
            f"{level:>6}: {statistics.mean(times):.2f} s/move average, {max(times):.2f} s max ({len(times)} moves)"
        )


def play_round(levels: tuple[str, str], seed: int, target: int = 1) -> tuple[int, int]:
    """One game between two levels (levels[0] plays Black); returns (winning seat, plies)."""
    state = GAME.new(options={"target": target})
    plies = 0
    while state.phase != "over":
        seat = state.turn
        move = choose_move(GAME, GAME.view(state, seat), seat, levels[seat], seed=seed * 1000 + plies)
        state = GAME.apply(state, move)
        plies += 1
    return GAME.outcome(state).winners[0], plies


def ladder(strong: str, weak: str, rounds: int, target: int = 1) -> None:
    wins = 0
    black_wins = 0
    t0 = time.perf_counter()
    for i in range(rounds):
        strong_seat = i % 2  # alternate colours
        levels = (strong, weak) if strong_seat == 0 else (weak, strong)
        winner, plies = play_round(levels, seed=i, target=target)
        wins += winner == strong_seat
        black_wins += winner == 0
        print(
            f"  {strong} vs {weak} #{i + 1}: {strong} played {'black' if strong_seat == 0 else 'white'}, "
            f"{'won' if winner == strong_seat else 'lost'} in {plies} plies; running {wins}/{i + 1}",
            flush=True,
        )
    minutes = (time.perf_counter() - t0) / 60
    print(
        f"LADDER {strong} vs {weak}: {wins}/{rounds} = {100 * wins / rounds:.0f}% "
        f"(black won {black_wins}), {minutes:.1f} min",
        flush=True,
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", choices=("speed", "ladder"), help="run one part only")
    parser.add_argument(
        "--pair", choices=("hard-medium", "medium-easy"), help="ladder pairing (default both)"
    )
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument(
        "--target", type=int, default=1, help="points per ladder game (default: single rounds)"
    )
    args = parser.parse_args(argv)
    print(f"Python {sys.version.split()[0]}, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.only in (None, "speed"):
        bench_perft()
        bench_generation()
        bench_search()
        bench_move_times()
    if args.only in (None, "ladder"):
        pairs = [args.pair] if args.pair else ["hard-medium", "medium-easy"]
        for pair in pairs:
            strong, weak = pair.split("-")
            ladder(strong, weak, args.rounds, args.target)


if __name__ == "__main__":
    main()
