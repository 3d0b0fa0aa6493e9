"""Perft of the opening: the issue's 112 paths / 100 moves, and deeper counts checked against the
independent reference generator (tests/rules/camelot/reference.py). perft(3) = 1,070,822 was checked the
same way once (the reference needs about 100 s for it); the benchmark script times it."""

from __future__ import annotations

from rules.camelot import GAME
from rules.camelot.perft import divide, perft
from tests.rules.camelot import reference as ref


def _reference_paths_at_depth(pos: ref.Position, depth: int) -> int:
    if depth == 1:
        return len(ref.legal_paths(pos))
    return sum(_reference_paths_at_depth(p, depth - 1) for p in ref.distinct_results(pos))


def test_perft_1_opening_has_112_paths_and_100_moves() -> None:
    start = GAME.new()
    assert perft(start, 1, paths=True) == 112
    assert perft(start, 1) == 100
    assert len(GAME.legal_moves(start)) == 100


def test_perft_2_agrees_with_the_reference_generator() -> None:
    start = GAME.new()
    assert perft(start, 2) == ref.perft(ref.start_position(), 2) == 10026
    assert perft(start, 2, paths=True) == _reference_paths_at_depth(ref.start_position(), 2) == 11236


def test_divide_splits_perft_by_first_move() -> None:
    split = divide(GAME.new(), 2)
    assert len(split) == 100 and sum(split.values()) == 10026
    assert split["E7-E8"] == perft(GAME.apply(GAME.new(), GAME.parse_move(GAME.new(), "E7-E8")), 1)


def test_perft_stops_at_a_finished_game() -> None:
    over = GAME.from_text("turn: white\nwhite knights:\nwhite men: E8\nblack knights:\nblack men: L13\n")
    assert perft(over, 0) == 1 and perft(over, 2) == 0
