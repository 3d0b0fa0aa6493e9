"""The coach's card and the highlights: the step's text where the move list is in a plain game (so it never
covers the board), a refusal in red under it, Back and Continue, and pulsing frames around the places the
step points at (the script's `mark` says where they are on the canvas)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame
import pytweening

from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.widgets.controls import Button, card_input
from scenes.widgets.draw import fit_text, panel, text

PAD = 16
BUTTON_H = 46
LINE = 25  # body text line height
SMALL_LINE = 21
SHADOW = 6


class CoachCard:
    """Draws and clicks the coach's card over `rect` (the side panel's move-list area)."""

    def __init__(
        self, app, rect: pygame.Rect, on_back: Callable[[], None], on_next: Callable[[], None]
    ) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        w = (self.rect.w - 3 * PAD) // 2
        y = self.rect.bottom - PAD - BUTTON_H
        self.back_button = Button(
            (self.rect.x + PAD, y, w, BUTTON_H), lambda: app.t("tutorial.back_short"), on_back
        )
        self.next_button = Button(
            (self.rect.right - PAD - w, y, w, BUTTON_H),
            lambda: app.t("tutorial.continue"),
            on_next,
            accent=True,
        )
        self.buttons = [self.back_button, self.next_button]
        self.clock = 0.0
        self.shake = 0.0  # a refusal shakes the card a little
        self.flash = 0.0  # "Show": the highlights grow bold for a moment
        self.arrive = 1.0  # 0 -> 1 as a new step's text slides in
        self._wrapped: dict[tuple[str, str, int], list[str]] = {}  # measured once, not every frame
        self._layers: SurfaceCache[tuple, tuple[pygame.Surface, pygame.Rect]] = SurfaceCache(
            5
        )  # the card, and its words per step and note

    def handle(self, action: Action) -> bool:
        """Clicks on the card's buttons, and every press inside the card (it lies over the move list)."""
        return card_input(action, self.rect, self.buttons, self.app)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.shake = max(0.0, self.shake - dt)
        self.flash = max(0.0, self.flash - dt)
        self.arrive = min(1.0, self.arrive + dt * 4.0)
        for button in self.buttons:
            button.update(dt, False)

    def new_step(self) -> None:
        """A new step (or a step back): its text slides in, so the change is seen."""
        self.arrive = 0.0

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, coach: Any, marks: list[pygame.Rect], can_continue: bool) -> None:
        self._marks(surface, marks)
        app = self.app
        rect = self.rect.move(int(math.sin(self.shake * 40) * 6 * self.shake / 0.4), 0)
        panel(surface, rect, theme.PANEL, theme.ACCENT, radius=14, shadow=SHADOW)
        heading = app.t("tutorial.heading", n=coach.index + 1, total=coach.count)
        note, colour = "", theme.HIGHLIGHT
        if coach.refusal:
            note, colour = app.t(coach.refusal), theme.BAD
        elif not coach.step.waits_for_continue and not coach.done:
            note = app.t("tutorial.your_move")
        key = (heading, app.t(coach.step.text), note, colour)
        layer, used = self._layers.get(key, lambda: self._paint(*key))
        slide = int(28 * (1.0 - pytweening.easeOutCubic(self.arrive)))
        area = used.clip(pygame.Rect(0, 0, self.rect.w - 2 - slide, self.rect.h))  # slides in from inside
        surface.blit(layer, (rect.x + slide + area.x, rect.y + area.y), area)
        self.back_button.enabled = coach.index > 0
        self.next_button.enabled = can_continue
        self.next_button.label = (
            (lambda: app.t("tutorial.finish")) if coach.last else (lambda: app.t("tutorial.continue"))
        )
        self.share_width()
        for button in self.buttons:
            if button is self.next_button and not can_continue:
                continue  # a step that waits for a move has no Continue to press
            button.draw(surface, app, False)

    def toast_area(self) -> pygame.Rect:
        """The card's body above its Back and Continue buttons (toasts stack up from its bottom)."""
        top = self.rect.y + 44
        return pygame.Rect(self.rect.x + PAD, top, self.rect.w - 2 * PAD, self.back_button.rect.top - 8 - top)

    def share_width(self) -> None:
        """Back and Continue share the card's width by their words' lengths, so that "Abschließen" keeps the
        button font's size beside a short "◀ Schritt" (an equal half shrank it)."""
        font = self.app.fonts.get("button")
        need_back, need_next = (font.size(b.label())[0] + 32 for b in self.buttons)
        room = self.rect.w - 3 * PAD
        # half each while both words fit so; else Continue gets what it needs and Back the rest
        back_w = max(min(need_back, room // 2), min(room // 2, room - need_next))
        self.back_button.rect.w = back_w
        self.next_button.rect.x = self.back_button.rect.right + PAD
        self.next_button.rect.w = self.rect.right - PAD - self.next_button.rect.x

    def _paint(self, heading: str, body: str, note: str, colour: tuple) -> tuple[pygame.Surface, pygame.Rect]:
        """The card's words on a transparent layer of the card's size (drawn once per step and note)."""
        app = self.app
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        x, width = PAD, self.rect.w - 2 * PAD
        text(layer, app.fonts, fit_text(app.fonts, heading, "label", width), (x, 12), "label", theme.ACCENT)
        y = 44
        bottom = self.back_button.rect.top - 8 - self.rect.y
        for line in self.wrap(body, "body", width):
            if y + LINE > bottom:
                break
            text(layer, app.fonts, line, (x, y), "body", theme.TEXT)
            y += LINE if line else LINE // 2
        if note:
            self._note(layer, note, x, y + 8, width, bottom, colour)
        return layer, layer.get_bounding_rect()  # only the part with words is blitted

    def wrap(self, value: str, role: str, width: int) -> list[str]:
        key = (value, role, width)
        lines = self._wrapped.get(key)
        if lines is None:
            if len(self._wrapped) > 32:  # a language switch or a long tutorial: start again
                self._wrapped.clear()
            lines = self._wrapped[key] = self.app.fonts.wrap(value, role, width)
        return lines

    def room_left(self, step_text: str, note: str) -> int:
        """Pixels left under a step's text and its note (negative: something would be cut off). The
        tests measure every step of every tutorial in both languages with it."""
        fonts = self.app.fonts
        width = self.rect.w - 2 * PAD
        lines = fonts.wrap(step_text, "body", width)
        y = self.rect.y + 44 + sum(LINE if line else LINE // 2 for line in lines)
        note_lines = len(fonts.wrap(note, "small", width - 16)) if note else 0
        y += 8 + 10 + SMALL_LINE * note_lines + 12
        return self.back_button.rect.top - 8 - y

    def heading_fits(self, heading: str) -> bool:
        return self.app.fonts.get("label").size(heading)[0] <= self.rect.w - 2 * PAD

    def _note(self, surface, value: str, x: int, y: int, width: int, bottom: int, colour) -> None:
        """A short note under the text: the refusal (in a red frame) or what to do now."""
        app = self.app
        lines = self.wrap(value, "small", width - 16)
        lines = lines[: max(0, (bottom - y - 12) // SMALL_LINE)]
        if not lines:
            return
        box = pygame.Rect(x - 4, y, width + 8, 10 + SMALL_LINE * len(lines))
        pygame.draw.rect(surface, colour, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            text(surface, app.fonts, line, (x + 6, y + 5 + SMALL_LINE * i), "small", colour)

    def _marks(self, surface: pygame.Surface, marks: list[pygame.Rect]) -> None:
        """Pulsing frames around the places the step talks about."""
        pulse = 0.5 + 0.5 * math.sin(self.clock * 5.0)
        grow = int(2 + 3 * pulse + 8 * self.flash)
        for mark in marks:
            outer = mark.inflate(2 * grow, 2 * grow)
            pygame.draw.rect(surface, theme.TEXT_DARK, outer.inflate(4, 4), 2, border_radius=10)
            width = 3 + int(2 * pulse + 3 * self.flash)
            pygame.draw.rect(surface, theme.HIGHLIGHT, outer, width, border_radius=9)
