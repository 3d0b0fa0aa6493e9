"""Each player's set of cards and the animals on their neutral parts.

A player's supply is a tuple of counts indexed like `CARD_TYPES`: (kind, animal) pairs. Ends carry no
animal (animal ""). Animal numbers follow ../shared/design/down-under.md.
"""

from __future__ import annotations

from rules.downunder.geometry import CURVE, END, STRAIGHT

KANGAROO, EMU, PLATYPUS, RABBIT, DINGO = "kangaroo", "emu", "platypus", "rabbit", "dingo"
ANIMALS = (KANGAROO, EMU, PLATYPUS, RABBIT, DINGO)

# (kind, animal, copies) of one player's 18 cards: 7 straights, 9 curves, 2 ends.
_SET = (
    (STRAIGHT, KANGAROO, 2),
    (STRAIGHT, EMU, 2),
    (STRAIGHT, PLATYPUS, 1),
    (STRAIGHT, RABBIT, 2),
    (CURVE, KANGAROO, 2),
    (CURVE, EMU, 2),
    (CURVE, PLATYPUS, 2),
    (CURVE, RABBIT, 2),
    (CURVE, DINGO, 1),
    (END, "", 2),
)
CARD_TYPES: tuple[tuple[str, str], ...] = tuple((kind, animal) for kind, animal, _ in _SET)
FULL_SUPPLY: tuple[int, ...] = tuple(n for _, _, n in _SET)
TYPE_INDEX: dict[tuple[str, str], int] = {t: i for i, t in enumerate(CARD_TYPES)}
BILLABONGS = 4
CARDS_PER_PLAYER = sum(FULL_SUPPLY)

# Indices of the card types of each kind, in the fixed animal order.
KIND_INDICES: dict[str, tuple[int, ...]] = {
    kind: tuple(i for i, (k, _) in enumerate(CARD_TYPES) if k == kind) for kind in (STRAIGHT, CURVE, END)
}


def kind_count(supply: tuple[int, ...], kind: str) -> int:
    return sum(supply[i] for i in KIND_INDICES[kind])


def animals_left(supply: tuple[int, ...], kind: str) -> list[str]:
    """The animals of `kind` the supply still holds, in the fixed order."""
    return [CARD_TYPES[i][1] for i in KIND_INDICES[kind] if supply[i]]


def default_animal(supply: tuple[int, ...], kind: str) -> str:
    """The card taken when animals do not matter: the animal with the most copies left (fixed order on ties),
    so the supply on the table stays a true subset of the printed set."""
    best, best_n = "", 0
    for i in KIND_INDICES[kind]:
        if supply[i] > best_n:
            best, best_n = CARD_TYPES[i][1], supply[i]
    return best


def take(supply: tuple[int, ...], kind: str, animal: str) -> tuple[int, ...]:
    i = TYPE_INDEX[(kind, animal)]
    if supply[i] <= 0:
        raise ValueError(f"no {kind} {animal} left")
    return supply[:i] + (supply[i] - 1,) + supply[i + 1 :]
