"""A save per game (issue 16): two games' saves side by side survive starting each other, the Continue list
shows both and resumes the one chosen, deleting and replacing ask first, a finished game leaves the list,
the single-slot save of older versions is moved to its game's file, a damaged file is reported and kept.
And the set-up: it remembers each game's last seats, levels and options, and explains every option in both
languages."""

from __future__ import annotations

import json
import os
import random
import shutil
import time
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

import rules
from rules.session import GameSession, Seat
from scenes.engine.i18n import load_table
from scenes.games.board_scene import GameScene, _autosaver
from scenes.games.launch import start_game_scene
from scenes.menus.dialog import MessageScene
from scenes.menus.options import ABOUT, ABOUT_BOTTOM, ABOUT_TOP, option_about, wrap_about
from scenes.menus.saved_games import SavedGamesScene, SaveRow, seats_line, when_played
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.storage.folders import saves_dir
from scenes.storage.saves import (
    SINGLE_SLOT,
    delete_all_saves,
    list_saves,
    read_save,
    save_path,
    thumbnail_path,
    write_save,
)
from tests.scenes.conftest import run_frames

HERE = Path(__file__).resolve().parent


@pytest.fixture(autouse=True)
def _tutorials_already_offered(app) -> None:
    """The set-up opens at once: every game's first-start offer of its tutorial was answered."""
    app.settings = replace(app.settings, tutorials_offered=list(rules.CATALOGUE))


@pytest.fixture(autouse=True)
def _empty_table():
    _autosaver.flush()
    delete_all_saves()
    yield
    _autosaver.flush()
    delete_all_saves()


def played(game_id: str, kinds: list[str], moves: int, seed: int = 3) -> GameSession:
    session = GameSession.start(game_id, [Seat(k, f"P{i + 1}") for i, k in enumerate(kinds)], {}, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.play(rng.choice(session.game.legal_moves(session.state)))
    assert not session.over
    return session


def title(app) -> TitleScene:
    scene = TitleScene(app)
    app.stack.reset(scene)
    return scene


def continue_list(app) -> SavedGamesScene:
    title(app).open_saved_games()
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene)
    return scene


def rows(scene: SavedGamesScene) -> list[SaveRow]:
    return [w for w in scene.group.widgets if isinstance(w, SaveRow)]


# ------------------------------------------------------------------ two games side by side
def test_two_games_saves_survive_starting_each_other(app) -> None:
    """Playing Down Under after Kamisado (and back) never touches the other game's save."""
    kamisado = played("kamisado", ["human", "ai-easy"], 4)
    start_game_scene(app, kamisado)
    app.stack.top.save_and_quit()
    saved_kamisado = save_path("kamisado").read_bytes()

    downunder = played("downunder", ["human", "human"], 6)
    start_game_scene(app, downunder)
    scene = app.stack.top
    scene.play(scene.game.legal_moves(scene.state)[0])  # a move, and its autosave, in the other game
    scene.save_and_quit()
    assert save_path("kamisado").read_bytes() == saved_kamisado
    assert read_save(save_path("downunder")).moves == downunder.moves

    games, damaged = list_saves()
    assert {g.game_id for g in games} == {"kamisado", "downunder"} and damaged == []
    assert games[0].game_id == "downunder"  # the last played first
    assert read_save(save_path("kamisado")).moves == kamisado.moves


def test_the_continue_list_shows_both_and_resumes_the_one_chosen(app) -> None:
    write_save(played("kamisado", ["human", "ai-hard"], 5))
    time.sleep(0.02)
    write_save(played("downunder", ["human", "ai-easy", "human"], 7))
    scene = continue_list(app)
    shown = rows(scene)
    assert [r.saved.game_id for r in shown] == ["downunder", "kamisado"]
    assert [r.saved.moves for r in shown] == [7, 5]
    run_frames(app, 4)  # the pictures missing on disk are drawn, one a frame
    _autosaver.flush()
    assert set(scene.pictures) == {"kamisado", "downunder"}
    assert thumbnail_path("kamisado").exists() and thumbnail_path("downunder").exists()
    for row in shown:  # every row draws its picture, game, seats, move count and time
        row.draw(app.canvas, app, False)

    kamisado_row = next(r for r in shown if r.saved.game_id == "kamisado")
    kamisado_row.activate(app)
    game = app.stack.top
    assert isinstance(game, GameScene) and game.session.game_id == "kamisado"
    assert len(game.session.moves) == 5 and [s.kind for s in game.seats] == ["human", "ai-hard"]


