"""Contract speed, this tree against another (by default aef8377 at /work/base), in one run, alternating.

    python -m tests.bench.bench_contract                   # Kamisado perft(5), Camelot perft(3), 3 rounds
    python -m tests.bench.bench_contract --rounds 5 --game kamisado

The perft here uses only the contract, as every caller does: `legal_moves` and `apply` (the checked one),
every move applied, the last ply's too. Each run is its own process (this file run by path with the
tree's root on PYTHONPATH), the trees take turns (base, new, base, new, ...), and each prints every depth
with its count, wall time and CPU time. The summary gives the median CPU seconds of each tree and their
ratio; on a shared machine the CPU time is the fairer clock.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[2]
DEPTH = {"kamisado": 5, "camelot": 3}


def contract_perft(game, state, depth: int) -> int:
    if depth == 0:
        return 1
    apply = game.apply
    return sum(contract_perft(game, apply(state, move), depth - 1) for move in game.legal_moves(state))


def worker(game_id: str, depth: int) -> None:
    """In the tree's own process: every depth's count and times, one JSON line each."""
    import importlib

    game = importlib.import_module(f"rules.{game_id}").GAME
    state = game.new(options={"target": 1}) if game_id == "kamisado" else game.new()
    for d in range(1, depth + 1):
        wall, cpu = time.perf_counter(), time.process_time()
        count = contract_perft(game, state, d)
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(json.dumps({"depth": d, "count": count, "wall": wall, "cpu": cpu}), flush=True)


def run(tree: Path, game_id: str, depth: int) -> list[dict]:
    env = dict(os.environ, PYTHONPATH=str(tree))
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--worker", game_id, "--depth", str(depth)],
        cwd=str(tree),
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return [json.loads(line) for line in out.splitlines()]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", choices=tuple(DEPTH), action="append")
    parser.add_argument("--base", default="/work/base")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--depth", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker(args.worker, args.depth)
        return
    trees = {"base": Path(args.base), "new": HERE}
    print(f"Python {sys.version.split()[0]}; new = {HERE}, base = {args.base}; load {os.getloadavg()}")
    for game_id in args.game or list(DEPTH):
        depth = DEPTH[game_id]
        cpu: dict[str, list[float]] = {"base": [], "new": []}
        counts: dict[str, list[int]] = {}
        for r in range(args.rounds):
            for name in ("base", "new"):
                lines = run(trees[name], game_id, depth)
                counts.setdefault(name, [line["count"] for line in lines])
                assert [line["count"] for line in lines] == counts[name], "counts differ between runs"
                cpu[name].append(lines[-1]["cpu"])
                shown = ", ".join(f"{line['count']:,} ({line['cpu']:.2f} s)" for line in lines)
                print(
                    f"{game_id} round {r + 1} {name:>4}: perft 1..{depth} = {shown}; "
                    f"perft({depth}) {lines[-1]['wall']:.2f} s wall, {lines[-1]['cpu']:.2f} s cpu",
                    flush=True,
                )
        same = "same counts" if counts["base"] == counts["new"] else f"COUNTS DIFFER {counts}"
        base, new = statistics.median(cpu["base"]), statistics.median(cpu["new"])
        print(
            f"SUMMARY {game_id} perft({depth}) through the contract, every move applied: base {base:.2f} s, "
            f"new {new:.2f} s (median cpu of {args.rounds}): {base / new:.2f}x faster; {same}; "
            f"load {os.getloadavg()}",
            flush=True,
        )


if __name__ == "__main__":
    main()
