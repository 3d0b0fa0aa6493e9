"""Move notation, reason messages, and dump/load of Down Under states.

Notation (../shared/design/down-under.md): `straight@(0,0)r0`, `curve@(2,-1)r90`, `end@(3,1)E` (the stub's
edge), `turn@(1,1)cw`, and for the case-3 Billabong `billabong@(2,1)r90` (shaped like the curve it replaces).
With special scoring the card's animal follows its kind: `curve/emu@(2,-1)r90`. Cells are relative to the
first card, y grows to the south.
"""

from __future__ import annotations

import re
from typing import Any

from rules.common import check_header, field_of
from rules.downunder.area import PATH, PATH_DESIGNS, area_param, preset_tiles, rects_for
from rules.downunder.board import analyse
from rules.downunder.cards import ANIMALS, BILLABONGS, TYPE_INDEX
from rules.downunder.geometry import BILLABONG, CURVE, DIR_NAMES, END, FULL_KINDS, ROTATIONS
from rules.downunder.moves import build_state, legal_moves, supply_from_tiles
from rules.downunder.refusals import refuse
from rules.downunder.state import BILLABONG_MOVE, CLOCKWISE, COUNTER_CLOCKWISE, TURN, Move, State, Tile
from rules.errors import InvalidState

GAME_ID = "downunder"
FORMAT = 1


_MOVE = re.compile(r"^(straight|curve|end|turn|billabong)(?:/([a-z]+))?@\((-?\d+),(-?\d+)\)([A-Za-z0-9]+)$")
_WAYS = {CLOCKWISE: "cw", COUNTER_CLOCKWISE: "ccw"}


# --------------------------------------------------------------------------- notation
def notation(move: Move) -> str:
    x, y = move.cell
    kind = move.kind + (f"/{move.animal}" if move.animal else "")
    if move.kind == END:
        suffix = DIR_NAMES[move.rot]
    elif move.kind == TURN:
        suffix = _WAYS[move.rot]
    else:
        suffix = f"r{move.rot * 90}"
    return f"{kind}@({x},{y}){suffix}"


def parse(text: str) -> Move:
    """The move the text names (not yet checked for legality); a keyed IllegalMove when it names none."""
    match = _MOVE.match(text.strip().replace(" ", "")) if isinstance(text, str) else None
    if not match:
        shown = text.strip()[:40] if isinstance(text, str) else repr(text)[:40]
        raise refuse("unreadable", text=shown)
    kind, animal, x, y, suffix = match.groups()
    animal = animal or ""
    if animal and (kind in (END, TURN, BILLABONG_MOVE) or animal not in ANIMALS):
        raise refuse("no-animal", written=kind, animal=animal, animals=", ".join(ANIMALS))
    if kind == END:
        if suffix.upper() not in DIR_NAMES:
            raise refuse("end-edge")
        rot = DIR_NAMES.index(suffix.upper())
    elif kind == TURN:
        ways = {v: k for k, v in _WAYS.items()}
        if suffix.lower() not in ways:
            raise refuse("turn-way")
        rot = ways[suffix.lower()]
    else:
        allowed = ROTATIONS[CURVE if kind == BILLABONG_MOVE else kind]
        rot_text = suffix.lower()
        degrees = int(rot_text[1:]) if rot_text.startswith("r") and rot_text[1:].isdigit() else -1
        if degrees % 90 or degrees // 90 not in allowed:
            names = ", ".join(f"r{r * 90}" for r in allowed)
            raise refuse("rotations", written=kind, rotations=names)
        rot = degrees // 90
    return Move(kind, (int(x), int(y)), rot, animal)


# --------------------------------------------------------------------------- dump / load
def dump(state: State) -> dict:
    return {
        "game": GAME_ID,
        "format": FORMAT,
        "players": state.players,
        "options": state.options(),
        "tiles": [
            [t.cell[0], t.cell[1], t.kind, t.owner, t.rot, t.animal, [list(link) for link in t.links]]
            for t in state.tiles
        ],
        "turn": state.turn,
        "finished": list(state.finished),
        "pending": None if state.pending is None else [*state.pending[0], state.pending[1]],
        **({"ply": list(state.ply)} if state.paths != "one" else {}),  # two paths: colours laid this turn
    }


