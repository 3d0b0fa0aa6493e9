"""A small tween system on top of pytweening: animate any numeric attribute (or tuple of numbers, such as a
position or a colour) of any object, with delays, chains, callbacks and "skip all".

    tweens.to(sprite, 0.3, pos=(100, 200), ease="easeOutBack").then(sprite, 0.2, scale=1.0)
    tweens.call(0.5, play_sound)

Start values are read when a tween begins (after its delay or when the tween it is chained to ends), so
chained moves start where the previous one ended. Each scene owns a Tweener, so a scene's animations end
with it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytweening

Value = float | tuple


def easing(name: str | Callable[[float], float]) -> Callable[[float], float]:
    if callable(name):
        return name
    func = getattr(pytweening, name, None)
    if func is None:
        raise ValueError(f"unknown easing {name!r}")
    return func


def lerp(a: Value, b: Value, t: float) -> Value:
    if isinstance(a, tuple):
        return tuple(x + (y - x) * t for x, y in zip(a, b, strict=True))
    return a + (b - a) * t


def _get(target: Any, attr: str) -> Any:
    return target[attr] if isinstance(target, dict) else getattr(target, attr)


def _set(target: Any, attr: str, value: Any) -> None:
    if isinstance(target, dict):
        target[attr] = value
    else:
        setattr(target, attr, value)


class Tween:
    """Animates attributes of `target` from their values at start to `ends` over `duration` seconds."""

    def __init__(
        self,
        tweener: Tweener,
        target: Any,
        duration: float,
        ends: dict[str, Value],
        delay: float = 0.0,
        ease: str | Callable = "easeInOutQuad",
        on_done: Callable[[], None] | None = None,
        on_step: Callable[[float], None] | None = None,
    ):
        self.tweener = tweener
        self.target = target
        self.duration = max(0.0, duration)
        self.ends = ends
        self.delay = max(0.0, delay)
        self.ease = easing(ease)
        self.on_done = on_done
        self.on_step = on_step
        self.elapsed = 0.0
        self.starts: dict[str, Value] | None = None
        self.followers: list[Tween] = []
        self.done = False

    def then(
        self,
        target: Any,
        duration: float,
        *,
        delay: float = 0.0,
        ease: str | Callable = "easeInOutQuad",
        on_done: Callable[[], None] | None = None,
        **ends: Value,
    ) -> Tween:
        """A tween that starts when this one ends."""
        follower = Tween(self.tweener, target, duration, ends, delay, ease, on_done)
        self.followers.append(follower)
        return follower

    def then_call(self, func: Callable[[], None], delay: float = 0.0) -> Tween:
        return self.then(None, 0.0, delay=delay, on_done=func)

    def _begin(self) -> None:
        self.starts = {attr: _get(self.target, attr) for attr in self.ends} if self.target is not None else {}

    def _apply(self, t: float) -> None:
        if self.target is not None and self.starts is not None:
            # Some curves miss 1.0 at the end (easeOutBounce(1) = 0.994): the last step lands exactly.
            k = 1.0 if t >= 1.0 else self.ease(t)
            for attr, end in self.ends.items():
                _set(self.target, attr, lerp(self.starts[attr], end, k))
        if self.on_step is not None:
            self.on_step(t)

    def step(self, dt: float) -> float:
        """Advance by dt; return the time left over after finishing (negative while running)."""
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return -1.0
            dt = -self.delay
            self.delay = 0.0
        if self.starts is None:
            self._begin()
        self.elapsed += dt
        if self.duration <= 0 or self.elapsed >= self.duration:
            self.finish()
            return self.elapsed - self.duration
        self._apply(self.elapsed / self.duration)
        return -1.0

    def finish(self) -> None:
        if self.done:
            return
        if self.starts is None:
            self._begin()
        self._apply(1.0)
        self.done = True
        if self.on_done is not None:
            self.on_done()


class Tweener:
    """Runs a scene's tweens. `speed` scales time (the animation-speed setting); `skip_all` finishes all."""

    def __init__(self, speed: float = 1.0) -> None:
        self.active: list[Tween] = []
        self.speed = speed

    def to(
        self,
        target: Any,
        duration: float,
        *,
        delay: float = 0.0,
        ease: str | Callable = "easeInOutQuad",
        on_done: Callable[[], None] | None = None,
        on_step: Callable[[float], None] | None = None,
        **ends: Value,
    ) -> Tween:
        tween = Tween(self, target, duration, ends, delay, ease, on_done, on_step)
        self.active.append(tween)
        return tween

    def call(self, delay: float, func: Callable[[], None]) -> Tween:
        """Call `func` after `delay` seconds (scaled by speed like every tween)."""
        return self.to(None, 0.0, delay=delay, on_done=func)

    def sequence(self, steps: list[tuple[Any, float, dict]]) -> Tween:
        """Chain (target, duration, {attr: end}) steps one after the other; returns the last tween."""
        first = last = None
        for target, duration, ends in steps:
            if last is None:
                first = last = self.to(target, duration, **ends)
            else:
                last = last.then(target, duration, **ends)
        if first is None:
            raise ValueError("empty sequence")
        return last

    @property
    def busy(self) -> bool:
        return bool(self.active)

    def update(self, dt: float) -> None:
        queue = [(tween, dt * self.speed) for tween in self.active]
        self.active = []  # tweens created by callbacks from here on land here and start next frame
        while queue:
            tween, budget = queue.pop(0)
            left = tween.step(budget)
            if not tween.done:
                self.active.append(tween)
                continue
            for follower in tween.followers:
                # a follower gets the part of the frame its predecessor did not use
                if left > 0:
                    queue.append((follower, left))
                else:
                    self.active.append(follower)

    def skip_all(self, limit: int = 10_000) -> None:
        """Finish every running and chained tween at once (a click during an animation)."""
        count = 0
        while self.active and count < limit:
            batch, self.active = self.active, []
            for tween in batch:
                tween.delay = 0.0
                tween.finish()
                self.active.extend(tween.followers)
                count += 1

    def cancel_all(self) -> None:
        """Drop every tween without finishing it (the scene is leaving)."""
        self.active = []
