"""How long the judge of a finished game takes (issue 28), per game at its default node budget.

Plays one typical game per game kind (medium AIs on every seat, seeded; their moves follow the clock, so each
run judges a slightly different game), then judges every position as the review does (the mover's view, the
position's seed) and prints the whole game's time and per position mean/p90/max. With --agree N it also
compares the judge's best move with the hard AI's own choice (at its normal time) on N positions spread over
the game: how often they agree.

    nice -n 10 .venv/bin/python -m tests.bench.bench_judge [--game kamisado] [--nodes N] [--agree 10]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

import rules
from rules.ai import choose_move, default_nodes, judge_position, judge_seed, review

SEATS = {"kamisado": 2, "camelot": 2, "downunder": 3, "kameloh": 2}
MAX_PLIES = 600


def play(game_id: str, seed: int) -> list[tuple]:
    game = rules.GAMES[game_id]
    state = game.new(SEATS[game_id], None, seed=seed)
    out = []
    while not game.is_over(state) and len(out) < MAX_PLIES:
        seat = game.to_move(state)
        move = choose_move(game, game.view(state, seat), seat, "medium", seed=len(out))
        out.append((state, seat, move))
        state = game.apply(state, move)
    return out


def bench(game_id: str, nodes: int | None, agree: int, seed: int) -> None:
    game = rules.GAMES[game_id]
    positions = play(game_id, seed)
    times, judged = [], []
    started = time.perf_counter()
    for i, (state, seat, move) in enumerate(positions):
        t = time.perf_counter()
        judged.append(judge_position(game, game.view(state, seat), seat, move, nodes, judge_seed(seed, i)))
        times.append(time.perf_counter() - t)
    whole = time.perf_counter() - started
    times.sort()
    p90 = times[int(0.9 * (len(times) - 1))]
    result = review(judged, SEATS[game_id])
    late = sum(j.out_of_time for j in judged)
    print(
        f"{game_id}: {len(positions)} positions, budget {nodes or default_nodes(game)}, whole game {whole:.1f} s; "
        f"per position mean {statistics.mean(times) * 1000:.0f} ms, p90 {p90 * 1000:.0f} ms, "
        f"max {times[-1] * 1000:.0f} ms; out of time {late}"
    )
    counts = [(s.blunders, s.mistakes, s.inaccuracies, round(s.accuracy or 0, 1)) for s in result.seats]
    print(f"  per seat (blunders, mistakes, inaccuracies, accuracy): {counts}")
    if agree:
        sample = [positions[i] for i in range(0, len(positions), max(1, len(positions) // agree))][:agree]
        same = 0
        for k, (state, seat, _) in enumerate(sample):
            view = game.view(state, seat)
            if len(game.legal_moves(view)) == 1:
                same += 1
                continue
            hard = choose_move(game, view, seat, "hard", seed=k)
            j = judged[positions.index((state, seat, _))]
            same += hard == j.best
        print(f"  the judge's best move = the hard AI's choice in {same} of {len(sample)} sampled positions")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(SEATS), action="append")
    parser.add_argument("--nodes", type=int, default=None)
    parser.add_argument("--agree", type=int, default=0)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores)")
    for game_id in args.game or list(SEATS):
        bench(game_id, args.nodes, args.agree, args.seed)
    print(f"load average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
