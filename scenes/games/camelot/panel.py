"""The column left of the Camelot board: a card per player (pieces left, pieces in the enemy castle,
castle moves left, the tray of captured enemy pieces) and between them the status card (whose turn, the
compulsory-capture or castle-duty announcement, what a click does now, the legend of the board's marks,
the fifty-move count).

`Panel` is where the cards are (`arrange(bottom_seat)`: the player whose side is at the bottom of the board
has the bottom card, so the cards turn with the board; `places()` for the view; `tray_slot` for a captured
piece flying there). What they show is the view's part (view.py: `Faces`, the card panels, names and
labels, which change only with the seats, the board's turn and the language; `Cards`, the numbers, trays,
the status card and the legend, as they are in this frame); `draw_faces` paints the faces into the frame's
background and `draw_panel(view, art, surface)` the rest, and the captured pieces flying to their trays
over them (painted as the board paints its pieces, draw.draw_piece). The words come from words.py."""

from __future__ import annotations

import pygame

from rules.camelot import KNIGHT, MAN
from scenes.effects import pulse
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.widgets.draw import fit_text, panel, text

from . import art
from .art import CamelotArt
from .draw import draw_piece
from .palette import (
    ALERT_COLOURS,
    CAPTURE,
    CURSOR,
    DARK_SQUARE,
    HINT,
    LIGHT_SQUARE,
    SELECT,
    TARGET,
    TRACE,
    WELL,
)
from .view import Box, CamelotView, Cards, Faces, columns
from .words import SeatInfo, StatusInfo

CARD_H = 168
TRAY_D = 19  # diameter of a piece in a tray
TRAY_STEP = 21
LEGEND_ROW = 20  # a legend entry of one line
TIP_W = 300  # a tip's box
TINY_LINE = 15  # a further line of a legend entry or of the fifty-move count
ASK_R = 7  # the radius of the "?" beside a part with a tip


class Panel:
    """Where the cards are, in `rect`; `arrange(bottom_seat)` puts that seat's card at the bottom."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        self.bottom_seat = 0
        self.cards: dict[int, pygame.Rect] = {}
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.arrange(0)

    def arrange(self, bottom_seat: int) -> None:
        r = self.rect
        self.bottom_seat = bottom_seat
        top = pygame.Rect(r.x, r.y, r.w, CARD_H)
        bottom = pygame.Rect(r.x, r.bottom - CARD_H, r.w, CARD_H)
        self.cards = {1 - bottom_seat: top, bottom_seat: bottom}
        self.status_rect = pygame.Rect(r.x, top.bottom + 12, r.w, bottom.y - top.bottom - 24)

    def places(self) -> tuple[tuple[Box, Box], Box]:
        """Where the seats' cards (by seat) and the status card are, as values for the view."""
        return (tuple(self.cards[0]), tuple(self.cards[1])), tuple(self.status_rect)

    def tray_slot(self, seat: int, index: int) -> tuple[float, float]:
        return tray_slot(self.cards[seat], index)


# ---------------------------------------------------------------------------------------------- geometry
def tray_rect(card: Box) -> pygame.Rect:
    card = pygame.Rect(card)
    return pygame.Rect(card.x + 12, card.bottom - 12 - TRAY_D - 10, card.w - 24, TRAY_D + 10)


def tray_slot(card: Box, index: int) -> tuple[float, float]:
    """Centre of the index-th captured piece in a card's tray (14 fit in a row)."""
    tray = tray_rect(card)
    step = min(TRAY_STEP, (tray.w - TRAY_D - 8) / 13)
    return tray.x + 4 + TRAY_D / 2 + index * step, tray.centery


# ---------------------------------------------------------------------------------------------- painting
def draw_faces(faces: Faces, fonts, surface: pygame.Surface) -> None:
    """Card panels, names, labels and the empty trays (the frame's background)."""
    pieces, in_castle, castle_moves, captured = faces.labels
    for seat, (label, subtitle) in enumerate(faces.names):
        card = pygame.Rect(faces.cards[seat])
        panel(surface, card, theme.PANEL, theme.PANEL_EDGE, radius=14, shadow=6)
        x, y = card.x + 14, card.y + 12
        surface.blit(art.piece_image(seat, KNIGHT, 34), (x, y))
        text(surface, fonts, label, (x + 46, y - 3), "heading", theme.TEXT)
        sub = fit_text(fonts, subtitle, "small", card.w - 76, name=True)  # whole in the seats' banner
        text(surface, fonts, sub, (x + 47, y + 30), "small", theme.TEXT_DIM)
        ly, px, cx, mx = columns(faces.cards[seat])
        for value, at in ((pieces, px), (in_castle, cx), (castle_moves, mx)):
            text(surface, fonts, value, (at, ly), "tiny", theme.TEXT_DIM)
        tray = tray_rect(faces.cards[seat])
        text(surface, fonts, captured, (tray.x + 4, tray.y - 18), "tiny", theme.TEXT_DIM)
        pygame.draw.rect(surface, WELL, tray, border_radius=8)
        pygame.draw.rect(surface, theme.PANEL_EDGE, tray, 1, border_radius=8)
    panel(surface, pygame.Rect(faces.status), theme.PANEL, theme.PANEL_EDGE, radius=14, shadow=6)


