"""Card faces and backs of Ka-Mel-Oh!, rendered once per card, size, language and colour-blind setting.

Three sizes: `SMALL` (oasis tops, deserts, the opponent's hand), `MID` (hand and arena) and `BIG` (the
enlarged card under the mouse, with the full text). A face shows the price in dates (top right), the
frequency class badge (golden, silver, bronze camel or dung heap, with its number), a picture and the values
(AP, DP, LP) or, for an item, what it does. Names and texts come from the card data in the chosen language.
"""

from __future__ import annotations

import random
import zlib

import pygame

from rules.kameloh import Card, card, card_pool
from scenes.engine import textlog
from scenes.engine.cache import SurfaceCache
from scenes.engine.fonts import Fonts
from scenes.widgets.draw import fit_text

from . import paint, palette
from .palette import CREAM, FRAME, HK_COIN, INK, INK_SOFT, STAT_TINTS, WHITE, mix
from .words import Translate, effect_summary, type_line

SMALL = (74, 104)
MID = (116, 162)
BIG = (250, 350)

# Glyphs that tell the card colours apart without colour (colour-blind setting)
KIND_GLYPH = {"yellow": "●", "violet": "◆", "lightblue": "▲", "green": "■"}
STAT_ICONS = tuple(STAT_TINTS.items())
# Effect kind -> the emblem of an item card (and of its token when it lies on a monster)
EFFECT_ICONS = {
    "boost": "up",
    "weaken": "down",
    "direct": "bolt",
    "damage": "drop",
    "heal": "heal",
    "shield": "dome",
    "price": "tag",
    "income": "coins",
    "dates": "basket",
    "destroy_item": "tornado",
    "steal": "lasso",
    "retreat": "tent",
}


def effect_icon_name(kind: str, ap: int = 0, dp: int = 0, lp: int = 0) -> str:
    if kind == "boost":
        return "sword" if ap else ("shield" if dp else "heart")
    return EFFECT_ICONS.get(kind, "star")


