"""Make the puzzles a game ships ("to move and win in N"): positions from AI-vs-AI games, proven by exact search.

    python tools/make_puzzles.py --game kamisado --count 80 --seed 1
    python tools/make_puzzles.py --game camelot --count 70 --seed 1

Plays seeded games between the AI levels (easy and medium, each search to its fixed depth: no clock, so the
same seed gives the same games on any machine), asks the game's exact prover (rules/<game>/puzzle.py) at
every position for the fewest own moves (1..5) in which the side to move wins by force, and keeps a position
when exactly one first move wins within that N, the position has more than one legal move and it was not
seen before. Grades: easy N=1, or N=2 with few tempting failures; medium N=2 with three or more tempting
failures, or N=3; hard N=4-5. A tempting failure: one of the AI's six first-ordered moves that does not win
within N and does not let the opponent win at once. Writes rules/<game>/puzzles.json (or --out) and prints a
summary. Runs nice'd; takes minutes. Never part of the tests' run.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rules import GAMES  # noqa: E402  (after the checkout is on the path)
from rules.ai.api import choose_with  # noqa: E402
from rules.puzzles import GRADES, Prover, Puzzle, puzzle_id, puzzles_to_json  # noqa: E402

LEVELS = ("easy", "medium")
MAX_PLIES = 200
# How deep each game's positions are searched: Kamisado's every position to 5; Camelot's to 3, its last
# plies deeper (a proof that no win in 4 or 5 exists costs seconds to minutes in the middle game).
DEPTHS = {"kamisado": ((0, 5),), "camelot": ((0, 3), (16, 4), (8, 5))}  # (last plies of the game, depth)
TEMPTING_LOOK = 6
# Positions with more moves are left out: a Kamisado round's first move (a free choice of 102) costs half a
# minute to prove that no win in 5 exists, and no puzzle starts there.
MAX_MOVES = {"kamisado": 40, "camelot": 80}


@dataclasses.dataclass
class Found:
    puzzles: list[Puzzle]
    keys: set
    games: int = 0
    positions: int = 0


def play_game(game, seed: int, options: dict) -> list:
    """The states of one seeded AI-vs-AI game, the final one left out."""
    rng = random.Random(seed)
    levels = (rng.choice(LEVELS), rng.choice(LEVELS))
    state = game.new(2, options, seed=seed)
    states = []
    while not game.is_over(state) and len(states) < MAX_PLIES:
        seat = game.to_move(state)
        settings = dataclasses.replace(game.ai_settings(levels[seat]), time=3600.0)
        move = choose_with(game, state, seat, settings, seed=rng.randrange(1 << 30))
        states.append(state)
        state = game.apply(state, move)
    return states


def depth_for(game_id: str, from_end: int) -> int:
    return max(depth for last, depth in DEPTHS[game_id] if last == 0 or from_end < last)


def tempting(game, prover: Prover, state, solution, n: int) -> int:
    """How many of the AI's first-ordered moves fail without losing at once (the ones a player considers)."""
    rules = prover.rules
    count = 0
    for move in game.order_moves(state, list(game.legal_moves(state)))[:TEMPTING_LOOK]:
        if move == solution:
            continue
        after = rules.play(state, move)
        if rules.winner(after) is None and not rules.wins_at_once(after):
            count += 1
    return count


def grade(n: int, tempt: int) -> str:
    if n >= 4:
        return "hard"
    if n == 3 or (n == 2 and tempt >= 3):
        return "medium"
    return "easy"


def examine(game, prover: Prover, state, most: int, source: str) -> Puzzle | None:
    """The puzzle this position makes, or None (no win within `most`, more than one winning first move,
    or nothing to find: a single legal move)."""
    rules = prover.rules
    if rules.winner(state) is not None or not 2 <= len(rules.moves(state)) <= MAX_MOVES[game.id]:
        return None
    n = prover.distance(state, most)
    if n is None:
        return None
    winning = prover.winning_moves(state, n)
    if len(winning) != 1:
        return None
    tempt = tempting(game, prover, state, winning[0], n)
    position = game.dump(state)
    return Puzzle(
        game=game.id,
        id=puzzle_id(game.id, position),
        position=position,
        to_move=rules.seat(state),
        moves=n,
        solutions=(game.notation(state, winning[0]),),
        grade=grade(n, tempt),
        source=source,
        tempting=tempt,
    )


def scan_game(game, prover_of, found: Found, seed: int, options: dict) -> None:
    states = play_game(game, seed, options)
    found.games += 1
    prover = prover_of()  # one per game: its table serves the game's neighbouring positions
    for ply, state in enumerate(states):
        key = game.state_key(state)
        if key in found.keys:
            continue
        found.keys.add(key)
        found.positions += 1
        most = depth_for(game.id, len(states) - ply)
        puzzle = examine(game, prover, state, most, f"seed {seed}, ply {ply}, {options or 'standard'}")
        if puzzle is not None:
            found.puzzles.append(puzzle)


def choose(puzzles: list[Puzzle], count: int) -> list[Puzzle]:
    """`count` puzzles with a spread over the grades (hard and medium kept first), easiest first."""
    by_grade = {g: [p for p in puzzles if p.grade == g] for g in GRADES}
    quota = {"hard": count // 3, "medium": count // 3}
    kept = by_grade["hard"][: quota["hard"]] + by_grade["medium"][: quota["medium"]]
    rest = [p for p in puzzles if p not in kept]
    rest.sort(key=lambda p: GRADES.index(p.grade))
    kept += [p for p in rest if p.grade == "easy"][: count - len(kept)]
    kept += [p for p in rest if p not in kept][: count - len(kept)]
    return sorted(kept, key=lambda p: (GRADES.index(p.grade), p.moves, p.id))


def enough(found: Found, count: int) -> bool:
    grades = Counter(p.grade for p in found.puzzles)
    return len(found.puzzles) >= count and all(grades[g] >= count // 4 for g in GRADES)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", choices=("kamisado", "camelot"), required=True)
    parser.add_argument("--count", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=400, help="stop after this many games at most")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    game = GAMES[args.game]
    prover_of = importlib.import_module(f"rules.{args.game}.puzzle").puzzle_prover
    rng = random.Random(args.seed)
    found = Found([], set())
    started = time.monotonic()
    while found.games < args.games and not enough(found, args.count):
        seed = rng.randrange(1 << 30)
        options = {"target": rng.choice((1, 3))} if args.game == "kamisado" else {}
        scan_game(game, prover_of, found, seed, options)
        grades = Counter(p.grade for p in found.puzzles)
        print(
            f"game {found.games}: {found.positions} positions, {len(found.puzzles)} puzzles "
            f"{dict(grades)}, {time.monotonic() - started:.0f} s",
            flush=True,
        )
    kept = choose(found.puzzles, args.count)
    out = args.out or ROOT / "rules" / args.game / "puzzles.json"
    out.write_text(json.dumps(puzzles_to_json(args.game, kept), indent=1) + "\n", encoding="utf-8")
    summary = Counter((p.grade, p.moves) for p in kept)
    print(
        f"wrote {len(kept)} puzzles to {out} in {time.monotonic() - started:.0f} s from {found.games} games"
    )
    for (g, n), k in sorted(summary.items(), key=lambda item: (GRADES.index(item[0][0]), item[0][1])):
        print(f"  {g:6} N={n}: {k}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
