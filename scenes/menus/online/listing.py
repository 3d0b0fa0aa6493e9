"""What the lobby lists, read from the client's model (net/client.py): the invitations to answer, then one's
tables, those where it is one's turn first, then those that wait for another (his move, or his answer to
the invitation), then the finished ones; in each group the latest first.

A table's line comes from the newest the client holds of it: its view when the referee sent one at least as
new as the table's summary (a move, a presence), else the summary of the last `tables` answer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from net.client import OnlineClient, SeatInfo
from net.protocol import INVITED, PLAYER, PLAYING
from rules.common import Outcome

# what a row is about, in the order the lobby lists them
INVITATION, MY_TURN, THEIR_TURN, WAITING, OVER = "invitation", "my_turn", "their_turn", "waiting", "over"
ORDER = (INVITATION, MY_TURN, THEIR_TURN, WAITING, OVER)


@dataclass(frozen=True)
class Entry:
    """One row of the lobby."""

    table: str
    game: str
    state: str  # one of ORDER
    status: str  # the table's own status on the wire ("invited", "playing", "over", "declined", "resigned")
    seats: tuple[SeatInfo, ...]
    mine: tuple[int, ...]
    options: dict[str, Any]
    to_move: int | None = None
    by: str = ""  # an invitation's sender, a table's creator
    waiting_for: tuple[str, ...] = ()  # the invited accounts that have not accepted yet
    outcome: Outcome | None = None
    when: float = 0.0  # the last move (or the creation): the latest first in its group

    def others(self) -> list[SeatInfo]:
        """The seats played by someone else (a person elsewhere, or the referee's computer)."""
        return [seat for i, seat in enumerate(self.seats) if i not in self.mine]


def entries(client: OnlineClient) -> list[Entry]:
    """Every row, in the lobby's order."""
    rows = [
        Entry(t, inv.game, INVITATION, INVITED, inv.seats, (), dict(inv.options), by=inv.by)
        for t, inv in client.invitations.items()
    ]
    for table, summary in client.tables.items():
        if table in client.invitations:
            continue
        view = client.views.get(table)
        if view is not None and view.version >= summary.version:
            seats, status, mine, to_move = view.seats, view.status, view.mine, view.to_move
            outcome = view.outcome
        else:
            seats, status, mine, to_move = summary.seats, summary.status, summary.mine, summary.to_move
            outcome = summary.outcome
        waiting = tuple(a for a in summary.invited if a not in summary.accepted)
        state = state_of(status, to_move, mine)
        when = summary.last_move or summary.created
        rows.append(
            Entry(table, summary.game, state, status, seats, mine, dict(summary.options), to_move,
                  summary.creator, waiting, outcome, when)
        )  # fmt: skip
    for table, view in client.views.items():  # a table heard of before the next `tables` answer (created)
        if table not in client.tables and table not in client.invitations:
            state = state_of(view.status, view.to_move, view.mine)
            rows.append(
                Entry(table, view.game, state, view.status, view.seats, view.mine, dict(view.options),
                      view.to_move, outcome=view.outcome)
            )  # fmt: skip
    return sorted(rows, key=lambda e: (ORDER.index(e.state), -e.when, e.table))


def state_of(status: str, to_move: int | None, mine: tuple[int, ...]) -> str:
    if status == INVITED:
        return WAITING
    if status != PLAYING:
        return OVER
    return MY_TURN if to_move in mine else THEIR_TURN


def my_turns(client: OnlineClient) -> set[str]:
    """The tables where it is our turn now."""
    return {e.table for e in entries(client) if e.state == MY_TURN}


def is_person(seat: SeatInfo) -> bool:
    return seat.kind == PLAYER
