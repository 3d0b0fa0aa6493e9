"""One engine in its own process, for matches between two code trees (tests/bench/match_base.py).

Run by path with the tree to test first on PYTHONPATH, so that `rules` is that tree's package:

    PYTHONPATH=/work/base python3 tests/bench/engine_worker.py camelot

Reads JSON lines {"state": dump, "seat": n, "time": seconds, "seed": n} and answers each with
{"move": notation, "secs": seconds the choice took}. Only the contract is used (load, notation, and
`choose_with` with the game's own hard settings at the given time a move), so any tree of the project
since aef8377 can serve.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import sys
import time

from rules.ai.api import choose_with


def main() -> None:
    game = importlib.import_module(f"rules.{sys.argv[1]}").GAME
    hard = game.ai_settings("hard")
    for line in sys.stdin:
        request = json.loads(line)
        state = game.load(request["state"])
        settings = dataclasses.replace(hard, time=request["time"])
        start = time.perf_counter()
        move = choose_with(game, state, request["seat"], settings, seed=request["seed"])
        secs = time.perf_counter() - start
        print(json.dumps({"move": game.notation(state, move), "secs": secs}), flush=True)


if __name__ == "__main__":
    main()
