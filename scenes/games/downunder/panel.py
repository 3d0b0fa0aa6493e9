"""The game's own panel beside the board, painted from its part of the view (view.PanelView): the second
colour's half discs and the colour-blind marks on the seat banner, the hover card of a player (his path,
animals, itemised score and remaining supply) while the mouse rests on his banner row; what the card under
consideration would score (`Gains`), and the itemised scores of the results screen. `Panel` is where
these go (layout data); `draw_panel(view, art, surface)` paints them."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from rules.downunder import Move, State, score_change
from scenes.engine import theme
from scenes.widgets.draw import fit_label, fit_text, panel, text

from .animals import animal_image
from .art import DownUnderArt, draw_symbol
from .palette import BADGE, BADGE_FADED, HOVER_CARD, PLAYER_COLOURS
from .view import DownUnderView, PlayerCard, Row, Strip
from .words import score_table


class Gains:
    """What a move would change in every seat's score before it is laid, asked of the rules
    (`score_change`) once per position and move, not once per frame."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self._value: tuple[int, ...] = ()

    def of(self, state: State, move: Move | None) -> tuple[int, ...] | None:
        if move is None:
            return None
        key = (state.tiles, state.turn, move)
        if key != self._key:
            self._key, self._value = key, score_change(state, move)
        return self._value


@dataclass(frozen=True, slots=True)
class Panel:
    """Where the game's own panel draws (layout data): a seat's disc on its banner row, and the hover card
    (`width` wide, as high as what it shows) hung from its anchor, `margin` off the screen's bottom."""

    width: int = 380
    margin: int = 16

    def disc(self, row: pygame.Rect) -> tuple[int, int]:
        return (row.x + 16, row.centery)

    def card_rect(self, card: PlayerCard, anchor: tuple[int, int]) -> pygame.Rect:
        animals = 98 if card.animals is not None else 0
        rect = pygame.Rect(
            0, 0, self.width, 12 + 36 + 24 + animals + 4 + 24 + 6 + (22 + 66) * len(card.strips) + 8
        )
        rect.topright = anchor
        rect.bottom = min(rect.bottom, theme.LOGICAL_SIZE[1] - self.margin)
        return rect


PLACES = Panel()


def draw_panel(view: DownUnderView, art: DownUnderArt, surface: pygame.Surface) -> None:
    """The view's panel part, drawn over the shell's seat banner."""
    part = view.panel
    rows = [pygame.Rect(r) for r in part.rows]
    for second, row in zip(part.seconds, rows, strict=False):  # two paths: the disc shows both colours
        centre = PLACES.disc(row)
        pygame.draw.circle(surface, second, centre, 10, draw_top_right=True, draw_bottom_right=True)
        pygame.draw.circle(surface, theme.TEXT_DIM, centre, 10, 2)
    if part.colour_blind:
        for seat, row in enumerate(rows):
            draw_symbol(surface, seat, PLACES.disc(row), 5)
    if part.card is not None:
        draw_player_card(surface, art.fonts, part.card, part.anchor, part.colour_blind)


def animal_badge(
    surface: pygame.Surface, animal: str, centre: tuple[int, int], radius: int, faded: bool = False
) -> None:
    """An animal on a small sand-coloured disc, so the dark drawing reads on the dark panel."""
    colour = BADGE if not faded else BADGE_FADED
    pygame.draw.circle(surface, colour, centre, radius)
    image = animal_image(animal, int(radius * 1.7))
    if faded:
        image = image.copy()
        image.set_alpha(110)
    surface.blit(image, image.get_rect(center=centre))


