"""The Ka-Mel-Oh! panel: what is written and listed on the table beside the cards. `Panel.draw` shows the
card under the mouse enlarged with its full text (for a monster in the arena also its values now, its damage
and the items on it; for piles a short note). The scene's drawing also asks it for the players' plaques
(name, dates, income, points), the line saying what to do with the stage of the game, the turn ribbon and
the cards shown at set-up, the options listed beside a picked card (or why it cannot be played) and the
cards of a searched oasis. `TableButton` is a button of the table's button column (art.TableLook: its
kept looks)."""

from __future__ import annotations

import pygame

from rules.kameloh import UNKNOWN, KamelohState, card, current_steps, deciding_seat, income, turn_steps
from scenes.engine import textlog, theme
from scenes.engine.i18n import worded
from scenes.widgets.controls import Button
from scenes.widgets.draw import fit_label, fit_text, panel, text

from . import paint, palette
from .art import STEPS_SHADOW, TableLook, plaque_picture, price_label, steps_picture
from .cards import BIG, CardArt
from .fx import halo
from .layout import BUTTONS_X, COMPACT_STEPS_RECT, HAND_AREA, MIDDLE, STEPS_RECT, Display
from .palette import SEAT_RGB, SEAT_SYMBOL, STAT_TINTS, TARGET
from .words import card_legend, cost, prompt, stage, step_help

BOARD_W = 916
LEGEND_ROW = 22  # a row of the enlarged card's legend


class TableButton(TableLook, Button):
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
            Button.draw(self, surface, app, focused)
        finally:
            self.label = label
        g = self.glow
        rect = self.rect.inflate(int(8 * g), int(4 * g))
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        text(surface, app.fonts, label(), rect.center, "label", colour, "center", size=size)


class StepButton(TableButton):
    """A button of the step panel (draw, search, activate) with its price: a date and the number, or the
    word for free."""

    price = 0

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        label = self.label
        self.label = lambda: ""
        try:
            Button.draw(self, surface, app, focused)
        finally:
            self.label = label
        tail = str(self.price) if self.price else app.t("kameloh.free")
        picture = price_label(app.fonts, label(), tail, self.price > 0, self.enabled, self.rect.w - 10)
        surface.blit(picture, picture.get_rect(center=self.rect.center))


