"""Camelot as text: WCF move notation, the position text of the design note, and dump/load.

Position text (../shared/design/camelot.md), one `key: value` line each:
    turn: white
    white knights: C6 D7 I7 J6
    white men: D6 E6 F6 G6 H6 I6 E7 F7 G7 H7
    black knights: ...
    black men: ...
    castle moves: white 0, black 0          (optional)
    must leave castle: none                 (optional)
`must leave castle` names the castle square whose piece has to leave on its owner's next turn. The note
allows one square; we also accept two (one per castle), because right after White jumps into F1 and
Black answers by jumping into F16, both duties are pending.
"""

from __future__ import annotations

import re
from typing import Any

from rules.camelot.board import (
    BY_NAME,
    CASTLES,
    CODE,
    EMPTY_BOARD,
    KIND_OF,
    KNIGHT,
    MAN,
    NAME,
    SEAT_OF,
    SQUARES,
    board_from_pieces,
)
from rules.camelot.movegen import Move, path_text
from rules.camelot.play import QUIET_LIMIT, moves_by_path, path_refusal, raw_paths, status
from rules.camelot.refusals import refuse
from rules.camelot.state import SEAT_NAMES, State
from rules.common import check_header, field_of
from rules.errors import InvalidState

FORMAT = 1
GAME_ID = "camelot"


# --------------------------------------------------------------------------- notation
def notation(move: Move) -> str:
    return path_text(move.path, len(move.captures))


_SQUARE = r"[A-La-l](?:1[0-6]|[1-9])"
_MOVE_RE = re.compile(rf"\s*({_SQUARE})((?:\s*[-xX:]\s*{_SQUARE})+)\s*$")
_STEP_RE = re.compile(rf"\s*([-xX:])\s*({_SQUARE})")


def parse_move(state: State, text: Any) -> Move:
    """The canonical move of any legal path written in WCF notation; IllegalMove otherwise."""
    if not isinstance(text, str):
        raise refuse("unreadable", text=repr(text)[:40])
    match = _MOVE_RE.match(text)
    if not match:
        raise refuse("unreadable", text=text.strip()[:40])
    names = [match.group(1).upper()]
    seps = []
    for sep, name in _STEP_RE.findall(match.group(2)):
        seps.append("x" if sep in "xX:" else "-")
        names.append(name.upper())
    squares = []
    for name in names:
        if name not in BY_NAME:
            raise refuse("no-square", name=name[:8])
        squares.append(BY_NAME[name])
    path = tuple(squares)
    if status(state) is not None:
        raise refuse("game-over")
    move = moves_by_path(state).get(path)
    if move is None:
        raise path_refusal(state, path)
    n_caps = _captures_of_path(state, path)
    written = "".join(seps)
    wanted = path_text(path, n_caps)
    if written != "".join(c for c in wanted if c in "-x"):
        raise refuse("written-as", move=text.strip()[:40], written=wanted)
    return move


def _captures_of_path(state: State, path: tuple[int, ...]) -> int:
    for p, caps in raw_paths(state):
        if p == path:
            return len(caps)
    return 0


# --------------------------------------------------------------------------- position text
_LIST_KEYS = {
    "white knights": (0, KNIGHT),
    "white men": (0, MAN),
    "black knights": (1, KNIGHT),
    "black men": (1, MAN),
}


def to_text(state: State) -> str:
    lines = [f"turn: {SEAT_NAMES[state.turn]}"]
    for key, (seat, kind) in _LIST_KEYS.items():
        code = CODE[(seat, kind)]
        names = [NAME[sq] for sq in SQUARES if state.board[sq] == code]
        lines.append(f"{key}: {' '.join(names)}".rstrip())
    lines.append(f"castle moves: white {state.castle_moves[0]}, black {state.castle_moves[1]}")
    duties = [NAME[sq] for sq in state.must_leave if sq >= 0]
    lines.append(f"must leave castle: {' '.join(duties) or 'none'}")
    return "\n".join(lines) + "\n"


def from_text(text: str) -> State:
    if not isinstance(text, str):
        raise InvalidState("a position text must be a string")
    seen: dict[str, tuple[int, str]] = {}  # key -> (line number, value)
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line:
            continue
        if ":" not in line:
            raise InvalidState(f"line {number} ({line!r}) is not 'key: value'")
        key, value = (part.strip() for part in line.split(":", 1))
        key = key.lower()
        if key not in ("turn", "castle moves", "must leave castle", *_LIST_KEYS):
            raise InvalidState(f"line {number}: unknown key {key!r}")
        if key in seen:
            raise InvalidState(f"line {number}: {key!r} is given twice")
        seen[key] = (number, value)
    for key in ("turn", *_LIST_KEYS):
        if key not in seen:
            raise InvalidState(f"the position lacks the line '{key}:'")
    number, turn_text = seen["turn"]
    if turn_text.lower() not in SEAT_NAMES:
        raise InvalidState(f"line {number}: turn {turn_text!r} must be white or black")
    pieces: dict[int, int] = {}
    for key, piece in _LIST_KEYS.items():
        number, value = seen[key]
        for name in value.replace(",", " ").split():
            sq = BY_NAME.get(name.upper())
            if sq is None:
                raise InvalidState(f"line {number}: {key}: {name} is not a square of the board")
            if sq in pieces:
                raise InvalidState(f"line {number}: {key}: {name.upper()} is used twice")
            pieces[sq] = CODE[piece]
    board = board_from_pieces(pieces)
    castle_moves, must_leave = (0, 0), (-1, -1)
    try:
        if "castle moves" in seen:
            number, value = seen["castle moves"]
            castle_moves = _castle_moves(value)
        if "must leave castle" in seen:
            number, value = seen["must leave castle"]
            must_leave = _duties(value, board)
    except InvalidState as exc:
        raise InvalidState(f"line {number}: {exc}") from None
    return State(board, SEAT_NAMES.index(turn_text.lower()), castle_moves, must_leave, 0, ())