def _int(value: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidState(f"{what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _tile(raw: Any, players: int) -> Tile:
    if not isinstance(raw, list) or len(raw) != 7:
        raise InvalidState(f"a tile must be [x, y, kind, owner, rot, animal, links], not {raw!r}")
    x, y, kind, owner, rot, animal, links = raw
    cell = (_int(x, "tile x", -200, 200), _int(y, "tile y", -200, 200))
    if kind == BILLABONG:
        _int(owner, "billabong owner", -1, -1)
        _int(rot, "billabong rot", 0, 0)
        if animal != "" or not isinstance(links, list) or not links:
            raise InvalidState(f"billabong at {cell} needs links and no animal")
        parsed = []
        for link in links:
            if not isinstance(link, list) or not 1 <= len(link) <= 2:
                raise InvalidState(f"billabong link {link!r} must list one or two edges")
            parsed.append(tuple(_int(d, "billabong edge", 0, 3) for d in link))
        edges = [d for link in parsed for d in link]
        if len(edges) != len(set(edges)):
            raise InvalidState(f"billabong at {cell} uses an edge twice")
        return Tile(cell, kind, -1, 0, "", tuple(parsed))
    if kind not in ROTATIONS:
        raise InvalidState(f"unknown card kind {kind!r}")
    _int(owner, "tile owner", 0, 3)  # from `players` up: a preset card (check_presets)
    if rot not in ROTATIONS[kind] or isinstance(rot, bool):
        raise InvalidState(f"a {kind} cannot have rotation {rot!r}")
    if not isinstance(animal, str) or (kind, animal) not in TYPE_INDEX:
        raise InvalidState(f"a {kind} cannot carry the animal {animal!r}")
    if links != []:
        raise InvalidState("only billabongs have links")
    return Tile(cell, kind, owner, rot, animal)


def check_table(tiles: tuple[Tile, ...], players: int, options: dict) -> None:
    """Raise InvalidState unless the cards could lie like this: cells, supply, area, paths."""
    cells: dict[tuple[int, int], list[Tile]] = {}
    for t in tiles:
        cells.setdefault(t.cell, []).append(t)
    for cell, here in cells.items():
        if len(here) > 1:
            stubs = sorted(t.rot for t in here if t.kind == END)
            if len(here) != 2 or len(stubs) != 2 or stubs[1] - stubs[0] != 2:
                raise InvalidState(f"cell {cell} holds cards that cannot lie together")
    for seat, counts in enumerate(supply_from_tiles(tiles, players)):
        if min(counts) < 0:
            raise InvalidState(f"seat {seat} has laid more cards of a kind than the set holds")
    if sum(t.kind == BILLABONG for t in tiles) > BILLABONGS:
        raise InvalidState("more than four billabongs")
    full = [t.cell for t in tiles if t.kind in FULL_KINDS and t.owner < players]  # preset cards: checked
    area = area_param(options["unbounded"], options["area"], options["width"], options["height"])
    if full and area is not None:
        bbox = (
            min(c[0] for c in full),
            min(c[1] for c in full),
            max(c[0] for c in full),
            max(c[1] for c in full),
        )
        rects = rects_for(area, bbox) or []
        if not all(any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for r in rects) for x, y in full):
            raise InvalidState("the cards do not fit the play area")
    problem = analyse(tiles, players).problem
    if problem:
        raise InvalidState(f"the paths on the table break the rules ({problem})")


def _ply(data: dict, turn: int, players: int, colours: int) -> tuple[int, ...]:
    """The two-paths variant's colours laid this turn (absent in every other save: none)."""
    raw = data.get("ply", [])
    if not isinstance(raw, list) or len(raw) > 2 or (raw and colours == players):
        raise InvalidState("ply must list at most two colours, and only with two paths per player")
    ply = tuple(_int(c, "ply colour", 0, colours - 1) for c in raw)
    if len(set(ply)) != len(ply) or any(c % players != turn for c in ply):
        raise InvalidState("ply may only list distinct colours of the seat to move")
    return ply


def check_presets(tiles: tuple[Tile, ...], players: int, colours: int, options: dict) -> None:
    """Raise InvalidState unless the cards of no seat (an owner from `colours` up: the colours in play) are
    exactly the preset cards of the variant, first on the table (a preset path may be any of its designs:
    the seed that chose it is not kept)."""
    count = sum(t.owner >= colours for t in tiles)
    area, width, height = options["area"], options["width"], options["height"]
    if area == PATH:
        layouts = {preset_tiles(players, area, 0, 0, seed) for seed in range(len(PATH_DESIGNS) * 8)}
    else:
        layouts = {preset_tiles(players, area, width, height, None)}
    if (tiles[:count], width, height) not in layouts:
        raise InvalidState(f"the preset cards do not match the variant area {area!r}")


def load(data: Any, resolve: Any) -> State:
    """`resolve(players, options)` checks the options (ValueError) and fills defaults."""
    data = check_header(data, GAME_ID, FORMAT)
    players = _int(field_of(data, "players", int), "players", 2, 4)
    raw_options = field_of(data, "options", dict)
    try:
        options = resolve(players, raw_options)
    except ValueError as exc:
        raise InvalidState(str(exc)) from exc
    colours = players if options.get("paths", "one") == "one" else 2 * players  # paths (colours) in play
    tiles = tuple(_tile(raw, colours) for raw in field_of(data, "tiles", list))
    check_presets(tiles, players, colours, options)
    check_table(tiles, colours, options)
    turn = _int(field_of(data, "turn", int), "turn", 0, players - 1)
    finished = field_of(data, "finished", list)
    if len(finished) != colours or not all(isinstance(f, bool) for f in finished):
        raise InvalidState("finished must list true/false for every path")
    ply = _ply(data, turn, players, colours)
    if "pending" not in data:
        raise InvalidState("saved game lacks the field 'pending'")
    raw_pending = data["pending"]
    pending = None
    if raw_pending is not None:
        if not isinstance(raw_pending, list) or len(raw_pending) != 3:
            raise InvalidState("pending must be null or [x, y, edge]")
        px, py, edge = (_int(v, "pending", -200, 200) for v in raw_pending)
        pending = ((px, py), _int(edge, "pending edge", 0, 3))
    state = build_state(players, options, tiles, turn, tuple(finished), pending, ply=ply)
    if pending is not None:
        if colours != players and not ply:
            raise InvalidState("a pending extension needs the colour just laid in 'ply'")
        mine = state.info.path[ply[-1] if ply else turn]
        ends = [] if mine is None else [(t, e) for _, t, e in state.info.comps[mine].open_ends]
        if pending not in ends:
            raise InvalidState("pending must be an open end of the path of the seat to move")
    if not state.over and not legal_moves(state):
        raise InvalidState("the seat to move has no legal move (it should have been finished)")
    if pending is not None and not legal_moves(state):
        raise InvalidState("the pending Billabong extension is not possible")
    return state


__all__ = ["dump", "load", "notation", "parse"]
