"""Flat memory: many AI-against-AI games in one process through the real scenes (title, set-up, the game,
results, back to the title), the four games in turn, printing the resident memory after each game.

    python3 -m tests.bench.memory --games 20 [--levels easy,medium] [--seed N] [--bound 1.10] [--trace] [--detail]

A game is played as a player would: a click on the game's card, clicks on the seat selectors until every
seat is an AI, a click on Start, frames until the results show, a click on "Title". Frame times jitter by
+-15 %, as real ones do. Before the first game the script waits at the title until its idle time has
imported the games' code (~5 s of frames), as a player reading the title would. Ten frames after the title is back, VmRSS is read from /proc/self/status (the
script keeps no scene and runs no garbage collection itself: the figure is what the app keeps). Exit
status 1 when the last figure is more than 10 % (`--bound`) above the first. `--seed` plays the same games
every time. `--trace` compares tracemalloc snapshots after game 2 and the last game and prints the lines
whose Python allocations grew most. `--detail` adds, after each game, where the memory is: modules loaded,
fonts, the pixels held by the picture caches, the heap in use (glibc), the toasts still up.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import tracemalloc
from dataclasses import dataclass

from tests.bench.drive import FRAME, frame, make_app, post_click, resident_mib, seeded_new_games

FRAMES_PER_GAME = 60 * 60 * 30  # a game that has not ended after 30 minutes of frames is stuck
BOUND = 1.10
# Frame times vary by +-15 % as real ones do: with a fixed step every animation would ask for the same
# picture sizes each time and hide a cache that grows with them (a panel growing in is a new size a frame).
_JITTER = random.Random(17)


def _tick(app) -> None:
    frame(app, FRAME * _JITTER.uniform(0.85, 1.15))


@dataclass
class GameFigure:
    number: int
    game_id: str
    moves: int
    seconds: float
    rss_mib: float


def _frames_until(app, kind: type, limit: int) -> None:
    for _ in range(limit):
        if isinstance(app.stack.top, kind):
            return
        _tick(app)
    raise RuntimeError(
        f"{kind.__name__} did not come in {limit} frames (top: {type(app.stack.top).__name__})"
    )


def _click_widget(app, widget) -> None:
    post_click(app, widget.rect.center)
    _tick(app)


def _set_up(app, game_id: str, levels: list[str]) -> None:
    """From the title: open the game's set-up, make every seat an AI of the given levels, start."""
    from rules.session import SEAT_KINDS
    from scenes.games.board_scene import GameScene
    from scenes.menus.dialog import MessageScene
    from scenes.menus.setup import SetupScene
    from scenes.menus.title import GameCard

    card = next(w for w in app.stack.top.group.widgets if isinstance(w, GameCard) and w.game_id == game_id)
    _click_widget(app, card)
    _tick(app)
    if type(app.stack.top).__name__ == "OfferScene":  # a game's first start offers its tutorial
        _click_widget(app, app.stack.top.group.widgets[0])  # "Play right away"
    _frames_until(app, SetupScene, 60)
    setup = app.stack.top
    selectors = [w for w in setup.group.widgets if getattr(w, "values", None) == list(SEAT_KINDS)]
    for seat, selector in enumerate(selectors):
        wanted = f"ai-{levels[seat % len(levels)]}"
        for _ in range(len(SEAT_KINDS)):
            if selector.value == wanted:
                break
            post_click(app, selector._arrows()[1].center)
            _tick(app)
    assert all(s.is_ai for s in setup.seats()), setup.kinds
    start = next(w for w in setup.group.widgets if getattr(w, "label", lambda: "")() == app.t("setup.start"))
    _click_widget(app, start)
    if isinstance(app.stack.top, MessageScene):  # a save of this game is there: replace it, as asked
        _click_widget(app, app.stack.top.group.widgets[-1])
    _frames_until(app, GameScene, 60)


def play_one(app, number: int, game_id: str, levels: list[str]) -> GameFigure:
    from scenes.menus.results import ResultsScene
    from scenes.menus.title import TitleScene

    started = time.perf_counter()
    _set_up(app, game_id, levels)
    _frames_until(app, ResultsScene, FRAMES_PER_GAME)
    moves = len(app.stack.top.game_scene.session.moves)
    _frames_until_still(app)  # the results' panel has grown in and its buttons are drawn
    title = app.t("results.title")
    button = next(w for w in app.stack.top.group.widgets if w.label() == title)
    post_click(app, button.rect.center)
    del button  # the script keeps nothing of the game (the button's action is the game scene's)
    _frames_until(app, TitleScene, 60)
    _frames_until_still(app, 10)
    return GameFigure(number, game_id, moves, time.perf_counter() - started, resident_mib())


def _frames_until_still(app, frames: int = 60) -> None:
    for _ in range(frames):
        _tick(app)


