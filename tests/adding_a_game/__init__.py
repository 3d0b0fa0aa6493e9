"""The toy game of docs/architecture.md's "Adding a game": `rules/tictactoe/` and `scenes/games/tictactoe/`
below are laid out exactly as a real game's packages, and `install` adds them to the real `rules` and
`scenes.games` packages the way a real game is added (its folders, one catalogue line)."""

from __future__ import annotations

from pathlib import Path

import rules
import scenes.games

HERE = Path(__file__).resolve().parent
TOY_ID = "tictactoe"


def install(monkeypatch, on_title: bool = True) -> None:
    """Make the toy a game of the collection for one test: its two packages are found beside the real ones,
    and its id is added to the catalogue (the one registry line). With `on_title=False` the game is
    registered and playable but not listed on the title (the shell tests want the four real games there)."""
    monkeypatch.setattr(rules, "__path__", [*rules.__path__, str(HERE / "rules")])
    monkeypatch.setattr(scenes.games, "__path__", [*scenes.games.__path__, str(HERE / "scenes" / "games")])
    catalogue = (*rules.CATALOGUE, TOY_ID)
    monkeypatch.setattr(rules, "CATALOGUE", catalogue)
    for game_id, game in rules.load_games().items():
        monkeypatch.setitem(rules.GAMES, game_id, game)
    if not on_title:
        monkeypatch.setattr(rules, "CATALOGUE", catalogue[:-1])
