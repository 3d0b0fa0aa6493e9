"""Issue 29, the menus of online play over the in-process hub with the real referee (tests/scenes/online_net.py):
the account screen connects (and says in words why not), keeps the password in the keyring and never in the
settings, the lobby lists invitations and tables, the online set-up creates a table with a friend and a
computer seat, the friend's own client sees the invitation and accepts, the table opens; a decline; the
set-up's bad inputs are refused before anything is sent; presence follows the window's focus; toasts tell of
an invitation and of one's turn elsewhere in the app."""

from __future__ import annotations

import json
import sys
import types
from pathlib import Path

import pygame
import pytest

import rules
from net.protocol import INVITED, PLAYING
from scenes.engine.app import Scene
from scenes.engine.input import Action
from scenes.menus.online import connection as online_connection
from scenes.menus.online.account import AccountScene
from scenes.menus.online.address import Account, split_server
from scenes.menus.online.connection import CONNECTED, FAILED, connection_of
from scenes.menus.online.lobby import InvitationRow, LobbyScene, state_words
from scenes.menus.online.seats import FRIEND, ME, SeatChoice, problem, wire_seats
from scenes.menus.online.setup import OnlineSetupScene
from scenes.menus.title import TitleScene
from scenes.storage import passwords
from scenes.storage.settings import Settings, load_settings, settings_path
from tests.scenes.online_net import ME as ALICE
from tests.scenes.online_net import REFEREE, FailingLink, Net, use_memory_keyring

BOB, CAROL = "bob@test", "carol@test"


@pytest.fixture
def net(tmp_path: Path):
    network = Net(tmp_path / "referee")
    yield network
    network.close()


@pytest.fixture
def kept():
    """The test's own keyring in place of the system's."""
    backend, before = use_memory_keyring()
    yield backend
    import keyring

    keyring.set_keyring(before)


class DirectorDouble:
    """An online table's director as the connection feeds it (scenes/games/online's `OnlineTable`)."""

    def __init__(self, table_id: str) -> None:
        self.table_id = table_id
        self.taken: list = []

    def take(self, events: list) -> None:
        self.taken += events


class TableDouble(Scene):
    """The online table's scene as the lobby sees it."""

    def __init__(self, app, table_id: str) -> None:
        super().__init__(app)
        self.director = DirectorDouble(table_id)


@pytest.fixture
def tables(monkeypatch):
    """scenes/games/online's `open_online_table` (the table helper's), as a double: shows a table once the
    client holds its view, else asks for it, as the real one does. The tables opened are listed."""
    opened: list[str] = []

    def open_online_table(app, client, table_id: str, polls: bool = True) -> bool:
        assert polls is False  # the app's connection polls the client and feeds the table
        if client.views.get(table_id) is None:
            client.sync(table_id)
            return False
        opened.append(table_id)
        app.stack.reset(TableDouble(app, table_id))
        return True

    module = types.ModuleType("scenes.games.online")
    module.open_online_table = open_online_table  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "scenes.games.online", module)
    return opened


def type_into(app, scene, index: int, words: str) -> None:
    """Click a field, type, Enter: as a player does."""
    field = scene.group.widgets[index]
    scene.handle(Action("press", field.rect.center, button=1))
    if words == "":
        while field.value:
            scene.handle(Action("key", name="erase"))
    else:
        field.value = ""
        scene.handle(Action("text", text=words))
    scene.handle(Action("key", name="confirm", key=pygame.K_RETURN))


def click(app, widget) -> None:
    """A click on the middle of a widget of the scene on top, through its `handle`, as the pointer gives it."""
    at = widget.rect.center
    app.stack.top.handle(Action("motion", at))
    app.stack.top.handle(Action("press", at, button=1))
    app.stack.top.handle(Action("release", at, button=1))


def account_screen(app, net: Net) -> AccountScene:
    app.stack.push(TitleScene(app))
    app.stack.top.open_online()
    scene = app.stack.top
    assert isinstance(scene, AccountScene)
    scene.links = net.links
    return scene


