"""The referee's own cost per move (issue 29): how long `Referee.handle` takes for an accepted move request,
from the checked body to the outgoing pushes (parse on the full state, the rules' apply, the table written
to disk with fsync, a view and its seen last move for every account), per game, over random games between
two clients on the in-process hub. No network: the time a move spends in the server is measured elsewhere.

python -m tests.bench.bench_referee [--games 3] [--folder DIR]

Prints one JSON line: per game the moves timed, p50/p99/max of handle() in ms, and the part of it that was
the table's atomic write.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import time
from pathlib import Path

import rules
from net.link import REQUEST, Incoming
from net.referee import Referee
from net.referee_ai import InlineAi
from net.tables import TableStore

ALICE, BOB = "alice@test", "bob@test"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class TimedStore(TableStore):
    """The table store, timing each save."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder)
        self.seconds: list[float] = []

    def save(self, table) -> None:  # noqa: ANN001 - a Table
        started = time.perf_counter()
        super().save(table)
        self.seconds.append(time.perf_counter() - started)


def one_game(folder: Path, game_id: str, seed: int) -> tuple[list[float], list[float]]:
    referee = Referee(folder, ai=InlineAi())
    referee.store = store = TimedStore(folder)
    rng = random.Random(seed)
    idents = iter(range(1, 1_000_000))

    def ask(sender: str, body: dict) -> dict:
        out = referee.handle(Incoming(REQUEST, sender, body, ident=str(next(idents))))
        return out[0].body

    seats = [{"kind": "player", "account": a, "name": a[:3]} for a in (ALICE, BOB)]
    table = ask(ALICE, {"op": "create", "game": game_id, "seats": seats})["table"]
    ask(BOB, {"op": "accept", "table": table})
    game, session = rules.GAMES[game_id], referee.tables[table].session
    times: list[float] = []
    writes: list[float] = []
    while not session.over:
        seat = session.to_move
        view = game.view(session.state, seat)
        text = game.notation(view, rng.choice(game.legal_moves(view)))
        body = {"op": "move", "table": table, "version": len(session.moves), "move": text}
        store.seconds.clear()
        started = time.perf_counter()
        answer = ask((ALICE, BOB)[seat], body)
        times.append(time.perf_counter() - started)
        writes += store.seconds
        assert answer["ok"], answer
    return times, writes


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--folder", type=Path, default=None)
    args = parser.parse_args()
    result = {}
    with tempfile.TemporaryDirectory(dir=args.folder) as folder:
        for game_id in ("kamisado", "camelot", "downunder", "kameloh"):
            handle: list[float] = []
            writes: list[float] = []
            for seed in range(args.games):
                times, saves = one_game(Path(folder), game_id, seed)
                handle += times
                writes += saves
            result[game_id] = {
                "moves": len(handle),
                "handle_p50_ms": round(1000 * percentile(handle, 0.5), 2),
                "handle_p99_ms": round(1000 * percentile(handle, 0.99), 2),
                "handle_max_ms": round(1000 * max(handle), 2),
                "write_p50_ms": round(1000 * percentile(writes, 0.5), 2),
            }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
