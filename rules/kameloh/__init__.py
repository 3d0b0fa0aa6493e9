"""Ka-Mel-Oh!: a camel card duel with hidden hands (rules: ../shared/rulebooks/ka-mel-oh-rules.de.txt,
decisions: ../shared/design/ka-mel-oh.md). Importing this package reads no card data: the pool loads on
first use.

What a scene uses besides the contract (`GAME`):
- `rules.kameloh.state`: the state's fields (documented there), `slot_name`, `slots_of`, `UNKNOWN`.
- `rules.kameloh.pool`: `card(index)` with names/texts in German and English, kind, colour, class (hk),
  price, AP/DP/LP, attack and defence names; `pool().decks` and `deck_ids()` for the deck choice.
- `rules.kameloh.stats`: `values(state, slot)` (current AP/DP/LP, damage, direct), `price(state, seat, card)`,
  `fight_damage(state, attackers, targets)` to preview an attack.
- `rules.kameloh.table`: `cards_used(move)`, `move_target(state, move)`, `monster_view`, `card_label`,
  `deciding_seat` (who must sit in front of the screen, also for the defender's answer).
- `GAME.events(state, move)`: what a move does as data (`rules.kameloh.events`) for the animations.
"""

from rules.kameloh.game import KamelohGame

GAME = KamelohGame()

__all__ = ["GAME", "KamelohGame"]
