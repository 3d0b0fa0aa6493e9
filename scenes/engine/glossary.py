"""The glossaries: one word for one thing, per area and language.

`assets/glossary/<part>.<lang>.json` (part: `core` or a game's id) names each term of that area by a key the
languages share: the word for one, the word for many, and the words the texts must not use for the same
thing (`{"man": {"one": "Bauer", "many": "Bauern", "avoid": ["Knappe", "Knappen"]}}`). The tests hold every
visible text of a game to its glossary; `plurals` tells the text checks which words may not follow a one.

Pure data: no pygame. The folder sits beside assets/lang, not in it (that loader merges every file there
into the translation table).
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

from scenes.engine.paths import asset_dir

__all__ = ["Term", "avoided", "load", "parts", "plurals", "uses_avoided"]


class Term(NamedTuple):
    one: str  # the word for one ("Bauer")
    many: str  # the word for any other number ("Bauern"; may be the same word: "Spieler")
    avoid: tuple[str, ...]  # words for the same thing that the texts must not use


def folder() -> Path:
    return asset_dir() / "glossary"


def parts(where: Path | None = None) -> list[str]:
    """The areas that have a glossary: `core` and the games' ids."""
    return sorted({path.name.split(".")[0] for path in (where or folder()).glob("*.*.json")})


def load(part: str, language: str, where: Path | None = None) -> dict[str, Term]:
    """The terms of one area in one language, by key (a missing file: no terms)."""
    return dict(_load(part, language, where or folder()))


@cache
def _load(part: str, language: str, where: Path) -> tuple[tuple[str, Term], ...]:
    path = where / f"{part}.{language}.json"
    if not path.is_file():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    terms = []
    for key, entry in data.items():
        one, many = entry["one"], entry.get("many", entry["one"])
        terms.append((key, Term(one, many, tuple(entry.get("avoid", ())))))
    return tuple(terms)


def plurals(language: str, where: Path | None = None) -> frozenset[str]:
    """Every word for many, in every area, that differs from its word for one: none may follow a one."""
    return frozenset(
        term.many
        for part in parts(where)
        for term in load(part, language, where).values()
        if term.many != term.one
    )


def avoided(part: str, language: str, where: Path | None = None) -> frozenset[str]:
    """The words an area's texts must not use (another word names the same thing)."""
    return frozenset(word for term in load(part, language, where).values() for word in term.avoid)


def uses_avoided(text: str, words: frozenset[str] | set[str]) -> list[str]:
    """The avoided words `text` uses, whole words, in any case."""
    return [
        word for word in sorted(words) if re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, re.IGNORECASE)
    ]
