"""What Down Under draws in the board area each frame, back to front, from the view (view.py): the play
area while the camera moves (at rest it is in the kept ground, table.paint_ground), the glowing places and
the hint with its star, the table layer, cards in flight, the effects (fx), the ghost of the picked card
with its reasons, the status bar with Done / Take back, and the supply tray. It changes nothing but the
effects' scratch overlay (art.DownUnderArt): every function draws what it is given."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from rules.downunder import part_owners
from scenes.effects import draw_hint_star, pulse
from scenes.engine import textlog, theme
from scenes.engine.layers import Layers
from scenes.widgets.controls import Button, draw_button_face, draw_button_words
from scenes.widgets.draw import panel, text

from . import fx
from .art import DownUnderArt, card_image, draw_symbol, faded_card, soft_shadow, tile_face
from .layout import Camera
from .palette import BAR, FADE, PLAYER_COLOURS, TOOLTIP, lighter
from .table import draw_cards, paint_area
from .tray import draw_colour_chips, draw_tray
from .view import (
    BUTTON_H,
    Badge,
    DownUnderView,
    FlightView,
    Ghost,
    InHand,
    Marks,
    Star,
    Status,
    TurnButton,
)


def draw_board(view: DownUnderView, art: DownUnderArt, surface: pygame.Surface, layers: Layers) -> None:
    """The board area of a frame over its background (the ground, which the scene draws from `layers`)."""
    fonts = art.fonts
    camera = view.camera
    clip = surface.get_clip()
    board = pygame.Rect(view.board).inflate(-6, -6)
    surface.set_clip(board)
    if view.ground.area is None:  # not in the ground's kept picture: the camera moves, the fence grows
        paint_area(surface, view.area)
    marks = view.marks
    if marks.open_ends:
        _open_ends(view, surface, marks)
    if marks.targets:
        draw_targets(surface, camera, marks.targets, view.time)
    draw_cards(surface, view.cards, camera, view.smooth)
    if marks.turnable:
        _turnable(surface, fonts, camera, marks, view.time)
    if marks.tentative is not None:
        _tentative_rim(surface, camera, marks.tentative, view.time)
    if marks.hint is not None:
        _hint(surface, camera, marks.hint, view.time)
    _flights(view, surface, airborne=False)
    fx.draw(view.effects, camera, surface, art.overlay, fonts)
    if marks.star is not None:
        _star(surface, marks.star, view.time)
    if view.ghost is not None:
        _ghost(surface, fonts, view, view.ghost)
    if view.badge is not None:
        _gain_badge(surface, fonts, view, view.badge)
    if view.fade > 0:
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill((*FADE, int(255 * view.fade)))
        surface.blit(shade, board.topleft)
    surface.set_clip(clip)
    colour_blind = view.cards.colour_blind
    _status(surface, fonts, view.status, colour_blind)
    for button in view.turn_buttons:
        _turn_button(surface, fonts, button)
    _room(surface, fonts, view)
    draw_tray(surface, fonts, view.tray)
    draw_colour_chips(surface, fonts, view.chips, view.tray, colour_blind)
    _flights(view, surface, airborne=True)
    if view.in_hand is not None:
        _in_hand(surface, view.in_hand)
    if view.slot_tip is not None:
        tip = view.slot_tip
        _tooltip(surface, fonts, view, tip.message, tip.pos, tip.edge, tip.below)


# ---------------------------------------------------------------------------------------------- marks


def _open_ends(view: DownUnderView, surface: pygame.Surface, marks: Marks) -> None:
    """Where the seat to move may build: softly pulsing cells in his colour at his path's open ends."""
    glow = int(18 + 22 * pulse(view.time, 3.0))
    for cell in marks.open_ends:
        rect = view.camera.cell_rect(cell)
        surface.fill((glow, glow, glow), rect.inflate(-10, -10), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.rect(surface, lighter(marks.end_colour, 0.3), rect.inflate(-6, -6), 2, border_radius=8)


def draw_targets(surface: pygame.Surface, camera: Camera, cells, time: float) -> None:
    """Where the picked card fits: glowing gold cells."""
    glow = int(34 + 30 * pulse(time, 4.0))
    for cell in cells:
        rect = camera.cell_rect(cell)
        surface.fill(
            (glow, int(glow * 0.85), int(glow * 0.4)),
            rect.inflate(-8, -8),
            special_flags=pygame.BLEND_RGB_ADD,
        )
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(-4, -4), 3, border_radius=8)


