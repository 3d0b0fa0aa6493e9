"""The card under the mouse, enlarged with its full text; for a monster in the arena also its values now,
its damage and the items on it; for piles a short note (how many cards, what an activated oasis yields)."""

from __future__ import annotations

import pygame

from rules.kameloh import UNKNOWN, card
from scenes.engine import theme
from scenes.widgets.draw import panel, text

from . import palette
from .cards import BIG, CardArt
from .layout import Table
from .view import Display, Spot

BOARD_W = 916


class Preview:
    def __init__(self, app, art: CardArt) -> None:
        self.app = app
        self.art = art

    def draw(
        self, surface: pygame.Surface, spot: Spot | None, d: Display, table: Table, mouse: tuple[int, int]
    ) -> None:
        if spot is None:
            return
        kind = spot.key[0]
        t = self.app.t
        if kind == "oasis":
            seat, i = spot.key[1], spot.key[2]
            count = d.pile_count(seat, i)
            note = t("kameloh.tip.oasis", n=i + 1, count=count)
            if d.state.players[seat].active[i] and count:
                note += "\n" + t("kameloh.tip.active")
            self.tip(surface, note, mouse)
            return
        if kind == "desert":
            self.tip(surface, t("kameloh.tip.desert", count=len(d.desert(spot.key[1]))), mouse)
            if spot.card == UNKNOWN:
                return
        if kind == "hand" and spot.card == UNKNOWN:
            self.tip(surface, t("kameloh.tip.hand", count=len(d.hand(spot.key[1]))), mouse)
            return
        if spot.card == UNKNOWN:
            return
        lines = self.monster_lines(d, spot.key[1]) if kind == "slot" else []
        extra = 10 + 22 * len(lines) if lines else 0
        w, h = BIG
        r = spot.rect
        # the preview goes to the side column farther from the card, never over the middle of the arena
        left_col, right_col = 8, BOARD_W - 8 - w
        x = (
            left_col
            if abs(r.centerx - (left_col + w / 2)) > abs(r.centerx - (right_col + w / 2))
            else right_col
        )
        if kind == "take":  # the search overlay keeps the right column free for this
            x = right_col
        if kind == "hand" and r.y > 400:
            y = r.y - 22 - h - extra
        else:
            y = r.centery - (h + extra) // 2
        y = max(6, min(714 - h - extra, y))
        surface.blit(self.art.shadow(BIG), (x - 14, y - 8))
        surface.blit(self.art.face(spot.card, BIG), (x, y))
        if lines:
            font = self.app.fonts.get("small")
            bw = max(w, max(font.size(line)[0] for line, _c in lines) + 24)
            bx = max(6, min(BOARD_W - bw - 6, x + w - bw if x > BOARD_W / 2 else x))
            box = pygame.Rect(bx, y + h + 6, bw, extra)
            panel(surface, box, palette.TIP, palette.NOTE_EDGE, 10, 4)
            for k, (line, colour) in enumerate(lines):
                text(surface, self.app.fonts, line, (box.x + 12, box.y + 6 + 22 * k), "small", colour)

    def monster_lines(self, d: Display, slot: int) -> list[tuple[str, tuple]]:
        view = d.monster(slot)
        if view is None:
            return []
        t = self.app.t
        lang = self.app.settings.language
        c = card(view.card)
        out = [
            (
                t("kameloh.tip.now", ap=view.ap, dp=view.dp, lp=max(0, view.remaining), full=view.lp),
                theme.TEXT,
            )
        ]
        if view.items:
            names = ", ".join(card(i).name[lang] for i in view.items)
            out.append((t("kameloh.tip.items", items=names), theme.TEXT_DIM))
        effects = [e for e in d.state.effects if e.slot == slot]
        if effects:
            names = ", ".join(card(e.card).name[lang] for e in effects)
            out.append((t("kameloh.tip.this_turn", items=names), theme.TEXT_DIM))
        if view.owner != slot // 2:
            out.append((t("kameloh.tip.taken"), theme.TEXT_DIM))
        out.append((t("kameloh.tip.worth", points=c.points), theme.HIGHLIGHT))
        return out

    def tip(self, surface: pygame.Surface, note: str, mouse: tuple[int, int]) -> None:
        lines = note.split("\n")
        fonts = self.app.fonts
        w = max(fonts.get("small").size(line)[0] for line in lines) + 24
        h = 12 + 22 * len(lines)
        box = pygame.Rect(mouse[0] + 16, mouse[1] + 16, w, h)
        if box.right > BOARD_W - 4:
            box.right = mouse[0] - 12
        if box.bottom > 714:
            box.bottom = mouse[1] - 12
        panel(surface, box, palette.TIP, palette.NOTE_EDGE, 8, 4)
        for k, line in enumerate(lines):
            text(surface, fonts, line, (box.x + 12, box.y + 6 + 22 * k), "small", theme.TEXT)
