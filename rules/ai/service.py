"""The AI worker's side of the AI process: a loop that answers search requests arriving on a pipe.

Runs in a separate process (started by scenes/engine/ai_worker.py) so that a search never slows the
render loop. Imports no pygame. Messages are plain tuples of picklable values:
  app -> worker: ("search", request_id, game_ref, state, seat, level, seed, seconds),
                 ("judge", request_id, game_ref, view_state, seat, played_move, nodes, seed) (rules/ai/judge.py:
                 the judgement of one position of a finished game; nodes 0 or None: the game's default),
                 ("cancel", up_to_id), None (stop);
  worker -> app: ("ready", pid) once its imports are done, ("reply", request_id, move, seconds, error),
                 ("judged", request_id, judgement, seconds, error).

One pipe and nothing else (no multiprocessing Queue, Value or lock), so the app needs no helper process
such as multiprocessing's resource tracker. A reader thread takes every message off the pipe as it comes:
a cancel bumps a counter that the search checks every 128 nodes, searches wait in a local queue, and when
the pipe reaches its end (the app died, however: the kernel closes the app's end) or the parent pid
changes, the thread ends the process at once, also in the middle of a search, or of one that hangs.
"""

from __future__ import annotations

import os
import queue
import threading
import time
import traceback
from typing import Any

# How often the reader thread looks at the parent pid (the pipe's end is the first sign; this is the
# fallback should anything else ever hold the app's end open).
PARENT_CHECK_SECONDS = 0.5
# The worker yields the CPU to the render loop: on two cores the search competes with it.
NICENESS = 10


class RequestCancel:
    """Cancel flag of one request: set once the app has cancelled this request id or a later one.

    A counter instead of one Event: clearing an Event for the next request could un-cancel a search
    that had not yet noticed it was cancelled.
    """

    def __init__(self, cancelled_up_to: Any, request_id: int) -> None:
        self.shared = cancelled_up_to
        self.request_id = request_id

    def is_set(self) -> bool:
        return self.shared.value >= self.request_id


class Inbox:
    """What the reader thread has taken off the pipe: `value` (cancelled up to this request id, read by
    `RequestCancel`) and the searches still to do."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        self.parent = os.getppid()
        self.value = 0
        self.searches: queue.SimpleQueue = queue.SimpleQueue()

    def listen(self) -> None:
        """The reader thread. Ends the whole process when the app is gone, or on a message it cannot
        read (the app then sees the worker die and replaces it): never a worker that stops listening."""
        try:
            if self._read_until_stop():
                return
        except (EOFError, OSError):
            pass
        except BaseException:
            traceback.print_exc()
        os._exit(0)  # not SystemExit: the main thread may be deep in a search that never looks up

    def _read_until_stop(self) -> bool:
        """True after the app's orderly stop (a None message), False once the parent pid has changed."""
        while True:
            while not self.conn.poll(PARENT_CHECK_SECONDS):
                if os.getppid() != self.parent:
                    return False
            message = self.conn.recv()
            if message is None:
                self.searches.put(None)
                return True
            if message[0] == "cancel":
                self.value = max(self.value, message[1])
            else:
                self.searches.put(message)


def lower_priority(niceness: int) -> None:
    if hasattr(os, "nice"):  # POSIX only; elsewhere the worker keeps the normal priority
        try:
            os.nice(niceness)
        except OSError:
            pass


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


def time_budget(ref: str, level: str) -> float | None:
    """Seconds a search of `level` may take for the game named `ref` when the request gives none (the
    level's own time), or None if the game or level is unknown (the worker will answer with an error)."""
    import rules

    try:
        return float(resolve_game(rules.GAMES, ref).ai_settings(level).time)
    except Exception:  # an unknown game or level: the worker reports it, the app only needs a deadline
        return None


def judge_time_budget(ref: str, nodes: int | None) -> float | None:
    """Seconds a judgement of `nodes` nodes (None or 0: the game's default) may take for the game named
    `ref` (its emergency clock), or None if the game is unknown (the worker will answer with an error)."""
    import rules
    from rules.ai.judge import default_nodes, emergency_seconds

    try:
        game = resolve_game(rules.GAMES, ref)
        return emergency_seconds(game, nodes or default_nodes(game))
    except Exception:  # an unknown game: the worker reports it, the app only needs a deadline
        return None


def serve(conn: Any, niceness: int = NICENESS) -> None:
    """Answer ("search", ...) and ("judge", ...) messages from `conn` until a None message arrives or the
    app is gone."""
    lower_priority(niceness)
    import rules

    inbox = Inbox(conn)
    threading.Thread(target=inbox.listen, name="spieltisch-ai-inbox", daemon=True).start()
    _send(conn, ("ready", os.getpid()))
    while True:
        request = inbox.searches.get()
        if request is None:
            return
        request_id = request[1]
        if inbox.value >= request_id:
            continue  # cancelled before it began: nobody waits for its answer
        kind = "judged" if request[0] == "judge" else "reply"
        started = time.monotonic()
        try:
            answer = _answer(rules.GAMES, request, RequestCancel(inbox, request_id), started)
            reply = (kind, request_id, answer, time.monotonic() - started, None)
        except Exception:  # report, never die: the app falls back and shows the error
            reply = (kind, request_id, None, time.monotonic() - started, traceback.format_exc(limit=5))
        try:
            _send(conn, reply)
        except Exception:  # an answer that cannot be pickled: still an answer, never a dead worker
            _send(conn, (kind, request_id, None, reply[3], traceback.format_exc(limit=5)))


def _answer(games: dict, request: tuple, cancel: RequestCancel, started: float) -> Any:
    """The move of a ("search", ...) request or the Judgement of a ("judge", ...) one."""
    if request[0] == "judge":
        from rules.ai.judge import judge_position

        _, _, game_id, view_state, seat, played, nodes, seed = request
        game = resolve_game(games, game_id)
        return judge_position(game, view_state, seat, played, nodes or None, seed or 0, cancel=cancel)
    from rules.ai.api import choose_move

    _, _, game_id, state, seat, level, seed, seconds = request
    game = resolve_game(games, game_id)
    deadline = started + seconds if seconds else None
    return choose_move(game, state, seat, level, seed=seed, deadline=deadline, cancel=cancel)


def _send(conn: Any, message: tuple) -> None:
    try:
        conn.send(message)
    except OSError:  # the app is gone
        os._exit(0)
