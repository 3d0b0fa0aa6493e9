"""The rules page of a game (F1, the pause menu, the set-up), or the app's help without a game.

A game's page is in sections (goal, a turn, special cases, scoring, our decisions, controls) that its words
room lists (`words.rules_page(app)` -> [(key, title, body, figure)]); a section's small picture is drawn by
the game's figures room with its own art (`figures.rules_figure(name, glyphs)`). Both rooms are found by the game's id, as the
registry finds a game's scene. The sections are tabs on the left (click, Tab, or left/right); a section
longer than its box scrolls (wheel, up/down, page up/down). A game without a rules page (the toy game of
the tests) shows its `<id>.help` text and the controls in one scrolling section.
"""

from __future__ import annotations

import importlib
from typing import NamedTuple

import pygame

from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.input import Action
from scenes.menus.overlay import MenuOverlay
from scenes.widgets.controls import Button
from scenes.widgets.draw import dim, fit_label, panel, text

FRAME = pygame.Rect(110, 24, 1060, 672)
TABS = pygame.Rect(130, 104, 270, 500)
AREA = pygame.Rect(424, 104, 726, 500)  # the section's text and picture
TAB_H, TAB_GAP = 42, 6
LINE_H = 27
FIGURE_GAP = 24


class Section(NamedTuple):
    key: str
    title: str
    body: str
    figure: pygame.Surface | None


def game_sections(app, game_id: str | None) -> list[Section]:
    """The sections of a game's rules page (or of the app's help), in the current language."""
    controls = app.t("help.controls")
    if game_id is None:
        return [Section("controls", app.t("help.title"), controls, None)]
    try:
        words = importlib.import_module(f"scenes.games.{game_id}.words")
    except ImportError:
        words = None
    try:
        figures = importlib.import_module(f"scenes.games.{game_id}.figures")
    except ImportError:
        figures = None
    page = getattr(words, "rules_page", None)
    if page is None:
        return [
            Section(
                "rules", app.t(f"game.{game_id}.name"), app.t(f"{game_id}.help") + "\n\n" + controls, None
            )
        ]
    figure = getattr(figures, "rules_figure", None)
    sections = []
    for key, title, body, name in page(app):
        picture = figure(name, app.settings.colour_blind) if name and figure is not None else None
        if key == "controls":  # the app's own keys follow the game's, without their heading line
            body = body + "\n\n" + controls.partition("\n")[2]
        sections.append(Section(key, title, body, picture))
    return sections


class HelpScene(MenuOverlay):
    def __init__(self, app, game_id: str | None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.index = 0
        self.scroll = 0
        self._pages: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(16)
        self._sections: tuple[str, list[Section]] | None = None
        back = Button(
            (FRAME.centerx - 150, FRAME.bottom - 72, 300, 52), lambda: app.t("back"), self.close, accent=True
        )
        self.group.add(back)
        self.group.focus = 0

    # ------------------------------------------------------------------ content
    def sections(self) -> list[Section]:
        """The sections, built again when the language changes."""
        lang = (self.app.settings.language, self.app.settings.colour_blind)
        if self._sections is None or self._sections[0] != lang:
            self._sections = (lang, game_sections(self.app, self.game_id))
            self._pages.clear()
        return self._sections[1]

    def tab_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(TABS.x, TABS.y + i * (TAB_H + TAB_GAP), TABS.w, TAB_H)

    def text_width(self, section: Section) -> int:
        return AREA.w - 16 - (section.figure.get_width() + FIGURE_GAP if section.figure is not None else 0)

    def lines(self, section: Section) -> list[str]:
        return self.app.fonts.wrap(section.body, "body", self.text_width(section))

    def page(self, i: int) -> pygame.Surface:
        """A section's content, painted once: the text on the left, the picture on the right."""
        section = self.sections()[i]

        def paint() -> pygame.Surface:
            lines = self.lines(section)
            fig_h = section.figure.get_height() if section.figure is not None else 0
            height = max(len(lines) * LINE_H, fig_h) + 8
            layer = pygame.Surface((AREA.w, height), pygame.SRCALPHA)
            for n, line in enumerate(lines):
                text(layer, self.app.fonts, line, (8, n * LINE_H), "body", theme.TEXT)
            if section.figure is not None:
                layer.blit(section.figure, (AREA.w - section.figure.get_width() - 4, 4))
            return layer

        return self._pages.get((self.app.settings.language, i), paint)

    def max_scroll(self) -> int:
        return max(0, self.page(self.index).get_height() - AREA.h)

    # ------------------------------------------------------------------ input
    def show(self, i: int) -> None:
        n = len(self.sections())
        self.index, self.scroll = i % n, 0
        self.app.sound.play("hover")

    def handle(self, action: Action) -> None:
        if action.is_click:
            for i in range(len(self.sections())):
                if self.tab_rect(i).collidepoint(action.pos):
                    self.show(i)
                    return
        if action.name in ("left", "right", "next"):
            self.show(self.index + (-1 if action.name == "left" else 1))
            return
        step = {"up": -LINE_H, "down": LINE_H, "page_up": -AREA.h + LINE_H, "page_down": AREA.h - LINE_H}
        delta = step.get(action.name, 0)
        if action.kind == "wheel":
            delta = -3 * LINE_H * action.dy
        if delta:
            self.scroll = max(0, min(self.max_scroll(), self.scroll + delta))
            return
        super().handle(action)

    # ------------------------------------------------------------------ frame
    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface)
        panel(surface, FRAME, theme.PANEL, theme.ACCENT, radius=18, shadow=10)
        title = app.t(f"game.{self.game_id}.name") if self.game_id else app.t("help.title")
        text(surface, app.fonts, title, (FRAME.centerx, FRAME.y + 14), "title", theme.ACCENT, "midtop")
        sections = self.sections()
        if len(sections) > 1:
            for i, section in enumerate(sections):
                self._tab(surface, i, section.title)
        area = AREA if len(sections) > 1 else AREA.union(TABS)
        page = self.page(self.index)
        clip = surface.get_clip()
        surface.set_clip(area)
        surface.blit(page, (area.x, area.y - self.scroll))
        surface.set_clip(clip)
        if self.max_scroll():
            frac = self.scroll / self.max_scroll()
            bar = pygame.Rect(area.right + 6, area.y + int(frac * (area.h - 60)), 6, 60)
            pygame.draw.rect(surface, theme.ACCENT, bar, border_radius=3)
        self.group.draw(surface, app)

    def _tab(self, surface: pygame.Surface, i: int, title: str) -> None:
        rect = self.tab_rect(i)
        chosen = i == self.index
        panel(
            surface, rect, theme.ACCENT_2 if chosen else theme.BUTTON, theme.PANEL_EDGE, radius=10, shadow=2
        )
        label, size = fit_label(self.app.fonts, title, "label", rect.w - 24)
        colour = theme.TEXT if chosen else theme.TEXT_DIM
        text(
            surface, self.app.fonts, label, (rect.x + 14, rect.centery), "label", colour, "midleft", size=size
        )
