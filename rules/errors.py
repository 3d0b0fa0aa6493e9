"""The two errors every game raises through the contract, and the sentences of a refused move.

A refused move names the rule it breaks as a message key and parameters (`IllegalMove.key`,
`IllegalMove.params`), so that the rules stay language-neutral: a game's `Sentences` table holds each key's
sentence in English and German and renders it in either language (`Game.explain(error, lang)`). `str(error)`
is the English sentence, for logs, tests and the command line.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

LANGUAGES = ("en", "de")


class IllegalMove(ValueError):
    """A move that is not legal now, or move text that names no legal move. The message is for players.

    `key` names the broken rule ("kamisado.wrong-tower"; empty for a message given only as text) and `params`
    fill its sentence's blanks."""

    def __init__(self, message: str, key: str = "", params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, Any] = dict(params or {})


class InvalidState(ValueError):
    """Saved or typed game data that is malformed, tampered with or inconsistent."""


# Sentences every game shares; a game's own table may use these keys too.
COMMON: dict[str, dict[str, str]] = {
    "game-over": {"en": "The game is over: no more moves.", "de": "Das Spiel ist vorbei: kein Zug mehr."},
    "not-a-move": {
        "en": "That is not a move of this game.",
        "de": "Das ist kein Zug dieses Spiels.",
    },
    "not-legal": {"en": "That move is not allowed now.", "de": "Dieser Zug ist jetzt nicht erlaubt."},
}

Words = Callable[[str, Any, str], Any]


def _no_words(name: str, value: Any, lang: str) -> Any:
    return value


class Sentences:
    """A game's refusal sentences: key -> {"en": ..., "de": ...} with `{name}` blanks, and `words(name, value,
    lang)`, which turns a parameter into what the sentence shows in that language (a colour id into "red" or
    "rot", a card id into its name); plain values pass through. (A plain class: `import rules` builds one per
    game and must stay fast.)"""

    def __init__(self, game: str, texts: Mapping[str, Mapping[str, str]], words: Words = _no_words) -> None:
        self.game = game
        self.texts = texts
        self.words = words

    def refuse(self, key: str, **params: Any) -> IllegalMove:
        """The IllegalMove for `key` (a key of this table or of COMMON), its message in English."""
        full = key if key in COMMON else f"{self.game}.{key}"
        error = IllegalMove("", full, params)
        error.args = (self.render(error, "en"),)
        return error

    def render(self, error: IllegalMove, lang: str) -> str:
        """The sentence of `error` in `lang` ("en" or "de"); an error without a key keeps its own text."""
        key = error.key
        short = key[len(self.game) + 1 :] if key.startswith(self.game + ".") else key
        table = self.texts.get(short) or COMMON.get(short)
        if table is None:
            return str(error)
        template = table.get(lang) or table["en"]
        shown = {name: self.words(name, value, lang) for name, value in error.params.items()}
        try:
            return template.format(**shown)
        except (KeyError, IndexError, ValueError):
            return template
