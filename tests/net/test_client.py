"""The client's model (net/client.py): it never applies a move itself, says why a move was refused, tells
when the referee is unreachable, and keeps invitations, chat and the history of a table."""

from __future__ import annotations

from pathlib import Path

import rules
from net.client import REFUSED, VIEW, ai_seat, player_seat
from net.driver import deliver
from net.link import ANSWER, REQUEST
from tests.net.helpers import Net, start_table

ALICE, BOB = "alice@test", "bob@test"
CAMELOT = rules.GAMES["camelot"]


def test_a_move_is_only_pending_until_the_referees_view_comes(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "camelot", [ALICE, BOB])
    alice = net.clients[ALICE]
    before = alice.views[table]
    move = CAMELOT.legal_moves(before.state)[0]
    assert alice.move(table, move)
    assert alice.is_pending(table) and alice.views[table] is before, "nothing applied locally"
    assert alice.move(table, move) == "", "one pending move per table"
    net.settle()
    after = alice.views[table]
    assert not alice.is_pending(table)
    assert after.version == 1 and after.state == CAMELOT.apply(before.state, move)
    assert after.before == before.state and after.last.move == move and after.last.seat == 0
    assert after.history == ((0, CAMELOT.notation(before.state, move)),)
    assert net.clients[BOB].views[table].last.notation == after.history[0][1]


def test_a_refused_move_gives_a_refused_event_with_the_rule_and_keeps_the_view(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    bob = net.clients[BOB]
    view = bob.views[table]
    bob.move(table, rules.GAMES["kamisado"].legal_moves(view.state)[0])  # Alice is to move
    net.settle()
    [refused] = [e for e in net.take_events(BOB) if e.kind == REFUSED]
    assert (refused.error, refused.op, refused.table) == ("not_your_turn", "move", table)
    assert bob.views[table] is view and not bob.is_pending(table)


def test_an_offline_referee_is_unreachable(tmp_path: Path) -> None:
    net = Net(tmp_path)
    alice = net.client(ALICE)
    net.referee_link.close()
    alice.create("kamisado", None, [player_seat(ALICE), ai_seat("easy")])
    events = alice.poll()
    assert [(e.kind, e.error, e.op) for e in events if e.kind == REFUSED] == [
        (REFUSED, "unreachable", "create")
    ]
    assert alice.referee_here is False, "the referee's going was heard"


def test_invitations_are_listed_again_after_a_restart_and_go_once_accepted(tmp_path: Path) -> None:
    net = Net(tmp_path)
    alice, _bob = net.client(ALICE), net.client(BOB)
    alice.create("downunder", {"width": 7, "height": 7}, [player_seat(ALICE, "A"), player_seat(BOB, "B")])
    net.settle()
    net.clients[BOB].link.close()
    bob = net.client(BOB)
    assert not bob.invitations
    bob.refresh_tables()
    net.settle()
    [invitation] = bob.invitations.values()
    assert invitation.by == ALICE and invitation.game == "downunder" and invitation.options["width"] == 7
    bob.accept(invitation.table)
    net.settle()
    assert not bob.invitations and bob.views[invitation.table].status == "playing"
    assert [e.kind for e in net.take_events(BOB)].count(VIEW) >= 1


def test_a_bug_in_handling_a_request_leaves_the_table_as_stored(tmp_path: Path, monkeypatch) -> None:
    net = Net(tmp_path)
    table = start_table(net, "camelot", [ALICE, BOB])
    import net.payloads as payloads

    real = payloads.view_body
    monkeypatch.setattr(payloads, "view_body", lambda *a, **k: 1 / 0)
    alice = net.clients[ALICE]
    alice.move(table, CAMELOT.legal_moves(alice.views[table].state)[0])
    net.settle()
    monkeypatch.setattr(payloads, "view_body", real)
    [refused] = [e for e in net.take_events(ALICE) if e.kind == REFUSED]
    assert refused.error == "bad_request"
    held = net.referee.tables[table]
    assert held.to_json() == net.referee.store.load(table).to_json()
    alice.sync(table)
    net.settle()
    assert alice.views[table].version == held.version


def test_a_client_started_again_gets_the_tables_chat_with_its_view(tmp_path: Path) -> None:
    """Seen in the real window: Bob quit mid-game and started again, and the table's chat was empty (the chat
    came only as pushes, heard by the old process). A sync's answer carries the chat the referee keeps."""
    net = Net(tmp_path)
    table = start_table(net, "kameloh", [ALICE, BOB])
    net.clients[ALICE].say(table, "good luck")
    net.clients[BOB].say(table, "danke")
    net.settle()
    net.clients[BOB].link.close()
    bob = net.client(BOB)  # it syncs its tables as it starts
    bob.sync(table)
    net.settle()
    assert [(line.account, line.name, line.text) for line in bob.chat[table]] == [
        (ALICE, net.referee.tables[table].seats[0].name, "good luck"),
        (BOB, net.referee.tables[table].seats[1].name, "danke"),
    ]
    net.clients[ALICE].say(table, "welcome back")
    net.settle()
    assert [line.text for line in bob.chat[table]] == ["good luck", "danke", "welcome back"]
    bob.sync(table)  # a second sync gives the same lines, none twice
    net.settle()
    assert [line.text for line in bob.chat[table]] == ["good luck", "danke", "welcome back"]


def test_a_malformed_chat_line_in_a_sync_is_left_out_and_the_view_kept(tmp_path: Path) -> None:
    net = Net(tmp_path)
    table = start_table(net, "kamisado", [ALICE, BOB])
    bob = net.clients[BOB]
    bob.sync(table)
    [request] = [i for i in net.referee_link.poll() if i.kind == REQUEST and i.body.get("op") == "sync"]
    [answer] = [out for out in net.referee.handle(request) if out.kind == ANSWER]
    good = {"op": "chat", "table": table, "account": ALICE, "name": "A", "text": "hi"}
    no_text = {"op": "chat", "table": table, "account": ALICE, "name": "A"}
    answer.body["chat"] = [no_text, good, "text", {**good, "table": "other"}]
    deliver(net.referee_link, [answer])
    net.settle()
    assert [line.text for line in bob.chat[table]] == ["hi"]
    assert bob.views[table].history is not None and not bob.syncing
