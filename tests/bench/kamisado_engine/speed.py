"""Kamisado engine benchmark (issue 19): the compact representation's perft against the contract's.

    python -m tests.bench.kamisado_engine.speed                       # perft(5), 3 alternating rounds
    python -m tests.bench.kamisado_engine.speed --base /work/base     # the base tree's contract perft too
    python -m tests.bench.kamisado_engine.speed --only search         # hard's engine: depth, nodes, time

Each round times, one after the other (so that the machine's load hits all alike): the base tree's contract
perft (`rules/kamisado/perft.py` of that tree, in a subprocess started from it, timed inside it), the same
base contract with every move applied (the last ply too), and this tree's engine perft (inline make/undo,
every move applied). Times are CPU seconds of the process (wall beside them).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

from rules.kamisado import GAME
from rules.kamisado.engine.perft import perft_fast, perft_slow
from rules.kamisado.engine.position import from_state

# Run inside the base tree: its perft as it is, and one that applies the last ply as well.
BASE_SCRIPT = """
import json, sys, time
from rules.kamisado import GAME
from rules.kamisado.perft import perft
from rules.kamisado.moves import apply_move, legal_moves
def applied(s, d):
    if d == 0:
        return 1
    return sum(applied(apply_move(s, m), d - 1) for m in legal_moves(s))
depth = int(sys.argv[1]); s = GAME.new(options={"target": 1}); out = {}
for name, fn in (("contract", perft), ("contract_applied", applied)):
    c, w = time.process_time(), time.perf_counter(); n = fn(s, depth)
    out[name] = (n, time.process_time() - c, time.perf_counter() - w)
print(json.dumps(out))
"""


def base_perft(base: str, depth: int) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", BASE_SCRIPT, str(depth)], cwd=base, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


def timed(fn, *args) -> tuple[int, float, float]:
    c, w = time.process_time(), time.perf_counter()
    n = fn(*args)
    return n, time.process_time() - c, time.perf_counter() - w


def bench_perft(depth: int, rounds: int, base: str | None) -> None:
    p = from_state(GAME.new(options={"target": 1}))
    for r in range(rounds):
        rows = []
        if base:
            for name, v in base_perft(base, depth).items():
                rows.append((f"base {name}", *v))
        rows.append(("engine perft_fast", *timed(perft_fast, p, depth)))
        rows.append(("engine perft_slow (make/undo calls)", *timed(perft_slow, p, depth)))
        for name, n, cpu, wall in rows:
            print(f"round {r + 1}  {name:<36} perft({depth}) = {n:>8}  {cpu:6.3f} s cpu  {wall:6.3f} s wall")
        if base:
            eng = rows[-2][2]
            print(
                f"round {r + 1}  speed-up (cpu): {rows[0][2] / eng:5.1f}x over base perft, "
                f"{rows[1][2] / eng:5.1f}x over base with every move applied"
            )


def bench_search(count: int, seconds: float) -> None:
    """The hard level's engine on positions of random single rounds (3-12 plies in, book positions left out):
    how it found each move, depth, nodes, CPU and wall time."""
    import random

    from rules.ai.search_limits import Limits
    from rules.kamisado.engine.play import engine_move

    rng = random.Random(11)
    done = 0
    while done < count:
        state = GAME.new(options={"target": 1})
        for _ in range(rng.randrange(3, 12)):
            moves = GAME.legal_moves(state)
            after = GAME.apply(state, moves[rng.randrange(len(moves))])
            if GAME.is_over(after):
                break
            state = after
        if GAME.is_over(state) or len(GAME.legal_moves(state)) < 2:
            continue
        stats: dict = {}
        c, w = time.process_time(), time.perf_counter()
        engine_move(state, Limits(time.monotonic() + seconds), stats)
        cpu, wall = time.process_time() - c, time.perf_counter() - w
        nodes = stats.get("nodes", 0) + stats.get("solver_nodes", 0)
        print(
            f"{stats['source']:<8} depth {stats.get('depth', '-')!s:>2} solver depth {stats.get('solver_depth', '-')!s:>2}"
            f"  nodes {nodes:>7}  {cpu:5.2f} s cpu {wall:5.2f} s wall  {nodes / max(cpu, 1e-9):8.0f} nodes/cpu-s"
        )
        done += 1


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", choices=("perft", "search"), default=None)
    ap.add_argument("--positions", type=int, default=12)
    ap.add_argument("--seconds", type=float, default=1.8)
    ap.add_argument("--depth", type=int, default=5)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--base", default=None, help="a checkout of the base commit (aef8377) to compare with")
    args = ap.parse_args()
    if args.only != "search":
        bench_perft(args.depth, args.rounds, args.base)
    if args.only != "perft":
        bench_search(args.positions, args.seconds)


if __name__ == "__main__":
    main()
