"""The newcomer's reading of a position (rules.kameloh.guide): the step of the turn the rules are in, and
an attack's outcome before it is made, checked against the rules over lively random games."""

from __future__ import annotations

import random

from rules.kameloh import (
    GAME,
    TURN_STEPS,
    attack_outcome,
    card,
    current_steps,
    fight_damage,
    monster_view,
    turn_steps,
)

OASIS_KINDS = {"activate", "draw", "search", "take", "tuck"}
# plays, fights and transforms much more often than it tucks, so that every phase comes up
WEIGHTS = {
    "play": 30,
    "attack": 40,
    "item": 8,
    "mutate": 50,
    "fuse": 60,
    "join": 40,
    "activate": 6,
    "draw": 5,
}


def random_states(games: int = 6, seed: int = 0):
    """Every state of a few lively random games (fights, transformations and the end included)."""
    for g in range(games):
        rng = random.Random(seed + g)
        state = GAME.new(2, {"target": 10}, seed + g)
        while not GAME.is_over(state):
            legal = GAME.legal_moves(state)
            yield state, legal
            state = GAME.apply(state, rng.choices(legal, [WEIGHTS.get(m[0], 1) for m in legal])[0])
        yield state, []


def test_the_step_named_is_the_one_the_rules_are_in() -> None:
    seen = set()
    for state, legal in random_states():
        kinds = {m[0] for m in legal}
        steps = {s.name: s for s in turn_steps(state, legal)}
        now = current_steps(state, legal)
        assert list(steps) == list(TURN_STEPS)
        assert {n for n, s in steps.items() if s.status == "now"} == now
        phase, action = state.phase, state.action
        seen.add((phase, action))
        if phase == "over":
            assert not now
            continue
        assert now, (phase, action)
        if phase == "answer":  # the defender answers the declared attack
            assert now == {"attack"}
        elif phase == "search":
            assert now == {"oasis"}
        elif phase == "buyout":
            assert now == {"end"}
        else:
            if "oasis" in now:
                assert kinds & OASIS_KINDS
            if "play" in now:
                assert kinds & {"play", "item"} and action in ("", "play")
            if "transform" in now:
                assert kinds & {"mutate", "fuse", "join"}
            if "attack" in now or steps["attack"].status == "open":
                assert "attack" in kinds
            if "attack" not in kinds:  # an attack the rules do not offer is never shown as possible
                assert steps["attack"].status == "closed" and steps["attack"].why
                if state.players[state.current].turns == 0:
                    assert steps["attack"].why == "first_turn"
            if action == "play":  # the turn's one action is playing cards: no oasis action any more
                assert steps["oasis"].status == "closed" and steps["oasis"].why == "other_action"
            if action in ("activate", "draw", "tuck", "search"):
                assert steps["play"].status == steps["transform"].status == "closed"
            if action == "" and len(now) > 1:
                assert now <= {"oasis", "play", "transform"}
    # the walk reached the phases and actions the panel must tell apart
    assert {("answer", ""), ("main", "play"), ("main", "activate"), ("main", "")} <= {
        (p, a if p == "main" else "") for p, a in seen
    }
    assert {"search", "buyout", "over"} <= {p for p, _a in seen}


def test_the_preview_is_what_applying_the_attack_gives() -> None:
    checked = 0
    defeats = 0
    for state, legal in random_states(8, 100):
        for move in (m for m in legal if m[0] == "attack"):
            outcome = attack_outcome(state, move)
            after = GAME.apply(state, move)
            assert outcome.answer == (after.phase == "answer")
            if outcome.answer:
                after = GAME.apply(after, ("pass",))  # the defender lets it happen
            seat = state.current
            assert outcome.points == after.players[seat].points - state.players[seat].points
            assert outcome.total == after.players[seat].points
            assert {b.slot for b in outcome.blows} == set(move[2])  # the targets the rules hit
            # the damage is the rule text's formula for this attack (1:1, 1:2, 2:1 or 2:2)
            assert {b.slot: b.damage for b in outcome.blows} == dict(fight_damage(state, move[1], move[2]))
            for blow in outcome.blows:
                was, now = state.arena[blow.slot], after.arena[blow.slot]
                gone = now is None or now.card != was.card
                assert blow.defeated == gone
                if gone:
                    defeats += 1
                    assert blow.left == 0 and blow.points == card(was.card).points
                else:
                    assert blow.damage == now.damage - was.damage
                    assert blow.left == monster_view(after, blow.slot).remaining
            checked += 1
    assert checked > 20 and defeats > 3
