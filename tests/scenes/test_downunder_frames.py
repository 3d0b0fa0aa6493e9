"""Down Under's frames draw little (issues 17 and 26): the ground with the play area kept as one layer
(scenes.engine.layers), the effects blended only where they draw now, and the work of an AI's move readied
before it is played. Every kept frame is compared with the plain drawing (layers.KEEP off), pixel for
pixel, over the frames of AI games."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.launch import start_game_scene


class _Replies:
    """The AI process's face: a seeded random legal move, after a few polls (frames), as a search would."""

    def __init__(self, game, seed: int, polls: int = 45) -> None:
        self.game, self.asked, self.alive, self.pending = game, None, True, None
        self.rng, self.polls, self.waited = random.Random(seed), polls, 0

    def request(self, ref, view, seat, level, seed, budget) -> int:
        self.asked, self.waited = view, 0
        return 1

    def poll(self):
        from scenes.engine.ai_worker import AiReply

        self.waited += 1
        if self.asked is None or self.waited <= self.polls:
            return None
        move, self.asked = self.rng.choice(self.game.legal_moves(self.asked)), None
        return AiReply(1, move, 0.0, None)

    def cancel(self) -> None:
        self.asked = None


def _ai_game(app, monkeypatch, players: int = 2, options: dict | None = None, seed: int = 5):
    """A Down Under game of AI seats at the normal animation speed, no minimum thinking time."""
    from scenes.games.downunder.scene import DownUnderScene

    monkeypatch.setattr(DownUnderScene, "think_time", 0.0)
    seats = [Seat("ai-hard", f"P{n + 1}") for n in range(players)]
    start_game_scene(app, GameSession.start("downunder", seats, options or {}, seed))
    scene = app.stack.scenes[0]
    monkeypatch.setattr(app, "ai", _Replies(scene.game, seed))
    return scene


def _effects_plain(marks, camera, surface: pygame.Surface, overlay, fonts) -> None:
    """The effects as drawn before their boxes were tight: every running one on a cleared overlay of the
    whole window, blended over the whole table (the surface's clip, which draw.draw_board sets)."""
    if not marks:
        return
    overlay = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    clip = surface.get_clip()
    for mark in marks:
        mark.draw(surface, overlay, camera, fonts)
    surface.blit(overlay, clip.topleft, clip)


def _plain_frame(scene) -> bytes:
    """The window drawn plainly: nothing kept (scenes.engine.layers.KEEP off: the ground with the play area
    painted in place, the side panel blended over the frame) and plain effects."""
    from scenes.engine import layers
    from scenes.games.downunder import fx

    direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
    tight, fx.draw = fx.draw, _effects_plain
    layers.KEEP = False
    try:
        scene.draw(direct)
    finally:
        layers.KEEP = True
        fx.draw = tight
    return pygame.image.tobytes(direct, "RGB")


def _kept_frame(scene) -> bytes:
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(kept)
    return pygame.image.tobytes(kept, "RGB")


@pytest.mark.parametrize(
    ("players", "options"), [(2, {}), (2, {"paths": "two"})], ids=["two-seats", "two-paths"]
)
def test_every_frame_of_an_ai_game_has_the_pixels_of_the_plain_drawing(
    app, monkeypatch, players, options
) -> None:
    """The kept ground (the background with the play area, one layer while the camera holds still), the
    effects blended only in their boxes while paths light up and dust flies, and every other frame: each
    compared frame is the window drawn with nothing kept (layers.KEEP off); the ground is painted only when
    it changes, and the ground where a camera glide ends is readied during the glide."""
    scene = _ai_game(app, monkeypatch, players, options)
    compared = still = effects = moving = 0
    for frame in range(1500):
        app.step(1 / 60)
        app.idle(0.004)  # the frame's spare time, as App.run gives it
        if scene.session.over:
            break
        if frame % 3:
            continue
        kept = _kept_frame(scene)
        was_still = scene.view_now().ground.area is not None
        assert kept == _plain_frame(scene), f"frame {frame}"
        compared += 1
        still += was_still
        effects += bool(scene.fx.view())
        moving += scene.camera_moving()
    assert compared >= 300 and still >= 60 and effects >= 30 and moving >= 5
    assert scene.layers.painted * 4 <= still  # the frames of a still ground blit one kept picture


def test_the_kept_ground_follows_what_it_shows(app, monkeypatch) -> None:
    """While nothing moves, a change to what the frame shows (the language, the colour-blind marks, the
    status bar, the tray, the camera) gives the pixels of the plain drawing."""
    scene = _ai_game(app, monkeypatch)
    for _ in range(400):  # a move or two, then still
        app.step(1 / 60)
        if len(scene.session.moves) >= 2 and scene.view_now().ground.area is not None:
            break
    assert scene.view_now().ground.area is not None
    monkeypatch.setattr(app, "ai", _Replies(scene.game, 1, polls=10**9))  # no more moves
    app.apply_settings(dataclasses.replace(app.settings, language="de"))
    app.step(1 / 60)
    assert _kept_frame(scene) == _plain_frame(scene)
    app.apply_settings(dataclasses.replace(app.settings, colour_blind=True))
    assert _kept_frame(scene) == _plain_frame(scene)
    scene.thinking_since = scene.ai_move = None  # the status bar: "P1 is next" instead of "thinking"
    assert _kept_frame(scene) == _plain_frame(scene)
    scene.tray.slots[0].count += 1  # a count on the tray
    assert _kept_frame(scene) == _plain_frame(scene)
    scene.view.x += 0.5  # the camera set elsewhere at once
    assert _kept_frame(scene) == _plain_frame(scene)
    scene.view.quarter = (scene.view.quarter + 1) % 4
    assert _kept_frame(scene) == _plain_frame(scene)


