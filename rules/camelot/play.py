"""Playing a turn and judging a position: the memoised legal moves, apply (and why a move is illegal),
and how the game ends.

End of game (checked in this order, after every move):
1. "castle": a side has two pieces in the enemy castle.
2. a side has no pieces: the other wins ("capture-all") if it kept two or more, else a draw
   ("no-moves-one-piece": the side to move cannot move and faces a single piece).
3. "one-piece-each": both sides are down to one piece (draw).
4. the side to move has no legal move: the other wins ("no-moves") if it has two or more pieces, else a
   draw ("no-moves-one-piece").
5. "repetition": the third occurrence of the same position (board, side to move, castle counts, duties).
6. "fifty-moves": 50 moves by each side (100 plies) without a capture or an entry into an enemy castle
   square (a castle move is one).
"""

from __future__ import annotations

from rules.camelot.board import CASTLES, EMPTY, KIND_OF, NAME, SEAT_OF
from rules.camelot.movegen import (
    Move,
    Path,
    distinct_moves,
    has_legal_move,
    legal_paths,
    must_capture,
    own_squares,
    path_text,
    unique_moves,
)
from rules.camelot.refusals import refuse
from rules.camelot.state import State, make_state
from rules.errors import IllegalMove

QUIET_LIMIT = 100  # plies
Status = tuple[tuple[int, ...], str] | None  # (winners, reason) once over


def piece_lists(state: State) -> tuple[list[int], list[int]]:
    """The squares of White's and of Black's pieces in board order (memoised; treat as read-only)."""
    cache = state._cache
    lists = cache.get("pieces")
    if lists is None:
        pending = cache.pop("pending", None)
        if pending is None:
            lists = (own_squares(state.board, 0), own_squares(state.board, 1))
        else:  # derived from the parent's lists (apply_unchecked left them): no scan of the board
            before, seat, start, end, caps = pending
            mine = before[seat]
            if start != end:
                mine = list(mine)
                mine[mine.index(start)] = end
                mine.sort()
            theirs = [sq for sq in before[1 - seat] if sq not in caps] if caps else before[1 - seat]
            lists = (mine, theirs) if seat == 0 else (theirs, mine)
        cache["pieces"] = lists
    return lists


def raw_paths(state: State) -> list[Path]:
    """Every legal path of the side to move, ignoring whether the game is already over (memoised)."""
    paths = state._cache.get("paths")
    if paths is None:
        seat = state.turn
        mine = piece_lists(state)[seat]
        paths = legal_paths(state.board, seat, state.castle_moves[seat], state.must_leave[seat], mine)
        state._cache["paths"] = paths
    return paths


def _distinct(state: State) -> list[Move]:
    """The distinct moves of the side to move, ignoring whether the game is over (memoised)."""
    found = state._cache.get("distinct")
    if found is None:
        found = unique_moves(raw_paths(state))
        state._cache["distinct"] = found
    return found


def moves_by_path(state: State) -> dict[tuple[int, ...], Move]:
    """Every legal path (start and landing squares) mapped to its canonical move; empty once over."""
    if status(state) is not None:
        return {}
    found = state._cache.get("by_path")
    if found is None:
        found = distinct_moves(raw_paths(state))[1]
        state._cache["by_path"] = found
    return found


def legal_moves(state: State) -> list[Move]:
    if status(state) is not None:
        return []
    return list(_distinct(state))


def _piece_census(state: State) -> tuple[list[int], list[int]]:
    """(pieces per seat, pieces per seat inside the enemy castle)."""
    lists = piece_lists(state)
    board = state.board
    in_castle = [sum(SEAT_OF[board[sq]] == s for sq in CASTLES[1 - s]) for s in (0, 1)]
    return [len(lists[0]), len(lists[1])], in_castle


def to_move(state: State) -> int | None:
    """The seat to move, None once the game is over."""
    return None if status(state) is not None else state.turn


def is_over(state: State) -> bool:
    return status(state) is not None


def status(state: State) -> Status:
    """None while the game goes on, else (winners, reason) (memoised)."""
    if "status" in state._cache:
        return state._cache["status"]
    result = _judge(state)
    state._cache["status"] = result
    return result


def _judge(state: State) -> Status:
    count, in_castle = _piece_census(state)
    last = 1 - state.turn
    for seat in (last, state.turn):
        if in_castle[seat] >= 2:
            return (seat,), "castle"
    for seat in (last, state.turn):
        if count[1 - seat] == 0:
            if count[seat] >= 2:
                return (seat,), "capture-all"
            return (), "no-moves-one-piece" if count[seat] == 1 else "one-piece-each"
    if count[0] == 1 and count[1] == 1:
        return (), "one-piece-each"
    seat = state.turn
    if not has_legal_move(state.board, seat, state.castle_moves[seat], piece_lists(state)[seat]):
        if count[last] >= 2:
            return (last,), "no-moves"
        return (), "no-moves-one-piece"
    if state.history.count(state.key) >= 2:
        return (), "repetition"
    if state.quiet >= QUIET_LIMIT:
        return (), "fifty-moves"
    return None


