"""Every legal path of a turn (WCF rules as fixed in ../shared/design/camelot.md) and the distinct moves.

A *path* is (squares, captured): the start square, every landing square, and the captured squares in
capture order. Jumps are always the last len(captured) steps of a path (a knight's charge canters first,
then jumps), so the kind of every step follows from the path alone.

The generator works on one bytearray copy of the board: the moving piece is lifted off its start square
and captured pieces are lifted while a jump chain is explored, then put back (cheaper than copying boards).
"""

from __future__ import annotations

from typing import NamedTuple

from rules.camelot.board import (
    CASTLE_OF,
    CASTLES,
    EMPTY,
    ENEMY,
    IS_KNIGHT,
    LEAPS,
    NAME,
    NEIGHBOURS,
    OWN,
    SQUARES,
)

Path = tuple[tuple[int, ...], tuple[int, ...]]


class Move(NamedTuple):
    """A whole turn: start square, landing squares (ints, see board.py), captured squares in order."""

    path: tuple[int, ...]
    captures: tuple[int, ...] = ()


def path_text(path: tuple[int, ...], n_captures: int) -> str:
    """WCF notation: '-' before a square reached by a plain move or canter, 'x' before one reached by a jump."""
    first_jump = len(path) - 1 - n_captures
    parts = [NAME[path[0]]]
    for i in range(1, len(path)):
        parts.append(("x" if i > first_jump else "-") + NAME[path[i]])
    return "".join(parts)


# --------------------------------------------------------------------------- the parts of a turn
def _jump_chains(
    b: bytearray, sq: int, enemy: tuple, enemy_castle: tuple, path: tuple, caps: tuple, out: list
) -> None:
    """Append every maximal jump chain from sq. A chain ends only where no jump is left or in the enemy
    castle (entering it ends the move); captured pieces are lifted at once, so later jumps see them gone."""
    for mid, land in LEAPS[sq]:
        code = b[mid]
        if enemy[code] and b[land] == EMPTY:
            p2 = path + (land,)
            c2 = caps + (mid,)
            if land in enemy_castle:
                out.append((p2, c2))
                continue
            b[mid] = EMPTY
            before = len(out)
            _jump_chains(b, land, enemy, enemy_castle, p2, c2, out)
            if len(out) == before:  # no jump from land: the chain is maximal here
                out.append((p2, c2))
            b[mid] = code


def can_jump(b: bytes | bytearray, sq: int, enemy: tuple) -> bool:
    for mid, land in LEAPS[sq]:  # noqa: SIM110 (a plain loop beats any() over a generator in this hot spot)
        if enemy[b[mid]] and b[land] == EMPTY:
            return True
    return False


def _canters(
    b: bytearray,
    sq: int,
    seat: int,
    knight: bool,
    path: tuple,
    obliged: bool,
    want_pure: bool,
    out: list,
) -> None:
    """Canter chains from sq (the piece already lifted). Pure canters are appended when `want_pure`; a knight
    also appends its charges (canters, then a maximal jump chain). Strict WCF knight rule: once a knight's
    canter lands where a jump is possible (`obliged`), that move must end with a capture."""
    own = OWN[seat]
    own_castle = CASTLES[seat]
    enemy_castle = CASTLES[1 - seat]
    for mid, land in LEAPS[sq]:
        if not own[b[mid]]:
            continue
        if b[land] != EMPTY or land in path or land in own_castle:  # no return to start, no square twice
            continue
        p2 = path + (land,)
        if land in enemy_castle:  # entering the enemy castle ends the move; no jump is possible from there
            if want_pure and not obliged:
                out.append((p2, ()))
            continue
        offers = False
        if knight:
            before = len(out)
            _jump_chains(b, land, ENEMY[seat], enemy_castle, p2, (), out)
            offers = len(out) > before
        ob = obliged or offers
        if want_pure and not ob:
            out.append((p2, ()))
        _canters(b, land, seat, knight, p2, ob, want_pure, out)


