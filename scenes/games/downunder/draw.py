"""What Down Under draws in the board area each frame, back to front: the ground and play area, the glowing
places, the table layer, cards in flight, effects, the ghost of the picked card with its reasons, the status
bar with Done / Take back, and the supply tray. It reads the scene's camera (`view`), layer, tray, flights
and input state; it changes nothing but the places of the status bar's buttons and the tray's hint."""

from __future__ import annotations

import math

import pygame

from rules.downunder import TURN, State, Tile, mover_colour, part_owners, play_area, possible_area
from scenes.engine import textlog, theme
from scenes.widgets.controls import Button
from scenes.widgets.draw import panel, text
from scenes.widgets.side_panel import Backdrop

from .art import card_image, draw_symbol, faded_card, plain_face, soft_shadow, tile_face
from .palette import BAR, FADE, PLAYER_COLOURS, TOOLTIP, lighter
from .pick import SlotKey, rotations_at, shown_rotation, slot_of
from .table import area_rects_on_screen, draw_area, lod_for
from .tray import card_tile, draw_colour_chips, supply_title
from .words import room_text, status


def draw_board(scene, surface: pygame.Surface) -> None:
    if scene.ground.still:  # the cards, the status bar, the room line and the tray are in the background
        scene.fx.draw(surface)  # (nowhere near the bars and the tray: see _still_key)
        _slot_tip(scene, surface)
        return
    app = scene.app
    state = scene.shown
    camera = scene.view
    clip = surface.get_clip()
    board = scene.board_rect.inflate(-6, -6)
    surface.set_clip(board)
    _area(scene, surface, state)
    human = scene.human_to_move()
    if human and scene.picked is None and scene.tentative is None:
        _open_ends(scene, surface)
    if human and scene.picked is not None and scene.tentative is None and app.settings.show_legal_moves:
        draw_targets(scene, surface)
    _build_layer(scene, state)
    scene.layer.draw(surface, camera, scene.camera_moving())
    if human and scene.turns and scene.tentative is None and app.settings.show_legal_moves:
        _turnable(scene, surface)
    if scene.tentative is not None:
        _tentative_rim(scene, surface)
    if scene.hint_move is not None and scene.tentative is None:
        _hint(scene, surface)
    _flights(scene, surface, state, airborne=False)
    scene.fx.draw(surface)
    if human and scene.picked is not None and scene.tentative is None:
        _ghost(scene, surface)
    if human:
        _gain_badge(scene, surface)
    if scene.fade > 0:
        shade = pygame.Surface(board.size, pygame.SRCALPHA)
        shade.fill((*FADE, int(255 * scene.fade)))
        surface.blit(shade, board.topleft)
    surface.set_clip(clip)
    _status(scene, surface)
    _room(scene, surface, state)
    _tray(scene, surface)
    _flights(scene, surface, state, airborne=True)
    _in_hand(scene, surface)
    _slot_tip(scene, surface)


def _build_layer(scene, state: State) -> None:
    camera = scene.view
    hidden = frozenset(f.index for f in scene.flights)
    scene.layer.build(
        state, camera.quarter, scene.app.settings.colour_blind, hidden, lod_for(camera.z), camera
    )


# ---------------------------------------------------------------------------------------------- still table
def backdrop(scene) -> Backdrop | None:
    """The frame's background (table.Ground) and, while nothing on the table moves and no human is to move
    (no pulsing places, no hover), the still table over it: the cards, the status bar, the room line and
    the tray, composed again only when one of them changes. Then draw_board draws only what may lie over
    them: each frame drew them (0.4-0.7 ms) though they did not change for seconds."""
    ground = scene.ground
    back = ground.backdrop(scene)
    if back is None or not ground.drawn:
        return back
    key = _still_key(scene)
    if key is None:
        return back
    key = (back.key, key)
    if key != ground.still_key or ground.still_picture is None:
        if ground.still_picture is None:
            ground.still_picture = back.picture.copy()
        else:
            ground.still_picture.blit(back.picture, (0, 0))
        _still_parts(scene, ground.still_picture)
        ground.still_key = key
    ground.still = True
    return Backdrop(("still", key), ground.still_picture, composed=True)


