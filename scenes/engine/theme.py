"""One theme: every colour, size and font role of the interface comes from here."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)
MIN_WINDOW = (640, 360)  # the smallest window: the canvas at half its size (a 13-pixel text is 6.5 pixels)
FPS = 60

# Palette: a warm wooden games table with lacquer accents.
PANEL = (46, 38, 54)
PANEL_EDGE = (92, 76, 104)
TEXT = (242, 236, 226)
TEXT_DIM = (176, 166, 160)
TEXT_DARK = (30, 24, 30)
ACCENT = (240, 176, 64)  # gold
ACCENT_2 = (222, 84, 80)  # lacquer red
GOOD = (110, 200, 120)
BAD = (230, 90, 80)
WARN = (240, 146, 70)  # between good and bad: a review's "mistake"
HIGHLIGHT = (255, 236, 150)
LETTERBOX = (0, 0, 0)  # the bars around the canvas when the window has another shape
BUTTON = (70, 56, 80)
BUTTON_HOVER = (104, 80, 112)
BUTTON_DISABLED = (50, 44, 54)
OVERLAY_DIM = (10, 8, 12, 170)

# Seat colours for banners and hot-seat (games may use their own piece colours).
SEAT_COLOURS = ((235, 235, 235), (60, 60, 64), (220, 80, 70), (80, 140, 230))
SEAT_TEXT_ON_DARK = (200, 200, 206)  # a seat colour too dark to read on the panel is written in this

# Backgrounds of the screens (vertical gradients, top to bottom).
GAME_BG = ((40, 30, 36), (18, 14, 20))
MENU_BG = ((34, 22, 40), (12, 10, 16))
MENU_SHADE = (20, 16, 24, 150)  # under the title's cards
RESULTS_DIM = (10, 8, 12, 150)
FIELD_BG = (30, 26, 36)  # text fields and selectors
CHART_BG = (104, 94, 112)  # a review's course: black and white seat lines both stand out on it
ACCENT_HOVER = (240, 110, 100)  # an accent button under the mouse
TEXT_SHADOW = (0, 0, 0)
SOFT_SHADOW = (0, 0, 0, 18)

# The eight Kamisado lacquers, in the order the menus' drifting pieces and the title emblem use them.
LACQUERS = (
    (232, 126, 48),
    (64, 112, 200),
    (128, 72, 168),
    (226, 110, 160),
    (236, 204, 64),
    (214, 56, 56),
    (64, 160, 88),
    (128, 84, 52),
)
CONFETTI = ((240, 176, 64), (222, 84, 80), (110, 200, 120), (80, 140, 230), (226, 110, 160))

# The title's game emblems, drawn in code (scenes/menus/emblems.py).
EMBLEM = {
    "tower_shadow": (20, 20, 22),
    "tower": (240, 240, 236),
    "outback": (214, 160, 96),
    "neutral_path": (150, 150, 150),
    "red_path": (220, 80, 60),
    "blue_path": (60, 140, 220),
    "billabong": (60, 130, 200),
    "field": (200, 180, 130),
    "field_dark": (150, 120, 80),
    "shield": (40, 60, 140),
    "shield_rim": (240, 210, 90),
    "card": (236, 196, 80),
    "card_rim": (120, 70, 30),
    "camel": (150, 96, 48),
}

# The window icon: a lacquer-red octagon tower on a gold tile.
ICON = {"tile": ACCENT, "rim": (120, 70, 30), "shadow": (30, 24, 30), "tower": ACCENT_2, "light": HIGHLIGHT}

# Font roles: (file, pixel size). Files live in assets/fonts.
FONT_FILES = {"sans": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf", "title": "DejaVuSerif-Bold.ttf"}
FONT_ROLES = {
    "huge": ("title", 88),
    "title": ("title", 48),
    "heading": ("bold", 30),
    "button": ("bold", 24),
    "body": ("sans", 20),
    "small": ("sans", 16),
    "tiny": ("sans", 13),
    "label": ("bold", 18),
}
RADIUS = 12
