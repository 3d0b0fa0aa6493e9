"""Spieltisch: the command line, pygame start-up and the loop. `python main.py --help` lists the options."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import secrets
import sys
from pathlib import Path

SCENE_CHOICES = ("title", "settings", "setup", "help", "continue", "online")


class CleanArgumentParser(argparse.ArgumentParser):
    """Bad arguments: exit status 2 with one clear line on stderr, never a usage dump or traceback."""

    def error(self, message: str) -> None:  # type: ignore[override]
        fail(message)


def fail(message: str) -> None:
    print(f"spieltisch: {message}", file=sys.stderr)
    raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    p = CleanArgumentParser(
        prog="main.py",
        description="Spieltisch: Kamisado, Down Under, Camelot and Ka-Mel-Oh! for 1-4 players at one screen.",
    )
    p.add_argument(
        "--game", metavar="ID", help="start this game directly: kamisado, downunder, camelot, kameloh"
    )
    p.add_argument(
        "--players",
        metavar="LIST",
        help="one entry per seat, comma-separated: human, ai-easy, ai-medium, ai-hard "
        "(default: human,ai-medium)",
    )
    p.add_argument("--names", metavar="LIST", help="seat names, comma-separated")
    p.add_argument("--options", metavar="K=V,...", help="game variant options, e.g. target=7")
    p.add_argument("--seed", type=int, help="random seed (the same seed and moves replay the same game)")
    p.add_argument("--lang", choices=("de", "en"), help="language of this run (default: the saved setting)")
    p.add_argument("--load", metavar="FILE", help="continue the game saved in FILE")
    p.add_argument(
        "--review",
        metavar="FILE",
        help="look back at the finished game in FILE, the computer judging every move (a file of the "
        "finished games' folder, or a save of a game played to its end)",
    )
    p.add_argument(
        "--tutorial",
        action="store_true",
        help="with --game: start that game's guided first game (Learn to play)",
    )
    p.add_argument(
        "--scene",
        choices=SCENE_CHOICES,
        default=None,
        help="open this screen first (setup and help need --game)",
    )
    p.add_argument("--headless", action="store_true", help="no window and no sound (dummy SDL drivers)")
    p.add_argument("--frames", type=int, default=0, metavar="N", help="quit after N frames")
    p.add_argument("--screenshot", metavar="FILE", help="save the last frame as PNG")
    p.add_argument(
        "--until-over",
        action="store_true",
        help="with AI seats only: play to the end through the real scenes, print the outcome as JSON",
    )
    p.add_argument(
        "--bench", action="store_true", help="print frame-interval and work-time p50/p99/max (ms) as JSON"
    )
    p.add_argument(
        "--window", metavar="WxH", default="1280x720", help="initial window size (default 1280x720)"
    )
    p.add_argument(
        "--max-seconds", type=float, default=0.0, help="stop a scripted run after this many seconds"
    )
    p.add_argument(
        "--autosave",
        action="store_true",
        help="let a scripted run (--headless, --frames, --until-over, ...) write its game's save like a "
        "played game; without it a scripted run never touches the player's saves",
    )
    p.add_argument(
        "--net-check",
        nargs="+",
        metavar="ARG",
        help="HOST[:PORT] ADDRESS PASSWORD [PEER]: log in to that XMPP server, pass a message through it (back "
        "from PEER, which echoes it, or else from our own address), print the outcome as JSON and exit "
        "(0: it worked, 1: it did not); no window. PASSWORD - reads it from the first line of stdin (an "
        "argument is visible to every user of the machine)",
    )
    p.add_argument(
        "--fixed-step",
        action="store_true",
        help="advance every frame by exactly 1/60 s, whatever the clock says (repeatable screenshots)",
    )
    return p


def parse_window(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        fail(f"--window must look like 1280x720, not {text!r}")
    if not (100 <= w <= 10000 and 100 <= h <= 10000):
        fail("--window sizes must be between 100 and 10000 pixels")
    return w, h


def parse_options(game, players: int, text: str | None) -> dict:
    from rules.common import coerce_option_text

    specs = game.options_spec(players)
    options: dict = {}
    for item in filter(None, (text or "").split(",")):
        if "=" not in item:
            fail(f"--options entries must be key=value, not {item!r}")
        key, value = (part.strip() for part in item.split("=", 1))
        if key not in specs:
            counts = [n for n in range(game.players[0], game.players[1] + 1) if key in game.options_spec(n)]
            if counts:  # e.g. Down Under's two paths per player: an option of 2 players only
                fail(
                    f"option {key!r} of {game.id} is for {'/'.join(map(str, counts))} players only, not {players}"
                )
            known = ", ".join(sorted(specs)) or "none"
            fail(f"unknown option {key!r} for {game.id}; options: {known}")
        try:
            options[key] = coerce_option_text(specs[key], value)
        except ValueError as exc:
            fail(f"option {key}: {exc}")
    return options


def build_session(args: argparse.Namespace):
    """The game session the command line asks for, or None for the title. Exits 2 on bad input."""
    import rules
    from rules.session import GameSession, SaveError, Seat, parse_seat_kind
    from scenes.games import scene_class

    if args.load or args.review:
        from scenes.storage.saves import read_save

        path = args.load or args.review
        if args.load and args.review:
            fail("--load continues a game, --review looks back at a finished one: give one of them")
        if args.review and (args.game or args.players or args.options or args.until_over):
            fail("--review takes only the file (and --lang, --headless, --frames, --screenshot, ...)")
        try:
            session = read_save(Path(path))
        except SaveError as exc:
            fail(f"cannot load {path}: {exc.detail or exc.key}")
        if args.review and not session.over:
            fail(f"the game in {path} is not finished: continue it with --load")
        return session
    if not args.game:
        if args.players or args.options or args.until_over:
            fail("--players, --options and --until-over need --game (or --load)")
        return None
    if args.game not in rules.CATALOGUE:
        fail(f"unknown game {args.game!r}; games: {', '.join(rules.CATALOGUE)}")
    if args.game not in rules.GAMES:
        fail(f"{args.game} is not playable yet (coming soon)")
    game = rules.GAMES[args.game]
    try:
        kinds = [parse_seat_kind(k) for k in (args.players or "human,ai-medium").split(",")]
    except ValueError as exc:
        fail(str(exc))
    lo, hi = game.players
    if not lo <= len(kinds) <= hi:
        count = f"{lo}" if lo == hi else f"{lo} to {hi}"
        fail(f"{args.game} needs {count} players, --players names {len(kinds)}")
    names = [n.strip() for n in (args.names or "").split(",")] if args.names else []
    from scenes.engine.i18n import Translator
    from scenes.games.launch import default_seat_name
    from scenes.storage.settings import load_settings

    tr = Translator(args.lang or load_settings().language)
    seats = [
        Seat(kind, (names[i] if i < len(names) and names[i] else default_seat_name(tr, args.game, i))[:40])
        for i, kind in enumerate(kinds)
    ]
    options = parse_options(game, len(kinds), args.options)
    if scene_class(args.game) is None:
        fail(f"{args.game} is not playable yet (coming soon)")
    seed = args.seed if args.seed is not None else secrets.randbits(31)
    try:
        return GameSession.start(args.game, seats, options, seed)
    except ValueError as exc:
        fail(str(exc))


def check_tutorial(args: argparse.Namespace) -> None:
    """--tutorial needs a game with a tutorial and takes no seats, options, save or other first screen."""
    import rules
    from scenes.games.tutorial import has_tutorial

    if args.scene or args.load or args.review or args.players or args.options or args.until_over:
        fail("--tutorial takes only --game (and --lang, --headless, --frames, --screenshot, ...)")
    if args.game not in rules.GAMES:
        fail(f"--tutorial needs --game with a game that exists: {', '.join(rules.GAMES) or 'none yet'}")
    if not has_tutorial(args.game):
        fail(f"{args.game} has no tutorial yet")


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.net_check is not None:
        return net_check(args)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    window = parse_window(args.window)
    if args.frames < 0:
        fail("--frames must be 0 or more")
    if args.scene in ("setup", "help"):
        import rules

        if args.game not in rules.GAMES:
            fail(
                f"--scene {args.scene} needs --game with a game that exists: {', '.join(rules.GAMES) or 'none yet'}"
            )
    if args.tutorial:
        check_tutorial(args)
    if args.review and args.scene:
        fail("--review opens the review first: it takes no --scene")
    session = build_session(args) if args.scene is None and not args.tutorial else None
    if args.until_over and (session is None or not all(seat.is_ai for seat in session.seats)):
        fail("--until-over needs a game whose seats are all AI (e.g. --players ai-hard,ai-easy)")

    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app

    app = build_app(
        RunOptions(
            headless=args.headless,
            frames=args.frames,
            screenshot=args.screenshot,
            until_over=args.until_over,
            bench=args.bench,
            language=args.lang,
            window_size=window,
            max_seconds=args.max_seconds,
            fixed_step=args.fixed_step,
            keep_saves=args.autosave or interactive(args),  # a scripted run leaves the player's saves alone
        )
    )
    return app.run(first_scene(app, args, session))


def net_check(args: argparse.Namespace) -> int:
    """--net-check: the network alone (no pygame, no window), for a player's "can I reach my server?" and for
    the executable's smoke test (tools/smoke_exe.py)."""
    if not 3 <= len(args.net_check) <= 4:
        fail("--net-check takes HOST[:PORT] ADDRESS PASSWORD [PEER]")
    if args.game or args.load or args.review or args.scene or args.tutorial or args.until_over:
        fail("--net-check takes no game, file or screen")
    import json
    import logging

    from net.check import net_check as check

    logging.basicConfig(level=logging.ERROR, format="spieltisch: %(name)s: %(message)s")  # the JSON says why
    values = list(args.net_check)
    if values[2] == "-":
        values[2] = sys.stdin.readline().rstrip("\r\n")
    try:
        result = check(*values)
    except ValueError as exc:
        fail(f"--net-check: {exc}")
    print(json.dumps(result))
    return 0 if result["net_check"] == "ok" else 1


