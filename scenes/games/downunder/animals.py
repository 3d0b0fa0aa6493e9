"""The five animals of Down Under drawn in code: dark silhouettes with light dots inside, a nod to the
x-ray style the printed cards borrow from Aboriginal art. Each animal is a list of shapes in a unit box
(facing right), drawn once at four times the size and scaled down for smooth edges, then cached."""

from __future__ import annotations

import math

import pygame

from scenes.engine.cache import cached

from .palette import ACCENT_INK, DOT, INK

Point = tuple[float, float]


def ellipse(cx: float, cy: float, rx: float, ry: float, angle: float = 0.0, steps: int = 28) -> list[Point]:
    """An ellipse as a polygon, turned by `angle` degrees (pygame cannot draw turned ellipses)."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    out = []
    for i in range(steps):
        t = math.tau * i / steps
        x, y = rx * math.cos(t), ry * math.sin(t)
        out.append((cx + x * ca - y * sa, cy + x * sa + y * ca))
    return out


def limb(a: Point, b: Point, wa: float, wb: float) -> list[Point]:
    """A tapering quadrilateral from a (width wa) to b (width wb): legs, necks, tails."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    return [
        (a[0] + nx * wa / 2, a[1] + ny * wa / 2),
        (b[0] + nx * wb / 2, b[1] + ny * wb / 2),
        (b[0] - nx * wb / 2, b[1] - ny * wb / 2),
        (a[0] - nx * wa / 2, a[1] - ny * wa / 2),
    ]


# Each animal: (shapes, dots). A shape is (colour, polygon); dots are (x, y, radius) in the unit box.
Shape = tuple[tuple[int, int, int], list[Point]]


def _kangaroo() -> tuple[list[Shape], list[tuple[float, float, float]]]:
    shapes = [
        (INK, limb((0.40, 0.66), (0.04, 0.93), 0.13, 0.03)),  # tail
        (INK, ellipse(0.50, 0.55, 0.15, 0.24, -22)),  # body
        (INK, ellipse(0.44, 0.72, 0.15, 0.12, 10)),  # thigh
        (INK, [(0.38, 0.80), (0.74, 0.88), (0.75, 0.95), (0.36, 0.93)]),  # long foot
        (INK, limb((0.55, 0.36), (0.66, 0.22), 0.12, 0.08)),  # neck
        (INK, ellipse(0.70, 0.21, 0.10, 0.065, 14)),  # head
        (INK, [(0.62, 0.18), (0.60, 0.03), (0.67, 0.16)]),  # ear
        (INK, [(0.66, 0.17), (0.67, 0.04), (0.71, 0.17)]),  # ear
        (INK, limb((0.60, 0.42), (0.72, 0.52), 0.05, 0.03)),  # arm
    ]
    dots = [
        (0.49, 0.47, 0.022),
        (0.53, 0.56, 0.022),
        (0.47, 0.62, 0.022),
        (0.44, 0.72, 0.02),
        (0.72, 0.20, 0.015),
    ]
    return shapes, dots


def _emu() -> tuple[list[Shape], list[tuple[float, float, float]]]:
    shapes = [
        (INK, limb((0.42, 0.62), (0.36, 0.95), 0.06, 0.035)),  # legs
        (INK, limb((0.52, 0.62), (0.60, 0.95), 0.06, 0.035)),
        (INK, [(0.30, 0.95), (0.42, 0.95), (0.36, 0.92)]),  # feet
        (INK, [(0.56, 0.95), (0.68, 0.95), (0.60, 0.92)]),
        (INK, ellipse(0.44, 0.50, 0.30, 0.17, 8)),  # feathery body
        (INK, [(0.14, 0.52), (0.08, 0.66), (0.24, 0.60)]),  # drooping tail feathers
        (INK, limb((0.64, 0.44), (0.72, 0.12), 0.09, 0.05)),  # long neck
        (INK, ellipse(0.74, 0.11, 0.06, 0.045)),  # head
        (ACCENT_INK, [(0.78, 0.09), (0.90, 0.12), (0.78, 0.14)]),  # beak
    ]
    dots = [
        (0.30, 0.48, 0.02),
        (0.40, 0.44, 0.02),
        (0.50, 0.47, 0.02),
        (0.38, 0.55, 0.02),
        (0.56, 0.54, 0.02),
    ]
    dots += [(0.75, 0.10, 0.013)]
    return shapes, dots


