"""The opening book for Black (the first player of a single round), built offline by our own search
(tools/build_kamisado_book.py rebuilds it). Keys are the position's Zobrist key, values the move."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from rules.kamisado.engine.position import Position

BOOK_FILE = Path(__file__).with_name("book.json")


@cache
def load_book() -> dict[int, int]:
    if not BOOK_FILE.exists():
        return {}
    data = json.loads(BOOK_FILE.read_text(encoding="utf-8"))
    return {int(k, 16): m for k, m in data["moves"].items()}


def book_move(p: Position) -> int | None:
    """The book's move for this position, or None when it is not in the book."""
    if p.turn != 0:
        return None
    return load_book().get(p.key())
