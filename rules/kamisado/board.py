"""Board geometry of Kamisado: the colour layout, square names, seats, forward rays, tower ids.

Squares are ints 0..63: `square = row * 8 + file`, row 0 = rank 1 = White's home row, file 0 = file a
(named from White's side, see ../shared/design/kamisado.md). A tower is `seat * 8 + colour`.
Seat 0 is Black (home row rank 8, moves towards rank 1), seat 1 is White (home row rank 1, moves up).
"""

from __future__ import annotations

BLACK, WHITE = 0, 1
SEAT_NAMES = ("black", "white")

# Colour ids in the rulebook's order (White's home row from left to right).
COLOURS = ("brown", "green", "red", "yellow", "pink", "purple", "blue", "orange")
BROWN, GREEN, RED, YELLOW, PINK, PURPLE, BLUE, ORANGE = range(8)

# The standard board, rank 8 first (design note). Unchanged by a half turn.
_LAYOUT = """
orange blue   purple pink   yellow red    green  brown
red    orange pink   green  blue   yellow brown  purple
green  pink   orange red    purple brown  yellow blue
pink   purple blue   orange brown  green  red    yellow
yellow red    green  brown  orange blue   purple pink
blue   yellow brown  purple red    orange pink   green
purple brown  yellow blue   green  pink   orange red
brown  green  red    yellow pink   purple blue   orange
"""


def _colour_table() -> tuple[int, ...]:
    rows = [line.split() for line in _LAYOUT.strip().splitlines()]
    table = [0] * 64
    for i, names in enumerate(rows):
        row = 7 - i
        for file, name in enumerate(names):
            table[row * 8 + file] = COLOURS.index(name)
    return tuple(table)


SQUARE_COLOUR: tuple[int, ...] = _colour_table()
FILES = "abcdefgh"
SQUARE_NAMES: tuple[str, ...] = tuple(f"{FILES[sq % 8]}{sq // 8 + 1}" for sq in range(64))
_SQUARE_BY_NAME = {name: sq for sq, name in enumerate(SQUARE_NAMES)}

HOME_ROW = (7, 0)  # row of each seat's home row (Black rank 8, White rank 1)
GOAL_ROW = (0, 7)  # row a seat must reach: the opponent's home row
FORWARD = (-1, 1)  # row step of a forward move per seat

# Directions as seen by the mover (the rulebook's arrows): straight, diagonal left, diagonal right.
STRAIGHT, LEFT, RIGHT = 0, 1, 2
DIRECTION_ARROWS = ("↑", "↖", "↗")
BACK_ARROW = "↓"


def square(name: str) -> int:
    """The square index of a name like "d7"; ValueError for anything else."""
    sq = _SQUARE_BY_NAME.get(name.strip().lower())
    if sq is None:
        raise ValueError(f"{name!r} is not a square (a1 .. h8)")
    return sq


def square_name(sq: int) -> str:
    return SQUARE_NAMES[sq]


def row_of(sq: int) -> int:
    return sq >> 3


def file_of(sq: int) -> int:
    return sq & 7


def tower_id(seat: int, colour: int) -> int:
    return seat * 8 + colour


def side_step(seat: int, direction: int) -> int:
    """File step of a direction for a seat: the mover's left is file a for White but file h for Black."""
    if direction == STRAIGHT:
        return 0
    left = -1 if seat == WHITE else 1
    return left if direction == LEFT else -left


def _ray(seat: int, sq: int, direction: int) -> tuple[int, ...]:
    out = []
    row, file = row_of(sq), file_of(sq)
    dr, df = FORWARD[seat], side_step(seat, direction)
    while True:
        row, file = row + dr, file + df
        if not (0 <= row < 8 and 0 <= file < 8):
            return tuple(out)
        out.append(row * 8 + file)


# RAYS[seat][square] = (straight, left, right): the squares ahead in each forward direction, nearest first.
RAYS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(_ray(seat, sq, d) for d in (STRAIGHT, LEFT, RIGHT)) for sq in range(64)) for seat in (0, 1)
)


def direction_between(seat: int, frm: int, to: int) -> tuple[int, int]:
    """(direction, distance) of a forward move of `seat` from `frm` to `to`; ValueError if it is none."""
    for direction, ray in enumerate(RAYS[seat][frm]):
        if to in ray:
            return direction, ray.index(to) + 1
    raise ValueError(f"{square_name(to)} is not forward of {square_name(frm)}")


def initial_towers() -> tuple[int, ...]:
    """First-round set-up: every tower on the home-row square of its own colour, indexed by tower id."""
    towers = [-1] * 16
    for seat in (BLACK, WHITE):
        row = HOME_ROW[seat]
        for file in range(8):
            sq = row * 8 + file
            towers[tower_id(seat, SQUARE_COLOUR[sq])] = sq
    return tuple(towers)
