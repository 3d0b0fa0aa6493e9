"""How a tutorial is reached: `main.py --game G --tutorial` (its first screen is not a plain game's), bad
uses of the flag, the title's question on a game's first start (asked once, remembered in the settings), and
the set-up's "Learn to play"."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.games.tutorial import TutorialMixin, has_tutorial
from scenes.games.tutorial.offer import OfferScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.storage.settings import load_settings
from tests.scenes.conftest import run_frames

ROOT = Path(__file__).resolve().parents[2]
GAMES_WITH_TUTORIALS = ("kamisado", "camelot")


def run(*args: str, home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "SPIELTISCH_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=120, env=env
    )


@pytest.mark.parametrize("game", GAMES_WITH_TUTORIALS)
def test_the_command_line_starts_a_tutorial_whose_first_screen_differs_from_a_plain_game(
    game: str, tmp_path: Path
) -> None:
    shots = {}
    for name, extra in (
        ("tutorial", ["--tutorial"]),
        ("plain", ["--players", "human,ai-easy", "--seed", "1"]),
    ):
        shot = tmp_path / f"{name}.png"
        out = run(
            "--game",
            game,
            *extra,
            "--lang",
            "de",
            "--headless",
            "--frames",
            "20",
            "--screenshot",
            str(shot),
            home=tmp_path,
        )
        assert out.returncode == 0, out.stderr
        shots[name] = pygame.image.load(str(shot))
    card = pygame.Rect(916, 120, 348, 480)  # the coach's card stands where a plain game lists its moves
    tutorial, plain = (shots[k].subsurface(card) for k in ("tutorial", "plain"))
    differing = sum(
        tutorial.get_at((x, y)) != plain.get_at((x, y))
        for x in range(0, card.w, 4)
        for y in range(0, card.h, 4)
    )
    assert differing > 0.05 * (card.w // 4) * (card.h // 4)  # measured: ~16% (the text and buttons)


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--tutorial"], "needs --game"),
        (["--game", "kamisado", "--tutorial", "--players", "human,human"], "takes only --game"),
        (["--game", "kamisado", "--tutorial", "--scene", "help"], "takes only --game"),
    ],
)
def test_bad_uses_of_the_tutorial_flag_exit_2_with_one_line(
    args: list[str], words: str, tmp_path: Path
) -> None:
    out = run(*args, home=tmp_path)
    assert out.returncode == 2 and words in out.stderr and len(out.stderr.strip().splitlines()) == 1


def test_a_games_first_start_offers_the_tutorial_once(app) -> None:
    title = TitleScene(app)
    app.stack.reset(title)
    run_frames(app, 2)
    title.open_setup("kamisado")
    offer = app.stack.top
    assert isinstance(offer, OfferScene)
    offer.skip()  # "Play right away": the set-up, and the question is not asked again
    assert isinstance(app.stack.top, SetupScene)
    assert "kamisado" in load_settings().tutorials_offered
    app.stack.reset(TitleScene(app))
    app.stack.top.open_setup("kamisado")
    assert isinstance(app.stack.top, SetupScene)
    app.stack.reset(TitleScene(app))
    app.stack.top.open_setup("camelot")  # another game asks for itself
    offer = app.stack.top
    assert isinstance(offer, OfferScene)
    offer.learn()
    run_frames(app, 2)
    assert isinstance(app.stack.top, TutorialMixin) and app.stack.top.game.id == "camelot"


def test_a_game_without_a_tutorial_goes_straight_to_its_set_up(app) -> None:
    games = [g for g in ("downunder", "kameloh") if not has_tutorial(g)]
    if not games:
        pytest.skip("every game has a tutorial")
    app.stack.reset(TitleScene(app))
    app.stack.top.open_setup(games[0])
    assert isinstance(app.stack.top, SetupScene)


def test_the_set_up_has_learn_to_play(app) -> None:
    setup = SetupScene(app, "kamisado")
    app.stack.reset(setup)
    run_frames(app, 2)
    labels = [w.label() for w in setup.group.widgets if hasattr(w, "label") and callable(w.label)]
    assert app.t("tutorial.learn") in labels
    assert setup.group.focused.label() == app.t("setup.start")  # Enter still starts a game
    setup.learn()
    run_frames(app, 2)
    assert isinstance(app.stack.top, TutorialMixin) and app.stack.top.game.id == "kamisado"
