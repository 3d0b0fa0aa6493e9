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

All timing goes through the stage's tweens, so the animation speed setting applies and a click finishes it.
The animation gets the `Stage` (what it moves: the table shown, the flying cards, the tweens, the effects,
the ribbon, the sound and the layout), never the scene; the transformations are in morph.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from rules.kameloh import UNKNOWN, Event, KamelohState, card
from scenes.effects import Ribbon
from scenes.engine.i18n import Words

from . import morph, palette
from .art import TableArt
from .cards import MID, SMALL
from .fx import Effects, Flyer
from .layout import Layout, public, slot_index
from .palette import SEAT_RGB
from .shown import Display, Tally

FLIGHT = 0.42


@dataclass
class Stage:
    """What a move's animation moves, owned by the scene: the table shown now (`display`), the flying cards,
    the tweens, the effects, the turn ribbon, the sound, the layout, the seats' names, the seat that looks
    (`seer`: None, every hand is seen) and the art of arena cards (a crumbling monster's picture)."""

    layout: Layout
    tweens: Any
    effects: Effects
    sound: Any
    art: TableArt
    t: Callable[..., str]
    names: Callable[[], tuple[str, ...]] = tuple  # the seats' names now (in the language shown)
    seer: int | None = None
    display: Display | None = None
    flyers: list[Flyer] = field(default_factory=list)
    ribbon: Ribbon = field(default_factory=Ribbon)  # the turn ribbon (scenes.effects), of `ribbon_seat`
    ribbon_seat: int = 0

    def show_ribbon(self, text: Words, seat: int) -> None:
        self.ribbon.show(text, SEAT_RGB[seat])
        self.ribbon_seat = seat
        self.sound.play("turn", 0.5)


def animate(
    stage: Stage,
    before: KamelohState,
    move: tuple,
    after: KamelohState,
    events: list[Event],
    on_done: Callable[[], object],
) -> None:
    """Show `move` happening on `stage` (`before` and `after` as the viewer sees them, `events`: the rules'
    events of it): the table shows `after` at once, with what has not happened yet on screen held back until
    the animation gets there; `on_done` when it is over."""
    stage.display = Display.of(after)
    length = Animator(stage).run(before, move, after, events)
    stage.tweens.call(length + 0.05, on_done)


