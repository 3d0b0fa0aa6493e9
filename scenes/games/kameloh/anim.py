"""Animating a Ka-Mel-Oh! move from the events the rules report (`GAME.events(state, move)`).

The table already shows the state after the move; what has not happened yet on screen is held back in the
`Display` (hidden arrivals, ghosts of monsters that are gone, damage not dealt) and released when its
flight, blow or morph lands. Events play one after the other on a time line, overlapping a little:

- a card flies from where it was to where it goes; a card that changes between hidden and seen turns over
  on the way (drawn cards face up for the one who draws them only);
- a monster summoned into the arena rises above its place and drops with a puff of sand;
- an activated oasis turns its top card; a searched oasis shuffles;
- attackers wind up and lunge, damage numbers pop, hit monsters shake and their life bars run down;
- a defeated monster crumbles into sand that blows into its owner's desert;
- a mutation turns the old monster away and the new one in; a gathering pulls its members into a vortex
  from which the gathering grows; a joining member melts into its gathering;
- dates and points count up at the players' plaques, with the amounts popping up.

All timing goes through the scene's tweens, so the animation speed setting applies and a click finishes it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from rules.kameloh import UNKNOWN, Event, KamelohState, card

from . import palette
from .cards import MID, SMALL
from .fx import Flyer
from .layout import Display, public, slot_index
from .morph import Morphs

FLIGHT = 0.42


def animate(scene, before: KamelohState, move: tuple, after: KamelohState) -> None:
    """Show `move` happening on `scene`: the table shows `after` at once, with what has not happened yet on
    screen held back until the animation gets there; the scene syncs when it is over."""
    events = scene.events(before, move)
    scene.picker.clear()
    seen_after = scene.seen(after)
    scene.display = Display.of(seen_after)
    length = scene.animator.run(scene.seen(before), move, seen_after, events)
    scene.tweens.call(length + 0.05, scene.sync)


class Animator(Morphs):
    def __init__(self, scene) -> None:
        self.s = scene
        self._display = None

    # ------------------------------------------------------------------ helpers
    @property
    def d(self):
        """The display this animation started on: callbacks that run after the closing `sync` (a click
        finishing everything at once) change that old display, never the fresh one."""
        return self._display

    def at(self, delay: float, func: Callable[[], None], lasts: float = 0.0) -> None:
        """Call `func` at `delay` on the time line; what it starts takes `lasts` seconds."""
        self.s.tweens.call(max(0.0, delay), func)
        self.until = max(self.until, delay + lasts)

    def sees_hand(self, seat: int) -> bool:
        return self.s.seer is None or self.s.seer == seat

    def centre(self, rect: pygame.Rect) -> tuple[float, float]:
        return (float(rect.centerx), float(rect.centery))

    def fly(
        self,
        flyer: Flyer,
        seconds: float,
        ease: str = "easeInOutQuad",
        on_done: Callable | None = None,
        **ends: Any,
    ) -> Any:
        if flyer not in self.s.flyers:
            self.s.flyers.append(flyer)
        return self.s.tweens.to(flyer, seconds, ease=ease, on_done=on_done, **ends)

    def drop_flyer(self, flyer: Flyer) -> None:
        if flyer in self.s.flyers:
            self.s.flyers.remove(flyer)

    def place_rect(
        self, state: KamelohState, seat: int, where: str, index: int, arriving: bool
    ) -> pygame.Rect:
        return self.s.view.card_rect(state, seat, where, index, arriving, self.sees_hand(seat))

    # ------------------------------------------------------------------ the time line
    def run(self, before: KamelohState, move: tuple, after: KamelohState, events: list[Event]) -> float:
        """Start the animation; returns its length in seconds (at speed 1)."""
        self._display = d = self.s.display
        self.before, self.after = before, after
        d.dates = [float(p.dates) for p in before.players]
        d.points = [float(p.points) for p in before.players]
        self.dates = [p.dates for p in before.players]
        self.points = [p.points for p in before.players]
        self.damage = {s: m.damage for s, m in enumerate(before.arena) if m is not None}
        self.until = 0.0  # when the last thing started on the time line has ended
        kind = move[0]
        d.hold_back(events, before, self.sees_hand)
        t = 0.0
        if kind == "mutate":
            return self.mutate(events)
        if kind == "fuse":
            return self.fuse(events)
        if kind == "join":
            return self.join(events)
        for e in events:
            handler = getattr(self, "ev_" + e.kind, None)
            if handler is not None:
                t += handler(e, t)
        return max(t, self.until)

    # ------------------------------------------------------------------ cards on the move
    def faces(self, e: Event) -> tuple[int, int]:
        """What a flying card shows at the start and at the end of its flight."""
        seen = public(e.src) or public(e.dst) or self.sees_hand(e.seat)
        c = e.card if seen else UNKNOWN

        def shows(where: str) -> bool:
            if where == "hand":
                return self.sees_hand(e.seat)
            return not where.startswith(
                "oasis "
            )  # a card tucked in or drawn out of a pile is face down there

        start = c if shows(e.src) or (e.src.startswith("oasis ") and public(e.dst)) else UNKNOWN
        end = c if shows(e.dst) else UNKNOWN
        return start, end

    def ev_card(self, e: Event, t: float) -> float:
        s = self.s
        src = self.place_rect(self.before, e.seat, e.src, e.card, arriving=False)
        if e.dst in ("A1", "A2", "B1", "B2"):
            return self.summon(e, t, src)
        dst = self.place_rect(self.after, e.seat, e.dst, e.card, arriving=True)
        face_a, face_b = self.faces(e)
        item = card(e.card).effect is not None or card(e.card).kind in ("mutation_item", "fusion_item")
        via = None
        if (
            item
            and e.src not in ("A1", "A2", "B1", "B2")
            and not e.src.startswith("on ")
            and e.src != "front"
        ):
            if e.slot >= 0:
                via = s.view.slot_rect(e.slot)
            elif e.dst == "desert":
                via = pygame.Rect(0, 0, *MID)
                via.center = (501, 290)

        def launch() -> None:
            flyer = Flyer(face_a, face_b, *self.centre(src), w=s.view.width_at(e.src, e.seat), lift=0.6)
            s.app.sound.play("move", 0.6)
            end_w = s.view.width_at(e.dst, e.seat)

            def land() -> None:
                self.drop_flyer(flyer)
                self.d.release(e, self.sees_hand(e.seat))
                if e.dst == "desert":
                    s.effects.dust(dst, 10)

            if via is not None:  # an item shows itself where it acts, then goes to the desert
                cx, cy = via.centerx, via.centery - 10
                self.fly(
                    flyer, FLIGHT, x=cx, y=cy, w=MID[0] * 1.1, flip=1.0 if face_a != face_b else 0.0
                ).then(flyer, 0.25, ease="easeOutQuad", glow=1.0).then_call(
                    lambda: s.effects.ring((cx, cy), palette.ITEM_RING, 220)
                ).then(
                    flyer,
                    0.35,
                    ease="easeInQuad",
                    x=dst.centerx,
                    y=dst.centery,
                    w=end_w,
                    glow=0.0,
                    alpha=160.0,
                ).then_call(land)
                return
            flip_end = 1.0 if face_a != face_b else 0.0
            self.fly(
                flyer, FLIGHT, x=dst.centerx, y=dst.centery, w=end_w, flip=flip_end, lift=0.0, on_done=land
            )

        self.at(t, launch, FLIGHT + 0.65 if via is not None else FLIGHT + 0.05)
        return (FLIGHT + 0.6) if via is not None else FLIGHT * 0.6

    def summon(self, e: Event, t: float, src: pygame.Rect) -> float:
        """A monster rises above its place in the arena and drops onto it."""
        s = self.s
        slot = slot_index(e.dst)
        dst = s.view.slot_rect(slot)
        face_a, face_b = self.faces(e)

        def launch() -> None:
            flyer = Flyer(face_a, face_b, *self.centre(src), w=s.view.width_at(e.src, e.seat), lift=0.4)
            s.app.sound.play("move", 0.7)

            def land() -> None:
                self.drop_flyer(flyer)
                self.d.release(e, self.sees_hand(e.seat))
                fx = self.d.fx(slot)
                fx.dy = 6.0
                s.tweens.to(fx, 0.25, ease="easeOutBack", dy=0.0)
                s.effects.dust(dst, 30)
                s.effects.ring(dst.midbottom, palette.SAND_PALE, 160, 0.4, 3)
                s.app.sound.play("place")

            high = dst.centery - 46
            self.fly(
                flyer,
                0.4,
                ease="easeOutCubic",
                x=dst.centerx,
                y=high,
                w=MID[0] * 1.28,
                flip=1.0 if face_a != face_b else 0.0,
                lift=1.0,
            ).then(flyer, 0.08).then(
                flyer, 0.2, ease="easeInQuad", y=float(dst.centery), w=float(MID[0]), lift=0.0
            ).then_call(land)

        self.at(t, launch, 0.95)
        return 0.75

    def ev_flip(self, e: Event, t: float) -> float:
        s = self.s
        i = int(e.src[6:]) - 1
        rect = s.view.oasis_rect(e.seat, i)

        def launch() -> None:
            flyer = Flyer(UNKNOWN, e.card, *self.centre(rect), w=float(SMALL[0]))
            s.app.sound.play("flip")

            def done() -> None:
                self.drop_flyer(flyer)
                self.d.face_down_top.discard((e.seat, i))
                s.effects.sparkle(rect, palette.FLIP_SPARKLE, 16)

            self.fly(flyer, 0.2, ease="easeOutQuad", w=SMALL[0] * 1.5, y=rect.centery - 20.0, lift=0.8).then(
                flyer, 0.35, ease="easeInOutSine", flip=1.0
            ).then(
                flyer, 0.2, ease="easeInQuad", w=float(SMALL[0]), y=float(rect.centery), lift=0.0
            ).then_call(done)

        self.at(t, launch, 0.8)
        return 0.8

    def ev_shuffle(self, e: Event, t: float) -> float:
        s = self.s
        rect = s.view.oasis_rect(e.seat, int(e.src[6:]) - 1)

        def launch() -> None:
            s.app.sound.play("flip", 0.6)
            for k, dx in enumerate((-22.0, 22.0, 0.0)):
                flyer = Flyer(UNKNOWN, UNKNOWN, *self.centre(rect), w=float(SMALL[0]))
                tw = self.fly(
                    flyer, 0.14 + 0.03 * k, ease="easeOutQuad", x=rect.centerx + dx, angle=-dx * 0.5
                )
                tw.then(flyer, 0.16, ease="easeInQuad", x=float(rect.centerx), angle=0.0).then(
                    flyer, 0.12, ease="easeOutQuad", x=rect.centerx - dx * 0.5
                ).then(flyer, 0.12, ease="easeInQuad", x=float(rect.centerx)).then_call(
                    lambda f=flyer: self.drop_flyer(f)
                )

        self.at(t, launch, 0.65)
        return 0.6

    # ------------------------------------------------------------------ counters and words
    def ev_dates(self, e: Event, t: float) -> float:
        s = self.s
        self.dates[e.seat] += e.amount
        goal = float(self.dates[e.seat])
        pos = self.counter_pos(e.seat, "dates")

        def show() -> None:
            sign = "+" if e.amount > 0 else "−"
            s.effects.number(f"{sign}{abs(e.amount)}", pos, palette.DATES, 26)
            self.count(self.d.dates, e.seat, goal)

        self.at(t, show, 0.5)
        return 0.1

    def ev_points(self, e: Event, t: float) -> float:
        s = self.s
        self.points[e.seat] += e.amount
        goal = float(self.points[e.seat])
        pos = self.counter_pos(e.seat, "points")

        def show() -> None:
            s.effects.number(f"+{e.amount}", pos, palette.POINTS, 32)
            s.effects.sparkle(pygame.Rect(pos[0] - 20, pos[1] - 20, 40, 40), palette.POINTS, 14)
            if e.info and e.info[0] == "free":
                s.effects.number(
                    lambda: s.app.t("kameloh.free_point"), (pos[0] + 60, pos[1] - 26), palette.POINTS, 20
                )
            self.count(self.d.points, e.seat, goal)

        self.at(t, show, 0.5)
        return 0.3

    def count(self, values: list[float], seat: int, goal: float) -> None:
        """Count a plaque number towards `goal` (a small proxy object carries the tweened value)."""
        proxy = Counter(values, seat)
        self.s.tweens.to(proxy, 0.5, ease="easeOutQuad", value=goal)

    def counter_pos(self, seat: int, which: str) -> tuple[float, float]:
        r = self.s.view.plaque_rect(seat)
        if self.s.view.side(seat) == "top":
            return (r.x + 120, r.y + 44) if which == "dates" else (r.x + 300, r.y + 44)
        return (r.x + 96, r.y + 30) if which == "dates" else (r.x + 96, r.y + 64)

    def ev_turn(self, e: Event, t: float) -> float:
        s = self.s

        def show() -> None:
            s.show_ribbon(lambda: s.app.t("kameloh.ribbon.turn", name=s.seats[e.seat].name), e.seat)

        self.at(t, show, 0.5)
        return 0.15

    def ev_buyout(self, e: Event, t: float) -> float:
        s = self.s

        def show() -> None:
            s.show_ribbon(lambda: s.app.t("kameloh.ribbon.buyout", name=s.seats[e.seat].name), e.seat)

        self.at(t, show)
        return 0.5

    # ------------------------------------------------------------------ arena
    def ev_fight(self, e: Event, t: float) -> float:
        attackers, targets, hits = e.info
        aim = [self.centre(self.s.view.slot_rect(x)) for x in targets]
        if len(attackers) == 2:  # both strike together at the defenders
            mx = sum(p[0] for p in aim) / len(aim)
            my = sum(p[1] for p in aim) / len(aim)
            for a in attackers:
                self.lunge(a, (mx, my), t)
            self.at(t + 0.32, lambda: [self.blow(x, hit) for x, hit in hits], 0.45)
            return 0.85
        step = 0.0
        for (target, hit), point in zip(hits, aim, strict=True):
            self.lunge(attackers[0], point, t + step)
            self.at(t + step + 0.32, lambda x=target, h=hit: self.blow(x, h), 0.45)
            step += 0.62
        return step + 0.25

    def lunge(self, slot: int, point: tuple[float, float], t: float) -> None:
        s = self.s
        rect = s.view.slot_rect(slot)
        dx, dy = point[0] - rect.centerx, point[1] - rect.centery
        dist = math.hypot(dx, dy) or 1.0
        ux, uy = dx / dist, dy / dist
        reach = dist * 0.55

        def go() -> None:
            fx = self.d.fx(slot)
            s.app.sound.play("move", 0.8)
            s.tweens.to(fx, 0.16, ease="easeOutQuad", dx=-ux * 16, dy=-uy * 16, scale=1.06, lift=0.6).then(
                fx, 0.16, ease="easeInQuad", dx=ux * reach, dy=uy * reach
            ).then(fx, 0.32, ease="easeOutBack", dx=0.0, dy=0.0, scale=1.0, lift=0.0)

        self.at(t, go, 0.65)

    def blow(self, slot: int, hit: int) -> None:
        """A blow lands on the monster at `slot`."""
        s = self.s
        rect = s.view.slot_rect(slot)
        fx = self.d.fx(slot)
        fx.shake, fx.flash, fx.flash_colour = 7.0, 1.0, palette.HIT_FLASH
        s.tweens.to(fx, 0.4, ease="easeOutQuad", shake=0.0, flash=0.0)
        start = self.damage.get(slot, 0)
        self.damage[slot] = start + hit
        if hit:
            s.effects.number(f"−{hit}", (rect.centerx, rect.y + 40), palette.HIT, 38)
            s.app.sound.play("push")
        else:
            s.effects.number(
                lambda: s.app.t("kameloh.blocked"), (rect.centerx, rect.y + 40), palette.BLOCKED, 26
            )
            s.app.sound.play("click")
        s.effects.ring(rect.center, palette.HIT_RING, 260, 0.4, 5)
        self.d.damage[slot] = float(start)
        s.tweens.to(Counter(self.d.damage, slot), 0.45, ease="easeOutQuad", value=float(start + hit))

    def ev_damage(self, e: Event, t: float) -> float:
        self.at(t, lambda: self.blow(e.slot, e.amount), 0.45)
        return 0.5

    def ev_heal(self, e: Event, t: float) -> float:
        s = self.s

        def show() -> None:
            rect = s.view.slot_rect(e.slot)
            start = self.damage.get(e.slot, 0)
            self.damage[e.slot] = start - e.amount
            fx = self.d.fx(e.slot)
            fx.flash, fx.flash_colour = 0.8, palette.HEAL_FLASH
            s.tweens.to(fx, 0.5, flash=0.0)
            s.effects.number(f"+{e.amount}", (rect.centerx, rect.y + 40), palette.HEALED, 34)
            s.effects.sparkle(rect, palette.HEALED, 18)
            s.tweens.to(
                Counter(self.d.damage, e.slot), 0.5, ease="easeOutQuad", value=float(start - e.amount)
            )

        self.at(t, show, 0.5)
        return 0.5

    def ev_defeat(self, e: Event, t: float) -> float:
        s = self.s
        slot = e.slot

        def crumble() -> None:
            view = self.d.monster(slot)  # as last shown, with the damage of the blow
            if self.d.ghosts.pop(slot, None) is None or view is None:
                return
            rect = s.view.slot_rect(slot)
            image = s.painter.monster_card(self.d, slot, view)
            desert = s.view.desert_rect(e.seat)
            s.effects.crumble(image, rect, desert.center)
            s.app.sound.play("capture")
            self.d.damage.pop(slot, None)
            self.d.slot_fx.pop(slot, None)

        self.at(t, lambda: self.shudder(slot))
        self.at(t + 0.25, crumble)
        self.at(
            t + 1.05, lambda: self.d.hide_desert.__setitem__(e.seat, max(0, self.d.hide_desert[e.seat] - 1))
        )
        return 0.9

    def shudder(self, slot: int) -> None:
        fx = self.d.fx(slot)
        fx.shake, fx.flash, fx.flash_colour = 4.0, 0.0, palette.SHUDDER
        self.s.tweens.to(fx, 0.25, ease="easeInQuad", flash=1.0)

    def ev_steal(self, e: Event, t: float) -> float:
        s = self.s
        src_slot, dst_slot = slot_index(e.src), slot_index(e.dst)
        src, dst = s.view.slot_rect(src_slot), s.view.slot_rect(dst_slot)

        def launch() -> None:
            self.d.ghosts.pop(src_slot, None)
            flyer = Flyer(e.card, e.card, *self.centre(src), lift=0.3)
            s.app.sound.play("move")

            def land() -> None:
                self.drop_flyer(flyer)
                self.d.hide_slot.discard(dst_slot)
                s.effects.dust(dst, 20)
                s.app.sound.play("place")

            mid_y = min(src.centery, dst.centery) - 30
            self.fly(
                flyer,
                0.3,
                ease="easeOutQuad",
                x=(src.centerx + dst.centerx) / 2,
                y=mid_y,
                lift=1.0,
                angle=8.0,
            ).then(
                flyer, 0.3, ease="easeInQuad", x=float(dst.centerx), y=float(dst.centery), lift=0.0, angle=0.0
            ).then_call(land)

        self.at(t, launch, 0.65)
        return 0.7


class Counter:
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
