"""The variant "Spiel mit zwei Wegen pro Spieler (für 2 Spieler)" (option `paths`, rules/downunder/paths.py),
both forms: "two" (each turn one part of each colour) and "two-single" (one part a turn, either path).
Tests are named after the rulebook's sentences (V3: the variant; V3b: its second form)."""

from __future__ import annotations

import json
import random
import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from rules.ai import choose_move
from rules.downunder import GAME
from rules.downunder.cards import CARDS_PER_PLAYER, FULL_SUPPLY
from rules.downunder.geometry import CURVE, END, STRAIGHT
from rules.downunder.moves import build_state, generate, mover_colour
from rules.downunder.scoring import breakdown
from rules.downunder.state import Move, State, Tile
from rules.errors import IllegalMove
from tests.contract import check_playout
from tests.rules.downunder.helpers import straight


def _new(form: str = "two", **options) -> State:
    return GAME.new(2, {"paths": form, **options})


def _entrances(form: str = "two", **options) -> State:
    """The four entrances laid: each first legal one, its partner back to back."""
    state = _new(form, **options)
    for _ in range(4):
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    return state


def _composed(tiles: list[Tile], turn: int = 0, **options) -> State:
    resolved = GAME._options(2, {"paths": "two", "unbounded": True, **options})
    state = build_state(2, resolved, tuple(tiles), turn, (False,) * 4, None)
    assert state.info.problem is None, state.info.problem
    return state


def _refusal(state: State, move: Move) -> str:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, move)
    return caught.value.key.removeprefix("downunder.")


# --------------------------------------------------------------------------- "für 2 Spieler"
def test_rule_V3_two_paths_per_player_is_for_two_players() -> None:
    assert GAME.options_spec(2)["paths"].choices == ("one", "two", "two-single")
    assert "paths" not in GAME.options_spec(3) and "paths" not in GAME.options_spec(4)
    for players in (3, 4):
        for form in ("two", "two-single"):
            with pytest.raises(ValueError, match="2 players only"):
                GAME.new(players, {"paths": form})
        assert GAME.new(players, {"paths": "one"}).paths == "one"  # every game's way is always fine


# --------------------------------------------------------------------------- "jeder Spieler nimmt zwei Kartensätze"
def test_rule_V3_each_player_takes_two_card_sets() -> None:
    state = _new()
    assert state.colours == 4 and len(state.supply) == 4 and all(s == FULL_SUPPLY for s in state.supply)
    assert state.colours_of(0) == (0, 2) and state.colours_of(1) == (1, 3)
    assert GAME.seat_count(state) == 2 and len(GAME.outcome(state).scores) == 2


# --------------------------------------------------------------------------- "zuerst ... einen Eingang"
@pytest.mark.parametrize("form", ["two", "two-single"])
def test_rule_V3_first_each_path_gets_an_entrance_so_that_two_cards_form_a_square(form: str) -> None:
    state = _new(form)
    for ply, colour in enumerate((0, 1, 2, 3)):
        moves = GAME.legal_moves(state)
        assert moves and all(m.kind == END for m in moves)
        assert GAME.to_move(state) == colour % 2 and {mover_colour(state, m) for m in moves} == {colour}
        if ply % 2:  # the partner's entrance: back to back with the one before, the only place
            last = state.tiles[-1]
            assert moves == [Move(END, last.cell, (last.rot + 2) % 4)]
        state = GAME.apply(state, moves[-1])
    cells: dict = {}
    for tile in state.tiles:
        cells.setdefault(tile.cell, []).append(tile)
    assert len(cells) == 2 and all(len(pair) == 2 for pair in cells.values())  # two squares
    for pair in cells.values():  # each square holds one entrance of each player
        assert {t.owner % 2 for t in pair} == {0, 1}


def test_rule_V3_entrances_refuse_other_cards_and_other_places() -> None:
    state = _new()
    assert _refusal(state, Move(STRAIGHT, (0, 0), 0)) == "entrance-end"
    state = GAME.apply(state, Move(END, (0, 0), 1))
    assert _refusal(state, Move(END, (1, 1), 0)) == "entrance-square"
    assert _refusal(state, Move(END, (0, 0), 1)) == "entrance-square"  # back to back, not face to face
    state = GAME.apply(state, Move(END, (0, 0), 3))
    assert _refusal(state, Move(END, (0, 0), 0)) == "occupied"
    assert _refusal(state, Move(END, (3, 3), 0)) == "not-adjacent"


