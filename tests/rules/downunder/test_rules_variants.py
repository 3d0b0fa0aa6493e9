"""The rule text's variants (../shared/rulebooks/down-under-rules.de.txt, "Varianten zu 'Down Under'"):
V1 "Spiel mit festgelegter Spielfläche oder Rahmen (für 2-3 Spieler)" (option `area`: "path", "frame") and
V2 "Spiel mit nur einer Anlegemöglichkeit pro Spieler (für 2-4 Spieler)" (option `one_opening`).
Decisions and the sentences they read: rules/downunder/NOTES.md."""

from __future__ import annotations

import random
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.downunder import GAME
from rules.downunder.area import PATH_DESIGNS
from rules.downunder.cards import CARDS_PER_PLAYER, FULL_SUPPLY
from rules.downunder.geometry import CURVE, END, FULL_KINDS, STRAIGHT, neighbour, opposite
from rules.downunder.moves import placement_problem
from rules.downunder.scoring import breakdown
from rules.downunder.state import Move
from rules.downunder.table import path_of
from rules.errors import InvalidState
from tests.contract import check_playout

N, E, S, W = 0, 1, 2, 3


def preset(state) -> list:
    return [t for t in state.tiles if t.owner >= state.players]


def preset_comps(state) -> list:
    """The components of the preset cards' colour parts."""
    info = state.info
    found = {info.point_comp[p] for t in preset(state) for p in _colour_points(t)}
    return [info.comps[c] for c in sorted(found)]


def _colour_points(tile) -> list[int]:
    from rules.downunder.geometry import card_parts, cell_points

    pts = cell_points(tile.cell)
    return [pts[d] for colour, dirs in card_parts(tile.kind, tile.rot) if colour for d in dirs]


def play(state, *moves: Move):
    for move in moves:
        state = GAME.apply(state, move)
    return state


# ------------------------------------------------------------------------------------ V1: preset path
@pytest.mark.parametrize("players", [2, 3])
def test_rule_V1_the_cards_of_the_fourth_unneeded_path_lie_as_a_finished_path(players: int) -> None:
    state = GAME.new(players, {"area": "path"}, seed=5)
    cards = preset(state)
    assert {t.owner for t in cards} == {players}  # one unused colour, no seat's
    kinds = [t.kind for t in cards]
    assert (kinds.count(STRAIGHT), kinds.count(CURVE), kinds.count(END)) == (7, 9, 2)  # the whole set
    (comp,) = preset_comps(state)
    assert comp.dead_ends == 2 and not comp.open_ends  # both ends laid: finished, nobody can join it
    assert all(p is None for p in state.info.path)  # nobody's path yet
    assert state.supply == (FULL_SUPPLY,) * players  # the seats keep their own sets


@pytest.mark.parametrize("seed", range(len(PATH_DESIGNS) * 8))
def test_rule_V1_the_farthest_cards_mark_the_first_and_last_column_and_row(seed: int) -> None:
    state = GAME.new(3, {"area": "path"}, seed=seed)
    full = [t.cell for t in preset(state) if t.kind in FULL_KINDS]
    xs, ys = [c[0] for c in full], [c[1] for c in full]
    assert (min(xs), min(ys), max(xs), max(ys)) == (0, 0, state.width - 1, state.height - 1)
    assert state.info.rects == [(0, 0, state.width - 1, state.height - 1)]  # fixed from the start
    assert {(state.width, state.height)} <= {(8, 9), (9, 8)}
    ends = [t.cell for t in preset(state) if t.kind == END]
    assert all(not (0 <= x < state.width and 0 <= y < state.height) for x, y in ends)  # ends lie outside


def test_rule_V1_the_area_is_fixed_first_card_anywhere_inside_nothing_full_outside() -> None:
    state = GAME.new(2, {"area": "path"}, seed=0)
    w, h = state.width, state.height
    moves = GAME.legal_moves(state)
    cells = {m.cell for m in moves}
    empty = {(x, y) for x in range(w) for y in range(h)} - set(state.info.cells)
    assert cells == empty  # "Der erste Spieler legt eine Kurve oder Gerade": anywhere in the area
    assert placement_problem(state, 0, STRAIGHT, 0, (w, 0)) == "outside-area"
    assert placement_problem(state, 0, STRAIGHT, 0, (-1, h - 1)) == "outside-area"


