"""The referee's core: it alone holds every table's game, checks every request and says what to send.

Transport-free and synchronous: `Referee.handle(incoming)` takes one `Incoming` (net/link.py) and returns
the `Outgoing`s it causes (the answer to a request, then the pushes); `tick()` takes the AI seats' finished
moves and returns their pushes. Whoever drives it (net/driver.py, over any `Link`) delivers them in order.

Trust: the sender is only ever `incoming.sender`, the bare address the server authenticated; a body is
read only after `protocol.check` passed it. A forged (not a player of the table, or not the seat to move),
late or repeated (`version` is not the table's), malformed or illegal request is refused with its error key
and a log line, and nothing else changes. A move is parsed with the game's `parse_move` on the full state
and played with `GameSession.play`, which refuses what the rules refuse.

After every accepted change the table is written to disk first (net/tables.py), then pushed: a `view` to
every account of the table (each its own seat's view, net/payloads.py), a `your_turn` to the account to
move, an `ended` when the game ended. So a referee restarted on the same folder continues every game.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from net import payloads
from net.link import ANSWER, MALFORMED, MESSAGE, PRESENCE, REQUEST, Incoming
from net.protocol import (
    BAD_REQUEST,
    GAME_OVER,
    ILLEGAL,
    INVITED,
    NO_TABLE,
    NOT_A_PLAYER,
    NOT_NOW,
    NOT_YOUR_TURN,
    OVER,
    PLAYER,
    PLAYING,
    PROTO,
    PROTO_MISMATCH,
    REQUESTS,
    RESIGNED,
    STALE,
    TWO_SEATS,
    BadRequest,
    bare,
    check,
    refusal,
)
from net.referee_ai import AiAnswer, AiSeats, ProcessAi, quick_move
from net.tables import DECLINED, Table, TableSeat, TableStore, new_status
from rules.errors import IllegalMove
from rules.session import GameSession

log = logging.getLogger(__name__)

FINISHED_LISTED = 10  # the finished tables a `tables` answer lists besides the running ones


@dataclass(frozen=True)
class Outgoing:
    """What to send: an ANSWER to `request`, a MESSAGE to `to` (with a plain `text` for chat apps), or our
    PRESENCE to `to` ("" for everyone subscribed)."""

    kind: str  # net.link.ANSWER, net.link.MESSAGE, or net.link.PRESENCE (tell `to`, or everyone, we are here)
    to: str
    body: dict[str, Any]
    text: str = ""
    request: Incoming | None = None


class Refused(Exception):
    """A request refused: the answer's error key, message and extra fields."""

    def __init__(self, key: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.key, self.message, self.extra = key, message, extra


@dataclass
class _Work:
    """What one request does: its answer and the pushes it causes."""

    answer: dict[str, Any] = field(default_factory=lambda: {"ok": True})
    pushes: list[Outgoing] = field(default_factory=list)


def release() -> str:
    """The release of Spieltisch running here (the rules' numbers on the wire depend on it)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("spieltisch")
    except PackageNotFoundError:
        return "unknown"


class Referee:
    def __init__(
        self,
        folder: Path | str,
        ai: AiSeats | None = None,
        clock: Callable[[], float] = time.time,
        seeds: Callable[[int], int] = secrets.randbits,
    ) -> None:
        """`folder`: the tables; `ai`: the AI seats (default: a ProcessAi, started when first needed);
        `clock`: the tables' times; `seeds(bits)`: each new game's seed (tests pass a seeded stream)."""
        self.store = TableStore(folder)
        self.tables: dict[str, Table] = self.store.load_all()
        self._ai = ai
        self.clock = clock
        self.seeds = seeds
        self.online: dict[str, str] = {}  # account -> "online" / "away" (absent: gone)
        self.told: set[str] = set()  # accounts we told of our presence since they last went
        self.watchers: dict[str, set[str]] = {}  # table id -> onlookers' accounts
        self.history = payloads.SeenHistory()
        self.asked: set[tuple[str, int]] = set()  # AI moves asked for and not yet played
        self.handled = 0  # requests handled, refused ones included (for the benchmarks)
        self.rescan = True  # look for AI seats to move (at the start, and after a move could not be stored)
        log.info("referee: %d tables read from %s", len(self.tables), self.store.folder)

    @property
    def ai(self) -> AiSeats:
        if self._ai is None:
            self._ai = ProcessAi()
        return self._ai

    def close(self) -> None:
        if self._ai is not None:
            self._ai.close()

    def players(self) -> list[str]:
        """The accounts of every table not ended."""
        return sorted({a for t in self.tables.values() if not t.ended for a in (*t.accounts(), *t.invited)})

    def announcements(self) -> list[Outgoing]:
        """What a referee that (re)starts sends first: its presence to everyone subscribed, and to each player
        of a running table (a directed presence: their clients sync what they may have missed while it was
        away, and the server tells them when it goes)."""
        return [Outgoing(PRESENCE, "", {})] + [self._tell(a) for a in self.players()]

    def _tell(self, account: str) -> Outgoing:
        self.told.add(account)
        return Outgoing(PRESENCE, account, {})

    # ------------------------------------------------------------------ incoming
    def handle(self, incoming: Incoming) -> list[Outgoing]:
        """The answer (for a REQUEST) and the pushes one incoming causes."""
        sender = bare(incoming.sender)
        if incoming.kind == PRESENCE:
            return self._presence(sender, incoming.show)
        if incoming.kind == MALFORMED:
            log.warning("refused a malformed payload from %s: %s", sender, incoming.detail)
            if incoming.ident:
                return [
                    self._answer(incoming, refusal(BAD_REQUEST, f"unreadable payload: {incoming.detail}"))
                ]
            return []
        if incoming.kind == MESSAGE:
            log.info("ignored a message from %s (requests only): %.80s", sender, incoming.body)
            return []
        if incoming.kind != REQUEST:
            return []  # our own STATUS, answers to requests we never make
        self.handled += 1
        pushes: list[Outgoing] = []
        if sender not in self.told:
            # its presence may have come before we were online (the server dropped it): tell it of us, so
            # that the server tells it when we go
            pushes.append(self._tell(sender))
        if sender not in self.online:
            pushes += self._presence(sender, "online")  # a request is a sign of life (after our restart)
        work = self._request(sender, incoming.body)
        return [self._answer(incoming, work.answer), *pushes, *work.pushes]

    def _answer(self, request: Incoming, body: dict[str, Any]) -> Outgoing:
        return Outgoing(ANSWER, bare(request.sender), body, request=request)

    def _request(self, sender: str, body: Any) -> _Work:
        op = body.get("op") if isinstance(body, dict) else None
        try:
            checked = check(body, REQUESTS)
            return getattr(self, f"_op_{checked['op']}")(sender, checked)
        except BadRequest as exc:
            log.warning("refused %s from %s: %s: %s", str(op)[:20], sender, exc.key, exc.message)
            return _Work(refusal(exc.key, exc.message))
        except Refused as exc:
            log.warning("refused %s from %s: %s: %s", op, sender, exc.key, exc.message)
            return _Work(refusal(exc.key, exc.message, **exc.extra))
        except Exception:  # a bug must not stop the referee: the table is read back as it is on disk
            log.exception("could not handle %s from %s", op, sender)
            self._reload(body.get("table") if isinstance(body, dict) else None)
            return _Work(refusal(BAD_REQUEST, "the referee could not handle this request"))

    def _reload(self, table_id: Any) -> None:
        """Read a table back from its file, so that what the referee holds is what it has stored."""
        if isinstance(table_id, str) and table_id in self.tables:
            table = self.store.load(table_id)
            if table is not None:
                self.tables[table_id] = table
                self.history.forget(table_id)

    # ------------------------------------------------------------------ the table a request names
    def _table(self, body: dict[str, Any]) -> Table:
        table = self.tables.get(body["table"])
        if table is None:
            raise Refused(NO_TABLE, f"there is no table {body['table']!r}")
        return table

    def _player_table(self, sender: str, body: dict[str, Any]) -> tuple[Table, list[int]]:
        table = self._table(body)
        mine = table.seats_of(sender)
        if not mine:
            raise Refused(NOT_A_PLAYER, "you do not play at this table")
        return table, mine

    # ------------------------------------------------------------------ operations
    def _op_hello(self, sender: str, body: dict[str, Any]) -> _Work:
        if body["proto"] != PROTO:
            raise Refused(PROTO_MISMATCH, f"this referee speaks protocol {PROTO}", proto=PROTO)
        return _Work({"ok": True, "proto": PROTO, "referee": f"spieltisch {release()}"})

    def _op_create(self, sender: str, body: dict[str, Any]) -> _Work:
        game = rules.GAMES[body["game"]]
        seats = [TableSeat(s["kind"], s.get("name", ""), s.get("account", "")) for s in body["seats"]]
        lo, hi = game.players
        if not lo <= len(seats) <= hi:
            raise Refused(BAD_REQUEST, f"{body['game']} is played by {lo} to {hi} seats")
        accounts = [s.account for s in seats if s.kind == PLAYER]
        if sender not in accounts:
            raise Refused(NOT_A_PLAYER, "the creator of a table plays at it")
        if game.hidden_information and len(set(accounts)) < len(accounts):
            raise Refused(TWO_SEATS, "one account cannot hold two seats of a game with hidden hands")
        try:
            session = GameSession.start(
                body["game"], [s.session_seat() for s in seats], body.get("options"), self.seeds(63)
            )
        except ValueError as exc:
            raise Refused(BAD_REQUEST, str(exc)) from None
        invited = [a for a in dict.fromkeys(accounts) if a != sender]
        now = self.clock()
        table = Table(
            secrets.token_urlsafe(9), sender, seats, invited, [sender], new_status(invited, [sender]),
            session, now, now,
        )  # fmt: skip
        self.store.save(table)
        self.tables[table.id] = table
        log.info("table %s: %s created by %s for %s", table.id, table.game_id, sender, accounts)
        work = _Work({"ok": True, "table": table.id, "status": table.status})
        for account in invited:
            text = payloads.invite_text(table)
            work.pushes.append(Outgoing(MESSAGE, account, payloads.invite_body(table), text))
        if table.status == PLAYING:
            work.pushes += self._after_change(table)
        return work

    def _op_accept(self, sender: str, body: dict[str, Any]) -> _Work:
        table = self._table(body)
        if sender not in table.invited:
            raise Refused(NOT_A_PLAYER, "you are not invited to this table")
        if table.ended:
            raise Refused(GAME_OVER, f"this table has ended ({table.status})")
        if sender in table.accepted:
            return _Work({"ok": True, "table": table.id, "status": table.status})  # a repeat: harmless
        table.accepted.append(sender)
        table.status = new_status(table.invited, table.accepted)
        self.store.save(table)
        work = _Work({"ok": True, "table": table.id, "status": table.status})
        if table.status == PLAYING:
            work.pushes += self._after_change(table)
        return work

    def _op_decline(self, sender: str, body: dict[str, Any]) -> _Work:
        table = self._table(body)
        if sender not in table.invited:
            raise Refused(NOT_A_PLAYER, "you are not invited to this table")
        if table.status != INVITED:
            raise Refused(NOT_NOW, f"the table is {table.status}: only an invitation can be declined")
        table.status = DECLINED
        self.store.save(table)
        return _Work({"ok": True, "table": table.id, "status": table.status}, self._ended(table))

    def _op_tables(self, sender: str, body: dict[str, Any]) -> _Work:
        mine = [t for t in self.tables.values() if table_concerns(t, sender)]
        mine.sort(key=lambda t: t.last_move, reverse=True)
        running = [t for t in mine if not t.ended]
        finished = [t for t in mine if t.ended][:FINISHED_LISTED]
        return _Work({"ok": True, "tables": [payloads.summary(t, sender) for t in running + finished]})

    def _op_sync(self, sender: str, body: dict[str, Any]) -> _Work:
        """The player's view with its whole history, and the table's chat as it is kept (its last lines): a
        client started again, or one that missed pushes, knows only what it heard itself."""
        table, mine = self._player_table(sender, body)
        chat = [payloads.chat_body(table, line) for line in table.chat]
        return _Work({"ok": True, "view": self._view(table, sender, history=True), "chat": chat})

    def _op_watch(self, sender: str, body: dict[str, Any]) -> _Work:
        table = self._table(body)
        if table.seats_of(sender):
            return self._op_sync(sender, body)
        if table.status == INVITED:
            raise Refused(NOT_NOW, "the game has not started")
        try:
            table.session.game.observer_view(table.session.state)
        except NotImplementedError:
            raise Refused(NOT_A_PLAYER, "this game has no view for onlookers") from None
        self.watchers.setdefault(table.id, set()).add(sender)
        return _Work({"ok": True, "view": self._view(table, sender, history=True)})

    def _op_move(self, sender: str, body: dict[str, Any]) -> _Work:
        table, mine = self._player_table(sender, body)
        if table.status == INVITED:
            raise Refused(NOT_NOW, "the game starts when every invited player accepted")
        if table.ended:
            raise Refused(GAME_OVER, f"this game has ended ({table.status})")
        if body["version"] != table.version:
            view = self._view(table, sender, history=True)
            raise Refused(STALE, f"the table is at version {table.version}", version=table.version, view=view)
        session = table.session
        if session.to_move not in mine:
            raise Refused(NOT_YOUR_TURN, "it is another seat's turn")
        try:
            session.play(session.game.parse_move(session.state, body["move"]))
        except IllegalMove as error:
            raise Refused(ILLEGAL, str(error), rule=error.key, params=json_params(error.params)) from None
        return _Work({"ok": True, "version": table.version}, self._moved(table))

    def _op_resign(self, sender: str, body: dict[str, Any]) -> _Work:
        table, mine = self._player_table(sender, body)
        if table.ended:
            raise Refused(GAME_OVER, f"this game has ended ({table.status})")
        table.status, table.resigned = RESIGNED, mine
        self.store.save(table)
        log.info("table %s: %s resigned", table.id, sender)
        return _Work({"ok": True, "table": table.id, "status": table.status}, self._ended(table))

    def _op_say(self, sender: str, body: dict[str, Any]) -> _Work:
        table, mine = self._player_table(sender, body)
        line = table.add_chat(sender, table.seats[mine[0]].name, body["text"])
        self.store.save(table)
        chat = payloads.chat_body(table, line)
        return _Work({"ok": True}, [Outgoing(MESSAGE, a, chat) for a in table.accounts()])

    # ------------------------------------------------------------------ after a change
    def _view(self, table: Table, account: str, history: bool = False) -> dict[str, Any]:
        seat = payloads.viewer_seat(table, account)
        keep = self.history if history else None
        return payloads.view_body(table, seat, table.seats_of(account), self.online, keep)

    def _moved(self, table: Table) -> list[Outgoing]:
        """A move was played: write the table (a failed write takes the move back), then push it."""
        table.last_move = self.clock()
        if table.session.over:
            table.status = OVER
        try:
            self.store.save(table)
        except OSError:
            take_back(table.session)
            table.status = PLAYING
            log.exception("table %s: the move could not be stored and was taken back", table.id)
            raise Refused(NOT_NOW, "the referee could not store the move; send it again") from None
        pushes = self._after_change(table)
        if table.ended:
            pushes += self._ended(table)
        return pushes

    def _after_change(self, table: Table) -> list[Outgoing]:
        """Every account's view (a new view to onlookers too), "your turn" to the account to move, and an AI
        seat asked for its move. Views go only to accounts online (each gets the latest when it comes back,
        `_presence`): the server would keep one per move for an account away; "your turn" goes always."""
        version = table.version
        online = [a for a in table.accounts() if a in self.online]
        pushes = [Outgoing(MESSAGE, a, self._view(table, a, history=version == 0)) for a in online]
        pushes += [
            Outgoing(MESSAGE, a, self._view(table, a)) for a in sorted(self.watchers.get(table.id, ()))
        ]
        if table.status != PLAYING:
            return pushes
        seat = table.session.to_move
        if seat is None:
            return pushes
        mover = table.seats[seat]
        if mover.is_ai:
            self._ask_ai(table, seat)
        else:
            text = payloads.your_turn_text(table, mover.account)
            pushes.append(Outgoing(MESSAGE, mover.account, payloads.your_turn_body(table), text))
        return pushes

    def _ended(self, table: Table) -> list[Outgoing]:
        log.info("table %s ended: %s", table.id, table.status)
        body = payloads.ended_body(table)
        return [Outgoing(MESSAGE, a, body) for a in table.accounts()]

    # ------------------------------------------------------------------ presence
    def _presence(self, account: str, show: str) -> list[Outgoing]:
        """Keep who is online and tell the other players (online) of the account's running tables; an account
        that comes back gets the view of each of them (none was sent while it was away)."""
        back = show != "gone" and account not in self.online
        if show == "gone":
            self.online.pop(account, None)
            self.told.discard(account)  # told again at its next request: it may come back before we hear it
            for watchers in self.watchers.values():
                watchers.discard(account)
        elif self.online.get(account) != show:
            self.online[account] = show
        else:
            return []
        pushes = []
        for table in self.tables.values():
            if table.ended or not table.seats_of(account):
                continue
            body = {"op": "presence", "table": table.id, "account": account, "show": show}
            pushes += [
                Outgoing(MESSAGE, a, body) for a in table.accounts() if a != account and a in self.online
            ]
            if back and table.status == PLAYING:
                pushes.append(Outgoing(MESSAGE, account, self._view(table, account)))
        return pushes

    # ------------------------------------------------------------------ AI seats
    def _ask_ai(self, table: Table, seat: int) -> None:
        key = (table.id, table.version)
        if key in self.asked:
            return
        self.asked.add(key)
        session = table.session
        level = table.seats[seat].kind[3:]
        view = session.game.view(session.state, seat)
        self.ai.ask(key, table.game_id, view, seat, level, ai_seed(session.seed, table.version))

    def tick(self) -> list[Outgoing]:
        """Ask for the AI moves due (after a restart too), play those that arrived; their pushes."""
        if self.rescan:
            self.rescan = False
            for table in self.tables.values():
                seat = table.session.to_move if table.status == PLAYING else None
                if seat is not None and table.seats[seat].is_ai:
                    self._ask_ai(table, seat)
        pushes: list[Outgoing] = []
        if self._ai is None:
            return pushes
        for answer in self.ai.poll():
            pushes += self._ai_move(answer)
        return pushes

    def _ai_move(self, answer: AiAnswer) -> list[Outgoing]:
        self.asked.discard(answer.key)
        table = self.tables.get(answer.key[0])
        if table is None or table.status != PLAYING or table.version != answer.key[1]:
            return []  # the table moved on (a resignation): a stale answer
        session = table.session
        seat = session.to_move
        assert seat is not None
        try:
            if answer.move is None:
                raise IllegalMove(answer.error or "no move")
            session.play(answer.move)
        except IllegalMove as error:
            log.warning("table %s: the AI failed (%s); a quick move instead", table.id, str(error)[-200:])
            view = session.game.view(session.state, seat)
            session.play(quick_move(table.game_id, view, seat, ai_seed(session.seed, table.version)))
        try:
            return self._moved(table)
        except Refused:
            self.rescan = True  # not stored: asked again at the next tick
            return []


def table_concerns(table: Table, account: str) -> bool:
    return bool(table.seats_of(account)) or account in table.invited


def ai_seed(seed: int, version: int) -> int:
    """An AI search's seed, from the table's (which never leaves the referee) and the move's number."""
    return (seed * 1000 + version) % (1 << 63)


def take_back(session: GameSession) -> None:
    """Undo the session's last move (a move that could not be stored)."""
    del session.states[-1], session.moves[-1], session.notations[-1], session.movers[-1]


def json_params(params: dict[str, Any]) -> dict[str, Any]:
    """An IllegalMove's params as JSON: plain values as they are, tuples as lists, anything else as text."""

    def plain(value: Any) -> Any:
        if value is None or isinstance(value, bool | int | float | str):
            return value
        if isinstance(value, tuple | list):
            return [plain(v) for v in value]
        if isinstance(value, dict):
            return {str(k): plain(v) for k, v in value.items()}
        return str(value)

    return {str(k): plain(v) for k, v in params.items()}
