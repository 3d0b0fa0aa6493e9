"""Down Under's screen as data: everything a frame shows, as frozen dataclasses and tuples compared by value
(the camera, the ground with the play area, the cards on the table, the marks of where cards may go and of
the hint with its star, the cards in flight, the effects (fx's frozen marks), the ghost of the picked card,
the status bar with Done and Take back, the room line, the tray, the card in the hand, and the game's own
panel over the seat banner with a player's hover card). `build` makes it from the rules' state, the scene's
interface state and its sprites (the tray's slots, the flights, the effects); texts in it are worded
already, so a switch of language changes the view. The draw and panel rooms draw it; the ground is the
scene's one kept layer (scenes.engine.layers)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from rules.downunder import CARD_TYPES, CURVE, END, STRAIGHT, TURN, Move, State, mover_colour, score_of
from scenes.engine import theme

from .art import Face, plain_face
from .fx import Mark
from .layout import Camera, Layout, banner_rows
from .palette import PLAYER_COLOURS
from .pick import BySlot, SlotKey, Turns, rotations_at, shown_rotation, slot_of
from .table import Area, Cards, Ground, area_of, dashes_seen, lod_for
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
from .words import SCORED_ANIMALS, animal_counts, path_status

Cell = tuple[int, int]
Rect = tuple[int, int, int, int]
BUTTON_H = 32  # Done and Take back's height


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
    (with the face of its card, None for a turn) and the hint's star over its cell."""

    open_ends: tuple[Cell, ...]
    end_colour: tuple
    targets: tuple[Cell, ...]
    turnable: tuple[Cell, ...]
    hover: Cell | None
    tentative: Cell | None
    hint: tuple[Cell, Face | None] | None
    star: Star | None


@dataclass(frozen=True, slots=True)
class Star:
    """The hint's star (scenes.effects.draw_hint_star): its centre on screen and its radius."""

    centre: tuple[int, int]
    radius: int


@dataclass(frozen=True, slots=True)
class TurnButton:
    """Done or Take back as the status bar shows it: its place, words, whether it is the accented one, and
    its hover (the pointer on it, and the glow easing in and out, 0..1)."""

    rect: Rect
    label: str
    accent: bool
    hover: bool
    glow: float


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
    effects: tuple[Mark, ...]  # over the table, glued to it (fx)
    ghost: Ghost | None
    badge: Badge | None
    fade: float
    status: Status
    turn_buttons: tuple[TurnButton, ...]  # Done and Take back, when the status bar has them
    room: str
    tray: TrayView
    chips: tuple[Chip, ...]
    in_hand: InHand | None
    slot_tip: Tip | None
    panel: PanelView
    keep_clear: tuple[Rect, ...] = ()  # a tutorial's highlight frames: the hover notes stay off them


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
    effects: tuple[Mark, ...],
    status: tuple[str, int | None],
    buttons: tuple[tuple[str, bool, bool, float], ...],
    button_w: int,
    room: Callable[[bool], str],
    reason: Callable[[Cell], str | None],
    gains: tuple[int, ...] | None,
    considered: Move | None,
    card_drag: CardDrag | None,
    fly_back: FlyBack | None,
    keep_clear: tuple[Rect, ...] = (),
) -> DownUnderView:
    """The view of a frame; `buttons`: Done and Take back's words, accent, hover and glow (placed in the
    status bar when it has them); `room`: the room line, with the dashes' legend or without (said only
    while a dashed line is on the table as seen)."""
    cam = camera.frozen()
    area = area_of(shown, cam, ui.fence)
    still = not ui.camera_moving and ui.fence >= 1.0 and not ui.held_off
    ground = Ground(tuple(board), area if still else None)
    hidden = frozenset(f.index for f in flights)
    cards = _cards(shown, cam, ui.colour_blind, hidden)
    marks = _marks(ui, state, by_slot, turns, cam)
    text, colour = status
    in_bar = ui.tentative is not None and ui.human
    bar = Status(
        text, colour, tuple(status_rect(fonts, text, in_bar, button_w, camera.focus, board)), in_bar, button_w
    )
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
        effects,
        _ghost(ui, by_slot, cam, reason)
        if ui.human and ui.picked is not None and ui.tentative is None
        else None,
        _badge(state, seats, considered, gains) if ui.human else None,
        ui.fade,
        bar,
        _turn_buttons(bar, buttons),
        room(dashes_seen(area, table_seen(board, tray))),
        _tray(t, ui, state, seats, tray),
        _chips(t, fonts, state, tray, seats),
        _in_hand(ui, tray, card_drag, fly_back, cam.quarter),
        _slot_tip(t, ui, tray, card_drag),
        panel_view(t, banner, [s.name for s in seats], state, ui.mouse, ui.colour_blind),
        keep_clear,
    )


def table_seen(board: pygame.Rect, tray: SupplyTray) -> pygame.Rect:
    """The table as seen: the board inside its rim, above the supply tray."""
    seen = pygame.Rect(board).inflate(-12, -12)
    seen.height = tray.rect.y - seen.y
    return seen


def _cards(shown: State, cam: Camera, colour_blind: bool, hidden: frozenset[int]) -> Cards:
    """The cards on the table as its layer shows them (the animals faded without special scoring)."""
    return Cards(
        shown.tiles, shown.table_key, cam.quarter, colour_blind, hidden, lod_for(cam.z), shown, shown.animals
    )


def _turn_buttons(bar: Status, buttons: tuple[tuple[str, bool, bool, float], ...]) -> tuple[TurnButton, ...]:
    """Done and Take back in the status bar, when it has them."""
    if not bar.buttons:
        return ()
    return tuple(
        TurnButton((*spot, bar.button_w, BUTTON_H), label, accent, hover, glow)
        for (label, accent, hover, glow), spot in zip(buttons, button_spots(bar), strict=True)
    )


