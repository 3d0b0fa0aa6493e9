"""The Ka-Mel-Oh! table drawn from the frame's view (view.KamelohView), back to front (`draw_board`): the
table (plaques, oases, deserts with the cards in front, the arena's monsters and the items on them, the
top hand), the suns of activated oases, the attack about to happen, the hands, the marks of what can be
played with the hint's star, the flying cards and the decoration (fx.Decor). The panel's words and lists go
over it (panel.py).

`art` is the game's art.TableArt: the card pictures (cards.CardArt), the fonts, and the pictures of piles
and arena cards drawn from their arguments. Nothing here changes the view it draws."""

from __future__ import annotations

import math

import pygame

from rules.kameloh import UNKNOWN
from scenes.effects import draw_hint_star, pulse
from scenes.engine import textlog
from scenes.engine.cache import cached
from scenes.engine.layers import Layers

from . import palette
from .art import TableArt, draw_label, label_picture, table_picture
from .cards import MID, SMALL
from .fx import draw_decor, draw_flight, halo
from .layout import ARENA, MIDDLE, TABLE
from .palette import DANGER
from .panel import draw_blows, draw_plaque
from .view import Attack, Fx, Ground, Hand, KamelohView, Monster, Pile, Table

SUN_REACH = 16  # a sun's rays end 13 px from its centre, 2 px wide


# ---------------------------------------------------------------------------------------------- the frame
def draw_board(view: KamelohView, art: TableArt, surface: pygame.Surface, layers: Layers) -> None:
    """The table of `view`, back to front (`layers`: the scene's kept layers; the game keeps none)."""
    draw_table(surface, view.table, art, view.time)
    for sun in view.suns:  # on the right edge of the face-up top, clear of its price coin and its name
        at = sun_at(pygame.Rect(sun))
        surface.blit(sun_stamp(view.time), (at[0] - SUN_REACH, at[1] - SUN_REACH))
    if view.attack is not None:
        draw_attack(surface, view.attack, art, view.time)
    draw_hand(surface, view.bottom_hand, art, view.time)
    if view.top_hand is not None:
        draw_hand(surface, view.top_hand, art, view.time)
    for mark in view.marks:
        r = pygame.Rect(mark.rect)
        ring(surface, view.time, r, mark.colour, mark.pulse, mark.width, corners=mark.corners)
    for star in view.stars:
        draw_hint_star(surface, star, view.time)
    for flight in view.flights:
        draw_flight(surface, flight, art.cards)
    clip = surface.get_clip()  # the decoration stays on the table: the side panel's column is the panel's
    surface.set_clip(clip.clip(TABLE))
    draw_decor(surface, view.decor, art.fonts)
    surface.set_clip(clip)


def backdrop(ground: Ground, art: TableArt) -> pygame.Surface:
    """The bare table."""
    return table_picture(art.fonts, ground.bottom, ground.front)


def draw_table(surface: pygame.Surface, table: Table, art: TableArt, time: float) -> None:
    """What lies on the table, in the order it lies."""
    for seat in (0, 1):
        draw_plaque(surface, table.plaques[seat], art.fonts)
        for pile in table.oases[seat]:
            draw_pile(surface, pile, art)
    for seat in (0, 1):
        draw_pile(surface, table.deserts[seat], art)
        for c, r in table.fronts[seat]:
            surface.blit(art.cards.shadow(SMALL), (r[0] - 8, r[1] - 4))
            surface.blit(art.cards.face(c, SMALL), r)
    for m in table.monsters:
        draw_monster(surface, m, art, time)
    for tokens in table.tokens:
        for token in tokens:
            r = pygame.Rect(token.rect)
            pygame.draw.circle(surface, (0, 0, 0), (r.centerx + 2, r.centery + 3), 16)
            surface.blit(art.cards.token(token.card, 32), r)
            if token.ring is not None:
                pygame.draw.circle(surface, token.ring, r.center, 17, 2)
    if table.top_hand is not None:
        draw_hand(surface, table.top_hand, art, time)


def draw_pile(surface: pygame.Surface, pile: Pile, art: TableArt) -> None:
    """A pile with its label: its name and, in a pill, its number of cards."""
    r = pygame.Rect(pile.rect)
    if pile.count <= 0:
        pygame.draw.rect(surface, palette.EMPTY_PILE, r, 2, border_radius=6)
    else:
        surface.blit(art.pile(r, pile.count, pile.top, pile.sandy), (r.x - 12, r.y - 12))
    if textlog.ACTIVE is not None:  # drawn in place: the words' log sees its texts
        draw_label(surface, art.fonts, pile.label, pile.count, pile.label_at)
        return
    picture, (dx, dy) = label_picture(art.fonts, pile.label, pile.count)
    surface.blit(picture, (pile.label_at[0] + dx, pile.label_at[1] + dy))


