"""The Camelot scene: moves by real clicks (square by square, a farther square at once, stopping a canter
chain early, stepping back), the animation of every kind of move finishing with the picture matching the
rules' state, the settings it honours, hint and undo, AI against AI to the results scene and the command
line's --until-over run."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

import rules
from rules.camelot import CASTLES, SQUARES, pieces, square_name
from rules.session import GameSession, Seat
from scenes.games.camelot import CamelotScene, pick
from scenes.games.camelot.pick import Picker
from scenes.games.launch import start_game_scene
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames

ROOT = Path(__file__).resolve().parents[2]
G = rules.GAMES["camelot"]
BY_NAME = {square_name(square): square for square in SQUARES}  # in board order
NAMES = {square: name for name, square in BY_NAME.items()}

# White's man on D4 has a seven-capture chain (and other chains); several other pieces can capture too.
CHAIN = """turn: white
white knights: C6 J6 I7 E3
white men: D4 E6 H6 F7 D7 I6 C5
black knights: C11 D10 J11 I10
black men: E5 G7 H9 G11 E11 F11 D11 I11 E10
"""
# White's knight on E5 can charge: canter over E6 to E7, then jump E8, F10 and H10.
CHARGE = """turn: white
white knights: C6 E5 I7 J6
white men: D6 E6 G6 H6 I6 F7 G7 H7
black knights: C11 D10 I10 J11
black men: E8 F10 G10 H10 D11 E11 H11 I11
"""
# White already holds F16; a canter G14-G16 over G15 takes the castle.
CASTLE = """turn: white
white knights: F16 I9 C8
white men: G14 G15 E9 F9 H7 D7 E6
black knights: C11 J13
black men: D12 E12 H12 I11 D10 A5
"""
# White's man on F3 must jump into its own castle (F3xF1 over Black's F2); White's knight in Black's
# castle may still make castle moves.
OWN_CASTLE = """turn: white
white knights: G16 K8
white men: F3 J4
black knights: C12
black men: F2 D13 E13
castle moves: white 1, black 0
"""


def sq(name: str) -> int:
    return BY_NAME[name]


def start(app, kinds=("human", "ai-easy"), position: str | None = None, seed: int = 5) -> CamelotScene:
    app.speed_boost = max(app.speed_boost, 3.0)  # every animation still runs, in a third of the time
    session = GameSession.start("camelot", [Seat(k, f"P{i}") for i, k in enumerate(kinds)], {}, seed)
    if position is not None:
        session.states = [G.from_text(position)]
    start_game_scene(app, session)
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, CamelotScene)
    return scene


def click(app, scene: CamelotScene, name: str, button: int = 1) -> None:
    """A real click on a square, through SDL's event queue (the window is 1280x720, so no letterbox)."""
    x, y = (int(v) for v in scene.view.to_screen(sq(name)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=(x, y)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=(x, y)))
    app.step(1 / 60)


def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def until(app, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        app.step(1 / 60)


def settle(app, scene: CamelotScene) -> None:
    until(app, lambda: not scene.tweens.busy and not scene.fx.tweens.busy)


def assert_picture_matches(scene: CamelotScene) -> None:
    """Every piece of the rules' state is drawn on its square, and nothing else is."""
    assert scene.stage.mover is None and not scene.stage.flyers
    drawn = {s: (sprite.seat, sprite.kind) for s, sprite in scene.stage.sprites.items()}
    assert drawn == pieces(scene.state)
    for s, sprite in scene.stage.sprites.items():
        assert (sprite.x, sprite.y) == scene.view.to_screen(s)
        assert sprite.lift == 0 and sprite.dip == 0


def played(scene: CamelotScene) -> list[str]:
    return list(scene.session.notations)


# ---------------------------------------------------------------------------------------------- input
def test_a_plain_move_by_two_clicks(app) -> None:
    scene = start(app)
    click(app, scene, "H7")
    assert scene.picker.partial == (sq("H7"),)
    assert scene.target_marks()[sq("H8")] == ("stop", False)
    click(app, scene, "H8")
    assert played(scene) == ["H7-H8"]
    assert scene.tweens.busy  # the piece slides
    settle(app, scene)
    assert_picture_matches(scene)


def test_a_canter_chain_square_by_square_stopped_early_by_clicking_the_piece(app) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "D7")
    marks = scene.target_marks()
    assert marks[sq("D5")] == ("stop", False) and marks[sq("B7")] == ("later", False)
    click(app, scene, "D5")  # D7-D5 over D6; the chain could go on to B7
    assert scene.picker.partial == (sq("D7"), sq("D5")) and played(scene) == []
    click(app, scene, "D5")  # the piece itself: end the move here
    assert played(scene) == ["D7-D5"]
    settle(app, scene)
    assert_picture_matches(scene)


