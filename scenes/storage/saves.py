"""Autosave and loading. Writes are atomic (the previous save stays valid if writing fails); a save that
cannot be read is moved aside for inspection and reported with a clear message, never a crash."""

from __future__ import annotations

import json
import time
from pathlib import Path

from rules.session import GameSession, SaveError
from scenes.engine.paths import saves_dir
from scenes.storage.atomic import write_json_atomic


def autosave_path() -> Path:
    return saves_dir() / "autosave.json"


def write_save(session: GameSession, path: Path | None = None) -> Path:
    path = path or autosave_path()
    write_json_atomic(path, session.to_save())
    return path


def read_save(path: Path) -> GameSession:
    """The session stored in `path`; SaveError with a translation key and detail otherwise."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError("save.unreadable", f"{path}: {exc.strerror or exc}") from exc
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise SaveError("save.corrupt", f"not valid JSON ({exc})") from exc
    try:
        return GameSession.from_save(data)
    except SaveError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        # a game's load or parse_move slipped: still a damaged file, not a crash
        raise SaveError("save.corrupt", f"{type(exc).__name__}: {exc}") from exc


def quarantine(path: Path) -> Path | None:
    """Move a damaged save aside (kept for inspection); returns its new path."""
    target = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}{path.suffix}")
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def load_autosave() -> tuple[GameSession | None, SaveError | None, Path | None]:
    """(session, None, None) for a good unfinished autosave; (None, error, moved-to path) for a damaged one;
    (None, None, None) when there is none."""
    path = autosave_path()
    if not path.exists():
        return None, None, None
    try:
        session = read_save(path)
    except SaveError as exc:
        return None, exc, quarantine(path)
    if session.over:
        clear_autosave()
        return None, None, None
    return session, None, None


def clear_autosave() -> None:
    try:
        autosave_path().unlink()
    except OSError:
        pass
