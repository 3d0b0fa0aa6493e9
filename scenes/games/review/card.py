"""The review's card, where the move list is in a game, from top to bottom: every move of the game with the
one looked at marked and its sign from the judgement (a click goes there); the course of the game, each
seat's chances by the judge over the moves (a click goes there); what the judge found about the move looked
at (a click shows the better move on the board); the judging's progress with Stop or Judge; the first and
last position and a slider over the whole game."""

from __future__ import annotations

from typing import Protocol

import pygame

from rules.ai import Mark
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.widgets.controls import Button
from scenes.widgets.draw import fit_text, panel, text

from .words import sign

PAD = 14
ROW = 22  # a move's row
HEAD = 40  # the heading's room
ENDS_W = 44  # the first/last buttons
BAR_H = 34  # the row of the ends and the slider
CHART_H = 54  # the course of the game
LINE = 17  # a line of the verdict ("tiny" words)
VERDICT_LINES = 4
PROGRESS_H = 30


class Steps(Protocol):
    """What the card needs of the review (review.py's `Review`)."""

    @property
    def total(self) -> int: ...

    @property
    def at(self) -> int: ...

    def go_to(self, index: int) -> None: ...

    def move_words(self) -> list[tuple[str, tuple]]: ...

    def mark(self, index: int) -> Mark | None: ...

    def course(self) -> list[tuple[float, ...] | None]: ...

    def seat_colours(self) -> list[tuple]: ...

    def verdict(self) -> list[str]: ...

    def show_better(self) -> bool: ...

    def judging_state(self) -> tuple[int, int, bool]: ...

    def toggle_judging(self) -> None: ...