def settle_keyring(app, net: Net, scene: AccountScene, frames: int = 200) -> None:
    for _ in range(frames):
        net.frames(app)
        if scene.looking is None:
            return
    raise AssertionError("the keyring did not answer")


# ------------------------------------------------------------------ the account
def test_connect_from_the_account_screen_keeps_the_password_in_the_keyring_only(app, net, kept) -> None:
    scene = account_screen(app, net)
    settle_keyring(app, net, scene)
    assert scene.keyring is True
    type_into(app, scene, 1, " Alice@Test")  # the server says alice@test: so do the settings and the keyring
    type_into(app, scene, 3, REFEREE)
    password = scene.group.widgets[2]
    scene.handle(Action("press", password.rect.center, button=1))
    scene.handle(Action("text", text="s3cret"))
    scene.handle(Action("key", name="confirm", key=pygame.K_SPACE))  # the space bar is "confirm" too...
    scene.handle(Action("text", text=" pw"))
    assert net.asked == [] and password.editing  # ... but here it types a space, and connects nothing
    scene.handle(Action("key", name="confirm", key=pygame.K_RETURN))  # Enter after the password connects
    assert scene.password == "s3cret pw"
    assert net.asked == [(ALICE, "s3cret pw", False)]
    net.frames(app, 5)
    connection = connection_of(app)
    assert connection is not None and connection.state == CONNECTED
    assert isinstance(app.stack.top, LobbyScene)
    for _ in range(200):  # the keyring is written in a thread of its own
        if kept.kept:
            break
        net.frames(app)
    assert kept.kept == {(passwords.SERVICE, ALICE): "s3cret pw"}
    written = settings_path().read_text(encoding="utf-8")
    assert "s3cret" not in written
    on_disk = json.loads(written)
    assert on_disk["online_address"] == ALICE and on_disk["online_referee"] == REFEREE
    # the next start finds the password in the keyring
    app.stack.reset(TitleScene(app))
    again = AccountScene(app, net.links)
    app.stack.push(again)
    settle_keyring(app, net, again)
    assert again.password == "s3cret pw" and again.from_keyring


def test_a_failed_connect_is_said_in_words_and_loses_nothing(app, net, kept) -> None:
    scene = account_screen(app, net)
    detail = f"the server refused the password for {ALICE} (not-authorized)"
    scene.links = lambda account, password, register: FailingLink(account.address, "password", detail)
    type_into(app, scene, 1, ALICE)
    type_into(app, scene, 2, "wrong")
    net.frames(app, 3)
    connection = connection_of(app)
    assert connection is not None and connection.state == FAILED
    assert app.stack.top is scene and scene.address == ALICE and scene.password == "wrong"
    lines = [words for words, _, _ in scene.status_lines()]
    assert lines[0] == app.t("account.failed.password") and detail in lines[1]
    app.apply_settings(Settings(**{**app.settings.__dict__, "language": "de"}))
    assert scene.status_lines()[0][0] == app.t("account.failed.password") != lines[0]
    assert kept.kept == {}  # nothing kept of a password that failed
    click(app, scene.disconnect_button)  # the failed connection goes; the fields stay
    assert connection_of(app) is None and scene.address == ALICE
    assert scene.status_lines()[0][0] == app.t("account.status.none")


def test_no_server_there_is_not_said_as_the_servers_words(app, net, kept) -> None:
    """Seen in the real window: with nothing listening at the port, the detail read "The server said: cannot
    connect to 127.0.0.1:5299" (no server said anything). The detail is the link's, and says so."""
    scene = account_screen(app, net)
    detail = "cannot connect to 127.0.0.1:5299: [Errno 111] Connect call failed"
    scene.links = lambda account, password, register: FailingLink(account.address, "unreachable", detail)
    type_into(app, scene, 1, ALICE)
    type_into(app, scene, 2, "alice")
    net.frames(app, 3)
    for language in ("en", "de"):
        app.apply_settings(Settings(**{**app.settings.__dict__, "language": language}))
        first, second = (words for words, _, _ in scene.status_lines())
        assert first == app.t("account.failed.unreachable") and second.endswith(detail)
        assert not second.startswith(("The server said", "Der Server meldet"))