def _castle_moves(value: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*white\s+(\d+)\s*,?\s*black\s+(\d+)\s*", value, re.IGNORECASE)
    if not match:
        raise InvalidState(f"castle moves: {value!r} must read 'white N, black N'")
    counts = (int(match.group(1)), int(match.group(2)))
    if max(counts) > 2:
        raise InvalidState("castle moves: each side makes at most 2")
    return counts


def _duties(value: str, board: bytes) -> tuple[int, int]:
    duties = [-1, -1]
    if value.strip().lower() == "none":
        return (-1, -1)
    for name in value.replace(",", " ").split():
        sq = BY_NAME.get(name.upper())
        if sq is None or not any(sq in c for c in CASTLES):
            raise InvalidState(f"must leave castle: {name} is not a castle square")
        seat = 0 if sq in CASTLES[0] else 1
        if SEAT_OF[board[sq]] != seat:
            raise InvalidState(f"must leave castle: no {SEAT_NAMES[seat]} piece stands on {name.upper()}")
        if duties[seat] >= 0:
            raise InvalidState(f"must leave castle: two squares of the {SEAT_NAMES[seat]} castle")
        duties[seat] = sq
    return (duties[0], duties[1])


# --------------------------------------------------------------------------- dump / load
_CHAR = {0: ".", 1: "m", 2: "k", 3: "M", 4: "K"}
_FROM_CHAR = {c: code for code, c in _CHAR.items()}


def _key_text(key: bytes) -> str:
    """A repetition key as text: 160 cells in board order (. m k M K), then turn, castle counts, duties."""
    return "".join(_CHAR[key[sq]] for sq in SQUARES) + "".join(str(v) for v in key[len(EMPTY_BOARD) :])


def _key_from_text(text: Any) -> bytes:
    if not isinstance(text, str) or len(text) != len(SQUARES) + 5:
        raise InvalidState("history entries must be position strings of 165 characters")
    cells = bytearray(EMPTY_BOARD)
    for sq, ch in zip(SQUARES, text, strict=False):
        if ch not in _FROM_CHAR:
            raise InvalidState(f"history entry has the unknown cell {ch!r}")
        cells[sq] = _FROM_CHAR[ch]
    tail = text[len(SQUARES) :]
    limits = (1, 2, 2, 2, 2)
    if not all(ch.isdigit() and int(ch) <= lim for ch, lim in zip(tail, limits, strict=True)):
        raise InvalidState("history entry has a malformed tail")
    return bytes(cells) + bytes(int(ch) for ch in tail)


def dump(state: State) -> dict:
    lists = {key.replace(" ", "_"): [] for key in _LIST_KEYS}
    for sq in SQUARES:
        code = state.board[sq]
        if SEAT_OF[code] >= 0:
            key = f"{SEAT_NAMES[SEAT_OF[code]]}_{'knights' if KIND_OF[code] == KNIGHT else 'men'}"
            lists[key].append(NAME[sq])
    return {
        "game": GAME_ID,
        "format": FORMAT,
        "turn": state.turn,
        **lists,
        "castle_moves": list(state.castle_moves),
        "must_leave": [NAME[sq] if sq >= 0 else None for sq in state.must_leave],
        "quiet": state.quiet,
        "history": [_key_text(k) for k in state.history],
    }


def load(data: Any) -> State:
    data = check_header(data, GAME_ID, FORMAT)
    turn = field_of(data, "turn", int)
    if turn not in (0, 1):
        raise InvalidState("turn must be 0 (white) or 1 (black)")
    pieces: dict[int, int] = {}
    for key, piece in _LIST_KEYS.items():
        field = key.replace(" ", "_")
        for name in field_of(data, field, list):
            sq = BY_NAME.get(name) if isinstance(name, str) else None
            if sq is None:
                raise InvalidState(f"{field}: {name!r} is not a square")
            if sq in pieces:
                raise InvalidState(f"{field}: {name} is used twice")
            pieces[sq] = CODE[piece]
    board = board_from_pieces(pieces)
    counts = field_of(data, "castle_moves", list)
    if len(counts) != 2 or not all(type(c) is int and 0 <= c <= 2 for c in counts):
        raise InvalidState("castle_moves must be two numbers from 0 to 2")
    duties_raw = field_of(data, "must_leave", list)
    if len(duties_raw) != 2 or not all(d is None or isinstance(d, str) for d in duties_raw):
        raise InvalidState("must_leave must be two squares or nulls")
    must_leave = _duties(" ".join(d for d in duties_raw if d) or "none", board)
    for seat in (0, 1):
        given = duties_raw[seat]
        if given is not None and must_leave[seat] != BY_NAME.get(given.upper()):
            raise InvalidState(f"must_leave: {given} is not in the {SEAT_NAMES[seat]} castle")
    quiet = field_of(data, "quiet", int)
    if not 0 <= quiet <= QUIET_LIMIT:
        raise InvalidState(f"quiet must be from 0 to {QUIET_LIMIT}")
    history = tuple(_key_from_text(k) for k in field_of(data, "history", list))
    if len(history) > quiet:
        raise InvalidState("history is longer than the quiet count allows")
    return State(board, turn, (counts[0], counts[1]), must_leave, quiet, history)
