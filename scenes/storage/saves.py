"""Saves: one file per game kind (`saves/<game id>.json`), so an unfinished game of one kind is never touched
by a game of another kind. Writes are atomic (the previous save stays valid if writing fails); a save that
cannot be read is moved aside for inspection and reported with a clear message, never a crash.

Before saves were per game there was one slot, `saves/autosave.json`; `migrate_single_slot` moves it to its
game's file the first time the saves are listed.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

from rules.session import GameSession, SaveError
from scenes.storage.atomic import write_json_atomic
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.folders import saves_dir

SINGLE_SLOT = "autosave.json"  # the one save of versions before saves per game


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game on disk, as the Continue list shows it."""

    game_id: str
    path: Path
    session: GameSession
    saved_ns: int  # when it was last written (nanoseconds since the epoch, the file's time)

    @property
    def moves(self) -> int:
        return len(self.session.moves)

    @property
    def modified(self) -> float:
        return self.saved_ns / 1e9


@dataclass(frozen=True)
class DamagedSave:
    """A save that could not be read: what was wrong, and where the file was kept."""

    error: SaveError
    moved_to: Path | None


def save_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}.json"


def thumbnail_path(game_id: str) -> Path:
    return saves_dir() / f"{game_id}.png"


def write_save(session: GameSession, path: Path | None = None) -> Path:
    path = path or save_path(session.game_id)
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
    """Move a damaged save aside (kept for inspection, never listed again); returns its new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():  # two damaged files in the same second keep both
        n += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    try:
        path.replace(target)
    except OSError:
        return None
    return target


def migrate_single_slot() -> DamagedSave | None:
    """Move the single-slot save of older versions to its game's own file. A damaged one is kept aside and
    reported; when its game already has a save of its own (both kept by hand), the old one is kept aside as
    `autosave.migrated-<time>.json` rather than replacing the newer."""
    old = saves_dir() / SINGLE_SLOT
    if not old.exists():
        return None
    try:
        session = read_save(old)
    except SaveError as exc:
        return DamagedSave(exc, quarantine(old))
    if session.over:
        old.unlink(missing_ok=True)
        return None
    target = save_path(session.game_id)
    if target.exists():
        old.replace(old.with_name(f"autosave.migrated-{time.strftime('%Y%m%d-%H%M%S')}.json"))
    else:
        old.replace(target)
    return None


# (size, mtime in ns) of a file -> what it held: the title asks on every return, the replay of a long game's
# moves is paid once per write
_READ: dict[Path, tuple[tuple[int, int], GameSession]] = {}


def _read_cached(path: Path) -> GameSession:
    stat = path.stat()
    key = (stat.st_size, stat.st_mtime_ns)
    kept = _READ.get(path)
    if kept is not None and kept[0] == key:
        return kept[1]
    session = read_save(path)
    _READ[path] = (key, session)
    return session


def list_saves() -> tuple[list[SavedGame], list[DamagedSave]]:
    """The unfinished games on disk, the last played first, and the damaged files found (each moved aside,
    so it is reported once). A finished game's file is removed: it is no longer offered to continue."""
    import rules

    AUTOSAVER.flush()  # a write still on its way (the move just played, a finished game's removal) lands first
    damaged = [d for d in [migrate_single_slot()] if d is not None]
    games: list[SavedGame] = []
    for game_id in rules.GAMES:  # the games this version can load (a test's toy game too)
        path = save_path(game_id)
        if not path.exists():
            _READ.pop(path, None)  # removed (a finished game): forget what it held
            continue
        try:
            session = _read_cached(path)
            if session.game_id != game_id:
                raise SaveError("save.corrupt", f"a save of {session.game_id} in the file of {game_id}")
        except SaveError as exc:
            _READ.pop(path, None)
            damaged.append(DamagedSave(exc, quarantine(path)))
            continue
        except OSError:
            continue  # gone between exists() and stat(): nothing to list
        if session.over:
            delete_save(game_id)
            continue
        games.append(SavedGame(game_id, path, session, path.stat().st_mtime_ns))
    games.sort(key=lambda g: g.saved_ns, reverse=True)
    return games, damaged


def saved_game(game_id: str) -> SavedGame | None:
    """The unfinished save of one game kind, if there is one. A damaged file is moved aside (a new game
    would otherwise write over it)."""
    AUTOSAVER.flush()
    path = save_path(game_id)
    try:
        session = _read_cached(path)
        saved_ns = path.stat().st_mtime_ns
    except OSError:
        return None
    except SaveError:
        quarantine(path)
        return None
    return None if session.over else SavedGame(game_id, path, session, saved_ns)


def delete_save(game_id: str) -> None:
    """Remove a game's save and its picture."""
    for path in (save_path(game_id), thumbnail_path(game_id)):
        _READ.pop(path, None)
        try:
            path.unlink()
        except OSError:
            pass


def delete_all_saves() -> None:
    """Remove every game's save and picture (tests and scripted runs that start from an empty table)."""
    for path in saves_dir().glob("*.json"):
        if not path.name.startswith("autosave."):
            delete_save(path.stem)