def _still_key(scene) -> tuple | None:
    """What the still table shows, or None while something on it moves (or may, a human's turn). Effects
    may run: they are drawn over the still table, as long as none reaches the status bar, the room line or
    the tray (drawn over them on the screen)."""
    if (
        textlog.ACTIVE is not None  # a test records where each text lands: drawn on the screen
        or scene.tweens.busy
        or scene.flights
        or scene.ui.busy
        or scene.fade > 0
        or scene.hint_move is not None
        or scene.tentative is not None
        or scene.human_to_move()
    ):
        return None
    app, camera, state = scene.app, scene.view, scene.shown
    bar = tuple(status_layout(scene)[1])
    effects = scene.fx.covers()
    if effects:
        board, tray = scene.board_rect, scene.tray.rect
        below = pygame.Rect(board.x, tray.y - 44, board.w, board.bottom - tray.y + 44)  # room line, tray
        if any(r.colliderect(below) or r.colliderect(pygame.Rect(bar).inflate(16, 16)) for r in effects):
            return None
    _build_layer(scene, state)
    layer = scene.layer
    tray = scene.tray
    slots = tuple((s.key, s.count, s.playable, round(s.lift, 2), tuple(s.rect)) for s in tray.slots)
    return (
        (layer.key, id(layer.surface), layer.origin, camera.x, camera.y, camera.z, camera.quarter),
        (status(scene), _status_colour(scene), bar),
        room_text(app, state),
        (_tray_args(scene), tray.seat, tray.slide, slots, state.ply, state.finished, state.paths),
        (app.tr.language, app.settings.colour_blind),
    )


def _still_parts(scene, surface: pygame.Surface) -> None:
    """What draw_board draws of the still table, in its order and clips."""
    clip = surface.get_clip()
    surface.set_clip(scene.board_rect.inflate(-6, -6))
    scene.layer.draw(surface, scene.view, False)
    surface.set_clip(clip)
    _status(scene, surface)
    _room(scene, surface, scene.shown)
    _tray(scene, surface)


# ---------------------------------------------------------------------------------------------- pieces


def _area(scene, surface: pygame.Surface, state: State) -> None:
    if scene.ground.drawn:
        return  # it is in the kept ground picture drawn under the board (table.Ground)
    area = play_area(state)
    rects = area_rects_on_screen([area] if area is not None else possible_area(state) or [], scene.view)
    draw_area(surface, rects, area is not None, scene.view.z, scene.fence)


def _pulse(scene, speed: float = 3.0) -> float:
    return 0.5 + 0.5 * math.sin(scene.app.time * speed)


def _open_ends(scene, surface: pygame.Surface) -> None:
    """Where the seat to move may build: softly pulsing cells in his colour at his path's open ends."""
    targets = {c for cells in scene.by_slot.values() for c in cells}
    if not targets or not scene.app.settings.show_legal_moves:
        return
    colour = PLAYER_COLOURS[scene.colour]
    glow = int(18 + 22 * _pulse(scene))
    for cell in targets:
        rect = scene.view.cell_rect(cell)
        surface.fill((glow, glow, glow), rect.inflate(-10, -10), special_flags=pygame.BLEND_RGB_ADD)
        pygame.draw.rect(surface, lighter(colour, 0.3), rect.inflate(-6, -6), 2, border_radius=8)


def draw_targets(scene, surface: pygame.Surface) -> None:
    """Where the picked card fits: glowing gold cells."""
    glow = int(34 + 30 * _pulse(scene, 4.0))
    for cell in scene.by_slot.get(scene.picked, {}):
        rect = scene.view.cell_rect(cell)
        surface.fill(
            (glow, int(glow * 0.85), int(glow * 0.4)),
            rect.inflate(-8, -8),
            special_flags=pygame.BLEND_RGB_ADD,
        )
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(-4, -4), 3, border_radius=8)


