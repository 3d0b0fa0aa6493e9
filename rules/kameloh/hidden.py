"""Hidden information: what a seat may see (`view`) and full states consistent with it (`determinize`).

Hidden are the other seat's hand and every face-down oasis card (one's own too: nobody knows the order of
a shuffled pile). Face-up tops, the arena, lying items and the deserts are public; so are the decks chosen
at set-up, so a seat knows which cards of each deck are still unseen.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from rules.errors import InvalidState
from rules.kameloh.pool import pool
from rules.kameloh.state import UNKNOWN, KamelohState, Player
from rules.kameloh.text import owned_cards


def _hide_pile(pile: tuple[int, ...], active: bool) -> tuple[int, ...]:
    if not pile:
        return pile
    if active:
        return (pile[0],) + (UNKNOWN,) * (len(pile) - 1)
    return (UNKNOWN,) * len(pile)


def view(state: KamelohState, seat: int) -> KamelohState:
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
