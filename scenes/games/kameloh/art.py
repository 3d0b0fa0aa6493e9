"""The still pictures of the Ka-Mel-Oh! table, drawn once in code and kept with `scenes.engine.cache`:

- `table_picture`: the picture under the cards, per viewing side and language: a woven rug, the sandy arena
  with its four places, a pond under every oasis, the desert patches and the names of it all;
- `pile_picture`: a stack of cards with its top card; `monster_picture`: an arena card with its current
  values, life bar, owner mark and effect badges; `plaque_picture`: the ground of a player's plaque;
  `halo_picture`: the soft glow around a card; `flight_shadow`: a flying card's shadow; `steps_picture`:
  the step panel; `price_label`: the words and price on a button of the step panel; `TableLook`: what a
  table button's kept look shows; `label_picture`: a pile's name with its number of cards;
  `ribbon_picture`: the turn ribbon.

The card faces themselves are kept by `cards.CardArt`, piles and monsters by `TableArt`, the art the drawing
gets (draw.draw_board, panel.draw_panel) with the fonts."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from rules.kameloh import MonsterView, card
from scenes.engine import textlog, theme
from scenes.engine.cache import SurfaceCache, cached
from scenes.widgets.draw import fit_text, panel, text

from . import paint, palette
from .cards import MID, SMALL, CardArt
from .layout import ARENA, COMPACT_ROW_Y, HAND_AREA, MIDDLE, STEP_ROW_Y, Layout


@cached(8)
def table_picture(fonts, bottom: int, front: str) -> pygame.Surface:
    """The whole table for `bottom`'s point of view (`front`: the word over the places in front)."""
    return _render_table(fonts, Layout(bottom), front)


def _render_table(fonts, layout: Layout, front_word: str) -> pygame.Surface:
    w, h = theme.LOGICAL_SIZE
    surf = pygame.Surface((w, h))
    paint.vgradient(surf, surf.get_rect(), palette.RUG_TOP, palette.RUG_BOTTOM)
    _rug_pattern(surf)
    _arena(surf, layout)
    for seat in (0, 1):
        for i in range(4):
            _pond(surf, layout.oasis_rect(seat, i), seat * 4 + i)
        _desert_patch(surf, layout.desert_rect(seat), seat)
        front = layout.front_rect(seat).inflate(8, 8)
        mat = pygame.Surface(front.size, pygame.SRCALPHA)
        pygame.draw.rect(mat, (0, 0, 0, 50), mat.get_rect(), border_radius=10)
        surf.blit(mat, front)
        _dashed_rect(surf, front, palette.FRONT_DASH, 6)
    tray = HAND_AREA.inflate(12, 0).move(0, 30)
    pygame.draw.rect(surf, palette.TRAY, tray, border_radius=16)
    pygame.draw.rect(surf, palette.TRAY_EDGE, tray, 2, border_radius=16)
    _labels(surf, fonts, layout, front_word)
    return surf.convert() if pygame.display.get_surface() else surf


