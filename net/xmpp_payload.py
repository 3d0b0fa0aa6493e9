"""The payload element on the wire: `<st xmlns="urn:spieltisch:proto:1">` whose text is one JSON object, as a
slixmpp stanza plugin of messages and IQs, with the checks a received payload must pass before anyone reads
it (size, JSON, an object). docs/network.md, "Stanzas".

The text is ASCII-only JSON (`ensure_ascii`): every character outside ASCII travels as a \\u escape, so that
no payload can put a character into the stream that XML 1.0 forbids (a lone control character or U+FFFE in
a chat line would end the connection, the server answering with a stream error).
"""

from __future__ import annotations

import json
import re
from typing import Any

from slixmpp import Iq, Message
from slixmpp.xmlstream import ElementBase, register_stanza_plugin

from net.protocol import ELEMENT, NAMESPACE

TAG = f"{{{NAMESPACE}}}{ELEMENT}"
# a payload's JSON text may be this long; more is refused on both sides. A view of Ka-Mel-Oh! is a few KiB;
# Prosody's own limit for a whole stanza is 256 KiB by default (c2s_stanza_size_limit)
MAX_PAYLOAD = 256 * 1024
# what XML 1.0 forbids in text, taken out of a <body> (tab, newline and carriage return stay)
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


class Payload(ElementBase):
    """`stanza["st"]["json"]` is the JSON text of the payload."""

    name = ELEMENT
    namespace = NAMESPACE
    plugin_attrib = ELEMENT
    interfaces = {"json"}

    def get_json(self) -> str:
        return self.xml.text or ""

    def set_json(self, text: str) -> None:
        self.xml.text = text

    def del_json(self) -> None:
        self.xml.text = None


def register() -> None:
    """Make `<st>` a plugin of messages and IQs (slixmpp keeps plugins per stanza class: once is enough,
    more is harmless)."""
    register_stanza_plugin(Message, Payload)
    register_stanza_plugin(Iq, Payload)


class PayloadError(ValueError):
    """A payload we refuse to read or to send; the message says why, in English."""


def encode(body: dict[str, Any]) -> str:
    """The JSON text of a payload to send. Raises PayloadError for what is not a JSON object or is too big
    (the caller's mistake: it surfaces where the payload was made, not in the network thread)."""
    if not isinstance(body, dict):
        raise PayloadError(f"a payload is a JSON object, not {type(body).__name__}")
    try:
        text = json.dumps(body, ensure_ascii=True, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise PayloadError(f"the payload is not JSON: {exc}") from exc
    if len(text) > MAX_PAYLOAD:
        raise PayloadError(f"the payload has {len(text)} characters, over the limit of {MAX_PAYLOAD}")
    return text


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def decode(text: str) -> dict[str, Any]:
    """The object in a received payload's text. Raises PayloadError (never anything else) with the reason."""
    if len(text) > MAX_PAYLOAD:
        raise PayloadError(f"a payload of {len(text)} characters, over the limit of {MAX_PAYLOAD}")
    try:
        value = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # RecursionError: an object nested thousands deep
        raise PayloadError(f"the payload is not JSON: {str(exc)[:200]}") from None
    if not isinstance(value, dict):
        raise PayloadError(f"the payload is JSON but not an object ({type(value).__name__})")
    return value


def payload_text(stanza: ElementBase) -> str | None:
    """The text of the stanza's `<st>` element, or None when it has none (a stanza of someone else's)."""
    element = stanza.xml.find(TAG)
    if element is None:
        return None
    return element.text or ""


def clean_text(text: str) -> str:
    """A `<body>` for people: what XML cannot carry taken out, and not longer than a payload."""
    return _NOT_XML.sub("", text)[:MAX_PAYLOAD]
