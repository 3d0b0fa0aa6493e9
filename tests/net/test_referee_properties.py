"""Hypothesis: random play-outs through the referee, mixed with junk a client might send (another seat's
move, an old version, text that is no move), never raise, accept only legal moves, and every table on disk
reads back as the same table."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import rules
from net.tables import Table
from tests.net.helpers import Net, raw, start_table

ALICE, BOB = "alice@test", "bob@test"
JUNK = st.text(min_size=1, max_size=30).filter(str.strip)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(["kamisado", "camelot", "downunder", "kameloh"]),
    st.integers(0, 2**32),
    st.lists(st.tuples(st.sampled_from(["legal", "other", "stale", "junk"]), JUNK), min_size=5, max_size=60),
)
def test_random_play_through_the_referee_accepts_only_legal_moves_and_round_trips(
    game_id: str, seed: int, script: list[tuple[str, str]]
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        net = Net(Path(folder))
        table_id = start_table(net, game_id, [ALICE, BOB])
        game, rng = rules.GAMES[game_id], random.Random(seed)
        accepted = 0
        for action, text in script:
            table = net.referee.tables[table_id]
            if table.status != "playing":
                break
            seat = table.session.to_move
            mover, other = (ALICE, BOB) if table.seats[seat].account == ALICE else (BOB, ALICE)
            view = net.clients[mover].views[table_id]
            body = {"op": "move", "table": table_id, "version": view.version, "move": text}
            if action in ("legal", "other", "stale"):
                body["move"] = game.notation(view.state, rng.choice(game.legal_moves(view.state)))
            if action == "stale":
                body["version"] = rng.choice(
                    [view.version + 1, max(0, view.version - 1) if view.version else 5]
                )
            answer = raw(net, other if action == "other" else mover, body)
            assert answer["ok"] is (action == "legal") or (action == "junk" and answer["ok"])
            if not answer["ok"]:
                expected = {"other": "not_your_turn", "stale": "stale", "junk": "illegal"}[action]
                assert answer["error"] == expected, answer
            accepted += answer["ok"]
            assert net.referee.tables[table_id].version == accepted
        table = net.referee.tables[table_id]
        data = json.loads((Path(folder) / f"{table_id}.json").read_text())
        again = Table.from_json(data)  # replays every move through the rules: only legal moves were kept
        assert again.to_json() == table.to_json()
        assert again.session.states == table.session.states
        net.restart_referee()
        assert net.referee.tables[table_id].to_json() == table.to_json()
