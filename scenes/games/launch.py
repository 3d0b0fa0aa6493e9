"""Starting a game scene: from the set-up, from a save, for the title's attract mode, and the seat names a new
game gets. It imports no menu and no game scene (the registry finds the scene by name), so the menus and the
scene base can all use it without an import cycle."""

from __future__ import annotations

import random
from functools import cache

import rules
from rules.session import GameSession, Seat
from scenes.games import scene_class


def default_seat_name(tr, game_id: str, seat: int) -> str:
    """The game's name for a seat ("Black", "White", ...) or "Player N", from a Translator alone (the command
    line has no App yet)."""
    key = f"{game_id}.seat.{seat}"
    return tr(key) if tr.has(key) else tr("setup.player_n", n=seat + 1)


@cache
def _translator(language: str):
    from scenes.engine.i18n import Translator

    return Translator(language)


def shown_seat_name(tr, game_id: str, seat: int, name: str) -> str:
    """The name a seat shows: one that is any language's default for that seat ("Black", "Spieler 1") shows
    the default of the language now chosen; a name a player typed stays as it is."""
    from scenes.storage.settings import LANGUAGES

    now = default_seat_name(tr, game_id, seat)
    if name != now and any(
        name == default_seat_name(_translator(language), game_id, seat)
        for language in LANGUAGES
        if language != tr.language
    ):
        return now
    return name


def shown_ai_name(tr, kind: str, name: str) -> str:
    """The name a computer seat shows: none, or any language's words for its level ("Computer (easy)", as
    the creator of an online table sent it), shows the words of the language now chosen ("Computer
    (leicht)"); a name a player typed stays as it is. Any other kind's name stays as it is."""
    from scenes.storage.settings import LANGUAGES

    key = f"seat.{kind}"
    if not kind.startswith("ai-") or not tr.has(key):
        return name
    if not name or any(name == _translator(language)(key) for language in LANGUAGES):
        return tr(key)
    return name


def rename_default_seats(tr, session: GameSession) -> None:
    """Every seat still named by its default in some language takes the default of the language now chosen
    (at the start of a game read from a save or from the referee's view, and at a change of language): the
    game's seat names, and a computer's level."""
    for i, seat in enumerate(session.seats):
        shown = shown_ai_name(tr, seat.kind, shown_seat_name(tr, session.game_id, i, seat.name))
        if shown != seat.name:
            session.seats[i] = Seat(seat.kind, shown)


def start_game_scene(app, session: GameSession, demo: bool = False) -> None:
    """Replace the whole stack with the game's scene (the title comes back when the game is left)."""
    cls = scene_class(session.game_id)
    if cls is None:
        app.toast(lambda: app.t("title.coming_soon"), 2.0)
        return
    rename_default_seats(app.tr, session)  # a save from another language: "Black" is "Schwarz" now
    if session.has_ai:
        app.ai.start()  # in this frame of changing scenes, not in the game's first AI turn (~15 ms)
    app.stack.reset(cls(app, session, demo=demo))
    app.settle_memory()


def show_scene(app, scene) -> bool:
    """Replace the whole stack with `scene` (a game's scene under a director: a tutorial, a review, a
    puzzle), its memory settled in this frame of changing scenes; False when there is no scene."""
    if scene is None:
        return False
    app.stack.reset(scene)
    app.settle_memory()
    return True


def start_demo(app, game_id: str) -> None:
    """Attract mode: an AI-vs-AI game with quick levels; any key or click returns to the title."""
    game = rules.GAMES[game_id]
    seed = random.randrange(1 << 30)
    levels = ["ai-medium", "ai-easy", "ai-medium", "ai-easy"]
    seats = [Seat(levels[i], default_seat_name(app.tr, game_id, i)) for i in range(game.players[0])]
    session = GameSession.start(game_id, seats, None, seed)
    start_game_scene(app, session, demo=True)
