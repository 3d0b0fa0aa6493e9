"""What a move did, as data for the scene's animations (`KamelohGame.events(state, move)`).

Locations are strings: "hand", "oasis 1".."oasis 4" (1-based like the notation), "A1".."B2" (arena places),
"desert", "front" (an item lying in front of its owner), "on A1" (an item lying on the monster at A1).

Event kinds:
- "card": `card` of `seat` went from `src` to `dst` (`slot` = the target place of an item, or -1).
  A drawn card's identity is only for the seat that drew it: a scene shows `card` to that seat only.
- "flip": the top `card` of `src` (an oasis of `seat`) was turned face up.
- "shuffle": `seat` shuffled the oasis `src`.
- "dates": `seat` gained (`amount` > 0) or paid (< 0) dates.
- "points": `seat` scored `amount` victory points; `info` = ("defeat",), ("free",) or ("buyout",).
- "fight": `info` = (attacking slots, target slots, ((target, damage), ...)).
- "damage" / "heal": the monster at `slot` took / healed `amount` (items).
- "defeat": the monster `card` at `slot` was defeated (it crumbles into its owner's desert).
- "mutate": the monster at `slot` became `card`; "fuse": the gathering `card` formed at `slot` (members in
  `info`); "join": `card` joined the gathering at `slot`; "steal": the monster at `src` moved to `dst`.
- "turn": `seat` starts a turn; "buyout": `seat` starts the last turn; "over": the game ended.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int = -1
    card: int = -1
    src: str = ""
    dst: str = ""
    slot: int = -1
    amount: int = 0
    info: tuple = ()