def draw_panel(view: CamelotView, art: CamelotArt, surface: pygame.Surface) -> None:
    """The cards over their faces (the frame's background): the numbers, trays and the status card; then
    the captured pieces on their way to the trays, over them."""
    draw(view.cards, art.fonts, surface)
    for flyer in view.flyers:
        draw_piece(surface, flyer, view.table.diameter)


def draw(cards: Cards, fonts, surface: pygame.Surface) -> None:
    """The numbers, trays and the status card over the cards' faces."""
    for seat, info in enumerate(cards.seats):
        if seat == cards.to_move:
            _card_edge(surface, cards.faces.cards[seat], cards.clock)
        _card_body(surface, fonts, cards.faces.cards[seat], seat, info, cards.hot)
    _status(surface, fonts, cards)
    if cards.hot is not None:
        pygame.draw.rect(surface, theme.ACCENT, pygame.Rect(cards.hot), 1, border_radius=8)
    if cards.tip is not None:
        sx, _, sw, _ = cards.faces.status
        _tip(surface, fonts, *cards.tip, cards.hot, sx + sw)


TIP_CLEAR = 36  # the gap between a tip's box and the part it explains (room for a tutorial's frame round it)


def tip_box(
    lines: int, px: int, py: int, part: Box | None, cards_right: int, window: pygame.Rect
) -> pygame.Rect:
    """Where a tip of `lines` lines goes: right of the column of cards (`cards_right`, their right edge),
    level with the part it explains, clear of it and of a tutorial's frame round it, inside the window;
    without a part, beside the pointer."""
    box = pygame.Rect(px + 16, py + 16, TIP_W, 16 + 19 * lines)
    if part is not None:
        zone = pygame.Rect(part)
        box.midleft = (max(zone.right, cards_right) + TIP_CLEAR, zone.centery)
    box.clamp_ip(window.inflate(-8, -8))
    return box


def _tip(
    surface: pygame.Surface, fonts, words: str, px: int, py: int, part: Box | None, cards_right: int
) -> None:
    """A card part's meaning in a box beside the cards, level with the part, inside the window."""
    lines = fonts.wrap(words, "small", TIP_W - 24)
    box = tip_box(len(lines), px, py, part, cards_right, surface.get_rect())
    panel(surface, box, theme.PANEL, theme.ACCENT, radius=10, shadow=4)
    for k, line in enumerate(lines):
        text(surface, fonts, line, (box.x + 12, box.y + 8 + 19 * k), "small", theme.TEXT)


def legend_picture(fonts, entries: tuple, glyphs: int, width: int, room: int) -> pygame.Surface | None:
    """The legend, `width` wide and at most `room` high: in one column when it fits, else in two, each
    meaning wrapped (never shortened); where even two columns do not fit, the last rows wait for room."""
    return _legend_picture(fonts, entries, glyphs, width, max(0, room))


@cached(16)
def _legend_picture(fonts, entries: tuple, glyphs: int, width: int, room: int) -> pygame.Surface | None:
    if not entries:
        return None
    for n_columns in (1, 2):
        col = (width - 8 * (n_columns - 1)) // n_columns
        cells = [(kind, fonts.wrap(label, "tiny", col - 30)) for kind, label in entries]
        rows = [cells[i : i + n_columns] for i in range(0, len(cells), n_columns)]
        heights = [max(LEGEND_ROW + TINY_LINE * (len(lines) - 1) for _, lines in row) for row in rows]
        if sum(heights) + 8 <= room:
            break
    while rows and sum(heights) + 8 > room:
        rows, heights = rows[:-1], heights[:-1]
    if not rows:
        return None
    layer = pygame.Surface((width, sum(heights) + 8), pygame.SRCALPHA)
    pygame.draw.line(layer, theme.PANEL_EDGE, (0, 0), (width, 0))
    y = 8
    for row, height in zip(rows, heights, strict=True):
        for i, (kind, lines) in enumerate(row):
            x = i * (col + 8)
            icon = legend_icon(kind, glyphs)
            layer.blit(icon, icon.get_rect(center=(x + 12, y + 9)))
            for k, line in enumerate(lines):
                text(layer, fonts, line, (x + 28, y + 9 + k * TINY_LINE), "tiny", theme.TEXT_DIM, "midleft")
        y += height
    return layer


