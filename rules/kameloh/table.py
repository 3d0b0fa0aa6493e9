"""Plain helpers for the scene: where a move's cards come from and go to, what a monster looks like now,
and short card labels. Nothing here decides a rule; it only reads states and moves."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.errors import IllegalMove
from rules.kameloh.moves import (
    ActivateMove,
    AttackMove,
    BuyMove,
    DrawMove,
    FuseMove,
    ItemMove,
    JoinMove,
    Move,
    MutateMove,
    PlayMove,
    SearchMove,
    TuckMove,
    to_move,
    typed,
)
from rules.kameloh.pool import POINTS_BY_HK, card
from rules.kameloh.state import ARENA, HAND, KamelohState, Lying, slot_name
from rules.kameloh.stats import price, values


def location(src: int) -> str:
    """The location string of a card source: "hand", "oasis 2", "A1" (same names as in events)."""
    if src == HAND:
        return "hand"
    if src >= ARENA:
        return slot_name(src - ARENA)
    return f"oasis {src + 1}"


def _typed(move: Any) -> Move | None:
    """The typed move (also of a plain tuple); None for anything else, such as a scene's own chips."""
    try:
        return typed(move)
    except IllegalMove:
        return None


def cards_used(move: Move | tuple) -> list[tuple[int, str]]:
    """(card, location) of every card the move takes from hand, oasis tops or arena: what a scene
    highlights as playable and lifts when the move is chosen."""
    move = _typed(move)
    if isinstance(move, PlayMove | ItemMove | JoinMove):
        return [(move.card, location(move.src))]
    if isinstance(move, MutateMove):
        return [(move.violet, location(move.vsrc)), (move.item, location(move.isrc))]
    if isinstance(move, FuseMove):
        used = [(move.violet, location(move.vsrc))] + [(c, location(s)) for c, s in move.members]
        return used + ([(move.item, location(move.isrc))] if move.item >= 0 else [])
    if isinstance(move, TuckMove | BuyMove):
        return [(move.card, "hand")]
    return []


def move_target(state: KamelohState, move: Move | tuple) -> str | None:
    """Where a move points: an arena place, an oasis, a lying item ("on B1"/"front A"), or None."""
    move = _typed(move)
    if isinstance(move, PlayMove):
        slot = state.free_slot(state.current)
        return None if slot is None else slot_name(slot)
    if isinstance(move, ItemMove):
        target = move.target
        if isinstance(target, int):
            return slot_name(target)
        if isinstance(target, Lying):
            return f"on {slot_name(target.slot)}" if target.slot >= 0 else f"front {'AB'[target.owner]}"
        return None
    if isinstance(move, MutateMove | JoinMove):
        return slot_name(move.slot)
    if isinstance(move, ActivateMove | DrawMove | SearchMove | TuckMove):
        return f"oasis {move.oasis + 1}"
    if isinstance(move, AttackMove):
        return "+".join(slot_name(s) for s in move.targets)
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
