"""The load of a referee serving many tables with AI seats at once (issue 29): N tables, each a bot player
against an AI seat the referee plays (ProcessAi), on the in-process hub, the referee in a thread of its own.

python -m tests.bench.bench_referee_load [--tables 50] [--level easy] [--seconds 60] [--workers 1] [--think 2]

Each bot moves at random `--think` seconds after its turn came (a person's pace, roughly). Prints one JSON
line: moves played (the bots' and the AI's), the referee thread's CPU (its own handling, writing and
pushing: `time.thread_time`) and the AI processes' CPU (from /proc) as a share of one core, the process's
memory (VmRSS) before the tables and at the end, and how long an AI seat's move took to come (from the bot's
move being answered to the AI's view), p50/p99. Linux only (/proc).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import tempfile
import time
from pathlib import Path

import rules
from net.client import OnlineClient, ai_seat, player_seat
from net.driver import RefereeThread
from net.memory import MemoryHub
from net.referee import Referee
from net.referee_ai import ProcessAi

REFEREE = "referee@bench"
TICKS = os.sysconf("SC_CLK_TCK")


def rss_mib() -> float:
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("VmRSS:"))
    return int(line.split()[1]) / 1024


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().split(") ", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


class TimedThread(RefereeThread):
    """The referee's thread, keeping its own CPU time."""

    cpu = 0.0

    def run(self) -> None:
        started = time.thread_time()
        super().run()
        self.cpu = time.thread_time() - started


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values) or [0.0]
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--games", default="kamisado,camelot,downunder,kameloh")
    args = parser.parse_args()
    games = args.games.split(",")
    rss_before = rss_mib()
    hub, ai = MemoryHub(record=False), ProcessAi(args.workers)
    server = TimedThread(Referee(Path(tempfile.mkdtemp(prefix="referee-load-")), ai=ai), hub.link(REFEREE))
    server.start()
    bots = [OnlineClient(hub.link(f"bot{i}@bench"), REFEREE) for i in range(args.tables)]
    rng = random.Random(1)
    for i, bot in enumerate(bots):
        bot.hello()
        game = games[i % len(games)]
        bot.create(game, None, [player_seat(bot.link.address), ai_seat(args.level)])
    ai_cpu_before = sum(cpu_seconds(pid) for pid in ai.pids)
    due: dict[int, float] = {}  # bot -> when it moves
    answered: dict[int, tuple[float, int]] = {}  # bot -> (when its move was answered, version)
    waits: list[float] = []
    moves = 0
    started = time.monotonic()
    while time.monotonic() - started < args.seconds:
        now = time.monotonic()
        for i, bot in enumerate(bots):
            bot.poll()
            view = next(iter(bot.views.values()), None)
            if view is None or view.status != "playing":
                continue
            if i in answered and view.version > answered[i][1] and view.my_turn:
                waits.append(now - answered.pop(i)[0])
            if view.my_turn and not bot.is_pending(view.table):
                due.setdefault(i, now + args.think)
                if now >= due[i]:
                    del due[i]
                    bot.move(view.table, rng.choice(rules.GAMES[view.game].legal_moves(view.state)))
                    answered[i] = (time.monotonic(), view.version + 1)
                    moves += 1
        time.sleep(0.01)
    wall = time.monotonic() - started
    ai_cpu = sum(cpu_seconds(pid) for pid in ai.pids) - ai_cpu_before
    played = sum(t.version for t in list(server.referee.tables.values()))
    server.stop()
    print(
        json.dumps(
            {
                "tables": args.tables,
                "level": args.level,
                "seconds": round(wall, 1),
                "bot_moves": moves,
                "moves_played": played,
                "referee_cpu_share": round(server.cpu / wall, 3),
                "ai_cpu_share": round(ai_cpu / wall, 3),
                "rss_mib_before": round(rss_before, 1),
                "rss_mib_end": round(rss_mib(), 1),
                "ai_reply_p50_s": round(percentile(waits, 0.5), 2),
                "ai_reply_p99_s": round(percentile(waits, 0.99), 2),
            }
        )
    )


if __name__ == "__main__":
    main()
