"""Ka-Mel-Oh!'s frames drawn with keeping on (`scenes.engine.layers.KEEP`, the one switch: the table's
kept buttons) show what the plain drawing shows: every compared frame of played games has the pixels of
the same frame drawn with nothing kept. The game keeps no picture of its own (issue 26): its table is
drawn from the frame's view in every frame."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.launch import start_game_scene
from tests.scenes.conftest import run_frames


def _drawn(scene) -> bytes:
    surface = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _plain(scene, monkeypatch) -> bytes:
    """The frame with nothing kept (layers.KEEP off): the buttons drawn in place."""
    from scenes.engine import layers

    with monkeypatch.context() as m:
        m.setattr(layers, "KEEP", False)
        return _drawn(scene)


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _game(app, kinds: tuple[str, str], seed: int):
    seats = [Seat(kinds[0], "Anna"), Seat(kinds[1], "Bernd")]
    start_game_scene(app, GameSession.start("kameloh", seats, {}, seed))
    scene = app.stack.scenes[0]
    scene._drive_ai = lambda: None  # the test plays every seat's moves itself
    run_frames(app, 3)
    return scene


@pytest.mark.parametrize("kinds", [("ai-easy", "ai-easy"), ("human", "ai-easy")], ids=["ai-ai", "human-ai"])
def test_every_frame_drawn_with_keeping_on_has_the_pixels_of_the_plain_drawing(
    app, monkeypatch, kinds
) -> None:
    """Moves of both seats, their animations and the still frames between them, with the mouse resting on
    a card of the bottom hand (it lifts), on the table's and the step panel's buttons (their glow eases in)
    and away; halfway the language changes (the buttons' words)."""
    scene = _game(app, kinds, 3)
    rng = random.Random(5)
    spots = [(300, 600), scene.attack_button.rect.center, scene.step_buttons["search"].rect.center]
    spots += [scene.pass_button.rect.center, (600, 300), (-100, -100)]
    compared = moves = rest = 0
    for frame in range(700):
        if not scene.animating and app.stack.top is scene and not scene.session.over and frame % 40 > 20:
            scene.play(rng.choice(scene.game.legal_moves(scene.state)))
            moves += 1
        if frame % 30 == 0:
            _hover(app, spots[(frame // 30) % len(spots)])
        if frame == 350:
            app.tr.set_language("de")
        app.step(1 / 60)
        if frame % 2 or app.stack.top is not scene:
            continue
        rest += not scene.animating
        assert _drawn(scene) == _plain(scene, monkeypatch), f"frame {frame}"
        compared += 1
    assert moves >= 8 and compared >= 300 and rest >= 50


def test_a_kept_button_is_drawn_once_per_look(app) -> None:
    """The same look blits the kept picture; a new look (the glow settled, words) draws a new one; while
    the glow eases the button is drawn in place."""
    scene = _game(app, ("human", "ai-easy"), 4)
    run_frames(app, 2)
    button = next(
        b for b in (scene.attack_button, scene.pass_button, *scene.step_buttons.values()) if b.enabled
    )
    kept = len(button._looks)
    run_frames(app, 10)
    assert len(button._looks) == kept
    _hover(app, button.rect.center)
    for _ in range(4):
        app.step(1 / 60)
    assert button.hover and 0 < button.glow < 1 and len(button._looks) == kept
    run_frames(app, 10)
    assert button.glow == 1 and len(button._looks) == kept + 1


class _Replies:
    """The AI process's face with a fixed answer: a legal move chosen by a seeded generator, 20 polls
    (frames) after the request, as a search that thinks for a while."""

    def __init__(self, game, seed: int) -> None:
        self.game, self.asked, self.alive, self.pending = game, None, True, None
        self.rng, self.polls = random.Random(seed), 0

    def request(self, ref, view, seat, level, seed, budget) -> int:
        self.asked, self.polls = view, 0
        return 1

    def poll(self):
        from scenes.engine.ai_worker import AiReply

        self.polls += 1
        if self.asked is None or self.polls <= 20:
            return None
        move, self.asked = self.rng.choice(self.game.legal_moves(self.asked)), None
        return AiReply(1, move, 0.0, None)

    def cancel(self) -> None:
        self.asked = None


def test_the_frames_of_ai_moves_readied_ahead_have_the_pixels_of_the_plain_drawing(app, monkeypatch) -> None:
    """Before an AI's move is played, the frames' spare time readies its first frame (the step panel, the
    pass button's words: KamelohScene.ready_steps); every compared frame, those of the moves first, has the
    pixels of the plain drawing."""
    seats = [Seat("ai-hard", "Anna"), Seat("ai-hard", "Bernd")]
    start_game_scene(app, GameSession.start("kameloh", seats, {}, 6))
    scene = app.stack.scenes[0]
    monkeypatch.setattr(app, "ai", _Replies(scene.game, 6))
    app.speed_boost = 4.0
    played_moves = compared = 0
    for frame in range(1500):
        moves = len(scene.session.moves)
        app.step(1 / 60)
        if app.stack.top is not scene:
            break
        app.idle(0.01)  # the spare time of the frame, as App.run's pacer gives it
        played = len(scene.session.moves) > moves
        played_moves += played
        if played or frame % 5 == 0:
            assert _drawn(scene) == _plain(scene, monkeypatch), f"frame {frame}"
            compared += 1
    assert played_moves >= 8 and compared >= 200


def test_crumbling_pieces_tinted_at_once_are_those_tinted_one_by_one(app) -> None:
    """fx.Effects.crumble tints the card once and cuts the pieces from it (140 fills were ~1 ms)."""
    from scenes.games.kameloh import palette
    from scenes.games.kameloh.fx import Effects

    image = pygame.Surface((116, 162), pygame.SRCALPHA)
    rng = random.Random(1)
    for _ in range(4000):
        image.set_at((rng.randrange(116), rng.randrange(162)), [rng.randrange(256) for _ in range(4)])
    effects = Effects()
    effects.crumble(image, pygame.Rect(100, 200, 116, 162), (0, 0))
    assert len(effects.chunks) == 10 * 14
    for chunk in effects.chunks:
        x, y = chunk.x - 100, chunk.y - 200
        piece = image.subsurface(pygame.Rect(x, y, *chunk.image.get_size())).copy()
        piece.fill(palette.CRUMBLE, special_flags=pygame.BLEND_RGB_MULT)
        assert pygame.image.tobytes(chunk.image, "RGBA") == pygame.image.tobytes(piece, "RGBA")


def test_a_button_look_drawn_ahead_is_the_one_drawn_in_the_frame(app, monkeypatch) -> None:
    """Button.ready (the pass button's words after an AI's move) keeps the picture the frame would draw:
    the frame finds it and draws no button, and it has the pixels of the frame drawn in place. Words too
    long for the face are drawn in place."""
    scene = _game(app, ("ai-easy", "ai-easy"), 4)
    button = scene.pass_button
    assert button.label() != "Fertig"
    button.ready(app, "Fertig", False)
    kept = len(button._looks)
    button.label = lambda: "Fertig"
    button.enabled = False
    drawn: list[pygame.Rect] = []
    paint = type(button).draw
    monkeypatch.setattr(type(button), "draw", lambda b, *a: drawn.append(pygame.Rect(b.rect)) or paint(b, *a))
    frame = _drawn(scene)
    assert len(button._looks) == kept and button.rect not in drawn  # nothing drawn in the frame
    assert frame == _plain(scene, monkeypatch) and button.rect in drawn
    button.label = lambda: "Diesen Zug jetzt beenden, bitte"  # too long: drawn in place, not kept
    assert button.kept_picture(app, False) is None
    kept_draw, plain = (pygame.Surface(theme.LOGICAL_SIZE).convert() for _ in range(2))
    button.draw_kept(kept_draw, app, False)
    button.draw(plain, app, False)
    assert pygame.image.tobytes(kept_draw, "RGB") == pygame.image.tobytes(plain, "RGB")


def test_a_table_button_drawn_from_its_kept_looks_has_the_pixels_of_its_plain_drawing(app) -> None:
    """Ka-Mel-Oh!'s table and step buttons through the shared kept looks (Widget.draw_kept): on a
    patterned table every look (plain, hovered, its glow easing, focused, disabled, a price, free, other
    words, the other language) lays the pixels of the button drawn in place, drawn into the kept looks and
    from them; each look that may be kept is kept, one picture per look."""
    from scenes.games.kameloh.panel import StepButton, TableButton
    from scenes.widgets.draw import paint_gradient

    table = paint_gradient(theme.LOGICAL_SIZE, (30, 90, 60), (140, 40, 20)).convert()
    pygame.draw.circle(table, (200, 180, 40), (1000, 600), 120)
    words = ["Attack!"]
    attack = TableButton((940, 600, 210, 50), lambda: words[0], lambda: None, "label", True)
    step = StepButton((960, 250, 120, 34), lambda: words[0], lambda: None)
    looks = [
        dict(),
        dict(hover=True, time=0.15),
        dict(hover=True, time=0.06),  # easing: drawn in place
        dict(focused=True, time=0.15),
        dict(enabled=False),
        dict(words="Done"),
        dict(price=3),
        dict(price=3, enabled=False),
        dict(language="de"),
    ]
    for button in (attack, step):
        pictures = 0
        for look in looks:
            words[0] = look.get("words", "Attack!")
            button.price = look.get("price", 0 if button is step else None)
            button.enabled = look.get("enabled", True)
            button.hover, button._hover_time = look.get("hover", False), look.get("time", 0.0)
            focused = look.get("focused", False)
            app.tr.set_language(look.get("language", "en"))
            for _ in range(2):
                direct, from_kept = table.copy(), table.copy()
                button.draw(direct, app, focused)
                button.draw_kept(from_kept, app, focused)
                assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(from_kept, "RGB"), look
            easing = "time" in look and look["time"] < 0.15
            assert (button.kept_picture(app, focused) is None) == easing, look
            pictures += not easing
            assert len(button._looks) == pictures, look
    app.tr.set_language("en")
