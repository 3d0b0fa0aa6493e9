"""The attack: the four fight formulas, direct attacks, defeats and victory points, the free point, and the
defender's item answer."""

from __future__ import annotations

import pytest

from rules.kameloh.moves import to_move
from tests.rules.kameloh.helpers import GAME, cid, compose, notations, play


def fight(arena: dict, attack: str, **kw) -> tuple:
    state = compose(arena=arena, **kw)
    after = play(state, attack)
    return state, after


def damage(state, slot: int) -> int:
    return state.arena[slot].damage


def test_rule_1_1_damage_is_ap_minus_dp() -> None:
    _s, after = fight({"A1": "hoeckerboxer", "B1": "lastenkamel"}, "attack A1>B1")
    assert damage(after, 2) == 45 - 20


def test_rule_1_1_no_damage_when_dp_at_least_ap() -> None:
    _s, after = fight({"A1": "spuckdromedar", "B1": "hoeckerpanzer"}, "attack A1>B1")
    assert damage(after, 2) == 0


def test_rule_1_2_single_attacker_hits_both_defenders_separately() -> None:
    _s, after = fight({"A1": "hoeckerboxer", "B1": "lastenkamel", "B2": "trampel_azubi"}, "attack A1>B1+B2")
    assert (damage(after, 2), damage(after, 3)) == (45 - 20, 45 - 15)


def test_rule_2_1_only_one_attacker_with_ap_plus_10() -> None:
    state = compose(arena={"A1": "hoeckerboxer", "A2": "spuckdromedar", "B1": "lastenkamel"})
    assert {m for m in notations(state) if m.startswith("attack")} == {"attack A1>B1", "attack A2>B1"}
    after = play(state, "attack A1>B1")
    assert damage(after, 2) == 45 + 10 - 20
    after = play(state, "attack A2>B1")
    assert damage(after, 2) == 25 + 10 - 20


def test_rule_2_2_sum_of_ap_minus_stronger_dp_hits_both() -> None:
    arena = {"A1": "hoeckerboxer", "A2": "spuckdromedar", "B1": "lastenkamel", "B2": "trampel_azubi"}
    _s, after = fight(arena, "attack A1+A2>B1+B2")
    assert damage(after, 2) == damage(after, 3) == 45 + 25 - 20


def test_rule_direct_attack_ignores_dp() -> None:
    _s, after = fight({"A1": "doppeldecker", "B1": "lastenkamel"}, "attack A1>B1")
    assert damage(after, 2) == 10


def test_rule_direct_attack_in_2_2_adds_its_ap_unblocked() -> None:
    arena = {"A1": "doppeldecker", "A2": "hoeckerboxer", "B1": "lastenkamel", "B2": "trampel_azubi"}
    _s, after = fight(arena, "attack A1+A2>B1+B2")
    assert damage(after, 2) == 10 + (45 - 20)


def test_rule_defenders_never_strike_back() -> None:
    _s, after = fight({"A1": "spuckdromedar", "B1": "steppenkoloss"}, "attack A1>B1")
    assert damage(after, 0) == 0


def test_rule_damage_stays_until_defeat() -> None:
    _s, after = fight({"A1": "hoeckerboxer", "B1": "lastenkamel"}, "attack A1>B1")
    after = play(after, "pass", "pass")
    assert damage(after, 2) == 25


@pytest.mark.parametrize(
    ("monster", "points"),
    [("grosswesir", 5), ("karawanenfuehrer", 4), ("zyklopenkamel", 3), ("lastenkamel", 2)],
)
def test_rule_points_by_frequency_class_of_the_defeated_monster(monster: str, points: int) -> None:
    from rules.kameloh.pool import card

    lp = card(cid(monster)).lp
    state, after = fight({"A1": "doppeldecker", "B1": (monster, 1, lp - 5)}, "attack A1>B1", points=(3, 0))
    assert after.arena[2] is None
    assert after.players[0].points == 3 + points
    assert after.players[1].desert[-1] == cid(monster)  # the owner's desert


def test_rule_defeated_at_exactly_zero_lp() -> None:
    _s, after = fight({"A1": "hoeckerboxer", "B1": ("karamell_kamel", 1, 20)}, "attack A1>B1")
    assert after.arena[2] is None  # 20 + 30 = 50 = LP


def test_rule_attack_is_optional() -> None:
    state = compose(arena={"A1": "hoeckerboxer", "B1": "lastenkamel"})
    after = play(state, "pass")
    assert damage(after, 2) == 0 and after.players[0].points == 0


