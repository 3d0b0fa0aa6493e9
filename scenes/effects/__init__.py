"""What the four games' animations share: the pulse of whatever glows, sparks, rings, floating words, the
turn of a board or a card, a ribbon's motion and the hint's star.

Each kind is a small running object (`update(dt)` ages it, `view()` freezes what a frame shows) and a
function that paints those frozen marks, so a game's view holds values and its drawing only paints them.
A game keeps in its own `fx.py` only what is its own (Down Under's effects glued to the table's camera,
Ka-Mel-Oh!'s crumbling cards, Camelot's castle flash) and builds those from these parts.
"""

from rules.common import lazy_names

# Each name loads its own module on first use (scenes/engine/warmup.py imports the code a few modules a frame;
# a package that imported all seven at once would load them in one step).
__getattr__ = lazy_names(
    __name__,
    {
        "BurstMarks": "bursts",
        "Bursts": "bursts",
        "draw_bursts": "bursts",
        "FloatingWords": "floating",
        "WordMark": "floating",
        "draw_words": "floating",
        "draw_hint_star": "hint",
        "star_points": "hint",
        "bob": "beat",
        "pulse": "beat",
        "Ribbon": "ribbon",
        "RibbonMark": "ribbon",
        "draw_ribbon": "ribbon",
        "RingMark": "rings",
        "Rings": "rings",
        "draw_rings": "rings",
        "Sparks": "sparks",
        "Speck": "sparks",
        "draw_sparks": "sparks",
        "squash": "turn",
        "squashed": "turn",
    },
)

__all__ = [
    "BurstMarks",
    "Bursts",
    "FloatingWords",
    "RingMark",
    "Rings",
    "Ribbon",
    "RibbonMark",
    "Sparks",
    "Speck",
    "WordMark",
    "bob",
    "draw_bursts",
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