def _card_edge(surface: pygame.Surface, card: Box, clock: float) -> None:
    """The pulsing edge of the card of the seat to move (on the card's rim, clear of its contents)."""
    colour = tuple(int(c * (0.55 + 0.45 * pulse(clock, 4))) for c in theme.ACCENT)
    pygame.draw.rect(surface, colour, pygame.Rect(card), 2, border_radius=14)


def _ask(surface: pygame.Surface, fonts, centre: tuple[int, int], lit: bool) -> None:
    """The small "?" beside a part with a tip: it says "point here"; lit while the pointer is over it."""
    pygame.draw.circle(surface, theme.ACCENT if lit else WELL, centre, ASK_R)
    pygame.draw.circle(surface, theme.ACCENT, centre, ASK_R, 1)
    text(surface, fonts, "?", centre, "tiny", theme.TEXT_DARK if lit else theme.ACCENT, "center")


def _lit(hot: Box | None, centre: tuple[int, int]) -> bool:
    return hot is not None and pygame.Rect(hot).collidepoint(centre)


def _card_body(surface: pygame.Surface, fonts, card: Box, seat: int, info: SeatInfo, hot: Box | None) -> None:
    ly, px, cx, mx = columns(card)
    y = ly + 18
    for i, (kind, count) in enumerate(((KNIGHT, info.knights), (MAN, info.men))):
        at = px + i * 60
        surface.blit(art.piece_image(seat, kind, 22), (at, y))
        text(surface, fonts, f"×{count}", (at + 26, y + 11), "label", theme.TEXT, "midleft")
    for k in range(2):
        centre = (cx + 9 + k * 22, y + 11)
        filled = k < info.in_castle
        pygame.draw.circle(surface, theme.ACCENT if filled else WELL, centre, 8)
        pygame.draw.circle(surface, theme.ACCENT, centre, 8, 2)
    for k in range(2):
        used = k >= 2 - info.castle_moves
        icon = art.tower_icon(22, theme.TEXT_DIM if used else theme.ACCENT, used)
        surface.blit(icon, (mx + k * 28, y))
    for centre in ((cx + 54, y + 11), (mx + 64, y + 11)):
        _ask(surface, fonts, centre, _lit(hot, centre))
    for index, kind in enumerate(info.tray):
        cx_, cy_ = tray_slot(card, index)
        image = art.piece_image(1 - seat, kind, TRAY_D)
        surface.blit(image, image.get_rect(center=(int(cx_), int(cy_))))


def _status(surface: pygame.Surface, fonts, cards: Cards) -> None:
    """The status card: headline, announcement, what a click does, the legend and the fifty-move count,
    every sentence wrapped whole; the legend takes the room the sentences leave."""
    status = cards.status
    rect = pygame.Rect(cards.faces.status)
    x, y, w = rect.x + 16, rect.y + 12, rect.w - 32
    text(surface, fonts, fit_text(fonts, status.headline, "label", w), (x, y), "label", theme.ACCENT)
    y += 30
    if status.alert:
        y = _alert(surface, fonts, rect, status, cards.clock)
    bottom = rect.bottom - 10
    if status.quiet_label:
        bottom = _quiet(surface, fonts, rect, status, cards.hot) - 6
    for line in fonts.wrap(status.instruction, "small", w):
        text(surface, fonts, line, (x, y), "small", theme.TEXT)
        y += 19
    legend = legend_picture(fonts, cards.legend, cards.glyphs, rect.w - 24, bottom - y - 8)
    if legend is not None:
        surface.blit(legend, (rect.x + 12, bottom - legend.get_height()))


def _quiet(surface: pygame.Surface, fonts, rect: pygame.Rect, status: StatusInfo, hot: Box | None) -> int:
    """The fifty-move count at the bottom of the status card (its words wrapped above the bar, its "?"
    right of the bar); returns the y of its top."""
    x, w = rect.x + 16, rect.w - 32
    bar = pygame.Rect(x, rect.bottom - 14, w - 2 * ASK_R - 6, 6)
    ask = (x + w - ASK_R, bar.centery)
    _ask(surface, fonts, ask, _lit(hot, ask))
    lines = fonts.wrap(status.quiet_label, "tiny", w - 2 * ASK_R - 4)
    top = bar.y - 4 - TINY_LINE * len(lines)
    for k, line in enumerate(lines):
        text(surface, fonts, line, (x, top + k * TINY_LINE), "tiny", theme.TEXT_DIM)
    pygame.draw.rect(surface, WELL, bar, border_radius=3)
    fill = bar.copy()
    fill.w = int(bar.w * max(0.0, min(1.0, status.quiet)))
    if fill.w:
        colour = theme.GOOD if status.quiet < 0.6 else theme.ACCENT if status.quiet < 0.85 else theme.BAD
        pygame.draw.rect(surface, colour, fill, border_radius=3)
    return top


