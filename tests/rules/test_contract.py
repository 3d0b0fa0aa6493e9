"""Every registered game follows the shared contract; importing rules stays fast and pygame-free."""

from __future__ import annotations

import subprocess
import sys

import pytest

import rules
from rules.errors import IllegalMove, InvalidState
from tests.contract import check_bad_input, check_playout
from tests.toys import Nim, TicTacToe

GAME_IDS = sorted(rules.GAMES)


def test_import_rules_loads_each_game_object_only_and_never_pygame() -> None:
    # What `import rules` costs is printed by tests/bench/bench_contract.py (a timed assert here failed on a busy
    # CI machine); what keeps it cheap is checked here: no pygame, and of each game only what building its GAME
    # needs. Kamisado's game object binds its move generation at import, for speed in the search.
    code = "import sys, rules; print(' '.join(sorted(m for m in sys.modules if m.startswith(('rules', 'pygame')))))"
    loaded = set(
        subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        ).stdout.split()
    )
    assert not {m for m in loaded if m.startswith("pygame")}, "rules imported pygame"
    for game_id in ("downunder", "camelot", "kameloh"):
        inner = {m for m in loaded if m.startswith(f"rules.{game_id}.")}
        assert inner == {f"rules.{game_id}.game"}, (
            f"import rules loaded more of {game_id} than its GAME: {inner}"
        )
    assert not {m for m in loaded if m.startswith("rules.kamisado.engine")}, (
        "the Kamisado engine loads on use"
    )
    assert not {m for m in loaded if m.startswith("rules.ai")}, "the AI search loads on use"


def test_errors_are_value_errors() -> None:
    assert issubclass(IllegalMove, ValueError) and issubclass(InvalidState, ValueError)


def test_catalogue_names_every_registered_game() -> None:
    assert set(rules.GAMES) <= set(rules.CATALOGUE)
    for game_id, game in rules.GAMES.items():
        assert game.id == game_id


@pytest.mark.parametrize("game", [TicTacToe(), Nim()], ids=lambda g: g.id)
def test_toy_games_follow_the_contract(game) -> None:
    for seed in range(5):
        check_playout(game, seed)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_registered_game_plays_out(game_id: str) -> None:
    game = rules.GAMES[game_id]
    for players in range(game.players[0], game.players[1] + 1):
        check_playout(game, seed=players, players=players)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_registered_game_rejects_bad_input(game_id: str) -> None:
    check_bad_input(rules.GAMES[game_id])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_unknown_options_raise_value_error_naming_the_option(game_id: str) -> None:
    game = rules.GAMES[game_id]
    with pytest.raises(ValueError, match="no_such_option"):
        game.new(game.players[0], {"no_such_option": 1})
    defaults = game.default_options(game.players[0])
    assert game.new(game.players[0], defaults, seed=1) == game.new(game.players[0], None, seed=1)