def _turnable(surface: pygame.Surface, fonts, camera: Camera, marks: Marks, time: float) -> None:
    """The curves that may be turned to reopen a loop: a pulsing rim and a turn badge on each."""
    beat = pulse(time, 4.0)
    for cell in marks.turnable:
        rect = camera.cell_rect(cell)
        colour = theme.HIGHLIGHT if cell == marks.hover else theme.ACCENT
        grow = 4 + int(5 * beat)
        pygame.draw.rect(surface, colour, rect.inflate(grow, grow), 3, border_radius=10)
        r = max(9, rect.w // 6)
        centre = (rect.right - r + 2, rect.top + r - 2)
        pygame.draw.circle(surface, BAR, centre, r)
        pygame.draw.circle(surface, colour, centre, r, 2)
        text(surface, fonts, "⟳", centre, "small", colour, "center", size=max(10, int(r * 1.5)))


def _tentative_rim(surface: pygame.Surface, camera: Camera, cell, time: float) -> None:
    rect = camera.cell_rect(cell).inflate(8, 8)
    colour = lighter(theme.ACCENT, 0.3 * pulse(time, 5.0))
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)


def _hint(surface: pygame.Surface, camera: Camera, hint, time: float) -> None:
    """The hinted move: its card faded into its cell (none for a turn) and a glowing rim."""
    cell, face = hint
    rect = camera.cell_rect(cell)
    if face is not None:
        surface.blit(faded_card(face, rect.w, 150), rect)
    grow = int(8 + 8 * pulse(time, 5.0))
    pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(grow, grow), 4, border_radius=12)


def _star(surface: pygame.Surface, star: Star, time: float) -> None:
    """The hint's star over its cell (every game marks its hint so), above the cards and the effects."""
    draw_hint_star(surface, star.centre, time, star.radius)


# ---------------------------------------------------------------------------------------------- cards


def _flights(view: DownUnderView, surface: pygame.Surface, airborne: bool) -> None:
    """Cards on their way: those still in the air (from the tray) above everything, the rest on the
    table."""
    if not view.flights:
        return
    camera, cards = view.camera, view.cards
    owners = None
    for flight in view.flights:
        if (flight.start is not None and flight.t < 1.0) != airborne:
            continue
        if owners is None:
            owners = part_owners(cards.state)
        _flight(surface, camera, flight, owners, cards.colour_blind, cards.animals)


def _flight(
    surface: pygame.Surface, camera: Camera, flight: FlightView, owners: dict, blind: bool, animals: bool
) -> None:
    target = camera.cell_rect(flight.tile.cell)
    rect = target
    lift = 0.0
    start = pygame.Rect(flight.start) if flight.start is not None else None
    if start is not None and flight.t < 1.0:
        t = flight.t
        rect = pygame.Rect(
            round(start.x + (target.x - start.x) * t),
            round(start.y + (target.y - start.y) * t),
            round(start.w + (target.w - start.w) * t),
            round(start.h + (target.h - start.h) * t),
        )
        lift = math.sin(math.pi * t) * 0.25
    size = max(4, round(rect.w * (flight.scale + lift)))
    if start is not None and flight.t < 1.0:
        size = max(4, round(rect.w * (1.0 + lift)))
    face = tile_face(flight.tile, camera.quarter, blind, owners, flight.index, animals)
    image = card_image(face, size)
    if flight.angle:
        image = pygame.transform.rotate(image, flight.angle)
    if flight.alpha < 255:
        image = image.copy()
        image.set_alpha(int(max(0, flight.alpha)))
    centre = rect.center
    if lift or flight.scale > 1.0:
        height = lift + max(0.0, flight.scale - 1.0)
        shadow = soft_shadow(size)
        offset = (int(size * (0.05 + 0.3 * height)), int(size * (0.08 + 0.4 * height)))
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + offset[0], centre[1] + offset[1])))
    surface.blit(image, image.get_rect(center=centre))


