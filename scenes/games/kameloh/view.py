"""What the Ka-Mel-Oh! table shows right now, and what lies under the mouse.

`Display` is the viewer's view of the state plus what an animation holds back for a moment: a monster
that is still flying in, a defeated one that has not crumbled yet, damage not yet dealt, cards that have
not arrived in a hand, a desert or under an oasis, and the dates and points counters while they count.
`sync` of the scene resets it to the state; animations change it through tweens and callbacks.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import pygame

from rules.kameloh import UNKNOWN, KamelohState, Lying, MonsterView, monster_view

from . import palette
from .layout import Table


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


@dataclass(frozen=True)
class Spot:
    """Something under the mouse: its key (see kameloh_pick), the card shown there and its rectangle."""

    key: tuple
    card: int
    rect: pygame.Rect
    index: int = -1  # place in a hand


def spots(display: Display, table: Table) -> list[Spot]:
    """Everything that can be pointed at, topmost first."""
    state = display.state
    out: list[Spot] = []
    for seat in (table.bottom, 1 - table.bottom):
        cards = display.hand(seat)
        rects = table.hand_rects(seat, len(cards))
        skip = display.hand_skip(seat)
        for i, (c, r) in reversed(list(enumerate(zip(cards, rects, strict=True)))):
            if i not in skip:
                out.append(Spot(("hand", seat, c), c, r, i))
    for slot in range(4):
        for i, item in enumerate(display.on(slot)):
            out.append(Spot(("lying", item), item.card, table.lying_token(slot, i)))
    for seat in (0, 1):
        front = display.front(seat)
        for i, item in reversed(list(enumerate(front))):
            out.append(Spot(("lying", item), item.card, table.front_card_rect(seat, i, len(front))))
    for slot in range(4):
        view = display.monster(slot)
        out.append(Spot(("slot", slot), view.card if view else UNKNOWN, table.slot_rect(slot)))
    for seat in (0, 1):
        for i in range(len(state.players[seat].oases)):
            rect = table.oasis_rect(seat, i)
            top = display.top(seat, i)
            if top is not None:
                out.append(Spot(("top", seat, i), top, rect))
            out.append(Spot(("oasis", seat, i), UNKNOWN, rect.inflate(10, 10)))
        desert = display.desert(seat)
        out.append(Spot(("desert", seat), desert[-1] if desert else UNKNOWN, table.desert_rect(seat)))
    return out


def keys_at(all_spots: list[Spot], pos: tuple[int, int]) -> list[Spot]:
    """The spots under `pos`, topmost first (a hand card hides the ones it overlaps)."""
    found: list[Spot] = []
    hand_hit = False
    for spot in all_spots:
        if not spot.rect.collidepoint(pos):
            continue
        if spot.key[0] == "hand":
            if hand_hit:
                continue
            hand_hit = True
        found.append(spot)
    return found
