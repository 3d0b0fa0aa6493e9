"""The open supply of the seat to move, at the bottom of the board area: one slot per card type (by kind,
and by animal when special scoring is on) with the number left. A slot is picked by a click; the picked
card lifts out of the tray and shows the rotation it will be laid in; it can also be dragged onto the table
(the hand: `press`, `motion`, `release`, at the end of this module)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.downunder import BILLABONG, CARD_TYPES, CURVE, END, STRAIGHT, State, Tile, path_of
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.widgets.draw import fit_label, fit_text, panel, text

from .art import Face, card_image, draw_symbol, faded_card, plain_face
from .palette import COUNT_BADGE, PLAYER_COLOURS, TRAY, TRAY_EDGE
from .pick import (
    SlotKey,
    move_for,
    playable_colours,
    reason_code,
    rotation_count,
    rotations_at,
    shown_rotation,
)
from .words import why

PAD = 16  # room around the tray image for its shadow and the picked card's glow
DEFAULT_ROT = {STRAIGHT: 0, CURVE: 3, END: 2, BILLABONG: 3}


def billabong_tile(rot: int) -> Tile:
    """The case-3 Billabong shaped like a curve with rotation `rot` (its two links)."""
    links = tuple(
        sorted((tuple(sorted((rot, (rot + 1) % 4))), tuple(sorted(((rot + 2) % 4, (rot + 3) % 4)))))
    )
    return Tile((0, 0), BILLABONG, -1, 0, "", links)


def card_tile(kind: str, animal: str, seat: int, rot: int) -> Tile:
    """A card not on the table (tray, ghost), as a Tile to draw."""
    if kind == BILLABONG:
        return billabong_tile(rot)
    if kind == STRAIGHT:
        rot %= 2
    return Tile((0, 0), kind, seat, rot, animal)


@dataclass
class Slot:
    key: SlotKey
    count: int
    playable: bool
    rect: pygame.Rect
    lift: float = 0.0  # 0..1, eased by the scene when picked or hovered


def slot_keys(state: State, seat: int, billabong: bool) -> list[tuple[SlotKey, int]]:
    """(slot key, cards left) in tray order: straights, curves, ends (and the Billabong when it may be laid)."""
    supply = state.supply[seat]
    out: list[tuple[SlotKey, int]] = []
    for kind in (STRAIGHT, CURVE, END):
        if state.animals and kind != END:
            out += [((kind, animal), supply[i]) for i, (k, animal) in enumerate(CARD_TYPES) if k == kind]
        else:
            out.append(((kind, ""), sum(supply[i] for i, (k, _) in enumerate(CARD_TYPES) if k == kind)))
    if billabong:
        out.append(((BILLABONG, ""), state.billabongs))
    return out


class SupplyTray:
    HEADER = 28

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.slots: list[Slot] = []
        self.seat = 0
        self.slide = 0.0  # 0 shown, 1 slid down out of sight (when the seat changes)
        self.hint_key: SlotKey | None = None  # the card a hint suggests glows in the tray
        # the tray as last drawn, by what is on it, and those readied for a move and for the next turn
        self._image: SurfaceCache = SurfaceCache(3)

    def card_size(self) -> int:
        """Smaller cards when the Billabong joins a full animal tray, so that every slot fits."""
        return 70 if len(self.slots) <= 5 else 66 if len(self.slots) <= 10 else 60

    def warm_up(self, state: State, colour_blind: bool) -> list[tuple[Face, int]]:
        """(face, size) of the card images the next turns will need: every seat's tray, and each card in
        every rotation at the ghost's size."""
        items = []
        for seat in range(state.players):
            for (kind, animal), _ in slot_keys(state, seat, False):
                face = plain_face(card_tile(kind, animal, seat, DEFAULT_ROT[kind]), 0, colour_blind)
                items.append((face, self.card_size()))
                for rot in range(rotation_count(kind)):
                    items.append((plain_face(card_tile(kind, animal, seat, rot), 0, colour_blind), 96))
        return items

    def build(self, state: State, seat: int, playable: set[SlotKey], billabong: bool) -> None:
        lifts = {s.key: s.lift for s in self.slots} if seat == self.seat else {}
        self.seat = seat
        entries = slot_keys(state, seat, billabong)
        self.slots = [
            Slot(key, n, key in playable, pygame.Rect(0, 0, 0, 0), lifts.get(key, 0.0)) for key, n in entries
        ]
        size = self.card_size()
        gap, group_gap = (10, 26) if len(entries) > 5 else (26, 40)
        kinds = [key[0] for key, _ in entries]
        width = len(entries) * size + (len(entries) - 1) * gap + (len(set(kinds)) - 1) * (group_gap - gap)
        x = self.rect.x + max(16, (self.rect.w - width) // 2)
        y = self.rect.y + self.HEADER  # the names under the cards stay inside the tray
        previous = None
        for slot in self.slots:
            if previous is not None:
                x += group_gap if slot.key[0] != previous else gap
            slot.rect = pygame.Rect(x, y, size, size)
            x += size
            previous = slot.key[0]

    def prepare(
        self,
        app,
        state: State,
        seat: int,
        title: str,
        rot: int,
        colour_blind: bool,
        playable: frozenset[SlotKey] = frozenset(),
        billabong: bool = False,
    ) -> None:
        """Draw ahead the tray that `build(state, seat, playable, billabong)` then `draw` will show (an AI's
        move, its card gone from the tray; the next turn's tray): ~1 ms that the frame showing it then
        saves. The tray itself is unchanged."""
        kept = (self.seat, self.slots)
        self.build(state, seat, set(playable), billabong)
        try:
            self.draw(pygame.Surface((1, 1)), app, title, "", None, rot, colour_blind, True)
        finally:
            self.seat, self.slots = kept

    def slot_at(self, pos: tuple[int, int]) -> Slot | None:
        for slot in self.slots:
            if slot.rect.inflate(6, 20).collidepoint(pos):
                return slot
        return None

    def slot_rect(self, key: SlotKey) -> pygame.Rect | None:
        for slot in self.slots:
            if slot.key == key:
                return slot.rect
        return None

    def draw(
        self,
        surface: pygame.Surface,
        app,
        title: str,
        hint: str,
        picked: SlotKey | None,
        rot: int,
        colour_blind: bool,
        active: bool,
    ) -> None:
        """Blit the tray; it is drawn anew only when something on it changed (lifts, counts, texts)."""
        key = (
            title,
            hint,
            picked,
            rot,
            colour_blind,
            active,
            self.seat,
            self.hint_key,
            tuple((s.key, s.count, s.playable, round(s.lift, 2)) for s in self.slots),
        )

        def render() -> pygame.Surface:
            image = pygame.Surface(self.rect.inflate(2 * PAD, 2 * PAD).size, pygame.SRCALPHA)
            self._render(image, app, title, hint, picked, rot, colour_blind, active)
            return image.convert_alpha() if pygame.display.get_surface() is not None else image

        image = self._image.get(key, render)
        offset = int(self.slide * (self.rect.h + 20))
        surface.blit(image, (self.rect.x - PAD, self.rect.y - PAD + offset))

    def _render(
        self,
        surface: pygame.Surface,
        app,
        title: str,
        hint: str,
        picked: SlotKey | None,
        rot: int,
        colour_blind: bool,
        active: bool,
    ) -> None:
        """Draw the tray onto its own image, whose (PAD, PAD) is the tray's top-left corner."""
        offset = PAD - self.rect.y
        shift = PAD - self.rect.x
        rect = self.rect.move(shift, offset)
        panel(surface, rect, TRAY, TRAY_EDGE, radius=14, shadow=8)
        colour = PLAYER_COLOURS[self.seat]
        dot = (rect.x + 22, rect.y + 16)
        pygame.draw.circle(surface, colour, dot, 8)
        if colour_blind:
            draw_symbol(surface, self.seat, dot, 4)
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, title, "label", 360),
            (rect.x + 38, rect.y + 5),
            "label",
            theme.TEXT,
        )
        if hint:
            hint = fit_text(app.fonts, hint, "small", rect.w - 420)
            text(surface, app.fonts, hint, (rect.right - 16, rect.y + 7), "small", theme.TEXT_DIM, "topright")
        size = self.card_size()
        for slot in self.slots:
            key = slot.key
            empty = slot.count == 0
            r = slot.rect.move(shift, offset - int(7 * slot.lift))
            if key == picked:
                glow = r.inflate(10, 10)
                pygame.draw.rect(surface, theme.ACCENT, glow, 3, border_radius=10)
            elif key == self.hint_key:
                pygame.draw.rect(surface, theme.HIGHLIGHT, r.inflate(10, 10), 3, border_radius=10)
            slot_rot = rot if key == picked else DEFAULT_ROT[key[0]]
            face = plain_face(card_tile(key[0], key[1], self.seat, slot_rot), 0, colour_blind)
            if empty or not (slot.playable and active):
                image = faded_card(face, size, 70 if empty else 150)
            else:
                image = card_image(face, size)
            surface.blit(image, r)
            badge = pygame.Rect(0, 0, 30, 20)
            badge.bottomright = (r.right + 6, r.bottom + 6)
            pygame.draw.rect(surface, COUNT_BADGE, badge, border_radius=8)
            pygame.draw.rect(
                surface, theme.ACCENT if slot.count else theme.TEXT_DIM, badge, 2, border_radius=8
            )
            text(surface, app.fonts, f"{slot.count}", badge.center, "tiny", theme.TEXT, "center")
            label = app.t(f"downunder.animal.{key[1]}") if key[1] else app.t(f"downunder.kind.{key[0]}")
            label, points = fit_label(
                app.fonts, label, "tiny", size + 8, smallest=0.75
            )  # never into the next
            text(
                surface,
                app.fonts,
                label,
                (r.centerx, r.bottom + 2),
                "tiny",
                theme.TEXT_DIM if empty else theme.TEXT,
                "midtop",
                size=points,
            )


