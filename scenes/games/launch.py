"""Starting a game scene: from the set-up, from a save, for the title's attract mode, and the seat names a new
game gets. It imports no menu and no game scene (the registry finds the scene by name), so the menus and the
scene base can all use it without an import cycle."""

from __future__ import annotations

import random

import rules
from rules.session import GameSession, Seat
from scenes.games import scene_class


def default_seat_name(tr, game_id: str, seat: int) -> str:
    """The game's name for a seat ("Black", "White", ...) or "Player N", from a Translator alone (the command
    line has no App yet)."""
    key = f"{game_id}.seat.{seat}"
    return tr(key) if tr.has(key) else tr("setup.player_n", n=seat + 1)


def rename_default_seats(tr, session: GameSession) -> None:
    """A seat still named by its default in some language ("Player 1", "Spieler 1") takes the default of the
    language now chosen; a name a player typed stays as it is."""
    from scenes.engine.i18n import Translator
    from scenes.storage.settings import LANGUAGES

    others = [Translator(language) for language in LANGUAGES if language != tr.language]
    for i, seat in enumerate(session.seats):
        now = default_seat_name(tr, session.game_id, i)
        if seat.name != now and any(seat.name == default_seat_name(o, session.game_id, i) for o in others):
            session.seats[i] = Seat(seat.kind, now)


def start_game_scene(app, session: GameSession, demo: bool = False) -> None:
    """Replace the whole stack with the game's scene (the title comes back when the game is left)."""
    cls = scene_class(session.game_id)
    if cls is None:
        app.toast(lambda: app.t("title.coming_soon"), 2.0)
        return
    if session.has_ai:
        app.ai.start()  # in this frame of changing scenes, not in the game's first AI turn (~15 ms)
    app.stack.reset(cls(app, session, demo=demo))
    app.settle_memory()


def start_demo(app, game_id: str) -> None:
    """Attract mode: an AI-vs-AI game with quick levels; any key or click returns to the title."""
    game = rules.GAMES[game_id]
    seed = random.randrange(1 << 30)
    levels = ["ai-medium", "ai-easy", "ai-medium", "ai-easy"]
    seats = [Seat(levels[i], default_seat_name(app.tr, game_id, i)) for i in range(game.players[0])]
    session = GameSession.start(game_id, seats, None, seed)
    start_game_scene(app, session, demo=True)
