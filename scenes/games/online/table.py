"""An online table: a director (scenes/games/director.py) that runs the game's own scene from the referee's
views, as a review runs it from a finished game's record.

The referee alone holds the game (net/referee.py); this screen has the client's model of it
(net/client.py's `OnlineClient`), which holds the latest view of each table. Each frame the table takes
what the client heard (its events, `take`) and shows the views in order of their versions: a view one
version on is a move, shown by the scene base's `show_move` with the game's own animation (Ka-Mel-Oh!'s from
the referee's events); any other (a sync, a reconnect, versions missed) is shown at once (`jump`). A move
made on the board is sent (`admits` returns False: nothing moves until the referee's view comes back); a
refusal is said in the game's words (`refusal_words`) and the picking is reset.

Seats (positions.py): this account's are played here; the referee's AI shows as the computer, thinking
while it is its turn; every other seat is remote, with its player's presence in the banner. Undo is
"Resign" (pressed twice: the first press asks), the hint is off (the computer helps nobody at a table of
people), the pause menu's "Save and quit" leaves the table (the game goes on at the referee: come back
from the lobby), the game's end opens the results with the referee's outcome, and "Play again" goes back
to the lobby. Nothing is saved here. While the connection is down a banner says so over the panel and a
move is refused here with that reason; after the reconnect the client syncs and the view is shown.
"""

from __future__ import annotations

import time
from collections import deque
from typing import TYPE_CHECKING, Any, Protocol

import pygame

import rules
from rules.common import Outcome
from rules.errors import IllegalMove
from rules.session import GameSession
from scenes.engine import theme
from scenes.engine.input import Action
from scenes.games.launch import rename_default_seats
from scenes.widgets.draw import fit_text, panel, text

from . import positions
from .chat import ChatCard, ChatLine

if TYPE_CHECKING:
    from scenes.engine.app import App
    from scenes.engine.tween import Tweener
    from scenes.widgets.controls import Button
    from scenes.widgets.movelist import MoveList

LOBBY = "lobby"  # the menu an online table is left for (registered by scenes/menus: the lobby's)
RESIGN_SECONDS = 4.0  # the second press of "Resign" must come within this long
CHAT_SHARE = 0.5  # the chat takes this much of the move list's room (at least CHAT_MIN)
CHAT_MIN = 150
ENDED = ("over", "resigned", "declined")  # a table's statuses after its game


class Client(Protocol):
    """What the table needs of the client (net/client.py's `OnlineClient`): its model (the latest view of
    each table, the chat lines, whether the link is up, our own address) and its requests."""

    connected: bool
    views: dict[str, Any]
    chat: dict[str, list]
    link: Any

    def poll(self) -> list: ...

    def sync(self, table: str) -> Any: ...

    def move(self, table: str, move: Any) -> Any: ...

    def say(self, table: str, text: str) -> Any: ...

    def resign(self, table: str) -> Any: ...


class OnlineScene(Protocol):
    """What the table needs of the game scene that owns it (all public: GameScene's)."""

    app: App
    session: GameSession
    tweens: Tweener
    history: MoveList
    undo_button: Button
    hint_button: Button
    banner_rect: pygame.Rect
    finished: bool
    thinking_since: float | None
    rows_before: list[tuple[int, str]]
    told_effects: dict[int, Any]
    seat_presence: dict[int, str]
    told_outcome: Outcome | None
    home: str

    def sync(self) -> None: ...

    def show_session(self) -> None: ...

    def announce_turn_again(self) -> None: ...

    def show_move(self, move: Any, notation: str, after: Any, mover: int, effects: Any = None) -> None: ...

    def entry_colour(self, seat: int) -> tuple: ...

    def game_over(self) -> None: ...

    def quit_to(self, menu: str) -> None: ...


