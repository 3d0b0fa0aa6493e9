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
        self._alert_cache: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(4)
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
        """The numbers, trays and the status card over the static layer, all drawn in this frame."""
        scene = self.scene
        to_move = scene.session.to_move
        for seat, info in enumerate(words.seat_infos(scene)):
            self._card(surface, scene.app, seat, info, seat == to_move)
        self._status(surface, scene.app, words.status_info(scene))
        self._draw_legend(surface, scene.marks_shown)

    def draw_still(
        self, surface: pygame.Surface, infos: list[SeatInfo], status: StatusInfo, parts=(0, 1, 2)
    ) -> None:
        """What `draw` draws but the active card's pulsing edge and the announcement box: the parts that
        only change with what they say, for the table's still picture (still.py). Nothing of it overlaps
        what `draw_live` adds, so the two give the pixels of `draw`. `parts`: the cards of seats 0 and 1
        and the status card (2), each inside its own `part_rects` rectangle."""
        app = self.scene.app
        for seat, info in enumerate(infos):
            if seat in parts:
                self._card_body(surface, app, seat, info)
        if 2 in parts:
            self._status(surface, app, status, live=False)
            self._draw_legend(surface, self.scene.marks_shown)

    def part_rects(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where each part of `draw_still` lies: the cards of seats 0 and 1, the status card."""
        return self.cards[0], self.cards[1], self.status_rect

    def draw_live(self, surface: pygame.Surface, status: StatusInfo) -> None:
        """The parts of `draw` that move from frame to frame: the active card's edge, the announcement."""
        app = self.scene.app
        to_move = self.scene.session.to_move
        if to_move is not None:
            self._card_edge(surface, app, to_move)
        if status.alert:
            rect = self.status_rect
            self._alert(
                surface, app, status, pygame.Rect(rect.x + 12, rect.y + 42, rect.w - 24, 0), kept=True
            )

    def still_key(self, infos: list[SeatInfo], status: StatusInfo) -> tuple:
        """Everything each part of `draw_still` shows (cards of seats 0 and 1, the status card)."""
        app = self.scene.app
        looks = (app.settings.language, app.settings.colour_blind, id(app.fonts))
        cards = tuple(
            (tuple(self.cards[seat]), i.knights, i.men, i.in_castle, i.castle_moves, tuple(i.tray), looks)
            for seat, i in enumerate(infos)
        )
        said = (status.headline, status.alert, status.alert_text, status.instruction, status.quiet_label)
        legend = tuple(k for k in LEGEND_ORDER if k in self.scene.marks_shown)
        return (*cards, (tuple(self.status_rect), said, status.quiet, legend, looks))

    def _card(self, surface, app, seat: int, info: SeatInfo, active: bool) -> None:
        if active:
            self._card_edge(surface, app, seat)
        self._card_body(surface, app, seat, info)

    def _card_edge(self, surface, app, seat: int) -> None:
        """The pulsing edge of the card of the seat to move (on the card's rim, clear of its contents)."""
        pulse = 0.5 + 0.5 * math.sin(app.time * 4)
        colour = tuple(int(c * (0.55 + 0.45 * pulse)) for c in theme.ACCENT)
        pygame.draw.rect(surface, colour, self.cards[seat], 2, border_radius=14)

    def _card_body(self, surface, app, seat: int, info: SeatInfo) -> None:
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

    def _status(self, surface, app, status: StatusInfo, live: bool = True) -> None:
        """The status card; without `live` the announcement box is left out (only the room it takes)."""
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
            area = self._alert_area()
            y = (
                self._alert(surface, app, status, area)
                if live
                else self._alert_box(app, status, area)[0].bottom + 10
            )
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

    def _alert_area(self) -> pygame.Rect:
        """Where the announcement lies: under the headline, across the status card."""
        rect = self.status_rect
        return pygame.Rect(rect.x + 12, rect.y + 42, rect.w - 24, 0)

    def _alert_box(self, app, status: StatusInfo, area: pygame.Rect) -> tuple[pygame.Rect, list]:
        """The announcement's box where it rests, and its lines: (text, role, height)."""
        title, _, detail = status.alert_text.partition("\n")
        lines = [(line, "label", 22) for line in app.fonts.wrap(title, "label", area.w - 52)[:2]]
        lines += (
            [(line, "small", 19) for line in app.fonts.wrap(detail, "small", area.w - 52)[:3]]
            if detail
            else []
        )
        return pygame.Rect(area.x, area.y, area.w, 14 + sum(h for _, _, h in lines)), lines

    def _alert(self, surface, app, status: StatusInfo, area: pygame.Rect, kept: bool = False) -> int:
        """The announcement box, sliding in from the left; returns the y below it. `kept`: its lines come
        from one transparent picture (on a transparent pixel a text's blit copies it, so the picture lays
        the lines on the box as drawn directly)."""
        colour = ALERT_COLOURS.get(status.alert, theme.ACCENT)
        box, lines = self._alert_box(app, status, area)
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
        if kept:
            key = (tuple(lines), box.size, id(app.fonts))
            picture = self._alert_cache.get(key, lambda: _alert_lines(app, lines, box.size))
            surface.blit(picture, box)
        else:
            _draw_alert_lines(surface, app, lines, box.topleft)
        surface.set_clip(clip)
        return box.bottom + 10


def _draw_alert_lines(surface: pygame.Surface, app, lines: list, at: tuple[int, int]) -> None:
    y = at[1] + 7
    for line, role, h in lines:
        colour = theme.TEXT if role == "label" else theme.HIGHLIGHT
        text(surface, app.fonts, line, (at[0] + 40, y), role, colour)
        y += h


def _alert_lines(app, lines: list, size: tuple[int, int]) -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    _draw_alert_lines(picture, app, lines, (0, 0))
    return picture


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
