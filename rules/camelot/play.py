"""Playing a turn and judging a position: the memoised legal moves, apply, and how the game ends.

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

from rules.camelot.board import CASTLES, EMPTY, SEAT_OF
from rules.camelot.movegen import Move, Path, distinct_moves, has_legal_move, legal_paths, own_squares
from rules.camelot.state import State
from rules.errors import IllegalMove

QUIET_LIMIT = 100  # plies
Status = tuple[tuple[int, ...], str] | None  # (winners, reason) once over


def piece_lists(state: State) -> tuple[list[int], list[int]]:
    """The squares of White's and of Black's pieces in board order (memoised; treat as read-only)."""
    lists = state._cache.get("pieces")
    if lists is None:
        lists = (own_squares(state.board, 0), own_squares(state.board, 1))
        state._cache["pieces"] = lists
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


def _distinct(state: State) -> tuple[list[Move], dict]:
    found = state._cache.get("distinct")
    if found is None:
        found = distinct_moves(raw_paths(state))
        state._cache["distinct"] = found
    return found


def moves_by_path(state: State) -> dict[tuple[int, ...], Move]:
    """Every legal path (start and landing squares) mapped to its canonical move; empty once over."""
    return {} if status(state) is not None else _distinct(state)[1]


def legal_moves(state: State) -> list[Move]:
    if status(state) is not None:
        return []
    return list(_distinct(state)[0])


def _piece_census(state: State) -> tuple[list[int], list[int]]:
    """(pieces per seat, pieces per seat inside the enemy castle)."""
    lists = piece_lists(state)
    board = state.board
    in_castle = [sum(SEAT_OF[board[sq]] == s for sq in CASTLES[1 - s]) for s in (0, 1)]
    return [len(lists[0]), len(lists[1])], in_castle


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
    must_leave = (duty, state.must_leave[1]) if seat == 0 else (state.must_leave[0], duty)
    if caps or end in enemy_castle:  # irreversible: the repetition record and the fifty-move count restart
        quiet, history = 0, ()
    else:
        quiet, history = state.quiet + 1, state.history + (state.key,)
    after = State(bytes(cells), 1 - seat, castle_moves, must_leave, quiet, history)
    lists = state._cache.get("pieces")
    if lists is not None:  # derive the piece lists instead of scanning the new board
        mine = sorted(end if sq == start else sq for sq in lists[seat])
        theirs = [sq for sq in lists[1 - seat] if sq not in caps] if caps else lists[1 - seat]
        after._cache["pieces"] = (mine, theirs) if seat == 0 else (theirs, mine)
    return after


def apply(state: State, move: Move) -> State:
    if status(state) is not None:
        raise IllegalMove("the game is over")
    moves, _ = _distinct(state)
    if move not in _move_set(state, moves):
        raise IllegalMove(_why_illegal(state, move))
    return apply_unchecked(state, move)


def _move_set(state: State, moves: list[Move]) -> frozenset:
    found = state._cache.get("set")
    if found is None:
        found = frozenset(moves)
        state._cache["set"] = found
    return found


def _why_illegal(state: State, move: object) -> str:
    from rules.camelot.text import describe_illegal

    return describe_illegal(state, move)