# ---------------------------------------------------------------------------------------------- two colours
# With two paths per player the tray shows one of the seat's colours; a chip per colour after its title
# says which (ringed), which one has had its card this turn (✓), and switches to the other on a click.
def supply_title(scene, colour: int) -> str:
    """The tray's title for a colour's supply (with two paths per player a seat owns two colours): the one
    drawn and the one a tray readied ahead is keyed by, so that they match."""
    return scene.app.t("downunder.supply", name=scene.seats[colour % len(scene.seats)].name)


def colour_chips(scene) -> list[tuple[int, pygame.Rect]]:
    """(colour, rect on screen) of the chips of the seat whose supply the tray shows (none without the
    variant)."""
    state = scene.state
    if state.paths == "one":
        return []
    app, tray = scene.app, scene.tray
    seat = tray.seat % state.players
    title = supply_title(scene, tray.seat)
    x = tray.rect.x + 38 + min(app.fonts.get("label").size(title)[0], 200) + 18
    out = []
    for colour in state.colours_of(seat):
        w = 46 + app.fonts.get("small").size(app.t(f"downunder.seat.{colour}"))[0]
        out.append((colour, pygame.Rect(x, tray.rect.y + 3, w, 24)))
        x += w + 8
    return out


def draw_colour_chips(surface: pygame.Surface, scene) -> None:
    state, app = scene.state, scene.app
    offset = int(scene.tray.slide * (scene.tray.rect.h + 20))
    for colour, rect in colour_chips(scene):
        r = rect.move(0, offset)
        done = colour in state.ply or state.finished[colour]
        shown = colour == scene.tray.seat
        panel(surface, r, COUNT_BADGE, theme.ACCENT if shown else TRAY_EDGE, radius=12, shadow=0)
        if shown:
            pygame.draw.rect(surface, theme.ACCENT, r, 3, border_radius=12)
        pygame.draw.circle(surface, PLAYER_COLOURS[colour], (r.x + 14, r.centery), 8)
        if app.settings.colour_blind:
            draw_symbol(surface, colour, (r.x + 14, r.centery), 4)
        label = app.t(f"downunder.seat.{colour}") + (" ✓" if colour in state.ply else "")
        ink = theme.TEXT_DIM if done else theme.TEXT
        text(surface, app.fonts, label, (r.x + 28, r.centery), "small", ink, "midleft")


