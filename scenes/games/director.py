"""A director: what runs a game scene in place of its players. The scene base owns at most one
(`GameScene.director`; None in a normal game) and asks it at a few named seams, each one
`if self.director is not None` in scenes/games/board_scene.py.

Four directors exist: a tutorial's `Tutor` (scenes/games/tutorial/tutor.py: a script's steps, the opponent's
scripted replies, the coach's card), a finished game's `Review` (scenes/games/review/: the moves stepped
through, the computer's judgement), a puzzle's `PuzzleRun` (scenes/games/puzzle/) and an online table's
`OnlineTable` (scenes/games/online/: the referee's views, the other seats' moves, the chat). Both show their positions on the game's own scene, its board, its
animations and its view: a review or a puzzle is only another source of the scene's positions, never a
second copy of the drawing.

What every director means for the scene: the AI is never asked for a seat's move (the director plays the
moves it shows), the game's end opens no results unless the director says so (`shows_results`), nothing is
saved (nor a picture), and toasts keep the window's place unless the director names one (the director's
card lies over the move list).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    import pygame

    from scenes.engine.input import Action


class Director(Protocol):
    """The seams of the scene base (scenes/games/board_scene.py) a director answers."""

    quit_label: str  # the pause menu's words for leaving ("quit the tutorial", "leave the review")
    undo_label: str  # the panel's undo button's words (the game's "Undo", a review's "Back")
    hint_label: str  # the panel's hint button's words (the game's "Hint", a review's "Forward")
    sees_all: bool  # every hand is shown and nobody is asked to hand the screen over
    board_plays: bool  # a human seat may pick and play on the board (False: the board only shows)
    shows_results: bool  # the game's end opens the results (an online table's game is a real one)
    restarts: bool  # the pause menu offers "Restart" (an online table's game is the referee's: it has none)
    again_label: (
        str  # the results' first button, which calls `restart` ("Play again"; an online table's: the lobby)
    )

    def admits(self, move: Any) -> bool:
        """Whether the scene may play `move` now (a refusal is the director's to say)."""
        ...

    def played(self, seat: int) -> None:
        """A move of `seat` was played on the scene."""
        ...

    def update(self, dt: float) -> None:
        """The director's frame, after the game's `update_game`."""
        ...

    def handle(self, action: Action) -> bool:
        """The director's input, before the game's `handle_game`; True when it used the action."""
        ...

    def draw(self, surface: pygame.Surface) -> None:
        """Over the game's frame (`draw_game`): the director's card and marks."""
        ...

    def step_back(self) -> None:
        """The scene's undo (its button, U)."""
        ...

    def show(self) -> None:
        """The scene's hint (its button, H)."""
        ...

    def restart(self) -> None:
        """The pause menu's restart."""
        ...

    def toast_area(self) -> pygame.Rect | None:
        """Where the toasts go (None: the window's place)."""
        ...
