"""The payload the referee and the client speak: its namespace and version, every operation and its fields,
the error keys, and `check`, which refuses anything malformed before any other code reads it.

A payload is a JSON object with an `op` field (docs/network.md, "Operations"). `check(body)` returns the body
when every field is present, of its type and within its bounds, and raises `BadRequest(key, message)`
otherwise: not an object, an unknown op, a missing, unknown or mistyped field, an oversize text, an unknown
game. Unknown fields are refused too, so that a field one side expects is never silently dropped by the
other: a new field is a new protocol version (the namespace's `:1`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection
from typing import Any

import rules

NAMESPACE = "urn:spieltisch:proto:1"
ELEMENT = "st"  # the payload's element: <st xmlns="urn:spieltisch:proto:1">{json}</st>
PROTO = 1

MAX_TEXT = 500  # a chat line
MAX_NAME = 40  # a seat's name (rules/session.py keeps 40 characters too)
MAX_ACCOUNT = 200  # a bare address
MAX_MOVE = 400  # a move's notation (the longest Ka-Mel-Oh! fusion is about 120)
MAX_SEATS = 8
MAX_OPTIONS = 20
MAX_CLIENT = 100

# error keys of an answer {"ok": false, "error": KEY, "message": ENGLISH}
BAD_REQUEST = "bad_request"  # malformed: not an object, unknown op, a field missing, mistyped, too long
PROTO_MISMATCH = "proto_mismatch"  # a hello of another protocol version
NO_TABLE = "no_table"  # no table of that id
NOT_A_PLAYER = "not_a_player"  # the sender has no seat at the table (or was not invited)
NOT_YOUR_TURN = "not_your_turn"  # the sender plays a seat of the table, but not the one to move
STALE = "stale"  # the move names an older version (a repeat, a late move): the answer holds the current view
ILLEGAL = "illegal"  # the rules refuse the move: `rule` and `params` are the IllegalMove's key and params
GAME_OVER = "game_over"  # the table's game has ended
NOT_NOW = "not_now"  # the table is not in a state for this (a move before everyone accepted, ...)
TWO_SEATS = "two_seats"  # one account would hold two seats of a hidden-information game (it sees both hands)
UNREACHABLE = "unreachable"  # given by the link: the referee is offline or did not answer in time
ERRORS = (
    BAD_REQUEST,
    PROTO_MISMATCH,
    NO_TABLE,
    NOT_A_PLAYER,
    NOT_YOUR_TURN,
    STALE,
    ILLEGAL,
    GAME_OVER,
    NOT_NOW,
    TWO_SEATS,
    UNREACHABLE,
)

# seat kinds on the wire: a person's account, or an AI played by the referee
PLAYER = "player"
AI_KINDS = ("ai-easy", "ai-medium", "ai-hard")
SEAT_KINDS = (PLAYER, *AI_KINDS)
# a table's status
INVITED, PLAYING, OVER, DECLINED, RESIGNED = "invited", "playing", "over", "declined", "resigned"
STATUSES = (INVITED, PLAYING, OVER, DECLINED, RESIGNED)
SHOWS = ("online", "away", "gone")


class BadRequest(ValueError):
    """A payload that `check` refuses: `key` is the answer's error key, the message says what is wrong."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(message)
        self.key = key
        self.message = message


def bare(address: str) -> str:
    """The bare address of `address` ("alice@host/desk" -> "alice@host"): who sent a stanza, whatever
    the resource (the server authenticated it)."""
    return address.split("/", 1)[0]


def refusal(key: str, message: str, **extra: Any) -> dict[str, Any]:
    """The body of a refusing answer."""
    return {"ok": False, "error": key, "message": message, **extra}


# --------------------------------------------------------------------------- field checks
Check = Callable[[str, Any], None]
_TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,40}")
_ACCOUNT = re.compile(r"[^@\s/]{1,64}@[^@\s/]{1,128}")


def _fail(name: str, what: str) -> BadRequest:
    return BadRequest(BAD_REQUEST, f"field {name!r} {what}")


def _integer(name: str, value: Any, lo: int = 0, hi: int = 1 << 31) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise _fail(name, f"must be a whole number from {lo} to {hi}")


def _text(limit: int, empty: bool = False) -> Check:
    def check(name: str, value: Any) -> None:
        if not isinstance(value, str) or len(value) > limit or (not empty and not value.strip()):
            raise _fail(name, f"must be a text of {'0' if empty else '1'} to {limit} characters")

    return check


def _table(name: str, value: Any) -> None:
    if not isinstance(value, str) or not _TABLE_ID.fullmatch(value):
        raise _fail(name, "must be a table id (letters, digits, - and _)")


def _account(name: str, value: Any) -> None:
    if not isinstance(value, str) or len(value) > MAX_ACCOUNT or not _ACCOUNT.fullmatch(value):
        raise _fail(name, "must be a bare address such as alice@example.org")


def _version(name: str, value: Any) -> None:
    _integer(name, value)


def _game(name: str, value: Any) -> None:
    if not isinstance(value, str) or value not in rules.GAMES:
        raise _fail(name, f"must name a game: {', '.join(sorted(rules.GAMES))}")


def _options(name: str, value: Any) -> None:
    if not isinstance(value, dict) or len(value) > MAX_OPTIONS:
        raise _fail(name, f"must be an object of at most {MAX_OPTIONS} options")
    for key, option in value.items():
        if len(key) > MAX_NAME or not isinstance(option, str | int | float | bool | type(None)):
            raise _fail(name, "holds an option that is not a plain value")
        if isinstance(option, str) and len(option) > MAX_NAME:
            raise _fail(name, "holds an option value that is too long")


