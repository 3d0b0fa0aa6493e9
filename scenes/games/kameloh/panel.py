"""The Ka-Mel-Oh! panel, drawn from parts of the frame's view (view.py) with the art (art.TableArt):
`draw_panel` paints the words, lists and cards over the table; the step panel of the turn, the
card under the mouse enlarged with its full text (`draw_tip`: for a monster in the arena also its values
now, its damage and the items on it; for piles a short note), the players' plaques (name, dates, income,
points), the line saying what to do with the stage of the game, the turn ribbon and the cards shown at
set-up, the options listed beside a picked card (or why it cannot be played), the cards of a searched oasis
and what an attack about to be made does. `TableButton` is a button of the table's button column
(art.TableLook: its kept looks)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from scenes.effects import draw_ribbon
from scenes.engine import textlog, theme
from scenes.widgets.controls import Button
from scenes.widgets.draw import fit_label, fit_text, panel, text

from . import paint, palette
from .art import STEPS_SHADOW, TableArt, TableLook, plaque_picture, price_label, ribbon_picture, steps_picture
from .cards import BIG, MID, CardArt
from .fx import halo
from .layout import BUTTONS_X, HAND_AREA, MIDDLE, shown_rect
from .palette import SEAT_RGB, SEAT_SYMBOL, STAT_TINTS, TARGET
from .pick import CHIP_LINE, search_box
from .view import Blow, Caption, Chips, KamelohView, Plaque, Search, Steps, Tip, Words


@dataclass(frozen=True, slots=True)
class Panel:
    """Where the panel's parts lie over the table (layout data; `draw_panel` paints)."""

    right: int = 916  # the table's right edge: an enlarged card, its legend and a note stay left of it
    bottom: int = 714  # ... and above this
    legend_row: int = 22  # a row of the enlarged card's legend
    ribbon_x: int = 501  # the centre of the turn ribbon on the middle line


PLACES = Panel()
# The line saying what to do (draw_words), from its top to its bottom: an enlarged card never covers it
PROMPT_BAND = (HAND_AREA.y + 2, HAND_AREA.y + 30)


class TableButton(TableLook, Button):
    """A button of the table's button column: its bold label shrinks to fit instead of being cut."""

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        label = self.label()
        size = 18
        font = app.fonts.get("label", size)
        while size > 12 and font.size(label)[0] > self.rect.w - 16:
            size -= 1
            font = app.fonts.get("label", size)
        rect, colour = self.draw_face(surface, app, focused)
        text(surface, app.fonts, label, rect.center, "label", colour, "center", size=size)


class StepButton(TableButton):
    """A button of the step panel (draw, search, activate) with its price: a date and the number, or the
    word for free; while the rules do not offer it, dim and with why instead (`reason`: the words and
    whether a date goes before them, "Suchen (date) 2 nötig", "Ziehen Hand voll")."""

    price = 0
    # worded when drawn (a switch of language under the pause menu shows at once: the game's frame waits)
    reason: Callable[[], tuple[str, bool]] | None = None

    def tail(self, app) -> tuple[str, bool]:
        """The words after the label and whether a date goes before them."""
        if not self.enabled and self.reason is not None:
            return self.reason()
        return (str(self.price), True) if self.price else (app.t("kameloh.free"), False)

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        self.draw_face(surface, app, focused)
        tail, coin = self.tail(app)
        picture = price_label(app.fonts, self.label(), tail, coin, self.enabled, self.rect.w - 10)
        surface.blit(picture, picture.get_rect(center=self.rect.center))


def draw_panel(view: KamelohView, art: TableArt, surface: pygame.Surface) -> None:
    """The words, the searched oasis, the options of a pick, a dragged card and the attack's caption."""
    fonts = art.fonts
    draw_words(surface, view.words, fonts)
    if view.search is not None:
        draw_search(surface, view.search, art.cards, fonts)
    draw_chips(surface, view.chips, fonts)
    if view.drag is not None:
        draw_drag(surface, view.drag, art.cards)
    if view.caption is not None:
        draw_caption(surface, view.caption, fonts)


def draw_drag(surface: pygame.Surface, drag: tuple[int, tuple[int, int]], cards: CardArt) -> None:
    """A card dragged by the mouse."""
    face = cards.face(drag[0], MID)
    rect = face.get_rect(center=drag[1])
    surface.blit(cards.shadow(MID), (rect.x + 6, rect.y + 12))
    surface.blit(face, rect)


# ---------------------------------------------------------------------------------------------- the steps
def steps_picture_of(steps: Steps, fonts) -> pygame.Surface:
    """The step panel's picture (art.steps_picture, kept per words): drawn ahead in spare time too."""
    return steps_picture(fonts, steps.rect, steps.title, steps.rows, steps.words)


