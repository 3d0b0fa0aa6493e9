"""Plain helpers for the scene: where a move's cards come from and go to, what a monster looks like now,
and short card labels. Nothing here decides a rule; it only reads states and moves."""

from __future__ import annotations

from dataclasses import dataclass

from rules.kameloh.moves import Move, to_move
from rules.kameloh.pool import POINTS_BY_HK, card
from rules.kameloh.state import ARENA, HAND, KamelohState, Lying, slot_name
from rules.kameloh.stats import price, values

HK_BADGE = {1: "gold", 2: "silver", 3: "bronze", 4: "dung"}  # golden, silver, bronze camel, dung heap


def location(src: int) -> str:
    """The location string of a card source: "hand", "oasis 2", "A1" (same names as in events)."""
    if src == HAND:
        return "hand"
    if src >= ARENA:
        return slot_name(src - ARENA)
    return f"oasis {src + 1}"


def cards_used(move: Move) -> list[tuple[int, str]]:
    """(card, location) of every card the move takes from hand, oasis tops or arena: what a scene
    highlights as playable and lifts when the move is chosen."""
    kind = move[0]
    if kind in ("play", "item"):
        return [(move[1], location(move[2]))]
    if kind == "mutate":
        _k, slot, violet, vsrc, item, isrc = move
        return [(violet, location(vsrc)), (item, location(isrc))]
    if kind == "fuse":
        _k, violet, vsrc, members, item, isrc = move
        used = [(violet, location(vsrc))] + [(c, location(s)) for c, s in members]
        return used + ([(item, location(isrc))] if item >= 0 else [])
    if kind == "join":
        return [(move[2], location(move[3]))]
    if kind in ("tuck", "buy"):
        return [(move[1], "hand")]
    return []


def move_target(state: KamelohState, move: Move) -> str | None:
    """Where a move points: an arena place, an oasis, a lying item ("on B1"/"front A"), or None."""
    kind = move[0]
    if kind == "play":
        slot = state.free_slot(state.current)
        return None if slot is None else slot_name(slot)
    if kind == "item":
        target = move[3]
        if isinstance(target, int):
            return slot_name(target)
        if isinstance(target, Lying):
            return f"on {slot_name(target.slot)}" if target.slot >= 0 else f"front {'AB'[target.owner]}"
        return None
    if kind in ("mutate", "join"):
        return slot_name(move[1])
    if kind in ("activate", "draw", "search"):
        return f"oasis {move[1] + 1}"
    if kind == "tuck":
        return f"oasis {move[2] + 1}"
    if kind == "attack":
        return "+".join(slot_name(s) for s in move[2])
    return None


@dataclass(frozen=True)
class MonsterView:
    """A monster in the arena as the scene shows it."""

    card: int
    owner: int
    ap: int
    dp: int
    lp: int
    damage: int
    remaining: int
    direct: bool
    items: tuple[int, ...]  # cards lying on it


def monster_view(state: KamelohState, slot: int) -> MonsterView | None:
    monster = state.arena[slot]
    if monster is None:
        return None
    v = values(state, slot)
    items = tuple(i.card for i in state.lying if i.slot == slot)
    return MonsterView(monster.card, monster.owner, v.ap, v.dp, v.lp, v.damage, v.remaining, v.direct, items)


def card_label(
    index: int, lang: str = "de", state: KamelohState | None = None, seat: int | None = None
) -> str:
    """One line for a small card: name, price in dates (current price when a state is given), values."""
    c = card(index)
    cost = c.price if state is None else price(state, state.current if seat is None else seat, index)
    text = f"{c.name[lang]} [{cost}]"
    if c.is_monster:
        text += f" {c.ap}/{c.dp}/{c.lp} HK{c.hk}"
    return text


def points_for(index: int) -> int:
    """Victory points for defeating this monster."""
    return POINTS_BY_HK[card(index).hk]


def deciding_seat(state: KamelohState) -> int | None:
    """The seat that must sit in front of the screen now (also the defender during its answer)."""
    return to_move(state)
