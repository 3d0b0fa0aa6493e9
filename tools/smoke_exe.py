"""Smoke test of the built executable: every playable game to the end with AI seats, a screenshot, the time
to the first frame of the executable versus running from source, and play online's network code: the
executable logs in to a Prosody started here and exchanges a message with a second account (skipped where
Prosody is not installed, unless SPIELTISCH_NEED_PROSODY=1). Prints one JSON line per check and exits
non-zero if any check fails.

    python3 tools/build_exe.py && python3 tools/smoke_exe.py [dist/spieltisch]
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEATS = {"kamisado": 2, "camelot": 2, "downunder": 4, "kameloh": 2}


def run(cmd: list[str], timeout: float, home: str) -> tuple[subprocess.CompletedProcess, float]:
    env = {**os.environ, "SPIELTISCH_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    started = time.time()
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=env, cwd=ROOT)
    return out, started


def written_files(cmd: list[str]) -> list[str]:
    """Files a short AI game writes under a fresh HOME with no override: the platformdirs folders."""
    with tempfile.TemporaryDirectory() as home:
        env = {k: v for k, v in os.environ.items() if k != "SPIELTISCH_HOME" and not k.startswith("XDG_")}
        env.update(HOME=home, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
        game = [*cmd, "--headless", "--game", "kamisado", "--players", "ai-easy,ai-easy", "--frames", "240"]
        game.append("--autosave")  # a scripted run writes its save only when asked
        subprocess.run(game, capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)
        return sorted(str(p.relative_to(home)) for p in Path(home).rglob("*") if p.is_file())


def first_frame_ms(cmd: list[str], home: str, repeats: int = 5) -> float:
    """Median milliseconds from launching the process to its first frame on screen."""
    samples = []
    for _ in range(repeats):
        out, started = run([*cmd, "--headless", "--frames", "2", "--bench"], 60, home)
        stats = json.loads(out.stdout.strip().splitlines()[-1])
        samples.append((stats["first_frame_at"] - started) * 1000)
    return round(statistics.median(samples), 1)


def net_check(exe: Path) -> dict:
    """`exe --net-check` against a Prosody of our own: alice (the executable) sends to bob (an XmppLink here,
    from the source), who echoes it back."""
    from tests.net.prosody import Prosody, ProsodyUnavailable, missing_reason

    check = {"check": "net-check: a message with a second account over Prosody"}
    if missing_reason():
        needed = os.environ.get("SPIELTISCH_NEED_PROSODY") == "1"
        return {**check, "ok": not needed, "skipped": missing_reason()}
    import threading

    from net.check import echo
    from net.xmpp import XmppLink

    with tempfile.TemporaryDirectory() as folder:
        server = Prosody(Path(folder))
        try:
            server.start()
        except ProsodyUnavailable as exc:
            return {**check, "ok": False, "detail": str(exc)}
        try:
            alice, bob = server.register("alice", "smoke-a"), server.register("bob", "smoke-b")
            peer = XmppLink(bob, "smoke-b", server.host, server.port, allow_plain_on_loopback=True)
            echoed: list[str] = []
            thread = threading.Thread(target=lambda: echoed.extend(echo(peer, 1, 90)), daemon=True)
            thread.start()
            started = time.time()
            out = subprocess.run(
                [str(exe), "--net-check", f"{server.host}:{server.port}", alice, "smoke-a", bob],
                capture_output=True,
                text=True,
                timeout=120,
            )
            thread.join(10)
            peer.close()
        finally:
            server.stop()
    lines = out.stdout.strip().splitlines()
    result = json.loads(lines[-1]) if lines else {"stderr": out.stderr[-300:]}
    ok = out.returncode == 0 and result.get("net_check") == "ok" and echoed == [alice]
    return {**check, "ok": ok, "seconds": round(time.time() - started, 1), "outcome": result}


def main() -> int:
    exe = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else ROOT / "dist" / ("spieltisch" + (".exe" if sys.platform == "win32" else ""))
    )
    if not exe.exists():
        print(f"no executable at {exe}: build it with tools/build_exe.py", file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT))
    from scenes.games import playable_games

    failures = 0
    with tempfile.TemporaryDirectory() as home:
        for game in playable_games():
            players = ",".join(["ai-easy"] * SEATS.get(game, 2))
            out, started = run(
                [str(exe), "--game", game, "--players", players, "--headless", "--until-over", "--seed", "1"],
                900,
                home,
            )
            ok = out.returncode == 0 and '"winners"' in out.stdout
            failures += not ok
            print(
                json.dumps(
                    {
                        "check": f"until-over {game}",
                        "ok": ok,
                        "seconds": round(time.time() - started, 1),
                        "outcome": out.stdout.strip().splitlines()[-1]
                        if out.stdout.strip()
                        else out.stderr[-300:],
                    }
                )
            )
        shot = Path(home) / "title.png"
        out, _ = run([str(exe), "--headless", "--frames", "60", "--screenshot", str(shot)], 120, home)
        ok = out.returncode == 0 and shot.exists() and shot.stat().st_size > 10_000
        failures += not ok
        print(
            json.dumps(
                {"check": "screenshot", "ok": ok, "bytes": shot.stat().st_size if shot.exists() else 0}
            )
        )
        # Play online's account screen: the keyring and slixmpp are imported in threads of the frozen
        # program (a keyring missing from the build would be said as "the keyring failed" on stderr)
        shot = Path(home) / "online.png"
        out, _ = run(
            [str(exe), "--headless", "--scene", "online", "--frames", "180", "--screenshot", str(shot)],
            120,
            home,
        )
        faults = [w for w in ("Traceback", "the keyring failed") if w in out.stderr]
        ok = out.returncode == 0 and shot.exists() and not faults
        failures += not ok
        print(
            json.dumps({"check": "account screen", "ok": ok, "faults": faults, "stderr": out.stderr[-300:]})
        )
        online = net_check(exe)
        failures += not online["ok"]
        print(json.dumps(online))
        frozen, source = written_files([str(exe)]), written_files([sys.executable, str(ROOT / "main.py")])
        ok = bool(frozen) and frozen == source
        failures += not ok
        print(
            json.dumps(
                {"check": "same settings and save folders", "ok": ok, "executable": frozen, "source": source}
            )
        )
        print(
            json.dumps(
                {
                    "check": "first frame (median of 5)",
                    "executable_ms": first_frame_ms([str(exe)], home),
                    "source_ms": first_frame_ms([sys.executable, str(ROOT / "main.py")], home),
                    "size_mib": round(exe.stat().st_size / 2**20, 2),
                }
            )
        )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