def _turnable(scene, surface: pygame.Surface) -> None:
    """The curves that may be turned to reopen a loop: a pulsing rim and a turn badge on each."""
    pulse = _pulse(scene, 4.0)
    hover = scene.hover_cell()
    for cell in scene.turns:
        rect = scene.view.cell_rect(cell)
        colour = theme.HIGHLIGHT if cell == hover else theme.ACCENT
        grow = 4 + int(5 * pulse)
        pygame.draw.rect(surface, colour, rect.inflate(grow, grow), 3, border_radius=10)
        r = max(9, rect.w // 6)
        centre = (rect.right - r + 2, rect.top + r - 2)
        pygame.draw.circle(surface, BAR, centre, r)
        pygame.draw.circle(surface, colour, centre, r, 2)
        text(surface, scene.app.fonts, "⟳", centre, "small", colour, "center", size=max(10, int(r * 1.5)))


def _tentative_rim(scene, surface: pygame.Surface) -> None:
    rect = scene.view.cell_rect(scene.tentative.cell).inflate(8, 8)
    colour = lighter(theme.ACCENT, 0.3 * _pulse(scene, 5.0))
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)


def _hint(scene, surface: pygame.Surface) -> None:
    move = scene.hint_move
    rect = scene.view.cell_rect(move.cell)
    if move.kind != TURN:
        face = plain_face(
            _card_tile(scene, slot_of(move), move.rot, mover_colour(scene.state, move)),
            scene.view.quarter,
            scene.app.settings.colour_blind,
        )
        surface.blit(faded_card(face, rect.w, 150), rect)
    glow = rect.inflate(int(8 + 8 * _pulse(scene, 5.0)), int(8 + 8 * _pulse(scene, 5.0)))
    pygame.draw.rect(surface, theme.HIGHLIGHT, glow, 4, border_radius=12)


def _card_tile(scene, key: SlotKey, rot: int, colour: int | None = None) -> Tile:
    return card_tile(key[0], key[1], scene.colour if colour is None else colour, rot)


def _flights(scene, surface: pygame.Surface, state: State, airborne: bool) -> None:
    """Cards on their way: those still in the air (from the tray) above everything, the rest on the
    table."""
    if not scene.flights:
        return
    owners = part_owners(state)
    for flight in scene.flights:
        if (flight.start is not None and flight.t < 1.0) != airborne:
            continue
        target = scene.view.cell_rect(flight.tile.cell)
        rect = target
        lift = 0.0
        if flight.start is not None and flight.t < 1.0:
            t = flight.t
            rect = pygame.Rect(
                round(flight.start.x + (target.x - flight.start.x) * t),
                round(flight.start.y + (target.y - flight.start.y) * t),
                round(flight.start.w + (target.w - flight.start.w) * t),
                round(flight.start.h + (target.h - flight.start.h) * t),
            )
            lift = math.sin(math.pi * t) * 0.25
        size = max(4, round(rect.w * (flight.scale + lift)))
        if flight.start is not None and flight.t < 1.0:
            size = max(4, round(rect.w * (1.0 + lift)))
        face = tile_face(
            flight.tile, scene.view.quarter, scene.app.settings.colour_blind, owners, flight.index
        )
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


def _ghost(scene, surface: pygame.Surface) -> None:
    """The picked card under the mouse: snapped into a cell where it fits (with a green rim), else
    floating with the pointer over a red-rimmed cell that says why not."""
    cell = scene.hover_cell()
    if cell is None:
        return
    rect = scene.view.cell_rect(cell)
    fits = bool(rotations_at(scene.by_slot, scene.picked, cell))
    rot = shown_rotation(scene.by_slot, scene.picked, cell, scene.rot)
    face = plain_face(
        _card_tile(scene, scene.picked, rot), scene.view.quarter, scene.app.settings.colour_blind
    )
    if fits:
        image = faded_card(face, rect.w, 200)
        if scene.ghost_spin:
            image = pygame.transform.rotate(image, scene.ghost_spin)
        surface.blit(image, image.get_rect(center=rect.center))
        glow = rect.inflate(6, 6)
        pygame.draw.rect(surface, theme.GOOD, glow, 3, border_radius=10)
        return
    pygame.draw.rect(surface, theme.BAD, rect.inflate(2, 2), 3, border_radius=10)
    size = max(24, int(rect.w * 0.8))
    image = faded_card(face, size, 150)
    if scene.ghost_spin:
        image = pygame.transform.rotate(image, scene.ghost_spin)
    surface.blit(image, image.get_rect(center=scene.mouse))
    text(surface, scene.app.fonts, "✗", rect.center, "heading", theme.BAD, "center", shadow=True)
    reason = scene.reason(cell)
    if reason:
        _tooltip(scene, surface, reason, (rect.centerx, rect.bottom + 8))