def test_rule_V3_the_second_square_must_leave_room_for_the_partners_entrance() -> None:
    state = GAME.apply(GAME.apply(_new(), Move(END, (0, 0), 1)), Move(END, (0, 0), 3))
    # an entrance at (1, 0) facing east would put the partner's stub onto colour 0's stub at (0,0)/(1,0)
    moves = GAME.legal_moves(state)
    assert Move(END, (1, 0), 1) not in moves and Move(END, (1, 1), 1) in moves


# --------------------------------------------------------------------------- "Dann legt der Startspieler ..."
def test_rule_V3_then_the_start_player_lays_one_straight_or_curve_at_one_of_his_entrances() -> None:
    state = _entrances()
    assert GAME.to_move(state) == 0
    moves = GAME.legal_moves(state)
    assert {m.kind for m in moves} == {STRAIGHT, CURVE}
    assert {mover_colour(state, m) for m in moves} == {0, 2}  # at either of his two entrances
    assert _refusal(state, Move(END, moves[0].cell, 0)) == "opening-full-card"
    after = GAME.apply(state, moves[0])
    assert GAME.to_move(after) == 1 and after.ply == ()  # one card only, then the other player


# --------------------------------------------------------------------------- "immer zwei Teile, eines von jeder Farbe"
def test_rule_V3_each_turn_one_part_of_each_colour() -> None:
    state = GAME.apply(_entrances(), GAME.legal_moves(_entrances())[0])
    assert GAME.to_move(state) == 1
    first = GAME.legal_moves(state)[0]
    colour = mover_colour(state, first)
    state = GAME.apply(state, first)
    assert GAME.to_move(state) == 1 and state.ply == (colour,)  # the same player again ...
    other = 4 - colour  # ... with his other colour only (seat 1: colours 1 and 3)
    assert {mover_colour(state, m) for m in GAME.legal_moves(state)} == {other}
    again = generate(state, colour)[0]  # a card that would fit the colour already laid
    assert _refusal(state, again) == "colour-done"
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    assert GAME.to_move(state) == 0 and state.ply == ()
    assert sum(t.owner == 1 for t in state.tiles) == 2 and sum(t.owner == 3 for t in state.tiles) == 2


def test_rule_V3_the_order_of_the_two_colours_is_free() -> None:
    state = GAME.apply(_entrances(), GAME.legal_moves(_entrances())[0])
    assert {mover_colour(state, m) for m in GAME.legal_moves(state)} == {1, 3}


def test_rule_V3_a_colour_with_no_move_is_finished_and_the_other_is_still_laid() -> None:
    # colour 2 is closed in: both its ends are end cards; colour 0 goes on alone, one card a turn
    tiles = [
        Tile((0, 0), END, 0, 1),
        Tile((0, 0), END, 1, 3),
        Tile((0, 1), END, 2, 1),
        Tile((0, 1), END, 3, 3),
        straight(1, 0, 0, 1, "emu"),
        straight(-1, 0, 1, 1, "emu"),
        Tile((1, 1), END, 2, 3),  # colour 2's stub meets its own entrance: the path is closed
        straight(-1, 1, 3, 1, "emu"),
    ]
    state = _composed(tiles, turn=0)
    assert {mover_colour(state, m) for m in GAME.legal_moves(state)} == {0}
    after = GAME.apply(state, GAME.legal_moves(state)[0])
    assert after.finished[2] and GAME.to_move(after) == 1


# --------------------------------------------------------------------------- second form
def test_rule_V3b_one_part_a_turn_on_the_path_of_his_choice() -> None:
    state = _entrances("two-single")
    for seat in (0, 1, 0, 1):
        assert GAME.to_move(state) == seat
        moves = GAME.legal_moves(state)
        assert {mover_colour(state, m) for m in moves} == set(state.colours_of(seat))
        state = GAME.apply(state, moves[0])
        assert state.ply == ()


def test_rule_V3b_the_end_cards_are_laid_first_here_too() -> None:
    state = _new("two-single")
    for _ in range(4):
        assert {m.kind for m in GAME.legal_moves(state)} == {END}
        state = GAME.apply(state, GAME.legal_moves(state)[0])
    assert all(t.kind == END for t in state.tiles) and all(p is not None for p in state.info.path)


