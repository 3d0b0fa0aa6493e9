"""Kamisado's colours and the colour-blind symbols: one place for the eight board colours, the tower
lacquers and the shape that stands for each colour.

The shapes are drawn with polygons on a supersampled surface (see art), so they need no font
with CJK characters and stay crisp at any size.
"""

from __future__ import annotations

import math

import pygame

# Board colours in the rules' colour-id order (rules.kamisado.COLOURS): brown, green, red, yellow, pink,
# purple, blue, orange. Rich but slightly muted, like lacquered tiles.
SQUARE_RGB: tuple[tuple[int, int, int], ...] = (
    (128, 78, 44),  # brown
    (38, 138, 76),  # green
    (204, 46, 48),  # red
    (238, 196, 46),  # yellow
    (234, 122, 166),  # pink
    (118, 68, 160),  # purple
    (38, 102, 192),  # blue
    (238, 128, 36),  # orange
)

# One shape per colour for colour-blind mode: distinct silhouettes, not just distinct colours.
GLYPHS = ("square", "triangle", "circle", "star", "heart", "crescent", "plus", "diamond")

# Tower lacquer per seat (0 Black, 1 White): side, face, inner face, rim light, outline.
TOWER_RGB = (
    {
        "side": (14, 13, 17),
        "face": (46, 44, 52),
        "inner": (31, 30, 36),
        "rim": (104, 100, 114),
        "line": (6, 6, 8),
    },
    {
        "side": (170, 160, 144),
        "face": (242, 237, 226),
        "inner": (226, 219, 203),
        "rim": (255, 255, 252),
        "line": (110, 100, 88),
    },
)

MARKER_RGB = (236, 186, 74)  # the dragon-teeth markers: gold, readable on black and white towers
MARKER_DARK = (150, 102, 30)
SEAT_RGB = ((34, 32, 38), (238, 234, 224))  # banner and score colours of Black and White

PUSH_RGB = (255, 120, 90)  # a push: the focus ring of its square, the arrows over the shoved towers
GLOW_RGB = (255, 214, 110)  # the glow and ring around the tower that must move
HINT_RGB = (120, 230, 255)  # the hinted move (board and refill card)
WHITE = (255, 255, 255)  # lightening mixes, sparks, the ring of the tower that would move next

# the board and the table under it
FRAME_EDGE_RGB = (22, 12, 12)  # the board's outer edge
FRAME_WOOD_RGB = ((86, 40, 34), (48, 22, 22))  # the lacquer frame, outside to inside
INLAY_BED_RGB = (36, 20, 18)
INLAY_GOLD_RGB = (186, 140, 62)  # the gold inlay line around the tiles
TILE_GAP_RGB = (16, 10, 10)  # between the tiles
LABEL_RGB = (214, 184, 132)  # file letters and rank numbers in the frame
STRIP_EDGE_RGBA = (214, 170, 96, 255)  # the outline of the home-row strips
TABLE_RGB = ((44, 30, 40), (16, 12, 18))  # the table's gradient, top to bottom
WAVE_RGBA = (255, 226, 190, 9)  # the faint seigaiha pattern on the table

# marks on the board
GLOSS_RGBA = (255, 255, 255, 70)  # the light on a tower's symbol
TARGET_FILL_RGBA = (10, 6, 8, 110)  # a square the selected tower may reach
TARGET_EDGE_RGBA = (255, 250, 235, 235)
PUSH_TARGET_FILL_RGBA = (20, 8, 6, 150)  # a push: the disc, its edge and the two chevrons
PUSH_TARGET_EDGE_RGBA = (255, 140, 100, 255)
PUSH_TARGET_CHEVRON_RGBA = (255, 210, 180, 255)
TRAIL_RGB = (255, 250, 235)  # the last move: the square it left and a faint line
FOCUS_RGB = (255, 246, 214)  # the ring of the target under the mouse
BLOCKED_RGB = (230, 70, 60)  # the ring and stroke over a blocked tower
LOCK_RED_RGB = (214, 52, 44)  # deadlock: the rings and the padlocks' bodies
PADLOCK_OUTLINE_RGB = (40, 30, 30)
SHACKLE_RGB = (222, 212, 196)
KEYHOLE_RGB = (40, 20, 20)
CHAIN_RGB = (196, 190, 186)
FLASH_RED_RGB = (255, 70, 60)  # the tower that caused a deadlock
FLASH_LIGHT_RGB = (255, 255, 230)  # a promoted tower
SHADE_RGB = (12, 8, 14)  # the board darkened under the refill cards

