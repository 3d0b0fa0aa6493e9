"""The frame budget with two hard AIs thinking (issue 17): where the time of a frame goes.

python -m tests.bench.bench_frames runs [--games kamisado,camelot] [--runs 3] [--against /work/main] [--floor] [--plain]
        [--window]
    main.py --bench for each game, alternating with another checkout when --against names one, and with
    the machine's floor (tests/bench/bench_pacer.py: the pacer alone beside a spinning process) with --floor
    (the machine is shared: alternate, never compare a quiet hour with a busy one); --window: in a real
    window, under `xvfb-run -a -s "-screen 0 1600x1000x24" python -m tests.bench.bench_frames runs --window`
python -m tests.bench.bench_frames profile --game kamisado [--over 6] [--frames 1200] [--each 10]
    the same run in this process with cProfile (a thread-CPU timer) on every frame; prints the functions
    of the frames whose thread CPU time (with the profiler on) passed --over ms, and with --each the N
    costliest of them one by one
python -m tests.bench.bench_frames worst --game kamisado [--top 15] [--mark module:Class.method,...] [--parts]
    one unprofiled run in this process: the costliest frames by thread CPU, each with the CPU of the
    scene's play, words, autosave, animation start, update and draws (and of --mark) in it
python -m tests.bench.bench_frames anatomy --game kamisado
    every interval over 33 ms of one run, and what filled it (our work, a wait, the scheduler)
python -m tests.bench.bench_frames request [--games ...]
    what one AI request costs the main thread: the view, its pickle size and time, per game
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pickle
import pstats
import subprocess
import sys
import time
from pathlib import Path

GAMES = ("kamisado", "camelot", "downunder", "kameloh")
ROOT = Path(__file__).resolve().parent.parent.parent
ENV = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def game_args(game: str, frames: int, window: bool = False) -> list[str]:
    return [
        *("--game", game, "--players", "ai-hard,ai-hard", *(() if window else ("--headless",))),
        *("--frames", str(frames), "--bench", "--seed", "1"),
    ]


def bench_once(
    checkout: Path, game: str, frames: int, home: Path, window: bool = False, unkept: bool = False
) -> dict:
    entry = ["-m", "tests.bench.unkept"] if unkept else ["main.py"]
    command = [sys.executable, *entry, *game_args(game, frames, window)]
    extra = {"SPIELTISCH_HOME": str(home), "PYTHONPATH": str(checkout)}
    return last_json(command, checkout, extra, window, f"{checkout} {game}")


def last_json(command: list[str], cwd: Path, extra: dict, window: bool, what: str) -> dict:
    """Run `command` in `cwd` (headless, or under the caller's display with `window`) and return the JSON
    line it prints last (`--bench`, bench_pacer)."""
    env = {**os.environ, **ENV, **extra}
    if window:  # the display the caller runs under (xvfb-run), not the dummy driver
        env.pop("SDL_VIDEODRIVER")
    out = subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env, timeout=300)
    if out.returncode != 0:
        raise SystemExit(f"{what}: exit {out.returncode}\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def runs(args: argparse.Namespace) -> None:
    others = [Path(path) for path in (args.against or "").split(",") if path]
    checkouts = [("this", ROOT)] + [(str(path), path) for path in others]
    if args.plain:  # today's code with every per-game still picture and kept button off (unkept.py)
        checkouts.append(("plain", ROOT))
    if args.floor:
        checkouts.append(("floor", ROOT))
    home = Path(os.environ.get("TMPDIR", "/tmp")) / "bench_frames_home"
    for game in args.games.split(","):
        for n in range(args.runs):
            for name, checkout in checkouts:
                load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
                if name == "floor":
                    stats = floor_once(args.frames, args.window)
                elif name == "plain":
                    stats = bench_once(ROOT, game, args.frames, home / "plain", args.window, unkept=True)
                else:
                    # a folder of its own under `home` (a checkout's absolute path joined would replace it:
                    # the saves went into the other checkout's tree)
                    folder = home / name.strip("/").replace("/", "_")
                    stats = bench_once(checkout, game, args.frames, folder, args.window)
                row = {
                    "game": game,
                    "run": n + 1,
                    "code": name,
                    "load": round(load, 2),
                    "interval": stats["interval_ms"],
                    "over_33ms": stats.get("over_33ms"),
                    "long": stats.get("long_frames"),
                    "queued_ms": stats.get("queued_ms", {}).get("total"),
                    "steal_ms": stats.get("steal_ms"),
                    "work": stats["work_ms"],
                    "cpu": stats.get("work_cpu_ms"),
                    "gc": stats.get("gc"),
                    "hitches": [r for r in stats.get("slowest", []) if r["interval"] > 33],
                }
                print(json.dumps(row), flush=True)


def floor_once(frames: int, window: bool) -> dict:
    """The machine's floor between two game runs: bench_pacer with a spinning process at the AI's niceness."""
    command = [sys.executable, "-m", "tests.bench.bench_pacer", "--busy", "--frames", str(frames)]
    return last_json(command + (["--window"] if window else []), ROOT, {}, window, "floor")


def profile(args: argparse.Namespace) -> None:
    os.environ.update(ENV)
    os.environ.setdefault("SPIELTISCH_HOME", "/tmp/bench_frames_home/profile")
    import main as entry
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app

    cli = entry.build_parser().parse_args(game_args(args.game, args.frames))
    session = entry.build_session(cli)
    app = build_app(RunOptions(headless=True, frames=args.frames, bench=True))
    total: pstats.Stats | None = None
    slow: list[tuple[int, float]] = []
    worst: list[tuple[float, int, pstats.Stats]] = []  # the --each costliest frames, each on its own
    plain_step = app.step

    def step(dt: float) -> None:
        nonlocal total
        profiler = cProfile.Profile(time.thread_time)  # CPU time: the scheduler's share left out
        started = time.thread_time()
        profiler.enable()
        plain_step(dt)
        profiler.disable()
        ms = (time.thread_time() - started) * 1000
        if ms > args.over:
            slow.append((app.frame, round(ms, 2)))
            stats = pstats.Stats(profiler)
            total = stats if total is None else total.add(stats)
            if args.each:  # a Stats of its own: `total` grows by add()
                worst.append((ms, app.frame, pstats.Stats(profiler)))
                worst.sort(key=lambda row: -row[0])
                del worst[args.each :]

    app.step = step  # type: ignore[method-assign]
    app.run(entry.first_scene(app, cli, session))
    print(f"{len(slow)} frames over {args.over} ms of CPU (profiled): {slow[:40]}")
    if total is not None:
        total.sort_stats(args.sort).print_stats(args.top)
    for ms, frame, stats in sorted(worst, key=lambda row: row[1]):
        print(f"--- frame {frame}: {ms} ms of CPU (profiled); cumulative ms, own ms, calls, function")
        rows = sorted(stats.stats.items(), key=lambda kv: -kv[1][3])  # type: ignore[attr-defined]
        for (path, line, name), (_, calls, own, cumulative, _) in rows[: args.each_top]:
            where = f"{Path(path).parent.name}/{Path(path).name}:{line}" if line else path
            print(f"  {cumulative * 1000:7.2f} {own * 1000:7.2f} {calls:5d} {where} {name}")


SCENE_MARKS = (
    "play",
    "describe_move",
    "_autosave",
    "animate_move",
    "update",
    "draw_background",
    "draw_board",
    "draw_panel",
)
OTHER_MARKS = (
    "scenes.widgets.side_panel:SidePanel._build",
    "scenes.engine.app:App._settle_now",
    "scenes.engine.app:App.present",
)


def _wrap(owner: object, name: str, label: str, spent: dict[str, float]) -> None:
    """Replace owner.name by a wrapper that adds its thread CPU time (ms) to spent[label]."""
    plain = getattr(owner, name)

    def timed(*a, **k):
        t0 = time.thread_time()
        try:
            return plain(*a, **k)
        finally:
            spent[label] = spent.get(label, 0.0) + (time.thread_time() - t0) * 1000

    setattr(owner, name, timed)


def worst(args: argparse.Namespace) -> None:
    """The costliest frames of one unprofiled run (by thread CPU), each with the CPU time of the marked
    functions in it, the number of moves played and whether something animated."""
    import importlib

    os.environ.update(ENV)
    os.environ.setdefault("SPIELTISCH_HOME", "/tmp/bench_frames_home/worst")
    import main as entry
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app

    cli = entry.build_parser().parse_args(game_args(args.game, args.frames))
    session = entry.build_session(cli)
    app = build_app(RunOptions(headless=True, frames=args.frames, bench=True))
    scene = entry.first_scene(app, cli, session)
    spent: dict[str, float] = {}
    for name in SCENE_MARKS:
        _wrap(type(scene), name, name, spent)
    for mark in (*OTHER_MARKS, *[m for m in (args.mark or "").split(",") if m]):
        module, _, dotted = mark.partition(":")
        *path, attr = dotted.split(".")
        owner = importlib.import_module(module)
        for part in path:
            owner = getattr(owner, part)
        _wrap(owner, attr, dotted, spent)
    rows: list[tuple[int, int, bool, dict[str, float]]] = []
    plain_step = app.step

    def step(dt: float) -> None:
        spent.clear()
        plain_step(dt)
        rows.append((app.frame + 1, len(scene.session.moves), scene.tweens.busy, dict(spent)))

    app.step = step  # type: ignore[method-assign]
    app.run(scene)
    cpu = app.stats.columns["cpu"]  # frame 2 onwards (the first frame is start-up)
    order = sorted(range(len(cpu)), key=lambda i: cpu[i], reverse=True)[: args.top]
    for i in sorted(order):
        frame, moves, busy, marks = rows[i + 1]
        parts = " ".join(f"{k}={v:.2f}" for k, v in sorted(marks.items(), key=lambda kv: -kv[1]) if v >= 0.05)
        print(f"frame {frame} cpu {cpu[i]:.2f} moves {moves} anim {int(busy)} | {parts}")
    if args.parts:  # each mark's CPU per frame over the whole run (0 in frames that did not call it)
        labels = sorted({label for *_, marks in rows for label in marks})
        for label in labels:
            values = sorted(marks.get(label, 0.0) for *_, marks in rows[1:])
            cut = [values[min(len(values) - 1, int(len(values) * q))] for q in (0.5, 0.9, 0.99)]
            print(f"{label:40s} p50 {cut[0]:.2f} p90 {cut[1]:.2f} p99 {cut[2]:.2f} max {values[-1]:.2f}")
    summary = app.stats.summary()
    row = {"game": args.game, "load": round(os.getloadavg()[0], 2)}
    row.update({k: summary[k] for k in ("work_ms", "work_cpu_ms")})
    print(json.dumps(row))


def anatomy(args: argparse.Namespace) -> None:
    """Every interval over 33 ms of one in-process run, with what filled it (see FrameStats.slowest)."""
    os.environ.update(ENV)
    os.environ.setdefault("SPIELTISCH_HOME", "/tmp/bench_frames_home/anatomy")
    import main as entry
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app

    cli = entry.build_parser().parse_args(game_args(args.game, args.frames))
    session = entry.build_session(cli)
    app = build_app(RunOptions(headless=True, frames=args.frames, bench=True))
    app.run(entry.first_scene(app, cli, session))
    c = app.stats.columns
    kinds: dict[str, int] = {}
    print(
        "first intervals:",
        [round(v, 1) for v in c["interval"][:8]],
        "work:",
        [round(v, 1) for v in c["work"][:8]],
    )
    for i in range(1, len(c["interval"])):
        if c["interval"][i] <= 33:
            continue
        prev = i - 1
        if c["work"][prev] - c["cpu"][prev] > 15 and c["preempted"][prev]:
            kind = "preempted during work"
        elif c["work"][prev] - c["cpu"][prev] > 15:
            kind = "waited during work (GIL, lock, I/O)"
        elif c["late"][i] > 15:
            kind = "woke late from the pacer's sleep"
        elif c["cpu"][prev] > 16:
            kind = "our own CPU work"
        else:
            kind = "between work and sleep"
        kinds[kind] = kinds.get(kind, 0) + 1
        cells = {name: round(c[name][prev], 1) for name in ("work", "cpu", "waits", "preempted")}
        print(f"frame {i}: interval {c['interval'][i]:.1f} late {c['late'][i]:.1f} {cells} -> {kind}")
    summary = app.stats.summary()
    row = {"game": args.game, "load": round(os.getloadavg()[0], 2), "slow": kinds}
    row.update({k: summary[k] for k in ("interval_ms", "over_33ms", "work_ms", "work_cpu_ms")})
    print(json.dumps(row))


def request(args: argparse.Namespace) -> None:
    """The main thread's cost of one AI request at several points of a game: view + pickling."""
    import random

    import rules
    from rules.ai import choose_move

    for game_id in args.games.split(","):
        game = rules.GAMES[game_id]
        state = game.new(2, None, 1)
        rng = random.Random(1)
        rows = []
        for ply in range(args.plies):
            seat = game.to_move(state)
            if seat is None:
                break
            if ply % max(1, args.plies // 5) == 0:
                t0 = time.perf_counter()
                view = game.view(state, seat)
                t1 = time.perf_counter()
                data = pickle.dumps((1, game_id, view, seat, "hard", 1, 0), protocol=pickle.HIGHEST_PROTOCOL)
                t2 = time.perf_counter()
                rows.append((ply, round((t1 - t0) * 1000, 3), len(data), round((t2 - t1) * 1000, 3)))
            move = choose_move(game, state, seat, "easy", seed=rng.randrange(1 << 30))
            state = game.apply(state, move)
        print(game_id, "ply, view ms, pickle bytes, pickle ms:", rows, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    r = sub.add_parser("runs")
    r.add_argument("--games", default=",".join(GAMES))
    r.add_argument("--runs", type=int, default=3)
    r.add_argument("--frames", type=int, default=1200)
    r.add_argument("--against", help="other checkouts to alternate with, comma-separated (e.g. /work/main)")
    r.add_argument("--floor", action="store_true", help="alternate with bench_pacer: the machine's floor")
    r.add_argument(
        "--plain", action="store_true", help="alternate with every still picture and kept button off"
    )
    r.add_argument("--window", action="store_true", help="a real window (run under xvfb-run), not headless")
    p = sub.add_parser("profile")
    p.add_argument("--game", default="kamisado")
    p.add_argument("--frames", type=int, default=1200)
    p.add_argument("--over", type=float, default=6.0)
    p.add_argument("--sort", default="tottime")
    p.add_argument("--top", type=int, default=30)
    p.add_argument("--each", type=int, default=0, help="print this many costliest frames one by one")
    p.add_argument("--each-top", type=int, default=25)
    a = sub.add_parser("anatomy")
    a.add_argument("--game", default="kamisado")
    a.add_argument("--frames", type=int, default=1200)
    w = sub.add_parser("worst")
    w.add_argument("--game", default="kamisado")
    w.add_argument("--frames", type=int, default=1200)
    w.add_argument("--top", type=int, default=15)
    w.add_argument("--mark", help="more functions to time, module:Class.method, comma-separated")
    w.add_argument("--parts", action="store_true", help="also each mark's p50/p90/p99 over all frames")
    q = sub.add_parser("request")
    q.add_argument("--games", default=",".join(GAMES))
    q.add_argument("--plies", type=int, default=60)
    args = parser.parse_args()
    {"runs": runs, "profile": profile, "worst": worst, "anatomy": anatomy, "request": request}[args.command](
        args
    )


if __name__ == "__main__":
    main()
