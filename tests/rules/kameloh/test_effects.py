"""Every effect kind of the green items, interpreted from the card data, and the item caps."""

from __future__ import annotations

from dataclasses import replace

from rules.kameloh.state import Lying, Monster
from rules.kameloh.stats import price, values
from tests.rules.kameloh.helpers import GAME, cid, compose, notations, play

KARAWANE = ("karawane", "wuestensturm")
OASE = ("oasenzauber", "karawane")


def test_effect_boost_that_stays_lies_on_the_monster() -> None:
    state = compose(
        decks=KARAWANE, arena={"A1": "lastenkamel"}, hands=(("hoeckerpolster",), ()), dates=(1, 0)
    )
    after = play(state, "item Höckerpolster>A1")
    assert after.lying == (Lying(cid("hoeckerpolster"), 0, 0),)
    assert values(after, 0).dp == 20 + 15
    after = play(after, "pass", "pass")
    assert values(after, 0).dp == 35  # still lying a turn later


def test_effect_lying_item_goes_to_its_owners_desert_with_the_monster() -> None:
    state = compose(
        decks=("wuestensturm", "karawane"),
        arena={"A1": "sultan_der_duenen", "B1": ("karamell_kamel", 1, 40)},
        lying=(("flohbefall", 0, 2),),
        current=0,
    )
    after = play(state, "attack A1>B1")
    assert after.arena[2] is None and after.lying == ()
    assert after.players[0].desert[-1] == cid("flohbefall")  # the item's owner, not the monster's


def test_effect_boost_ap_stays() -> None:
    state = compose(arena={"A1": "spuckdromedar"}, hands=(("stachelzaum",), ()), dates=(2, 0))
    assert values(play(state, "item Stachelzaum>A1"), 0).ap == 25 + 15


def test_effect_boost_lp_is_permanent() -> None:
    state = compose(
        decks=KARAWANE, arena={"A1": ("lastenkamel", 0, 30)}, hands=(("kaktusfeige",), ()), dates=(2, 0)
    )
    after = play(state, "item Kaktusfeige>A1")
    v = values(after, 0)
    assert (v.lp, v.remaining) == (70 + 40, 70 + 40 - 30) and after.lying == ()
    assert cid("kaktusfeige") in after.players[0].desert


def test_effect_boost_for_the_fight_ends_with_the_turn() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, hands=(("dattelschnaps",), ()), dates=(1, 0)
    )
    after = play(state, "item Dattelschnaps>A1")
    assert values(after, 0).ap == 45
    after = play(after, "pass")
    assert after.effects == () and values(after, 0).ap == 25


def test_effect_weaken_that_stays() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "steppenkoloss"}, hands=(("flohbefall",), ()), dates=(2, 0)
    )
    after = play(state, "item Flohbefall>B1")
    assert values(after, 2).ap == 40 - 15
    assert values(play(after, "pass", "pass"), 2).ap == 25


def test_effect_weaken_never_below_zero() -> None:
    state = compose(arena={"A1": "spuckdromedar", "B1": "lastenkamel"}, lying=(("flohbefall", 0, 2),))
    assert values(state, 2).ap == 0  # 10 - 15


def test_effect_weaken_for_the_fight() -> None:
    state = compose(
        arena={"A1": "spuckdromedar", "B1": "hoeckerpanzer"}, hands=(("sand_in_den_augen",), ()), dates=(1, 0)
    )
    after = play(state, "item Sand in den Augen>B1", "attack A1>B1")
    assert after.arena[2].damage == 25 - (30 - 20)


def test_effect_direct() -> None:
    state = compose(
        arena={"A1": "hoeckerboxer", "B1": "steppenkoloss"}, hands=(("kamel_hame_ha",), ()), dates=(3, 0)
    )
    after = play(state, "item Kamel-hame-ha!>A1")
    assert values(after, 0).direct
    assert play(after, "attack A1>B1").arena[2].damage == 45


