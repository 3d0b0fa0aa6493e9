"""Where everything of the Ka-Mel-Oh! table is on screen (`Layout`), and what the table shows right now
(`Display`).

The table is seen from one seat (`bottom`): that seat's half of the arena, oases and desert are below the
middle line and its hand is the row of large cards at the bottom; the other seat's hand is a row of small
cards along the top edge. Arena places keep their names (A1, A2 for seat 0, B1, B2 for seat 1) wherever
they are drawn.

`Display` is the viewer's view of the state plus what an animation holds back for a moment: a monster
that is still flying in, a defeated one that has not crumbled yet, damage not yet dealt, cards that have
not arrived in a hand, a desert or under an oasis, and the dates and points counters while they count.
`sync` of the scene resets it to the state; animations change it through tweens and callbacks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from rules.kameloh import UNKNOWN, Event, KamelohState, Lying, MonsterView, income, monster_view

from . import palette
from .cards import MID, SMALL

ROW_H = 168
ROW_Y = {"top": 104, "bottom": 308}
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
STEPS_RECT = pygame.Rect(916, 128, 348, 300)
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

    def item_rect(self, d: Display, item: Lying) -> pygame.Rect | None:
        """Where a lying item is drawn: a token on its monster or a card in front of its owner."""
        if item.slot >= 0:
            for i, other in enumerate(d.on(item.slot)):
                if other == item:
                    return self.lying_token(item.slot, i)
            return None
        front = d.front(item.owner)
        for i, other in enumerate(front):
            if other == item:
                return self.front_card_rect(item.owner, i, len(front))
        return None

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


def slot_index(name: str) -> int:
    """ "A1" -> 0, "A2" -> 1, "B1" -> 2, "B2" -> 3."""
    return "AB".index(name[0]) * 2 + int(name[1]) - 1


def public(where: str) -> bool:
    """Cards at these places are seen by everybody (not a hand, not inside an oasis)."""
    return where != "hand" and not where.startswith("oasis ")


# ---------------------------------------------------------------------------------------------- shown now
@dataclass
class SlotFx:
    """How the monster at a place is moved and lit during an animation."""

    dx: float = 0.0
    dy: float = 0.0
    scale: float = 1.0
    squash: float = 1.0  # horizontal size (a card turning about its upright axis)
    shake: float = 0.0
    flash: float = 0.0
    flash_colour: tuple = palette.WHITE
    alpha: float = 255.0
    lift: float = 0.0


@dataclass
class Display:
    state: KamelohState
    dates: list[float] = field(default_factory=lambda: [0.0, 0.0])
    points: list[float] = field(default_factory=lambda: [0.0, 0.0])
    hide_slot: set[int] = field(default_factory=set)
    hide_hand: Counter = field(default_factory=Counter)  # (seat, card) -> copies not arrived yet
    hide_desert: Counter = field(default_factory=Counter)  # seat -> top cards not arrived yet
    hide_oasis: Counter = field(default_factory=Counter)  # (seat, oasis) -> cards not arrived yet
    face_down_top: set[tuple[int, int]] = field(default_factory=set)  # tops not turned yet
    hide_lying: Counter = field(default_factory=Counter)  # Lying -> copies not arrived yet
    ghosts: dict[int, MonsterView] = field(default_factory=dict)  # monsters still shown though gone
    slot_fx: dict[int, SlotFx] = field(default_factory=dict)
    damage: dict[int, float] = field(default_factory=dict)  # damage shown (until the blow lands)

    @classmethod
    def of(cls, state: KamelohState) -> Display:
        display = cls(state)
        display.dates = [float(p.dates) for p in state.players]
        display.points = [float(p.points) for p in state.players]
        return display

    def fx(self, slot: int) -> SlotFx:
        fx = self.slot_fx.get(slot)
        if fx is None:
            fx = self.slot_fx[slot] = SlotFx()
        return fx

    # ------------------------------------------------------------------ held back by an animation
    def hold(self, e: Event, seen: bool) -> None:
        """Hold back the card of a "card" event until it arrives (`seen`: its hand is shown face up)."""
        self._wait(e, seen, 1)

    def release(self, e: Event, seen: bool) -> None:
        """The card of a "card" event has arrived: show it."""
        self._wait(e, seen, -1)

    def _wait(self, e: Event, seen: bool, n: int) -> None:
        if e.dst == "hand":
            self.hide_hand[(e.seat, e.card if seen else UNKNOWN)] += n
        elif e.dst.startswith("oasis "):
            self.hide_oasis[(e.seat, int(e.dst[6:]) - 1)] += n
        elif e.dst == "desert":
            self.hide_desert[e.seat] += n
        elif e.dst == "front":
            self.hide_lying[Lying(e.card, e.seat, -1)] += n
        elif e.dst.startswith("on "):
            self.hide_lying[Lying(e.card, e.seat, slot_index(e.dst[3:]))] += n
        elif n > 0:
            self.hide_slot.add(slot_index(e.dst))
        else:
            self.hide_slot.discard(slot_index(e.dst))

    def hold_back(self, events: list[Event], before: KamelohState, seen: Callable[[int], bool]) -> None:
        """Hold back every arrival of a move at once (the table shows the state after it): cards on their
        way, tops not turned yet, defeated or stolen monsters still where they were, damage not dealt yet
        (`seen(seat)`: the hand of that seat is shown face up)."""
        damage = {s: m.damage for s, m in enumerate(before.arena) if m is not None}
        for e in events:
            if e.kind == "card":
                self.hold(e, seen(e.seat))
            elif e.kind == "flip":
                self.face_down_top.add((e.seat, int(e.src[6:]) - 1))
            elif e.kind == "defeat":
                slot = e.slot
                ghost = monster_view(before, slot)
                if ghost is not None:
                    self.ghosts[slot] = ghost
                    self.damage[slot] = float(damage.get(slot, 0))
                self.hide_desert[e.seat] += 1
            elif e.kind == "fight":
                for target, _hit in e.info[2]:
                    self.damage[target] = float(damage.get(target, 0))
            elif e.kind in ("damage", "heal"):
                self.damage[e.slot] = float(damage.get(e.slot, 0))
            elif e.kind == "steal":  # the monster stays where it was until it is pulled over
                ghost = monster_view(before, slot_index(e.src))
                if ghost is not None:
                    self.ghosts[slot_index(e.src)] = ghost
                self.hide_slot.add(slot_index(e.dst))

    def still_key(self) -> tuple:
        """Everything of this display that the still parts of the table show, as they show it (the counted
        dates, points and damage rounded): while a move animates, the still picture is drawn anew only when
        a card arrives or a number changes, not in every frame."""
        return (
            id(self.state),  # the still layer keeps the state it was drawn from alive: the id stays its own
            tuple(int(round(x)) for x in self.dates),
            tuple(int(round(x)) for x in self.points),
            frozenset(self.hide_slot),
            frozenset(self.hide_hand.items()),
            frozenset(self.hide_desert.items()),
            frozenset(self.hide_oasis.items()),
            frozenset(self.face_down_top),
            frozenset(self.hide_lying.items()),
            frozenset(self.ghosts.items()),
            frozenset((slot, int(round(v))) for slot, v in self.damage.items()),
        )

    # ------------------------------------------------------------------ what to draw
    def monster(self, slot: int) -> MonsterView | None:
        if slot in self.ghosts:
            view: MonsterView | None = self.ghosts[slot]
        elif slot in self.hide_slot:
            return None
        else:
            view = monster_view(self.state, slot)
        if view is not None and slot in self.damage:
            shown = int(round(self.damage[slot]))
            view = MonsterView(
                view.card,
                view.owner,
                view.ap,
                view.dp,
                view.lp,
                shown,
                view.lp - shown,
                view.direct,
                view.items,
            )
        return view

    def hand(self, seat: int) -> list[int]:
        return list(self.state.players[seat].hand)

    def hand_skip(self, seat: int) -> set[int]:
        """Places in the hand whose card has not arrived yet (drawn empty, the layout keeps them)."""
        cards = self.state.players[seat].hand
        skip: set[int] = set()
        for (s, c), n in self.hide_hand.items():
            if s != seat or n <= 0:
                continue
            places = [i for i, x in enumerate(cards) if x == c and i not in skip]
            skip.update(places[-n:])
        return skip

    def pile_count(self, seat: int, i: int) -> int:
        return max(0, len(self.state.players[seat].oases[i]) - self.hide_oasis[(seat, i)])

    def top(self, seat: int, i: int) -> int | None:
        """The face-up top of an oasis (None: face down or empty)."""
        p = self.state.players[seat]
        pile = p.oases[i]
        if not pile or not p.active[i] or (seat, i) in self.face_down_top:
            return None
        return pile[0]

    def desert(self, seat: int) -> list[int]:
        cards = list(self.state.players[seat].desert)
        hidden = self.hide_desert[seat]
        return cards[: len(cards) - hidden] if hidden else cards

    def lying(self) -> list[Lying]:
        hidden = Counter(self.hide_lying)
        out = []
        for item in self.state.lying:
            if hidden[item] > 0:
                hidden[item] -= 1
                continue
            out.append(item)
        return out

    def front(self, seat: int) -> list[Lying]:
        return [i for i in self.lying() if i.slot < 0 and i.owner == seat]

    def on(self, slot: int) -> list[Lying]:
        return [i for i in self.lying() if i.slot == slot]


# ---------------------------------------------------------------------------------------------- still parts
def still_parts(d: Display, view: Layout, current: int | None, hands: list[tuple]) -> list[tuple]:
    """The still table's parts in the order they are drawn (draw.draw_part), each as (what it shows, where
    it may draw): when the shown state changes, only the places of the parts whose key changed are drawn
    anew, with every part that may draw there. `hands`: ("top" or "bottom", cards, places) of the hands
    that are still parts."""
    state, parts = d.state, []
    for seat in (0, 1):
        plaque = view.plaque_rect(seat).inflate(8, 8)
        dates, points = int(round(d.dates[seat])), int(round(d.points[seat]))
        shown = (seat == current, dates, points, income(state, seat), state.target, state.length)
        parts.append((("plaque", seat, *shown), plaque))
        piles = tuple((d.pile_count(seat, i), d.top(seat, i)) for i in range(len(state.players[seat].oases)))
        places = [view.oasis_rect(seat, i).inflate(28, 28) for i in range(len(piles))]
        places += [_label_room(view.label_pos(seat, i)) for i in range(len(piles))]
        parts.append((("oases", seat, piles), places[0].unionall(places[1:])))
    lying = d.lying()
    for seat in (0, 1):
        cards, rect = d.desert(seat), view.desert_rect(seat)
        room = rect.inflate(28, 28).union(_label_room((rect.centerx, view.label_pos(seat, 0)[1])))
        room.union_ip(view.front_rect(seat).inflate(24, 40))  # (shadows reach 8 px left, 6 px right)
        front = tuple(i for i in lying if i.slot < 0 and i.owner == seat)
        parts.append((("desert", seat, len(cards), tuple(cards[-1:]), front), room))
    monsters = [d.monster(slot) for slot in range(4)]
    for slot in range(4):
        effects = tuple(e.card for e in state.effects if e.slot == slot)
        parts.append((("monster", slot, monsters[slot], effects), view.slot_rect(slot).inflate(40, 40)))
    for slot in range(4):
        items = tuple(i for i in lying if i.slot == slot) if monsters[slot] is not None else ()
        tokens = [view.lying_token(slot, i).inflate(12, 12) for i in range(len(items))]
        parts.append(
            (("tokens", slot, items), tokens[0].unionall(tokens[1:]) if tokens else pygame.Rect(0, 0, 0, 0))
        )
    for side, cards, rects, *more in hands:  # (more: the glows of the top hand's cards)
        places = [pygame.Rect(r).inflate(40, 40) for r in rects]
        room = places[0].unionall(places[1:]) if places else pygame.Rect(0, 0, 0, 0)
        parts.append(((side, tuple(cards), tuple(map(tuple, rects)), *more), room))
    return parts


def _label_room(centre: tuple[int, int]) -> pygame.Rect:
    """Room enough for a pile's name and its number (draw.Painter.label) centred there."""
    return pygame.Rect(centre[0] - 110, centre[1] - 16, 220, 32)
