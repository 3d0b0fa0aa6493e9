"""A tutorial's script: the steps a game lists in its room `scenes/games/<game>/tutorial.py`, and how the
framework finds that room. Pure data and small checks; nothing here draws or knows a game.

A game's `tutorial.py` defines `script() -> Script`. Moves in a script are written in the game's own
notation (`game.notation` / `game.parse_move`), so a script reads like a game record and every move is
checked against the real rules when it is parsed and played.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import rules


class _Continue:
    """The step waits for the player to read it and press Continue (or Enter)."""

    def __repr__(self) -> str:
        return "CONTINUE"


CONTINUE = _Continue()

# expect: CONTINUE, a move's notation, several notations (any of them), or a predicate(state, move) -> bool
Expect = Any


@dataclass(frozen=True)
class Step:
    """One step of a tutorial.

    text       translation key of what the step says (`<game>.tutorial.<name>` by convention)
    position   builds the step's position through the game's public rules API (e.g. `GAME.from_text`);
               None: the step goes on from where the previous one ended
    expect     what the player must do: CONTINUE, a move in notation ("d8-d3"), a tuple of notations (any
               one of them), or a predicate `(state, move) -> bool` over the legal moves
    wrong      translation key of the sentence said when the player plays another move (says why), or a
               function `(state, move) -> key` that picks the sentence by what the move did
    highlight  places to mark on the board; the script's `mark(scene, place)` turns each into a rectangle
    reply      the opponent's scripted moves (notation, or a function `state -> move`), played one after
               another once the player has done what the step expects (after Continue on a CONTINUE step);
               each is checked legal when played
    """

    text: str
    position: Callable[[], Any] | None = None
    expect: Expect = CONTINUE
    wrong: str | Callable[[Any, Any], str] = "tutorial.wrong.move"
    highlight: tuple = ()
    reply: tuple[str | Callable[[Any], Any], ...] = ()

    @property
    def waits_for_continue(self) -> bool:
        return self.expect is CONTINUE

    def refusal(self, state: Any, move: Any) -> str:
        """The key of the sentence that says why `move` is not what this step asks for."""
        return self.wrong(state, move) if callable(self.wrong) else self.wrong

    def accepts(self, game: rules.Game, state: Any, move: Any) -> bool:
        """Whether `move`, played in `state`, is what this step asks for."""
        expect = self.expect
        if expect is CONTINUE:
            return False
        if callable(expect):
            return bool(expect(state, move))
        wanted = (expect,) if isinstance(expect, str) else tuple(expect)
        return any(parse(game, state, text) == move for text in wanted)


@dataclass(frozen=True)
class Script:
    """A game's tutorial.

    steps    the steps in order; the first one must have a position
    player   the learner's seat; every other seat plays the steps' scripted replies
    seats    how many seats the positions have
    options  the game's options for the session (e.g. Kamisado's match length)
    then     options the set-up offers when the tutorial is finished (the lesson's own, that a game of the
             player's would not have by default: Down Under's special scoring); empty: back to the title
    mark     `mark(scene, place) -> pygame.Rect | None`: where a highlighted place is on the canvas now
    """

    game_id: str
    steps: tuple[Step, ...]
    mark: Callable[[Any, Any], Any]
    player: int = 0
    seats: int = 2
    options: dict = field(default_factory=dict)
    then: dict = field(default_factory=dict)


def parse(game: rules.Game, state: Any, text: str | Callable[[Any], Any]) -> Any:
    """A scripted move from its notation (or from a function of the position, for a move that notation
    cannot say in advance); IllegalMove/ValueError when notation names no legal move there. The scene's
    `play` checks a function's move against the legal moves like any other."""
    if callable(text):
        return text(state)
    return game.parse_move(state, text)


def _module_name(game_id: str) -> str:
    return f"scenes.games.{game_id}.tutorial"


def has_tutorial(game_id: str) -> bool:
    """Whether the game has a tutorial room, without importing it (the title asks before the first frame)."""
    if game_id not in rules.GAMES:
        return False
    try:
        return importlib.util.find_spec(_module_name(game_id)) is not None
    except ModuleNotFoundError:
        return False


def load_script(game_id: str) -> Script | None:
    """The game's tutorial script, or None when the game has no tutorial room."""
    if not has_tutorial(game_id):
        return None
    module = importlib.import_module(_module_name(game_id))
    return module.script()