def test_the_account_screen_refuses_what_is_no_account_before_connecting(app, net, kept) -> None:
    scene = account_screen(app, net)
    type_into(app, scene, 1, "alice")
    type_into(app, scene, 2, "pw")
    assert scene.problem == "account.problem.address" and net.asked == []
    type_into(app, scene, 1, ALICE)
    type_into(app, scene, 0, "test:99999")
    scene.connect()
    assert scene.problem == "account.problem.server" and net.asked == []
    type_into(app, scene, 0, "")
    type_into(app, scene, 3, ALICE)
    scene.connect()
    assert scene.problem == "account.problem.referee_is_you" and net.asked == []
    assert split_server("example.org:5223") == ("example.org", 5223) and split_server("[::1]:5222") == (
        "::1",
        5222,
    )
    assert Account("", ALICE).referee_address == "referee@test" and Account("", ALICE).host_port == ("", 5222)


def test_without_a_keyring_the_password_is_asked_each_time_and_the_screen_says_so(app, net) -> None:
    """The row "Remember the password" says Off where no keyring works (the real window showed a greyed
    On)."""
    import keyring
    from keyring.backends import fail

    before = keyring.get_keyring()
    keyring.set_keyring(fail.Keyring())
    try:
        app.settings = Settings(**{**app.settings.__dict__, "online_address": ALICE})
        scene = account_screen(app, net)
        settle_keyring(app, net, scene)
        assert scene.keyring is False and not scene.remember_row.enabled
        assert scene.remember_row.value is False  # the row says Off: nothing can be kept (it said On)
        assert scene.keyring_note() == app.t("account.keyring.none") and scene.password == ""
    finally:
        keyring.set_keyring(before)


def test_old_settings_files_load_with_the_online_fields_empty(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"language": "de", "sound": False}), encoding="utf-8")
    old = load_settings(path)
    assert old.language == "de" and old.online_address == "" and old.online_server == ""
    path.write_text(json.dumps({"online_address": 7, "online_server": "x" * 500}), encoding="utf-8")
    assert load_settings(path).online_address == "" and load_settings(path).online_server == ""


# ------------------------------------------------------------------ the lobby
def test_the_lobby_lists_invitations_first_then_my_turn_then_waiting(app, net, tables) -> None:
    bob = net.friend(BOB)
    bob.create(
        "kamisado",
        {},
        [
            {"kind": "player", "account": BOB, "name": "Bob"},
            {"kind": "player", "account": ALICE, "name": "Alice"},
        ],
    )
    net.settle()  # alice is offline: the server keeps the invitation
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    connection.client.create(
        "camelot",
        {},
        [{"kind": "player", "account": ALICE, "name": "Alice"}, {"kind": "ai-easy", "name": "Computer"}],
    )
    connection.client.create(
        "kameloh",
        {},
        [
            {"kind": "player", "account": ALICE, "name": "Alice"},
            {"kind": "player", "account": CAROL, "name": "carol"},
        ],
    )
    net.frames(app, 6)
    app.stack.top.open_online()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    net.frames(app, 4)
    kinds = [(type(r).__name__, r.entry.game, r.entry.state) for r in lobby.rows]
    assert kinds[0] == ("InvitationRow", "kamisado", "invitation")
    assert ("TableRow", "kameloh", "waiting") in kinds
    camelot = next(r for r in lobby.rows if r.entry.game == "camelot")
    assert camelot.entry.state in ("my_turn", "their_turn")
    order = [k[2] for k in kinds]
    assert order == sorted(order, key=["invitation", "my_turn", "their_turn", "waiting", "over"].index)
    invitation = lobby.rows[0]
    assert isinstance(invitation, InvitationRow) and invitation.entry.by == BOB
    # what arrives and changes none of the rows builds none anew; a change keeps the focus on its table
    lobby.group.focus = lobby.group.widgets.index(camelot)
    rows = list(lobby.rows)
    bob.say(invitation.entry.table, "waiting for you")  # a chat line: nothing the lobby lists
    net.frames(app, 3)
    assert lobby.rows == rows
    waiting = next(r for r in lobby.rows if r.entry.game == "kameloh")
    click(app, waiting)  # a table that waits for its invited does not open: the lobby says what it waits for
    assert tables == [] and lobby.note is not None and "carol" in lobby.note[0]
    lobby.group.focus = lobby.group.widgets.index(camelot)
    carol = net.friend(CAROL)
    carol.accept(next(iter(carol.invitations)))  # the Ka-Mel-Oh! table begins: its row changes
    net.frames(app, 6)
    assert lobby.rows != rows and lobby.group.focused.entry.table == camelot.entry.table
    assert next(r for r in lobby.rows if r.entry.game == "kameloh").entry.status == PLAYING


