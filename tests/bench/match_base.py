"""A match between this tree's hard AI and another tree's (by default aef8377, unpacked at /work/base).

    python -m tests.bench.match_base --games 60 --time 0.5                 # Camelot, 60 games
    python -m tests.bench.match_base --games 30 --first 30 --time 0.5      # the second half, in parallel

Each engine runs in its own process (tests/bench/engine_worker.py with its tree's `rules`), so both get the
same conditions; this process only referees, with this tree's rules. Games come in pairs that share an
opening of `--opening` random plies (seeded by the pair's number), each pair once with each colour, so that
two deterministic engines do not replay one game. A game longer than `--cap` plies counts as a draw. A win
scores 1, a draw 0.5. Every move's time is logged (mean and max per engine at the end).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
WORKER = Path(__file__).resolve().with_name("engine_worker.py")


class Engine:
    def __init__(self, name: str, tree: Path, game_id: str) -> None:
        self.name = name
        env = dict(os.environ, PYTHONPATH=str(tree))
        self.proc = subprocess.Popen(
            [sys.executable, str(WORKER), game_id],
            cwd=str(tree),
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.times: list[float] = []

    def choose(self, game, state, seat: int, seconds: float, seed: int):
        request = {"state": game.dump(state), "seat": seat, "time": seconds, "seed": seed}
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        answer = json.loads(self.proc.stdout.readline())
        self.times.append(answer["secs"])
        return game.parse_move(state, answer["move"])

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


def opening(game, pair: int, plies: int):
    rng = random.Random(pair)
    state = game.new()
    for _ in range(plies):
        moves = game.legal_moves(state)
        state = game.apply(state, moves[rng.randrange(len(moves))])
    return state


def play(game, engines: tuple[Engine, Engine], start, seconds: float, cap: int, seed: int):
    """engines[0] plays seat 0. Returns (winners, reason, plies)."""
    state, plies = start, 0
    while not game.is_over(state):
        if plies >= cap:
            return (), f"cap {cap}", plies
        seat = game.to_move(state)
        move = engines[seat].choose(game, state, seat, seconds, seed * 1000 + plies)
        state = game.apply(state, move)
        plies += 1
    return game.outcome(state).winners, game.outcome(state).reason, plies


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="camelot")
    parser.add_argument("--base", default="/work/base", help="the other tree (its root)")
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--first", type=int, default=0, help="number of the first game (to split a match)")
    parser.add_argument("--time", type=float, default=0.5, help="seconds a move, both engines")
    parser.add_argument("--opening", type=int, default=2, help="random plies before the engines take over")
    parser.add_argument("--cap", type=int, default=200, help="plies after which a game is a draw")
    args = parser.parse_args(argv)
    game = importlib.import_module(f"rules.{args.game}").GAME
    new = Engine("new", HERE, args.game)
    base = Engine("base", Path(args.base), args.game)
    score = 0.0
    wins = losses = draws = 0
    t0 = time.perf_counter()
    print(f"{args.game}: new ({HERE}) vs base ({args.base}), {args.time} s a move, load {os.getloadavg()}")
    for i in range(args.first, args.first + args.games):
        new_seat = i % 2
        engines = (new, base) if new_seat == 0 else (base, new)
        winners, reason, plies = play(
            game, engines, opening(game, i // 2, args.opening), args.time, args.cap, i
        )
        if winners == (new_seat,):
            wins, score, result = wins + 1, score + 1, "won"
        elif winners:
            losses, result = losses + 1, "lost"
        else:
            draws, score, result = draws + 1, score + 0.5, "drew"
        done = i - args.first + 1
        print(
            f"game {i}: new as seat {new_seat} {result} ({reason}, {plies} plies); "
            f"running +{wins} ={draws} -{losses}, {100 * score / done:.1f}%",
            flush=True,
        )
    print(
        f"MATCH new vs base: +{wins} ={draws} -{losses} of {args.games}: "
        f"new scored {100 * score / args.games:.1f}% "
        f"({(time.perf_counter() - t0) / 60:.1f} min, load {os.getloadavg()})"
    )
    for engine in (new, base):
        if engine.times:
            print(
                f"  time a move {engine.name}: mean {statistics.mean(engine.times):.3f} s, "
                f"max {max(engine.times):.3f} s over {len(engine.times)} moves"
            )
        engine.close()


if __name__ == "__main__":
    main()
