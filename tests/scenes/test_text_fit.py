"""Issue 16, item 4: text always fits. Every screen of every game, in German and English, at the smallest
window the app allows (theme.MIN_WINDOW) and at 1280x720: no text is cut off by the edge of what it is drawn
on (the screen, a card, a ribbon, a clipped list), none leaves its box (the panel, button or pill drawn
under it), none lies on another text. Issue 27: nor may a player read a sentence shortened with "…" (only
a name on a small card may be, and shows whole on hover), a template's brace, or a plural after one ("1
Reihen"; the plurals are the glossaries', scenes/engine/glossary.py).

Each screen is drawn once with every cache of pictures and text emptied, so that every text goes through
the drawing helpers again and is recorded with where it landed (scenes/engine/textlog.py).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

import rules
from rules.session import GameSession, Seat
from scenes.engine import cache as picture_cache
from scenes.engine import textlog, theme
from scenes.engine.app import App, RunOptions
from scenes.engine.glossary import plurals
from scenes.games.launch import default_seat_name, start_game_scene
from scenes.menus.dialog import MessageScene
from scenes.menus.handover import HandoverScene
from scenes.menus.help import HelpScene
from scenes.menus.pause import PauseScene
from scenes.menus.registry import build_app
from scenes.menus.results import DIALOG, INSET, ResultsScene
from scenes.menus.settings_menu import SettingsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.storage.settings import Settings

GAMES = {"kamisado": 2, "camelot": 2, "downunder": 3, "kameloh": 2}
SIZES = (theme.MIN_WINDOW, theme.LOGICAL_SIZE)
LANGUAGES = ("en", "de")
CHECKED: dict[str, int] = {}  # screen -> texts checked
PICTURES = os.environ.get("SPIELTISCH_FIT_PNG", "")


@pytest.fixture(params=LANGUAGES)
def app(request):
    application = build_app(RunOptions(headless=True, fixed_step=True), Settings(language=request.param))
    yield application
    application.shutdown()


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step(1 / 60)
        for scene in app.stack.scenes:
            scene.tweens.skip_all()


def check(app: App, screen: str, game: str | None = None) -> None:
    """Draw the screen at every window size and fail on any text that does not fit or that a player should
    not read (a sentence shortened with an ellipsis, a template's brace, a plural after one)."""
    frames(app, 3)
    found = []
    for size in SIZES:
        app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        picture_cache.clear_all()
        with textlog.recording() as log:
            app.step(1 / 60)
        assert log.placed, f"{screen}: nothing was recorded"
        CHECKED[f"{screen} {app.settings.language} {size}"] = len(log.placed)
        if PICTURES:  # SPIELTISCH_FIT_PNG=folder: what the window showed, to look at
            name = f"{screen} {app.settings.language} {size[0]}x{size[1]}".replace(" ", "-")
            pygame.image.save(pygame.display.get_surface(), str(Path(PICTURES) / f"{name}.png"))
        problems = log.problems() + log.faults(plurals(app.settings.language))
        found += [f"{size[0]}x{size[1]} {problem}" for problem in problems]
    app.window = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE)
    assert found == [], f"{screen} ({app.settings.language}): " + "\n".join(found)


def start(app: App, game_id: str, moves: int, to_end: bool = False, kinds: list[str] | None = None):
    """A game of default-named seats after `moves` random moves (or to its end), a hint's toast showing."""
    kinds = kinds or ["human"] * GAMES[game_id]
    seats = [Seat(kind, default_seat_name(app.tr, game_id, i)) for i, kind in enumerate(kinds)]
    session = GameSession.start(game_id, seats, {}, seed=11)
    start_game_scene(app, session)
    scene = app.stack.top
    scene.viewer = 0
    rng = random.Random(4)
    played = 0
    while not session.over and (to_end or played < moves):
        scene.tweens.skip_all()
        scene.play(rng.choice(session.game.legal_moves(session.state)))
        scene.viewer = session.to_move  # hot-seat: the seat to move is in front of the screen
        played += 1
    frames(app, 2)
    while isinstance(app.stack.top, HandoverScene):
        app.stack.pop()
    return scene


