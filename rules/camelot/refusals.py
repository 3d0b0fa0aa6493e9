"""Why a Camelot move is refused, in English and German: each key names the rule (see rules/errors.py)."""

from __future__ import annotations

from typing import Any

from rules.camelot.board import NAME
from rules.errors import Sentences

TEXTS = {
    "no-piece": {
        "en": "{move}: there is no piece on {square}.",
        "de": "{move}: Auf {square} steht keine Figur.",
    },
    "not-yours": {
        "en": "{move}: the piece on {square} is your opponent's; you move only your own pieces.",
        "de": "{move}: Die Figur auf {square} gehört dem Gegner; du ziehst nur deine eigenen Figuren.",
    },
    "must-leave-castle": {
        "en": "{move}: the piece on {square} entered your own castle and must leave it this turn.",
        "de": "{move}: Die Figur auf {square} hat die eigene Burg betreten und muss sie in diesem Zug verlassen.",
    },
    "must-go-on": {
        "en": "{move}: the move cannot stop on {square}; a jump must go on while it can (e.g. to {next}).",
        "de": "{move}: Der Zug darf nicht auf {square} enden; ein Sprung muss weitergehen, solange er kann "
        "(z. B. nach {next}).",
    },
    "capture-compulsory": {
        "en": "{move} is not allowed: capturing is compulsory, and one of your pieces can jump.",
        "de": "{move} ist nicht erlaubt: Schlagen ist Pflicht, und eine deiner Figuren kann springen.",
    },
    "written-as": {
        "en": "{move} is the move written {written}.",
        "de": "{move} ist der Zug, der {written} geschrieben wird.",
    },
    "no-such-move": {
        "en": "{move} is not a move here: pieces step one square, canter over their own pieces or jump over "
        "the opponent's.",
        "de": "{move} ist hier kein Zug: Figuren ziehen ein Feld weit, kantern über eigene oder springen über "
        "gegnerische Figuren.",
    },
}


def _words(name: str, value: Any, lang: str) -> Any:
    return NAME[value] if name in ("square", "next") else value


SENTENCES = Sentences("camelot", TEXTS, _words)
refuse = SENTENCES.refuse
