"""GameHooks: every hook a game scene provides to the scene base (board_scene.GameScene), in one typed list.

The base calls these and nothing else of a game: no hook is looked up by name (`getattr`), and a game
overrides a hook with the signature written here, never a narrower one. `GameScene` gives each a default;
`tests/test_architecture.py` checks that every game's scene class keeps these signatures.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol, runtime_checkable

import pygame

from scenes.engine.input import Action
from scenes.widgets.side_panel import Backdrop


@runtime_checkable
class GameHooks(Protocol):
    def layout(self) -> None:
        """Place the board in `board_rect` (the free area left of the side panel)."""

    def sync(self) -> None:
        """Rebuild what is shown from the session's state, without animation (a load, an undo, a step)."""

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """Tween from `before` to `after`."""

    def draw_board(self, surface: pygame.Surface) -> None:
        """The game's part of the frame: its view, drawn by its draw room."""

    def draw_background(self, surface: pygame.Surface) -> None:
        """The frame's background when `panel_backdrop` gives none."""

    def panel_backdrop(self) -> Backdrop | None:
        """The frame's background as one still picture with the side panel's column in it, or None."""

    def handle_game(self, action: Action) -> None:
        """The game's input, after a tutor's (GameScene.handle); a game takes its own keys first and calls
        the base's for the rest."""

    def update_game(self, dt: float) -> None:
        """The game's frame, before a tutor's (GameScene.update); a game calls the base's too."""

    def draw_game(self, surface: pygame.Surface) -> None:
        """The game's picture, under a tutor's card (GameScene.draw); a game calls the base's too."""

    def undo_move(self) -> None:
        """Undo in a game (GameScene.undo; a tutor steps back instead): the human's last move."""

    def handle_board(self, action: Action) -> bool:
        """A human's input on the board; plays a move through `play`. True when the action was used."""

    def describe_move(self, state: Any, move: Any) -> str:
        """The move list's words for `move` played in `state`."""

    def describe_notation(self, notation: str) -> str:
        """The move list's words for a move known only by its notation (an online table opened mid-game)."""

    def hint_reason(self, before: Any, move: Any, after: Any) -> str | None:
        """Why a hinted move is good (the game's words.hint_reason)."""

    def show_hint(self, move: Any, described: str | None = None) -> None:
        """Mark a hinted move on the board and say it."""

    def on_turn(self) -> None:
        """A new decision is pending (select the forced piece, open a chooser)."""

    def seat_colours(self) -> list[tuple]:
        """Each seat's colour, for the banner and the move list."""

    def seat_status(self) -> list[str]:
        """A short status per seat under its name in the banner (score, cards in hand)."""

    def result_details(self) -> list[str]:
        """Extra lines for the results scene."""

    def draw_result_details(self, surface: pygame.Surface, area: pygame.Rect) -> bool:
        """The game's own table for the results scene in `area`; False (the default) when it has none and
        the results list `result_details` instead."""

    def view_now(self) -> Any:
        """What the screen shows now, as frozen data (the game's view.py); the scene base's `frame()` builds it
        once per frame drawn and hands it to the drawing hooks."""

    def snapshot_picture(self, size: tuple[int, int]) -> pygame.Surface | None:
        """The Continue list's picture of the position, drawn for its small size (Camelot's pieces would be
        specks in the frame scaled down); None (the default): the board area of a frame, scaled down."""

    def ready_steps(self, state: Any, move: Any) -> list[Callable[[], object]]:
        """Work for the first frame of an AI's move, done a step a frame before it is played."""

    def idle_steps(self) -> Iterator[None]:
        """Pictures later frames would draw for the first time, drawn in the frames' spare time."""

    def language_changed(self) -> None:
        """Word anew what was worded once."""
