"""What the four games' animations share: the pulse of whatever glows, sparks, rings, floating words, the
turn of a board or a card, a ribbon's motion and the hint's star.

Each kind is a small running object (`update(dt)` ages it, `view()` freezes what a frame shows) and a
function that paints those frozen marks, so a game's view holds values and its drawing only paints them.
A game keeps in its own `fx.py` only what is its own (Down Under's effects glued to the table's camera,
Ka-Mel-Oh!'s crumbling cards, Camelot's castle flash) and builds those from these parts.
"""

from .floating import FloatingWords, WordMark, draw_words
from .hint import draw_hint_star, star_points
from .pulse import bob, pulse
from .ribbon import Ribbon, RibbonMark, draw_ribbon
from .rings import RingMark, Rings, draw_rings
from .sparks import Sparks, Speck, draw_sparks
from .turn import squash, squashed

__all__ = [
    "FloatingWords",
    "RingMark",
    "Rings",
    "Ribbon",
    "RibbonMark",
    "Sparks",
    "Speck",
    "WordMark",
    "bob",
    "draw_hint_star",
    "draw_ribbon",
    "draw_rings",
    "draw_sparks",
    "draw_words",
    "pulse",
    "squash",
    "squashed",
    "star_points",
]
