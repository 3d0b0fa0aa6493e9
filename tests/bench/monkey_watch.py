"""The checks of the monkey walk (tests/bench/monkey.py): what counts as a stuck scene, the walk's report and
digest, and the rig that makes a walk depend on its seed alone."""

from __future__ import annotations

import hashlib
import time
import weakref
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from tests.bench.drive import seeded_new_games

STUCK_FRAMES = 30 * 60  # 30 s of frames with an AI to move and no move, or one animation still running
AI_REPLY_SECONDS = 30.0  # the AI's reply must come within this much wall time


class Stuck(AssertionError):
    """A scene the player cannot get on with."""


@dataclass
class Report:
    events: int = 0
    frames: int = 0
    restarts: int = 0
    probes: int = 0  # Esc probes: each found a way out
    moves: int = 0  # moves played in game scenes (by people's clicks or the AI)
    seconds: float = 0.0
    scenes: Counter = field(default_factory=Counter)  # frames with each scene on top
    games: Counter = field(default_factory=Counter)  # game scenes that came on top, by game
    results: Counter = field(default_factory=Counter)  # results shown, by game
    digest: str = ""


class VirtualClock:
    """`time` for the AI turns (scenes/games/ai_turns.py): monotonic() is the walk's game time, so that the AI's minimum thinking
    time does not depend on how fast the machine draws."""

    def __init__(self) -> None:
        self.now = time.monotonic()

    def monotonic(self) -> float:
        return self.now

    def __getattr__(self, name: str):
        return getattr(time, name)


@contextmanager
def repeatable(app, seed: int, clock: VirtualClock) -> Iterator[None]:
    """Make the walk depend on `seed` alone (see the module's docstring); undone on exit."""
    from scenes.games import ai_turns  # the AI's minimum thinking time is read there

    saved = ai_turns.time
    ai_turns.time = clock
    worker = app.ai
    ask, poll = worker.request, worker.poll

    def request(game_id, state, seat, level, *rest):
        return ask(game_id, state, seat, "easy", *rest)

    def waiting_poll():
        if worker.pending is None:
            return None
        end = time.monotonic() + AI_REPLY_SECONDS
        while (reply := poll()) is None:
            if time.monotonic() > end:
                raise Stuck(f"the AI did not answer within {AI_REPLY_SECONDS:.0f} s")
            time.sleep(0.001)
        return reply

    worker.request, worker.poll = request, waiting_poll
    try:
        with seeded_new_games(seed ^ 0x5EED):
            yield
    finally:
        ai_turns.time = saved
        del worker.request, worker.poll


class Watcher:
    """Looks at the top scene after every frame: counts what the walk reached, keeps the digest (the top
    scene and the moves, frame by frame) and raises `Stuck`."""

    def __init__(self, report: Report) -> None:
        self.report = report
        self._hash = hashlib.sha1()
        self._watched = None  # the game scene on top, and its number of moves then
        self._watched_moves = -1
        self._still = 0  # frames with an AI to move and no move
        self._busy = 0  # frames with the top scene's tweens running
        self._seen: weakref.WeakSet = weakref.WeakSet()  # game and results scenes counted

    @property
    def digest(self) -> str:
        return self._hash.hexdigest()[:16]

    def after_frame(self, app) -> None:
        from scenes.games.board_scene import GameScene
        from scenes.menus.results import ResultsScene

        top = app.stack.top
        if top is None:
            if app.running:
                raise Stuck("nothing on the stack while the app runs")
            return
        name = type(top).__name__
        self.report.scenes[name] += 1
        self._busy = self._busy + 1 if top.tweens.busy else 0
        if self._busy > STUCK_FRAMES:
            raise Stuck(f"{name}: an animation has run for {self._busy} frames")
        game = app.stack.find(GameScene)
        moves = len(game.session.moves) if game is not None else -1
        self._hash.update(f"{name}:{moves};".encode())
        if isinstance(top, ResultsScene) and top not in self._seen:
            self._seen.add(top)
            self.report.results[top.game_scene.session.game_id] += 1
        if isinstance(top, GameScene) and top not in self._seen:
            self._seen.add(top)
            self.report.games[top.session.game_id] += 1
        self._watch_ai(top if isinstance(top, GameScene) else None)

    def _watch_ai(self, scene) -> None:
        if scene is not self._watched:
            self._watched, self._watched_moves, self._still = scene, -1, 0
        if scene is None:
            return
        moves = len(scene.session.moves)
        if moves != self._watched_moves:
            if self._watched_moves >= 0:
                self.report.moves += max(0, moves - self._watched_moves)
            self._watched_moves, self._still = moves, 0
            return
        seat = scene.session.to_move
        if scene.finished or seat is None or not scene.seats[seat].is_ai:
            self._still = 0
            return
        self._still += 1
        if self._still > STUCK_FRAMES:
            raise Stuck(
                f"{type(scene).__name__}: seat {seat} (AI) to move and no move for {self._still} frames "
                f"after move {moves}"
            )
