"""The open supply of the seat to move, at the bottom of the board area: one slot per card type (by kind,
and by animal when special scoring is on) with the number left. A slot is picked by a click; the picked
card lifts out of the tray and shows the rotation it will be laid in; it can also be dragged onto the table
(the hand: `press`, `motion`, `release`, at the end of this module)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.downunder import BILLABONG, CARD_TYPES, CURVE, END, STRAIGHT, State, Tile, path_of
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.widgets.draw import fit_label, fit_text, panel, text

from .art import Face, card_image, draw_symbol, faded_card, plain_face
from .palette import COUNT_BADGE, PLAYER_COLOURS, TRAY, TRAY_EDGE
from .pick import (
    SlotKey,
    reason_code,
    rotation_count,
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


LIFT = 5  # pixels the picked card rises out of the tray
RIM = 4  # the picked (or hinted) card's frame lies this far around it
NAME_GAP = 3  # pixels between a card and its name under it


def picked_frame(slot: pygame.Rect, lift: float) -> pygame.Rect:
    """The frame round a picked card: below the tray's title line (`SupplyTray.HEADER` leaves it room)."""
    return pygame.Rect(slot).move(0, -int(LIFT * lift)).inflate(2 * RIM, 2 * RIM)


class SupplyTray:
    HEADER = 34  # the title line ("Supply of Yellow", the turning hint) above the cards and their frames

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.slots: list[Slot] = []
        self.seat = 0
        self.slide = 0.0  # 0 shown, 1 slid down out of sight (when the seat changes)

    def card_size(self) -> int:
        """Smaller cards when the Billabong joins a full animal tray, so that every slot fits."""
        return 66 if len(self.slots) <= 10 else 60  # the title line, a card and its name fit the tray

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

    def show(self, state: State, seat: int, playable: set[SlotKey], billabong: bool, tweens) -> None:
        """Show `seat`'s supply: at once for the same seat, else slid out and back in on `tweens`."""
        if seat == self.seat:
            self.build(state, seat, playable, billabong)
            return

        def swap() -> None:
            self.build(state, seat, playable, billabong)

        tweens.to(self, 0.16, ease="easeInQuad", slide=1.0, on_done=swap).then(
            self, 0.22, ease="easeOutBack", slide=0.0
        )

    def lift(self, key: SlotKey | None, tweens) -> None:
        """The picked card lifts out of the tray (None: all lie down), on `tweens`."""
        for slot in self.slots:
            if key is None:
                tweens.to(slot, 0.12, lift=0.0)
            else:
                tweens.to(slot, 0.15, ease="easeOutBack", lift=1.0 if slot.key == key else 0.0)

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


@dataclass(frozen=True, slots=True)
class SlotView:
    key: SlotKey
    count: int
    playable: bool
    lift: float
    rect: tuple[int, int, int, int]
    label: str


@dataclass(frozen=True, slots=True)
class Chip:
    """A colour chip after the tray's title (two paths per player)."""

    colour: int
    rect: tuple[int, int, int, int]
    shown: bool
    done: bool
    label: str


@dataclass(frozen=True, slots=True)
class TrayLook:
    """The tray's picture: what is on it (its place on screen follows `TrayView.slide`)."""

    rect: tuple[int, int, int, int]
    seat: int
    slots: tuple[SlotView, ...]
    card_size: int
    title: str
    hint: str
    picked: SlotKey | None
    rot: int
    colour_blind: bool
    active: bool
    hint_key: SlotKey | None


@dataclass(frozen=True, slots=True)
class TrayView:
    look: TrayLook
    slide: float  # 0 shown, 1 slid down out of sight (the seat changes)