@pytest.mark.parametrize("seed", range(len(PATH_DESIGNS) * 8))
def test_rule_V1_many_straights_in_the_middle_so_the_halves_are_not_cut_apart(seed: int) -> None:
    state = GAME.new(3, {"area": "path"}, seed=seed)
    full = [t for t in preset(state) if t.kind in FULL_KINDS]  # in laying order, first to last
    straights = [i for i, t in enumerate(full) if t.kind == STRAIGHT]
    assert len(straights) == 7 and min(straights) >= 2 and max(straights) <= len(full) - 3
    for t in full:  # a straight's neutral part crosses the path: it joins a cell on each side of it
        if t.kind == STRAIGHT:
            sides = [neighbour(t.cell, d) for d in ((t.rot + 1) % 4, (t.rot + 3) % 4)]
            assert not any(c in state.info.cells for c in sides)


def test_rule_V1_the_layout_depends_on_the_seed_and_is_the_same_for_the_same_seed() -> None:
    layouts = {tuple(preset(GAME.new(3, {"area": "path"}, seed=s))) for s in range(24)}
    assert len(layouts) == 24  # three designs, each turned and mirrored eight ways
    assert GAME.new(2, {"area": "path"}, seed=7) == GAME.new(2, {"area": "path"}, seed=7)
    assert GAME.new(2, {"area": "path"}, seed=7) != GAME.new(2, {"area": "path"}, seed=8)


def test_rule_V1_the_preset_path_is_nobodys_its_neutral_parts_count_for_the_path_on_them() -> None:
    state = GAME.new(2, {"area": "path"}, seed=0)  # design 0: straights N-S at (1,2)..(1,4)
    assert [(t.cell, t.kind, t.rot) for t in preset(state)][4] == ((1, 2), STRAIGHT, 0)
    after = GAME.apply(state, Move(STRAIGHT, (0, 3), 1))  # colour W-E runs onto (1,3)'s neutral W-E
    assert breakdown(after, 0).segments == 2  # his colour part and the preset neutral part
    assert path_of(after, 0).open_ends == (((-1, 3), E), ((2, 3), W))  # his path goes on beyond the preset
    (comp,) = preset_comps(after)
    assert comp.size == 18 and comp.owner == 2  # the preset colour path, whole and nobody's seat
    assert GAME.outcome(after).scores == (2, 0)  # the preset path scores for nobody


def test_rule_V1_for_2_3_players_four_players_have_no_unused_colour() -> None:
    assert "area" not in GAME.options_spec(4)
    assert GAME.options_spec(3)["area"].choices == ("growing", "path")
    with pytest.raises(ValueError, match="area"):
        GAME.new(4, {"area": "path"})
    with pytest.raises(ValueError, match="area"):
        GAME.new(3, {"area": "frame"})  # "Bei zwei Spielern kann auch ein Rahmen ... gebildet werden"


# ------------------------------------------------------------------------------------ V1: frame
@pytest.mark.parametrize("size", [(4, 4), (5, 7), (9, 6), (13, 13)])
def test_rule_V1_with_two_players_a_partial_frame_from_the_two_unused_paths(size: tuple[int, int]) -> None:
    w, h = size
    state = GAME.new(2, {"area": "frame", "width": w, "height": h})
    assert (state.width, state.height) == (w, h)  # the agreed size: the frame lies around it
    assert {t.owner for t in preset(state)} == {2, 3}
    comps = preset_comps(state)
    assert len(comps) == 2 and all(c.dead_ends == 2 and not c.open_ends for c in comps)  # finished paths
    for owner in (2, 3):
        kinds = [t.kind for t in preset(state) if t.owner == owner]
        assert kinds.count(END) == 2 and kinds.count(STRAIGHT) <= 7 and kinds.count(CURVE) <= 9
    inside = [t for t in preset(state) if 0 <= t.cell[0] < w and 0 <= t.cell[1] < h]
    assert inside == [] and state.info.rects == [(0, 0, w - 1, h - 1)]