def test_create_with_a_friend_and_a_computer_the_friend_accepts_and_the_table_opens(app, net, tables) -> None:
    bob = net.friend(BOB)
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    app.open("lobby")
    app.open("online_setup", "downunder")
    setup = app.stack.top
    assert isinstance(setup, OnlineSetupScene)
    players = setup.group.widgets[1]
    while players.value != 3:
        players.adjust(1, app)
    setup._set_kind(1, FRIEND)
    setup._set_address(1, BOB)
    setup._set_kind(2, "ai-easy")
    setup.create()
    assert setup.creating and setup.problem is None
    net.frames(app, 6)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene)
    row = next(r for r in lobby.rows if r.entry.game == "downunder")
    assert row.entry.state == "waiting" and row.entry.waiting_for == (BOB,)
    # the friend's own client has the invitation, with who invites, the game and the seats
    invitation = next(iter(bob.invitations.values()))
    assert invitation.by == ALICE and invitation.game == "downunder"
    assert [s.kind for s in invitation.seats] == ["player", "player", "ai-easy"]
    bob.accept(invitation.table)
    net.frames(app, 8)
    row = next(r for r in lobby.rows if r.entry.game == "downunder")
    assert row.entry.status == PLAYING and row.entry.state in ("my_turn", "their_turn")
    click(app, row)
    for _ in range(10):
        if tables:
            break
        net.frames(app)
    assert tables == [invitation.table]
    table = app.stack.top
    assert isinstance(table, TableDouble)
    assert connection.client.views[invitation.table].seats[1].account == BOB
    bob.say(invitation.table, "hello")
    net.frames(app, 3)
    assert any(e.kind == "chat" for e in table.director.taken)  # the app's connection feeds the open table


def test_a_table_created_for_a_friend_opens_for_its_creator_when_he_accepts(app, net, tables) -> None:
    """Seen in the real windows: Bob accepted and his table opened, while Alice's lobby only said "Your turn"
    (with "invitations sent" still under it). The creator's table opens too when the game begins while the
    lobby is on show; a table opened meanwhile from the lobby is not left for it."""
    bob = net.friend(BOB)
    app.stack.push(TitleScene(app))
    net.connect(app)
    app.open("lobby")
    app.open("online_setup", "kamisado")
    setup = app.stack.top
    setup._set_kind(1, FRIEND)
    setup._set_address(1, BOB)
    setup.create()
    net.frames(app, 6)
    assert isinstance(app.stack.top, LobbyScene) and not tables
    invitation = next(iter(bob.invitations.values()))
    bob.accept(invitation.table)
    net.frames(app, 8)
    assert tables == [invitation.table] and isinstance(app.stack.top, TableDouble)


def test_a_table_waited_for_is_forgotten_once_another_is_opened_from_the_lobby(app, net, tables) -> None:
    invited_by_bob(app, net)
    table = app.stack.top.rows[0].entry.table
    connection_of(app).client.accept(table)  # accepted elsewhere: this lobby waits for nothing
    net.frames(app, 6)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and not tables
    lobby.opening = "a table created before"
    click(app, next(r for r in lobby.rows if r.entry.table == table))
    net.frames(app, 2)
    assert tables == [table] and lobby.opening is None


def invited_by_bob(app, net: Net):
    """Bob invites alice to Kamisado; alice connects, in the lobby. Bob's client is returned."""
    bob = net.friend(BOB)
    bob.create("kamisado", {}, [seat(BOB, "Bob"), seat(ALICE, "Alice")])
    app.stack.push(TitleScene(app))
    net.connect(app)
    app.open("lobby")
    net.frames(app, 4)
    return bob


