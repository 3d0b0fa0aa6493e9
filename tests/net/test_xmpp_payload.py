"""The payload element's checks and the link's backoff, without a server: what a received payload must be
before anyone reads it, what may be sent, and the waits between tries."""

from __future__ import annotations

import json

import pytest

from net.xmpp import next_delay
from net.xmpp_payload import MAX_PAYLOAD, PayloadError, clean_text, decode, encode


def test_a_payload_goes_there_and_back_as_ascii_json() -> None:
    body = {"op": "say", "table": "t1", "text": "Grüße ♞ \u0001", "n": [1, 2.5, None, True]}
    text = encode(body)
    assert text.isascii() and decode(text) == body


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "not JSON"),
        ("not json", "not JSON"),
        ("[1, 2]", "not an object"),
        ('"a string"', "not an object"),
        ('{"a": NaN}', "not JSON"),
        ('{"a": Infinity}', "not JSON"),
        ("[" * 100_000, "not JSON"),  # nested too deep for the parser: no RecursionError escapes
        ('{"x": "' + "a" * MAX_PAYLOAD + '"}', "over the limit"),
    ],
)
def test_what_is_not_one_json_object_within_the_limit_is_refused(text: str, words: str) -> None:
    with pytest.raises(PayloadError, match=words):
        decode(text)


def test_decode_takes_a_payload_just_within_the_limit() -> None:
    text = json.dumps({"x": "a" * (MAX_PAYLOAD - 9)})
    assert len(text) == MAX_PAYLOAD and decode(text)["x"].startswith("a")


@pytest.mark.parametrize(
    "body, words",
    [
        ([1, 2], "JSON object"),
        ({"x": {1, 2}}, "not JSON"),
        ({"x": float("nan")}, "not JSON"),
        ({"x": "a" * MAX_PAYLOAD}, "over the limit"),
    ],
)
def test_what_may_not_be_sent_is_refused_where_it_is_made(body: object, words: str) -> None:
    with pytest.raises(PayloadError, match=words):
        encode(body)  # type: ignore[arg-type]


def test_a_body_for_people_loses_what_xml_cannot_carry() -> None:
    assert clean_text("Your turn\x00 in\tCamelot\n\ufffe!") == "Your turn in\tCamelot\n!"


def test_the_backoff_doubles_from_one_second_up_to_thirty() -> None:
    delays, delay = [], 0.0
    for _ in range(8):
        delay = next_delay(delay)
        delays.append(delay)
    assert delays == [1, 2, 4, 8, 16, 30, 30, 30]
