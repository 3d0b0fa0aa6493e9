"""Kamisado's frame work (issue 17): what its frames keep between them shows what the frame would draw
part by part. The board at rest as one picture (still.py), the trail's layers, the lifted towers' shadows,
the turn card's words and its picture painted ahead of an AI's move, and the pictures readied in the frames'
spare time."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.engine.ai_worker import AiReply
from scenes.engine.cache import SurfaceCache
from scenes.games.kamisado import KamisadoScene
from scenes.games.kamisado import panel as kamisado_panel


class _RandomReplies:
    """The AI process's face: a seeded random legal move after `polls` polls (frames): a game plays
    quickly, and frame by frame the same on any machine."""

    def __init__(self, game, seed: int, polls: int) -> None:
        self.game, self.rng, self.asked, self.alive, self.pending = (
            game,
            random.Random(seed),
            None,
            True,
            None,
        )
        self.polls, self.waited = polls, 0

    def request(self, ref, view, seat, level, seed, budget) -> int:
        self.asked, self.waited = view, 0
        return 1

    def poll(self):
        self.waited += 1
        if self.asked is None or self.waited < self.polls:
            return None
        moves, self.asked = self.game.legal_moves(self.asked), None
        return AiReply(1, self.rng.choice(moves), 0.0, None)

    def cancel(self) -> None:
        self.asked = None


def _start(app, monkeypatch, seed: int, think: int = 8) -> KamisadoScene:
    """An AI game whose seats reply after `think` frames (no minimum thinking time), animations as they are."""
    seats = [Seat("ai-hard", "Anna"), Seat("ai-hard", "Bernd")]
    scene = KamisadoScene(app, GameSession.start("kamisado", seats, {"target": 3}, seed))
    monkeypatch.setattr(app, "ai", _RandomReplies(scene.game, seed, think))
    monkeypatch.setattr(KamisadoScene, "think_time", 0.0)
    app.stack.push(scene)
    return scene


def _drawn_part_by_part(scene: KamisadoScene) -> bytes:
    """The frame as drawn with nothing of Kamisado's kept between frames: the board part by part, the
    trail's and shadows' layers and the turn card's words and picture made anew."""
    kept = scene.still.enabled, scene.layers, scene.panel._cards
    scene.still.enabled = False
    scene.layers = SurfaceCache(16)
    scene.panel._cards = SurfaceCache(6)
    scene.panel._info_state = None
    surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
    try:
        scene.draw(surface)
    finally:
        scene.still.enabled, scene.layers, scene.panel._cards = kept
        scene.panel._info_state = None
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("seed", "think", "quiet"), [(3, 8, 0), (8, 60, 100)])
def test_every_frame_of_an_ai_game_has_the_pixels_of_the_board_drawn_part_by_part(
    app, monkeypatch, seed, think, quiet
) -> None:
    """Moves, pushes, landings, rounds won and refilled, the forced tower's glow over the still picture:
    the frame drawn with the kept pictures equals the frame drawn part by part, in every third frame (quick
    replies, or a second of thinking in which the info column's cards are in the still picture too)."""
    scene = _start(app, monkeypatch, seed, think)
    compared = at_rest = with_cards = glowing = 0
    rounds = set()
    for frame in range(2400):
        app.step(1 / 60)
        if app.stack.top is not scene:
            break
        if frame % 3:
            continue
        surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(surface)
        shown = scene.still.shown(scene)
        at_rest += shown
        with_cards += shown and scene.still.has_cards
        glowing += shown and scene.tweens.busy is False and scene.state.phase == "play"
        rounds.add(scene.state.round_no)
        assert pygame.image.tobytes(surface, "RGB") == _drawn_part_by_part(scene), f"frame {frame}"
        compared += 1
    assert len(scene.session.moves) >= 20 and len(rounds) >= 2
    assert compared >= 300 and at_rest >= 100 and with_cards >= quiet and glowing >= 50
    assert scene.still.builds <= 3 * len(scene.session.moves) + 10  # a few a move, not one a frame


def test_the_board_at_rest_is_composed_once_a_position_and_the_glow_redrawn_in_its_own_rectangle(
    app, monkeypatch
) -> None:
    from scenes.games.kamisado import draw

    scene = _start(app, monkeypatch, 5)
    while not scene.still.shown(scene) or not scene.still.has_cards:
        app.step(1 / 60)
        scene.draw(pygame.Surface(theme.LOGICAL_SIZE).convert())
    builds = scene.still.builds
    blits = []
    plain_towers = draw._towers
    monkeypatch.setattr(draw, "_towers", lambda s, surf: blits.append(1) or plain_towers(s, surf))
    for _ in range(5):
        scene.app.time += 0.1  # the glow pulses
        surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(surface)
        assert pygame.image.tobytes(surface, "RGB") == _drawn_part_by_part(scene)
    assert scene.still.builds == builds and len(blits) == 5  # only the references drew the towers