def apply_unchecked(state: State, move: Move) -> State:
    """The state after a move known to be legal (the search calls this directly)."""
    seat = state.turn
    path, caps = move
    start, end = path[0], path[-1]
    cells = bytearray(state.board)
    cells[end] = cells[start]
    if end != start:
        cells[start] = EMPTY
    for sq in caps:
        cells[sq] = EMPTY
    enemy_castle = CASTLES[1 - seat]
    castle_moves = state.castle_moves
    if start in enemy_castle:  # a step inside the enemy castle
        castle_moves = (
            (castle_moves[0] + 1, castle_moves[1]) if seat == 0 else (castle_moves[0], castle_moves[1] + 1)
        )
    duty = end if end in CASTLES[seat] else -1  # only a jump gets there; the piece must leave next turn
    must_leave = state.must_leave
    if must_leave[seat] != duty:
        must_leave = (duty, must_leave[1]) if seat == 0 else (must_leave[0], duty)
    cache = state._cache
    if caps or end in enemy_castle:  # irreversible: the repetition record and the fifty-move count restart
        quiet, history = 0, ()
    else:
        quiet, history = state.quiet + 1, state.history + (cache.get("key") or state.key,)
    after = make_state(bytes(cells), 1 - seat, castle_moves, must_leave, quiet, history)
    lists = cache.get("pieces")
    if lists is not None:  # the piece lists follow from the parent's when first asked (piece_lists)
        after._cache["pending"] = (lists, seat, start, end, caps)
    return after


def apply(state: State, move: Move) -> State:
    """The state after `move`; IllegalMove (keyed, see refusals.py) for anything that is not a legal move.
    A move equal to a legal one (a float square, a list-free look-alike) is applied as that legal move."""
    cache = state._cache
    by_id = cache.get("by_id")
    if by_id is None:
        if status(state) is not None:
            raise refuse("game-over")
        moves = _distinct(state)
        # Every caller passes one of legal_moves' own objects: found by identity (alive in the memo, so no
        # other object can share its id) before any hashing of a move.
        by_id = {id(m): m for m in moves}
        cache["by_id"] = by_id
        cache["index"] = {m: m for m in moves}
    legal = by_id.get(id(move))
    if legal is None:
        try:
            legal = cache["index"].get(move)
        except TypeError:  # an unhashable thing is no move
            legal = None
        if legal is None:
            raise describe_illegal(state, move)
    return apply_unchecked(state, legal)


# --------------------------------------------------------------------------- why a move is illegal
def describe_path(state: State, path: tuple[int, ...]) -> str:
    """Why a path of squares is no legal move here, in a player's words."""
    return str(path_refusal(state, path))


def path_refusal(state: State, path: tuple[int, ...]) -> IllegalMove:
    """Why a path of squares is no legal move here, keyed by the rule it breaks."""
    shown = "-".join(NAME[sq] for sq in path)
    seat = state.turn
    owner = SEAT_OF[state.board[path[0]]]
    if owner < 0:
        return refuse("no-piece", move=shown, square=path[0])
    if owner != seat:
        return refuse(
            "not-yours", move=shown, square=path[0], owner=owner, piece=KIND_OF[state.board[path[0]]]
        )
    paths = raw_paths(state)
    duty = state.must_leave[seat]
    if duty >= 0 and paths and all(p[0] == duty for p, _ in paths):
        return refuse("must-leave-castle", move=shown, square=duty)
    longer = [p for p, _ in paths if len(p) > len(path) and p[: len(path)] == path]
    if longer:
        return refuse("must-go-on", move=shown, square=path[-1], next=longer[0][len(path)])
    if must_capture(state.board, seat):  # name a piece that can jump (every legal move captures now)
        jumper = paths[0][0][0] if paths else path[0]
        return refuse("capture-compulsory", move=shown, square=jumper, piece=KIND_OF[state.board[jumper]])
    return refuse("no-such-move", move=shown)


def describe_illegal(state: State, move: object) -> IllegalMove:
    """Why `move` (anything) is not legal in state, keyed by the rule it breaks."""
    if isinstance(move, tuple) and len(move) == 2 and isinstance(move[0], tuple) and move[0]:
        path = move[0]
        if all(type(sq) is int and sq in NAME for sq in path):
            canonical = moves_by_path(state).get(path)
            if canonical is not None and canonical != move:
                written = path_text(canonical.path, len(canonical.captures))  # its notation
                return refuse("written-as", move=path_text(path, len(canonical.captures)), written=written)
            return path_refusal(state, path)
    return refuse("not-a-move")