def _plain_moves(b: bytearray, sq: int, own_castle: tuple, out: list) -> None:
    for to in NEIGHBOURS[sq]:
        if b[to] == EMPTY and to not in own_castle:  # never into one's own castle by a plain move
            out.append(((sq, to), ()))


def _leaving_castle(b: bytearray, sq: int, seat: int) -> list:
    """Paths of the piece that must leave its own castle: jumping out if it can, otherwise any plain move
    or canter (a knight's charge included) that gets it out."""
    out: list = []
    piece = b[sq]
    b[sq] = EMPTY
    _jump_chains(b, sq, ENEMY[seat], CASTLES[1 - seat], (sq,), (), out)
    if not out:
        _plain_moves(b, sq, CASTLES[seat], out)
        _canters(b, sq, seat, IS_KNIGHT[piece], (sq,), False, True, out)
    b[sq] = piece
    return out


# --------------------------------------------------------------------------- the whole turn
def own_squares(board: bytes, seat: int) -> list[int]:
    """The squares of seat's pieces in board order (ascending ints)."""
    own = OWN[seat]
    return [sq for sq in SQUARES if own[board[sq]]]


def must_capture(board: bytes, seat: int, mine: list[int] | None = None) -> bool:
    """True when some piece of seat (not one in the enemy castle, which can never leave) can jump.
    `mine`: seat's squares if the caller knows them (saves a scan of the board)."""
    enemy = ENEMY[seat]
    enemy_castle = CASTLES[1 - seat]
    for sq in own_squares(board, seat) if mine is None else mine:  # noqa: SIM110 (hot spot, see can_jump)
        if sq not in enemy_castle and can_jump(board, sq, enemy):
            return True
    return False


def legal_paths(
    board: bytes, seat: int, castle_moves_made: int, duty: int, mine: list[int] | None = None
) -> list[Path]:
    """Every legal path of seat's turn, in a deterministic order. `duty` is the own-castle square whose piece
    must leave this turn, or -1; `mine` as in must_capture."""
    b = bytearray(board)
    own = OWN[seat]
    if duty >= 0 and own[b[duty]]:
        out = _leaving_castle(b, duty, seat)
        if out:
            return out  # the duty replaces the capture obligation; if the piece cannot leave it lapses
    enemy = ENEMY[seat]
    own_castle = CASTLES[seat]
    enemy_castle = CASTLES[1 - seat]
    if mine is None:
        mine = own_squares(board, seat)
    movers = [sq for sq in mine if sq not in enemy_castle]  # a piece in the enemy castle never leaves
    compulsory = any(can_jump(b, sq, enemy) for sq in movers)
    out: list = []
    for sq in movers:
        piece = b[sq]
        knight = IS_KNIGHT[piece]
        b[sq] = EMPTY
        if compulsory:
            _jump_chains(b, sq, enemy, enemy_castle, (sq,), (), out)
            if knight:  # a charge also fulfils the obligation
                _canters(b, sq, seat, True, (sq,), False, False, out)
        else:
            _plain_moves(b, sq, own_castle, out)
            _canters(b, sq, seat, knight, (sq,), False, True, out)
        b[sq] = piece
    if not compulsory and castle_moves_made < 2:  # castle moves are not captures
        for sq in mine:
            if sq in enemy_castle:
                other = enemy_castle[1] if sq == enemy_castle[0] else enemy_castle[0]
                if b[other] == EMPTY:
                    out.append(((sq, other), ()))
    return out


def jump_paths(board: bytes, seat: int, mine: list[int]) -> list[Path]:
    """Only the jump chains of seat's pieces (no charges, no castle duty): the cheap capture generator
    of the AI's quiescence search. Not the legal moves: see legal_paths for those."""
    b = bytearray(board)
    enemy = ENEMY[seat]
    enemy_castle = CASTLES[1 - seat]
    out: list = []
    for sq in mine:
        if sq not in enemy_castle and can_jump(b, sq, enemy):
            piece = b[sq]
            b[sq] = EMPTY
            _jump_chains(b, sq, enemy, enemy_castle, (sq,), (), out)
            b[sq] = piece
    return out


