"""Kamisado's tutorial (issue 15): a first match against a scripted White, twelve short steps on the real
scene. It teaches how a tower moves, that the square's colour picks the opponent's tower, reaching the home
row, the Sumo and its points, the refill between rounds, a blocked tower's pass, and the Sumo push.

Positions come from the rules' position text (`GAME.from_text`), with the round they are met in (the text
carries no round number: a position after two rounds won shows "round 3"); the learner plays Black (the board is seen
from Black's side, Black at the bottom), White's replies are fixed moves. Places to highlight are square
names ("d4"), "row:1" (a whole rank) or a refill card ("fill-left", "fill-right")."""

from __future__ import annotations

import pygame

from rules.kamisado import FILL_LEFT, FILL_RIGHT, GAME, KamisadoMove, KamisadoState
from scenes.games.tutorial import CONTINUE, Script, Step

FILES = "abcdefgh"

# Round 2 (Black won the first with pink, now a Sumo): Black's yellow must move; White's brown tower on c3
# is boxed in by b4, c4 and d4.
BLOCKED = """
turn: black
must move: yellow
black: orange a8, blue b8, purple c8, pink d8 sumo, yellow e7, red b4, green c4, brown h8
white: green b1, red c1, yellow d4, pink e1, purple f1, blue g1, orange h1, brown c3
score: black 1, white 0, target 3
"""
# Round 3 (White won the second with purple, now a Sumo too): Black's pink Sumo on g5 faces White's orange
# tower on g4; g3 behind it is free (and pink).
SUMO = """
turn: black
must move: pink
black: orange a8, blue b8, purple c8, yellow e8, red f8, green g8, brown h7, pink g5 sumo
white: brown a1, green b1, red c1, yellow c3, pink e1, purple f1 sumo, blue h2, orange g4
score: black 1, white 1, target 3
"""


def _start() -> KamisadoState:
    return GAME.new(2, {"target": 3})


def _position(text: str, round_no: int):
    """The position of a text, in the match's round `round_no` (the panel shows it)."""
    return lambda: GAME.from_text(text)._replace(round_no=round_no)


def _square(name: str) -> int:
    return FILES.index(name[0]) + 8 * (int(name[1:]) - 1)


def _first_move_wrong(state, move) -> str:
    """The right tower on another square, or another tower."""
    right_tower = move.frm == _square("d8")
    return "kamisado.tutorial.wrong." + ("first_square" if right_tower else "first_move")


def _any_fill(state, move) -> bool:
    return move.kind in (FILL_LEFT, FILL_RIGHT)


def _any_move(state, move) -> bool:
    return True


def steps() -> tuple[Step, ...]:
    k = "kamisado.tutorial."
    return (
        Step(k + "intro", position=_start, highlight=("row:1",)),
        Step(k + "first_move", expect="d8-d4", wrong=_first_move_wrong, highlight=("d8", "d4")),
        Step(k + "colour", highlight=("d4", "a1"), reply=("a1-a5",)),
        Step(k + "forced", expect="d4-a1", wrong=k + "wrong.forced", highlight=("a5", "d4", "a1")),
        Step(k + "round_won", highlight=("a1",)),
        Step(k + "fill", expect=_any_fill, highlight=("fill-left", "fill-right")),
        Step(k + "refilled", reply=("d1-d3",)),  # legal after either refill: the home row is full
        Step(
            k + "blocked",
            position=_position(BLOCKED, 2),
            expect=("e7-e5", "e7-f6"),
            wrong=k + "wrong.blocked",
            highlight=("c3", "e7", "e5", "f6"),
        ),
        Step(k + "passed", expect=_any_move, highlight=("c3", "h8")),
        Step(
            k + "sumo",
            position=_position(SUMO, 3),
            expect="g5-g4",
            wrong=k + "wrong.sumo",
            highlight=("g5", "g4"),
        ),
        Step(k + "pushed", expect="g4-d1", wrong=k + "wrong.pushed", highlight=("g3", "g4", "d1")),
        Step(k + "match", expect=CONTINUE),
    )


def mark(scene, place) -> pygame.Rect | None:
    """Where a place of this script is on the canvas now."""
    if place in (FILL_LEFT, FILL_RIGHT):
        fill = scene.stage.fill
        return fill.cards[place] if fill.active else None
    view = scene.view
    if view.turning:
        return None
    if isinstance(place, str) and place.startswith("row:"):
        row = int(place[4:]) - 1
        return view.square_rect(row * 8).union(view.square_rect(row * 8 + 7))
    return view.square_rect(_square(place))


def step_move(scene) -> KamisadoMove | None:
    """The move the tutor's Hint shows: the first legal move the step takes (its first notation where it
    names moves); None while the step waits for Continue or for the opponent."""
    tutor = scene.tutor
    if tutor is None or not tutor.board_open() or not tutor.coach.is_player(scene.session.to_move):
        return None
    step, state = tutor.coach.step, scene.state
    return next((m for m in GAME.legal_moves(state) if step.accepts(GAME, state, m)), None)


def step_reason(scene, move: KamisadoMove) -> str | None:
    """The key of why the tutor's Hint shows `move` where the step takes any move of its kind (the refill's
    either side, the free move after a pass); None where the step names its moves (the game's reason holds
    then)."""
    tutor = scene.tutor
    if tutor is None or not callable(tutor.coach.step.expect):
        return None
    either = move.kind in (FILL_LEFT, FILL_RIGHT)
    return "kamisado.tutorial.hint." + ("either" if either else "any")


def script() -> Script:
    return Script("kamisado", steps(), mark, player=0, options={"target": 3})
