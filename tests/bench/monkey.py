"""A long monkey test: random clicks, drags, keys, typing, wheel turns and window resizes through pygame's
own event queue, across every scene and game, seeded and repeatable. It fails on any exception and on a stuck
scene: an AI seat to move and no move for 30 s of game time, an animation that never ends, a scene that three
presses of Esc (Enter for the hand-over cover, which ignores Esc by design) cannot leave, an empty stack.

    python3 -m tests.bench.monkey --events 50000 [--seed 17] [--boost 8]

The walk starts over now and then (and whenever the app quits) from one of these, in turn: the title, the
settings, a game's set-up, its rules, a game with human and AI seats mixed, such a game a few moves before its
end (random legal moves played by the rules first, like a loaded save), the same with AI seats only (so the
results, "again" and the next game come), a hot-seat game of hidden information (the hand-over cover), the
title's demo. tests/scenes/test_monkey.py runs a shorter walk.

Repeatable: the same seed gives the same events and the same scenes (the printed digest), because the walk
keeps the game time itself: the AI's minimum thinking time runs on the frames' clock, a new game's seed and
the demo's game come from the walk's generator, every AI request is answered at the easy level (the seat keeps
its name and level on screen; easy and the hint stop at a depth or iteration count, not at the wall clock),
and the frame after a request waits for its reply, as if the AI had thought for exactly one frame.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

import pygame

from tests.bench.drive import FRAME, frame, make_app, resident_mib, to_window
from tests.bench.monkey_watch import Report, Stuck, VirtualClock, Watcher, repeatable

# where the walk (re)starts, in turn: games near their end more often, so that results and next games come
STARTS = ("ai-late", "title", "game", "settings", "late", "setup", "hot-seat", "ai-late", "rules", "demo")
# (key, weight): the shared commands often, Esc less (it leaves scenes, and deeper scenes should be reached)
KEYS = [
    (pygame.K_ESCAPE, 6),
    (pygame.K_RETURN, 6),
    (pygame.K_KP_ENTER, 1),
    (pygame.K_SPACE, 4),
    (pygame.K_UP, 4),
    (pygame.K_DOWN, 4),
    (pygame.K_LEFT, 4),
    (pygame.K_RIGHT, 4),
    (pygame.K_TAB, 4),
    (pygame.K_BACKSPACE, 2),
    (pygame.K_u, 3),
    (pygame.K_h, 3),
    (pygame.K_r, 2),
    (pygame.K_F1, 3),
    (pygame.K_PLUS, 1),
    (pygame.K_MINUS, 1),
    (pygame.K_PAGEUP, 1),
    (pygame.K_PAGEDOWN, 1),
    (pygame.K_a, 1),
    (pygame.K_z, 1),  # with Ctrl below: undo
]
TEXTS = ["a", "Ä", "ß", "7", " ", "😀", "Zoë", "\u200b"]


class Monkey:
    def __init__(self, app, seed: int, game_ids: list[str], boost: float = 8.0) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.seed = seed
        self.game_ids = game_ids
        self.report = Report()
        self.watcher = Watcher(self.report)
        self.clock = VirtualClock()
        self._starts = 0
        self._games = 0
        self._next_progress = 0
        self._key_pool = [k for k, w in KEYS for _ in range(w)]
        if pygame.display.get_driver() == "dummy":
            self._key_pool.append(pygame.K_F11)  # fullscreen only where it changes no real screen
        app.speed_boost = boost

    # ------------------------------------------------------------------ the walk
    def run(self, events: int, progress: int = 0) -> Report:
        started = time.perf_counter()
        with repeatable(self.app, self.seed, self.clock):
            self.restart()
            while self.report.events < events:
                self.act()
                frames = self.rng.choice((1, 1, 1, 2, 3))
                if self.rng.random() < 0.04:
                    frames = self.rng.randint(20, 120)  # hands off: AI moves and animations run
                self.frames(frames)
                if self.rng.random() < 0.6:
                    self.wait_for_ai()
                if self.app.running and self.rng.random() < 0.01:
                    self.probe_escape()
                if not self.app.running or self.rng.random() < 0.005:
                    self.restart()
                if progress and self.report.events >= self._next_progress:
                    self._next_progress += progress
                    self._print_progress(started)
        self.report.seconds = time.perf_counter() - started
        self.report.digest = self.watcher.digest
        return self.report

    def _print_progress(self, started: float) -> None:
        r = self.report
        print(
            f"  {r.events:6d} events {r.frames:7d} frames {time.perf_counter() - started:7.1f} s "
            f"{r.moves:5d} moves {sum(r.results.values()):3d} results VmRSS {resident_mib():.0f} MiB",
            flush=True,
        )

    def frames(self, count: int) -> None:
        for _ in range(count):
            frame(self.app)
            self.clock.now += FRAME
            self.report.frames += 1
            self.watcher.after_frame(self.app)
            if not self.app.running:
                return

    def wait_for_ai(self, limit: int = 90) -> None:
        """As players do: while an AI seat is to move, wait for its move (at most `limit` frames)."""
        from scenes.games.board_scene import GameScene

        scene = self.app.stack.top
        if not isinstance(scene, GameScene) or scene.finished:
            return
        moves = len(scene.session.moves)
        for _ in range(limit):
            seat = scene.session.to_move
            if seat is None or not scene.seats[seat].is_ai or len(scene.session.moves) != moves:
                return
            if self.app.stack.top is not scene or not self.app.running:
                return
            self.frames(1)

    def post(self, event_type: int, **attributes) -> None:
        pygame.event.post(pygame.event.Event(event_type, **attributes))
        self.report.events += 1

    # ------------------------------------------------------------------ random input
    def act(self) -> None:
        r = self.rng.random()
        if r < 0.30:
            self.click(self.point())
        elif r < 0.40:
            self.drag()
        elif r < 0.70:
            self.key()
        elif r < 0.74:
            self.post(pygame.TEXTINPUT, text=self.rng.choice(TEXTS))
        elif r < 0.82:
            self.wheel()
        elif r < 0.90:
            self.motion(self.point(), (0, 0, 0))
        elif r < 0.95:
            self.resize()
        elif r < 0.953:
            self.post(pygame.QUIT)
        else:
            self.click(self.point(), button=3)

    def point(self) -> tuple[int, int]:
        """A window position: often the centre of a widget of the top scene, else anywhere (letterbox too)."""
        from scenes.games.board_scene import GameScene

        rng, app = self.rng, self.app
        widgets = _widget_points(app.stack.top)
        on_board = isinstance(
            app.stack.top, GameScene
        )  # a game's widgets are menu, undo, hint: the board more
        if widgets and rng.random() < (0.15 if on_board else 0.55):
            return to_window(app, rng.choice(widgets))
        if rng.random() < 0.9:
            return to_window(app, (rng.randrange(1280), rng.randrange(720)))
        w, h = app.window.get_size()
        return rng.randrange(max(1, w)), rng.randrange(max(1, h))

    def click(self, pos: tuple[int, int], button: int = 1) -> None:
        self.motion(pos, (0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)
        self.post(pygame.MOUSEBUTTONUP, button=button, pos=pos)

    def motion(self, pos: tuple[int, int], buttons: tuple[int, int, int]) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)

    def drag(self) -> None:
        """Press, move in a few frames, release: a card or piece dragged somewhere."""
        start, end = self.point(), self.point()
        self.post(pygame.MOUSEBUTTONDOWN, button=1, pos=start)
        self.frames(1)
        steps = self.rng.randint(2, 6)
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            self.motion(pos, (1, 0, 0))
            self.frames(1)
        self.post(pygame.MOUSEBUTTONUP, button=1, pos=end)

    def key(self) -> None:
        key = self.rng.choice(self._key_pool)
        ctrl = key == pygame.K_z or self.rng.random() < 0.02
        mod = pygame.KMOD_CTRL if ctrl else 0
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode="")
        if self.rng.random() < 0.3:
            self.post(pygame.KEYUP, key=key, mod=mod)

    def wheel(self) -> None:
        x, y = self.point()
        dy = self.rng.choice((-3, -1, 1, 1, 2))
        self.post(
            pygame.MOUSEWHEEL,
            x=0,
            y=dy,
            flipped=False,
            precise_x=0.0,
            precise_y=float(dy),
            mouse_x=x,
            mouse_y=y,
            touch=False,
            which=0,
        )

    def resize(self) -> None:
        """What the window system does: the window gets a new size, then SDL tells the app."""
        rng = self.rng
        size = rng.choice(
            [(200, 150), (1920, 1080), (1280, 720), (rng.randint(200, 1920), rng.randint(150, 1080))]
        )
        pygame.display.set_mode(size, pygame.RESIZABLE)
        if rng.random() < 0.5:
            self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        else:
            self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])

    def probe_escape(self) -> None:
        """Every scene can be left: by Esc, or by Enter on the hand-over cover (it ignores Esc so that a
        hand is never shown to the wrong player)."""
        from scenes.menus.handover import HandoverScene

        app = self.app
        self.report.probes += 1
        for _ in range(3):
            before = (app.stack.top, len(app.stack.scenes))
            if isinstance(app.stack.top, HandoverScene):
                self.frames(30)  # the cover ignores input for its first moments
                self.post(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
            else:
                self.post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
            self.frames(2)
            if not app.running or (app.stack.top, len(app.stack.scenes)) != before:
                return
        raise Stuck(f"{type(app.stack.top).__name__} cannot be left with Esc")

    # ------------------------------------------------------------------ where the walk (re)starts
    def restart(self) -> None:
        from scenes.games.board_scene import _autosaver
        from scenes.menus.title import TitleScene

        app = self.app
        _autosaver.flush()  # the title reads the autosave: let it be written first, every time
        self.report.restarts += 1
        app.running = True
        pygame.event.clear()
        app.stack.reset(TitleScene(app))
        kind = STARTS[self._starts % len(STARTS)]
        self._starts += 1
        getattr(self, "_start_" + kind.replace("-", "_"))()

    def _next_game(self) -> str:
        game_id = self.game_ids[self._games % len(self.game_ids)]
        self._games += 1
        return game_id

    def _start_title(self) -> None:
        pass

    def _start_settings(self) -> None:
        from scenes.menus.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def _start_setup(self) -> None:
        from scenes.menus.setup import SetupScene

        self.app.stack.push(SetupScene(self.app, self._next_game()))

    def _start_rules(self) -> None:
        from scenes.menus.help import HelpScene

        self._start_setup()
        self.app.stack.push(HelpScene(self.app, self.app.stack.top.game_id))

    def _start_game(self, kinds=("human", "ai-easy", "ai-medium", "ai-hard"), late=False, game_id=None):
        import rules
        from rules.session import GameSession, Seat
        from scenes.games.launch import start_game_scene

        rng = self.rng
        game_id = game_id or self._next_game()
        game = rules.GAMES[game_id]
        seats = [Seat(rng.choice(kinds), f"S{i}") for i in range(rng.randint(*game.players))]
        if "human" in kinds and len(set(kinds)) > 1 and len({s.is_ai for s in seats}) == 1:
            seats[0] = Seat("human" if seats[0].is_ai else "ai-easy", "S0")  # mixed: both kinds
        session = GameSession.start(game_id, seats, None, rng.randrange(1 << 30))
        if late:
            _near_the_end(session, rng)
        start_game_scene(self.app, session)

    def _start_late(self) -> None:
        self._start_game(late=True)

    def _start_ai_late(self) -> None:
        """Computers only, a few moves before the end, watched to the results (then the walk goes on)."""
        from scenes.menus.results import ResultsScene

        self._start_game(("ai-easy", "ai-medium"), late=True)
        for _ in range(900):
            if isinstance(self.app.stack.top, ResultsScene) or not self.app.running:
                return
            self.frames(1)

    def _start_hot_seat(self) -> None:
        """Two people at one screen in a game of hidden information: the cover between their turns."""
        import rules

        hidden = [g for g in self.game_ids if rules.GAMES[g].hidden_information]
        self._start_game(("human",), game_id=self.rng.choice(hidden) if hidden else None)

    def _start_demo(self) -> None:
        from scenes.games import launch

        launch.start_demo(self.app, self._next_game())


def _widget_points(scene) -> list[tuple[int, int]]:
    """Centres of the scene's widgets (menus' groups, game scenes' buttons)."""
    points = []
    for attr in ("group", "buttons"):
        group = getattr(scene, attr, None)
        if group is not None:
            points += [w.rect.center for w in group.widgets]
    return points


def _near_the_end(session, rng: random.Random, limit: int = 600) -> None:
    """Random legal moves by the rules alone until the game ends (or `limit` moves), then back a few moves:
    a game that the scene takes up like a loaded save, a few moves before its results."""
    game = session.game
    while not session.over and len(session.moves) < limit:
        moves = game.legal_moves(session.state)
        session.play(moves[rng.randrange(len(moves))])
    if session.over:
        keep = max(0, len(session.moves) - rng.randint(1, 6))
        del session.states[keep + 1 :]
        del session.moves[keep:]
        del session.notations[keep:]
        del session.movers[keep:]
        session._undo_memo = None


def summary(report: Report) -> str:
    scenes = ", ".join(f"{name} {count}" for name, count in report.scenes.most_common())
    return (
        f"{report.events} events, {report.frames} frames in {report.seconds:.1f} s "
        f"({1000 * report.seconds / max(1, report.frames):.1f} ms a frame); {report.restarts} starts, "
        f"{report.probes} Esc probes, {report.moves} moves, game scenes {dict(report.games)}, "
        f"results {dict(report.results)}; frames on top: {scenes}; digest {report.digest}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--boost", type=float, default=8.0, help="animation and AI pace (the app's 1.0)")
    args = parser.parse_args(argv)
    from scenes.games import playable_games

    app = make_app()
    try:
        report = Monkey(app, args.seed, playable_games(), args.boost).run(args.events, progress=5000)
    finally:
        app.shutdown()
    print(summary(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
