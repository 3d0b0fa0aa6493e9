"""Options and the set-up: shuffle, draw until three yellow monsters (the six-card rule), deal the oases,
toss a coin for the first turn."""

from __future__ import annotations

from rules.common import OptionSpec, new_rng, rng_below, rng_shuffle
from rules.kameloh.pool import card, deck_ids, pool
from rules.kameloh.state import HAND_LIMIT, KamelohState, Player

START_MONSTERS = 3
TARGETS = (10, 15, 20, 25)


def options_spec() -> dict[str, OptionSpec]:
    decks = (*deck_ids(), "random")
    return {
        "deck0": OptionSpec("random", decks),
        "deck1": OptionSpec("random", decks),
        "oases": OptionSpec(4, (4, 3)),
        "length": OptionSpec("short", ("short", "long")),
        "target": OptionSpec(20, TARGETS),
    }


def deal(
    rng: int, cards: tuple[int, ...], oases: int
) -> tuple[int, tuple[int, ...], list[list[int]], tuple[int, ...]]:
    """(rng, hand, oasis piles, cards shown to the opponent) for one seat's deck."""
    rng, shuffled = rng_shuffle(rng, cards)
    rest = list(shuffled)
    drawn: list[int] = []
    yellow = 0
    while yellow < START_MONSTERS:
        c = rest.pop(0)
        drawn.append(c)
        yellow += card(c).is_yellow
    shown: tuple[int, ...] = ()
    if len(drawn) < HAND_LIMIT:
        while len(drawn) < HAND_LIMIT:
            drawn.append(rest.pop(0))
    elif len(drawn) > HAND_LIMIT:
        # keep the three monsters, show the others, shuffle them back and draw three
        monsters = [c for c in drawn if card(c).is_yellow]
        shown = tuple(sorted(c for c in drawn if not card(c).is_yellow))
        rng, reshuffled = rng_shuffle(rng, rest + list(shown))
        rest = list(reshuffled)
        drawn = monsters + rest[: HAND_LIMIT - START_MONSTERS]
        rest = rest[HAND_LIMIT - START_MONSTERS :]
    piles = [rest[i::oases] for i in range(oases)]
    return rng, tuple(sorted(drawn)), piles, shown


def new_state(options: dict, seed: int | None) -> KamelohState:
    rng = new_rng(seed)
    decks = []
    for seat in (0, 1):
        choice = options[f"deck{seat}"]
        if choice == "random":
            rng, pick = rng_below(rng, len(deck_ids()))
            choice = deck_ids()[pick]
        decks.append(choice)
    players = []
    shown = []
    for seat in (0, 1):
        rng, hand, piles, seen = deal(rng, pool().decks[decks[seat]].cards, options["oases"])
        players.append(Player(decks[seat], hand, tuple(tuple(p) for p in piles), (False,) * len(piles)))
        shown.append(seen)
    rng, first = rng_below(rng, 2)  # the coin toss
    return KamelohState(
        players=(players[0], players[1]),
        arena=(None, None, None, None),
        lying=(),
        effects=(),
        current=first,
        phase="main",
        action="",
        tucks=0,
        placed=0,
        attack=None,
        searching=-1,
        end_by=-1,
        end_stage=0,
        length=options["length"],
        target=options["target"],
        shown=(shown[0], shown[1]),
        rng=rng,
    )