def test_a_game_left_from_its_pause_menu_has_a_picture_of_the_game_alone(app) -> None:
    """Issue 26: Kamisado saved and quit from its pause menu showed the pause menu over its board in the
    Continue list (the picture was taken from what was on screen). The picture is the game scene drawn
    alone: the same pixels as the board area of a frame of the game by itself, at the same moment."""
    from scenes.games import snapshot
    from scenes.menus.pause import PauseScene

    start_game_scene(app, played("kamisado", ["human", "human"], 3))
    game = app.stack.top
    run_frames(app, 30)  # the game's own frames: its table is the frame's background (panel_backdrop)
    assert app.stack.top is game and game.panel_backdrop() is not None
    alone = app.canvas.copy()  # a frame of the game by itself
    moment = app.time
    game.open_pause()
    run_frames(app, 30)  # the menu has dropped in over the board
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    under_the_menu = snapshot.thumbnail(game, app.canvas)
    app.time = moment  # (what pulses on the board pulses on the app's clock: the picture is of that moment)
    pause.save_quit()
    _autosaver.flush()
    assert isinstance(app.stack.top, TitleScene)
    written = pygame.image.load(str(thumbnail_path("kamisado")))
    assert written.get_size() == snapshot.THUMB_SIZE
    pixels = pygame.image.tobytes(written, "RGB")
    assert pixels == pygame.image.tobytes(snapshot.thumbnail(game, alone), "RGB")
    assert pixels != pygame.image.tobytes(under_the_menu, "RGB")


def test_leaving_a_tutorial_keeps_the_picture_of_the_players_saved_game(app) -> None:
    """A tutorial is never saved, and neither is its picture: it used to write one when left, newer than the
    player's own save of that kind, and the Continue list showed the tutorial's board for the real game."""
    from scenes.games.tutorial import tutorial_scene

    write_save(played("kamisado", ["human", "human"], 3))
    start_game_scene(app, read_save(save_path("kamisado")))
    app.stack.top.save_and_quit()
    _autosaver.flush()
    picture = thumbnail_path("kamisado").read_bytes()
    app.stack.reset(tutorial_scene(app, "kamisado"))
    run_frames(app, 3)
    app.stack.top.save_and_quit()  # the pause menu's "quit the tutorial"
    _autosaver.flush()
    assert isinstance(app.stack.top, TitleScene)
    assert thumbnail_path("kamisado").read_bytes() == picture
    assert read_save(save_path("kamisado")).moves == played("kamisado", ["human", "human"], 3).moves


def test_a_picture_is_drawn_once_and_kept_until_the_save_is_newer(app) -> None:
    session = played("kamisado", ["human", "human"], 3)
    start_game_scene(app, session)
    app.stack.top.save_and_quit()  # leaving the game writes its picture (in the autosave thread)
    _autosaver.flush()
    picture = thumbnail_path("kamisado")
    assert picture.exists() and picture.stat().st_mtime_ns >= save_path("kamisado").stat().st_mtime_ns
    written = picture.stat().st_mtime_ns
    scene = continue_list(app)
    assert "kamisado" in scene.pictures and not scene._missing  # read from disk, nothing to draw
    run_frames(app, 10)
    assert picture.stat().st_mtime_ns == written  # never drawn again per frame

    time.sleep(0.02)
    session.play(session.game.legal_moves(session.state)[0])
    write_save(session)  # a save newer than its picture (the window was closed mid-game)
    scene = continue_list(app)
    assert [s.game_id for s in scene._missing] == ["kamisado"]
    run_frames(app, 2)  # the list is shown first, then its missing picture is drawn
    _autosaver.flush()
    assert picture.stat().st_mtime_ns > written and not scene._missing


