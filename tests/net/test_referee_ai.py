"""AI seats on the referee in processes of their own (net/referee_ai.py): only legal moves, found on the
seat's view, without blocking the referee; the workers end with the referee, however it dies."""

from __future__ import annotations

import logging
import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import rules
from net.referee_ai import AiAnswer, InlineAi, ProcessAi
from tests.net.hanging_game import Hanging
from tests.net.helpers import Net, start_table

ALICE = "alice@test"


def wait_answers(ai: ProcessAi, count: int, seconds: float = 60.0) -> list:
    answers: list = []
    end = time.monotonic() + seconds
    while len(answers) < count and time.monotonic() < end:
        answers += ai.poll()
        time.sleep(0.01)
    return answers


def test_worker_answers_every_request_with_a_legal_move_of_the_view_in_order() -> None:
    ai = ProcessAi(workers=2)
    try:
        positions = []
        for game_id in ("kamisado", "camelot", "downunder", "kameloh"):
            game, rng = rules.GAMES[game_id], random.Random(1)
            state = game.new(2, None, seed=3)
            for _ in range(rng.randrange(4, 12)):
                after = game.apply(state, rng.choice(game.legal_moves(state)))
                state = state if game.is_over(after) else after
            seat = game.to_move(state)
            positions.append((game_id, game.view(state, seat), seat))
        started = time.monotonic()
        for i, (game_id, view, seat) in enumerate(positions):
            ai.ask((game_id, i), game_id, view, seat, "easy", i)
        assert time.monotonic() - started < 0.5, "asking never waits for a search"
        answers = wait_answers(ai, len(positions))
        assert sorted(a.key for a in answers) == sorted((g, i) for i, (g, _v, _s) in enumerate(positions))
        for answer in answers:
            game_id, view, seat = positions[answer.key[1]]
            assert answer.error is None
            assert answer.move in rules.GAMES[game_id].legal_moves(view)
    finally:
        ai.close()


def test_a_table_against_a_process_ai_seat_plays_to_the_end_with_legal_moves(tmp_path: Path, caplog) -> None:
    ai = ProcessAi()
    net = Net(tmp_path, ai=ai)
    caplog.set_level(logging.WARNING, "net.referee")
    try:
        table = start_table(net, "kamisado", [ALICE], ("easy",))
        rng = random.Random(5)
        for _ in range(500):
            view = net.clients[ALICE].views[table]
            if view.status != "playing":
                break
            if view.my_turn:
                net.clients[ALICE].move(table, rng.choice(rules.GAMES["kamisado"].legal_moves(view.state)))
            net.settle()
            time.sleep(0.01)
        assert net.referee.tables[table].status == "over"
        session = net.referee.tables[table].session
        assert 1 in session.movers
        assert "the AI failed" not in caplog.text, "every AI move was legal: no stand-in was needed"
    finally:
        net.referee.close()


def test_the_workers_end_when_the_referee_is_killed(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import sys, time
        from net.referee_ai import AiAnswer, InlineAi, ProcessAi
        ai = ProcessAi(workers=2)
        while not ai.poll() and len(ai.pids) < 2:
            time.sleep(0.05)
        print(*ai.pids, flush=True)
        time.sleep(120)
        """
    )
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    referee = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, env=env)
    try:
        pids = [int(p) for p in referee.stdout.readline().split()]
        assert len(pids) == 2
        time.sleep(0.5)
        assert all(alive(pid) for pid in pids)
        referee.send_signal(signal.SIGKILL)
        referee.wait(10)
        end = time.monotonic() + 10
        while any(alive(pid) for pid in pids) and time.monotonic() < end:
            time.sleep(0.05)
        assert not any(alive(pid) for pid in pids), "a worker outlived the referee"
    finally:
        if referee.poll() is None:
            referee.kill()


def alive(pid: int) -> bool:
    """The process exists and is not a zombie."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


def test_a_hung_search_is_killed_answered_with_an_error_and_its_worker_replaced() -> None:
    ai = ProcessAi(grace=0.3)
    try:
        game = Hanging()
        ai.ask(("t", 0), "tests.net.hanging_game:Hanging", game.new(), 0, "easy", 1)
        first = ai.pids
        started = time.monotonic()
        [answer] = wait_answers(ai, 1, 30.0)
        assert answer.key == ("t", 0) and answer.move is None and "restarted" in answer.error
        assert time.monotonic() - started < 25
        assert ai.pids != first and not alive(first[0])
        ai.ask(("k", 0), "kamisado", rules.GAMES["kamisado"].new(), 0, "easy", 1)
        [answer] = wait_answers(ai, 1)
        assert answer.error is None and answer.move in rules.GAMES["kamisado"].legal_moves(
            rules.GAMES["kamisado"].new()
        )
    finally:
        ai.close()


class WrongAi(InlineAi):
    """Answers every request wrongly: an error, then a move that is not legal, in turn."""

    def poll(self) -> list[AiAnswer]:
        asked, self.asked = self.asked, []
        return [
            AiAnswer(key, None, 0.0, "boom") if i % 2 == 0 else AiAnswer(key, ("move", 99, 99), 0.0)
            for i, (key, *_rest) in enumerate(asked)
        ]


def test_an_ai_that_fails_or_answers_an_illegal_move_is_stood_in_for_and_logged(
    tmp_path: Path, caplog
) -> None:
    net = Net(tmp_path, ai=WrongAi())
    caplog.set_level(logging.WARNING, "net.referee")
    table = start_table(net, "kamisado", [ALICE], ("easy",))
    rng = random.Random(4)
    for _ in range(6):
        view = net.clients[ALICE].views[table]
        if view.status != "playing":
            break
        net.clients[ALICE].move(table, rng.choice(rules.GAMES["kamisado"].legal_moves(view.state)))
        net.settle()
    session = net.referee.tables[table].session
    assert session.movers.count(1) >= 2, "the AI seat moved all the same"
    assert caplog.text.count("the AI failed") >= 2
