"""Mutations and gatherings (Zusammenrottungen, our fusions)."""

from __future__ import annotations

from rules.kameloh.pool import card
from rules.kameloh.state import Lying
from rules.kameloh.stats import values
from tests.rules.kameloh.helpers import cid, compose, notations, play

KARAWANE = ("karawane", "wuestensturm")
STORM = ("wuestensturm", "karawane")


def mutation_position(**kw):
    base = dict(
        decks=KARAWANE,
        arena={"A1": ("trampel_azubi", 0, 30)},
        hands=(("trampolintier", "mutagen_dattel"), ()),
        lying=(("hoeckerpolster", 0, 0), ("flohbefall", 1, 0)),
        dates=(2, 0),
    )
    base.update(kw)
    return compose(**base)


def test_rule_mutation_yellow_monster_item_and_violet_result_take_the_place() -> None:
    state = mutation_position()
    after = play(state, "mutate A1 into Trampolintier with Mutagen-Dattel")
    assert after.arena[0].card == cid("trampolintier") and after.arena[0].owner == 0
    assert after.players[0].dates == 0  # the violet card's price; the item is free
    assert {cid("trampel_azubi"), cid("mutagen_dattel")} <= set(after.players[0].desert)


def test_rule_mutation_heals_fully_and_uses_the_violet_values() -> None:
    after = play(mutation_position(), "mutate A1 into Trampolintier with Mutagen-Dattel")
    v = values(after, 0)
    assert after.arena[0].damage == 0 and (v.ap, v.lp) == (40, 180)


def test_rule_mutation_ends_enemy_items_keeps_own_items() -> None:
    after = play(mutation_position(), "mutate A1 into Trampolintier with Mutagen-Dattel")
    assert after.lying == (Lying(cid("hoeckerpolster"), 0, 0),)
    assert values(after, 0).dp == 45 + 15
    assert after.players[1].desert == (cid("flohbefall"),)


def test_rule_mutation_needs_the_item() -> None:
    state = mutation_position(hands=(("trampolintier",), ()))
    assert not any(m.startswith("mutate") for m in notations(state))


def test_rule_mutation_needs_a_matching_monster() -> None:
    state = mutation_position(arena={"A1": "lama_lehrling"})  # a llama is no Bactrian
    assert not any(m.startswith("mutate") for m in notations(state))


def test_rule_mutation_pays_the_price_on_the_violet_card() -> None:
    state = mutation_position(dates=(1, 0))
    assert not any(m.startswith("mutate") for m in notations(state))


def test_rule_mutation_from_face_up_oasis_tops() -> None:
    state = mutation_position(hands=((), ()), tops=({0: "trampolintier", 3: "mutagen_dattel"}, {}))
    move = "mutate A1 into Trampolintier (oasis 1) with Mutagen-Dattel (oasis 4)"
    assert move in notations(state)
    after = play(state, move)
    assert after.players[0].active == (False, False, False, False)


def test_rule_mutation_only_of_a_monster_in_your_arena() -> None:
    state = mutation_position(decks=("karawane", "karawane"), arena={"B1": "trampel_azubi"}, lying=())
    assert not any(m.startswith("mutate") for m in notations(state))


def test_rule_mutation_counts_as_a_monster_sent_to_the_arena() -> None:
    state = mutation_position(
        hands=(("trampolintier", "mutagen_dattel", "lama_lehrling", "lama_lehrling"), ())
    )
    state = play(state, "play Lama-Lehrling@A2")
    state = play(state, "mutate A1 into Trampolintier with Mutagen-Dattel")
    assert state.placed == 2


# ----- gatherings
def zyklop_position(**kw):
    base = dict(
        decks=STORM,
        arena={"A1": ("messerkamel", 0, 40)},
        hands=(("zyklopenkamel", "schleifstein", "messer_zyklop"), ()),
        dates=(6, 0),
    )
    base.update(kw)
    return compose(**base)


def test_rule_fusion_messer_zyklop_from_arena_and_hand_with_its_item() -> None:
    state = zyklop_position()
    move = "fuse Messer-Zyklop from Messerkamel (A1) + Zyklopenkamel with Schleifstein"
    assert move in notations(state)
    after = play(state, move)
    assert after.arena[0].card == cid("messer_zyklop") and after.arena[0].damage == 0
    v = values(after, 0)
    assert (v.ap, v.dp, v.lp) == (65, 40, 280)
    desert = after.players[0].desert
    assert {cid("messerkamel"), cid("zyklopenkamel"), cid("schleifstein")} <= set(desert)


def test_rule_fusion_price_plus_members_not_yet_in_the_arena() -> None:
    after = play(
        zyklop_position(), "fuse Messer-Zyklop from Messerkamel (A1) + Zyklopenkamel with Schleifstein"
    )
    assert after.players[0].dates == 6 - 3 - 3  # Messer-Zyklop 3, Zyklopenkamel 3 (from hand)
    assert not any(m.startswith("fuse") for m in notations(zyklop_position(dates=(5, 0))))


def test_rule_fusion_needs_the_item_the_card_asks_for() -> None:
    state = zyklop_position(hands=(("zyklopenkamel", "messer_zyklop"), ()))
    assert not any(m.startswith("fuse") for m in notations(state))


def test_rule_fusion_needs_every_member() -> None:
    state = zyklop_position(hands=(("schleifstein", "messer_zyklop"), ()))
    assert not any(m.startswith("fuse") for m in notations(state))


