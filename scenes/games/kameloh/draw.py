"""Drawing the Ka-Mel-Oh! table from the scene's `Display`: oases, deserts, lying items, the arena with its
monsters (current values, damage, items on them), both hands, the players' plaques and the highlights."""

from __future__ import annotations

import math

import pygame

from rules.kameloh import UNKNOWN, Lying, MonsterView, card, income
from scenes.engine import theme
from scenes.widgets.draw import fit_text, text

from . import paint, palette
from .cards import MID, SMALL, CardArt
from .fx import halo
from .layout import Table
from .palette import DOWN, HINT, SEAT_RGB, UP, mix
from .view import Display

SEAT_SYMBOL = ("☀", "☾")


class Painter:
    def __init__(self, app, art: CardArt) -> None:
        self.app = app
        self.art = art
        self._piles: dict[tuple, pygame.Surface] = {}
        self._monsters: dict[tuple, pygame.Surface] = {}
        self._plaques: dict[tuple, pygame.Surface] = {}

    def forget(self) -> None:
        """Drop cached pictures (language or colour-blind setting changed)."""
        self._piles.clear()
        self._monsters.clear()
        self._plaques.clear()

    # ------------------------------------------------------------------ piles
    def oases(self, surf: pygame.Surface, d: Display, table: Table, seat: int) -> None:
        player = d.state.players[seat]
        for i in range(len(player.oases)):
            rect = table.oasis_rect(seat, i)
            count = d.pile_count(seat, i)
            top = d.top(seat, i)
            self.pile(surf, rect, count, top)
            self.label(surf, self.app.t("kameloh.oasis_n", n=i + 1), count, table.label_pos(seat, i))

    def suns(self, surf: pygame.Surface, d: Display, table: Table, seat: int) -> None:
        """The turning suns on activated oases (drawn every frame, over the still picture)."""
        for i in range(len(d.state.players[seat].oases)):
            if d.top(seat, i) is not None:
                rect = table.oasis_rect(seat, i)
                self.sun(surf, (rect.right - 4, rect.y + 4))

    def label(self, surf: pygame.Surface, name: str, count: int, centre: tuple[int, int]) -> None:
        """A pile's name with its number of cards."""
        fonts = self.app.fonts
        words = fonts.render(name, "tiny", palette.LABEL)
        number = fonts.render(str(count), "label", theme.TEXT, 13)
        w = words.get_width() + 8 + number.get_width() + 10
        x = centre[0] - w // 2
        surf.blit(words, words.get_rect(midleft=(x, centre[1])))
        pill = pygame.Rect(0, 0, number.get_width() + 10, 17)
        pill.midleft = (x + words.get_width() + 6, centre[1])
        pygame.draw.rect(surf, palette.PILL, pill, border_radius=8)
        pygame.draw.rect(surf, palette.PILL_EDGE, pill, 1, border_radius=8)
        surf.blit(number, number.get_rect(center=pill.center))

    def pile(
        self, surf: pygame.Surface, rect: pygame.Rect, count: int, top: int | None, sandy: bool = False
    ) -> None:
        if count <= 0:
            pygame.draw.rect(surf, palette.EMPTY_PILE, rect, 2, border_radius=6)
            return
        depth = min(6, (count + 2) // 3)
        key = (depth, top, sandy)
        image = self._piles.get(key)
        if image is None:  # the stack with its shadow, drawn once per height and top card
            pad = 12
            image = pygame.Surface((rect.w + pad * 2, rect.h + pad * 2), pygame.SRCALPHA)
            origin = pygame.Rect(pad, pad, rect.w, rect.h)
            back = self.art.back(SMALL)
            image.blit(self.art.shadow(SMALL), (origin.x - 8 - depth, origin.y - 5 - depth))
            for k in range(depth, 0, -1):
                image.blit(back, origin.move(-k, -int(k * 1.2)))
            face = back if top is None else self.art.face(top, SMALL)
            if sandy and top is not None:
                face = face.copy()
                face.fill(palette.SANDY, special_flags=pygame.BLEND_RGBA_MULT)
            image.blit(face, origin)
            if len(self._piles) > 80:
                self._piles.clear()
            image = image.convert_alpha() if pygame.display.get_surface() else image
            self._piles[key] = image
        surf.blit(image, (rect.x - 12, rect.y - 12))

    def sun(self, surf: pygame.Surface, pos: tuple[int, int]) -> None:
        """The mark of an activated oasis (one date per turn)."""
        x, y = pos
        t = self.app.time
        for k in range(8):
            a = t * 0.8 + k * math.pi / 4
            pygame.draw.line(
                surf,
                palette.SUN_RAY,
                (x + math.cos(a) * 9, y + math.sin(a) * 9),
                (x + math.cos(a) * 13, y + math.sin(a) * 13),
                2,
            )
        pygame.draw.circle(surf, palette.SUN, pos, 8)
        pygame.draw.circle(surf, palette.SUN_EDGE, pos, 8, 1)

    def deserts(self, surf: pygame.Surface, d: Display, table: Table) -> None:
        for seat in (0, 1):
            cards = d.desert(seat)
            rect = table.desert_rect(seat)
            self.pile(surf, rect, len(cards), cards[-1] if cards else None, sandy=True)
            self.label(
                surf, self.app.t("kameloh.desert"), len(cards), (rect.centerx, table.label_pos(seat, 0)[1])
            )
            front = d.front(seat)
            for i, item in enumerate(front):
                r = table.front_card_rect(seat, i, len(front))
                surf.blit(self.art.shadow(SMALL), (r.x - 8, r.y - 4))
                surf.blit(self.art.face(item.card, SMALL), r)

    # ------------------------------------------------------------------ arena
    def monster(
        self, surf: pygame.Surface, d: Display, table: Table, slot: int, view: MonsterView
    ) -> pygame.Rect:
        rect = table.slot_rect(slot)
        fx = d.slot_fx.get(slot)
        img = self.monster_card(d, slot, view)
        if fx is not None:
            w = max(2, int(rect.w * fx.scale * fx.squash))
            h = max(2, int(rect.h * fx.scale))
            if (w, h) != img.get_size():
                img = pygame.transform.smoothscale(img, (w, h))
            if fx.flash > 0.01:
                layer = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                pygame.draw.rect(
                    layer,
                    (*fx.flash_colour[:3], int(110 * min(1.0, fx.flash))),
                    layer.get_rect(),
                    border_radius=8,
                )
                img.blit(layer, (0, 0))
            if fx.alpha < 255:
                img.set_alpha(max(0, int(fx.alpha)))
            jitter = fx.shake * math.sin(self.app.time * 70)
            centre = (rect.centerx + fx.dx + jitter, rect.centery + fx.dy)
            if fx.lift > 0.01:
                shadow = self.art.shadow(MID)
                surf.blit(
                    shadow, shadow.get_rect(center=(centre[0] + 16 * fx.lift, centre[1] + 22 * fx.lift))
                )
        else:
            centre = rect.center
            surf.blit(self.art.shadow(MID), (rect.x - 11, rect.y - 7))
        out = img.get_rect(center=(int(centre[0]), int(centre[1])))
        if fx is not None and fx.flash > 0.05:
            halo(surf, out, fx.flash_colour, fx.flash)
        surf.blit(img, out)
        return out

    def monster_card(self, d: Display, slot: int, view: MonsterView) -> pygame.Surface:
        """The arena card with its current values, damage bar, owner mark and effect badges (cached)."""
        effects = tuple(e.card for e in d.state.effects if e.slot == slot)
        key = (slot // 2, view, effects, self.art.lang, self.art.glyphs)
        img = self._monsters.get(key)
        if img is None:
            if len(self._monsters) > 48:
                self._monsters.clear()
            img = self._monsters[key] = self._monster_card(slot, view, effects)
        return img.copy() if d.slot_fx.get(slot) is not None else img

    def _monster_card(self, slot: int, view: MonsterView, effects: tuple[int, ...]) -> pygame.Surface:
        c = card(view.card)
        img = self.art.face(view.card, MID).copy()
        row = self.art.stats_rect(MID)
        colours = tuple(
            UP if now > printed else DOWN if now < printed else palette.INK
            for now, printed in ((view.ap, c.ap), (view.dp, c.dp), (view.lp, c.lp))
        )
        remaining = max(0, view.remaining)
        colours = (colours[0], colours[1], DOWN if view.damage else colours[2])
        self.art.stats_row(img, row, (view.ap, view.dp, remaining), False, colours)
        bar = pygame.Rect(row.x + 2, row.y - 9, row.w - 4, 6)
        pygame.draw.rect(img, palette.LIFE_BAR, bar, border_radius=3)
        frac = remaining / view.lp if view.lp else 0
        if frac > 0:
            fill = bar.copy()
            fill.w = max(2, int(bar.w * frac))
            colour = mix(palette.LIFE_LOW, palette.LIFE_FULL, frac)
            pygame.draw.rect(img, colour, fill, border_radius=3)
        seat_of_slot = slot // 2
        if view.owner != seat_of_slot:  # a monster taken from its owner
            self.owner_mark(img, view.owner, (img.get_width() - 14, 44))
        for i, item in enumerate(effects):
            token = self.art.token(item, 24)
            img.blit(token, (6 + i * 22, 26))
        if view.direct and not c.direct:
            paint.icon(img, "bolt", img.get_width() - 16, 70, 9)
        return img

    def owner_mark(self, surf: pygame.Surface, owner: int, centre: tuple[int, int]) -> None:
        pygame.draw.circle(surf, palette.DARK_MARK, centre, 11)
        pygame.draw.circle(surf, SEAT_RGB[owner], centre, 9)
        img = self.app.fonts.render(SEAT_SYMBOL[owner], "label", palette.DARK_MARK, 13)
        surf.blit(img, img.get_rect(center=centre))

    def lying_tokens(self, surf: pygame.Surface, d: Display, table: Table) -> None:
        for slot in range(4):
            view = d.monster(slot)
            if view is None:
                continue
            fx = d.slot_fx.get(slot)
            shift = (int(fx.dx), int(fx.dy)) if fx else (0, 0)
            for i, item in enumerate(d.on(slot)):
                r = table.lying_token(slot, i).move(*shift)
                pygame.draw.circle(surf, (0, 0, 0), (r.centerx + 2, r.centery + 3), 16)
                surf.blit(self.art.token(item.card, 32), r)
                if item.owner != slot // 2:
                    pygame.draw.circle(surf, SEAT_RGB[item.owner], r.center, 17, 2)

    # ------------------------------------------------------------------ hands
    def bottom_hand(
        self,
        surf: pygame.Surface,
        cards: list[int],
        rects: list[pygame.Rect],
        lifts: list[float],
        glows: list[tuple | None],
    ) -> None:
        for c, r, lift, glow in zip(cards, rects, lifts, glows, strict=True):
            rr = r.move(0, -int(lift))
            surf.blit(self.art.shadow(MID), (rr.x - 11, rr.y - 7 + int(lift * 0.3)))
            if glow is not None:
                halo(surf, rr, glow, 0.75 + 0.25 * math.sin(self.app.time * 4))
            face = self.art.back(MID) if c == UNKNOWN else self.art.face(c, MID)
            surf.blit(face, rr)

    def top_hand(
        self, surf: pygame.Surface, cards: list[int], rects: list[pygame.Rect], glows: list[tuple | None]
    ) -> None:
        for c, r, glow in zip(cards, rects, glows, strict=True):
            if glow is not None:
                halo(surf, r, glow, 0.8)
            face = self.art.back(SMALL) if c == UNKNOWN else self.art.face(c, SMALL)
            surf.blit(face, r)

    # ------------------------------------------------------------------ plaques
    def plaque(
        self,
        surf: pygame.Surface,
        d: Display,
        table: Table,
        seat: int,
        name: str,
        active: bool,
        glyphs: bool,
        target: int | None,
    ) -> None:
        app = self.app
        rect = table.plaque_rect(seat)
        colour = SEAT_RGB[seat]
        bg = self._plaques.get((rect.size, seat, active))
        if bg is None:
            bg = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(bg, palette.PLAQUE, bg.get_rect(), border_radius=12)
            edge = mix(colour, palette.WHITE, 0.2) if active else palette.PLAQUE_EDGE
            pygame.draw.rect(bg, (*edge, 255), bg.get_rect(), 3 if active else 1, border_radius=12)
            self._plaques[(rect.size, seat, active)] = bg
        surf.blit(bg, rect)
        state = d.state
        dates = int(round(d.dates[seat]))
        points = int(round(d.points[seat]))
        gain = income(state, seat)
        pygame.draw.circle(surf, colour, (rect.x + 18, rect.y + 20), 9)
        if glyphs:
            img = app.fonts.render(SEAT_SYMBOL[seat], "label", palette.DARK_MARK, 13)
            surf.blit(img, img.get_rect(center=(rect.x + 18, rect.y + 20)))
        text(
            surf,
            app.fonts,
            fit_text(app.fonts, name, "label", rect.w - 44),
            (rect.x + 34, rect.y + 20),
            "label",
            theme.TEXT,
            "midleft",
        )
        goal = f"/{target}" if target else ""
        if table.side(seat) == "top":
            y = rect.y + 58
            paint.date(surf, rect.x + 22, y, 11)
            r = text(surf, app.fonts, str(dates), (rect.x + 38, y), "heading", theme.TEXT, "midleft", size=26)
            text(
                surf,
                app.fonts,
                app.t("kameloh.per_turn", n=gain),
                (r.right + 6, y + 2),
                "small",
                theme.TEXT_DIM,
                "midleft",
            )
            sx = rect.x + 196
            paint.star(surf, sx, y, 12, palette.GOLD, palette.STAR_EDGE)
            text(surf, app.fonts, f"{points}{goal}", (sx + 18, y), "heading", theme.TEXT, "midleft", size=26)
        else:
            y = rect.y + 50
            paint.date(surf, rect.x + 18, y, 10)
            r = text(surf, app.fonts, str(dates), (rect.x + 32, y), "heading", theme.TEXT, "midleft", size=24)
            text(
                surf,
                app.fonts,
                app.t("kameloh.per_turn", n=gain),
                (r.right + 5, y + 2),
                "tiny",
                theme.TEXT_DIM,
                "midleft",
            )
            y += 30
            paint.star(surf, rect.x + 18, y, 11, palette.GOLD, palette.STAR_EDGE)
            r = text(
                surf, app.fonts, str(points), (rect.x + 32, y), "heading", theme.TEXT, "midleft", size=24
            )
            if goal:
                text(surf, app.fonts, goal, (r.right + 3, y + 3), "small", theme.TEXT_DIM, "midleft")

    # ------------------------------------------------------------------ highlights
    def ring(
        self,
        surf: pygame.Surface,
        rect: pygame.Rect,
        colour: tuple,
        pulse: bool = True,
        width: int = 3,
        corners: bool = False,
    ) -> None:
        k = 0.5 + 0.5 * math.sin(self.app.time * 5) if pulse else 1.0
        r = rect.inflate(6 + int(4 * k), 6 + int(4 * k))
        if corners:  # brackets at the corners: targets stay recognisable without colour
            n = 16
            for (x, y), (dx, dy) in (
                (r.topleft, (1, 1)),
                (r.topright, (-1, 1)),
                (r.bottomleft, (1, -1)),
                (r.bottomright, (-1, -1)),
            ):
                pygame.draw.line(surf, colour, (x, y), (x + dx * n, y), width + 1)
                pygame.draw.line(surf, colour, (x, y), (x, y + dy * n), width + 1)
            return
        pygame.draw.rect(surf, colour, r, width, border_radius=10)

    def star_mark(self, surf: pygame.Surface, pos: tuple[int, int]) -> None:
        """The hint's mark (a star), so a hint is seen without telling colours apart."""
        x, y = pos
        bob = 3 * math.sin(self.app.time * 5)
        paint.star(surf, x, y + bob, 13, HINT, palette.HINT_EDGE)

    def lying_item_rect(self, d: Display, table: Table, item: Lying) -> pygame.Rect | None:
        if item.slot >= 0:
            for i, other in enumerate(d.on(item.slot)):
                if other == item:
                    return table.lying_token(item.slot, i)
            return None
        front = d.front(item.owner)
        for i, other in enumerate(front):
            if other == item:
                return table.front_card_rect(item.owner, i, len(front))
        return None