def sun_at(oasis: pygame.Rect) -> tuple[int, int]:
    """The centre of an activated oasis's sun: on the right edge of its top card, beside the picture."""
    return oasis.right - 2, oasis.y + oasis.h * 2 // 5


@cached(2)
def sun_stamp(time: float) -> pygame.Surface:
    """The sun of an activated oasis at `time`, centred on a transparent picture: all suns of a frame have
    the same turn, so one is drawn and blitted to each oasis. Its rays and discs are opaque and a whole-pixel
    shift away, so the pixels are those drawn in place (only a ray at exactly 90 degrees, t = 0, can land a
    pixel over)."""
    stamp = pygame.Surface((2 * SUN_REACH + 1, 2 * SUN_REACH + 1), pygame.SRCALPHA)
    stamp.fill((0, 0, 0, 0))
    sun(stamp, (SUN_REACH, SUN_REACH), time)
    return stamp


def sun(surf: pygame.Surface, pos: tuple[int, int], time: float) -> None:
    """The mark of an activated oasis (one date per turn)."""
    x, y = pos
    for k in range(8):
        a = time * 0.8 + k * math.pi / 4
        pygame.draw.line(
            surf,
            palette.SUN_RAY,
            (x + math.cos(a) * 9, y + math.sin(a) * 9),
            (x + math.cos(a) * 13, y + math.sin(a) * 13),
            2,
        )
    pygame.draw.circle(surf, palette.SUN, pos, 8)
    pygame.draw.circle(surf, palette.SUN_EDGE, pos, 8, 1)


# ---------------------------------------------------------------------------------------------- arena
def draw_monster(surface: pygame.Surface, m: Monster, art: TableArt, time: float) -> pygame.Rect:
    rect = pygame.Rect(m.rect)
    fx: Fx | None = m.fx
    img = art.monster(m.slot, m.shown, m.effects, fx is not None)
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
        jitter = fx.shake * math.sin(time * 70)
        centre = (rect.centerx + fx.dx + jitter, rect.centery + fx.dy)
        if fx.lift > 0.01:
            shadow = art.cards.shadow(MID)
            surface.blit(shadow, shadow.get_rect(center=(centre[0] + 16 * fx.lift, centre[1] + 22 * fx.lift)))
    else:
        centre = rect.center
        surface.blit(art.cards.shadow(MID), (rect.x - 11, rect.y - 7))
    out = img.get_rect(center=(int(centre[0]), int(centre[1])))
    if fx is not None and fx.flash > 0.05:
        halo(surface, out, fx.flash_colour, fx.flash)
    surface.blit(img, out)
    return out


# ---------------------------------------------------------------------------------------------- hands
def draw_hand(surface: pygame.Surface, hand: Hand, art: TableArt, time: float) -> None:
    cards = art.cards
    if hand.top:
        for c, r, glow in zip(hand.cards, hand.rects, hand.glows, strict=True):
            if glow is not None:
                halo(surface, pygame.Rect(r), glow, 0.8)
            surface.blit(cards.back(SMALL) if c == UNKNOWN else cards.face(c, SMALL), r)
        return
    for c, r, lift, glow in zip(hand.cards, hand.rects, hand.lifts, hand.glows, strict=True):
        rr = pygame.Rect(r).move(0, -int(lift))
        surface.blit(cards.shadow(MID), (rr.x - 11, rr.y - 7 + int(lift * 0.3)))
        if glow is not None:
            halo(surface, rr, glow, 0.5 + 0.5 * pulse(time, 4))
        surface.blit(cards.back(MID) if c == UNKNOWN else cards.face(c, MID), rr)


