"""Why a Kamisado move is refused, in English and German: each key names the rule (see rules/errors.py)."""

from __future__ import annotations

from typing import Any

from rules.errors import Sentences
from rules.kamisado.board import COLOURS, square_name

_COLOUR_DE = ("Braun", "Grün", "Rot", "Gelb", "Rosa", "Lila", "Blau", "Orange")
_SEAT = {"en": ("Black", "White"), "de": ("Schwarz", "Weiß")}

TEXTS = {
    "must-fill": {
        "en": "The round is over: {seat} now chooses whether the home rows fill from the left or the right.",
        "de": "Die Partie ist vorbei: {seat} wählt jetzt, ob die Grundreihen von links oder rechts aufgefüllt "
        "werden.",
    },
    "fill-only-between-rounds": {
        "en": "Filling the home rows from the left or the right comes only between rounds.",
        "de": "Die Grundreihen werden nur zwischen zwei Partien von links oder rechts aufgefüllt.",
    },
    "unreadable": {
        "en": "“{text}” is not a move: write one as d1-d7 (from-to), or pass, fill-left, fill-right.",
        "de": "„{text}“ ist kein Zug: Schreib ihn als d1-d7 (von-nach) oder pass, fill-left, fill-right.",
    },
    "pass-not-now": {
        "en": "You may not pass now: only a tower that must move and cannot passes.",
        "de": "Aussetzen darfst du jetzt nicht: Nur ein Turm, der ziehen muss und nicht kann, setzt aus.",
    },
    "no-tower": {"en": "There is no tower on {square}.", "de": "Auf {square} steht kein Turm."},
    "not-yours": {
        "en": "The tower on {square} belongs to {owner}: you move only your own towers.",
        "de": "Der Turm auf {square} gehört {owner}: Du ziehst nur deine eigenen Türme.",
    },
    "wrong-tower": {
        "en": "The tower that must move is the {colour} one: the colour of the square your opponent's last "
        "move ended on.",
        "de": "Ziehen muss dein Turm in {colour}: die Farbe des Feldes, auf dem der letzte Zug des Gegners "
        "endete.",
    },
    "occupied": {
        "en": "{square} is occupied: a tower never lands on or jumps over another tower.",
        "de": "{square} ist besetzt: Ein Turm landet nie auf einem anderen Turm und springt nie über einen.",
    },
    "cannot-reach": {
        "en": "The {colour} tower cannot reach {square}: towers move straight or diagonally forward, at most "
        "{range} squares, over free squares only.",
        "de": "Der Turm in {colour} erreicht {square} nicht: Türme ziehen gerade oder schräg nach vorn, "
        "höchstens {range} Felder weit und nur über freie Felder.",
    },
    "cannot-push": {
        "en": "The {colour} Sumo cannot push there: a Sumo pushes straight forward, with a free square behind "
        "the pushed towers and no more of them than its rank allows.",
        "de": "Der Sumo in {colour} kann dorthin nicht stoßen: Ein Sumo stößt gerade nach vorn, hinter den "
        "gestoßenen Türmen muss ein Feld frei sein, und er stößt nur so viele, wie sein Rang erlaubt.",
    },
    "wrong-pass": {
        "en": "Only the blocked {colour} tower passes, and it stays where it is.",
        "de": "Aussetzen darf nur der blockierte Turm in {colour}, und er bleibt stehen.",
    },
    "no-pass": {
        "en": "You may not pass: the {colour} tower that must move can move.",
        "de": "Du darfst nicht aussetzen: Dein Turm in {colour}, der ziehen muss, kann ziehen.",
    },
}


def _words(name: str, value: Any, lang: str) -> Any:
    if name == "colour":
        return _COLOUR_DE[value] if lang == "de" else COLOURS[value]
    if name in ("seat", "owner"):
        return _SEAT.get(lang, _SEAT["en"])[value]
    if name == "square":
        return square_name(value)
    return value


SENTENCES = Sentences("kamisado", TEXTS, _words)
refuse = SENTENCES.refuse