def seat(account: str, name: str) -> dict:
    return {"kind": "player", "account": account, "name": name}


def test_a_finished_table_says_who_won_after_the_app_started_again(app, net, tables) -> None:
    """Seen in the real window: after a restart the lobby listed a finished Down Under only as "Finished" (the
    outcome came only in the table's views). A table's summary carries how it ended."""
    bob = invited_by_bob(app, net)
    table = app.stack.top.rows[0].entry.table
    connection_of(app).client.accept(table)
    net.frames(app, 6)
    bob.resign(table)
    net.frames(app, 6)
    connection_of(app).close()
    net.connect(app)  # the app started again: no view of the table, only the referee's list
    lobby = app.open("lobby")
    net.frames(app, 4)
    [row] = [r for r in lobby.rows if r.entry.table == table]
    assert table not in connection_of(app).client.views
    assert row.entry.state == "over" and state_words(app, row.entry) == "You won"


def test_decline_an_invitation(app, net, tables) -> None:
    bob = invited_by_bob(app, net)
    lobby = app.stack.top
    row = lobby.rows[0]
    assert isinstance(row, InvitationRow)
    click(app, row.decline)
    net.frames(app, 6)
    assert not [r for r in lobby.rows if isinstance(r, InvitationRow)]
    table = row.entry.table
    assert bob.views.get(table) is None or bob.views[table].status != INVITED
    assert any(e.kind == "ended" and e.table == table for e in net.heard[BOB])


def test_accept_an_invitation_opens_the_table_when_the_game_begins(app, net, tables) -> None:
    invited_by_bob(app, net)
    row = app.stack.top.rows[0]
    click(app, row.accept)  # a click on the row's Accept (not on the row under it)
    for _ in range(10):
        net.frames(app)
    assert tables == [row.entry.table] and isinstance(app.stack.top, TableDouble)


# ------------------------------------------------------------------ the online set-up refuses before sending
def game(game_id: str):
    return rules.GAMES[game_id]


def test_the_seats_problems_are_found_before_anything_is_sent() -> None:
    def seats(*pairs):
        return [SeatChoice(kind, address=address) for kind, address in pairs]

    cases = [
        (seats((ME, ""), (FRIEND, "")), "lobby.setup.problem.no_address"),
        (seats((ME, ""), (FRIEND, "bob")), "lobby.setup.problem.address"),
        (seats((ME, ""), (FRIEND, "bob@x y")), "lobby.setup.problem.address"),
        (seats((ME, ""), (FRIEND, "Alice@Test")), "lobby.setup.problem.own_address"),
        (seats((FRIEND, BOB), ("ai-easy", ""))[:1] + seats((FRIEND, BOB)), "lobby.setup.problem.twice"),
        (seats((FRIEND, BOB), ("ai-easy", "")), "lobby.setup.problem.no_me"),
        (seats((ME, "")), "lobby.setup.problem.seats"),
    ]
    for choices, key in cases:
        found = problem(game("kamisado"), choices, ALICE)
        assert found is not None and found.key == key, (choices, found)
    two = problem(game("kameloh"), seats((ME, ""), (ME, "")), ALICE)
    assert two is not None and two.key == "lobby.setup.problem.two_seats" and two.seat == 1
    assert problem(game("kamisado"), seats((ME, ""), (ME, "")), ALICE) is None  # no hidden hands: allowed
    assert (
        problem(game("downunder"), seats((ME, ""), (FRIEND, BOB), (FRIEND, CAROL), ("ai-hard", "")), ALICE)
        is None
    )
    wire = wire_seats(
        seats((ME, ""), (FRIEND, " Bob@Test "), ("ai-hard", "")), ALICE, ["Black", "White", "Red"]
    )
    assert wire == [
        {"kind": "player", "account": ALICE, "name": "alice"},
        {"kind": "player", "account": BOB, "name": "bob"},
        {"kind": "ai-hard", "name": "Red"},
    ]


