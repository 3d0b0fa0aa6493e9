"""The referee's tables on disk (net/tables.py): a table reads back as it was written, a failed write
leaves the previous file, a tampered file is refused, the chat keeps its last 100 lines."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from net.tables import CHAT_LINES, DamagedTable, Table, TableSeat, TableStore, write_json_atomic
from rules.session import GameSession


def table(table_id: str = "t1") -> Table:
    seats = [TableSeat("player", "Alice", "alice@test"), TableSeat("ai-hard", "Computer")]
    session = GameSession.start("camelot", [s.session_seat() for s in seats], None, seed=12345)
    for _ in range(5):
        session.play(session.game.legal_moves(session.state)[0])
    return Table(table_id, "alice@test", seats, [], ["alice@test"], "playing", session, 1.0, 2.0)


def test_a_table_reads_back_as_it_was_written(tmp_path: Path) -> None:
    store = TableStore(tmp_path)
    written = table()
    written.add_chat("alice@test", "Alice", "hello")
    store.save(written)
    [(table_id, read)] = store.load_all().items()
    assert table_id == "t1" and read.to_json() == written.to_json()
    assert read.session.states == written.session.states and read.session.seed == 12345
    assert read.version == 5 and read.seats[1].is_ai and not read.seats[0].is_ai


def test_a_failed_write_leaves_the_previous_file_and_no_temporary_one(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "t1.json"
    write_json_atomic(path, {"n": 1})

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError):
        write_json_atomic(path, {"n": 2})
    assert json.loads(path.read_text()) == {"n": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["t1.json"]


@pytest.mark.parametrize(
    "tamper",
    [
        lambda d: d.update(status="won"),
        lambda d: d.update(seats=d["seats"][:1]),
        lambda d: d.update(id="../x"),
        lambda d: d["session"].update(seed="1"),
        lambda d: d["session"]["moves"].append("a1-a2"),
        lambda d: d.update(format=2),
        lambda d: d.update(created="yesterday"),
    ],
)
def test_a_tampered_table_is_refused(tamper) -> None:
    data = json.loads(json.dumps(table().to_json()))
    tamper(data)
    with pytest.raises(DamagedTable):
        Table.from_json(data)


def test_the_chat_keeps_its_last_lines() -> None:
    kept = table()
    for i in range(CHAT_LINES + 7):
        kept.add_chat("alice@test", "Alice", str(i))
    assert [line["text"] for line in kept.chat] == [str(i) for i in range(7, CHAT_LINES + 7)]