def test_a_farther_square_with_a_single_route_fills_in_the_chain_and_plays_it_where_it_cannot_go_on(
    app,
) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "D7")
    click(app, scene, "B7")  # D7-D5-B7: two canters with one click; no canter goes on from B7 (issue 27)
    assert played(scene) == ["D7-D5-B7"]
    settle(app, scene)
    assert_picture_matches(scene)


def test_right_click_steps_back_and_another_piece_can_be_chosen(app) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "D7")
    click(app, scene, "D5")
    click(app, scene, "D5", button=3)
    assert scene.picker.partial == (sq("D7"),)
    click(app, scene, "H7")  # another movable piece
    assert scene.picker.partial == (sq("H7"),)
    click(app, scene, "H7", button=3)
    assert scene.picker.partial == ()
    click(app, scene, "D10")  # an enemy piece: nothing happens
    assert scene.picker.partial == () and played(scene) == []


def test_compulsory_capture_is_announced_and_a_piece_that_cannot_capture_is_refused(app) -> None:
    scene = start(app, ("human", "ai-easy"), CHAIN)
    settle(app, scene)
    assert scene.alert == "capture"
    assert scene.exposed_pieces() == {sq("E5"), sq("G7"), sq("H9")}
    click(app, scene, "C5")  # a white man that cannot capture
    assert scene.picker.partial == () and app.toasts
    click(app, scene, "D4")
    marks = scene.target_marks()
    assert marks[sq("F6")] == ("pass", True)  # the chain must go on from F6
    click(app, scene, "F6")
    click(app, scene, "H8")
    click(app, scene, "H10")  # from here the chain goes on to F12, J10 or J12
    assert played(scene) == [] and {sq("F12"), sq("J10"), sq("J12")} == set(scene.picker.next_squares())
    toasts = len(app.toasts)
    click(app, scene, "B10")  # three chains with different captures end there: choose the way
    assert played(scene) == [] and len(app.toasts) == toasts + 1
    click(app, scene, "F12")  # one chain is left: it is still built square by square
    for name in ("F10", "D12", "B10"):
        assert played(scene) == [] and scene.picker.next_squares() == [sq(name)]
        assert not scene.done_button.enabled  # the chain must go on: nothing to end yet
        click(app, scene, name)
    assert played(scene) == ["D4xF6xH8xH10xF12xF10xD12xB10"]  # no jump left: the move ends by itself
    settle(app, scene)
    assert_picture_matches(scene)
    assert [kind for kind, landed in scene.stage.trays[0] if landed] == ["man"] * 6 + ["knight"]


def test_keyboard_cursor_tab_and_enter_make_a_move(app) -> None:
    scene = start(app, ("human", "human"))
    key(app, pygame.K_TAB)  # the first piece that can move: the knight on C6
    assert scene.picker.partial == (sq("C6"),) and scene.cursor == sq("C6")
    key(app, pygame.K_TAB)
    assert scene.picker.partial == (sq("D6"),)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_DOWN)
    assert scene.cursor == sq("C5")
    key(app, pygame.K_RETURN)
    assert played(scene) == ["D6-C5"]


# ---------------------------------------------------------------------------------------------- animations
def test_a_knights_charge_hops_leaves_a_trail_and_captures_fly_to_the_tray(app) -> None:
    scene = start(app, ("human", "human"), CHARGE)
    move = G.parse_move(scene.state, "E5-E7xE9xG11xI9")
    scene.play(move)
    seen_trail = seen_lift = False
    for _ in range(600):
        app.step(1 / 60)
        if scene.stage.mover is not None:
            seen_lift |= scene.stage.mover.lift > scene.view.cell * 0.4
            seen_trail |= scene.stage.mover.charging and len(scene.stage.mover.trail) > 3
        if not scene.tweens.busy:
            break
    assert seen_lift and seen_trail
    assert_picture_matches(scene)
    assert len(scene.stage.trays[0]) == 3 and all(landed for _, landed in scene.stage.trays[0])
    assert scene.stage.last_route == move.path


def test_a_click_during_an_animation_finishes_it(app) -> None:
    scene = start(app, ("human", "human"), CHAIN)
    scene.play(G.parse_move(scene.state, "D4xF6xH8xH10xF12xF10xD12xB10"))
    run_frames(app, 5)
    assert scene.tweens.busy
    click(app, scene, "A5")
    assert not scene.tweens.busy
    assert_picture_matches(scene)


