"""The column left of the Camelot board: a card per player (pieces left, pieces in the enemy castle,
castle moves left, the tray of captured enemy pieces) and between them the status card (whose turn, the
compulsory-capture or castle-duty announcement, what a click does now, the legend of the board's marks,
the fifty-move count).

What never changes during a game (panels, headings, labels, the legend) is drawn once into the scene's
static layer by `draw_static`; `draw` adds the numbers and the trays every frame. The player whose side is
at the bottom of the board has the bottom card, so the cards turn with the board. The words come from
words.py."""

from __future__ import annotations

import math

import pygame

from rules.camelot import KNIGHT, MAN
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache, cached
from scenes.widgets.draw import fit_text, panel, text

from . import art, words
from .palette import ALERT_COLOURS, CAPTURE, CURSOR, HINT, SELECT, TARGET, TRACE, WELL
from .words import SeatInfo, StatusInfo

CARD_H = 168
TRAY_D = 19  # diameter of a piece in a tray
TRAY_STEP = 21
LEGEND_ROWS = 5  # two columns
# every kind of mark the board draws (draw.py notes them), in the legend's order
LEGEND_ORDER = (
    "select",
    "stop",
    "pass",
    "later",
    "done",
    "victim",
    "capturer",
    "exposed",
    "duty",
    "tint",
    "hint",
    "cursor",
)
QUIET_H = 36


