"""The review of a finished game on the game's own scene (issue 28).

- `review_scene(app, session)`: the game's scene class, built with a `Review` director (review.py) that steps
  through `session`'s moves; `start_review(app, session)` shows it (from the results and the list of
  finished games).

Rooms: review (the director: where the review stands, stepping, the keys), card (the card over the move list:
the moves, the ends, the slider).
"""

from __future__ import annotations

from rules.session import GameSession
from scenes.games import scene_class
from scenes.games.launch import rename_default_seats, show_scene

from .review import Review

__all__ = ["Review", "review_scene", "start_review"]


def review_scene(app, session: GameSession):
    """The game's scene reviewing the finished `session` (None when the game has no scene)."""
    cls = scene_class(session.game_id)
    if cls is None:
        return None
    rename_default_seats(app.tr, session)
    review = Review(session)
    scene = cls(app, review.session, director=review)
    review.begin(scene)  # once the scene is built: the card takes the place of its move list
    return scene


def start_review(app, session: GameSession) -> bool:
    return show_scene(app, review_scene(app, session))
