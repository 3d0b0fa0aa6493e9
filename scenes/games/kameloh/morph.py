"""The transformations of Ka-Mel-Oh! on screen: a mutation turns the old monster away and the new one in, a
gathering pulls its members into a vortex from which it grows, a joining member melts into its gathering.
A mixin of the `Animator` (anim.py), which provides the flights, counters and time line used here."""

from __future__ import annotations

from rules.kameloh import Event, card, monster_view

from . import palette
from .cards import MID
from .fx import Flyer
from .layout import public, slot_index
from .palette import GOLDEN, POINTS, VIOLET

ARENA_PLACES = ("A1", "A2", "B1", "B2")


class Morphs:
    def incoming(self, events: list[Event], t: float, slot: int) -> list[Event]:
        """Fly every card of a mutation/gathering from hand or oasis to its place; returns the arena ones."""
        s = self.s
        arena_cards = []
        dst = s.view.slot_rect(slot)
        fan = 0
        for e in events:
            if e.kind != "card":
                continue
            if e.src in ARENA_PLACES:
                arena_cards.append(e)
                continue
            if e.src.startswith("on ") or e.src == "front":
                continue
            src = self.place_rect(self.before, e.seat, e.src, e.card, arriving=False)
            face_a, face_b = self.faces(e) if public(e.dst) else (e.card, e.card)
            offset = (fan - 1) * 34
            fan += 1

            def launch(e=e, src=src, face_a=face_a, offset=offset) -> None:
                flyer = Flyer(face_a, e.card, *self.centre(src), w=s.view.width_at(e.src, e.seat), lift=0.5)
                self.fly(
                    flyer,
                    0.45,
                    ease="easeOutCubic",
                    x=dst.centerx + offset,
                    y=dst.centery - 30.0,
                    w=MID[0] * 0.8,
                    flip=1.0 if face_a != e.card else 0.0,
                    lift=1.0,
                    angle=-offset * 0.2,
                )
                self.pending.append(flyer)
                s.app.sound.play("move", 0.6)

            self.at(t + 0.08 * fan, launch, 0.45)
        return arena_cards

    def vortex(self, slot: int, t: float) -> None:
        """Pull the gathered cards into one point above the place."""
        s = self.s
        rect = s.view.slot_rect(slot)

        def spin() -> None:
            s.effects.vortex(self.centre(rect), palette.VORTEX)
            for f in list(self.pending):
                self.fly(
                    f,
                    0.35,
                    ease="easeInBack",
                    x=float(rect.centerx),
                    y=float(rect.centery),
                    w=12.0,
                    angle=f.angle + 540,
                    alpha=80.0,
                    on_done=lambda f=f: self.drop_flyer(f),
                )
            self.pending = []

        self.at(t, spin, 0.35)

    def bloom(self, slot: int, t: float, colour: tuple) -> None:
        """The new monster grows out of the place."""
        s = self.s
        rect = s.view.slot_rect(slot)

        def grow() -> None:
            d = self.d
            d.ghosts.pop(slot, None)
            d.hide_slot.discard(slot)
            fx = d.fx(slot)
            fx.scale, fx.squash, fx.flash, fx.flash_colour, fx.alpha = 0.2, 1.0, 1.0, colour, 255.0
            s.tweens.to(fx, 0.45, ease="easeOutBack", scale=1.0).then(fx, 0.5, ease="easeInQuad", flash=0.0)
            s.effects.sparkle(rect, colour, 30)
            s.effects.ring(rect.center, colour, 300, 0.5, 6)
            s.app.sound.play("place")

        self.at(t, grow, 0.95)

    def release_deserts(self, events: list[Event], t: float) -> None:
        def free() -> None:
            for e in events:
                if e.kind == "card" and e.dst == "desert":
                    self.d.release(e, self.sees_hand(e.seat))
                    self.s.effects.dust(self.s.view.desert_rect(e.seat), 6)

        self.at(t, free)

    def counters(self, events: list[Event], t: float) -> None:
        for e in events:
            if e.kind == "dates":
                self.ev_dates(e, t)
            elif e.kind == "points":
                self.ev_points(e, t)

    def mutate(self, events: list[Event]) -> float:
        d = self.d
        final = next(e for e in events if e.kind == "mutate")
        slot = final.slot
        ghost = monster_view(self.before, slot)
        if ghost is not None:
            d.ghosts[slot] = ghost
        d.hide_slot.add(slot)
        self.pending: list[Flyer] = []
        self.counters(events, 0.0)
        self.incoming(events, 0.0, slot)
        s = self.s

        def turn_away() -> None:
            fx = d.fx(slot)
            fx.flash_colour = VIOLET
            s.tweens.to(fx, 0.25, ease="easeInQuad", squash=0.0, flash=1.0)
            s.effects.sparkle(s.view.slot_rect(slot), VIOLET, 20)
            s.app.sound.play("flip")

        self.at(0.6, turn_away, 0.25)
        self.vortex(slot, 0.62)
        self.bloom(slot, 0.9, VIOLET)
        self.release_deserts(events, 1.3)
        return max(1.45, self.until)

    def fuse(self, events: list[Event]) -> float:
        d = self.d
        final = next(e for e in events if e.kind == "fuse")
        slot = final.slot
        self.pending = []
        arena = [e for e in events if e.kind == "card" and e.src in ARENA_PLACES]
        for e in arena:
            member = slot_index(e.src)
            ghost = monster_view(self.before, member)
            if ghost is not None:
                d.ghosts[member] = ghost
        d.hide_slot.add(slot)
        self.counters(events, 0.0)
        self.incoming(events, 0.0, slot)
        s = self.s
        target = s.view.slot_rect(slot)

        def gather() -> None:
            for e in arena:
                member = slot_index(e.src)
                rect = s.view.slot_rect(member)
                fx = d.fx(member)
                fx.flash_colour = GOLDEN
                s.tweens.to(
                    fx,
                    0.45,
                    ease="easeInBack",
                    dx=float(target.centerx - rect.centerx),
                    dy=float(target.centery - rect.centery),
                    scale=0.15,
                    flash=1.0,
                    alpha=60.0,
                )
            s.app.sound.play("flip")

        def clear_members() -> None:
            for e in arena:
                member = slot_index(e.src)
                d.ghosts.pop(member, None)
                d.slot_fx.pop(member, None)

        self.at(0.55, gather, 0.45)
        self.vortex(slot, 0.6)
        self.at(1.0, clear_members)
        self.bloom(slot, 1.0, GOLDEN)
        self.release_deserts(events, 1.4)
        return max(1.55, self.until)

    def join(self, events: list[Event]) -> float:
        d = self.d
        final = next(e for e in events if e.kind == "join")
        slot = final.slot
        self.pending = []
        s = self.s
        arena = [e for e in events if e.kind == "card" and e.src in ARENA_PLACES]
        for e in arena:
            member = slot_index(e.src)
            ghost = monster_view(self.before, member)
            if ghost is not None:
                d.ghosts[member] = ghost
        self.counters(events, 0.0)
        self.incoming(events, 0.0, slot)
        target = s.view.slot_rect(slot)

        def merge() -> None:
            for e in arena:
                member = slot_index(e.src)
                rect = s.view.slot_rect(member)
                s.tweens.to(
                    d.fx(member),
                    0.4,
                    ease="easeInBack",
                    dx=float(target.centerx - rect.centerx),
                    dy=float(target.centery - rect.centery),
                    scale=0.2,
                    alpha=40.0,
                )
            fx = d.fx(slot)
            fx.flash_colour = GOLDEN
            s.tweens.to(fx, 0.3, flash=1.0, scale=1.08).then(
                fx, 0.35, ease="easeOutBack", flash=0.0, scale=1.0
            )

        def done() -> None:
            for e in arena:
                d.ghosts.pop(slot_index(e.src), None)
                d.slot_fx.pop(slot_index(e.src), None)
            m = card(final.card)
            s.effects.number(f"+{m.ap}/{m.dp}/{m.lp}", (target.centerx, target.y + 30), POINTS, 24)
            s.effects.sparkle(target, GOLDEN, 20)

        self.at(0.5, merge, 0.65)
        self.vortex(slot, 0.55)
        self.at(0.95, done)
        self.release_deserts(events, 1.2)
        return max(1.3, self.until)
