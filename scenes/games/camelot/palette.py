"""Camelot's colours, named: the table and the board, the pieces, the marks on the board, the effects and
the cards beside the board. RGB tuples, RGBA where the alpha is part of the colour; `shade` makes a colour
lighter or darker."""

from __future__ import annotations

from scenes.engine import theme

# ---------------------------------------------------------------------------------------------- helpers
CLEAR = (0, 0, 0, 0)  # erases to transparent
WHITE = (255, 255, 255)
OPAQUE_WHITE = (255, 255, 255, 255)  # masks: opaque where something is
WHITE_CLEAR = (255, 255, 255, 0)  # with BLEND_RGBA_MAX: white with the alpha left as it was


def shade(colour: tuple, amount: float) -> tuple[int, int, int]:
    """Lighter (amount > 0) or darker (amount < 0) by a fraction."""
    if amount >= 0:
        return tuple(int(c + (255 - c) * amount) for c in colour[:3])
    return tuple(int(c * (1 + amount)) for c in colour[:3])


# ---------------------------------------------------------------------------------------------- table, board
TABLE_TOP, TABLE_BOTTOM = (34, 40, 38), (14, 16, 18)  # the backdrop's gradient
# Light and dark squares of a sanded oak inlay, a walnut frame, two kinds of stone.
LIGHT_SQUARE = (232, 214, 174)
DARK_SQUARE = (184, 146, 100)
WOOD = (98, 60, 34)
WOOD_GRAIN = (78, 46, 24)
WOOD_EDGE = (168, 118, 70)
INLAY = (52, 30, 16)
STONE = {0: (206, 202, 192), 1: (96, 92, 104)}  # White's castle is pale, Black's castle dark
MORTAR = {0: (160, 154, 142), 1: (62, 58, 70)}
BOARD_SHADOW = (0, 0, 0, 150)
# Coordinates on the frame: dark on White's pale keep, light on Black's dark keep and on the walnut.
LABEL_ON_WHITE_CASTLE = (90, 84, 74)
LABEL_ON_BLACK_CASTLE = (220, 214, 228)
LABEL_ON_WOOD = (246, 228, 190)

# ---------------------------------------------------------------------------------------------- pieces
# Per seat: top, side, groove, emblem.
PIECE = {
    0: ((242, 236, 222), (176, 164, 142), (204, 192, 168), (110, 74, 44)),
    1: ((62, 58, 68), (24, 22, 28), (96, 90, 104), (232, 206, 150)),
}
GOLD = (214, 172, 78)  # knights' rims, castle borders, pennant poles, the finale's ribbon
BANNER = {0: (240, 236, 226), 1: (40, 36, 44)}  # the pennant of a piece in the enemy castle
PIECE_SHADOW = (0, 0, 0, 120)
SEAT_COLOURS = [(238, 232, 216), (52, 48, 58)]  # the banner and the history

# ---------------------------------------------------------------------------------------------- marks
# (normal, colour-blind safe). Shapes carry the meaning too (disc, ring, cross, dashes).
TARGET = ((110, 210, 120), (70, 150, 245))
CAPTURE = ((232, 76, 64), (245, 160, 30))
SELECT = (255, 214, 90)  # the chosen piece, the route being built, a piece's duty to leave
HOVER_RING = (255, 240, 200)  # a movable piece under the mouse
CURSOR = (120, 200, 255)  # the keyboard cursor
TRACE = (250, 220, 120)  # the last move, the route being played
HINT = theme.HIGHLIGHT
STOP_SHINE = (255, 255, 255, 120)  # the rim of a "stop" disc
TAG_FILL = (20, 14, 16, 225)  # the board's note that capturing is compulsory

# ---------------------------------------------------------------------------------------------- effects
SPLINTERS = {0: (236, 226, 204), 1: (70, 64, 78)}  # of a captured piece, by its seat
CHARGE_AURA = (255, 196, 64)
CHARGE_SPARKS = (255, 210, 90)
LEAP_GLOW = (255, 250, 235)
CASTLE_SPARKS = (255, 226, 120)
RAYS = (255, 220, 120)
RIBBON_SHADOW = (0, 0, 0, 90)

# ---------------------------------------------------------------------------------------------- cards
ALERT_COLOURS = {"capture": (226, 86, 70), "duty": (236, 170, 60), "castle": (236, 200, 90)}
WELL = (30, 24, 34)  # sunken parts of a card: trays, empty castle pips, the fifty-move bar

# ---------------------------------------------------------------------------------------------- the save's picture
# A saved game's small picture (art.small_picture): a piece is two or three pixels across there, so it is
# drawn in the seats' plainest colours with a rim of the other, on muted squares.
SMALL_PIECE = {0: (255, 252, 240), 1: (20, 18, 24)}
SMALL_RIM = {0: (40, 34, 30), 1: (236, 230, 214)}
SMALL_SQUARES = ((150, 128, 96), (122, 100, 72))
