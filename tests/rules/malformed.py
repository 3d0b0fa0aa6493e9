"""Malformed moves built from legal ones, and the check every game's `apply` must pass for them (issue 18).

`mutants(move)` takes a legal move apart field by field (into nested tuples too) and puts it back with one
value of the wrong type or range, cut short or lengthened, or replaces it by junk. `judge(game, state, move)`
applies one such move and says what is wrong with how the game handled it (None: handled right):
- a move equal to no legal move must raise `IllegalMove` with a key and a readable message, nothing else;
- a move equal to a legal one (Python lets `False == 0` and `1.0 == 1` through) must give exactly the legal
  twin's state, which dumps to the same data and survives `dump`/`load`.
Used by the hypothesis tests (tests/rules/test_malformed_moves.py) and the counting script
(tests/bench/fuzz_moves.py).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from typing import Any

from rules.errors import IllegalMove

JUNK: tuple[Any, ...] = (None, "", "x", "pass", 0, -1, 1.5, True, (), [], {}, object(), ("pass",), ("x", 1))


def _wrong_values(value: Any) -> list[Any]:
    """Values of the wrong type or range for one field holding `value`."""
    out: list[Any] = [None, "x", "", 0.5, [value], (value,), {"v": value}]
    if isinstance(value, bool):
        out += [int(value), 1 - int(value), 2, "True"]
    elif isinstance(value, int):
        out += [
            float(value),
            value + 0.5,
            value + 1,
            value - 1,
            -1,
            -value - 1,
            value + 100,
            10**9,
            True,
            False,
        ]
        out += [str(value), 1e300, float("nan")]
    elif isinstance(value, str):
        out += [value.upper(), value + " ", 0, b"x", value[:1]]
    elif isinstance(value, tuple):
        out += [
            list(value),
            value[:-1],
            value + value[-1:],
            value[::-1],
            (),
            (None,),
            tuple(str(v) for v in value),
        ]
    elif value is None:
        out += [0, -1, False, ()]
    return out


def _fields(move: Any) -> tuple[tuple[Any, ...], Any] | None:
    """(field values, a function rebuilding the move from values) for a tuple or dataclass move."""
    if dataclasses.is_dataclass(move) and not isinstance(move, type):
        names = [f.name for f in dataclasses.fields(move)]
        values = tuple(getattr(move, n) for n in names)
        cls = type(move)

        def rebuild(vals: tuple) -> Any:
            obj = object.__new__(cls)  # no __init__: a frozen dataclass takes any values anyway
            for n, v in zip(names, vals, strict=True):
                object.__setattr__(obj, n, v)
            return obj

        return values, rebuild
    if isinstance(move, tuple):
        cls = type(move)
        if cls is tuple:
            return move, tuple
        return move, lambda vals: tuple.__new__(cls, vals)
    return None


def _replacements(value: Any, depth: int = 0) -> Iterator[Any]:
    """`value` with one field (at any depth) replaced, or the whole value replaced."""
    yield from _wrong_values(value)
    split = _fields(value) if depth < 3 else None
    if split is None:
        return
    values, rebuild = split
    for i, inner in enumerate(values):
        for wrong in _replacements(inner, depth + 1):
            yield rebuild(values[:i] + (wrong,) + values[i + 1 :])


def mutants(move: Any) -> list[Any]:
    """Malformed variants of a legal move (never the move itself with the same types)."""
    out: list[Any] = list(JUNK)
    split = _fields(move)
    if split is not None:
        values, rebuild = split
        for i, inner in enumerate(values):
            for wrong in _replacements(inner):
                out.append(rebuild(values[:i] + (wrong,) + values[i + 1 :]))
        plain = tuple(values)
        out += [plain[:k] for k in range(len(plain))]  # cut short, as plain tuples
        out += [plain + (0,), plain + (None,), plain + plain[-1:], list(plain)]
        if not isinstance(move, tuple):
            out.append(plain)  # a dataclass move given as the tuple of its fields
    same = _same_key(move)
    return [m for m in out if _same_key(m) != same]


def _same_key(value: Any) -> str:
    """A text telling values apart that `==` confuses (1 and 1.0 and True)."""
    try:
        return f"{type(value).__name__}:{value!r}"
    except Exception:  # noqa: BLE001 - a junk object's repr may fail; it is then surely different
        return f"id:{id(value)}"


def _dumped(game: Any, state: Any) -> str:
    return json.dumps(game.dump(state), sort_keys=True)


def judge(game: Any, state: Any, move: Any, legal: list[Any] | None = None, keyed: bool = True) -> str | None:
    """What is wrong with how `game.apply` handles `move` in `state` (None when it is handled right).
    `keyed`: a refusal must also carry a message key (the translatable sentence)."""
    legal = game.legal_moves(state) if legal is None else legal
    twin = next((m for m in legal if _equal(m, move)), None)
    try:
        after = game.apply(state, move)
    except IllegalMove as exc:
        if twin is not None:
            return "refused a move equal to a legal one"
        if not str(exc).strip():
            return "refused without a message"
        if keyed and not getattr(exc, "key", ""):
            return "refused without a message key"
        return None
    except Exception as exc:  # noqa: BLE001 - any other exception is the failure being counted
        return f"raised {type(exc).__name__}"
    if twin is None:
        return "accepted a move equal to no legal move"
    expected = game.apply(state, twin)
    if after != expected:
        return "accepted, but the state differs from the legal twin's"
    try:
        if _dumped(game, after) != _dumped(game, expected):
            return "accepted, but dumps differently from the legal twin's state"
        if game.load(game.dump(after)) != after:
            return "accepted, but the state does not survive dump/load"
    except Exception as exc:  # noqa: BLE001
        return f"accepted, but dump/load raised {type(exc).__name__}"
    return None


def _equal(a: Any, b: Any) -> bool:
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - an object whose comparison fails equals nothing
        return False
