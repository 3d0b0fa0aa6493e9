"""Issue 29: an online table on the game's own scene. Over the in-process hub with the real referee and two
real clients (tests/scenes/online_world.py): Anna plays on her scene by its own input path, Bert from his
client. A move shows only after the referee accepted it, the other seat's moves animate, a refusal toasts
and changes nothing, the seats show presence, the chat goes both ways and keeps its keys from the board,
a lost connection shows and resyncs, and the game's end (a resignation too) opens the results."""

from __future__ import annotations

import random

import pygame
import pytest

import rules
from net.client import player_seat
from rules.session import GameSession, Seat
from scenes.engine import cache as picture_cache
from scenes.engine import textlog
from scenes.engine.app import Scene
from scenes.games.board_scene import PANEL_X, GameScene
from scenes.games.online import OnlineTable
from scenes.menus.results import ResultsScene
from scenes.widgets.side_panel import SidePanel
from tests.scenes.online_world import ANNA, World
from tests.scenes.test_tutorial_kamisado import clicks as kamisado_clicks


@pytest.fixture
def world(tmp_path):
    return World(tmp_path / "tables")


def director(scene: GameScene) -> OnlineTable:
    assert isinstance(scene.director, OnlineTable)
    return scene.director


def drawn_texts(app) -> list[str]:
    """The texts a frame of the scene on top draws, every kept picture drawn anew."""
    scene = app.stack.scenes[0]
    scene.side_panel = SidePanel(PANEL_X)  # the banner's rows are kept pictures: draw them again
    picture_cache.clear_all()
    with textlog.recording() as log:
        app.step(1 / 60)
    return [placed.text for placed in log.placed]


def anna_moves(world: World, scene: GameScene, rng: random.Random):
    """Anna plays a random legal move on her scene (its `play`, the path of every move), when it is hers."""
    if not scene.human_to_move():
        return None
    move = rng.choice(scene.game.legal_moves(scene.state))
    before = len(scene.session.moves)
    assert scene.play(move) is False  # sent to the referee, not played here
    assert len(scene.session.moves) == before and scene.history.entries == scene.history.entries
    return move


def anna_clicks(world: World, app, scene: GameScene, rng: random.Random):
    """Anna makes a random legal Kamisado move with the mouse, as a player does (the tower, then its square;
    a refill card); a forced pass the scene plays by itself. The move, or None when it is not hers."""
    for _ in range(20):  # the turn settled first (on_turn picks the tower that must move, turns the board)
        if scene.turn_announced and not scene.tweens.busy:
            break
        world.frame(app)
        scene.tweens.skip_all()
    if not scene.human_to_move():
        return None
    legal = scene.game.legal_moves(scene.state)
    if legal[0].kind == "pass":
        return None  # the scene shows the blocked tower and passes for her (sent like any move)
    move = rng.choice(legal)
    before = len(scene.session.moves)
    for point in kamisado_clicks(scene, move):
        click(app, point)
        app.step(1 / 60)  # the click's frame: the network is not asked, so the referee has not answered
        assert len(scene.session.moves) == before
    assert director(scene).sent is not None, move
    return move


def play_to_the_end(
    world: World, app, scene: GameScene, table: str, seed: int, limit: int = 4000, by_clicks: bool = False
) -> int:
    """Both play random legal moves until the results show; every move of Bert's animates on Anna's scene
    and every move appears there only after the referee's view came. Returns the moves played."""
    rng = random.Random(seed)
    for _ in range(limit):
        if isinstance(app.stack.top, ResultsScene):
            return len(scene.session.moves)
        shown = len(scene.session.moves)
        anna = anna_clicks(world, app, scene, rng) if by_clicks else anna_moves(world, scene, rng)
        if anna is not None:
            assert len(scene.session.moves) == shown  # nothing moves before the referee answers
            world.frame(app)
            assert len(scene.session.moves) == shown + 1 and scene.tweens.busy
        elif (move := world.bert_moves(table, rng)) is not None:
            world.frame(app)
            assert len(scene.session.moves) == shown + 1
            # the other seat's move is animated (a Kamisado pass was shown before it came: the blocked tower)
            assert scene.tweens.busy or getattr(move, "kind", "") == "pass", move
            assert scene.session.movers[-1] == world.anna.views[table].last.seat
        world.frames(app, 2, skip=True)
    raise AssertionError("the game did not end")


