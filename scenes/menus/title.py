"""The title: the four games as cards (games without rules yet say "coming soon"; a game with a tutorial has
a "Learn to play" chip in its card's corner), continue, finished games, puzzles, settings, quit, and "Play
online" (the account until one is connected, then the lobby: scenes/menus/online). After a minute without input it plays
an AI-vs-AI demo of a game that exists (attract mode)."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
import pytweening

import rules
from scenes.engine import textlog, theme
from scenes.engine.app import Scene
from scenes.engine.cache import clear_package
from scenes.engine.input import Action
from scenes.games import has_tutorial_room, launch, playable_games
from scenes.menus.backdrop import Backdrop
from scenes.menus.emblems import draw_emblem
from scenes.storage.saves import list_saves
from scenes.widgets.controls import Button, WidgetGroup
from scenes.widgets.draw import fit_label, fit_text, panel, text

IDLE_DEMO_SECONDS = 60.0


CHIP_W, CHIP_H = 168, 32  # the "Learn to play" chip, in the card's top-right corner beside the name


class GameCard(Button):
    def __init__(self, rect, game_id: str, playable: bool, on_click) -> None:
        super().__init__(rect, "", on_click)
        self.game_id = game_id
        self.enabled = playable
        self.chip: pygame.Rect | None = None  # where its tutorial chip lies: a click there is the chip's

    def handle(self, action: Action, app) -> bool:
        if action.is_click and self.chip is not None and self.chip.collidepoint(action.pos):
            return False
        return super().handle(action, app)

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        g = self.glow
        rect = self.rect.inflate(int(10 * g), int(6 * g)).move(0, -int(3 * g))
        colour = theme.PANEL if self.enabled else theme.BUTTON_DISABLED
        border = theme.ACCENT if (focused or self.hover) and self.enabled else theme.PANEL_EDGE
        panel(surface, rect, colour, border, radius=14, shadow=6 + int(6 * g))
        emblem = pygame.Rect(rect.x + 16, rect.y + 16, rect.h - 32, rect.h - 32)
        draw_emblem(surface, self.game_id, emblem, app.time)
        if not self.enabled:
            shade = pygame.Surface(emblem.size, pygame.SRCALPHA)
            shade.fill(theme.MENU_SHADE)
            surface.blit(shade, emblem)
        x = emblem.right + 18
        width = rect.right - x - 16
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        right = self.chip.x - 10 if self.chip is not None else rect.right - 16
        name = fit_text(app.fonts, app.t(f"game.{self.game_id}.name"), "heading", right - x)
        text(surface, app.fonts, name, (x, rect.y + 14), "heading", fg)
        lines = app.fonts.wrap(app.t(f"game.{self.game_id}.blurb"), "small", width)[:3]
        for i, line in enumerate(lines):
            text(surface, app.fonts, line, (x, rect.y + 54 + 20 * i), "small", theme.TEXT_DIM)
        if not self.enabled:
            badge = app.fonts.render(app.t("title.coming_soon"), "label", theme.TEXT_DARK)
            box = badge.get_rect(topright=(rect.right - 12, rect.y + 12)).inflate(16, 6)
            pygame.draw.rect(surface, theme.ACCENT, box, border_radius=8)
            textlog.note_box(surface, box)
            at = badge.get_rect(center=box.center)
            surface.blit(badge, at)
            textlog.note(surface, app.t("title.coming_soon"), at, badge)


class TutorialChip(Button):
    """ "Learn to play" on a game's card: starts the game's guided first game."""

    def __init__(self, card: GameCard, on_click) -> None:
        rect = pygame.Rect(card.rect.right - 14 - CHIP_W, card.rect.y + 16, CHIP_W, CHIP_H)
        super().__init__(rect, lambda: "", on_click, role="label")
        self.card = card
        card.chip = self.rect

    def draw(self, surface: pygame.Surface, app, focused: bool) -> None:
        lift = int(3 * self.card.glow)  # rides along with its card when the card rises under the pointer
        g = self.glow
        rect = self.rect.move(0, -lift).inflate(int(6 * g), int(4 * g))
        lit = focused or self.hover
        colour = theme.ACCENT_2 if lit else theme.BUTTON
        panel(surface, rect, colour, theme.ACCENT if lit else theme.PANEL_EDGE, radius=rect.h // 2, shadow=2)
        label, size = fit_label(app.fonts, app.t("tutorial.learn"), "label", rect.w - 20)
        text(surface, app.fonts, label, rect.center, "label", theme.TEXT, "center", size=size)


class TitleScene(Scene):
    warm_up = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.backdrop = Backdrop()
        self.idle = 0.0
        self.group = WidgetGroup()
        self.drop = 0.0  # title letters fall in
        self.tweens.to(self, 1.1, ease="easeOutBounce", drop=1.0)
        self.saved_games: list = []  # the unfinished games on disk (scenes.storage.saves.SavedGame)
        # the first frame drops the pictures of a game just left and gives its memory back to the system
        # (not in `enter`, where the game scene is still referenced by the call that left it)
        self.release_memory = True
        self._build()

    def _build(self) -> None:
        app = self.app
        self.group.clear()
        playable = set(playable_games())
        w, h = 540, 128
        for i, game_id in enumerate(rules.CATALOGUE):
            x = 80 + (i % 2) * (w + 40)
            y = 210 + (i // 2) * (h + 22)
            card = GameCard((x, y, w, h), game_id, game_id in playable, lambda g=game_id: self.open_setup(g))
            self.group.add(card)
            if game_id in playable and has_tutorial_room(game_id):
                self.group.add(TutorialChip(card, lambda g=game_id: self.learn(g)))
        y = 530
        self.continue_button = Button(
            (80, y, 290, 56), self._continue_label, self.open_saved_games, accent=True, role="button"
        )
        self.continue_button.enabled = bool(self.saved_games)
        self.group.add(self.continue_button)
        self.finished_button = Button(
            (386, y, 250, 56), lambda: app.t("title.finished"), self.open_finished_games
        )
        self.group.add(self.finished_button)
        self.group.add(Button((652, y, 170, 56), lambda: app.t("title.puzzles"), self.open_puzzles))
        self.group.add(Button((838, y, 212, 56), lambda: app.t("title.settings"), self.open_settings))
        self.group.add(Button((1066, y, 134, 56), lambda: app.t("title.quit"), lambda: app.quit(0)))
        self.group.add(Button((440, y + 72, 400, 56), lambda: app.t("lobby.title_button"), self.open_online))

    def enter(self) -> None:
        self.check_saves()

    def resume(self) -> None:
        super().resume()
        self.idle = 0.0
        self.check_saves()

    def _continue_label(self) -> str:
        count = len(self.saved_games)
        return self.app.t("title.continue_n", n=count) if count > 1 else self.app.t("title.continue")

    def check_saves(self) -> None:
        """Which unfinished games there are (a file written after the last look is read again, the others
        come from memory); a damaged one was moved aside and is reported here, once."""
        self.saved_games, damaged = list_saves()
        self.continue_button.enabled = bool(self.saved_games)
        if damaged:
            from scenes.menus.dialog import MessageScene

            parts = []
            for problem in damaged:
                error = problem.error
                part = (
                    self.app.t(error.key)
                    + "\n"
                    + self.app.t("save.kept_aside", path=str(problem.moved_to or "-"))
                )
                if error.detail:
                    part += "\n" + self.app.t("save.detail", detail=error.detail)
                parts.append(part)
            self.app.stack.push(MessageScene(self.app, self.app.t("save.problem"), "\n\n".join(parts)))

    # ------------------------------------------------------------------ navigation
    def open_setup(self, game_id: str) -> None:
        """A game's first start offers its tutorial first (once; see scenes/games/tutorial)."""
        from scenes.menus.offer import offer_tutorial
        from scenes.menus.setup import SetupScene

        offer_tutorial(self.app, game_id, lambda: self.app.stack.push(SetupScene(self.app, game_id)))

    def learn(self, game_id: str) -> None:
        """The chip's guided first game; its first-start offer is then answered (the player found it)."""
        settings = self.app.settings
        if game_id not in settings.tutorials_offered:
            self.app.apply_settings(
                replace(settings, tutorials_offered=[*settings.tutorials_offered, game_id])
            )
        from scenes.games.tutorial import start_tutorial  # the tutorial package loads on demand

        start_tutorial(self.app, game_id)

    def open_settings(self) -> None:
        from scenes.menus.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def open_saved_games(self) -> None:
        from scenes.menus.saved_games import SavedGamesScene

        if self.saved_games:
            self.app.stack.push(SavedGamesScene(self.app))

    def open_puzzles(self) -> None:
        from scenes.menus.puzzles import PuzzlesScene

        self.app.stack.push(PuzzlesScene(self.app))

    def open_finished_games(self) -> None:
        from scenes.menus.finished_games import FinishedGamesScene

        self.app.stack.push(FinishedGamesScene(self.app))

    def open_online(self) -> None:
        """The lobby while a connection is up (or coming back), else the account to connect with."""
        from scenes.menus.online.connection import connection_of

        connection = connection_of(self.app)
        self.app.open("lobby" if connection is not None and connection.usable else "account")

    def start_demo(self) -> None:
        games = playable_games()
        if not games:
            self.idle = 0.0
            return
        launch.start_demo(self.app, games[int(self.app.time) % len(games)])

    # ------------------------------------------------------------------ frame
    def handle(self, action: Action) -> None:
        self.idle = 0.0
        if action.name == "back":
            self.app.quit(0)
            return
        if self.tweens.busy and action.is_click:
            self.tweens.skip_all()
        self.group.handle(action, self.app)
        chip = self.group.focused
        if action.kind == "motion" and isinstance(chip, TutorialChip) and not chip.hover and chip.card.hover:
            self.group.focus = self.group.widgets.index(chip.card)  # the pointer left the chip for its card

    def update(self, dt: float) -> None:
        if self.release_memory:
            self.release_memory = False
            clear_package("scenes.games")  # the games' pictures (kept while a game restarts, not longer)
            self.app.fonts.forget_game_fonts()  # and the sizes of text only they used
            self.app.settle_memory(give_back=True)  # after the caches let go, or their cycles stay frozen
        super().update(dt)
        self.backdrop.update(dt)
        self.group.update(dt)
        self.idle += dt
        if self.idle >= IDLE_DEMO_SECONDS:
            self.idle = 0.0
            self.start_demo()

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        self.backdrop.draw(surface, app.time)
        title = app.t("title.name")
        font = app.fonts.get("huge")
        total = font.size(title)[0]
        x = theme.LOGICAL_SIZE[0] // 2 - total // 2
        for i, ch in enumerate(title):
            # each letter falls in a little after the previous one, then bobs gently
            local = max(0.0, min(1.0, self.drop * 1.6 - i * 0.05))
            y = -120 + 150 * pytweening.easeOutBounce(local)
            y += math.sin(app.time * 2.2 + i * 0.5) * 3
            hue = (math.sin(app.time * 1.5 + i * 0.4) + 1) / 2
            colour = (240, int(150 + 60 * hue), int(50 + 40 * hue))
            rect = text(surface, app.fonts, ch, (x, y), "huge", colour, shadow=True)
            x = rect.right
        sub = fit_text(app.fonts, app.t("title.tagline"), "body", 1100)
        text(surface, app.fonts, sub, (theme.LOGICAL_SIZE[0] // 2, 140), "body", theme.TEXT_DIM, "midtop")
        self.group.draw(surface, app)
        hint = app.t("title.footer")
        text(
            surface,
            app.fonts,
            hint,
            (theme.LOGICAL_SIZE[0] // 2, theme.LOGICAL_SIZE[1] - 28),
            "small",
            theme.TEXT_DIM,
            "center",
        )