def draw_steps(surface: pygame.Surface, steps: Steps, fonts) -> None:
    """The step panel: the six steps of a turn, the current one lit, a note on each (income, why a step
    does not come this turn) and what can be done now (its buttons are the scene's)."""
    surface.blit(steps_picture_of(steps, fonts), (steps.rect[0] - STEPS_SHADOW, steps.rect[1] - STEPS_SHADOW))


# ---------------------------------------------------------------------------------------------- the card under the mouse
def tip_boxes(tip: Tip, fonts) -> tuple[pygame.Rect, pygame.Rect] | None:
    """Where the enlarged card of `tip` and its legend go (None: no card): in the side column farther from
    the card, never over the line saying what to do (`PROMPT_BAND`). A card and legend too tall to fit above
    that line are parted by it: the card above, the legend below."""
    if tip.card is None:
        return None
    legend, lines = tip.legend, tip.lines
    extra = 16 + PLACES.legend_row * len(legend) + (22 * len(lines) + 6 if lines else 0)
    w, h = BIG
    r = pygame.Rect(tip.rect)
    # the preview goes to the side column farther from the card, never over the middle of the arena
    left_col, right_col = 8, PLACES.right - 8 - w
    x = left_col if abs(r.centerx - (left_col + w / 2)) > abs(r.centerx - (right_col + w / 2)) else right_col
    if tip.kind == "take":  # the search overlay keeps the right column free for this
        x = right_col
    if tip.kind == "hand" and r.y > 400:
        y = r.y - 22 - h - extra
    else:
        y = r.centery - (h + extra) // 2
    y = max(6, min(PLACES.bottom - h - extra, y))
    top, bottom = PROMPT_BAND
    legend_y = y + h + 6
    if y < bottom and y + h + extra > top:  # it would cover the line saying what to do
        if h + extra <= top - 8:
            y = min(y, top - 2 - h - extra)
            legend_y = y + h + 6
        else:
            y = top - 2 - h
            legend_y = bottom + 2
    font = fonts.get("small", 14)
    widths = [font.size(words)[0] + (24 if kind == "note" else 72) for _n, words, kind in legend]
    widths += [fonts.get("small").size(line)[0] + 24 for line, _c in lines]
    bw = max(w, *widths)
    bx = max(6, min(PLACES.right - bw - 6, x + w - bw if x > PLACES.right / 2 else x))
    return pygame.Rect(x, y, w, h), pygame.Rect(bx, legend_y, bw, extra - 6)


def draw_tip(surface: pygame.Surface, tip: Tip, art: CardArt, fonts) -> None:
    """The card under the mouse, enlarged with its legend (or a note about the pile there)."""
    if tip.note is not None:
        note(surface, tip.note, tip.mouse, fonts)
    boxes = tip_boxes(tip, fonts)
    if boxes is None or tip.card is None:
        return
    card_box, legend = boxes
    surface.blit(art.shadow(BIG), (card_box.x - 14, card_box.y - 8))
    surface.blit(art.face(tip.card, BIG), card_box)
    legend_box(surface, fonts, tip.legend, tip.lines, legend)


def legend_box(surface: pygame.Surface, fonts, legend: tuple, lines: tuple, box: pygame.Rect) -> None:
    """Under the enlarged card: every number of the card with its meaning, then (in the arena) the
    monster's values now."""
    panel(surface, box, palette.TIP, palette.NOTE_EDGE, 10, 4)
    ty = box.y + 8
    for number, words, kind in legend:
        cell = pygame.Rect(box.x + 10, ty, 38, PLACES.legend_row - 4)
        if kind == "note":  # a line of words without a number
            text(surface, fonts, words, (cell.x, cell.centery), "small", theme.TEXT_DIM, "midleft", size=14)
            ty += PLACES.legend_row
            continue
        if kind in STAT_TINTS:
            pygame.draw.rect(
                surface, palette.mix(STAT_TINTS[kind], palette.WHITE, 0.7), cell, border_radius=4
            )
            ink = palette.INK
        elif kind == "hk":
            pygame.draw.rect(surface, palette.HK_COIN[int(number)][0], cell, border_radius=8)
            ink = palette.CREAM if number == "4" else palette.INK
        else:
            pygame.draw.rect(surface, palette.PRICE_COIN, cell, border_radius=8)
            pygame.draw.rect(surface, palette.PRICE_RIM, cell, 1, border_radius=8)
            ink = palette.CREAM
        text(surface, fonts, number, cell.center, "label", ink, "center", size=13)
        text(surface, fonts, words, (cell.right + 8, cell.centery), "small", theme.TEXT, "midleft", size=14)
        ty += PLACES.legend_row
    if lines:
        pygame.draw.line(surface, palette.NOTE_EDGE, (box.x + 10, ty + 1), (box.right - 10, ty + 1), 1)
        ty += 6
    for line, colour in lines:
        text(surface, fonts, line, (box.x + 12, ty), "small", colour)
        ty += 22