def test_the_online_setup_says_what_is_wrong_and_sends_nothing(app, net) -> None:
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    app.open("online_setup", "kameloh")
    setup = app.stack.top
    sent = len(net.hub.sent)
    asked = dict(connection.client.requests)
    setup._set_kind(1, ME)
    setup.create()
    assert setup.problem is not None and setup.problem.key == "lobby.setup.problem.two_seats"
    heading, words, _ = setup.message()
    assert words == app.t("lobby.setup.problem.two_seats", game=app.t("game.kameloh.name"))
    setup._set_kind(1, FRIEND)
    setup._set_address(1, "bob@")
    setup.create()
    assert setup.problem.key == "lobby.setup.problem.address" and setup.problem.seat == 1
    net.frames(app, 3)
    assert connection.client.requests == asked and len(net.hub.sent) == sent and not setup.creating


def test_the_setup_offers_the_games_options_as_the_setup_does(app, net) -> None:
    app.stack.push(TitleScene(app))
    net.connect(app)
    setup = OnlineSetupScene(app, "kamisado")
    app.stack.push(setup)
    names = list(setup.choices.rows.values())
    assert names == list(rules.GAMES["kamisado"].options_spec(2))
    index = next(i for i, n in setup.choices.rows.items() if n == "target")
    setup.group.widgets[index].adjust(1, app)
    assert setup.choices.chosen(2)["target"] != rules.GAMES["kamisado"].default_options(2)["target"]
    setup.group.widgets[0].adjust(1, app)  # another game: its own options
    assert setup.game_id != "kamisado" and set(setup.choices.rows.values()) == set(
        setup.game.options_spec(setup.players)
    )


# ------------------------------------------------------------------ the connection in the app
def test_presence_goes_away_after_the_focus_is_lost_for_a_while_and_back(app, net) -> None:
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    shows: list[str] = []
    told = connection.link.set_presence

    def telling(show: str = "online", to: str = "") -> None:
        shows.append(show)
        told(show, to)

    connection.link.set_presence = telling  # type: ignore[method-assign]
    app.dispatch(Action("focus", name="lost"))
    net.frames(app, 30)
    assert shows == []  # a moment in another window is not "away"
    connection.unfocused = online_connection.AWAY_AFTER
    net.frames(app, 2)
    assert shows == ["away"] and net.referee.online.get(ALICE) == "away"
    app.dispatch(Action("focus", name="gained"))
    net.frames(app, 2)
    assert shows == ["away", "online"] and net.referee.online.get(ALICE) == "online"


def test_an_invitation_and_my_turn_show_as_toasts_elsewhere_in_the_app(app, net) -> None:
    bob = net.friend(BOB)
    app.stack.push(TitleScene(app))
    net.connect(app)
    app.toasts.clear()
    bob.create(
        "kamisado",
        {},
        [
            {"kind": "player", "account": ALICE, "name": "Alice"},
            {"kind": "player", "account": BOB, "name": "Bob"},
        ],
    )
    net.frames(app, 4)
    words = [t[0] for t in app.toasts]
    assert words and words[0] == app.t("lobby.toast.invited", by=BOB, game=app.t("game.kamisado.name"))
    connection = connection_of(app)
    table = next(iter(connection.client.invitations))
    connection.client.accept(table)
    net.frames(app, 6)
    words = [t[0] for t in app.toasts]
    assert app.t("lobby.toast.turn", game=app.t("game.kamisado.name"), others="Bob") in words


def test_a_game_that_ends_elsewhere_shows_as_a_toast_with_how_it_ended(app, net) -> None:
    """Seen in the real windows: Alice resigned at Camelot while Bob played at their other table, and nothing
    told him (the lobby said it later). A table that ends while the player is elsewhere toasts who won, in
    his words, worded again at a change of language."""
    bob = net.friend(BOB)
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    bob.create("camelot", {}, [seat(BOB, "Bob"), seat(ALICE, "Alice")])
    net.frames(app, 4)
    table = next(iter(connection.client.invitations))
    connection.client.accept(table)
    net.frames(app, 6)
    app.toasts.clear()
    bob.resign(table)
    net.frames(app, 4)
    words = [t[0] for t in app.toasts]
    assert "Camelot against Bob: You won." in words
    app.apply_settings(Settings(**{**app.settings.__dict__, "language": "de"}))
    assert "Camelot gegen Bob: Du hast gewonnen." in [t[0] for t in app.toasts]