def _alert(surface: pygame.Surface, fonts, rect: pygame.Rect, status: StatusInfo, clock: float) -> int:
    """The announcement box under the headline, sliding in from the left; returns the y below it."""
    area = pygame.Rect(rect.x + 12, rect.y + 42, rect.w - 24, 0)
    colour = ALERT_COLOURS.get(status.alert, theme.ACCENT)
    title, _, detail = status.alert_text.partition("\n")
    lines = [(line, "label", 22) for line in fonts.wrap(title, "label", area.w - 52)]
    if detail:
        lines += [(line, "small", 19) for line in fonts.wrap(detail, "small", area.w - 52)]
    box = pygame.Rect(area.x, area.y, area.w, 14 + sum(h for _, _, h in lines))
    slide = 1.0 - max(0.0, min(1.0, status.alert_in))
    box.x -= int(slide * (box.w + 40))
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-4, -4))
    fill = tuple(int(c * (0.30 + 0.1 * pulse(clock, 5))) for c in colour)
    pygame.draw.rect(surface, fill, box, border_radius=10)
    pygame.draw.rect(surface, colour, box, 2, border_radius=10)
    badge = (box.x + 20, box.y + box.h // 2)
    pygame.draw.circle(surface, colour, badge, 11)
    text(surface, fonts, "!", badge, "label", theme.TEXT_DARK, "center")
    y = box.y + 7
    for line, role, h in lines:
        text(surface, fonts, line, (box.x + 40, y), role, theme.TEXT if role == "label" else theme.HIGHLIGHT)
        y += h
    surface.set_clip(clip)
    return box.bottom + 10


@cached(32)
def legend_icon(kind: str, cb: int) -> pygame.Surface:
    """A mark of the legend as the board draws it, at icon size."""
    size = 24
    if kind == "done":
        icon = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        pygame.draw.circle(icon, TARGET[cb], centre, 8)
        pygame.draw.circle(icon, theme.TEXT_DARK, centre, 8, 1)
        pygame.draw.lines(icon, theme.TEXT_DARK, False, [(8, 12), (11, 15), (16, 9)], 2)
        return icon
    if kind == "tint":
        return _last_move_icon(size)
    art_kind, colour = {
        "select": ("select", SELECT),
        "stop": ("stop", TARGET[cb]),
        "pass": ("pass", CAPTURE[cb]),
        "later": ("later", TARGET[cb]),
        "victim": ("victim", CAPTURE[cb]),
        "capturer": ("capturer", CAPTURE[cb]),
        "exposed": ("victim" if cb else "exposed", CAPTURE[cb]),
        "duty": ("capturer", SELECT),
        "hint": ("select", HINT),
        "cursor": ("cursor", CURSOR),
    }[kind]
    return art.marker(art_kind, size, colour)


def _last_move_icon(size: int) -> pygame.Surface:
    """The last move as the board shows it: two by two squares of the board, the square it left (a dashed
    ring) at the bottom left, the square it reached (corner brackets) at the top right, and the arrow of
    its route between them."""
    cell = size // 2
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(2):
        for j in range(2):
            at = (i * cell, j * cell)
            icon.fill(LIGHT_SQUARE if (i + j) % 2 == 0 else DARK_SQUARE, pygame.Rect(at, (cell, cell)))
    icon.blit(art.marker("came_from", cell, TRACE), (0, cell))
    icon.blit(art.marker("went_to", cell, TRACE), (cell, 0))
    start, end = (cell // 2, cell + cell // 2), (cell + 3, cell - 3)
    dark = tuple(int(c * 0.35) for c in TRACE)
    pygame.draw.line(icon, dark, start, end, 3)
    pygame.draw.line(icon, TRACE, start, end, 1)
    pygame.draw.polygon(icon, dark, [(end[0] + 2, end[1] - 2), (end[0] - 4, end[1]), (end[0], end[1] + 4)])
    pygame.draw.polygon(icon, TRACE, [(end[0] + 1, end[1] - 1), (end[0] - 3, end[1]), (end[0], end[1] + 3)])
    return icon
