"""Legal moves, the reason a candidate is illegal, applying a move, and whose turn comes next.

Every state is built by `build_state` with its analysis of the table; a seat without any legal move is
marked finished and skipped when its turn comes, as the rules say. The seat to move always has a move;
its full list is made on first use (`legal_moves`).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.downunder.area import area_param
from rules.downunder.board import FREE, analyse
from rules.downunder.cards import (
    BILLABONGS,
    FULL_SUPPLY,
    TYPE_INDEX,
    animals_left,
    default_animal,
    kind_count,
    take,
)
from rules.downunder.geometry import (
    BILLABONG,
    CURVE,
    END,
    STRAIGHT,
    Cell,
    adjacent8,
    colour_rotations,
    opposite,
)
from rules.downunder.placement import (
    NEEDS_SIMULATION,
    Result,
    cell_problem,
    curve_fits,
    first_card_problem,
    local_problem,
    opening_partner,
    seats_started,
    simulate,
)
from rules.downunder.refusals import refuse
from rules.downunder.state import BILLABONG_MOVE, CLOCKWISE, COUNTER_CLOCKWISE, TURN, Move, State, Tile

CARD_KINDS = (STRAIGHT, CURVE, END)
_ROTATIONS = {STRAIGHT: (0, 1), CURVE: (0, 1, 2, 3), END: (0, 1, 2, 3)}


# --------------------------------------------------------------------------- building states
def build_state(
    players: int,
    options: dict,
    tiles: tuple[Tile, ...],
    turn: int,
    finished: tuple[bool, ...],
    pending: tuple[Cell, int] | None,
    info=None,
    supply: tuple[tuple[int, ...], ...] | None = None,
    billabongs: int | None = None,
    table_key: int | None = None,
) -> State:
    """A state with its analysis filled in."""
    if info is None:
        area = area_param(
            options["unbounded"], options.get("area", "growing"), options["width"], options["height"]
        )
        info = analyse(tiles, players, area)
    if supply is None:
        supply = supply_from_tiles(tiles, players)
    if billabongs is None:
        billabongs = BILLABONGS - sum(t.kind == BILLABONG for t in tiles)
    if table_key is None:
        table_key = tiles_key(tiles)
    return State(
        players,
        options["width"],
        options["height"],
        options["unbounded"],
        options["animals"],
        options["dingo"],
        tiles,
        supply,
        billabongs,
        turn,
        finished,
        pending,
        info,
        table_key,
        area=options.get("area", "growing"),
        one_opening=options.get("one_opening", False),
    )


_KIND_CODE = {STRAIGHT: 1, CURVE: 2, END: 3, BILLABONG: 4}
_ANIMAL_CODE = {"": 0, "kangaroo": 1, "emu": 2, "platypus": 3, "rabbit": 4, "dingo": 5}
_MASK = (1 << 64) - 1


def tile_hash(tile: Tile) -> int:
    """A 64-bit hash of a tile that is the same in every process (str hashes are not)."""
    x, y = tile.cell
    links = sum((1 << d) << (4 * i) for i, link in enumerate(tile.links) for d in link)
    z = (x + 512) | (y + 512) << 10 | _KIND_CODE[tile.kind] << 20 | (tile.owner + 1) << 23
    z |= tile.rot << 26 | _ANIMAL_CODE[tile.animal] << 28 | links << 31
    z = (z * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)


def tiles_key(tiles: tuple[Tile, ...]) -> int:
    """Order-independent key of a table (transpositions meet in the AI's table)."""
    key = 0
    for tile in tiles:
        key ^= tile_hash(tile)
    return key


def supply_from_tiles(tiles: tuple[Tile, ...], players: int) -> tuple[tuple[int, ...], ...]:
    counts = [list(FULL_SUPPLY) for _ in range(players)]
    for tile in tiles:
        if tile.kind != BILLABONG and tile.owner < players:  # preset cards are no seat's
            counts[tile.owner][TYPE_INDEX[(tile.kind, tile.animal)]] -= 1
    return tuple(tuple(c) for c in counts)


def advance(
    state: State, mover: int, result: Result, supply: tuple[tuple[int, ...], ...], table_key: int
) -> State:
    """The state after `mover` acted: he moves again for a pending Billabong extension if he can,
    otherwise the next seat that has a legal move; seats without one are finished."""
    finished = list(state.finished)
    options = state.options()
    order = [mover] if result.pending else []
    order += [(mover + k) % state.players for k in range(1, state.players + 1)]
    pending = result.pending
    for seat in order:
        if finished[seat]:
            pending = None
            continue
        candidate = build_state(
            state.players,
            options,
            result.tiles,
            seat,
            tuple(finished),
            pending,
            result.info,
            supply,
            result.billabongs,
            table_key,
        )
        if has_move(candidate, seat):
            return candidate
        if pending is None:
            finished[seat] = True
        pending = None
    return build_state(
        state.players,
        options,
        result.tiles,
        mover,
        tuple(finished),
        None,
        result.info,
        supply,
        result.billabongs,
        table_key,
    )


# --------------------------------------------------------------------------- generation
def generate(state: State, seat: int) -> list[Move]:
    """Every legal move of `seat`, each distinct placement once, in a fixed order."""
    return list(iter_moves(state, seat))


def has_move(state: State, seat: int) -> bool:
    return next(iter_moves(state, seat), None) is not None


def iter_moves(state: State, seat: int) -> Iterator[Move]:
    info = state.info
    mine = info.path[seat]
    if mine is None:
        yield from _first_moves(state, seat)
        return
    comp = info.comps[mine]
    if state.pending is not None:
        ends = [state.pending]
    elif comp.loop:
        yield from _turn_moves(state, seat)
        return
    else:
        ends = sorted({(target, entry) for _, target, entry in comp.open_ends})
    seen: set[tuple[str, int, Cell]] = set()
    supply = state.supply[seat]
    for cell, entry in ends:
        for kind in CARD_KINDS:
            if not kind_count(supply, kind):
                continue
            for rot in colour_rotations(kind, entry):
                key = (kind, rot, cell)
                if key in seen:
                    continue
                seen.add(key)
                if _card_ok(state, seat, kind, rot, cell, first=False):
                    yield from _with_animals(state, seat, kind, rot, cell)
        for move in _billabong_moves(state, seat, cell, entry):
            if (BILLABONG_MOVE, move.rot, cell) not in seen:  # both of his ends may enter that cell
                seen.add((BILLABONG_MOVE, move.rot, cell))
                yield move


def _card_ok(state: State, seat: int, kind: str, rot: int, cell: Cell, first: bool) -> bool:
    if cell_problem(state, kind, rot, cell, first):
        return False
    problem = local_problem(state, seat, kind, rot, cell)
    if problem == NEEDS_SIMULATION:
        return not isinstance(_simulate_card(state, seat, Move(kind, cell, rot)), str)
    return problem is None


def _with_animals(state: State, seat: int, kind: str, rot: int, cell: Cell) -> list[Move]:
    if kind == END or not state.animals:
        return [Move(kind, cell, rot, "")]
    return [Move(kind, cell, rot, a) for a in animals_left(state.supply[seat], kind)]


def _first_moves(state: State, seat: int) -> Iterator[Move]:
    supply = state.supply[seat]
    partner = opening_partner(state, seat)
    if partner is not None:  # one opening: the only place is the back of the partner's end card
        rot = opposite(partner.rot)
        if kind_count(supply, END) and _card_ok(state, seat, END, rot, partner.cell, first=False):
            yield Move(END, partner.cell, rot)
        return
    info = state.info
    if not state.tiles:
        cells = [(0, 0)]
    elif not seats_started(state) and info.rects:  # only preset cards: anywhere in the fixed area
        x0, y0, x1, y1 = info.rects[0]
        cells = [(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1) if (x, y) not in info.cells]
        # the middle first: where moves are worth the same to a search, it takes the first of them
        cells.sort(key=lambda c: (abs(2 * c[0] - x0 - x1) + abs(2 * c[1] - y0 - y1), c))
    else:
        around = {c for cell in info.cells for c in adjacent8(cell)}
        cells = sorted(c for c in around if c not in info.cells)
    kinds = (END,) if state.one_opening else CARD_KINDS
    # the plain game's candidates keep the first-card rules by construction (adjacent cells, no end first)
    variant = state.one_opening or state.area != "growing"
    for cell in cells:
        for kind in kinds:
            if not kind_count(supply, kind) or (kind == END and not state.tiles and not variant):
                continue
            for rot in _ROTATIONS[kind]:
                if variant and first_card_problem(state, seat, kind, rot, cell):
                    continue
                if _card_ok(state, seat, kind, rot, cell, first=True):
                    yield from _with_animals(state, seat, kind, rot, cell)


def _turn_moves(state: State, seat: int) -> Iterator[Move]:
    for tile in sorted(state.tiles, key=lambda t: t.cell):
        if tile.kind == CURVE and tile.owner == seat:
            for way in (CLOCKWISE, COUNTER_CLOCKWISE):
                move = Move(TURN, tile.cell, way)
                if not isinstance(_simulate_turn(state, seat, move), str):
                    yield move


def _billabong_moves(state: State, seat: int, cell: Cell, entry: int) -> list[Move]:
    """Case 3: the mover's path and one other player's path lead into the empty `cell` so that only a
    curve could keep them apart, and the mover has no curve: he may lay a Billabong shaped like that curve
    (`rot` is the curve's rotation: it links the edges the curve's two parts would join)."""
    if not _case3_applies(state, seat, cell, entry):
        return []
    moves = []
    for rot in colour_rotations(CURVE, entry):
        move = Move(BILLABONG_MOVE, cell, rot)
        if curve_fits(state, seat, cell, rot) and not isinstance(_simulate_billabong(state, seat, move), str):
            moves.append(move)
    return moves


def _case3_applies(state: State, seat: int, cell: Cell, entry: int) -> bool:
    info = state.info
    if state.billabongs == 0 or cell in info.cells or kind_count(state.supply[seat], CURVE):
        return False
    owners = {info.comps[c].owner for _, c, _ in info.into.get(cell, ())} - {FREE}
    if len(owners) != 2 or seat not in owners:
        return False
    supply = state.supply[seat]
    for kind in (STRAIGHT, END):
        if kind_count(supply, kind):
            for rot in colour_rotations(kind, entry):
                if _card_ok(state, seat, kind, rot, cell, first=False):
                    return False
    return True


def legal_moves(state: State) -> tuple[Move, ...]:
    """Legal moves of the seat to move, listed once per state (on first use: search leaves never ask)."""
    moves = state.memo.get("moves")
    if moves is None:
        moves = () if state.finished[state.turn] else tuple(generate(state, state.turn))
        state.memo["moves"] = moves
    return moves


# --------------------------------------------------------------------------- reasons
def legal_twin(state: State, move: object) -> Move:
    """The legal move equal to `move` (a look-alike such as a float cell is replaced by it), or the keyed
    IllegalMove saying why there is none (refusals.py)."""
    if state.over:
        raise refuse("game-over")
    index = state.memo.get("index")
    if index is None:
        index = state.memo["index"] = {m: m for m in legal_moves(state)}
    try:
        twin = index.get(move)
    except TypeError:  # unhashable: no move
        twin = None
    if twin is None:
        raise refuse(move_problem(state, move) or "not-legal")  # type: ignore[arg-type]
    return twin


def _well_typed(move: object) -> bool:
    """A Move whose fields have the types the rules read (anything else is no move at all)."""
    if type(move) is not Move:
        return False
    cell = move.cell
    return (
        type(move.kind) is str
        and type(move.rot) is int
        and type(move.animal) is str
        and type(cell) is tuple
        and len(cell) == 2
        and type(cell[0]) is int
        and type(cell[1]) is int
    )


def move_problem(state: State, move: Move) -> str | None:
    """Why `move` is not legal for the seat to move now (a reason code), or None when it is legal."""
    if state.over:
        return "game-over"
    if not _well_typed(move):
        return "not-a-move"
    if move in legal_moves(state):
        return None
    seat = state.turn
    if move.kind in (STRAIGHT, CURVE, END):
        return placement_problem(state, seat, move.kind, move.rot, move.cell, move.animal) or "not-legal"
    if move.kind == TURN:
        result = _simulate_turn(state, seat, move)
        return result if isinstance(result, str) else "not-legal"
    return "not-legal"


def placement_problem(
    state: State, seat: int, kind: str, rot: int, cell: Cell, animal: str = ""
) -> str | None:
    """Why `seat` may not lay `kind` turned `rot` at `cell` now (None when he may). For the scene's hover."""
    if state.over:
        return "game-over"
    if kind not in _ROTATIONS or rot not in _ROTATIONS[kind]:
        return "no-card"
    supply = state.supply[seat]
    if state.animals and kind != END:
        if (kind, animal) not in TYPE_INDEX or not supply[TYPE_INDEX[(kind, animal)]]:
            return "no-card"
    elif animal or not kind_count(supply, kind):
        return "no-card"
    info = state.info
    mine = info.path[seat]
    first = mine is None
    problem = cell_problem(state, kind, rot, cell, first and opening_partner(state, seat) is None)
    if problem:
        return problem
    if first:
        problem = first_card_problem(state, seat, kind, rot, cell)
        if problem:
            return problem
    else:
        comp = info.comps[mine]
        if state.pending is not None:
            if state.pending[0] != cell or rot not in colour_rotations(kind, state.pending[1]):
                return "must-extend-billabong"
        elif comp.loop:
            return "must-turn-curve"
        entries = [e for _, t, e in comp.open_ends if t == cell]
        if not entries:
            return "not-at-path-end"
        if not any(rot in colour_rotations(kind, e) for e in entries):
            return "colour-not-at-end"
    problem = local_problem(state, seat, kind, rot, cell)
    if problem == NEEDS_SIMULATION:
        result = _simulate_card(state, seat, Move(kind, cell, rot))
        return result if isinstance(result, str) else None
    return problem


# --------------------------------------------------------------------------- simulations
def _placed_tile(state: State, seat: int, move: Move) -> Tile:
    if move.kind == END:
        animal = ""
    elif state.animals:
        animal = move.animal
    else:
        animal = default_animal(state.supply[seat], move.kind)
    return Tile(move.cell, move.kind, seat, move.rot, animal)


def _simulate_card(state: State, seat: int, move: Move) -> Result | str:
    tile = _placed_tile(state, seat, move)
    return simulate(state, seat, state.tiles + (tile,), state.billabongs, tile)


def _simulate_turn(state: State, seat: int, move: Move) -> Result | str:
    """Turn one of the seat's curves by 90 degrees to reopen his closed loop."""
    info = state.info
    mine = info.path[seat]
    if mine is None or not info.comps[mine].loop:
        return "not-a-loop"
    if move.rot not in (CLOCKWISE, COUNTER_CLOCKWISE):
        return "not-legal"
    index = next(
        (i for i, t in enumerate(state.tiles) if t.cell == move.cell and t.kind == CURVE and t.owner == seat),
        None,
    )
    if index is None:
        return "not-own-curve"
    old = state.tiles[index]
    turned = Tile(old.cell, CURVE, seat, (old.rot + move.rot) % 4, old.animal)
    tiles = state.tiles[:index] + (turned,) + state.tiles[index + 1 :]
    result = simulate(state, seat, tiles, state.billabongs)
    if isinstance(result, str):
        return result
    comp = result.info.comps[result.info.path[seat]]
    if len(comp.open_ends) < 2:  # "so dass er zwei neue Anlegemöglichkeiten hat"
        return "no-open-ends"
    return result


def _simulate_billabong(state: State, seat: int, move: Move) -> Result | str:
    """Lay the case-3 Billabong shaped like a curve with rotation `move.rot`."""
    info = state.info
    cell = move.cell
    if move.rot not in (0, 1, 2, 3) or cell in info.cells:
        return "not-legal"
    entries = {e for _, c, e in info.into.get(cell, ()) if info.comps[c].owner == seat}
    if not entries or not any(move.rot in colour_rotations(CURVE, e) for e in entries):
        return "colour-not-at-end"
    r = move.rot
    links = tuple(sorted((tuple(sorted((r, (r + 1) % 4))), tuple(sorted(((r + 2) % 4, (r + 3) % 4))))))
    tile = Tile(cell, BILLABONG, -1, 0, "", links)
    return simulate(state, seat, state.tiles + (tile,), state.billabongs - 1, tile)


def apply_move(state: State, move: Move) -> State:
    """The state after the seat to move plays `move` (which the caller has checked to be legal)."""
    seat = state.turn
    supply = state.supply
    if move.kind in (STRAIGHT, CURVE, END):
        tile = _placed_tile(state, seat, move)
        result = simulate(state, seat, state.tiles + (tile,), state.billabongs, tile)
        supply = supply[:seat] + (take(supply[seat], tile.kind, tile.animal),) + supply[seat + 1 :]
    elif move.kind == TURN:
        result = _simulate_turn(state, seat, move)
    else:
        result = _simulate_billabong(state, seat, move)
    if isinstance(result, str):
        raise AssertionError(f"a legal move failed to simulate: {result}")
    key = state.table_key ^ tiles_key(result.tiles[len(state.tiles) :])
    if move.kind == TURN:  # one tile of the table changed its rotation
        index = next(i for i, t in enumerate(state.tiles) if t.cell == move.cell and t.kind == CURVE)
        key ^= tile_hash(state.tiles[index]) ^ tile_hash(result.tiles[index])
    return advance(state, seat, result, supply, key)
