"""The heartbeat of everything that glows on a table: a hint, a target, the tower that must move."""

from __future__ import annotations

import math


def pulse(time: float, speed: float = 4.0) -> float:
    """0 -> 1 -> 0 and again, `speed` radians a second: how strongly a pulsing mark shines at `time`."""
    return 0.5 + 0.5 * math.sin(time * speed)


def bob(time: float, amount: float, speed: float = 5.0) -> float:
    """An up-and-down offset of `amount` pixels either way (a marker floating over its place)."""
    return amount * math.sin(time * speed)