def test_delete_asks_first_and_cancel_keeps_the_save(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 2))
    write_save(played("camelot", ["human", "ai-easy"], 4))
    scene = continue_list(app)
    camelot = next(r.saved for r in rows(scene) if r.saved.game_id == "camelot")
    scene.ask_delete(camelot)
    question = app.stack.top
    assert isinstance(question, MessageScene) and save_path("camelot").exists()
    question.close()  # Cancel
    assert app.stack.top is scene and save_path("camelot").exists()

    scene.ask_delete(camelot)
    confirm = app.stack.top.group.widgets[-1]  # the accent button: Delete
    confirm.activate(app)
    assert not save_path("camelot").exists() and save_path("kamisado").exists()
    assert [r.saved.game_id for r in rows(scene)] == ["kamisado"]


def test_the_delete_key_on_a_row_asks_too(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 2))
    scene = continue_list(app)
    scene.group.focus = 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode=""))
    app.step(1 / 60)
    assert isinstance(app.stack.top, MessageScene) and save_path("kamisado").exists()


def test_deleting_the_last_save_returns_to_the_title(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 2))
    scene = continue_list(app)
    scene.delete(rows(scene)[0].saved)
    assert isinstance(app.stack.top, TitleScene) and not app.stack.top.continue_button.enabled


def test_a_new_game_of_a_kind_with_a_save_asks_before_replacing_it(app) -> None:
    old = played("kamisado", ["human", "ai-easy"], 6)
    write_save(old)
    write_save(played("camelot", ["human", "ai-easy"], 2))
    title(app).open_setup("kamisado")
    setup = app.stack.top
    setup.start()
    question = app.stack.top
    assert isinstance(question, MessageScene) and "6" in question.body
    question.close()  # Cancel: back to the set-up, the old game kept
    assert app.stack.top is setup and read_save(save_path("kamisado")).moves == old.moves

    setup.start()
    app.stack.top.group.widgets[-1].activate(app)  # "Start new game"
    game = app.stack.top
    assert isinstance(game, GameScene) and game.session.moves == []
    assert not save_path("kamisado").exists()  # the old one is gone, the new one is saved from its moves
    assert save_path("camelot").exists()  # another kind's save is never touched


def test_a_new_game_of_a_kind_without_a_save_starts_at_once(app) -> None:
    write_save(played("camelot", ["human", "ai-easy"], 2))
    title(app).open_setup("kamisado")
    app.stack.top.start()
    assert isinstance(app.stack.top, GameScene) and save_path("camelot").exists()


def test_a_finished_game_leaves_the_list(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 2))
    session = played("camelot", ["ai-easy", "ai-easy"], 0)
    while not session.over:
        session.play(random.Random(len(session.moves)).choice(session.game.legal_moves(session.state)))
    write_save(session)  # a finished game on disk (a crash between the last move and its removal)
    games, _ = list_saves()
    assert [g.game_id for g in games] == ["kamisado"] and not save_path("camelot").exists()


def test_a_game_that_ends_in_play_removes_its_own_save_only(app, toy_game) -> None:
    from scenes.menus.results import ResultsScene
    from tests.adding_a_game import TOY_ID

    write_save(played("kamisado", ["human", "ai-easy"], 2))
    app.speed_boost = 20.0
    start_game_scene(app, GameSession.start(TOY_ID, [Seat("ai-easy", "A"), Seat("ai-hard", "B")], {}, seed=2))
    end = time.monotonic() + 60
    while not isinstance(app.stack.top, ResultsScene):
        assert time.monotonic() < end
        app.step(1 / 60)
    _autosaver.flush()
    assert not save_path(TOY_ID).exists() and save_path("kamisado").exists()
    assert [g.game_id for g in list_saves()[0]] == ["kamisado"]