# --------------------------------------------------------------------------- scoring
def _two_paths_each() -> list[Tile]:
    """Seat 0: colour 0 = A's colour part + B's neutral (kangaroo); colour 2 = B's colour part + the
    neutral parts of C (platypus) and D (emu). Seat 1's colours 1 and 3: one colour part each."""
    return [
        straight(0, 0, 0, 0, "rabbit"),
        straight(0, 1, 2, 1, "kangaroo"),
        straight(1, 1, 1, 0, "platypus"),
        straight(-1, 1, 3, 0, "emu"),
    ]


def test_rule_V3_the_score_adds_the_lengths_of_both_paths() -> None:
    state = _composed(_two_paths_each())
    sizes = [state.info.comps[state.info.path[c]].size for c in range(4)]
    assert sizes == [2, 1, 3, 1]
    assert breakdown(state, 0).total == 5 and breakdown(state, 1).total == 2


def test_rule_V3_special_scoring_counts_the_animals_of_both_paths_together() -> None:
    state = _composed(_two_paths_each(), animals=True)
    seat0 = breakdown(state, 0)  # kangaroo on one path, platypus and emu on the other: one set
    assert (seat0.kangaroos, seat0.platypuses, seat0.emus, seat0.sets) == (1, 1, 1, 1)
    assert seat0.provisional == 5 + 5


def test_rule_V3_who_has_not_laid_both_his_dingos_scores_zero() -> None:
    one = [Tile((0, 0), CURVE, 0, 0, "dingo"), Tile((5, 5), CURVE, 1, 0, "dingo")]
    state = _composed(one + [Tile((9, 9), CURVE, 3, 0, "dingo")], animals=True)
    assert not breakdown(state, 0).dingo_laid and breakdown(state, 0).dingo_rule == "zero"
    assert breakdown(state, 1).dingo_laid and breakdown(state, 1).total > 0
    both = _composed(one + [Tile((9, 9), CURVE, 2, 0, "dingo")], animals=True)
    assert breakdown(both, 0).dingo_laid


# --------------------------------------------------------------------------- saves
def test_two_paths_round_trip_in_the_middle_of_a_turn() -> None:
    state = GAME.apply(_entrances(animals=True), GAME.legal_moves(_entrances(animals=True))[0])
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    assert state.ply  # seat 1 has laid one colour and owes the other
    data = json.loads(json.dumps(GAME.dump(state)))
    assert data["options"]["paths"] == "two" and data["ply"] == list(state.ply)
    again = GAME.load(data)
    assert again == state and GAME.legal_moves(again) == GAME.legal_moves(state)


def test_saves_without_the_option_still_load_as_one_path_each() -> None:
    state = GAME.apply(GAME.new(2), GAME.legal_moves(GAME.new(2))[0])
    data = json.loads(json.dumps(GAME.dump(state)))
    assert "paths" not in data["options"] and "ply" not in data  # the save format of every other game
    again = GAME.load(data)
    assert again == state and again.paths == "one" and again.colours == 2


def test_load_refuses_a_ply_of_the_wrong_seat() -> None:
    state = GAME.apply(_entrances(), GAME.legal_moves(_entrances())[0])
    state = GAME.apply(state, GAME.legal_moves(state)[0])
    data = json.loads(json.dumps(GAME.dump(state)))
    data["ply"] = [0]
    from rules.errors import InvalidState

    with pytest.raises(InvalidState):
        GAME.load(data)


# --------------------------------------------------------------------------- random games
FORMS = st.sampled_from(["two", "two-single"])


def _check(state: State) -> None:
    assert state.info.problem is None  # no card ever joins two paths, not even a player's own two
    for colour in range(4):
        laid = sum(1 for t in state.tiles if t.owner == colour)
        assert sum(state.supply[colour]) + laid == CARDS_PER_PLAYER


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**9), form=FORMS, animals=st.booleans(), unbounded=st.booleans())
@example(seed=7600, form="two", animals=True, unbounded=False)  # a Billabong laid, its colour goes on
def test_random_two_path_games_play_only_legal_moves_and_end(
    seed: int, form: str, animals: bool, unbounded: bool
) -> None:
    rng = random.Random(seed)
    state = _new(form, animals=animals, unbounded=unbounded)
    plies = 0
    while not GAME.is_over(state):
        _check(state)
        moves = GAME.legal_moves(state)
        assert moves and GAME.to_move(state) in (0, 1)
        if form == "two" and state.pending is not None:
            # Billabong case 1: "Anschließend verlängert er seinen Weg am vierten Ausgang des Billabongs":
            # the colour that laid it goes on behind it, in the same turn
            assert all(mover_colour(state, m) == state.ply[-1] for m in moves)
        elif form == "two" and state.ply:
            assert all(mover_colour(state, m) not in state.ply for m in moves)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
        plies += 1
        assert plies <= 4 * (CARDS_PER_PLAYER + 10), "the game must end"
    _check(state)
    assert GAME.load(GAME.dump(state)) == state


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**9), form=FORMS)
def test_random_two_path_games_follow_the_contract(seed: int, form: str) -> None:
    check_playout(GAME, seed, players=2, options={"paths": form, "animals": seed % 2 == 0})