def first_scene(app, args: argparse.Namespace, session):
    from scenes.menus.title import TitleScene

    if args.scene == "settings":
        from scenes.menus.settings_menu import SettingsScene

        title = TitleScene(app)
        app.stack.push(title)
        return SettingsScene(app)
    if args.scene == "setup":
        from scenes.menus.setup import SetupScene

        app.stack.push(TitleScene(app))
        return SetupScene(app, args.game)
    if args.scene == "help":
        from scenes.menus.help import HelpScene

        app.stack.push(TitleScene(app))
        return HelpScene(app, args.game)
    if args.scene == "continue":
        from scenes.menus.saved_games import SavedGamesScene

        app.stack.push(TitleScene(app))
        return SavedGamesScene(app)
    if args.scene == "online":  # Play online's account screen (the keyring and slixmpp loaded in threads)
        app.stack.push(TitleScene(app))
        return app.make("account")
    if args.tutorial:
        from scenes.games.tutorial import tutorial_scene

        app.stack.push(TitleScene(app))  # leaving the tutorial goes to the title
        return tutorial_scene(app, args.game)
    if args.review:
        from scenes.games.review import review_scene

        app.stack.push(TitleScene(app))  # leaving the review goes to the title
        return review_scene(app, session)
    if session is not None:
        from scenes.games import scene_class

        if session.has_ai:
            app.ai.start()  # spawned before the first frame, not in the frame of the first AI request
        scene = scene_class(session.game_id)(app, session)
        question = None if args.load or not interactive(args) else replacing(app, session.game_id)
        if question is None:
            return scene
        app.stack.push(scene)
        return question
    return TitleScene(app)


