"""Tutorials: a guided first game on the real scene and rules (issue 15). The face of the package:

- `Step`, `Script`, `CONTINUE` (script.py): what a game's room `scenes/games/<game>/tutorial.py` builds in
  its entry point `script() -> Script`.
- `has_tutorial(game_id)`, `load_script(game_id)`: whether a game has one, and its script.
- `start_tutorial(app, game_id)`: replace the stack with the game's scene in tutorial mode (from the title,
  the set-up and `main.py --tutorial`); `tutorial_scene(app, game_id)` builds that scene without showing it:
  the game's own scene class, given a `Tutor` to own (`GameScene.tutor`).
(The first-start question, whether to learn a game first, is a menu's: scenes/menus/offer.py.)

Rooms: script (steps and scripts), coach (where a tutorial stands; no drawing), card (the text card and the
highlights), tutor (the object a game scene owns in tutorial mode: the script, the coach, the card and the
replies' clock; it reaches the scene through the `TutoredScene` Protocol of public members).
"""

from __future__ import annotations

from rules.session import GameSession, Seat
from scenes.games import scene_class
from scenes.games.launch import default_seat_name

from .script import CONTINUE, Script, Step, has_tutorial, load_script
from .tutor import Tutor

__all__ = [
    "CONTINUE",
    "Script",
    "Step",
    "Tutor",
    "has_tutorial",
    "load_script",
    "start_tutorial",
    "tutorial_scene",
    "tutorial_session",
]


def tutorial_session(tr, script: Script) -> GameSession:
    """The session a tutorial plays in: the learner's seat is human, the others are the scripted opponent
    (an AI seat to the scene, so it is drawn and treated as the computer; its moves come from the script)."""
    import rules

    game = rules.GAMES[script.game_id]
    seats = [
        Seat("human" if i == script.player else "ai-easy", default_seat_name(tr, script.game_id, i))
        for i in range(script.seats)
    ]
    options = {**game.default_options(script.seats), **script.options}
    first = script.steps[0].position
    if first is None:
        raise ValueError(f"the first step of the {script.game_id} tutorial has no position")
    return GameSession(script.game_id, seats, options, 0, [first()])


def tutorial_scene(app, game_id: str, script: Script | None = None):
    """The game's scene in tutorial mode, or None when the game has no tutorial: the game's own scene class,
    built with a tutor that plays `script` (by default the game's own; a test may give another)."""
    if script is None:
        script = load_script(game_id)
    cls = scene_class(game_id)
    if script is None or cls is None:
        return None
    tutor = Tutor(script, tutorial_session(app.tr, script))
    scene = cls(app, tutor.session, tutor=tutor)
    tutor.begin(scene)  # once the scene is built: the card takes the place of its move list
    return scene


def start_tutorial(app, game_id: str) -> bool:
    scene = tutorial_scene(app, game_id)
    if scene is None:
        app.toast(app.t("tutorial.none"), 2.5)
        return False
    app.stack.reset(scene)
    app.settle_memory()
    return True
