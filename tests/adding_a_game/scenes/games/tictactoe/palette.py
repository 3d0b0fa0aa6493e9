"""Tic-tac-toe's colours: the theme's, named for what they paint."""

from scenes.engine import theme

GRID = theme.PANEL
GRID_LINE = theme.PANEL_EDGE
HINT = theme.HIGHLIGHT
MARKS = (theme.SEAT_COLOURS[0], theme.SEAT_COLOURS[2])  # X, O
RING = theme.ACCENT
