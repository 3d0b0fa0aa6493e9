"""Down Under's colours, named, and the small helpers that lighten, darken and mix them.

The cards are sand with grey neutral paths and a coloured path part of their owner; the table is red earth
dotted in ochre; the panels beside and on the table are dark wood.
"""

from __future__ import annotations

# ---------------------------------------------------------------------------------------------- seats
# The printed sets are yellow, red, blue and green; these tones keep apart on sand and on the dark panel.
PLAYER_COLOURS = ((242, 190, 44), (222, 72, 58), (60, 124, 222), (64, 168, 90))
SYMBOL_FILL = (255, 255, 255)  # colour-blind marks
SYMBOL_EDGE = (30, 24, 30)

# ---------------------------------------------------------------------------------------------- cards
CARD = (238, 220, 180)
CARD_DARK = (206, 180, 134)  # the printed border inside a card
CARD_EDGE = (128, 96, 62)
NEUTRAL = (172, 168, 160)  # a path part on nobody's path
NEUTRAL_EDGE = (86, 82, 78)
WATER = (52, 132, 196)
WATER_LIGHT = (128, 196, 232)
REED = (92, 140, 64)

# ---------------------------------------------------------------------------------------------- animals
INK = (58, 36, 26)  # silhouette
DOT = (250, 236, 206)  # the dots inside
ACCENT_INK = (120, 70, 40)  # a second tone (bill, tail tip)

# ---------------------------------------------------------------------------------------------- ground
EARTH_TOP = (150, 70, 42)
EARTH_BOTTOM = (104, 44, 28)
FENCE_WIRE = (232, 214, 176)
FENCE_POST = (92, 58, 34)

# ---------------------------------------------------------------------------------------------- panels
BADGE = (246, 234, 206)  # an animal's disc on the dark panel


def darker(colour: tuple, f: float = 0.55) -> tuple[int, int, int]:
    return tuple(int(c * f) for c in colour[:3])


def lighter(colour: tuple, f: float = 0.45) -> tuple[int, int, int]:
    return tuple(int(c + (255 - c) * f) for c in colour[:3])


def mixed(a: tuple, b: tuple, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))


def neutral_tint(owner_colour: tuple | None) -> tuple[tuple, tuple]:
    """(fill, rim) of a neutral part: grey when free, lit in its path owner's colour when on a path."""
    if owner_colour is None:
        return NEUTRAL, NEUTRAL_EDGE
    return mixed(NEUTRAL, owner_colour, 0.45), darker(owner_colour, 0.6)