def _seats(name: str, value: Any) -> None:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise _fail(name, f"must be a list of 1 to {MAX_SEATS} seats")
    for i, seat in enumerate(value):
        if not isinstance(seat, dict) or seat.get("kind") not in SEAT_KINDS:
            raise _fail(f"{name}[{i}]", f"must be a seat with a kind: {', '.join(SEAT_KINDS)}")
        allowed = {"kind", "name", "account", "presence"}
        if set(seat) - allowed:
            raise _fail(f"{name}[{i}]", f"has unknown fields {sorted(set(seat) - allowed)}")
        _text(MAX_NAME, empty=True)(f"{name}[{i}].name", seat.get("name", ""))
        if seat["kind"] == PLAYER:
            _account(f"{name}[{i}].account", seat.get("account"))
        elif seat.get("account", "") != "":
            raise _fail(f"{name}[{i}].account", "belongs to a player seat only")
        if seat.get("presence", "") not in ("", *SHOWS):
            raise _fail(f"{name}[{i}].presence", f"must be one of {', '.join(SHOWS)}")


def _seat_numbers(name: str, value: Any) -> None:
    if not isinstance(value, list) or len(value) > MAX_SEATS:
        raise _fail(name, "must be a list of seat numbers")
    for seat in value:
        _integer(name, seat, 0, MAX_SEATS - 1)


def _object(name: str, value: Any) -> None:
    if not isinstance(value, dict):
        raise _fail(name, "must be an object")


def _object_or_null(name: str, value: Any) -> None:
    if value is not None:
        _object(name, value)


def _history(name: str, value: Any) -> None:
    if not isinstance(value, list):
        raise _fail(name, "must be a list of [seat, move]")
    for entry in value:
        if not isinstance(entry, list) or len(entry) != 2:
            raise _fail(name, "must be a list of [seat, move]")
        _integer(name, entry[0], 0, MAX_SEATS - 1)
        _text(MAX_MOVE)(name, entry[1])


def _status(name: str, value: Any) -> None:
    if value not in STATUSES:
        raise _fail(name, f"must be one of {', '.join(STATUSES)}")


def _show(name: str, value: Any) -> None:
    if value not in SHOWS:
        raise _fail(name, f"must be one of {', '.join(SHOWS)}")


def _proto(name: str, value: Any) -> None:
    _integer(name, value, 0, 1_000_000)


# --------------------------------------------------------------------------- the operations
# op -> {field: (check, required)}
Fields = dict[str, tuple[Check, bool]]
_TABLE: Fields = {"table": (_table, True)}

# client -> referee: requests (an IQ "set"), each answered
REQUESTS: dict[str, Fields] = {
    "hello": {"proto": (_proto, True), "client": (_text(MAX_CLIENT, empty=True), False)},
    "create": {"game": (_game, True), "options": (_options, False), "seats": (_seats, True)},
    "accept": _TABLE,
    "decline": _TABLE,
    "tables": {},
    "sync": _TABLE,
    "watch": _TABLE,
    "move": {**_TABLE, "version": (_version, True), "move": (_text(MAX_MOVE), True)},
    "resign": _TABLE,
    "say": {**_TABLE, "text": (_text(MAX_TEXT), True)},
}

_VIEW: Fields = {
    **_TABLE,
    "version": (_version, True),
    "game": (_game, True),
    "options": (_options, True),
    "seats": (_seats, True),
    "mine": (_seat_numbers, True),
    "status": (_status, True),
    "state": (_object, True),
    "last": (_object_or_null, True),
    "history": (_history, False),  # only in a sync's answer and the first view: pushes carry `last`
    "outcome": (_object_or_null, True),
}
# referee -> player: pushed messages
PUSHES: dict[str, Fields] = {
    "invite": {
        **_TABLE,
        "game": (_game, True),
        "options": (_options, True),
        "seats": (_seats, True),
        "by": (_account, True),
    },
    "view": _VIEW,
    "your_turn": {**_TABLE, "version": (_version, True), "game": (_game, True)},
    "chat": {
        **_TABLE,
        "account": (_account, True),
        "name": (_text(MAX_NAME, True), True),
        "text": (_text(MAX_TEXT), True),
    },
    "presence": {**_TABLE, "account": (_account, True), "show": (_show, True)},
    "ended": {**_TABLE, "status": (_status, True), "outcome": (_object_or_null, True)},
}
OPS: dict[str, Fields] = {**REQUESTS, **PUSHES}


def check(body: Any, ops: Collection[str] | None = None) -> dict[str, Any]:
    """`body` when it is a well-formed payload of one of `ops` (default: every op); BadRequest otherwise."""
    if not isinstance(body, dict):
        raise BadRequest(BAD_REQUEST, "the payload must be a JSON object")
    op = body.get("op")
    if not isinstance(op, str) or op not in OPS or (ops is not None and op not in ops):
        raise BadRequest(BAD_REQUEST, f"unknown op {str(op)[:40]!r}")
    fields = OPS[op]
    unknown = set(body) - set(fields) - {"op"}
    if unknown:
        raise BadRequest(BAD_REQUEST, f"{op}: unknown fields {sorted(unknown)[:5]}")
    for name, (check_field, required) in fields.items():
        if name in body:
            check_field(name, body[name])
        elif required:
            raise BadRequest(BAD_REQUEST, f"{op}: the field {name!r} is missing")
    return body


def check_answer(body: Any) -> dict[str, Any]:
    """An answer's body: an object with a boolean `ok`; a refusal names a known error key and a message."""
    if not isinstance(body, dict) or not isinstance(body.get("ok"), bool):
        raise BadRequest(BAD_REQUEST, "an answer must be an object with 'ok'")
    if not body["ok"] and (body.get("error") not in ERRORS or not isinstance(body.get("message"), str)):
        raise BadRequest(BAD_REQUEST, "a refusal must name a known error and a message")
    return body