# animations and their words
DUST_RGB = ((214, 196, 170), (170, 150, 128), (240, 230, 210))  # the sparks of a push
LANDING_RGB = (250, 240, 220)  # the dust ring where a tower lands
PROMOTION_SPARK_RGB = (255, 244, 200)
PUSH_WORD_RGB = (255, 190, 120)
BLOCKED_WORD_RGB = (255, 150, 120)
DEADLOCK_WORD_RGB = (255, 120, 100)
RIBBON_RGBA = (16, 10, 14, 210)  # the round's ribbon across the board
RIBBON_SUB_RGB = (236, 228, 214)

# the refill cards and the info column
FILL_ARROW_RGB = (240, 200, 110)  # the filling direction along the home rows
CARD_SHADE_RGB = (14, 10, 16)  # the card not chosen
SCORE_BAR_RGB = (30, 24, 34)
SCORE_BAR_EDGE_RGB = (90, 86, 98)  # Black's bar (White's is edged in White's colour)


def luminance(rgb: tuple[int, int, int]) -> float:
    r, g, b = rgb
    return 0.299 * r + 0.587 * g + 0.114 * b


def ink_for(rgb: tuple[int, int, int]) -> tuple[int, int, int]:
    """A dark or light ink that reads on `rgb`."""
    return (24, 18, 20) if luminance(rgb) > 120 else (250, 246, 238)


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return points


def draw_glyph(
    surface: pygame.Surface, colour_id: int, centre: tuple[float, float], r: float, ink: tuple
) -> None:
    """The colour-blind symbol of a colour, about 2r wide, centred (draw it on a supersampled surface)."""
    cx, cy = centre
    shape = GLYPHS[colour_id]
    if shape == "square":
        s = r * 0.82
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - s), round(cy - s), round(2 * s), round(2 * s)))
    elif shape == "triangle":
        pygame.draw.polygon(
            surface, ink, [(cx, cy - r), (cx + r * 0.98, cy + r * 0.72), (cx - r * 0.98, cy + r * 0.72)]
        )
    elif shape == "circle":
        pygame.draw.circle(surface, ink, (cx, cy), r * 0.9)
    elif shape == "star":
        pygame.draw.polygon(surface, ink, _star(cx, cy + r * 0.08, r * 1.1))
    elif shape == "heart":
        lobe = r * 0.5
        pygame.draw.circle(surface, ink, (cx - lobe * 0.95, cy - r * 0.25), lobe)
        pygame.draw.circle(surface, ink, (cx + lobe * 0.95, cy - r * 0.25), lobe)
        pygame.draw.polygon(
            surface,
            ink,
            [(cx - r * 0.94, cy - r * 0.12), (cx + r * 0.94, cy - r * 0.12), (cx, cy + r * 0.95)],
        )
    elif shape == "crescent":
        layer = pygame.Surface((round(4 * r) + 2, round(4 * r) + 2), pygame.SRCALPHA)
        c = (layer.get_width() / 2, layer.get_height() / 2)
        pygame.draw.circle(layer, ink, c, r * 0.95)
        pygame.draw.circle(layer, (0, 0, 0, 0), (c[0] + r * 0.5, c[1] - r * 0.3), r * 0.8)
        surface.blit(layer, (cx - c[0], cy - c[1]))
    elif shape == "plus":
        w = r * 0.62
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - w / 2), round(cy - r), round(w), round(2 * r)))
        pygame.draw.rect(surface, ink, pygame.Rect(round(cx - r), round(cy - w / 2), round(2 * r), round(w)))
    else:  # diamond
        pygame.draw.polygon(
            surface, ink, [(cx, cy - r * 1.1), (cx + r * 0.8, cy), (cx, cy + r * 1.1), (cx - r * 0.8, cy)]
        )
