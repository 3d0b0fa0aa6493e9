"""Moves and their generation. Each kind of move is a NamedTuple class of its own whose first field,
`kind`, names the kind; `Cls.of(...)` builds one without repeating the tag:

- PlayMove("play", card, src): send a yellow monster into the first free place of your half, paying its price.
- ItemMove("item", card, src, target): use a green item; target is None, a slot (0..3) or a `Lying` item.
- MutateMove("mutate", slot, violet, vsrc, item, isrc): the yellow monster at slot mutates into `violet`.
- FuseMove("fuse", violet, vsrc, members, item, isrc): members ((card, src), ...) gather into `violet`;
  item -1 (and isrc HAND) if the card needs none.
- JoinMove("join", slot, card, src): a monster joins the open gathering at slot.
- ActivateMove("activate", oasis), TuckMove("tuck", card, oasis), DrawMove("draw", oasis),
  SearchMove("search", oasis), TakeMove("take", card).
- AttackMove("attack", attackers, targets): attacking slots and target slots.
- BuyMove("buy", card): last turn, buy a monster in hand free.
- PassMove("pass") (`PASS`): end the turn (without attack), end the answer, end the buy-out.

A src is `HAND` (-1), an oasis index (its face-up top) or `ARENA + slot`.

A typed move is a tuple: it compares and hashes equal to the plain tuple of the same values, so
`move[0] == "item"` and `("pass",) in legal_moves(state)` keep working, and `apply`, `notation` and the
table helpers also accept plain tuples (`typed` turns one into its typed move). `legal_moves` and
`parse_move` return typed moves only.
"""

from __future__ import annotations

from functools import cache
from itertools import permutations
from typing import Any, Literal, NamedTuple

from rules.errors import IllegalMove
from rules.kameloh.pool import card, matches, pool
from rules.kameloh.state import (
    ARENA,
    HAND,
    HAND_LIMIT,
    UNKNOWN,
    KamelohState,
    Lying,
)
from rules.kameloh.stats import gathering_extra, price, values

Target = int | Lying | None  # of an item: none, an arena slot, a lying item
Member = tuple[int, int]  # (card, src) of a gathering's member

# `of` builds with tuple.__new__ (as namedtuple's own _make does): half the cost of calling the class, and
# move generation builds a few hundred thousand moves a second in the AI's playouts.
_new = tuple.__new__


class PlayMove(NamedTuple):
    kind: Literal["play"]
    card: int
    src: int

    @classmethod
    def of(cls, card: int, src: int) -> PlayMove:
        return _new(cls, ("play", card, src))


class ItemMove(NamedTuple):
    kind: Literal["item"]
    card: int
    src: int
    target: Target

    @classmethod
    def of(cls, card: int, src: int, target: Target) -> ItemMove:
        return _new(cls, ("item", card, src, target))


class MutateMove(NamedTuple):
    kind: Literal["mutate"]
    slot: int
    violet: int
    vsrc: int
    item: int
    isrc: int

    @classmethod
    def of(cls, slot: int, violet: int, vsrc: int, item: int, isrc: int) -> MutateMove:
        return _new(cls, ("mutate", slot, violet, vsrc, item, isrc))


class FuseMove(NamedTuple):
    kind: Literal["fuse"]
    violet: int
    vsrc: int
    members: tuple[Member, ...]  # sorted
    item: int  # -1: the fusion needs no item
    isrc: int

    @classmethod
    def of(cls, violet: int, vsrc: int, members: tuple[Member, ...], item: int, isrc: int) -> FuseMove:
        return _new(cls, ("fuse", violet, vsrc, members, item, isrc))


class JoinMove(NamedTuple):
    kind: Literal["join"]
    slot: int
    card: int
    src: int

    @classmethod
    def of(cls, slot: int, card: int, src: int) -> JoinMove:
        return _new(cls, ("join", slot, card, src))


class ActivateMove(NamedTuple):
    kind: Literal["activate"]
    oasis: int

    @classmethod
    def of(cls, oasis: int) -> ActivateMove:
        return _new(cls, ("activate", oasis))


class TuckMove(NamedTuple):
    kind: Literal["tuck"]
    card: int
    oasis: int

    @classmethod
    def of(cls, card: int, oasis: int) -> TuckMove:
        return _new(cls, ("tuck", card, oasis))


