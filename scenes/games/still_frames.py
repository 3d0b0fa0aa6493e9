"""What a game scene's frames keep and ready ahead, so that a frame of play draws little: its background
as one still picture with the side panel's frames already in it, and the pictures that later frames would
draw for the first time, drawn in the frames' spare time.

The background: a game whose background is a still picture returns it from `panel_backdrop` (a
`Backdrop`, scenes/widgets/side_panel.py), and the frame starts with one full-window opaque blit of it with
the side panel's frames blended into its column (SidePanel.backdrop_picture), instead of the game's
background and the panel's blended layer. Measured in Kamisado: 0.77 -> 0.43 ms of blits a frame (a
full-width copy is one run of memory, 0.16 ms; the 380 px column alone went row by row, 0.3 ms, and its
blend cost 0.4 ms). tests/scenes/test_frame_budget.py compares the pixels with the blended panel.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator

import pygame

from scenes.widgets.side_panel import Backdrop


class StillFrames:
    """Mixed into GameScene (which has the side panel, the banner, the move list and the buttons)."""

    backdrop_now: Backdrop | None
    idle_pending: bool
    _readying: Iterator[None] | None
    _later: list[Callable[[], object]]
    _steps_ahead: list[Callable[[], object]]
    run_step_ahead: Callable[[], bool]  # AiTurns

    def draw(self, surface: pygame.Surface) -> None:
        self.side_panel.new_frame()
        backdrop = self.backdrop_now = self.panel_backdrop()
        if backdrop is None:
            self.draw_background(surface)
        else:  # the game's background with the side panel's frames already in its column: one blit
            surface.blit(self.panel_picture(backdrop), (0, 0))
        self.draw_board(surface)
        self.draw_panel(surface)

    def idle_steps(self) -> Iterator[None]:
        """Hook: pictures that later frames would draw for the first time (a card's face, a promoted
        tower), drawn now into their caches, one small step (well under 4 ms) per `yield`, in the time the
        frames would otherwise sleep (App.idle): drawn in a frame of play, each cost that frame 1.5-4 ms."""
        return iter(())

    def idle_later(self, task: Callable[[], object]) -> None:
        """One more small picture to draw in the frames' spare time (after `idle_steps`): what a frame soon
        to come will show, such as the tray of the seat whose turn comes after a move's animation."""
        self._later.append(task)
        self.idle_pending = True

    def idle(self, budget: float) -> None:
        """The frames' spare time, nearest need first: the steps readying an AI's move (it waits for them),
        then what a coming frame will show (`idle_later`), then the pictures of `idle_steps`."""
        end = time.perf_counter() + budget
        while time.perf_counter() < end and self.run_step_ahead():
            pass
        while self._later and time.perf_counter() < end:
            self._later.pop(0)()
        if self._readying is None:
            self._readying = self.idle_steps()
        readying = False  # (a step may queue more for a coming frame: the next spare time starts there)
        for _ in self._readying:
            if time.perf_counter() >= end or self._later or self._steps_ahead:
                readying = True
                break
        self.idle_pending = readying or bool(self._later) or bool(self._steps_ahead)

    def panel_picture(self, backdrop: Backdrop) -> pygame.Surface:
        """`backdrop`'s picture with the side panel's frames blended into its column (kept between frames)."""
        title = self.app.t("game.history")
        return self.side_panel.backdrop_picture(
            self.app, self.banner_rect, self.history, title, self.buttons, backdrop
        )

    def panel_backdrop(self) -> Backdrop | None:
        """The frame's background as one still picture, when the game has one: then `draw_background` is
        not called, and the frame starts with that picture, the side panel's frames already blended into
        its column (SidePanel.backdrop_picture). The picture's column (from the panel's edge) must be what
        the game shows there, and `under` what it draws there before the panel (Backdrop); the key changes
        whenever the picture or `under`'s drawing does. None: `draw_background` draws the background and the
        panel is blended over whatever is there (a card dragged over the panel)."""
        return None
