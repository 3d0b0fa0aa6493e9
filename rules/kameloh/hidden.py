"""Hidden information: what a seat may see (`view`), of a move (`seen_move`, `seen_events`), and full
states consistent with a view (`determinize`).

Hidden are the other seat's hand and every face-down oasis card (one's own too: nobody knows the order of
a shuffled pile). Face-up tops, the arena, lying items and the deserts are public; so are the decks chosen
at set-up, so a seat knows which cards of each deck are still unseen. An onlooker of no seat (seat None, a
spectator) sees neither hand.

Of a move the same holds: a card that goes from one private place to another (hand and oases: a tuck, a
draw, a card taken from a searched oasis) is seen only by its owner; a card with a public end (the arena,
a desert, an item lying in front of its owner or on a monster, a face-up top turned) is seen by everyone.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

from rules.errors import InvalidState
from rules.kameloh.events import Event
from rules.kameloh.moves import TakeMove, TuckMove, to_move, typed
from rules.kameloh.pool import pool
from rules.kameloh.state import UNKNOWN, KamelohState, Player
from rules.kameloh.text import owned_cards


def _hide_pile(pile: tuple[int, ...], active: bool) -> tuple[int, ...]:
    if not pile:
        return pile
    if active:
        return (pile[0],) + (UNKNOWN,) * (len(pile) - 1)
    return (UNKNOWN,) * len(pile)


def view(state: KamelohState, seat: int | None) -> KamelohState:
    players = []
    for owner, p in enumerate(state.players):
        oases = []
        for i, pile in enumerate(p.oases):
            searching_here = (
                state.phase == "search" and owner == seat == state.current and i == state.searching
            )
            oases.append(pile if searching_here else _hide_pile(pile, p.active[i]))
        hand = p.hand if owner == seat else (UNKNOWN,) * len(p.hand)
        players.append(replace(p, hand=hand, oases=tuple(oases)))
    return replace(state, players=(players[0], players[1]), rng=0)


def seen_move(state: KamelohState, move: Any, seat: int | None) -> Any:
    """`move` (played in `state`) as `seat` may know it: the card of another seat's tuck (hand to a face-down
    oasis) or take (a searched oasis to the hand) is UNKNOWN. Every other kind names only public cards: a
    card played, used or bought goes to the arena or a desert, and a draw or a search names only its oasis."""
    move = typed(move)
    if seat is not None and seat == to_move(state):
        return move
    if isinstance(move, TuckMove):
        return TuckMove.of(UNKNOWN, move.oasis)
    if isinstance(move, TakeMove):
        return TakeMove.of(UNKNOWN)
    return move


def _private(place: str) -> bool:
    """A place only its owner looks into: the hand, or an oasis (its face-down cards)."""
    return place == "hand" or place.startswith("oasis")


def seen_events(events: list[Event], seat: int | None) -> list[Event]:
    """The events of a move as `seat` sees them: a card moved by another seat between two private places (a
    drawn, tucked or taken card) is UNKNOWN; a card with a public end, and every other kind, stay whole."""
    return [
        replace(e, card=UNKNOWN)
        if e.kind == "card" and e.seat != seat and _private(e.src) and _private(e.dst)
        else e
        for e in events
    ]


def unseen(state: KamelohState, seat: int) -> list[int]:
    """The cards of `seat`'s deck that are UNKNOWN in `state` (a multiset, as a sorted list)."""
    have = owned_cards(state, seat)
    have.pop(UNKNOWN, None)
    missing = Counter(pool().decks[state.players[seat].deck].cards) - have
    return sorted(missing.elements())


def determinize(view_state: KamelohState, rng: random.Random) -> KamelohState:
    """A full state that agrees with every known card of `view_state`: the unseen cards of each deck are
    dealt at random into the unknown places, and the random stream is re-seeded."""
    players = []
    for seat, p in enumerate(view_state.players):
        free = unseen(view_state, seat)
        holes = p.hand.count(UNKNOWN) + sum(pile.count(UNKNOWN) for pile in p.oases)
        if holes != len(free):
            raise InvalidState("this view does not fit the decks")
        if not holes:
            players.append(p)
            continue
        rng.shuffle(free)
        it = iter(free)
        hand = tuple(sorted(next(it) if c == UNKNOWN else c for c in p.hand))
        oases = tuple(tuple(next(it) if c == UNKNOWN else c for c in pile) for pile in p.oases)
        players.append(Player(p.deck, hand, oases, p.active, p.desert, p.dates, p.points, p.turns))
    return replace(view_state, players=(players[0], players[1]), rng=rng.getrandbits(64))
