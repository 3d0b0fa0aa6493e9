"""What the Ka-Mel-Oh! table shows right now (`Display`): the viewer's view of the state plus what an
animation holds back for a moment: a monster that is still flying in, a defeated one that has not crumbled
yet, damage not yet dealt, cards that have not arrived in a hand, a desert or under an oasis, and the dates
and points counters while they count. The scene's `sync` resets it to the state; the animation (anim.Stage
owns it) changes it through tweens and callbacks. view.build reads it into the frame's frozen view."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.kameloh import UNKNOWN, Event, KamelohState, Lying, MonsterView, monster_view

from . import palette
from .layout import slot_index


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


class Tally:
    """Lets a tween count one entry of a list or dict (the plaque numbers, the damage shown). An entry that
    is gone by the time the tween starts (a monster crumbled in the same frame at high speed) stays gone."""

    def __init__(self, values: Any, key: Any) -> None:
        self.values, self.key = values, key

    @property
    def value(self) -> float:
        try:
            return float(self.values[self.key])
        except (KeyError, IndexError):
            return 0.0

    @value.setter
    def value(self, v: float) -> None:
        if isinstance(self.values, dict) and self.key not in self.values:
            return
        self.values[self.key] = v
