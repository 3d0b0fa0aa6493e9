"""Hidden hands stay hidden on the wire: over a whole Ka-Mel-Oh! game every payload the referee sends to
seat B's account is exactly what B may see, checked against the true positions, rebuilt by replaying the
table's saved session from the referee's folder. Nothing of A's hand, of the face-down oases, of the seed or
of the random stream reaches B."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

import rules
from net.link import ANSWER
from net.seen import seen_last, seen_notation
from net.tables import Table
from rules.ai import choose_move
from tests.net.helpers import Net, play_random, start_table

ALICE, BOB = "alice@test", "bob@test"
GAME = rules.GAMES["kameloh"]
B = 1


def views_in(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The views a payload holds: a pushed view, or the view of a sync's or a stale move's answer."""
    if body.get("op") == "view":
        return [body]
    return [body["view"]] if isinstance(body.get("view"), dict) else []


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_every_payload_to_seat_b_over_a_whole_kameloh_game_holds_only_what_b_may_see(
    tmp_path: Path, seed: int
) -> None:
    net = Net(tmp_path)
    table_id = start_table(net, "kameloh", [ALICE, BOB])
    net.clients[BOB].sync(table_id)  # a sync's answer with its history is checked too
    net.settle()
    play_random(net, table_id, random.Random(seed))
    net.clients[BOB].sync(table_id)
    net.settle()

    # the truth, from the referee's folder: the saved session replayed
    saved = Table.from_json(json.loads((tmp_path / f"{table_id}.json").read_text()))
    states, moves, movers = saved.session.states, saved.session.moves, saved.session.movers
    assert saved.session.state == net.referee.tables[table_id].session.state
    secrets_of_game = {str(saved.session.seed)} | {str(s.rng) for s in states}

    to_b = [(sent.kind, sent.body) for sent in net.hub.sent if sent.to == BOB]
    checked = 0
    for kind, body in to_b:
        wire = json.dumps(body)
        assert not any(secret in wire for secret in secrets_of_game), "the seed or the random stream"
        for view in views_in(body):
            version = view["version"]
            assert view["mine"] == [B]
            assert view["state"] == GAME.dump(GAME.view(states[version], B))
            if version:
                assert view["last"] == seen_last(GAME, states[version - 1], moves[version - 1], B)
            if "history" in view:
                assert view["history"] == [
                    [movers[i], seen_notation(GAME, states[i], moves[i], B)] for i in range(version)
                ]
            checked += 1
        if kind != ANSWER and body["op"] != "view":
            assert "state" not in wire and body["op"] in ("invite", "your_turn", "chat", "presence", "ended")
    assert checked > len(moves), "every move's view reached B"


def test_a_hand_card_of_a_never_reaches_b_unless_a_showed_it(tmp_path: Path) -> None:
    """Structurally: for every view B got, each card of A's hand there is unknown, and each card of A's
    face-down oasis piles too; A's tucks reach B as "tuck ?" only."""
    net = Net(tmp_path)
    table_id = start_table(net, "kameloh", [ALICE, BOB])
    play_random(net, table_id, random.Random(5))
    session = net.referee.tables[table_id].session
    tucks = 0
    for sent in net.hub.sent:
        for view in views_in(sent.body) if sent.to == BOB else []:
            a = view["state"]["players"][0]
            assert set(a["hand"]) <= {"?"}
            assert len(a["hand"]) == len(session.states[view["version"]].players[0].hand)
            for pile, active in zip(a["oases"], a["active"], strict=True):
                assert set(pile[1 if active else 0 :]) <= {"?"}
            last = view["last"]
            if last and last["seat"] == 0 and last["data"][0] == "tuck":
                assert last["move"].startswith("tuck ?") and last["data"][1] == -1
                tucks += 1
    assert tucks


def test_an_ai_seat_of_kameloh_only_ever_sees_its_own_view(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table_id = start_table(net, "kameloh", [ALICE], ("easy",))
    rng = random.Random(2)
    for _ in range(400):
        view = net.clients[ALICE].views[table_id]
        if view.status != "playing":
            break
        assert view.my_turn, "the AI seat has moved"
        net.clients[ALICE].move(table_id, choose_move(GAME, view.state, 0, "easy", seed=rng.randrange(99)))
        net.settle()
    session = net.referee.tables[table_id].session
    assert net.ai.views
    for _game, seen, seat in net.ai.views:
        assert seat == 1 and seen.rng == 0
        true = next(s for s in session.states if GAME.view(s, 1) == seen)
        assert set(seen.players[0].hand) <= {-1} and len(seen.players[0].hand) == len(true.players[0].hand)
