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


def test_import_rules_is_fast_and_never_imports_pygame() -> None:
    # CPU time of the import, best of three: wall time on a loaded 2-core machine says little
    code = (
        "import sys, time; t = time.process_time(); import rules; "
        "print(time.process_time() - t); assert 'pygame' not in sys.modules, 'rules imported pygame'"
    )
    runs = [
        float(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout)
        for _ in range(3)
    ]
    assert min(runs) < 0.1


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
