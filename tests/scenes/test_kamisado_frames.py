"""Kamisado's frame work (issues 17, 26): what its frames keep between them (the engine's layers: the still
table, the info column's cards, the refill panel; the cached trail and lifted shadows) shows what the frame
would draw with nothing kept (`scenes.engine.layers.KEEP` off), the turn card's words and its picture
painted ahead of an AI's move."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import layers, theme
from scenes.engine.ai_worker import AiReply
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


def _drawn_plain(scene: KamisadoScene) -> bytes:
    """The frame as drawn with nothing kept between frames (the one switch off)."""
    surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
    layers.KEEP = False
    try:
        scene.draw(surface)
    finally:
        layers.KEEP = True
    return pygame.image.tobytes(surface, "RGB")


def _drawn(scene: KamisadoScene) -> bytes:
    surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("seed", "think"), [(3, 8), (8, 60)])
def test_every_frame_of_an_ai_game_kept_has_the_pixels_of_the_plain_frame(
    app, monkeypatch, seed, think
) -> None:
    """Moves, pushes, landings, rounds won and refilled, the board turning and shaking: the frame drawn
    with the layers kept equals the frame drawn with nothing kept, in every third frame (quick replies,
    or a second of thinking)."""
    scene = _start(app, monkeypatch, seed, think)
    compared = still = 0
    rounds = set()
    for frame in range(2400):
        app.step(1 / 60)
        if app.stack.top is not scene:
            break
        if frame % 3:
            continue
        kept = _drawn(scene)
        still += scene.backdrop_now is not None
        rounds.add(scene.state.round_no)
        assert kept == _drawn_plain(scene), f"frame {frame}"
        compared += 1
    assert len(scene.session.moves) >= 20 and len(rounds) >= 2
    assert compared >= 300 and still >= 100
    assert scene.layers.painted <= 6 * len(scene.session.moves) + 20  # a few a move, not one a frame


def test_a_lifted_towers_shadow_kept_per_size_is_the_shadow_scaled_anew(app, monkeypatch) -> None:
    from scenes.games.kamisado import draw

    scene = _start(app, monkeypatch, 5)
    app.step(1 / 60)
    shadow = scene.art.towers.shadow
    for lift in [x * 0.7 for x in range(2, 60)] * 2:
        spread = 1.0 + lift / (scene.view.square * 0.8)
        if spread <= 1.02:
            continue
        kept = draw.spread_shadow(scene.view.square, spread)
        fresh = pygame.transform.smoothscale_by(shadow, spread)
        assert kept.get_size() == fresh.get_size() and kept.get_alpha() == int(255 / spread)
        assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(fresh, "RGBA")


def test_the_turn_card_of_an_ai_move_is_painted_before_it_is_played(app, monkeypatch) -> None:
    """With the frames' spare time between them, the frame of an AI's move paints no turn card; each
    frame of a move still has the pixels of the plain frame."""
    scene = _start(app, monkeypatch, 4)
    painted = []
    plain_paint = kamisado_panel.Panel.paint_turn
    monkeypatch.setattr(
        kamisado_panel.Panel, "paint_turn", lambda self, *a: painted.append(a[1]) or plain_paint(self, *a)
    )
    moves = 0
    for frame in range(700):
        before = len(scene.session.moves)
        painted.clear()
        app.step(1 / 60)
        if len(scene.session.moves) != before:  # the frame of the move
            assert painted == [], painted
            moves += 1
        if len(scene.session.moves) != before or frame % 5 == 0:
            assert _drawn(scene) == _drawn_plain(scene), f"frame {frame}"
        app.idle(0.05)  # the frames' spare time
    assert moves >= 8


def test_the_turn_cards_words_follow_the_position_language_and_the_blocked_tower(app, monkeypatch) -> None:
    scene = _start(app, monkeypatch, 6)

    def fresh():
        session, state = scene.session, scene.state
        tower = kamisado_panel.shown_tower(state)
        rank = scene.stage.sprites[tower].rank if tower in scene.stage.sprites else None
        states, moves, movers = session.states, session.moves, session.movers
        return kamisado_panel.turn_info(app, state, states, moves, movers, scene.stage.blocked_tower, rank)

    for _ in range(300):
        app.step(1 / 60)
        assert scene.view_now().panel.turn.info == fresh()
    scene.stage.blocked_tower = kamisado_panel.required_tower(scene.state)
    info = scene.view_now().panel.turn.info
    assert info == fresh() and "blocked" in info.extra
    app.settings.language = "de"
    app.tr.language = "de"
    assert scene.view_now().panel.turn.info == fresh()


def test_the_kept_frame_follows_everything_it_shows(app, monkeypatch) -> None:
    """At rest, each thing in a kept picture changed alone (the trail, as after a pass; the score as it
    counts; the tower under the mouse; the language; the colour-blind symbols; sparks and a ring reaching
    over the info column, a ring on the board): the next frame shows it, as the plain frame does."""
    scene = _start(app, monkeypatch, 5)
    while not scene.session.moves:
        app.step(1 / 60)
    app.ai.polls = 10**9  # no further move
    for _ in range(120):
        app.step(1 / 60)
        _drawn(scene)
    tower_square = scene.state.towers[3]

    def trail_gone() -> None:
        scene.trail = None

    def score_counts() -> None:
        scene.stage.score_view["white"] = 0.4

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
        kept = _drawn(scene)
        assert scene.backdrop_now is not None, change.__name__  # the kept table is the background
        assert kept == _drawn_plain(scene), change.__name__