def test_the_connection_is_closed_when_the_app_ends(app, net) -> None:
    connection = net.connect(app)
    link = connection.link.link
    app.shutdown()
    for _ in range(100):
        if link.closed:
            break
        import time

        time.sleep(0.01)
    assert link.closed and connection_of(app) is None and app.services == {}


# ------------------------------------------------------------------ over a real XMPP server
@pytest.fixture
def prosody(tmp_path: Path):
    """A Prosody of the test's own (tests/net/prosody.py); the test skips with the reason where none runs."""
    import os

    from tests.net.prosody import Prosody, ProsodyUnavailable

    try:
        server = Prosody(tmp_path / "prosody")
        server.start()
    except ProsodyUnavailable as exc:
        if os.environ.get("SPIELTISCH_NEED_PROSODY") == "1":
            pytest.fail(f"Prosody is needed here: {exc}")
        pytest.skip(f"no XMPP server: {exc}")
    yield server
    server.kill()


def test_over_xmpp_register_from_the_account_screen_and_find_the_invitation(
    app, kept, prosody, tmp_path
) -> None:
    """The real link (net/xmpp.py) from the account screen: alice's account made in-band ("create this
    account"), the lobby with the invitation bob sent before it existed (the referee's list of her tables
    has it), then a wrong password said in words. No frame waits for the network meanwhile."""
    import time

    from net.client import OnlineClient
    from net.driver import RefereeThread
    from net.referee import Referee
    from net.referee_ai import InlineAi
    from net.xmpp import XmppLink

    prosody.register("referee", "referee-pw")
    prosody.register("bob", "bob-pw")
    server = f"127.0.0.1:{prosody.port}"

    def link(address: str, password: str) -> XmppLink:
        return XmppLink(address, password, "127.0.0.1", prosody.port, allow_plain_on_loopback=True)

    referee = RefereeThread(
        Referee(tmp_path / "tables", ai=InlineAi()), link("referee@localhost", "referee-pw")
    )
    referee.start()
    bob = OnlineClient(link("bob@localhost", "bob-pw"), "referee@localhost")
    try:
        # the referee's link may log in after bob's (a loaded machine): bob asks until it answers, and the
        # table is made before alice's screen looks for its invitation
        deadline = time.monotonic() + 20
        while not bob.referee_release and time.monotonic() < deadline:
            if bob.connected and "hello" not in [op for op, _t in bob.requests.values()]:
                bob.hello()
            bob.poll()
            time.sleep(0.02)
        seats = [{"kind": "player", "account": "bob@localhost", "name": "Bob"},
                 {"kind": "player", "account": "alice@localhost", "name": "Alice"}]  # fmt: skip
        bob.create("kamisado", {}, seats)
        created: list = []
        while not created and time.monotonic() < deadline:
            created += [e for e in bob.poll() if e.kind in ("created", "refused")]
            time.sleep(0.02)
        assert [e.kind for e in created] == ["created"], created
        app.settings = Settings(
            **{**app.settings.__dict__, "online_server": server, "online_referee": "referee@localhost"}
        )
        app.stack.push(TitleScene(app))
        app.stack.top.open_online()
        scene = app.stack.top
        type_into(app, scene, 1, "alice@localhost")
        scene.group.widgets[4].adjust(1, app)  # create this account: on
        assert scene.register
        type_into(app, scene, 2, "alice-pw")
        slowest, deadline = 0.0, time.monotonic() + 15
        while time.monotonic() < deadline:
            bob.poll()
            started = time.perf_counter()
            app.step(1 / 60)
            slowest = max(slowest, time.perf_counter() - started)
            top = app.stack.top
            if isinstance(top, LobbyScene) and any(isinstance(r, InvitationRow) for r in top.rows):
                break
            time.sleep(0.01)
        assert isinstance(app.stack.top, LobbyScene), "not connected"
        invitation = next(r for r in app.stack.top.rows if isinstance(r, InvitationRow))
        assert invitation.entry.by == "bob@localhost" and invitation.entry.game == "kamisado"
        assert slowest < 0.5  # no frame waited for the network (the first of the lobby included)
        # a wrong password: said in words, on the account screen, with the fields kept
        app.stack.reset(TitleScene(app))
        again = AccountScene(app)
        app.stack.push(again)
        again.password = again.group.widgets[2].value = "wrong"
        again.address = again.group.widgets[1].value = "bob@localhost"
        again.connect()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and connection_of(app).state != FAILED:
            app.step(1 / 60)
            time.sleep(0.01)
        assert connection_of(app).state == FAILED
        assert again.status_lines()[0][0] == app.t("account.failed.password")
        assert again.address == "bob@localhost" and again.password == "wrong"
    finally:
        app.close_services()
        bob.link.close()
        referee.stop()