@cached(3)  # the tray shown, and those readied for a move and for the next turn (anim)
def tray_picture(fonts, look: TrayLook) -> pygame.Surface:
    """The tray on its own picture, whose (PAD, PAD) is the tray's top-left corner: drawn anew only when
    something on it changes (lifts, counts, texts)."""
    rect = pygame.Rect(look.rect)
    image = pygame.Surface(rect.inflate(2 * PAD, 2 * PAD).size, pygame.SRCALPHA)
    _paint_tray(image, fonts, look)
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def draw_tray(surface: pygame.Surface, fonts, tray: TrayView) -> None:
    look = tray.look
    x, y, _w, h = look.rect
    offset = int(tray.slide * (h + 20))
    surface.blit(tray_picture(fonts, look), (x - PAD, y - PAD + offset))


def _paint_tray(surface: pygame.Surface, fonts, look: TrayLook) -> None:
    offset = PAD - look.rect[1]
    shift = PAD - look.rect[0]
    rect = pygame.Rect(look.rect).move(shift, offset)
    panel(surface, rect, TRAY, TRAY_EDGE, radius=14, shadow=8)
    colour = PLAYER_COLOURS[look.seat]
    dot = (rect.x + 22, rect.y + 16)
    pygame.draw.circle(surface, colour, dot, 8)
    if look.colour_blind:
        draw_symbol(surface, look.seat, dot, 4)
    text(
        surface,
        fonts,
        fit_text(fonts, look.title, "label", 360),
        (rect.x + 38, rect.y + 5),
        "label",
        theme.TEXT,
    )
    if look.hint:
        hint = fit_text(fonts, look.hint, "small", rect.w - 420)
        text(surface, fonts, hint, (rect.right - 16, rect.y + 7), "small", theme.TEXT_DIM, "topright")
    size = look.card_size
    for slot in look.slots:
        key = slot.key
        empty = slot.count == 0
        r = pygame.Rect(slot.rect).move(shift, offset - int(LIFT * slot.lift))
        frame = picked_frame(pygame.Rect(slot.rect).move(shift, offset), slot.lift)
        if key == look.picked:
            pygame.draw.rect(surface, theme.ACCENT, frame, 3, border_radius=10)
        elif key == look.hint_key:
            pygame.draw.rect(surface, theme.HIGHLIGHT, frame, 3, border_radius=10)
        slot_rot = look.rot if key == look.picked else DEFAULT_ROT[key[0]]
        face = plain_face(card_tile(key[0], key[1], look.seat, slot_rot), 0, look.colour_blind)
        if empty or not (slot.playable and look.active):
            image = faded_card(face, size, 70 if empty else 150)
        else:
            image = card_image(face, size)
        surface.blit(image, r)
        badge = pygame.Rect(0, 0, 30, 20)
        badge.bottomright = (r.right + 6, r.bottom + 6)
        pygame.draw.rect(surface, COUNT_BADGE, badge, border_radius=8)
        pygame.draw.rect(surface, theme.ACCENT if slot.count else theme.TEXT_DIM, badge, 2, border_radius=8)
        text(surface, fonts, f"{slot.count}", badge.center, "tiny", theme.TEXT, "center")
        label, points = fit_label(fonts, slot.label, "tiny", size + 8, smallest=0.75)  # never into the next
        ink = theme.TEXT_DIM if empty else theme.TEXT
        below = (
            pygame.Rect(slot.rect).move(shift, offset).bottom + NAME_GAP
        )  # stays under the picked card's frame
        text(surface, fonts, label, (r.centerx, below), "tiny", ink, "midtop", size=points)


def draw_colour_chips(
    surface: pygame.Surface, fonts, chips: tuple[Chip, ...], tray: TrayView, blind: bool
) -> None:
    offset = int(tray.slide * (tray.look.rect[3] + 20))
    for chip in chips:
        r = pygame.Rect(chip.rect).move(0, offset)
        panel(surface, r, COUNT_BADGE, theme.ACCENT if chip.shown else TRAY_EDGE, radius=12, shadow=0)
        if chip.shown:
            pygame.draw.rect(surface, theme.ACCENT, r, 3, border_radius=12)
        pygame.draw.circle(surface, PLAYER_COLOURS[chip.colour], (r.x + 14, r.centery), 8)
        if blind:
            draw_symbol(surface, chip.colour, (r.x + 14, r.centery), 4)
        ink = theme.TEXT_DIM if chip.done else theme.TEXT
        text(surface, fonts, chip.label, (r.x + 28, r.centery), "small", ink, "midleft")


