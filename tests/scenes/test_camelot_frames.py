"""Camelot's frame keeps what rests as one picture (scenes/games/camelot/still.py): the static layer with the
cards' numbers and trays, the status card's words, the last move's marks and the resting pieces. Every
compared frame must have the pixels of the frame drawn plainly, part by part, so a picture that shows
something stale (a piece that has moved, a count, a tray, a word) fails here."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.camelot import file_rank
from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.camelot import draw as camelot_draw
from scenes.games.launch import start_game_scene
from tests.scenes.conftest import run_frames


def _drawn(scene) -> tuple[bytes, bytes, object]:
    """(the frame as drawn, the frame drawn plainly, what the still picture held, None if not used)."""
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(kept)
    used = scene.still.kept_now(scene)
    # the plain frame, as before the still picture: the static layer, then every part drawn on it
    scene.panel_backdrop = lambda: camelot_draw.panel_backdrop(scene)
    plain = pygame.Surface(theme.LOGICAL_SIZE).convert()
    try:
        scene.draw(plain)
    finally:
        del scene.panel_backdrop
    return pygame.image.tobytes(kept, "RGB"), pygame.image.tobytes(plain, "RGB"), used


def _lively_move(scene, rng: random.Random):
    """A capture when there is one (it must be played), else mostly the move that gets furthest towards
    the enemy castle (the sides meet soon: captures, charges, castle entries), sometimes any move."""
    moves = scene.game.legal_moves(scene.state)
    captures = [m for m in moves if m.captures]
    if captures or rng.random() < 0.3:
        return rng.choice(captures or moves)
    ahead = 1 if scene.state.turn == 0 else -1
    return max(
        moves, key=lambda m: (ahead * (file_rank(m.path[-1])[1] - file_rank(m.path[0])[1]), rng.random())
    )


def _start(app, seats: list[Seat], seed: int):
    start_game_scene(app, GameSession.start("camelot", seats, {}, seed))
    scene = app.stack.scenes[0]
    run_frames(app, 2)
    return scene


def test_the_still_table_has_the_pixels_of_the_plain_frame_through_a_played_game(app) -> None:
    """Moves played at full animation (slides, hops over pieces that dip, captures flying to the trays,
    pennants rising): every other frame is compared with the plain drawing."""
    scene = _start(app, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], 3)
    scene._drive_ai = lambda: None  # the test plays both sides' moves itself
    rng = random.Random(5)
    used = split = dipping = moves = rest = 0
    builds = scene.still.builds
    for frame in range(1800):
        rest = rest + 1 if not scene.tweens.busy else 0
        if rest > 8 and app.stack.top is scene and not scene.session.over:  # as if an AI thought a while
            rest = 0
            scene.play(_lively_move(scene, rng))
            moves += 1
        app.step(1 / 60)
        if frame % 2 or app.stack.top is not scene:
            continue
        kept, plain, held = _drawn(scene)
        assert kept == plain, f"frame {frame}"
        used += held is not None
        if held is not None and 0 < len(held.pieces) < len(scene.sprites):
            split += 1  # some resting pieces drawn in the frame: they overlap one that moves
        dipping += any(s.dip for s in scene.sprites.values())
    assert moves >= 20 and used >= 600 and sum(map(len, scene.trays)) >= 4 and scene.session.over
    assert dipping >= 20 and split >= 5
    assert scene.still.builds - builds >= 2 * moves  # drawn anew as the position changes


def test_the_still_table_follows_the_players_hover_hint_choice_and_language(app) -> None:
    """A human's turn: a movable piece lifted under the pointer, the hint's route, a piece chosen (the
    marks of the route are drawn plainly), the language switched: each frame as drawn plainly."""
    scene = _start(app, [Seat("human", "Anna"), Seat("human", "Bernd")], 4)
    checked = []

    def check(label: str) -> None:
        app.step(1 / 60)
        kept, plain, used = _drawn(scene)
        assert kept == plain, label
        checked.append((label, used is not None))

    check("start")
    movable = scene.picker.movable()
    scene.hover = movable[0]
    check("hover")
    scene.hover = None
    move = scene.game.legal_moves(scene.state)[0]
    scene.show_hint(move)
    check("hint")
    scene.hint_move = None
    app.tr.set_language("de")
    app.settings.language = "de"
    check("german")
    scene.sprites = dict(reversed(scene.sprites.items()))  # as placed anew: pieces side by side overlap
    check("placed anew")
    scene._click(move.path[0])
    check("chosen")
    scene.step_back()
    scene.play(move)
    for frame in range(40):
        check(f"move {frame}")
    scene.undo()  # the position before, placed anew
    for frame in range(3):
        check(f"undone {frame}")
    used = dict(checked)
    assert used["start"] and used["hover"] and used["hint"] and used["german"] and used["undone 2"]
    assert not used["chosen"]  # the route's marks lie under the pieces: the plain frame


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_capture_or_castle_announcement_slides_over_the_still_status_card(app, colour_blind) -> None:
    """An AI's turn with compulsory capture: the announcement box slides in and pulses over the status
    card whose words are in the still picture."""
    app.settings.colour_blind = colour_blind
    scene = _start(app, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], 6)
    scene._drive_ai = lambda: None
    rng = random.Random(1)
    alerts = waited = 0
    for _ in range(3000):
        if not scene.tweens.busy and not scene.session.over:
            waited = waited + 1 if scene.alert else 99
            if waited >= 40:  # an announcement slides in and pulses for a while before the move
                scene.play(rng.choice(scene.game.legal_moves(scene.state)))
                waited = 0
        app.step(1 / 60)
        if scene.alert and app.stack.top is scene:
            kept, plain, used = _drawn(scene)
            assert kept == plain and used is not None
            alerts += 1
            if alerts >= 80:
                break
    assert alerts >= 80


def test_the_pictures_of_a_moves_animation_are_drawn_in_the_spare_time_before(app) -> None:
    """Pieces swelling in a hop, dipping, flying to a tray, their shadows in the air, the glows of a leap's
    tail: all drawn by `idle` (App.idle, the frames' spare time) before the first move, none in a frame."""
    from scenes.games.camelot import art

    scene = _start(app, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], 3)
    scene._drive_ai = lambda: None
    for cached in (art.piece_image, art.piece_shadow, art.glow):
        cached.cache_clear()
    for _ in range(1000):
        if not scene.idle_pending:
            break
        app.idle(0.004)
    assert not scene.idle_pending
    drawn = [f.cache_info().misses for f in (art.piece_image, art.piece_shadow, art.glow)]
    assert drawn[0] >= 60
    rng = random.Random(5)
    moves = 0
    for _ in range(900):
        if not scene.tweens.busy and not scene.session.over:
            scene.play(_lively_move(scene, rng))
            moves += 1
        app.step(1 / 60)
    assert moves >= 15 and sum(map(len, scene.trays)) >= 2
    assert [f.cache_info().misses for f in (art.piece_image, art.piece_shadow, art.glow)] == drawn
