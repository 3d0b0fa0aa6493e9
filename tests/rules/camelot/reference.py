"""An independent, deliberately plain Camelot move generator to check rules/camelot against.

It shares nothing with the package but the rule text (../shared/design/camelot.md): squares are
(file, rank) pairs with rank 1-16, a position is a dict, and instead of pruning while it searches it first
lists every sequence of leaps a piece could physically make, then throws away what the rules forbid, and
finally tells moves apart by comparing the boards they produce. Slow, but easy to check by reading.
"""

from __future__ import annotations

from dataclasses import dataclass

FILES = "ABCDEFGHIJKL"
ROWS = {1: "FG", 16: "FG", 2: "CDEFGHIJ", 15: "CDEFGHIJ", 3: "BCDEFGHIJK", 14: "BCDEFGHIJK"}
ON_BOARD = {(f, r) for r in range(1, 17) for f in range(12) if FILES[f] in ROWS.get(r, FILES)}
CASTLE = {0: {(5, 1), (6, 1)}, 1: {(5, 16), (6, 16)}}
DIRECTIONS = [(df, dr) for df in (-1, 0, 1) for dr in (-1, 0, 1) if (df, dr) != (0, 0)]

Square = tuple[int, int]
Board = dict[Square, tuple[int, str]]  # square -> (seat, "man"/"knight")


def name(sq: Square) -> str:
    return f"{FILES[sq[0]]}{sq[1]}"


def square(text: str) -> Square:
    return (FILES.index(text[0].upper()), int(text[1:]))


@dataclass
class Position:
    board: Board
    turn: int
    castle_moves: tuple[int, int] = (0, 0)
    must_leave: tuple[Square | None, Square | None] = (None, None)

    def key(self) -> tuple:
        return (frozenset(self.board.items()), self.turn, self.castle_moves, self.must_leave)


@dataclass
class Candidate:
    start: Square
    steps: list[tuple[str, Square, Square]]  # (kind, from, to), kind plain/canter/jump
    captured: list[Square]
    canter_boards: list[tuple[Square, Board]]  # (landing, board then) after each canter

    @property
    def kinds(self) -> list[str]:
        return [k for k, _, _ in self.steps]

    @property
    def end(self) -> Square:
        return self.steps[-1][2]

    @property
    def path(self) -> tuple[str, ...]:
        return (name(self.start), *(name(to) for _, _, to in self.steps))


def _add(sq: Square, d: tuple[int, int], k: int = 1) -> Square:
    return (sq[0] + k * d[0], sq[1] + k * d[1])


def jump_possible(board: Board, sq: Square, seat: int) -> bool:
    for d in DIRECTIONS:
        over, land = _add(sq, d), _add(sq, d, 2)
        if over in board and board[over][0] != seat and land in ON_BOARD and land not in board:
            return True
    return False


def _sequences(board: Board, start: Square, seat: int) -> list[Candidate]:
    """Every physically possible sequence: one plain step, or leaps over adjacent pieces (own ones stay,
    enemy ones go), stopping anywhere; a leap landing in the enemy castle ends it."""
    lifted = dict(board)
    del lifted[start]
    found = []
    for d in DIRECTIONS:
        to = _add(start, d)
        if to in ON_BOARD and to not in lifted:
            found.append(Candidate(start, [("plain", start, to)], [], []))

    def leap(cur: Square, b: Board, cand: Candidate) -> None:
        for d in DIRECTIONS:
            over, land = _add(cur, d), _add(cur, d, 2)
            if over not in b or land not in ON_BOARD or land in b:
                continue
            kind = "canter" if b[over][0] == seat else "jump"
            after = dict(b)
            if kind == "jump":
                del after[over]
            steps = [*cand.steps, (kind, cur, land)]
            # Stop runaway searches: a jump removes a piece each time, and a canter may not revisit a square.
            canter_landings = [to for k, _, to in steps if k == "canter"]
            if kind == "canter" and len(set(canter_landings)) < len(canter_landings):
                continue
            if kind == "canter" and "jump" in cand.kinds:
                continue  # never jump then canter; also bounds the search
            new = Candidate(
                start,
                steps,
                [*cand.captured, over] if kind == "jump" else cand.captured,
                [*cand.canter_boards, (land, after)] if kind == "canter" else cand.canter_boards,
            )
            found.append(new)
            if land not in CASTLE[1 - seat]:
                leap(land, after, new)

    leap(start, lifted, Candidate(start, [], [], []))
    return found