def switch_colour(scene, colour: int) -> None:
    """Show (and lay) the seat's other colour, if a card of it can be laid now."""
    if colour == scene.colour:
        return
    if colour not in playable_colours(scene.state):
        scene.say_no(lambda: scene.app.t("downunder.why.colour-done"))
        return
    if scene.tentative is not None:
        scene.take_back()
    scene.colour = colour
    scene.index_moves()
    scene._unpick()
    scene._show_tray(colour)
    scene.app.sound.play("click", 0.5)


# ---------------------------------------------------------------------------------------------- the hand
# A press on a tray slot picks its card; moving on with the button held pulls the card out of the tray
# (a drag); releasing it over a place where it fits lays it there for now, exactly as a click on that place
# would, and anywhere else the card flies back to its slot with the reason it could not go there.
DRAG_START = 6  # pixels the pointer must move before a press on a slot becomes a drag


@dataclass
class CardDrag:
    key: SlotKey
    start: tuple[int, int]
    was_picked: bool  # the card was picked before the press: a plain click turns it
    moving: bool = False


@dataclass
class FlyBack:
    """A dropped card on its way back to its slot."""

    key: SlotKey
    rot: int
    x: float
    y: float


def press(scene, action) -> None:
    """A press on the tray: pick the slot's card (or say why not) and get ready for a drag."""
    if not scene.human_to_move():
        scene.app.sound.play("error", 0.4)
        return
    chip = next((c for c, rect in colour_chips(scene) if rect.collidepoint(action.pos)), None)
    if chip is not None:
        switch_colour(scene, chip)
        return
    slot = scene.tray.slot_at(action.pos)
    if slot is None:
        return
    if action.button == 3:
        if slot.key == scene.picked:
            scene.rotate(1)
        return
    if not slot.playable:
        scene.say_no(lambda: _nowhere(scene, slot))
        return
    if scene.tentative is not None:
        scene.take_back()
    was_picked = slot.key == scene.picked
    if not was_picked:
        scene.pick_card(slot.key)
    scene.card_drag = CardDrag(slot.key, action.pos, was_picked)


