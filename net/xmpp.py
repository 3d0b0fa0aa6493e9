"""The XMPP link: `net.link.Link` over slixmpp, for the game's client and for the referee.

slixmpp is asyncio-only and the game's frame loop is not, so a link runs its own event loop in a daemon thread
of its own. The caller's side never waits on the network: `send`, `request`, `answer`, `set_presence` and
`close` hand their work to the loop (`call_soon_threadsafe`), and everything that happens comes back as
`Incoming` through a thread-safe queue that `poll` empties (a few microseconds when nothing came).

What a link keeps for itself, since the server and slixmpp do not:
- the connection: one slixmpp client, connected again after a loss with a capped backoff (1, 2, 4 ... 30 s),
  a STATUS for each change; a first connection that fails ends the link with STATUS "failed" and the reason
  (no server there, the password refused, no TLS offered), as does a refusal later on;
- messages sent while the connection is down, sent once it is back; requests then are answered
  "unreachable" at once (the caller asks again after its STATUS "connected": a request may be a move, which
  must not be sent twice behind its back);
- our presence (to everyone and directed), announced again after a reconnect: the server forgets it with
  the stream, and drops what it was to bring to a peer that was offline. So a peer that appears is told of
  us again, and a peer that tells us of itself first is told of us back: after a server restart the referee
  and its players find each other whoever comes back first;
- the full address of each peer we heard from: an IQ to a bare address is answered by the server itself
  (RFC 6120, 10.5.3.1), so a request goes to the peer's resource, by default RESOURCE, the one every link
  binds.

Only on loopback may the password travel without TLS (`allow_plain_on_loopback`, the tests' own Prosody);
everywhere else slixmpp's defaults hold: STARTTLS or direct TLS with a verified certificate, or no login.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import queue
import ssl
import sys
import threading
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from slixmpp import JID, ClientXMPP, InvalidJID, Iq, Message, Presence
from slixmpp.exceptions import IqError, IqTimeout
from slixmpp.xmlstream.handler import Callback
from slixmpp.xmlstream.matcher import StanzaPath

from net import xmpp_payload
from net.link import ANSWER, MALFORMED, MESSAGE, PRESENCE, REQUEST, STATUS, Incoming
from net.xmpp_payload import PayloadError, clean_text, decode, encode, payload_text

log = logging.getLogger(__name__)

RESOURCE = "spieltisch"
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1")
# the plugins we use; slixmpp imports them (and their dependencies) by name, which the executable's build
# must know (tools/build_exe.py asks `plugin_modules()`)
PLUGINS = ("xep_0030", "xep_0199")
REGISTER_PLUGIN = "xep_0077"
BACKOFF_MAX = 30.0
CONNECT_TIMEOUT = 20.0  # from the first TCP packet to a started session
PING_INTERVAL = 60.0  # the connection is checked this often (a machine that is gone sends no FIN)
PING_TIMEOUT = 20.0
ANNOUNCE_WAIT = 2.0  # how long the server may take to send our first presence back
CLOSE_WAIT = 1.0  # close(): how long the server may take to acknowledge the end of our stream
OUTBOX_LIMIT = 1000  # messages kept while the connection is down; older ones go first
SHOW_OF = {"available": "online", "chat": "online", "away": "away", "xa": "away", "dnd": "away"}

LOST = "lost"  # a session that had started ended
UNREACHABLE = "unreachable"  # no connection came about
REFUSED = "refused"  # the server refused us: trying again would not help


# why a link failed, in STATUS "failed" as body["reason"] (the detail says it in English, for people and logs)
PASSWORD = "password"  # the server refused the password
NO_REGISTRATION = "no_registration"  # register=True, and the server lets no client create an account
REGISTRATION = "registration"  # the server refused to create this account (or did not answer)
NO_SERVER = "unreachable"  # nothing there, no answer, or it closed the connection before the login
NO_TLS = "no_tls"  # no TLS offered: the password is never sent in the clear
CERTIFICATE = "certificate"  # the server's certificate is not valid
ELSEWHERE = "elsewhere"  # the same account logged in elsewhere with the same resource
REFUSED_US = "refused"  # another refusal of the server's (a stream error)
INTERNAL = "internal"  # a bug of ours in the network thread


@dataclass
class Attempt:
    """One connection attempt's outcome, set by slixmpp's events as they come."""

    started: asyncio.Future
    ended: asyncio.Future
    detail: str = ""
    reason: str = NO_SERVER
    fatal: bool = False

    def note(self, reason: str, detail: str, fatal: bool = True) -> None:
        self.reason, self.detail, self.fatal = reason, detail, fatal

    offered: bool = False  # the server offered in-band registration (XEP-0077)
    registration: str = ""  # why the server refused our registration ("" when it did not)


@dataclass
class Peers:
    """What we know of others from their presence: each account's resources and how they show."""

    shows: dict[str, dict[str, str]] = field(default_factory=dict)

    def update(self, jid: JID, show: str) -> str | None:
        """Note a presence; the account's show when it changed ("gone" when no resource is left)."""
        before = self.show(jid.bare)
        resources = self.shows.setdefault(jid.bare, {})
        if show == "gone":
            resources.pop(jid.resource, None)
        else:
            resources[jid.resource] = show
        after = self.show(jid.bare)
        if not resources:
            del self.shows[jid.bare]
        return after if after != before else None

    def show(self, bare: str) -> str:
        resources = self.shows.get(bare, {})
        if not resources:
            return "gone"
        return "online" if "online" in resources.values() else "away"

    def full(self, bare: str) -> str:
        """The full address to ask `bare` at: one of its resources that we saw, else the links' RESOURCE."""
        resources = self.shows.get(bare, {})
        for resource, show in resources.items():
            if show == "online" and resource:
                return f"{bare}/{resource}"
        return f"{bare}/{next(iter(resources), '') or RESOURCE}"


