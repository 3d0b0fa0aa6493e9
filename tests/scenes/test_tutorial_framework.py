"""The tutorial framework on its own terms, with small scripts of its own on the Kamisado scene: a reply may
be a function of the position, a broken reply never hangs a tutorial, a refusal's sentence is drawn on the
card, and "Show" flashes the highlights."""

from __future__ import annotations

import pygame
import pytest

from rules.kamisado import GAME
from rules.session import GameSession, Seat
from scenes.games import scene_class
from scenes.games.kamisado.tutorial import mark
from scenes.games.tutorial import Script, Step, Tutor, tutorial_scene
from tests.scenes.conftest import run_frames
from tests.scenes.tutorial_driver import click, open_tutorial, settle

WHITE_TO_MOVE = """
turn: white
must move: any
black: orange a8, blue b8, purple c8, pink d8, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red c1, yellow d1, pink e1, purple f1, blue g1, orange h1
"""


def open_script(app, steps: tuple[Step, ...]):
    app.speed_boost = 8.0
    script = Script("kamisado", steps, mark, player=0)
    scene = tutorial_scene(app, "kamisado", script)
    app.stack.reset(scene)
    run_frames(app, 2)
    return scene


def white_to_move():
    return GAME.from_text(WHITE_TO_MOVE)


def test_a_reply_may_be_a_function_of_the_position(app) -> None:
    first = lambda state: GAME.legal_moves(state)[0]  # noqa: E731
    scene = open_script(
        app, (Step("tutorial.learn", position=white_to_move, reply=(first,)), Step("tutorial.learn"))
    )
    click(app, scene.tutor.card.next_button.rect.center)
    settle(app, scene)
    assert scene.tutor.coach.index == 1 and scene.session.moves == [GAME.legal_moves(white_to_move())[0]]


def test_a_broken_reply_is_dropped_and_the_tutorial_goes_on(app, capsys) -> None:
    scene = open_script(
        app, (Step("tutorial.learn", position=white_to_move, reply=("a1-a9",)), Step("tutorial.learn"))
    )
    click(app, scene.tutor.card.next_button.rect.center)
    settle(app, scene)
    assert scene.tutor.coach.index == 1 and scene.session.moves == []
    assert "bad reply" in capsys.readouterr().err


def test_a_refusal_is_drawn_on_the_card(app) -> None:
    scene = open_script(
        app,
        (
            Step("tutorial.learn", position=lambda: GAME.new(2), expect="d8-d4", wrong="tutorial.wrong.move"),
            Step("tutorial.learn"),
        ),
    )
    settle(app, scene)
    card = scene.tutor.card.rect
    before = app.canvas.subsurface(card).copy()
    scene.play(GAME.parse_move(scene.state, "a8-a2"))
    assert scene.tutor.coach.refusal == "tutorial.wrong.move" and scene.session.moves == []
    run_frames(app, 30)  # the shake is over
    after = app.canvas.subsurface(card).copy()
    changed = sum(
        before.get_at((x, y)) != after.get_at((x, y))
        for x in range(0, card.w, 3)
        for y in range(0, card.h, 3)
    )
    assert changed > 100


def test_show_flashes_the_highlights(app) -> None:
    scene = open_script(
        app, (Step("tutorial.learn", position=lambda: GAME.new(2), highlight=("d8",)), Step("tutorial.learn"))
    )
    settle(app, scene)
    assert scene.tutor.marks() == [scene.view.square_rect(59)]
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.step(1 / 60)
    assert scene.tutor.card.flash > 0.9


def test_the_refusal_may_depend_on_the_move(app) -> None:
    def why(state, move) -> str:
        return "tutorial.wrong.wait" if move.to % 8 == 0 else "tutorial.wrong.move"

    scene = open_script(
        app,
        (
            Step("tutorial.learn", position=lambda: GAME.new(2), expect="d8-d4", wrong=why),
            Step("tutorial.learn"),
        ),
    )
    settle(app, scene)
    scene.play(GAME.parse_move(scene.state, "a8-a2"))
    assert scene.tutor.coach.refusal == "tutorial.wrong.wait"
    scene.play(GAME.parse_move(scene.state, "b8-b2"))
    assert scene.tutor.coach.refusal == "tutorial.wrong.move" and scene.session.moves == []


@pytest.mark.parametrize("game", ["kamisado", "camelot", "downunder", "kameloh"])
def test_a_tutorial_is_the_games_own_scene_owning_a_tutor(app, game: str) -> None:
    """The tutorial's scene is an instance of the game's scene class itself (no class put in front of it):
    what makes it a tutorial is the tutor it owns (GameScene.tutor); a normal game owns none."""
    scene = tutorial_scene(app, game)
    assert type(scene) is scene_class(game)
    assert isinstance(scene.tutor, Tutor) and scene.tutor.table is scene
    assert scene.quit_label == "tutorial.quit" and not scene.keeps_saves
    session = GameSession.start(
        game,
        [Seat("human", "A"), Seat("human", "B"), Seat("human", "C")][: scene.tutor.script.seats],
        {},
        seed=1,
    )
    plain = scene_class(game)(app, session)
    assert plain.tutor is None and plain.quit_label == "pause.save_quit"


def test_a_prepared_table_takes_the_earlier_steps_toasts_away(app) -> None:
    """Issue 27: a step that lays out a table of its own drops what the steps before said (a path finished,
    a refusal); a step that goes on from the last one keeps it."""
    scene = open_tutorial(app, "downunder")
    steps = scene.tutor.coach.script.steps
    prepared = next(i for i, step in enumerate(steps) if i and step.position is not None)
    going_on = next(i for i, step in enumerate(steps) if i and step.position is None)
    app.toast("Yellow's path is finished", 3.0)
    scene.tutor.goto(going_on)
    assert app.toasts
    scene.tutor.goto(prepared)
    assert app.toasts == []
