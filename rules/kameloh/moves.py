"""Moves and their generation. A move is a plain tuple whose first element names its kind:

- ("play", card, src): send a yellow monster into the first free place of your half, paying its price.
- ("item", card, src, target): use a green item; target is None, a slot (0..3) or a `Lying` item.
- ("mutate", slot, violet, vsrc, item, isrc): the yellow monster at slot mutates into `violet`.
- ("fuse", violet, vsrc, members, item, isrc): members ((card, src), ...) gather into `violet`; item -1 if
  the card needs none.
- ("join", slot, card, src): a monster joins the open gathering at slot.
- ("activate", oasis), ("tuck", card, oasis), ("draw", oasis), ("search", oasis), ("take", card).
- ("attack", attacking slots, target slots).
- ("buy", card): last turn, buy a monster in hand free.
- ("pass",): end the turn (without attack), end the answer, end the buy-out.

A src is `HAND` (-1), an oasis index (its face-up top) or `ARENA + slot`.
"""

from __future__ import annotations

from itertools import permutations
from typing import Any

from rules.kameloh.pool import card, matches, pool
from rules.kameloh.state import (
    ARENA,
    HAND,
    HAND_LIMIT,
    UNKNOWN,
    KamelohState,
)
from rules.kameloh.stats import base_values, gathering_extra, price, values

Move = tuple[Any, ...]
PASS: Move = ("pass",)
SEARCH_PRICE = 2


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
    """No enemy monster in the arena after one's first turn: one victory point without a fight."""
    seat = state.current
    return state.players[seat].turns > 0 and bool(state.monsters_of(seat)) and not state.monsters_of(1 - seat)


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
        return [("take", c) for c in sorted(set(pile))]
    if phase == "buyout":
        player = state.players[state.current]
        buys = sorted(
            {c for c in player.hand if c != UNKNOWN and card(c).is_monster and card(c).price <= player.dates}
        )
        return [("buy", c) for c in buys] + [PASS]
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
        moves += [("activate", i) for i in nonempty if not player.active[i]]
    if state.action in ("", "tuck", "draw", "search") and state.tucks < 2:
        hand = sorted({c for c in player.hand if c != UNKNOWN})
        moves += [("tuck", c, i) for c in hand for i in nonempty]
    if len(player.hand) < HAND_LIMIT:
        if state.action in ("", "tuck", "draw"):
            moves += [("draw", i) for i in nonempty if not player.active[i]]
        if state.action in ("", "tuck") and player.dates >= SEARCH_PRICE:
            moves += [("search", i) for i in nonempty]
    if can_fight:
        moves += attack_moves(state)
    moves.append(PASS)
    return moves


def attack_moves(state: KamelohState) -> list[Move]:
    own = tuple(state.monsters_of(state.current))
    enemy = tuple(state.monsters_of(1 - state.current))
    if len(own) == 2 and len(enemy) == 1:  # 2:1: the attacker chooses which monster strikes
        return [("attack", (a,), enemy) for a in own]
    return [("attack", own, enemy)]


def _summons(state: KamelohState, srcs: list[tuple[int, int]]) -> list[Move]:
    seat = state.current
    if state.placed >= 2 or state.free_slot(seat) is None:
        return []
    dates = state.players[seat].dates
    return [("play", c, src) for src, c in srcs if card(c).is_yellow and price(state, seat, c) <= dates]


def item_targets(state: KamelohState, index: int, seat: int, timing: str) -> list[Any]:
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
        moves += [("item", c, src, t) for t in item_targets(state, c, seat, timing)]
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
                moves.append(("mutate", slot, v, vsrc, vcard.item, isrc))
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
                moves.add(("fuse", v, vsrc, key, item, isrc if item >= 0 else HAND))
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
            moves.append(("join", slot, c, src))
    return moves


def gathering_lp(state: KamelohState, slot: int) -> int:
    """Base LP of the monster at slot (for tests and the scene)."""
    monster = state.arena[slot]
    assert monster is not None
    return base_values(monster)[2]


def min_defend_price() -> int:
    return pool().min_defend_price
