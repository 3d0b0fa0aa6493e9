"""Down Under's tutorial (issue 15): a guided first game against a scripted Red, thirteen short steps on the
real scene with special scoring on. It teaches laying a card at an open end of one's own path, turning a
card before laying it, why a place is refused (it would join two paths; only end cards outside the play
area), the end card and a finished path, a loop opened by turning a curve, the Billabong laid instead of a
missing curve, and how the score is counted, animals included.

Positions are replays of moves through the rules' public face (`GAME.new`, `GAME.parse_move`,
`GAME.apply`), so every card on the table got there legally; the learner plays Yellow (seat 0). Places to
highlight are cells `(x, y)` (relative to the first card, as in the notation), `("slot", kind)` (that card in
the supply), `"path"` (Yellow's whole path), `("end", i)` (the place at its i-th open end: each framed on its
own, not one frame over the whole path between them) or `("seat", n)` (that
player's row with his score in the banner)."""

from __future__ import annotations

import pygame

from rules.downunder import BILLABONG_MOVE, CURVE, END, GAME, STRAIGHT, TURN, path_of
from scenes.games.tutorial import CONTINUE, Script, Step

from .layout import banner_rows
from .tray import NAME_GAP

OPTIONS = {"animals": True}
PLAYER = 0  # the learner's seat; the others play the scripted replies
KEY = "downunder.tutorial."

# The first cards: Yellow's straight, Red's curve diagonally below it (its grey part lies free).
START = ("straight/kangaroo@(0,0)r0", "curve/emu@(1,1)r90")
# Both players build straight on until the cards span seven rows: the play area (5 x 7) is full that way.
_ANIMALS = ("kangaroo", "emu", "platypus", "rabbit", "kangaroo", "emu", "rabbit")
_ROWS = (0, -1, 1, -2, 2, -3, 3)
BORDER = tuple(
    move
    for i, (animal, row) in enumerate(zip(_ANIMALS, _ROWS, strict=True))
    for move in (f"straight/{animal}@(0,{row})r0", f"straight/{animal}@(1,{row})r0")
)
# Yellow's three curves bend round; Red's path comes from the west, into the cell both Yellow ends face.
LOOP = (
    "curve/kangaroo@(0,0)r90",
    "straight/kangaroo@(-1,1)r90",
    "curve/emu@(1,0)r180",
    "straight/emu@(-2,1)r90",
    "curve/platypus@(1,1)r270",
)
# Red's curve that closes Yellow's loop: a kangaroo, not a rabbit, whose cost without a dingo would take two
# points off Yellow's score before the lesson has said a word about animals (issue 27).
LOOP_REPLY = "curve/kangaroo@(0,1)r180"
# Eighteen curves: Yellow has none left, and his path and Red's face each other across (-3,-2).
_CASE3 = (
    ("curve", "emu", "(0,0)r0"),
    ("curve", "kangaroo", "(-1,1)r0"),
    ("curve", "kangaroo", "(1,0)r180"),
    ("curve", "rabbit", "(0,1)r180"),
    ("curve", "rabbit", "(1,1)r270"),
    ("curve", "emu", "(0,2)r270"),
    ("curve", "platypus", "(0,-1)r180"),
    ("curve", "rabbit", "(-1,2)r90"),
    ("curve", "rabbit", "(-1,-1)r0"),
    ("end", "", "(-1,3)N"),
    ("curve", "dingo", "(-1,-2)r180"),
    ("curve", "platypus", "(-1,0)r180"),
    ("curve", "emu", "(-2,-2)r0"),
    ("curve", "dingo", "(-2,0)r0"),
    ("curve", "platypus", "(-2,-3)r180"),
    ("curve", "kangaroo", "(-2,-1)r180"),
    ("curve", "kangaroo", "(-3,-3)r90"),
    ("curve", "emu", "(-3,-1)r0"),
)
BILLABONG_GAME = tuple(
    f"{kind}/{animal}@{place}" if animal else f"{kind}@{place}" for kind, animal, place in _CASE3
)


