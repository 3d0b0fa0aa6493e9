"""Down Under's screen as data: everything a frame shows, as frozen dataclasses and tuples compared by value
(the camera, the ground with the play area, the cards on the table, the marks of where cards may go, the
cards in flight, the ghost of the picked card, the status bar, the room line, the tray, the card in the
hand). `build` makes it from the rules' state, the scene's interface state and its sprites (the tray's
slots, the flights); texts in it are worded already, so a switch of language changes the view. The draw
room draws it; the ground is the scene's one kept layer (scenes.engine.layers)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from rules.downunder import TURN, Move, State, mover_colour
from scenes.engine import theme

from .art import Face, plain_face
from .layout import Camera, Layout
from .palette import PLAYER_COLOURS
from .panel import Panel, panel_view
from .pick import BySlot, SlotKey, Turns, rotations_at, shown_rotation, slot_of
from .table import Area, Cards, Ground, area_of, lod_for
from .tray import (
    CardDrag,
    Chip,
    FlyBack,
    SlotView,
    SupplyTray,
    TrayLook,
    TrayView,
    card_tile,
    colour_chips,
    supply_title,
)

Cell = tuple[int, int]
Rect = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class FlightView:
    """A card on its way (anim.Flight as drawn now)."""

    tile: object
    index: int
    start: Rect | None
    t: float
    scale: float
    angle: float
    alpha: float


@dataclass(frozen=True, slots=True)
class Ghost:
    """The picked card under the pointer: snapped into `cell` where it fits, else floating at `mouse`."""

    cell: Cell
    fits: bool
    face: Face
    spin: float
    mouse: tuple[int, int]
    reason: str | None


@dataclass(frozen=True, slots=True)
class Badge:
    """What the considered move adds to each seat's score, over its cell."""

    items: tuple[tuple[str, tuple], ...]  # (words, dot colour); the first the mover's
    cell: Cell
    edge: tuple


@dataclass(frozen=True, slots=True)
class Status:
    """The bar at the top of the table: its words, the colour of its dot and rim (None: none), its rect and
    whether Done / Take back sit in it."""

    text: str
    colour: int | None
    rect: Rect
    buttons: bool
    button_w: int


@dataclass(frozen=True, slots=True)
class InHand:
    """A card dragged off the table, or a dropped one flying home."""

    face: Face
    size: int
    pos: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Tip:
    message: str
    pos: tuple[int, int]
    edge: tuple
    below: int | None


@dataclass(frozen=True, slots=True)
class Marks:
    """The glowing places: the open ends of the seat to move (with their colour), the picked card's
    targets, the curves that may turn (and the one under the pointer), the card laid for now, the hint
    (with the face of its card, None for a turn)."""

    open_ends: tuple[Cell, ...]
    end_colour: tuple
    targets: tuple[Cell, ...]
    turnable: tuple[Cell, ...]
    hover: Cell | None
    tentative: Cell | None
    hint: tuple[Cell, Face | None] | None


@dataclass(frozen=True, slots=True)
class DownUnderView:
    board: Rect
    camera: Camera
    ground: Ground  # the frame's background (a kept layer); its area None while the board draws it
    opaque: bool  # the ground may be the frame's backdrop (not while a held card may pass the panel's margin)
    area: Area
    cards: Cards
    smooth: bool  # the table layer smoothly scaled (the zoom holds)
    time: float  # the pulse of the glowing places
    marks: Marks
    flights: tuple[FlightView, ...]
    ghost: Ghost | None
    badge: Badge | None
    fade: float
    status: Status
    room: str
    tray: TrayView
    chips: tuple[Chip, ...]
    in_hand: InHand | None
    slot_tip: Tip | None
    panel: Panel


@dataclass(frozen=True, slots=True)
class Interface:
    """The scene's interface state a frame shows (what the player does, where the pointer is)."""

    human: bool
    picked: SlotKey | None
    tentative: Move | None
    rot: int
    colour: int
    hint: Move | None
    mouse: tuple[int, int]
    hover: Cell | None
    ghost_spin: float
    fade: float
    fence: float
    camera_moving: bool
    smooth: bool
    held_off: bool  # a card held by the player is drawn off the table (no kept ground: see Ground)
    show_legal: bool
    colour_blind: bool
    time: float