def test_rule_V3_both_paths_are_scored_at_the_end() -> None:
    rng = random.Random(7)
    state = _new()
    while not GAME.is_over(state):
        moves = GAME.legal_moves(state)
        state = GAME.apply(state, moves[rng.randrange(len(moves))])
    info = state.info
    for seat in (0, 1):
        lengths = [info.comps[info.path[c]].size for c in state.colours_of(seat) if info.path[c] is not None]
        assert GAME.outcome(state).scores[seat] == sum(lengths)


# --------------------------------------------------------------------------- the AI
@pytest.mark.parametrize("form", ["two", "two-single"])
def test_every_ai_level_plays_legal_moves_with_two_paths(form: str) -> None:
    state = _new(form, animals=form == "two")
    for ply in range(12):
        seat = GAME.to_move(state)
        level = ("easy", "medium", "hard")[ply % 3]
        started = time.monotonic()
        move = choose_move(GAME, state, seat, level, seed=ply, deadline=started + 0.4)
        assert move in GAME.legal_moves(state)
        state = GAME.apply(state, move)


def test_a_hard_two_path_game_against_easy_ends_with_both_paths_scored() -> None:
    state = _new("two")
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        level = "hard" if seat == 0 else "easy"
        move = choose_move(GAME, state, seat, level, seed=len(state.tiles), deadline=time.monotonic() + 0.15)
        state = GAME.apply(state, move)
    assert len(GAME.outcome(state).scores) == 2 and all(state.finished)


def test_undo_takes_back_one_card_of_a_two_card_turn() -> None:
    from rules.session import GameSession, Seat

    session = GameSession.start("downunder", [Seat("human"), Seat("ai-easy")], {"paths": "two"})
    while len(session.moves) < 7:  # entrances, the opening, the computer's two cards
        session.play(GAME.legal_moves(session.state)[0])
    assert session.to_move == 0 and session.state.ply == ()
    session.play(GAME.legal_moves(session.state)[0])
    first = session.state
    assert session.to_move == 0 and len(first.ply) == 1
    session.play(GAME.legal_moves(first)[0])
    while session.to_move == 1:
        session.play(GAME.legal_moves(session.state)[0])
    assert session.undo()  # back over the computer's two cards and the human's second card only
    assert session.state == first and session.to_move == 0


@pytest.mark.parametrize("form", ["two", "two-single"])
def test_malformed_moves_are_refused_with_two_paths(form: str) -> None:
    from tests.rules.malformed import judge, mutants

    rng = random.Random(form)
    state = _new(form, animals=True)
    while not GAME.is_over(state):
        moves = list(GAME.legal_moves(state))
        if rng.random() < 0.3:
            move = rng.choice(moves)
            assert [p for p in (judge(GAME, state, m, moves) for m in mutants(move)) if p] == []
        state = GAME.apply(state, rng.choice(moves))


@pytest.mark.parametrize("form", ["two", "two-single"])
@pytest.mark.parametrize("other", [{"area": "path"}, {"area": "frame"}, {"one_opening": True}])
def test_two_paths_lay_all_four_colours_so_no_preset_area_nor_one_opening_joins_them(form, other) -> None:
    """Two paths per player takes all four card sets ("nimmt jeder Spieler zwei Kartensätze"), so no colour
    is left for a preset path or frame, and its entrances are its own opening: those options give way."""
    state = GAME.new(2, {"paths": form, **other}, seed=5)
    assert state.paths == form and state.area == "growing" and not state.one_opening
    assert state.tiles == ()  # no preset cards
    assert GAME.load(GAME.dump(state)) == state
    assert all(m.kind == "end" for m in GAME.legal_moves(state))  # the entrances come first
