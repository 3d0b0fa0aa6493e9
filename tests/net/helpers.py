"""A referee and its clients over the in-process hub, stepped by hand so that every test is deterministic:
`Net.settle()` lets the referee and every client take what arrived until nothing moves any more."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import rules
from net.client import ClientEvent, OnlineClient, player_seat
from net.driver import announce, step
from net.memory import MemoryHub, MemoryLink
from net.referee import Referee
from net.referee_ai import InlineAi

REFEREE = "referee@test"


class Net:
    def __init__(self, folder: Path, ai: Any = None) -> None:
        self.folder = folder
        self.hub = MemoryHub()
        self.ai = ai if ai is not None else InlineAi()
        self.referee_link: MemoryLink = self.hub.link(REFEREE)
        self.seeds = random.Random(folder.name).getrandbits  # every run of a test plays the same games
        self.referee = Referee(folder, ai=self.ai, seeds=self.seeds)
        self.clients: dict[str, OnlineClient] = {}
        self.events: dict[str, list[ClientEvent]] = {}

    def client(self, account: str) -> OnlineClient:
        """A client of `account`, connected, that has said hello (a restarted client replaces the old)."""
        client = OnlineClient(self.hub.link(account), REFEREE)
        self.clients[account] = client
        self.events.setdefault(account, [])
        client.hello()
        self.settle()
        return client

    def restart_referee(self) -> None:
        self.referee_link.close()
        self.referee.close()
        self.referee_link = self.hub.link(REFEREE)
        self.referee = Referee(self.folder, ai=self.ai, seeds=self.seeds)
        announce(self.referee, self.referee_link)

    def settle(self, rounds: int = 200, seconds: float = 60.0) -> None:
        """Step everyone until nothing moves (`rounds` rounds at most that move something, and while an
        AI process thinks, `seconds` at most)."""
        end = time.monotonic() + seconds
        while rounds and time.monotonic() < end:
            moved = step(self.referee, self.referee_link)
            for account, client in self.clients.items():
                if client.link.closed:
                    continue
                got = client.poll()
                self.events[account] += got
                moved += len(got)
            if not moved and not self.ai_busy():
                return
            if moved:
                rounds -= 1
            else:
                time.sleep(0.002)  # an AI process thinks
        raise AssertionError("the network did not settle")

    def ai_busy(self) -> bool:
        return bool(self.referee.asked) and not getattr(self.ai, "paused", False)

    def take_events(self, account: str) -> list[ClientEvent]:
        got, self.events[account] = self.events[account], []
        return got


class PausedAi(InlineAi):
    """An AI that takes requests and answers none while `paused` (a referee that dies while it thinks)."""

    paused = True

    def poll(self) -> list:
        return [] if self.paused else super().poll()


def start_table(
    net: Net, game_id: str, accounts: list[str], ai_levels: tuple[str, ...] = (), options=None
) -> str:
    """A table of `game_id` created by the first account, every other one invited and accepting."""
    clients = [net.clients.get(a) or net.client(a) for a in accounts]
    seats = [player_seat(a, a.split("@")[0].title()) for a in accounts]
    seats += [{"kind": f"ai-{level}", "name": f"Computer {i + 1}"} for i, level in enumerate(ai_levels)]
    clients[0].create(game_id, options, seats)
    net.settle()
    created = [e for e in net.take_events(accounts[0]) if e.kind == "created"]
    assert created, "the table was not created"
    table = created[-1].table
    for client in clients[1:]:
        assert table in client.invitations
        client.accept(table)
        net.settle()
    return table


def play_random(net: Net, table: str, rng: random.Random, max_moves: int = 3000) -> int:
    """Each client moves at random from its own view when it is its turn, until the game ends; the moves."""
    moves = 0
    for _ in range(max_moves):
        movers = [c for c in net.clients.values() if table in c.views and c.views[table].my_turn]
        view = next(iter(net.clients.values())).views[table]
        if view.status != "playing":
            return moves
        if not movers:
            net.settle()
            assert net.ai_busy() is False
            if not [c for c in net.clients.values() if c.views[table].my_turn]:
                raise AssertionError(f"nobody can move at version {view.version}")
            continue
        client = movers[0]
        mine = client.views[table]
        game = rules.GAMES[mine.game]
        client.move(table, rng.choice(game.legal_moves(mine.state)))
        net.settle()
        moves += 1
    raise AssertionError("the game did not end")


def raw(net: Net, account: str, body: Any) -> dict[str, Any]:
    """Send `body` as it is from `account`'s link (a client that is not ours: anything may come) and return
    the referee's answer."""
    link = net.clients[account].link if account in net.clients else net.hub.link(account)
    ident = link.request(REFEREE, body)
    net.settle()
    answers = [s.body for s in net.hub.sent if s.kind == "answer" and s.ident == ident]
    if not answers:  # a link of no client: its answer waits in its queue
        answers = [i.body for i in link.poll() if i.ident == ident]
    assert len(answers) == 1, answers
    return answers[0]
