"""The Kamisado scene: human moves by real clicks and drags, every special animation running to its end
(push, pass, deadlock, round win with promotion, refill), AI against AI through the real scene to the
results, the settings it honours, hint, undo, the board turned, saves and the command line."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from rules.kamisado import FILL, FILL_LEFT, FILL_RIGHT, GAME, MOVE, PASS, PLAY, PUSH, KamisadoMove
from rules.session import GameSession, Seat
from scenes.games.kamisado import KamisadoScene
from scenes.games.kamisado.layout import square_pos
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames

ROOT = Path(__file__).resolve().parents[2]

# White's Sumo on d4 can push Black's pink from d5 to d6 (then White moves again, with red: d6 is red).
PUSH_POSITION = """
turn: white
must move: red
black: orange a8, blue b8, purple c8, pink d5, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red d4 sumo, yellow d1, pink e1, purple f1, blue g1, orange h1
score: black 0, white 1, target 3
"""
# The rulebook's figure 6: after c2-c4 and a8-a7 both towers in the corner are blocked: a deadlock.
DEADLOCK_POSITION = """
turn: white
must move: blue
black: green a8, pink b7
white: red a6, yellow b6, blue c2
score: black 0, white 0, target 3
"""
# White's red on d4 runs straight to d8 and wins the round.
WIN_POSITION = """
turn: white
must move: red
black: orange a8, blue b8, purple c8, pink e6, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red d4, yellow d1, pink e1, purple f1, blue g1, orange h1
score: black 0, white 0, target 3
"""


def scene_for(app, kinds=("human", "human"), text: str | None = None, target: int = 3) -> KamisadoScene:
    seats = [Seat(kind, f"P{i}") for i, kind in enumerate(kinds)]
    if text is None:
        session = GameSession.start("kamisado", seats, {"target": target}, 7)
    else:
        state = GAME.from_text(text)
        session = GameSession("kamisado", seats, {"target": state.target}, 7, [state])
    scene = KamisadoScene(app, session)
    app.stack.push(scene)
    run_frames(app, 2)
    return scene


def settle(app, scene: KamisadoScene, limit: int = 900) -> None:
    """Step frames until no blocking animation runs and the pending turn was announced."""
    for _ in range(limit):
        app.step(1 / 60)
        if not scene.tweens.busy and scene._turn_announced == len(scene.session.moves):
            return
    raise AssertionError("the animation did not finish")


def fast(app, factor: float = 6.0) -> None:
    """Speed up animations (set before the scene is built: each scene's tweens read it)."""
    app.speed_boost = factor


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)