class XmppLink:
    """A connection to an XMPP server as one account (net.link.Link). It connects at once; the outcome
    arrives as STATUS. `host` empty: the server found from the address's domain (DNS SRV), port 5222.
    `ca_file`: a certificate to trust besides the system's, for a server with one of its own (a LAN's)."""

    def __init__(
        self,
        address: str,
        password: str,
        host: str = "",
        port: int = 5222,
        *,
        allow_plain_on_loopback: bool = False,
        register: bool = False,
        resource: str = RESOURCE,
        ca_file: str = "",
    ) -> None:
        jid = JID(address)  # InvalidJID (a ValueError) for what is no address
        if not jid.user or jid.resource:
            raise ValueError(f"{address!r} is not an account's address (user@server)")
        self.address = jid.bare
        self.host, self.port = host, int(port)
        self.plain = allow_plain_on_loopback and host in LOOPBACK_HOSTS
        if allow_plain_on_loopback and not self.plain:
            log.warning("%s: no login without TLS on %r, only on loopback", self.address, host)
        self._jid = JID(f"{self.address}/{resource}")
        self._password = password
        self._register = register
        self._ca_file = ca_file  # a certificate to trust besides the system's (a LAN server's own)
        self._inbox: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self._asked = itertools.count(1)
        self._gate = threading.Lock()  # `_call` against the loop's end: no work is handed to a dead loop
        self._ended = False
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._run_thread, name=f"xmpp {self.address}", daemon=True)
        # the loop thread's own state (only the loop thread touches what follows)
        self._client: ClientXMPP | None = None
        self._session = False
        self._closing = False
        self._closed = asyncio.Event()
        self._attempt: Attempt | None = None
        self._announcing: Attempt | None = None  # logged in, our first presence not seen back yet
        self._outbox: deque[tuple[str, str, str]] = deque(maxlen=OUTBOX_LIMIT)
        self._waiting: dict[str, tuple[asyncio.Task, str]] = {}  # our requests: ident -> (task, to)
        self._requests: dict[str, Iq] = {}  # requests to us not answered yet, by ident
        self._received = itertools.count(1)
        self._show = "online"
        self._directed: dict[str, str] = {}  # address -> show we were asked to tell it
        self._told: dict[str, None] = {}  # peers that told us of themselves first, told of us back (ordered)
        self._peers = Peers()
        self._thread.start()

    # the caller's side: quick, never waits on the network

    def send(self, to: str, body: dict[str, Any], text: str = "") -> None:
        payload = encode(body)
        if not self._call(self._send, bare_address(to), payload, clean_text(text)):
            log.warning("%s: the link is closed; a message to %s is dropped", self.address, to)

    def request(self, to: str, body: dict[str, Any], timeout: float = 15.0) -> str:
        payload, target = encode(body), bare_or_full(to)
        ident = f"q{next(self._asked)}"
        if not self._call(self._request, ident, target, payload, float(timeout)):
            self._unreachable(ident, to, "the link is closed")
        return ident

    def answer(self, request: Incoming, body: dict[str, Any]) -> None:
        self._call(self._answer, request.ident, encode(body))

    def set_presence(self, show: str = "online", to: str = "") -> None:
        if show not in ("online", "away"):
            raise ValueError(f"presence is 'online' or 'away', not {show!r}")
        self._call(self._presence, show, bare_address(to) if to else "")

    def poll(self, timeout: float = 0.0) -> list[Incoming]:
        got: list[Incoming] = []
        try:
            if timeout > 0:
                got.append(self._inbox.get(timeout=timeout))
            while True:
                got.append(self._inbox.get_nowait())
        except queue.Empty:
            return got

    def close(self) -> None:
        self._call(self._begin_close)
        self._thread.join(CLOSE_WAIT + 2.0)
        if self._thread.is_alive():
            log.warning("%s: the network thread did not end in time", self.address)

    @property
    def running(self) -> bool:
        """The link still tries to be connected (False after close() or a STATUS "failed")."""
        return self._thread.is_alive()

    def _call(self, function: Any, *args: Any) -> bool:
        """Hand work to the loop thread; False when the link has ended (nothing will run it)."""
        with self._gate:
            if self._ended:
                return False
            self._loop.call_soon_threadsafe(function, *args)
            return True

    def _put(self, incoming: Incoming) -> None:
        self._inbox.put(incoming)

    def _unreachable(self, ident: str, to: str, why: str) -> None:
        message = f"{to} is not reachable: {why}"
        self._put(
            Incoming(ANSWER, sender=str(JID(to).bare) if to else "", ident=ident, body=unreachable(message))
        )

    # the loop thread: the connection's life

    def _run_thread(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._run())
        except Exception:  # a bug of ours: the caller sees the link fail instead of a silent thread
            log.exception("%s: the network thread failed", self.address)
            detail = "internal error in the network thread"
            self._put(Incoming(STATUS, show="failed", detail=detail, body={"reason": INTERNAL}))
        finally:
            self._end_loop()

    def _end_loop(self) -> None:
        """Cancel what slixmpp left running (its send queue's task), then close the loop: after that
        `_call` fails and the caller's side knows the link ended."""
        with self._gate:
            self._ended = True
        self._loop.run_until_complete(asyncio.sleep(0))  # work handed over before the gate closed: its turn
        self._fail_waiting("the link was closed")
        pending = [task for task in asyncio.all_tasks(self._loop) if not task.done()]
        for task in pending:
            task.cancel()
        if pending:
            self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()

    async def _run(self) -> None:
        self._client = self._make_client()
        delay, ever = 0.0, False
        while not self._closing:
            outcome, detail = await self._connect_once()
            if self._closing:
                break
            if outcome == LOST:
                ever, delay = True, next_delay(0.0)
                self._put(Incoming(STATUS, show="disconnected", detail=detail))
                log.info("%s: connection lost (%s); again in %.0f s", self.address, detail, delay)
            elif outcome == REFUSED or not ever:  # a first connection that fails ends the link
                log.warning("%s: %s", self.address, detail)
                reason = self._attempt.reason if self._attempt is not None else NO_SERVER
                self._put(Incoming(STATUS, show="failed", detail=detail, body={"reason": reason}))
                break
            else:
                delay = next_delay(delay)
                log.info("%s: %s; again in %.0f s", self.address, detail, delay)
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._closed.wait(), delay)
        self._closing = True  # from here on a request is answered at once (see _request)

    async def _connect_once(self) -> tuple[str, str]:
        """One connection from its start to its end: (LOST | UNREACHABLE | REFUSED, why in English)."""
        client = self._client
        assert client is not None
        loop = asyncio.get_running_loop()
        attempt = self._attempt = Attempt(loop.create_future(), loop.create_future())
        closed = asyncio.ensure_future(self._closed.wait())
        try:
            if self.host:
                client.connect(self.host, self.port)
            else:
                client.connect()
            await asyncio.wait(
                [attempt.started, attempt.ended, closed],
                timeout=CONNECT_TIMEOUT,
                return_when=asyncio.FIRST_COMPLETED,
            )
            if not attempt.started.done():
                client.cancel_connection_attempt()  # stop slixmpp's own retries: ours have the backoff we want
                client.abort()
                return (REFUSED if attempt.fatal else UNREACHABLE), self._why_not(attempt)
            await self._live(client, attempt, closed)
            return (REFUSED if attempt.fatal else LOST), attempt.detail or "the server closed the connection"
        finally:
            closed.cancel()

    def _why_not(self, attempt: Attempt) -> str:
        where = f"{self.host}:{self.port}" if self.host else self._jid.domain
        if attempt.detail:
            return attempt.detail
        if attempt.ended.done():
            return f"cannot connect to {where}: the server closed the connection before the login"
        return f"cannot connect to {where}: no answer within {CONNECT_TIMEOUT:.0f} s"

    async def _live(self, client: ClientXMPP, attempt: Attempt, closed: asyncio.Future) -> None:
        """A started session until it ends, with a ping to the server every PING_INTERVAL: only an answer
        shows that a quiet connection still leads somewhere."""
        while not attempt.ended.done() and not closed.done():
            await asyncio.wait(
                [attempt.ended, closed], timeout=PING_INTERVAL, return_when=asyncio.FIRST_COMPLETED
            )
            if attempt.ended.done() or closed.done():
                break
            try:
                await client.plugin["xep_0199"].ping(timeout=PING_TIMEOUT)
            except IqTimeout:
                attempt.note(
                    NO_SERVER, f"the server did not answer a ping in {PING_TIMEOUT:.0f} s", fatal=False
                )
                client.abort()
            except IqError:
                pass  # a server without XEP-0199 still answered
        if closed.done() and not attempt.ended.done():
            await self._leave(client, attempt)

    async def _leave(self, client: ClientXMPP, attempt: Attempt) -> None:
        """End the stream politely: the server tells everyone we told of us that we are gone."""
        with contextlib.suppress(Exception):
            client.send_presence(ptype="unavailable")
            client.disconnect(wait=CLOSE_WAIT)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(asyncio.shield(attempt.ended), CLOSE_WAIT + 0.5)
        if not attempt.ended.done():
            client.abort()

    def _begin_close(self) -> None:
        self._closing = True
        self._closed.set()
        if self._client is not None and not self._session:
            self._client.cancel_connection_attempt()

    # slixmpp's client and its events

    def _make_client(self) -> ClientXMPP:
        config: dict[str, dict[str, Any]] = {}
        if self.plain:
            config["feature_mechanisms"] = {"unencrypted_scram": True}
        client = ClientXMPP(self._jid, self._password, plugin_config=config)
        if self.plain:
            client.enable_starttls = client.enable_direct_tls = False
            client.enable_plaintext = True
        if self._ca_file:
            client.ca_certs = Path(self._ca_file)
        client.auto_authorize = False  # nobody gets our presence by subscribing: only whom we tell
        client.auto_subscribe = False
        for plugin in PLUGINS + ((REGISTER_PLUGIN,) if self._register else ()):
            client.register_plugin(plugin)
        xmpp_payload.register()
        events = {
            "session_start": self._on_session_start,
            "disconnected": self._on_disconnected,
            "connection_failed": self._on_connection_failed,
            "reconnect_delay": self._on_reconnect_delay,
            "failed_auth": self._on_failed_auth,
            "no_auth": self._on_no_auth,
            "stream_error": self._on_stream_error,
            "ssl_invalid_chain": self._on_bad_certificate,
            "ssl_invalid_cert": self._on_bad_certificate,
            "presence": self._on_presence,
            "register": self._on_register,
        }
        for name, handler in events.items():
            client.add_event_handler(name, handler)
        client.register_handler(Callback("spieltisch message", StanzaPath("message/st"), self._on_message))
        client.register_handler(
            Callback("spieltisch request", StanzaPath("iq@type=set/st"), self._on_request)
        )
        return client

    def _on_session_start(self, _event: Any) -> None:
        """Logged in: our first presence goes out, and the session counts as started once the server sent it
        back to us (RFC 6121, 4.2.2), since before that it drops presence and messages meant for us: a peer
        that a STATUS "connected" sends to talk to us at once would otherwise not reach us."""
        client, attempt = self._client, self._attempt
        if client is None or attempt is None:
            return
        self._register = False
        self._peers = Peers()
        self._announcing = attempt
        attempt.note(NO_SERVER, "", fatal=False)  # what failed on the way here (a direct TLS try) is past
        # the first presence is also what makes the server hand over the messages it kept for us
        client.send_presence(pshow=xmpp_show(self._show))
        asyncio.get_running_loop().call_later(ANNOUNCE_WAIT, self._announced, attempt)

    def _announced(self, attempt: Attempt) -> None:
        """Our first presence is through (or ANNOUNCE_WAIT passed: a server that does not send it back)."""
        if self._announcing is not attempt or attempt.ended.done():
            return
        self._announcing, self._session = None, True
        for to in [*self._directed, *self._told]:
            self._tell(to)
        while self._outbox:
            self._send(*self._outbox.popleft())
        if not attempt.started.done():
            attempt.started.set_result(True)
        self._put(Incoming(STATUS, show="connected"))
        log.info("%s: connected", self.address)

    def _on_disconnected(self, reason: Any) -> None:
        attempt = self._attempt
        was_live, self._session, self._announcing = self._session, False, None
        if was_live:
            self._fail_waiting("the connection to the server was lost")
        if attempt is not None and not attempt.ended.done():
            if reason and not attempt.detail and was_live:
                attempt.note(NO_SERVER, f"connection lost: {reason}", fatal=False)
            attempt.ended.set_result(True)

    def _on_connection_failed(self, error: Any) -> None:
        if self._attempt is None:
            return
        where = f"{self.host}:{self.port}" if self.host else self._jid.domain
        if isinstance(error, ssl.SSLCertVerificationError):  # direct TLS: the handshake checks it
            detail = f"the certificate of {self._jid.domain} at {where} is not valid: {error}"
            self._attempt.note(CERTIFICATE, detail, fatal=False)  # a STARTTLS try may follow
        else:
            self._attempt.note(NO_SERVER, f"cannot connect to {where}: {error}", fatal=False)

    def _on_reconnect_delay(self, _delay: Any) -> None:
        """slixmpp tried every way it knows and would now wait and try again: the attempt failed."""
        attempt = self._attempt
        if attempt is not None and not attempt.ended.done():
            attempt.ended.set_result(True)

    def _on_failed_auth(self, stanza: Any) -> None:
        attempt = self._attempt
        if attempt is None:
            return
        if attempt.registration:
            attempt.note(REGISTRATION, attempt.registration)
        elif self._register and not attempt.offered:
            attempt.note(
                NO_REGISTRATION, f"the server at {self._jid.domain} does not let a client create an account"
            )
        else:
            condition = stanza["condition"] if hasattr(stanza, "__getitem__") else ""
            attempt.note(
                PASSWORD, f"the server refused the password for {self.address} ({condition or 'failed'})"
            )

    def _on_no_auth(self, _event: Any) -> None:
        if self._attempt is not None:
            detail = f"the server at {self._jid.domain} offers no login we accept: no TLS, and the password is never sent in the clear"
            self._attempt.note(NO_TLS, detail)

    def _on_stream_error(self, error: Any) -> None:
        condition, text = error["condition"], error["text"]
        attempt = self._attempt
        log.warning("%s: stream error %s %s", self.address, condition, text)
        if attempt is None:
            return
        if condition == "conflict":
            detail = f"{self.address} logged in elsewhere with the same resource (another Spieltisch?)"
            attempt.note(ELSEWHERE, detail)
        elif condition in ("not-authorized", "policy-violation", "host-unknown", "improper-addressing"):
            attempt.note(REFUSED_US, f"the server refused us: {condition} {text}".strip())
        else:
            attempt.note(NO_SERVER, f"the server ended the stream: {condition} {text}".strip(), fatal=False)

    def _on_bad_certificate(self, error: Any) -> None:
        if self._attempt is not None:
            self._attempt.note(CERTIFICATE, f"the certificate of {self._jid.domain} is not valid: {error}")

    async def _on_register(self, _form: Any) -> None:
        """XEP-0077: make the account before the login; an account that exists already is no failure (the
        login then says whether the password is the right one)."""
        client, attempt = self._client, self._attempt
        if client is None or attempt is None or not self._register:
            return
        attempt.offered = True
        iq = client.make_iq_set()
        iq["register"]["username"] = self._jid.user
        iq["register"]["password"] = self._password
        try:
            await iq.send(timeout=CONNECT_TIMEOUT)
            log.info("%s: account created", self.address)
        except IqError as exc:
            condition, text = exc.iq["error"]["condition"], exc.iq["error"]["text"]
            if condition == "conflict":
                log.info("%s: the account exists already; logging in", self.address)
                return
            attempt.registration = f"the server refused to create {self.address}: {condition} {text}".strip()
        except IqTimeout:
            attempt.registration = f"the server did not answer the registration of {self.address}"

    def _on_presence(self, presence: Presence) -> None:
        sender, kind = presence["from"], presence["type"]
        if self._announcing is not None and self._client is not None and sender == self._client.boundjid:
            self._announced(self._announcing)
            return
        show = "gone" if kind == "unavailable" else SHOW_OF.get(kind)
        if show is None or sender.bare == self.address or not sender.user:
            return  # subscriptions, errors, probes; our own other resources; the server itself
        before = self._peers.show(sender.bare)
        changed = self._peers.update(sender, show)
        if changed is None:
            return
        self._put(Incoming(PRESENCE, sender=sender.bare, show=changed))
        if before == "gone" and self._session:
            self._answer_presence(sender.bare)

    def _answer_presence(self, peer: str) -> None:
        """A peer appeared: tell it of us. What we had told it may have been dropped while it was away (the
        server keeps no presence for the offline), and a peer that tells us of itself first is told of us
        back, which makes both sides find each other after a server restart, in whatever order they return."""
        if peer not in self._directed:
            self._told[peer] = None
            while len(self._told) > OUTBOX_LIMIT:
                self._told.pop(next(iter(self._told)))
        self._tell(peer)

    def _tell(self, to: str) -> None:
        if self._client is not None:
            self._client.send_presence(pto=to, pshow=xmpp_show(self._directed.get(to, self._show)))

    def _on_message(self, message: Message) -> None:
        if message["type"] == "error":
            log.info("%s: a message came back from %s: %s", self.address, message["from"], message["error"])
            return
        sender, text = message["from"].bare, payload_text(message) or ""
        try:
            self._put(Incoming(MESSAGE, sender=sender, body=decode(text)))
        except PayloadError as exc:
            log.warning("%s: malformed message from %s: %s", self.address, sender, exc)
            self._put(Incoming(MALFORMED, sender=sender, detail=str(exc)))

    def _on_request(self, iq: Iq) -> None:
        sender, text = iq["from"].bare, payload_text(iq) or ""
        try:
            body = decode(text)
        except PayloadError as exc:
            log.warning("%s: malformed request from %s: %s", self.address, sender, exc)
            self._put(Incoming(MALFORMED, sender=sender, detail=str(exc)))
            error = iq.reply(clear=True)
            error.error()
            error["error"]["condition"], error["error"]["text"] = "bad-request", str(exc)[:200]
            error.send()
            return
        ident = f"r{next(self._received)}"
        self._requests[ident] = iq
        while len(self._requests) > OUTBOX_LIMIT:  # a caller that never answers: forget the oldest
            self._requests.pop(next(iter(self._requests)))
        self._put(Incoming(REQUEST, sender=sender, body=body, ident=ident))

    # the loop thread: the caller's work

    def _send(self, to: str, payload: str, text: str) -> None:
        if not self._session or self._client is None:
            self._outbox.append((to, payload, text))
            return
        message = self._client.make_message(mto=to, mbody=text or None, mtype="normal")
        message["st"]["json"] = payload
        message.send()

    def _request(self, ident: str, to: str, payload: str, timeout: float) -> None:
        if not self._session or self._client is None or self._closing:
            self._unreachable(ident, to, "not connected to the server")
            return
        target = to if "/" in to else self._peers.full(to)
        iq = self._client.make_iq_set(ito=target)
        iq["st"]["json"] = payload
        task = asyncio.ensure_future(self._await_answer(ident, iq, timeout))
        self._waiting[ident] = (task, str(JID(to).bare))

    async def _await_answer(self, ident: str, iq: Iq, timeout: float) -> None:
        to = iq["to"].bare
        try:
            result = await iq.send(timeout=timeout)
        except IqTimeout:
            self._unreachable(ident, to, f"no answer in {timeout:.0f} s")
        except IqError as exc:
            self._put(Incoming(ANSWER, sender=to, ident=ident, body=refusal(to, exc.iq)))
        except asyncio.CancelledError:
            raise
        else:
            self._answered(ident, to, result)
        finally:
            self._waiting.pop(ident, None)

    def _answered(self, ident: str, to: str, result: Iq) -> None:
        try:
            body = decode(payload_text(result) or "")
        except PayloadError as exc:
            log.warning("%s: malformed answer from %s: %s", self.address, to, exc)
            self._put(Incoming(MALFORMED, sender=to, ident=ident, detail=str(exc)))
            self._unreachable(ident, to, f"its answer could not be read ({exc})")
            return
        self._put(Incoming(ANSWER, sender=to, ident=ident, body=body))

    def _fail_waiting(self, why: str) -> None:
        """Our requests still open get their answer now: a lost stream never brings their results."""
        for ident, (task, to) in list(self._waiting.items()):
            task.cancel()
            self._unreachable(ident, to, why)
        self._waiting.clear()

    def _answer(self, ident: str, payload: str) -> None:
        iq = self._requests.pop(ident, None)
        if iq is None:
            log.warning("%s: no request %s to answer (answered already, or too old)", self.address, ident)
            return
        reply = iq.reply(clear=True)
        reply["st"]["json"] = payload
        if self._session:
            reply.send()

    def _presence(self, show: str, to: str) -> None:
        if to:
            self._directed[to] = show
        else:
            self._show = show
        if self._session and self._client is not None:
            self._client.send_presence(pto=to or None, pshow=xmpp_show(show))


