"""The scene's session at an online table, made of the referee's views (net/client.py's `TableView`).

The client holds no game: only what the referee showed this account, one view per version. So the session
of the scene is the views this screen saw, in order: a view one version on from the one shown is a move
(`Told`: the move as this seat may know it, its notation, the view after it, the mover, what it did), and
anything else is shown at once (`fill`). A table opened mid-game knows no earlier position: for a game
without hidden information whose start needs no secret (Kamisado, Camelot) the referee's history is
replayed from the start (and checked against its view); otherwise the earlier moves are listed by their
notation (`GameScene.rows_before`) and the session starts at the view.

Seats: a seat this account plays at this screen is "human", one of the referee's AI keeps its level, and
every other is "remote" (rules/session.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import rules
from rules.errors import IllegalMove
from rules.session import REMOTE, GameSession, Seat


@dataclass(frozen=True)
class Told:
    """A move as the referee told it to this seat, ready for `GameScene.show_move`."""

    move: Any
    notation: str
    after: Any
    mover: int
    effects: list  # Ka-Mel-Oh!'s seen events ([] for a game that animates from the states)


def seats_of(view: Any) -> list[Seat]:
    """The view's seats as the scene's: this account's are played here, the referee's AI keep their level,
    the rest are remote."""
    mine = set(view.mine)
    seats = []
    for i, seat in enumerate(view.seats):
        if i in mine:
            kind = "human"
        elif str(seat.kind).startswith("ai-"):
            kind = seat.kind
        else:
            kind = REMOTE
        seats.append(Seat(kind, seat.name))
    return seats


def replayed(view: Any) -> GameSession | None:
    """The whole game from its start, replayed from the view's history, when the rules can do it here (a
    game without hidden information whose start is the same for every seed) and it leads to the view's
    position; None otherwise."""
    game = rules.GAMES[view.game]
    history = list(view.history or ())
    if game.hidden_information or len(history) != view.version:
        return None
    seats = seats_of(view)
    try:
        session = GameSession.start(view.game, seats, dict(view.options or {}), 0)
        if session.state != game.new(len(seats), dict(view.options or {}), seed=1):
            return None  # the start depends on the seed, which never leaves the referee
        for seat, notation in history:
            move = game.parse_move(session.state, notation)
            if session.to_move != seat:
                return None
            session.play(move)
    except (IllegalMove, ValueError, TypeError, KeyError):
        return None
    return session if session.state == view.state else None


def fill(session: GameSession, view: Any) -> list[tuple[int, str]]:
    """Make `session` (the scene's, changed in place: a scene may keep the object) the view's game: replayed
    from the start where the rules can, else its one position. Returns the rows the move list shows before
    the session's first position (mover, notation)."""
    whole = replayed(view)
    session.seats[:] = seats_of(view)
    session.options = dict(view.options or {})
    if whole is not None:
        session.states[:] = whole.states
        session.moves[:] = whole.moves
        session.notations[:] = whole.notations
        session.movers[:] = whole.movers
        return []
    session.states[:] = [view.state]
    del session.moves[:], session.notations[:], session.movers[:]
    return [(int(seat), str(notation)) for seat, notation in (view.history or ())]


def new_session(view: Any) -> tuple[GameSession, list[tuple[int, str]]]:
    """A session of the view's game (`fill`) and the rows before its first position."""
    session = GameSession(view.game, seats_of(view), dict(view.options or {}), 0, [view.state])
    return session, fill(session, view)


def told_move(view: Any, before: Any) -> Told | None:
    """The view's last move, when it leads from `before` (the position shown, one version older) to the view:
    the move as the referee sent it, else parsed from its notation on `before`; None when it cannot be known
    here (the view is then shown at once)."""
    last = view.last
    if last is None:
        return None
    game = rules.GAMES[view.game]
    move = last.move
    if move is None:
        try:
            move = game.parse_move(before, last.notation)
        except (IllegalMove, ValueError, TypeError):
            return None
    # what the move did as this seat may see it: Ka-Mel-Oh!'s events (none for an attack still to be answered),
    # [] for the games that animate from the states
    return Told(move, last.notation, view.state, int(last.seat), list(last.effects))
