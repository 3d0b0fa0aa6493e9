"""The per-frame paint of the Ka-Mel-Oh! table, back to front (`draw_board`): the still parts (plaques,
oases, deserts, the arena with its monsters, the other hand; one picture while nothing moves), the suns of
activated oases, the attack about to happen, the hands, the marks of what can be played, the flying cards,
the effects and, over it all, the words and lists of the panel and a dragged card.

`Painter` draws the pieces from the `Display` and the pictures of `art` and `cards`."""

from __future__ import annotations

import math

import pygame

from rules.kameloh import UNKNOWN, MonsterView, deciding_seat, fight_damage
from scenes.engine import textlog
from scenes.engine.cache import SurfaceCache

from . import art as pictures
from . import palette
from .art import draw_label, label_picture, monster_picture, pile_picture, table_picture
from .cards import MID, SMALL, CardArt
from .fx import arrow, halo, ring, star_mark
from .layout import ARENA, MIDDLE, Display, Layout, still_parts
from .palette import DANGER, GOOD, HINT, PICKED, SEAT_RGB, TARGET
from .pick import source_keys, target_keys

SUN_REACH = 16  # a sun's rays end 13 px from its centre, 2 px wide


class Painter:
    def __init__(self, app, art: CardArt) -> None:
        self.app = app
        self.art = art
        # owned here, so that they go with the scene (keyed by how `art` draws faces now)
        self._piles: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(80)
        self._monsters: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(48)
        self._stamp = pygame.Surface((2 * SUN_REACH + 1, 2 * SUN_REACH + 1), pygame.SRCALPHA)
        self._stamp_time = -1.0

    # ------------------------------------------------------------------ piles
    def oases(self, surf: pygame.Surface, d: Display, layout: Layout, seat: int) -> None:
        player = d.state.players[seat]
        for i in range(len(player.oases)):
            rect = layout.oasis_rect(seat, i)
            count = d.pile_count(seat, i)
            top = d.top(seat, i)
            self.pile(surf, rect, count, top)
            self.label(surf, self.app.t("kameloh.oasis_n", n=i + 1), count, layout.label_pos(seat, i))

    def suns(self, surf: pygame.Surface, d: Display, layout: Layout, seat: int) -> None:
        """The turning suns on activated oases (every frame, over the still picture). All suns of a frame
        have the same turn: one is drawn, on a transparent stamp, and blitted to each oasis. Its rays and
        discs are opaque and a whole-pixel shift away, so the pixels are those drawn in place (3,000 random
        times and places compared; only a ray at exactly 90 degrees, t = 0, can land a pixel over), for 1
        drawing instead of up to 8 (~0.05 ms each)."""
        stamp = None
        for i in range(len(d.state.players[seat].oases)):
            if d.top(seat, i) is not None:
                rect = layout.oasis_rect(seat, i)
                stamp = stamp or self.sun_stamp()
                surf.blit(stamp, (rect.right - 4 - SUN_REACH, rect.y + 4 - SUN_REACH))

    def sun_stamp(self) -> pygame.Surface:
        """The sun of this moment, centred on a transparent picture (drawn once a frame)."""
        if self._stamp_time != self.app.time:
            self._stamp_time = self.app.time
            self._stamp.fill((0, 0, 0, 0))
            self.sun(self._stamp, (SUN_REACH, SUN_REACH))
        return self._stamp

    def label(self, surf: pygame.Surface, name: str, count: int, centre: tuple[int, int]) -> None:
        """A pile's name with its number of cards (one kept picture, art.label_picture)."""
        if not pictures.KEEP or textlog.ACTIVE is not None:
            draw_label(surf, self.app.fonts, name, count, centre)
            return
        picture, (dx, dy) = label_picture(self.app.fonts, name, count)
        surf.blit(picture, (centre[0] + dx, centre[1] + dy))

    def pile(
        self, surf: pygame.Surface, rect: pygame.Rect, count: int, top: int | None, sandy: bool = False
    ) -> None:
        if count <= 0:
            pygame.draw.rect(surf, palette.EMPTY_PILE, rect, 2, border_radius=6)
            return
        depth = min(6, (count + 2) // 3)
        art = self.art
        key = (art.lang, art.glyphs, rect.size, depth, top, sandy)
        image = self._piles.get(key, lambda: pile_picture(art, *key))
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

    def desert(self, surf: pygame.Surface, d: Display, layout: Layout, seat: int) -> None:
        cards = d.desert(seat)
        rect = layout.desert_rect(seat)
        self.pile(surf, rect, len(cards), cards[-1] if cards else None, sandy=True)
        self.label(
            surf, self.app.t("kameloh.desert"), len(cards), (rect.centerx, layout.label_pos(seat, 0)[1])
        )
        front = d.front(seat)
        for i, item in enumerate(front):
            r = layout.front_card_rect(seat, i, len(front))
            surf.blit(self.art.shadow(SMALL), (r.x - 8, r.y - 4))
            surf.blit(self.art.face(item.card, SMALL), r)

    # ------------------------------------------------------------------ arena
    def monster(
        self, surf: pygame.Surface, d: Display, layout: Layout, slot: int, view: MonsterView
    ) -> pygame.Rect:
        rect = layout.slot_rect(slot)
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
        """The arena card with its current values, damage bar, owner mark and effect badges (cached; a copy
        while an animation changes it)."""
        effects = tuple(e.card for e in d.state.effects if e.slot == slot)
        art = self.art
        key = (art.lang, art.glyphs, slot // 2, view, effects)
        img = self._monsters.get(
            key, lambda: monster_picture(art, art.lang, art.glyphs, self.app.fonts, slot // 2, view, effects)
        )
        return img.copy() if d.slot_fx.get(slot) is not None else img

    def lying_tokens(
        self, surf: pygame.Surface, d: Display, layout: Layout, slots: tuple[int, ...] = (0, 1, 2, 3)
    ) -> None:
        for slot in slots:
            view = d.monster(slot)
            if view is None:
                continue
            fx = d.slot_fx.get(slot)
            shift = (int(fx.dx), int(fx.dy)) if fx else (0, 0)
            for i, item in enumerate(d.on(slot)):
                r = layout.lying_token(slot, i).move(*shift)
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


# ---------------------------------------------------------------------------------------------- the frame
def draw_board(scene, surface: pygame.Surface) -> None:
    """The table of `scene` as it is now, back to front."""
    d, view, painter = scene.display, scene.view, scene.painter
    if d is None:
        return
    still = at_rest(scene)
    if not still:
        draw_still(scene, surface, None)
    for seat in (0, 1):
        painter.suns(surface, d, view, seat)
    draw_attack(scene, surface)
    for seat in (0, 1):
        if seat == view.bottom:
            args = hand_args(scene, seat)
            if not (still and plain_hand(args)):
                scene.painter.bottom_hand(surface, *args)
        elif not (still and top_hand_still(scene)):
            draw_hand(scene, surface, seat)
    draw_marks(scene, surface)
    for flyer in scene.flyers:
        flyer.draw(surface, scene.art)
    scene.effects.draw(surface)
    scene.panel.draw_words(surface)
    scene.panel.draw_search(surface)
    scene.panel.draw_chips(surface)
    picker = scene.picker
    if picker.dragging and picker.picked is not None:
        picked = picker.picked
        c = picked[2] if picked[0] == "hand" else d.top(picked[1], picked[2])
        if c is not None and c != UNKNOWN:
            face = scene.art.face(c, MID)
            rect = face.get_rect(center=scene.hover_pos)
            surface.blit(scene.art.shadow(MID), (rect.x + 6, rect.y + 12))
            surface.blit(face, rect)


def backdrop(scene) -> pygame.Surface:
    names = tuple(s.name for s in scene.seats)
    return table_picture(scene.app, scene.view.bottom, scene.app.settings.language, names)


def at_rest(scene) -> bool:
    """No monster card moves: the still parts can come from one picture (flying cards are drawn over it)."""
    return scene.display is not None and not scene.display.slot_fx


def top_hand_still(scene) -> bool:
    """The hand along the top edge never glows or lifts unless it is the viewer's."""
    return scene.seer != 1 - scene.view.bottom


def part_list(scene, bottom: tuple | None) -> list[tuple]:
    """The still parts (layout.still_parts) with the top hand while `top_hand_still` and the `bottom` hand's
    `hand_args` when given (while none of its cards lifts or glows: `plain_hand`), monsters by lift."""
    d, view = scene.display, scene.view
    top = hand_args(scene, 1 - view.bottom)
    hands = [("top", top[0], top[1], tuple(top[3]))] if top_hand_still(scene) else []
    hands += [("bottom", *bottom[:2])] if bottom is not None else []
    parts = still_parts(d, view, deciding_seat(d.state), hands)
    lift = {s: fx.lift for s, fx in d.slot_fx.items()}
    monsters = sorted((p for p in parts if p[0][0] == "monster"), key=lambda p: lift.get(p[0][1], 0.0))
    return (
        [p for p in parts if p[0][0] in ("plaque", "oases", "desert")] + monsters + parts[-len(parts) + 10 :]
    )


def draw_still(scene, surface: pygame.Surface, bottom: tuple | None) -> None:
    """The still parts (`part_list`) drawn one after the other."""
    for key, _ in part_list(scene, bottom):
        draw_part(scene, surface, key, bottom)


def draw_part(scene, surface: pygame.Surface, key: tuple, bottom: tuple | None) -> None:
    """One of the still parts (`part_list`) of `scene`'s display."""
    d, view, painter, kind = scene.display, scene.view, scene.painter, key[0]
    if kind == "plaque":
        scene.panel.plaque(surface, key[1], key[2])
    elif kind == "oases":
        painter.oases(surface, d, view, key[1])
    elif kind == "desert":
        painter.desert(surface, d, view, key[1])
    elif kind == "monster" and key[2] is not None:
        painter.monster(surface, d, view, key[1], key[2])
    elif kind == "tokens":
        painter.lying_tokens(surface, d, view, (key[1],))
    elif kind == "top":
        draw_hand(scene, surface, 1 - view.bottom)
    elif kind == "bottom" and bottom is not None:  # nothing is drawn over it before the hands
        painter.bottom_hand(surface, *bottom)


# ---------------------------------------------------------------------------------------------- hands
def hand_glows(scene, seat: int, cards: list[int]) -> list[tuple | None]:
    """The glow of every card of a hand: picked, a target of the pick, or playable."""
    show = scene.app.settings.show_legal_moves
    picker = scene.picker
    playable = picker.playable() if show else set()
    targets = picker.targets() if show else set()

    def glow(i: int, key: tuple) -> tuple | None:
        if key == picker.picked and i == picker.picked_index:
            return PICKED
        if key in targets:
            return TARGET
        return GOOD if key in playable and picker.picked is None else None

    return [glow(i, ("hand", seat, c)) for i, c in enumerate(cards)]


def draw_hand(scene, surface: pygame.Surface, seat: int) -> None:
    if scene.view.side(seat) == "bottom":
        scene.painter.bottom_hand(surface, *hand_args(scene, seat))
        return
    cards, rects, _, glows = hand_args(scene, seat)
    scene.painter.top_hand(surface, cards, rects, glows)


def hand_args(scene, seat: int) -> tuple[list[int], list[pygame.Rect], list[float], list[tuple | None]]:
    """The cards of `seat`'s hand that are drawn, their places, lifts and glows."""
    d, view, picker, hover = scene.display, scene.view, scene.picker, scene.hover
    cards = d.hand(seat)
    rects = view.hand_rects(seat, len(cards))
    skip = d.hand_skip(seat)
    if (
        picker.dragging
        and picker.picked is not None
        and picker.picked[0] == "hand"
        and picker.picked[1] == seat
    ):
        skip = skip | {picker.picked_index}
    glows = hand_glows(scene, seat, cards)
    keep = [i for i in range(len(cards)) if i not in skip]
    lifts = []
    for i in keep:
        lift = 0.0
        if ("hand", seat, cards[i]) == picker.picked and i == picker.picked_index:
            lift = 22.0
        elif hover is not None and hover.key[0] == "hand" and hover.index == i and hover.key[1] == seat:
            lift = 14.0
        lifts.append(lift)
    return [cards[i] for i in keep], [rects[i] for i in keep], lifts, [glows[i] for i in keep]


def plain_hand(args: tuple) -> bool:
    """None of the hand's cards lifts or glows: it looks the same until its cards change (still)."""
    return not any(args[2]) and all(glow is None for glow in args[3])


def still_bottom(scene) -> tuple | None:
    """The bottom hand's `hand_args` when it is plain (then it is one of the still parts), else None."""
    args = hand_args(scene, scene.view.bottom)
    return args if plain_hand(args) else None


# ---------------------------------------------------------------------------------------------- marks
def draw_marks(scene, surface: pygame.Surface) -> None:
    """Playable things, the targets of the picked one, and the hint."""
    picker = scene.picker
    show = scene.app.settings.show_legal_moves
    if picker.picked is not None:
        for key in picker.targets():
            if key[0] == "hand":
                continue
            rect = picker.key_rect(key)
            if rect is not None:
                ring(surface, scene.app.time, rect, TARGET, True, 3, corners=True)
                if show:
                    ring(surface, scene.app.time, rect, TARGET, True, 2)
        rect = picker.key_rect(picker.picked)
        if rect is not None and picker.picked[0] != "hand":
            ring(surface, scene.app.time, rect, PICKED, False, 3)
    elif show and scene.my_turn():
        for key in picker.playable():
            if key[0] in ("hand",):
                continue
            rect = picker.key_rect(key)
            if rect is not None:
                ring(surface, scene.app.time, rect, GOOD, True, 2)
    hint = scene.hint_move
    if hint is not None and scene.display is not None:
        state = scene.display.state
        keys = source_keys(state, hint) + target_keys(state, hint)
        if hint[0] == "attack":
            keys.append(("attack",))
        rects = [picker.key_rect(k) for k in keys]
        if hint[0] == "pass":
            rects = [scene.pass_button.rect]
        for rect in rects:
            if rect is not None:
                ring(surface, scene.app.time, rect, HINT, True, 4)
                star_mark(surface, scene.app.time, (rect.right - 4, rect.y + 4))


# ---------------------------------------------------------------------------------------------- the attack
def draw_attack(scene, surface: pygame.Surface) -> None:
    """The declared attack while the defender answers, or the attack a player is about to make."""
    state = scene.display.state
    plan = preview = None
    if state.attack is not None and not scene.animating:
        plan = state.attack
    elif scene.my_turn() and state.phase == "main":
        moves = [m for m in scene.picker.current_options() if m[0] == "attack"]
        if not moves and scene.attack_button.hover and scene.attack_button.enabled:
            moves = [m for m in scene.legal() if m[0] == "attack"]
        hovered = [m for r, m in scene.picker.chips if m[0] == "attack" and r.collidepoint(scene.hover_pos)]
        if moves:
            preview = (hovered or moves)[0]
            plan = (preview[1], preview[2])
    if plan is None:
        return
    attackers, targets = plan
    try:
        hits = dict(fight_damage(state, attackers, targets))
    except ValueError:
        return
    phase = scene.app.time * 3
    view = scene.view

    def edge(slot: int, towards: float, inset: int) -> tuple[int, int]:  # mid-edge facing `towards`
        r = view.slot_rect(slot)
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
                to = view.slot_rect(tgt).centery
                bend = 0.0 if len(targets) == 1 else (0.12 if tgt % 2 else -0.12)
                start, end = edge(a, to, 14), edge(tgt, view.slot_rect(a).centery, 22)
                arrow(surface, start, end, DANGER, 6, bend, phase)
    kind = f"{len(attackers)} : {len(targets)}"
    img = scene.app.fonts.render(kind, "label", palette.PALE, 16)
    pill = img.get_rect(midleft=(ARENA.right + 14, MIDDLE.centery)).inflate(16, 6)
    pygame.draw.rect(surface, palette.ATTACK, pill, border_radius=10)
    textlog.note_box(surface, pill)
    surface.blit(img, img.get_rect(center=pill.center))
    textlog.note(surface, kind, img.get_rect(center=pill.center), img)
    if preview is not None:  # what the attack would do, from the rules (see explain.attack_outcome)
        scene.panel.draw_blows(surface, scene.outcome(preview))
        return
    for tgt in targets:
        r = scene.view.slot_rect(tgt)
        label = f"−{hits.get(tgt, 0)}"
        img = scene.app.fonts.render(label, "heading", palette.PALE, 28)
        box = img.get_rect(center=(r.centerx, r.centery - 10)).inflate(16, 6)
        pygame.draw.rect(surface, palette.ATTACK, box, border_radius=10)
        pygame.draw.rect(surface, palette.ATTACK_EDGE, box, 2, border_radius=10)
        textlog.note_box(surface, box)
        surface.blit(img, img.get_rect(center=box.center))
        textlog.note(surface, label, img.get_rect(center=box.center), img)
