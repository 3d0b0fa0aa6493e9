"""Composed Ka-Mel-Oh! positions for rule tests: name the cards that matter, the rest of each deck is
dealt face down into the oases so that every position keeps all 120 cards."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import rules
from rules.kameloh.pool import pool
from rules.kameloh.state import KamelohState, Lying, Monster, Player
from rules.kameloh.text import check_state

GAME = rules.GAMES["kameloh"]
SLOT = {"A1": 0, "A2": 1, "B1": 2, "B2": 3}


def cid(card_id: str) -> int:
    return pool().by_id[card_id]


def compose(
    decks: tuple[str, str] = ("wuestensturm", "karawane"),
    hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    arena: dict | None = None,
    tops: tuple[dict, dict] = ({}, {}),
    deserts: tuple[tuple[str, ...], tuple[str, ...]] = ((), ()),
    lying: tuple[tuple[str, int, int], ...] = (),
    dates: tuple[int, int] = (0, 0),
    points: tuple[int, int] = (0, 0),
    turns: tuple[int, int] = (1, 1),
    current: int = 0,
    oases: int = 4,
    empty_oases: tuple[int, int] = (0, 0),
    length: str = "short",
    target: int = 20,
) -> KamelohState:
    """A position in the main phase of `current`'s turn.

    arena: {"A1": "doppeldecker"} or {"A1": ("doppeldecker", owner, damage)}; tops: per seat {oasis: card id}
    (that oasis is activated with the card face up); lying: (card id, owner, slot or -1);
    empty_oases: per seat, how many of the last oases hold no cards at all.
    """
    arena = arena or {}
    places: list[Monster | None] = [None] * 4
    used = [Counter(), Counter()]
    for name, spec in arena.items():
        card_id, owner, damage = (spec, SLOT[name] // 2, 0) if isinstance(spec, str) else spec
        places[SLOT[name]] = Monster(cid(card_id), owner, damage)
        used[owner][cid(card_id)] += 1
    lying_items = tuple(sorted(Lying(cid(c), owner, slot) for c, owner, slot in lying))
    for item in lying_items:
        used[item.owner][item.card] += 1
    players = []
    for seat in (0, 1):
        hand = tuple(sorted(cid(c) for c in hands[seat]))
        desert = tuple(cid(c) for c in deserts[seat])
        top_cards = {i: cid(c) for i, c in tops[seat].items()}
        used[seat].update(hand)
        used[seat].update(desert)
        used[seat].update(top_cards.values())
        rest = Counter(pool().decks[decks[seat]].cards) - used[seat]
        assert not used[seat] - Counter(pool().decks[decks[seat]].cards), f"cards not in deck {decks[seat]}"
        rest_cards = sorted(rest.elements())
        filled = oases - empty_oases[seat]
        piles = [rest_cards[i::filled] if i < filled else [] for i in range(oases)]
        if not filled:  # no oasis holds cards: the rest of the deck has been used up
            desert += tuple(rest_cards)
        for i, c in top_cards.items():
            piles[i].insert(0, c)
        active = tuple(i in top_cards for i in range(oases))
        players.append(
            Player(
                decks[seat],
                hand,
                tuple(tuple(p) for p in piles),
                active,
                desert,
                dates[seat],
                points[seat],
                turns[seat],
            )
        )
    state = KamelohState(
        players=(players[0], players[1]),
        arena=tuple(places),  # type: ignore[arg-type]
        lying=lying_items,
        effects=(),
        current=current,
        phase="main",
        action="",
        tucks=0,
        placed=0,
        attack=None,
        searching=-1,
        end_by=-1,
        end_stage=0,
        length=length,
        target=target,
        shown=((), ()),
        rng=12345,
    )
    check_state(state)
    return state


def play(state: KamelohState, *texts: str) -> KamelohState:
    """Apply moves given in notation."""
    for text in texts:
        state = GAME.apply(state, GAME.parse_move(state, text))
    return state


def notations(state: KamelohState) -> list[str]:
    return [GAME.notation(state, m) for m in GAME.legal_moves(state)]


def with_player(state: KamelohState, seat: int, **changes) -> KamelohState:
    players = list(state.players)
    players[seat] = replace(players[seat], **changes)
    return replace(state, players=tuple(players))