class ReviewCard:
    """Draws and clicks the review's card over `rect` (the side panel's move-list area)."""

    def __init__(self, app, rect: pygame.Rect, review: Steps) -> None:
        self.app = app
        self.rect = pygame.Rect(rect)
        self.review = review
        bar_y = self.rect.bottom - PAD - BAR_H
        self.first_button = Button(
            (self.rect.x + PAD, bar_y, ENDS_W, BAR_H), "|◀", lambda: review.go_to(0), role="label"
        )
        self.last_button = Button(
            (self.rect.right - PAD - ENDS_W, bar_y, ENDS_W, BAR_H),
            "▶|",
            lambda: review.go_to(review.total),
            role="label",
        )
        progress_y = bar_y - 8 - PROGRESS_H
        self.judge_button = Button(
            (self.rect.right - PAD - 110, progress_y, 110, PROGRESS_H),
            lambda: app.t("review.stop" if review.judging_state()[2] else "review.judge"),
            review.toggle_judging,
            role="small",
        )
        self.buttons = [self.first_button, self.last_button, self.judge_button]
        left = self.first_button.rect.right + 12
        self.slider = pygame.Rect(left, bar_y + BAR_H // 2 - 4, self.last_button.rect.x - 12 - left, 8)
        self.progress = pygame.Rect(
            self.rect.x + PAD, progress_y, self.judge_button.rect.x - 10 - self.rect.x - PAD, PROGRESS_H
        )
        width = self.rect.w - 2 * PAD
        self.verdict_lines = max(VERDICT_LINES, len(review.seat_colours()))  # a seat a line in the summary
        room = self.verdict_lines * LINE
        self.verdict_area = pygame.Rect(self.rect.x + PAD, progress_y - 6 - room, width, room)
        self.chart = pygame.Rect(self.rect.x + PAD, self.verdict_area.y - 8 - CHART_H, width, CHART_H)
        self.rows_area = pygame.Rect(
            self.rect.x + PAD, self.rect.y + HEAD, width, self.chart.y - 8 - self.rect.y - HEAD
        )
        self.first_line = 0  # the line at the list's top
        self.dragging = False
        self._lines: tuple[str, list[tuple[int, str, tuple]]] | None = None

    # ------------------------------------------------------------------ rows
    @property
    def visible_lines(self) -> int:
        return max(1, self.rows_area.h // ROW)

    def lines(self) -> list[tuple[int, str, tuple]]:
        """(row, words, colour) per line: row 0 the start, row i the position after move i, each move wrapped
        to the card's width (a long move takes two lines, never an ellipsis); worded once per language."""
        language = self.app.tr.language
        if self._lines is None or self._lines[0] != language:
            fonts, width = self.app.fonts, self.rows_area.w - 34  # the sign's room at the right
            found = [(0, self.app.t("review.start"), theme.TEXT_DIM)]
            for i, (words, colour) in enumerate(self.review.move_words(), 1):
                found += [(i, line, colour) for line in fonts.wrap(f"{i}. {words}", "small", width)]
            self._lines = (language, found)
        return self._lines[1]

    def first_line_of(self, row: int) -> int:
        return next((n for n, line in enumerate(self.lines()) if line[0] >= row), 0)

    def follow(self, index: int) -> None:
        """Keep row `index` (all its lines) in view."""
        lines, shown = self.lines(), self.visible_lines
        first = self.first_line_of(index)
        last = first
        while last + 1 < len(lines) and lines[last + 1][0] == index:
            last += 1
        if first < self.first_line or last >= self.first_line + shown:
            self.first_line = first - shown // 3  # out of view: a third of the list's room above it
        self.first_line = max(0, min(self.first_line, len(lines) - shown))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rows_area.collidepoint(pos):
            return None
        line = self.first_line + (pos[1] - self.rows_area.y) // ROW
        lines = self.lines()
        return lines[line][0] if line < len(lines) else None

    # ------------------------------------------------------------------ input
    def slide_to(self, x: int) -> None:
        share = (x - self.slider.x) / max(1, self.slider.w)
        index = round(max(0.0, min(1.0, share)) * self.review.total)
        if index != self.review.at:
            self.review.go_to(index)

    def handle(self, action: Action) -> bool:
        """Clicks on rows, the ends and the slider, the wheel over the rows; every press inside the card."""
        if action.kind == "motion":
            for button in self.buttons:
                button.hover = button.rect.collidepoint(action.pos)
            if self.dragging and action.buttons[0]:
                self.slide_to(action.pos[0])
                return True
            return False
        if action.kind == "release":
            self.dragging = False
        if action.kind == "wheel" and self.rows_area.collidepoint(action.pos):
            most = max(0, len(self.lines()) - self.visible_lines)
            self.first_line = max(0, min(most, self.first_line - action.dy * 3))
            return True
        if action.kind not in ("press", "release") or not self.rect.collidepoint(action.pos):
            return False
        if not action.is_click:
            return True
        if any(button.handle(action, self.app) for button in self.buttons):
            return True
        if self.slider.inflate(20, 24).collidepoint(action.pos):  # the knob overhangs the ends
            self.dragging = True
            self.slide_to(action.pos[0])
            return True
        if self.chart.collidepoint(action.pos) and self.review.total:
            share = (action.pos[0] - self.chart.x) / max(1, self.chart.w - 1)
            self.review.go_to(round(share * self.review.total))
            return True
        if self.verdict_area.collidepoint(action.pos):
            if not self.review.show_better():
                self.app.sound.play("error", 0.4)
            return True
        row = self.row_at(action.pos)
        if row is not None:
            self.app.sound.play("click", 0.5)
            self.review.go_to(row)
        return True

    def update(self, dt: float) -> None:
        review = self.review
        self.first_button.enabled = review.at > 0
        self.last_button.enabled = review.at < review.total
        done, total, _ = review.judging_state()
        self.judge_button.enabled = done < total
        for button in self.buttons:
            button.update(dt, False)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        app, review = self.app, self.review
        panel(surface, self.rect, theme.PANEL, theme.ACCENT, radius=14, shadow=6)
        width = self.rect.w - 2 * PAD
        heading = app.t("review.heading", n=review.at, total=review.total)
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, heading, "label", width),
            (self.rect.x + PAD, 12 + self.rect.y),
            "label",
            theme.ACCENT,
        )
        self._draw_rows(surface)
        self._draw_course(surface)
        self._draw_verdict(surface)
        self._draw_progress(surface)
        self._draw_slider(surface)
        for button in self.buttons:
            button.draw(surface, app, False)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        app, area = self.app, self.rows_area
        lines = self.lines()
        at = self.review.at
        for n in range(self.first_line, min(len(lines), self.first_line + self.visible_lines)):
            y = area.y + (n - self.first_line) * ROW
            row, words, colour = lines[n]
            if row == at:
                pygame.draw.rect(surface, theme.PANEL_EDGE, (area.x - 4, y, area.w + 8, ROW))
            text(surface, app.fonts, words, (area.x, y + 2), "small", colour)
            if row and (n == 0 or lines[n - 1][0] != row):  # the sign on the move's first line
                mark, mark_colour = sign(self.review.mark(row - 1))
                if mark:
                    text(surface, app.fonts, mark, (area.right, y + 2), "label", mark_colour, "topright")

    def _draw_course(self, surface: pygame.Surface) -> None:
        """Each seat's chances over the moves as a line in its colour (a position not judged yet: a gap),
        and where the review stands."""
        chart, review = self.chart, self.review
        pygame.draw.rect(surface, theme.CHART_BG, chart, border_radius=6)
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (chart.x, chart.centery), (chart.right - 1, chart.centery)
        )
        course = review.course()
        total = max(1, review.total)
        colours = review.seat_colours()

        def point(i: int, value: float) -> tuple[int, int]:
            return chart.x + round(i * (chart.w - 1) / total), chart.bottom - 2 - round(value * (chart.h - 4))

        for seat, colour in enumerate(colours):
            run: list[tuple[int, int]] = []
            for i, estimate in enumerate(course):
                if estimate is None or seat >= len(estimate):
                    if len(run) > 1:
                        pygame.draw.lines(surface, colour, False, run, 2)
                    run = []
                    continue
                run.append(point(i, estimate[seat]))
            if len(run) > 1:
                pygame.draw.lines(surface, colour, False, run, 2)
        x = chart.x + round(review.at * (chart.w - 1) / total)
        pygame.draw.line(surface, theme.HIGHLIGHT, (x, chart.y + 2), (x, chart.bottom - 3), 2)

    def _draw_verdict(self, surface: pygame.Surface) -> None:
        app, area = self.app, self.verdict_area
        lines = []
        for paragraph in self.review.verdict():
            lines += app.fonts.wrap(paragraph, "tiny", area.w)
        for i, line in enumerate(lines[: self.verdict_lines]):
            text(
                surface,
                app.fonts,
                line,
                (area.x, area.y + i * LINE),
                "tiny",
                theme.TEXT if i else theme.HIGHLIGHT,
            )

    def _draw_progress(self, surface: pygame.Surface) -> None:
        app, area = self.app, self.progress
        done, total, running = self.review.judging_state()
        bar = pygame.Rect(area.x, area.bottom - 6, area.w, 5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=2)
        pygame.draw.rect(
            surface, theme.ACCENT, (bar.x, bar.y, bar.w * done // max(1, total), bar.h), border_radius=2
        )
        key = "review.judging" if running else ("review.judged" if done >= total else "review.paused")
        words = app.t(key, done=done, total=total)
        text(surface, app.fonts, words, (area.x, area.y + 2), "tiny", theme.TEXT_DIM)

    def _draw_slider(self, surface: pygame.Surface) -> None:
        bar = self.slider
        pygame.draw.rect(surface, theme.PANEL_EDGE, bar, border_radius=4)
        share = self.review.at / max(1, self.review.total)
        done = pygame.Rect(bar.x, bar.y, int(bar.w * share), bar.h)
        pygame.draw.rect(surface, theme.ACCENT, done, border_radius=4)
        pygame.draw.circle(surface, theme.HIGHLIGHT, (done.right, bar.centery), 9)
