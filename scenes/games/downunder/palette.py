"""Down Under's colours, named, and the small helpers that lighten, darken and mix them.

The cards are sand with grey neutral paths and a coloured path part of their owner; the table is red earth
dotted in ochre; the panels beside and on the table are dark wood.
"""

from __future__ import annotations

from scenes.engine import theme

# ---------------------------------------------------------------------------------------------- seats
# The printed sets are yellow, red, blue and green; these tones keep apart on sand and on the dark panel.
PLAYER_COLOURS = ((242, 190, 44), (222, 72, 58), (60, 124, 222), (64, 168, 90))
SYMBOL_FILL = (255, 255, 255)  # colour-blind marks
SYMBOL_EDGE = theme.TEXT_DARK

# ---------------------------------------------------------------------------------------------- cards
CARD = (238, 220, 180)
CARD_DARK = (206, 180, 134)  # the printed border inside a card
CARD_EDGE = (128, 96, 62)
NEUTRAL = (172, 168, 160)  # a path part on nobody's path
NEUTRAL_EDGE = (86, 82, 78)
WATER = (52, 132, 196)
WATER_LIGHT = (128, 196, 232)
REED = (92, 140, 64)
BADGE_FACE = (250, 240, 214)  # the disc under a card's animal
CARD_SHADOW = (0, 0, 0, 40)  # under a card on the table
CROSSING_SHADOW = (0, 0, 0, 70)  # where a straight's coloured part lies on its neutral one
LIFTED_SHADOW = (20, 8, 4, 14)  # thrown by a card in the air (drawn in layers)

# ---------------------------------------------------------------------------------------------- animals
INK = (58, 36, 26)  # silhouette
DOT = (250, 236, 206)  # the dots inside
ACCENT_INK = (120, 70, 40)  # a second tone (bill, tail tip)

# ---------------------------------------------------------------------------------------------- ground
SHELL_TOP, SHELL_BOTTOM = theme.GAME_BG  # the scene base's own background gradient
EARTH_TOP = (150, 70, 42)
EARTH_BOTTOM = (104, 44, 28)
EARTH_DOTS = ((236, 170, 90, 38), (250, 226, 180, 30), (70, 28, 16, 50))  # ochre, sand, dark
WATERHOLE_RINGS = (250, 220, 170, 16)  # the faint concentric circles
BOARD_RIM = (60, 30, 20)
AREA_LIGHT = (7, 6, 4)  # added to the ground where full cards may still go
AREA_DASH = (240, 200, 150)
FENCE_WIRE = (232, 214, 176)
FENCE_POST = (92, 58, 34)
FENCE_POST_LIGHT = (150, 104, 66)
FENCE_SHADOW = (40, 20, 12)
FADE = (30, 14, 10)  # the table fading out while the view turns to another seat

# ---------------------------------------------------------------------------------------------- on the table
BAR = (40, 26, 22)  # the status bar, the disc of a curve's turn badge
TOOLTIP = (36, 24, 22)
LABEL_OUTLINE = (30, 16, 10)  # around the points rising from a card
SPLASH = (150, 210, 245)  # Billabong drops and Billabong news
RIPPLE = (170, 224, 250)
DUST = (226, 190, 140)
POOL_FLASH = (120, 190, 230)  # the rim flashing round a Billabong the game laid
GOLDEN_RUN = (255, 214, 90)
STAR = (255, 250, 210)

# ---------------------------------------------------------------------------------------------- panels
TRAY = (54, 34, 28)
TRAY_EDGE = (126, 84, 58)
COUNT_BADGE = (30, 22, 20)
HOVER_CARD = (40, 30, 30)
BADGE = (246, 234, 206)  # an animal's disc on the dark panel
BADGE_FADED = (120, 110, 96)


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
