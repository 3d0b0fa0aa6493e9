"""The colours of Ka-Mel-Oh! on screen, named: the seats, the table, the cards, the marks and the effects.

Colours the whole interface shares come from `scenes.engine.theme` (text, gold accent, highlight)."""

from __future__ import annotations

from scenes.engine import theme

Colour = tuple[int, int, int]


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """The colour `t` of the way from `a` to `b`."""
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


WHITE = (255, 255, 255)
OPAQUE = (255, 255, 255, 255)  # a mask that keeps everything it covers

# ---------------------------------------------------------------------------------------------- seats, marks
SEAT_RGB = ((72, 196, 184), (236, 124, 84))  # turquoise oasis, terracotta
SEAT_SYMBOL = ("☀", "☾")  # the seats without colour (colour-blind setting)
GOOD = (120, 220, 120)  # something that can be played now
TARGET = (255, 214, 110)  # where the picked thing can go
HINT = theme.HIGHLIGHT
PICKED = WHITE
DANGER = (236, 80, 70)  # the attack about to happen
UP = (30, 130, 40)  # a value above the printed one
DOWN = (190, 40, 40)  # a value below the printed one
DARK_MARK = (30, 20, 24)  # seat symbols and words on a coloured ground

# ---------------------------------------------------------------------------------------------- the table
RUG_TOP = (66, 36, 40)
RUG_BOTTOM = (40, 24, 32)
RUG_DIAMOND = (255, 210, 150, 10)
RUG_STRIPE = (240, 170, 90, 24)
TRAY = (30, 18, 24)
TRAY_EDGE = (86, 56, 56)
FRONT_DASH = (120, 86, 76)
ARENA_WALL = (150, 104, 64)
ARENA_WALL_EDGE = (112, 74, 48)
ARENA_SAND_TOP = (232, 198, 140)
ARENA_SAND_BOTTOM = (214, 176, 118)
SAND = (222, 186, 128)
SAND_DARK = (190, 150, 96)
SAND_LIGHT = (240, 214, 160)
SAND_MID = (204, 164, 110)
SAND_PALE = (236, 206, 150)
SAND_WARM = (186, 146, 96)
RAKE = (206, 168, 112)
MIDLINE = (170, 120, 74)
PIT_FILL = (120, 80, 40, 60)
PIT_EDGE = (120, 80, 40, 140)
MEDALLION = (120, 70, 50)
BRASS = (236, 190, 90)
BLADE = (240, 232, 214)
POND = (58, 128, 150)
POND_SHORE = (176, 140, 90)
POND_RIPPLE = (110, 180, 196)
DESERT_EDGE = (150, 110, 70)
DESERT_SAND = SAND_WARM
DESERT_RIPPLE = (160, 120, 76)
LABEL = (226, 204, 170)  # names written on the table
SLOT_NAME = (190, 146, 96)
PILL = (34, 24, 28)  # the number of cards of a pile
PILL_EDGE = (150, 116, 80)
EMPTY_PILE = (90, 70, 60)
SANDY = (236, 214, 170, 255)  # a desert's top card, dusted with sand
SUN = (255, 214, 96)  # the mark of an activated oasis
SUN_RAY = (255, 210, 90)
SUN_EDGE = (190, 120, 40)
LIFE_BAR = (60, 40, 40)
LIFE_LOW = (220, 60, 50)
LIFE_FULL = (80, 190, 80)
PLAQUE = (28, 18, 24, 210)
PLAQUE_EDGE = (100, 74, 70)
STAR_EDGE = (90, 60, 20)

# ---------------------------------------------------------------------------------------------- over the table
PALE = (255, 240, 230)  # words on the attack's red
ATTACK = (150, 30, 30)
ATTACK_SHADE = (110, 20, 20)
ATTACK_EDGE = (255, 200, 180)
STAGE = theme.ACCENT  # the end of the game approaching
STAGE_TEXT = (40, 24, 20)
RIBBON_EDGE = (255, 246, 220, 255)
CHIP = (58, 40, 48)  # an entry of the options beside a picked card
CHIP_HOVER = (92, 66, 70)
NOTE_EDGE = (150, 110, 90)
TIP = (36, 26, 32)  # notes under the mouse and beside the enlarged card
STEP_NOW = (98, 70, 42)  # the step of the turn the player is in (step panel)
STEP_DONE = (120, 200, 130)
STEP_OFF = (96, 86, 92)  # a step that does not come this turn
SEARCH = (46, 30, 38)