class Animator:
    """One move's time line on the stage."""

    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        self._display: Display | None = None
        self.pending: list[Flyer] = []  # cards of a transformation gathered over its place (morph.py)

    # ------------------------------------------------------------------ helpers
    @property
    def d(self) -> Display:
        """The display this animation started on: callbacks that run after the closing `sync` (a click
        finishing everything at once) change that old display, never the fresh one."""
        assert self._display is not None
        return self._display

    def at(self, delay: float, func: Callable[[], None], lasts: float = 0.0) -> None:
        """Call `func` at `delay` on the time line; what it starts takes `lasts` seconds."""
        self.stage.tweens.call(max(0.0, delay), func)
        self.until = max(self.until, delay + lasts)

    def sees_hand(self, seat: int) -> bool:
        return self.stage.seer is None or self.stage.seer == seat

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
        if flyer not in self.stage.flyers:
            self.stage.flyers.append(flyer)
        return self.stage.tweens.to(flyer, seconds, ease=ease, on_done=on_done, **ends)

    def drop_flyer(self, flyer: Flyer) -> None:
        if flyer in self.stage.flyers:
            self.stage.flyers.remove(flyer)

    def place_rect(
        self, state: KamelohState, seat: int, where: str, index: int, arriving: bool
    ) -> pygame.Rect:
        return self.stage.layout.card_rect(state, seat, where, index, arriving, self.sees_hand(seat))

    # ------------------------------------------------------------------ the time line
    def run(self, before: KamelohState, move: tuple, after: KamelohState, events: list[Event]) -> float:
        """Start the animation; returns its length in seconds (at speed 1)."""
        self._display = d = self.stage.display
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
            return morph.mutate(self, events)
        if kind == "fuse":
            return morph.fuse(self, events)
        if kind == "join":
            return morph.join(self, events)
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
        s = self.stage
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
                via = s.layout.slot_rect(e.slot)
            elif e.dst == "desert":
                via = pygame.Rect(0, 0, *MID)
                via.center = (501, 290)

        def launch() -> None:
            flyer = Flyer(face_a, face_b, *self.centre(src), w=s.layout.width_at(e.src, e.seat), lift=0.6)
            s.sound.play("move", 0.6)
            end_w = s.layout.width_at(e.dst, e.seat)

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
        s = self.stage
        slot = slot_index(e.dst)
        dst = s.layout.slot_rect(slot)
        face_a, face_b = self.faces(e)

        def launch() -> None:
            flyer = Flyer(face_a, face_b, *self.centre(src), w=s.layout.width_at(e.src, e.seat), lift=0.4)
            s.sound.play("move", 0.7)

            def land() -> None:
                self.drop_flyer(flyer)
                self.d.release(e, self.sees_hand(e.seat))
                fx = self.d.fx(slot)
                fx.dy = 6.0
                s.tweens.to(fx, 0.25, ease="easeOutBack", dy=0.0)
                s.effects.dust(dst, 30)
                s.effects.ring(dst.midbottom, palette.SAND_PALE, 160, 0.4, 3)
                s.sound.play("place")

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
        s = self.stage
        i = int(e.src[6:]) - 1
        rect = s.layout.oasis_rect(e.seat, i)

        def launch() -> None:
            flyer = Flyer(UNKNOWN, e.card, *self.centre(rect), w=float(SMALL[0]))
            s.sound.play("flip")

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
        s = self.stage
        rect = s.layout.oasis_rect(e.seat, int(e.src[6:]) - 1)

        def launch() -> None:
            s.sound.play("flip", 0.6)
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
        s = self.stage
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
        s = self.stage
        self.points[e.seat] += e.amount
        goal = float(self.points[e.seat])
        pos = self.counter_pos(e.seat, "points")

        def show() -> None:
            s.effects.number(f"+{e.amount}", pos, palette.POINTS, 32)
            s.effects.sparkle(pygame.Rect(pos[0] - 20, pos[1] - 20, 40, 40), palette.POINTS, 14)
            if e.info and e.info[0] == "free":
                s.effects.number(
                    lambda: s.t("kameloh.free_point"), (pos[0] + 60, pos[1] - 26), palette.POINTS, 20
                )
            self.count(self.d.points, e.seat, goal)

        self.at(t, show, 0.5)
        return 0.3

    def count(self, values: list[float], seat: int, goal: float) -> None:
        """Count a plaque number towards `goal` (a small proxy object carries the tweened value)."""
        proxy = Tally(values, seat)
        self.stage.tweens.to(proxy, 0.5, ease="easeOutQuad", value=goal)

    def counter_pos(self, seat: int, which: str) -> tuple[float, float]:
        r = self.stage.layout.plaque_rect(seat)
        if self.stage.layout.side(seat) == "top":
            return (r.x + 120, r.y + 44) if which == "dates" else (r.x + 300, r.y + 44)
        return (r.x + 96, r.y + 30) if which == "dates" else (r.x + 96, r.y + 64)

    def ev_turn(self, e: Event, t: float) -> float:
        s = self.stage

        def show() -> None:
            s.show_ribbon(lambda: s.t("kameloh.ribbon.turn", name=s.names()[e.seat]), e.seat)

        self.at(t, show, 0.5)
        return 0.15

    def ev_buyout(self, e: Event, t: float) -> float:
        s = self.stage

        def show() -> None:
            s.show_ribbon(lambda: s.t("kameloh.ribbon.buyout", name=s.names()[e.seat]), e.seat)

        self.at(t, show)
        return 0.5

    # ------------------------------------------------------------------ arena
    def ev_fight(self, e: Event, t: float) -> float:
        attackers, targets, hits = e.info
        aim = [self.centre(self.stage.layout.slot_rect(x)) for x in targets]
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
        s = self.stage
        rect = s.layout.slot_rect(slot)
        dx, dy = point[0] - rect.centerx, point[1] - rect.centery
        dist = math.hypot(dx, dy) or 1.0
        ux, uy = dx / dist, dy / dist
        reach = dist * 0.55

        def go() -> None:
            fx = self.d.fx(slot)
            s.sound.play("move", 0.8)
            s.tweens.to(fx, 0.16, ease="easeOutQuad", dx=-ux * 16, dy=-uy * 16, scale=1.06, lift=0.6).then(
                fx, 0.16, ease="easeInQuad", dx=ux * reach, dy=uy * reach
            ).then(fx, 0.32, ease="easeOutBack", dx=0.0, dy=0.0, scale=1.0, lift=0.0)

        self.at(t, go, 0.65)

    def blow(self, slot: int, hit: int) -> None:
        """A blow lands on the monster at `slot`."""
        s = self.stage
        rect = s.layout.slot_rect(slot)
        fx = self.d.fx(slot)
        fx.shake, fx.flash, fx.flash_colour = 7.0, 1.0, palette.HIT_FLASH
        s.tweens.to(fx, 0.4, ease="easeOutQuad", shake=0.0, flash=0.0)
        start = self.damage.get(slot, 0)
        self.damage[slot] = start + hit
        if hit:
            s.effects.number(f"−{hit}", (rect.centerx, rect.y + 40), palette.HIT, 38)
            s.sound.play("push")
        else:
            s.effects.number(lambda: s.t("kameloh.blocked"), (rect.centerx, rect.y + 40), palette.BLOCKED, 26)
            s.sound.play("click")
        s.effects.ring(rect.center, palette.HIT_RING, 260, 0.4, 5)
        self.d.damage[slot] = float(start)
        s.tweens.to(Tally(self.d.damage, slot), 0.45, ease="easeOutQuad", value=float(start + hit))

    def ev_damage(self, e: Event, t: float) -> float:
        self.at(t, lambda: self.blow(e.slot, e.amount), 0.45)
        return 0.5

    def ev_heal(self, e: Event, t: float) -> float:
        s = self.stage

        def show() -> None:
            rect = s.layout.slot_rect(e.slot)
            start = self.damage.get(e.slot, 0)
            self.damage[e.slot] = start - e.amount
            fx = self.d.fx(e.slot)
            fx.flash, fx.flash_colour = 0.8, palette.HEAL_FLASH
            s.tweens.to(fx, 0.5, flash=0.0)
            s.effects.number(f"+{e.amount}", (rect.centerx, rect.y + 40), palette.HEALED, 34)
            s.effects.sparkle(rect, palette.HEALED, 18)
            s.tweens.to(Tally(self.d.damage, e.slot), 0.5, ease="easeOutQuad", value=float(start - e.amount))

        self.at(t, show, 0.5)
        return 0.5

    def ev_defeat(self, e: Event, t: float) -> float:
        s = self.stage
        slot = e.slot

        def crumble() -> None:
            view = self.d.monster(slot)  # as last shown, with the damage of the blow
            if self.d.ghosts.pop(slot, None) is None or view is None:
                return
            rect = s.layout.slot_rect(slot)
            fx = self.d.slot_fx.get(slot)
            effects = tuple(x.card for x in self.d.state.effects if x.slot == slot)
            image = s.art.monster(slot, view, effects, fx is not None)
            desert = s.layout.desert_rect(e.seat)
            s.effects.crumble(image, rect, desert.center)
            s.sound.play("capture")
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
        self.stage.tweens.to(fx, 0.25, ease="easeInQuad", flash=1.0)

    def ev_steal(self, e: Event, t: float) -> float:
        s = self.stage
        src_slot, dst_slot = slot_index(e.src), slot_index(e.dst)
        src, dst = s.layout.slot_rect(src_slot), s.layout.slot_rect(dst_slot)

        def launch() -> None:
            self.d.ghosts.pop(src_slot, None)
            flyer = Flyer(e.card, e.card, *self.centre(src), lift=0.3)
            s.sound.play("move")

            def land() -> None:
                self.drop_flyer(flyer)
                self.d.hide_slot.discard(dst_slot)
                s.effects.dust(dst, 20)
                s.sound.play("place")

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