def test_castle_win_raises_pennants_plays_the_finale_and_shows_the_results(app) -> None:
    scene = start(app, ("human", "ai-easy"), CASTLE)
    scene.play(G.parse_move(scene.state, "G14-G16"))
    until(app, lambda: scene.fx.finale is not None)
    assert scene.fx.finale.rays_at is not None
    until(app, lambda: isinstance(app.stack.top, ResultsScene))
    assert G.outcome(scene.state).reason == "castle"
    assert set(scene.stage.pennants) == set(CASTLES[1])
    assert app.game_over_report["reason"] == "castle"


def test_jump_into_the_own_castle_then_the_duty_to_leave_and_a_castle_move(app) -> None:
    scene = start(app, ("human", "human"), OWN_CASTLE)
    settle(app, scene)
    click(app, scene, "F3")
    click(app, scene, "F1")  # the only jump: into White's own castle
    assert played(scene) == ["F3xF1"]
    settle(app, scene)
    assert_picture_matches(scene)
    # Black answers with a plain move; then White's piece must leave the castle
    scene.play(next(m for m in G.legal_moves(scene.state) if G.notation(scene.state, m) == "D13-D14"))
    settle(app, scene)
    assert scene.alert == "duty" and scene.picker.movable() == [sq("F1")]
    click(app, scene, "G16")  # the knight in the enemy castle may not move now: say why
    assert app.toasts
    scene.play(G.legal_moves(scene.state)[0])
    settle(app, scene)
    assert_picture_matches(scene)
    scene.play(G.legal_moves(scene.state)[0])  # Black
    settle(app, scene)
    castle_move = G.parse_move(scene.state, "G16-F16")
    scene.play(castle_move)
    settle(app, scene)
    assert_picture_matches(scene)
    assert scene.state.castle_moves[0] == 2 and set(scene.stage.pennants) == {sq("F16")}


def test_clicks_in_a_small_letterboxed_window_reach_the_right_squares(app) -> None:
    scene = start(app, ("human", "human"))
    app.window = pygame.display.set_mode((640, 480), pygame.RESIZABLE)  # 640x360 picture, bars of 60
    try:
        for name in ("H7", "H8"):
            x, y = scene.view.to_screen(sq(name))
            pos = (int(x / 2), int(y / 2) + 60)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
            app.step(1 / 60)
        assert played(scene) == ["H7-H8"]
    finally:
        app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)


# ---------------------------------------------------------------------------------------------- settings
def test_show_legal_moves_off_hides_the_marks_but_clicks_still_work(app) -> None:
    app.settings.show_legal_moves = False
    scene = start(app, ("human", "human"))
    click(app, scene, "H7")
    assert scene.target_marks() == {}
    click(app, scene, "H8")
    assert played(scene) == ["H7-H8"]


def test_colour_blind_mode_draws_crosses_and_other_colours(app) -> None:
    scene = start(app, ("human", "ai-easy"), CHAIN)
    settle(app, scene)
    plain = app.canvas.copy()
    app.settings.colour_blind = True
    run_frames(app, 1)
    x, y = (int(v) for v in scene.view.to_screen(sq("G7")))
    ring_y = y - int(scene.view.cell * 0.47) - 2  # on the ring round the exposed piece
    assert plain.get_at((x, ring_y))[:3] != app.canvas.get_at((x, ring_y))[:3]
    # a cross over the exposed piece's centre line only in colour-blind mode
    k = int(scene.view.cell * 0.2 * 0.7)
    assert app.canvas.get_at((x + k, y - 2 + k))[:3] != plain.get_at((x + k, y - 2 + k))[:3]


def test_auto_rotate_turns_the_board_to_black_in_hot_seat_and_clicks_follow(app) -> None:
    app.settings.auto_rotate = True
    scene = start(app, ("human", "human"))
    assert not scene.view.flipped
    click(app, scene, "H7")
    click(app, scene, "H8")
    settle(app, scene)
    assert scene.view.flipped and scene.panel.bottom_seat == 1
    assert_picture_matches(scene)
    ax, ay = scene.view.to_screen(sq("D11"))
    bx, by = scene.view.to_screen(sq("D6"))
    assert ay > by  # Black's side is at the bottom now
    click(app, scene, "D11")
    click(app, scene, "D12")
    assert played(scene) == ["H7-H8", "D11-D12"]
    settle(app, scene)
    assert not scene.view.flipped


def test_black_against_the_computer_sits_at_the_bottom_and_r_turns_the_board(app) -> None:
    scene = start(app, ("ai-easy", "human"))
    assert scene.view.flipped
    key(app, pygame.K_r)
    settle(app, scene)
    assert not scene.view.flipped


