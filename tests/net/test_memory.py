"""The in-process hub (net/memory.py) behaves as the server where our code relies on it: routing by bare
address, offline storage, request and answer, directed presence, connection status, malformed payloads."""

from __future__ import annotations

import threading
import time

from net.link import ANSWER, MALFORMED, MESSAGE, PRESENCE, REQUEST, STATUS
from net.memory import MemoryHub


def kinds(incoming: list) -> list[str]:
    return [i.kind for i in incoming]


def test_a_new_link_hears_connected_first_and_messages_route_by_bare_address() -> None:
    hub = MemoryHub()
    alice, bob = hub.link("alice@test/desk"), hub.link("bob@test")
    assert alice.address == "alice@test"
    assert [(i.kind, i.show) for i in alice.poll()] == [(STATUS, "connected")]
    bob.poll()
    alice.send("bob@test/phone", {"op": "x"}, "hello")
    [got] = bob.poll()
    assert (got.kind, got.sender, got.body) == (MESSAGE, "alice@test", {"op": "x"})


def test_messages_to_an_offline_address_wait_and_arrive_when_it_connects() -> None:
    hub = MemoryHub()
    alice = hub.link("alice@test")
    alice.send("bob@test", {"n": 1})
    alice.send("bob@test", {"n": 2})
    bob = hub.link("bob@test")
    assert [(i.kind, i.body) for i in bob.poll()] == [(STATUS, {}), (MESSAGE, {"n": 1}), (MESSAGE, {"n": 2})]


def test_a_request_is_answered_once_and_an_offline_receiver_is_unreachable() -> None:
    hub = MemoryHub()
    alice, ref = hub.link("alice@test"), hub.link("ref@test")
    alice.poll(), ref.poll()
    ident = alice.request("ref@test", {"op": "tables"})
    [request] = ref.poll()
    assert (request.kind, request.sender, request.ident) == (REQUEST, "alice@test", ident)
    ref.answer(request, {"ok": True})
    ref.answer(request, {"ok": False})  # a second answer is dropped
    assert [(i.kind, i.ident, i.body) for i in alice.poll()] == [(ANSWER, ident, {"ok": True})]
    ref.close()
    ident = alice.request("ref@test", {"op": "tables"})
    [answer] = alice.poll()
    assert answer.ident == ident and answer.body["error"] == "unreachable"


def test_a_request_not_answered_in_time_or_whose_receiver_leaves_is_unreachable() -> None:
    hub = MemoryHub()
    alice = hub.link("alice@test")
    hub.link("ref@test")  # connected, and never answers
    alice.poll()
    first = alice.request("ref@test", {"op": "tables"}, timeout=0.05)
    [answer] = alice.poll(timeout=1.0)
    assert answer.ident == first and answer.body["error"] == "unreachable"
    second = alice.request("ref@test", {"op": "tables"})
    hub.drop("ref@test")
    [answer] = alice.poll()
    assert answer.ident == second and answer.body["error"] == "unreachable"


def test_directed_presence_is_told_and_gone_comes_when_the_link_closes_or_drops() -> None:
    hub = MemoryHub()
    alice, bob, ref = hub.link("alice@test"), hub.link("bob@test"), hub.link("ref@test")
    for link in (alice, bob, ref):
        link.poll()
    alice.set_presence("online", to="ref@test")
    bob.set_presence("away", to="ref@test")
    assert [(i.kind, i.sender, i.show) for i in ref.poll()] == [
        (PRESENCE, "alice@test", "online"),
        (PRESENCE, "bob@test", "away"),
    ]
    # told first by a peer it had not told, a link tells it back (as net/xmpp.py's does)
    assert [(i.kind, i.sender, i.show) for i in alice.poll()] == [(PRESENCE, "ref@test", "online")]
    assert [(i.kind, i.sender, i.show) for i in bob.poll()] == [(PRESENCE, "ref@test", "online")]
    ref.set_presence("online", to="alice@test")  # told already: no answer back
    assert not ref.poll() and alice.poll()
    alice.close()
    hub.drop("bob@test")
    assert [(i.sender, i.show) for i in ref.poll()] == [("alice@test", "gone"), ("bob@test", "gone")]
    assert [(i.kind, i.show) for i in bob.poll()] == [(STATUS, "disconnected")]
    ref.send("bob@test", {"n": 1})
    hub.reconnect(bob)
    assert [(i.kind, i.show, i.body) for i in bob.poll()] == [
        (STATUS, "connected", {}),
        (MESSAGE, "", {"n": 1}),
    ]


def test_an_injected_malformed_request_can_be_answered() -> None:
    hub = MemoryHub()
    alice, ref = hub.link("alice@test"), hub.link("ref@test")
    alice.poll(), ref.poll()
    ident = hub.inject_malformed("alice@test", "ref@test", "not JSON", as_request=True)
    [bad] = ref.poll()
    assert (bad.kind, bad.sender, bad.detail, bad.ident) == (MALFORMED, "alice@test", "not JSON", ident)
    ref.answer(bad, {"ok": False, "error": "bad_request", "message": "not JSON"})
    assert kinds(alice.poll()) == [ANSWER]


def test_poll_waits_for_a_message_sent_from_another_thread() -> None:
    hub = MemoryHub()
    alice, bob = hub.link("alice@test"), hub.link("bob@test")
    bob.poll()
    threading.Timer(0.05, lambda: alice.send("bob@test", {"late": True})).start()
    started = time.monotonic()
    got = bob.poll(timeout=2.0)
    assert [i.body for i in got] == [{"late": True}] and time.monotonic() - started < 1.5
    assert bob.poll(timeout=0.02) == []
