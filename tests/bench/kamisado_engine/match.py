"""Issue 19, part 4 for Kamisado: this tree's hard against the hard of a base tree (aef8377), the same
time a move, in pairs of single rounds that share an opening (one random ply by Black, then the two AIs;
each opening once with each colour).

    python -m tests.bench.kamisado_engine.match --base /work/base --pairs 50 --seconds 0.5 --log /tmp/m.jsonl

The base AI runs in a subprocess started in the base tree (its own code, same Python); it replays the round
from the move list it is sent and answers with its hard move, its deadline counted from the request's
arrival. This tree's hard gets the same deadline in this process. Both are asked with `choose_move(...,
deadline=now + seconds)`, so the hard level's own 1.8 s budget never applies when `seconds` is smaller.
Openings are distinct first moves (random.Random(seed).sample of the 102), pair i uses opening i.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time

from rules.ai import choose_move
from rules.kamisado import GAME, KamisadoMove

BASE_SCRIPT = r"""
import json, sys, time
from rules.ai import choose_move
from rules.kamisado import GAME, KamisadoMove
for line in sys.stdin:
    req = json.loads(line)
    start = time.monotonic()
    state = GAME.new(options={"target": 1})
    for m in req["moves"]:
        state = GAME.apply(state, KamisadoMove(*m))
    move = choose_move(GAME, state, state.turn, "hard", seed=req["seed"], deadline=start + req["seconds"])
    print(json.dumps([list(move), time.monotonic() - start]), flush=True)
"""


class BaseAi:
    def __init__(self, base: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", BASE_SCRIPT],
            cwd=base,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def move(self, moves: list[KamisadoMove], seconds: float, seed: int) -> tuple[KamisadoMove, float]:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(
            json.dumps({"moves": [list(m) for m in moves], "seconds": seconds, "seed": seed}) + "\n"
        )
        self.proc.stdin.flush()
        move, took = json.loads(self.proc.stdout.readline())
        return KamisadoMove(*move), took

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait()


def play_round(base: BaseAi, opening: KamisadoMove, new_seat: int, seconds: float, seed: int) -> dict:
    """One single round from `opening`; the new hard plays `new_seat`. Returns the winner and the timings."""
    state = GAME.apply(GAME.new(options={"target": 1}), opening)
    moves = [opening]
    times: dict[str, list[float]] = {"new": [], "base": []}
    while not GAME.is_over(state):
        start = time.monotonic()
        if state.turn == new_seat:
            move = choose_move(GAME, state, state.turn, "hard", seed=seed, deadline=start + seconds)
            times["new"].append(time.monotonic() - start)
        else:
            move, took = base.move(moves, seconds, seed)
            times["base"].append(took)
        state = GAME.apply(state, move)  # refuses an illegal move of either side
        moves.append(move)
    winner = GAME.outcome(state).winners[0]
    return {"new_seat": new_seat, "new_won": winner == new_seat, "plies": len(moves), "times": times}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", required=True)
    ap.add_argument("--pairs", type=int, default=50)
    ap.add_argument("--first", type=int, default=0, help="index of the first opening (to split a run)")
    ap.add_argument("--seconds", type=float, default=0.5)
    ap.add_argument("--seed", type=int, default=19)
    ap.add_argument("--log", default=None)
    args = ap.parse_args()
    openings = GAME.legal_moves(GAME.new(options={"target": 1}))
    order = random.Random(args.seed).sample(range(len(openings)), len(openings))
    base = BaseAi(args.base)
    log = open(args.log, "a", encoding="utf-8") if args.log else None  # noqa: SIM115
    both = lost_both = split = score = rounds = 0
    try:
        for i in range(args.first, args.first + args.pairs):
            opening = openings[order[i % len(order)]]
            pair = [play_round(base, opening, seat, args.seconds, args.seed + i) for seat in (0, 1)]
            wins = sum(r["new_won"] for r in pair)
            both += wins == 2
            lost_both += wins == 0
            split += wins == 1
            score += wins
            rounds += 2
            new_times = [t for r in pair for t in r["times"]["new"]]
            base_times = [t for r in pair for t in r["times"]["base"]]
            line = {
                "pair": i,
                "opening": GAME.notation(GAME.new(options={"target": 1}), opening),
                "new_won": [r["new_won"] for r in pair],
                "plies": [r["plies"] for r in pair],
                "new_max_s": max(new_times, default=0.0),
                "base_max_s": max(base_times, default=0.0),
            }
            if log:
                log.write(json.dumps(line) + "\n")
                log.flush()
            print(
                f"pair {i:3} {line['opening']}: new as black, white won {line['new_won']}  "
                f"| both {both} lost both {lost_both} split {split}  score {score}/{rounds} "
                f"({100 * score / rounds:.0f} %)",
                flush=True,
            )
    finally:
        base.close()
        if log:
            log.close()


if __name__ == "__main__":
    main()