def _gain_badge(scene, surface: pygame.Surface) -> None:
    """Over the place the player points at (or the card laid for now): what it would add to his score, and
    to any other player's whose path its neutral part lengthens, before it is laid."""
    move = scene.considered_move()
    change = scene.gains.of(scene.state, move)
    if change is None:
        return
    seat = scene.state.turn
    fonts = scene.app.fonts
    items = [(f"{change[seat]:+d}", PLAYER_COLOURS[seat])]
    items += [
        (f"{scene.seats[s].name} {d:+d}", PLAYER_COLOURS[s]) for s, d in enumerate(change) if d and s != seat
    ]
    images = [
        fonts.render(label, "label" if i == 0 else "small", theme.TEXT) for i, (label, _) in enumerate(items)
    ]
    w = sum(im.get_width() for im in images) + 34 * (len(images) - 1) + 33  # dot, gaps and padding
    rect = pygame.Rect(0, 0, w, 30)
    cell = scene.view.cell_rect(move.cell)
    rect.midbottom = (cell.centerx, cell.top - 6)
    rect.clamp_ip(scene.board_rect.inflate(-12, -12))
    colour = theme.GOOD if change[seat] > 0 else theme.BAD if change[seat] < 0 else theme.PANEL_EDGE
    panel(surface, rect, TOOLTIP, colour, radius=14, shadow=4, alpha=235)
    x = rect.x + 8
    for image, (_, dot) in zip(images, items, strict=True):
        pygame.draw.circle(surface, dot, (x + 6, rect.centery), 6)
        surface.blit(image, image.get_rect(midleft=(x + 17, rect.centery)))
        x += image.get_width() + 34


def _in_hand(scene, surface: pygame.Surface) -> None:
    """A card dragged out of the tray while it is not over the table, and a dropped card flying home."""
    size = scene.tray.card_size()
    drag, back = scene.card_drag, scene.fly_back
    if drag is not None and drag.moving and scene.hover_cell() is None:
        key, rot, pos = drag.key, scene.rot, scene.mouse
    elif back is not None:
        key, rot, pos = back.key, back.rot, (round(back.x), round(back.y))
    else:
        return
    face = plain_face(_card_tile(scene, key, rot), scene.view.quarter, scene.app.settings.colour_blind)
    image = faded_card(face, size, 210)
    surface.blit(soft_shadow(size), soft_shadow(size).get_rect(center=(pos[0] + 6, pos[1] + 9)))
    surface.blit(image, image.get_rect(center=pos))


def _room(scene, surface: pygame.Surface, state: State) -> None:
    """Above the tray: the agreed size of the play area and how much of it the cards take so far (the
    dashed lines on the table show where full cards may still go; once the fence stands, only ends)."""
    words = room_text(scene.app, state)
    if not words:
        return
    app = scene.app
    image = app.fonts.render(words, "small", theme.TEXT)
    rect = image.get_rect().inflate(20, 8)
    rect.bottomleft = (scene.board_rect.x + 12, scene.tray.rect.y - 6)
    panel(surface, rect, BAR, theme.PANEL_EDGE, radius=10, shadow=2, alpha=200)
    surface.blit(image, image.get_rect(center=rect.center))


def _slot_tip(scene, surface: pygame.Surface) -> None:
    """What the card under the pointer in the tray is for (the end card above all)."""
    if scene.card_drag is not None or not scene.tray.rect.collidepoint(scene.mouse):
        return
    slot = scene.tray.slot_at(scene.mouse)
    if slot is None:
        return
    message = scene.app.t(f"downunder.card_tip.{slot.key[0]}")
    _tooltip(scene, surface, message, (slot.rect.centerx, 0), theme.ACCENT, below=slot.rect.top - 10)


