"""The client's model of network play: the tables, each table's latest view, invitations, chat, presence.

`OnlineClient(link, referee)` is polled once a frame (`poll()`, which never blocks) and says what changed as
`ClientEvent`s; its methods send requests and return at once. It trusts only what comes from the referee's
address, checks every payload with the protocol, and never applies a move itself: `move` sends the move's
notation and remembers it is pending; the position changes when the referee's `view` arrives (a view older
than the one held is ignored). After the link reconnects it says hello again and syncs every table it knows.

What a view holds (`TableView`): the game's own state loaded from the referee's dump of `view(state, seat)`,
the last move as this seat may know it (`LastMove`: mover, move object, notation, effects), the position
before it when the client held it (to animate), the seen history of notations and the outcome.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field, replace
from typing import Any

import rules
from net.link import ANSWER, MESSAGE, PRESENCE, STATUS, Incoming, Link
from net.protocol import (
    INVITED,
    MAX_TEXT,
    PLAYER,
    PLAYING,
    PROTO,
    PUSHES,
    STALE,
    BadRequest,
    bare,
    check,
    check_answer,
)
from net.seen import LastMove, decode_last
from rules.common import Outcome
from rules.errors import InvalidState

log = logging.getLogger(__name__)

# ClientEvent kinds
VIEW = "view"  # a table's view changed (`table`; `detail["view"]`: this TableView, when several came at once)
INVITE = "invite"  # an invitation arrived (`table`; client.invitations holds it)
CHAT = "chat"  # a chat line arrived (`table`, `message` = its text; client.chat holds it)
PRESENCE_CHANGED = "presence"  # a player of a table (or, with no table, the referee) is online/away/gone
# (`detail`: account, show)
REFUSED = "refused"  # a request was refused (`error` key, `message`, `op`, `detail`: rule and params ...)
CREATED = "created"  # our table was created (`table`, `detail`: status)
TABLES = "tables"  # client.tables was refreshed
STATUS_CHANGED = "status"  # our connection (`message`: "connected", "disconnected", "failed")
ENDED = "ended"  # a table's game ended (`table`, `detail`: status, outcome)
EVENT_KINDS = (VIEW, INVITE, CHAT, PRESENCE_CHANGED, REFUSED, CREATED, TABLES, STATUS_CHANGED, ENDED)
_TRANSPORT_ERRORS = (BadRequest, InvalidState, KeyError, TypeError, ValueError, IndexError, AttributeError)


@dataclass(frozen=True)
class ClientEvent:
    kind: str
    table: str = ""
    error: str = ""
    message: str = ""
    op: str = ""
    detail: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class SeatInfo:
    kind: str  # "player" or "ai-easy" / "ai-medium" / "ai-hard"
    name: str
    account: str = ""
    presence: str = ""  # "online", "away", "gone" ("" where the referee did not say)


@dataclass(frozen=True)
class TableView:
    table: str
    game: str
    version: int
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    mine: tuple[int, ...]  # the seats this account plays (empty: an onlooker)
    status: str  # "invited", "playing", "over", "declined", "resigned"
    state: Any  # the game's state as this seat may know it
    last: LastMove | None
    history: tuple[tuple[int, str], ...] | None  # (seat, seen notation) per move; None: not known yet
    outcome: Outcome | None
    before: Any = None  # the state before `last`, when this client held it (for the animation)

    @property
    def to_move(self) -> int | None:
        return rules.GAMES[self.game].to_move(self.state) if self.status == PLAYING else None

    @property
    def my_turn(self) -> bool:
        return self.to_move in self.mine


@dataclass(frozen=True)
class TableSummary:
    table: str
    game: str
    status: str
    version: int
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    mine: tuple[int, ...]
    creator: str
    invited: tuple[str, ...]
    accepted: tuple[str, ...]
    to_move: int | None
    created: float
    last_move: float
    outcome: Outcome | None = (
        None  # how a finished table ended (None while it runs, or from an older referee)
    )


@dataclass(frozen=True)
class Invitation:
    table: str
    game: str
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    by: str


@dataclass(frozen=True)
class ChatLine:
    account: str
    name: str
    text: str


def _seats(raw: list[dict[str, Any]]) -> tuple[SeatInfo, ...]:
    return tuple(
        SeatInfo(s["kind"], s.get("name", ""), s.get("account", ""), s.get("presence", "")) for s in raw
    )


def outcome_of(raw: dict[str, Any] | None) -> Outcome | None:
    """An outcome as the wire has it (a view's, a summary's, an `ended` push's), None for none."""
    if raw is None:
        return None
    return Outcome(tuple(raw["winners"]), tuple(raw["scores"]), str(raw["reason"]))


class OnlineClient:
    def __init__(self, link: Link, referee: str, client: str = "spieltisch") -> None:
        self.link = link
        self.referee = bare(referee)
        self.client = client
        self.connected = False
        self.lost = False  # the link was disconnected since it was last connected
        self.referee_release = ""  # what the referee's hello said it runs
        self.referee_here: bool | None = None  # the referee's presence as last heard (None: not yet)
        self.tables: dict[str, TableSummary] = {}
        self.views: dict[str, TableView] = {}
        self.chat: dict[str, list[ChatLine]] = {}
        self.invitations: dict[str, Invitation] = {}
        self.pending_moves: dict[str, tuple[int, str]] = {}  # table -> (version, notation) sent, unanswered
        self.requests: dict[str, tuple[str, str]] = {}  # request ident -> (op, table)
        self.syncing: set[str] = set()  # tables with a sync on its way

    # ------------------------------------------------------------------ requests
    def _ask(self, op: str, table: str = "", **fields: Any) -> str:
        body = {"op": op, **({"table": table} if table else {}), **fields}
        ident = self.link.request(self.referee, body)
        self.requests[ident] = (op, table)
        return ident

    def hello(self) -> str:
        """Say who we are and tell the referee we are here (a directed presence: the server tells it when
        we go)."""
        self.link.set_presence("online", to=self.referee)
        return self._ask("hello", proto=PROTO, client=self.client)

    def create(self, game: str, options: dict[str, Any] | None, seats: list[dict[str, Any]]) -> str:
        """A new table; `seats` as the protocol has them: {"kind": "player", "account", "name"} or
        {"kind": "ai-easy", "name"}. The answer comes as a CREATED event (or REFUSED)."""
        return self._ask("create", game=game, options=dict(options or {}), seats=list(seats))

    def accept(self, table: str) -> str:
        return self._ask("accept", table)

    def decline(self, table: str) -> str:
        return self._ask("decline", table)

    def refresh_tables(self) -> str:
        return self._ask("tables")

    def sync(self, table: str) -> str:
        self.syncing.add(table)
        return self._ask("sync", table)

    def watch(self, table: str) -> str:
        """Look on at a table one does not play (the view of no seat)."""
        self.syncing.add(table)
        return self._ask("watch", table)

    def move(self, table: str, move: Any) -> str:
        """Send `move` (a move of the table's view) for the seat to move; "" if a move is already on its way
        or there is no view to play on. The view changes only when the referee's answer comes."""
        view = self.views.get(table)
        if view is None or table in self.pending_moves:
            return ""
        notation = rules.GAMES[view.game].notation(view.state, move)
        self.pending_moves[table] = (view.version, notation)
        return self._ask("move", table, version=view.version, move=notation)

    def say(self, table: str, text: str) -> str:
        return self._ask("say", table, text=text.strip()[:MAX_TEXT])

    def resign(self, table: str) -> str:
        return self._ask("resign", table)

    def is_pending(self, table: str) -> bool:
        return table in self.pending_moves

    # ------------------------------------------------------------------ what arrived
    def poll(self) -> list[ClientEvent]:
        """What changed since the last call (never blocks)."""
        events: list[ClientEvent] = []
        for incoming in self.link.poll():
            try:
                events += self._take(incoming)
            except _TRANSPORT_ERRORS as exc:
                log.warning("dropped a payload from %s: %s: %s", incoming.sender, type(exc).__name__, exc)
        return events

    def _take(self, incoming: Incoming) -> list[ClientEvent]:
        if incoming.kind == STATUS:
            return self._status(incoming.show)
        if bare(incoming.sender) != self.referee:
            if incoming.kind in (MESSAGE, ANSWER):
                log.warning("ignored a payload from %s (not the referee)", incoming.sender)
            return []
        if incoming.kind == MESSAGE:
            return self._push(check(incoming.body, PUSHES))
        if incoming.kind == ANSWER:
            op, table = self.requests.pop(incoming.ident, ("", ""))
            return self._answer(op, table, check_answer(incoming.body)) if op else []
        if incoming.kind == PRESENCE:
            return self._referee_presence(incoming.show)
        return []

    def _referee_presence(self, show: str) -> list[ClientEvent]:
        """The referee went, or came (back): after it was away, what it sent meanwhile may be lost (it may
        have died between storing a move and pushing it), so every table is synced again."""
        came_back = show != "gone" and self.referee_here is not True
        self.referee_here = show != "gone"
        if came_back and self.connected and (self.views or self.tables):
            self._resync()
        return [ClientEvent(PRESENCE_CHANGED, detail={"account": self.referee, "show": show})]

    def _resync(self) -> None:
        self.hello()
        self.refresh_tables()
        for table in list(self.views):
            self.sync(table)

    def _status(self, show: str) -> list[ClientEvent]:
        event = ClientEvent(STATUS_CHANGED, message=show)
        if show != "connected":
            self.lost = self.lost or self.connected
            self.connected = False
            self.pending_moves.clear()  # their answers will not come; a sync tells what happened
            self.requests.clear()
            self.syncing.clear()
            return [event]
        self.connected = True
        if self.lost:
            self.lost = False
            self._resync()
        return [event]

    # ------------------------------------------------------------------ pushes
    def _push(self, body: dict[str, Any]) -> list[ClientEvent]:
        op, table = body["op"], body["table"]
        if op == "view":
            return self._view(body)
        if op == "invite":
            seats = _seats(body["seats"])
            self.invitations[table] = Invitation(table, body["game"], body["options"], seats, body["by"])
            return [ClientEvent(INVITE, table)]
        if op == "your_turn":
            held = self.views.get(table)
            if (held is None or held.version < body["version"]) and table not in self.syncing:
                self.sync(table)  # the view was lost on the way: ask for it
            return []
        if op == "chat":
            self.chat.setdefault(table, []).append(ChatLine(body["account"], body["name"], body["text"]))
            return [ClientEvent(CHAT, table, message=body["text"], detail={"account": body["account"]})]
        if op == "presence":
            self._presence(table, body["account"], body["show"])
            return [
                ClientEvent(
                    PRESENCE_CHANGED, table, detail={"account": body["account"], "show": body["show"]}
                )
            ]
        # ended
        held = self.views.get(table)
        if held is not None:
            self.views[table] = replace(held, status=body["status"], outcome=outcome_of(body["outcome"]))
        self.invitations.pop(table, None)
        return [ClientEvent(ENDED, table, detail={"status": body["status"], "outcome": body["outcome"]})]

    def _presence(self, table: str, account: str, show: str) -> None:
        held = self.views.get(table)
        if held is not None:
            seats = tuple(replace(s, presence=show) if s.account == account else s for s in held.seats)
            self.views[table] = replace(held, seats=seats)

    def _view(self, body: dict[str, Any]) -> list[ClientEvent]:
        table, version = body["table"], body["version"]
        held = self.views.get(table)
        if held is not None and version < held.version:
            return []  # older than what we hold: it came late
        game = rules.GAMES[body["game"]]
        last = decode_last(body["game"], body["last"])
        history, before = self._continued(held, body, last)
        view = TableView(
            table,
            body["game"],
            version,
            dict(body["options"]),
            _seats(body["seats"]),
            tuple(body["mine"]),
            body["status"],
            game.load(body["state"]),
            last,
            history,
            outcome_of(body["outcome"]),
            before,
        )
        self.views[table] = view
        if "history" in body:
            self.syncing.discard(table)
        pending = self.pending_moves.get(table)
        if pending is not None and pending[0] < version:
            del self.pending_moves[table]
        if view.status != INVITED:
            self.invitations.pop(table, None)
        if history is None and table not in self.syncing:
            self.sync(table)  # a view was missed: ask for the whole history
        return [ClientEvent(VIEW, table, detail={"view": view})]

    def _continued(
        self, held: TableView | None, body: dict[str, Any], last: LastMove | None
    ) -> tuple[tuple[tuple[int, str], ...] | None, Any]:
        """The history and the position before the last move: from the body, or from the view held when
        the new one follows it."""
        version = body["version"]
        if "history" in body:
            history: tuple[tuple[int, str], ...] | None = tuple((s, m) for s, m in body["history"])
        elif held is not None and held.history is not None and held.version == version - 1 and last:
            history = (*held.history, (last.seat, last.notation))
        elif held is not None and held.version == version:
            history = held.history
        else:
            history = None
        if held is not None and held.version == version - 1:
            return history, held.state
        return history, held.before if held is not None and held.version == version else None

    # ------------------------------------------------------------------ answers
    def _answer(self, op: str, table: str, body: dict[str, Any]) -> list[ClientEvent]:
        if not body["ok"]:
            return self._refused(op, table, body)
        if op == "hello":
            self.referee_release = str(body.get("referee", ""))
            return []
        if op == "create":
            return [ClientEvent(CREATED, body["table"], detail={"status": body["status"]})]
        if op == "tables":
            return self._tables(body["tables"])
        if op in ("sync", "watch"):
            if isinstance(
                body.get("chat"), list
            ):  # a player's sync: the table's chat as the referee keeps it
                self._chat_kept(table, body["chat"])
            return self._view(check(body["view"], PUSHES))
        if op in ("accept", "decline"):
            self.invitations.pop(table, None)
        return []

    def _chat_kept(self, table: str, raw: list[Any]) -> None:
        """The table's chat lines from a sync's answer, in place of those heard (a line that is no chat push
        of this table is left out and logged, the rest kept)."""
        lines = []
        for item in raw:
            try:
                line = check(item, PUSHES)
            except BadRequest as exc:
                log.warning("left out a chat line of %s: %s", table, exc)
                continue
            if line["op"] == "chat" and line["table"] == table:
                lines.append(ChatLine(line["account"], line["name"], line["text"]))
        self.chat[table] = lines

    def _refused(self, op: str, table: str, body: dict[str, Any]) -> list[ClientEvent]:
        if op == "move":
            self.pending_moves.pop(table, None)
        if op in ("sync", "watch"):
            self.syncing.discard(table)
        events = []
        if body["error"] == STALE and isinstance(body.get("view"), dict):
            events += self._view(check(body["view"], PUSHES))
        detail = {k: v for k, v in body.items() if k not in ("ok", "error", "message", "view")}
        return [ClientEvent(REFUSED, table, body["error"], body["message"], op, detail), *events]

    def _tables(self, raw: list[dict[str, Any]]) -> list[ClientEvent]:
        tables = {}
        me = self.link.address
        for t in raw:
            summary = TableSummary(
                t["table"], t["game"], t["status"], int(t["version"]), dict(t["options"]), _seats(t["seats"]),
                tuple(t["mine"]),
                t["creator"], tuple(t["invited"]), tuple(t["accepted"]), t["to_move"],
                float(t["created"]), float(t["last_move"]), outcome_of(t.get("outcome")),
            )  # fmt: skip
            tables[summary.table] = summary
            if summary.status == INVITED and me in summary.invited and me not in summary.accepted:
                self.invitations.setdefault(
                    summary.table,
                    Invitation(summary.table, summary.game, summary.options, summary.seats, summary.creator),
                )
        self.tables = tables
        return [ClientEvent(TABLES)]


def player_seat(account: str, name: str = "") -> dict[str, str]:
    """A seat of a person's account, as `OnlineClient.create` takes it."""
    return {"kind": PLAYER, "account": bare(account), "name": name}


def ai_seat(level: str, name: str = "") -> dict[str, str]:
    """A seat the referee's AI plays at `level` ("easy", "medium", "hard")."""
    return {"kind": f"ai-{level}", "name": name}
