"""The Ka-Mel-Oh! scene driven like a player would: real clicks, drags and keys through SDL's event queue,
every special move kind animated to its end, hidden hands in hot-seat (also for the defender's answer),
the settings, hint and undo, computer against computer to the results, and the command line's
--until-over run."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

import rules
from rules.kameloh import UNKNOWN, card
from rules.session import GameSession, Seat
from scenes.games.kameloh import KamelohScene, pick
from scenes.games.kameloh.layout import Layout
from scenes.games.launch import start_game_scene
from scenes.menus.handover import HandoverScene
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames

GAME = rules.GAMES["kameloh"]
ROOT = Path(__file__).resolve().parents[2]
# A lively random policy (plays, fights and transforms much more often than it tucks) to reach positions
WEIGHTS = {
    "play": 30,
    "attack": 40,
    "item": 8,
    "mutate": 50,
    "fuse": 60,
    "join": 40,
    "activate": 6,
    "draw": 5,
}


# ---------------------------------------------------------------------------------------------- helpers
def post_click(app, pos, button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    app.step(1 / 60)


def post_motion(app, pos, buttons=(0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))
    app.step(1 / 60)


def post_key(app, key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    app.step(1 / 60)


def until(app, condition, seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        app.step(1 / 60)


def settle(app, scene: KamelohScene) -> None:
    until(app, lambda: not scene.animating)
    run_frames(app, 2)


def start(app, kinds, moves=(), seed=3, options=None, drive_ai=True) -> KamelohScene:
    seats = [Seat(kind, f"P{i + 1}") for i, kind in enumerate(kinds)]
    session = GameSession.start("kameloh", seats, options or {}, seed)
    for move in moves:
        session.play(move)
    start_game_scene(app, session)
    scene = app.stack.scenes[0]
    assert isinstance(scene, KamelohScene)
    if not drive_ai:
        scene._drive_ai = lambda: None  # the test plays the moves itself
    run_frames(app, 3)
    return scene


def lively_game(found, seeds: int = 200, options=None) -> tuple[int, list]:
    """(seed, moves) of a lively random game up to the first move where found(before, move, after) holds."""
    for seed in range(seeds):
        rng = random.Random(seed)
        state, moves = GAME.new(2, options or {}, seed), []
        while not GAME.is_over(state) and len(moves) < 3000:
            legal = GAME.legal_moves(state)
            move = rng.choices(legal, [WEIGHTS.get(m[0], 1) for m in legal])[0]
            after = GAME.apply(state, move)
            moves.append(move)
            if found(state, move, after):
                return seed, moves
            state = after
    pytest.skip("no such position in the games searched")


def assert_at_rest(scene: KamelohScene) -> None:
    """The table shows exactly the state: nothing held back, nothing flying."""
    d = scene.display
    assert not scene.animating and not scene.flyers
    assert d.state == scene.visible_state()
    assert not d.ghosts and not d.hide_slot and not d.face_down_top
    assert not any(d.hide_hand.values()) and not any(d.hide_desert.values())
    assert not any(d.hide_oasis.values()) and not any(d.hide_lying.values())


def effect_is(kind: str):
    return lambda s, m, a: m[0] == "item" and card(m[1]).effect is not None and card(m[1]).effect.kind == kind


# ---------------------------------------------------------------------------------------------- a human turn
def test_layout_maps_every_place_to_the_screen_and_back() -> None:
    view = Layout(1)
    view.fit(pygame.Rect(16, 16, 884, 688))
    places = [("slot", s) for s in range(4)] + [("desert", 0), ("desert", 1)]
    places += [("oasis", seat, i) for seat in (0, 1) for i in range(4)]
    for place in places:
        assert view.place_at(view.to_screen(place)) == place
    assert view.slot_rect(2).y > view.slot_rect(0).y  # seat 1 sits at the bottom
    assert view.place_at((5, 5)) is None and view.place_at((560, 290)) is None  # off the board, the middle


def test_human_summons_a_monster_by_clicks(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    state = scene.state
    assert scene.session.to_move == 0
    monster = next(m for m in GAME.legal_moves(state) if m[0] == "play")
    rect = scene.picker.key_rect(("hand", 0, monster[1]))
    post_motion(app, rect.center)
    post_click(app, rect.center)
    assert scene.picker.picked == ("hand", 0, monster[1])
    assert [m for _r, m in scene.picker.chips] == [monster]  # the one thing it can do is listed
    post_click(app, scene.table.slot_rect(0).center)
    assert scene.session.moves == [monster]
    run_frames(app, 10)
    assert scene.flyers  # it is on its way into the arena
    settle(app, scene)
    assert_at_rest(scene)
    assert scene.display.monster(0).card == monster[1]


def test_dragging_a_hand_card_onto_an_oasis_tucks_it(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    index = scene.state.players[0].hand[0]
    rect = scene.picker.key_rect(("hand", 0, index))
    target = scene.table.oasis_rect(0, 2).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=rect.center))
    app.step(1 / 60)
    post_motion(app, (rect.centerx + 30, rect.centery - 40), (1, 0, 0))
    assert scene.picker.dragging
    post_motion(app, target, (1, 0, 0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target))
    app.step(1 / 60)
    assert scene.session.moves == [("tuck", index, 2)]
    settle(app, scene)
    assert_at_rest(scene)


def test_an_oasis_offers_its_actions_and_activating_turns_its_top(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    post_click(app, scene.table.oasis_rect(0, 1).center)
    offered = [m for _r, m in scene.picker.chips]
    assert ("activate", 1) in offered
    rect = next(r for r, m in scene.picker.chips if m == ("activate", 1))
    post_click(app, rect.center)
    assert scene.session.moves == [("activate", 1)]
    run_frames(app, 4)
    assert (0, 1) in scene.display.face_down_top and scene.flyers  # the top card is turning
    settle(app, scene)
    assert_at_rest(scene)
    assert scene.display.top(0, 1) is not None


def test_right_click_drops_a_pick_and_an_idle_click_plays_nothing(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    rect = scene.picker.key_rect(("hand", 0, scene.state.players[0].hand[0]))
    post_click(app, rect.center)
    assert scene.picker.picked is not None
    post_click(app, (40, 300), button=3)
    assert scene.picker.picked is None and scene.picker.chips == []
    post_click(app, (500, 290))  # the middle line: nothing there
    assert scene.session.moves == []


def make_by_clicks(app, scene: KamelohScene, move) -> None:
    """Make `move` the way a player would: pick its card, oasis or monster, then a target or an entry of
    the list beside it (turning its pages when needed)."""
    count = len(scene.session.moves)
    if move == ("pass",):
        post_click(app, scene.pass_button.rect.center)
        return
    if move[0] == "attack":
        post_click(app, scene.attack_button.rect.center)
    else:
        source = pick.source_keys(scene.display.state, move)[0]
        rect = scene.picker.key_rect(source)
        post_click(app, (rect.centerx, rect.bottom - 12) if source[0] == "hand" else rect.center)
    for _ in range(6):
        if len(scene.session.moves) > count or not (scene.picker.chips or scene.picker.picked):
            return
        entry = next((r for r, m in scene.picker.chips if m == move), None)
        if entry is not None:
            post_click(app, entry.center)
            return
        more = next((r for r, m in scene.picker.chips if m[0] == "more"), None)
        if more is not None:
            post_click(app, more.center)
            continue
        target = scene.picker.key_rect(pick.target_keys(scene.display.state, move)[0])
        post_click(app, target.center)


def test_every_move_of_a_game_can_be_made_with_clicks(app) -> None:
    rng = random.Random(5)
    scene = start(app, ["human", "human"], seed=864)
    for _ in range(45):
        until(app, lambda: not scene.animating)
        run_frames(app, 2)
        while isinstance(app.stack.top, HandoverScene):
            run_frames(app, 30)
            post_click(app, (640, 360))
            run_frames(app, 2)
        if scene.session.over:
            break
        legal = GAME.legal_moves(scene.state)
        move = rng.choices(legal, [WEIGHTS.get(m[0], 1) for m in legal])[0]
        count = len(scene.session.moves)
        make_by_clicks(app, scene, move)
        assert scene.session.moves[count:] == [move], GAME.notation(scene.state, move)


def test_a_long_list_of_options_turns_its_pages(app) -> None:
    def crowded(before, move, after) -> bool:
        legal = GAME.legal_moves(after)
        if sum(m[0] == "fuse" for m in legal) <= 7:
            return False
        keys = {k for m in legal for k in pick.source_keys(after, m)}
        return any(len(pick.primary(pick.options(after, legal, k))) > 8 for k in keys)

    seed, moves = lively_game(crowded)
    state = GAME.new(2, {}, seed)
    for move in moves:
        state = GAME.apply(state, move)
    seat = GAME.to_move(state)
    kinds = ["ai-easy", "ai-easy"]
    kinds[seat] = "human"
    scene = start(app, kinds, moves, seed=seed, drive_ai=False)
    legal = GAME.legal_moves(state)
    key = next(
        k
        for m in legal
        for k in pick.source_keys(state, m)
        if len(pick.primary(pick.options(state, legal, k))) > 8
    )
    last = pick.primary(pick.options(state, legal, key))[-1]
    make_by_clicks(app, scene, last)
    assert scene.session.moves[-1] == last


# ---------------------------------------------------------------------------------------------- animations
SPECIAL = {
    "two-on-two fight with a defeat": lambda s, m, a: (
        any(e.kind == "fight" and len(e.info[0]) == 2 and len(e.info[1]) == 2 for e in GAME.events(s, m))
        and any(e.kind == "defeat" for e in GAME.events(s, m))
    ),
    "mutation": lambda s, m, a: m[0] == "mutate",
    "gathering": lambda s, m, a: m[0] == "fuse",
    "joining a gathering": lambda s, m, a: m[0] == "join",
    "steal": effect_is("steal"),
    "damage item": effect_is("damage"),
    "item that stays": lambda s, m, a: m[0] == "item" and card(m[1]).effect.lies,
    "destroying a lying item": effect_is("destroy_item"),
    "retreat to the hand": effect_is("retreat"),
    "defender's answer": lambda s, m, a: m[0] == "item" and s.phase == "answer",
    "taking a searched card": lambda s, m, a: m[0] == "take",
    "drawing": lambda s, m, a: m[0] == "draw",
    "buying free": lambda s, m, a: m[0] == "buy",
}


@pytest.mark.parametrize("name", list(SPECIAL))
def test_special_move_animates_to_its_end(app, name) -> None:
    seed, moves = lively_game(SPECIAL[name])
    scene = start(app, ["ai-easy", "ai-easy"], moves[:-1], seed=seed, drive_ai=False)
    before = scene.state
    scene.play(moves[-1])
    assert scene.animating
    kinds = {e.kind for e in GAME.events(before, moves[-1])}
    run_frames(app, 12)
    if "defeat" in kinds:
        assert scene.display.ghosts  # the defeated monster is still shown until it crumbles
        until(app, lambda: bool(scene.effects.chunks))
    if kinds & {"mutate", "fuse"}:
        until(app, lambda: any(fx.flash > 0.2 for fx in scene.display.slot_fx.values()))
    settle(app, scene)
    assert_at_rest(scene)


@pytest.mark.parametrize("name", ["two-on-two fight with a defeat", "damage item", "gathering"])
def test_very_fast_animation_with_long_frames_ends_cleanly(app, name) -> None:
    """--until-over runs at 12x speed with frames up to 0.1 s: a whole time line may pass in one frame."""
    seed, moves = lively_game(SPECIAL[name])
    scene = start(app, ["ai-easy", "ai-easy"], moves[:-1], seed=seed, drive_ai=False)
    scene.tweens.speed = 12.0
    scene.play(moves[-1])
    for _ in range(40):
        app.step(0.1)
    assert_at_rest(scene)


def test_a_click_during_an_animation_finishes_it(app) -> None:
    seed, moves = lively_game(SPECIAL["gathering"])
    scene = start(app, ["ai-easy", "ai-easy"], moves[:-1], seed=seed, drive_ai=False)
    scene.play(moves[-1])
    run_frames(app, 3)
    post_click(app, (500, 290))
    run_frames(app, 1)
    assert_at_rest(scene)
    run_frames(app, 30)  # callbacks that ran after the closing sync changed nothing on the table
    assert_at_rest(scene)


# ---------------------------------------------------------------------------------------------- hidden hands
def hand_known(scene: KamelohScene, seat: int) -> bool:
    return UNKNOWN not in scene.display.state.players[seat].hand


def test_hot_seat_hands_over_also_for_the_defenders_answer(app) -> None:
    seed, moves = lively_game(lambda s, m, a: a.phase == "answer")
    state = GAME.new(2, {}, seed)
    for move in moves[:-1]:
        state = GAME.apply(state, move)
    attacker = GAME.to_move(state)
    scene = start(app, ["human", "human"], moves[:-1], seed=seed)
    assert isinstance(app.stack.top, HandoverScene)
    run_frames(app, 30)
    post_click(app, (640, 360))
    assert scene.viewer == attacker and hand_known(scene, attacker) and not hand_known(scene, 1 - attacker)
    post_click(app, scene.attack_button.rect.center)  # the attacks are listed with what each would do
    post_click(app, next(r for r, m in scene.picker.chips if m == moves[-1]).center)
    assert scene.session.moves[-1] == moves[-1]
    until(app, lambda: isinstance(app.stack.top, HandoverScene))
    assert scene.viewer is None  # nobody's hand is on screen while the screen is passed on
    run_frames(app, 30)
    post_click(app, (640, 360))
    assert scene.viewer == 1 - attacker and scene.state.phase == "answer"
    assert hand_known(scene, 1 - attacker) and not hand_known(scene, attacker)
    run_frames(app, 2)  # the declared attack is drawn with its damage
    post_click(app, scene.pass_button.rect.center)
    assert scene.session.moves[-1] == ("pass",)
    settle(app, scene)


def test_history_hides_a_tucked_card_from_the_other_player(app) -> None:
    scene = start(app, ["human", "human"])
    run_frames(app, 30)
    post_click(app, (640, 360))
    seat = scene.viewer
    index = scene.state.players[seat].hand[0]
    scene.play(("tuck", index, 0))
    name = card(index).name["en"]
    assert name not in scene.history.entries[-1][0] and "a card" in scene.history.entries[-1][0]


# ---------------------------------------------------------------------------------------------- settings
def test_settings_legal_glow_colour_blind_auto_rotate_and_turning(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    hand = scene.display.hand(0)
    assert any(scene.view_now().bottom_hand.glows)  # a playable card glows
    app.settings.show_legal_moves = False
    run_frames(app, 2)
    assert not any(scene.view_now().bottom_hand.glows)
    app.settings.colour_blind = True
    run_frames(app, 2)
    assert scene.art.glyphs
    assert scene.art.face(hand[0], (116, 162)) is not None
    post_key(app, pygame.K_r)  # R turns the table
    assert scene.table.bottom == 1
    post_key(app, pygame.K_r)
    assert scene.table.bottom == 0
    # hot-seat with auto-rotate: the table faces the player in front of the screen
    app.settings.auto_rotate = True
    app.stack.reset(app.stack.scenes[0])
    hot = start(app, ["human", "human"], seed=11)
    run_frames(app, 30)
    post_click(app, (640, 360))
    assert hot.table.bottom == hot.viewer == hot.session.to_move


def test_card_texts_follow_the_language_setting(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    index = scene.state.players[0].hand[0]
    english = scene.art.face(index, (116, 162))
    app.settings.language = "de"
    app.tr.set_language("de")
    run_frames(app, 2)
    assert scene.art.lang == "de" and scene.art.face(index, (116, 162)) is not english
    assert scene.describe_move(scene.state, ("activate", 0)) == "Oase 1 aktivieren"


# ---------------------------------------------------------------------------------------------- hint, undo, AI
def test_hint_marks_a_legal_move_and_undo_takes_back_a_summon(app) -> None:
    app.speed_boost = 4.0
    scene = start(app, ["human", "ai-easy"])
    post_key(app, pygame.K_h)
    until(app, lambda: scene.hint_move is not None, 30)
    assert scene.hint_move in GAME.legal_moves(scene.state)
    run_frames(app, 2)  # the hint is drawn
    monster = next(m for m in GAME.legal_moves(scene.state) if m[0] == "play")
    scene.play(monster)
    settle(app, scene)
    post_key(app, pygame.K_u)
    assert scene.session.moves == [] and scene.display.monster(0) is None


def test_ai_against_ai_reaches_the_results_with_itemised_points(app) -> None:
    app.speed_boost = 30.0
    options = {"target": 10}
    seed, moves = lively_game(
        lambda s, m, a: max(p.points for p in a.players) >= 8 and a.phase == "main", options=options
    )
    scene = start(app, ["ai-easy", "ai-easy"], moves, seed=seed, options=options)
    until(app, lambda: isinstance(app.stack.top, ResultsScene), 40)
    assert app.game_over_report["game"] == "kameloh"
    details = app.stack.top.details
    assert len(details) == 4 and all("from fights" in line for line in details[:2])
    assert scene.seat_status()
    run_frames(app, 5)


def test_until_over_from_the_command_line_prints_the_outcome() -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    result = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--game",
            "kameloh",
            "--players",
            "ai-easy,ai-easy",
            "--options",
            "target=10",
            "--seed",
            "4",
            "--headless",
            "--until-over",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert (
        report["game"] == "kameloh" and report["reason"] in ("points", "draw") and len(report["scores"]) == 2
    )