class DrawMove(NamedTuple):
    kind: Literal["draw"]
    oasis: int

    @classmethod
    def of(cls, oasis: int) -> DrawMove:
        return _new(cls, ("draw", oasis))


class SearchMove(NamedTuple):
    kind: Literal["search"]
    oasis: int

    @classmethod
    def of(cls, oasis: int) -> SearchMove:
        return _new(cls, ("search", oasis))


class TakeMove(NamedTuple):
    kind: Literal["take"]
    card: int

    @classmethod
    def of(cls, card: int) -> TakeMove:
        return _new(cls, ("take", card))


class AttackMove(NamedTuple):
    kind: Literal["attack"]
    attackers: tuple[int, ...]
    targets: tuple[int, ...]

    @classmethod
    def of(cls, attackers: tuple[int, ...], targets: tuple[int, ...]) -> AttackMove:
        return _new(cls, ("attack", attackers, targets))


class BuyMove(NamedTuple):
    kind: Literal["buy"]
    card: int

    @classmethod
    def of(cls, card: int) -> BuyMove:
        return _new(cls, ("buy", card))


class PassMove(NamedTuple):
    kind: Literal["pass"]


Move = (
    PlayMove
    | ItemMove
    | MutateMove
    | FuseMove
    | JoinMove
    | ActivateMove
    | TuckMove
    | DrawMove
    | SearchMove
    | TakeMove
    | AttackMove
    | BuyMove
    | PassMove
)
# kind tag -> class (tests check that each class's `kind` Literal is its key)
KINDS: dict[str, type[Move]] = {
    "play": PlayMove,
    "item": ItemMove,
    "mutate": MutateMove,
    "fuse": FuseMove,
    "join": JoinMove,
    "activate": ActivateMove,
    "tuck": TuckMove,
    "draw": DrawMove,
    "search": SearchMove,
    "take": TakeMove,
    "attack": AttackMove,
    "buy": BuyMove,
    "pass": PassMove,
}
_TYPES = frozenset(KINDS.values())
PASS = PassMove("pass")
SEARCH_PRICE = 2

# The commonest moves are built once and then picked by index (most of a main phase's moves are tucks):
# an oasis's activate/draw/search moves, and each hand card's tucks. A game has three or four oases.
MAX_OASES = 4
_ACTIVATES = tuple(ActivateMove.of(i) for i in range(MAX_OASES))
_DRAWS = tuple(DrawMove.of(i) for i in range(MAX_OASES))
_SEARCHES = tuple(SearchMove.of(i) for i in range(MAX_OASES))


@cache
def _tucks(card: int) -> tuple[TuckMove, ...]:
    return tuple(TuckMove.of(card, i) for i in range(MAX_OASES))


def typed(move: Any) -> Move:
    """The typed move equal to `move`: a typed move as it is, a plain tuple such as ("take", 12) turned into
    its kind's class. IllegalMove for anything else (no values are checked against a state here)."""
    if type(move) in _TYPES:
        return move
    try:
        return KINDS[move[0]]._make(move)  # type: ignore[return-value]
    except (TypeError, KeyError, IndexError):
        raise IllegalMove(f"{move!r} is no Ka-Mel-Oh! move") from None


def to_move(state: KamelohState) -> int | None:
    if state.phase == "over":
        return None
    if state.phase == "answer":
        return 1 - state.current
    return state.current


def sources(state: KamelohState, seat: int) -> list[tuple[int, int]]:
    """(src, card) for the distinct known hand cards, then the face-up oasis tops."""
    player = state.players[seat]
    out = [(HAND, c) for c in sorted(set(player.hand)) if c != UNKNOWN]
    out += [(i, c) for i, c in player.tops() if c != UNKNOWN]
    return out


def attack_possible(state: KamelohState) -> bool:
    """An attack needs a monster on both halves and is not allowed in a seat's first turn."""
    seat = state.current
    return (
        state.players[seat].turns > 0 and bool(state.monsters_of(seat)) and bool(state.monsters_of(1 - seat))
    )


def free_point_due(state: KamelohState) -> bool:
    """No enemy monster in the arena after one's first turn: one victory point without a fight. The rule text
    sets no other condition (NOTES.md, "The free victory point"): an empty arena of one's own counts too."""
    seat = state.current
    return state.players[seat].turns > 0 and not state.monsters_of(1 - seat)


