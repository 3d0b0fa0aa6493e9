"""Issue 16, item 3: switching the language in the settings during a game changes every visible text at
once (panels, move list, banners, hints, toasts, card texts, results).

Each game is played a few moves in one language, a hint is shown (a toast), the language is switched through
the pause menu's settings, and the next frame is drawn with every cache of pictures and text emptied, so
that every text on screen goes through `Fonts.render` again and is recorded (scenes/engine/textlog.py).
Three checks, each of which fails on a text that was worded once and kept:
- no recorded text holds a word that only the old language uses (the translation tables' words, the
  Ka-Mel-Oh! card names and texts);
- the recorded texts are exactly those of the same game started in the new language;
- the picture is the same as that game's, pixel for pixel, drawn without emptying the caches (a picture
  cached under a key that does not name the language would show here).
"""

from __future__ import annotations

import random
import re
from functools import cache

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import cache as picture_cache
from scenes.engine import textlog
from scenes.engine.app import App, RunOptions
from scenes.engine.i18n import load_table
from scenes.games.launch import default_seat_name, start_game_scene
from scenes.menus.handover import HandoverScene
from scenes.menus.pause import PauseScene
from scenes.menus.registry import build_app
from scenes.menus.results import ResultsScene
from scenes.menus.settings_menu import SettingsScene
from scenes.storage.settings import LANGUAGES, Settings

GAMES = {"kamisado": 2, "camelot": 2, "downunder": 3, "kameloh": 2}
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{3,}")


@cache
def vocabulary(language: str) -> frozenset[str]:
    """Every word of three letters or more the game can show in `language`."""
    from rules.kameloh import card_pool

    texts = list(load_table(language).values())
    pool = card_pool()
    for card in pool.cards:
        texts += [card.name[language], card.text[language]]
        texts += [card.attack_name.get(language, ""), card.defence_name.get(language, "")]
    texts += [race[language] for race in pool.races.values()]
    texts += [deck.name[language] for deck in pool.decks.values()]
    words = set()
    for text in texts:
        words |= {w.lower() for w in WORD.findall(re.sub(r"\{\w+\}", " ", text))}
    return frozenset(words)


def foreign_words(texts: list[str], old: str, new: str) -> list[str]:
    only_old = vocabulary(old) - vocabulary(new)
    return sorted({t for t in texts if {w.lower() for w in WORD.findall(t)} & only_old})


def dismiss_handover(app: App) -> None:
    while isinstance(app.stack.top, HandoverScene):
        handover = app.stack.top
        app.stack.pop()
        handover.on_ready()


def steps(app: App, frames: int) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        dismiss_handover(app)


def play_game(language: str, game_id: str, moves: int, to_end: bool = False) -> App:
    """An app in `language` with a game of human seats (default names), `moves` random moves played
    through the scene, a hint on screen as a toast."""
    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language=language))
    seats = [Seat("human", default_seat_name(app.tr, game_id, i)) for i in range(GAMES[game_id])]
    session = GameSession.start(game_id, seats, {}, seed=5)
    start_game_scene(app, session)
    scene = app.stack.top
    rng = random.Random(3)
    played = 0
    while not session.over and (to_end or played < moves):
        steps(app, 2)
        scene.tweens.skip_all()
        scene.play(rng.choice(session.game.legal_moves(session.state)))
        played += 1
    steps(app, 20)
    scene.tweens.skip_all()
    if not session.over:
        scene.show_hint(session.game.legal_moves(session.state)[0])
    steps(app, 3)
    return app


def switch_language(app: App, language: str) -> None:
    """Through the menus, as a player does: Esc menu, settings, the language selector."""
    game_scene = app.stack.scenes[0]
    app.stack.push(PauseScene(app, game_scene))
    settings = SettingsScene(app)
    app.stack.push(settings)
    selector = settings.group.widgets[0]
    while app.settings.language != language:
        selector.adjust(1, app)


def recorded_frame(app: App, empty_caches: bool = True) -> textlog.TextLog:
    if empty_caches:
        picture_cache.clear_all()
    with textlog.recording() as log:
        app.step(1 / 60)
    return log


def close_menus(app: App) -> None:
    while len(app.stack.scenes) > 1 and not isinstance(app.stack.top, ResultsScene):
        app.stack.pop()


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize(("old", "new"), [("en", "de"), ("de", "en")])
def test_a_switch_mid_game_leaves_no_word_of_the_old_language(game_id: str, old: str, new: str) -> None:
    app = play_game(old, game_id, 8)
    try:
        before = recorded_frame(app)
        assert foreign_words(before.rendered, old, new), "the check must see the old language first"
        switch_language(app, new)
        under_menu = recorded_frame(app)
        assert foreign_words(under_menu.rendered, old, new) == []
        close_menus(app)
        app.step(1 / 60)
        switched = recorded_frame(app)
        assert foreign_words(switched.rendered, old, new) == []
        fresh = play_game(new, game_id, 8)
        try:
            assert sorted(switched.rendered) == sorted(recorded_frame(fresh).rendered)
        finally:
            fresh.shutdown()
    finally:
        app.shutdown()


