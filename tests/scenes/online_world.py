"""An online table for scene tests: the real referee (net/referee.py) and two real clients (net/client.py)
over the in-process hub (net/memory.py), stepped by hand so that every test is deterministic. Anna's client
is polled here, as the lobby's connection polls the app's client, and her table's director is fed that
frame's events (`OnlineTable.take`, the table opened with `polls=False`); Bert plays from his own client's
view, as his screen would.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import rules
from net.client import ClientEvent, OnlineClient, player_seat
from net.driver import step
from net.memory import MemoryHub
from net.referee import Referee
from net.referee_ai import InlineAi
from scenes.engine.app import App
from scenes.games.online import open_online_table

REFEREE = "referee@test"
ANNA = "anna@test"
BERT = "bert@test"
CLEO = "cleo@test"  # a third player, for Down Under's tables


class HeldAi(InlineAi):
    """The referee's AI, answering only once `free` (a test looks at the table while the computer thinks)."""

    def __init__(self) -> None:
        super().__init__()
        self.free = True

    def poll(self) -> list:
        return super().poll() if self.free else []


class World:
    def __init__(self, folder: Path) -> None:
        self.hub = MemoryHub()
        self.referee_link = self.hub.link(REFEREE)
        self.ai = HeldAi()
        self.referee = Referee(folder, ai=self.ai)
        self.clients = {a: OnlineClient(self.hub.link(a), REFEREE) for a in (ANNA, BERT, CLEO)}
        self.heard: dict[str, list[ClientEvent]] = {a: [] for a in self.clients}
        self.takers: list[Any] = []  # Anna's open tables' directors, fed what her client heard
        for client in self.clients.values():
            client.hello()
        self.settle()

    @property
    def anna(self) -> OnlineClient:
        return self.clients[ANNA]

    @property
    def bert(self) -> OnlineClient:
        return self.clients[BERT]

    def settle(self, rounds: int = 200) -> None:
        """The referee and the clients take what arrived until nothing moves any more."""
        for _ in range(rounds):
            moved = step(self.referee, self.referee_link)
            for account, client in self.clients.items():
                if client.link.closed:
                    continue
                got = client.poll()
                self.heard[account] += got
                moved += len(got)
            if not moved and (not self.referee.asked or not self.ai.free):
                return
        raise AssertionError("the network did not settle")

    def frame(self, app: App) -> None:
        """One frame: the network settles, Anna's tables are fed what her client heard (as the lobby's
        connection feeds them in its tick, before the scene's update), then the app steps."""
        self.settle()
        heard, self.heard[ANNA] = self.heard[ANNA], []
        for taker in self.takers:
            taker.take(heard)
        app.step(1 / 60)

    def frames(self, app: App, n: int, skip: bool = False) -> None:
        for _ in range(n):
            self.frame(app)
            if skip:
                for scene in app.stack.scenes:
                    scene.tweens.skip_all()

    def table(
        self, game_id: str, options: dict[str, Any] | None = None, bert_first: bool = False, players: int = 2
    ) -> str:
        """A table of Anna and Bert (and Cleo, for `players` 3 or a game of three at least), Anna's seat first
        unless `bert_first`, created by Anna and accepted by the others."""
        seats = [player_seat(ANNA, "Anna"), player_seat(BERT, "Bert")]
        if bert_first:
            seats.reverse()
        if max(players, rules.GAMES[game_id].players[0]) > 2:
            seats.append(player_seat(CLEO, "Cleo"))
        self.anna.create(game_id, options, seats)
        self.settle()
        created = [e for e in self.heard[ANNA] if e.kind == "created"]
        assert created, "the table was not created"
        table = created[-1].table
        for account in {s["account"] for s in seats} - {ANNA}:
            self.clients[account].accept(table)
            self.settle()
        assert table in self.anna.views and table in self.bert.views
        return table

    def table_with_ai(self, game_id: str, level: str = "easy") -> str:
        """A table of Anna against the referee's AI, created by Anna."""
        self.anna.create(game_id, None, [player_seat(ANNA, "Anna"), {"kind": f"ai-{level}", "name": "Robo"}])
        self.settle()
        table = [e for e in self.heard[ANNA] if e.kind == "created"][-1].table
        self.settle()
        assert table in self.anna.views
        return table

    def open(self, app: App, table: str):
        """Anna's scene of `table`, fed her client's events as the lobby's connection feeds it."""
        assert open_online_table(app, self.anna, table, polls=False)
        scene = app.stack.top
        self.takers = [scene.director]
        return scene

    def bert_moves(self, table: str, rng: random.Random) -> Any:
        """Bert (or Cleo, at a table of three) plays a random legal move of his own view when it is his
        turn; the move, or None."""
        for client in (self.bert, self.clients[CLEO]):
            view = client.views.get(table)
            if view is not None and view.my_turn and not client.is_pending(table):
                move = rng.choice(rules.GAMES[view.game].legal_moves(view.state))
                client.move(table, move)
                return move
        return None
