"""One theme: every colour, size and font role of the interface comes from here."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 720)
FPS = 60

# Palette: a warm wooden games table with lacquer accents.
BG = (24, 20, 28)
BG_2 = (38, 30, 44)
PANEL = (46, 38, 54)
PANEL_EDGE = (92, 76, 104)
TEXT = (242, 236, 226)
TEXT_DIM = (176, 166, 160)
TEXT_DARK = (30, 24, 30)
ACCENT = (240, 176, 64)  # gold
ACCENT_2 = (222, 84, 80)  # lacquer red
GOOD = (110, 200, 120)
BAD = (230, 90, 80)
HIGHLIGHT = (255, 236, 150)
SHADOW = (0, 0, 0)
BUTTON = (70, 56, 80)
BUTTON_HOVER = (104, 80, 112)
BUTTON_DISABLED = (50, 44, 54)
OVERLAY_DIM = (10, 8, 12, 170)

# Seat colours for banners and hot-seat (games may use their own piece colours).
SEAT_COLOURS = ((235, 235, 235), (60, 60, 64), (220, 80, 70), (80, 140, 230))

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