class Panel:
    def __init__(self, scene, app, art: CardArt) -> None:
        self.s = scene
        self.app = app
        self.art = art
        self.compact = False  # in a tutorial the step panel has no buttons and no words (see steps_rect)
        self._view_legal: tuple = (None, [])
        self._steps_args: tuple = (None, ())  # (what they depend on, the step panel's title, rows, words)

    # ------------------------------------------------------------------ the steps of the turn
    @property
    def steps_rect(self) -> pygame.Rect:
        return COMPACT_STEPS_RECT if self.compact else STEPS_RECT

    def steps_now(self) -> tuple[list, frozenset]:
        """The steps of the turn (`rules.kameloh.turn_steps`) and the current one(s): from the deciding
        player's legal moves when it sits in front of the screen, else from what the viewer's view shows
        (a hidden hand is never guessed at)."""
        s = self.s
        state = s.display.state
        if s.my_turn() or s.seer is None:
            legal, hidden = s.legal(), False
        else:
            if self._view_legal[0] is not state:
                self._view_legal = (state, s.game.legal_moves(state))
            legal, hidden = self._view_legal[1], True
        return turn_steps(state, legal, hidden), current_steps(state, legal, hidden)

    def prepare_steps(self, after: KamelohState) -> None:
        """Draw now the step panel of the first frame of a move to `after` played by the AI (nothing of it is
        the viewer's to decide, it animates): that frame finds the picture kept (it took ~1-2 ms there)."""
        state, hidden = self.s.seen(after), self.s.seer is not None
        legal = self.s.game.legal_moves(state)
        steps = (turn_steps(state, legal, hidden), current_steps(state, legal, hidden))
        steps_picture(self.app, tuple(self.steps_rect), *self._steps_words(state, steps, False))

    def steps_key(self) -> tuple:
        """What the step panel's picture shows (its place and words): the same through most of a move's
        animation, whose shown states follow each other, so that what is drawn from it is kept."""
        s = self.s
        if s.display is None:
            return ()
        key = (
            id(s.display.state),
            s.my_turn(),
            s.animating,
            s.seer,
            self.app.settings.language,
            self.compact,
        )
        if self._steps_args[0] != key:
            mine = s.my_turn() and not s.animating
            self._steps_args = (key, self._steps_words(s.display.state, self.steps_now(), mine))
        return (tuple(self.steps_rect), self._steps_args[1])

    def draw_steps(self, surface: pygame.Surface) -> None:
        """The step panel: the six steps of a turn, the current one lit, a note on each (income, why a step
        does not come this turn) and what can be done now (its buttons are the scene's). One picture per
        state, kept (see art.steps_picture)."""
        key = self.steps_key()
        if not key:
            return
        rect = self.steps_rect
        picture = steps_picture(self.app, key[0], *key[1])
        surface.blit(picture, (rect.x - STEPS_SHADOW, rect.y - STEPS_SHADOW))

    def _steps_words(self, state: KamelohState, steps_now: tuple[list, frozenset], mine: bool) -> tuple:
        """The step panel's title, rows and words for `state` shown, its steps and the current ones, and
        whether the viewer decides now."""
        s, t = self.s, self.app.t
        steps, now = steps_now
        seat = deciding_seat(state)
        gain = income(state, seat) if seat is not None else 0
        rows = tuple(
            (t(f"kameloh.step.{x.name}"), t(f"kameloh.step.why.{x.why}", n=gain) if x.why else "", x.status)
            for x in steps
        )
        if self.compact:
            return None, rows, ""
        key = "kameloh.steps.last" if state.phase == "buyout" else "kameloh.steps.title"
        who = t(key, name=s.seats[state.current].name) if seat is not None else t("kameloh.prompt.over")
        words = step_help(self.app, state, now, mine, [x.name for x in s.seats])
        return (who, SEAT_RGB[state.current]), rows, words

    # ------------------------------------------------------------------ the card under the mouse
    def draw(self, surface: pygame.Surface) -> None:
        """The card under the mouse, enlarged (or a note about the pile there); nothing while dragging."""
        s = self.s
        spot, d, mouse = s.hover, s.display, s.hover_pos
        if spot is None or d is None or s.picker.dragging:
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
        legend = card_legend(self.app, spot.card)
        extra = 16 + LEGEND_ROW * len(legend) + (22 * len(lines) + 6 if lines else 0)
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
        self.legend_box(surface, legend, lines, x, y + h + 6, extra - 6)

    def legend_box(self, surface: pygame.Surface, legend: list, lines: list, x: int, y: int, h: int) -> None:
        """Under the enlarged card: every number of the card with its meaning, then (in the arena) the
        monster's values now."""
        fonts = self.app.fonts
        w = BIG[0]
        font = fonts.get("small", 14)
        widths = [font.size(words)[0] + 72 for _n, words, _k in legend]
        widths += [fonts.get("small").size(line)[0] + 24 for line, _c in lines]
        bw = max(w, *widths)
        bx = max(6, min(BOARD_W - bw - 6, x + w - bw if x > BOARD_W / 2 else x))
        box = pygame.Rect(bx, y, bw, h)
        panel(surface, box, palette.TIP, palette.NOTE_EDGE, 10, 4)
        ty = box.y + 8
        for number, words, kind in legend:
            cell = pygame.Rect(box.x + 10, ty, 38, LEGEND_ROW - 4)
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
            text(
                surface, fonts, words, (cell.right + 8, cell.centery), "small", theme.TEXT, "midleft", size=14
            )
            ty += LEGEND_ROW
        if lines:
            pygame.draw.line(surface, palette.NOTE_EDGE, (box.x + 10, ty + 1), (box.right - 10, ty + 1), 1)
            ty += 6
        for line, colour in lines:
            text(surface, fonts, line, (box.x + 12, ty), "small", colour)
            ty += 22

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

    # ------------------------------------------------------------------ plaques
    def plaque(self, surf: pygame.Surface, seat: int, active: bool) -> None:
        """A player's name, dates (and income per turn) and points (of the target in a short game);
        `active`: that player decides now."""
        app = self.app
        d, view = self.s.display, self.s.view
        rect = view.plaque_rect(seat)
        colour = SEAT_RGB[seat]
        surf.blit(plaque_picture(rect.size, seat, active), rect)
        state = d.state
        name = self.s.seats[seat].name
        target = state.target if state.length == "short" else None
        dates = int(round(d.dates[seat]))
        points = int(round(d.points[seat]))
        gain = income(state, seat)
        pygame.draw.circle(surf, colour, (rect.x + 18, rect.y + 20), 9)
        if app.settings.colour_blind:
            img = app.fonts.render(SEAT_SYMBOL[seat], "label", palette.DARK_MARK, 13)
            surf.blit(img, img.get_rect(center=(rect.x + 18, rect.y + 20)))
        label, size = fit_label(app.fonts, name, "label", rect.w - 44, smallest=0.7)  # shrinks, then "…"
        text(surf, app.fonts, label, (rect.x + 34, rect.y + 20), "label", theme.TEXT, "midleft", size=size)
        goal = f"/{target}" if target else ""
        if view.side(seat) == "top":
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

    # ------------------------------------------------------------------ words and lists
    def draw_words(self, surface: pygame.Surface) -> None:
        scene = self.s
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
            textlog.note_box(surface, r)
            at = img.get_rect(center=r.center)
            surface.blit(img, at)
            textlog.note(surface, later, at, img)
        self.draw_shown(surface)
        rb = scene.ribbon
        if rb.alpha > 2:
            img = app.fonts.render(worded(rb.text), "heading", palette.DARK_MARK, 24)
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
            textlog.note_box(surface, box)
            textlog.note(surface, worded(rb.text), img.get_rect(center=box.center), img)

    def draw_shown(self, surface: pygame.Surface) -> None:
        """In the first round: the cards each player had to show at set-up (public, see the rules)."""
        scene = self.s
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

    def draw_chips(self, surface: pygame.Surface) -> None:
        scene = self.s
        if scene.picker.note is not None:
            rect, lines = scene.picker.note
            panel(surface, rect, palette.CHIP, palette.NOTE_EDGE, 8, 4)
            for i, line in enumerate(lines):
                text(surface, scene.app.fonts, line, (rect.x + 10, rect.y + 6 + 20 * i), "small", theme.TEXT)
        if not scene.picker.chips:
            return
        app = scene.app
        state = scene.display.state
        for rect, move in scene.picker.chips:
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
                at = img.get_rect(midright=(right, rect.centery))
                surface.blit(img, at)
                textlog.note(surface, str(price), at, img)
                paint.date(surface, right - img.get_width() - 10, rect.centery, 7)
                right -= img.get_width() + 22
            words = fit_text(app.fonts, scene.picker.chip_words(state, move), "small", right - rect.x - 12)
            text(surface, app.fonts, words, (rect.x + 10, rect.centery), "small", theme.TEXT, "midleft")

    def draw_search(self, surface: pygame.Surface) -> None:
        scene = self.s
        found = scene.picker.search_spots()
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

    # ------------------------------------------------------------------ an attack before it is made
    def draw_blows(self, surface: pygame.Surface, outcome) -> None:
        """On each target: the damage and what is left of it, or that it is defeated and its points."""
        app, view = self.app, self.s.view
        for blow in outcome.blows:
            r = view.slot_rect(blow.slot)
            img = app.fonts.render(f"−{blow.damage}", "heading", palette.PALE, 28)
            if blow.defeated:
                note = app.t("kameloh.outcome.dies", points=blow.points)
            else:
                note = app.t("kameloh.outcome.left", left=blow.left)
            small = app.fonts.render(note, "label", palette.PALE, 13)
            box = pygame.Rect(0, 0, max(img.get_width(), small.get_width()) + 16, img.get_height() + 20)
            box.center = (r.centerx, r.centery - 4)
            fill = palette.ATTACK_SHADE if blow.defeated else palette.ATTACK
            pygame.draw.rect(surface, fill, box, border_radius=10)
            pygame.draw.rect(surface, palette.ATTACK_EDGE, box, 2, border_radius=10)
            surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + 2)))
            surface.blit(small, small.get_rect(midbottom=(box.centerx, box.bottom - 4)))

    def draw_attack_caption(self, surface: pygame.Surface) -> None:
        """Over the attacks listed beside "Attack!": that they show what each attack does, whether the
        defender may still answer, whether the end begins, and how to confirm."""
        s = self.s
        picker = s.picker
        if picker.picked != ("attack",) or not picker.chips:
            return
        t, fonts = self.app.t, self.app.fonts
        outcome = s.outcome(picker.chips[0][1])
        lines = [t("kameloh.outcome.title")]
        if outcome.answer:
            lines.append(t("kameloh.outcome.answer", name=s.seats[1 - outcome.attacker].name))
        if any(s.outcome(m).end_begins for _r, m in picker.chips):
            lines.append(t("kameloh.outcome.end"))
        lines.append(t("kameloh.outcome.confirm"))
        top = picker.chips[0][0]
        box = pygame.Rect(top.x, 0, top.w, 10 + 18 * len(lines))
        box.bottom = top.y - 6
        panel(surface, box, palette.TIP, palette.NOTE_EDGE, 8, 4)
        for i, line in enumerate(lines):
            colour = theme.HIGHLIGHT if i == 0 else theme.TEXT
            line = fit_text(fonts, line, "tiny", box.w - 16)
            text(surface, fonts, line, (box.x + 8, box.y + 5 + 18 * i), "tiny", colour)
