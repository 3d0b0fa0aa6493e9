"""The scene helpers: cards a move uses, its target, monster values, labels."""

from __future__ import annotations

from rules.kameloh.table import card_label, cards_used, deciding_seat, monster_view, move_target, points_for
from tests.rules.kameloh.helpers import GAME, cid, compose, play


def test_cards_used_and_targets_of_moves() -> None:
    state = compose(
        decks=("wuestensturm", "karawane"),
        arena={"A1": ("messerkamel", 0, 10), "B1": "lastenkamel"},
        hands=(("zyklopenkamel", "schleifstein", "kamel_hame_ha"), ()),
        tops=({2: "messer_zyklop"}, {}),
        dates=(9, 0),
    )
    fuse = GAME.parse_move(
        state, "fuse Messer-Zyklop (oasis 3) from Messerkamel (A1) + Zyklopenkamel with Schleifstein"
    )
    assert set(cards_used(fuse)) == {
        (cid("messer_zyklop"), "oasis 3"),
        (cid("messerkamel"), "A1"),
        (cid("zyklopenkamel"), "hand"),
        (cid("schleifstein"), "hand"),
    }
    item = GAME.parse_move(state, "item Kamel-hame-ha!>A1")
    assert cards_used(item) == [(cid("kamel_hame_ha"), "hand")] and move_target(state, item) == "A1"
    assert move_target(state, GAME.parse_move(state, "attack A1>B1")) == "B1"
    assert move_target(state, ("activate", 1)) == "oasis 2"


def test_monster_view_shows_current_values() -> None:
    state = compose(arena={"A1": ("spuckdromedar", 0, 20)}, lying=(("stachelzaum", 0, 0),))
    view = monster_view(state, 0)
    assert (view.ap, view.dp, view.lp, view.damage, view.remaining) == (40, 10, 60, 20, 40)
    assert view.items == (cid("stachelzaum"),) and monster_view(state, 1) is None


def test_labels_points_and_deciding_seat() -> None:
    assert card_label(cid("doppeldecker")) == "Doppeldecker [0] 10/5/25 HK4"
    assert card_label(cid("doppeldecker"), "en").startswith("Double Decker")
    assert points_for(cid("sultan_der_duenen")) == 5
    state = compose(arena={"A1": "hoeckerboxer", "B1": "lastenkamel"}, dates=(0, 2))
    assert deciding_seat(state) == 0 and deciding_seat(play(state, "attack A1>B1")) == 1
