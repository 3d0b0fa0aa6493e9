"""The seats of an online table as the online set-up offers them, and what is sent for them.

A seat is "Me (here)" (played at this screen by the connected account), "Friend" (an account invited by its
address) or a computer level played by the referee. `problem` finds, before anything is sent, what the
referee would refuse or what cannot be meant: a friend's address missing or malformed, one's own address
as a friend, one friend at two seats, no seat of one's own, two seats of one account in a game with hidden
hands (the referee refuses them: that account would see both hands, net/protocol.py TWO_SEATS), or fewer
seats than the game needs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from net.protocol import AI_KINDS, MAX_NAME, PLAYER
from scenes.menus.online.address import clean, is_address, local_part

ME, FRIEND = "me", "friend"
KINDS = (ME, FRIEND, *AI_KINDS)
MAX_SEATS = 4  # the most any game seats (Down Under)
MAX_TYPED = 100  # the longest name or address a remembered seat keeps


@dataclass
class SeatChoice:
    """One seat as the set-up holds it: its kind, the name typed for it (a seat of mine or the computer's)
    and the friend's address typed for it, both kept while the kind changes back and forth."""

    kind: str = ME
    name: str = ""
    address: str = ""


@dataclass(frozen=True)
class Problem:
    """What stops the table from being sent: a sentence's key with its values, and the seat it is about
    (None: the whole table)."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None


def problem(game: Any, seats: list[SeatChoice], me: str) -> Problem | None:
    """The first thing wrong with `seats` for `game` when `me` (a bare address) creates the table."""
    lo, _ = game.players
    if len(seats) < lo:
        return Problem("lobby.setup.problem.seats", {"n": lo})
    seen: dict[str, int] = {}
    for i, seat in enumerate(seats):
        if seat.kind != FRIEND:
            continue
        address = clean(seat.address)
        if not address:
            return Problem("lobby.setup.problem.no_address", {"seat": i + 1}, i)
        if not is_address(address):
            return Problem("lobby.setup.problem.address", {"seat": i + 1, "address": address}, i)
        if address.lower() == me.lower():
            return Problem("lobby.setup.problem.own_address", {"seat": i + 1, "address": address}, i)
        if address.lower() in seen:
            first = seen[address.lower()]
            return Problem("lobby.setup.problem.twice", {"address": address, "a": first + 1, "b": i + 1}, i)
        seen[address.lower()] = i
    mine = [i for i, seat in enumerate(seats) if seat.kind == ME]
    if not mine:
        return Problem("lobby.setup.problem.no_me")
    if game.hidden_information and len(mine) > 1:
        return Problem("lobby.setup.problem.two_seats", {"game": game.id}, mine[1])
    return None


def wire_seats(seats: list[SeatChoice], me: str, default_names: list[str]) -> list[dict[str, Any]]:
    """The `create` request's seats (docs/network.md): a player seat names its account (ours for a seat
    of mine), a computer seat its level; each with a name (what was typed, else the default: our name part
    of the address for our first seat, the friend's for his, the seat's own default for the rest)."""
    wire: list[dict[str, Any]] = []
    named_me = False
    for seat, default in zip(seats, default_names, strict=True):
        typed = clean(seat.name)
        if seat.kind == ME:
            name = typed or (default if named_me else local_part(me))
            named_me = True
            wire.append({"kind": PLAYER, "account": me, "name": name[:MAX_NAME]})
        elif seat.kind == FRIEND:
            address = clean(seat.address).lower()  # as XMPP compares addresses (and the server says them)
            wire.append({"kind": PLAYER, "account": address, "name": local_part(address)[:MAX_NAME]})
        else:
            wire.append({"kind": seat.kind, "name": (typed or default)[:MAX_NAME]})
    return wire


def default_seats() -> list[SeatChoice]:
    """Mine first, then friends'."""
    return [SeatChoice(ME)] + [SeatChoice(FRIEND) for _ in range(MAX_SEATS - 1)]


def remembered_seats(memory: object) -> list[SeatChoice]:
    """The seats of a remembered online set-up (settings.online_setups), every value checked: what does not
    fit (an unknown kind, a name that is no text) is the default seat's."""
    seats = default_seats()
    data = memory if isinstance(memory, dict) else {}
    for i, seat in enumerate(seats):
        kind, name, address = (item(data.get(key), i) for key in ("kinds", "names", "addresses"))
        if kind in KINDS:
            seat.kind = kind
        if isinstance(name, str):
            seat.name = name[:MAX_TYPED]
        if isinstance(address, str):
            seat.address = address[:MAX_TYPED]
    return seats


def item(values: object, i: int) -> object:
    """`values[i]` when `values` is a list that long, else None."""
    return values[i] if isinstance(values, list) and i < len(values) else None


def seats_memory(seats: list[SeatChoice]) -> dict[str, list[str]]:
    """What the settings keep of the seats (all of them, also those the player count leaves out now)."""
    return {
        "kinds": [s.kind for s in seats],
        "names": [s.name for s in seats],
        "addresses": [s.address for s in seats],
    }