# ------------------------------------------------------------------ migration and damage
def test_an_old_single_slot_save_is_moved_to_its_games_file(app) -> None:
    """A real save of the version before saves per game (its `autosave.json`, tests/scenes/data/): the
    title lists it, Continue resumes it, and it is never lost."""
    old = HERE / "data" / "single-slot-autosave.json"
    shutil.copy(old, saves_dir() / SINGLE_SLOT)
    write_save(played("camelot", ["human", "ai-easy"], 2))
    scene = title(app)
    assert [g.game_id for g in scene.saved_games] == ["kamisado", "camelot"] or [
        g.game_id for g in scene.saved_games
    ] == ["camelot", "kamisado"]
    assert not (saves_dir() / SINGLE_SLOT).exists()
    assert save_path("kamisado").read_bytes() == old.read_bytes()  # moved as it was, not rewritten
    expected = json.loads(old.read_text(encoding="utf-8"))["moves"]
    assert read_save(save_path("kamisado")).notations == expected


def test_a_single_slot_save_never_replaces_a_newer_save_of_its_game(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 2))
    shutil.copy(HERE / "data" / "single-slot-autosave.json", saves_dir() / SINGLE_SLOT)
    list_saves()
    assert len(read_save(save_path("kamisado")).moves) == 2
    kept = list(saves_dir().glob("autosave.migrated-*.json"))
    assert len(kept) == 1
    kept[0].unlink()


def test_a_damaged_single_slot_save_is_reported_and_kept(app) -> None:
    (saves_dir() / SINGLE_SLOT).write_text(
        '{"app": "spieltisch", "format": 1, "game": "kamis', encoding="utf-8"
    )
    scene = title(app)
    message = app.stack.top
    assert isinstance(message, MessageScene) and message.title == app.t("save.problem")
    assert app.t("save.corrupt") in message.body
    kept = list(saves_dir().glob("autosave.damaged-*.json"))
    assert len(kept) == 1 and not (saves_dir() / SINGLE_SLOT).exists()
    assert not scene.continue_button.enabled
    kept[0].unlink()


