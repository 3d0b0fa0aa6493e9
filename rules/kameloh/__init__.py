"""Ka-Mel-Oh!: a camel card duel with hidden hands (rules: ../shared/rulebooks/ka-mel-oh-rules.de.txt,
decisions: ../shared/design/ka-mel-oh.md). Importing this package loads game.py only and reads no card data: the
other modules and the pool load on first use of a name.

The public face, all that the registry and the scenes use (tests of the rules may import the inner modules):
- `GAME`: the rules contract (../shared/design/rules-contract.md); `GAME.events(state, move)` tells what a
  move did as a list of `Event`s (kinds and locations documented in `rules.kameloh.events`), for animations.
- The state: `KamelohState` (its fields are documented in `rules.kameloh.state`), `Lying` (an item lying on
  a monster or in front of its owner), `UNKNOWN` (a hidden card), `slot_name(slot)` ("A1".."B2"), and the
  card sources of a move: `HAND`, an oasis 0..3, or `ARENA` + slot.
- The cards: `card(index)` -> `Card` (names and texts in German and English, kind, colour, class (hk),
  price, AP/DP/LP, attack and defence names); `card_pool()` (the `Pool`) for the races, the decks and
  cards by id.
- What the table shows: `monster_view(state, slot)` -> `MonsterView` (current values, damage, items),
  `deciding_seat(state)` (who must sit in front of the screen, also for the defender's answer),
  `cards_used(move)` (the cards a move takes and where from).
- The moves: `Move`, the union of one NamedTuple class per kind (`PlayMove`, `ItemMove`, ... `PassMove`,
  each tagged by its first field `kind`), and `KINDS` (tag -> class).
- Numbers: `price(state, seat, card)`, `income(state, seat)`, `fight_damage(state, attackers, targets)` (to
  preview an attack), `SEARCH_PRICE`, and `free_point_due(state)` (ending the turn now scores a point).
- For a newcomer (`rules.kameloh.guide`, loaded on first use): `TURN_STEPS`, `turn_steps(state, legal)` and
  `current_steps(state, legal)` (the steps of a turn, `TurnStep`, and which one the rules are in), and
  `attack_outcome(state, move)` (`AttackOutcome`: what an attack would do, from applying it), and
  `sure_gain(view, move)` (`Gain` in `rules.kameloh.gain`: the stars a move wins now and whether it stops the
  opponent's free point; why the hint, the medium AI, prefers it).
"""

from rules.common import lazy_names
from rules.kameloh.game import KamelohGame

GAME = KamelohGame()

# Every other public name loads its module on first use: the moves and the card pool cost ~50 ms to import,
# which `import rules` (the registry, the AI worker, every test process) should not pay for a game not played.
_HOMES = {
    "Event": "events",
    **dict.fromkeys(("KINDS", "SEARCH_PRICE", "Move", "free_point_due"), "moves"),
    "Card": "pool",
    "card": "pool",
    "card_pool": "pool:pool",
    **dict.fromkeys(("ARENA", "HAND", "UNKNOWN", "KamelohState", "Lying", "slot_name"), "state"),
    **dict.fromkeys(("fight_damage", "income", "price"), "stats"),
    **dict.fromkeys(("MonsterView", "cards_used", "deciding_seat", "monster_view"), "table"),
    **dict.fromkeys(("Gain", "sure_gain"), "gain"),
    **dict.fromkeys(
        ("TURN_STEPS", "AttackOutcome", "TurnStep", "attack_outcome", "current_steps", "turn_steps"), "guide"
    ),
}
__getattr__ = lazy_names(__name__, _HOMES)

__all__ = [
    "ARENA",
    "GAME",
    "HAND",
    "KINDS",
    "SEARCH_PRICE",
    "TURN_STEPS",
    "UNKNOWN",
    "AttackOutcome",
    "Card",
    "Event",
    "Gain",
    "KamelohState",
    "Lying",
    "Move",
    "MonsterView",
    "TurnStep",
    "attack_outcome",
    "card",
    "card_pool",
    "cards_used",
    "current_steps",
    "deciding_seat",
    "fight_damage",
    "free_point_due",
    "income",
    "monster_view",
    "price",
    "slot_name",
    "sure_gain",
    "turn_steps",
]