# ---------------------------------------------------------------------------------------------- the attack
def draw_attack(surface: pygame.Surface, attack: Attack, art: TableArt, time: float) -> None:
    """The declared attack while the defender answers, or the attack a player is about to make."""
    attackers, targets, slots = attack.attackers, attack.targets, [pygame.Rect(s) for s in attack.slots]
    phase = time * 3

    def edge(slot: int, towards: float, inset: int) -> tuple[int, int]:  # mid-edge facing `towards`
        r = slots[slot]
        return (r.centerx, r.bottom - inset) if towards > r.centery else (r.centerx, r.y + inset)

    middle = MIDDLE.centery
    if len(attackers) == 2:  # both strike together: their paths join, then the blow hits every target
        starts = [edge(a, middle, 14) for a in attackers]
        merge = ((starts[0][0] + starts[1][0]) / 2, middle)
        for start in starts:
            pygame.draw.line(surface, palette.ATTACK_SHADE, start, merge, 12)
            pygame.draw.line(surface, DANGER, start, merge, 7)
        for tgt in targets:
            arrow(surface, merge, edge(tgt, middle, 22), DANGER, 7, 0.0, phase)
        pygame.draw.circle(surface, DANGER, (int(merge[0]), int(merge[1])), 9)
    else:
        for a in attackers:
            for tgt in targets:
                to = slots[tgt].centery
                bend = 0.0 if len(targets) == 1 else (0.12 if tgt % 2 else -0.12)
                start, end = edge(a, to, 14), edge(tgt, slots[a].centery, 22)
                arrow(surface, start, end, DANGER, 6, bend, phase)
    fonts = art.fonts
    kind = attack.label or f"{len(attackers)}:{len(targets)}"
    img = fonts.render(kind, "label", palette.PALE, 16)
    pill = img.get_rect(midleft=(ARENA.right + 14, MIDDLE.centery)).inflate(16, 6)
    pygame.draw.rect(surface, palette.ATTACK, pill, border_radius=10)
    textlog.note_box(surface, pill)
    surface.blit(img, img.get_rect(center=pill.center))
    textlog.note(surface, kind, img.get_rect(center=pill.center), img)
    if attack.blows is not None:  # what the attack would do, from the rules (see explain.attack_outcome)
        draw_blows(surface, attack.blows, fonts)
        return
    hits = dict(attack.hits)
    for tgt in targets:
        r = slots[tgt]
        label = f"−{hits.get(tgt, 0)}"
        img = fonts.render(label, "heading", palette.PALE, 28)
        box = img.get_rect(center=(r.centerx, r.centery - 10)).inflate(16, 6)
        pygame.draw.rect(surface, palette.ATTACK, box, border_radius=10)
        pygame.draw.rect(surface, palette.ATTACK_EDGE, box, 2, border_radius=10)
        textlog.note_box(surface, box)
        surface.blit(img, img.get_rect(center=box.center))
        textlog.note(surface, label, img.get_rect(center=box.center), img)


# ---------------------------------------------------------------------------------------------- marks
def arrow(
    surf: pygame.Surface,
    start: tuple[float, float],
    end: tuple[float, float],
    colour: tuple,
    width: int = 6,
    bend: float = 0.18,
    phase: float = 0.0,
) -> None:
    """A curved arrow with a head; `phase` runs dashes along it."""
    sx, sy = start
    ex, ey = end
    mx, my = (sx + ex) / 2, (sy + ey) / 2
    nx, ny = -(ey - sy), ex - sx
    cx, cy = mx + nx * bend, my + ny * bend
    points = []
    steps = 24
    for i in range(steps + 1):
        t = i / steps
        x = (1 - t) ** 2 * sx + 2 * (1 - t) * t * cx + t * t * ex
        y = (1 - t) ** 2 * sy + 2 * (1 - t) * t * cy + t * t * ey
        points.append((x, y))
    shade = tuple(max(0, c - 110) for c in colour[:3])
    pygame.draw.lines(surf, shade, False, points[:-2], width + 4)
    for i in range(len(points) - 3):
        if int(i - phase * 4) % 4 != 3:
            pygame.draw.line(surf, colour, points[i], points[i + 1], width)
    hx, hy = points[-1]
    px, py = points[-3]
    ang = math.atan2(hy - py, hx - px)
    size = width * 3.2
    head = [
        (hx + math.cos(ang) * size * 0.4, hy + math.sin(ang) * size * 0.4),
        (hx + math.cos(ang + 2.5) * size, hy + math.sin(ang + 2.5) * size),
        (hx + math.cos(ang - 2.5) * size, hy + math.sin(ang - 2.5) * size),
    ]
    pygame.draw.polygon(surf, shade, [(x + 1, y + 2) for x, y in head])
    pygame.draw.polygon(surf, colour, head)


def ring(
    surf: pygame.Surface,
    time: float,
    rect: pygame.Rect,
    colour: tuple,
    pulsing: bool = True,
    width: int = 3,
    corners: bool = False,
) -> None:
    """A mark around a place of the table (`pulsing` at `time`), or brackets at its corners."""
    k = pulse(time, 5) if pulsing else 1.0
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
