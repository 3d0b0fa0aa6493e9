"""Composed Down Under positions for the rule tests."""

from __future__ import annotations

from rules.downunder import GAME
from rules.downunder.cards import CARD_TYPES, FULL_SUPPLY, KIND_INDICES, TYPE_INDEX
from rules.downunder.geometry import BILLABONG, CURVE, END, STRAIGHT
from rules.downunder.moves import build_state, supply_from_tiles
from rules.downunder.state import Move, State, Tile

N, E, S, W = 0, 1, 2, 3


def straight(x: int, y: int, owner: int, rot: int = 0, animal: str = "") -> Tile:
    """A straight; without an animal, `position` gives it the next one the owner's set still has."""
    return Tile((x, y), STRAIGHT, owner, rot, animal)


def curve(x: int, y: int, owner: int, rot: int = 0, animal: str = "") -> Tile:
    return Tile((x, y), CURVE, owner, rot, animal)


def _with_animals(tiles: list[Tile], players: int) -> tuple[Tile, ...]:
    left = [list(FULL_SUPPLY) for _ in range(players)]
    for t in tiles:
        if t.animal:
            left[t.owner][TYPE_INDEX[(t.kind, t.animal)]] -= 1
    out = []
    for t in tiles:
        if t.kind in (STRAIGHT, CURVE) and not t.animal:
            i = next(i for i in KIND_INDICES[t.kind] if left[t.owner][i] > 0)
            left[t.owner][i] -= 1
            t = Tile(t.cell, t.kind, t.owner, t.rot, CARD_TYPES[i][1])
        out.append(t)
    return tuple(out)


def end(x: int, y: int, owner: int, stub: int) -> Tile:
    return Tile((x, y), END, owner, stub, "")


def billabong(x: int, y: int, *links: tuple[int, ...]) -> Tile:
    return Tile((x, y), BILLABONG, -1, 0, "", tuple(sorted(links)))


def position(
    players: int,
    tiles: list[Tile],
    turn: int = 0,
    options: dict | None = None,
    without: dict[int, tuple[str | tuple[str, str], ...]] | None = None,
    finished: tuple[bool, ...] | None = None,
) -> State:
    """A state with these cards on the table. `without[seat]` names card kinds (or (kind, animal) types)
    that seat has used up elsewhere (the rule under test does not depend on where they lie), so its
    supply holds none."""
    resolved = GAME._options(players, {"unbounded": True, **(options or {})})
    tiles = _with_animals(tiles, players)
    supply = [list(s) for s in supply_from_tiles(tiles, players)]
    assert min(min(s) for s in supply) >= 0, "more cards than the set holds"
    for seat, kinds in (without or {}).items():
        for kind in kinds:
            for i in KIND_INDICES[kind] if isinstance(kind, str) else [TYPE_INDEX[kind]]:
                supply[seat][i] = 0
    state = build_state(
        players,
        resolved,
        tiles,
        turn,
        finished or (False,) * players,
        None,
        supply=tuple(tuple(s) for s in supply),
    )
    assert state.info.problem is None, state.info.problem
    return state


def moves_at(state: State, cell: tuple[int, int]) -> set[tuple[str, int]]:
    """(kind, rot) of the legal moves of the seat to move at `cell`."""
    return {(m.kind, m.rot) for m in GAME.legal_moves(state) if m.cell == cell}


def play(state: State, *moves: Move) -> State:
    for move in moves:
        state = GAME.apply(state, move)
    return state


__all__ = ["CURVE", "E", "END", "N", "S", "STRAIGHT", "W", "billabong", "curve", "end", "straight"]