def charge_paths(board: bytes, seat: int, mine: list[int]) -> list[Path]:
    """Only the knights' charges of seat (canters, then a jump chain): with jump_paths, every capture a
    turn can make when no castle duty is pending. Not the legal moves: see legal_paths for those."""
    b = bytearray(board)
    enemy_castle = CASTLES[1 - seat]
    out: list = []
    for sq in mine:
        piece = b[sq]
        if IS_KNIGHT[piece] and sq not in enemy_castle:
            b[sq] = EMPTY
            _canters(b, sq, seat, True, (sq,), False, False, out)
            b[sq] = piece
    return out


def has_legal_move(board: bytes, seat: int, castle_moves_made: int, mine: list[int] | None = None) -> bool:
    """Whether seat has any legal move, without generating them: a jump, a plain move or a first canter of
    any piece outside the enemy castle, or a castle move. (A knight whose canter would oblige it to capture
    then has that charge instead; a pending castle duty only narrows which of these moves are allowed.)"""
    enemy = ENEMY[seat]
    own_castle = CASTLES[seat]
    enemy_castle = CASTLES[1 - seat]
    for sq in own_squares(board, seat) if mine is None else mine:
        if sq in enemy_castle:
            other = enemy_castle[1] if sq == enemy_castle[0] else enemy_castle[0]
            if castle_moves_made < 2 and board[other] == EMPTY:
                return True
            continue
        for to in NEIGHBOURS[sq]:
            if board[to] == EMPTY and to not in own_castle:
                return True
        for mid, land in LEAPS[sq]:
            near = board[mid]
            if near != EMPTY and board[land] == EMPTY and (enemy[near] or land not in own_castle):
                return True
    return False


def _result_key(path: tuple[int, ...], caps: tuple[int, ...]) -> tuple:
    """What the position after a path depends on. Normally its start, end and captured set; but a piece
    whose jumps bring it back to its start square leaves the same board whichever piece it was, so then
    only the captured set counts (and the square, if it is a castle square: that sets the duty to leave)."""
    start, end = path[0], path[-1]
    if start == end:
        return (-1, end if CASTLE_OF[end] >= 0 else -1, frozenset(caps))
    return (start, end, frozenset(caps)) if caps else (start, end)


_new = tuple.__new__


def unique_moves(paths: list[Path]) -> list[Move]:
    """distinct_moves' moves alone, in the same order, without the map from every path (what legal_moves
    and the search need; the key of a plain path is built inline, the Move straight from the path tuple)."""
    best: dict[tuple, Path] = {}
    for p in paths:
        path, caps = p
        start, end = path[0], path[-1]
        if start == end:
            key = _result_key(path, caps)
        else:
            key = (start, end, frozenset(caps)) if caps else (start, end)
        cur = best.get(key)
        if (
            cur is None
            or len(path) < len(cur[0])
            or (len(path) == len(cur[0]) and path_text(path, len(caps)) < path_text(cur[0], len(cur[1])))
        ):
            best[key] = p
    return [_new(Move, p) for p in best.values()]


def distinct_moves(paths: list[Path]) -> tuple[list[Move], dict[tuple[int, ...], Move]]:
    """One move per resulting position (fewest steps, then first in notation order), and a map from every
    legal path to its move."""
    best: dict[tuple, Path] = {}
    for path, caps in paths:
        key = _result_key(path, caps)
        cur = best.get(key)
        if (
            cur is None
            or len(path) < len(cur[0])
            or (len(path) == len(cur[0]) and path_text(path, len(caps)) < path_text(cur[0], len(cur[1])))
        ):
            best[key] = (path, caps)
    moves = {key: Move(path, caps) for key, (path, caps) in best.items()}
    by_path: dict[tuple[int, ...], Move] = {}
    for path, caps in paths:
        by_path[path] = moves[_result_key(path, caps)]
    return list(moves.values()), by_path