def next_delay(previous: float) -> float:
    """The wait before the next try: 1 s after a loss, then twice the last, at most BACKOFF_MAX."""
    return 1.0 if previous <= 0 else min(BACKOFF_MAX, previous * 2)


def xmpp_show(show: str) -> str | None:
    """Our show on the wire: "online" is an available presence without a show."""
    return "away" if show == "away" else None


def unreachable(message: str) -> dict[str, Any]:
    return {"ok": False, "error": "unreachable", "message": message}


def refusal(to: str, error: Iq) -> dict[str, Any]:
    """The answer for an IQ error: the server's "not there" (service-unavailable, ...) is "unreachable"; the
    peer's link refusing a payload it could not read is "bad_request"."""
    condition, text = error["error"]["condition"], error["error"]["text"]
    if condition == "bad-request":
        return {"ok": False, "error": "bad_request", "message": f"{to} could not read the request: {text}"}
    return unreachable(f"{to} is not reachable ({condition})")


def bare_address(address: str) -> str:
    """The account's address `user@server`; ValueError for anything else."""
    jid = bare_or_full(address)
    return str(JID(jid).bare)


def bare_or_full(address: str) -> str:
    try:
        jid = JID(address)
    except InvalidJID as exc:
        raise ValueError(f"{address!r} is not an address: {exc}") from None
    if not jid.domain:
        raise ValueError(f"{address!r} is not an address")
    return str(jid)


def parse_server(text: str, default_port: int = 5222) -> tuple[str, int]:
    """ "host", "host:port" or "[v6 address]:port" as (host, port); ValueError for anything else."""
    host, port = text.strip(), str(default_port)
    if host.startswith("["):
        host, _, rest = host[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"{text!r} is not HOST[:PORT]")
            port = rest[1:]
    elif host.count(":") == 1:
        host, port = host.split(":")
    if not host or any(c in host for c in "/@ ") or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"{text!r} is not HOST[:PORT] (a port from 1 to 65535)")
    return host, int(port)


def plugin_modules() -> list[str]:
    """The modules slixmpp imports by name for our plugins and the stream features (for the executable's
    build: PyInstaller cannot see imports made from a string). Found by loading them."""
    client = ClientXMPP("probe@localhost", "")
    for plugin in PLUGINS + (REGISTER_PLUGIN,):
        client.register_plugin(plugin)
    return sorted(name for name in sys.modules if name.startswith(("slixmpp.plugins.", "slixmpp.features.")))
