"""The Ka-Mel-Oh! position: plain immutable data the scene reads to draw.

Cards are pool indices (`rules.kameloh.pool.card(i)` gives names, texts, values); `UNKNOWN` (-1) stands for a
card the viewing seat may not see (see `view`). Seats are 0 and 1.

`KamelohState` fields:
- `players`: one `Player` per seat:
  - `deck`: id of the ready-made deck the seat plays (public);
  - `hand`: card indices, sorted; in a view the other seat's hand is `UNKNOWN`s (the count stays visible);
  - `oases`: the face-down piles, top card first; only the top of an activated oasis is face up;
  - `active`: per oasis, is its top card face up (activated: one date per turn);
  - `desert`: the discard pile, in the order cards arrived (public);
  - `dates`: saved dates; `points`: victory points; `turns`: turns this seat has completed.
- `arena`: four places, `Monster` or None, by slot: 0 = A1, 1 = A2 (seat 0's half), 2 = B1, 3 = B2 (seat 1's).
  A `Monster` keeps its `card`, its `owner` (a monster taken by the other seat keeps its owner: it goes
  to the owner's desert when defeated), `damage` taken, `lp_bonus` (permanent LP from items) and `extra`
  (AP, DP, LP added by members that joined an open gathering later).
  Derived values (AP/DP/LP with items) come from `rules.kameloh.stats.values(state, slot)`.
- `lying`: green items that stay in play (`Lying(card, owner, slot)`): slot 0..3 = lying on that
  monster, -1 = lying in front of its owner (e.g. Streik, Bausparvertrag).
- `effects`: used items that still act until the end of the turn (`Lying` shape; the cards are in the
  desert already): AP/DP changes for the fight, direct attacks, shields.
- `current`: seat whose turn it is; `phase`: "main" (the turn's action and attack), "search" (the current
  seat picks a card from the oasis `searching`), "answer" (the defender may answer `attack` with items),
  "buyout" (last turn: buy monsters free), "over".
- `action`: what the turn's one action has become so far: "" (none yet), "play", "activate", "tuck"
  (tucked only: may still draw or search), "draw", "search"; `tucks`: hand cards tucked this turn;
  `placed`: monsters placed into the arena this turn (at most two).
- `attack`: during "answer": (attacking slots, target slots) of the declared attack, else None.
- `end_by`: seat whose turn triggered the end (-1: not yet); `end_stage`: 0 normal, 1 the other seat's
  second-to-last turn, 2 and 3 the two buy-out turns.
- `length` ("short"/"long") and `target` (victory points that end a short game): the options.
- `shown`: per seat the cards shown to the opponent when shuffled back at set-up (public).
- `rng`: the seeded random stream (0 in a view: a seat cannot predict shuffles).
"""

from __future__ import annotations

from dataclasses import dataclass

UNKNOWN = -1
HAND = -1  # card source: the hand; 0..3 = the face-up top of that oasis; ARENA + slot = a place in the arena
ARENA = 100
HAND_LIMIT = 6
TURN_LIMIT = 80  # our decision: the end is triggered after a seat's 80th turn, so every game ends


def side_of(slot: int) -> int:
    return slot // 2


def slots_of(seat: int) -> tuple[int, int]:
    return (2 * seat, 2 * seat + 1)


def slot_name(slot: int) -> str:
    return "AB"[slot // 2] + str(slot % 2 + 1)


@dataclass(frozen=True)
class Monster:
    card: int
    owner: int
    damage: int = 0
    lp_bonus: int = 0
    extra: tuple[int, int, int] = (0, 0, 0)


@dataclass(frozen=True, order=True)
class Lying:
    card: int
    owner: int
    slot: int  # 0..3: lies on / acts on that monster; -1: lies in front of `owner`


@dataclass(frozen=True)
class Player:
    deck: str
    hand: tuple[int, ...]
    oases: tuple[tuple[int, ...], ...]
    active: tuple[bool, ...]
    desert: tuple[int, ...] = ()
    dates: int = 0
    points: int = 0
    turns: int = 0

    def tops(self) -> list[tuple[int, int]]:
        """(oasis, card) for every face-up top card."""
        return [(i, pile[0]) for i, pile in enumerate(self.oases) if self.active[i] and pile]


@dataclass(frozen=True)
class KamelohState:
    players: tuple[Player, Player]
    arena: tuple[Monster | None, Monster | None, Monster | None, Monster | None]
    lying: tuple[Lying, ...]
    effects: tuple[Lying, ...]
    current: int
    phase: str
    action: str
    tucks: int
    placed: int
    attack: tuple[tuple[int, ...], tuple[int, ...]] | None
    searching: int
    end_by: int
    end_stage: int
    length: str
    target: int
    shown: tuple[tuple[int, ...], tuple[int, ...]]
    rng: int

    def monsters_of(self, side: int) -> list[int]:
        """Occupied slots of a side."""
        return [s for s in slots_of(side) if self.arena[s] is not None]

    def free_slot(self, side: int) -> int | None:
        for s in slots_of(side):
            if self.arena[s] is None:
                return s
        return None