def replay(moves: tuple[str, ...]):
    """The position after these moves from the start, each checked by the rules."""
    state = GAME.new(2, OPTIONS)
    for text in moves:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def _position(moves: tuple[str, ...]):
    return lambda: replay(moves)


def _lays(kind: str, cell: tuple[int, int], rot: int | None = None):
    """A step's predicate: a card of this kind at this cell (in this rotation), whatever its animal."""

    def accepts(state, move) -> bool:
        return move.kind == kind and move.cell == cell and (rot is None or move.rot == rot)

    return accepts


def _kind(kind: str):
    return lambda state, move: move.kind == kind


def steps() -> tuple[Step, ...]:
    k = KEY
    return (
        Step(k + "intro", position=_position(START), highlight=((0, 0), (1, 1))),
        Step(
            k + "extend",
            expect=_lays(STRAIGHT, (0, -1)),
            wrong=k + "wrong.extend",
            highlight=((0, -1), ("slot", STRAIGHT)),
            reply=("curve/kangaroo@(1,2)r270",),
        ),
        Step(
            k + "rotate",
            expect=_lays(CURVE, (0, -2), 2),
            wrong=k + "wrong.rotate",
            highlight=((0, -2), ("slot", CURVE)),
            reply=("curve/platypus@(0,2)r0",),
        ),
        Step(k + "refused", expect=_lays(CURVE, (0, 1)), wrong=k + "wrong.refused", highlight=((0, 1),)),
        Step(
            k + "border",
            position=_position(BORDER),
            expect=_kind(END),
            highlight=(("end", 0), ("end", 1), ("slot", END)),
            reply=("end@(1,-4)S",),
        ),
        Step(k + "finished", expect=_kind(END), highlight=(("end", 0), ("end", 1)), reply=("end@(1,4)N",)),
        Step(k + "loop", position=_position(LOOP), highlight=((0, 1),), reply=(LOOP_REPLY,)),
        Step(k + "turn", expect=_kind(TURN), highlight=((0, 0), (1, 0), (1, 1))),
        Step(
            k + "billabong",
            position=_position(BILLABONG_GAME),
            expect=_kind(BILLABONG_MOVE),
            wrong=k + "wrong.billabong",
            highlight=((-3, -2), ("slot", "billabong")),
        ),
        Step(k + "billabong_done", highlight=((-3, -2),)),
        Step(k + "score", highlight=("path", ("seat", 0))),
        Step(k + "animals", highlight=("path", ("seat", 0))),
        Step(k + "end", expect=CONTINUE),
    )


def mark(scene, place) -> pygame.Rect | None:
    """Where a place of this script is on the canvas now (None while it is off the table's view)."""
    table = scene.board_rect.inflate(-12, -12)
    table.height = scene.tray.rect.y - table.y - 4
    if isinstance(place, tuple) and place[0] == "seat":  # a player's row in the banner (his score)
        return banner_rows(scene.banner_rect, len(scene.seats))[place[1]]
    if isinstance(place, tuple) and place[0] == "slot":
        rect = next((s.rect for s in scene.tray.slots if s.key[0] == place[1]), None)
        if rect is None or scene.tray.slide:
            return None
        name = NAME_GAP + scene.app.fonts.get("tiny").get_linesize()  # the card's name under it
        return pygame.Rect(rect.x - 4, rect.y - 4, rect.w + 8, rect.h + name + 4)  # round card and name
    if isinstance(place, tuple) and place[0] == "end":
        ends = path_of(scene.shown, PLAYER).open_ends
        if place[1] >= len(ends):
            return None
        rect = scene.view.cell_rect(ends[place[1]][0])
    elif place == "path":
        cells = path_of(scene.shown, PLAYER).cells
        if not cells:
            return None
        rect = scene.view.cell_rect(cells[0]).unionall([scene.view.cell_rect(c) for c in cells[1:]])
    else:
        rect = scene.view.cell_rect(place)
    if not rect.colliderect(table):
        return None
    return rect.clip(table)


def script() -> Script:
    return Script("downunder", steps(), mark, player=PLAYER, options=OPTIONS, then=OPTIONS)
