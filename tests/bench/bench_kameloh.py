"""Ka-Mel-Oh! benchmark: perft, move generation speed, AI time per decision, level ladder, self-play statistics
(first-player win rate, game length, 3 and 4 oases) and deck balance.

    python -m tests.bench.bench_kameloh --only speed
    python -m tests.bench.bench_kameloh --only ladder --pair hard-medium --games 40
    python -m tests.bench.bench_kameloh --only selfplay --level easy --games 100
    python -m tests.bench.bench_kameloh --only decks --level easy --games 40
    python -m tests.bench.bench_kameloh --only duel --duel '{"iterations": 800, "widening": 1}' \
        '{"iterations": 800}' --games 16

Every AI seat decides from `view(state, seat)` only. Games run in `--jobs` processes. `--time-scale` scales
the levels' time budget (their iteration caps stay), for quicker statistics runs. A duel pits two search
settings (JSON: iterations, playout_depth, exploration, widening) capped by iterations, not time, so that
the machine's load does not change the result.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from itertools import product

from rules.ai import choose_move
from rules.ai.api import choose_with
from rules.common import AiSettings
from rules.kameloh import GAME
from rules.kameloh.apply import apply_move
from rules.kameloh.evaluate import playout_move
from rules.kameloh.hidden import determinize
from rules.kameloh.moves import legal_moves
from rules.kameloh.pool import deck_ids


# --------------------------------------------------------------------------- one game
def capped_search(config: str, view, seat: int, rng: random.Random):
    """The move of an MCTS with the settings of `config` (JSON), stopped by its iteration count alone."""
    settings = AiSettings(search="mcts", time=3600.0, iterations=400, playout_depth=16)
    settings = replace(settings, **json.loads(config))
    return choose_with(GAME, view, seat, settings, seed=rng.getrandbits(32))


def play_game(job: tuple) -> dict:
    """(levels per seat, options, seed, time scale) -> result; a level may also be "random", "policy" or a
    JSON search configuration (see `capped_search`)."""
    levels, options, seed, scale = job
    rng = random.Random(seed)
    state = GAME.new(options=options, seed=seed)
    first = state.current
    plies = 0
    decide: dict[int, list[float]] = {0: [], 1: []}
    while not GAME.is_over(state):
        seat = GAME.to_move(state)
        view = GAME.view(state, seat)
        level = levels[seat]
        start = time.monotonic()
        if level == "random":
            moves = legal_moves(view)
            move = moves[rng.randrange(len(moves))]
        elif level == "policy":
            move = playout_move(view, legal_moves(view), rng)
        elif level.startswith("{"):
            move = capped_search(level, view, seat, rng)
        else:
            budget = GAME.ai_settings(level).time * scale
            move = choose_move(
                GAME, view, seat, level, seed=rng.getrandbits(32), deadline=start + budget + 0.05
            )
        decide[seat].append(time.monotonic() - start)
        state = GAME.apply(state, move)
        plies += 1
    out = GAME.outcome(state)
    return {
        "levels": levels,
        "decks": tuple(p.deck for p in state.players),
        "oases": len(state.players[0].oases),
        "first": first,
        "winner": out.winners[0] if out.winners else None,
        "scores": out.scores,
        "plies": plies,
        "turns": sum(p.turns for p in state.players),
        "times": decide,
    }


def _progress(i: int, r: dict) -> None:
    """One line per finished game, so that a long run shows where it stands (and a cut-off run still counts)."""
    winner = "draw" if r["winner"] is None else f"{r['levels'][r['winner']]} (seat {r['winner']})"
    print(
        f"  game {i + 1}: {r['levels'][0]} vs {r['levels'][1]}, decks {r['decks'][0]}/{r['decks'][1]}, "
        f"{r['scores'][0]}-{r['scores'][1]}, {winner} wins, {r['plies']} decisions",
        flush=True,
    )


def run(jobs: list[tuple], workers: int) -> list[dict]:
    results = []
    if workers <= 1:
        for i, job in enumerate(jobs):
            results.append(play_game(job))
            _progress(i, results[-1])
        return results
    with ProcessPoolExecutor(workers) as pool:
        for i, r in enumerate(pool.map(play_game, jobs)):
            results.append(r)
            _progress(i, r)
    return results


# --------------------------------------------------------------------------- sections
def sample_positions(count: int, seed: int = 7) -> list:
    rng = random.Random(seed)
    out: list = []
    game_seed = seed
    while len(out) < count:
        state = GAME.new(seed=game_seed)
        game_seed += 1
        while not GAME.is_over(state) and len(out) < count:
            out.append(state)
            moves = legal_moves(state)
            state = apply_move(state, playout_move(state, moves, rng))[0]
    return out


def perft(state, depth: int) -> int:
    if depth == 0 or GAME.is_over(state):
        return 1
    return sum(perft(apply_move(state, m)[0], depth - 1) for m in legal_moves(state))


def perft_by_text(state, depth: int) -> int:
    """The same count, moves taken through notation and parse and states through dump/load (a cross-check)."""
    if depth == 0 or GAME.is_over(state):
        return 1
    total = 0
    for move in legal_moves(state):
        again = GAME.parse_move(state, GAME.notation(state, move))
        total += perft_by_text(GAME.load(GAME.dump(GAME.apply(state, again))), depth - 1)
    return total


def bench_speed() -> None:
    state = GAME.new(seed=1)
    for depth in range(1, 5):
        t = time.perf_counter()
        n = perft(state, depth)
        dt = time.perf_counter() - t
        check = perft_by_text(state, depth) if depth <= 3 else n
        print(f"perft({depth}) seed 1 = {n:>8}   {dt:6.2f} s   text/dump round-trip count {check}")
    positions = sample_positions(3000)
    t = time.perf_counter()
    total = sum(len(legal_moves(s)) for s in positions)
    dt = time.perf_counter() - t
    print(
        f"legal_moves: {len(positions) / dt:,.0f} positions/s, {total / dt:,.0f} moves/s ({total / len(positions):.1f} each)"
    )
    pairs = [(s, m) for s in positions for m in legal_moves(s)][:20000]
    t = time.perf_counter()
    for s, m in pairs:
        apply_move(s, m)
    print(f"apply (with legality check): {len(pairs) / (time.perf_counter() - t):,.0f} moves/s")
    rng = random.Random(1)
    views = [GAME.view(s, s.current) for s in positions[:2000]]
    t = time.perf_counter()
    for v in views:
        determinize(v, rng)
    print(f"determinize: {len(views) / (time.perf_counter() - t):,.0f} samples/s")
    rng = random.Random(5)
    plies, t = 0, time.perf_counter()
    for seed in range(100, 130):
        state = GAME.new(seed=seed)
        while not GAME.is_over(state):
            state = apply_move(state, playout_move(state, legal_moves(state), rng))[0]
            plies += 1
    print(f"playouts (30 whole games, playout policy): {plies / (time.perf_counter() - t):,.0f} plies/s")
    bench_ai_time()


def bench_ai_time(count: int = 30) -> None:
    positions = [s for s in sample_positions(4000, seed=3)[::130] if len(legal_moves(s)) > 1][:count]
    for level in ("easy", "medium", "hard"):
        times = []
        for i, s in enumerate(positions):
            seat = GAME.to_move(s)
            start = time.monotonic()
            choose_move(GAME, GAME.view(s, seat), seat, level, seed=i)
            times.append(time.monotonic() - start)
        print(
            f"AI {level:6}: {statistics.mean(times):.2f} s mean, {max(times):.2f} s max per decision "
            f"({len(times)} positions with a choice)"
        )


def _pairings(games: int, make) -> list[tuple]:
    return [make(i) for i in range(games)]


def bench_ladder(pair: str, games: int, workers: int, scale: float, first_seed: int = 1000) -> None:
    a, b = pair.split("-")
    bench_pairing(a, b, games, workers, scale, first_seed)


def bench_pairing(a: str, b: str, games: int, workers: int, scale: float, first_seed: int) -> None:
    # Each deal is played twice with the seats swapped: the deal and the first turn weigh heavily in a card
    # game, and pairing cancels them out of the comparison.
    jobs = _pairings(games, lambda i: ((a, b) if i % 2 == 0 else (b, a), {}, first_seed + i // 2, scale))
    results = run(jobs, workers)
    wins = Counter()
    for r in results:
        wins[None if r["winner"] is None else r["levels"][r["winner"]]] += 1
    n = len(results)
    print(f"ladder {a} vs {b}: {a} wins {wins[a]}/{n} ({wins[a] / n:.0%}), {b} {wins[b]}, draws {wins[None]}")
    swept = Counter()
    for first, second in zip(results[::2], results[1::2], strict=False):
        winners = {None if r["winner"] is None else r["levels"][r["winner"]] for r in (first, second)}
        swept[winners.pop() if len(winners) == 1 else "split"] += 1
    print(
        f"  deals won with both seats: {a} {swept[a]}, {b} {swept[b]}, split {swept['split']}; "
        f"first player won {sum(r['winner'] == r['first'] for r in results)}/{n}"
    )
    _times(results)


def _times(results: list[dict]) -> None:
    per_level: dict[str, list[float]] = {}
    for r in results:
        for seat in (0, 1):
            per_level.setdefault(r["levels"][seat], []).extend(r["times"][seat])
    for level, times in sorted(per_level.items()):
        if times:
            print(
                f"  {level:7} decisions: {len(times)}, mean {statistics.mean(times):.3f} s, max {max(times):.2f} s"
            )


def bench_selfplay(level: str, games: int, workers: int, scale: float) -> None:
    for oases in (4, 3):
        jobs = _pairings(games, lambda i, o=oases: ((level, level), {"oases": o}, 5000 + i, scale))
        results = run(jobs, workers)
        decided = [r for r in results if r["winner"] is not None]
        first = sum(r["winner"] == r["first"] for r in decided)
        turns = [r["turns"] for r in results]
        plies = [r["plies"] for r in results]
        margin = [abs(r["scores"][0] - r["scores"][1]) for r in results]
        print(
            f"self-play {level} {oases} oases, {len(results)} games: first player wins {first}/{len(decided)} "
            f"({first / max(1, len(decided)):.0%}), draws {len(results) - len(decided)}, "
            f"turns {statistics.mean(turns):.1f} (min {min(turns)}, max {max(turns)}), "
            f"decisions {statistics.mean(plies):.0f}, point margin {statistics.mean(margin):.1f}"
        )
        _times(results)


def bench_decks(level: str, games: int, workers: int, scale: float) -> None:
    decks = deck_ids()
    jobs = []
    for (a, b), i in product([(a, b) for a in decks for b in decks if a < b], range(games)):
        seats = (a, b) if i % 2 == 0 else (b, a)
        # every deal twice, the decks swapping seats, as in the ladder
        jobs.append(((level, level), {"deck0": seats[0], "deck1": seats[1]}, 9000 + i // 2, scale))
    results = run(jobs, workers)
    overall = Counter()
    played = Counter()
    for a, b in [(a, b) for a in decks for b in decks if a < b]:
        rs = [r for r in results if set(r["decks"]) == {a, b}]
        wa = sum(1 for r in rs if r["winner"] is not None and r["decks"][r["winner"]] == a)
        wb = sum(1 for r in rs if r["winner"] is not None and r["decks"][r["winner"]] == b)
        print(f"deck {a} vs {b}: {wa}-{wb} (draws {len(rs) - wa - wb}), {a} {wa / max(1, len(rs)):.0%}")
        overall[a] += wa
        overall[b] += wb
        played[a] += len(rs)
        played[b] += len(rs)
    for d in decks:
        print(f"deck {d}: wins {overall[d]}/{played[d]} ({overall[d] / max(1, played[d]):.0%})")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", choices=("speed", "ladder", "selfplay", "decks", "duel"), action="append")
    parser.add_argument("--pair", action="append", help="ladder pairing like hard-medium (repeatable)")
    parser.add_argument("--level", default="easy", help="level for self-play and deck statistics")
    parser.add_argument("--duel", nargs=2, metavar=("A", "B"), help="two JSON search settings (duel)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--time-scale", type=float, default=1.0)
    parser.add_argument("--first-seed", type=int, default=1000, help="seed of the ladder's first deal")
    args = parser.parse_args()
    sections = args.only or ["speed", "ladder", "selfplay", "decks"]
    if "speed" in sections:
        bench_speed()
    if "ladder" in sections:
        for pair in args.pair or ["medium-easy", "hard-medium", "hard-easy"]:
            bench_ladder(pair, args.games, args.jobs, args.time_scale, args.first_seed)
    if "selfplay" in sections:
        bench_selfplay(args.level, args.games, args.jobs, args.time_scale)
    if "duel" in sections:
        if not args.duel:
            parser.error("--only duel needs --duel A B")
        bench_pairing(args.duel[0], args.duel[1], args.games, args.jobs, 1.0, args.first_seed)
    if "decks" in sections:
        bench_decks(args.level, args.games, args.jobs, args.time_scale)


if __name__ == "__main__":
    main()
