"""Settings: language, sound and volume, animation speed, legal-move hints, colour-blind symbols,
fullscreen, hot-seat auto-rotate. Every change takes effect at once and is saved."""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.engine import theme
from scenes.menus.overlay import MenuOverlay
from scenes.storage.settings import ANIMATION_SPEEDS, LANGUAGES, VOLUMES
from scenes.widgets.controls import Button, Selector
from scenes.widgets.draw import dim, panel, text

ON_OFF = (True, False)


class SettingsScene(MenuOverlay):
    def __init__(self, app) -> None:
        super().__init__(app)
        self._build()
        self.group.focus = 0

    def _set(self, **changes) -> None:
        self.app.apply_settings(replace(self.app.settings, **changes))

    def _build(self) -> None:
        app, s = self.app, self.app.settings
        on_off = lambda v: app.t("on") if v else app.t("off")  # noqa: E731
        rows = [
            ("settings.language", LANGUAGES, s.language, lambda v: app.t(f"language.{v}"), "language"),
            ("settings.sound", ON_OFF, s.sound, on_off, "sound"),
            ("settings.volume", VOLUMES, s.volume, lambda v: f"{int(v * 100)} %", "volume"),
            (
                "settings.animation_speed",
                ANIMATION_SPEEDS,
                s.animation_speed,
                lambda v: f"{v:g}×",
                "animation_speed",
            ),
            ("settings.show_legal_moves", ON_OFF, s.show_legal_moves, on_off, "show_legal_moves"),
            ("settings.colour_blind", ON_OFF, s.colour_blind, on_off, "colour_blind"),
            ("settings.fullscreen", ON_OFF, s.fullscreen, on_off, "fullscreen"),
            ("settings.auto_rotate", ON_OFF, s.auto_rotate, on_off, "auto_rotate"),
        ]
        y = 160
        for key, values, current, fmt, field in rows:
            self.group.add(
                Selector(  # the label's room holds the longest one whole ("Reihum: Brett zum Spieler drehen")
                    (280, y, 720, 44),
                    lambda k=key: app.t(k),
                    values,
                    list(values).index(current),
                    fmt,
                    lambda v, f=field: self._set(**{f: v}),
                    label_width=400,
                )
            )
            y += 52
        self.group.add(Button((490, y + 14, 300, 54), lambda: app.t("back"), self.close, accent=True))

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        panel(surface, pygame.Rect(260, 70, 760, 590), theme.PANEL, theme.ACCENT, radius=18, shadow=10)
        text(
            surface, self.app.fonts, self.app.t("settings.title"), (640, 92), "title", theme.ACCENT, "midtop"
        )
        self.group.draw(surface, self.app)
