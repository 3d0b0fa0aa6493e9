"""The judge of a finished game through the real AI process (issue 28): a ("judge", ...) request comes back
as the same Judgement the rules give in this process, a cancelled one is dropped and the next is answered
at once, an error is an answer, and the search requests are untouched."""

from __future__ import annotations

import time

import pytest

import rules
from rules.ai import judge_position, judge_seed, judge_time_budget
from scenes.engine.ai_worker import AiWorker
from tests.rules.test_judge import WIN_IN_ONE
from tests.toys import Nim, NimState


def _wait(worker: AiWorker, seconds: float):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        reply = worker.poll()
        if reply is not None:
            return reply
        time.sleep(0.005)
    raise AssertionError(f"no reply within {seconds} s")


@pytest.fixture
def worker():
    w = AiWorker()
    yield w
    w.close()


def test_a_judgement_comes_back_as_the_rules_give_it(worker) -> None:
    game = rules.GAMES["kamisado"]
    played = next(m for m in game.legal_moves(WIN_IN_ONE) if game.notation(WIN_IN_ONE, m) != "d1-d8")
    seed = judge_seed(11, 4)
    request = worker.judge("kamisado", WIN_IN_ONE, 1, played, 2000, seed)
    reply = _wait(worker, 60)
    assert (reply.request_id, reply.kind, reply.error, reply.move) == (request, "judged", None, None)
    assert reply.judgement == judge_position(game, WIN_IN_ONE, 1, played, 2000, seed)
    assert reply.judgement.best_text == "d1-d8" and reply.judgement.win_in == 1


def test_a_cancelled_judgement_is_dropped_and_the_next_one_answered(worker) -> None:
    game = rules.GAMES["camelot"]
    state = game.new(2, None, seed=1)
    move = game.legal_moves(state)[0]
    worker.judge("camelot", state, 0, move, 5_000_000, 1)  # far more than it could do before the cancel
    time.sleep(0.5)
    worker.cancel()
    assert worker.pending is None and worker.poll() is None
    started = time.monotonic()
    worker.judge("camelot", state, 0, move, 300, 2)
    reply = _wait(worker, 60)
    assert reply.kind == "judged" and reply.error is None and reply.judgement.played == move
    assert time.monotonic() - started < 30  # the cancelled one did not run on to its budget


def test_a_judgement_that_fails_is_an_error_reply_and_searches_still_work(worker) -> None:
    state = NimState((1, 2), 0)
    worker.judge("tests.toys:Nim", state, 1, (0, 1), 100, 0)  # not seat 1's turn
    reply = _wait(worker, 60)
    assert reply.kind == "judged" and reply.judgement is None and "turn" in reply.error
    worker.request("tests.toys:Nim", state, 0, "hard", 1, 1.0)
    reply = _wait(worker, 30)
    assert reply.kind == "reply" and reply.error is None and reply.move in Nim().legal_moves(state)


def test_the_watchdog_allows_a_judgements_node_budget() -> None:
    assert judge_time_budget("kamisado", None) > judge_time_budget("kamisado", 1000) >= 2.0
    assert judge_time_budget("no-such-game", 10) is None