def test_title_and_settings(app) -> None:
    app.stack.push(TitleScene(app))
    check(app, "title")
    app.stack.push(SettingsScene(app))
    check(app, "settings")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_setup(app, game_id: str) -> None:
    app.stack.push(TitleScene(app))
    app.stack.push(SetupScene(app, game_id))
    check(app, f"setup {game_id}", game_id)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_help_from_top_to_bottom(app, game_id: str) -> None:
    app.stack.push(TitleScene(app))
    help_scene = HelpScene(app, game_id)
    app.stack.push(help_scene)
    for i, section in enumerate(help_scene.sections()):  # every tab of the rules page, its top and its end
        help_scene.show(i)
        check(app, f"help {game_id} {section.title}", game_id)
        if help_scene.max_scroll():
            help_scene.scroll = help_scene.max_scroll()
            check(app, f"help {game_id} {section.title} end", game_id)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_game_with_its_panel_and_move_list(app, game_id: str) -> None:
    scene = start(app, game_id, 14)
    if not scene.session.over:
        scene.show_hint(scene.game.legal_moves(scene.state)[0])
    check(app, f"{game_id} mid-game", game_id)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_game_at_its_start(app, game_id: str) -> None:
    start(app, game_id, 0)
    check(app, f"{game_id} start", game_id)


