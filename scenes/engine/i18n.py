"""The one translation table: every visible string is looked up here by key.

The table is the union of `assets/lang/<part>.<lang>.json` files (one part per area, e.g. `core`,
`kamisado`), so a new game adds its own file. Missing keys fall back to English, then to the key itself
(and the test suite checks that German and English have the same keys).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from scenes.engine.paths import asset_dir

FALLBACK = "en"


def load_table(language: str, folder: Path | None = None) -> dict[str, str]:
    folder = folder or asset_dir() / "lang"
    table: dict[str, str] = {}
    for path in sorted(folder.glob(f"*.{language}.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        duplicate = set(table) & set(data)
        if duplicate:
            raise ValueError(f"{path.name} repeats keys: {', '.join(sorted(duplicate))}")
        table.update(data)
    return table


class Translator:
    def __init__(self, language: str) -> None:
        self._fallback = load_table(FALLBACK)
        self.set_language(language)

    def set_language(self, language: str) -> None:
        self.language = language
        self._table = self._fallback if language == FALLBACK else load_table(language)

    def has(self, key: str) -> bool:
        return key in self._table or key in self._fallback

    def __call__(self, key: str, **values: object) -> str:
        text = self._table.get(key) or self._fallback.get(key) or key
        if values:
            try:
                return text.format(**values)
            except (KeyError, IndexError, ValueError):
                return text
        return text

    def maybe(self, key: str, default: str) -> str:
        """The translation of `key` when the table has it, else `default` (e.g. an option value's own text)."""
        return self(key) if self.has(key) else default


Words = str | Callable[[], str]  # a text, or how to word it when it is shown (follows a change of language)


def worded(text: Words) -> str:
    """The text of `text` now: a callable is asked (so it speaks the language of the moment)."""
    return text() if callable(text) else text