NOTE_W = 440  # a note's lines wrap at this width


def note(surface: pygame.Surface, words: str, mouse: tuple[int, int], fonts) -> None:
    lines = [line for para in words.split("\n") for line in fonts.wrap(para, "small", NOTE_W)]
    w = max(fonts.get("small").size(line)[0] for line in lines) + 24
    h = 12 + 22 * len(lines)
    box = pygame.Rect(mouse[0] + 16, mouse[1] + 16, w, h)
    if box.right > PLACES.right - 4:
        box.right = mouse[0] - 12
    if box.bottom > PLACES.bottom:
        box.bottom = mouse[1] - 12
    panel(surface, box, palette.TIP, palette.NOTE_EDGE, 8, 4)
    for k, line in enumerate(lines):
        text(surface, fonts, line, (box.x + 12, box.y + 6 + 22 * k), "small", theme.TEXT)


# ---------------------------------------------------------------------------------------------- plaques
def draw_plaque(surf: pygame.Surface, p: Plaque, fonts) -> None:
    """A player's name, dates (and income per turn) and points (of the target in a short game), its edge
    lit while that player decides."""
    rect = pygame.Rect(p.rect)
    colour = SEAT_RGB[p.seat]
    surf.blit(plaque_picture(rect.size, p.seat, p.active), rect)
    pygame.draw.circle(surf, colour, (rect.x + 18, rect.y + 20), 9)
    if p.symbol:
        img = fonts.render(SEAT_SYMBOL[p.seat], "label", palette.DARK_MARK, 13)
        surf.blit(img, img.get_rect(center=(rect.x + 18, rect.y + 20)))
    label, size = fit_label(fonts, p.name, "label", rect.w - 44, smallest=0.7)  # shrinks, then "…"
    text(surf, fonts, label, (rect.x + 34, rect.y + 20), "label", theme.TEXT, "midleft", size=size)
    if p.top:
        y = rect.y + 58
        paint.date(surf, rect.x + 22, y, 11)
        r = text(surf, fonts, str(p.dates), (rect.x + 38, y), "heading", theme.TEXT, "midleft", size=26)
        text(surf, fonts, p.per_turn, (r.right + 6, y + 2), "small", theme.TEXT_DIM, "midleft")
        sx = rect.x + 196
        paint.star(surf, sx, y, 12, palette.GOLD, palette.STAR_EDGE)
        text(surf, fonts, f"{p.points}{p.goal}", (sx + 18, y), "heading", theme.TEXT, "midleft", size=26)
        return
    y = rect.y + 50
    paint.date(surf, rect.x + 18, y, 10)
    r = text(surf, fonts, str(p.dates), (rect.x + 32, y), "heading", theme.TEXT, "midleft", size=24)
    text(surf, fonts, p.per_turn, (r.right + 5, y + 2), "tiny", theme.TEXT_DIM, "midleft")
    y += 30
    paint.star(surf, rect.x + 18, y, 11, palette.GOLD, palette.STAR_EDGE)
    r = text(surf, fonts, str(p.points), (rect.x + 32, y), "heading", theme.TEXT, "midleft", size=24)
    if p.goal:
        text(surf, fonts, p.goal, (r.right + 3, y + 3), "small", theme.TEXT_DIM, "midleft")


# ---------------------------------------------------------------------------------------------- words and lists
def draw_words(surface: pygame.Surface, words: Words, fonts) -> None:
    """The line saying what to do, the stage of the game, the cards shown at set-up and the ribbon."""
    area = pygame.Rect(HAND_AREA.x, HAND_AREA.y + 4, BUTTONS_X - HAND_AREA.x - 10, 24)
    line = fit_text(fonts, words.line, "small", area.w)
    text(surface, fonts, line, area.topleft, "small", theme.TEXT, shadow=True)
    if words.stage:
        r = pygame.Rect(0, 0, 0, 26)
        img = fonts.render(words.stage, "label", palette.STAGE_TEXT, 15)
        r.w = img.get_width() + 24
        r.midright = (MIDDLE.right - 14, MIDDLE.centery)
        pygame.draw.rect(surface, palette.STAGE, r, border_radius=13)
        textlog.note_box(surface, r)
        at = img.get_rect(center=r.center)
        surface.blit(img, at)
        textlog.note(surface, words.stage, at, img)
    for k, shown in enumerate(words.shown):  # in the first round: who showed cards at the deal (hover: which)
        text(surface, fonts, shown, shown_rect(k).topleft, "tiny", palette.LABEL)
    rb = words.banner
    if rb is None:
        return
    centre = (PLACES.ribbon_x + rb.offset, MIDDLE.centery)
    picture = ribbon_picture(fonts, rb.text, rb.colour, rb.seat, rb.symbol)
    draw_ribbon(surface, picture, centre, rb.alpha)
    if textlog.ACTIVE is not None:
        img = fonts.render(rb.text, "heading", palette.DARK_MARK, 24)
        textlog.note_box(surface, picture.get_rect(center=centre))
        textlog.note(surface, rb.text, img.get_rect(center=centre), img)


