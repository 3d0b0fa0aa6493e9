"""The referee's tables and how they are kept on disk: one JSON file per table in the referee's data folder,
written atomically after every change and read back when the referee starts.

A table holds who plays (its seats: a person's account or an AI level, with names), whom the creator invited
and who accepted, its status, the game itself as a `GameSession` (rules/session.py: its save holds the seed,
the first position, the moves in full notation and the last position; loading replays the moves and checks
that they lead there), when it was created and last moved, and the last lines of its chat. All of it stays
on the referee: the full state, the seed and the full notations are never sent (the referee sends views).

A file that cannot be read (not JSON, a wrong format, moves that do not replay) is moved aside as
`<id>.damaged-<time>.json` with a log line; it never stops the referee.
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from net.protocol import AI_KINDS, DECLINED, INVITED, MAX_NAME, OVER, PLAYER, PLAYING, RESIGNED, STATUSES
from rules.common import Outcome
from rules.session import GameSession, SaveError, Seat

log = logging.getLogger(__name__)

FORMAT = 1
CHAT_LINES = 100  # the chat lines a table keeps
ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
ENDED = (OVER, DECLINED, RESIGNED)


class DamagedTable(ValueError):
    """A table file that cannot be used; the message says what is wrong."""


@dataclass(frozen=True)
class TableSeat:
    kind: str  # "player" or "ai-easy" / "ai-medium" / "ai-hard"
    name: str = ""
    account: str = ""  # a player's bare address

    @property
    def is_ai(self) -> bool:
        return self.kind in AI_KINDS

    def to_json(self) -> dict[str, str]:
        out = {"kind": self.kind, "name": self.name}
        if self.kind == PLAYER:
            out["account"] = self.account
        return out

    def session_seat(self) -> Seat:
        """The seat as the rules' session knows it ("human" for a player)."""
        return Seat("human" if self.kind == PLAYER else self.kind, self.name)


@dataclass
class Table:
    id: str
    creator: str
    seats: list[TableSeat]
    invited: list[str]  # accounts asked to accept (the creator's own seats need no acceptance)
    accepted: list[str]
    status: str
    session: GameSession
    created: float
    last_move: float
    chat: list[dict[str, Any]] = field(default_factory=list)  # {account, name, text, time}
    resigned: list[int] = field(default_factory=list)  # the seats that resigned

    @property
    def game_id(self) -> str:
        return self.session.game_id

    @property
    def options(self) -> dict:
        return self.session.options

    @property
    def version(self) -> int:
        """The number of moves played: every move names the version it was made against."""
        return len(self.session.moves)

    @property
    def ended(self) -> bool:
        return self.status in ENDED

    def accounts(self) -> list[str]:
        """The accounts of the player seats, in seat order, each once."""
        return list(dict.fromkeys(s.account for s in self.seats if s.kind == PLAYER))

    def seats_of(self, account: str) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == PLAYER and s.account == account]

    def outcome(self) -> Outcome | None:
        """How the game ended: the rules' outcome, or a resignation (the other seats win); None while it runs."""
        if self.status == RESIGNED:
            winners = tuple(i for i in range(len(self.seats)) if i not in self.resigned)
            return Outcome(winners, tuple(0 for _ in self.seats), "resigned")
        if self.status == OVER:
            return self.session.game.outcome(self.session.state)
        return None

    def add_chat(self, account: str, name: str, text: str) -> dict[str, Any]:
        line = {"account": account, "name": name, "text": text, "time": time.time()}
        self.chat.append(line)
        del self.chat[:-CHAT_LINES]
        return line

    # ----- the file
    def to_json(self) -> dict[str, Any]:
        return {
            "app": "spieltisch-referee",
            "format": FORMAT,
            "id": self.id,
            "creator": self.creator,
            "seats": [s.to_json() for s in self.seats],
            "invited": list(self.invited),
            "accepted": list(self.accepted),
            "status": self.status,
            "resigned": list(self.resigned),
            "session": self.session.to_save(),
            "created": self.created,
            "last_move": self.last_move,
            "chat": list(self.chat),
        }

    @classmethod
    def from_json(cls, data: Any) -> Table:
        """A table from its file's data; DamagedTable for anything that does not fit."""
        if (
            not isinstance(data, dict)
            or data.get("app") != "spieltisch-referee"
            or data.get("format") != FORMAT
        ):
            raise DamagedTable("not a table file of this format")
        try:
            session = GameSession.from_save(data.get("session"))
        except SaveError as exc:
            raise DamagedTable(f"its game cannot be read: {exc.detail or exc.key}") from None
        table = cls(
            id=_typed(data, "id", str),
            creator=_typed(data, "creator", str),
            seats=[_seat(raw) for raw in _typed(data, "seats", list)],
            invited=_texts(data, "invited"),
            accepted=_texts(data, "accepted"),
            status=_typed(data, "status", str),
            session=session,
            created=float(_typed(data, "created", (int, float))),
            last_move=float(_typed(data, "last_move", (int, float))),
            chat=[line for line in _typed(data, "chat", list) if _chat_line(line)][-CHAT_LINES:],
            resigned=[s for s in _typed(data, "resigned", list) if isinstance(s, int)],
        )
        if not ID.fullmatch(table.id) or table.status not in STATUSES:
            raise DamagedTable("its id or status is not one the referee writes")
        if len(table.seats) != len(session.seats):
            raise DamagedTable("its seats and its game's seats differ")
        return table


