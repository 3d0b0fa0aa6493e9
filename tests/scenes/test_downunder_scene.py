"""The Down Under scene driven like a player would: real clicks and keys through SDL's event queue, every
special move kind animated to its end, AI against AI to the results, the settings, hint and undo, and the
command line's --until-over run."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

import rules
from rules.downunder import BILLABONG, play_area
from rules.session import GameSession, Seat
from scenes.engine.i18n import Translator
from scenes.games.downunder import DownUnderScene, draw, pick, words
from scenes.games.downunder.art import tile_face
from scenes.games.downunder.layout import banner_rows
from scenes.games.launch import start_game_scene
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames

GAME = rules.GAMES["downunder"]
ROOT = Path(__file__).resolve().parents[2]

# A two-player game (found by a curve-hungry random search) after which Yellow has no curve left and his
# path and Red's face each other across (-3, -2): the case-3 Billabong.
CASE3_MOVES = [
    "curve@(0,0)r0",
    "curve@(-1,1)r0",
    "curve@(1,0)r180",
    "curve@(0,1)r180",
    "curve@(1,1)r270",
    "curve@(0,2)r270",
    "curve@(0,-1)r180",
    "curve@(-1,2)r90",
    "curve@(-1,-1)r0",
    "end@(-1,3)N",
    "curve@(-1,-2)r180",
    "curve@(-1,0)r180",
    "curve@(-2,-2)r0",
    "curve@(-2,0)r0",
    "curve@(-2,-3)r180",
    "curve@(-2,-1)r180",
    "curve@(-3,-3)r90",
    "curve@(-3,-1)r0",
]


# ---------------------------------------------------------------------------------------------- helpers
def post_click(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.step(1 / 60)


def post_motion(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def post_key(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(1 / 60)


def until(app, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        app.step(1 / 60)


def settle(app, scene: DownUnderScene) -> None:
    """Run frames until every animation and effect of the scene has finished."""
    until(app, lambda: not scene.animating and not scene.ui.busy)


def start(app, kinds, options=None, moves=(), seed=1) -> DownUnderScene:
    seats = [Seat(kind, f"P{i + 1}") for i, kind in enumerate(kinds)]
    session = GameSession.start("downunder", seats, options or {}, seed)
    for move in moves:
        session.play(GAME.parse_move(session.state, move) if isinstance(move, str) else move)
    start_game_scene(app, session)
    scene = app.stack.top
    assert isinstance(scene, DownUnderScene)
    run_frames(app, 3)
    settle(app, scene)
    return scene


def random_moves_until(players: int, found, seeds: int = 400) -> list:
    """The moves of a random game up to the first position where `found(before, move, after)` holds
    (the last move included)."""
    for seed in range(seeds):
        rng = random.Random(seed)
        state, moves = GAME.new(players), []
        while not GAME.is_over(state):
            move = rng.choice(GAME.legal_moves(state))
            after = GAME.apply(state, move)
            moves.append(move)
            if found(state, move, after):
                return moves
            state = after
    pytest.skip("no such position in the random games searched")


def pick_and_lay(app, scene: DownUnderScene) -> object:
    """Pick the first playable card in the tray and lay it at its first legal cell by clicks."""
    key = next(iter(scene.by_slot))
    post_click(app, scene.slot_center(key))
    assert scene.picked == key
    cell = next(iter(scene.by_slot[key]))
    post_motion(app, scene.cell_center(cell))
    post_click(app, scene.cell_center(cell))
    assert scene.tentative is not None and scene.tentative.cell == cell
    return scene.tentative


# ---------------------------------------------------------------------------------------------- a human turn
def test_human_lays_a_card_by_clicks_and_confirms_it(app) -> None:
    scene = start(app, ["human", "ai-easy"])
    move = pick_and_lay(app, scene)
    assert scene.session.moves == []  # laid for now, not played yet
    post_click(app, scene.confirm_button.rect.center)  # Done is there at once
    assert scene.session.moves == [move]
    assert move in GAME.legal_moves(scene.session.states[0])


def test_rotate_take_back_and_reasons_within_the_turn(app) -> None:
    scene = start(app, ["human", "human"], moves=["curve@(0,0)r0"])
    post_click(app, scene.slot_center(("curve", "")))
    before = scene.rot
    post_key(app, pygame.K_r)
    post_click(app, (scene.focus.centerx, scene.focus.centery), button=3)  # right-click turns it too
    assert scene.rot != before or len({r for rs in scene.by_slot[("curve", "")].values() for r in rs}) == 1
    # a cell far away says why not, and nothing is played
    post_click(app, scene.cell_center((2, 0)))
    assert scene.tentative is None and scene.session.moves[-1:] == [
        GAME.parse_move(GAME.new(2), "curve@(0,0)r0")
    ]
    assert app.toasts and "touch" in app.toasts[-1][0]
    cell = next(iter(scene.by_slot[("curve", "")]))
    post_click(app, scene.cell_center(cell))
    assert scene.tentative is not None
    post_key(app, pygame.K_BACKSPACE)  # take back
    assert scene.tentative is None and len(scene.session.moves) == 1
    post_click(app, scene.cell_center(cell))
    post_key(app, pygame.K_RETURN)
    settle(app, scene)
    assert len(scene.session.moves) == 2 and scene.session.to_move == 0


def test_hover_on_an_illegal_cell_shows_the_reason_and_the_player_card(app) -> None:
    scene = start(app, ["human", "human"], {"animals": True}, moves=["straight/emu@(0,0)r0"])
    post_click(app, scene.slot_center(("straight", "kangaroo")))
    post_motion(app, scene.cell_center((0, 0)))
    assert scene.reason((0, 0)) == app.t("downunder.why.occupied")
    post_motion(
        app, banner_rows(scene.banner_rect, len(scene.seats))[0].center
    )  # the hover card of a player draws without trouble
    run_frames(app, 2)


def test_a_card_that_would_join_paths_names_whose_in_both_languages(app) -> None:
    # Issue 18: "that card would join Blue's path". Yellow's first curve; Red's straight ends below (1,0).
    scene = start(app, ["human", "human"], moves=["curve@(0,0)r0", "straight@(1,1)r0"])
    post_click(app, scene.slot_center(next(k for k in scene.by_slot if k[0] == "curve")))
    assert pick.reason_code(scene.state, scene.picked, (1, 0)) == "joins-path-of/1"
    said = scene.reason((1, 0))
    assert said == app.t("downunder.why.joins-path-of", name="P2") and "P2" in said
    code = "joins-paths-of/0/1"  # a neutral part between two others' paths (tests/rules: which card does it)
    for lang, sentence in (
        ("en", "That would join Ann's path to Bo's."),
        ("de", "Das würde die Wege von Ann und Bo verbinden."),
    ):
        worder = SimpleNamespace(t=Translator(lang))  # what words.why asks of the app
        assert words.why(worder, code, ["Ann", "Bo", "Cy"]) == sentence
    assert (
        words.why(SimpleNamespace(t=Translator("de")), "joins-path-of/1", ["Gelb", "Rot"])
        == "Das würde deinen Weg mit dem von Rot verbinden."
    )


# ---------------------------------------------------------------------------------------------- special moves
def test_automatic_billabong_splashes_in_and_the_mover_goes_on(app) -> None:
    def billabong(before, move, after) -> bool:
        return sum(t.kind == BILLABONG for t in after.tiles) > sum(t.kind == BILLABONG for t in before.tiles)

    moves = random_moves_until(3, billabong)
    scene = start(app, ["human"] * 3, moves=moves[:-1])
    scene.play(moves[-1])
    assert any(f.tile.kind == BILLABONG for f in scene.stage.flights)
    settle(app, scene)
    assert scene.stage.flights == [] and scene.view_now().cards.hidden == frozenset()
    assert any(t.kind == BILLABONG for t in scene.state.tiles)


def test_case3_billabong_from_the_tray(app) -> None:
    scene = start(app, ["human", "human"], moves=CASE3_MOVES)
    assert (BILLABONG, "") in scene.by_slot
    post_click(app, scene.slot_center((BILLABONG, "")))
    post_click(app, scene.cell_center((-3, -2)))
    post_click(app, scene.confirm_button.rect.center)
    assert scene.session.moves[-1].kind == "billabong"
    settle(app, scene)


def test_loop_reopened_by_turning_a_curve(app) -> None:
    moves = random_moves_until(3, lambda b, m, a: any(x.kind == "turn" for x in GAME.legal_moves(a)))
    scene = start(app, ["human"] * 3, moves=moves)
    assert scene.turns
    cell = next(iter(scene.turns))
    post_click(app, scene.cell_center(cell))
    assert scene.tentative is not None and scene.tentative.kind == "turn"
    post_click(app, scene.cell_center(cell))  # a second click on it ends the turn
    assert scene.session.moves[-1].kind == "turn"
    settle(app, scene)


def test_fence_is_strung_when_the_play_area_is_fixed(app) -> None:
    moves = random_moves_until(3, lambda b, m, a: play_area(a) is not None and play_area(b) is None)
    scene = start(app, ["human"] * 3, moves=moves[:-1])
    scene.play(moves[-1])
    until(app, lambda: scene.stage.fence < 1.0)
    settle(app, scene)
    assert scene.stage.fence == 1.0


def test_first_cards_ai_move_flies_from_the_tray(app) -> None:
    app.speed_boost = 4.0
    scene = start(app, ["ai-easy", "human"])
    until(app, lambda: bool(scene.stage.flights))
    assert any(f.start is not None for f in scene.stage.flights)
    settle(app, scene)
    assert len(scene.session.moves) == 1 and scene.human_to_move()


# ---------------------------------------------------------------------------------------------- settings
def test_settings_legal_glow_colour_blind_and_auto_rotate(app, monkeypatch) -> None:
    scene = start(app, ["human", "human"], moves=["curve@(0,0)r0"])
    drawn = []
    monkeypatch.setattr(draw, "draw_targets", lambda *args: drawn.append(1))
    post_click(app, scene.slot_center(("straight", "")))
    run_frames(app, 2)
    assert drawn
    app.settings.show_legal_moves = False
    drawn.clear()
    run_frames(app, 2)
    assert not drawn
    # colour-blind: every coloured part carries its seat's symbol, and the table is redrawn with them
    app.settings.colour_blind = True
    run_frames(app, 2)
    assert scene.view_now().cards.colour_blind is True
    face = tile_face(scene.state.tiles[0], 0, True)
    assert [p.symbol for p in face.parts if p.colour] == [0]
    # hot-seat auto-rotate: the view turns to the second player's side once it is his turn
    app.settings.auto_rotate = True
    post_key(app, pygame.K_ESCAPE)  # put the card back
    scene.play(next(iter(GAME.legal_moves(scene.state))))
    settle(app, scene)
    assert scene.view.quarter == 0  # back with player 1
    scene.play(next(iter(GAME.legal_moves(scene.state))))
    settle(app, scene)
    assert scene.view.quarter == 2 and scene.session.to_move == 1


def test_zoom_and_pan_move_the_camera(app) -> None:
    scene = start(app, ["human", "human"], moves=["curve@(0,0)r0"])
    zoom = scene.view.zoom
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, mouse_x=450, mouse_y=300))
    run_frames(app, 20)
    assert scene.view.zoom < zoom
    x = scene.view.x
    pos = scene.cell_center((3, 3))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(pos[0] + 80, pos[1]), rel=(80, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(pos[0] + 80, pos[1])))
    run_frames(app, 2)
    assert scene.view.x < x and len(scene.session.moves) == 1  # a drag pans and lays nothing
    post_key(app, pygame.K_MINUS)
    run_frames(app, 15)
    assert scene.view.zoom < zoom


# ---------------------------------------------------------------------------------------------- hint, undo, AI
def test_hint_shows_a_legal_move_and_undo_takes_back_the_humans_move(app) -> None:
    app.speed_boost = 4.0
    scene = start(app, ["human", "ai-easy"])
    post_key(app, pygame.K_h)
    until(app, lambda: scene.hint_move is not None)
    assert scene.hint_move in GAME.legal_moves(scene.state)
    run_frames(app, 2)  # the hint is drawn
    pick_and_lay(app, scene)
    post_key(app, pygame.K_RETURN)
    until(app, lambda: len(scene.session.moves) == 2 and scene.human_to_move())
    post_key(app, pygame.K_u)
    assert scene.session.moves == [] and scene.state.tiles == ()


def test_ai_against_ai_reaches_the_results_with_itemised_scores(app) -> None:
    app.speed_boost = 30.0
    scene = start(app, ["ai-easy", "ai-easy", "ai-easy"], {"animals": True})
    until(app, lambda: isinstance(app.stack.top, ResultsScene), 50)
    assert app.game_over_report["game"] == "downunder"
    details = app.stack.top.details
    assert len(details) == 6 and all("=" in line for line in details[::2])
    assert scene.seat_status()  # the banner still reads
    run_frames(app, 5)


def test_until_over_from_the_command_line_prints_the_outcome() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--game",
            "downunder",
            "--players",
            "ai-easy,ai-easy",
            "--headless",
            "--until-over",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["game"] == "downunder" and report["reason"] == "longest-path" and len(report["scores"]) == 2
