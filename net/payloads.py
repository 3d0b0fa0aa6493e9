"""What the referee sends about a table, built from the table and nothing else: the view of one account
(`view_body`), a table's summary (`summary`), an invitation, "your turn", and the plain texts a chat app
shows.

Every payload about a game is built here from `view(state, seat)` (or the onlooker's view) and the seen
moves (net/seen.py); none reads the full state into a payload, so the seed, the random stream, the deck
order and the other seat's hand never leave the referee.
"""

from __future__ import annotations

from typing import Any

from net.protocol import PLAYER
from net.seen import seen_last, seen_notation, view_of
from net.tables import Table

# the games' names for people reading with any chat app (the game's own words are in the client)
GAME_NAMES = {
    "kamisado": "Kamisado",
    "camelot": "Camelot",
    "downunder": "Down Under",
    "kameloh": "Ka-Mel-Oh!",
}


def game_name(game_id: str) -> str:
    return GAME_NAMES.get(game_id, game_id)


def viewer_seat(table: Table, account: str) -> int | None:
    """The seat whose view `account` gets: its own (the first, for an account that plays several seats of
    an open game at one screen, where every view is the same); None for an onlooker."""
    mine = table.seats_of(account)
    return mine[0] if mine else None


def seats_body(table: Table, online: dict[str, str]) -> list[dict[str, str]]:
    """The seats with their presence: a player's as the referee last heard it, an AI seat always online."""
    out = []
    for seat in table.seats:
        entry = seat.to_json()
        entry["presence"] = online.get(seat.account, "gone") if seat.kind == PLAYER else "online"
        out.append(entry)
    return out


class SeenHistory:
    """Each seat's seen notations of a table's moves, kept as the game goes (a sync of a long game would
    otherwise compute a view and a notation per move again)."""

    def __init__(self) -> None:
        self.kept: dict[tuple[str, int | None], list[list[Any]]] = {}

    def of(self, table: Table, seat: int | None) -> list[list[Any]]:
        session = table.session
        key = (table.id, seat)
        kept = self.kept.setdefault(key, [])
        if len(kept) > table.version:  # the table was replaced by one with fewer moves (never in play)
            kept.clear()
        game = session.game
        for i in range(len(kept), table.version):
            before, move = session.states[i], session.moves[i]
            kept.append([session.movers[i], seen_notation(game, before, move, seat)])
        return [list(entry) for entry in kept]

    def forget(self, table_id: str) -> None:
        for key in [k for k in self.kept if k[0] == table_id]:
            del self.kept[key]


def view_body(
    table: Table,
    seat: int | None,
    mine: list[int],
    online: dict[str, str],
    history: SeenHistory | None = None,
) -> dict[str, Any]:
    """The `view` of `table` for the seat `seat` (None: an onlooker): the game's dump of what that seat may
    know of the position, the last move as it may see it, the table around it; with `history` (a sync's
    answer) every move so far as that seat may read it."""
    session = table.session
    game = session.game
    last = None
    if table.version:
        last = seen_last(game, session.states[-2], session.moves[-1], seat)
    outcome = table.outcome()
    body: dict[str, Any] = {
        "op": "view",
        "table": table.id,
        "version": table.version,
        "game": table.game_id,
        "options": dict(table.options),
        "seats": seats_body(table, online),
        "mine": list(mine),
        "status": table.status,
        "state": game.dump(view_of(game, session.state, seat)),
        "last": last,
        "outcome": None if outcome is None else outcome.to_json(),
    }
    if history is not None:
        body["history"] = history.of(table, seat)
    return body


def summary(table: Table, account: str) -> dict[str, Any]:
    """A table in the caller's list: what it is, who sits at it, where it stands (no position), and how it
    ended (the lobby says who won without a view of the table)."""
    session = table.session
    to_move = session.to_move if table.status == "playing" else None
    outcome = table.outcome()
    return {
        "table": table.id,
        "game": table.game_id,
        "status": table.status,
        "version": table.version,
        "options": dict(table.options),
        "seats": [s.to_json() for s in table.seats],
        "mine": table.seats_of(account),
        "creator": table.creator,
        "invited": list(table.invited),
        "accepted": list(table.accepted),
        "to_move": to_move,
        "created": table.created,
        "last_move": table.last_move,
        "outcome": None if outcome is None else outcome.to_json(),
    }


def invite_body(table: Table) -> dict[str, Any]:
    return {
        "op": "invite",
        "table": table.id,
        "game": table.game_id,
        "options": dict(table.options),
        "seats": [s.to_json() for s in table.seats],
        "by": table.creator,
    }


def invite_text(table: Table) -> str:
    return (
        f"{table.creator} invites you to a game of {game_name(table.game_id)} (table {table.id}). "
        "Open Spieltisch and choose Play online to accept or decline."
    )


def your_turn_body(table: Table) -> dict[str, Any]:
    return {"op": "your_turn", "table": table.id, "version": table.version, "game": table.game_id}


def your_turn_text(table: Table, account: str) -> str:
    others = [s.name or s.account or s.kind for s in table.seats if s.account != account]
    against = f" against {', '.join(others)}" if others else ""
    return f"Your turn in {game_name(table.game_id)}{against} (table {table.id}, move {table.version + 1})."


def chat_body(table: Table, line: dict[str, Any]) -> dict[str, Any]:
    """A chat line of the table (one of `Table.chat`) as the `chat` push."""
    return {
        "op": "chat",
        "table": table.id,
        "account": line["account"],
        "name": line["name"],
        "text": line["text"],
    }


def ended_body(table: Table) -> dict[str, Any]:
    outcome = table.outcome()
    return {
        "op": "ended",
        "table": table.id,
        "status": table.status,
        "outcome": None if outcome is None else outcome.to_json(),
    }