def test_rule_attack_ends_the_turn() -> None:
    _s, after = fight({"A1": "hoeckerboxer", "B1": "lastenkamel"}, "attack A1>B1")
    assert after.current == 1 and after.phase == "main"


def test_rule_free_point_without_enemy_monster() -> None:
    state = compose(arena={"A1": "doppeldecker"})
    assert not any(m.startswith("attack") for m in notations(state))
    after = play(state, "pass")
    assert after.players[0].points == 1


def test_rule_no_free_point_in_the_first_turn() -> None:
    after = play(compose(arena={"A1": "doppeldecker"}, turns=(0, 0)), "pass")
    assert after.players[0].points == 0


def test_rule_free_point_without_enemy_monster_needs_no_monster_of_ones_own() -> None:
    # "Steht während einer späteren Runde kein gegnerisches Monster in der Arena, so findet kein Angriff
    # statt, und der Spieler erhält kampflos einen Siegespunkt." No own monster is asked for (NOTES.md).
    after = play(compose(), "pass")
    assert after.players[0].points == 1


def test_rule_no_free_point_when_enemy_has_a_monster() -> None:
    after = play(compose(arena={"A1": "doppeldecker", "B1": "lastenkamel"}), "pass")
    assert after.players[0].points == 0


# ----- items in the fight
def test_rule_defender_decides_the_item_answer() -> None:
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, hands=((), ("sonnenschirm",)), dates=(0, 1)
    )
    asked = play(state, "attack A1>B1")
    assert asked.phase == "answer" and to_move(asked) == 1 and GAME.to_move(asked) == 1
    assert notations(asked) == ["item Sonnenschirm>B1", "pass"]
    answered = play(asked, "item Sonnenschirm>B1", "pass")
    assert damage(answered, 2) == 45 - (20 + 20)
    assert answered.players[1].dates == 0 and answered.current == 1


def test_rule_defender_may_let_the_fight_happen() -> None:
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, hands=((), ("sonnenschirm",)), dates=(0, 1)
    )
    after = play(state, "attack A1>B1", "pass")
    assert damage(after, 2) == 25


def test_defender_without_dates_is_not_asked() -> None:
    """Whether the defender is asked depends only on public facts (his dates), never on his hand."""
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, hands=((), ("sonnenschirm",)), dates=(0, 0)
    )
    after = play(state, "attack A1>B1")
    assert after.phase == "main" and after.current == 1 and damage(after, 2) == 25


def test_defender_with_dates_is_asked_even_without_items() -> None:
    state = compose(arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, dates=(0, 4))
    asked = play(state, "attack A1>B1")
    assert asked.phase == "answer" and notations(asked) == ["pass"]


def test_rule_attacker_names_items_before_the_attack() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, hands=(("dattelschnaps",), ()), dates=(1, 0)
    )
    assert "item Dattelschnaps>A1" in notations(state)
    after = play(state, "item Dattelschnaps>A1", "attack A1>B1")
    assert damage(after, 2) == 25 + 20 - 20


def test_rule_fight_items_act_once() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, hands=(("dattelschnaps",), ()), dates=(1, 0)
    )
    after = play(state, "item Dattelschnaps>A1", "attack A1>B1", "pass")
    assert after.effects == () and cid("dattelschnaps") in after.players[0].desert
    after = play(after, "attack A1>B1")
    assert damage(after, 2) == 25 + 5  # without the schnapps only 25 - 20


def test_rule_kamel_hame_ha_makes_one_monster_attack_directly() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "hoeckerpanzer"}, hands=(("kamel_hame_ha",), ()), dates=(3, 0)
    )
    after = play(state, "item Kamel-hame-ha!>A1", "attack A1>B1")
    assert damage(after, 2) == 25


def test_attack_items_only_when_an_attack_is_possible() -> None:
    state = compose(arena={"A1": "spuckdromedar"}, hands=(("dattelschnaps",), ()), dates=(1, 0))
    assert not any(m.startswith("item") for m in notations(state))


def test_attack_items_do_not_use_up_the_action() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, hands=(("dattelschnaps",), ()), dates=(1, 0)
    )
    after = play(state, "item Dattelschnaps>A1", "activate oasis 1")
    assert after.players[0].active[0]


def test_rule_shield_answer_takes_no_damage() -> None:
    state = compose(
        decks=("karawane", "oasenzauber"),
        arena={"A1": "zyklopenkamel", "B1": "lama_lehrling", "B2": "flauschalpaka"},
        hands=((), ("fata_morgana",)),
        dates=(0, 3),
    )
    after = play(state, "attack A1>B1+B2", "item Fata Morgana>B1", "pass")
    assert damage(after, 2) == 0 and damage(after, 3) == 30 - 25
