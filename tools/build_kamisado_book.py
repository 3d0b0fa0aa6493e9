"""Rebuild Kamisado's opening book for Black (rules/kamisado/engine/book.json) with our own engine.

    python tools/build_kamisado_book.py --black-moves 3 --jobs 2

Level by level: for every position of the level (Black to move), the exact endgame search runs first (up to
`--solver-nodes`); if it proves a win, its winning move is booked as proven. Otherwise alpha-beta deepens
(up to `--search-nodes`) among the moves the endgame search has not proven to lose, and its choice is
booked. Then every White reply to the booked move that does not hand Black a win at once gives a position
of the next level. Limits are node counts (not seconds), so a rebuild gives the same book on any machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.kamisado import GAME  # noqa: E402
from rules.kamisado.engine import solver as solver_module  # noqa: E402
from rules.kamisado.engine.book import BOOK_FILE  # noqa: E402
from rules.kamisado.engine.evaluation import wins_now  # noqa: E402
from rules.kamisado.engine.position import from_state, to_contract  # noqa: E402
from rules.kamisado.engine.search import CHECK_EVERY, Search  # noqa: E402
from rules.kamisado.engine.solver import Solver  # noqa: E402


class NodeBudget:
    """Limits by nodes: expired after `nodes` (counted in the searches' checks), deterministic."""

    def __init__(self, nodes: int) -> None:
        self.calls_left = max(1, nodes // CHECK_EVERY)

    def expired(self) -> bool:
        self.calls_left -= 1
        return self.calls_left < 0


def state_of(line: list[str]):
    state = GAME.new(options={"target": 1})
    for text in line:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def analyse(job: tuple[list[str], int, int]) -> dict:
    """Black's book move in the position after `line`, and how it was found."""
    line, solver_nodes, search_nodes = job
    started = time.process_time()
    solver_module.PROVEN.clear()  # each position on its own: the book does not depend on the order of the jobs
    state = state_of(line)
    p = from_state(state)
    solver = Solver(p, NodeBudget(solver_nodes))
    result, win, lost, reached = solver.root(64)
    entry = {"line": line, "key": f"{p.key():016x}", "solver_depth": reached, "solver_result": result}
    if result == 1:
        move, how = win, "proven win"
    else:
        candidates = [m for m in p.moves() if m not in lost] or p.moves()
        search = Search(p, NodeBudget(search_nodes))
        move, value, depth = search.deepen(candidates)
        how = "proven loss" if result == -1 else f"search depth {depth} value {value}"
        entry.update(depth=depth, value=value)
    entry.update(move=move, notation=GAME.notation(state, to_contract(move)), how=how)
    entry["cpu_s"] = round(time.process_time() - started, 1)
    return entry


def replies(line: list[str], move_text: str) -> list[list[str]]:
    """The lines after every White reply to Black's `move_text` that leave the round running and do not
    let Black win at once (those need no book: every level takes a win in one)."""
    state = state_of(line + [move_text])
    out = []
    if GAME.is_over(state):
        return out
    for reply in GAME.legal_moves(state):
        after = GAME.apply(state, reply)
        if GAME.is_over(after) or after.turn != 0:
            continue
        if wins_now(from_state(after)):
            continue
        out.append(line + [move_text, GAME.notation(state, reply)])
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--black-moves", type=int, default=3, help="Black moves in the book (levels)")
    ap.add_argument("--solver-nodes", type=int, default=1_000_000)
    ap.add_argument("--search-nodes", type=int, default=1_500_000)
    ap.add_argument("--first-search-nodes", type=int, default=6_000_000, help="for the opening position")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--out", default=str(BOOK_FILE))
    args = ap.parse_args()
    started = time.monotonic()
    entries: list[dict] = []
    level = [[]]
    with multiprocessing.Pool(args.jobs) as pool:
        for n in range(args.black_moves):
            budget = args.first_search_nodes if n == 0 else args.search_nodes
            jobs = [(line, args.solver_nodes, budget) for line in level]
            found = pool.map(analyse, jobs, chunksize=1)
            entries.extend(found)
            for e in found:
                print(
                    f"{' '.join(e['line']) or '(start)'}: {e['notation']} ({e['how']}, {e['cpu_s']} s cpu)",
                    flush=True,
                )
            level = [
                nxt for e in found if e["solver_result"] != 1 for nxt in replies(e["line"], e["notation"])
            ]
            # proven wins need no further book: the endgame search re-proves the rest as the round goes on
    book = {
        "about": "Kamisado opening book for Black, built by tools/build_kamisado_book.py",
        "settings": vars(args) | {"out": None},
        "positions": len(entries),
        "build_wall_s": round(time.monotonic() - started),
        "moves": {e["key"]: e["move"] for e in entries},
        "lines": [{k: e[k] for k in ("line", "notation", "how", "cpu_s")} for e in entries],
    }
    Path(args.out).write_text(json.dumps(book, indent=0) + "\n", encoding="utf-8")
    print(f"{len(entries)} positions in {time.monotonic() - started:.0f} s -> {args.out}")


if __name__ == "__main__":
    main()
