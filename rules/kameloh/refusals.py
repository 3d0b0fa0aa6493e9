"""Why a Ka-Mel-Oh! move is refused, in English and German: each key names the rule (see rules/errors.py)."""

from __future__ import annotations

from typing import Any

from rules.errors import Sentences
from rules.kameloh.pool import card, pool

TEXTS = {
    "take-only-searching": {
        "en": "You take a card from an oasis only while searching it.",
        "de": "Eine Karte aus einer Oase nimmst du nur, während du sie durchsuchst.",
    },
    "buy-only-at-the-end": {
        "en": "Monsters are bought free only in the last turn of the game.",
        "de": "Monster werden nur im letzten Zug des Spiels freigekauft.",
    },
    "answer-with-items": {
        "en": "The defender answers only with items, or lets the fight happen.",
        "de": "Der Verteidiger antwortet nur mit Items oder lässt den Kampf geschehen.",
    },
    "search-take-first": {
        "en": "First take one card from the oasis you are searching.",
        "de": "Nimm zuerst eine Karte aus der Oase, die du durchsuchst.",
    },
    "last-turn-buy-only": {
        "en": "In the last turn you may only buy the monsters in your hand free.",
        "de": "Im letzten Zug darfst du nur noch die Monster auf deiner Hand freikaufen.",
    },
    "no-attack-first-turn": {
        "en": "There is no attack in your first turn.",
        "de": "In deinem ersten Zug gibt es keinen Angriff.",
    },
    "two-monsters-per-turn": {
        "en": "At most two monsters enter the arena per turn.",
        "de": "Pro Zug kommen höchstens zwei Monster in die Arena.",
    },
    "action-chosen-cards": {
        "en": "This turn's one action is already chosen: you cannot play cards now.",
        "de": "Die eine Aktion dieses Zuges ist schon gewählt: Jetzt kannst du keine Karten ausspielen.",
    },
    "action-chosen": {
        "en": "This turn's one action is already chosen.",
        "de": "Die eine Aktion dieses Zuges ist schon gewählt.",
    },
    "two-tucks": {
        "en": "At most two hand cards go under oases per turn.",
        "de": "Pro Zug kommen höchstens zwei Handkarten unter Oasen.",
    },
    "hand-full": {
        "en": "You already hold {limit} cards, as many as a hand may hold.",
        "de": "Du hast schon {limit} Karten auf der Hand, mehr geht nicht.",
    },
    "search-costs": {
        "en": "Searching an oasis costs {price}; only {dates} available.",
        "de": "Eine Oase zu durchsuchen kostet {price}; nur {dates} vorhanden.",
    },
    "too-expensive": {
        "en": "{card} costs {price}; only {dates} available.",
        "de": "{card} kostet {price}; nur {dates} vorhanden.",
    },
    # move text that names no legal move (text.parse_move); notation's words are English in both languages
    "no-text": {
        "en": "Write a move, for example “{example}”.",
        "de": "Schreib einen Zug, zum Beispiel „{example}“.",
    },
    "unknown-verb": {
        "en": "No move begins with “{word}”: a move begins with play, item, mutate, fuse, join, activate, tuck, "
        "draw, search, take, attack, buy or pass.",
        "de": "Mit „{word}“ beginnt kein Zug: Ein Zug beginnt mit play, item, mutate, fuse, join, activate, "
        "tuck, draw, search, take, attack, buy oder pass.",
    },
    "unknown-card": {
        "en": "There is no card called “{name}”.",
        "de": "Eine Karte namens „{name}“ gibt es nicht.",
    },
    "card-not-in-hand": {
        "en": "{card} is not in your hand.",
        "de": "{card} ist nicht auf deiner Hand.",
    },
    "card-not-here": {
        "en": "{card} is neither in your hand nor on top of one of your active oases.",
        "de": "{card} liegt weder auf deiner Hand noch oben auf einer deiner aktiven Oasen.",
    },
    "verb-not-now": {
        "en": "No “{verb}” move is possible now; possible is, for example, “{example}”.",
        "de": "Ein Zug mit „{verb}“ ist gerade nicht möglich; möglich ist zum Beispiel „{example}“.",
    },
    "text-not-now": {
        "en": "“{text}” is not possible now; possible is, for example, “{example}”.",
        "de": "„{text}“ ist gerade nicht möglich; möglich ist zum Beispiel „{example}“.",
    },
    "not-allowed": {
        "en": "That move is not allowed now.",
        "de": "Dieser Zug ist jetzt nicht erlaubt.",
    },
}


_DATES = {"en": ("date", "dates"), "de": ("Dattel", "Datteln")}


def _words(name: str, value: Any, lang: str) -> Any:
    if name == "card" and isinstance(value, int) and 0 <= value < len(pool().cards):
        return card(value).name.get(lang) or card(value).name["de"]
    if name in ("price", "dates") and isinstance(value, int):  # "1 Dattel", "2 Datteln"
        return f"{value} {_DATES[lang][value != 1]}"
    if name == "example" and isinstance(value, dict):  # a move's text in each language (card names differ)
        return value.get(lang) or value.get("de", "")
    return value


SENTENCES = Sentences("kameloh", TEXTS, _words)
refuse = SENTENCES.refuse
