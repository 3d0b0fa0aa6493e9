"""What a Ka-Mel-Oh! position means for a newcomer, read from the rules (nothing here decides a rule): the
steps of a turn the rules are in now (for a step panel), and what an attack would do before it is confirmed
(the move applied on the state, the defender's answer let pass, the events and the state after it read).

The six steps of a turn, in the order the rules go through them:
- "dates": the income at the start of the turn (one date per activated oasis), done by the rules;
- "oasis": draw from face-down oases or search one (2 dates), or activate an oasis;
- "play": send monsters and use items;
- "transform": mutate or fuse (part of playing cards: the same turn action);
- "attack": the optional attack (none in a player's first turn);
- "end": end the turn (and the last turn's buy-out).
"oasis" and "play"/"transform" are alternatives: a turn takes exactly one action (`KamelohState.action`).
A step's status is "now" (the turn is there), "done", "open" (can still come this turn) or "closed" (not
this turn); `why` names the reason of a closed step or a note ("income", "first_turn", "point", ...).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.kameloh.apply import apply_move
from rules.kameloh.moves import PASS, free_point_due
from rules.kameloh.pool import card
from rules.kameloh.state import KamelohState
from rules.kameloh.table import monster_view

TURN_STEPS = ("dates", "oasis", "play", "transform", "attack", "end")
OASIS_KINDS = frozenset({"activate", "draw", "search", "take", "tuck"})
PLAY_KINDS = frozenset({"play", "item"})
TRANSFORM_KINDS = frozenset({"mutate", "fuse", "join"})


@dataclass(frozen=True)
class TurnStep:
    """One row of the step panel: `status` "now" (the turn is here), "done", "open" (can still come this
    turn) or "closed" (not this turn); `why` names the reason of a closed step or a note ("" for none)."""

    name: str
    status: str
    why: str = ""


def current_steps(state: KamelohState, legal: list, hidden: bool = False) -> frozenset[str]:
    """The step(s) the turn is in now, as the rules' phase and turn action say (several: a choice).
    `hidden`: `legal` are the moves of a view that does not show the deciding seat's hand, so playing
    cards is taken as possible while the turn's action allows it."""
    phase = state.phase
    if phase == "over":
        return frozenset()
    if phase == "search":
        return frozenset({"oasis"})
    if phase == "answer":
        return frozenset({"attack"})
    if phase == "buyout":
        return frozenset({"end"})
    kinds = _kinds(state, legal, hidden)
    action = state.action
    if action == "":
        chosen = set()
        if kinds & {"activate", "draw", "search"}:
            chosen.add("oasis")
        if kinds & PLAY_KINDS:
            chosen.add("play")
        if kinds & TRANSFORM_KINDS:
            chosen.add("transform")
        if chosen:
            return frozenset(chosen)
    elif action in ("tuck", "draw") and kinds & {"draw", "search"}:
        return frozenset({"oasis"})
    elif action == "play" and kinds & (PLAY_KINDS | TRANSFORM_KINDS):
        return frozenset({"play", "transform"} if kinds & TRANSFORM_KINDS else {"play"})
    return frozenset({"attack"}) if "attack" in kinds else frozenset({"end"})


def _kinds(state: KamelohState, legal: list, hidden: bool) -> set[str]:
    kinds = {m[0] for m in legal}
    if hidden and state.phase == "main" and state.action in ("", "play"):
        kinds |= {"play", "mutate"}
    return kinds


def turn_steps(state: KamelohState, legal: list, hidden: bool = False) -> list[TurnStep]:
    """The six steps with their status for the seat that decides now (`hidden`: see `current_steps`)."""
    now = current_steps(state, legal, hidden)
    kinds = _kinds(state, legal, hidden)
    phase = state.phase
    if phase in ("over", "buyout"):
        gone = "done" if phase == "over" else "closed"
        return [TurnStep(n, "now" if n in now else gone, _note(state, n)) for n in TURN_STEPS]
    out = []
    for name in TURN_STEPS:
        if name in now:
            out.append(TurnStep(name, "now", _note(state, name)))
        elif phase == "answer":
            out.append(TurnStep(name, "open" if name == "end" else "done"))
        else:
            out.append(_main_step(state, name, kinds))
    return out


def _main_step(state: KamelohState, name: str, kinds: set[str]) -> TurnStep:
    """A step of the main phase that the turn is not in now."""
    action = state.action
    if name == "dates":
        return TurnStep(name, "done", "income")
    if name == "oasis":
        if action in ("activate", "search", "draw", "tuck"):
            return TurnStep(name, "done")
        return TurnStep(name, "closed", "other_action" if action == "play" else "nothing")
    if name in ("play", "transform"):
        if action not in ("", "play"):
            return TurnStep(name, "closed", "other_action")
        if name == "play" and action == "play":
            return TurnStep(name, "done")
        return TurnStep(name, "closed", "dates" if name == "play" else "violet")
    if name == "attack":
        return TurnStep(name, "open") if "attack" in kinds else TurnStep(name, "closed", _no_attack(state))
    return TurnStep(name, "open", "point" if free_point_due(state) else "")


def _note(state: KamelohState, name: str) -> str:
    if name == "end" and state.phase == "buyout":
        return "buyout"
    if name == "end" and state.phase == "main" and free_point_due(state):
        return "point"
    if name == "attack" and state.phase == "answer":
        return "answer"
    return ""


def _no_attack(state: KamelohState) -> str:
    seat = state.current
    if free_point_due(state):
        return "point"
    if state.players[seat].turns == 0:
        return "first_turn"
    return "no_monsters"


# ---------------------------------------------------------------------------------------------- an attack
@dataclass(frozen=True)
class Blow:
    """What an attack does to one target: damage, life left after it (0: defeated), points it brings."""

    slot: int
    card: int
    damage: int
    left: int
    defeated: bool
    points: int


@dataclass(frozen=True)
class AttackOutcome:
    attacker: int
    blows: tuple[Blow, ...]
    points: int  # victory points the attacker scores
    total: int  # the attacker's points after the attack
    answer: bool  # the defender may still answer with items (the outcome assumes no answer)
    end_begins: bool  # the attack reaches the target of a short game: the end begins


def attack_outcome(state: KamelohState, move: Any) -> AttackOutcome:
    """What `move` (an attack) does, by applying it on `state` (and, when the defender may answer, letting
    the answer pass): the fight's damage, who is defeated, the points."""
    seat = state.current
    after, events = apply_move(state, move)
    answer = after.phase == "answer"
    if answer:
        after, more = apply_move(after, PASS)
        events = events + more
    hits: dict[int, int] = {}
    for e in events:
        if e.kind == "fight":
            hits.update(dict(e.info[2]))
    defeated = {e.slot for e in events if e.kind == "defeat"}
    points = sum(e.amount for e in events if e.kind == "points" and e.seat == seat)
    blows = []
    for slot, hit in sorted(hits.items()):
        before = monster_view(state, slot)
        assert before is not None
        now = monster_view(after, slot)
        left = 0 if slot in defeated or now is None else max(0, now.remaining)
        worth = card(before.card).points if slot in defeated else 0
        blows.append(Blow(slot, before.card, hit, left, slot in defeated, worth))
    total = after.players[seat].points
    end_begins = (
        state.end_by < 0 and after.end_by == seat and state.length == "short" and total >= state.target
    )
    return AttackOutcome(seat, tuple(blows), points, total, answer, end_begins)
