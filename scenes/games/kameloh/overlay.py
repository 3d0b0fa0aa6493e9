"""Drawn over the Ka-Mel-Oh! table: the attack about to happen (paths, fight kind, expected damage), the
line saying what to do, the cards shown at set-up, the list of options beside a picked card (or why it
cannot be played), the search of an oasis, and the buttons of the table's button column."""

from __future__ import annotations

import pygame

from rules.kameloh import card, fight_damage
from scenes.engine import theme
from scenes.widgets.controls import Button
from scenes.widgets.draw import fit_text, panel, text

from . import palette
from .draw import SEAT_SYMBOL
from .fx import arrow, halo
from .layout import ARENA, BUTTONS_X, HAND_AREA, MIDDLE
from .paint import date
from .palette import DANGER, TARGET
from .words import cost, prompt, stage


class TableButton(Button):
    """A button of the table's button column: its bold label shrinks to fit instead of being cut."""

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        label = self.label
        size = 18
        font = app.fonts.get("label", size)
        while size > 12 and font.size(label())[0] > self.rect.w - 16:
            size -= 1
            font = app.fonts.get("label", size)
        self.label = lambda: ""
        try:
            super().draw(surface, app, focused)
        finally:
            self.label = label
        g = self.glow
        rect = self.rect.inflate(int(8 * g), int(4 * g))
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        text(surface, app.fonts, label(), rect.center, "label", colour, "center", size=size)


def draw_attack(scene, surface: pygame.Surface) -> None:
    """The declared attack while the defender answers, or the attack a player is about to make."""
    state = scene.display.state
    plan = None
    if state.attack is not None and not scene.animating:
        plan = state.attack
    elif scene.my_turn() and state.phase == "main":
        moves = [m for m in scene.current_options() if m[0] == "attack"]
        if not moves and scene.attack_button.hover and scene.attack_button.enabled:
            moves = [m for m in scene.legal() if m[0] == "attack"]
        if moves:
            plan = (moves[0][1], moves[0][2])
    if plan is None:
        return
    attackers, targets = plan
    try:
        hits = dict(fight_damage(state, attackers, targets))
    except ValueError:
        return
    phase = scene.app.time * 3
    table = scene.table

    def edge(slot: int, towards: float, inset: int) -> tuple[int, int]:
        """The middle of a card's edge that faces the height `towards`."""
        r = table.slot_rect(slot)
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
                to = table.slot_rect(tgt).centery
                bend = 0.0 if len(targets) == 1 else (0.12 if tgt % 2 else -0.12)
                arrow(
                    surface,
                    edge(a, to, 14),
                    edge(tgt, table.slot_rect(a).centery, 22),
                    DANGER,
                    6,
                    bend,
                    phase,
                )
    kind = f"{len(attackers)} : {len(targets)}"
    img = scene.app.fonts.render(kind, "label", palette.PALE, 16)
    pill = img.get_rect(midleft=(ARENA.right + 14, MIDDLE.centery)).inflate(16, 6)
    pygame.draw.rect(surface, palette.ATTACK, pill, border_radius=10)
    surface.blit(img, img.get_rect(center=pill.center))
    for tgt in targets:
        r = scene.table.slot_rect(tgt)
        label = f"−{hits.get(tgt, 0)}"
        img = scene.app.fonts.render(label, "heading", palette.PALE, 28)
        box = img.get_rect(center=(r.centerx, r.centery - 10)).inflate(16, 6)
        pygame.draw.rect(surface, palette.ATTACK, box, border_radius=10)
        pygame.draw.rect(surface, palette.ATTACK_EDGE, box, 2, border_radius=10)
        surface.blit(img, img.get_rect(center=box.center))


