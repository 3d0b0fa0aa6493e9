"""Pure game logic for Spieltisch. Never imports pygame.

`GAMES` maps a game id to its `GAME` object (see ../shared/design/rules-contract.md). `CATALOGUE` lists every
game of the collection in display order, including those whose rules are not written yet.
"""

from __future__ import annotations

import importlib

from rules.common import Game, Outcome
from rules.errors import IllegalMove, InvalidState

CATALOGUE: tuple[str, ...] = ("kamisado", "downunder", "camelot", "kameloh")


def load_games() -> dict[str, Game]:
    """The `GAME` of every catalogued game whose package `rules.<id>` exists, by id."""
    games: dict[str, Game] = {}
    for game_id in CATALOGUE:
        try:
            module = importlib.import_module(f"rules.{game_id}")
        except ModuleNotFoundError as exc:  # that game's package does not exist yet: "coming soon"
            if exc.name != f"rules.{game_id}":
                raise
            continue
        game = getattr(module, "GAME", None)
        if game is not None:  # a package without GAME is still being written: "coming soon"
            games[game_id] = game
    return games


GAMES: dict[str, Game] = load_games()

__all__ = ["CATALOGUE", "GAMES", "Game", "IllegalMove", "InvalidState", "Outcome", "load_games"]