def test_effect_damage_and_its_victory_points() -> None:
    state = compose(
        arena={"B1": "steppenkoloss", "B2": ("karamell_kamel", 1, 25)},
        hands=(("spuckattacke",) * 2, ()),
        dates=(4, 0),
    )
    after = play(state, "item Spuckattacke>B1")
    assert after.arena[2].damage == 30 and after.players[0].points == 0
    after = play(after, "item Spuckattacke>B2")
    assert after.arena[3] is None and after.players[0].points == 2


def test_effect_heal_all() -> None:
    state = compose(
        decks=KARAWANE, arena={"A1": ("steppenkoloss", 0, 150)}, hands=(("wasserloch",), ()), dates=(2, 0)
    )
    assert play(state, "item Wasserloch>A1").arena[0].damage == 0


def test_effect_heal_needs_damage() -> None:
    state = compose(decks=KARAWANE, arena={"A1": "steppenkoloss"}, hands=(("wasserloch",), ()), dates=(2, 0))
    assert not any(m.startswith("item") for m in notations(state))


def test_effect_heal_amount_as_answer() -> None:
    state = compose(
        decks=("karawane", "wuestensturm"),
        arena={"A1": "steppenkoloss", "B1": ("spuckdromedar", 1, 30)},
        hands=((), ("kamelmilch",)),
        dates=(0, 1),
    )
    after = play(state, "attack A1>B1", "item Kamelmilch>B1")
    assert after.arena[2].damage == 0  # heals up to 40, but only the 30 taken
    after = play(after, "pass")
    assert after.arena[2].damage == 40 - 10


def test_effect_shield() -> None:
    state = compose(
        decks=OASE,
        arena={"B1": "lastenkamel", "A1": "lama_lehrling"},
        hands=(("fata_morgana",), ()),
        dates=(3, 0),
        current=1,
    )
    after = play(state, "attack B1>A1", "item Fata Morgana>A1", "pass")
    assert after.arena[0].damage == 0


def test_effect_price_streik_raises_all_monster_prices() -> None:
    state = compose(decks=KARAWANE, hands=(("streik", "lastenkamel"), ()), dates=(5, 0))
    after = play(state, "item Streik")
    assert after.lying == (Lying(cid("streik"), 0, -1),)
    assert price(after, 0, cid("lastenkamel")) == 3 and price(after, 1, cid("doppeldecker")) == 2
    assert price(after, 0, cid("hoeckerpolster")) == 1  # items are not monsters
    assert "play Lastenkamel@A1" not in notations(after)  # 3 > 2 dates left


def test_effect_price_own_discount_never_below_zero() -> None:
    state = compose(decks=KARAWANE, lying=(("schnaeppchenmarkt", 0, -1),))
    assert price(state, 0, cid("lastenkamel")) == 0 and price(state, 0, cid("lama_lehrling")) == 0
    assert price(state, 0, cid("grosswesir")) == 5 and price(state, 1, cid("grosswesir")) == 6


def test_effect_income_each_own_turn() -> None:
    state = compose(decks=KARAWANE, hands=(("bausparvertrag",), ()), dates=(6, 0))
    after = play(state, "item Bausparvertrag", "pass")
    assert after.players[0].dates == 0 and after.players[1].dates == 0
    after = play(after, "pass")
    assert after.players[0].dates == 2


def test_effect_monster_income_while_in_the_arena() -> None:
    state = compose(decks=KARAWANE, arena={"A1": "dattelhaendler"}, current=1)
    assert play(state, "pass").players[0].dates == 1


def test_effect_dates_at_once() -> None:
    state = compose(decks=KARAWANE, hands=(("dattelernte",), ()), dates=(1, 0))
    assert play(state, "item Dattelernte").players[0].dates == 3


def test_effect_destroy_a_lying_item_on_either_side() -> None:
    state = compose(
        decks=OASE,
        arena={"A1": "lama_lehrling", "B1": "lastenkamel"},
        hands=(("sandsturm",), ()),
        lying=(("streik", 1, -1), ("hoeckerpolster", 1, 2)),
        dates=(2, 0),
    )
    moves = notations(state)
    assert "item Sandsturm>Streik (front B)" in moves and "item Sandsturm>Höckerpolster (on B1)" in moves
    after = play(state, "item Sandsturm>Höckerpolster (on B1)")
    assert after.lying == (Lying(cid("streik"), 1, -1),)
    assert after.players[1].desert == (cid("hoeckerpolster"),)


