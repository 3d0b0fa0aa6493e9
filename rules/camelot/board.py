"""The Camelot board: 160 squares of a 12 x 16 grid, their names, neighbours, castles and the start.

Squares are ints on a padded 16 x 20 grid ("mailbox"): two border columns/rows on every side, so a
jump's landing square (two steps away) is always a valid index and an off-board square is just a cell
that holds OFF. Neighbours are then `sq + d` for the eight offsets in DIRS, with no bounds checks and no
table look-ups in the move generator's inner loops. (Bitboards on Python ints were the other choice; bit
tests on 320-bit ints cost more than indexing a bytes object.)

Scene helpers (see the package's public face): SQUARES (all 160 in board order), square_name/parse_square,
file_rank/square_at, CASTLES, DIRS.
"""

from __future__ import annotations

FILES = "ABCDEFGHIJKL"
N_FILES, N_RANKS = 12, 16
WIDTH = N_FILES + 4  # two padding columns on each side
HEIGHT = N_RANKS + 4
SIZE = WIDTH * HEIGHT

# Cell codes of the board bytes. Seat 0 = White, seat 1 = Black.
EMPTY, WHITE_MAN, WHITE_KNIGHT, BLACK_MAN, BLACK_KNIGHT, OFF = 0, 1, 2, 3, 4, 5
MAN, KNIGHT = "man", "knight"
CODE = {(0, MAN): WHITE_MAN, (0, KNIGHT): WHITE_KNIGHT, (1, MAN): BLACK_MAN, (1, KNIGHT): BLACK_KNIGHT}
SEAT_OF = (-1, 0, 0, 1, 1, -1)  # by cell code
KIND_OF = ("", MAN, KNIGHT, MAN, KNIGHT, "")
IS_KNIGHT = (False, False, True, False, True, False)
# OWN[seat][code] / ENEMY[seat][code]: tuple look-ups are the cheapest test in CPython.
OWN = ((False, True, True, False, False, False), (False, False, False, True, True, False))
ENEMY = (OWN[1], OWN[0])

DIRS = (1, -1, WIDTH, -WIDTH, WIDTH + 1, WIDTH - 1, -WIDTH + 1, -WIDTH - 1)

# Files present on each rank (0-based rank index): the cross shape with the castles at both ends.
_RANK_FILES = {0: "FG", 15: "FG", 1: "CDEFGHIJ", 14: "CDEFGHIJ", 2: "BCDEFGHIJK", 13: "BCDEFGHIJK"}


def square_at(file: int, rank: int) -> int:
    """The square of 0-based file (A=0) and rank (rank 1 = 0); it may not exist (see EXISTS)."""
    return (rank + 2) * WIDTH + file + 2


def file_rank(sq: int) -> tuple[int, int]:
    """0-based (file, rank) of a square: A1 would be (0, 0); White's castle is (5, 0) and (6, 0)."""
    return sq % WIDTH - 2, sq // WIDTH - 2


def _build_squares() -> tuple[int, ...]:
    squares = []
    for rank in range(N_RANKS):
        for letter in _RANK_FILES.get(rank, FILES):
            squares.append(square_at(FILES.index(letter), rank))
    return tuple(squares)


SQUARES: tuple[int, ...] = _build_squares()  # bottom rank to top rank, left to right
_SQUARE_SET = frozenset(SQUARES)
EXISTS = bytes(1 if i in _SQUARE_SET else 0 for i in range(SIZE))
NAME: dict[int, str] = {sq: f"{FILES[file_rank(sq)[0]]}{file_rank(sq)[1] + 1}" for sq in SQUARES}
BY_NAME: dict[str, int] = {name: sq for sq, name in NAME.items()}

# CASTLES[seat] = the two squares of that seat's own castle (F, G).
CASTLES: tuple[tuple[int, int], tuple[int, int]] = (
    (square_at(5, 0), square_at(6, 0)),
    (square_at(5, 15), square_at(6, 15)),
)
# CASTLE_OF[sq]: the seat whose own castle holds sq, -1 elsewhere.
CASTLE_OF = tuple(0 if sq in CASTLES[0] else 1 if sq in CASTLES[1] else -1 for sq in range(SIZE))

EMPTY_BOARD = bytes(EMPTY if EXISTS[i] else OFF for i in range(SIZE))

START: dict[tuple[int, str], tuple[str, ...]] = {
    (0, KNIGHT): ("C6", "D7", "I7", "J6"),
    (0, MAN): ("D6", "E6", "F6", "G6", "H6", "I6", "E7", "F7", "G7", "H7"),
    (1, KNIGHT): ("C11", "D10", "I10", "J11"),
    (1, MAN): ("D11", "E11", "F11", "G11", "H11", "I11", "E10", "F10", "G10", "H10"),
}


# Per square, in DIRS order: the existing neighbours, and the (over, landing) pairs of every leap whose
# landing square exists. The move generator loops over these instead of doing arithmetic and bound checks.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(sq + d for d in DIRS if 0 <= sq + d < SIZE and EXISTS[sq + d]) if EXISTS[sq] else ()
    for sq in range(SIZE)
)
LEAPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((sq + d, sq + 2 * d) for d in DIRS if 0 <= sq + 2 * d < SIZE and EXISTS[sq + 2 * d])
    if EXISTS[sq]
    else ()
    for sq in range(SIZE)
)


def square_name(sq: int) -> str:
    return NAME[sq]


def parse_square(text: str) -> int | None:
    """The square named by text (any case, surrounding blanks ignored), or None if there is none."""
    return BY_NAME.get(text.strip().upper())


def board_from_pieces(pieces: dict[int, int]) -> bytes:
    """Board bytes from {square: cell code}."""
    cells = bytearray(EMPTY_BOARD)
    for sq, code in pieces.items():
        cells[sq] = code
    return bytes(cells)


def start_board() -> bytes:
    return board_from_pieces({BY_NAME[n]: CODE[key] for key, names in START.items() for n in names})
