"""The card pool and the decks: the project's card template, its finished cards, our copy limits, and the
validation of the data files."""

from __future__ import annotations

import copy
import json
import re
from collections import Counter

import pytest

from rules.kameloh.pool import (
    COPY_LIMIT_BY_HK,
    EFFECT_KINDS,
    HERE,
    CardDataError,
    build_pool,
    matches,
    pool,
)


def raw_data() -> tuple[dict, dict]:
    with open(HERE / "cards.json", encoding="utf-8") as f:
        cards = json.load(f)
    with open(HERE / "decks.json", encoding="utf-8") as f:
        decks = json.load(f)
    return cards, decks


def test_pool_has_at_least_45_distinct_cards_of_all_four_colours() -> None:
    cards = pool().cards
    assert len(cards) >= 45
    assert {c.colour for c in cards} == {"yellow", "violet", "lightblue", "green"}
    assert {c.kind for c in cards} == {"monster", "mutant", "fusion", "mutation_item", "fusion_item", "item"}


def test_every_card_has_german_and_english_name_and_text() -> None:
    for c in pool().cards:
        for field in (c.name, c.text):
            assert set(field) == {"de", "en"} and all(v.strip() for v in field.values())
        if c.is_monster:
            assert set(c.attack_name) == {"de", "en"} and set(c.defence_name) == {"de", "en"}


def test_rule_template_monster_values_within_ranges() -> None:
    for c in pool().cards:
        assert 1 <= c.hk <= 4 and 0 <= c.price <= 6
        if c.kind in ("monster", "mutant"):
            assert 10 <= c.ap <= 60 and 5 <= c.dp <= 50 and 20 <= c.lp <= 300
        if c.kind == "fusion":
            assert c.ap <= 70 and c.dp <= 60 and c.lp <= 350
            assert 2 * c.ap + 2 * c.dp + c.lp <= 500


def test_project_finished_cards_keep_their_facts() -> None:
    p = pool()
    d = p.cards[p.by_id["doppeldecker"]]
    assert (d.de, d.kind, d.hk, d.price, d.ap, d.dp, d.lp, d.direct) == (
        "Doppeldecker",
        "monster",
        4,
        0,
        10,
        5,
        25,
        True,
    )
    k = p.cards[p.by_id["kamel_hame_ha"]]
    assert (k.de, k.kind, k.hk, k.price, k.effect.kind) == ("Kamel-hame-ha!", "item", 2, 3, "direct")
    s = p.cards[p.by_id["streik"]]
    assert (s.de, s.hk, s.price, s.effect.kind, s.effect.delta, s.effect.whom, s.effect.lies) == (
        "Streik",
        2,
        3,
        "price",
        2,
        "all",
        True,
    )
    b = p.cards[p.by_id["bausparvertrag"]]
    assert (b.de, b.kind, b.hk, b.price) == ("Bausparvertrag", "item", 1, 6)
    m = p.cards[p.by_id["messer_zyklop"]]
    assert m.de == "Messer-Zyklop" and m.kind == "fusion" and len(m.members) >= 2


def test_every_effect_kind_is_used_by_some_card() -> None:
    used = {c.effect.kind for c in pool().cards if c.effect is not None}
    assert used == set(EFFECT_KINDS)


def test_effect_numbers_appear_in_both_card_texts() -> None:
    """The printed text must say what the effect does: every number of its parameters appears in it."""
    for c in pool().cards:
        if c.effect is None:
            continue
        numbers = {
            abs(v)
            for v in (c.effect.ap, c.effect.dp, c.effect.lp, c.effect.amount, c.effect.dates, c.effect.delta)
            if v
        }
        for lang, text in c.text.items():
            found = {int(n) for n in re.findall(r"\d+", text)}
            assert numbers <= found, f"{c.id} ({lang}) does not mention {numbers - found}"


def test_violet_cards_can_be_made_from_the_pool() -> None:
    p = pool()
    for c in p.cards:
        if c.kind == "mutant":
            assert p.cards[c.item].kind == "mutation_item"
            assert any(matches(req, y) for req in c.sources for y in p.cards)
        if c.kind == "fusion":
            assert c.item == -1 or p.cards[c.item].kind == "fusion_item"
            for req in c.members:
                assert any(matches(req, y) for y in p.cards)


