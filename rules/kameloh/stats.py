"""Derived values: a monster's AP/DP/LP with its items, prices with price items, the four fight formulas
and the caps of gatherings. Pure functions of the state; the scene uses them to show current values."""

from __future__ import annotations

from dataclasses import dataclass

from rules.kameloh.pool import FUSION_CAP, FUSION_GW_CAP, ITEM_CAP, card
from rules.kameloh.state import KamelohState, Monster, side_of, slots_of

TWO_ON_ONE_BONUS = 10  # 2:1 fight: the single attacker's AP rises by 10


@dataclass(frozen=True)
class Values:
    """A monster's current fighting values (items included, capped)."""

    ap: int
    dp: int
    lp: int
    damage: int
    direct: bool  # attacks without the defender's DP this turn
    shielded: bool  # takes no damage in this fight

    @property
    def remaining(self) -> int:
        return self.lp - self.damage


def base_values(monster: Monster) -> tuple[int, int, int]:
    """Printed values plus what joined gathering members added (no items)."""
    c = card(monster.card)
    return c.ap + monster.extra[0], c.dp + monster.extra[1], c.lp + monster.extra[2]


def values(state: KamelohState, slot: int) -> Values:
    monster = state.arena[slot]
    if monster is None:
        raise ValueError(f"no monster in slot {slot}")
    c = card(monster.card)
    ap, dp, lp = base_values(monster)
    lp += monster.lp_bonus
    direct, shielded = c.direct, False
    for group in (state.lying, state.effects):
        for item in group:
            if item.slot != slot:
                continue
            effect = card(item.card).effect
            assert effect is not None
            if effect.kind == "boost":
                ap += effect.ap
                dp += effect.dp
            elif effect.kind == "weaken":
                ap -= effect.ap
                dp -= effect.dp
            elif effect.kind == "direct":
                direct = True
            elif effect.kind == "shield":
                shielded = True
    ap = max(0, min(ITEM_CAP["ap"], ap))
    dp = max(0, min(ITEM_CAP["dp"], dp))
    lp = min(ITEM_CAP["lp"], lp)
    return Values(ap, dp, lp, monster.damage, direct, shielded)


def price(state: KamelohState, seat: int, index: int) -> int:
    """What `seat` pays for the card: monsters follow lying price items (never below 0)."""
    c = card(index)
    if not c.is_monster:
        return c.price
    total = c.price
    for item in state.lying:
        effect = card(item.card).effect
        if effect is None or effect.kind != "price":
            continue
        if effect.whom == "all" or (effect.whom == "own") == (item.owner == seat):
            total += effect.delta
    return max(0, total)


def income(state: KamelohState, seat: int) -> int:
    """Dates `seat` gains at the start of its turn: activated oases, income items and income monsters, at most
    one date per pile the deck was dealt into (NOTES.md, "Date income")."""
    player = state.players[seat]
    total = sum(1 for i, pile in enumerate(player.oases) if player.active[i] and pile)
    for item in state.lying:
        effect = card(item.card).effect
        if item.owner == seat and item.slot == -1 and effect is not None and effect.kind == "income":
            total += effect.dates
    for slot in slots_of(seat):
        monster = state.arena[slot]
        if monster is not None:
            total += card(monster.card).income
    return min(total, len(player.oases))


def fight_damage(
    state: KamelohState, attackers: tuple[int, ...], targets: tuple[int, ...]
) -> tuple[tuple[int, int], ...]:
    """(target slot, damage) for an attack, by the four formulas of the rule text.

    1:1 AP - DP; 1:2 the same against each defender separately; 2:1 the chosen attacker with AP + 10;
    2:2 the sum of both APs minus the stronger DP, against both defenders. A direct attacker's AP hits
    without DP; a shielded defender takes nothing. Damage is never negative.
    """
    strikers = [values(state, s) for s in attackers]
    defenders = {t: values(state, t) for t in targets}
    result = []
    if len(strikers) == 1:
        a = strikers[0]
        ap = a.ap
        if len(state.monsters_of(side_of(attackers[0]))) == 2:
            ap = min(ITEM_CAP["ap"], ap + TWO_ON_ONE_BONUS)
        for t, d in defenders.items():
            hit = ap if a.direct else max(0, ap - d.dp)
            result.append((t, 0 if d.shielded else hit))
    else:
        best_dp = max(d.dp for d in defenders.values())
        direct = sum(a.ap for a in strikers if a.direct)
        blocked = sum(a.ap for a in strikers if not a.direct)
        hit = direct + max(0, blocked - best_dp)
        for t, d in defenders.items():
            result.append((t, 0 if d.shielded else hit))
    return tuple(result)


def gathering_extra(fusion: Monster, member_index: int) -> tuple[int, int, int]:
    """The gathering's new `extra` after `member_index` joins: values added, capped at 70/60/350, then LP
    cut so that 2*AP + 2*DP + LP stays within 500."""
    c = card(fusion.card)
    m = card(member_index)
    ap, dp, lp = base_values(fusion)
    ap = min(FUSION_CAP["ap"], ap + m.ap)
    dp = min(FUSION_CAP["dp"], dp + m.dp)
    lp = min(FUSION_CAP["lp"], lp + m.lp)
    lp = min(lp, FUSION_GW_CAP - 2 * ap - 2 * dp)
    return ap - c.ap, dp - c.dp, lp - c.lp