def _ghost(surface: pygame.Surface, fonts, view: DownUnderView, ghost: Ghost) -> None:
    """The picked card under the mouse: snapped into a cell where it fits (with a green rim), else
    floating with the pointer over a red-rimmed cell that says why not."""
    rect = view.camera.cell_rect(ghost.cell)
    if ghost.fits:
        image = faded_card(ghost.face, rect.w, 200)
        if ghost.spin:
            image = pygame.transform.rotate(image, ghost.spin)
        surface.blit(image, image.get_rect(center=rect.center))
        pygame.draw.rect(surface, theme.GOOD, rect.inflate(6, 6), 3, border_radius=10)
        return
    pygame.draw.rect(surface, theme.BAD, rect.inflate(2, 2), 3, border_radius=10)
    size = max(24, int(rect.w * 0.8))
    image = faded_card(ghost.face, size, 150)
    if ghost.spin:
        image = pygame.transform.rotate(image, ghost.spin)
    surface.blit(image, image.get_rect(center=ghost.mouse))
    text(surface, fonts, "✗", rect.center, "heading", theme.BAD, "center", shadow=True)
    if ghost.reason:
        _tooltip(surface, fonts, view, ghost.reason, (rect.centerx, rect.bottom + 8))


def _gain_badge(surface: pygame.Surface, fonts, view: DownUnderView, badge: Badge) -> None:
    """Over the place the player points at (or the card laid for now): what it would add to his score, and
    to any other player's whose path its neutral part lengthens, before it is laid."""
    images = [
        fonts.render(label, "label" if i == 0 else "small", theme.TEXT)
        for i, (label, _) in enumerate(badge.items)
    ]
    w = sum(im.get_width() for im in images) + 34 * (len(images) - 1) + 33  # dot, gaps and padding
    bar = pygame.Rect(view.status.rect)
    for button in view.turn_buttons:
        bar.union_ip(pygame.Rect(button.rect))
    rect = badge_place(view.camera.cell_rect(badge.cell), (w, 30), pygame.Rect(view.board), bar)
    panel(surface, rect, TOOLTIP, badge.edge, radius=14, shadow=4, alpha=235)
    x = rect.x + 8
    for image, (_, dot) in zip(images, badge.items, strict=True):
        pygame.draw.circle(surface, dot, (x + 6, rect.centery), 6)
        surface.blit(image, image.get_rect(midleft=(x + 17, rect.centery)))
        x += image.get_width() + 34


def badge_place(
    cell: pygame.Rect, size: tuple[int, int], board: pygame.Rect, bar: pygame.Rect
) -> pygame.Rect:
    """Where the gain badge goes: over its cell, or under it where the status bar (with Done and Take back)
    would cover it; always inside the board."""
    rect = pygame.Rect((0, 0), size)
    rect.midbottom = (cell.centerx, cell.top - 6)
    inside = board.inflate(-12, -12)
    rect.clamp_ip(inside)
    if rect.colliderect(bar.inflate(8, 8)):
        rect.midtop = (cell.centerx, cell.bottom + 6)
        rect.clamp_ip(inside)
    return rect


def _in_hand(surface: pygame.Surface, hand: InHand) -> None:
    """A card dragged out of the tray while it is not over the table, and a dropped card flying home."""
    image = faded_card(hand.face, hand.size, 210)
    pos = hand.pos
    surface.blit(soft_shadow(hand.size), soft_shadow(hand.size).get_rect(center=(pos[0] + 6, pos[1] + 9)))
    surface.blit(image, image.get_rect(center=pos))


# ---------------------------------------------------------------------------------------------- bars


def _room(surface: pygame.Surface, fonts, view: DownUnderView) -> None:
    """Above the tray: the agreed size of the play area and how much of it the cards take so far (the
    dashed lines on the table show where full cards may still go; once the fence stands, only ends)."""
    if not view.room:
        return
    image = fonts.render(view.room, "small", theme.TEXT)
    rect = image.get_rect().inflate(20, 8)
    rect.bottomleft = (view.board[0] + 12, view.tray.look.rect[1] - 6)
    panel(surface, rect, BAR, theme.PANEL_EDGE, radius=10, shadow=2, alpha=200)
    surface.blit(image, image.get_rect(center=rect.center))