def _nowhere(scene, slot: Slot) -> str:
    """Why a card of the supply cannot be laid now: none left, or the rules' reason at the path's ends."""
    app = scene.app
    if slot.count == 0:
        return app.t("downunder.why.slot-empty")
    state = scene.state
    ends = sorted({cell for cell, _ in path_of(state, scene.colour).open_ends})
    code = next((c for c in (reason_code(state, slot.key, cell, scene.colour) for cell in ends) if c), None)
    said = app.t("downunder.why.slot-nowhere")
    return f"{said} {why(app, code, [s.name for s in scene.seats])}" if code else said


def motion(scene, pos: tuple[int, int]) -> None:
    drag = scene.card_drag
    if drag is not None and not drag.moving:
        drag.moving = abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) >= DRAG_START


def release(scene, pos: tuple[int, int]) -> None:
    """The end of a press on the tray: a click (a second one turns the picked card) or a drop."""
    drag, scene.card_drag = scene.card_drag, None
    if not drag.moving:
        if drag.was_picked:
            scene.rotate(1)  # a second click on the picked card turns it (as on the printed table)
        return
    if not scene.human_to_move() or scene.picked != drag.key:
        return
    scene.mouse = pos
    cell = scene.hover_cell()
    if cell is not None and rotations_at(scene.by_slot, drag.key, cell):
        rot = shown_rotation(scene.by_slot, drag.key, cell, scene.rot)
        scene.rot = rot
        scene.set_tentative(move_for(drag.key, cell, rot))
        return
    reason = scene.reason(cell) if cell is not None else None
    scene.say_no(reason or scene.app.t("downunder.drop_on_place"))
    home = scene.tray.slot_rect(drag.key)
    if home is not None:
        back = FlyBack(drag.key, scene.rot, float(pos[0]), float(pos[1]))
        scene.fly_back = back

        def landed() -> None:
            scene.fly_back = None

        scene.ui.to(back, 0.3, ease="easeOutBack", on_done=landed, x=home.centerx, y=home.centery)