@pytest.mark.parametrize(
    "menu",
    [
        lambda app, game: PauseScene(app, game),
        lambda app, game: SettingsScene(app),
        lambda app, game: MessageScene(
            app, app.t("pause.restart"), app.t("pause.restart_confirm"), confirm=(lambda: "x", lambda: None)
        ),
    ],
    ids=["pause", "settings", "restart-question"],
)
def test_menus_over_a_game(app, menu: Callable) -> None:
    scene = start(app, "downunder", 6)
    app.stack.push(menu(app, scene))
    check(app, "menu over a game", "downunder")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_results(app, game_id: str) -> None:
    start(app, game_id, 0, to_end=True)
    frames(app, 120)
    assert isinstance(app.stack.top, ResultsScene)
    check(app, f"results {game_id}", game_id)
    # issue 27: the buttons lie inside the dialog, clear of its border (they sat across it)
    inside = DIALOG.inflate(-2 * INSET + 2, -2 * INSET + 2)
    buttons = [tuple(b.rect) for b in app.stack.top.group.widgets if not inside.contains(b.rect)]
    assert buttons == [], f"buttons across the end screen's border {tuple(DIALOG)}"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_review(app, game_id: str) -> None:
    """Issue 28: a finished game's review, its card over the move list, half-way through the game."""
    from scenes.games.review import start_review

    scene = start(app, game_id, 0, to_end=True)
    frames(app, 120)
    start_review(app, scene.session)
    review = app.stack.top.director
    review.go_to(review.total // 2)
    check(app, f"review {game_id}", game_id)


def test_finished_games(app) -> None:
    from scenes.menus.finished_games import FinishedGamesScene
    from scenes.storage.autosave import AUTOSAVER
    from scenes.storage.finished import finished_dir

    AUTOSAVER.flush()
    for path in finished_dir().glob("*.json"):
        path.unlink()
    app.stack.reset(TitleScene(app))
    app.stack.push(FinishedGamesScene(app))
    check(app, "finished games, none")
    for game_id in GAMES:
        start(app, game_id, 0, to_end=True)
        frames(app, 120)
    AUTOSAVER.flush()
    app.stack.reset(TitleScene(app))
    app.stack.push(FinishedGamesScene(app))
    assert len(app.stack.top.rows) == len(GAMES)
    check(app, "finished games")


def test_puzzle_menu(app) -> None:
    from scenes.menus.puzzles import PuzzlesScene

    app.stack.reset(TitleScene(app))
    app.stack.push(PuzzlesScene(app))
    check(app, "puzzle menu")


@pytest.mark.parametrize("game_id", ["kamisado", "camelot"])
def test_puzzle(app, game_id: str) -> None:
    """Issue 28: a puzzle's card at its start, after a wrong move refuted, and with the hint's words."""
    from scenes.games.puzzle import puzzles_of, start_puzzle

    start_puzzle(app, puzzles_of(game_id, "hard")[-1])
    scene = app.stack.top
    run = scene.director
    frames(app, 90)  # Camelot's "must capture" card has slid in (it slides in from its card's edge)
    check(app, f"puzzle {game_id}", game_id)
    state = scene.state
    wrong = [m for m in scene.game.legal_moves(state) if not run.prover.keeps_win(state, m, run.left)]
    if wrong:
        scene.play(wrong[0])
        for _ in range(240):
            frames(app, 1)
        check(app, f"puzzle {game_id} refuted", game_id)
        scene.undo()
        frames(app, 90)
    run.show()
    check(app, f"puzzle {game_id} hint", game_id)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """A real click through SDL's queue (the window has the canvas's size between checks)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
    frames(app, 2)


def test_kameloh_every_hand_card_picked_with_its_options(app) -> None:
    """A picked card lists what it can do (or says why it cannot) beside it."""
    scene = start(app, "kameloh", 0)
    for index in scene.state.players[0].hand:
        rect = scene.picker.key_rect(("hand", 0, index))
        click(app, rect.center)
        assert scene.picker.picked is not None or app.toasts
        check(app, f"kameloh card {index} picked", "kameloh")
        click(app, rect.center, button=3)
        app.toasts.clear()


def test_downunder_a_card_laid_for_now(app) -> None:
    """The status bar with Done and Take back, the card on the table for now."""
    scene = start(app, "downunder", 5)
    move = next(m for m in scene.game.legal_moves(scene.state) if m.kind != "billabong")
    slot = next(s for s in scene.tray.slots if s.key[0] == move.kind)
    scene.pick_card(slot.key)
    scene.set_tentative(move)
    check(app, "downunder card laid for now", "downunder")


def test_hand_over(app) -> None:
    scene = start(app, "kameloh", 0)
    app.stack.push(HandoverScene(app, lambda: scene.seats[1].name, lambda: None))
    check(app, "hand-over", "kameloh")


@pytest.fixture
def online(app, tmp_path: Path):
    """Issue 29: the app with the test's own keyring and an in-process server with the real referee, the
    account connected (tests/scenes/online_net.py)."""
    import keyring

    from tests.scenes.online_net import Net, use_memory_keyring

    _, before = use_memory_keyring()
    network = Net(tmp_path / "referee")
    yield network
    network.close()
    keyring.set_keyring(before)


def test_online_account(app, online) -> None:
    from scenes.menus.online.account import AccountScene
    from tests.scenes.online_net import FailingLink

    app.stack.push(TitleScene(app))
    scene = AccountScene(app, online.links)
    app.stack.push(scene)
    check(app, "online account")
    scene.address = scene.group.widgets[1].value = "alice"
    scene.password = scene.group.widgets[2].value = "pw"
    scene.connect()
    check(app, "online account, no address")
    detail = "cannot connect to example.org:5222: [Errno 111] Connect call failed ('203.0.113.9', 5222)"
    scene.links = lambda account, password, register: FailingLink(account.address, "unreachable", detail)
    scene.address = scene.group.widgets[1].value = "alice@example.org"
    scene.connect()
    frames(app, 2)
    check(app, "online account, failed")
    scene.keyring = False
    scene.links = online.links
    scene.connect()
    check(app, "online account, connecting, no keyring")


def online_tables(app, online) -> None:
    """Two invitations and four tables of alice's: her turn, theirs, waiting, a friend away."""
    from tests.scenes.online_net import ME

    def player(account: str, name: str) -> dict:
        return {"kind": "player", "account": account, "name": name}

    bob, carol = online.friend("bob@test"), online.friend("carol-with-a-long-name@test")
    bob.create("kamisado", {"target": 7}, [player("bob@test", "Bob"), player(ME, "Alice")])
    carol.create(
        "downunder",
        {"animals": True, "width": 9},
        [
            player("carol-with-a-long-name@test", "Carolina"),
            player(ME, "Alice"),
            {"kind": "ai-hard", "name": ""},
        ],
    )
    client = online.connect(app).client
    client.create("camelot", {}, [player(ME, "Alice"), {"kind": "ai-easy", "name": ""}])
    client.create("kameloh", {}, [player(ME, "Alice"), player("bob@test", "bob")])
    client.create("kamisado", {}, [player("bob@test", "bob"), player(ME, "Alice")])
    client.create("kamisado", {}, [player(ME, "Alice"), player("dora@test", "dora")])
    online.frames(app, 6)
    for table in list(bob.invitations)[:2]:
        bob.accept(table)
    online.frames(app, 6)
    bob.link.set_presence("away", "referee@test")
    online.frames(app, 4)


def test_online_lobby_with_tables_and_invitations(app, online) -> None:
    app.stack.push(TitleScene(app))
    online.connect(app)
    app.open("lobby")
    check(app, "online lobby, empty")
    online_tables(app, online)
    app.toasts.clear()
    app.stack.reset(TitleScene(app))
    app.open("lobby")
    online.frames(app, 2)
    assert len(app.stack.top.rows) >= 5
    check(app, "online lobby")
    app.stack.top.scroll_to(99)
    check(app, "online lobby, scrolled")
    app.stack.top.rows[0].decline.activate(app)
    online.frames(app, 3)
    check(app, "online lobby, a note")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_online_setup(app, online, game_id: str) -> None:
    """Every game with all its seats, mixed: me, friends, computers; then a problem beside Create."""
    from scenes.menus.online.seats import FRIEND, KINDS

    app.stack.push(TitleScene(app))
    online.connect(app)
    app.open("online_setup", game_id)
    setup = app.stack.top
    lo, hi = setup.game.players
    if hi > lo:
        while setup.group.widgets[1].value != hi:
            setup.group.widgets[1].adjust(1, app)
    for seat in range(1, setup.players):
        kind = KINDS[seat % len(KINDS)] if seat != 1 else FRIEND
        setup._set_kind(seat, kind)
        setup._set_address(seat, f"friend{seat}@example.org")
    check(app, f"online setup {game_id}", game_id)
    setup._set_address(1, "friend1@")
    setup.create()
    check(app, f"online setup {game_id}, a problem", game_id)
    setup._set_kind(1, "me")
    setup.create()
    check(app, f"online setup {game_id}, another problem", game_id)


def test_the_check_finds_a_text_that_does_not_fit(app) -> None:
    """The checker itself: a label wider than its button, two texts on each other, one off the screen."""
    from scenes.widgets.draw import panel, text

    surface = pygame.Surface(theme.LOGICAL_SIZE)
    with textlog.recording() as log:
        panel(surface, pygame.Rect(100, 100, 60, 40))
        text(surface, app.fonts, "Rückgängigmachen", (104, 104))
        text(surface, app.fonts, "eins", (400, 400))
        text(surface, app.fonts, "zwei", (410, 402))
        text(surface, app.fonts, "drei", (1270, 700))
    problems = log.problems()
    assert any("leaves its box" in p and "Rückgängig" in p for p in problems)
    assert any("overlap" in p and "eins" in p and "zwei" in p for p in problems)
    assert any("cut off" in p and "drei" in p for p in problems)
    assert len(problems) == 3


def test_zz_report_the_texts_checked() -> None:
    """How much the tests above looked at (with -s): screens and texts."""
    if CHECKED:
        print(f"\n{len(CHECKED)} screen pictures, {sum(CHECKED.values())} texts checked")


def test_widths_are_remembered_as_the_font_measures_them_and_kept_bounded(monkeypatch) -> None:
    """Fonts.width answers as Font.size does, measures each text once, and empties itself when full."""
    import pygame

    from scenes.engine import fonts as fonts_module

    pygame.font.init()
    fonts = fonts_module.Fonts()
    for words, role, size in (("Zug", "body", None), ("Zugzwang…", "label", 14), ("Zug", "label", None)):
        assert fonts.width(words, role, size) == fonts.get(role, size).size(words)[0]
    measured = []
    font = fonts.get("small")
    monkeypatch.setattr(
        fonts, "get", lambda role, size=None: measured.append(role) or (font if role == "small" else None)
    )
    first = fonts.width("Königin", "small")
    assert fonts.width("Königin", "small") == first and measured == ["small"]
    monkeypatch.setattr(fonts_module, "WIDTHS_KEPT", 3)
    for n in range(5):
        fonts.width(f"Turm {n}", "small")
    assert len(fonts._widths) <= 3


# ---------------------------------------------------------------------------------------- the online table
def online_table(app: App, folder: Path, game_id: str, moves: int):
    """Issue 29: Anna's online table against Bert (tests/scenes/online_world.py) after `moves` random moves,
    with a few lines of chat, one of them long and one not read yet."""
    from tests.scenes.online_world import World

    world = World(folder)
    table = world.table(game_id, {"target": 10} if game_id == "kameloh" else None, players=GAMES[game_id])
    rng = random.Random(6)
    for _ in range(moves):
        for client in world.clients.values():
            view = client.views.get(table)
            if view is None:
                continue
            if view.my_turn and view.status == "playing":
                client.move(table, rng.choice(rules.GAMES[game_id].legal_moves(view.state)))
                world.settle()
    world.anna.say(table, app.t("online_table.chat.type") + " " + app.t("online_table.reconnecting_why"))
    world.bert.say(table, "Gut gespielt! Well played, Anna: that was a move I did not see coming at all.")
    world.settle()
    scene = world.open(app, table)
    director = scene.director
    director.chat.mark_read()
    world.bert.say(table, "Rematch?")
    world.frames(app, 3, skip=True)
    return world, scene


@pytest.mark.parametrize("game_id", list(GAMES))
def test_online_table(app, tmp_path, game_id: str) -> None:
    world, scene = online_table(app, tmp_path, game_id, 4 if game_id == "downunder" else 12)
    check(app, f"online {game_id}", game_id)
    world.bert.link.set_presence("away", "referee@test")
    world.hub.drop("anna@test")
    world.frames(app, 3)
    scene.director.step_back()  # "Resign?" on the button, the question in a toast
    check(app, f"online {game_id} reconnecting, resign asked", game_id)


def test_online_table_menus_and_results(app, tmp_path) -> None:
    world, scene = online_table(app, tmp_path, "kameloh", 6)
    app.stack.push(PauseScene(app, scene))
    check(app, "online pause", "kameloh")
    app.stack.pop()
    scene.director.show()  # the hint's words: why there is none
    check(app, "online no hint", "kameloh")
    world.anna.resign(scene.director.table_id)
    world.frames(app, 60, skip=True)
    assert isinstance(app.stack.top, ResultsScene)
    check(app, "online results of a resignation", "kameloh")