class CardArt:
    """Cached card pictures. `face(index, size)` for a card, `back(size)` for a face-down card."""

    def __init__(self, fonts: Fonts) -> None:
        self.fonts = fonts
        self._faces: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(600)
        self._backs: SurfaceCache[tuple[int, int], pygame.Surface] = SurfaceCache(8)
        self._shadows: SurfaceCache[tuple[int, int], pygame.Surface] = SurfaceCache(8)
        self._tokens: SurfaceCache[tuple[int, int], pygame.Surface] = SurfaceCache(256)
        self._pictures: SurfaceCache[int, pygame.Surface] = SurfaceCache(256)  # by card, at 2x
        self._scaled: SurfaceCache[tuple[int, int, int], pygame.Surface] = SurfaceCache(1024)
        self.lang = "en"
        self.glyphs = False
        self.t: Translate = lambda key, **kw: key

    def configure(self, lang: str, glyphs: bool, t: Translate) -> None:
        self.lang, self.glyphs, self.t = lang, glyphs, t

    # ------------------------------------------------------------------ public
    def face(self, index: int, size: tuple[int, int]) -> pygame.Surface:
        key = (index, size, self.lang, self.glyphs)
        return self._faces.get(key, lambda: _ready(self._render_face(card(index), size)))

    def back(self, size: tuple[int, int]) -> pygame.Surface:
        return self._backs.get(size, lambda: _ready(self._render_back(size)))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        """A soft shadow a little larger than a card of `size`."""
        return self._shadows.get(size, lambda: _ready(_render_shadow(size)))

    def token(self, index: int, size: int = 32) -> pygame.Surface:
        """A round token for an item lying on a monster: its emblem in a ring of its card colour."""
        return self._tokens.get((index, size), lambda: _ready(_render_token(index, size)))

    def stats_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where a compact face has its AP/DP/LP row (the arena draws current values over it)."""
        w, h = size
        u = w / MID[0]
        small = w <= SMALL[0]
        pad = max(3, int(4 * u))
        bottom = h - pad - (1 if small else 2)
        x = pad + (1 if small else 3)
        width = w - 2 * pad - (2 if small else 6)
        return pygame.Rect(x, bottom - (16 if small else 22), width, 16 if small else 20)

    def picture(self, index: int, w: int, h: int) -> pygame.Surface:
        def scaled() -> pygame.Surface:
            master = self._pictures.get(index, lambda: self._paint_picture(card(index)))
            return pygame.transform.smoothscale(master, (w, h))

        return self._scaled.get((index, w, h), scaled)

    # ------------------------------------------------------------------ pictures
    def _paint_picture(self, c: Card) -> pygame.Surface:
        """The picture of a card at 2x its largest size (scaled down smoothly when shown)."""
        w, h = 476, 300
        surf = pygame.Surface((w, h))
        rng = random.Random(zlib.crc32(c.id.encode("utf-8")))  # the same look every time
        if c.is_monster:
            sky = palette.EERIE if c.kind == "mutant" else palette.SKIES[rng.randrange(len(palette.SKIES))]
            ground = paint.desert(surf, rng, sky)
            facing = rng.choice((1, -1))
            pose = rng.uniform(-1, 1)
            scale = h * (0.42 + 0.06 * (4 - c.hk))
            if c.kind == "fusion":
                self._paint_gathering(surf, c, ground, rng)
            else:
                glow = palette.MUTANT_GLOW if c.kind == "mutant" else None
                eye = palette.MUTANT_EYE if c.kind == "mutant" else None
                x = w / 2 - facing * scale * 0.12
                if c.direct:
                    paint.speed_lines(surf, x, ground, scale, facing, mix(sky[1], WHITE, 0.5))
                head = paint.creature(surf, c.race, x, ground, scale, facing, pose, glow=glow, eye=eye)
                if c.hk == 1:
                    paint.crown(surf, head[0], head[1] - scale * 0.08, scale * 0.1)
            if c.income:
                for i in range(c.income):
                    paint.date(surf, w - 40 - i * 40, h - 34, 16)
        else:
            frame, inner, dark = FRAME[c.colour]
            paint.burst(surf, mix(inner, WHITE, 0.5), mix(frame, dark, 0.25))
            if c.kind == "mutation_item":
                name = "flask"
            elif c.kind == "fusion_item":
                name = "rings"
            else:
                e = c.effect
                assert e is not None
                name = effect_icon_name(e.kind, e.ap, e.dp, e.lp)
            paint.icon(surf, name, w / 2, h / 2 + 4, h * 0.36)
            if c.effect is not None and c.effect.stays:
                pygame.draw.circle(surf, CREAM, (w - 44, 44), 26, 5)  # "stays" mark: a ring
        return surf

    def _paint_gathering(self, surf: pygame.Surface, c: Card, ground: float, rng) -> None:
        """Two members of a gathering side by side, joined by a ring of light."""
        w, h = surf.get_size()
        races = []
        for req in c.members[:2]:
            if req.startswith("race:"):
                races.append(req[5:])
            else:
                races.append(card(card_pool().by_id[req]).race)
        ring = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.ellipse(ring, palette.GATHERING_RING, (w * 0.12, h * 0.18, w * 0.76, h * 0.7), 10)
        surf.blit(ring, (0, 0))
        scale = h * 0.42
        paint.creature(surf, races[0], w * 0.34, ground, scale, 1, 0.5, glow=palette.GOLDEN)
        head = paint.creature(surf, races[1], w * 0.66, ground, scale, -1, 0.5, glow=palette.GOLDEN)
        if c.hk == 1:
            paint.crown(surf, head[0], head[1] - scale * 0.08, scale * 0.1)

    # ------------------------------------------------------------------ faces
    def _render_face(self, c: Card, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        u = w / MID[0]
        frame, inner, dark = FRAME[c.colour]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, int(7 * u))
        pygame.draw.rect(surf, frame, surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, dark, surf.get_rect(), max(1, int(1.5 * u)), border_radius=radius)
        big = w >= BIG[0]
        small = w <= SMALL[0]
        pad = max(3, int(4 * u))
        bar_h = int(30 if big else (15 if small else 18 * u))
        body = pygame.Rect(pad, pad + bar_h, w - 2 * pad, h - 2 * pad - bar_h)
        pygame.draw.rect(surf, inner, body, border_radius=max(2, int(3 * u)))
        # name bar
        bar = pygame.Rect(pad, pad, w - 2 * pad, bar_h)
        pygame.draw.rect(surf, mix(frame, WHITE, 0.45), bar, border_radius=max(2, int(3 * u)))
        badge_r = 18 if big else (9 if small else int(11 * u))
        name_w = bar.w - 2 * badge_r - 6
        name = c.name[self.lang]
        if big:
            size = self._fit_size(name, "title", 19, 13, name_w)
            self._text(surf, name, (bar.x + 8, bar.centery), "title", INK, size, name_w, "midleft", name=True)
        elif not small:
            size = self._fit_size(name, "label", max(10, int(11 * u)), 9, name_w)
            self._text(surf, name, (bar.x + 4, bar.centery), "label", INK, size, name_w, "midleft", name=True)
        else:
            size = self._fit_size(name, "label", 9, 8, name_w + 4)
            self._text(
                surf, name, (bar.x + 3, bar.centery), "label", INK, size, name_w + 4, "midleft", name=True
            )
        self._price(surf, c.price, (w - pad - badge_r + 2, pad + badge_r - 2), badge_r, big)
        # picture
        pic_h = int(h * (0.38 if big else (0.46 if small else 0.47)))
        pic = pygame.Rect(body.x + 2, body.y + 2, body.w - 4, pic_h)
        surf.blit(self.picture(c.index, pic.w, pic.h), pic)
        pygame.draw.rect(surf, dark, pic, 1)
        coin_r = 16 if big else (8 if small else int(10 * u))
        self._hk(surf, c.hk, (pic.x + coin_r + 2, pic.bottom), coin_r, big)
        if self.glyphs:
            self._text(
                surf,
                KIND_GLYPH[c.colour],
                (pic.right - 3, pic.y + 2),
                "label",
                CREAM,
                16 if big else 11,
                40,
                "topright",
                shadow=True,
            )
        y = pic.bottom + (coin_r // 2 if not small else coin_r - 2)
        if big:
            self._big_body(surf, c, pygame.Rect(body.x + 8, y + 4, body.w - 16, body.bottom - y - 8), dark)
        elif small:
            self._compact_body(surf, c, pygame.Rect(body.x + 1, y, body.w - 2, body.bottom - y - 1), small)
        else:
            self._compact_body(surf, c, pygame.Rect(body.x + 3, y, body.w - 6, body.bottom - y - 2), small)
        return surf

    def _compact_body(self, surf: pygame.Surface, c: Card, area: pygame.Rect, small: bool) -> None:
        if c.is_monster:
            if not small:
                # a yellow monster's race alone ("Dromedar"): its frame says it is a monster, and
                # "Monster · Dromedar" was cut short; the enlarged card says both
                line = (
                    card_pool().races[c.race][self.lang]
                    if c.kind == "monster"
                    else self.t(f"kameloh.kind.{c.kind}")
                )
                left = area.x + 22
                size = self._fit_size(line, "small", 10, 8, area.right - left)
                self._text(
                    surf,
                    line,
                    (left, area.y + 1),
                    "small",
                    INK_SOFT,
                    size,
                    area.right - left,
                    "topleft",
                    name=True,
                )
            row = pygame.Rect(area.x, area.bottom - (16 if small else 22), area.w, 16 if small else 20)
            self.stats_row(surf, row, (c.ap, c.dp, c.lp), small)
            if not small:  # what the three numbers are (the enlarged card says it in words)
                for i, name in enumerate(("ap", "dp", "lp")):
                    x = row.x + row.w * (2 * i + 1) / 6
                    caption = self.t(f"kameloh.stat.{name}")
                    self._text(surf, caption, (x, row.y), "label", INK_SOFT, 8, row.w // 3, "midbottom")
        else:
            summary = effect_summary(c, self.t)
            size = 9 if small else 11
            smallest = size - 2 if small else size - 3
            most = 3 if small else 4
            longest = max(summary.split(), key=len, default="")
            while size > smallest and (
                self.fonts.get("label", size).size(longest)[0] > area.w - 2  # a word wider than the card
                or len(self.fonts.wrap(summary, "label", area.w - 2, size)) > (2 if small else 3)
            ):
                size -= 1
            font = self.fonts.get("label", size)
            if font.size(longest)[0] > area.w - 2:  # still too wide at the smallest size: hyphenated
                cut = max(k for k in range(2, len(longest)) if font.size(longest[:k] + "-")[0] <= area.w - 2)
                summary = summary.replace(longest, f"{longest[:cut]}- {longest[cut:]}")
            lines = self.fonts.wrap(summary, "label", area.w - 2, size)[:most]
            y = area.centery - len(lines) * (size + 2) // 2
            for line in lines:
                self._text(surf, line, (area.centerx, y), "label", INK, size, area.w, "midtop")
                y += size + 3

    def stats_row(
        self,
        surf: pygame.Surface,
        rect: pygame.Rect,
        values: tuple[int, int, int],
        small: bool,
        colours: tuple | None = None,
    ) -> None:
        """AP, DP and LP with their icons (sword, shield, heart) in three cells."""
        cell = rect.w / 3
        icons = rect.h >= 24  # icons only where there is room for them next to three digits
        for i, ((name, tint), value) in enumerate(zip(STAT_ICONS, values, strict=True)):
            x = rect.x + cell * i
            box = pygame.Rect(int(x) + 1, rect.y, int(cell) - 1, rect.h)
            pygame.draw.rect(surf, mix(tint, WHITE, 0.7), box, border_radius=4)
            pygame.draw.rect(surf, mix(tint, WHITE, 0.35), box, 1, border_radius=4)
            colour = colours[i] if colours else INK
            label = str(value)
            if icons:
                ir = rect.h * 0.3
                paint.icon(surf, name, box.x + ir + 4, box.centery, ir, fill=mix(tint, WHITE, 0.3))
                self._text(
                    surf, label, (box.right - 5, box.centery + 1), "label", colour, 17, box.w, "midright"
                )
            else:
                size = (9 if len(label) > 2 else 10) if small else 13
                self._text(
                    surf, label, (box.centerx, box.centery + 1), "label", colour, size, box.w + 2, "center"
                )

    def _big_body(self, surf: pygame.Surface, c: Card, area: pygame.Rect, dark: tuple) -> None:
        t = self.t
        y = area.y
        kind = type_line(c, t, self.lang)  # the enlarged card shows it whole: smaller where it is long
        size = self._fit_size(kind, "label", 12, 8, area.w)
        self._text(surf, kind, (area.x, y), "label", mix(dark, INK, 0.4), size, area.w, "topleft")
        y += 18
        pygame.draw.line(surf, mix(dark, WHITE, 0.5), (area.x, y), (area.right, y), 1)
        y += 5
        bottom = area.bottom - (34 if c.is_monster else 24)
        for line in self.fonts.wrap(c.text[self.lang], "small", area.w, 13):
            if y + 16 > bottom - (30 if c.is_monster else 0):
                break
            self._text(surf, line, (area.x, y), "small", INK, 13, area.w + 8, "topleft")
            y += 16
        if c.is_monster:
            y = max(y + 2, bottom - 32)
            for key, name in (("sword", c.attack_name[self.lang]), ("shield", c.defence_name[self.lang])):
                paint.icon(surf, key, area.x + 6, y + 7, 6)
                self._text(
                    surf, name, (area.x + 16, y), "small", INK_SOFT, 12, area.w - 16, "topleft", name=True
                )
                y += 15
            self.stats_row(surf, pygame.Rect(area.x, area.bottom - 28, area.w, 28), (c.ap, c.dp, c.lp), False)
        else:
            chip = pygame.Rect(area.x, area.bottom - 22, area.w, 22)
            pygame.draw.rect(surf, mix(dark, WHITE, 0.75), chip, border_radius=6)
            summary = effect_summary(c, t)
            size = self._fit_size(summary, "label", 13, 8, chip.w - 8)
            self._text(surf, summary, chip.center, "label", INK, size, chip.w - 8, "center")

    # ------------------------------------------------------------------ pieces
    def _text(
        self,
        surf,
        value: str,
        pos,
        role: str,
        colour,
        size: int,
        width: int,
        anchor: str,
        shadow: bool = False,
        name: bool = False,
    ) -> pygame.Rect:
        """`value` at `pos`, shortened with an ellipsis to `width` if it must be: only a name (`name`: a
        card's name, kind or attack on a card whose whole face shows enlarged on hover) may be."""
        value = fit_text(self.fonts, value, role, width, size, name=name)
        if shadow:
            back = self.fonts.render(value, role, (0, 0, 0), size)
            surf.blit(back, back.get_rect(**{anchor: (pos[0] + 1, pos[1] + 1)}))
        img = self.fonts.render(value, role, tuple(colour), size)
        rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
        surf.blit(img, rect)
        textlog.note(surf, value, rect, img)
        return rect

    def _fit_size(self, value: str, role: str, size: int, smallest: int, width: int) -> int:
        """The largest font size from `size` down to `smallest` at which `value` fits `width`."""
        while size > smallest and self.fonts.get(role, size).size(value)[0] > width:
            size -= 1
        return size

    def _price(self, surf: pygame.Surface, price: int, centre, r: int, big: bool) -> None:
        cx, cy = centre
        pygame.draw.circle(surf, palette.PRICE_COIN, centre, r)
        pygame.draw.circle(surf, palette.PRICE_RIM, centre, r, max(1, r // 6))
        shine = pygame.Rect(0, 0, max(2, r // 2), max(3, r))
        shine.center = (int(cx - r * 0.45), int(cy - r * 0.2))
        pygame.draw.ellipse(surf, palette.PRICE_SHINE, shine)
        self._text(surf, str(price), (cx, cy + 1), "label", CREAM, max(9, int(r * 1.1)), 3 * r, "center")

    def _hk(self, surf: pygame.Surface, hk: int, centre, r: int, big: bool) -> None:
        fill, edge = HK_COIN[hk]
        cx, cy = centre
        if hk == 4:  # the dung heap: three stacked blobs
            for dy, rw in ((0.35, 1.0), (-0.1, 0.75), (-0.5, 0.45)):
                rect = pygame.Rect(0, 0, int(2 * r * rw), int(r * 0.9))
                rect.center = (int(cx), int(cy + dy * r))
                pygame.draw.ellipse(surf, fill, rect)
                pygame.draw.ellipse(surf, edge, rect, 1)
        else:
            pygame.draw.circle(surf, fill, centre, r)
            pygame.draw.circle(surf, edge, centre, r, max(1, r // 6))
        self._text(
            surf,
            str(hk),
            (cx, cy + 1),
            "label",
            CREAM if hk == 4 else INK,
            max(9, int(r * 1.15)),
            3 * r,
            "center",
        )

    def _render_back(self, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        u = w / MID[0]
        surf = pygame.Surface(size, pygame.SRCALPHA)
        radius = max(4, int(7 * u))
        rect = surf.get_rect()
        pygame.draw.rect(surf, palette.BACK_EDGE, rect, border_radius=radius)
        inner = rect.inflate(-int(8 * u), -int(8 * u))
        pattern = pygame.Surface(inner.size)
        paint.vgradient(pattern, pattern.get_rect(), palette.BACK_TOP, palette.BACK_BOTTOM)
        for i in range(-inner.h, inner.w, max(6, int(10 * u))):  # woven diagonal lines
            pygame.draw.line(pattern, palette.BACK_WEAVE, (i, 0), (i + inner.h, inner.h), 1)
            pygame.draw.line(pattern, palette.BACK_WEAVE_2, (i + inner.h, 0), (i, inner.h), 1)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, palette.OPAQUE, mask.get_rect(), border_radius=max(3, int(5 * u)))
        pattern = pattern.convert_alpha() if pygame.display.get_surface() else pattern.convert_alpha(surf)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(pattern, inner)
        pygame.draw.rect(surf, palette.BRASS, inner, max(1, int(2 * u)), border_radius=max(3, int(5 * u)))
        cx, cy = w / 2, h / 2
        pygame.draw.circle(surf, palette.BRASS, (cx, cy), w * 0.3)
        pygame.draw.circle(surf, palette.BACK_MEDALLION, (cx, cy), w * 0.3 - max(1, int(2 * u)))
        emblem = pygame.Surface((200, 160), pygame.SRCALPHA)
        paint.creature(emblem, "dromedar", 96, 138, 110, 1, 0.3, colour=palette.BRASS)
        emblem = pygame.transform.smoothscale(emblem, (int(w * 0.5), int(w * 0.4)))
        surf.blit(emblem, emblem.get_rect(center=(int(cx), int(cy - w * 0.02))))
        if w >= 70:
            self._text(
                surf,
                "KA-MEL-OH!",
                (cx, inner.bottom - 6 * u),
                "label",
                palette.BRASS,
                max(8, int(11 * u)),
                inner.w,
                "midbottom",
            )
        return surf


def _ready(surf: pygame.Surface) -> pygame.Surface:
    """In the display's pixel format (much faster to blit), once a display exists."""
    return surf.convert_alpha() if pygame.display.get_surface() is not None else surf


def _render_shadow(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    pad = max(6, w // 10)
    surf = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -2):
        rect = pygame.Rect(pad - i, pad - i, w + 2 * i, h + 2 * i)
        pygame.draw.rect(surf, (0, 0, 0, 22), rect, border_radius=max(4, w // 14) + i)
    return surf


def _render_token(index: int, size: int) -> pygame.Surface:
    c = card(index)
    frame, inner, dark = FRAME[c.colour]
    big = pygame.Surface((128, 128), pygame.SRCALPHA)
    pygame.draw.circle(big, dark, (64, 64), 63)
    pygame.draw.circle(big, frame, (64, 64), 57)
    pygame.draw.circle(big, inner, (64, 64), 48)
    e = c.effect
    name = effect_icon_name(e.kind, e.ap, e.dp, e.lp) if e else "star"
    paint.icon(big, name, 64, 66, 36)
    return pygame.transform.smoothscale(big, (size, size))