def settled_picture(app: App) -> bytes:
    """The next frames' picture, with the hint's toast gone (it has a clock of its own)."""
    app.toasts.clear()
    steps(app, 2)
    return pygame.image.tobytes(app.canvas, "RGB")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_switched_game_looks_like_one_started_in_the_new_language(game_id: str) -> None:
    """Pixel for pixel, with the caches as they were: a picture kept under a key without the language
    (a card face, a board label, the move list's rows) would still show the old words. (The apps take
    turns: there is one display in a process, and the pictures one left in the caches are emptied.)"""
    app = play_game("en", game_id, 8)
    try:
        switch_language(app, "de")
        close_menus(app)
        switched = settled_picture(app)
    finally:
        app.shutdown()
    picture_cache.clear_all()
    fresh = play_game("de", game_id, 8)
    try:
        fresh.stack.push(PauseScene(fresh, fresh.stack.scenes[0]))  # what the menus did to the game
        fresh.stack.push(SettingsScene(fresh))
        close_menus(fresh)
        started = settled_picture(fresh)
    finally:
        fresh.shutdown()
    differ = sum(1 for i in range(0, len(started), 3) if switched[i : i + 3] != started[i : i + 3])
    assert differ == 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_results_follow_a_switch(game_id: str) -> None:
    app = play_game("en", game_id, 0, to_end=True)
    try:
        steps(app, 240)
        assert isinstance(app.stack.top, ResultsScene)
        app.stack.top.tweens.skip_all()
        steps(app, 2)
        switch_language(app, "de")
        close_menus(app)
        app.step(1 / 60)
        log = recorded_frame(app)
        assert foreign_words(log.rendered, "en", "de") == []
    finally:
        app.shutdown()


def test_a_switch_on_the_title_leaves_no_word_of_the_old_language() -> None:
    from scenes.menus.title import TitleScene

    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language="en"))
    try:
        app.stack.push(TitleScene(app))
        steps(app, 3)
        app.stack.push(SettingsScene(app))
        app.stack.top.group.widgets[0].adjust(1, app)
        assert app.settings.language == "de"
        assert foreign_words(recorded_frame(app).rendered, "en", "de") == []
        app.stack.pop()
        steps(app, 1)
        assert foreign_words(recorded_frame(app).rendered, "en", "de") == []
    finally:
        app.shutdown()


def test_undo_and_back_have_different_words_in_every_language() -> None:
    for language in LANGUAGES:
        table = load_table(language)
        assert table["game.undo"] != table["back"], language


@pytest.mark.parametrize("menu", ["account", "lobby", "online_setup"])
def test_a_switch_over_the_online_menus_leaves_no_word_of_the_old_language(tmp_path, menu: str) -> None:
    """Issue 29: the account, the lobby with an invitation and a table, the online set-up with a problem
    beside Create, under the settings switched from English to German."""
    import keyring

    from scenes.menus.title import TitleScene
    from tests.scenes.online_net import ME, Net, use_memory_keyring

    _, before = use_memory_keyring()
    net = Net(tmp_path / "referee")
    app = build_app(RunOptions(headless=True, fixed_step=True), Settings(language="en"))
    try:
        app.stack.push(TitleScene(app))
        bob = net.friend("bob@test")
        bob.create("kamisado", {"target": 7}, [{"kind": "player", "account": "bob@test", "name": "Bob"},
                                               {"kind": "player", "account": ME, "name": "Alice"}])  # fmt: skip
        client = net.connect(app).client
        client.create(
            "camelot",
            {},
            [{"kind": "player", "account": ME, "name": "Alice"}, {"kind": "ai-easy", "name": ""}],
        )
        net.frames(app, 6)
        app.toasts.clear()
        scene = app.open(menu, *(["downunder"] if menu == "online_setup" else []))
        if menu == "online_setup":
            scene._set_kind(1, "friend")
            scene.create()  # "seat 2 is a friend's: write his address"
        net.frames(app, 3)
        app.stack.push(SettingsScene(app))
        app.stack.top.group.widgets[0].adjust(1, app)
        assert app.settings.language == "de"
        assert foreign_words(words_of(recorded_frame(app)), "en", "de") == []
        app.stack.pop()
        net.frames(app, 1)
        assert foreign_words(words_of(recorded_frame(app)), "en", "de") == []
    finally:
        app.shutdown()
        net.close()
        keyring.set_keyring(before)


def words_of(log: textlog.TextLog) -> list[str]:
    """The texts of a frame but the addresses ("referee@example.org" is an account's name in any language)."""
    return [t for t in log.rendered if "@" not in t]