def run(
    games: int,
    levels: list[str],
    trace: bool = False,
    out=sys.stdout,
    seed: int | None = None,
    details: bool = False,
) -> list[GameFigure]:
    """Play `games` games and return the figures (with `seed`, the same games every time)."""
    if seed is None:
        return _run(games, levels, trace, out, details)
    with seeded_new_games(seed):
        return _run(games, levels, trace, out, details)


def detail(app) -> str:
    """Where the memory is (`--detail`): what the app holds that grows when a game is played the first time."""
    from scenes.engine.cache import _ALL, _FUNCTIONS, _pixel_bytes

    pictures = sum(sum(_pixel_bytes(v) for v in store._items.values()) for store in list(_ALL))
    results = sum(function.cache_info().currsize for function in list(_FUNCTIONS))
    return (
        f"modules {len(sys.modules)}, fonts {len(app.fonts._fonts)}, SurfaceCache pixels "
        f"{pictures / 2**20:.1f} MiB, @cached results {results}, heap in use {_heap_mib():.1f} MiB, "
        f"toasts {len(app.toasts)}"
    )


def _heap_mib() -> float:
    """glibc's bytes in use (mallinfo2: small blocks and mmapped ones); nan elsewhere."""
    import ctypes

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_size_t)
            for name in [
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            ]
        ]

    try:
        mallinfo2 = ctypes.CDLL(None).mallinfo2
    except (OSError, AttributeError):
        return float("nan")
    mallinfo2.restype = MallInfo2
    info = mallinfo2()
    return (info.uordblks + info.hblkhd) / 2**20


def _run(games: int, levels: list[str], trace: bool, out, details: bool = False) -> list[GameFigure]:
    from scenes.games import playable_games
    from scenes.menus.title import TitleScene

    if trace:
        tracemalloc.start()
    app = make_app()
    app.speed_boost = 12.0  # as `--until-over` plays: the same scenes and tweens, twelve times as fast
    app.stack.push(TitleScene(app))
    # a player reads the title for a moment: its idle time imports the games' code (scenes/engine/warmup.py)
    waited = 30
    for _ in range(30):
        _tick(app)
    while not app.warmup.done and waited < 60 * 60:
        _tick(app)
        waited += 1
    print(
        f"before the first game: {resident_mib():.1f} MiB, after {waited} title frames ({waited / 60:.1f} s); "
        f"warm-up imported {app.warmup.imported} modules in {app.warmup.seconds * 1000:.0f} ms",
        file=out,
        flush=True,
    )
    order = playable_games()
    figures: list[GameFigure] = []
    second = None
    try:
        for number in range(1, games + 1):
            game_id = order[(number - 1) % len(order)]
            figure = play_one(app, number, game_id, levels)
            figures.append(figure)
            print(
                f"game {number:2d} {game_id:10s} {figure.moves:4d} moves {figure.seconds:6.1f} s "
                f"VmRSS {figure.rss_mib:7.1f} MiB",
                file=out,
                flush=True,
            )
            if details:
                print(f"         {detail(app)}", file=out, flush=True)
            if trace and number == 2:
                second = tracemalloc.take_snapshot()
        if trace and second is not None:
            _print_growth(second, tracemalloc.take_snapshot(), out)
    finally:
        app.shutdown()
    return figures


def _print_growth(before, after, out, top: int = 20) -> None:
    """The lines whose Python allocations grew most (tracemalloc sees Python objects, not the pixels of
    pictures, which SDL allocates: those show in the caches' sizes)."""
    stats = after.compare_to(before, "lineno")
    total = sum(stat.size_diff for stat in stats) / 1024
    print(f"tracemalloc, growth from game 2 to the last game: {total:+.1f} KiB in all", file=out)
    for stat in stats[:top]:
        print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks  {stat.traceback}", file=out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--levels", default="easy,medium", help="AI levels, given to the seats in turn")
    parser.add_argument("--trace", action="store_true", help="tracemalloc: what grew from game 2 to the last")
    parser.add_argument("--seed", type=int, default=None, help="the same games every time")
    parser.add_argument("--bound", type=float, default=BOUND, help="last / first may be at most this")
    parser.add_argument("--detail", action="store_true", help="after each game: modules, fonts, caches, heap")
    args = parser.parse_args(argv)
    figures = run(args.games, args.levels.split(","), args.trace, seed=args.seed, details=args.detail)
    first, last = figures[0].rss_mib, figures[-1].rss_mib
    ratio = last / first
    peak = max(f.rss_mib for f in figures)
    print(
        f"first {first:.1f} MiB, last {last:.1f} MiB: {100 * (ratio - 1):+.1f} % "
        f"(bound {100 * (args.bound - 1):+.0f} %); highest {peak:.1f} MiB"
    )
    return 0 if ratio <= args.bound else 1


if __name__ == "__main__":
    sys.exit(main())
