"""Monkey test: 20,000 random events (clicks, drags, keys, typing, wheel, resizes, Esc, quit) through the
real event queue across title, setup, settings, pause and game scenes, with a fixed seed. Nothing may raise."""

from __future__ import annotations

import random

import pygame

from rules.session import GameSession, Seat
from scenes.games import playable_games
from scenes.games.launch import start_game_scene
from scenes.menus.settings_menu import SettingsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.scenes.conftest import TOY_ID

EVENTS = int(__import__("os").environ.get("MONKEY_EVENTS", "20000"))
KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_u,
    pygame.K_h,
    pygame.K_r,
    pygame.K_F1,
    pygame.K_F11,
    pygame.K_PLUS,
    pygame.K_MINUS,
    pygame.K_a,
    pygame.K_PAGEDOWN,
]
SIZES = [(1280, 720), (200, 150), (640, 480), (1920, 1080), (300, 900), (1280, 720)]


def _widget_points(app) -> list[tuple[int, int]]:
    """Centres of the top scene's widgets: random clicks hit real buttons often enough to travel."""
    top = app.stack.top
    points = []
    for attr in ("group", "buttons"):
        group = getattr(top, attr, None)
        if group is not None:
            points += [w.rect.center for w in group.widgets]
    return points


def _to_window(app, logical: tuple[int, int]) -> tuple[int, int]:
    scale, ox, oy, _, _ = app._letterbox()
    return int(logical[0] * scale + ox), int(logical[1] * scale + oy)


def _restart(app, rng: random.Random, game_ids: list[str]) -> None:
    app.running = True
    app.stack.reset(TitleScene(app))
    choice = rng.randrange(4)
    if choice == 1:
        app.stack.push(SettingsScene(app))
    elif choice == 2:
        app.stack.push(SetupScene(app, rng.choice(game_ids)))
    elif choice == 3:
        game_id = rng.choice(game_ids)
        import rules

        game = rules.GAMES[game_id]
        kinds = [rng.choice(["human", "human", "ai-easy"]) for _ in range(game.players[0])]
        session = GameSession.start(
            game_id, [Seat(k, f"S{i}") for i, k in enumerate(kinds)], None, rng.randrange(999)
        )
        start_game_scene(app, session)


def test_monkey_20000_events(app, toy_game) -> None:
    rng = random.Random(20261123)
    app.speed_boost = 4.0
    game_ids = [TOY_ID] + playable_games()
    _restart(app, rng, game_ids)
    posted = 0
    restarts = 0
    seen: set[str] = set()
    while posted < EVENTS:
        r = rng.random()
        if r < 0.35:
            points = _widget_points(app)
            logical = (
                rng.choice(points)
                if points and rng.random() < 0.6
                else (rng.randrange(1280), rng.randrange(720))
            )
            pos = _to_window(app, logical)
            button = rng.choice([1, 1, 1, 3])
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
            posted += 3
        elif r < 0.7:
            k = rng.choice(KEYS)
            mod = pygame.KMOD_CTRL if rng.random() < 0.03 else 0
            if k == pygame.K_ESCAPE and rng.random() < 0.5:
                k = pygame.K_DOWN  # fewer escapes, so deeper scenes are reached too
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
            posted += 1
        elif r < 0.8:
            pygame.event.post(
                pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Ä", "ß", "7", " ", "😀"]))
            )
            posted += 1
        elif r < 0.9:
            pos = (rng.randrange(1400), rng.randrange(800))
            pygame.event.post(
                pygame.event.Event(
                    pygame.MOUSEWHEEL,
                    x=0,
                    y=rng.choice([-1, 1]),
                    flipped=False,
                    precise_x=0.0,
                    precise_y=1.0,
                    mouse_x=pos[0],
                    mouse_y=pos[1],
                    touch=False,
                    which=0,
                )
            )
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
            posted += 2
        elif r < 0.97:
            size = rng.choice(SIZES)
            app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            posted += 1
        else:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
            posted += 1
        for _ in range(rng.choice([1, 1, 1, 3])):
            app.step(1 / 60)
            seen.add(type(app.stack.top).__name__ if app.stack.top else "")
        if not app.running or not app.stack.scenes or rng.random() < 0.003:
            restarts += 1
            _restart(app, rng, game_ids)
    assert restarts > 10  # the walk really left and re-entered scenes
    expected = {"TitleScene", "SetupScene", "SettingsScene", "PauseScene", "TicTacToeScene", "HelpScene"}
    assert expected <= seen, expected - seen
