"""Continue: the unfinished games, one row each (the last played first): a small picture of the position,
the game, its seats, the move number and when it was last played. A click on a row resumes that game;
"Delete" removes its save after a question. More saves than fit scroll a row at a time (the wheel, the
arrow keys, Page Up/Down, Home/End; the row in focus always in view), gliding there.

The pictures come from disk (written when the game was left); a save newer than its picture gets a new one
drawn by the game's scene, one a frame, so that opening the list never waits for all of them at once.
"""

from __future__ import annotations

import math
import time
from datetime import datetime

import pygame

from rules.session import SaveError
from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games import launch
from scenes.games.snapshot import THUMB_SIZE, load_thumbnail, render_thumbnail
from scenes.menus.backdrop import Backdrop
from scenes.storage.saves import SavedGame, delete_save, list_saves, read_save
from scenes.widgets.controls import Button, Widget, WidgetGroup, draw_row_face
from scenes.widgets.draw import fit_text, panel, text

ROW_H = 128  # four rows fit the panel
ROW_GAP = 10
TOP = 112
STEP = ROW_H + ROW_GAP
PANEL = pygame.Rect(90, 36, 1100, 648)
VIEW = pygame.Rect(
    PANEL.x + 8, TOP - 8, PANEL.w - 16, PANEL.bottom - 12 - (TOP - 8)
)  # rows (with their glow)
FIT = (VIEW.bottom - TOP + ROW_GAP) // STEP  # whole rows in view: the list scrolls by rows, none cut at rest
GLIDE = 16.0  # 1/s: how fast the list glides to the row it scrolled to


