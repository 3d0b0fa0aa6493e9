"""Camelot's frames with the engine's keeping on (`scenes.engine.layers.KEEP`, the one switch) have the
pixels of the frames drawn plainly with it off: the ground (table, board, the cards' faces) is the one
layer Camelot keeps, as the frame's background keyed by the view's ground part; everything else is drawn
from the view in every frame. A kept picture that shows something stale (the board turned, a name, a
word after a switch of language) fails here. Also: the Continue list's picture of a saved game shows the
position (the pieces) as the frame does."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.camelot import file_rank
from rules.session import GameSession, Seat
from scenes.engine import layers, theme
from scenes.games.launch import start_game_scene
from scenes.games.snapshot import THUMB_SIZE, board_picture, thumbnail
from tests.scenes.conftest import run_frames


def _drawn(scene) -> tuple[bytes, bytes]:
    """(the frame drawn with keeping on, the frame drawn with it off)."""
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(kept)
    layers.KEEP = False
    plain = pygame.Surface(theme.LOGICAL_SIZE).convert()
    try:
        scene.draw(plain)
    finally:
        layers.KEEP = True
    return pygame.image.tobytes(kept, "RGB"), pygame.image.tobytes(plain, "RGB")


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


def test_kept_frames_have_the_pixels_of_plain_frames_through_a_played_game(app) -> None:
    """Moves played at full animation (slides, hops over pieces that dip, captures flying to the trays,
    pennants rising, the finale): every other frame drawn with keeping on and off."""
    scene = _start(app, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], 3)
    scene._drive_ai = lambda: None  # the test plays both sides' moves itself
    rng = random.Random(5)
    compared = moves = rest = dipping = 0
    for frame in range(1800):
        rest = rest + 1 if not scene.tweens.busy else 0
        if rest > 8 and app.stack.top is scene and not scene.session.over:  # as if an AI thought a while
            rest = 0
            scene.play(_lively_move(scene, rng))
            moves += 1
        app.step(1 / 60)
        if frame % 2 or app.stack.top is not scene:
            continue
        kept, plain = _drawn(scene)
        assert kept == plain, f"frame {frame}"
        compared += 1
        dipping += any(s.dip for s in scene.stage.sprites.values())
    assert moves >= 20 and compared >= 600 and sum(map(len, scene.stage.trays)) >= 4 and scene.session.over
    assert dipping >= 20


def test_kept_frames_follow_the_players_hover_hint_choice_turn_and_language(app) -> None:
    """A human's turn: a movable piece lifted under the pointer, the hint's route, the language switched,
    a piece chosen, the board turned by hand, a move played and taken back: each frame kept and plain."""
    scene = _start(app, [Seat("human", "Anna"), Seat("human", "Bernd")], 4)

    def check(label: str) -> None:
        app.step(1 / 60)
        kept, plain = _drawn(scene)
        assert kept == plain, label
        shown = scene.view_now()  # the screen as values: built twice alike, equal and hashable
        assert shown == scene.view_now() and hash(shown) == hash(scene.view_now()), label

    check("start")
    scene.hover = scene.picker.movable()[0]
    check("hover")
    scene.hover = None
    move = scene.game.legal_moves(scene.state)[0]
    scene.show_hint(move)
    check("hint")
    scene.hint_move = None
    app.tr.set_language("de")
    app.settings.language = "de"
    check("german")
    scene._click(move.path[0])
    check("chosen")
    scene.step_back()
    scene.play(move)
    for frame in range(40):
        check(f"move {frame}")
    scene.manual_flip = not scene.manual_flip
    scene._turn_board()
    for frame in range(50):
        check(f"turning {frame}")
    assert scene.view.flipped
    scene.undo()  # the position before, placed anew
    for frame in range(3):
        check(f"undone {frame}")


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_capture_or_castle_announcement_slides_in_kept_and_plain_alike(app, colour_blind) -> None:
    """An AI's turn with compulsory capture: the announcement box slides in and pulses over the status
    card."""
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
            kept, plain = _drawn(scene)
            assert kept == plain
            alerts += 1
            if alerts >= 80:
                break
    assert alerts >= 80


def test_the_saved_games_picture_shows_the_position_drawn_for_its_size(app) -> None:
    """The Continue list's picture (snapshot.board_picture) of a game in play is Camelot's own small picture
    of the position (the frame scaled down showed the pieces as specks, issue 27; it once showed an empty
    board), drawn from the position alone: the same after any frames."""
    scene = _start(app, [Seat("ai-easy", "A"), Seat("ai-easy", "B")], 3)
    scene._drive_ai = lambda: None
    rng = random.Random(2)
    for _ in range(4):
        scene.play(_lively_move(scene, rng))
        for _ in range(120):
            app.step(1 / 60)
    got = board_picture(scene)
    frame = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(frame)
    assert got.get_size() == THUMB_SIZE
    assert pygame.image.tobytes(got, "RGB") == pygame.image.tobytes(scene.snapshot_picture(THUMB_SIZE), "RGB")
    assert pygame.image.tobytes(got, "RGB") != pygame.image.tobytes(thumbnail(scene, frame), "RGB")


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
    assert moves >= 15 and sum(map(len, scene.stage.trays)) >= 2
    assert [f.cache_info().misses for f in (art.piece_image, art.piece_shadow, art.glow)] == drawn
