"""What the puzzles cost: the proof of each shipped puzzle again, and the calls a puzzle's player makes.

    python -m tests.bench.bench_puzzles                  # both games, every puzzle
    python -m tests.bench.bench_puzzles --game camelot

For every puzzle, with a fresh prover each (as the screen would start one): the check of the tests (the
stored move wins within N, no win within N - 1, the winning moves listed), then, with another fresh prover,
the calls of playing it along its main line: `keeps_win` and `hint` at each of the mover's turns,
`longest_defence` at each of the other's, and `refutation` of up to three wrong first moves. Prints the
mean and the maximum of each in ms, CPU time (the machine is shared).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time
from collections import defaultdict

from rules import GAMES
from rules.puzzles import load_puzzles


def timed(times: dict, name: str, call, *args):
    start = time.process_time()
    result = call(*args)
    times[name].append(time.process_time() - start)
    return result


def play_main_line(game, prover, puzzle, times: dict) -> None:
    state = game.load(puzzle.position)
    wrong = [m for m in game.legal_moves(state) if game.notation(state, m) not in puzzle.solutions][:3]
    left = puzzle.moves
    first = game.parse_move(state, puzzle.solutions[0])
    for move in wrong:
        timed(times, "refutation", prover.refutation, state, move, left)
    while prover.decided(state) is None and left > 0:
        if game.to_move(state) == puzzle.to_move:
            move = first or prover.winning_moves(state, left)[0]
            assert timed(times, "keeps_win", prover.keeps_win, state, move, left)
            timed(times, "hint", prover.hint, state, left, first)
            left -= 1
            first = None
        else:
            move = timed(times, "longest_defence", prover.longest_defence, state, left)
        state = game.apply(state, move)
    assert prover.decided(state) == puzzle.to_move


def bench(game_id: str) -> None:
    game = GAMES[game_id]
    face = importlib.import_module(f"rules.{game_id}.puzzle")
    times: dict[str, list[float]] = defaultdict(list)
    for puzzle in load_puzzles(game_id):
        prover = face.puzzle_prover()
        state = game.load(puzzle.position)
        start = time.process_time()
        assert prover.keeps_win(state, game.parse_move(state, puzzle.solutions[0]), puzzle.moves)
        assert prover.distance(state, puzzle.moves) == puzzle.moves
        assert len(prover.winning_moves(state, puzzle.moves)) == len(puzzle.solutions)
        times[f"check N={puzzle.moves}"].append(time.process_time() - start)
        play_main_line(game, face.puzzle_prover(), puzzle, times)
    print(f"{game_id}: {len(load_puzzles(game_id))} puzzles (CPU ms: mean / max / count)")
    for name in sorted(times):
        values = times[name]
        print(f"  {name:16} {1000 * statistics.mean(values):8.1f} {1000 * max(values):8.1f} {len(values):5}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("kamisado", "camelot"), default=None)
    args = parser.parse_args()
    for game_id in (args.game,) if args.game else ("kamisado", "camelot"):
        bench(game_id)


if __name__ == "__main__":
    main()