def test_a_lifted_towers_shadow_kept_per_size_is_the_shadow_scaled_anew(app, monkeypatch) -> None:
    from scenes.games.kamisado import draw

    scene = _start(app, monkeypatch, 5)
    app.step(1 / 60)
    shadow = scene.art.shadow
    for lift in [x * 0.7 for x in range(2, 60)] * 2:
        spread = 1.0 + lift / (scene.view.square * 0.8)
        if spread <= 1.02:
            continue
        kept = draw._spread_shadow(scene, spread)
        fresh = pygame.transform.smoothscale_by(shadow, spread)
        assert kept.get_size() == fresh.get_size() and kept.get_alpha() == int(255 / spread)
        assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_the_pictures_of_an_ai_move_are_drawn_before_it_is_played(app, monkeypatch) -> None:
    """With the frames' spare time between them, the frame of an AI's move paints no turn card, and
    neither it nor the frames of its animation and landing compose a still picture: all were drawn in the
    spare time after the AI's reply. Each frame of a move still has the pixels drawn part by part."""
    scene = _start(app, monkeypatch, 4)
    painted = []
    plain_paint = kamisado_panel.Panel._paint_turn
    monkeypatch.setattr(
        kamisado_panel.Panel, "_paint_turn", lambda self, *a: painted.append(a[3]) or plain_paint(self, *a)
    )
    composed = []
    for frame in range(700):
        before, builds = len(scene.session.moves), scene.still.builds
        painted.clear()
        app.step(1 / 60)
        if scene.session.moves and scene.state.phase == "play":
            composed.append(scene.still.builds - builds)
        if len(scene.session.moves) != before:  # the frame of the move
            assert painted == [], painted
        if len(scene.session.moves) != before or frame % 5 == 0:
            surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
            scene.draw(surface)
            assert pygame.image.tobytes(surface, "RGB") == _drawn_part_by_part(scene), f"frame {frame}"
        app.idle(0.05)  # the frames' spare time
    assert len(scene.session.moves) >= 8 and len(composed) >= 300
    assert sum(composed) <= 2, composed


def test_the_turn_cards_words_follow_the_position_language_and_the_blocked_tower(app, monkeypatch) -> None:
    scene = _start(app, monkeypatch, 6)
    for _ in range(300):
        app.step(1 / 60)
        fresh = scene.panel._turn_info()
        assert scene.panel.turn_info() == fresh
    scene.blocked_tower = kamisado_panel.required_tower(scene.state)
    assert scene.panel.turn_info() == scene.panel._turn_info() and "blocked" in scene.panel.turn_info().extra
    app.settings.language = "de"
    app.tr.language = "de"
    assert scene.panel.turn_info() == scene.panel._turn_info()


def test_the_still_picture_follows_everything_it_shows(app, monkeypatch) -> None:
    """At rest, each thing in the still picture changed alone (the trail, as after a pass; the score as
    it counts; the tower under the mouse; the language; the colour-blind symbols; sparks and a ring reaching over the info column, a ring on the board):
    the next frame shows it, as the board drawn part by part does."""
    scene = _start(app, monkeypatch, 5)
    while not scene.session.moves:
        app.step(1 / 60)
    app.ai.polls = 10**9  # no further move
    while not (scene.still.shown(scene) and scene.still.has_cards):
        app.step(1 / 60)
        scene.draw(pygame.Surface(theme.LOGICAL_SIZE).convert())
    tower_square = scene.state.towers[3]

    def trail_gone() -> None:
        scene.trail = None

    def score_counts() -> None:
        scene.score_view["white"] = 0.4

    def hovered() -> None:
        scene.hover_pos = tuple(round(c) for c in scene.view.to_screen(tower_square))

    def german() -> None:
        app.settings.language = "de"
        app.tr.set_language("de")

    def symbols() -> None:
        app.settings.colour_blind = True

    def spark() -> None:
        centre = scene.panel.score_rect.center  # sparks fly out of the board over the cards
        scene.fx.burst(centre, [(250, 250, 250)], count=60, speed=60, gravity=0, size=8)

    def ring() -> None:
        scene.fx.clear()
        x, y = scene.panel.score_rect.midleft  # a landing ring at the board's edge reaching over the card
        scene.fx.ring((x - 40, y + 40), (250, 250, 250), 140, 0.4, 6)

    def ring_on_the_board() -> None:
        scene.fx.clear()
        scene.fx.ring(scene.view.rect.center, (250, 250, 250), 100, 0.4, 6)

    for change in (trail_gone, score_counts, hovered, german, symbols, spark, ring, ring_on_the_board):
        change()
        app.step(1 / 60)
        surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(surface)
        assert scene.still.shown(scene) or change is symbols
        assert pygame.image.tobytes(surface, "RGB") == _drawn_part_by_part(scene), change.__name__
        assert scene.still.has_cards == (change not in (spark, ring)), change.__name__
