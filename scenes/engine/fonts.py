"""Fonts are built once per role and size and reused: building a Font per frame is far too slow."""

from __future__ import annotations

import pygame

from scenes.engine import textlog, theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.paths import asset

WIDTHS_KEPT = 8192


class Fonts:
    def __init__(self) -> None:
        self._fonts: SurfaceCache[tuple[str, int], pygame.font.Font] = SurfaceCache(128)
        # A frame shows at most ~75 texts, 1.2 MiB (measured in every scene, tests/bench/memory.py); most
        # texts are shown once (moves, toasts), and 2,000 of them grew to 28 MiB over a few games.
        self._texts: SurfaceCache[tuple, pygame.Surface] = SurfaceCache(2000, max_bytes=6 << 20)
        # A font with the glyphs it has drawn takes ~180 KB. Ka-Mel-Oh! asks for 26 sizes, 16 of them its
        # own (cards shrink their words to fit); kept after its game they were ~3 MiB of the growth from the
        # first game to the twentieth (docs/benchmarks.md). The menus' fonts stay, the games' go with them.
        self.for_menus = True  # False while a game scene is up (scenes/games/board_scene.py)
        self._menus: set[tuple[str, int]] = set()  # the fonts a menu asked for
        # Widths measured, by face, size and text: labels are fitted (shrunk, shortened) in every frame they
        # show, several `Font.size` calls each (3,400 in 1,200 Kamisado frames). Strings only, so it is
        # small; emptied when full.
        self._widths: dict[tuple[str, int, str], int] = {}

    def width(self, text: str, role: str = "body", size: int | None = None) -> int:
        """The width in pixels of `text` in `role` (at `size`), as Font.size gives it; remembered."""
        face, default_size = theme.FONT_ROLES.get(role, ("sans", 20))
        key = (face, size or default_size, text)
        known = self._widths.get(key)
        if known is None:
            if len(self._widths) >= WIDTHS_KEPT:
                self._widths.clear()
            known = self._widths[key] = self.get(role, size).size(text)[0]
        return known

    def forget_game_fonts(self) -> None:
        """Drop the fonts only games asked for; the title calls it when a game was left (with the games'
        pictures). A game opened again builds them anew as it draws (0.3-1.7 ms a font)."""
        self._fonts.retain(self._menus.__contains__)
        self.for_menus = True

    def get(self, role: str, size: int | None = None) -> pygame.font.Font:
        face, default_size = theme.FONT_ROLES.get(role, ("sans", 20))
        size = size or default_size
        key = (face, size)
        if self.for_menus:
            self._menus.add(key)
        return self._fonts.get(key, lambda: _build_font(face, size))

    def render(
        self, text: str, role: str = "body", colour=theme.TEXT, size: int | None = None
    ) -> pygame.Surface:
        """Rendered text, cached: labels that do not change cost nothing per frame."""
        if textlog.ACTIVE is not None:
            textlog.ACTIVE.rendered.append(text)
        return self._texts.get(
            (text, role, colour, size), lambda: self.get(role, size).render(text, True, colour)
        )

    def wrap(self, text: str, role: str, width: int, size: int | None = None) -> list[str]:
        """Split text into lines that fit `width` pixels (paragraphs kept)."""
        lines: list[str] = []
        for paragraph in text.split("\n"):
            words = paragraph.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if self.width(trial, role, size) <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines


def _build_font(face: str, size: int) -> pygame.font.Font:
    try:
        return pygame.font.Font(str(asset("fonts", theme.FONT_FILES[face])), size)
    except (OSError, FileNotFoundError):
        return pygame.font.Font(None, size)  # pygame's built-in font if ours is missing