def interactive(args: argparse.Namespace) -> bool:
    """A run a person plays (a window, no frame limit, nothing scripted): only such a run asks questions."""
    return not (args.headless or args.frames or args.until_over or args.bench or args.max_seconds)


def replacing(app, game_id: str):
    """The question over a new game from the command line when its kind has an unfinished save: start the
    new one (the save goes) or continue the saved one instead. None when there is no such save."""
    from scenes.games.launch import start_game_scene
    from scenes.menus.saved_games import replace_question
    from scenes.storage.saves import delete_save, read_save, saved_game

    existing = saved_game(game_id)
    if existing is None:
        return None

    def keep() -> None:
        start_game_scene(app, read_save(existing.path))

    return replace_question(app, existing, lambda: delete_save(game_id), keep)


def follow_onefile_parent() -> None:
    """In the one-file executable the process that the player started is PyInstaller's unpacker, and the game
    runs in its child. The unpacker passes every signal on except SIGKILL, which would leave the game (and
    its AI worker) running without it: so the game ends itself once it has lost that parent."""
    home = getattr(sys, "_MEIPASS", "")
    if not getattr(sys, "frozen", False) or os.name != "posix" or not Path(home).name.startswith("_MEI"):
        return  # from source or a one-folder build, the game is the process that was started
    import threading
    import time

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(0.5)
        os._exit(1)

    threading.Thread(target=watch, name="spieltisch-parent", daemon=True).start()


if __name__ == "__main__":
    multiprocessing.freeze_support()  # a frozen executable's AI workers must not start the game again
    follow_onefile_parent()
    sys.exit(main())