def key(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(1 / 60)


def centre(scene: KamisadoScene, name: str) -> tuple[int, int]:
    from rules.kamisado.board import square  # not on the public face: the scenes need no square names

    return scene.view.square_rect(square(name)).center


def assert_sprites_match(scene: KamisadoScene) -> None:
    state = scene.state
    for tower, sq in enumerate(state.towers):
        if sq >= 0:
            sprite = scene.stage.sprites[tower]
            assert sprite.pos == pytest.approx(square_pos(sq)), tower
            assert sprite.rank == state.ranks[tower] and sprite.lift == pytest.approx(0.0)


# ------------------------------------------------------------------------------------------- human moves
def test_a_human_move_by_real_clicks(app) -> None:
    fast(app)
    scene = scene_for(app, ("ai-easy", "human"), WIN_POSITION.replace("red d4", "red c1"))
    settle(app, scene)
    assert scene.selected == 8 + 2  # White's red must move: it is selected by itself
    click(app, centre(scene, "c3"))  # c3 is brown
    assert scene.session.moves[-1] == KamisadoMove(MOVE, 2, 18)
    settle(app, scene)
    assert scene.stage.sprites[8 + 2].pos == pytest.approx(square_pos(18))


def test_a_free_first_move_needs_a_tower_then_a_target_and_a_drag_works_too(app) -> None:
    fast(app)
    scene = scene_for(app)
    settle(app, scene)
    assert scene.selected == -1  # free choice: nothing selected yet
    click(app, centre(scene, "c4"))  # an empty square first: nothing happens
    assert scene.session.moves == []
    click(app, centre(scene, "d8"))  # Black's pink tower
    assert scene.selected == 4
    click(app, centre(scene, "d4"))
    assert scene.session.moves[-1] == KamisadoMove(MOVE, 59, 27)
    settle(app, scene)
    # White must move the tower of d4's colour (brown, a1): drag it to a3
    required = 8 + 0
    assert scene.selected == required
    start, end = centre(scene, "a1"), centre(scene, "a3")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    for i in range(1, 6):
        pos = (start[0], start[1] + (end[1] - start[1]) * i // 5)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    app.step(1 / 60)
    assert scene.drag is not None and scene.drag["active"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    app.step(1 / 60)
    assert scene.session.moves[-1] == KamisadoMove(MOVE, 0, 16)
    settle(app, scene)
    assert_sprites_match(scene)


def test_clicking_a_tower_that_may_not_move_explains_the_rule(app) -> None:
    fast(app)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    click(app, centre(scene, "a1"))  # White's brown, but red must move
    assert scene.session.moves == [] and scene.selected == 8 + 2
    assert any("red" in toast[0] for toast in app.toasts)


def test_a_tower_dropped_where_it_may_not_go_gets_the_rule_in_the_players_language(app) -> None:
    # Issue 18: the toast is the rules' sentence (GAME.explain), in English and in German.
    fast(app)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    for language, words in (("en", "cannot reach c3"), ("de", "erreicht c3 nicht")):
        app.tr.set_language(language)
        start, end = centre(scene, "d4"), centre(scene, "c3")  # backwards: towers only go forward
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
        for i in range(1, 6):
            pos = (start[0] + (end[0] - start[0]) * i // 5, start[1] + (end[1] - start[1]) * i // 5)
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
        app.step(1 / 60)
        assert scene.session.moves == []
        assert words in app.toasts[-1][0], app.toasts[-1][0]
        settle(app, scene)
    app.tr.set_language("en")


def test_keyboard_picks_a_target_and_plays_it(app) -> None:
    fast(app)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    key(app, pygame.K_RIGHT)
    assert scene.key_target == 0
    key(app, pygame.K_RETURN)
    assert len(scene.session.moves) == 1 and scene.session.moves[0].frm == 27


# ------------------------------------------------------------------------------------------- animations
def test_a_push_shoves_the_tower_back_and_the_pusher_moves_again(app) -> None:
    fast(app, 2.0)
    scene = scene_for(app, ("human", "human"), PUSH_POSITION)
    settle(app, scene)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    pushed = 4  # Black's pink on d5
    click(app, centre(scene, "d5"))
    assert scene.session.moves[-1] == push
    run_frames(app, 4)  # the pusher draws back before it lunges
    assert scene.stage.sprites[8 + 2].pos[1] < 3.0 and scene.stage.sprites[pushed].pos == pytest.approx(
        (3.0, 4.0)
    )
    seen_between = False
    for _ in range(120):
        app.step(1 / 60)
        seen_between |= 4.05 < scene.stage.sprites[pushed].pos[1] < 4.95
    assert seen_between  # it slid, it did not jump
    settle(app, scene)
    assert_sprites_match(scene)
    assert scene.state.turn == 1 and scene.selected == 8 + 2  # White again, with red (d6 is red)
    assert scene.session.notations[-1] == "d4-d5"
    assert scene.history.entries[-1][0] == "White: red ↑1 orange; pink ↑1 red"  # both went up the screen


def test_a_blocked_tower_passes_by_itself_and_a_deadlock_ends_the_round(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), DEADLOCK_POSITION)
    for notation in ("c2-c4", "a8-a7"):
        scene.play(GAME.parse_move(scene.state, notation))
        settle(app, scene)
    # White's red on a6 is blocked: the scene shows it and passes after a moment
    assert scene.session.moves[-1].kind == PASS or scene.stage.blocked_tower == 8 + 2
    for _ in range(600):
        app.step(1 / 60)
        if scene.state.phase == FILL and not scene.tweens.busy:
            break
    kinds = [m.kind for m in scene.session.moves]
    assert kinds[-2:] == [PASS, PASS]
    result = scene.state.last_round
    assert result.reason == "deadlock" and result.winner == 1
    assert scene.stage.sprites[result.tower].rank == 1  # the marker landed
    assert scene.stage.score_view["white"] == pytest.approx(1.0)
    assert scene.stage.fill.active  # the winner (a human) now chooses the refill
    assert "deadlock" in scene.history.entries[-1][0]


def test_a_round_win_promotes_and_the_winner_chooses_the_refill_by_click(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    click(app, centre(scene, "d8"))
    assert scene.state.phase == FILL
    assert scene.stage.banner.title  # the round ribbon
    settle(app, scene)
    assert scene.stage.sprites[8 + 2].rank == 1 and scene.stage.score_view["white"] == pytest.approx(1.0)
    assert scene.stage.fill.active and scene.stage.fill.human
    preview = GAME.apply(scene.state, KamisadoMove(FILL_RIGHT, -1, -1))
    click(app, scene.stage.fill.cards[FILL_RIGHT].center)
    assert scene.session.moves[-1].kind == FILL_RIGHT
    assert scene.stage.fill.choice == FILL_RIGHT
    settle(app, scene)
    assert not scene.stage.fill.active
    assert scene.state.towers == preview.towers and scene.state.phase == PLAY
    assert_sprites_match(scene)


def test_an_ai_winner_shows_its_refill_choice(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "ai-easy"), WIN_POSITION)
    state = GAME.apply(scene.state, GAME.parse_move(scene.state, "d4-d8"))
    scene.session.states.append(state)  # as if the round had just been won (keeps the test short)
    scene.session.moves.append(KamisadoMove(MOVE, 27, 59))
    scene.session.notations.append("d4-d8")
    scene.session.movers.append(1)
    scene.sync()
    shown = None
    for _ in range(900):
        app.step(1 / 60)
        if scene.stage.fill.choice is not None:
            shown = scene.stage.fill.choice
        if scene.state.phase == PLAY and not scene.tweens.busy:
            break
    assert shown in (FILL_LEFT, FILL_RIGHT)
    assert scene.session.moves[-1].kind == shown


# ------------------------------------------------------------------------------------------- whole games
def test_ai_against_ai_through_the_real_scene_to_the_results(app) -> None:
    app.speed_boost = 12.0
    scene = scene_for(app, ("ai-easy", "ai-easy"), target=1)
    deadline = time.monotonic() + 40
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1 / 60)
        assert time.monotonic() < deadline, "the match did not end"
    assert GAME.is_over(scene.state)
    assert app.game_over_report["game"] == "kamisado"
    assert scene.result_details()  # one line per round


def test_the_command_line_plays_a_whole_match_headless() -> None:
    result = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--game",
            "kamisado",
            "--players",
            "ai-easy,ai-easy",
            "--options",
            "target=1",
        ]
        + ["--headless", "--until-over", "--max-seconds", "60", "--seed", "3"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=90,
    )
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["game"] == "kamisado" and len(report["winners"]) == 1
    assert report["reason"] in ("home-row", "deadlock")


# ------------------------------------------------------------------------------------------- settings
def _pixels(app, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")


def test_show_legal_moves_decides_whether_targets_are_marked(app) -> None:
    fast(app)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    target = scene.view.square_rect(43)  # d6, a target of the red tower
    app.step(1 / 60)
    marked = _pixels(app, target)
    app.settings.show_legal_moves = False
    app.step(1 / 60)
    plain = _pixels(app, target)
    assert marked != plain
    app.settings.show_legal_moves = True
    app.step(1 / 60)
    assert _pixels(app, target) == marked


def test_colour_blind_mode_adds_symbols_to_squares(app) -> None:
    scene = scene_for(app)
    corner = scene.view.square_rect(36).inflate(-50, -50).move(-25, -25)  # e5's upper-left corner, empty
    app.step(1 / 60)
    plain = _pixels(app, corner)
    app.settings.colour_blind = True
    app.step(1 / 60)
    assert _pixels(app, corner) != plain


def test_auto_rotate_turns_the_board_to_the_player_to_move_in_hot_seat(app) -> None:
    fast(app)
    app.settings.auto_rotate = True
    scene = scene_for(app)
    settle(app, scene)
    assert scene.view.turn == 1.0  # Black to move: seen from Black
    click(app, centre(scene, "d8"))
    click(app, centre(scene, "d4"))
    settle(app, scene)
    assert scene.view.turn == 0.0  # now White's turn


def test_a_single_human_sees_the_board_from_his_side_and_R_turns_it(app) -> None:
    fast(app)
    scene = scene_for(app, ("human", "ai-easy"))
    assert scene.view.turn == 1.0  # the human plays Black
    key(app, pygame.K_r)
    run_frames(app, 3)
    assert 0.0 < scene.view.turn < 1.0  # turning
    assert scene.view.place_at(centre(scene, "a1")) is None  # no clicks land while it turns
    for _ in range(120):
        app.step(1 / 60)
    assert scene.view.turn == 0.0
    assert scene.view.place_at(scene.view.square_rect(0).center) == 0


# ------------------------------------------------------------------------------------------- hint, undo
def test_hint_shows_a_legal_move_and_undo_takes_back_the_human_move(app) -> None:
    fast(app)
    scene = scene_for(app, ("human", "ai-easy"))
    settle(app, scene)
    key(app, pygame.K_h)
    deadline = time.monotonic() + 20
    while scene.hint_move is None:
        app.step(1 / 60)
        assert time.monotonic() < deadline, "no hint came"
    assert scene.hint_move in GAME.legal_moves(scene.state)
    app.step(1 / 60)  # drawn without trouble
    scene.play(scene.hint_move)
    while len(scene.session.moves) < 2:
        app.step(1 / 60)
        assert time.monotonic() < deadline + 20, "the AI did not answer"
    settle(app, scene)
    key(app, pygame.K_u)
    assert scene.session.moves == []
    assert_sprites_match(scene)


def test_undo_steps_back_over_a_pass_the_scene_played_by_itself(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), DEADLOCK_POSITION.replace("target 3", "target 7"))
    scene.play(GAME.parse_move(scene.state, "c2-c4"))  # White's move of figure 6, then White is the AI
    settle(app, scene)
    scene.session.seats[1] = Seat("ai-easy", "P1")
    scene.play(GAME.parse_move(scene.state, "a8-a7"))  # Black (human)
    for _ in range(600):
        app.step(1 / 60)
        if scene.state.phase == FILL and not scene.tweens.busy:
            break
    assert [m.kind for m in scene.session.moves][-2:] == [PASS, PASS]
    scene.undo()
    assert [m.kind for m in scene.session.moves] == [MOVE]  # back before a8-a7, not onto the pass
    assert scene.state.turn == 0


# ------------------------------------------------------------------------------------------- words, saves
def test_history_uses_the_rulebook_form_in_german(app) -> None:
    """The rulebook's "Rot ↑1 Orange" with the arrows as the screen shows the moves (issue 27): seen from
    White, White's push and Black's tower shoved back both go up."""
    app.settings.language = "de"
    app.tr.set_language("de")
    fast(app)
    scene = scene_for(app, ("human", "human"), PUSH_POSITION)
    settle(app, scene)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    assert scene.describe_move(scene.state, push) == "Weiß: Rot ↑1 Orange; Rosa ↑1 Rot"


def test_a_saved_match_between_rounds_resumes_with_the_refill_choice(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    scene.play(GAME.parse_move(scene.state, "d4-d8"))
    data = json.loads(json.dumps(scene.session.to_save()))
    restored = GameSession.from_save(data)
    again = KamisadoScene(app, restored)
    app.stack.reset(again)
    run_frames(app, 3)
    assert again.state.phase == FILL and again.stage.fill.active
    assert_sprites_match(again)