def when_played(app, stamp: float, now: float | None = None) -> str:
    """ "just now", "12 minutes ago", "today, 14:05", "yesterday, 09:30" or the date."""
    now = time.time() if now is None else now
    minutes = int((now - stamp) // 60)
    if minutes < 1:
        return app.t("saves.when.now")
    if minutes < 60:
        return app.t("saves.when.minutes", n=minutes)
    then = datetime.fromtimestamp(stamp)
    days = (datetime.fromtimestamp(now).date() - then.date()).days
    clock = then.strftime("%H:%M")
    if days == 0:
        return app.t("saves.when.today", time=clock)
    if days == 1:
        return app.t("saves.when.yesterday", time=clock)
    return app.t("saves.when.date", date=then.strftime(app.t("saves.date_format")), time=clock)


def replace_question(app, existing: SavedGame, on_replace, on_keep=None):
    """The question before a new game replaces the unfinished save of its kind: "Start new game" runs
    `on_replace`; the other button cancels, or with `on_keep` continues the saved game instead."""
    from scenes.menus.dialog import MessageScene

    body = app.t(
        "saves.replace_question",
        game=app.t(f"game.{existing.game_id}.name"),
        moves=existing.moves,
        when=when_played(app, existing.modified),
    )
    return MessageScene(
        app,
        app.t("saves.replace_title"),
        body,
        on_close=on_keep,
        confirm=(lambda: app.t("saves.replace"), on_replace),
        cancel_label=(lambda: app.t("saves.keep")) if on_keep else None,
    )


def seats_line(app, saved: SavedGame) -> str:
    """The seats as "Schwarz (Mensch) – Weiß (Computer, leicht)": a default name in today's language."""
    seats = saved.session.seats
    return " – ".join(
        f"{launch.shown_seat_name(app.tr, saved.game_id, i, s.name)} ({app.t(f'saves.kind.{s.kind}')})"
        for i, s in enumerate(seats)
    )


class SaveRow(Button):
    """One saved game; a click resumes it."""

    def __init__(self, rect, saved: SavedGame, scene: SavedGamesScene) -> None:
        super().__init__(rect, "", lambda: scene.resume_game(saved))
        self.saved = saved
        self.scene = scene

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        rect = draw_row_face(surface, self, focused)
        frame = pygame.Rect(rect.x + 10, rect.y + (rect.h - THUMB_SIZE[1]) // 2, *THUMB_SIZE)
        picture = self.scene.pictures.get(self.saved.game_id)
        if picture is not None:
            surface.blit(picture, frame)
        else:
            pygame.draw.rect(surface, theme.FIELD_BG, frame, border_radius=6)
            text(surface, app.fonts, "…", frame.center, "heading", theme.TEXT_DIM, "center")
        pygame.draw.rect(surface, theme.PANEL_EDGE, frame, 2, border_radius=4)
        x = frame.right + 20
        width = rect.right - x - 16
        saved = self.saved
        name = app.t(f"game.{saved.game_id}.name")
        text(surface, app.fonts, fit_text(app.fonts, name, "heading", width), (x, rect.y + 12), "heading")
        seats = fit_text(app.fonts, seats_line(app, saved), "body", width)
        text(surface, app.fonts, seats, (x, rect.y + 52), "body", theme.TEXT)
        info = app.t("saves.info", moves=saved.moves, when=when_played(app, saved.modified))
        text(
            surface,
            app.fonts,
            fit_text(app.fonts, info, "small", width),
            (x, rect.y + 84),
            "small",
            theme.TEXT_DIM,
        )


class SavedGamesScene(Scene):
    warm_up = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.backdrop = Backdrop(seed=5)
        self.group = WidgetGroup()
        self.saved: list[SavedGame] = []
        self.pictures: dict[str, pygame.Surface] = {}
        self._missing: list[SavedGame] = []  # saves whose picture is older than they are: drawn one a frame
        self._drawn = False  # the list is shown first, the missing pictures come after
        self.first = 0  # the first row in view (the list scrolls by rows)
        self.scroll = 0.0  # pixels the rows are drawn up by: glides to first * STEP
        self._placed: list[
            tuple[Widget, int]
        ] = []  # the rows and their Delete buttons with their unscrolled y
        self.back_button: Button | None = None
        self.refresh()
        self.group.focus = 0

    def refresh(self) -> None:
        self.saved, _ = (
            list_saves()
        )  # (it waits for a save or picture still being written)  # a damaged file is moved aside; the title reports it when we return
        self.pictures = {g: p for g, p in self.pictures.items() if any(s.game_id == g for s in self.saved)}
        self._missing = []
        for saved in self.saved:
            if saved.game_id in self.pictures:
                continue
            picture = load_thumbnail(saved.game_id, saved.saved_ns)
            if picture is None:
                self._missing.append(saved)
            else:
                self.pictures[saved.game_id] = picture
        self._build()

    def _build(self) -> None:
        app = self.app
        focus = self.group.focus
        self.group.clear()
        self._placed = []
        y = TOP
        for saved in self.saved:
            row = self.group.add(SaveRow((PANEL.x + 20, y, 880, ROW_H), saved, self))
            delete = self.group.add(
                Button(
                    (PANEL.right - 180, y + (ROW_H - 50) // 2, 160, 50),
                    lambda: app.t("saves.delete"),
                    lambda s=saved: self.ask_delete(s),
                )
            )
            self._placed += [(row, row.rect.y), (delete, delete.rect.y)]
            y += STEP
        back = Button((PANEL.right - 180, PANEL.y + 16, 160, 48), lambda: app.t("back"), self.back)
        self.back_button = self.group.add(back)
        count = len(self.group.widgets)
        self.group.focus = focus if 0 <= focus < count - 1 else 0
        self.scroll_to(self.first, glide=False)

    # ------------------------------------------------------------------ scrolling
    def max_first(self) -> int:
        return max(0, len(self.saved) - FIT)

    def scroll_to(self, first: int, glide: bool = True) -> None:
        """Show the rows from `first` on (kept within the list); the rows glide there unless `glide` is off."""
        self.first = max(0, min(self.max_first(), first))
        if not glide:
            self.scroll = float(self.first * STEP)
        self._place()

    def _place(self) -> None:
        for widget, y in self._placed:
            widget.rect.y = y - round(self.scroll)

    def _row_of(self, widget: Widget | None) -> int | None:
        """The index of the saved game whose row or Delete button `widget` is (None: the Back button)."""
        index = next((i for i, (w, _) in enumerate(self._placed) if w is widget), None)
        return None if index is None else index // 2

    def keep_in_view(self) -> None:
        """Scroll so that the row in focus (or its Delete button) is whole in view."""
        row = self._row_of(self.group.focused)
        if row is not None and not self.first <= row < self.first + FIT:
            self.scroll_to(row if row < self.first else row - FIT + 1)

    def focus_row(self, row: int) -> None:
        if self.saved:
            self.group.focus = 2 * max(0, min(len(self.saved) - 1, row))
            self.keep_in_view()

    def _scroll_keys(self, action: Action) -> bool:
        """Page Up/Down by a view of rows, Home/End to the first/last; the focus goes along."""
        if action.kind != "key" or not self.saved:
            return False
        row = self._row_of(self.group.focused)
        row = self.first if row is None else row
        if action.name in ("page_up", "page_down"):
            step = FIT if action.name == "page_down" else -FIT
            self.scroll_to(self.first + step)
            self.focus_row(row + step)
            return True
        if action.key in (pygame.K_HOME, pygame.K_END):
            self.focus_row(0 if action.key == pygame.K_HOME else len(self.saved) - 1)
            return True
        return False

    def _outside_view(self, action: Action) -> bool:
        """A pointer outside the rows' view reaches only the Back button: rows scrolled out of view lie under
        the heading and the button. True when the action was dealt with here."""
        if action.kind not in ("press", "release", "motion") or VIEW.collidepoint(action.pos):
            return False
        for widget, _ in self._placed:
            widget.hover = False
        back = self.back_button
        if back is not None:
            back.hover = back.rect.collidepoint(action.pos)
            if back.handle(action, self.app):
                self.group.focus = self.group.widgets.index(back)
        return True

    # ------------------------------------------------------------------ actions
    def resume_game(self, saved: SavedGame) -> None:
        """Read the file again (the listed session is shared with the list's memory) and start it."""
        try:
            session = read_save(saved.path)
        except (
            SaveError,
            OSError,
        ):  # damaged since it was listed: the list moves it aside, the title says so
            self.refresh()
            if not self.saved:
                self.back()
            return
        launch.start_game_scene(self.app, session)

    def ask_delete(self, saved: SavedGame) -> None:
        from scenes.menus.dialog import MessageScene

        app = self.app
        name = app.t(f"game.{saved.game_id}.name")
        body = app.t(
            "saves.delete_question", game=name, moves=saved.moves, when=when_played(app, saved.modified)
        )
        self.app.stack.push(
            MessageScene(
                app,
                app.t("saves.delete_title"),
                body,
                confirm=(lambda: app.t("saves.delete"), lambda: self.delete(saved)),
            )
        )

    def delete(self, saved: SavedGame) -> None:
        delete_save(saved.game_id)
        self.pictures.pop(saved.game_id, None)
        self.refresh()
        if not self.saved:
            self.back()

    def back(self) -> None:
        self.app.stack.pop()

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.back()
            return
        if action.kind == "key" and action.key == pygame.K_DELETE and isinstance(self.group.focused, SaveRow):
            self.ask_delete(self.group.focused.saved)
            return
        if action.kind == "wheel":
            self.scroll_to(self.first - action.dy)
            return
        if self._scroll_keys(action) or self._outside_view(action):
            return
        self.group.handle(action, self.app)
        if action.kind == "key":
            self.keep_in_view()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)
        target = self.first * STEP
        if self.scroll != target:  # glide: most of the way in a tenth of a second, then settle exactly
            self.scroll = target + (self.scroll - target) * math.exp(-GLIDE * dt)
            if abs(self.scroll - target) < 0.5:
                self.scroll = float(target)
            self._place()
        if self._missing and self._drawn:  # one picture a frame, never the same one twice
            saved = self._missing.pop(0)
            picture = render_thumbnail(self.app, saved.session)
            if picture is not None:
                self.pictures[saved.game_id] = picture

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self._drawn = True
        self.backdrop.draw(surface, app.time)
        panel(surface, PANEL, theme.PANEL, theme.PANEL_EDGE, radius=18, shadow=10, alpha=225)
        text(surface, app.fonts, app.t("saves.heading"), (PANEL.x + 24, PANEL.y + 18), "title", theme.ACCENT)
        if not self.saved:
            text(surface, app.fonts, app.t("saves.none"), PANEL.center, "body", theme.TEXT_DIM, "center")
        clip = surface.get_clip()
        surface.set_clip(VIEW.clip(clip))
        focus = self.group.focused
        for widget, _ in self._placed:
            if widget.rect.clip(VIEW).h > ROW_GAP:  # out of view (or its edge only, at rest): not drawn
                widget.draw(surface, app, widget is focus)
        surface.set_clip(clip)
        if self.back_button is not None:
            self.back_button.draw(surface, app, self.back_button is focus)
        if self.max_first():  # where the view is in the list
            track = VIEW.h - 24
            knob = max(40, track * FIT // len(self.saved))
            y = VIEW.y + 12 + round((track - knob) * self.scroll / (self.max_first() * STEP))
            pygame.draw.rect(surface, theme.ACCENT, (PANEL.right - 13, y, 6, knob), border_radius=3)
