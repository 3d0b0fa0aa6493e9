"""How a tutorial is reached: `main.py --game G --tutorial` (its first screen is not a plain game's), bad
uses of the flag, the title's question on a game's first start (asked once, remembered in the settings), and
the set-up's "Learn to play" and the chip of the same name on each game's card on the title."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.games import has_tutorial_room, playable_games
from scenes.games.board_scene import GameScene
from scenes.games.tutorial import has_tutorial
from scenes.menus.offer import OfferScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene, TutorialChip
from scenes.storage.settings import load_settings
from tests.scenes.conftest import run_frames

ROOT = Path(__file__).resolve().parents[2]
GAMES_WITH_TUTORIALS = ("kamisado", "camelot")


def tutoring(scene) -> bool:
    """A game's scene in tutorial mode: its own scene class, owning a tutor."""
    return isinstance(scene, GameScene) and scene.tutor is not None


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
    assert tutoring(app.stack.top) and app.stack.top.game.id == "camelot"


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
    assert tutoring(app.stack.top) and app.stack.top.game.id == "kamisado"


# ------------------------------------------------------------------ "Learn to play" on the title's cards
def _click(app, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    run_frames(app, 1)


def _chips(title: TitleScene) -> dict[str, TutorialChip]:
    return {w.card.game_id: w for w in title.group.widgets if isinstance(w, TutorialChip)}


def test_every_game_card_with_a_tutorial_has_a_learn_to_play_chip_inside_it(app) -> None:
    title = TitleScene(app)
    app.stack.reset(title)
    run_frames(app, 2)
    chips = _chips(title)
    with_tutorial = [g for g in playable_games() if has_tutorial(g)]
    assert sorted(chips) == sorted(with_tutorial) and with_tutorial
    for game_id, chip in chips.items():
        assert chip.card.rect.contains(chip.rect) and chip.card.chip == chip.rect
        assert has_tutorial_room(game_id)  # the title's cheap check agrees with the tutorial package's
    assert not has_tutorial_room("no-such-game")


@pytest.mark.parametrize("game_id", ["kamisado", "camelot"])
def test_the_chip_starts_the_tutorial_and_answers_the_first_start_offer(app, game_id: str) -> None:
    title = TitleScene(app)
    app.stack.reset(title)
    run_frames(app, 2)
    assert game_id not in app.settings.tutorials_offered
    _click(app, _chips(title)[game_id].rect.center)
    run_frames(app, 2)
    assert tutoring(app.stack.top) and app.stack.top.game.id == game_id
    assert game_id in load_settings().tutorials_offered  # opening the set-up later asks nothing
    app.stack.reset(TitleScene(app))
    app.stack.top.open_setup(game_id)
    assert isinstance(app.stack.top, SetupScene)


def test_a_click_on_the_card_beside_the_chip_still_opens_the_game(app) -> None:
    title = TitleScene(app)
    app.stack.reset(title)
    run_frames(app, 2)
    chip = _chips(title)["kamisado"]
    beside = (chip.card.rect.x + 40, chip.card.rect.bottom - 20)  # the emblem
    for pos, lit in ((chip.rect.center, chip), (beside, chip.card)):  # the pointer moves from chip to card
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        run_frames(app, 1)
        assert title.group.focused is lit
    _click(app, beside)
    assert isinstance(app.stack.top, OfferScene)  # the first start asks (the card, not the chip)


def test_the_keyboard_reaches_the_chip_after_its_card(app) -> None:
    title = TitleScene(app)
    app.stack.reset(title)
    run_frames(app, 2)
    title.group.focus = 0  # the first card
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    run_frames(app, 1)
    focused = title.group.focused
    assert isinstance(focused, TutorialChip) and focused.card is title.group.widgets[0]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    run_frames(app, 3)
    assert tutoring(app.stack.top) and app.stack.top.game.id == focused.card.game_id
