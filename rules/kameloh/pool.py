"""The card pool and the ready-made decks: loaded from cards.json/decks.json on first use and validated.

Cards are referred to in states and moves by their index in the pool (`Card.index`); saves and notation use
the card's id or German name. Nothing is read at import time, so `import rules` stays fast.

Card kinds (the colours of the rule text): "monster" (yellow), "mutant" and "fusion" (violet),
"mutation_item" and "fusion_item" (light blue), "item" (green).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent

# The card template of the project (see ../shared/design/ka-mel-oh.md).
MONSTER_RANGE = {"ap": (10, 60), "dp": (5, 50), "lp": (20, 300)}
FUSION_CAP = {"ap": 70, "dp": 60, "lp": 350}
FUSION_GW_CAP = 500  # 2*AP + 2*DP + LP of a gathering (fusion) monster
ITEM_CAP = {"ap": 100, "dp": 80, "lp": 400}  # what green items may raise any monster to
PRICE_RANGE = (0, 6)
POINTS_BY_HK = {1: 5, 2: 4, 3: 3, 4: 2}
COPY_LIMIT_BY_HK = {1: 1, 2: 2, 3: 3, 4: 4}
DECK_SIZE = 60

KINDS = ("monster", "mutant", "fusion", "mutation_item", "fusion_item", "item")
COLOUR = {
    "monster": "yellow",
    "mutant": "violet",
    "fusion": "violet",
    "mutation_item": "lightblue",
    "fusion_item": "lightblue",
    "item": "green",
}
TIMINGS = ("main", "attack", "defend")

# The closed set of green item effects: kind -> (allowed parameters, what it targets).
# Targets: "own" monster, "enemy" monster, "lying" item, "none".
EFFECT_KINDS: dict[str, tuple[frozenset[str], str]] = {
    "boost": (frozenset({"ap", "dp", "lp", "stays"}), "own"),
    "weaken": (frozenset({"ap", "dp", "stays"}), "enemy"),
    "direct": (frozenset(), "own"),
    "damage": (frozenset({"amount"}), "enemy"),
    "heal": (frozenset({"amount"}), "own"),
    "shield": (frozenset(), "own"),
    "price": (frozenset({"delta", "whom"}), "none"),
    "income": (frozenset({"dates"}), "none"),
    "dates": (frozenset({"dates"}), "none"),
    "destroy_item": (frozenset(), "lying"),
    "steal": (frozenset({"min_hk"}), "enemy"),
    "retreat": (frozenset(), "own"),
}
# Effects that may be used in a fight (named by the attacker or answered by the defender) last one turn.
FIGHT_EFFECTS = {"attack": {"boost", "weaken", "direct"}, "defend": {"boost", "heal", "shield"}}


class CardDataError(ValueError):
    """The card or deck data file breaks the card template or refers to something that does not exist."""


@dataclass(frozen=True)
class Effect:
    """What a green item does; interpreted by the rules (`rules.kameloh.effects`)."""

    kind: str
    ap: int = 0
    dp: int = 0
    lp: int = 0
    stays: bool = False  # the card lies in the arena and acts while it lies
    amount: int = 0  # damage dealt, damage healed (0 = all)
    dates: int = 0
    delta: int = 0  # price change
    whom: str = ""  # price change applies to "all", "own" or "enemy" monsters
    min_hk: int = 0  # steal: only monsters of this class or a more common one (higher HK number)

    @property
    def target(self) -> str:
        return EFFECT_KINDS[self.kind][1]

    @property
    def lies(self) -> bool:
        """Does the card stay in the arena (instead of going to the desert once used)?"""
        return self.kind in ("price", "income") or (self.kind in ("boost", "weaken") and self.stays)


@dataclass(frozen=True)
class Card:
    """One card of the pool with its display data (names, texts in German and English) and rule values."""

    index: int
    id: str
    kind: str
    hk: int
    price: int
    name: dict[str, str]
    text: dict[str, str]
    ap: int = 0
    dp: int = 0
    lp: int = 0
    race: str = ""
    attack_name: dict[str, str] = field(default_factory=dict)
    defence_name: dict[str, str] = field(default_factory=dict)
    direct: bool = False  # monster always attacks directly
    income: int = 0  # monster: dates at the start of its controller's turn
    sources: tuple[str, ...] = ()  # mutant: requirements of the monster it mutates from (any one)
    members: tuple[str, ...] = ()  # fusion: one requirement per member
    open: str = ""  # fusion: requirement for members that may join later ("" = closed)
    item: int = -1  # violet card: index of the light-blue item it needs (-1 = none)
    when: tuple[str, ...] = ()  # green item: "main", "attack" and/or "defend"
    effect: Effect | None = None

    @property
    def colour(self) -> str:
        return COLOUR[self.kind]

    @property
    def is_monster(self) -> bool:
        return self.kind in ("monster", "mutant", "fusion")

    @property
    def is_yellow(self) -> bool:
        return self.kind == "monster"

    @property
    def points(self) -> int:
        """Victory points for defeating this monster."""
        return POINTS_BY_HK[self.hk]

    @property
    def de(self) -> str:
        """The German name: the canonical name used in notation."""
        return self.name["de"]


@dataclass(frozen=True)
class Deck:
    id: str
    name: dict[str, str]
    text: dict[str, str]
    cards: tuple[int, ...]  # 60 card indices, sorted


@dataclass(frozen=True)
class Pool:
    cards: tuple[Card, ...]
    races: dict[str, dict[str, str]]
    decks: dict[str, Deck]
    by_id: dict[str, int]
    by_name: dict[str, int]  # lower-case German and English names
    min_defend_price: int  # cheapest answer item: a defender with fewer dates is not asked

    def card(self, index: int) -> Card:
        return self.cards[index]


def matches(requirement: str, card: Card) -> bool:
    """Does a yellow monster meet a mutation/fusion requirement ("race:<race>" or a card id)?"""
    if not card.is_yellow:
        return False
    if requirement.startswith("race:"):
        return card.race == requirement[5:]
    return card.id == requirement


# --------------------------------------------------------------------------- loading and validation
RESERVED = set("@>+()=,?")


def _texts(raw: dict, key: str, where: str) -> dict[str, str]:
    value = raw.get(key)
    if not isinstance(value, dict) or set(value) != {"de", "en"}:
        raise CardDataError(f"{where}: {key!r} needs a German and an English text")
    for lang, text in value.items():
        if not isinstance(text, str) or not text.strip():
            raise CardDataError(f"{where}: {key}.{lang} is empty")
    return dict(value)


def _int(raw: dict, key: str, lo: int, hi: int, where: str, default: int | None = None) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise CardDataError(f"{where}: {key} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _effect(raw: Any, where: str) -> Effect:
    if not isinstance(raw, dict) or raw.get("kind") not in EFFECT_KINDS:
        raise CardDataError(f"{where}: effect kind must be one of {', '.join(EFFECT_KINDS)}")
    kind = raw["kind"]
    allowed, _target = EFFECT_KINDS[kind]
    extra = set(raw) - allowed - {"kind"}
    if extra:
        raise CardDataError(f"{where}: effect {kind} does not take {', '.join(sorted(extra))}")
    values = {
        key: _int(raw, key, 0, 100, where, 0) for key in ("ap", "dp", "lp", "amount", "dates") if key in raw
    }
    if "stays" in raw and not isinstance(raw["stays"], bool):
        raise CardDataError(f"{where}: stays must be true or false")
    if kind == "price":
        values["delta"] = _int(raw, "delta", -3, 3, where)
        if raw.get("whom") not in ("all", "own", "enemy") or values["delta"] == 0:
            raise CardDataError(
                f"{where}: a price effect needs a non-zero delta and whom = all, own or enemy"
            )
    if kind == "steal":
        values["min_hk"] = _int(raw, "min_hk", 1, 4, where)
    if kind in ("boost", "weaken") and not any(values.get(k) for k in ("ap", "dp", "lp")):
        raise CardDataError(f"{where}: a {kind} must change AP, DP or LP")
    if kind == "weaken" and "lp" in raw:
        raise CardDataError(f"{where}: weaken cannot lower LP (use damage)")
    if kind == "boost" and raw.get("stays") and values.get("lp"):
        raise CardDataError(f"{where}: LP boosts are permanent, they do not lie")
    if kind in ("income", "dates") and not values.get("dates"):
        raise CardDataError(f"{where}: {kind} needs dates > 0")
    if kind == "damage" and not values.get("amount"):
        raise CardDataError(f"{where}: damage needs an amount > 0")
    return Effect(kind=kind, stays=bool(raw.get("stays", False)), whom=raw.get("whom", ""), **values)


def _card(index: int, raw: Any, races: dict) -> tuple[Card, str]:
    if not isinstance(raw, dict) or not isinstance(raw.get("id"), str):
        raise CardDataError(f"card #{index} needs an id")
    where = f"card {raw['id']!r}"
    kind = raw.get("kind")
    if kind not in KINDS:
        raise CardDataError(f"{where}: kind must be one of {', '.join(KINDS)}")
    base: dict[str, Any] = {
        "index": index,
        "id": raw["id"],
        "kind": kind,
        "hk": _int(raw, "hk", 1, 4, where),
        "price": _int(raw, "price", *PRICE_RANGE, where),
        "name": _texts(raw, "name", where),
        "text": _texts(raw, "text", where),
    }
    for name in base["name"].values():
        if RESERVED & set(name) or name != name.strip():
            raise CardDataError(f"{where}: the name {name!r} may not use any of {''.join(sorted(RESERVED))}")
    item_ref = ""
    if kind in ("monster", "mutant", "fusion"):
        if kind == "fusion":
            for key in ("ap", "dp", "lp"):
                base[key] = _int(raw, key, MONSTER_RANGE[key][0], FUSION_CAP[key], where)
            if 2 * base["ap"] + 2 * base["dp"] + base["lp"] > FUSION_GW_CAP:
                raise CardDataError(f"{where}: 2*AP + 2*DP + LP must not exceed {FUSION_GW_CAP}")
        else:
            for key in ("ap", "dp", "lp"):
                base[key] = _int(raw, key, *MONSTER_RANGE[key], where)
        if raw.get("race") not in races:
            raise CardDataError(f"{where}: race must be one of {', '.join(races)}")
        base["race"] = raw["race"]
        base["attack_name"] = _texts(raw, "attack", where)
        base["defence_name"] = _texts(raw, "defence", where)
        base["direct"] = bool(raw.get("direct", False))
        base["income"] = _int(raw, "income", 0, 3, where, 0)
        if kind == "mutant":
            base["sources"] = tuple(raw.get("from") or ())
            if not base["sources"]:
                raise CardDataError(f"{where}: a mutation monster names what it mutates from")
            item_ref = raw.get("item") or ""
            if not item_ref:
                raise CardDataError(f"{where}: a mutation needs a mutation item")
        if kind == "fusion":
            base["members"] = tuple(raw.get("members") or ())
            if len(base["members"]) < 2:
                raise CardDataError(f"{where}: a gathering needs at least two members")
            base["open"] = raw.get("open") or ""
            item_ref = raw.get("item") or ""
    elif kind == "item":
        when = raw.get("when")
        if not isinstance(when, list) or not when or any(w not in TIMINGS for w in when):
            raise CardDataError(f"{where}: when must list some of {', '.join(TIMINGS)}")
        effect = _effect(raw.get("effect"), where)
        if "main" in when and len(when) > 1:
            raise CardDataError(f"{where}: an item is either played in the turn (main) or in a fight")
        for timing in when:
            if timing != "main" and (effect.kind not in FIGHT_EFFECTS[timing] or effect.lies or effect.lp):
                raise CardDataError(f"{where}: a {effect.kind} effect cannot be used at {timing}")
        base["when"] = tuple(when)
        base["effect"] = effect
        if base["price"] < 1 and "defend" in when:
            raise CardDataError(f"{where}: answer items cost at least 1 date")
    elif base["price"] != 0:
        raise CardDataError(f"{where}: light-blue items are free")
    return Card(**base), item_ref


def _requirement_ok(req: str, cards: list[Card], races: dict) -> bool:
    if req.startswith("race:"):
        return req[5:] in races
    return any(c.id == req and c.is_yellow for c in cards)


def build_pool(cards_data: Any, decks_data: Any) -> Pool:
    """Validate raw card and deck data and build the pool; raises CardDataError naming the problem."""
    if not isinstance(cards_data, dict) or not isinstance(cards_data.get("cards"), list):
        raise CardDataError("the card file needs a list of cards")
    races = cards_data.get("races")
    if not isinstance(races, dict) or not races:
        raise CardDataError("the card file needs its races")
    for race, names in races.items():
        _texts({"name": names}, "name", f"race {race!r}")
    cards: list[Card] = []
    item_refs: list[str] = []
    for index, raw in enumerate(cards_data["cards"]):
        card, ref = _card(index, raw, races)
        cards.append(card)
        item_refs.append(ref)
    by_id: dict[str, int] = {}
    by_name: dict[str, int] = {}
    for card in cards:
        if card.id in by_id:
            raise CardDataError(f"card id {card.id!r} is used twice")
        by_id[card.id] = card.index
    for card in cards:
        for name in set(card.name.values()):
            key = name.lower()
            if key in by_name or (key in by_id and by_id[key] != card.index):
                raise CardDataError(f"card name {name!r} is used twice")
            by_name[key] = card.index
    for i, ref in enumerate(item_refs):
        card = cards[i]
        if ref:
            wanted = "mutation_item" if card.kind == "mutant" else "fusion_item"
            if ref not in by_id or cards[by_id[ref]].kind != wanted:
                raise CardDataError(f"card {card.id!r}: its item {ref!r} is no {wanted} of the pool")
            cards[i] = card = Card(**{**card.__dict__, "item": by_id[ref]})
        for req in card.sources + card.members + ((card.open,) if card.open else ()):
            if not _requirement_ok(req, cards, races):
                raise CardDataError(f"card {card.id!r}: requirement {req!r} names no yellow monster or race")
    defend_prices = [c.price for c in cards if "defend" in c.when]
    pool = Pool(
        cards=tuple(cards),
        races=dict(races),
        decks={},
        by_id=by_id,
        by_name=by_name,
        min_defend_price=min(defend_prices) if defend_prices else 1_000,
    )
    decks = _decks(decks_data, pool)
    return Pool(**{**pool.__dict__, "decks": decks})


def _decks(data: Any, pool: Pool) -> dict[str, Deck]:
    if not isinstance(data, dict) or not isinstance(data.get("decks"), list) or not data["decks"]:
        raise CardDataError("the deck file needs a list of decks")
    decks: dict[str, Deck] = {}
    for raw in data["decks"]:
        if not isinstance(raw, dict) or not isinstance(raw.get("id"), str) or raw["id"] == "random":
            raise CardDataError("every deck needs an id (and 'random' is reserved)")
        where = f"deck {raw['id']!r}"
        if raw["id"] in decks:
            raise CardDataError(f"{where} is defined twice")
        counts = raw.get("cards")
        if not isinstance(counts, dict):
            raise CardDataError(f"{where}: cards must map card ids to copies")
        cards: list[int] = []
        for card_id, copies in counts.items():
            if card_id not in pool.by_id:
                raise CardDataError(f"{where}: unknown card {card_id!r}")
            card = pool.cards[pool.by_id[card_id]]
            limit = COPY_LIMIT_BY_HK[card.hk]
            if isinstance(copies, bool) or not isinstance(copies, int) or not 1 <= copies <= limit:
                raise CardDataError(f"{where}: {card_id} may appear 1 to {limit} times (HK {card.hk})")
            cards += [card.index] * copies
        if len(cards) != DECK_SIZE:
            raise CardDataError(f"{where} has {len(cards)} cards, not {DECK_SIZE}")
        if sum(pool.cards[i].is_yellow for i in cards) < 3:
            raise CardDataError(f"{where} needs at least three yellow monsters")
        present = {pool.cards[i].id for i in cards}
        for i in set(cards):
            card = pool.cards[i]
            if card.item >= 0 and pool.cards[card.item].id not in present:
                raise CardDataError(f"{where}: {card.id} needs {pool.cards[card.item].id} in the deck")
        decks[raw["id"]] = Deck(
            raw["id"], _texts(raw, "name", where), _texts(raw, "text", where), tuple(sorted(cards))
        )
    return decks


@cache
def pool() -> Pool:
    """The game's card pool (read and validated once, on first use)."""
    global _CARDS
    with open(HERE / "cards.json", encoding="utf-8") as f:
        cards_data = json.load(f)
    with open(HERE / "decks.json", encoding="utf-8") as f:
        decks_data = json.load(f)
    built = build_pool(cards_data, decks_data)
    _CARDS = built.cards
    return built


_CARDS: tuple[Card, ...] = ()  # pool().cards once loaded: `card` is called very often


def card(index: int) -> Card:
    return (_CARDS or pool().cards)[index]


def deck_ids() -> tuple[str, ...]:
    """The ready-made decks in the order of the deck file (menu order)."""
    return tuple(pool().decks)
