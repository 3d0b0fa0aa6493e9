"""Fonts are built once per role and size and reused: building a Font per frame is far too slow."""

from __future__ import annotations

import pygame

from scenes.engine import theme
from scenes.engine.paths import asset


class Fonts:
    def __init__(self) -> None:
        self._cache: dict[tuple[str, int], pygame.font.Font] = {}
        self._text_cache: dict[tuple, pygame.Surface] = {}

    def get(self, role: str, size: int | None = None) -> pygame.font.Font:
        face, default_size = theme.FONT_ROLES.get(role, ("sans", 20))
        size = size or default_size
        key = (face, size)
        font = self._cache.get(key)
        if font is None:
            try:
                font = pygame.font.Font(str(asset("fonts", theme.FONT_FILES[face])), size)
            except (OSError, FileNotFoundError):
                font = pygame.font.Font(None, size)  # pygame's built-in font if ours is missing
            self._cache[key] = font
        return font

    def render(
        self, text: str, role: str = "body", colour=theme.TEXT, size: int | None = None
    ) -> pygame.Surface:
        """Rendered text, cached: labels that do not change cost nothing per frame."""
        key = (text, role, colour, size)
        surface = self._text_cache.get(key)
        if surface is None:
            if len(self._text_cache) > 2000:
                self._text_cache.clear()
            surface = self.get(role, size).render(text, True, colour)
            self._text_cache[key] = surface
        return surface

    def wrap(self, text: str, role: str, width: int, size: int | None = None) -> list[str]:
        """Split text into lines that fit `width` pixels (paragraphs kept)."""
        font = self.get(role, size)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines
