"""Legal moves, the reason a candidate is illegal, applying a move, and whose turn comes next.

Every state is built by `build_state` with its analysis of the table; a seat without any legal move is
marked finished and skipped when its turn comes, as the rules say. The seat to move always has a move;
its full list is made on first use (`legal_moves`).
"""

from __future__ import annotations

from collections.abc import Iterator

from rules.downunder.area import area_param
from rules.downunder.board import FREE, MIXED, analyse
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
from rules.downunder.paths import due_colours, entrance_moves, entrance_problem, opening, turn_goes_on
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
from rules.errors import IllegalMove

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
    ply: tuple[int, ...] = (),
) -> State:
    """A state with its analysis filled in (`ply`: the two-paths variant's colours laid this turn)."""
    paths = options.get("paths", "one")
    colours = players if paths == "one" else 2 * players
    if info is None:
        area = area_param(
            options["unbounded"], options.get("area", "growing"), options["width"], options["height"]
        )
        info = analyse(tiles, colours, area)
    if supply is None:
        supply = supply_from_tiles(tiles, colours)
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
        paths=paths,
        ply=ply,
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


def _after(
    state: State,
    result: Result,
    supply: tuple[tuple[int, ...], ...],
    table_key: int,
    turn: int,
    finished: list[bool],
    pending: tuple[Cell, int] | None,
    ply: tuple[int, ...] = (),
) -> State:
    """The table `result` left, with `turn` to move: the one state builder of `advance` and
    `advance_paths`."""
    return build_state(
        state.players,
        state.options(),
        result.tiles,
        turn,
        tuple(finished),
        pending,
        result.info,
        supply,
        result.billabongs,
        table_key,
        ply=ply,
    )


def advance(
    state: State, mover: int, result: Result, supply: tuple[tuple[int, ...], ...], table_key: int
) -> State:
    """The state after `mover` acted: he moves again for a pending Billabong extension if he can,
    otherwise the next seat that has a legal move; seats without one are finished."""
    if state.paths != "one":
        return advance_paths(state, mover, result, supply, table_key)
    finished = list(state.finished)
    order = [mover] if result.pending else []
    order += [(mover + k) % state.players for k in range(1, state.players + 1)]
    pending = result.pending
    for seat in order:
        if finished[seat]:
            pending = None
            continue
        candidate = _after(state, result, supply, table_key, seat, finished, pending)
        if has_move(candidate, seat):
            return candidate
        if pending is None:
            finished[seat] = True
        pending = None
    return _after(state, result, supply, table_key, mover, finished, None)


def advance_paths(
    state: State, colour: int, result: Result, supply: tuple[tuple[int, ...], ...], table_key: int
) -> State:
    """Two paths per seat: after a card of `colour` the same colour goes on behind a Billabong if it can;
    in form "two" the seat then lays its other colour; otherwise the next seat whose due colours have a
    move. Due colours without a move (when none of the seat's due colours has one) are finished."""
    finished = list(state.finished)
    seat = state.turn
    ply = state.ply if colour in state.ply else state.ply + (colour,)

    def make(turn: int, laid: tuple[int, ...], pending: tuple[Cell, int] | None) -> State:
        return _after(state, result, supply, table_key, turn, finished, pending, laid)

    def ready(candidate: State) -> State | None:
        due = due_colours(candidate)
        if any(has_move(candidate, c) for c in due):
            return candidate
        for c in due:
            finished[c] = True
        return None

    if result.pending:
        candidate = make(seat, ply, result.pending)
        if has_move(candidate, colour):
            return candidate
    if turn_goes_on(state):
        candidate = ready(make(seat, ply, None))
        if candidate is not None:
            return candidate
    for k in range(1, state.players * (state.colours + 1) + 1):  # each round finishes a colour or returns
        candidate = ready(make((seat + k) % state.players, (), None))
        if candidate is not None:
            return candidate
    return make(seat, (), None)


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
        yield from _first_moves(state, seat) if state.paths == "one" else entrance_moves(state, seat)
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
    kinds = CARD_KINDS if state.paths != "two" or not opening(state) else (STRAIGHT, CURVE)
    for cell, entry in ends:
        for kind in kinds:
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
        if state.paths == "one":
            moves = () if state.finished[state.turn] else tuple(generate(state, state.turn))
        else:
            moves = tuple(colour_of_moves(state))
        state.memo["moves"] = moves
    return moves


def colour_of_moves(state: State) -> dict[Move, int]:
    """Two paths: every legal move with the colour it lays (a card's colour part extends one path only, so
    each move names its colour; a case-3 Billabong both colours could lay counts for the first)."""
    found = state.memo.get("colours")
    if found is None:
        found = {}
        for colour in due_colours(state):
            for move in generate(state, colour):
                found.setdefault(move, colour)
        state.memo["colours"] = found
    return found


def mover_colour(state: State, move: Move) -> int:
    """The colour the seat to move lays with the legal `move`."""
    return state.turn if state.paths == "one" else colour_of_moves(state)[move]


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
        raise _refusal(state, move, move_problem(state, move) or "not-legal")  # type: ignore[arg-type]
    return twin


def _refusal(state: State, move: Move, code: str) -> IllegalMove:
    """The keyed refusal of a reason code, naming what it is about where the code alone cannot: whose path
    a card would join, which card is used up, the size of the play area."""
    if code == "joins-paths":
        return _joins_whose(state, move)
    if (
        code == "no-card"
        and move.kind in (STRAIGHT, CURVE, END)
        and not kind_count(state.supply[state.turn], move.kind)
    ):
        return refuse("no-card-of", kind=move.kind)
    if code == "outside-area":
        return refuse("outside-area-of", width=state.width, height=state.height)
    return refuse(code)


def joined_paths(state: State, move: Move, colour: int | None = None) -> tuple[int, ...]:
    """The colours (seats, with one path each) whose paths the card or turn `move` would join into one, in
    colour order; empty when it joins none (or joins them only through an automatic Billabong). The card is
    of `colour`; by default the mover's own, or with two paths per player the first colour due this turn
    whose card would join paths."""
    if colour is None and state.paths != "one":
        found = (joined_paths(state, move, c) for c in due_colours(state))
        return next((j for j in found if j), ())
    colour = state.turn if colour is None else colour
    if move.kind in (STRAIGHT, CURVE, END):
        tiles = state.tiles + (_placed_tile(state, colour, move),)
    elif move.kind == TURN and move.rot in (CLOCKWISE, COUNTER_CLOCKWISE):
        index = next((i for i, t in enumerate(state.tiles) if t.cell == move.cell and t.kind == CURVE), None)
        if index is None:
            return ()
        old = state.tiles[index]
        turned = Tile(old.cell, CURVE, old.owner, (old.rot + move.rot) % 4, old.animal)
        tiles = state.tiles[:index] + (turned,) + state.tiles[index + 1 :]
    else:
        return ()
    area = None if state.unbounded else (state.width, state.height)
    info = analyse(tiles, state.colours, area)
    mixed = {i for i, comp in enumerate(info.comps) if comp.owner == MIXED}
    return tuple(c for c, ci in enumerate(info.path) if ci in mixed)


def _joins_whose(state: State, move: Move) -> IllegalMove:
    """The refusal of a card that would join paths, naming whose ("that card would join Blue's path")."""
    seats = joined_paths(state, move)
    mine = state.colours_of(state.turn)
    others = [s for s in seats if s not in mine]
    if len(others) == 1 and any(c in seats for c in mine):
        return refuse("joins-path-of", seat=others[0])
    if len(others) >= 2:
        return refuse("joins-paths-of", seat=others[0], other=others[1])
    return refuse("joins-paths")


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
    seat = problem_colour(state, move.cell)
    if seat is None:
        return "not-legal"
    if move.kind in (STRAIGHT, CURVE, END):
        return placement_problem(state, seat, move.kind, move.rot, move.cell, move.animal) or "not-legal"
    if move.kind == TURN:
        result = _simulate_turn(state, seat, move)
        return result if isinstance(result, str) else "not-legal"
    return "not-legal"


def problem_colour(state: State, cell: object) -> int | None:
    """The colour a refused move of the seat to move is judged for: his colour whose path leads into `cell`
    if one does, else his first due colour (None when he has none)."""
    due = due_colours(state)
    if state.paths == "one":
        return due[0] if due else None
    info = state.info
    for colour in state.colours_of(state.turn):  # a colour already laid this turn: "colour-done"
        mine = info.path[colour]
        if mine is not None and any(t == cell for _, t, _ in info.comps[mine].open_ends):
            return colour
    return due[0]


def placement_problem(
    state: State, seat: int, kind: str, rot: int, cell: Cell, animal: str = ""
) -> str | None:
    """Why `seat` may not lay `kind` turned `rot` at `cell` now (None when he may). For the scene's hover."""
    if state.over:
        return "game-over"
    if kind not in _ROTATIONS or rot not in _ROTATIONS[kind]:
        return "no-card"
    if state.paths != "one" and seat not in due_colours(state):
        return "colour-done" if seat in state.ply else "entrance-order"
    supply = state.supply[seat]
    if state.animals and kind != END:
        if (kind, animal) not in TYPE_INDEX or not supply[TYPE_INDEX[(kind, animal)]]:
            return "no-card"
    elif animal or not kind_count(supply, kind):
        return "no-card"
    info = state.info
    mine = info.path[seat]
    first = mine is None
    if first and state.paths != "one":
        return entrance_problem(state, seat, kind, rot, cell)
    if kind == END and state.paths == "two" and opening(state):
        return "opening-full-card"
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
    seat = mover_colour(state, move)  # the colour laid: the seat itself unless it plays two paths
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