def _rug_pattern(surf: pygame.Surface) -> None:
    """Faint diamonds and border stripes like a kilim."""
    w, h = 916, surf.get_height()
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(0, h + 60, 60):
        for x in range(0, w + 60, 60):
            cx, cy = x + (30 if (y // 60) % 2 else 0), y
            pts = [(cx, cy - 16), (cx + 16, cy), (cx, cy + 16), (cx - 16, cy)]
            pygame.draw.polygon(layer, palette.RUG_DIAMOND, pts, 2)
    for y in (3, 9):
        pygame.draw.line(layer, palette.RUG_STRIPE, (0, y), (w, y), 2)
        pygame.draw.line(layer, palette.RUG_STRIPE, (0, h - y), (w, h - y), 2)
    surf.blit(layer, (0, 0))


def _arena(surf: pygame.Surface, layout: Layout) -> None:
    """A sand pit with a low wall, raked waves and four sunken places."""
    rect = ARENA
    shade = pygame.Surface((rect.w + 40, rect.h + 40), pygame.SRCALPHA)
    for i in range(10, 0, -2):
        pygame.draw.rect(
            shade, (0, 0, 0, 16), shade.get_rect().inflate(-i * 2, -i * 2).move(0, 6), border_radius=40
        )
    surf.blit(shade, (rect.x - 20, rect.y - 20))
    pygame.draw.rect(surf, palette.ARENA_WALL, rect.inflate(12, 12), border_radius=38)
    pygame.draw.rect(surf, palette.ARENA_WALL_EDGE, rect.inflate(12, 12), 3, border_radius=38)
    sand = pygame.Surface(rect.size)
    paint.vgradient(sand, sand.get_rect(), palette.ARENA_SAND_TOP, palette.ARENA_SAND_BOTTOM)
    rng = random.Random(7)
    for _ in range(1400):  # grains
        x, y = rng.randrange(rect.w), rng.randrange(rect.h)
        sand.set_at((x, y), rng.choice((palette.SAND_DARK, palette.SAND_LIGHT, palette.SAND_MID)))
    for i in range(11):  # raked waves
        y0 = 12 + i * 34
        pts = [(x, y0 + 4 * math.sin(x / 22 + i)) for x in range(0, rect.w + 1, 6)]
        pygame.draw.lines(sand, palette.RAKE, False, pts, 2)
    mask = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, palette.OPAQUE, mask.get_rect(), border_radius=32)
    sand = sand.convert_alpha() if pygame.display.get_surface() else sand.convert_alpha(mask)
    sand.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(sand, rect)
    mid_y = MIDDLE.centery
    pygame.draw.line(surf, palette.MIDLINE, (rect.x + 14, mid_y), (rect.right - 14, mid_y), 2)
    _scimitars(surf, rect.centerx, mid_y)
    for slot in range(4):
        r = layout.slot_rect(slot).inflate(8, 8)
        pit = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(pit, palette.PIT_FILL, pit.get_rect(), border_radius=12)
        pygame.draw.rect(pit, palette.PIT_EDGE, pit.get_rect(), 2, border_radius=12)
        surf.blit(pit, r)


def _scimitars(surf: pygame.Surface, cx: int, cy: int) -> None:
    pygame.draw.circle(surf, palette.MEDALLION, (cx, cy), 17)
    pygame.draw.circle(surf, palette.BRASS, (cx, cy), 17, 2)
    for sign in (-1, 1):
        pts = [
            (cx - sign * 10 + sign * t * 2.0, cy + 10 - t * 2.0 - 4 * math.sin(t / 10 * math.pi))
            for t in range(11)
        ]
        pygame.draw.lines(surf, palette.BLADE, False, pts, 3)
        pygame.draw.line(surf, palette.BRASS, (cx - sign * 12, cy + 6), (cx - sign * 6, cy + 12), 3)


def _dashed_rect(surf: pygame.Surface, rect: pygame.Rect, colour, dash: int) -> None:
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        pygame.draw.line(surf, colour, (x, y0), (min(x + dash, x1), y0), 2)
        pygame.draw.line(surf, colour, (x, y1), (min(x + dash, x1), y1), 2)
    for y in range(y0, y1, dash * 2):
        pygame.draw.line(surf, colour, (x0, y), (x0, min(y + dash, y1)), 2)
        pygame.draw.line(surf, colour, (x1, y), (x1, min(y + dash, y1)), 2)


def _pond(surf: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """A little pond under an oasis pile."""
    pond = pygame.Rect(0, 0, rect.w + 8, rect.h * 0.42)
    pond.center = (rect.centerx, rect.bottom - 6)
    pygame.draw.ellipse(surf, palette.POND_SHORE, pond.inflate(10, 8))
    pygame.draw.ellipse(surf, palette.POND, pond)
    pygame.draw.ellipse(surf, palette.POND_RIPPLE, pond.inflate(-14, -12), 2)


def _desert_patch(surf: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    patch = rect.inflate(18, 14)
    pygame.draw.rect(surf, palette.DESERT_EDGE, patch, border_radius=14)
    pygame.draw.rect(surf, palette.DESERT_SAND, patch.inflate(-6, -6), border_radius=12)
    rng = random.Random(100 + seed)
    for _ in range(3):
        y = rng.uniform(patch.y + 10, patch.bottom - 10)
        pts = [(patch.x + 6 + i * (patch.w - 12) / 10, y + 3 * math.sin(i * 0.9 + seed)) for i in range(11)]
        pygame.draw.lines(surf, palette.DESERT_RIPPLE, False, pts, 1)


def _labels(surf: pygame.Surface, fonts, layout: Layout, front: str) -> None:
    for seat in (0, 1):
        f = layout.front_rect(seat)
        y = layout.label_pos(seat, 0)[1]
        text(surf, fonts, front, (f.centerx, y), "tiny", palette.LABEL, "center")
    for slot in range(4):
        r = layout.slot_rect(slot)
        text(
            surf, fonts, "AB"[slot // 2] + str(slot % 2 + 1), r.center, "heading", palette.SLOT_NAME, "center"
        )


# ---------------------------------------------------------------------------------------------- the art
class TableArt:
    """What the drawing of the table and the panel gets besides the view: the fonts, the card art, and the
    pictures of piles and arena cards (owned here, so that they go with the scene: keyed by how `cards`
    draws faces now)."""

    def __init__(self, fonts, cards: CardArt) -> None:
        self.fonts = fonts
        self.cards = cards
        self._piles: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(80)
        self._monsters: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(48)

    def pile(self, rect: pygame.Rect, count: int, top: int | None, sandy: bool) -> pygame.Surface:
        depth = min(6, (count + 2) // 3)
        art = self.cards
        args = (art.lang, art.glyphs, rect.size, depth, top, sandy)
        return self._piles.get(args, lambda: pile_picture(art, *args))

    def monster(
        self, slot: int, shown: MonsterView, effects: tuple[int, ...], moving: bool
    ) -> pygame.Surface:
        """The arena card at `slot` with its current values, damage bar, owner mark and effect badges (a copy
        while an animation changes it: `moving`)."""
        art, seat = self.cards, slot // 2
        args = (art.lang, art.glyphs, seat, shown, effects)
        img = self._monsters.get(
            args, lambda: monster_picture(art, art.lang, art.glyphs, self.fonts, seat, shown, effects)
        )
        return img.copy() if moving else img


# ---------------------------------------------------------------------------------------------- pieces
# Kept by the scene's TableArt, not here: a module cache keyed by the scene's CardArt kept every
# closed scene's card art alive (about 20 MiB each) until 80 newer pictures pushed it out.
def pile_picture(
    art: CardArt, lang: str, glyphs: bool, size: tuple[int, int], depth: int, top: int | None, sandy: bool
) -> pygame.Surface:
    """A pile of `depth` backs under its top card (`top` None: face down), with its shadow, 12 pixels
    larger than a card on every side (`lang`, `glyphs`: how `art` draws faces now)."""
    pad = 12
    w, h = size
    image = pygame.Surface((w + pad * 2, h + pad * 2), pygame.SRCALPHA)
    origin = pygame.Rect(pad, pad, w, h)
    back = art.back(SMALL)
    image.blit(art.shadow(SMALL), (origin.x - 8 - depth, origin.y - 5 - depth))
    for k in range(depth, 0, -1):
        image.blit(back, origin.move(-k, -int(k * 1.2)))
    face = back if top is None else art.face(top, SMALL)
    if sandy and top is not None:
        face = face.copy()
        face.fill(palette.SANDY, special_flags=pygame.BLEND_RGBA_MULT)
    image.blit(face, origin)
    return image.convert_alpha() if pygame.display.get_surface() else image


def monster_picture(
    art: CardArt, lang: str, glyphs: bool, fonts, seat: int, view: MonsterView, effects: tuple[int, ...]
) -> pygame.Surface:
    """The arena card of `view` on a place of `seat`: its current values (above or below the printed
    ones), life bar, owner mark and the badges of the effects on it this turn."""
    c = card(view.card)
    img = art.face(view.card, MID).copy()
    row = art.stats_rect(MID)
    colours = tuple(
        palette.UP if now > printed else palette.DOWN if now < printed else palette.INK
        for now, printed in ((view.ap, c.ap), (view.dp, c.dp), (view.lp, c.lp))
    )
    remaining = max(0, view.remaining)
    colours = (colours[0], colours[1], palette.DOWN if view.damage else colours[2])
    art.stats_row(img, row, (view.ap, view.dp, remaining), False, colours)
    bar = pygame.Rect(row.x + 2, row.y - 9, row.w - 4, 6)
    pygame.draw.rect(img, palette.FRAME[c.colour][1], bar.inflate(4, 4))  # over the captions of the face
    pygame.draw.rect(img, palette.LIFE_BAR, bar, border_radius=3)
    frac = remaining / view.lp if view.lp else 0
    if frac > 0:
        fill = bar.copy()
        fill.w = max(2, int(bar.w * frac))
        colour = palette.mix(palette.LIFE_LOW, palette.LIFE_FULL, frac)
        pygame.draw.rect(img, colour, fill, border_radius=3)
    if view.owner != seat:  # a monster taken from its owner
        _owner_mark(img, fonts, view.owner, (img.get_width() - 14, 44))
    for i, item in enumerate(effects):
        token = art.token(item, 24)
        img.blit(token, (6 + i * 22, 26))
    if view.direct and not c.direct:
        paint.icon(img, "bolt", img.get_width() - 16, 70, 9)
    return img


def _owner_mark(surf: pygame.Surface, fonts, owner: int, centre: tuple[int, int]) -> None:
    pygame.draw.circle(surf, palette.DARK_MARK, centre, 11)
    pygame.draw.circle(surf, palette.SEAT_RGB[owner], centre, 9)
    img = fonts.render(palette.SEAT_SYMBOL[owner], "label", palette.DARK_MARK, 13)
    surf.blit(img, img.get_rect(center=centre))


@cached(8)
def plaque_picture(size: tuple[int, int], seat: int, active: bool) -> pygame.Surface:
    """The ground of a player's plaque, its edge in the seat's colour while that player decides."""
    bg = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(bg, palette.PLAQUE, bg.get_rect(), border_radius=12)
    edge = palette.mix(palette.SEAT_RGB[seat], palette.WHITE, 0.2) if active else palette.PLAQUE_EDGE
    pygame.draw.rect(bg, (*edge, 255), bg.get_rect(), 3 if active else 1, border_radius=12)
    return bg


@cached(32)
def flight_shadow(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The shadow a flying card casts on the table (kept: a card flies many frames at one size)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (0, 0, 0, alpha), layer.get_rect(), border_radius=8)
    return layer


@cached(64)
def halo_picture(w: int, h: int, colour: tuple) -> pygame.Surface:
    """A soft glow around a card of `w` x `h`, 14 pixels wider on every side."""
    pad = 14
    layer = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        a = int(90 * (1 - i / pad) ** 1.5) + 8
        pygame.draw.rect(
            layer,
            (*colour[:3], a),
            layer.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
            3,
            border_radius=12,
        )
    return layer


# ---------------------------------------------------------------------------------------------- the steps
STEPS_SHADOW = 8  # the step panel's picture reaches this far around it (its shadow)
Row = tuple[
    str, str, str
]  # a step's name, its note ("" for none) and status ("now", "done", "open", "closed")


STEP_WORDS_GAP = 30  # from the last row's top to the first line of the words
STEP_LINE = 16


def step_lines(fonts, words: str, width: int) -> list[str]:
    """The step panel's words wrapped to its width (every line: a sentence is never cut)."""
    return fonts.wrap(words, "tiny", width - 24) if words else []


@cached(4)
def steps_picture(
    fonts, area: tuple[int, int, int, int], title: tuple[str, tuple] | None, rows: tuple[Row, ...], words: str
) -> pygame.Surface:
    """The step panel's contents for `area` (x, y, w, h): a title (words, seat colour), the six rows (a row of the
    oasis step is higher: the scene's buttons lie in it) and what can be done now (`words`). Without a title
    the rows are compact (a tutorial's coach says what to do)."""
    rect = pygame.Rect(area)
    whole = pygame.Surface((rect.w + 2 * STEPS_SHADOW, rect.h + 2 * STEPS_SHADOW), pygame.SRCALPHA)
    panel(
        whole, pygame.Rect(STEPS_SHADOW, STEPS_SHADOW, rect.w, rect.h), theme.PANEL, theme.PANEL_EDGE, 12, 4
    )
    layer = whole.subsurface((STEPS_SHADOW, STEPS_SHADOW, rect.w, rect.h))
    w = rect.w
    if title is not None:
        pygame.draw.circle(layer, title[1], (18, 20), 7)
        text(
            layer,
            fonts,
            fit_text(fonts, title[0], "label", w - 44, 16),
            (32, 20),
            "label",
            theme.TEXT_DIM,
            "midleft",
            size=16,
        )
    for i, row in enumerate(rows):
        if title is None:
            _step_row(layer, fonts, row, COMPACT_ROW_Y[i] - rect.y, 18, i + 1)
        else:
            _step_row(layer, fonts, row, STEP_ROW_Y[i] - rect.y, 56 if i == 1 else 24, i + 1)
    y = STEP_ROW_Y[-1] - rect.y + STEP_WORDS_GAP
    for line in step_lines(fonts, words, w):
        text(layer, fonts, line, (12, y), "tiny", theme.TEXT)
        y += STEP_LINE
    return whole.convert_alpha() if pygame.display.get_surface() is not None else whole


def _step_row(layer: pygame.Surface, fonts, row: Row, y: int, h: int, number: int) -> None:
    name, note, status = row
    w = layer.get_width()
    if status == "now":
        pygame.draw.rect(layer, palette.STEP_NOW, (6, y - 1, w - 12, h), border_radius=8)
        pygame.draw.rect(layer, theme.ACCENT, (6, y - 1, w - 12, h), 2, border_radius=8)
    mid = y + (11 if h >= 24 else 8)
    small = h < 24  # a tutorial's compact rows
    ring = {"now": theme.ACCENT, "done": palette.STEP_DONE, "open": theme.TEXT_DIM}.get(
        status, palette.STEP_OFF
    )
    pygame.draw.circle(layer, ring, (22, mid), 8 if small else 9)
    mark = "✓" if status == "done" else str(number)
    text(layer, fonts, mark, (22, mid), "label", palette.DARK_MARK, "center", size=11 if small else 12)
    colour = theme.TEXT if status in ("now", "open") else theme.TEXT_DIM
    r = text(layer, fonts, name, (38, mid), "label", colour, "midleft", size=14 if small else 15)
    if note:
        note = fit_text(fonts, note, "tiny", w - r.right - 24)
        tint = theme.HIGHLIGHT if status == "now" else theme.TEXT_DIM
        text(layer, fonts, note, (w - 14, mid), "tiny", tint, "midright")


@cached(16)
def price_label(fonts, words: str, tail: str, coin: bool, enabled: bool, width: int) -> pygame.Surface:
    """A step button's words and price (a date and the number, or the small word for free), at the largest
    size that fits `width`."""
    colour = theme.TEXT if enabled else theme.TEXT_DIM
    role = "label" if coin else "tiny"
    size = 15
    while size > 10:
        w = fonts.get("label", size).size(words)[0] + 6 + fonts.get(role, size - 2).size(tail)[0]
        w += 14 if coin else 0
        if w <= width:
            break
        size -= 1
    layer = pygame.Surface((w, 24), pygame.SRCALPHA)
    r = text(layer, fonts, words, (0, 12), "label", colour, "midleft", size=size)
    x = r.right + 6
    if coin:
        paint.date(layer, x + 6, 12, 6)
        x += 14
    text(layer, fonts, tail, (x, 13), role, colour, "midleft", size=size - 2)
    return layer


# ---------------------------------------------------------------------------------------------- kept looks
class TableLook:
    """Mixed into the table's buttons (panel.TableButton): what a look of theirs shows beyond a plain
    button's (a price, or the word for free), and whether it may be kept. The pictures of the looks are
    kept by the shared widget (controls.Widget.draw_kept), blitted by the side panel as a plain button's."""

    label: Callable[[], str]
    rect: pygame.Rect
    enabled: bool

    def looks(self, app) -> tuple:
        """Everything the picture shows but the button's state: its words and a price (in the language)."""
        return (type(self), self.label(), getattr(self, "price", None), getattr(self, "reason", None))

    def fits(self, app) -> bool:
        """The words lie on the button's face (over its shadow they would blend otherwise than in place):
        a table button's at its smallest size, a step button's with its price (panel.py)."""
        price = getattr(self, "price", None)
        if price is None:
            return app.fonts.get("label", 12).size(self.label())[0] <= self.rect.w - 16
        if hasattr(self, "tail"):  # a step button's words after its label (panel.StepButton)
            tail, coin = self.tail(app)
        else:
            tail, coin = (str(price), True) if price else (app.t("kameloh.free"), False)
        width = self.rect.w - 10
        return price_label(app.fonts, self.label(), tail, coin, self.enabled, width).get_width() <= width


def _label_parts(fonts, name: str, count: int) -> tuple[pygame.Surface, pygame.Surface, int]:
    """A pile label's words, its number and its width: one layout for the plain drawing and the picture."""
    words = fonts.render(name, "tiny", palette.LABEL)
    number = fonts.render(str(count), "label", theme.TEXT, 13)
    return words, number, words.get_width() + 8 + number.get_width() + 10


def _paint_label(surf: pygame.Surface, words, number, width: int, centre: tuple[int, int]):
    """The words, then the number in its pill, about `centre`; returns where the words, the pill and the
    number lie."""
    x = centre[0] - width // 2
    at = words.get_rect(midleft=(x, centre[1]))
    surf.blit(words, at)
    pill = pygame.Rect(0, 0, number.get_width() + 10, 17)
    pill.midleft = (x + words.get_width() + 6, centre[1])
    pygame.draw.rect(surf, palette.PILL, pill, border_radius=8)
    pygame.draw.rect(surf, palette.PILL_EDGE, pill, 1, border_radius=8)
    spot = number.get_rect(center=pill.center)
    surf.blit(number, spot)
    return at, pill, spot


def draw_label(surf: pygame.Surface, fonts, name: str, count: int, centre: tuple[int, int]) -> None:
    """`label_picture` drawn in place (the plain drawing; the words' log sees its texts)."""
    words, number, width = _label_parts(fonts, name, count)
    at, pill, spot = _paint_label(surf, words, number, width, centre)
    textlog.note(surf, name, at, words)
    textlog.note_box(surf, pill)
    textlog.note(surf, str(count), spot, number)


@cached(64)
def label_picture(fonts, name: str, count: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """A pile's name and, in a pill, its number of cards (draw.draw_pile), and where the picture's
    corner lies from the label's centre. The words land on transparent pixels and the number on the opaque
    pill: blitted, the picture has the pixels of the label drawn on the table."""
    words, number, w = _label_parts(fonts, name, count)
    h = max(words.get_height(), number.get_height(), 17) + 2
    picture = pygame.Surface((w, h), pygame.SRCALPHA)
    _paint_label(picture, words, number, w, (w // 2, h // 2))
    ready = picture.convert_alpha() if pygame.display.get_surface() is not None else picture
    return ready, (-(w // 2), -(h // 2))


@cached(8)
def ribbon_picture(fonts, words: str, colour: tuple, seat: int, symbol: bool) -> pygame.Surface:
    """The turn ribbon across the middle line: `words` on the seat's `colour` (with its `symbol` for colour
    blindness), opaque; the shared draw_ribbon fades it."""
    img = fonts.render(words, "heading", palette.DARK_MARK, 24)
    box = img.get_rect().inflate(40, 12)
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*colour[:3], 235), layer.get_rect(), border_radius=18)
    pygame.draw.rect(layer, palette.RIBBON_EDGE, layer.get_rect(), 2, border_radius=18)
    layer.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
    if symbol:
        mark = fonts.render(palette.SEAT_SYMBOL[seat], "heading", palette.DARK_MARK, 22)
        layer.blit(mark, mark.get_rect(midleft=(8, box.h // 2)))
    return layer