def _tooltip(
    scene,
    surface: pygame.Surface,
    message: str,
    pos: tuple[int, int],
    edge: tuple = theme.BAD,
    below: int | None = None,
) -> None:
    lines = scene.app.fonts.wrap(message, "small", 300)
    w = 24 + max(scene.app.fonts.get("small").size(line)[0] for line in lines)
    h = 12 + 20 * len(lines)
    rect = pygame.Rect(0, 0, w, h)
    rect.midtop = pos
    if below is not None:  # hangs above this y instead
        rect.bottom = below
    rect.clamp_ip(scene.board_rect.inflate(-12, -12))
    panel(surface, rect, TOOLTIP, edge, radius=8, shadow=4, alpha=235)
    for i, line in enumerate(lines):
        text(surface, scene.app.fonts, line, (rect.x + 12, rect.y + 6 + 20 * i), "small", theme.TEXT)


def turn_buttons(scene) -> tuple[Button, Button]:
    """Done and Take back, shown in the status bar while a card lies there for now."""
    confirm = Button(
        pygame.Rect(0, 0, 150, 32),
        lambda: "✓ " + scene.app.t("downunder.confirm"),
        scene.confirm,
        role="label",
        accent=True,
    )
    take_back = Button(
        pygame.Rect(0, 0, 150, 32),
        lambda: "↶ " + scene.app.t("downunder.take_back"),
        scene.take_back,
        role="label",
    )
    return confirm, take_back


def status_layout(scene) -> tuple[pygame.Surface, pygame.Rect, bool]:
    """The status line's text image, its bar, and whether Done / Take back sit in it (placed there)."""
    image = scene.app.fonts.render(status(scene), "label", theme.TEXT)
    buttons = scene.tentative is not None and scene.human_to_move()
    bw = scene.confirm_button.rect.w
    width = image.get_width() + 56 + (2 * (bw + 10) if buttons else 0)
    rect = pygame.Rect(0, 0, width, 40 if buttons else 34)
    rect.midtop = (scene.focus.centerx, scene.board_rect.y + 8)
    x = rect.x + 34 + image.get_width() + 16
    for button in (scene.confirm_button, scene.takeback_button):
        button.rect.topleft = (x, rect.y + 4)
        x += bw + 10
    return image, rect, buttons


def _status_colour(scene) -> int | None:
    """The colour of the status bar's dot and rim: the seat to move (a move landing: its mover's)."""
    seat = scene.session.to_move
    if scene.tweens.busy and scene.session.movers:
        seat = scene.session.movers[-1]
    if seat is not None and seat == scene.session.to_move and scene.state.paths != "one":
        return scene.colour  # two paths per player: the colour being laid
    return seat


def _status(scene, surface: pygame.Surface) -> None:
    """One bar at the top of the table: whose turn it is and what to do (and Done / Take back while a
    card lies there for now)."""
    image, rect, buttons = status_layout(scene)
    colour = _status_colour(scene)
    edge = PLAYER_COLOURS[colour] if colour is not None else theme.PANEL_EDGE
    panel(surface, rect, BAR, edge, radius=16, shadow=4, alpha=225)
    if colour is not None:
        dot = (rect.x + 18, rect.centery)
        pygame.draw.circle(surface, PLAYER_COLOURS[colour], dot, 7)
        if scene.app.settings.colour_blind:
            draw_symbol(surface, colour, dot, 4)
    at = image.get_rect(midleft=(rect.x + 34, rect.centery))
    surface.blit(image, at)
    textlog.note(surface, status(scene), at, image)
    if buttons:
        for button in (scene.confirm_button, scene.takeback_button):
            button.update(1 / 60, False)
            button.draw(surface, scene.app, False)


def _tray_args(scene) -> tuple:
    """What SupplyTray.draw is given this frame (title, hint, picked card, rotation, colour-blind, active);
    sets the tray's hinted card."""
    app = scene.app
    colour = scene.tray.seat  # with two paths per player: one of the seat's two colours
    seat = colour % len(scene.seats)
    human = scene.human_to_move()
    hint = app.t("downunder.tray.hint") if human and scene.picked is not None else ""
    rot = scene.rot
    if scene.tentative is not None:
        rot = scene.tentative.rot
    suggested = scene.hint_move
    scene.tray.hint_key = None if suggested is None or suggested.kind == TURN else slot_of(suggested)
    title = supply_title(scene, colour)
    return title, hint, scene.picked, rot, app.settings.colour_blind, human or scene.seats[seat].is_ai


def _tray(scene, surface: pygame.Surface) -> None:
    scene.tray.draw(surface, scene.app, *_tray_args(scene))
    draw_colour_chips(surface, scene)
