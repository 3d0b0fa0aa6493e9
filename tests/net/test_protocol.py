"""The payload's checks (net/protocol.py): well-formed requests and pushes pass as they are, anything
malformed is a BadRequest with the key the answer will carry."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from net import protocol
from net.protocol import BAD_REQUEST, BadRequest, check, check_answer

GOOD = [
    {"op": "hello", "proto": 1, "client": "spieltisch 0.1.0"},
    {
        "op": "create",
        "game": "kameloh",
        "seats": [{"kind": "player", "account": "a@x", "name": "A"}, {"kind": "ai-easy", "name": "Computer"}],
    },
    {
        "op": "create",
        "game": "downunder",
        "options": {"width": 7},
        "seats": [{"kind": "player", "account": "a@x"}],
    },
    {"op": "accept", "table": "t-1_x"},
    {"op": "tables"},
    {"op": "move", "table": "abc", "version": 0, "move": "a1-b2"},
    {"op": "say", "table": "abc", "text": "x" * protocol.MAX_TEXT},
    {"op": "presence", "table": "abc", "account": "b@x", "show": "away"},
    {"op": "ended", "table": "abc", "status": "resigned", "outcome": None},
]


@pytest.mark.parametrize("body", GOOD, ids=lambda b: b["op"])
def test_well_formed_payloads_pass_unchanged(body: dict) -> None:
    assert check(body) is body


BAD = {
    "not an object": ["op", "hello"],
    "no op": {"proto": 1},
    "unknown op": {"op": "cheat"},
    "op not a text": {"op": 3},
    "missing field": {"op": "move", "table": "abc", "move": "a1"},
    "unknown field": {"op": "move", "table": "abc", "version": 1, "move": "a1", "seat": 0},
    "version a bool": {"op": "move", "table": "abc", "version": True, "move": "a1"},
    "version negative": {"op": "move", "table": "abc", "version": -1, "move": "a1"},
    "empty move": {"op": "move", "table": "abc", "version": 1, "move": "  "},
    "oversize chat": {"op": "say", "table": "abc", "text": "x" * (protocol.MAX_TEXT + 1)},
    "table id with a slash": {"op": "sync", "table": "../etc"},
    "unknown game": {"op": "create", "game": "chess", "seats": [{"kind": "player", "account": "a@x"}]},
    "seat kind unknown": {"op": "create", "game": "kamisado", "seats": [{"kind": "robot"}]},
    "player seat without account": {"op": "create", "game": "kamisado", "seats": [{"kind": "player"}]},
    "ai seat with an account": {
        "op": "create",
        "game": "kamisado",
        "seats": [{"kind": "ai-easy", "account": "a@x"}],
    },
    "account not an address": {
        "op": "create",
        "game": "kamisado",
        "seats": [{"kind": "player", "account": "bob"}],
    },
    "nested option": {
        "op": "create",
        "game": "kamisado",
        "options": {"target": [1]},
        "seats": [{"kind": "player", "account": "a@x"}],
    },
    "no seats": {"op": "create", "game": "kamisado", "seats": []},
    "name too long": {"op": "create", "game": "kamisado", "seats": [{"kind": "ai-easy", "name": "n" * 41}]},
    "show unknown": {"op": "presence", "table": "abc", "account": "b@x", "show": "asleep"},
}


@pytest.mark.parametrize("body", BAD.values(), ids=BAD.keys())
def test_malformed_payloads_are_bad_requests(body: object) -> None:
    with pytest.raises(BadRequest) as caught:
        check(body)
    assert caught.value.key == BAD_REQUEST and caught.value.message


def test_check_limited_to_some_ops_refuses_the_others() -> None:
    with pytest.raises(BadRequest):
        check({"op": "chat", "table": "a", "account": "a@x", "name": "", "text": "hi"}, protocol.REQUESTS)
    assert check({"op": "tables"}, protocol.REQUESTS)


def test_answers_need_ok_and_a_refusal_a_known_key() -> None:
    assert check_answer({"ok": True, "table": "x"})
    assert check_answer(protocol.refusal(protocol.STALE, "old", version=3))["version"] == 3
    for bad in (
        {},
        {"ok": "yes"},
        {"ok": False, "error": "nope", "message": "x"},
        {"ok": False, "error": "stale"},
    ):
        with pytest.raises(BadRequest):
            check_answer(bad)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)


@given(st.sampled_from(sorted(protocol.OPS)), st.dictionaries(st.text(max_size=10), JSON, max_size=4))
def test_any_payload_either_passes_or_is_a_bad_request(op: str, fields: dict) -> None:
    try:
        check({**fields, "op": op})
    except BadRequest as exc:
        assert exc.key == BAD_REQUEST
