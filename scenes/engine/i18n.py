"""The one translation table: every visible string is looked up here by key.

The table is the union of `assets/lang/<part>.<lang>.json` files (one part per area, e.g. `core`,
`kamisado`), so a new game adds its own file. Missing keys fall back to English, then to the key itself
(and the test suite checks that German and English have the same keys).
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

from scenes.engine.paths import asset_dir

FALLBACK = "en"
STRICT = False  # the tests set it: a template that cannot be filled raises instead of showing "?"
# "{n:Reihe|Reihen}": the word for one and the word for any other number, chosen by the value of `n`; a "#"
# in either stands for the number ("schlägt {n:einen Bauern|# Bauern}": German's accusative wants no "1 Bauer")
CHOICE = re.compile(r"\{(\w+):([^{}|]*)\|([^{}]*)\}")
FIELD = re.compile(r"\{(\w+)(?::[^{}]*)?\}")


def fields(text: str) -> set[str]:
    """The names a template is filled with (plain fields and choices)."""
    return set(FIELD.findall(text))


def _one(value: object) -> bool:
    return isinstance(value, int | float | str) and str(value).strip().lstrip("+-") == "1"


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def fill(text: str, values: Mapping[str, object]) -> str:
    """`text` with its fields filled and each choice made: the first word when its number is one (or minus
    one: "-1 Punkt"), else the second. A field without a value shows as "?" (a raw "{n}" never reaches the
    screen); with `STRICT` it raises."""

    def choose(m: re.Match[str]) -> str:
        value = values.get(m.group(1))
        return (m.group(2) if _one(value) else m.group(3)).replace("#", str(value))

    chosen = CHOICE.sub(choose, text)
    try:
        return chosen.format(**values)
    except (KeyError, IndexError, ValueError) as exc:
        if STRICT:
            raise ValueError(f"cannot fill {text!r} with {dict(values)!r}: {exc!r}") from exc
        print(f"i18n: cannot fill {text!r}: {exc!r}", file=sys.stderr)
        try:
            return chosen.format_map(_Missing(values))
        except (IndexError, ValueError):
            return chosen.replace("{", "(").replace("}", ")")


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
        return fill(text, values) if values or "{" in text else text

    def maybe(self, key: str, default: str) -> str:
        """The translation of `key` when the table has it, else `default` (e.g. an option value's own text)."""
        return self(key) if self.has(key) else default


Words = str | Callable[[], str]  # a text, or how to word it when it is shown (follows a change of language)


def worded(text: Words) -> str:
    """The text of `text` now: a callable is asked (so it speaks the language of the moment)."""
    return text() if callable(text) else text