# The last state asked about and its moves: a search asks for the moves and then applies one of them, and
# apply checks legality; remembering one answer (by identity, rebound atomically) halves that work.
_memo: tuple[object, tuple[Move, ...]] = (None, ())


def legal_moves(state: KamelohState) -> list[Move]:
    global _memo
    memo = _memo
    if memo[0] is state:
        return list(memo[1])
    moves = _generate(state)
    _memo = (state, tuple(moves))
    return moves


def _generate(state: KamelohState) -> list[Move]:
    phase = state.phase
    if phase == "main":
        return _main_moves(state)
    if phase == "answer":
        return _answer_moves(state)
    if phase == "search":
        pile = state.players[state.current].oases[state.searching]
        return [TakeMove.of(c) for c in sorted(set(pile))]
    if phase == "buyout":
        player = state.players[state.current]
        buys = sorted(
            {c for c in player.hand if c != UNKNOWN and card(c).is_monster and card(c).price <= player.dates}
        )
        return [BuyMove.of(c) for c in buys] + [PASS]
    return []


def _main_moves(state: KamelohState) -> list[Move]:
    seat = state.current
    player = state.players[seat]
    srcs = sources(state, seat)
    moves: list[Move] = []
    can_fight = attack_possible(state)
    if state.action in ("", "play"):
        moves += _summons(state, srcs)
        moves += _items(state, srcs, "main")
        moves += _mutations(state, srcs)
        moves += _fusions(state, srcs)
        moves += _joins(state, srcs)
    if can_fight:
        moves += _items(state, srcs, "attack")
    nonempty = [i for i, pile in enumerate(player.oases) if pile]
    if state.action == "":
        moves += [_ACTIVATES[i] for i in nonempty if not player.active[i]]
    if state.action in ("", "tuck", "draw", "search") and state.tucks < 2:
        for c in sorted({c for c in player.hand if c != UNKNOWN}):
            tucks = _tucks(c)
            moves += [tucks[i] for i in nonempty]
    if len(player.hand) < HAND_LIMIT:
        if state.action in ("", "tuck", "draw"):
            moves += [_DRAWS[i] for i in nonempty if not player.active[i]]
        if state.action in ("", "tuck") and player.dates >= SEARCH_PRICE:
            moves += [_SEARCHES[i] for i in nonempty]
    if can_fight:
        moves += attack_moves(state)
    moves.append(PASS)
    return moves


def attack_moves(state: KamelohState) -> list[Move]:
    own = tuple(state.monsters_of(state.current))
    enemy = tuple(state.monsters_of(1 - state.current))
    if len(own) == 2 and len(enemy) == 1:  # 2:1: the attacker chooses which monster strikes
        return [AttackMove.of((a,), enemy) for a in own]
    return [AttackMove.of(own, enemy)]


def _summons(state: KamelohState, srcs: list[tuple[int, int]]) -> list[Move]:
    seat = state.current
    if state.placed >= 2 or state.free_slot(seat) is None:
        return []
    dates = state.players[seat].dates
    return [PlayMove.of(c, src) for src, c in srcs if card(c).is_yellow and price(state, seat, c) <= dates]


def item_targets(state: KamelohState, index: int, seat: int, timing: str) -> list[Target]:
    """Every legal target of a green item used by `seat` at `timing` ("main", "attack", "defend")."""
    effect = card(index).effect
    assert effect is not None
    kind, target = effect.kind, effect.target
    if target == "none":
        return [None]
    if target == "lying":
        return sorted(set(state.lying))
    if timing == "defend":
        assert state.attack is not None
        slots = list(state.attack[1])
    elif target == "own":
        slots = state.monsters_of(seat)
    else:
        slots = state.monsters_of(1 - seat)
    out = []
    for slot in slots:
        monster = state.arena[slot]
        assert monster is not None
        if kind == "heal" and monster.damage == 0:
            continue
        if kind == "retreat" and monster.owner != seat:
            continue
        if kind == "direct" and values(state, slot).direct:
            continue
        if kind == "steal" and (card(monster.card).hk < effect.min_hk or state.free_slot(seat) is None):
            continue
        out.append(slot)
    return out


def _items(
    state: KamelohState, srcs: list[tuple[int, int]], timing: str, seat: int | None = None
) -> list[Move]:
    seat = state.current if seat is None else seat
    dates = state.players[seat].dates
    moves: list[Move] = []
    for src, c in srcs:
        info = card(c)
        if info.kind != "item" or timing not in info.when or info.price > dates:
            continue
        moves += [ItemMove.of(c, src, t) for t in item_targets(state, c, seat, timing)]
    return moves


