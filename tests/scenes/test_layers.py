"""The engine's layers (scenes/engine/layers.py): a picture is painted again exactly when its view part
changes, it is found by the part's equality (never its identity), and KEEP = False paints in place."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
import pytest

from scenes.engine import layers
from scenes.engine.layers import Layers


@dataclass(frozen=True)
class Part:
    colour: tuple[int, int, int]
    x: int


calls: list[Part] = []


def paint(target: pygame.Surface, part: Part) -> None:
    calls.append(part)
    target.fill(part.colour, pygame.Rect(part.x, 0, 4, 4))


@pytest.fixture(autouse=True)
def _fresh() -> None:
    calls.clear()


def test_a_part_equal_to_the_last_one_is_blitted_not_painted() -> None:
    kept = Layers()
    surface = pygame.Surface((16, 8))
    kept.draw(surface, paint, Part((200, 0, 0), 2))
    kept.draw(surface, paint, Part((200, 0, 0), 2))  # an equal part, built anew: no new painting
    assert calls == [Part((200, 0, 0), 2)]
    assert surface.get_at((3, 1))[:3] == (200, 0, 0)


def test_a_changed_part_is_painted_again_and_shows_its_change() -> None:
    kept = Layers()
    surface = pygame.Surface((16, 8))
    kept.draw(surface, paint, Part((200, 0, 0), 2))
    kept.draw(surface, paint, Part((0, 200, 0), 8))
    assert len(calls) == 2
    assert surface.get_at((9, 1))[:3] == (0, 200, 0)
    assert surface.get_at((3, 1))[:3] == (0, 0, 0)  # the whole picture was replaced, not drawn over


def test_each_paint_function_has_its_own_pictures_and_depth_bounds_them() -> None:
    kept = Layers(depth=2)
    surface = pygame.Surface((16, 8))
    parts = [Part((200, 0, 0), 0), Part((0, 200, 0), 4), Part((0, 0, 200), 8)]
    for part in parts:
        kept.draw(surface, paint, part)
    kept.draw(surface, paint, parts[2])  # still kept
    kept.draw(surface, paint, parts[1])  # still kept
    kept.draw(surface, paint, parts[0])  # dropped by the depth of 2: painted again
    assert calls == [*parts, parts[0]]


def test_the_kept_frame_equals_the_plain_one_and_keep_off_paints_in_place(monkeypatch) -> None:
    kept, plain = pygame.Surface((16, 8)), pygame.Surface((16, 8))
    part = Part((10, 20, 30), 5)
    Layers().draw(kept, paint, part)
    monkeypatch.setattr(layers, "KEEP", False)
    many = Layers()
    many.draw(plain, paint, part)
    many.draw(plain, paint, part)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(plain, "RGB")
    assert len(calls) == 3 and many.painted == 0  # off: painted each time, nothing kept


def test_a_transparent_layer_keeps_what_lies_under_it() -> None:
    surface = pygame.Surface((16, 8))
    surface.fill((50, 50, 50))
    Layers().draw(surface, paint, Part((200, 0, 0), 2), alpha=True)
    assert surface.get_at((10, 1))[:3] == (50, 50, 50)
    assert surface.get_at((3, 1))[:3] == (200, 0, 0)


def test_ready_paints_ahead_so_the_frame_only_blits() -> None:
    kept = Layers()
    part = Part((1, 2, 3), 0)
    kept.ready(paint, part, (16, 8))
    kept.draw(pygame.Surface((16, 8)), paint, part)
    assert calls == [part]
