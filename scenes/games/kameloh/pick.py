"""Narrowing the legal moves of Ka-Mel-Oh! by clicks: what a click on the table picks, and what it aims at.

A key names something on the table: ("hand", seat, card), ("top", seat, oasis) for a face-up oasis top,
("oasis", seat, oasis) for a pile, ("slot", slot) for an arena place, ("lying", item) for a lying item,
("take", card) for a card of a searched oasis. A move has source keys (what the player picks first: the
cards it uses, the oasis it acts on, the attacking monsters) and target keys (where it goes or what it
hits). The scene picks a source, highlights the targets of its moves and plays the one move a target leaves
(or lists the moves that are left). Nothing here decides a rule: it only sorts `legal_moves`.
"""

from __future__ import annotations

from typing import Any

from rules.kameloh import ARENA, KamelohState, Lying, cards_used, deciding_seat

Key = tuple
Move = tuple[Any, ...]
# Moves that put a card into play (a click on the card itself may play them)
PLAYING = ("play", "item", "mutate", "fuse", "join", "buy", "take")


def _key_of(seat: int, index: int, where: str) -> Key:
    if where == "hand":
        return ("hand", seat, index)
    if where.startswith("oasis "):
        return ("top", seat, int(where[6:]) - 1)
    return ("slot", "AB".index(where[0]) * 2 + int(where[1]) - 1)


def destination(state: KamelohState, move: Move) -> int | None:
    """The arena place a move puts a monster on (play, mutate, fuse, join), else None."""
    kind = move[0]
    if kind == "play":
        return state.free_slot(state.current)
    if kind in ("mutate", "join"):
        return move[1]
    if kind == "fuse":
        in_arena = sorted(src - ARENA for _c, src in move[3] if src >= ARENA)
        return in_arena[0] if in_arena else state.free_slot(state.current)
    return None


def source_keys(state: KamelohState, move: Move) -> list[Key]:
    seat = deciding_seat(state)
    kind = move[0]
    if kind in ("activate", "draw", "search"):
        return [("oasis", seat, move[1])]
    if kind == "attack":
        return [("slot", s) for s in move[1]]
    if kind == "take":
        return [("take", move[1])]
    if kind == "pass" or seat is None:
        return []
    keys = [_key_of(seat, c, where) for c, where in cards_used(move)]
    if kind in ("mutate", "join"):
        keys.append(("slot", move[1]))
    return keys


def target_keys(state: KamelohState, move: Move) -> list[Key]:
    kind = move[0]
    seat = deciding_seat(state)
    if kind == "item":
        target = move[3]
        if isinstance(target, Lying):
            return [("lying", target)]
        return [] if target is None else [("slot", target)]
    if kind == "tuck":
        return [("oasis", seat, move[2])]
    if kind == "attack":
        return [("slot", s) for s in move[2]]
    slot = destination(state, move)
    return [] if slot is None else [("slot", slot)]


def options(state: KamelohState, moves: list[Move], key: Key) -> list[Move]:
    """The moves that a pick of `key` may lead to."""
    return [m for m in moves if key in source_keys(state, m)]


def primary(moves: list[Move]) -> list[Move]:
    """The options worth listing (tucking goes by clicking an oasis, so it is left out)."""
    return [m for m in moves if m[0] != "tuck"]


def aimed(state: KamelohState, moves: list[Move], key: Key, picked: Key | None) -> list[Move]:
    """The moves among `moves` whose target is `key` (never the picked thing itself)."""
    if key == picked:
        return []
    return [m for m in moves if key in target_keys(state, m)]


def playable(state: KamelohState, moves: list[Move]) -> set[Key]:
    """Everything a player could pick to put a card into play or act (for highlighting)."""
    keys: set[Key] = set()
    for m in moves:
        if m[0] in PLAYING or m[0] in ("activate", "draw", "search", "attack"):
            keys.update(source_keys(state, m))
    return keys


def targets(state: KamelohState, moves: list[Move]) -> set[Key]:
    out: set[Key] = set()
    for m in moves:
        out.update(target_keys(state, m))
    return out