def test_a_damaged_save_beside_a_good_one_never_crashes_the_title(app) -> None:
    write_save(played("kamisado", ["human", "ai-easy"], 3))
    save_path("camelot").write_bytes(b"\x00\xff not json")
    scene = title(app)
    run_frames(app, 3)
    assert isinstance(app.stack.top, MessageScene)
    assert [g.game_id for g in scene.saved_games] == ["kamisado"] and scene.continue_button.enabled
    kept = list(saves_dir().glob("camelot.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00\xff not json"  # kept as it was
    kept[0].unlink()
    app.stack.top.close()
    scene.open_saved_games()
    assert [r.saved.game_id for r in rows(app.stack.top)] == ["kamisado"]


def test_when_played_reads_like_a_person_would_say_it(app) -> None:
    now = time.mktime((2026, 11, 25, 15, 0, 0, 0, 0, -1))
    assert when_played(app, now - 20, now) == "just now"
    assert when_played(app, now - 12 * 60, now) == "12 min ago"
    assert when_played(app, now - 3 * 3600, now) == "today, 12:00"
    assert when_played(app, now - 24 * 3600, now) == "yesterday, 15:00"
    assert when_played(app, now - 5 * 86400, now) == "2026-11-20, 15:00"


# ------------------------------------------------------------------ the set-up remembers and explains
def test_a_choice_the_new_player_count_does_not_offer_goes_back_to_its_default(app) -> None:
    """Found by the 50,000-event monkey walk: Down Under's "frame" area (2 players only) chosen, then 3
    players picked, raised ValueError in the set-up."""
    title(app).open_setup("downunder")
    setup = app.stack.top
    setup._set_players(2)
    area = next(i for i, name in setup.option_rows.items() if name == "area")
    selector = setup.group.widgets[area]
    while selector.value != "frame":
        selector.adjust(1, app)  # as the arrows do
    assert setup.options["area"] == "frame"
    setup._set_players(3)
    assert "area" not in setup.options
    area = next(i for i, name in setup.option_rows.items() if name == "area")
    assert setup.group.widgets[area].value == "growing"
    setup._start()
    game = app.stack.top
    assert isinstance(game, GameScene) and game.session.options["area"] == "growing"
    assert len(game.session.seats) == 3


def test_the_setup_remembers_each_games_last_seats_levels_and_options(app) -> None:
    title(app).open_setup("downunder")
    setup = app.stack.top
    setup._set_players(3)
    setup._set_kind(1, "ai-hard")
    setup._set_kind(2, "ai-easy")
    setup._set_name(0, "Anna")
    setup.options["animals"] = True
    setup.options["width"] = 9
    setup.back()
    title(app).open_setup("kamisado")
    kamisado = app.stack.top
    kamisado._set_kind(1, "human")
    kamisado.options["target"] = 7
    kamisado.back()

    from scenes.storage.settings import load_settings

    app.settings = load_settings()  # as the next start reads them
    again = SetupScene(app, "downunder")
    assert again.players == 3 and again.kinds[:3] == ["human", "ai-hard", "ai-easy"]
    assert again.names[0] == "Anna" and again.options == {"animals": True, "width": 9}
    assert [s.kind for s in again.seats()] == ["human", "ai-hard", "ai-easy"]
    other = SetupScene(app, "kamisado")
    assert other.kinds == ["human", "human"] and other.options == {"target": 7}
    camelot = SetupScene(app, "camelot")  # never set up: the defaults
    assert camelot.kinds == ["human", "ai-medium"] and camelot.options == {}


def test_a_remembered_setup_that_no_longer_fits_falls_back_to_the_defaults(app) -> None:
    from dataclasses import replace

    broken = {
        "players": 9,
        "kinds": ["wizard", "ai-hard"],
        "names": [7, "Bo"],
        "options": {"target": 4, "x": 1},
    }
    app.settings = replace(app.settings, setups={"kamisado": broken, "camelot": "nonsense"})
    setup = SetupScene(app, "kamisado")
    assert setup.players == 2 and setup.kinds == ["human", "ai-hard"] and setup.names == ["", "Bo"]
    assert setup.options == {}
    assert SetupScene(app, "camelot").kinds == ["human", "ai-medium"]


def test_the_started_game_uses_the_remembered_setup(app) -> None:
    title(app).open_setup("kamisado")
    setup = app.stack.top
    setup._set_kind(1, "ai-hard")
    setup.options["target"] = 1
    setup.start()
    game = app.stack.top
    assert isinstance(game, GameScene) and game.session.options["target"] == 1
    assert app.settings.setups["kamisado"]["kinds"] == ["human", "ai-hard"]


def all_options():
    for game_id, game in rules.GAMES.items():
        lo, hi = game.players
        seen = set()
        for players in range(lo, hi + 1):
            for name, spec in game.options_spec(players).items():
                if name not in seen:
                    seen.add(name)
                    yield game_id, name, spec


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_option_of_every_game_has_an_explanation(language: str) -> None:
    table = load_table(language)
    missing = [f"option.{g}.{n}.about" for g, n, _ in all_options() if not table.get(f"option.{g}.{n}.about")]
    assert not missing, f"no explanation in {language}: {missing}"
    about_keys = [k for k in table if k.startswith("option.") and ".about" in k]
    assert about_keys and all(table[k].strip() for k in about_keys)
    names = {(g, n) for g, n, _ in all_options()}
    for key in about_keys:  # no explanation of an option that does not exist
        _, game_id, name, *_ = key.split(".")
        assert (game_id, name) in names, key


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_explanation_fits_its_box_without_being_cut(app, language: str) -> None:
    app.tr.set_language(language)
    room = ABOUT.h - ABOUT_TOP - ABOUT_BOTTOM
    for game_id, name, spec in all_options():
        for value in spec.choices:
            paragraphs = option_about(app, game_id, name, value)
            lines, size = wrap_about(app, paragraphs)
            assert len(lines) * (size + 4) + 6 * (len(paragraphs) - 1) <= room, (game_id, name, value)
            font = app.fonts.get("small", size)
            assert all(font.size(line)[0] <= ABOUT.w - 28 for line, _ in lines), (game_id, name, value)
            assert " ".join(line for line, _ in lines).split() == " ".join(paragraphs).split()


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_the_explanation_box_lies_under_no_button_or_row(app, game_id: str) -> None:
    title(app).open_setup(game_id)
    setup = app.stack.top
    run_frames(app, 30)
    lo, hi = rules.GAMES[game_id].players
    for players in range(lo, hi + 1):
        setup._set_players(players)
        hidden = [w for w in setup.group.widgets if w.rect.colliderect(ABOUT)]
        assert not hidden, (game_id, players, [w.rect for w in hidden])


def test_the_setup_shows_the_explanation_of_the_option_in_focus(app) -> None:
    title(app).open_setup("kamisado")
    setup = app.stack.top
    run_frames(app, 30)
    lines, _, hint = setup.about_lines()
    assert setup.explained == "target" and hint
    assert " ".join(line for line, _ in lines).startswith(app.t("option.kamisado.target.about").split()[0])
    index = next(i for i, n in setup.option_rows.items() if n == "target")
    setup.group.focus = index
    setup.group.widgets[index].adjust(1, app)  # 3 -> 7 points: the value's line follows
    run_frames(app, 1)
    text_now = " ".join(line for line, _ in setup.about_lines()[0])
    assert app.t("option.kamisado.target.about.7").split()[-1] in text_now


def test_a_hidden_information_picture_is_drawn_without_crashing(app) -> None:
    """Ka-Mel-Oh! hides hands: its picture comes from the same scene code, for the seat a human plays."""
    write_save(played("kameloh", ["human", "ai-easy"], 6))
    scene = continue_list(app)
    run_frames(app, 2)
    _autosaver.flush()
    assert "kameloh" in scene.pictures and os.path.exists(thumbnail_path("kameloh"))


# ------------------------------------------------------------------ the command line asks too
def test_a_game_from_the_command_line_asks_before_replacing_a_save_of_its_kind(app) -> None:
    import main

    old = played("kamisado", ["human", "ai-easy"], 4)
    write_save(old)
    args = main.build_parser().parse_args(["--game", "kamisado", "--players", "human,human"])
    question = main.first_scene(app, args, main.build_session(args))
    assert isinstance(question, MessageScene) and isinstance(app.stack.top, GameScene)
    app.stack.push(question)
    question.close()  # "Continue the saved one"
    game = app.stack.top
    assert isinstance(game, GameScene) and game.session.moves == old.moves and save_path("kamisado").exists()

    app.stack.reset(TitleScene(app))
    question = main.first_scene(app, args, main.build_session(args))
    app.stack.push(question)
    question.group.widgets[-1].activate(app)  # "Start new game"
    assert isinstance(app.stack.top, GameScene) and app.stack.top.session.moves == []
    assert not save_path("kamisado").exists()


def test_a_scripted_command_line_run_never_asks(app) -> None:
    import main

    write_save(played("kamisado", ["human", "ai-easy"], 4))
    args = main.build_parser().parse_args(["--game", "kamisado", "--headless", "--frames", "10"])
    assert isinstance(main.first_scene(app, args, main.build_session(args)), GameScene)
    args = main.build_parser().parse_args(["--game", "camelot"])  # no save of its kind: nothing to ask
    assert isinstance(main.first_scene(app, args, main.build_session(args)), GameScene)


def test_a_hot_seat_picture_of_hidden_hands_is_blurred(app) -> None:
    """Two people at one screen: the list must not show one player's hand to the other."""
    from scenes.games.snapshot import render_thumbnail as render

    def roughness(picture: pygame.Surface) -> int:
        """How much neighbouring pixels differ: sharp card faces differ a lot, a blur very little."""
        w, h = picture.get_size()
        return sum(
            abs(picture.get_at((x, y)).r - picture.get_at((x + 1, y)).r)
            for y in range(0, h, 4)
            for x in range(w - 1)
        )

    hot_seat = played("kameloh", ["human", "human"], 6)
    against_ai = GameSession(hot_seat.game_id, [Seat("human", "A"), Seat("ai-easy", "B")], **_rest(hot_seat))
    blurred, sharp = render(app, hot_seat), render(app, against_ai)
    assert blurred is not None and sharp is not None
    assert roughness(blurred) * 3 < roughness(sharp)


def _rest(session: GameSession) -> dict:
    return {
        "options": session.options,
        "seed": session.seed,
        "states": list(session.states),
        "moves": list(session.moves),
        "notations": list(session.notations),
        "movers": list(session.movers),
    }


def test_remembering_a_setup_never_makes_a_runs_language_permanent(app) -> None:
    """`--lang de` is one run's language: the set-up writes its memory into the settings file as it is."""
    from scenes.storage.settings import load_settings, save_settings

    save_settings(replace_settings(load_settings(), language="en"))
    app.settings.language = "de"  # as App does with --lang de
    setup = SetupScene(app, "kamisado")
    setup.options["target"] = 15
    setup.back()
    stored = load_settings()
    assert stored.language == "en" and stored.setups["kamisado"]["options"] == {"target": 15}


def replace_settings(settings, **changes):
    from dataclasses import replace

    return replace(settings, **changes)


def drawn_texts(app, frames: int = 1) -> str:
    """The texts the next frames draw (every cache of pictures emptied first; the side panel keeps its own
    pictures of the banner's rows, drawn anew for a new scene or language)."""
    from scenes.engine import cache as picture_cache
    from scenes.engine import textlog

    picture_cache.clear_all()
    with textlog.recording() as log:
        run_frames(app, frames)
    return " | ".join(log.rendered)


@pytest.mark.parametrize("game_id", ["kamisado", "downunder"])
def test_default_seat_names_follow_the_language_a_typed_name_stays(app, game_id: str) -> None:
    """Issue 27: "Black/White" after continuing in German, "Spieler 1" after a switch to English. A game
    started in English and continued in German shows the German defaults in the Continue list and the game's
    banner, and the English ones again after a switch during the game; "Ann", typed, stays."""
    from scenes.games.launch import default_seat_name

    english = {i: default_seat_name(app.tr, game_id, i) for i in range(2)}
    seats = [Seat("human", english[0]), Seat("ai-easy", "Ann")]
    if game_id == "downunder":
        seats.append(Seat("human", default_seat_name(app.tr, game_id, 2)))
    session = GameSession.start(game_id, seats, {}, seed=3)
    rng = random.Random(3)
    for _ in range(3):
        session.play(rng.choice(session.game.legal_moves(session.state)))
    write_save(session)
    app.apply_settings(replace(app.settings, language="de"))
    german = {i: default_seat_name(app.tr, game_id, i) for i in range(len(seats))}
    assert german[0] != english[0]

    scene = continue_list(app)
    (row,) = rows(scene)
    line = seats_line(app, row.saved)
    assert line.startswith(f"{german[0]} (Mensch) – Ann (Computer, leicht)") and english[0] not in line
    run_frames(app, 2)
    assert german[0] in drawn_texts(app)

    row.activate(app)
    game = app.stack.top
    assert isinstance(game, GameScene)
    assert [s.name for s in game.seats] == [
        german[0],
        "Ann",
        *([german[2]] if game_id == "downunder" else []),
    ]
    texts = drawn_texts(app, 3)  # the banner, the panel's lines
    assert german[0] in texts and "Ann" in texts and english[0] not in texts

    app.apply_settings(replace(app.settings, language="en"))  # a switch during the game
    assert [s.name for s in game.seats][:2] == [english[0], "Ann"]
    texts = drawn_texts(app, 2)
    assert english[0] in texts and german[0] not in texts
