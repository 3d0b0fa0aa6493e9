"""Make the puzzles a game ships ("to move and win in N"): positions from AI-vs-AI games, proven by exact search.

    python tools/make_puzzles.py --game kamisado --count 80 --seed 1
    python tools/make_puzzles.py --game camelot --count 72 --seed 1 --games 140 --budget 25000

Plays seeded games between the AI levels (easy and medium, each searching to its fixed depth: no clock, so
the same seed gives the same games on any machine), asks the game's exact prover (rules/<game>/puzzle.py)
for the fewest own moves (1..5) in which the side to move wins by force, and keeps a position when exactly
one first move wins within that N, the position has more than one legal move (and not too many:
MAX_MOVES), it was not seen before, and the proof fits in the budget of prover positions (--budget, else
BUDGET; counted, not timed, so the output does not depend on the machine); one puzzle per N from each game.
Camelot: only each game's last --plies plies (else LAST_PLIES) and only the positions of the side that won
the game are examined (where forced wins are; a choice of where to look, never part of a proof).
Grades by the score 2 (N - 1) + tempting failures: easy up to 2 (N=1, or N=2 with few tempting failures),
medium 3-5, hard 6 and more (N=4-5 always, N=3 with two or more tempting failures). A tempting failure: a
move the AI's ordering puts before the solution (what a player looks at first) that does not let the
opponent win at once, at most six. Stops when it has --count puzzles with a quarter of them in each grade,
or after --games games. Writes rules/<game>/puzzles.json (or --out) and prints a summary. Runs nice'd;
takes minutes (Camelot: half an hour). Never part of the tests' run.
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
from rules.puzzles import GRADES, OverBudget, Prover, Puzzle, puzzle_id, puzzles_to_json  # noqa: E402

# The levels a seat is drawn from: Camelot's easy level blunders (20 %), and its blunders make the short
# forced wins that its puzzles are; medium vs medium rarely leaves one that can be proven cheaply.
LEVELS = {"kamisado": ("easy", "medium"), "camelot": ("easy", "easy", "medium")}
MAX_PLIES = 200
# Which positions are searched and how hard: the last plies of each game (all of a Kamisado game; Camelot's
# forced wins come at its end, and a proof that no win in 4 or 5 exists can still cost seconds in its middle
# game), and at most BUDGET positions of the prover's per position (a position that needs more is passed
# over: every puzzle kept is proven in full, and cheap to play).
LAST_PLIES = {"kamisado": MAX_PLIES, "camelot": 24}
BUDGET = {"kamisado": 20_000, "camelot": 25_000}
# Camelot: only the positions of the side that went on to win are examined (the other side's forced wins
# are rare, and each costs a full proof that none exists); a choice of where to look, never of a proof.
WINNER_ONLY = {"kamisado": False, "camelot": True}
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


def play_game(game, seed: int, options: dict) -> tuple[list, int | None]:
    """The states of one seeded AI-vs-AI game, the final one left out, and the seat that won it (None:
    a draw or no end within MAX_PLIES)."""
    rng = random.Random(seed)
    levels = (rng.choice(LEVELS[game.id]), rng.choice(LEVELS[game.id]))
    state = game.new(2, options, seed=seed)
    states = []
    while not game.is_over(state) and len(states) < MAX_PLIES:
        seat = game.to_move(state)
        settings = dataclasses.replace(game.ai_settings(levels[seat]), time=3600.0)
        move = choose_with(game, state, seat, settings, seed=rng.randrange(1 << 30))
        states.append(state)
        state = game.apply(state, move)
    winners = game.outcome(state).winners if game.is_over(state) else ()
    return states, winners[0] if len(winners) == 1 else None


def tempting(game, prover: Prover, state, solution) -> int:
    """How many moves the AI's ordering (captures, castle entries, the goal row, long advances first: what
    a player looks at first) puts before the solution that fail without losing at once; at most
    TEMPTING_LOOK."""
    rules = prover.rules
    count = 0
    for move in game.order_moves(state, list(game.legal_moves(state))):
        if move == solution or count == TEMPTING_LOOK:
            break
        after = rules.play(state, move)
        if rules.winner(after) is None and not rules.wins_at_once(after):
            count += 1
    return count


def grade(n: int, tempt: int) -> str:
    """By N and the tempting failures: 2 (N - 1) + tempting, easy up to 2, medium up to 5, hard above."""
    score = 2 * (n - 1) + tempt
    return "easy" if score <= 2 else "medium" if score <= 5 else "hard"


def examine(game, prover: Prover, state, most: int, source: str) -> Puzzle | None:
    """The puzzle this position makes, or None (no win within `most`, more than one winning first move,
    or nothing to find: a single legal move)."""
    rules = prover.rules
    if rules.winner(state) is not None or not 2 <= len(rules.moves(state)) <= MAX_MOVES[game.id]:
        return None
    prover.reset_budget()
    try:
        n = prover.distance(state, most)
        if n is None:
            return None
        winning = prover.winning_moves(state, n)
    except OverBudget:
        return None
    if len(winning) != 1:
        return None
    tempt = tempting(game, prover, state, winning[0])
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


def scan_game(game, prover_of, found: Found, seed: int, options: dict, reach: dict) -> None:
    """Examine the game's last `reach["plies"]` positions (with a budget of `reach["budget"]` prover
    positions each) and keep one puzzle per N."""
    states, winner = play_game(game, seed, options)
    found.games += 1
    prover = prover_of(reach["budget"])  # one per game: its table serves the game's neighbouring positions
    kinds: set[int] = set()  # one puzzle per N and game: the next position of the same line is no new puzzle
    for ply, state in enumerate(states):
        key = game.state_key(state)
        if key in found.keys:
            continue
        found.keys.add(key)
        found.positions += 1
        if len(states) - ply > reach["plies"]:
            continue
        if WINNER_ONLY[game.id] and game.to_move(state) != winner:
            continue
        puzzle = examine(game, prover, state, 5, f"seed {seed}, ply {ply}, {options or 'standard'}")
        if puzzle is not None and puzzle.moves not in kinds:
            kinds.add(puzzle.moves)
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
    parser.add_argument("--plies", type=int, default=None, help="search each game's last plies only")
    parser.add_argument("--budget", type=int, default=None, help="prover positions at most per position")
    args = parser.parse_args(argv)
    if hasattr(os, "nice"):
        os.nice(10)
    game = GAMES[args.game]
    prover_of = importlib.import_module(f"rules.{args.game}.puzzle").puzzle_prover
    reach = {
        "plies": args.plies or LAST_PLIES[args.game],
        "budget": args.budget or BUDGET[args.game],
    }
    rng = random.Random(args.seed)
    found = Found([], set())
    started = time.monotonic()
    while found.games < args.games and not enough(found, args.count):
        seed = rng.randrange(1 << 30)
        options = {"target": rng.choice((1, 3))} if args.game == "kamisado" else {}
        scan_game(game, prover_of, found, seed, options, reach)
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
