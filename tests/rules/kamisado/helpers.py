"""Composing Kamisado positions for the rule tests."""

from __future__ import annotations

from rules.kamisado import GAME, KamisadoMove, KamisadoState
from rules.kamisado.board import square
from rules.kamisado.state import MOVE, PASS, PUSH


def pos(text: str) -> KamisadoState:
    """A position from the design note's position text (indentation is ignored)."""
    return GAME.from_text("\n".join(line.strip() for line in text.strip().splitlines()))


def play(state: KamisadoState, *moves: str) -> KamisadoState:
    """Apply moves given in notation ("d1-d7", "pass", "fill-left"), each checked to be legal."""
    for text in moves:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def targets(state: KamisadoState) -> set[str]:
    """The squares the tower to move can reach, as names; pushes marked "push:d5", a pass as "pass"."""
    out = set()
    for m in GAME.legal_moves(state):
        if m.kind == MOVE:
            out.add(GAME.notation(state, m).split("-")[1])
        elif m.kind == PUSH:
            out.add("push:" + GAME.notation(state, m).split("-")[1])
        elif m.kind == PASS:
            out.add("pass")
    return out


def mv(frm: str, to: str, kind: str = MOVE) -> KamisadoMove:
    return KamisadoMove(kind, square(frm), square(to))


def at(state: KamisadoState, name: str) -> str | None:
    """ "white red" for the tower on a square, None if it is empty."""
    sq = square(name)
    if sq not in state.towers:
        return None
    t = state.towers.index(sq)
    return (
        ("black", "white")[t >> 3]
        + " "
        + ("brown", "green", "red", "yellow", "pink", "purple", "blue", "orange")[t & 7]
    )
