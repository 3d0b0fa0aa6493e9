"""What the AI needs: a position evaluation in victory points, a cheap playout policy, move ordering.

Everything here reads only what a view shows (hidden cards are UNKNOWN and are simply not counted), so the
evaluation of a view never depends on the opponent's hidden cards.
"""

from __future__ import annotations

import random

from rules.kameloh.moves import Move, TuckMove
from rules.kameloh.pool import card
from rules.kameloh.state import UNKNOWN, KamelohState, slots_of
from rules.kameloh.stats import fight_damage, price, values

DATE_WORTH = 0.2
ACTIVE_OASIS_WORTH = 0.6
HAND_CARD_WORTH = 0.25


def threat(state: KamelohState, seat: int) -> dict[int, int]:
    """Damage `seat` could deal to each enemy slot with a plain attack next turn (no items)."""
    own = tuple(state.monsters_of(seat))
    enemy = tuple(state.monsters_of(1 - seat))
    if not own or not enemy:
        return {}
    best: dict[int, int] = {}
    options = [((a,), enemy) for a in own] if len(own) == 2 and len(enemy) == 1 else [(own, enemy)]
    for attackers, targets in options:
        for slot, hit in fight_damage(state, attackers, targets):
            best[slot] = max(best.get(slot, 0), hit)
    return best


def side_worth(state: KamelohState, seat: int) -> float:
    """Victory-point worth of what `seat` has on the table, in hand and in the bank."""
    player = state.players[seat]
    total = player.points + DATE_WORTH * min(player.dates, 12)
    total += ACTIVE_OASIS_WORTH * sum(1 for i, pile in enumerate(player.oases) if player.active[i] and pile)
    total += HAND_CARD_WORTH * len(player.hand)
    threat_to_me = threat(state, 1 - seat)
    for slot in slots_of(seat):
        if state.arena[slot] is None:
            continue
        v = values(state, slot)
        c = card(state.arena[slot].card)  # type: ignore[union-attr]
        health = max(0, v.remaining) / max(1, v.lp)
        total += 0.8 + v.ap / 25 + (v.dp / 20 + v.remaining / 60) * 0.5
        # a monster about to fall is worth its victory points to the opponent
        if threat_to_me.get(slot, 0) >= v.remaining:
            total -= 0.7 * c.points
        else:
            total -= 0.15 * c.points * (1 - health)
    for item in state.lying:
        if item.owner == seat:
            total += 0.5
    if state.end_stage >= 1:  # monsters still in hand at the end give the opponent points
        monsters = [c for c in player.hand if c != UNKNOWN and card(c).is_monster]
        affordable = sorted(card(c).price for c in monsters)
        budget = player.dates
        for cost in affordable:
            if cost <= budget:
                budget -= cost
            else:
                total -= 2
    return total


def evaluate(state: KamelohState, seat: int) -> float:
    return side_worth(state, seat) - side_worth(state, 1 - seat)


# --------------------------------------------------------------------------- playout policy
def move_score(state: KamelohState, move: Move) -> float:
    """A quick preference for playouts and move ordering; higher is better. Never applies the move."""
    kind = move.kind
    seat = state.current if state.phase != "answer" else 1 - state.current
    player = state.players[seat]
    if kind == "attack":  # the attack ends the turn: below every useful action, above passing
        score = 0.5
        for slot, hit in fight_damage(state, move.attackers, move.targets):
            v = values(state, slot)
            score += 0.5 + card(state.arena[slot].card).points / 10 if hit >= v.remaining else hit / 400  # type: ignore[union-attr]
        return score
    if kind == "play":
        c = card(move.card)
        return 2.5 + (c.ap + c.dp) / 40 - 0.1 * price(state, seat, move.card)
    if kind in ("mutate", "fuse"):
        return 4.0
    if kind == "join":
        return 1.5
    if kind == "item":
        c = card(move.card)
        effect = c.effect
        assert effect is not None
        if effect.kind == "damage":
            v = values(state, move.target)
            return 5.0 if effect.amount >= v.remaining else 1.5
        if effect.kind in ("shield", "heal") and state.attack is not None:
            return 2.0
        if effect.kind == "retreat":
            return -1.0
        if effect.kind == "destroy_item":
            return 1.5 if move.target.owner != seat else -3.0
        return 1.0
    if kind == "activate":
        active = sum(player.active)
        return 2.5 - 0.6 * active
    if kind == "draw":
        return 2.0 - 0.3 * len(player.hand)
    if kind == "search":
        return -0.5
    if kind == "tuck":
        return -1.0
    if kind == "take":
        c = move.card
        return 0.0 if c == UNKNOWN else (card(c).ap + card(c).dp) / 40
    if kind == "buy":
        return 5.0
    return 0.0  # pass


def playout_move(state: KamelohState, moves: list[Move], rng: random.Random) -> Move:
    """Mostly the best-scored move, sometimes a random one."""
    if rng.random() < 0.15:
        return moves[rng.randrange(len(moves))]
    best, best_score = moves[0], -1e9
    for move in moves:
        score = move_score(state, move) + rng.random() * 0.5
        if score > best_score:
            best, best_score = move, score
    return best


def order_moves(state: KamelohState, moves: list[Move]) -> list[Move]:
    return sorted(moves, key=lambda m: -move_score(state, m))


def search_moves(state: KamelohState, moves: list[Move]) -> list[Move]:
    """Moves worth a search: a tucked card goes under the pile, so which oasis takes it barely matters; the
    search keeps one tuck per card (under the largest pile, where it comes back last) instead of up to four."""
    tucks = [m for m in moves if isinstance(m, TuckMove)]
    if not tucks:
        return moves
    oases = state.players[state.current].oases
    best: dict[int, TuckMove] = {}
    for m in tucks:
        kept = best.get(m.card)
        if kept is None or len(oases[m.oasis]) > len(oases[kept.oasis]):
            best[m.card] = m
    return [m for m in moves if not isinstance(m, TuckMove) or best[m.card] is m]