def refusal_words(app, game_id: str, refused: Any) -> str:
    """A refusal (the client's REFUSED event) in the player's language: the game's own sentence for a rule
    a move breaks (`illegal`, with the rule's key and params), else the table's words for the error (the
    referee's English message for an error this version has no words for)."""
    error, detail = str(refused.error), dict(refused.detail or {})
    if error == "illegal":
        rule = IllegalMove(str(refused.message), str(detail.get("rule", "")), detail.get("params") or {})
        return rules.GAMES[game_id].explain(rule, app.tr.language)
    key = f"online_table.error.{error}"
    return app.t(key) if app.tr.has(key) else str(refused.message or error)


class OnlineTable:
    """The director of an online table's scene: built with the client and the table's id, then `begin(scene)`
    once the scene that owns it is built (scenes/games/online/__init__.py: `online_scene`)."""

    quit_label = "online_table.leave"
    undo_label = "online_table.resign"
    hint_label = "online_table.no_hint"
    sees_all = False  # this seat's view, as the referee sent it
    shows_results = True  # a real game: its end opens the results
    # no "Restart" in the pause menu: the game is the referee's, and the button only went to the lobby (seen
    # in the real window, where "Restart" read as starting the game over)
    restarts = False
    again_label = "online_table.again"  # the results' "Play again" went to the lobby: it says so

    table: OnlineScene
    chat: ChatCard

    def __init__(self, client: Client, table_id: str, polls: bool = True) -> None:
        self.client = client
        self.table_id = table_id
        # the table polls the client each frame; False: whoever polls it feeds `take` (the lobby's connection,
        # a service ticked before the scene's update in the same frame)
        self.polls = polls
        self.version = -1  # the version of the position the scene shows
        self.views: deque[Any] = deque()  # views heard, to show in order
        self.sent: int | None = None  # the version a move was sent against, its answer awaited
        self.resign_until = 0.0  # "Resign" was pressed once: a second press before then resigns
        self.was_connected = True
        self.seen_view: Any = None  # the last view shown (its seats, status, outcome)

    # ------------------------------------------------------------------ the start
    def begin(self, table: OnlineScene, view: Any) -> None:
        """Take the scene's panel (the chat under the move list, Resign and the hint's words) and show
        `view`, the one the session was made of."""
        self.table = table
        app = table.app
        table.home = LOBBY if LOBBY in app.scenes else "title"
        moves = table.history.rect
        chat_h = max(CHAT_MIN, int(moves.h * CHAT_SHARE))
        chat_rect = pygame.Rect(moves.x, moves.bottom - chat_h, moves.w, chat_h)
        table.history.rect = pygame.Rect(moves.x, moves.y, moves.w, chat_rect.y - 8 - moves.y)
        self.chat = ChatCard(app, chat_rect, self.chat_lines, self.say)
        table.undo_button.label = self.resign_words
        self.was_connected = self.client.connected
        self.shown(view)

    # ------------------------------------------------------------------ the referee's views
    def take(self, events: list) -> None:
        """What the client heard since the last frame: this table's views (kept to show in order of their
        versions: the client holds only the latest) and refusals; the rest (chat, presence, the end) is in
        the client's model, read when shown."""
        for event in events:
            if event.table != self.table_id:
                continue
            if event.kind == "view":  # the view the event tells of, or (the client keeps one) its latest
                view = (event.detail or {}).get("view") or self.client.views.get(self.table_id)
                if view is not None and (not self.views or self.views[-1] is not view):
                    self.views.append(view)
            elif event.kind == "refused" and event.op in ("move", "say", "resign"):
                self.refused(event)

    def next_view(self) -> Any:
        """The next view to show: the oldest heard that is newer than the position shown, else the client's
        latest when it differs from the view shown (a sync's answer, a presence, the game's end)."""
        while self.views and self.views[0].version < self.version:
            self.views.popleft()  # older than the position shown: come late
        if self.views:
            return self.views.popleft()
        latest = self.client.views.get(self.table_id)
        if latest is None or latest is self.seen_view or latest.version < self.version:
            return None
        return latest

    def catch_up(self) -> None:
        """Show the views heard, one move at a time: each waits for the animation before it."""
        table = self.table
        while not table.tweens.busy:
            view = self.next_view()
            if view is None:
                return
            if view is self.seen_view:
                continue
            moved = view.version == self.version + 1 and self.animate(view)  # a move: its animation
            if moved or view.version == self.version:
                self.shown(view, moved=False)
            else:
                self.jump(view)

    def animate(self, view: Any) -> bool:
        """`view` one version on: its last move shown with the game's animation (False: it cannot be known
        here, the view is shown at once)."""
        table = self.table
        told = positions.told_move(view, table.session.state)
        if told is None:
            return False
        table.show_move(told.move, told.notation, told.after, told.mover, told.effects)
        self.version = view.version
        self.sent = None
        return True

    def jump(self, view: Any) -> None:
        """Show `view` at once (a sync, a reconnect, several versions at a time)."""
        table = self.table
        table.rows_before[:] = positions.fill(table.session, view)
        rename_default_seats(table.app.tr, table.session)  # the referee's names, in this screen's language
        table.told_effects.clear()
        self.version = view.version
        self.sent = None
        table.show_session()
        self.shown(view, moved=False)

    def shown(self, view: Any, moved: bool = True) -> None:
        """`view` is the one shown now: its seats' presence and names, and its outcome once it has one."""
        table = self.table
        if moved:
            self.version = view.version
        self.seen_view = view
        for i, seat in enumerate(view.seats):
            table.seat_presence[i] = str(getattr(seat, "presence", "") or "gone")
        if view.outcome is not None:
            table.told_outcome = view.outcome

    @property
    def over(self) -> bool:
        view = self.seen_view
        return view is not None and (view.status in ENDED or view.outcome is not None)

    # ------------------------------------------------------------------ the director's seams
    @property
    def board_plays(self) -> bool:
        """A seat of this screen may pick and play: no move of its on its way, the game running."""
        return self.sent is None and not self.over

    def admits(self, move: Any) -> bool:
        """A move of a seat played here is sent to the referee, never played here (False: the board shows it
        when the referee's view comes back). A move the scene makes by itself for another seat (Kamisado's
        forced pass) is that seat's player's to send."""
        table = self.table
        seat = table.session.to_move
        if seat is None or not table.session.seats[seat].plays_here or self.sent is not None:
            return False
        if not self.client.connected:
            self.refuse_here(table.app.t("online_table.error.offline"))
            return False
        self.sent = self.version
        self.client.move(self.table_id, move)
        return False

    def refused(self, answer: Any) -> None:
        """The referee refused our move (or a chat line, a resignation): say why; after a move, put the
        picking back as it was."""
        words = refusal_words(self.table.app, self.table.session.game_id, answer)
        if answer.op == "move":
            self.sent = None
        self.refuse_here(words, answer.op == "move")

    def refuse_here(self, words: str, picking: bool = True) -> None:
        """`words` in a toast over the move list; `picking`: the board's picking is reset (a move refused)."""
        table = self.table
        table.app.sound.play("error")
        table.app.toast(words, 3.5, theme.BAD)
        if picking and not table.tweens.busy:
            table.sync()
            table.announce_turn_again()

    def played(self, seat: int) -> None:
        pass

    def step_back(self) -> None:
        """The panel's undo is "Resign": the first press asks (its words change), a second one resigns."""
        app = self.table.app
        if self.over:
            app.sound.play("error", 0.4)
            return
        now = time.monotonic()
        if now < self.resign_until:
            self.resign_until = 0.0
            self.client.resign(self.table_id)
            return
        self.resign_until = now + RESIGN_SECONDS
        app.toast(lambda: app.t("online_table.resign_confirm"), RESIGN_SECONDS, theme.WARN)

    def resign_words(self) -> str:
        app = self.table.app
        return app.t(
            "online_table.resign_sure" if time.monotonic() < self.resign_until else "online_table.resign"
        )

    def show(self) -> None:
        """The hint is off at a table of people: say why."""
        app = self.table.app
        app.sound.play("error", 0.4)
        app.toast(lambda: app.t("online_table.no_hint_why"), 3.5)

    def restart(self) -> None:
        """ "Play again" and the pause menu's restart: back to the lobby (a rematch is asked for there)."""
        self.leave()

    def leave(self) -> None:
        self.chat.close()
        self.table.quit_to(self.table.home)  # the lobby

    def toast_area(self) -> pygame.Rect | None:
        """Over the move list's lower part, never over the board nor the chat."""
        moves = self.table.history.rect
        return pygame.Rect(moves.x + 4, moves.y, moves.w - 8, moves.h - 8)

    def handle(self, action: Action) -> bool:
        """The chat first: an open field takes every key, so nothing typed reaches the board."""
        return self.chat.handle(action)

    def update(self, dt: float) -> None:
        table = self.table
        if self.polls:
            self.take(self.client.poll())
        connected = self.client.connected
        if connected and not self.was_connected:
            self.sent = None  # a move on its way may be lost (the client syncs every table after a reconnect)
        self.was_connected = connected
        self.catch_up()
        self.think()
        if self.over and not table.finished and not table.tweens.busy:
            table.game_over()  # a resignation (the rules' own end is the scene's: session.over)
        table.undo_button.enabled = not self.over
        table.hint_button.enabled = False
        self.chat.update(dt)

    def think(self) -> None:
        """The referee's AI seat to move shows "thinking…" until its move comes."""
        table = self.table
        seat = table.session.to_move
        ai = seat is not None and table.session.seats[seat].is_ai and not self.over
        if ai and not table.tweens.busy and table.thinking_since is None:
            table.thinking_since = time.monotonic()
        elif not ai:
            table.thinking_since = None

    # ------------------------------------------------------------------ the chat
    def chat_lines(self) -> list[ChatLine]:
        view, table = self.seen_view, self.table
        seats = {} if view is None else {s.account: i for i, s in enumerate(view.seats) if s.account}
        mine = self.client.link.address
        lines = []
        for line in self.client.chat.get(self.table_id, ()):
            seat = seats.get(line.account)
            colour = theme.TEXT_DIM if seat is None else table.entry_colour(seat)
            lines.append(ChatLine(line.name or line.account, line.text, colour, line.account != mine))
        return lines

    def say(self, words: str) -> bool:
        """Send a chat line; False while the connection is down (said in a toast: the field keeps it)."""
        if not self.client.connected:
            self.refuse_here(self.table.app.t("online_table.error.offline_say"), picking=False)
            return False
        self.client.say(self.table_id, words)
        return True

    # ------------------------------------------------------------------ picture
    def draw(self, surface: pygame.Surface) -> None:
        self.chat.draw(surface)
        if not self.client.connected:
            self.draw_offline(surface)

    def draw_offline(self, surface: pygame.Surface) -> None:
        """ "Reconnecting…" over the seat banner while the connection is down."""
        app, banner = self.table.app, self.table.banner_rect
        panel(surface, banner, theme.PANEL, theme.WARN, radius=12, shadow=4)
        words = app.t("online_table.reconnecting") + "." * (1 + int(app.time * 2) % 3)
        shown = fit_text(app.fonts, words, "label", banner.w - 24)
        text(surface, app.fonts, shown, (banner.x + 14, banner.centery - 10), "label", theme.WARN, "midleft")
        why = fit_text(app.fonts, app.t("online_table.reconnecting_why"), "tiny", banner.w - 24)
        text(surface, app.fonts, why, (banner.x + 14, banner.centery + 12), "tiny", theme.TEXT_DIM, "midleft")
