"""Ka-Mel-Oh!: a camel card duel with hidden hands (rules: ../shared/rulebooks/ka-mel-oh-rules.de.txt,
decisions: ../shared/design/ka-mel-oh.md). Importing this package reads no card data: the pool loads on
first use."""

from rules.kameloh.game import KamelohGame

GAME = KamelohGame()

__all__ = ["GAME", "KamelohGame"]
