"""The seat banner: every seat with its name, kind and colour; the seat to move glows, an AI seat that
is thinking shows an animated "thinking…"."""

from __future__ import annotations

import math

import pygame

from scenes.engine import theme
from scenes.widgets.draw import fit_text, panel, text


def draw_banner(
    surface: pygame.Surface,
    app,
    rect: pygame.Rect,
    names: list[str],
    kinds: list[str],
    colours: list[tuple],
    to_move: int | None,
    thinking: bool,
    extra: list[str] | None = None,
) -> None:
    """`extra[i]` is a short per-seat status (score, cards left) shown at the right of its row."""
    draw_banner_panel(surface, rect)
    for seat in range(len(names)):
        draw_banner_row(surface, app, rect, seat, names, kinds, colours, to_move, thinking, extra)


def draw_banner_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The banner's panel without its rows."""
    panel(surface, rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)


def draw_banner_row(
    surface: pygame.Surface,
    app,
    rect: pygame.Rect,
    seat: int,
    names: list[str],
    kinds: list[str],
    colours: list[tuple],
    to_move: int | None,
    thinking: bool,
    extra: list[str] | None = None,
) -> None:
    """One seat's row of the banner. The rows never overlap: the seat to move (the only row that changes
    from frame to frame, with its glow and its dots) can be drawn alone over a kept picture of the rest."""
    r = row_rect(rect, seat, len(names))
    if seat == to_move:
        draw_row_glow(surface, app, r)
    draw_row_content(surface, app, r, seat, names, kinds, colours, to_move, thinking, extra)


def row_rect(rect: pygame.Rect, seat: int, seats: int) -> pygame.Rect:
    row = min(44, (rect.h - 12) // max(1, seats))
    return pygame.Rect(rect.x + 8, rect.y + 6 + seat * row, rect.w - 16, row - 4)


def draw_row_glow(surface: pygame.Surface, app, r: pygame.Rect) -> None:
    """The pulsing ground of the row of the seat to move."""
    pulse = 0.5 + 0.5 * math.sin(app.time * 4)
    glow = tuple(int(c * (0.55 + 0.25 * pulse)) for c in theme.ACCENT)
    pygame.draw.rect(surface, glow, r, border_radius=8)


def thinking_dots(app) -> int:
    """How many dots follow "thinking" now (1-3)."""
    return 1 + int(app.time * 3) % 3


def draw_row_content(
    surface: pygame.Surface,
    app,
    r: pygame.Rect,
    seat: int,
    names: list[str],
    kinds: list[str],
    colours: list[tuple],
    to_move: int | None,
    thinking: bool,
    extra: list[str] | None = None,
) -> None:
    """A row's colour disc, name, status and extra words (all but the glow)."""
    name = names[seat]
    active = seat == to_move
    pygame.draw.circle(surface, colours[seat], (r.x + 16, r.centery), 10)
    pygame.draw.circle(surface, theme.TEXT_DIM, (r.x + 16, r.centery), 10, 2)
    status = app.t(f"seat.{kinds[seat]}")
    if active and thinking:
        status = app.t("game.thinking") + "." * thinking_dots(app)
    right = r.right - 8
    if extra and extra[seat]:
        er = text(surface, app.fonts, extra[seat], (right, r.centery), "label", theme.HIGHLIGHT, "midright")
        right = er.left - 10
    # name and status share the line when both fit (the status measured at its widest, "thinking...",
    # so that nothing jumps while the dots change); otherwise the status goes under the name
    left = r.x + 34
    tiny = app.fonts.get("tiny")
    status_w = max(tiny.size(app.t(f"seat.{kinds[seat]}"))[0], tiny.size(app.t("game.thinking") + "...")[0])
    name_w = app.fonts.get("label").size(name)[0]
    if name_w + 12 + status_w <= right - left or r.h < 36:
        label = fit_text(app.fonts, name, "label", max((right - left) // 2, right - left - status_w - 12))
        nr = text(surface, app.fonts, label, (left, r.centery), "label", theme.TEXT, "midleft")
        room = right - nr.right - 12
        if room > 24:
            status = fit_text(app.fonts, status, "tiny", room)
            text(surface, app.fonts, status, (right, r.centery), "tiny", theme.TEXT_DIM, "midright")
    else:
        label = fit_text(app.fonts, name, "label", right - left)
        text(surface, app.fonts, label, (left, r.centery - 7), "label", theme.TEXT, "midleft")
        status = fit_text(app.fonts, status, "tiny", right - left)
        text(surface, app.fonts, status, (left, r.centery + 11), "tiny", theme.TEXT_DIM, "midleft")
