"""What a seat may see of a move, on the wire: the seen move's notation, the seen move itself and what it did
(its effects), each as JSON and back.

The rules say what a seat may see (`Game.view`, `Game.seen_move`, `Game.seen_events`, `Game.observer_view`;
seat None is an onlooker of no seat). This module only writes it down:
- the notation is the game's `notation` of the seen move on the seat's view of the position before it, so
  it names nothing the seat may not see ("tuck ?>oasis 2");
- the move is also sent as data (`encode_move`), because the client cannot always parse that notation back:
  a view does not hold the other seat's hand, so the other seat's moves are not among its legal moves. The
  data is the move's own values (tuples as lists; a dataclass as {"type", "fields"}), rebuilt by
  `decode_move` with only the classes that game's moves use. Cards, squares and cells are the rules' own
  numbers, so the referee and the client must run the same release of the rules (the hello says which);
- the effects are the seen events of a game that animates from events (Ka-Mel-Oh!'s `Event`: its fields,
  `info` as nested lists), [] for the others.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.common import Game

Json = Any


def view_of(game: Game, state: Any, seat: int | None) -> Any:
    """What `seat` may know of `state` (None: an onlooker)."""
    return game.observer_view(state) if seat is None else game.view(state, seat)


# --------------------------------------------------------------------------- values as JSON
def to_json(value: Any) -> Json:
    """A move's or an event's values as JSON: tuples (named ones too) as lists, a frozen dataclass as
    {"type": its class's name, "fields": {...}}. Anything else is no value of a move: TypeError."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, tuple):
        return [to_json(item) for item in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: to_json(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare}
        return {"type": type(value).__name__, "fields": fields}
    raise TypeError(f"{type(value).__name__} is not a value a move is made of")


def from_json(data: Json, types: dict[str, type]) -> Any:
    """The inverse of `to_json`: lists as tuples, {"type", "fields"} as one of `types` (nothing else is ever
    built). A malformed value raises ValueError."""
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return tuple(from_json(item, types) for item in data)
    if isinstance(data, dict) and set(data) == {"type", "fields"} and isinstance(data["fields"], dict):
        kind = types.get(data["type"]) if isinstance(data["type"], str) else None
        if kind is None:
            raise ValueError(f"no value of type {str(data['type'])[:40]!r} here")
        try:
            return kind(**{name: from_json(v, types) for name, v in data["fields"].items()})
        except TypeError as exc:
            raise ValueError(f"a malformed {data['type']}: {exc}") from None
    raise ValueError("not a move's value")


# --------------------------------------------------------------------------- moves per game
@dataclass(frozen=True)
class MoveCodec:
    """How one game's moves are rebuilt from `from_json`'s plain values: the dataclasses they hold, and the
    function that makes the typed move of the plain tuple (or dataclass)."""

    types: Callable[[], dict[str, type]]
    build: Callable[[Any], Any]


def _kamisado(plain: Any) -> Any:
    from rules.kamisado import KamisadoMove

    kind, frm, to = plain
    if not isinstance(kind, str) or not all(isinstance(n, int) for n in (frm, to)):
        raise ValueError("a Kamisado move is [kind, from, to]")
    return KamisadoMove(kind, frm, to)


def _camelot(plain: Any) -> Any:
    from rules.camelot import Move

    path, captures = plain
    if not all(isinstance(n, int) for n in (*path, *captures)):
        raise ValueError("a Camelot move is [path, captures]")
    return Move(path, captures)


def _downunder_types() -> dict[str, type]:
    from rules.downunder import Move

    return {"Move": Move}


def _downunder(plain: Any) -> Any:
    from rules.downunder import Move

    if not isinstance(plain, Move):
        raise ValueError("a Down Under move is a Move")
    return plain


def _kameloh_types() -> dict[str, type]:
    from rules.kameloh import Lying

    return {"Lying": Lying}


def _kameloh(plain: Any) -> Any:
    from rules.kameloh import KINDS

    if not isinstance(plain, tuple) or not plain or plain[0] not in KINDS:
        raise ValueError("a Ka-Mel-Oh! move is [kind, ...]")
    kind = KINDS[plain[0]]
    if len(plain) != len(kind._fields):
        raise ValueError(f"a Ka-Mel-Oh! {plain[0]} move has {len(kind._fields)} values")
    return kind._make(plain)


CODECS: dict[str, MoveCodec] = {
    "kamisado": MoveCodec(dict, _kamisado),
    "camelot": MoveCodec(dict, _camelot),
    "downunder": MoveCodec(_downunder_types, _downunder),
    "kameloh": MoveCodec(_kameloh_types, _kameloh),
}
_PLAIN = MoveCodec(dict, lambda plain: plain)  # a game without a codec (a test's toy): plain values


def encode_move(move: Any) -> Json:
    return to_json(move)


def decode_move(game_id: str, data: Json) -> Any:
    """The move `encode_move` wrote for a game of `game_id`; ValueError if the data is no such move."""
    codec = CODECS.get(game_id, _PLAIN)
    try:
        return codec.build(from_json(data, codec.types()))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"not a {game_id} move: {exc}") from None


# --------------------------------------------------------------------------- events
def encode_events(events: list) -> list[Json]:
    """Events (frozen dataclasses, Ka-Mel-Oh!'s `Event`) as objects of their fields."""
    return [to_json(event)["fields"] for event in events]


def decode_events(game_id: str, data: Json) -> list:
    """The events `encode_events` wrote; [] for a game without events. ValueError if malformed."""
    if not data:
        return []
    if game_id != "kameloh" or not isinstance(data, list):
        raise ValueError(f"{game_id} moves have no events")
    from rules.kameloh import Event

    return [from_json({"type": "Event", "fields": item}, {"Event": Event}) for item in data]


# --------------------------------------------------------------------------- a move as a seat sees it
def seen_notation(game: Game, before: Any, move: Any, seat: int | None) -> str:
    """The notation of `move` (played in `before`) as `seat` may read it."""
    return game.notation(view_of(game, before, seat), game.seen_move(before, move, seat))


def seen_last(game: Game, before: Any, move: Any, seat: int | None) -> dict[str, Json]:
    """The `last` of a view for `seat`: the mover, the seen move's notation and data, its seen effects."""
    seen = game.seen_move(before, move, seat)
    return {
        "seat": game.to_move(before),
        "move": game.notation(view_of(game, before, seat), seen),
        "data": encode_move(seen),
        "effects": encode_events(game.seen_events(before, move, seat)),
    }


@dataclass(frozen=True)
class LastMove:
    """The last move of a table as the client knows it: the mover, the move (the rules' own move type, with
    the unknown card where it is hidden), its notation, and its effects (the rules' events, for Ka-Mel-Oh!)."""

    seat: int
    move: Any
    notation: str
    effects: tuple


def decode_last(game_id: str, data: Json) -> LastMove | None:
    """The `last` of a view; ValueError if malformed."""
    if data is None:
        return None
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("seat"), int)
        or not isinstance(data.get("move"), str)
    ):
        raise ValueError("a last move is {seat, move, data, effects}")
    move = decode_move(game_id, data.get("data"))
    return LastMove(data["seat"], move, data["move"], tuple(decode_events(game_id, data.get("effects"))))
