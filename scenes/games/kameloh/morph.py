"""The transformations of Ka-Mel-Oh! on screen: a mutation turns the old monster away and the new one in, a
gathering pulls its members into a vortex from which it grows, a joining member melts into its gathering.
Each takes the move's time line (`Line`: anim.Animator, with its stage, flights and counters)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import pygame

from rules.kameloh import Event, KamelohState, card, monster_view

from . import palette
from .cards import MID
from .fx import Flyer
from .layout import public, slot_index
from .palette import GOLDEN, POINTS, VIOLET
from .shown import Display

ARENA_PLACES = ("A1", "A2", "B1", "B2")


class Line(Protocol):
    """What a transformation uses of the move's time line (anim.Animator)."""

    stage: Any  # anim.Stage
    before: KamelohState
    pending: list[Flyer]
    until: float

    @property
    def d(self) -> Display: ...

    def at(a: Line, delay: float, func: Callable[[], None], lasts: float = 0.0) -> None: ...

    def sees_hand(a: Line, seat: int) -> bool: ...

    def centre(a: Line, rect: pygame.Rect) -> tuple[float, float]: ...

    def fly(
        a: Line, flyer: Flyer, seconds: float, ease: str = ..., on_done: Callable | None = None, **ends: Any
    ) -> Any: ...

    def drop_flyer(a: Line, flyer: Flyer) -> None: ...

    def place_rect(
        a: Line, state: KamelohState, seat: int, where: str, index: int, arriving: bool
    ) -> pygame.Rect: ...

    def faces(a: Line, e: Event) -> tuple[int, int]: ...

    def ev_dates(a: Line, e: Event, t: float) -> float: ...

    def ev_points(a: Line, e: Event, t: float) -> float: ...