def test_a_whole_kamisado_game_through_the_scene(app, world) -> None:
    table = world.table("kamisado", {"target": 3})
    scene = world.open(app, table)
    assert [s.kind for s in scene.seats] == ["human", "remote"]
    moves = play_to_the_end(world, app, scene, table, seed=3, by_clicks=True)
    view = world.anna.views[table]
    assert moves == view.version and view.status == "over"
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    assert results.outcome == view.outcome  # the referee's outcome
    assert scene.session.state == view.state


def test_a_whole_kameloh_game_through_the_scene_animates_the_referees_events(app, world) -> None:
    table = world.table("kameloh", {"target": 10}, bert_first=True)
    scene = world.open(app, table)
    assert [s.kind for s in scene.seats] == ["remote", "human"]
    assert scene.seer == 1 and scene.table.bottom == 1  # Anna's hand at the bottom, Bert's hidden
    animated = []
    real = scene.animate_move

    def watched(before, move, after) -> None:
        index = len(scene.session.moves) - 1
        animated.append((scene.session.movers[index], scene.effects_of(index)))
        real(before, move, after)

    scene.animate_move = watched
    moves = play_to_the_end(world, app, scene, table, seed=5)
    view = world.anna.views[table]
    assert moves == view.version > 20 and view.status == "over"
    assert len(animated) == moves
    assert all(effects is not None for _seat, effects in animated)  # the referee's events, every move
    hidden = rules.kameloh.UNKNOWN
    bert_cards = {c for seat, effects in animated if seat == 0 for e in effects for c in [e.card]}
    assert hidden in bert_cards  # his hand's cards reached Anna's scene only as the unknown card
    assert isinstance(app.stack.top, ResultsScene) and app.stack.top.outcome == view.outcome


def key(app, k: int, text: str = "") -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0))
    if text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))