# ---------------------------------------------------------------------------------------------- hover card
def draw_player_card(
    surface: pygame.Surface, fonts, card: PlayerCard, anchor: tuple[int, int], colour_blind: bool
) -> None:
    """The hover card of one player: path state, animals on the path, itemised score, cards left.
    `anchor` is the top-right corner it hangs from (left of the seat banner)."""
    seat = card.seat
    rect = PLACES.card_rect(card, anchor)
    panel(surface, rect, HOVER_CARD, PLAYER_COLOURS[seat], radius=12, shadow=10, alpha=245)
    x, y = rect.x + 16, rect.y + 12
    pygame.draw.circle(surface, PLAYER_COLOURS[seat], (x + 9, y + 12), 9)
    if colour_blind:
        draw_symbol(surface, seat, (x + 9, y + 12), 5)
    text(surface, fonts, fit_text(fonts, card.name, "label", 200), (x + 26, y), "label", theme.TEXT)
    text(surface, fonts, card.status, (rect.right - 16, y + 3), "small", theme.TEXT_DIM, "topright")
    y += 36

    def row(line: Row) -> None:
        nonlocal y
        text(surface, fonts, line.label, (x, y), "small", theme.TEXT_DIM)
        text(surface, fonts, line.value, (rect.right - 16, y), "small", line.colour, "topright")
        y += 24

    row(card.segments)
    if card.animals is not None:
        icons_x = x
        for animal, count in card.animals:
            animal_badge(surface, animal, (icons_x + 12, y + 9), 12)
            text(surface, fonts, f"{count}", (icons_x + 29, y + 1), "small", theme.TEXT)
            icons_x += 68
        y += 26
        for line in card.scoring:
            row(line)
    pygame.draw.line(surface, theme.PANEL_EDGE, (x, y), (rect.right - 16, y), 1)
    y += 4
    row(card.total)
    y += 6
    _draw_supplies(surface, fonts, card, (x, y))


def _draw_supplies(surface: pygame.Surface, fonts, card: PlayerCard, pos: tuple[int, int]) -> None:
    """The cards left of each of the seat's colours (two with two paths per player, each after its disc)."""
    x, y = pos
    for strip in card.strips:
        lx = x
        if len(card.strips) > 1:
            pygame.draw.circle(surface, PLAYER_COLOURS[strip.colour], (x + 7, y + 9), 7)
            lx += 20
        text(surface, fonts, card.supply, (lx, y), "small", theme.TEXT_DIM)
        _draw_supply_strip(surface, fonts, strip, (x, y + 22))
        y += 22 + 66


def _draw_supply_strip(surface: pygame.Surface, fonts, strip: Strip, pos: tuple[int, int]) -> None:
    """Cards left, by kind (and animal): 'Straights 5' with small animal icons and counts."""
    x, y = pos
    for words, animals in strip.kinds:
        text(surface, fonts, words, (x, y), "small", theme.TEXT)
        ax = x + 128
        for animal, count in animals:
            animal_badge(surface, animal, (ax + 9, y + 9), 9, faded=not count)
            text(
                surface, fonts, str(count), (ax + 21, y + 1), "tiny", theme.TEXT if count else theme.TEXT_DIM
            )
            ax += 44
        y += 22


# ---------------------------------------------------------------------------------------------- results
def draw_score_table(surface: pygame.Surface, app, state: State, names: list[str], area: pygame.Rect) -> None:
    """The results screen's table: a column per player, a row per item of the score (words.score_table),
    the totals last."""
    rows = score_table(app, state)
    seats = state.players
    label_w = min(300, area.w // 2 - 20) if seats < 4 else 280
    col_w = (area.w - label_w) // seats
    row_h = max(20, min(28, (area.h - 30) // (len(rows) + 1)))
    x0, y = area.x, area.y
    text(surface, app.fonts, app.t("downunder.table.title"), (x0, y), "small", theme.TEXT_DIM)
    for seat in range(seats):
        cx = x0 + label_w + col_w * seat + col_w // 2
        pygame.draw.circle(surface, PLAYER_COLOURS[seat], (cx, y + row_h // 2 + 1), 7)
        name = fit_text(app.fonts, names[seat], "tiny", col_w - 8)
        text(surface, app.fonts, name, (cx, y + row_h), "tiny", theme.TEXT_DIM, "midtop")
    y += row_h + 20
    for row in rows:
        if row.total:
            pygame.draw.line(surface, theme.PANEL_EDGE, (x0, y - 3), (area.right, y - 3), 1)
        role = "label" if row.total else "small"
        label, size = fit_label(app.fonts, row.label, role, label_w - 10, smallest=0.8)
        text(surface, app.fonts, label, (x0, y + row_h // 2), role, theme.TEXT, "midleft", size=size)
        for seat in range(seats):
            points = row.points[seat]
            colour = (
                theme.HIGHLIGHT
                if row.total
                else theme.GOOD
                if points > 0
                else theme.BAD
                if points < 0
                else theme.TEXT
            )
            cell = fit_text(app.fonts, row.texts[seat], role, col_w - 8)
            cx = x0 + label_w + col_w * seat + col_w // 2
            text(surface, app.fonts, cell, (cx, y + row_h // 2), role, colour, "center")
        y += row_h