def test_rule_fusion_from_hand_only_takes_one_free_place() -> None:
    state = zyklop_position(
        arena={}, hands=(("messerkamel", "zyklopenkamel", "schleifstein", "messer_zyklop"), ()), dates=(8, 0)
    )
    after = play(state, "fuse Messer-Zyklop from Messerkamel + Zyklopenkamel with Schleifstein")
    assert after.arena[0].card == cid("messer_zyklop") and after.arena[1] is None
    assert after.players[0].dates == 0


def test_rule_fusion_from_hand_needs_a_free_place() -> None:
    state = zyklop_position(
        arena={"A1": "doppeldecker", "A2": "spuckdromedar"},
        hands=(("messerkamel", "zyklopenkamel", "schleifstein", "messer_zyklop"), ()),
        dates=(8, 0),
    )
    assert not any(m.startswith("fuse") for m in notations(state))


def test_rule_fusion_members_from_two_arena_places_free_one() -> None:
    state = zyklop_position(
        arena={"A1": "messerkamel", "A2": "zyklopenkamel"},
        hands=(("schleifstein", "messer_zyklop"), ()),
        dates=(3, 0),
    )
    after = play(state, "fuse Messer-Zyklop from Messerkamel (A1) + Zyklopenkamel (A2) with Schleifstein")
    assert after.arena[0].card == cid("messer_zyklop") and after.arena[1] is None


def test_rule_fusion_keeps_own_items_of_members_drops_enemy_items() -> None:
    state = compose(
        decks=KARAWANE,
        arena={"A1": "trampel_azubi", "A2": "lastenkamel"},
        hands=(("karawanserei",), ()),
        lying=(("hoeckerpolster", 0, 1), ("flohbefall", 1, 0)),
        dates=(2, 0),
    )
    after = play(state, "fuse Karawanserei from Trampel-Azubi (A1) + Lastenkamel (A2)")
    assert after.lying == (Lying(cid("hoeckerpolster"), 0, 0),)
    assert after.players[1].desert == (cid("flohbefall"),)


def test_rule_fusion_members_by_race() -> None:
    state = compose(
        decks=KARAWANE,
        hands=(("karawanserei", "trampel_azubi", "karamell_kamel", "lama_lehrling"), ()),
        dates=(4, 0),
    )
    fusions = [m for m in notations(state) if m.startswith("fuse")]
    assert fusions == ["fuse Karawanserei from Trampel-Azubi + Karamell-Kamel"]  # the llama is no Bactrian


def test_rule_open_fusion_takes_further_members_adding_values_within_caps() -> None:
    state = compose(
        decks=KARAWANE, arena={"A1": ("karawanserei", 0, 50)}, hands=(("lastenkamel",) * 3, ()), dates=(3, 0)
    )
    after = play(state, "join Lastenkamel>A1")
    v = values(after, 0)
    assert (v.ap, v.dp, v.lp) == (25 + 10, 30 + 20, 130 + 70)
    assert after.arena[0].damage == 50  # LP losses stay
    assert after.players[0].dates == 2 and cid("lastenkamel") in after.players[0].desert
    after = play(after, "join Lastenkamel>A1", "join Lastenkamel>A1")
    v = values(after, 0)
    # 25+30 = 55 AP; 30+60 -> 60 DP (cap); 130+210 = 340 LP, cut to 500 - 2*55 - 2*60 = 270
    assert (v.ap, v.dp, v.lp) == (55, 60, 270)


def test_rule_open_fusion_takes_only_what_the_card_names() -> None:
    state = compose(
        decks=KARAWANE,
        arena={"A1": "karawanserei"},
        hands=(("steppenkoloss", "lastenkamel"), ()),
        dates=(6, 0),
    )
    joins = [m for m in notations(state) if m.startswith("join")]
    assert joins == ["join Lastenkamel>A1"]


def test_rule_open_fusion_member_from_the_arena_frees_its_place() -> None:
    state = compose(decks=KARAWANE, arena={"A1": "karawanserei", "A2": "lastenkamel"})
    after = play(state, "join Lastenkamel (A2)>A1")
    assert after.arena[1] is None
    assert values(after, 0).dp == 30 + 20


def test_rule_a_lasting_boost_stays_when_its_monster_joins_a_gathering() -> None:
    # "die Wirkung von eigenen positiv wirkenden ITEM gelten weiter": the Kaktusfeige's LP +40 for good on
    # the Lastenkamel goes into the gathering it joins, on top of the member's own values (NOTES.md).
    state = compose(
        decks=KARAWANE,
        arena={"A1": "karawanserei", "A2": "lastenkamel"},
        hands=(("kaktusfeige",), ()),
        dates=(2, 0),
    )
    plain = values(play(state, "join Lastenkamel (A2)>A1"), 0).lp
    boosted = play(state, "item Kaktusfeige>A2")
    assert values(boosted, 1).lp == card(cid("lastenkamel")).lp + 40
    joined = play(boosted, "join Lastenkamel (A2)>A1")
    assert values(joined, 0).lp == plain + 40 and joined.arena[0].lp_bonus == 40


def test_rule_closed_fusion_takes_no_further_members() -> None:
    state = compose(
        decks=STORM,
        arena={"A1": "messer_zyklop", "A2": "messerkamel"},
        hands=(("zyklopenkamel",), ()),
        dates=(5, 0),
    )
    assert not any(m.startswith("join") for m in notations(state))


def test_rule_fusion_values_may_exceed_caps_only_with_green_items() -> None:
    state = compose(
        decks=KARAWANE,
        arena={"A1": "karawanserei"},
        hands=(("lastenkamel", "lastenkamel", "hoeckerpolster"), ()),
        dates=(3, 0),
    )
    after = play(state, "join Lastenkamel>A1", "join Lastenkamel>A1")
    assert values(after, 0).dp == 60  # capped
    assert values(play(after, "item Höckerpolster>A1"), 0).dp == 60 + 15
