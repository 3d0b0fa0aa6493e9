"""Play online over loopback (issue 29): the time from a move's click on one screen to the start of its
animation on the other screen, over one whole game of each kind, with both screens' frame times.

    python -m tests.bench.bench_online_latency [--games kamisado,camelot,downunder,kameloh] [--floor]

Everything is real and everything runs on this machine: a Prosody of the bench's own in a temporary folder
(tests/net/prosody.py; accounts referee, alice, bob), the referee as its own process (`python -m net referee
--plain-on-loopback`), and for each game two screen processes (this script with `--screen`), each a headless
app (`build_app`, SDL's dummy drivers) with its own `OnlineClient` on an `XmppLink`, the table opened on the
game's own scene (`open_online_table(..., polls=True)`) and run by the app's own loop (`App.run`: its pacer at
60 Hz, its frame statistics). The driver (this script without `--screen`) makes the table with the two
accounts (Alice creates, Bob accepts), starts both screens, says "go" once both have drawn the table, and
reads what they report as JSON lines.

A screen plays through the path a click ends in: when it is its seat's turn, the turn was announced, nothing
animates and no move is on its way, it waits `--think` seconds (a player does not click in the frame the
last animation ended: without it a reply could come while the other screen still animates its own move) and
calls `scene.play(move)` with a random legal move of its view; the director sends it to the referee and
nothing changes on the board until the referee's view comes back. The bench wraps (on the instances, in this
process only) the scene's `show_move`, where a move from the referee starts its animation, the client's
`move` (the version a move is sent against; Kamisado's forced pass is played by the scene itself and counted
from there) and the client's `poll` (when a view reached the frame loop), and reads the app's own frame
statistics (`App.stats`) for the frames of the game.

The driver pairs "sent against version v" on one screen with "the animation of version v+1 started" on the
other. Both processes read `time.time()` on one machine. Kamisado plays a match to 3 points
(`--kamisado-target`: 1 is a single round, about 5-10 random moves; 3 also plays the refills between rounds);
`--max-moves` caps a game that runs long (the screens stop at that version, and the table is left
unfinished). A kind named twice in `--games` is played twice. Every process started is stopped again, also
on Ctrl-C, SIGTERM or an error.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import random
import secrets
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tests.net.over_xmpp import greeted, pump

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("kamisado", "camelot", "downunder", "kameloh")
PLAYERS = (("alice", "Alice"), ("bob", "Bob"))  # seat 0, seat 1
PASSWORD_VARIABLE = "SPIELTISCH_BENCH_PASSWORD"
READY_FRAMES = 30  # frames the table is drawn before the screen says it is ready (its pictures are made)
READY_MAX_FRAMES = 600  # ... or at most this many, if spare-time work (the sounds) goes on longer
NO_NAGLE = "network_settings = { nagle = false }\n"  # Prosody's TCP_NODELAY (its default: Nagle on)
LONG_MS = 17.5  # an interval longer than a 60 Hz slot and the clock's jitter (pacing.LONG_MS)


def say(kind: str, **fields: Any) -> None:
    """One JSON line to the driver."""
    print(json.dumps({"kind": kind, **fields}), flush=True)


# ====================================================================================== the screen process
class Screen:
    """The bench on one screen, as an app service (ticked every frame before the scene's update): opens the
    table, says "ready", waits for "go", plays this seat's turns through `scene.play`, records the moves
    sent and the animations started, and ends the app when the game is over (or capped)."""

    def __init__(self, app: Any, client: Any, table: str, args: argparse.Namespace) -> None:
        self.app, self.client, self.table = app, client, table
        self.rng = random.Random(args.seed)
        self.think, self.cap, self.seconds = args.think, args.max_moves, args.seconds
        self.scene: Any = None
        self.frames = 0
        self.go = threading.Event()
        self.abandoned = threading.Event()  # the driver went away (our stdin closed)
        self.said_ready = False
        self.first_frame = -1  # the index in app.stats of the game's first frame
        self.last_frame = -1
        self.started = 0.0
        self.cpu_started = 0.0
        self.summary: dict[str, Any] = {}
        self.turn_since: float | None = None  # when this seat's turn became playable
        self.click_at: float | None = None  # set while the bench's own scene.play runs
        self.sent: list[dict[str, Any]] = []
        self.shown: list[dict[str, Any]] = []
        self.jumped: list[int] = []
        self.refused: list[str] = []
        # version -> when its view came out of client.poll, and when the poll before it found nothing of it
        self.arrived: dict[int, tuple[float, float]] = {}
        self.polled_at = 0.0
        self.plain_move, self.plain_poll = client.move, client.poll
        client.move, client.poll = self.move, self.poll  # the bench's wrappers, on this instance only
        threading.Thread(target=self.listen, daemon=True).start()

    # ------------------------------------------------------------------ the wrappers
    def move(self, table: str, move: Any) -> str:
        sent_at = time.time()
        ident = self.plain_move(table, move)
        if ident and table == self.table:
            version = self.client.pending_moves[table][0]
            click = self.click_at if self.click_at is not None else sent_at
            self.sent.append({"version": version, "click": click, "auto": self.click_at is None})
        return ident

    def poll(self) -> list:
        events = self.plain_poll()
        now, before = time.time(), self.polled_at
        self.polled_at = now
        for event in events:
            if event.table != self.table:
                continue
            if event.kind == "view":
                view = (event.detail or {}).get("view") or self.client.views.get(self.table)
                if view is not None:
                    self.arrived.setdefault(view.version, (now, before))
            elif event.kind == "refused" and event.op == "move":
                self.refused.append(event.error)
        return events

    def wrap_scene(self, scene: Any) -> None:
        director = scene.director
        plain_show, plain_jump = scene.show_move, director.jump

        def show_move(move: Any, notation: str, after: Any, mover: int, effects: Any = None) -> None:
            now = time.time()
            version = director.version + 1  # the director shows only the view one version on as a move
            arrived, not_yet = self.arrived.get(version, (None, None))
            shown = {"version": version, "at": now, "arrived": arrived, "not_yet": not_yet, "mover": mover}
            self.shown.append(shown)
            plain_show(move, notation, after, mover, effects)

        def jump(view: Any) -> None:
            self.jumped.append(view.version)  # shown at once: a move that is not animated
            plain_jump(view)

        scene.show_move, director.jump = show_move, jump

    def listen(self) -> None:
        for line in sys.stdin:
            if line.strip() == "go":
                self.go.set()
        self.abandoned.set()

    # ------------------------------------------------------------------ the app's service
    def tick(self, dt: float) -> None:
        if self.scene is None:
            self.open()
            return
        self.frames += 1
        if not self.said_ready and self.settled():
            self.said_ready = True
            say("ready", frames=self.frames)
        if self.abandoned.is_set():
            self.app.quit(1)
            return
        if not self.go.is_set():
            return
        if self.first_frame < 0:
            self.first_frame = len(self.app.stats.intervals)
            self.started, self.cpu_started = time.monotonic(), time.process_time()
        if self.ended():
            self.finish()
            return
        self.take_turn()

    def settled(self) -> bool:
        """The table was drawn for a while and the spare-time work of the start (the sounds, the game's
        pictures) is done, or it has taken long enough."""
        if self.frames < READY_FRAMES:
            return False
        return not self.app.has_idle_work or self.frames >= READY_MAX_FRAMES

    def open(self) -> None:
        from scenes.games.online import open_online_table

        if not open_online_table(self.app, self.client, self.table, polls=True):
            raise RuntimeError(f"the table {self.table} could not be opened")
        self.scene = self.app.stack.top
        self.wrap_scene(self.scene)

    def ended(self) -> bool:
        scene, director = self.scene, self.scene.director
        if time.monotonic() - self.started > self.seconds:
            self.app.exit_code = 1
            say("timeout", version=director.version)
            return True
        if scene.tweens.busy:
            return False
        return scene.finished or director.over or director.version >= self.cap

    def take_turn(self) -> None:
        """Play a random legal move of this seat's view once its turn is playable and `think` has passed."""
        scene, director = self.scene, self.scene.director
        view = self.client.views.get(self.table)
        playable = (
            scene.human_to_move()
            and scene.turn_announced
            and not self.client.is_pending(self.table)
            and view is not None
            and view.version == director.version  # nothing heard that the scene has still to show
            and director.version < self.cap
        )
        if not playable:
            self.turn_since = None
            return
        now = time.monotonic()
        if self.turn_since is None:
            self.turn_since = now
        if now - self.turn_since < self.think:
            return
        move = self.rng.choice(scene.game.legal_moves(scene.state))
        self.click_at = time.time()
        try:
            scene.play(move)  # sent to the referee; the board changes when its view comes
        finally:
            self.click_at, self.turn_since = None, None

    def finish(self) -> None:
        stats = self.app.stats
        self.last_frame = len(stats.intervals)
        causes: dict[str, int] = {}
        for i in range(max(1, self.first_frame), self.last_frame):
            if stats.intervals[i] > LONG_MS:
                cause = stats.cause(i)
                causes[cause] = causes.get(cause, 0) + 1
        self.summary = {
            "version": self.scene.director.version,
            "status": getattr(self.scene.director.seen_view, "status", ""),
            "wall_s": round(time.monotonic() - self.started, 3),
            "process_cpu_s": round(time.process_time() - self.cpu_started, 3),
            "long_by_cause": causes,
        }
        self.app.quit(self.app.exit_code)

    def focus(self, focused: bool) -> None:
        pass

    def close(self) -> None:
        self.client.link.close()

    def report(self) -> None:
        """Everything recorded, after the app has ended (no printing in the frames)."""
        stats = self.app.stats
        frames = range(max(1, self.first_frame), self.last_frame) if self.last_frame > 0 else range(0)
        for sent in self.sent:
            say("sent", **sent)
        for shown in self.shown:
            say("shown", **shown)
        say(
            "frames",
            interval=[round(stats.intervals[i], 3) for i in frames],
            cpu=[round(stats.columns["cpu"][i], 3) for i in frames],
            jumped=self.jumped,
            refused=self.refused,
            **self.summary,
        )


def connect_screen(client: Any, table: str, seconds: float = 30.0) -> None:
    """Connected, the referee greeted, and the table's view with its history held (asked again while the
    referee does not answer)."""
    end = time.monotonic() + seconds
    asked_at = -1.0
    while True:
        client.poll()
        view = client.views.get(table)
        if view is not None and view.history is not None:
            return
        if time.monotonic() > end:
            raise RuntimeError(f"{client.link.address}: no view of {table} in {seconds:.0f} s")
        if client.connected and table not in client.syncing and time.monotonic() - asked_at > 0.5:
            client.hello()
            client.sync(table)
            asked_at = time.monotonic()
        time.sleep(0.005)


def screen_main(args: argparse.Namespace) -> int:
    """One screen: a headless app on the table, its own client and link."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from net.client import OnlineClient
    from net.xmpp import XmppLink
    from scenes.engine.app import RunOptions, Scene
    from scenes.menus.registry import build_app
    from scenes.storage.settings import Settings

    password = os.environ[PASSWORD_VARIABLE]
    link = XmppLink(args.address, password, args.host, args.port, allow_plain_on_loopback=True)
    client = OnlineClient(link, args.referee, client="tests.bench.bench_online_latency")
    try:
        connect_screen(client, args.table)
    except BaseException:
        link.close()
        raise
    app = build_app(RunOptions(headless=True), Settings(language="en"))
    app.stats.limit = 10**7  # keep every frame of the game (the app halves its record after ten minutes)
    screen = Screen(app, client, args.table, args)
    app.services["bench"] = screen  # ticked every frame, closed (the link with it) when the app ends
    signal.signal(signal.SIGTERM, lambda *_: app.quit(1))
    code = app.run(Scene(app))  # a blank first scene: the service's first tick opens the table over it
    screen.report()
    say("end", code=code)
    return code


# ========================================================================================== the driver
def percentile(values: list[float], q: float) -> float:
    from scenes.engine.pacing import percentile as app_percentile  # the app's own (as --bench reports)

    return app_percentile(values, q)


class Processes:
    """Every process the driver starts, stopped in the reverse order (SIGTERM, then SIGKILL), and the server."""

    def __init__(self) -> None:
        self.started: list[subprocess.Popen] = []
        self.server: Any = None

    def start(self, command: list[str], env: dict[str, str], **options: Any) -> subprocess.Popen:
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            env=env,
            start_new_session=True,  # a Ctrl-C reaches the driver alone, which stops everyone in order
            **options,
        )
        self.started.append(process)
        return process

    def stop(self, process: subprocess.Popen, timeout: float = 10.0) -> None:
        if process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(10)
        for stream in (process.stdin, process.stdout, process.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass  # the pipe's other end is gone already
        if process in self.started:
            self.started.remove(process)

    def stop_all(self) -> None:
        for process in reversed(list(self.started)):
            self.stop(process)
        if self.server is not None:
            self.server.stop()
            self.server = None


@contextmanager
def processes() -> Iterator[Processes]:
    """The driver's processes, stopped however the driver ends (SIGTERM and SIGHUP count as Ctrl-C)."""
    owned = Processes()

    def interrupted(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt(signal.Signals(signum).name)

    previous = {s: signal.signal(s, interrupted) for s in (signal.SIGTERM, signal.SIGHUP)}
    try:
        yield owned
    finally:
        owned.stop_all()
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def set_up_table(server: Any, game: str, options: dict[str, Any], referee: str, password: str) -> str:
    """Alice creates a table of two with Bob, Bob accepts; the table's id (the driver's links closed again)."""
    from net.client import OnlineClient, player_seat
    from net.xmpp import XmppLink

    links = [
        XmppLink(server.address(u), password, server.host, server.port, allow_plain_on_loopback=True)
        for u, _name in PLAYERS
    ]
    try:
        alice, bob = clients = [OnlineClient(link, referee, client="bench driver") for link in links]
        greeted(clients)
        seats = [player_seat(server.address(u), name) for u, name in PLAYERS]
        alice.create(game, options, seats)
        pump(clients, lambda: bool(bob.invitations), 30, "Bob's invitation")
        table = next(iter(bob.invitations))
        bob.accept(table)

        def playing() -> bool:
            return all(c.views.get(table) is not None and c.views[table].status == "playing" for c in clients)

        pump(clients, playing, 30, "the game starts")
        return table
    finally:
        for link in links:
            link.close()


def start_screens(
    owned: Processes, server: Any, table: str, referee: str, env: dict[str, str], args: argparse.Namespace
) -> tuple[list[subprocess.Popen], queue.Queue]:
    lines: queue.Queue = queue.Queue()
    screens = []
    for seat, (user, _name) in enumerate(PLAYERS):
        command = [sys.executable, "-m", "tests.bench.bench_online_latency", "--screen"]
        command += ["--address", server.address(user), "--referee", referee, "--table", table]
        command += ["--host", server.host, "--port", str(server.port), "--seed", str(args.seed * 10 + seat)]
        command += ["--think", str(args.think), "--max-moves", str(args.max_moves)]
        command += ["--seconds", str(args.game_seconds)]
        process = owned.start(command, env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        screens.append(process)

        def read(stream: Any = process.stdout, who: int = seat) -> None:
            for line in stream:
                lines.put((who, line))
            lines.put((who, None))  # the screen ended

        threading.Thread(target=read, daemon=True).start()
    return screens, lines


def collect(screens: list[subprocess.Popen], lines: queue.Queue, seconds: float) -> list[list[dict]]:
    """Each screen's records: "go" once both said "ready", then until both ended."""
    records: list[list[dict]] = [[] for _ in screens]
    ended, ready, told = [False] * len(screens), [False] * len(screens), False
    end = time.monotonic() + seconds
    while not all(ended):
        try:
            who, line = lines.get(timeout=max(0.01, end - time.monotonic()))
        except queue.Empty:
            raise RuntimeError(f"the screens did not end in {seconds:.0f} s") from None
        if line is None:
            ended[who] = True
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue  # what a library printed: not ours
        if not isinstance(record, dict) or "kind" not in record:
            continue
        records[who].append(record)
        ready[who] = ready[who] or record["kind"] == "ready"
        if all(ready) and not told:
            told = True
            for process in screens:
                assert process.stdin is not None
                process.stdin.write("go\n")
                process.stdin.flush()
    for who, process in enumerate(screens):
        if process.wait(30) != 0:
            raise RuntimeError(f"screen {PLAYERS[who][0]} ended with {process.returncode}")
    return records


def cpu_seconds(pid: int) -> float:
    """A process's user and system CPU time so far (Linux: /proc/PID/stat)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def load() -> float:
    return round(os.getloadavg()[0], 2)


def play_game(
    owned: Processes, server: Any, game: str, referee: Any, env: dict[str, str], args: argparse.Namespace
) -> dict[str, Any]:
    address = server.address("referee")
    options = {"target": args.kamisado_target} if game == "kamisado" else {}
    table = set_up_table(server, game, options, address, env[PASSWORD_VARIABLE])
    load_before, referee_cpu = load(), cpu_seconds(referee.pid)
    screens, lines = start_screens(owned, server, table, address, env, args)
    try:
        records = collect(screens, lines, args.game_seconds + 90)
    finally:
        for process in screens:
            owned.stop(process)
    result = measured(game, records)
    result["load"] = [load_before, load()]
    result["referee_cpu_s"] = round(cpu_seconds(referee.pid) - referee_cpu, 2)
    if args.floor:
        result["floor"] = floor(env)
    return result


def floor(env: dict[str, str]) -> dict[str, Any]:
    """The machine's own late frames just after the game (tests/bench/bench_pacer.py, 1,200 frames)."""
    out = subprocess.run(
        [sys.executable, "-m", "tests.bench.bench_pacer", "--frames", "1200"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    row = json.loads(out.stdout.strip().splitlines()[-1])
    return {
        "interval_p99": row["interval_ms"]["p99"],
        "interval_max": row["interval_ms"]["max"],
        "long": row["long_frames"]["count"],
        "load": row["load"],
    }


# ======================================================================================= the figures
def pairs(records: list[list[dict]]) -> dict[str, list]:
    """Latencies (ms) of every move sent by one screen: to its animation's start on the other screen (also
    by the direction, alice's moves and bob's), to the poll of the other's client that heard it (and the
    poll before, which had not: the view reached that client's queue in between), and to the start of its
    animation on its own screen."""
    shown = [{r["version"]: r for r in rs if r["kind"] == "shown"} for rs in records]
    out: dict[str, list] = {k: [] for k in ("other", "to_poll", "not_yet", "own", "missed", "auto", "moves")}
    out["by_sender"] = [[] for _ in records]
    for who, rs in enumerate(records):
        sends = {r["version"]: r for r in rs if r["kind"] == "sent"}  # the last send against each version
        for version, sent in sorted(sends.items()):
            if sent["auto"]:
                out["auto"].append(version)
            there = shown[1 - who].get(version + 1)
            if there is None:
                out["missed"].append(version)
                continue
            ms = (there["at"] - sent["click"]) * 1000
            out["other"].append(ms)
            out["by_sender"][who].append(ms)
            if there["arrived"] is not None:
                out["to_poll"].append((there["arrived"] - sent["click"]) * 1000)
                out["not_yet"].append(max(0.0, (there["not_yet"] - sent["click"]) * 1000))
            here = shown[who].get(version + 1)
            if here is not None:
                out["own"].append((here["at"] - sent["click"]) * 1000)
            out["moves"].append([who, version, round(ms, 2), here is not None and out["own"][-1]])
    return out


def spread(values: list[float], qs: tuple[int, ...] = (50, 95, 99)) -> dict[str, float]:
    out = {f"p{q}": round(percentile(values, q), 1) for q in qs}
    out["max"] = round(max(values), 1) if values else 0.0
    return out


def measured(game: str, records: list[list[dict]]) -> dict[str, Any]:
    latencies = pairs(records)
    frames = [next(r for r in rs if r["kind"] == "frames") for rs in records]
    return {
        "game": game,
        "moves": len(latencies["other"]),
        "version": frames[0]["version"],
        "status": frames[0]["status"],
        "auto": len(latencies["auto"]),
        "missed": latencies["missed"],
        "latency": spread(latencies["other"]),
        "to_poll": spread(latencies["to_poll"], (50, 99)),
        "not_yet": spread(latencies["not_yet"], (50, 99)),
        "by_sender": [spread(v, (50, 99)) for v in latencies["by_sender"]],
        "own": spread(latencies["own"], (50, 99)),
        "screens": [screen_figures(f) for f in frames],
        "raw": {k: latencies[k] for k in ("other", "to_poll", "not_yet", "own", "moves")},
        "frames_raw": [{"interval": f["interval"], "cpu": f["cpu"]} for f in frames],
    }


def screen_figures(frames: dict[str, Any]) -> dict[str, Any]:
    intervals, cpu = frames["interval"], frames["cpu"]
    return {
        "frames": len(intervals),
        "interval_p99": round(percentile(intervals, 99), 2),
        "interval_max": round(max(intervals), 2) if intervals else 0.0,
        "cpu_p50": round(percentile(cpu, 50), 2),
        "cpu_p99": round(percentile(cpu, 99), 2),
        "long": sum(1 for v in intervals if v > LONG_MS),
        "long_by_cause": frames["long_by_cause"],
        "process_cpu_pct": round(100 * frames["process_cpu_s"] / max(frames["wall_s"], 1e-9), 1),
        "jumped": len(frames["jumped"]),
        "refused": frames["refused"],
    }


def total(results: list[dict[str, Any]]) -> dict[str, Any]:
    every = [v for r in results for v in r["raw"]["other"]]
    to_poll = [v for r in results for v in r["raw"]["to_poll"]]
    not_yet = [v for r in results for v in r["raw"]["not_yet"]]
    own = [v for r in results for v in r["raw"]["own"]]
    screens = []
    for seat in range(len(PLAYERS)):
        intervals = [v for r in results for v in r["frames_raw"][seat]["interval"]]
        cpu = [v for r in results for v in r["frames_raw"][seat]["cpu"]]
        screens.append(
            {
                "frames": len(intervals),
                "interval_p99": round(percentile(intervals, 99), 2),
                "interval_max": round(max(intervals), 2) if intervals else 0.0,
                "cpu_p99": round(percentile(cpu, 99), 2),
                "long": sum(1 for v in intervals if v > LONG_MS),
            }
        )
    return {
        "game": "total",
        "moves": len(every),
        "latency": spread(every),
        "to_poll": spread(to_poll, (50, 99)),
        "not_yet": spread(not_yet, (50, 99)),
        "own": spread(own, (50, 99)),
        "screens": screens,
    }


def line_of(result: dict[str, Any]) -> str:
    """A game's figures (or the total's) in three lines."""
    lat, queued, to_poll, own = result["latency"], result["not_yet"], result["to_poll"], result["own"]
    status = f" ({result['status']})" if result.get("status") else ""
    lines = [
        f"{result['game']}: {result['moves']} moves{status}; click -> the other screen's animation:"
        f" p50 {lat['p50']} / p95 {lat['p95']} / p99 {lat['p99']} / max {lat['max']} ms",
        f"in the other client's queue between p50 {queued['p50']}-{to_poll['p50']} and"
        f" p99 {queued['p99']}-{to_poll['p99']} ms; its own screen's animation p50 {own['p50']} / p99 {own['p99']}",
    ]
    for (user, _name), spread_of in zip(PLAYERS, result.get("by_sender", ()), strict=False):
        lines[-1] += f"; {user}'s moves p50 {spread_of['p50']} / p99 {spread_of['p99']}"
    frames = [
        f"{user}: interval p99 {s['interval_p99']} / max {s['interval_max']} ms, CPU p99 {s['cpu_p99']} ms,"
        f" {s['long']} of {s['frames']} over {LONG_MS} ms"
        for (user, _name), s in zip(PLAYERS, result["screens"], strict=True)
    ]
    if "floor" in result:
        f = result["floor"]
        frames.append(
            f"floor: p99 {f['interval_p99']} / max {f['interval_max']} ms, {f['long']} over {LONG_MS}"
        )
    if "load" in result:
        frames.append(f"load {result['load'][0]} -> {result['load'][1]}")
    lines.append("; ".join(frames))
    return "\n    ".join(lines)


# ===================================================================================== the command
def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m tests.bench.bench_online_latency",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--games", default=",".join(GAMES), help="comma-separated, in this order")
    p.add_argument("--kamisado-target", type=int, default=3, help="Kamisado's match: points to win")
    p.add_argument("--think", type=float, default=0.3, help="seconds a screen waits before it clicks")
    p.add_argument("--max-moves", type=int, default=400, help="stop a game at this version")
    p.add_argument("--game-seconds", type=float, default=900.0, help="give up on a game after this long")
    p.add_argument("--seed", type=int, default=1, help="the screens' random moves")
    p.add_argument("--floor", action="store_true", help="run tests/bench/bench_pacer.py after each game")
    p.add_argument("--no-nagle", action="store_true", help="the server without Nagle (TCP_NODELAY)")
    p.add_argument("--json", type=Path, help="write every figure (and the raw latencies) here")
    screen = p.add_argument_group("one screen (the driver starts them)")
    screen.add_argument("--screen", action="store_true", help=argparse.SUPPRESS)
    for name in ("--address", "--referee", "--table", "--host"):
        screen.add_argument(name, default="", help=argparse.SUPPRESS)
    screen.add_argument("--port", type=int, default=0, help=argparse.SUPPRESS)
    screen.add_argument("--seconds", type=float, default=900.0, help=argparse.SUPPRESS)
    return p


def drive(args: argparse.Namespace) -> int:
    games = [g for g in args.games.split(",") if g]
    unknown = sorted(set(games) - set(GAMES))
    if unknown:
        raise SystemExit(f"unknown games: {', '.join(unknown)} (known: {', '.join(GAMES)})")
    with tempfile.TemporaryDirectory(prefix="bench-online-") as scratch, processes() as owned:
        folder = Path(scratch)
        with (folder / "referee.log").open("w", encoding="utf-8") as referee_log:
            try:
                results = run_games(owned, folder, games, referee_log, args)
            except RuntimeError:
                owned.stop_all()
                tail = (folder / "referee.log").read_text(encoding="utf-8").splitlines()[-15:]
                print("the referee's last words:", *tail, sep="\n  ", file=sys.stderr)
                raise
    summary = {"results": results, "total": total(results)}
    if args.json is not None:
        args.json.write_text(json.dumps(summary, indent=1), encoding="utf-8")
    for result in results:
        print(json.dumps({k: v for k, v in result.items() if k not in ("raw", "frames_raw")}))
    print(json.dumps(summary["total"]))
    return 0


def run_games(
    owned: Processes, folder: Path, games: list[str], referee_log: Any, args: argparse.Namespace
) -> list[dict[str, Any]]:
    """The server, its accounts and the referee, then each game in turn; a line of figures after each."""
    from tests.net.prosody import Prosody

    password = secrets.token_hex(12)  # every account's; the processes get it in their environment
    env = {**os.environ, PASSWORD_VARIABLE: password, "SPIELTISCH_REFEREE_PASSWORD": password}
    env.update(SPIELTISCH_HOME=str(folder / "home"), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    owned.server = server = Prosody(folder / "prosody")
    if args.no_nagle:  # a global option: before the VirtualHost line, whose options follow it
        text = server.config.read_text(encoding="utf-8")
        server.config.write_text(text.replace("VirtualHost", NO_NAGLE + "VirtualHost", 1), encoding="utf-8")
    server.start()
    for user in ("referee", *(u for u, _n in PLAYERS)):
        server.register(user, password)
    command = [sys.executable, "-m", "net", "referee", "--address", server.address("referee")]
    command += ["--data", str(folder / "tables"), "--host", server.host, "--port", str(server.port)]
    referee = owned.start([*command, "--plain-on-loopback"], env, stderr=referee_log)
    print(f"load {load()} at the start; Prosody {server.host}:{server.port}", flush=True)
    results = []
    for game in games:
        result = play_game(owned, server, game, referee, env, args)
        results.append(result)
        print(line_of(result), flush=True)
    if len(results) > 1:
        print(line_of(total(results)), flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.screen:
        return screen_main(args)
    try:
        return drive(args)
    except KeyboardInterrupt:
        print("interrupted: every process started was stopped", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
