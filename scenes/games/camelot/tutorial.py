"""Camelot's tutorial (issue 15): a guided first game against a scripted Black, nine short steps on the real
scene. It teaches the plain move, the canter over an own piece, that a possible capture is compulsory, the
jump over an enemy piece, the knight's charge (a canter followed by jumps, built square by square; never
compulsory), what the player cards' castle pips and castle-move towers and the fifty-move count mean, and
reaching the enemy castle.

Positions come from the rules' position text (`GAME.from_text`), the first one is the real start; the
learner plays White (at the bottom), Black's replies are fixed moves. Places are square names ("F16")."""

from __future__ import annotations

from dataclasses import replace

import pygame

from rules.camelot import FILES, GAME, State, square_at
from scenes.games.tutorial import CONTINUE, Script, Step

# A few pieces: a plain move, a canter, then Black steps next to the canter's man (a compulsory jump).
PRACTICE = """
turn: white
white knights: C5 J5
white men: D6 E6 F6 G6
black knights: D13 I12
black men: F11 G11 H11
"""
# The knight on E6 canters over E7 to E8, then jumps F9, H11 and I13 (or only D9, the shorter chain).
CHARGE = """
turn: white
white knights: E6 I6
white men: E7 F6 G6
black knights: D13 I13
black men: D9 F9 H11 E12
"""
# A white knight already stands in Black's castle (F16) and has made one castle move; the man on G15 can
# step into G16. Seven moves of each side without a capture or castle entry (the status card's count).
CASTLE = """
turn: white
white knights: F16 E7
white men: G15 F7
black knights: D13
black men: E12 H12 I11
castle moves: white 1, black 0
"""
CASTLE_QUIET = 14  # plies


def _start() -> State:
    return GAME.new(2)


def _position(text: str, quiet: int = 0):
    return lambda: replace(GAME.from_text(text), quiet=quiet)


def _square(name: str) -> int:
    return square_at(FILES.index(name[0]), int(name[1:]) - 1)


def _plain_wrong(state, move) -> str:
    """The right man on another square, or another piece."""
    right_man = move.path[0] == _square("F6")
    return "camelot.tutorial.wrong." + ("plain_square" if right_man else "plain")


def steps() -> tuple[Step, ...]:
    k = "camelot.tutorial."
    return (
        Step(k + "intro", position=_start, highlight=("F16", "G16")),
        Step(
            k + "plain",
            position=_position(PRACTICE),
            expect="F6-F7",
            wrong=_plain_wrong,
            highlight=("F6", "F7"),
            reply=("F11-F10",),
        ),
        Step(
            k + "canter",
            expect="E6-G8",
            wrong=k + "wrong.canter",
            highlight=("E6", "F7", "G8"),
            reply=("F10-F9",),
        ),
        Step(k + "capture_due", highlight=("G8", "F9")),
        Step(k + "jump", expect="G8xE10", wrong=k + "wrong.jump", highlight=("G8", "F9", "E10")),
        Step(
            k + "charge",
            position=_position(CHARGE),
            expect="E6-E8xG10xI12xI14",
            wrong=k + "wrong.charge",
            highlight=("E6", "E8", "G10", "I12", "I14"),
        ),
        Step(k + "panel", position=_position(CASTLE, CASTLE_QUIET), highlight=("cards", "quiet")),
        Step(
            k + "castle",
            expect="G15-G16",
            wrong=k + "wrong.castle",
            highlight=("F16", "G15", "G16"),
        ),
        Step(k + "won", expect=CONTINUE),
    )


def mark(scene, place: str) -> pygame.Rect | None:
    """Where a square or a part of the panel of this script is on the canvas now (None while the board
    turns): "cards", the castle pips and towers of White's card; "quiet", the fifty-move count."""
    if scene.flip_t > 0:
        return None
    if place == "cards":
        card = scene.panel.cards[0]
        return pygame.Rect(card.x + 135, card.y + 54, card.w - 141, 54)
    if place == "quiet":
        status = scene.panel.status_rect
        return pygame.Rect(status.x + 8, status.bottom - 46, status.w - 16, 42)
    return scene.view.cell_rect(_square(place))


def script() -> Script:
    return Script("camelot", steps(), mark, player=0)