def test_rule_V1_the_curves_neutral_parts_lead_from_the_area_into_the_frame_and_back() -> None:
    state = GAME.new(2, {"area": "frame", "width": 5, "height": 7})
    # the top bar's bump over columns 1 and 2: seat 0's straight at (1,0) runs north into the frame
    after = GAME.apply(state, Move(STRAIGHT, (1, 0), 0))
    assert path_of(after, 0).open_ends == (((1, 1), N), ((2, 0), N))  # ... and comes back onto the area
    assert breakdown(after, 0).segments == 3  # his colour part and the two curves' neutral parts
    # a frame straight's neutral part leads out of the area, where only an end may follow
    out = GAME.apply(state, Move(STRAIGHT, (0, 0), 0))
    assert ((0, -2), S) in path_of(out, 0).open_ends
    assert placement_problem(play(out, GAME.legal_moves(out)[0]), 0, STRAIGHT, 0, (0, -2)) == "outside-area"


# ------------------------------------------------------------------------------------ V2: one opening
def test_rule_V2_in_the_first_round_every_player_lays_an_end_card() -> None:
    state = GAME.new(4, {"one_opening": True})
    assert {m.kind for m in GAME.legal_moves(state)} == {END}
    assert placement_problem(state, 0, CURVE, 0, (0, 0)) == "opening-end"
    state = play(state, Move(END, (0, 0), N))
    state = play(state, GAME.legal_moves(state)[0])
    assert {m.kind for m in GAME.legal_moves(state)} == {END}  # the third player too


@pytest.mark.parametrize("players", [2, 3, 4])
def test_rule_V2_second_player_lays_end_against_back_of_first(players: int) -> None:
    state = play(GAME.new(players, {"one_opening": True}), Move(END, (0, 0), E))
    assert GAME.legal_moves(state) == [Move(END, (0, 0), W)]  # the back of the first's end card
    assert placement_problem(state, 1, END, N, (0, 1)) == "opening-back"
    state = play(state, Move(END, (0, 0), W))
    assert path_of(state, 0).open_ends == (((1, 0), W),) and path_of(state, 1).open_ends == (((-1, 0), E),)


def test_rule_V2_fourth_player_lays_end_against_back_of_third() -> None:
    state = play(GAME.new(4, {"one_opening": True}), Move(END, (0, 0), E), Move(END, (0, 0), W))
    third = [m for m in GAME.legal_moves(state) if m.cell == (0, 1)]
    assert Move(END, (0, 1), N) in third  # its stub joins the neutral bars of the first pair
    assert placement_problem(state, 2, END, S, (0, 1)) == "opening-no-room"  # behind it lies (0,0)
    state = play(state, Move(END, (0, 1), N))
    assert GAME.legal_moves(state) == [Move(END, (0, 1), S)]
    state = play(state, Move(END, (0, 1), S))
    assert [len(path_of(state, seat).open_ends) for seat in range(4)] == [1, 1, 1, 1]


def test_rule_V2_the_third_of_three_lays_his_end_next_to_a_card_and_needs_no_room_behind() -> None:
    state = play(GAME.new(3, {"one_opening": True}), Move(END, (0, 0), E), Move(END, (0, 0), W))
    moves = GAME.legal_moves(state)
    assert {m.kind for m in moves} == {END}
    assert all(max(abs(m.cell[0]), abs(m.cell[1])) == 1 for m in moves)  # next to the card on the table
    assert Move(END, (0, 1), S) in moves  # nobody lays against its back: (0,0) behind it may be taken


def test_rule_V2_the_end_before_a_partners_needs_an_empty_place_behind_it() -> None:
    state = GAME.new(2, {"one_opening": True, "area": "path"}, seed=0)  # preset curve at (0,0)
    assert placement_problem(state, 0, END, N, (0, 2)) is None  # behind it (0,3) is free
    assert placement_problem(state, 0, END, S, (0, 2)) == "opening-no-room"  # behind: the preset (0,1)
    assert placement_problem(state, 0, END, N, (1, 0)) == "opening-no-room"  # behind: (1,1) is taken
    ends = {m for m in GAME.legal_moves(state)}
    assert all(neighbour(m.cell, opposite(m.rot)) not in state.info.cells for m in ends)


