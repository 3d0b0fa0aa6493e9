"""An earlier move of an online table in words, from its seen notation alone.

A table opened mid-game (scenes/games/online) knows no position before the referee's view: Ka-Mel-Oh! hides
hands, so its earlier moves cannot be replayed and come only as the referee's history of seen notations
("tuck ?>oasis 3", "play Spuckdromedar@A1"; the notation's card names are German, rules/kameloh/text.py).
The move list showed those as they are, German names and English words on either screen. Here each is worded
as `words.describe` words a move, in the player's language, from what the notation itself says (no state: an
end of turn, a declined answer and a finished buy-out are all "pass", said as such). A notation this does
not read stays as it is.
"""

from __future__ import annotations

import re
from functools import cache

from rules.kameloh import ARENA, HAND, UNKNOWN, card_pool

from .words import card_name, ref

SLOT = re.compile(r"[AB][12]")
OASIS = re.compile(r"oasis ([1-9]\d*)")


class Unread(ValueError):
    """A notation (or a part of it) this module does not read."""


@cache
def card_index() -> dict[str, int]:
    """Every card by its name in any language (lower case), and "?" for a card this seat may not see."""
    cards = card_pool().cards
    named = {name.lower(): i for i in range(len(cards)) for name in cards[i].name.values()}
    named["?"] = UNKNOWN  # how the notation writes it (rules/kameloh/text.py `name_of`)
    return named


def slot_of(text: str) -> int:
    if not SLOT.fullmatch(text):
        raise Unread(text)
    return "AB".index(text[0]) * 2 + int(text[1]) - 1


def place(text: str) -> str:
    """A monster's place as the notation writes it ("A1"), checked: the words write it so too."""
    slot_of(text)
    return text


def card_of(text: str) -> int:
    index = card_index().get(text.strip().lower())
    if index is None:
        raise Unread(text)
    return index


def oasis_of(text: str) -> int:
    found = OASIS.fullmatch(text.strip())
    if found is None:
        raise Unread(text)
    return int(found.group(1))


def card_ref(app, text: str) -> str:
    """`Name`, `Name (oasis 2)` or `Name (A1)` in words (`words.ref`)."""
    name, _, where = text.strip().partition(" (")
    if not where:
        return ref(app, card_of(name), HAND)
    where = where.removesuffix(")")
    if where.startswith("oasis "):
        return ref(app, card_of(name), oasis_of(where) - 1)
    return ref(app, card_of(name), ARENA + slot_of(where))


def target_words(app, text: str) -> str:
    """An item's target: a monster's place, or a lying item (`Name (on B1)`, `Name (front B)`)."""
    if SLOT.fullmatch(text):
        return text
    name, _, where = text.partition(" (")
    where = where.removesuffix(")")
    if where.startswith("on ") and SLOT.fullmatch(where[3:]):
        return f"{card_name(app, card_of(name))} ({where[3:]})"
    if where.startswith("front ") and where[6:] in ("A", "B"):
        return f"{card_name(app, card_of(name))} ({app.t('kameloh.front_of', seat=where[6:])})"
    raise Unread(text)


def card_move_words(app, kind: str, rest: str) -> str:
    """The moves that name cards: play, item, mutate, fuse, join."""
    t = app.t
    if kind == "play":
        card, _, slot = rest.rpartition("@")
        return t("kameloh.move.play", card=card_ref(app, card), slot=slot if slot == "?" else place(slot))
    if kind == "item":
        card, _, target = rest.partition(">")
        if not target:
            return t("kameloh.move.item", card=card_ref(app, card))
        return t("kameloh.move.item_on", card=card_ref(app, card), target=target_words(app, target))
    if kind == "mutate":
        slot, _, cards = rest.partition(" into ")
        violet, _, item = cards.partition(" with ")
        return t(
            "kameloh.move.mutate", slot=place(slot), card=card_ref(app, violet), item=card_ref(app, item)
        )
    if kind == "fuse":
        violet, _, members = rest.partition(" from ")
        members, _, item = members.partition(" with ")
        names = " + ".join(card_ref(app, m) for m in members.split(" + "))
        text = t("kameloh.move.fuse", card=card_ref(app, violet), members=names)
        return text + (t("kameloh.move.with", item=card_ref(app, item)) if item else "")
    if kind == "join":
        card, _, slot = rest.rpartition(">")
        return t("kameloh.move.join", card=card_ref(app, card), slot=place(slot))
    raise Unread(kind)


def notation_words(app, notation: str) -> str:
    """The seen notation of a Ka-Mel-Oh! move in the player's words; as it is when it cannot be read."""
    t = app.t
    kind, _, rest = notation.strip().partition(" ")
    try:
        if kind == "pass" and not rest:
            return t("kameloh.move.pass")
        if kind in ("activate", "draw", "search"):
            return t(f"kameloh.move.{kind}", n=oasis_of(rest))
        if kind == "tuck":
            card, _, oasis = rest.rpartition(">")
            return t("kameloh.move.tuck", card=card_name(app, card_of(card)), n=oasis_of(oasis))
        if kind in ("take", "buy"):
            return t(f"kameloh.move.{kind}", card=card_name(app, card_of(rest)))
        if kind == "attack":
            attackers, _, targets = rest.partition(">")
            for slot in [*attackers.split("+"), *targets.split("+")]:
                slot_of(slot)
            return t("kameloh.move.attack", attackers=attackers, targets=targets)
        return card_move_words(app, kind, rest)
    except Unread:
        return notation