def _answer_moves(state: KamelohState) -> list[Move]:
    defender = 1 - state.current
    return _items(state, sources(state, defender), "defend", defender) + [PASS]


def _item_sources(srcs: list[tuple[int, int]], index: int) -> list[int]:
    return [src for src, c in srcs if c == index]


def _mutations(state: KamelohState, srcs: list[tuple[int, int]]) -> list[Move]:
    seat = state.current
    if state.placed >= 2:
        return []
    dates = state.players[seat].dates
    moves: list[Move] = []
    violets = [(src, c) for src, c in srcs if card(c).kind == "mutant" and price(state, seat, c) <= dates]
    if not violets:
        return moves
    for slot in state.monsters_of(seat):
        monster = state.arena[slot]
        assert monster is not None
        mcard = card(monster.card)
        for vsrc, v in violets:
            vcard = card(v)
            if not any(matches(req, mcard) for req in vcard.sources):
                continue
            for isrc in _item_sources(srcs, vcard.item):
                moves.append(MutateMove.of(slot, v, vsrc, vcard.item, isrc))
    return moves


def _candidates(state: KamelohState, seat: int, srcs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """(card, src) of every yellow monster that could join a gathering: arena, hand (each copy), tops."""
    out = []
    for slot in state.monsters_of(seat):
        monster = state.arena[slot]
        assert monster is not None
        if card(monster.card).is_yellow:
            out.append((monster.card, ARENA + slot))
    for c in state.players[seat].hand:
        if c != UNKNOWN and card(c).is_yellow:
            out.append((c, HAND))
    out += [(c, src) for src, c in srcs if src != HAND and card(c).is_yellow]
    return out


def _fusions(state: KamelohState, srcs: list[tuple[int, int]]) -> list[Move]:
    seat = state.current
    if state.placed >= 2:
        return []
    dates = state.players[seat].dates
    violets = [(src, c) for src, c in srcs if card(c).kind == "fusion" and price(state, seat, c) <= dates]
    if not violets:
        return []
    candidates = _candidates(state, seat, srcs)
    has_free = state.free_slot(seat) is not None
    moves: set[Move] = set()
    for vsrc, v in violets:
        vcard = card(v)
        reqs = vcard.members
        usable = [i for i, (c, _src) in enumerate(candidates) if any(matches(r, card(c)) for r in reqs)]
        if len(usable) < len(reqs):
            continue
        item_srcs = _item_sources(srcs, vcard.item) if vcard.item >= 0 else [HAND]
        for chosen in permutations(usable, len(reqs)):
            members = [candidates[i] for i in chosen]
            if not all(matches(r, card(c)) for r, (c, _s) in zip(reqs, members, strict=True)):
                continue
            if not has_free and not any(src >= ARENA for _c, src in members):
                continue
            cost = price(state, seat, v) + sum(price(state, seat, c) for c, src in members if src < ARENA)
            if cost > dates:
                continue
            key = tuple(sorted(members))
            for isrc in item_srcs:
                item = vcard.item if vcard.item >= 0 else -1
                moves.add(FuseMove.of(v, vsrc, key, item, isrc if item >= 0 else HAND))
    return sorted(moves)


def _joins(state: KamelohState, srcs: list[tuple[int, int]]) -> list[Move]:
    seat = state.current
    dates = state.players[seat].dates
    moves: list[Move] = []
    open_slots = [s for s in state.monsters_of(seat) if card(state.arena[s].card).open]  # type: ignore[union-attr]
    if not open_slots:
        return moves
    candidates = sorted(set(_candidates(state, seat, srcs)))
    for slot in open_slots:
        fusion = state.arena[slot]
        assert fusion is not None
        requirement = card(fusion.card).open
        if not requirement:
            continue
        for c, src in candidates:
            if src == ARENA + slot or not matches(requirement, card(c)):
                continue
            if src < ARENA and price(state, seat, c) > dates:
                continue
            extra = gathering_extra(fusion, c)
            lp = card(fusion.card).lp + extra[2] + fusion.lp_bonus
            if lp - fusion.damage <= 0:
                continue
            moves.append(JoinMove.of(slot, c, src))
    return moves


def min_defend_price() -> int:
    return pool().min_defend_price