def test_rule_V2_every_path_has_one_opening_and_its_second_end_finishes_it() -> None:
    state = play(GAME.new(2, {"one_opening": True}), Move(END, (0, 0), E), Move(END, (0, 0), W))
    state = play(state, Move(STRAIGHT, (1, 0), 1), Move(STRAIGHT, (-1, 0), 1))
    assert len(path_of(state, 0).open_ends) == 1 and len(path_of(state, 1).open_ends) == 1
    state = play(state, Move(END, (2, 0), W))  # his last end: the path is finished
    assert path_of(state, 0).open_ends == () and path_of(state, 0).finished
    assert GAME.to_move(state) == 1


# ------------------------------------------------------------------------------------ saves
def test_old_saves_without_the_variant_options_still_load() -> None:
    state = play(GAME.new(3), Move(CURVE, (0, 0), 0))
    data = GAME.dump(state)
    assert "area" not in data["options"] and "one_opening" not in data["options"]  # as saves were before
    loaded = GAME.load(data)
    assert loaded == state and (loaded.area, loaded.one_opening) == ("growing", False)
    four = GAME.dump(GAME.new(4, {"one_opening": True}))
    assert GAME.load(four).one_opening and "area" not in four["options"]


@pytest.mark.parametrize(
    "options", [{"area": "path"}, {"area": "frame", "width": 6}, {"area": "path", "one_opening": True}]
)
def test_variant_games_save_and_load_and_the_preset_cards_are_checked(options: dict) -> None:
    state = GAME.new(2, options, seed=11)
    state = play(state, *GAME.legal_moves(state)[:1])
    data = GAME.dump(state)
    assert GAME.load(data) == state
    moved = [list(t) for t in data["tiles"]]
    moved[1][0] += 1  # a preset card shifted by one cell
    with pytest.raises(InvalidState):
        GAME.load({**data, "tiles": moved})
    with pytest.raises(InvalidState):
        GAME.load({**data, "options": {**data["options"], "area": "growing"}})  # cards of no seat


# ------------------------------------------------------------------------------------ play-outs and AI
VARIANTS = st.sampled_from(
    [
        (2, {"area": "path"}),
        (3, {"area": "path"}),
        (2, {"area": "frame"}),
        (2, {"one_opening": True}),
        (3, {"one_opening": True}),
        (4, {"one_opening": True}),
        (3, {"area": "path", "one_opening": True}),
        (2, {"area": "frame", "one_opening": True}),
    ]
)


def check_variant_invariants(state) -> None:
    info = state.info
    assert info.problem is None
    for seat in range(state.players):
        laid = sum(1 for t in state.tiles if t.owner == seat)
        assert sum(state.supply[seat]) + laid == CARDS_PER_PLAYER
    if state.area != "growing" and not state.unbounded:
        inside = [t.cell for t in state.tiles if t.kind in FULL_KINDS and t.owner < state.players]
        assert all(0 <= x < state.width and 0 <= y < state.height for x, y in inside)
    if state.one_opening:  # one opening per player: never two open ends on a seat's path
        assert all(len(path_of(state, seat).open_ends) <= 1 for seat in range(state.players))


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**9), variant=VARIANTS, animals=st.booleans(), easy_seats=st.booleans())
def test_random_and_easy_games_in_the_variants_play_only_legal_moves_and_end(
    seed: int, variant: tuple[int, dict], animals: bool, easy_seats: bool
) -> None:
    players, options = variant
    rng = random.Random(seed)
    state = GAME.new(players, {**options, "animals": animals}, seed=seed)
    plies = 0
    while not GAME.is_over(state):
        check_variant_invariants(state)
        seat = GAME.to_move(state)
        if easy_seats and seat % 2 == 1:
            move = choose_move(GAME, state, seat, "easy", seed=plies, deadline=time.monotonic() + 0.05)
            assert move in GAME.legal_moves(state)
        else:
            move = rng.choice(GAME.legal_moves(state))
        state = GAME.apply(state, move)
        plies += 1
        assert plies <= players * (CARDS_PER_PLAYER + 10)
    check_variant_invariants(state)
    assert GAME.load(GAME.dump(state)) == state
    assert len(GAME.outcome(state).scores) == players