def status_rect(fonts, text: str, buttons: bool, button_w: int, focus: pygame.Rect, board: pygame.Rect):
    """The status bar's rect (Done / Take back sit at its right when `buttons`)."""
    width = fonts.render(text, "label", theme.TEXT).get_width() + 56 + (2 * (button_w + 10) if buttons else 0)
    rect = pygame.Rect(0, 0, width, 40 if buttons else 34)
    rect.midtop = (focus.centerx, board.y + 8)
    return rect


def button_spots(status: Status) -> list[tuple[int, int]]:
    """Where Done and Take back sit: after the status bar's words."""
    bar, bw = pygame.Rect(status.rect), status.button_w
    x = bar.x + 34 + bar.w - 56 - (2 * (bw + 10) if status.buttons else 0) + 16
    return [(x, bar.y + 4), (x + bw + 10, bar.y + 4)]


def build(
    *,
    t: Callable[..., str],
    fonts,
    ui: Interface,
    state: State,
    shown: State,
    seats: list,
    camera: Layout,
    board: pygame.Rect,
    banner: pygame.Rect,
    tray: SupplyTray,
    by_slot: BySlot,
    turns: Turns,
    flights: list,
    status: tuple[str, int | None],
    button_w: int,
    room: str,
    reason: Callable[[Cell], str | None],
    gains: tuple[int, ...] | None,
    considered: Move | None,
    card_drag: CardDrag | None,
    fly_back: FlyBack | None,
) -> DownUnderView:
    """The view of a frame."""
    cam = camera.frozen()
    area = area_of(shown, cam, ui.fence)
    still = not ui.camera_moving and ui.fence >= 1.0 and not ui.held_off
    ground = Ground(tuple(board), area if still else None)
    hidden = frozenset(f.index for f in flights)
    cards = Cards(shown.tiles, shown.table_key, cam.quarter, ui.colour_blind, hidden, lod_for(cam.z), shown)
    marks = _marks(ui, state, by_slot, turns, cam.quarter)
    text, colour = status
    buttons = ui.tentative is not None and ui.human
    bar = status_rect(fonts, text, buttons, button_w, camera.focus, board)
    return DownUnderView(
        tuple(board),
        cam,
        ground,
        not ui.held_off,
        area,
        cards,
        ui.smooth,
        ui.time,
        marks,
        tuple(
            FlightView(
                f.tile,
                f.index,
                tuple(f.start) if f.start is not None else None,
                f.t,
                f.scale,
                f.angle,
                f.alpha,
            )
            for f in flights
        ),
        _ghost(ui, by_slot, cam, reason)
        if ui.human and ui.picked is not None and ui.tentative is None
        else None,
        _badge(state, seats, considered, gains) if ui.human else None,
        ui.fade,
        Status(text, colour, tuple(bar), buttons, button_w),
        room,
        _tray(t, ui, state, seats, tray),
        _chips(t, fonts, state, tray, seats),
        _in_hand(ui, tray, card_drag, fly_back, cam.quarter),
        _slot_tip(t, ui, tray, card_drag),
        panel_view(t, banner, [s.name for s in seats], state, ui.mouse, ui.colour_blind),
    )


def _marks(ui: Interface, state: State, by_slot: BySlot, turns: Turns, quarter: int) -> Marks:
    free = ui.picked is None and ui.tentative is None
    open_ends: tuple[Cell, ...] = ()
    if ui.human and free and ui.show_legal:
        open_ends = tuple({c for cells in by_slot.values() for c in cells})
    targets: tuple[Cell, ...] = ()
    if ui.human and ui.picked is not None and ui.tentative is None and ui.show_legal:
        targets = tuple(by_slot.get(ui.picked, {}))
    turnable: tuple[Cell, ...] = ()
    if ui.human and turns and ui.tentative is None and ui.show_legal:
        turnable = tuple(turns)
    hint = None
    move = ui.hint
    if move is not None and ui.tentative is None:
        face = None
        if move.kind != TURN:
            key = slot_of(move)
            tile = card_tile(key[0], key[1], mover_colour(state, move), move.rot)
            face = plain_face(tile, quarter, ui.colour_blind)
        hint = (move.cell, face)
    return Marks(
        open_ends,
        PLAYER_COLOURS[ui.colour],
        targets,
        turnable,
        ui.hover if turnable else None,
        ui.tentative.cell if ui.tentative is not None else None,
        hint,
    )