def draw_chips(surface: pygame.Surface, chips: Chips, fonts) -> None:
    """The options listed beside a pick (with their price in dates), or why it cannot be played."""
    if chips.note is not None:
        rect, lines = pygame.Rect(chips.note[0]), chips.note[1]
        panel(surface, rect, palette.CHIP, palette.NOTE_EDGE, 8, 4)
        for i, line in enumerate(lines):
            text(surface, fonts, line, (rect.x + 10, rect.y + 6 + 20 * i), "small", theme.TEXT)
    for chip in chips.chips:
        rect = pygame.Rect(chip.rect)
        hover = chip.hover
        panel(
            surface,
            rect,
            palette.CHIP_HOVER if hover else palette.CHIP,
            TARGET if hover else palette.NOTE_EDGE,
            8,
            4,
        )
        right = rect.right - 8
        if chip.price:
            img = fonts.render(str(chip.price), "label", theme.TEXT, 16)
            at = img.get_rect(midright=(right, rect.centery))
            surface.blit(img, at)
            textlog.note(surface, str(chip.price), at, img)
            paint.date(surface, right - img.get_width() - 10, rect.centery, 7)
            right -= img.get_width() + 22
        lines = fonts.wrap(chip.words, "small", right - rect.x - 12)  # the chip is as tall as its lines
        top = rect.centery - CHIP_LINE * (len(lines) - 1) // 2
        for k, line in enumerate(lines):
            text(surface, fonts, line, (rect.x + 10, top + CHIP_LINE * k), "small", theme.TEXT, "midleft")


def draw_search(surface: pygame.Surface, search: Search, art: CardArt, fonts) -> None:
    """The cards of the oasis being searched, to take one."""
    rects = [pygame.Rect(r) for _c, r, _h in search.cards]
    box = search_box(rects)
    panel(surface, box, palette.SEARCH, TARGET, 16, 10, alpha=240)
    text(surface, fonts, search.title, (box.centerx, box.y + 12), "label", theme.TEXT, "midtop")
    for (c, _r, hovered), r in zip(search.cards, rects, strict=True):
        face = art.face(c, (r.w, r.h))
        if hovered:
            halo(surface, r, TARGET, 1.0)
        surface.blit(face, r)


# ---------------------------------------------------------------------------------------------- an attack before it is made
def draw_blows(surface: pygame.Surface, blows: tuple[Blow, ...], fonts) -> None:
    """On each target: the damage and what is left of it, or that it is defeated and its points."""
    for blow in blows:
        r = pygame.Rect(blow.rect)
        img = fonts.render(f"−{blow.damage}", "heading", palette.PALE, 28)
        small = fonts.render(blow.note, "label", palette.PALE, 13)
        box = pygame.Rect(0, 0, max(img.get_width(), small.get_width()) + 16, img.get_height() + 20)
        box.center = (r.centerx, r.centery - 4)
        fill = palette.ATTACK_SHADE if blow.defeated else palette.ATTACK
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, palette.ATTACK_EDGE, box, 2, border_radius=10)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 2)))
        surface.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom - 4)))


def draw_caption(surface: pygame.Surface, caption: Caption, fonts) -> None:
    """Over the attacks listed beside "Attack!": that they show what each attack does, whether the
    defender may still answer, whether the end begins, and how to confirm."""
    top = pygame.Rect(caption.under)
    lines = [  # each line wraps: the box grows
        (part, theme.HIGHLIGHT if i == 0 else theme.TEXT)
        for i, line in enumerate(caption.lines)
        for part in fonts.wrap(line, "tiny", top.w - 16)
    ]
    box = pygame.Rect(top.x, 0, top.w, 10 + 18 * len(lines))
    box.bottom = top.y - 6
    panel(surface, box, palette.TIP, palette.NOTE_EDGE, 8, 4)
    for i, (line, colour) in enumerate(lines):
        text(surface, fonts, line, (box.x + 8, box.y + 5 + 18 * i), "tiny", colour)
