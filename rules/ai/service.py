"""The AI worker's side of the AI process: a loop that answers search requests from a queue.

Runs in a separate process (started by scenes/engine/ai_worker.py) so that a search never slows the
render loop. Imports no pygame. Requests and replies are plain tuples of picklable values.
"""

from __future__ import annotations

import time
import traceback
from typing import Any


class RequestCancel:
    """Cancel flag of one request: set once the app has cancelled this request id or a later one.

    A shared counter instead of one Event: clearing an Event for the next request could un-cancel a search
    that had not yet noticed it was cancelled.
    """

    def __init__(self, cancelled_up_to: Any, request_id: int) -> None:
        self.shared = cancelled_up_to
        self.request_id = request_id

    def is_set(self) -> bool:
        return self.shared.value >= self.request_id


def resolve_game(games: dict, ref: str) -> Any:
    """A registered game by id, or a game class named "module:Class" (test games outside the registry)."""
    if ref in games:
        return games[ref]
    module_name, _, class_name = ref.partition(":")
    if not class_name:
        raise KeyError(f"unknown game {ref!r}")
    import importlib

    return getattr(importlib.import_module(module_name), class_name)()


def game_ref(game: Any, games: dict) -> str:
    """What to send to the worker for `game`: its id when it is a registered game of `rules`, else
    "module:Class" (the worker process imports `rules` afresh, so only real packages are registered there)."""
    if games.get(game.id) is game and type(game).__module__.startswith("rules."):
        return game.id
    return f"{type(game).__module__}:{type(game).__name__}"


def serve(requests: Any, replies: Any, cancelled_up_to: Any) -> None:
    """Answer (request_id, game_id, state, seat, level, seed, seconds) until a None request arrives.

    `cancelled_up_to` is a shared integer: every request with an id up to it is cancelled."""
    import rules
    from rules.ai.api import choose_move

    while True:
        request = requests.get()
        if request is None:
            return
        request_id, game_id, state, seat, level, seed, seconds = request
        started = time.monotonic()
        try:
            game = resolve_game(rules.GAMES, game_id)
            deadline = started + seconds if seconds else None
            cancel = RequestCancel(cancelled_up_to, request_id)
            move = choose_move(game, state, seat, level, seed=seed, deadline=deadline, cancel=cancel)
            replies.put((request_id, move, time.monotonic() - started, None))
        except Exception:  # report, never die: the app falls back and shows the error
            replies.put((request_id, None, time.monotonic() - started, traceback.format_exc(limit=5)))
