"""Where everything of the Ka-Mel-Oh! table is on screen (`Layout`); what it shows now is shown.Display.

The table is seen from one seat (`bottom`): that seat's half of the arena, oases and desert are below the
middle line and its hand is the row of large cards at the bottom; the other seat's hand is a row of small
cards along the top edge. Arena places keep their names (A1, A2 for seat 0, B1, B2 for seat 1) wherever
they are drawn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import pygame

from rules.kameloh import UNKNOWN, KamelohState, Lying

from .cards import MID, SMALL

ROW_H = 168
ROW_Y = {"top": 104, "bottom": 308}
TABLE = pygame.Rect(0, 0, 916, 720)  # the table, left of the side panel's column
MIDDLE = pygame.Rect(0, 272, 916, 36)
OASIS_X = (22, 106, 190, 274)
SLOT_X = (376, 510)
DESERT_X = 660
FRONT_X = 752
FRONT_W = 148
HAND_AREA = pygame.Rect(14, 486, 752, 234)
HAND_Y = 528
TOP_HAND = pygame.Rect(364, -6, 536, SMALL[1])
ARENA = pygame.Rect(358, 100, 286, 380)
BUTTONS_X = 774
BUTTON_W = 128
# The step panel in the side column, between the players' banner and the move list (panel.draw_steps)
STEPS_RECT = pygame.Rect(916, 128, 348, 318)  # room for five lines of words under the rows, with a margin
STEP_ROW_Y = (164, 188, 242, 266, 290, 314)  # dates, oasis (with its buttons below), play, ..., end
STEP_BUTTONS = {
    "draw": pygame.Rect(950, 213, 96, 26),
    "search": pygame.Rect(1054, 213, 96, 26),
    "activate": pygame.Rect(1158, 213, 96, 26),
}
# In a tutorial the coach's card takes the move list's place and needs the room: the steps without their
# buttons and words (the card says what to do)
COMPACT_STEPS_RECT = pygame.Rect(916, 128, 348, 116)
COMPACT_ROW_Y = (133, 151, 169, 187, 205, 223)

SHOWN_LINE = 16  # the lines saying who showed cards at the deal, under each other left of the arena


def shown_rect(k: int) -> pygame.Rect:
    """Where the `k`th line saying who showed cards at the deal is (panel.draw_words; hover explains it)."""
    return pygame.Rect(16, MIDDLE.y + 2 + SHOWN_LINE * k, 330, SHOWN_LINE)


Place = tuple  # ("slot", slot), ("oasis", seat, i) or ("desert", seat): the table's fixed places


class Layout:
    def __init__(self, bottom: int) -> None:
        self.bottom = bottom
        self.area = pygame.Rect(0, 0, 916, 720)

    # ------------------------------------------------------------------ board to screen and back
    def fit(self, area: pygame.Rect) -> None:
        """The table is drawn at fixed places of the logical screen; `area` is the part the board owns."""
        self.area = pygame.Rect(area)

    def place_rect(self, place: Place) -> pygame.Rect:
        if place[0] == "slot":
            return self.slot_rect(place[1])
        if place[0] == "oasis":
            return self.oasis_rect(place[1], place[2])
        return self.desert_rect(place[1])

    def to_screen(self, place: Place) -> tuple[int, int]:
        """The middle of a fixed place on screen."""
        return self.place_rect(place).center

    def place_at(self, pos: tuple[int, int]) -> Place | None:
        """The fixed place under `pos` (an arena place, an oasis pile or a desert), or None."""
        if not self.area.collidepoint(pos):
            return None
        places: list[Place] = [("slot", slot) for slot in range(4)]
        for seat in (0, 1):
            places += [("oasis", seat, i) for i in range(4)] + [("desert", seat)]
        return next((p for p in places if self.place_rect(p).collidepoint(pos)), None)

    def side(self, seat: int) -> str:
        return "bottom" if seat == self.bottom else "top"

    def row(self, seat: int) -> pygame.Rect:
        return pygame.Rect(0, ROW_Y[self.side(seat)], 916, ROW_H)

    # ------------------------------------------------------------------ places
    def slot_rect(self, slot: int) -> pygame.Rect:
        seat = slot // 2
        row = self.row(seat)
        return pygame.Rect(SLOT_X[slot % 2], row.y + (ROW_H - MID[1]) // 2, *MID)

    def oasis_rect(self, seat: int, i: int) -> pygame.Rect:
        row = self.row(seat)
        y = row.y + 36 if self.side(seat) == "top" else row.y + 28
        return pygame.Rect(OASIS_X[i], y, *SMALL)

    def desert_rect(self, seat: int) -> pygame.Rect:
        r = self.oasis_rect(seat, 0)
        return pygame.Rect(DESERT_X, r.y, *SMALL)

    def front_rect(self, seat: int) -> pygame.Rect:
        r = self.oasis_rect(seat, 0)
        return pygame.Rect(FRONT_X, r.y, FRONT_W, SMALL[1])

    def front_card_rect(self, seat: int, i: int, count: int) -> pygame.Rect:
        area = self.front_rect(seat)
        step = min(SMALL[0] + 4, (area.w - SMALL[0]) // max(1, count - 1)) if count > 1 else 0
        return pygame.Rect(area.x + i * step, area.y, *SMALL)

    def lying_token(self, slot: int, i: int) -> pygame.Rect:
        """The i-th item lying on the monster at `slot`: round tokens down the card's outer edge."""
        r = self.slot_rect(slot)
        x = r.right - 6 if slot % 2 else r.x - 26
        return pygame.Rect(x, r.y + 8 + i * 32, 32, 32)

    def item_rect(self, lying: Sequence[Lying], item: Lying) -> pygame.Rect | None:
        """Where a lying item is drawn, among the items `lying` shown: a token on its monster or a card in
        front of its owner."""
        if item.slot >= 0:
            on = [i for i in lying if i.slot == item.slot]
            return self.lying_token(item.slot, on.index(item)) if item in on else None
        front = [i for i in lying if i.slot < 0 and i.owner == item.owner]
        return self.front_card_rect(item.owner, front.index(item), len(front)) if item in front else None

    def label_pos(self, seat: int, i: int) -> tuple[int, int]:
        """Where an oasis name goes (above the pile on top, below it at the bottom)."""
        r = self.oasis_rect(seat, i)
        return (r.centerx, r.y - 14) if self.side(seat) == "top" else (r.centerx, r.bottom + 14)

    # ------------------------------------------------------------------ hands
    def hand_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        if self.side(seat) == "bottom":
            w = MID[0]
            area = HAND_AREA
            step = min(w + 8, (area.w - w) / max(1, count - 1)) if count > 1 else 0
            width = w + step * (count - 1)
            x0 = area.x + (area.w - width) / 2
            return [pygame.Rect(int(x0 + i * step), HAND_Y, *MID) for i in range(count)]
        w = SMALL[0]
        area = TOP_HAND
        step = min(w + 6, (area.w - w) / max(1, count - 1)) if count > 1 else 0
        return [pygame.Rect(int(area.x + i * step), area.y, *SMALL) for i in range(count)]

    def hand_anchor(self, seat: int) -> pygame.Rect:
        """Where a card goes to or comes from in a hand when its place is not known."""
        if self.side(seat) == "bottom":
            return pygame.Rect(HAND_AREA.centerx - MID[0] // 2, HAND_Y, *MID)
        return pygame.Rect(TOP_HAND.x + 120, TOP_HAND.y, *SMALL)

    def plaque_rect(self, seat: int) -> pygame.Rect:
        if self.side(seat) == "bottom":
            return pygame.Rect(BUTTONS_X, 490, BUTTON_W, 100)
        return pygame.Rect(14, 6, 340, 88)

    # ------------------------------------------------------------------ events
    def location_rect(self, seat: int, where: str) -> pygame.Rect:
        """The rect of an event location ("hand", "oasis 2", "A1", "desert", "front", "on B1")."""
        if where == "hand":
            return self.hand_anchor(seat)
        if where.startswith("oasis "):
            return self.oasis_rect(seat, int(where[6:]) - 1)
        if where == "desert":
            return self.desert_rect(seat)
        if where == "front":
            return self.front_card_rect(seat, 0, 1)
        if where.startswith("on "):
            return self.slot_rect(slot_index(where[3:]))
        return self.slot_rect(slot_index(where))

    def hand_card_rect(self, state: KamelohState, seat: int, index: int, arriving: bool) -> pygame.Rect:
        """Where card `index` is in the hand of `seat` in `state` (the last copy when it arrives)."""
        cards = state.players[seat].hand
        rects = self.hand_rects(seat, len(cards))
        if not rects:
            return self.hand_anchor(seat)
        places = [i for i, c in enumerate(cards) if c == index]
        if not places:
            return rects[-1]
        return rects[places[-1] if arriving else places[0]]

    def card_rect(
        self, state: KamelohState, seat: int, where: str, index: int, arriving: bool, seen: bool
    ) -> pygame.Rect:
        """Where card `index` of an event is in `state` (`seen`: the hand of `seat` is shown face up)."""
        if where == "hand":
            return self.hand_card_rect(state, seat, index if seen else UNKNOWN, arriving)
        if where == "front":
            front = [i for i in state.lying if i.slot < 0 and i.owner == seat]
            spot = next((k for k, i in enumerate(front) if i.card == index), max(0, len(front) - 1))
            return self.front_card_rect(seat, spot, max(1, len(front)))
        if where.startswith("on "):
            slot = slot_index(where[3:])
            on = [i for i in state.lying if i.slot == slot]
            spot = next((k for k, i in enumerate(on) if i.card == index), 0)
            return self.lying_token(slot, spot)
        return self.location_rect(seat, where)

    def width_at(self, where: str, seat: int) -> float:
        """The width of a card shown at an event location."""
        if where == "hand":
            return float(MID[0] if self.side(seat) == "bottom" else SMALL[0])
        if where.startswith("oasis ") or where in ("desert", "front"):
            return float(SMALL[0])
        if where.startswith("on "):
            return 30.0
        return float(MID[0])


Box = tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class Places:
    """The fixed places of the table seen from one side, as (x, y, w, h): per seat its oases and their
    labels' centres, its desert and its label's centre, its plaque; the arena's four places."""

    oases: tuple[tuple[Box, ...], tuple[Box, ...]]
    labels: tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]
    deserts: tuple[Box, Box]
    desert_labels: tuple[tuple[int, int], tuple[int, int]]
    plaques: tuple[Box, Box]
    slots: tuple[Box, Box, Box, Box]


