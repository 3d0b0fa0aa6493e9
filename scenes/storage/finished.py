"""Finished games, kept apart from the unfinished ones so that they can be looked back at (the review,
issue 28): `data/finished/<game id>-<time>.json`, the session's save format plus when it ended, the last
`KEEP` of each game kind. The Continue list never sees them (it reads `saves/<game id>.json` only).

A finished game is written by the autosave thread, like a save (atomically, off the render loop); the
older ones of its kind beyond `KEEP` go in the same frame (a listing of one small folder, once per game).
A file that cannot be read is left out of the list and said once on stderr, never a crash.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import rules
from rules.session import GameSession, SaveError
from scenes.storage.atomic import json_bytes
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.folders import data_dir

KEEP = 20  # finished games kept per game kind


@dataclass(frozen=True)
class FinishedGame:
    """A finished game on disk, as the list of finished games shows it: what the file says of itself (read
    without replaying the moves: a long game's replay takes up to a second); `session()` replays it."""

    game_id: str
    path: Path
    names: tuple[str, ...]
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    moves: int
    ended: float  # when it ended (seconds since the epoch)

    def session(self) -> GameSession:
        """The whole game, its moves replayed and checked (SaveError when they do not lead to its end)."""
        session = GameSession.from_save(_read_json(self.path))
        if not session.over:
            raise SaveError("save.corrupt", f"{self.path.name}: the game is not finished")
        return session


def finished_dir() -> Path:
    path = data_dir() / "finished"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _files(game_id: str | None = None) -> list[Path]:
    """The finished games' files, the newest first (their names hold the time they ended)."""
    pattern = f"{game_id}-*.json" if game_id else "*-*.json"
    return sorted(finished_dir().glob(pattern), key=lambda p: p.name.rsplit("-", 2)[-2:], reverse=True)


def archive(session: GameSession, now: float | None = None) -> Path:
    """Keep the finished `session` (written by the autosave thread) and let the oldest of its kind go."""
    now = time.time() if now is None else now
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(now)) + f"{int(now * 1000) % 1000:03d}"
    path = finished_dir() / f"{session.game_id}-{stamp}.json"
    outcome = session.game.outcome(session.state)
    summary = {
        "names": [seat.name for seat in session.seats],
        "winners": list(outcome.winners),
        "scores": list(outcome.scores),
        "moves": len(session.moves),
        "ended": now,
    }
    data = {**session.save_snapshot().to_save(), "finished": summary}
    AUTOSAVER.save(path, lambda: json_bytes(data))
    for old in _files(session.game_id)[KEEP - 1 :]:
        if old != path:
            AUTOSAVER.save(old, None)
    return path


def _read_json(path: Path) -> dict:
    try:
        data = json.loads(path.read_bytes().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        raise SaveError("save.corrupt", f"{path.name}: {exc}") from exc
    if not isinstance(data, dict):
        raise SaveError("save.not_ours", f"{path.name}: not a Spieltisch game")
    return data


def read_finished(path: Path) -> FinishedGame:
    """What the finished game in `path` says of itself; SaveError when that cannot be used."""
    data = _read_json(path)
    summary = data.get("finished")
    game_id = data.get("game")
    try:
        return FinishedGame(
            str(game_id),
            path,
            tuple(str(n) for n in summary["names"]),
            tuple(int(w) for w in summary["winners"]),
            tuple(int(s) for s in summary["scores"]),
            int(summary["moves"]),
            float(summary["ended"]),
        )
    except (TypeError, KeyError, ValueError) as exc:
        raise SaveError("save.corrupt", f"{path.name}: no summary ({exc})") from exc


def list_finished(game_id: str | None = None) -> list[FinishedGame]:
    """Every readable finished game (of one kind, or all), the newest first."""
    AUTOSAVER.flush()
    found = []
    for path in _files(game_id):
        try:
            found.append(read_finished(path))
        except SaveError as exc:
            print(f"finished game {path.name} left out: {exc}", file=sys.stderr)
    found = [f for f in found if f.game_id in rules.GAMES]
    found.sort(key=lambda f: f.ended, reverse=True)
    return found