def _tooltip(
    surface: pygame.Surface,
    fonts,
    view: DownUnderView,
    message: str,
    pos: tuple[int, int],
    edge: tuple = theme.BAD,
    below: int | None = None,
) -> None:
    lines = fonts.wrap(message, "small", 300)
    w = 24 + max(fonts.get("small").size(line)[0] for line in lines)
    h = 12 + 20 * len(lines)
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = pos
    if below is not None:  # hangs above this y instead
        rect.bottom = below
    rect = clear_of(
        rect, [pygame.Rect(r) for r in view.keep_clear], pygame.Rect(view.board).inflate(-12, -12)
    )
    panel(surface, rect, TOOLTIP, edge, radius=8, shadow=4, alpha=235)
    for i, line in enumerate(lines):
        text(surface, fonts, line, (rect.x + 12, rect.y + 6 + 20 * i), "small", theme.TEXT)


MARK_REACH = 16  # how far a tutorial's pulsing frame reaches out of its place at most (tutorial/card.py)


def clear_of(rect: pygame.Rect, marks: list[pygame.Rect], inside: pygame.Rect) -> pygame.Rect:
    """A hover note's place inside `inside`, off a tutorial's pulsing highlight frames (issue 27: the
    frames crossed the note): where it wants to be if that is clear, else moved just above, below, left or
    right of the frames it meets, the nearest place that is clear; where none is, where it wanted to be."""
    wanted = rect.clamp(inside)
    frames = [m.inflate(2 * MARK_REACH, 2 * MARK_REACH) for m in marks]
    met = [f for f in frames if f.colliderect(wanted)]
    if not met:
        return wanted
    span = met[0].unionall(met[1:])
    tries = []
    for place in (
        wanted.move(0, span.top - 1 - wanted.bottom),
        wanted.move(0, span.bottom + 1 - wanted.top),
        wanted.move(span.left - 1 - wanted.right, 0),
        wanted.move(span.right + 1 - wanted.left, 0),
    ):
        moved = place.clamp(inside)
        if not any(f.colliderect(moved) for f in frames):
            tries.append((abs(moved.x - wanted.x) + abs(moved.y - wanted.y), moved.x, moved.y, moved))
    return min(tries, key=lambda t: t[:3])[3] if tries else wanted


def _status(surface: pygame.Surface, fonts, status: Status, colour_blind: bool) -> None:
    """One bar at the top of the table: whose turn it is and what to do (and Done / Take back while a
    card lies there for now)."""
    rect = pygame.Rect(status.rect)
    image = fonts.render(status.text, "label", theme.TEXT)
    colour = status.colour
    edge = PLAYER_COLOURS[colour] if colour is not None else theme.PANEL_EDGE
    panel(surface, rect, BAR, edge, radius=16, shadow=4, alpha=225)
    if colour is not None:
        dot = (rect.x + 18, rect.centery)
        pygame.draw.circle(surface, PLAYER_COLOURS[colour], dot, 7)
        if colour_blind:
            draw_symbol(surface, colour, dot, 4)
    at = image.get_rect(midleft=(rect.x + 34, rect.centery))
    surface.blit(image, at)
    textlog.note(surface, status.text, at, image)


def _turn_button(surface: pygame.Surface, fonts, button: TurnButton) -> None:
    """Done or Take back as its widget (scenes.widgets.controls.Button, role "label", `turn_buttons`) draws
    itself, from its look in the view: the face grows and lights up with the hover glow."""
    face, colour = draw_button_face(
        surface, pygame.Rect(button.rect), button.glow, True, button.accent, button.hover
    )
    draw_button_words(surface, fonts, face, button.label, "label", colour)


TURN_BUTTON_W = 150  # Done and Take back's width, unless a label needs more


def turn_button_width(fonts, labels: list[str]) -> int:
    """One width for Done and Take back in which both labels fit whole (German "Zurücknehmen")."""
    return max(TURN_BUTTON_W, 24 + max(fonts.get("label").size(label)[0] for label in labels))


def turn_buttons(t: Callable[..., str], confirm: Callable[[], object], take_back: Callable[[], object]):
    """Done and Take back, shown in the status bar while a card lies there for now: the scene's widgets
    take the clicks, the frame draws their looks (view.TurnButton, `_turn_button`)."""
    done = Button(
        pygame.Rect(0, 0, TURN_BUTTON_W, BUTTON_H),
        lambda: "✓ " + t("downunder.confirm"),
        confirm,
        role="label",
        accent=True,
    )
    back = Button(
        pygame.Rect(0, 0, TURN_BUTTON_W, BUTTON_H),
        lambda: "↶ " + t("downunder.take_back"),
        take_back,
        role="label",
    )
    return done, back
