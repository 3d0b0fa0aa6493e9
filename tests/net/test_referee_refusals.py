"""Never trust a client: a forged, late, repeated, illegal or malformed request is refused with its error
key and a log line, nothing changes, and the game goes on."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

import rules
from net.protocol import MAX_TEXT
from tests.net.helpers import Net, raw, start_table

ALICE, BOB, EVE = "alice@test", "bob@test", "eve@test"
KAMISADO = rules.GAMES["kamisado"]


@pytest.fixture
def game(tmp_path: Path) -> tuple[Net, str]:
    """A Kamisado table of Alice (seat 0, to move first) and Bob, and Eve connected too."""
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    net.client(EVE)
    return net, table


def first_move(net: Net, table: str) -> str:
    view = net.clients[ALICE].views[table]
    return KAMISADO.notation(view.state, KAMISADO.legal_moves(view.state)[0])


def move_body(table: str, version: int, text: str) -> dict:
    return {"op": "move", "table": table, "version": version, "move": text}


def assert_goes_on(net: Net, table: str, version: int) -> None:
    """Nothing changed, and the seat to move can still move."""
    assert net.referee.tables[table].version == version
    view = (
        net.clients[ALICE].views[table]
        if net.clients[ALICE].views[table].my_turn
        else net.clients[BOB].views[table]
    )
    mover = ALICE if net.clients[ALICE].views[table].my_turn else BOB
    net.clients[mover].move(table, KAMISADO.legal_moves(view.state)[0])
    net.settle()
    assert net.referee.tables[table].version == version + 1


def test_a_move_forged_by_a_third_account_is_not_a_player(game, caplog) -> None:
    net, table = game
    with caplog.at_level(logging.WARNING, "net.referee"):
        answer = raw(net, EVE, move_body(table, 0, first_move(net, table)))
    assert answer["error"] == "not_a_player"
    assert "not_a_player" in caplog.text and EVE in caplog.text
    assert_goes_on(net, table, 0)


def test_a_move_for_the_other_seat_is_not_your_turn(game) -> None:
    net, table = game
    answer = raw(net, BOB, move_body(table, 0, first_move(net, table)))
    assert answer["error"] == "not_your_turn"
    assert_goes_on(net, table, 0)


def test_a_repeated_move_is_stale_and_never_applied_twice(game) -> None:
    net, table = game
    text = first_move(net, table)
    assert raw(net, ALICE, move_body(table, 0, text)) == {"ok": True, "version": 1}
    again = raw(net, ALICE, move_body(table, 0, text))
    assert again["error"] == "stale" and again["version"] == 1 and again["view"]["version"] == 1
    assert net.referee.tables[table].version == 1
    assert_goes_on(net, table, 1)


def test_a_late_move_is_stale_with_the_current_view(game) -> None:
    net, table = game
    net.clients[ALICE].move(table, KAMISADO.legal_moves(net.clients[ALICE].views[table].state)[0])
    net.settle()
    bob_view = net.clients[BOB].views[table]
    net.clients[BOB].move(table, KAMISADO.legal_moves(bob_view.state)[0])
    net.settle()
    late = raw(net, BOB, move_body(table, 1, "a1-a2"))
    assert late["error"] == "stale" and late["version"] == 2
    future = raw(net, ALICE, move_body(table, 7, "a1-a2"))
    assert future["error"] == "stale"
    assert_goes_on(net, table, 2)


def test_an_illegal_move_carries_the_rules_key(game) -> None:
    net, table = game
    answer = raw(net, ALICE, move_body(table, 0, "h9-z0"))
    assert answer["error"] == "illegal" and answer["rule"] and isinstance(answer["params"], dict)
    assert_goes_on(net, table, 0)


@pytest.mark.parametrize(
    "body",
    [
        "not an object",
        ["op", "move"],
        {"op": "fly"},
        {"op": "move", "table": "x"},
        {"op": "move", "table": "x", "version": "0", "move": "a"},
        {"op": "say", "table": "x", "text": "y" * (MAX_TEXT + 1)},
        {"op": "view", "table": "x"},  # a push op is no request
        {"op": "tables", "as": "bob@test"},  # an unknown field (here: a claim to be someone else)
    ],
)
def test_malformed_bodies_are_bad_requests_logged_and_the_game_goes_on(game, caplog, body) -> None:
    net, table = game
    with caplog.at_level(logging.WARNING, "net.referee"):
        answer = raw(net, ALICE, body)
    assert answer["ok"] is False and answer["error"] == "bad_request" and answer["message"]
    assert "bad_request" in caplog.text
    assert_goes_on(net, table, 0)


def test_a_malformed_incoming_is_refused_and_logged(game, caplog) -> None:
    net, table = game
    with caplog.at_level(logging.WARNING, "net.referee"):
        net.hub.inject_malformed(BOB, "referee@test", "payload is not JSON")
        ident = net.hub.inject_malformed(ALICE, "referee@test", "no <st> element", as_request=True)
        net.settle()
    assert "payload is not JSON" in caplog.text and "no <st> element" in caplog.text
    [answer] = [s.body for s in net.hub.sent if s.ident == ident]
    assert answer["error"] == "bad_request"
    assert_goes_on(net, table, 0)


def test_create_refuses_two_seats_of_one_account_in_a_hidden_information_game(tmp_path: Path) -> None:
    net = Net(tmp_path)
    net.client(ALICE)
    me = {"kind": "player", "account": ALICE, "name": "A"}
    assert raw(net, ALICE, {"op": "create", "game": "kameloh", "seats": [me, me]})["error"] == "two_seats"
    # an open game may be played from one screen
    assert raw(net, ALICE, {"op": "create", "game": "camelot", "seats": [me, me]})["ok"]


@pytest.mark.parametrize(
    ("body", "error"),
    [
        (
            {"op": "create", "game": "kamisado", "options": {"target": 99}, "seats": "alice-bob"},
            "bad_request",
        ),
        ({"op": "create", "game": "kamisado", "options": {"target": 99}, "seats": "alice-ai"}, "bad_request"),
        ({"op": "create", "game": "kamisado", "seats": "bob-ai"}, "not_a_player"),
        ({"op": "create", "game": "kamisado", "seats": "alice"}, "bad_request"),
    ],
)
def test_create_refuses_bad_tables(tmp_path: Path, body: dict, error: str) -> None:
    seats = {
        "alice": [{"kind": "player", "account": ALICE}],
        "alice-bob": [{"kind": "player", "account": ALICE}, {"kind": "player", "account": BOB}],
        "alice-ai": [{"kind": "player", "account": ALICE}, {"kind": "ai-easy"}],
        "bob-ai": [{"kind": "player", "account": BOB}, {"kind": "ai-easy"}],
    }
    net = Net(tmp_path)
    net.client(ALICE)
    assert raw(net, ALICE, {**body, "seats": seats[body["seats"]]})["error"] == error
    assert not net.referee.tables


def test_before_everyone_accepted_a_move_is_not_now_and_a_stranger_cannot_accept(tmp_path: Path) -> None:
    net = Net(tmp_path)
    for account in (ALICE, BOB, EVE):
        net.client(account)
    seats = [{"kind": "player", "account": ALICE}, {"kind": "player", "account": BOB}]
    table = raw(net, ALICE, {"op": "create", "game": "kamisado", "seats": seats})["table"]
    assert net.clients[BOB].invitations[table].by == ALICE
    assert raw(net, ALICE, move_body(table, 0, "a1-a2"))["error"] == "not_now"
    assert raw(net, EVE, {"op": "accept", "table": table})["error"] == "not_a_player"
    assert raw(net, EVE, {"op": "sync", "table": "nope"})["error"] == "no_table"
    assert raw(net, BOB, {"op": "decline", "table": table})["status"] == "declined"
    assert [e.detail["status"] for e in net.events[ALICE] if e.kind == "ended"] == ["declined"]
    assert raw(net, BOB, {"op": "accept", "table": table})["error"] == "game_over"


def test_resign_ends_the_table_the_others_win_and_a_later_move_is_game_over(game) -> None:
    net, table = game
    assert raw(net, BOB, {"op": "resign", "table": table})["status"] == "resigned"
    for account in (ALICE, BOB):
        view = net.clients[account].views[table]
        assert (
            view.status == "resigned" and view.outcome.winners == (0,) and view.outcome.reason == "resigned"
        )
    assert raw(net, ALICE, move_body(table, 0, first_move(net, table)))["error"] == "game_over"


def test_chat_reaches_the_table_is_kept_and_an_onlooker_cannot_talk(game) -> None:
    net, table = game
    for i in range(105):
        net.clients[BOB].say(table, f"line {i}")
    net.settle()
    assert [line.text for line in net.clients[ALICE].chat[table]][-1] == "line 104"
    assert net.clients[BOB].chat[table][0].name == "Bob"
    kept = net.referee.tables[table].chat
    assert len(kept) == 100 and kept[0]["text"] == "line 5"
    assert raw(net, EVE, {"op": "say", "table": table, "text": "hi"})["error"] == "not_a_player"


def test_presence_of_a_player_is_relayed_to_the_others_of_his_tables(game) -> None:
    net, table = game
    assert {s.account: s.presence for s in net.clients[ALICE].views[table].seats}[BOB] == "online"
    net.clients[BOB].link.close()
    net.settle()
    [event] = [e for e in net.take_events(ALICE) if e.kind == "presence" and e.table]
    assert (event.table, event.detail) == (table, {"account": BOB, "show": "gone"})
    assert {s.account: s.presence for s in net.clients[ALICE].views[table].seats}[BOB] == "gone"
    assert not [e for e in net.take_events(EVE) if e.kind == "presence" and e.table], (
        "Eve plays no table with Bob"
    )


def test_an_onlooker_watches_an_open_game_but_not_kamelohs_hands(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    net.client(EVE).watch(table)
    net.settle()
    view = net.clients[EVE].views[table]
    assert view.mine == () and view.state == net.referee.tables[table].session.state
    net.clients[ALICE].move(table, KAMISADO.legal_moves(view.state)[0])
    net.settle()
    assert net.clients[EVE].views[table].version == 1, "an onlooker gets every new view"

    hidden = start_table(net, "kameloh", [ALICE, BOB])
    net.clients[EVE].watch(hidden)
    net.settle()
    seen = net.clients[EVE].views[hidden].state
    assert all(set(p.hand) == {-1} for p in seen.players) and seen.rng == 0
