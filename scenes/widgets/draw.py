"""Drawing helpers every scene uses: panels with shadows, aligned text, background gradients."""

from __future__ import annotations

import math

import pygame

from scenes.engine import textlog, theme
from scenes.engine.cache import SurfaceCache, cached
from scenes.engine.fonts import Fonts

# Shadows and translucent layers by size, bounded by their bytes too: a panel that grows in (results,
# messages) asks for a new size every frame, up to 1.7 MiB each, and with real frame times the sizes never
# come again. Bounded by count alone, the shadows grew by ~3 MiB a game (tests/bench/memory.py) toward 256
# entries, well over 100 MiB.
_SHADOWS: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(256, max_bytes=8 << 20)
_LAYERS: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(128, max_bytes=8 << 20)


def _shadow(size: tuple[int, int], radius: int, shadow: int) -> pygame.Surface:
    return _SHADOWS.get((size, radius, shadow), lambda: _paint_shadow(size, radius, shadow))


def _paint_shadow(size: tuple[int, int], radius: int, shadow: int) -> pygame.Surface:
    w, h = size
    shade = pygame.Surface((w + shadow * 2, h + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -2):
        pygame.draw.rect(
            shade,
            theme.SOFT_SHADOW,
            shade.get_rect().inflate(-i * 2, -i * 2).move(0, i // 2),
            border_radius=radius + i,
        )
    return shade


def _translucent(
    size: tuple[int, int], colour: tuple, border: tuple | None, radius: int, alpha: int
) -> pygame.Surface:
    key = (size, colour, border, radius, alpha)
    return _LAYERS.get(key, lambda: _paint_translucent(*key))


def _paint_translucent(
    size: tuple[int, int], colour: tuple, border: tuple | None, radius: int, alpha: int
) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], alpha), layer.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(layer, (*border[:3], alpha), layer.get_rect(), 2, border_radius=radius)
    return layer


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour=theme.PANEL,
    border=theme.PANEL_EDGE,
    radius: int = theme.RADIUS,
    shadow: int = 6,
    alpha: int = 255,
) -> None:
    """A rounded panel with a soft drop shadow (shadow and translucent layers are cached by size)."""
    rect = pygame.Rect(rect)
    if textlog.ACTIVE is not None:
        textlog.ACTIVE.box(surface, rect)
    if shadow:
        surface.blit(_shadow(rect.size, radius, shadow), (rect.x - shadow, rect.y - shadow + 2))
    if alpha < 255:
        surface.blit(
            _translucent(rect.size, tuple(colour), tuple(border) if border else None, radius, alpha), rect
        )
        return
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    if border:
        pygame.draw.rect(surface, border, rect, 2, border_radius=radius)


def text(
    surface: pygame.Surface,
    fonts: Fonts,
    value: str,
    pos: tuple[float, float],
    role: str = "body",
    colour=theme.TEXT,
    anchor: str = "topleft",
    size: int | None = None,
    shadow: bool = False,
    alpha: int = 255,
) -> pygame.Rect:
    """Draw text anchored at pos ("topleft", "center", "midtop", "midright", ...); returns its rect."""
    image = fonts.render(value, role, tuple(int(c) for c in colour[:3]), size)
    rect = image.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        back = fonts.render(value, role, theme.TEXT_SHADOW, size)
        back.set_alpha(min(alpha, 140))
        surface.blit(back, rect.move(2, 3))
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, rect)
    if textlog.ACTIVE is not None:
        textlog.ACTIVE.text(surface, value, rect, image)
    return rect


def fit_label(fonts: Fonts, value: str, role: str, width: int, smallest: float = 0.75) -> tuple[str, int]:
    """`value` at the largest size of `role` (down to `smallest` of its own) at which it fits `width` pixels,
    shortened with an ellipsis if even that is too wide; returns (text, size)."""
    size = theme.FONT_ROLES.get(role, ("sans", 20))[1]
    floor = max(8, int(size * smallest))
    while size > floor and fonts.width(value, role, size) > width:
        size -= 1
    return fit_text(fonts, value, role, width, size), size


def fit_text(
    fonts: Fonts, value: str, role: str, width: int, size: int | None = None, name: bool = False
) -> str:
    """Shorten with an ellipsis so that the text fits `width` pixels. Only a name may be shortened (`name`:
    a card's or a player's, whose whole form shows on hover); a sentence must wrap or get room, and the text
    tests fail on a shortened one (textlog.TextLog.faults)."""
    if fonts.width(value, role, size) <= width:
        return value
    while value and fonts.width(value + "…", role, size) > width:
        value = value[:-1]
    textlog.shortened(value + "…", name)
    return value + "…"


@cached(8)
def gradient(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> pygame.Surface:
    """A vertical gradient, built once per size and colours (the menus' and the scene base's; a game keeps
    its own in its package's cache, so that the picture goes with the game)."""
    return paint_gradient(size, top, bottom)


def paint_gradient(
    size: tuple[int, int], top: tuple[int, int, int], bottom: tuple[int, int, int]
) -> pygame.Surface:
    """A new vertical gradient picture."""
    surf = pygame.Surface(size)
    w, h = size
    for y in range(h):
        t = y / max(1, h - 1)
        colour = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, colour, (0, y), (w, y))
    return surf


@cached(8)
def _dim_layer(size: tuple[int, int], colour: tuple) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill(colour)
    return layer


def dim(surface: pygame.Surface, colour=theme.OVERLAY_DIM) -> None:
    if textlog.ACTIVE is not None:  # a layer over everything: what lies under it is not beside what comes
        textlog.ACTIVE.box(surface, surface.get_rect())
    surface.blit(_dim_layer(surface.get_size(), tuple(colour)), (0, 0))


def regular_polygon(centre: tuple[float, float], radius: float, sides: int, rotation: float = 0.0) -> list:
    cx, cy = centre
    return [
        (
            cx + radius * math.cos(rotation + 2 * math.pi * i / sides),
            cy + radius * math.sin(rotation + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def mix(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))
