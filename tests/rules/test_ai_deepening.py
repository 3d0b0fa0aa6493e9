"""The shared alpha-beta deepens iteratively until its time is spent, and stops early only on a proven
result (issue 19): the perfect-information hard levels rely on it."""

from __future__ import annotations

import time

import pytest

from rules.ai.alphabeta import MATE_ZONE, AlphaBeta
from rules.ai.search_limits import Limits, SearchStopped
from rules.camelot import GAME as CAMELOT
from rules.kamisado import GAME as KAMISADO
from tests.toys import Nim, NimState


@pytest.mark.parametrize("game", [KAMISADO, CAMELOT], ids=["kamisado", "camelot"])
def test_an_unproven_search_deepens_until_its_time_is_spent(game) -> None:
    state = game.new()
    budget = 0.4
    start = time.monotonic()
    search = AlphaBeta(game, 0, Limits(start + budget))
    result = search.search(state, 64)
    spent = time.monotonic() - start
    assert abs(result.value) < MATE_ZONE  # nothing is proven from the opening
    assert spent >= budget  # it only stops when the clock says so
    assert result.depth >= 1  # (how deep depends on the machine's load)
    assert result.move in game.legal_moves(state)


def test_camelot_hard_has_no_depth_cap_below_its_clock() -> None:
    settings = CAMELOT.ai_settings("hard")
    assert settings.search == "alphabeta" and settings.max_depth >= 64 and settings.time >= 0.5


def test_a_proven_result_stops_the_deepening_early() -> None:
    # Heaps (1, 2): the player to move wins by making them equal; the search proves it within a few plies.
    state = NimState((1, 2, 0), 0)
    start = time.monotonic()
    result = AlphaBeta(Nim(), 0, Limits(start + 30.0)).search(state, 64)
    assert result.value >= MATE_ZONE
    assert result.depth < 64
    assert time.monotonic() - start < 5.0  # far below the 30 s it was given


class NodeLimit(Limits):
    """Stops the search after a fixed number of nodes (a clock that does not depend on the machine)."""

    def __init__(self, nodes: int) -> None:
        super().__init__(float("inf"))
        self.limit = nodes

    def tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchStopped


def test_an_iteration_cut_short_keeps_its_best_so_far_only_after_the_previous_best() -> None:
    state = KAMISADO.new()
    full = AlphaBeta(KAMISADO, 0, NodeLimit(10**9))
    complete = full.search(state, 2)  # depth 2 completed: the reference
    for nodes in (50, 500, 2000):
        search = AlphaBeta(KAMISADO, 0, NodeLimit(nodes))
        result = search.search(state, 64)
        assert result.move in KAMISADO.legal_moves(state)
        if search.partial is not None and result.depth >= 1:
            # the unfinished iteration's first move was the previous best: its best so far is returned
            assert result.move == search.partial[0]
    assert complete.depth == 2
