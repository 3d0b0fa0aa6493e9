"""The online menus' words that are built from what the link and the client report: a failed connection's
sentence, and the lines of the toasts that tell of an invitation or of one's turn while the player is
elsewhere in the app."""

from __future__ import annotations

from typing import Any

# the link's English reasons for a failed connection (net/xmpp.py), by the words that tell them apart, and the
# sentence each one gets on the account screen; the first that matches wins
FAILURES = (
    ("refused the password", "account.failed.password"),
    ("does not let a client create", "account.failed.no_registration"),
    ("refused to create", "account.failed.registration"),
    ("did not answer the registration", "account.failed.registration"),
    ("cannot connect", "account.failed.unreachable"),
    ("did not answer", "account.failed.unreachable"),
    ("no login we accept", "account.failed.no_tls"),
    ("certificate", "account.failed.certificate"),
    ("logged in elsewhere", "account.failed.elsewhere"),
)


def failure_key(detail: str) -> str:
    """The key of the sentence for a failed connection whose reason the link gave as `detail`."""
    lowered = detail.lower()
    return next((key for words, key in FAILURES if words in lowered), "account.failed.other")


def game_name(app: Any, game_id: str) -> str:
    return app.t(f"game.{game_id}.name")