@pytest.mark.parametrize(
    "players, options", [(3, {"area": "path"}), (2, {"area": "frame"}), (4, {"one_opening": True})]
)
def test_the_hard_ai_plays_legal_moves_in_the_variants(players: int, options: dict) -> None:
    state = GAME.new(players, options, seed=3)
    for ply in range(2 * players + 2):
        seat = GAME.to_move(state)
        move = choose_move(GAME, state, seat, "hard", seed=ply, deadline=time.monotonic() + 0.25)
        assert move in GAME.legal_moves(state)
        state = GAME.apply(state, move)


def test_the_hard_ai_looks_at_first_cards_away_from_the_fixed_border() -> None:
    state = GAME.new(2, {"area": "path"}, seed=0)
    moves = GAME.legal_moves(state)
    kept = GAME.search_moves(state, moves)
    assert len(moves) > 100 and 0 < len(kept) < len(moves) and set(kept) <= set(moves)
    w, h = state.width, state.height
    margins = [min(x, w - 1 - x, y, h - 1 - y) for x, y in (m.cell for m in kept)]
    assert min(margins) >= 2  # none on the border row or column, or next to it
    later = play(state, kept[0], GAME.legal_moves(play(state, kept[0]))[0])
    assert GAME.search_moves(later, GAME.legal_moves(later)) == GAME.legal_moves(later)
    plain = GAME.new(2)
    assert GAME.search_moves(plain, GAME.legal_moves(plain)) == GAME.legal_moves(plain)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**9), variant=VARIANTS)
def test_random_games_in_the_variants_follow_the_contract(seed: int, variant: tuple[int, dict]) -> None:
    players, options = variant
    check_playout(GAME, seed, players=players, options=options)


@pytest.mark.parametrize("options", [{"area": "path"}, {"area": "frame", "width": 9, "height": 6}])
def test_the_ai_starts_its_paths_away_from_the_fixed_border(options: dict) -> None:
    # "Wer frühzeitig an den Rand gelenkt wird, hat kaum noch Chancen auf den Sieg"
    state = GAME.new(2, options, seed=3)
    x, y = GAME.legal_moves(state)[0].cell  # the middle first: ties in a search go to the middle
    assert abs(2 * x - state.width + 1) <= 1 and abs(2 * y - state.height + 1) <= 1
    for _ in range(2):  # the first and the second player: the move the evaluation likes best (medium)
        seat = GAME.to_move(state)
        moves = GAME.legal_moves(state)
        move = max(moves, key=lambda m: GAME.evaluate(GAME.apply(state, m), seat))
        x, y = move.cell
        assert min(x, state.width - 1 - x, y, state.height - 1 - y) >= 1, move
        state = GAME.apply(state, move)


def test_the_easy_ais_slips_never_finish_its_only_opening() -> None:
    state = play(GAME.new(2, {"one_opening": True}), Move(END, (0, 0), E), Move(END, (0, 0), W))
    moves = GAME.legal_moves(state)
    assert Move(END, (1, 0), W) in moves  # legal: it would finish his path at once
    slips = GAME.blunder_moves(state, moves)
    assert slips and END not in {m.kind for m in slips} and set(slips) <= set(moves)
    plain = play(GAME.new(2), Move(CURVE, (0, 0), 0))
    assert GAME.blunder_moves(plain, GAME.legal_moves(plain)) == GAME.legal_moves(plain)  # as it was
    with_preset = GAME.new(3, {"area": "path"}, seed=1)
    first = GAME.blunder_moves(with_preset, GAME.legal_moves(with_preset))
    w, h = with_preset.width, with_preset.height
    assert 0 < len(first) <= 24 and all(
        min(x, w - 1 - x, y, h - 1 - y) >= 2 for x, y in (m.cell for m in first)
    )
