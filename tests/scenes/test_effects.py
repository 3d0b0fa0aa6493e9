"""The shared effects (scenes/effects): each ages, ends, and shows frozen marks that paint."""

from __future__ import annotations

import pygame
import pytest

from scenes.effects import (
    FloatingWords,
    Ribbon,
    Rings,
    Sparks,
    draw_hint_star,
    draw_rings,
    draw_sparks,
    draw_words,
    pulse,
    squash,
    squashed,
)
from scenes.engine import theme


def _painted(surface: pygame.Surface) -> bool:
    return any(pygame.image.tobytes(surface, "RGB"))


def _run(effect, seconds: float, dt: float = 1 / 60) -> None:
    for _ in range(int(seconds / dt)):
        effect.update(dt)


def test_pulse_stays_between_0_and_1_and_moves() -> None:
    values = [pulse(t / 10, 5.0) for t in range(100)]
    assert min(values) >= 0.0 and max(values) <= 1.0
    assert max(values) - min(values) > 0.9


def test_sparks_fly_fall_and_end() -> None:
    sparks = Sparks(seed=1)
    sparks.burst((100, 100), [(255, 0, 0), (0, 255, 0)], 20, 200, life=0.5, gravity=400)
    first = sparks.view()
    assert len(first) == 20 and {s.colour for s in first} == {(255, 0, 0), (0, 255, 0)}
    _run(sparks, 0.2)
    moved = sparks.view()
    assert moved != first and hash(moved) is not None  # frozen marks, cheap to compare
    _run(sparks, 0.5)
    assert sparks.view() == ()


def test_sparks_are_the_same_for_the_same_seed_and_capped() -> None:
    a, b = Sparks(seed=3, limit=50), Sparks(seed=3, limit=50)
    for s in (a, b):
        for _ in range(4):
            s.burst((0, 0), [(1, 2, 3)], 30, 100)
        _run(s, 0.1)
    assert a.view() == b.view() and len(a.view()) == 50


def test_rings_grow_fade_and_end() -> None:
    rings = Rings()
    rings.add((50, 50), (255, 255, 255), 40, seconds=0.5)
    _run(rings, 0.05)
    (early,) = rings.view()
    _run(rings, 0.3)
    (late,) = rings.view()
    assert late.radius > early.radius and late.alpha < early.alpha
    _run(rings, 0.3)
    assert rings.view() == ()


def test_floating_words_pop_rise_fade_and_end() -> None:
    words = FloatingWords()
    words.say("+2", (100, 200), (255, 200, 0), hold=0.6, rise=30, delay=0.1)
    assert words.view() == ()  # its delay
    _run(words, 0.2)
    (popping,) = words.view()
    _run(words, 0.4)
    (risen,) = words.view()
    assert risen.y < popping.y and risen.text == "+2"
    _run(words, 0.5)
    assert words.view() == ()


def test_floating_words_stay_inside_their_bounds() -> None:
    words = FloatingWords()
    words.say("Sumo!", (5, 5), (255, 255, 255))
    _run(words, 0.3)
    (mark,) = words.view(pygame.Rect(0, 0, 200, 200))
    assert mark.x >= 8 and mark.y >= 8


def test_ribbon_arrives_stays_and_leaves() -> None:
    ribbon = Ribbon(life=1.4)
    assert ribbon.view() is None
    ribbon.show("Black to move", (10, 20, 30))
    _run(ribbon, 0.1)
    arriving = ribbon.view()
    _run(ribbon, 0.4)
    staying = ribbon.view()
    assert arriving is not None and staying is not None
    assert arriving.alpha < staying.alpha == 255 and staying.offset == 0
    _run(ribbon, 1.0)
    assert ribbon.view() is None


@pytest.mark.parametrize(("turn", "expected"), [(0.0, 1.0), (0.5, 0.0), (1.0, 1.0)])
def test_squash_is_edge_on_half_way(turn: float, expected: float) -> None:
    assert squash(turn) == pytest.approx(expected, abs=1e-9)


def test_squashed_keeps_the_other_side() -> None:
    card = pygame.Surface((60, 90))
    assert squashed(card, 0.25).get_size() == (42, 90)
    assert squashed(card, 0.25, across=False).get_size() == (60, 63)


def test_every_mark_paints(app) -> None:
    surface = pygame.Surface((300, 300))
    sparks, rings, words = Sparks(), Rings(), FloatingWords()
    sparks.burst((150, 150), [(255, 0, 0)], 10, 50)
    rings.add((150, 150), (0, 255, 0), 60)
    words.say("Hi", (150, 150), (0, 0, 255), rim=(0, 0, 0))
    for effect in (sparks, rings, words):
        _run(effect, 0.1)
    for paint, marks in ((draw_sparks, sparks.view()), (draw_rings, rings.view())):
        surface.fill((0, 0, 0))
        paint(surface, marks)
        assert _painted(surface)
    surface.fill((0, 0, 0))
    draw_words(surface, words.view(), app.fonts)
    assert _painted(surface)
    surface.fill((0, 0, 0))
    draw_hint_star(surface, (150, 150), 0.0)
    assert surface.get_at((150, 150))[:3] == theme.HIGHLIGHT