# ---------------------------------------------------------------------------------------------- cards
# Frame colours of the four card colours of the rule text (yellow, violet, light blue, green): frame,
# inside, dark edge
FRAME = {
    "yellow": ((232, 186, 64), (252, 238, 196), (150, 104, 20)),
    "violet": ((152, 102, 204), (238, 226, 250), (84, 48, 124)),
    "lightblue": ((104, 184, 228), (226, 242, 252), (40, 104, 150)),
    "green": ((104, 178, 96), (230, 244, 222), (46, 108, 44)),
}
# The class badges: golden, silver, bronze camel, dung heap (fill, edge)
HK_COIN = {
    1: ((246, 204, 72), (150, 110, 20)),
    2: ((214, 218, 226), (110, 116, 130)),
    3: ((214, 140, 84), (120, 70, 36)),
    4: ((130, 92, 58), (70, 46, 28)),
}
STAT_TINTS = {"sword": (196, 70, 60), "shield": (70, 110, 190), "heart": (60, 150, 80)}
INK = (40, 30, 34)
INK_SOFT = (96, 80, 80)
CREAM = (250, 244, 226)
PRICE_COIN = (112, 56, 28)
PRICE_RIM = (250, 220, 160)
PRICE_SHINE = (150, 86, 46)
BACK_EDGE = (92, 54, 40)
BACK_TOP = (60, 34, 70)
BACK_BOTTOM = (150, 76, 52)
BACK_WEAVE = (170, 104, 70)
BACK_WEAVE_2 = (110, 60, 80)
BACK_MEDALLION = (74, 40, 50)
MUTANT_GLOW = (150, 255, 150)
MUTANT_EYE = (200, 255, 120)
GATHERING_RING = (255, 230, 150, 90)

# ---------------------------------------------------------------------------------------------- pictures
# Sky palettes: (top, horizon, sun, dune far, dune near)
SKIES: tuple[tuple[Colour, Colour, Colour, Colour, Colour], ...] = (
    ((72, 120, 196), (250, 206, 140), (255, 236, 170), (226, 170, 96), (196, 132, 70)),  # noon
    ((58, 40, 96), (246, 130, 92), (255, 200, 120), (188, 96, 70), (140, 64, 56)),  # sunset
    ((26, 30, 70), (92, 84, 150), (240, 236, 210), (82, 70, 110), (56, 46, 84)),  # night
    ((120, 170, 200), (252, 226, 180), (255, 250, 220), (236, 196, 130), (214, 166, 98)),  # dawn
    ((96, 60, 110), (236, 150, 150), (255, 214, 160), (200, 120, 110), (160, 86, 90)),  # dusk
    ((70, 140, 150), (230, 220, 160), (255, 246, 190), (210, 180, 110), (170, 150, 90)),  # oasis
)
EERIE = ((40, 20, 60), (120, 200, 140), (210, 255, 170), (90, 60, 120), (60, 40, 90))  # mutants
STARLIGHT = (230, 230, 250)
SILHOUETTE = (34, 22, 34)
GOLD = (244, 196, 64)
CROWN_EDGE = (120, 80, 20)
RUBY = (220, 60, 60)
ICON_LINE = (50, 36, 40)
HILT = (140, 90, 50)
HEART = (226, 80, 90)
HEAL = (90, 180, 90)
WATER = (150, 210, 240)
BOLT = (255, 230, 90)
DOME = (200, 240, 255)
TAG = (250, 220, 120)
WICKER = (196, 150, 90)
ROPE = (200, 150, 90)
CANVAS = (236, 220, 190)
TENT_DOOR = (90, 60, 50)
POTION = (120, 230, 140)
BUBBLE = (230, 255, 230)
FUME = (160, 240, 170)
ROSE = (230, 140, 170)
WEAKEN = (200, 90, 200)
BOOST = (120, 210, 120)
DATE = (124, 62, 30)
DATE_EDGE = (60, 28, 16)
DATE_SHINE = (196, 120, 70)
DATE_STALK = (90, 120, 50)

# ---------------------------------------------------------------------------------------------- effects
SAND_TONES = (SAND, SAND_MID, SAND_PALE, SAND_WARM)
FLYER_GLOW = (255, 226, 140)
SPARK_CORE = (255, 255, 240)
NUMBER_RIM = (20, 10, 10)
CRUMBLE = (246, 212, 150)  # crumbling pieces turn to sand
DATES = (236, 170, 100)  # dates counted at a plaque
POINTS = (255, 214, 90)  # points counted at a plaque
HIT = (255, 96, 80)
HIT_FLASH = (255, 80, 60)
HIT_RING = (255, 150, 110)
BLOCKED = (230, 230, 240)
HEALED = (120, 230, 120)
HEAL_FLASH = (140, 255, 140)
SHUDDER = (226, 190, 130)
FLIP_SPARKLE = (255, 220, 120)
ITEM_RING = (255, 236, 160)
VIOLET = (200, 150, 255)  # a mutation
GOLDEN = (255, 220, 140)  # a gathering
VORTEX = (255, 214, 120)