def draw_words(scene, surface: pygame.Surface) -> None:
    app = scene.app
    state = scene.display.state
    human = scene.my_turn()
    names = [s.name for s in scene.seats]
    line = "" if scene.animating else prompt(app, state, names, human)
    later = stage(app, state)
    area = pygame.Rect(HAND_AREA.x, HAND_AREA.y + 4, BUTTONS_X - HAND_AREA.x - 10, 24)
    line = fit_text(app.fonts, line, "small", area.w)
    text(surface, app.fonts, line, area.topleft, "small", theme.TEXT, shadow=True)
    if later:
        r = pygame.Rect(0, 0, 0, 26)
        img = app.fonts.render(later, "label", palette.STAGE_TEXT, 15)
        r.w = img.get_width() + 24
        r.midright = (MIDDLE.right - 14, MIDDLE.centery)
        pygame.draw.rect(surface, palette.STAGE, r, border_radius=13)
        surface.blit(img, img.get_rect(center=r.center))
    draw_shown(scene, surface)
    rb = scene.ribbon
    if rb.alpha > 2:
        img = app.fonts.render(rb.text, "heading", palette.DARK_MARK, 24)
        box = img.get_rect(center=(501 + int(rb.offset), MIDDLE.centery)).inflate(40, 12)
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*rb.colour[:3], 235), layer.get_rect(), border_radius=18)
        pygame.draw.rect(layer, palette.RIBBON_EDGE, layer.get_rect(), 2, border_radius=18)
        layer.blit(img, img.get_rect(center=(box.w // 2, box.h // 2)))
        if scene.app.settings.colour_blind:
            mark = app.fonts.render(SEAT_SYMBOL[rb.seat], "heading", palette.DARK_MARK, 22)
            layer.blit(mark, mark.get_rect(midleft=(8, box.h // 2)))
        layer.set_alpha(int(rb.alpha))
        surface.blit(layer, box)


def draw_shown(scene, surface: pygame.Surface) -> None:
    """In the first round: the cards each player had to show at set-up (public, see the rules)."""
    state = scene.display.state
    if sum(p.turns for p in state.players) >= 2 or not any(state.shown):
        return
    app = scene.app
    lang = app.settings.language
    y = MIDDLE.y + 2
    for seat, cards in enumerate(state.shown):
        if not cards:
            continue
        names = ", ".join(card(c).name[lang] for c in cards)
        line = app.t("kameloh.shown", name=scene.seats[seat].name, cards=names)
        line = fit_text(app.fonts, line, "tiny", 330)
        text(surface, app.fonts, line, (16, y), "tiny", palette.LABEL)
        y += 16


def draw_chips(scene, surface: pygame.Surface) -> None:
    if scene.note is not None:
        rect, lines = scene.note
        panel(surface, rect, palette.CHIP, palette.NOTE_EDGE, 8, 4)
        for i, line in enumerate(lines):
            text(surface, scene.app.fonts, line, (rect.x + 10, rect.y + 6 + 20 * i), "small", theme.TEXT)
    if not scene.chips:
        return
    app = scene.app
    state = scene.display.state
    for rect, move in scene.chips:
        hover = rect.collidepoint(scene.hover_pos)
        panel(
            surface,
            rect,
            palette.CHIP_HOVER if hover else palette.CHIP,
            TARGET if hover else palette.NOTE_EDGE,
            8,
            4,
        )
        price = cost(state, move) if move[0] != "more" else 0
        right = rect.right - 8
        if price:
            img = app.fonts.render(str(price), "label", theme.TEXT, 16)
            surface.blit(img, img.get_rect(midright=(right, rect.centery)))
            date(surface, right - img.get_width() - 10, rect.centery, 7)
            right -= img.get_width() + 22
        words = fit_text(app.fonts, scene.chip_words(state, move), "small", right - rect.x - 12)
        text(surface, app.fonts, words, (rect.x + 10, rect.centery), "small", theme.TEXT, "midleft")


def draw_search(scene, surface: pygame.Surface) -> None:
    found = scene.search_spots()
    if not found:
        return
    box = found[0].rect.unionall([s.rect for s in found]).inflate(40, 80).move(0, -14)
    panel(surface, box, palette.SEARCH, TARGET, 16, 10, alpha=240)
    state = scene.display.state
    text(
        surface,
        scene.app.fonts,
        scene.app.t("kameloh.prompt.search", n=state.searching + 1),
        (box.centerx, box.y + 12),
        "label",
        theme.TEXT,
        "midtop",
    )
    for spot in found:
        size = spot.rect.size
        face = scene.art.face(spot.card, (size[0], size[1]))
        if scene.hover is not None and scene.hover.key == spot.key and scene.hover.rect == spot.rect:
            halo(surface, spot.rect, TARGET, 1.0)
        surface.blit(face, spot.rect)