def test_effect_steal_a_common_monster_to_a_free_place() -> None:
    state = compose(
        decks=OASE,
        arena={"A1": "lama_lehrling", "B1": ("lastenkamel", 1, 10), "B2": "steppenkoloss"},
        hands=(("dattel_koeder",), ()),
        lying=(("hoeckerpolster", 1, 2),),
        dates=(4, 0),
    )
    moves = notations(state)
    assert "item Dattel-Köder>B1" in moves and "item Dattel-Köder>B2" not in moves  # HK 2 is safe
    after = play(state, "item Dattel-Köder>B1")
    assert after.arena[2] is None and after.arena[1] == Monster(cid("lastenkamel"), 1, 10)
    assert after.lying == () and cid("hoeckerpolster") in after.players[1].desert


def test_effect_steal_needs_a_free_place() -> None:
    state = compose(
        decks=OASE,
        arena={"A1": "lama_lehrling", "A2": "spucklama", "B1": "lastenkamel"},
        hands=(("dattel_koeder",), ()),
        dates=(4, 0),
    )
    assert not any(m.startswith("item Dattel-Köder") for m in notations(state))


def test_rule_taken_monster_goes_to_its_owners_desert_and_points_to_the_defeater() -> None:
    # seat 1 took seat 0's Lama-Lehrling earlier; seat 0 now defeats it on seat 1's side
    state = compose(decks=OASE, arena={"A1": "spucklama", "B1": ("lama_lehrling", 0, 20)})
    after = play(state, "attack A1>B1")
    assert after.arena[2] is None and after.players[0].points == 2
    assert after.players[0].desert[-1] == cid("lama_lehrling") and after.players[1].desert == ()


def test_effect_retreat_returns_an_own_monster_healed() -> None:
    state = compose(
        decks=OASE, arena={"A1": ("dalai_lama", 0, 150)}, hands=(("rueckzug_ins_zelt",), ()), dates=(1, 0)
    )
    after = play(state, "item Rückzug ins Zelt>A1")
    assert after.arena[0] is None and cid("dalai_lama") in after.players[0].hand


def test_effect_retreat_not_for_a_taken_monster() -> None:
    state = compose(
        decks=OASE, arena={"A1": ("lastenkamel", 1, 0)}, hands=(("rueckzug_ins_zelt",), ()), dates=(1, 0)
    )
    assert not any(m.startswith("item Rückzug") for m in notations(state))


def test_rule_items_raise_values_at_most_to_100_80_400() -> None:
    state = compose(arena={"A1": "sultan_der_duenen"}, lying=(("stachelzaum", 0, 0),) * 3)
    assert values(state, 0).ap == 100  # 60 + 45
    state = compose(decks=KARAWANE, arena={"A1": "grosswesir"}, lying=(("hoeckerpolster", 0, 0),) * 2)
    parasol = replace(state, effects=(Lying(cid("sonnenschirm"), 0, 0),))
    assert values(state, 0).dp == 70 and values(parasol, 0).dp == 80  # 40 + 30, + 20 is cut to 80
    big = replace(state.arena[0], lp_bonus=200)
    assert values(replace(state, arena=(big, None, None, None)), 0).lp == 400


def test_every_item_can_be_paid_and_targets_are_legal() -> None:
    """Smoke: in random games, every legal item move applies and keeps the state consistent."""
    import random

    from rules.kameloh.text import check_state

    rng = random.Random(4)
    for seed in range(6):
        state = GAME.new(seed=seed)
        while not GAME.is_over(state):
            moves = GAME.legal_moves(state)
            items = [m for m in moves if m[0] == "item"]
            move = items[0] if items and rng.random() < 0.7 else moves[rng.randrange(len(moves))]
            state = GAME.apply(state, move)
            check_state(state)
