"""Sure gains: what a move of the main phase wins for certain, read off the rules one ply ahead (the move applied
on the mover's view, the rules' own events and free point), for the AI's root and the hint's words.

The search judges a turn by 16-ply playouts, which blur a gain that is certain now (issue 27: the hint kept
activating oases while the opponent took a free point every turn, and missed an item that defeated a monster
for 3 stars). So the medium level (the hint's) checks its root moves after the search (`sure_gains`, asked by
rules.ai when `AiSettings.extra["sure_gains"]`) and prefers a move with a larger sure gain than its choice has:

- points now: stars of the monsters the move defeats (a damage item, or an attack the defender cannot answer
  because he has fewer dates than the cheapest answer item);
- the free point stopped: the mover's half is empty, so the opponent would score a point without a fight at
  the end of his next turn (NOTES.md, "The free victory point"); a move that sends a monster there stops it,
  counted only when no monster of the opponent's arena could defeat the newcomer with a plain attack (else he
  would score its stars instead of the one point).

The search's choice is credited with what it still allows this turn (one ply more, when the turn goes on), and
an attack of its choice with the answer let pass: a sure gain it can still take, or an attack it trusts, is
not overruled. Cost: one apply per scoring root move (items, attacks, monsters sent), about 25 at most.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.kameloh.apply import apply_legal_move
from rules.kameloh.evaluate import threat
from rules.kameloh.moves import PASS, Move, legal_moves
from rules.kameloh.state import KamelohState
from rules.kameloh.stats import values

# Kinds of move that can defeat a monster or put one into the mover's half (the others never do).
SCORING_KINDS = frozenset({"item", "attack", "play", "fuse"})


@dataclass(frozen=True)
class Gain:
    """What a move wins for sure: `points` now (by defeating the monsters `defeated`, card indices), and
    whether it stops the opponent's free point (`stops_free_point`)."""

    points: int = 0
    defeated: tuple[int, ...] = ()
    stops_free_point: bool = False

    @property
    def worth(self) -> int:
        """In victory points: the stars, and one for the opponent's point denied."""
        return self.points + int(self.stops_free_point)


NOTHING = Gain()


def free_point_open(state: KamelohState) -> bool:
    """The mover's half is empty in the main phase, and the opponent (past his first turn) would score the
    free point at the end of his next turn if it stays so."""
    seat = state.current
    return (
        state.phase == "main"
        and state.end_stage == 0
        and not state.monsters_of(seat)
        and state.players[1 - seat].turns > 0
    )


def sure_gain(state: KamelohState, move: Move, trust_attack: bool = False) -> Gain:
    """What `move` (legal in `state`, the mover's view in the main phase) wins for sure. `trust_attack`: an
    attack the defender may still answer counts with the answer let pass (for the search's own choice)."""
    if state.phase != "main" or move[0] not in SCORING_KINDS:
        return NOTHING
    if move[0] in ("play", "fuse") and not free_point_open(state):
        return NOTHING  # sending a monster defeats none: it can only stop the free point
    seat = state.current
    after, events = apply_legal_move(state, move)
    if after.phase == "answer":
        if not trust_attack:
            return NOTHING
        after, more = apply_legal_move(after, PASS)
        events = events + more
    points = sum(e.amount for e in events if e.kind == "points" and e.seat == seat and e.info == ("defeat",))
    defeated = tuple(e.card for e in events if e.kind == "defeat") if points else ()
    stops = free_point_open(state) and _stands_safe(after, seat)
    return Gain(points, defeated, stops)


def _stands_safe(after: KamelohState, seat: int) -> bool:
    """`seat` has monsters in `after` and no plain attack of the opponent's arena defeats one of them."""
    slots = after.monsters_of(seat)
    if not slots:
        return False
    hits = threat(after, 1 - seat)
    return all(hits.get(slot, 0) < values(after, slot).remaining for slot in slots)


def _still_open(state: KamelohState, chosen: Move) -> int:
    """The worth of the chosen move with the best sure gain it leaves for the rest of the turn."""
    gain = sure_gain(state, chosen, trust_attack=True)
    after, _ = apply_legal_move(state, chosen)
    if after.current != state.current or after.phase != "main":  # the turn ends (an attack, a pass)
        return gain.worth
    later = [sure_gain(after, m) for m in legal_moves(after) if m[0] in SCORING_KINDS]
    if gain.stops_free_point:  # the free point is stopped once, not again by a later monster
        return gain.worth + max((g.points for g in later), default=0)
    return gain.worth + max((g.worth for g in later), default=0)


def sure_gains(state: KamelohState, seat: int, moves: list[Move], chosen: Move) -> list[Move]:
    """The moves of `moves` with the largest sure gain, if it is larger than what `chosen` (the search's
    move) wins and leaves open this turn; else [] (keep the search's choice)."""
    if state.phase != "main" or state.current != seat:
        return []
    gains = {m: sure_gain(state, m).worth for m in moves if m[0] in SCORING_KINDS}
    best = max(gains.values(), default=0)
    if best <= 0 or best <= _still_open(state, chosen):
        return []
    return [m for m, worth in gains.items() if worth == best]
