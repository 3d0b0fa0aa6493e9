"""Spielende und Wertung: path length, the special scoring with animals, the dingo rule, ties."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.state import Move
from rules.downunder.table import score_of
from tests.rules.downunder.helpers import N, S, curve, end, play, position, straight

ANIMALS = {"animals": True}


def _chain(middle_animal: str, last) -> list:
    # Seat 0's dingo curve (0,0) turns E-S; below it the neutral parts of seats 1, 2, 3 lie on his path.
    return [
        curve(0, 0, 0, 1, "dingo"),
        straight(0, 1, 1, 1, "emu"),
        straight(0, 2, 2, 1, middle_animal),
        last,
    ]


def test_rule_neutral_parts_count_like_colour_parts() -> None:
    state = position(4, _chain("kangaroo", straight(0, 3, 3, 1, "platypus")))
    assert GAME.outcome(state).scores[0] == 4  # one colour part, three neutral parts
    assert score_of(state, 0).segments == 4


def test_rule_end_stubs_and_bars_count_one_each() -> None:
    # Seat 1's end at (1,0) (stub from S): its bar W-E carries seat 0's path on.
    state = position(2, [straight(0, 0, 0, 1), straight(1, 1, 1, 0), end(1, 0, 1, S)])
    assert score_of(state, 0).segments == 2  # colour part and bar
    assert score_of(state, 1).segments == 2  # colour part and stub


def test_rule_each_emu_kangaroo_platypus_set_scores_5() -> None:
    state = position(4, _chain("kangaroo", straight(0, 3, 3, 1, "platypus")), options=ANIMALS)
    b = score_of(state, 0)
    assert (b.emus, b.kangaroos, b.platypuses, b.sets, b.set_points) == (1, 1, 1, 1, 5)
    assert b.total == 9 and GAME.outcome(state).scores[0] == 9
    assert GAME.outcome(state).reason == "points"  # the longest path won, with its animals


def test_issue27_the_outcome_names_the_animals_when_they_decided() -> None:
    from types import SimpleNamespace

    from rules.downunder.scoring import Breakdown, _decided_by

    def item(segments: int, total: int) -> Breakdown:
        return Breakdown(segments, 0, 0, 0, 0, 0, 0, 0, 0, True, "", total, total)

    special, plain = SimpleNamespace(animals=True), SimpleNamespace(animals=False)
    longer_path, more_points = item(12, 12), item(9, 14)
    assert _decided_by(special, [longer_path, more_points], (1,)) == "animals"
    assert _decided_by(special, [item(12, 17), more_points], (0,)) == "points"
    assert _decided_by(plain, [longer_path, item(9, 9)], (0,)) == "longest-path"


def test_rule_without_special_scoring_animals_do_not_count() -> None:
    state = position(4, _chain("kangaroo", straight(0, 3, 3, 1, "platypus")))
    assert score_of(state, 0).total == 4


def test_rule_each_rabbit_costs_2_without_a_dingo_on_the_path() -> None:
    state = position(4, _chain("rabbit", straight(0, 3, 3, 1, "platypus")), options=ANIMALS)
    b = score_of(state, 0)
    assert (b.rabbits, b.dingoes, b.rabbit_penalty, b.total) == (1, 0, -2, 2)


def test_rule_a_dingo_on_the_path_keeps_the_rabbits_harmless() -> None:
    # seat 3's dingo curve at (0,3) has its neutral part N-E on seat 0's path
    state = position(4, _chain("rabbit", curve(0, 3, 3, 2, "dingo")), options=ANIMALS)
    b = score_of(state, 0)
    assert (b.rabbits, b.dingoes, b.rabbit_penalty, b.total) == (1, 1, 0, 4)


def test_rule_who_never_laid_his_dingo_scores_zero() -> None:
    state = position(4, _chain("kangaroo", straight(0, 3, 3, 1, "platypus")), options=ANIMALS)
    b = score_of(state, 1)  # seat 1 still holds his dingo
    assert not b.dingo_laid and b.dingo_rule == "zero" and b.total == 0 and b.provisional == 1
    assert score_of(state, 0).dingo_laid


def test_rule_with_dingo_rule_lose_who_never_laid_his_dingo_cannot_win() -> None:
    options = {**ANIMALS, "dingo": "lose"}
    tiles = [curve(0, 0, 0, 1, "dingo"), straight(5, 5, 1, 0), straight(5, 6, 1, 0)]
    state = position(2, tiles, options=options)
    assert score_of(state, 1).total > score_of(state, 0).total
    assert GAME.outcome(state).winners == (0,)
    assert score_of(state, 1).dingo_rule == "lose"
    assert GAME.outcome(state).reason == "dingo"  # issue 27: the results say the dingo rule decided


def test_rule_the_longest_path_wins_and_ties_share_the_win() -> None:
    tiles = [straight(0, 0, 0, 0), end(0, -1, 0, S), straight(5, 5, 1, 0), end(5, 4, 1, S)]
    state = play(position(2, tiles), Move("end", (0, 1), N))
    assert GAME.outcome(state).scores == (3, 2) and GAME.outcome(state).winners == (0,)
    state = play(state, Move("end", (5, 6), N))
    out = GAME.outcome(state)
    assert out.scores == (3, 3) and out.winners == (0, 1) and out.reason == "longest-path"


# ---------------------------------------------------------------------------------------------- live score
def test_live_score_is_the_bracketed_score_while_running_and_the_total_at_the_end() -> None:
    from rules.downunder import live_score

    # seat 0 has not laid his dingo: the running score ignores the dingo rule, the final one applies it
    tiles = _chain("kangaroo", straight(0, 3, 3, 1, "platypus"))
    tiles[0] = curve(0, 0, 0, 1, "emu")
    running = position(4, tiles, options=ANIMALS)
    b = score_of(running, 0)
    assert b.dingo_rule == "zero" and b.total == 0
    assert live_score(running, 0) == b.provisional == 9
    over = position(4, tiles, options=ANIMALS, finished=(True,) * 4)
    assert over.over and live_score(over, 0) == 0


def test_score_change_is_the_difference_of_the_live_scores_after_the_move() -> None:
    import random

    from rules.downunder import live_score, score_change

    for seed, options in ((1, {}), (2, ANIMALS), (3, ANIMALS)):
        rng = random.Random(seed)
        state = GAME.new(3, options)
        seen_other = False
        while not state.over:
            move = rng.choice(GAME.legal_moves(state))
            after = GAME.apply(state, move)
            change = score_change(state, move)
            assert change == tuple(live_score(after, s) - live_score(state, s) for s in range(3))
            seen_other |= any(d for s, d in enumerate(change) if s != state.turn)
            state = after
        assert seen_other, "some move lengthened another player's path through its neutral part"


def test_score_change_counts_a_neutral_part_for_the_other_path() -> None:
    from rules.downunder import score_change

    # seat 0's straight N-S at (0,0); seat 1's straight E-W at (1,1) ends pointing into (0,1). Seat 1's
    # curve there goes on with its colour E-S, and its neutral part W-N lengthens seat 0's path by one.
    state = position(2, [straight(0, 0, 0, 0), straight(1, 1, 1, 1)], turn=1)
    move = Move("curve", (0, 1), 1, GAME.legal_moves(state)[0].animal)
    assert move in GAME.legal_moves(state)
    assert score_change(state, move) == (1, 1)
    assert score_of(GAME.apply(state, move), 0).segments == score_of(state, 0).segments + 1


def test_score_change_refuses_an_illegal_move() -> None:
    import pytest

    from rules.downunder import score_change
    from rules.errors import IllegalMove

    state = position(2, [straight(0, 0, 0, 0)], turn=1)
    with pytest.raises(IllegalMove):
        score_change(state, Move("curve", (0, 0), 0))