def _final_board(board: Board, c: Candidate) -> Board:
    after = dict(board)
    piece = after.pop(c.start)
    for sq in c.captured:
        del after[sq]
    after[c.end] = piece
    return after


def _allowed(board: Board, c: Candidate, seat: int) -> bool:
    """The per-piece rules: each leap kind, own castle, the knight's charge, maximal jumps."""
    kind_of_piece = board[c.start][1]
    kinds = c.kinds
    if c.start in CASTLE[1 - seat]:
        return False  # castle moves are judged by the turn; nothing else may leave the enemy castle
    for k, _, to in c.steps:
        if k in ("plain", "canter") and to in CASTLE[seat]:
            return False  # never into one's own castle but by a jump
        if k == "canter" and to == c.start:
            return False
    if "canter" in kinds and "jump" in kinds and kind_of_piece != "knight":
        return False  # only knights charge
    if "jump" in kinds and c.end not in CASTLE[1 - seat]:
        final = _final_board(board, c)
        del final[c.end]
        if jump_possible(final, c.end, seat):
            return False  # a jump chain must go on while it can
    if kind_of_piece == "knight" and "jump" not in kinds:
        for land, b in c.canter_boards:
            if land not in CASTLE[1 - seat] and jump_possible(b, land, seat):
                return False  # strict WCF rule: a canter landing beside an exposed piece obliges a capture
    return True


def candidates(pos: Position) -> list[Candidate]:
    """The legal sequences of the side to move."""
    seat, board = pos.turn, pos.board
    per_piece = {
        sq: [c for c in _sequences(board, sq, seat) if _allowed(board, c, seat)]
        for sq, (owner, _) in board.items()
        if owner == seat
    }
    duty = pos.must_leave[seat]
    if duty is not None and board.get(duty, (None,))[0] == seat:
        jumps = [c for c in per_piece[duty] if c.kinds[0] == "jump"]
        if jumps:
            return jumps
        if per_piece[duty]:
            return per_piece[duty]
    can_jump = any(
        jump_possible({k: v for k, v in board.items() if k != sq}, sq, seat)
        for sq in per_piece
        if sq not in CASTLE[1 - seat]
    )
    legal = [c for cs in per_piece.values() for c in cs if "jump" in c.kinds or not can_jump]
    if not can_jump and pos.castle_moves[seat] < 2:
        for sq in per_piece:
            if sq in CASTLE[1 - seat]:
                (other,) = CASTLE[1 - seat] - {sq}
                if other not in board:
                    legal.append(Candidate(sq, [("plain", sq, other)], [], []))
    return legal


def legal_paths(pos: Position) -> set[tuple[str, ...]]:
    return {c.path for c in candidates(pos)}


def distinct_results(pos: Position) -> list[Position]:
    """One position per distinct board a legal move produces."""
    seat = pos.turn
    seen: dict[tuple, Position] = {}
    for c in candidates(pos):
        board = _final_board(pos.board, c)
        counts = list(pos.castle_moves)
        if c.start in CASTLE[1 - seat]:
            counts[seat] += 1
        duties = list(pos.must_leave)
        duties[seat] = c.end if c.end in CASTLE[seat] else None
        after = Position(board, 1 - seat, (counts[0], counts[1]), (duties[0], duties[1]))
        seen.setdefault(after.key(), after)
    return list(seen.values())


def perft(pos: Position, depth: int) -> int:
    """Distinct-move perft (no game-end checks: they cannot trigger in the first plies of a game)."""
    if depth == 0:
        return 1
    results = distinct_results(pos)
    if depth == 1:
        return len(results)
    return sum(perft(p, depth - 1) for p in results)


def start_position() -> Position:
    white_knights = ["C6", "D7", "I7", "J6"]
    white_men = ["D6", "E6", "F6", "G6", "H6", "I6", "E7", "F7", "G7", "H7"]
    black_knights = ["C11", "D10", "I10", "J11"]
    black_men = ["D11", "E11", "F11", "G11", "H11", "I11", "E10", "F10", "G10", "H10"]
    board: Board = {}
    for names, piece in (
        (white_knights, (0, "knight")),
        (white_men, (0, "man")),
        (black_knights, (1, "knight")),
        (black_men, (1, "man")),
    ):
        for n in names:
            board[square(n)] = piece
    return Position(board, 0)
