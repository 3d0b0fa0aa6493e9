"""The online menus' words built from what the link and the client report: a failed connection's sentence,
the lobby's lines (names, options, how a table ended, a refusal), and the toasts that tell of an invitation
or of one's turn while the player is elsewhere in the app."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import rules
from net.client import ClientEvent, Invitation, OnlineClient, SeatInfo, outcome_of
from net.protocol import DECLINED, PLAYER
from scenes.games.launch import shown_ai_name
from scenes.menus.online.address import local_part
from scenes.menus.online.listing import Entry, entries
from scenes.menus.options import option_label, option_value_label

# the reasons a link gives for a failed connection (net/xmpp.py: STATUS "failed", body["reason"]), each with
# its sentence on the account screen; any other (or none) gets the general one, with the link's English detail
FAILURES = (
    "password",
    "no_registration",
    "registration",
    "unreachable",
    "no_tls",
    "certificate",
    "elsewhere",
)
FAILURES += ("refused", "internal")


def failure_key(reason: str) -> str:
    """The key of the sentence for a connection that failed for `reason`."""
    return f"account.failed.{reason}" if reason in FAILURES else "account.failed.other"


def game_name(app: Any, game_id: str) -> str:
    return app.t(f"game.{game_id}.name")


def seat_name(app: Any, seat: SeatInfo) -> str:
    """A seat's name as the referee has it, else its player's name part of the address, else its level."""
    if seat.kind == PLAYER:
        return seat.name or local_part(seat.account)
    return shown_ai_name(app.tr, seat.kind, seat.name) or app.t(f"seat.{seat.kind}")


def names(seats: list[SeatInfo], app: Any) -> str:
    """Seats' names for a sentence ("Bob, Carla and Computer (easy)")."""
    shown = [seat_name(app, seat) for seat in seats]
    if len(shown) <= 1:
        return "".join(shown)
    return app.t("lobby.and", first=", ".join(shown[:-1]), last=shown[-1])


def invitation_line(app: Any, invitation: Invitation) -> str:
    """The toast of an invitation that arrived while the player was elsewhere."""
    return app.t("lobby.toast.invited", by=invitation.by, game=game_name(app, invitation.game))


def turn_line(app: Any, client: OnlineClient, table: str) -> str:
    """The toast of a table where it became our turn while the player was elsewhere."""
    entry = next((e for e in entries(client) if e.table == table), None)
    if entry is None:
        return app.t("lobby.toast.turn_somewhere")
    return app.t("lobby.toast.turn", game=game_name(app, entry.game), others=names(entry.others(), app))


def ended_line(app: Any, client: OnlineClient, event: ClientEvent) -> str:
    """The toast of a table that ended while the player was elsewhere (a resignation, the game's end, a
    declined invitation): the game, the others, and how it ended, from the `ended` push itself (the table's
    row may not know yet)."""
    entry = next((e for e in entries(client) if e.table == event.table), None)
    if entry is None:
        return app.t("lobby.toast.ended_somewhere")
    detail = event.detail or {}
    ended = replace(entry, status=str(detail.get("status", "")), outcome=outcome_of(detail.get("outcome")))
    return app.t(
        "lobby.toast.ended",
        game=game_name(app, entry.game),
        others=names(entry.others(), app),
        outcome=outcome_line(app, ended),
    )


def outcome_line(app: Any, entry: Entry) -> str:
    """How a finished table ended, for its row: declined, who won (or a draw)."""
    if entry.status == DECLINED:
        return app.t("lobby.state.declined")
    outcome = entry.outcome
    if outcome is None:
        return app.t("lobby.state.over")
    if not outcome.winners:
        return app.t("lobby.state.draw")
    if any(w in entry.mine for w in outcome.winners):
        return app.t("lobby.state.you_won")
    won = [entry.seats[w] for w in outcome.winners if w < len(entry.seats)]
    return app.t("lobby.state.won", names=names(won, app))


def options_line(app: Any, game_id: str, options: dict[str, Any], players: int, width: int) -> str:
    """The options chosen unlike the game's defaults, as many as fit `width` pixels at the small size, and
    how many more there are ("Target: 7 points · Animals: On (+2)"); the standard rules when none differs."""
    game = rules.GAMES.get(game_id)
    defaults = game.default_options(players) if game is not None else {}
    changed = [(k, v) for k, v in options.items() if k not in defaults or defaults[k] != v]
    if not changed:
        return app.t("lobby.options.standard")
    parts = [f"{option_label(app, game_id, k)}: {option_value_label(app, game_id, k, v)}" for k, v in changed]
    for shown in range(len(parts), 0, -1):
        more = len(parts) - shown
        line = "  ·  ".join(parts[:shown]) + (f"  (+{more})" if more else "")
        if app.fonts.width(line, "small") <= width:
            return line
    return app.t("lobby.options.count", n=len(parts))


def refusal_line(app: Any, event: ClientEvent) -> str:
    """A refused request in the player's words: ours for the errors we know, else the referee's English."""
    key = f"lobby.error.{event.error}"
    return app.t(key) if app.tr.has(key) else app.t("lobby.error.other", message=event.message)
