"""Pictures of every screen at a fixed seed and frame count, to check that a change of code kept what a
player sees. Renders through the real `main.py`, headless, each screen in its own process.

    python3 tools/screens.py --out /tmp/before            # render the set
    python3 tools/screens.py --out /tmp/after --compare /tmp/before   # render and compare pixel by pixel
    python3 tools/screens.py --out /tmp/after --compare /tmp/before --only camelot   # one game's screens

Mid-game positions come from seeded random play of the rules, saved as ordinary save files and loaded with
`--load`, so both runs show the same position. Exit status 1 when a comparison finds a difference.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GAMES = ("kamisado", "camelot", "downunder", "kameloh")
SEATS = {"kamisado": 2, "camelot": 2, "downunder": 3, "kameloh": 2}
MID_MOVES = {"kamisado": 9, "camelot": 14, "downunder": 10, "kameloh": 25}


def seat_kinds(game_id: str, seed: int, moves: int = 0) -> list[str]:
    """Every seat human, so nothing moves by itself; in a hidden-information game only the seat to move is
    human (hot-seat would show the hand-over screen) and the others are AI seats that never get a turn in
    the frames rendered."""
    import rules

    game = rules.GAMES[game_id]
    if not game.hidden_information:
        return ["human"] * SEATS[game_id]
    state = play_random(game_id, seed, moves).state
    return ["human" if i == game.to_move(state) else "ai-easy" for i in range(SEATS[game_id])]


def play_random(game_id: str, seed: int, moves: int, kinds: list[str] | None = None):
    from rules.session import GameSession, Seat

    seats = [Seat(kind, f"P{i + 1}") for i, kind in enumerate(kinds or ["human"] * SEATS[game_id])]
    session = GameSession.start(game_id, seats, {}, seed=seed)
    rng = random.Random(5)
    for _ in range(moves):
        if session.over:
            break
        session.play(rng.choice(session.game.legal_moves(session.state)))
    return session


def mid_game_save(game_id: str, folder: Path) -> Path:
    """A save of the position after seeded random moves."""
    kinds = seat_kinds(game_id, 11, MID_MOVES[game_id])
    session = play_random(game_id, 11, MID_MOVES[game_id], kinds)
    path = folder / f"{game_id}-mid.json"
    path.write_text(json.dumps(session.to_save()), encoding="utf-8")
    return path


def screens(folder: Path) -> dict[str, list[str]]:
    """Screen name -> main.py arguments."""
    out: dict[str, list[str]] = {}
    for lang in ("en", "de"):
        out[f"title-{lang}"] = ["--lang", lang]
    for game in GAMES:
        start = ["--game", game, "--players", ",".join(seat_kinds(game, 7)), "--seed", "7"]
        out[f"{game}-setup"] = ["--game", game, "--scene", "setup", "--lang", "en"]
        out[f"{game}-help"] = ["--game", game, "--scene", "help", "--lang", "de"]
        out[f"{game}-start-en"] = [*start, "--lang", "en"]
        out[f"{game}-start-de-small"] = [*start, "--lang", "de", "--window", "800x600"]
        save = str(mid_game_save(game, folder))
        out[f"{game}-mid-en"] = ["--load", save, "--lang", "en"]
        out[f"{game}-mid-de"] = ["--load", save, "--lang", "de"]
        if (ROOT / "scenes" / "games" / game / "tutorial.py").is_file():  # its first step (issue 15)
            for lang in ("en", "de"):
                out[f"{game}-tutorial-{lang}"] = ["--game", game, "--tutorial", "--lang", lang]
    return out


def render(out_dir: Path, frames: int, only: str = "") -> list[str]:
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="spieltisch-screens-") as scratch:
        env = {
            **os.environ,
            "SPIELTISCH_HOME": scratch,
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
        }
        names = []
        for name, args in screens(Path(scratch)).items():
            if not name.startswith(only):
                continue
            png = out_dir / f"{name}.png"
            cmd = [
                sys.executable,
                str(ROOT / "main.py"),
                "--headless",
                "--fixed-step",
                "--frames",
                str(frames),
            ]
            subprocess.run([*cmd, *args, "--screenshot", str(png)], env=env, check=True, cwd=ROOT)
            names.append(name)
    return names


def differing_pixels(a: Path, b: Path) -> int:
    import pygame

    one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
    if one.get_size() != two.get_size():
        return one.get_width() * one.get_height()
    raw_one = pygame.image.tobytes(one, "RGB")
    raw_two = pygame.image.tobytes(two, "RGB")
    return sum(1 for i in range(0, len(raw_one), 3) if raw_one[i : i + 3] != raw_two[i : i + 3])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, type=Path)
    parser.add_argument("--compare", type=Path, help="a folder rendered earlier: report differing pixels")
    parser.add_argument("--frames", type=int, default=90)
    parser.add_argument(
        "--only", default="", help="only the screens whose name starts with this, e.g. camelot"
    )
    args = parser.parse_args()
    names = render(args.out, args.frames, args.only)
    if not args.compare:
        print(f"{len(names)} screens in {args.out}")
        return 0
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    changed = 0
    for name in names:
        before = args.compare / f"{name}.png"
        diff = differing_pixels(before, args.out / f"{name}.png") if before.exists() else -1
        changed += diff != 0
        print(f"{name:28s} {'missing before' if diff < 0 else f'{diff} pixels differ'}")
    print(f"{len(names) - changed} of {len(names)} screens identical")
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