def click(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def test_a_refused_move_is_said_in_the_games_words_and_changes_nothing(app, world) -> None:
    from rules.kamisado import KamisadoMove

    table = world.table("kamisado")
    scene = world.open(app, table)
    world.frames(app, 3)
    legal = scene.game.legal_moves(scene.state)
    wrong = KamisadoMove("move", legal[0].frm, legal[0].frm - 1)  # onto the tower beside it
    assert wrong not in legal
    before = (list(scene.session.moves), scene.state, list(scene.history.entries))
    assert scene.play(wrong) is False and director(scene).sent is not None
    world.frames(app, 2)
    said = scene.game.explain(scene.game.refusal(scene.state, wrong), "en")
    assert said.startswith("g8 is occupied")
    assert [t[0] for t in app.toasts] == [said]
    assert (list(scene.session.moves), scene.state, list(scene.history.entries)) == before
    assert world.anna.views[table].version == 0 and director(scene).sent is None
    assert scene.human_to_move()  # the board takes the next move
    # the other seat's turn is not this screen's: nothing is sent for it
    scene.play(legal[0])
    world.frames(app, 2, skip=True)
    assert scene.session.to_move == 1 and not scene.human_to_move()
    asked = world.referee.handled
    assert scene.play(scene.game.legal_moves(scene.state)[0]) is False
    world.frames(app, 2)
    assert world.referee.handled == asked
    assert len(scene.session.moves) == 1


def test_the_banner_shows_the_other_players_presence(app, world) -> None:
    table = world.table("kamisado")
    scene = world.open(app, table)
    world.frames(app, 2)
    assert scene.banner_kind(0) == "human.you" and scene.banner_kind(1) == "remote.online"
    assert "Online" in drawn_texts(app) and "You" in drawn_texts(app)
    world.bert.link.set_presence("away", "referee@test")
    world.frames(app, 2)
    assert scene.banner_kind(1) == "remote.away" and "Away" in drawn_texts(app)
    world.bert.link.close()  # the server tells the referee he is gone, the referee tells Anna
    world.frames(app, 2)
    assert scene.banner_kind(1) == "remote.gone" and "Offline" in drawn_texts(app)


def test_chat_goes_both_ways_and_its_keys_never_reach_the_board(app, world) -> None:
    table = world.table("kamisado")
    scene = world.open(app, table)
    world.frames(app, 2)
    chat = director(scene).chat
    assert not chat.rect.colliderect(scene.board_rect) and not chat.rect.colliderect(scene.history.rect)
    flipped = scene.user_flip
    click(app, chat.field.rect.center)
    world.frame(app)
    assert chat.editing
    for letter in "hi ru":  # r turns a Kamisado board, u is Resign: here they are letters
        key(app, getattr(pygame, f"K_{letter}") if letter != " " else pygame.K_SPACE, letter)
    key(app, pygame.K_RETURN)
    world.frames(app, 2)
    assert [(line.account, line.text) for line in world.bert.chat[table]] == [(ANNA, "hi ru")]
    assert scene.user_flip == flipped and director(scene).resign_until == 0.0
    assert chat.editing and chat.field.value == ""  # Enter sent it and the field stays open
    key(app, pygame.K_ESCAPE)
    world.frame(app)
    assert not chat.editing and app.stack.top is scene  # Esc left the field, not the table
    world.bert.say(table, "Good luck, Anna")
    world.frames(app, 2)
    lines = chat.lines()
    assert [(line.name, line.text, line.from_other) for line in lines] == [
        ("Anna", "hi ru", False),
        ("Bert", "Good luck, Anna", True),
    ]
    assert chat.unread() == 1 and "Chat: 1 new" in drawn_texts(app)
    assert lines[1].colour == scene.entry_colour(1)  # Bert's seat's colour
    click(app, chat.rect.center)
    world.frame(app)
    assert chat.unread() == 0


def test_a_lost_connection_shows_refuses_moves_here_and_resyncs(app, world) -> None:
    table = world.table("kamisado")
    scene = world.open(app, table)
    rng = random.Random(1)
    world.frames(app, 2)
    world.hub.drop(ANNA)
    world.frames(app, 2)
    assert not world.anna.connected and scene.human_to_move()
    assert any(t.startswith("Reconnecting") for t in drawn_texts(app))
    assert scene.play(scene.game.legal_moves(scene.state)[0]) is False
    assert app.toasts[-1][0] == "Not connected: the move was not sent. Reconnecting…"
    assert not world.anna.is_pending(table) and director(scene).sent is None
    world.hub.reconnect(world.anna.link)
    world.frames(app, 3)
    assert not any(t.startswith("Reconnecting") for t in drawn_texts(app))
    anna_moves(world, scene, rng)
    world.frames(app, 3, skip=True)
    world.hub.drop(ANNA)
    world.frames(app, 2)
    world.bert_moves(table, rng)  # the server keeps its view for Anna
    world.frames(app, 3, skip=True)
    assert len(scene.session.moves) == 1 and world.bert.views[table].version == 2
    world.hub.reconnect(world.anna.link)
    world.frames(app, 4, skip=True)
    view = world.anna.views[table]
    assert world.anna.connected and view.version == 2 == director(scene).version
    assert scene.session.state == view.state and len(scene.session.moves) == 2


def test_a_chat_line_typed_while_the_connection_is_down_is_kept_to_send_again(app, world) -> None:
    """Seen in the real window: Enter with the server gone toasted "not sent" and emptied the field, so the
    line typed was lost. It stays in the field, and Enter sends it once the connection is back."""
    table = world.table("kamisado")
    scene = world.open(app, table)
    world.frames(app, 2)
    chat = director(scene).chat
    world.hub.drop(ANNA)
    world.frames(app, 2)
    click(app, chat.field.rect.center)
    world.frame(app)
    for letter in "still there":
        key(app, getattr(pygame, f"K_{letter}") if letter != " " else pygame.K_SPACE, letter)
    key(app, pygame.K_RETURN)
    world.frames(app, 2)
    assert app.toasts[-1][0] == "Not connected: the line was not sent. Reconnecting…"
    assert chat.editing and chat.field.value == "still there"
    assert table not in world.bert.chat
    world.hub.reconnect(world.anna.link)
    world.frames(app, 3)
    key(app, pygame.K_RETURN)
    world.frames(app, 2)
    assert chat.field.value == ""
    assert [line.text for line in world.bert.chat[table]] == ["still there"]


def test_resign_asks_first_then_the_results_name_the_other_player(app, world) -> None:
    table = world.table("kamisado")
    scene = world.open(app, table)
    world.frames(app, 2)
    assert scene.undo_button.label() == "Resign" and scene.hint_button.label() == "No hint"
    assert not scene.hint_button.enabled
    key(app, pygame.K_u)
    world.frames(app, 2)
    assert scene.undo_button.label() == "Resign?" and world.anna.views[table].status == "playing"
    key(app, pygame.K_u)
    world.frames(app, 3, skip=True)
    view = world.anna.views[table]
    assert view.status == "resigned" and view.outcome.winners == (1,)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and results.outcome == view.outcome
    assert results.headline() == "Bert wins!" or "Bert" in results.headline()


def test_a_table_opened_mid_game_shows_the_referees_position(app, world) -> None:
    """Kamisado's moves are replayed from the start (open information, no secret start); Ka-Mel-Oh!'s are
    listed by their notation as the referee told them, and the scene starts at the view."""
    rng = random.Random(2)
    table = world.table("kamisado")
    for _ in range(6):
        play_turns(world, table, rng, (world.anna, world.bert))
    view = world.anna.views[table]
    scene = world.open(app, table)
    world.frames(app, 2)
    assert len(scene.session.moves) == view.version > 3 and scene.rows_before == []
    assert scene.session.state == view.state and not scene.tweens.busy
    assert [n for _s, n in view.history] == scene.session.notations
    # several versions heard at once (the scene was not stepped meanwhile): each is a move of its own, animated
    # one after the other (every push carries its view), and the scene ends at the latest
    start = director(scene).version
    play_turns(world, table, rng, (world.anna, world.bert, world.anna))
    view = world.anna.views[table]
    assert view.version >= start + 2
    world.frame(app)
    assert director(scene).version == start + 1 and scene.tweens.busy  # the first of them animates
    world.frames(app, 2 * (view.version - start), skip=True)
    assert director(scene).version == view.version and scene.session.state == view.state

    other = world.table("kameloh", {"target": 10})
    for _ in range(8):
        play_turns(world, other, rng, (world.anna, world.bert))
    view = world.anna.views[other]
    scene = world.open(app, other)
    world.frames(app, 2)
    assert scene.session.moves == [] and scene.session.state == view.state
    assert scene.rows_before == list(view.history) and len(scene.history.entries) == view.version


def scene_game(view):
    return rules.GAMES[view.game]


def play_turns(world, table: str, rng: random.Random, clients: tuple) -> None:
    """Each client in turn plays a random legal move of its own view when it is its turn, the network settling
    after each (no scene is stepped meanwhile)."""
    for client in clients:
        view = client.views[table]
        if view.my_turn:
            client.move(table, rng.choice(scene_game(view).legal_moves(view.state)))
            world.settle()


class Lobby(Scene):
    """What the lobby's menu stands for here: where an online table is left for."""


def test_leaving_and_play_again_go_to_the_lobby_and_nothing_is_saved(app, world) -> None:
    from scenes.menus.pause import PauseScene
    from scenes.menus.title import TitleScene
    from scenes.storage.saves import save_path

    app.scenes["lobby"] = Lobby
    table = world.table("kamisado")
    scene = world.open(app, table)
    assert scene.quit_label == "online_table.leave" and not scene.keeps_saves
    pause = app.open("pause", scene)
    world.frame(app)
    assert isinstance(pause, PauseScene) and "Leave the table" in drawn_texts_of(app, pause)
    pause.save_quit()
    assert isinstance(app.stack.top, Lobby) and not save_path("kamisado").exists()
    assert world.anna.views[table].status == "playing"  # the game goes on at the referee
    scene = world.open(app, table)  # back from the lobby: where it stood
    scene.director.step_back()
    scene.director.step_back()
    world.frames(app, 3, skip=True)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    # the first button goes to the lobby, where a rematch is asked for, and says so (it said "Play again")
    assert results.group.widgets[0].label() == "Play online"
    results.group.widgets[0].activate(app)
    assert isinstance(app.stack.top, Lobby)
    scene = world.open(app, table)
    world.frames(app, 3, skip=True)
    assert isinstance(app.stack.top, ResultsScene)  # the game is over: its results again
    app.stack.top.group.widgets[2].activate(app)
    assert isinstance(app.stack.top, TitleScene)


def test_the_pause_menu_of_an_online_table_offers_no_restart(app, world) -> None:
    """Seen in the real window: "Restart" at an online table only went to the lobby, read as starting the game
    over (the game is the referee's). It is not offered there; a game at home keeps it."""
    from scenes.menus.pause import PauseScene

    table = world.table("kamisado")
    scene = world.open(app, table)
    pause = app.open("pause", scene)
    world.frame(app)
    assert isinstance(pause, PauseScene)
    texts = drawn_texts_of(app, pause)
    assert "Leave the table" in texts and "Restart" not in texts
    assert len(pause.group.widgets) == 4
    last = pause.group.widgets[-1].rect
    assert pause.panel.bottom - last.bottom == pause.group.widgets[0].rect.y - pause.panel.y - 36
    app.stack.pop()
    seats = [Seat("human", "Anna"), Seat("human", "Bert")]
    at_home = type(scene)(app, GameSession.start("kamisado", seats, {}, 1))
    assert scene.restarts is False and at_home.restarts is True
    home_pause = app.open("pause", at_home)
    assert "Restart" in drawn_texts_of(app, home_pause)
    assert home_pause.panel.h - pause.panel.h == 70  # the online table's is shorter by its missing button


def drawn_texts_of(app, scene) -> list[str]:
    picture_cache.clear_all()
    with textlog.recording() as log:
        app.step(1 / 60)
    return [placed.text for placed in log.placed]


def test_the_referees_ai_shows_as_the_computer_thinking_and_its_moves_animate(app, world) -> None:
    table = world.table_with_ai("kamisado")
    scene = world.open(app, table)
    assert [s.kind for s in scene.seats] == ["human", "ai-easy"]
    world.ai.free = False
    anna_moves(world, scene, random.Random(4))
    world.frames(app, 3, skip=True)
    assert scene.session.to_move == 1 and scene.thinking_since is not None
    assert any(t.startswith("thinking") for t in drawn_texts(app))  # the banner row of the computer
    world.ai.free = True
    world.frame(app)
    assert len(scene.session.moves) == 2 and scene.tweens.busy and scene.thinking_since is None
    assert scene.session.movers == [0, 1] and scene.session.state == world.anna.views[table].state


def test_two_seats_of_one_account_in_an_open_game_are_both_played_here(app, world) -> None:
    """Hot-seat parts of an online table: an open-information game lets one account hold two seats; both
    are played at this screen (no hand-over: nothing is hidden), each move still only after the referee's."""
    world.anna.create("kamisado", None, [player_seat(ANNA, "Anna"), player_seat(ANNA, "Anna's friend")])
    world.settle()
    table = [e for e in world.heard[ANNA] if e.kind == "created"][-1].table
    world.settle()
    scene = world.open(app, table)
    assert [s.kind for s in scene.seats] == ["human", "human"]
    assert scene.banner_kind(1) == "human"  # no remote seat: both are people at this screen
    rng = random.Random(9)
    for _ in range(6):
        seat = scene.session.to_move
        shown = len(scene.session.moves)
        assert anna_moves(world, scene, rng) is not None
        world.frames(app, 3, skip=True)
        assert len(scene.session.moves) == shown + 1 and scene.session.movers[-1] == seat
        assert app.stack.top is scene  # no hand-over screen
    assert scene.session.movers[:2] == [0, 1]


@pytest.mark.parametrize("game_id", ["kamisado", "kameloh"])
def test_a_switch_of_language_at_an_online_table_leaves_no_word_of_the_old_one(tmp_path, game_id) -> None:
    """The table's own words (Resign, the chat's, the seats' presence, the moves told) follow a switch of
    language through the pause menu's settings, as a game's do (tests/scenes/test_language_switch.py)."""
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app
    from scenes.storage.settings import Settings
    from tests.scenes.test_language_switch import close_menus, foreign_words, recorded_frame, switch_language

    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language="de"))
    try:
        world = World(tmp_path / "tables")
        table = world.table(game_id, {"target": 10} if game_id == "kameloh" else None)
        scene = world.open(app, table)
        rng = random.Random(7)
        for _ in range(8):
            if anna_moves(world, scene, rng) is None:
                world.bert_moves(table, rng)
            world.frames(app, 3, skip=True)
        world.bert.say(table, "ok")
        world.frames(app, 2)
        director(scene).step_back()  # "Aufgeben?" on the button
        before = recorded_frame(app)
        assert foreign_words(before.rendered, "de", "en"), "the check must see the old language first"
        switch_language(app, "en")
        close_menus(app)
        app.step(1 / 60)
        switched = recorded_frame(app).rendered
        assert foreign_words(switched, "de", "en") == []
        assert "Chat: 1 new" in switched and "Type here, Enter sends" in switched
        assert scene.undo_button.label() == "Resign?" and scene.banner_kind(0) == "human.you"
    finally:
        app.shutdown()