def _typed(data: dict, key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise DamagedTable(f"the field {key!r} is missing or of the wrong type")
    return value


def _texts(data: dict, key: str) -> list[str]:
    values = _typed(data, key, list)
    if not all(isinstance(v, str) for v in values):
        raise DamagedTable(f"the field {key!r} must be a list of texts")
    return values


def _seat(raw: Any) -> TableSeat:
    if not isinstance(raw, dict) or raw.get("kind") not in (PLAYER, *AI_KINDS):
        raise DamagedTable(f"a seat {str(raw)[:60]} is not one the referee writes")
    name, account = raw.get("name", ""), raw.get("account", "")
    if not isinstance(name, str) or not isinstance(account, str) or (raw["kind"] == PLAYER) != bool(account):
        raise DamagedTable("a seat's name or account is malformed")
    return TableSeat(raw["kind"], name[:MAX_NAME], account)


def _chat_line(line: Any) -> bool:
    return isinstance(line, dict) and all(isinstance(line.get(k), str) for k in ("account", "name", "text"))


def new_status(invited: list[str], accepted: list[str]) -> str:
    """A table plays once every invited account accepted."""
    return PLAYING if set(invited) <= set(accepted) else INVITED


# --------------------------------------------------------------------------- the folder
def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to a temporary file in the same folder, flush it to disk, then rename it over
    `path`: a crash at any moment leaves either the old file or the new one, never half of one. (The same
    as scenes/storage/atomic.py, which net/ may not import.)"""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class TableStore:
    """The referee's data folder: `<id>.json` per table."""

    def __init__(self, folder: Path | str) -> None:
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)

    def path(self, table_id: str) -> Path:
        if not ID.fullmatch(table_id):
            raise ValueError(f"{table_id!r} is no table id")
        return self.folder / f"{table_id}.json"

    def save(self, table: Table) -> None:
        write_json_atomic(self.path(table.id), table.to_json())

    def load_all(self) -> dict[str, Table]:
        """Every readable table of the folder by id; a damaged file is moved aside and logged."""
        tables: dict[str, Table] = {}
        for path in sorted(self.folder.glob("*.json")):
            if ".damaged-" not in path.name:
                table = self.read(path)
                if table is not None:
                    tables[table.id] = table
        return tables

    def load(self, table_id: str) -> Table | None:
        """One table as its file holds it (None, and the file set aside, if it is damaged or gone)."""
        return self.read(self.path(table_id))

    def read(self, path: Path) -> Table | None:
        try:
            table = Table.from_json(json.loads(path.read_text(encoding="utf-8")))
            if path.stem != table.id:
                raise DamagedTable(f"it holds the table {table.id!r}")
        except FileNotFoundError:
            return None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError, DamagedTable) as exc:
            self.set_aside(path, str(exc))
            return None
        except Exception as exc:  # noqa: BLE001 - whatever a tampered file does, the referee goes on
            self.set_aside(path, f"{type(exc).__name__}: {exc}")
            return None
        return table

    def set_aside(self, path: Path, why: str) -> None:
        aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            os.replace(path, aside)
        except OSError as exc:
            log.error("table file %s is damaged (%s) and could not be moved aside: %s", path, why, exc)
            return
        log.error("table file %s is damaged (%s); moved aside to %s", path, why, aside.name)