def _platypus() -> tuple[list[Shape], list[tuple[float, float, float]]]:
    shapes = [
        (INK, ellipse(0.14, 0.60, 0.13, 0.08, -5)),  # flat paddle tail
        (INK, ellipse(0.45, 0.58, 0.29, 0.14)),  # body
        (INK, ellipse(0.72, 0.55, 0.10, 0.09)),  # head
        (ACCENT_INK, ellipse(0.88, 0.58, 0.11, 0.05, 6)),  # duck bill
        (INK, [(0.30, 0.68), (0.22, 0.80), (0.36, 0.80), (0.38, 0.70)]),  # webbed feet
        (INK, [(0.56, 0.68), (0.52, 0.80), (0.66, 0.80), (0.63, 0.68)]),
    ]
    dots = [
        (0.28, 0.56, 0.02),
        (0.38, 0.52, 0.02),
        (0.48, 0.56, 0.02),
        (0.58, 0.53, 0.02),
        (0.74, 0.52, 0.016),
    ]
    return shapes, dots


def _rabbit() -> tuple[list[Shape], list[tuple[float, float, float]]]:
    shapes = [
        (INK, ellipse(0.44, 0.66, 0.25, 0.21)),  # body
        (INK, ellipse(0.42, 0.88, 0.17, 0.05)),  # hind foot
        (INK, ellipse(0.66, 0.86, 0.06, 0.04)),  # front paw
        (INK, ellipse(0.70, 0.44, 0.13, 0.11, 10)),  # head
        (INK, ellipse(0.64, 0.20, 0.045, 0.16, -12)),  # ears
        (INK, ellipse(0.74, 0.21, 0.045, 0.16, 14)),
        (ACCENT_INK, ellipse(0.19, 0.60, 0.07, 0.07)),  # tail puff
    ]
    dots = [
        (0.36, 0.60, 0.022),
        (0.46, 0.66, 0.022),
        (0.36, 0.74, 0.022),
        (0.52, 0.76, 0.02),
        (0.74, 0.42, 0.016),
    ]
    return shapes, dots


def _dingo() -> tuple[list[Shape], list[tuple[float, float, float]]]:
    shapes = [
        (INK, limb((0.20, 0.46), (0.06, 0.28), 0.08, 0.06)),  # bushy tail, raised
        (INK, ellipse(0.44, 0.50, 0.26, 0.12)),  # body
        (INK, limb((0.28, 0.52), (0.25, 0.90), 0.07, 0.045)),  # legs
        (INK, limb((0.38, 0.54), (0.39, 0.90), 0.06, 0.045)),
        (INK, limb((0.57, 0.54), (0.56, 0.90), 0.06, 0.045)),
        (INK, limb((0.65, 0.52), (0.68, 0.90), 0.07, 0.045)),
        (INK, limb((0.62, 0.46), (0.75, 0.30), 0.12, 0.09)),  # neck
        (INK, ellipse(0.78, 0.29, 0.09, 0.07)),  # head
        (INK, [(0.82, 0.25), (0.96, 0.32), (0.84, 0.36)]),  # snout
        (INK, [(0.72, 0.25), (0.73, 0.10), (0.79, 0.23)]),  # ears
        (INK, [(0.78, 0.24), (0.82, 0.11), (0.84, 0.25)]),
    ]
    dots = [
        (0.30, 0.48, 0.02),
        (0.40, 0.46, 0.02),
        (0.50, 0.50, 0.02),
        (0.60, 0.47, 0.02),
        (0.79, 0.28, 0.014),
    ]
    return shapes, dots


ANIMAL_ART = {
    "kangaroo": _kangaroo,
    "emu": _emu,
    "platypus": _platypus,
    "rabbit": _rabbit,
    "dingo": _dingo,
}
SUPERSAMPLE = 4


@cached(64)
def animal_image(name: str, size: int) -> pygame.Surface:
    """The animal as a transparent `size` x `size` image (cached per size)."""
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    shapes, dots = ANIMAL_ART[name]()
    for colour, polygon in shapes:
        pygame.draw.polygon(surf, colour, [(x * big, y * big) for x, y in polygon])
    for x, y, r in dots:
        pygame.draw.circle(surf, DOT, (x * big, y * big), max(1.0, r * big))
    return pygame.transform.smoothscale(surf, (size, size))