def test_a_computer_seat_named_in_the_creators_language_shows_in_this_screens(tmp_path) -> None:
    """Seen in the real window: Alice's English set-up sent her computer seat as "Computer (easy)", and Bob's
    German table and lobby showed those English words. A computer seat named by any language's words for its
    level shows this screen's; a name typed for it stays."""
    from net.client import SeatInfo
    from scenes.engine.app import RunOptions
    from scenes.menus.online.words import seat_name
    from scenes.menus.registry import build_app
    from scenes.storage.settings import Settings

    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language="de"))
    try:
        world = World(tmp_path / "tables")
        seats = [player_seat(ANNA, "Anna"), {"kind": "ai-easy", "name": "Computer (easy)"}]
        world.anna.create("kamisado", None, seats)
        world.settle()
        table = [e for e in world.heard[ANNA] if e.kind == "created"][-1].table
        world.settle()
        scene = world.open(app, table)
        world.frames(app, 2)
        assert [s.name for s in scene.seats] == ["Anna", "Computer (leicht)"]
        texts = drawn_texts(app)
        assert "Computer (leicht)" in texts and "Computer (easy)" not in texts
        assert seat_name(app, SeatInfo("ai-easy", "Computer (easy)")) == "Computer (leicht)"
        assert seat_name(app, SeatInfo("ai-hard", "Robo")) == "Robo"
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_kameloh_table_opened_mid_game_words_its_earlier_moves(tmp_path, language) -> None:
    """Seen in the real window: Bob's German table, opened again mid-game, listed the earlier moves as the
    referee's seen notations ("pass", "activate oasis 2", "tuck ?>oasis 3"). They are worded as the moves
    played in front of him are, in the screen's language."""
    from scenes.engine.app import RunOptions
    from scenes.menus.registry import build_app
    from scenes.storage.settings import Settings

    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language=language))
    try:
        world = World(tmp_path / "tables")
        table = world.table("kameloh", {"target": 10})
        rng = random.Random(11)
        for _ in range(24):
            play_turns(world, table, rng, (world.anna, world.bert))
        view = world.anna.views[table]
        scene = world.open(app, table)
        world.frames(app, 2)
        rows = [words for words, _colour in scene.history.entries]
        notations = [notation for _seat, notation in view.history]
        assert len(rows) == len(notations) == view.version > 10
        pass_words = {"en": "Pass", "de": "Passen"}[language]
        for words, notation in zip(rows, notations, strict=True):
            assert words != notation, notation  # every one worded, none left as the wire has it
            assert (words == pass_words) == (notation == "pass")
        other = {"en": "Oase", "de": "oasis"}[language]
        assert not [words for words in rows if other in words]
    finally:
        app.shutdown()


def test_a_review_of_an_online_game_says_no_presence_of_its_players(app, world) -> None:
    """Seen in the real window: "Review" on an online game's results showed Bob as "Offline" while he was
    there (a review hears no presence). A review names another account's seat an online player."""
    from scenes.games.review import Review

    table = world.table("downunder", players=3)
    scene = world.open(app, table)
    world.frames(app, 2)
    assert scene.banner_kind(1) == "remote.online"
    scene.director.step_back()
    scene.director.step_back()  # Anna resigns
    world.frames(app, 3, skip=True)
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    results.review()
    review = app.stack.top
    assert isinstance(review.director, Review)
    assert [review.banner_kind(i) for i in range(3)] == ["human.you", "remote", "remote"]
    texts = drawn_texts(app)
    assert "Online player" in texts and "Offline" not in texts