@cache
def places(bottom: int) -> Places:
    """The fixed places of the table seen from `bottom`'s side (worked out once a side)."""
    layout = Layout(bottom)

    def box(r: pygame.Rect) -> Box:
        return (r.x, r.y, r.w, r.h)

    return Places(
        tuple(tuple(box(layout.oasis_rect(s, i)) for i in range(4)) for s in (0, 1)),  # type: ignore[arg-type]
        tuple(tuple(layout.label_pos(s, i) for i in range(4)) for s in (0, 1)),  # type: ignore[arg-type]
        (box(layout.desert_rect(0)), box(layout.desert_rect(1))),
        tuple(  # type: ignore[arg-type]
            (layout.desert_rect(s).centerx, layout.label_pos(s, 0)[1]) for s in (0, 1)
        ),
        (box(layout.plaque_rect(0)), box(layout.plaque_rect(1))),
        tuple(box(layout.slot_rect(slot)) for slot in range(4)),  # type: ignore[arg-type]
    )


def slot_index(name: str) -> int:
    """ "A1" -> 0, "A2" -> 1, "B1" -> 2, "B2" -> 3."""
    return "AB".index(name[0]) * 2 + int(name[1]) - 1


def public(where: str) -> bool:
    """Cards at these places are seen by everybody (not a hand, not inside an oasis)."""
    return where != "hand" and not where.startswith("oasis ")
