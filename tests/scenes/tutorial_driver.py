"""Driving a tutorial through its real scene, headless, for the tutorial tests of every game: real pygame
events at the positions the game's layout gives, frame by frame. A game's test supplies `clicks(scene, move)`:
the canvas points a player clicks to make `move`."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame

from scenes.games.board_scene import GameScene
from scenes.games.tutorial import CONTINUE, Script, tutorial_scene
from scenes.games.tutorial.script import parse
from tests.scenes.conftest import run_frames

Clicks = Callable[[Any, Any], list[tuple[int, int]]]


def click(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.step(1 / 60)


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def open_tutorial(app, game_id: str, boost: float = 8.0) -> GameScene:
    app.speed_boost = boost  # before the scene is built: its tweens read it
    scene = tutorial_scene(app, game_id)
    assert scene is not None, f"{game_id} has a tutorial"
    app.stack.reset(scene)
    run_frames(app, 2)
    return scene


def settle(app, scene: GameScene, limit: int = 1500) -> None:
    """Frames until nothing animates, the turn was announced, no reply is pending and the coach waits."""
    coach = scene.tutor.coach
    for _ in range(limit):
        app.step(1 / 60)
        settled = scene.finished or scene.turn_announced
        if not scene.tweens.busy and settled and not coach.replies and not coach.ready_for_next():
            return
    raise AssertionError(f"step {coach.index} ({coach.step.text}) did not settle")


def expected_move(scene: GameScene) -> Any:
    """A move the current step accepts (its first notation, or the first legal move its predicate takes)."""
    step, game, state = scene.tutor.coach.step, scene.game, scene.state
    expect = step.expect
    assert expect is not CONTINUE
    if isinstance(expect, str):
        return parse(game, state, expect)
    if not callable(expect):
        return parse(game, state, expect[0])
    return next(m for m in game.legal_moves(state) if expect(state, m))


def wrong_move(scene: GameScene) -> Any | None:
    """A legal move the current step refuses, if there is one."""
    step, game, state = scene.tutor.coach.step, scene.game, scene.state
    return next((m for m in game.legal_moves(state) if not step.accepts(game, state, m)), None)


def check_refusals(app, scene: GameScene) -> None:
    """Every sentence the current step can refuse a legal move with exists in both languages and fits the
    card with the step's text (run it on each settled step, e.g. from `drive_to_end`'s check)."""
    from scenes.engine.i18n import load_table

    tables = load_table("de"), load_table("en")
    step, game, state = scene.tutor.coach.step, scene.game, scene.state
    if step.waits_for_continue or not scene.tutor.coach.is_player(scene.session.to_move):
        return
    keys = {step.refusal(state, m) for m in game.legal_moves(state) if not step.accepts(game, state, m)}
    for key in keys:
        assert all(key in table for table in tables), f"{key} in German and English"
        assert scene.tutor.card.room_left(app.t(step.text), app.t(key)) >= 0, f"{key} fits the card"


def do_step(app, scene: GameScene, clicks: Clicks) -> None:
    """Do what the current step asks: press Continue, or make its move by clicks."""
    coach = scene.tutor.coach
    if coach.step.waits_for_continue:
        click(app, scene.tutor.card.next_button.rect.center)
        return
    for pos in clicks(scene, expected_move(scene)):
        click(app, pos)
        run_frames(app, 2)
        if coach.done:  # the scene played the move as soon as the clicks left only one
            return


def advance_to(app, scene: GameScene, index: int, clicks: Clicks) -> None:
    """Do the steps before step `index`, and wait there until it has settled."""
    while True:
        settle(app, scene)
        if scene.tutor.coach.index >= index:
            assert scene.tutor.coach.index == index
            return
        do_step(app, scene, clicks)


def step_through(app, scene: GameScene, index: int, clicks: Clicks, check_each: bool = True) -> None:
    """Do the steps before `index` one at a time, each to its end (a step whose move waits for the scripted
    reply may take frames), and wait until step `index` has settled."""
    while scene.tutor.coach.index < index:
        settle(app, scene)
        before = scene.tutor.coach.index
        do_step(app, scene, clicks)
        for _ in range(600):
            if scene.tutor.coach.index != before:
                break
            app.step(1 / 60)
        if check_each:
            assert scene.tutor.coach.index == before + 1, f"step {before} did not end"
    settle(app, scene)


def drive_to_end(app, scene: GameScene, clicks: Clicks, check: Callable[[], None] | None = None) -> int:
    """Every step from the current one to the end; returns how many steps were done. `check` runs on each
    settled step (e.g. screenshots, the card's text)."""
    coach = scene.tutor.coach
    for done in range(1, coach.count + 3):
        settle(app, scene)
        if check is not None:
            check()
        index = coach.index
        last = coach.last
        do_step(app, scene, clicks)
        if last and app.stack.top is not scene:
            return done
        for _ in range(600):
            if coach.index != index or app.stack.top is not scene:
                break
            app.step(1 / 60)
        assert coach.index == index + 1 or app.stack.top is not scene, (
            f"step {index} ({coach.step.text}) stuck"
        )
    raise AssertionError("the tutorial did not end")


def monkey(app, scene: GameScene, seed: int, actions: int = 150) -> None:
    """Random clicks (left and right), drags and keys all over the canvas, a few frames apart."""
    rng = random.Random(seed)
    keys = [
        pygame.K_RETURN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_u,
        pygame.K_h,
        pygame.K_r,
        pygame.K_BACKSPACE,
        pygame.K_SPACE,
        pygame.K_UP,
        pygame.K_DOWN,
    ]
    for _ in range(actions):
        if app.stack.top is not scene:
            return
        roll = rng.random()
        pos = (rng.randrange(1280), rng.randrange(720))
        if roll < 0.6:
            click(app, pos, 1 if rng.random() < 0.85 else 3)
        elif roll < 0.75:
            end = (rng.randrange(1280), rng.randrange(720))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
            app.step(1 / 60)
        else:
            key(app, rng.choice(keys))
        run_frames(app, rng.randrange(1, 6))


def monkey_then_finish(
    app,
    scene: GameScene,
    stops: tuple[int, ...],
    seed: int,
    actions: int,
    reach: Callable,
    clicks: Clicks,
) -> None:
    """Random input at each step of `stops` (reached with `reach(app, scene, index)`): every move played
    stays legal, and whatever the monkey did, the tutorial still runs to its end (unless it left it)."""
    from scenes.menus.title import TitleScene

    for stop in stops:
        reach(app, scene, stop)
        monkey(app, scene, seed * 10 + stop, actions)
        if app.stack.top is not scene:
            return
        for before, move in zip(scene.session.states, scene.session.moves, strict=False):
            assert move in scene.game.legal_moves(before)
    settle(app, scene)
    drive_to_end(app, scene, clicks)
    assert isinstance(app.stack.top, TitleScene)


def script_of(scene: GameScene) -> Script:
    return scene.tutor.script