# ---------------------------------------------------------------------------------------------- hint, undo, AI
def test_hint_marks_a_legal_move_and_undo_takes_back_the_humans_move(app) -> None:
    scene = start(app, ("human", "ai-easy"))
    key(app, pygame.K_h)
    until(app, lambda: scene.hint_move is not None)
    assert scene.hint_move in G.legal_moves(scene.state)
    run_frames(app, 2)  # the hint is drawn
    click(app, scene, "H7")
    click(app, scene, "H8")
    assert scene.hint_move is None
    until(app, lambda: len(scene.session.moves) == 2 and scene.human_to_move())
    key(app, pygame.K_u)
    assert scene.session.moves == []
    assert_picture_matches(scene)
    assert scene.stage.trays == ([], [])


def test_resume_from_a_save_rebuilds_the_trays_and_the_last_move(app) -> None:
    scene = start(app, ("human", "human"), CHAIN)
    scene.play(G.parse_move(scene.state, "D4xF6xH8xH10xF12xF10xD12xB10"))
    settle(app, scene)
    data = scene.session.to_save()
    resumed = GameSession.from_save(json.loads(json.dumps(data)))
    start_game_scene(app, resumed)
    run_frames(app, 2)
    again = app.stack.top
    assert [kind for kind, _ in again.stage.trays[0]] == ["man"] * 6 + ["knight"]
    assert again.stage.last_route == scene.stage.last_route
    assert_picture_matches(again)


def test_ai_against_ai_through_the_scene_reaches_the_results(app) -> None:
    app.speed_boost = 12.0
    scene = start(app, ("ai-easy", "ai-easy"), CHAIN)
    until(app, lambda: isinstance(app.stack.top, ResultsScene), 50)
    report = app.game_over_report
    assert report["game"] == "camelot" and report["moves"] == len(scene.session.moves)
    assert scene.result_details()


def test_until_over_from_the_command_line_prints_the_outcome() -> None:
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "--game",
            "camelot",
            "--players",
            "ai-easy,ai-easy",
            "--seed",
            "1",
            "--headless",
            "--until-over",
            "--max-seconds",
            "55",
        ],
        capture_output=True,
        text=True,
        timeout=90,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["game"] == "camelot" and report["reason"] in {
        "castle",
        "capture-all",
        "no-moves",
        "no-moves-one-piece",
        "one-piece-each",
        "repetition",
        "fifty-moves",
    }


def test_random_clicks_and_keys_on_the_board_never_break_the_picture(app) -> None:
    """A small monkey on the board alone: random squares, right clicks, keys; every move played must be
    legal and the picture must match the state whenever it rests."""
    import random

    rng = random.Random(7)
    scene = start(app, ("human", "human"), CHAIN)
    names = list(BY_NAME)
    keys = [
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_BACKSPACE,
        pygame.K_r,
    ]
    for _ in range(400):
        picker = scene.picker
        useful = (picker.next_squares() or picker.movable()) if picker is not None else []
        if picker is not None and picker.can_finish():
            useful = [*useful, picker.partial[-1]]  # confirming a longer route
        if useful and rng.random() < 0.6:  # often enough a square that does something
            click(app, scene, NAMES[rng.choice(useful)])
        elif rng.random() < 0.75:
            click(app, scene, rng.choice(names), button=rng.choice([1, 1, 1, 3]))
        else:
            key(app, rng.choice(keys))
        if scene.session.over:
            break
        while app.stack.top is not scene:  # Tab and Enter during an animation reach the side buttons
            app.stack.pop()
    assert len(scene.session.moves) > 3
    if scene.session.over:  # the results cover the scene now, and its clock waits for them
        until(app, lambda: isinstance(app.stack.top, ResultsScene))
        return
    settle(app, scene)
    assert_picture_matches(scene)


# ---------------------------------------------------------------------------------------------- the picker alone
def test_picker_offers_only_continuations_of_legal_paths() -> None:
    state = G.from_text(CHAIN)
    picker = Picker(state)
    assert picker.click(sq("D4")).result == pick.SELECTED
    assert picker.next_squares() == [sq("F6")]
    assert not picker.can_stop_at(sq("F6"))
    assert picker.captures_next(sq("F6")) == sq("E5")
    assert picker.click(sq("A4")).result == pick.CANCELLED


@pytest.mark.parametrize("name", ["D7", "C6", "I7"])
def test_picker_plays_every_legal_move_of_a_knight_by_its_path(name: str) -> None:
    state = G.new()
    for move in G.legal_moves(state):
        if move.path[0] != sq(name):
            continue
        picker = Picker(state)
        result = None
        for square in move.path:
            result = picker.click(square)
            if result.result == pick.PLAY:
                break
        if result.result != pick.PLAY:
            result = picker.click(move.path[-1])  # end a canter chain that could go on
        assert result.result == pick.PLAY and result.move == move