class Panel:
    """The cards of one scene, in `rect`; `arrange(bottom_seat)` puts that seat's card at the bottom."""

    def __init__(self, scene, rect: pygame.Rect) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect)
        self.bottom_seat = 0
        self.cards: dict[int, pygame.Rect] = {}
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self._legend_cache: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(8)
        self.arrange(0)

    def arrange(self, bottom_seat: int) -> None:
        r = self.rect
        self.bottom_seat = bottom_seat
        top = pygame.Rect(r.x, r.y, r.w, CARD_H)
        bottom = pygame.Rect(r.x, r.bottom - CARD_H, r.w, CARD_H)
        self.cards = {1 - bottom_seat: top, bottom_seat: bottom}
        self.status_rect = pygame.Rect(r.x, top.bottom + 12, r.w, bottom.y - top.bottom - 24)

    # ------------------------------------------------------------------ geometry of a card
    def _columns(self, seat: int) -> tuple[int, int, int, int]:
        """(y of the stat labels, x of the pieces, of the castle pips, of the castle-move towers)."""
        card = self.cards[seat]
        return card.y + 60, card.x + 16, card.x + 155, card.x + 244

    def tray_rect(self, seat: int) -> pygame.Rect:
        card = self.cards[seat]
        return pygame.Rect(card.x + 12, card.bottom - 12 - TRAY_D - 10, card.w - 24, TRAY_D + 10)

    def tray_slot(self, seat: int, index: int) -> tuple[float, float]:
        """Centre of the index-th captured piece in the tray of the capturing seat (14 fit in a row)."""
        tray = self.tray_rect(seat)
        step = min(TRAY_STEP, (tray.w - TRAY_D - 8) / 13)
        return tray.x + 4 + TRAY_D / 2 + index * step, tray.centery

    def legend_rect(self) -> pygame.Rect:
        s = self.status_rect
        h = 20 * LEGEND_ROWS + 8
        return pygame.Rect(s.x + 12, s.bottom - QUIET_H - h - 4, s.w - 24, h)

    # ------------------------------------------------------------------ the legend
    def legend(self, kinds) -> list[tuple[str, pygame.Surface, str]]:
        """The marks of `kinds` (those on the board now) with their pictures and meanings, in a fixed
        order; every kind the board draws has an entry (tests check both ways)."""
        app = self.scene.app
        cb = 1 if app.settings.colour_blind else 0
        out = []
        for kind in LEGEND_ORDER:
            if kind in kinds:
                out.append((kind, _legend_icon(kind, cb), app.t(f"camelot.legend.{kind}")))
        return out

    def _draw_legend(self, surface: pygame.Surface, kinds) -> None:
        """The legend in two columns at the bottom of the status card, painted again only on a change."""
        app = self.scene.app
        area = self.legend_rect()
        key = (app.settings.language, app.settings.colour_blind, tuple(k for k in LEGEND_ORDER if k in kinds))

        def paint() -> pygame.Surface:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            entries = self.legend(kinds)[: 2 * LEGEND_ROWS]
            columns = 1 if len(entries) <= LEGEND_ROWS else 2
            col = (area.w - 8 * (columns - 1)) // columns
            for i, (_kind, icon, label) in enumerate(entries):
                x, y = (i % columns) * (col + 8), 4 + 20 * (i // columns)
                layer.blit(icon, icon.get_rect(center=(x + 12, y + 9)))
                line = fit_text(app.fonts, label, "tiny", col - 30)
                text(layer, app.fonts, line, (x + 28, y + 9), "tiny", theme.TEXT_DIM, "midleft")
            return layer

        if key[2]:
            pygame.draw.line(surface, theme.PANEL_EDGE, (area.x, area.y - 4), (area.right, area.y - 4))
            surface.blit(self._legend_cache.get(key, paint), area)

    def draw_static(self, surface: pygame.Surface) -> None:
        """Card panels, names, labels, the empty trays and the legend."""
        app = self.scene.app
        labels = words.labels(app)
        for seat, info in enumerate(words.seat_infos(self.scene, static=True)):
            card = self.cards[seat]
            panel(surface, card, theme.PANEL, theme.PANEL_EDGE, radius=14, shadow=6)
            x, y = card.x + 14, card.y + 12
            surface.blit(art.piece_image(seat, KNIGHT, 34), (x, y))
            text(surface, app.fonts, info.label, (x + 46, y - 3), "heading", theme.TEXT)
            sub = fit_text(app.fonts, info.subtitle, "small", card.w - 76)
            text(surface, app.fonts, sub, (x + 47, y + 30), "small", theme.TEXT_DIM)
            ly, px, cx, mx = self._columns(seat)
            for value, at in (
                (labels["pieces"], px),
                (labels["in_castle"], cx),
                (labels["castle_moves"], mx),
            ):
                text(surface, app.fonts, value, (at, ly), "tiny", theme.TEXT_DIM)
            tray = self.tray_rect(seat)
            text(surface, app.fonts, labels["captured"], (tray.x + 4, tray.y - 18), "tiny", theme.TEXT_DIM)
            pygame.draw.rect(surface, WELL, tray, border_radius=8)
            pygame.draw.rect(surface, theme.PANEL_EDGE, tray, 1, border_radius=8)
        status = self.status_rect
        panel(surface, status, theme.PANEL, theme.PANEL_EDGE, radius=14, shadow=6)

    # ------------------------------------------------------------------ every frame
    def draw(self, surface: pygame.Surface) -> None:
        """The numbers, trays and the status card over the static layer."""
        scene = self.scene
        to_move = scene.session.to_move
        for seat, info in enumerate(words.seat_infos(scene)):
            self._card(surface, scene.app, seat, info, seat == to_move)
        self._status(surface, scene.app, words.status_info(scene))
        self._draw_legend(surface, scene.marks_shown)

    def _card(self, surface, app, seat: int, info: SeatInfo, active: bool) -> None:
        card = self.cards[seat]
        if active:
            pulse = 0.5 + 0.5 * math.sin(app.time * 4)
            colour = tuple(int(c * (0.55 + 0.45 * pulse)) for c in theme.ACCENT)
            pygame.draw.rect(surface, colour, card, 2, border_radius=14)
        ly, px, cx, mx = self._columns(seat)
        y = ly + 18
        for i, (kind, count) in enumerate(((KNIGHT, info.knights), (MAN, info.men))):
            at = px + i * 60
            surface.blit(art.piece_image(seat, kind, 22), (at, y))
            text(surface, app.fonts, f"×{count}", (at + 26, y + 11), "label", theme.TEXT, "midleft")
        for k in range(2):
            centre = (cx + 9 + k * 22, y + 11)
            filled = k < info.in_castle
            pygame.draw.circle(surface, theme.ACCENT if filled else WELL, centre, 8)
            pygame.draw.circle(surface, theme.ACCENT, centre, 8, 2)
        for k in range(2):
            used = k >= 2 - info.castle_moves
            icon = art.tower_icon(22, theme.BUTTON_DISABLED if used else theme.ACCENT)
            surface.blit(icon, (mx + k * 28, y))
        for index, kind in enumerate(info.tray):
            cx_, cy_ = self.tray_slot(seat, index)
            image = art.piece_image(1 - seat, kind, TRAY_D)
            surface.blit(image, image.get_rect(center=(int(cx_), int(cy_))))

    def _status(self, surface, app, status: StatusInfo) -> None:
        rect = self.status_rect
        x, y, w = rect.x + 16, rect.y + 12, rect.w - 32
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, status.headline, "label", w),
            (x, y),
            "label",
            theme.ACCENT,
        )
        y += 30
        if status.alert:
            y = self._alert(surface, app, status, pygame.Rect(x - 4, y, w + 8, 0))
        bottom = self.legend_rect().y - 8
        for line in app.fonts.wrap(status.instruction, "small", w):
            if y + 19 > bottom:
                break
            text(surface, app.fonts, line, (x, y), "small", theme.TEXT)
            y += 19
        if status.quiet_label:
            bar = pygame.Rect(x, rect.bottom - 14, w, 6)
            text(
                surface,
                app.fonts,
                fit_text(app.fonts, status.quiet_label, "tiny", w),
                (x, bar.y - 18),
                "tiny",
                theme.TEXT_DIM,
            )
            pygame.draw.rect(surface, WELL, bar, border_radius=3)
            fill = bar.copy()
            fill.w = int(bar.w * max(0.0, min(1.0, status.quiet)))
            if fill.w:
                colour = (
                    theme.GOOD if status.quiet < 0.6 else theme.ACCENT if status.quiet < 0.85 else theme.BAD
                )
                pygame.draw.rect(surface, colour, fill, border_radius=3)

    def _alert(self, surface, app, status: StatusInfo, area: pygame.Rect) -> int:
        """The announcement box, sliding in from the left; returns the y below it."""
        colour = ALERT_COLOURS.get(status.alert, theme.ACCENT)
        title, _, detail = status.alert_text.partition("\n")
        lines = [(line, "label", 22) for line in app.fonts.wrap(title, "label", area.w - 52)[:2]]
        lines += (
            [(line, "small", 19) for line in app.fonts.wrap(detail, "small", area.w - 52)[:3]]
            if detail
            else []
        )
        box = pygame.Rect(area.x, area.y, area.w, 14 + sum(h for _, _, h in lines))
        slide = 1.0 - max(0.0, min(1.0, status.alert_in))
        box.x -= int(slide * (box.w + 40))
        clip = surface.get_clip()
        surface.set_clip(self.status_rect.inflate(-4, -4))
        pulse = 0.5 + 0.5 * math.sin(app.time * 5)
        fill = tuple(int(c * (0.30 + 0.1 * pulse)) for c in colour)
        pygame.draw.rect(surface, fill, box, border_radius=10)
        pygame.draw.rect(surface, colour, box, 2, border_radius=10)
        badge = (box.x + 20, box.y + box.h // 2)
        pygame.draw.circle(surface, colour, badge, 11)
        text(surface, app.fonts, "!", badge, "label", theme.TEXT_DARK, "center")
        y = box.y + 7
        for line, role, h in lines:
            text(
                surface,
                app.fonts,
                line,
                (box.x + 40, y),
                role,
                theme.TEXT if role == "label" else theme.HIGHLIGHT,
            )
            y += h
        surface.set_clip(clip)
        return box.bottom + 10


@cached(32)
def _legend_icon(kind: str, cb: int) -> pygame.Surface:
    """A mark of the legend as the board draws it, at icon size."""
    size = 24
    if kind == "done":
        icon = pygame.Surface((size, size), pygame.SRCALPHA)
        centre = (size // 2, size // 2)
        pygame.draw.circle(icon, TARGET[cb], centre, 8)
        pygame.draw.circle(icon, theme.TEXT_DARK, centre, 8, 1)
        pygame.draw.lines(icon, theme.TEXT_DARK, False, [(8, 12), (11, 15), (16, 9)], 2)
        return icon
    art_kind, colour = {
        "select": ("select", SELECT),
        "stop": ("stop", TARGET[cb]),
        "pass": ("pass", CAPTURE[cb]),
        "later": ("later", TARGET[cb]),
        "victim": ("victim", CAPTURE[cb]),
        "capturer": ("capturer", CAPTURE[cb]),
        "exposed": ("victim" if cb else "exposed", CAPTURE[cb]),
        "duty": ("capturer", SELECT),
        "tint": ("tint", TRACE),
        "hint": ("select", HINT),
        "cursor": ("cursor", CURSOR),
    }[kind]
    return art.marker(art_kind, size, colour)
