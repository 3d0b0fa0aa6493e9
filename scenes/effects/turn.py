"""A board or a card turning over: seen edge-on half-way, squashed along one axis."""

from __future__ import annotations

import math

import pygame


def squash(turn: float) -> float:
    """How much of its width (or height) a thing shows `turn` of the way (0..1) through turning over."""
    return abs(math.cos(math.pi * turn))


def squashed(picture: pygame.Surface, turn: float, across: bool = True) -> pygame.Surface:
    """`picture` turned `turn` of the way: narrower (`across`, a card) or flatter (a board tipping away)."""
    w, h = picture.get_size()
    k = squash(turn)
    size = (max(1, int(w * k)), h) if across else (w, max(2, int(h * k)))
    return pygame.transform.smoothscale(picture, size) if size != (w, h) else picture
