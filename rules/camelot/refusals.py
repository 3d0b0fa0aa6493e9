"""Why a Camelot move is refused, in English and German: each key names the rule (see rules/errors.py)."""

from __future__ import annotations

from typing import Any

from rules.camelot.board import KNIGHT, MAN, NAME
from rules.errors import Sentences

TEXTS = {
    "unreadable": {
        "en": "“{text}” is not a move: write its squares joined by - or x, e.g. E7-E8 or H4xJ4xL6.",
        "de": "„{text}“ ist kein Zug: Schreib seine Felder mit - oder x verbunden, z. B. E7-E8 oder H4xJ4xL6.",
    },
    "no-square": {
        "en": "{name} is not a square of the Camelot board.",
        "de": "{name} ist kein Feld des Camelot-Bretts.",
    },
    "no-piece": {
        "en": "{move}: there is no piece on {square}.",
        "de": "{move}: Auf {square} steht keine Figur.",
    },
    "not-yours": {
        "en": "{move}: the {owner} {piece} on {square} is your opponent's; you move only your own pieces.",
        "de": "{move}: Der {piece} auf {square} gehört {owner}; du ziehst nur deine eigenen Figuren.",
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
        "en": "{move} is not allowed: capturing is compulsory, and your {piece} on {square} can jump.",
        "de": "{move} ist nicht erlaubt: Schlagen ist Pflicht, und dein {piece} auf {square} kann springen.",
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


_OWNER = {"en": ("White", "Black"), "de": ("Weiß", "Schwarz")}
_PIECE = {"en": {MAN: "man", KNIGHT: "knight"}, "de": {MAN: "Bauer", KNIGHT: "Ritter"}}


def _words(name: str, value: Any, lang: str) -> Any:
    if name in ("square", "next"):
        return NAME[value]
    if name == "owner" and value in (0, 1):
        return _OWNER.get(lang, _OWNER["en"])[value]
    if name == "piece":
        return _PIECE.get(lang, _PIECE["en"]).get(value, value)
    return value


SENTENCES = Sentences("camelot", TEXTS, _words)
refuse = SENTENCES.refuse
