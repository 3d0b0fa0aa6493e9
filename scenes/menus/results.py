"""The results of a finished game, used by every game: winners, scores, the reason, optional itemised
details from the game scene, "again" and "title". A game scene with a method
`draw_result_details(surface, area)` draws its own itemised table in the room under the scores (Down
Under's score table); otherwise its `result_details()` lines are listed there."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pygame

from scenes.engine import theme
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.games.review import start_review
from scenes.widgets.controls import Button, WidgetGroup
from scenes.widgets.draw import dim, fit_label, fit_text, panel, text

CONFETTI = theme.CONFETTI
DIALOG = pygame.Rect(260, 80, 760, 560)  # the dialog at its full size (it grows into it when shown)
BUTTON_W, BUTTON_H, BUTTON_GAP = 216, 56, 24
INSET = 24  # the buttons' distance from the dialog's border


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, game_scene, details: Callable[[], list[str]] | None = None) -> None:
        super().__init__(app)
        self.game_scene = game_scene
        session = game_scene.session
        self.outcome = game_scene.game_outcome()  # the rules', or an online table's referee's (a resignation)
        self._details = details or list  # asked when drawn: the lines follow a change of language
        self.group = WidgetGroup()
        # the three buttons side by side inside the dialog's bottom edge: play again (the default), look
        # back at the game, the title
        y = DIALOG.bottom - INSET - BUTTON_H
        x = DIALOG.centerx - (3 * BUTTON_W + 2 * BUTTON_GAP) // 2
        choices = (
            (game_scene.again_label, game_scene.restart, True),
            ("results.review", self.review, False),
            ("results.title", game_scene.quit_to_title, False),
        )
        for i, (key, act, accent) in enumerate(choices):
            rect = (x + i * (BUTTON_W + BUTTON_GAP), y, BUTTON_W, BUTTON_H)
            self.group.add(Button(rect, lambda key=key: app.t(key), act, accent=accent))
        self.group.focus = 0
        self.reveal = 0.0
        self.tweens.to(self, 0.6, ease="easeOutElastic", reveal=1.0)
        rng = random.Random(session.seed)
        self.confetti = [
            [
                rng.uniform(0, 1280),
                rng.uniform(-700, -20),
                rng.uniform(-40, 40),
                rng.uniform(120, 260),
                rng.uniform(0, math.tau),
                CONFETTI[i % len(CONFETTI)],
            ]
            for i in range(90 if self.outcome.winners else 0)
        ]
        human_won = any(session.seats[w].plays_here for w in self.outcome.winners)
        human_lost = not human_won and any(s.plays_here for s in session.seats) and self.outcome.winners
        app.sound.play("lose" if human_lost else "win")

    def review(self) -> None:
        """The finished game again, move by move, on the game's own scene (scenes/games/review)."""
        self.game_scene.app.ai.cancel()
        start_review(self.app, self.game_scene.session)

    @property
    def details(self) -> list[str]:
        """The game's itemised lines, in the language of the moment."""
        return self._details()

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.game_scene.session.seats]

    def headline(self) -> str:
        app = self.app
        winners = self.outcome.winners
        if not winners:
            return app.t("results.draw")
        names = " & ".join(self.names[w] for w in winners)
        return app.t("results.wins" if len(winners) == 1 else "results.share", names=names)

    def handle(self, action: Action) -> None:
        if action.name == "back":
            self.game_scene.quit_to_title()
            return
        if self.tweens.busy and action.is_click:
            self.tweens.skip_all()
        if action.name == "confirm" and not self.group.by_keys:
            # Enter: the default button ("Play again"), not the one under a resting pointer; nothing while
            # the dialog still opens (a key held from the game's last move must not skip the results)
            if not self.tweens.busy:
                self.group.widgets[0].activate(self.app)
            return
        self.group.handle(action, self.app)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.group.update(dt)
        for c in self.confetti:
            c[0] += c[2] * dt
            c[1] += c[3] * dt
            c[4] += dt * 5
            if c[1] > 760:
                c[1] = -20

    def draw(self, surface: pygame.Surface) -> None:
        app = self.app
        dim(surface, theme.RESULTS_DIM)
        for x, y, _, _, phase, colour in self.confetti:
            w = 10 * abs(math.cos(phase)) + 2
            pygame.draw.rect(surface, colour, (x, y, w, 6))
        s = max(0.05, self.reveal)
        rect = pygame.Rect(0, 0, int(DIALOG.w * s), int(DIALOG.h * s))
        rect.center = DIALOG.center
        panel(surface, rect, theme.PANEL, theme.ACCENT, radius=18, shadow=12)
        if s < 0.9:
            return
        # long names shrink the headline
        headline, size = fit_label(app.fonts, self.headline(), "title", rect.w - 48, smallest=0.55)
        text(
            surface,
            app.fonts,
            headline,
            (640, rect.y + 24 + (48 - size) // 2),
            "title",
            theme.ACCENT,
            "midtop",
            size=size,
            shadow=True,
        )
        game_id = self.game_scene.session.game_id
        reason = app.tr.maybe(
            f"reason.{game_id}.{self.outcome.reason}",
            app.tr.maybe(f"reason.{self.outcome.reason}", self.outcome.reason),
        )
        reason = reason[:1].upper() + reason[1:]  # a line of its own: "Zwei Figuren stehen…", not "zwei …"
        text(surface, app.fonts, reason, (640, rect.y + 90), "body", theme.TEXT_DIM, "midtop")
        y = rect.y + 130
        order = sorted(
            range(len(self.names)), key=lambda i: (i not in self.outcome.winners, -self.outcome.scores[i])
        )
        for seat in order:
            colour = theme.HIGHLIGHT if seat in self.outcome.winners else theme.TEXT
            text(
                surface,
                app.fonts,
                fit_text(app.fonts, self.names[seat], "heading", 460),
                (rect.x + 80, y),
                "heading",
                colour,
            )
            text(
                surface,
                app.fonts,
                str(self.outcome.scores[seat]),
                (rect.right - 80, y),
                "heading",
                colour,
                "topright",
            )
            y += 42
        area = pygame.Rect(rect.x + 40, y + 4, rect.w - 80, self.group.widgets[0].rect.y - y - 12)
        if self.game_scene.draw_result_details(surface, area):  # the game's own itemised table
            self.group.draw(surface, app)
            return
        for line in self.details[:8]:
            text(
                surface,
                app.fonts,
                fit_text(app.fonts, line, "small", rect.w - 100),
                (rect.x + 50, y),
                "small",
                theme.TEXT_DIM,
            )
            y += 22
        self.group.draw(surface, app)