def _marks(ui: Interface, state: State, by_slot: BySlot, turns: Turns, camera: Camera) -> Marks:
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
    hint = star = None
    move = ui.hint
    if move is not None and ui.tentative is None:
        face = None
        if move.kind != TURN:
            key = slot_of(move)
            tile = card_tile(key[0], key[1], mover_colour(state, move), move.rot)
            face = plain_face(tile, camera.quarter, ui.colour_blind, state.animals)
        hint = (move.cell, face)
        rect = camera.cell_rect(move.cell)  # the star over the middle of the cell's top edge
        star = Star(rect.midtop, max(9, min(20, round(rect.w * 0.2))))
    return Marks(
        open_ends,
        PLAYER_COLOURS[ui.colour],
        targets,
        turnable,
        ui.hover if turnable else None,
        ui.tentative.cell if ui.tentative is not None else None,
        hint,
        star,
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
        None if ui.tentative is None or ui.tentative.kind == TURN else slot_of(ui.tentative),
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
    laid: SlotKey | None = None,
) -> TrayLook:
    """The tray as drawn (also the tray a coming frame will show: anim's readying); the slot of a card
    `laid` for now counts it gone already (issue 27), as Done will."""
    slots = tuple(
        SlotView(
            s.key,
            s.count - (s.key == laid),
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


# ---------------------------------------------------------------------------------------------- the panel
@dataclass(frozen=True, slots=True)
class PanelView:
    """What the game draws over the shell's seat banner: each seat's row, its second colour's half disc
    (two paths per player), the colour-blind marks, and the hover card of the seat under the pointer."""

    rows: tuple[tuple[int, int, int, int], ...]
    seconds: tuple[tuple, ...]  # the second colour of each seat (none with one path per player)
    colour_blind: bool
    card: PlayerCard | None  # the hovered seat's
    anchor: tuple[int, int]


def panel_view(
    t, banner: pygame.Rect, names: list[str], state: State, mouse, colour_blind: bool
) -> PanelView:
    rows = banner_rows(banner, len(names))
    seconds = ()
    if state.paths != "one":
        seconds = tuple(PLAYER_COLOURS[state.colours_of(seat)[1]] for seat in range(len(rows)))
    hovered = next((seat for seat, row in enumerate(rows) if row.collidepoint(mouse)), None)
    if hovered is None:
        return PanelView(tuple(tuple(r) for r in rows), seconds, colour_blind, None, (0, 0))
    card = player_card(t, state, hovered, names[hovered])
    return PanelView(
        tuple(tuple(r) for r in rows), seconds, colour_blind, card, (banner.x - 10, rows[hovered].y)
    )


@dataclass(frozen=True, slots=True)
class Row:
    label: str
    value: str
    colour: tuple


@dataclass(frozen=True, slots=True)
class Strip:
    """The cards left of one colour: per kind its words, and (special scoring) each animal's count."""

    colour: int
    kinds: tuple[tuple[str, tuple[tuple[str, int], ...]], ...]


@dataclass(frozen=True, slots=True)
class PlayerCard:
    """The hover card of one player, worded: his name and path state, the segments, the animals on his
    path with the scoring rows (special scoring; None without), the total and the cards left."""

    seat: int
    name: str
    status: str
    segments: Row
    animals: tuple[tuple[str, int], ...] | None
    scoring: tuple[Row, ...]
    total: Row
    supply: str
    strips: tuple[Strip, ...]


def player_card(t, state: State, seat: int, name: str) -> PlayerCard:
    b = score_of(state, seat)
    scoring: tuple[Row, ...] = ()
    animals = None
    if state.animals:
        counts = animal_counts(b)
        animals = tuple((animal, counts[animal]) for animal in SCORED_ANIMALS)
        rabbits = (
            t("downunder.info.rabbits_safe") if b.dingoes else t("downunder.info.rabbits", rabbits=b.rabbits)
        )
        if not b.dingo_laid:
            dingo = t(f"downunder.info.dingo_missing.{state.dingo}")
        else:  # laid, and its dingo on this path or elsewhere: only a dingo on the path guards the rabbits
            dingo = t("downunder.info.dingo_laid" if b.dingoes else "downunder.info.dingo_elsewhere")
        scoring = (
            Row(t("downunder.info.sets", sets=b.sets), f"+{b.set_points}", theme.GOOD),
            Row(
                rabbits,
                str(b.rabbit_penalty) if b.rabbit_penalty else "0",
                theme.BAD if b.rabbit_penalty else theme.TEXT,
            ),
            Row(dingo, "", theme.TEXT),
        )
    total = f"({b.provisional})" if b.dingo_rule and not state.over else str(b.total)
    return PlayerCard(
        seat,
        name,
        path_status(t, state, seat),
        Row(t("downunder.info.segments"), str(b.segments), theme.TEXT),
        animals,
        scoring,
        Row(t("downunder.info.total"), total, theme.HIGHLIGHT),
        t("downunder.info.supply"),
        tuple(_strip(t, state, colour) for colour in state.colours_of(seat)),
    )


def _strip(t, state: State, colour: int) -> Strip:
    supply = state.supply[colour]
    kinds = []
    for kind in (STRAIGHT, CURVE, END):
        n = sum(supply[i] for i, (k, _) in enumerate(CARD_TYPES) if k == kind)
        animals = ()
        if state.animals and kind != END:
            animals = tuple((animal, supply[i]) for i, (k, animal) in enumerate(CARD_TYPES) if k == kind)
        kinds.append((f"{t(f'downunder.kind.{kind}s')}: {n}", animals))
    return Strip(colour, tuple(kinds))