def test_the_lobby_says_when_the_referee_is_gone(app, net) -> None:
    app.stack.push(TitleScene(app))
    connection = net.connect(app)
    lobby = app.open("lobby")
    net.frames(app, 2)
    gone = app.t("lobby.status.no_referee")
    assert gone not in [words for words, _, _ in lobby.status_words()]
    net.referee_link.close()  # the referee's process ended: the server tells those it told of itself
    for _ in range(5):
        app.step(1 / 60)
    assert connection.client.referee_here is False
    assert gone in [words for words, _, _ in lobby.status_words()]


def test_the_online_setup_remembers_each_games_last_seats_and_options(app, net) -> None:
    app.stack.push(TitleScene(app))
    net.connect(app)
    setup = app.open("online_setup", "downunder")
    while setup.players != 3:
        setup.group.widgets[1].adjust(1, app)
    setup._set_kind(1, FRIEND)
    setup._set_address(1, BOB)
    setup._set_kind(2, "ai-hard")
    setup.choices.options["animals"] = True
    setup.back()
    app.settings = load_settings()  # as the next start reads them
    again = app.open("online_setup", None)  # "New table": the game of the last online table
    assert again.game_id == "downunder" and again.players == 3 and again.choices.options == {"animals": True}
    assert [(s.kind, s.address) for s in again.seats[:3]] == [(ME, ""), (FRIEND, BOB), ("ai-hard", "")]
    broken = {"downunder": {"players": 9, "kinds": ["wizard", 3], "names": [7], "addresses": "bob"}}
    app.settings = Settings(**{**app.settings.__dict__, "online_setups": broken})
    fallback = OnlineSetupScene(app, "downunder")
    assert fallback.players == 2 and [s.kind for s in fallback.seats[:2]] == [ME, FRIEND]


def test_a_lobby_alone_on_the_stack_goes_back_to_the_title_and_so_does_its_account(app, net) -> None:
    """An online table is left for the lobby with nothing under it (the table's scene resets the stack)."""
    net.connect(app)
    app.stack.reset(app.make("lobby"))
    app.stack.top.account()
    assert isinstance(app.stack.top, AccountScene) and len(app.stack.scenes) == 1
    app.stack.top.back()
    assert isinstance(app.stack.top, TitleScene)
    app.stack.reset(app.make("lobby"))
    app.stack.top.handle(Action("key", name="back"))
    assert isinstance(app.stack.top, TitleScene) and connection_of(app).ready  # the connection stays


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_reason_the_link_gives_has_its_own_words(app, language: str) -> None:
    """net/xmpp.py's reasons of a failed connection, each with a sentence of its own in both languages."""
    import net.xmpp as xmpp
    from scenes.menus.online.words import FAILURES, failure_key

    reasons = {value for name, value in vars(xmpp).items() if name.isupper() and isinstance(value, str)}
    given = {r for r in reasons if r in FAILURES}
    assert given == set(FAILURES)  # a reason the link no longer gives would be a sentence nobody reads
    app.tr.set_language(language)
    sentences = {app.t(failure_key(r)) for r in FAILURES}
    assert len(sentences) == len(FAILURES) and app.t("account.failed.other") not in sentences
    assert failure_key("something new") == "account.failed.other"