def _ghost(
    ui: Interface, by_slot: BySlot, camera: Camera, reason: Callable[[Cell], str | None]
) -> Ghost | None:
    cell = ui.hover
    if cell is None:
        return None
    fits = bool(rotations_at(by_slot, ui.picked, cell))
    rot = shown_rotation(by_slot, ui.picked, cell, ui.rot)
    key = ui.picked
    face = plain_face(card_tile(key[0], key[1], ui.colour, rot), camera.quarter, ui.colour_blind)
    return Ghost(cell, fits, face, ui.ghost_spin, ui.mouse, None if fits else reason(cell))


def _badge(state: State, seats: list, move: Move | None, change: tuple[int, ...] | None) -> Badge | None:
    if change is None or move is None:
        return None
    seat = state.turn
    items = [(f"{change[seat]:+d}", PLAYER_COLOURS[seat])]
    items += [(f"{seats[s].name} {d:+d}", PLAYER_COLOURS[s]) for s, d in enumerate(change) if d and s != seat]
    edge = theme.GOOD if change[seat] > 0 else theme.BAD if change[seat] < 0 else theme.PANEL_EDGE
    return Badge(tuple(items), move.cell, edge)


def _tray(t: Callable[..., str], ui: Interface, state: State, seats: list, tray: SupplyTray) -> TrayView:
    colour = tray.seat  # with two paths per player: one of the seat's two colours
    seat = colour % len(seats)
    hint = t("downunder.tray.hint") if ui.human and ui.picked is not None else ""
    rot = ui.tentative.rot if ui.tentative is not None else ui.rot
    suggested = ui.hint
    look = tray_look(
        t,
        tray,
        supply_title(t, [s.name for s in seats], colour),
        hint,
        ui.picked,
        rot,
        ui.colour_blind,
        ui.human or seats[seat].is_ai,
        None if suggested is None or suggested.kind == TURN else slot_of(suggested),
    )
    return TrayView(look, tray.slide)


def tray_look(
    t: Callable[..., str],
    tray: SupplyTray,
    title: str,
    hint: str,
    picked: SlotKey | None,
    rot: int,
    colour_blind: bool,
    active: bool,
    hint_key: SlotKey | None,
) -> TrayLook:
    """The tray as drawn (also the tray a coming frame will show: anim's readying)."""
    slots = tuple(
        SlotView(
            s.key,
            s.count,
            s.playable,
            round(s.lift, 2),
            tuple(s.rect),
            t(f"downunder.animal.{s.key[1]}") if s.key[1] else t(f"downunder.kind.{s.key[0]}"),
        )
        for s in tray.slots
    )
    return TrayLook(
        tuple(tray.rect),
        tray.seat,
        slots,
        tray.card_size(),
        title,
        hint,
        picked,
        rot,
        colour_blind,
        active,
        hint_key,
    )


def _chips(t: Callable[..., str], fonts, state: State, tray: SupplyTray, seats: list) -> tuple[Chip, ...]:
    title = supply_title(t, [s.name for s in seats], tray.seat)
    return tuple(
        Chip(
            colour,
            tuple(rect),
            colour == tray.seat,
            colour in state.ply or state.finished[colour],
            t(f"downunder.seat.{colour}") + (" ✓" if colour in state.ply else ""),
        )
        for colour, rect in colour_chips(t, fonts, state, tray, title)
    )


def _in_hand(
    ui: Interface, tray: SupplyTray, drag: CardDrag | None, back: FlyBack | None, quarter: int
) -> InHand | None:
    if drag is not None and drag.moving and ui.hover is None:
        key, rot, pos = drag.key, ui.rot, ui.mouse
    elif back is not None:
        key, rot, pos = back.key, back.rot, (round(back.x), round(back.y))
    else:
        return None
    face = plain_face(card_tile(key[0], key[1], ui.colour, rot), quarter, ui.colour_blind)
    return InHand(face, tray.card_size(), pos)


def _slot_tip(t: Callable[..., str], ui: Interface, tray: SupplyTray, drag: CardDrag | None) -> Tip | None:
    if drag is not None or not tray.rect.collidepoint(ui.mouse):
        return None
    slot = tray.slot_at(ui.mouse)
    if slot is None:
        return None
    message = t(f"downunder.card_tip.{slot.key[0]}")
    return Tip(message, (slot.rect.centerx, 0), theme.ACCENT, slot.rect.top - 10)