def incoming(a: Line, events: list[Event], t: float, slot: int) -> list[Event]:
    """Fly every card of a mutation/gathering from hand or oasis to its place; returns the arena ones."""
    s = a.stage
    arena_cards = []
    dst = s.layout.slot_rect(slot)
    fan = 0
    for e in events:
        if e.kind != "card":
            continue
        if e.src in ARENA_PLACES:
            arena_cards.append(e)
            continue
        if e.src.startswith("on ") or e.src == "front":
            continue
        src = a.place_rect(a.before, e.seat, e.src, e.card, arriving=False)
        face_a, face_b = a.faces(e) if public(e.dst) else (e.card, e.card)
        offset = (fan - 1) * 34
        fan += 1

        def launch(e=e, src=src, face_a=face_a, offset=offset) -> None:
            flyer = Flyer(face_a, e.card, *a.centre(src), w=s.layout.width_at(e.src, e.seat), lift=0.5)
            a.fly(
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
            a.pending.append(flyer)
            s.sound.play("move", 0.6)

        a.at(t + 0.08 * fan, launch, 0.45)
    return arena_cards


def vortex(a: Line, slot: int, t: float) -> None:
    """Pull the gathered cards into one point above the place."""
    s = a.stage
    rect = s.layout.slot_rect(slot)

    def spin() -> None:
        s.effects.vortex(a.centre(rect), palette.VORTEX)
        for f in list(a.pending):
            a.fly(
                f,
                0.35,
                ease="easeInBack",
                x=float(rect.centerx),
                y=float(rect.centery),
                w=12.0,
                angle=f.angle + 540,
                alpha=80.0,
                on_done=lambda f=f: a.drop_flyer(f),
            )
        a.pending = []

    a.at(t, spin, 0.35)


def bloom(a: Line, slot: int, t: float, colour: tuple) -> None:
    """The new monster grows out of the place."""
    s = a.stage
    rect = s.layout.slot_rect(slot)

    def grow() -> None:
        d = a.d
        d.ghosts.pop(slot, None)
        d.hide_slot.discard(slot)
        fx = d.fx(slot)
        fx.scale, fx.squash, fx.flash, fx.flash_colour, fx.alpha = 0.2, 1.0, 1.0, colour, 255.0
        s.tweens.to(fx, 0.45, ease="easeOutBack", scale=1.0).then(fx, 0.5, ease="easeInQuad", flash=0.0)
        s.effects.sparkle(rect, colour, 30)
        s.effects.ring(rect.center, colour, 300, 0.5, 6)
        s.sound.play("place")

    a.at(t, grow, 0.95)


def release_deserts(a: Line, events: list[Event], t: float) -> None:
    def free() -> None:
        for e in events:
            if e.kind == "card" and e.dst == "desert":
                a.d.release(e, a.sees_hand(e.seat))
                a.stage.effects.dust(a.stage.layout.desert_rect(e.seat), 6)

    a.at(t, free)


def counters(a: Line, events: list[Event], t: float) -> None:
    for e in events:
        if e.kind == "dates":
            a.ev_dates(e, t)
        elif e.kind == "points":
            a.ev_points(e, t)


def mutate(a: Line, events: list[Event]) -> float:
    d = a.d
    final = next(e for e in events if e.kind == "mutate")
    slot = final.slot
    ghost = monster_view(a.before, slot)
    if ghost is not None:
        d.ghosts[slot] = ghost
    d.hide_slot.add(slot)
    a.pending = []
    counters(a, events, 0.0)
    incoming(a, events, 0.0, slot)
    s = a.stage

    def turn_away() -> None:
        fx = d.fx(slot)
        fx.flash_colour = VIOLET
        s.tweens.to(fx, 0.25, ease="easeInQuad", squash=0.0, flash=1.0)
        s.effects.sparkle(s.layout.slot_rect(slot), VIOLET, 20)
        s.sound.play("flip")

    a.at(0.6, turn_away, 0.25)
    vortex(a, slot, 0.62)
    bloom(a, slot, 0.9, VIOLET)
    release_deserts(a, events, 1.3)
    return max(1.45, a.until)


def fuse(a: Line, events: list[Event]) -> float:
    d = a.d
    final = next(e for e in events if e.kind == "fuse")
    slot = final.slot
    a.pending = []
    arena = [e for e in events if e.kind == "card" and e.src in ARENA_PLACES]
    for e in arena:
        member = slot_index(e.src)
        ghost = monster_view(a.before, member)
        if ghost is not None:
            d.ghosts[member] = ghost
    d.hide_slot.add(slot)
    counters(a, events, 0.0)
    incoming(a, events, 0.0, slot)
    s = a.stage
    target = s.layout.slot_rect(slot)

    def gather() -> None:
        for e in arena:
            member = slot_index(e.src)
            rect = s.layout.slot_rect(member)
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
        s.sound.play("flip")

    def clear_members() -> None:
        for e in arena:
            member = slot_index(e.src)
            d.ghosts.pop(member, None)
            d.slot_fx.pop(member, None)

    a.at(0.55, gather, 0.45)
    vortex(a, slot, 0.6)
    a.at(1.0, clear_members)
    bloom(a, slot, 1.0, GOLDEN)
    release_deserts(a, events, 1.4)
    return max(1.55, a.until)


def join(a: Line, events: list[Event]) -> float:
    d = a.d
    final = next(e for e in events if e.kind == "join")
    slot = final.slot
    a.pending = []
    s = a.stage
    arena = [e for e in events if e.kind == "card" and e.src in ARENA_PLACES]
    for e in arena:
        member = slot_index(e.src)
        ghost = monster_view(a.before, member)
        if ghost is not None:
            d.ghosts[member] = ghost
    counters(a, events, 0.0)
    incoming(a, events, 0.0, slot)
    target = s.layout.slot_rect(slot)

    def merge() -> None:
        for e in arena:
            member = slot_index(e.src)
            rect = s.layout.slot_rect(member)
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
        s.tweens.to(fx, 0.3, flash=1.0, scale=1.08).then(fx, 0.35, ease="easeOutBack", flash=0.0, scale=1.0)

    def done() -> None:
        for e in arena:
            d.ghosts.pop(slot_index(e.src), None)
            d.slot_fx.pop(slot_index(e.src), None)
        m = card(final.card)
        s.effects.number(f"+{m.ap}/{m.dp}/{m.lp}", (target.centerx, target.y + 30), POINTS, 24)
        s.effects.sparkle(target, GOLDEN, 20)

    a.at(0.5, merge, 0.65)
    vortex(a, slot, 0.55)
    a.at(0.95, done)
    release_deserts(a, events, 1.2)
    return max(1.3, a.until)