def test_each_effect_draws_only_inside_its_box(app, monkeypatch) -> None:
    """An effect's box (what of the overlay is cleared and blended) holds every pixel it draws now."""
    scene = _ai_game(app, monkeypatch, 2, {"paths": "two"}, seed=8)
    checked = 0
    for _ in range(1500):
        app.step(1 / 60)
        if scene.session.over:
            break
        camera = scene.view.frozen()
        for effect in scene.fx.view():
            overlay = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
            effect.draw(overlay.copy(), overlay, camera, app.fonts)
            ink = overlay.get_bounding_rect()
            box = effect.bounds(camera)
            if ink.w and box is not None:
                assert box.contains(ink), (type(effect).__name__, box, ink)
                checked += 1
            elif box is None:
                assert not ink.w or type(effect).__name__ == "Floater"
    assert checked >= 100


def test_an_ai_move_finds_the_next_turns_moves_and_its_points_picture_ready(app, monkeypatch) -> None:
    """The legal moves after an AI's move are found in a frame before it is played: the frame of the move
    asks the rules for none, and indexes the same moves; the picture of the points rising from the card is
    drawn before the frame whose effects show it."""
    from scenes.games.downunder import art, fx

    scene = _ai_game(app, monkeypatch)
    plain_legal = scene.game.legal_moves
    asked = []
    monkeypatch.setattr(scene.game, "legal_moves", lambda state: asked.append(state) or plain_legal(state))
    played = risen = 0
    for _ in range(1500):
        moves, misses = len(scene.session.moves), art.outlined.cache_info().misses
        floaters = sum(isinstance(m, fx.Floater) for m in scene.fx.view())
        asked.clear()
        app.step(1 / 60)
        if len(scene.session.moves) > moves:  # the frame of an AI's move
            assert scene.state not in asked
            by_slot = dict(scene.by_slot)
            scene.stage.legal_ahead = None
            scene.index_moves()
            assert scene.by_slot == by_slot
            played += 1
        if sum(isinstance(m, fx.Floater) for m in scene.fx.view()) > floaters:  # the frame shows them rise
            assert art.outlined.cache_info().misses == misses
            risen += 1
        if played >= 6 and risen >= 3:
            break
    assert played >= 6 and risen >= 3


def test_two_play_areas_lit_each_pixel_once_have_the_pixels_of_two_adds(app) -> None:
    """The possible play area's two rectangles: lit with the overlap's light doubled and the rest once, as
    the two adds of the light over each rectangle did, for overlapping, nested, apart and off-screen ones."""
    from scenes.games.downunder.palette import AREA_DASH, AREA_LIGHT
    from scenes.games.downunder.table import _dashed_rect, draw_possible_area

    rng = random.Random(3)
    ground = pygame.Surface((300, 200)).convert()
    for x in range(0, 300, 10):
        ground.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)), (x, 0, 10, 200))
    for _ in range(200):
        rects = [
            pygame.Rect(
                rng.randrange(-100, 300),
                rng.randrange(-100, 200),
                rng.randrange(1, 400),
                rng.randrange(1, 300),
            )
            for _ in range(2)
        ]
        lit, added = ground.copy(), ground.copy()
        for surface in (lit, added):
            surface.set_clip(pygame.Rect(6, 6, 288, 188))
        draw_possible_area(lit, rects)
        for i, r in enumerate(rects):  # the adds as they were, then the same rims
            if i == 0 or not rects[0].contains(r):
                added.fill(AREA_LIGHT, r.clip(added.get_clip()), special_flags=pygame.BLEND_RGB_ADD)
        for i, r in enumerate(rects):
            _dashed_rect(added, r, AREA_DASH, 2, 10, [o for j, o in enumerate(rects) if j != i])
        assert pygame.image.tobytes(lit, "RGB") == pygame.image.tobytes(added, "RGB"), rects


def test_a_flying_card_finds_its_pictures_drawn_ahead(app, monkeypatch) -> None:
    """The pictures of an AI's card at the sizes of its flight from the tray (and their shadows) are drawn
    in the frames' spare time before the move: the frames of the flight scale no card and draw no shadow."""
    from scenes.games.downunder import art

    scene = _ai_game(app, monkeypatch)
    flying = fresh = 0
    for _ in range(1500):
        misses = art._scaled_face.cache_info().misses + art.soft_shadow.cache_info().misses
        app.step(1 / 60)
        if any(f.start is not None and 0 < f.t < 1 for f in scene.stage.flights):
            flying += 1
            fresh += art._scaled_face.cache_info().misses + art.soft_shadow.cache_info().misses > misses
        app.idle(0.004)
        if len(scene.session.moves) >= 8 or scene.session.over:
            break
    assert flying >= 60 and fresh * 10 <= flying  # (a first flight may still find the spare time taken)