def test_rule_decks_have_60_cards_within_copy_limits() -> None:
    p = pool()
    assert len(p.decks) >= 3
    for deck in p.decks.values():
        assert len(deck.cards) == 60
        for index, copies in Counter(deck.cards).items():
            assert copies <= COPY_LIMIT_BY_HK[p.cards[index].hk], (deck.id, p.cards[index].id)
        assert sum(p.cards[i].is_yellow for i in deck.cards) >= 3


def test_decks_have_different_themes() -> None:
    decks = list(pool().decks.values())
    for i, a in enumerate(decks):
        for b in decks[i + 1 :]:
            shared = sum((Counter(a.cards) & Counter(b.cards)).values())
            assert shared < 30, (a.id, b.id)


def test_the_shipped_data_is_valid() -> None:
    cards, decks = raw_data()
    assert len(build_pool(cards, decks).cards) == len(pool().cards)


def _broken(change) -> tuple[dict, dict]:
    cards, decks = raw_data()
    cards, decks = copy.deepcopy(cards), copy.deepcopy(decks)
    change(cards, decks)
    return cards, decks


def _card(cards: dict, card_id: str) -> dict:
    return next(c for c in cards["cards"] if c["id"] == card_id)


def _drop_whetstone(cards: dict, decks: dict) -> None:
    """The storm deck without the Whetstone its Messer-Zyklop needs (two other cards fill the 60)."""
    storm = decks["decks"][1]["cards"]
    del storm["schleifstein"]
    storm["kamelmilch"] += 1
    storm["mutagen_dattel"] += 1


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda c, d: _card(c, "doppeldecker").update(ap=61), "ap must be"),
        (lambda c, d: _card(c, "doppeldecker").update(dp=4), "dp must be"),
        (lambda c, d: _card(c, "doppeldecker").update(lp=301), "lp must be"),
        (lambda c, d: _card(c, "doppeldecker").update(price=7), "price must be"),
        (lambda c, d: _card(c, "doppeldecker").update(hk=5), "hk must be"),
        (lambda c, d: _card(c, "messer_zyklop").update(ap=71), "ap must be"),
        (lambda c, d: _card(c, "messer_zyklop").update(lp=300), "500"),
        (lambda c, d: _card(c, "messer_zyklop").update(item="streik"), "fusion_item"),
        (lambda c, d: _card(c, "kamelzilla").update(item="nothing"), "mutation_item"),
        (lambda c, d: _card(c, "karawanserei").update(members=["race:nobody", "race:lama"]), "requirement"),
        (lambda c, d: _card(c, "spuckomat").update({"from": ["no_such_card"]}), "requirement"),
        (lambda c, d: _card(c, "streik")["effect"].update(kind="explode"), "effect kind"),
        (lambda c, d: _card(c, "streik")["effect"].update(delta=0), "non-zero"),
        (lambda c, d: _card(c, "sonnenschirm").update(when=["defend", "main"]), "either"),
        (lambda c, d: _card(c, "flohbefall").update(when=["attack"]), "cannot be used"),
        (lambda c, d: _card(c, "doppeldecker")["name"].pop("en"), "German and an English"),
        (lambda c, d: _card(c, "doppeldecker")["name"].update(de="Dopp>el"), "may not use"),
        (lambda c, d: _card(c, "lastenkamel")["name"].update(de="Doppeldecker"), "used twice"),
        (lambda c, d: _card(c, "schleifstein").update(price=2), "free"),
        (lambda c, d: d["decks"][0]["cards"].update(grosswesir=2), "may appear"),
        (lambda c, d: d["decks"][0]["cards"].update(lastenkamel=3), "cards, not 60"),
        (lambda c, d: d["decks"][0]["cards"].update(no_card=1), "unknown card"),
        (_drop_whetstone, "needs schleifstein"),
    ],
)
def test_validation_rejects_broken_data(change, message) -> None:
    with pytest.raises(CardDataError, match=message):
        build_pool(*_broken(change))