# ---------------------------------------------------------------------------------------------- two colours
# With two paths per player the tray shows one of the seat's colours; a chip per colour after its title
# says which (ringed), which one has had its card this turn (✓), and switches to the other on a click.
def supply_title(t, names, colour: int) -> str:
    """The tray's title for a colour's supply (with two paths per player a seat owns two colours): the one
    drawn and the one a tray readied ahead is drawn with, so that they match."""
    return t("downunder.supply", name=names[colour % len(names)])


def colour_chips(t, fonts, state: State, tray: SupplyTray, title: str) -> list[tuple[int, pygame.Rect]]:
    """(colour, rect on screen) of the chips of the seat whose supply the tray shows (none without the
    variant); `title` the tray's."""
    if state.paths == "one":
        return []
    seat = tray.seat % state.players
    x = tray.rect.x + 38 + min(fonts.get("label").size(title)[0], 200) + 18
    out = []
    for colour in state.colours_of(seat):
        w = 46 + fonts.get("small").size(t(f"downunder.seat.{colour}"))[0]
        out.append((colour, pygame.Rect(x, tray.rect.y + 3, w, 24)))
        x += w + 8
    return out


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


@dataclass(frozen=True, slots=True)
class TrayPress:
    """What a press on the tray means: show a colour's supply (`chip`), turn the picked card (`rotate`),
    say why a slot's card cannot be laid (`refuse`), or pick a slot's card and hold it (`pick`)."""

    chip: int | None = None
    rotate: bool = False
    refuse: Slot | None = None
    pick: SlotKey | None = None


def on_press(
    tray: SupplyTray, pos: tuple[int, int], button: int, chips: list, picked: SlotKey | None
) -> TrayPress:
    chip = next((c for c, rect in chips if rect.collidepoint(pos)), None)
    if chip is not None:
        return TrayPress(chip=chip)
    slot = tray.slot_at(pos)
    if slot is None:
        return TrayPress()
    if button == 3:
        return TrayPress(rotate=slot.key == picked)
    if not slot.playable:
        return TrayPress(refuse=slot)
    return TrayPress(pick=slot.key)


def nowhere(app, state: State, slot: Slot, colour: int, names: list[str]) -> str:
    """Why a card of the supply cannot be laid now: none left, or the rules' reason at the path's ends."""
    if slot.count == 0:
        return app.t("downunder.why.slot-empty")
    ends = sorted({cell for cell, _ in path_of(state, colour).open_ends})
    code = next((c for c in (reason_code(state, slot.key, cell, colour) for cell in ends) if c), None)
    said = app.t("downunder.why.slot-nowhere")
    return f"{said} {why(app, code, names)}" if code else said


class Hand:
    """A card taken from the tray by the pointer: held once pressed on its slot (`drag`), dragged once it
    moves, and, dropped where it cannot go, flying home (`back`) on `tweens`."""

    def __init__(self, tray: SupplyTray, tweens) -> None:
        self.tray, self.tweens = tray, tweens
        self.drag: CardDrag | None = None
        self.back: FlyBack | None = None

    def hold(self, key: SlotKey, pos: tuple[int, int], was_picked: bool) -> None:
        self.drag = CardDrag(key, pos, was_picked)

    def move(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is not None and not drag.moving:
            drag.moving = abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) >= DRAG_START

    def release(self) -> CardDrag | None:
        drag, self.drag = self.drag, None
        return drag

    def fly_home(self, key: SlotKey, rot: int, pos: tuple[int, int]) -> None:
        home = self.tray.slot_rect(key)
        if home is None:
            return
        back = self.back = FlyBack(key, rot, float(pos[0]), float(pos[1]))

        def landed() -> None:
            self.back = None

        self.tweens.to(back, 0.3, ease="easeOutBack", on_done=landed, x=home.centerx, y=home.centery)
