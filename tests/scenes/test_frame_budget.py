"""What keeps the render loop's frames short (issue 17): drawing in place, the AI process spawned before a
game's first turn, the collector kept off what start-up and a game's start made."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from rules.session import GameSession, Seat
from scenes.engine import theme
from scenes.games.launch import start_game_scene
from scenes.menus.title import TitleScene
from tests.scenes.conftest import TOY_ID, run_frames


@pytest.fixture(autouse=True)
def _unfrozen():
    yield
    gc.unfreeze()  # leave the test process's collector as it was


def test_a_window_of_the_logical_size_is_drawn_in_place_with_the_same_pixels(app) -> None:
    app.stack.push(TitleScene(app))
    run_frames(app, 3)
    app.step(0)
    assert app.canvas is pygame.display.get_surface()
    in_place = pygame.image.tobytes(app.canvas, "RGB")
    app.window = pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    app.step(0)  # the same moment again, drawn on a canvas of our own and letterboxed
    assert app.canvas is not pygame.display.get_surface() and app.canvas.get_size() == theme.LOGICAL_SIZE
    assert pygame.image.tobytes(app.canvas, "RGB") == in_place
    app.window = pygame.display.set_mode(theme.LOGICAL_SIZE, pygame.RESIZABLE)
    app.step(0)
    assert app.canvas is pygame.display.get_surface()


def test_a_game_with_ai_seats_has_its_ai_process_before_the_first_frame(app, toy_game) -> None:
    session = GameSession.start(TOY_ID, [Seat("human", "A"), Seat("ai-easy", "B")], {}, seed=1)
    start_game_scene(app, session)
    assert app.ai.alive and app.ai.pending is None  # spawned, not yet asked


def test_leaving_a_game_lets_its_scene_go_and_keeps_the_title_out_of_collections(app, toy_game) -> None:
    session = GameSession.start(TOY_ID, [Seat("human", "A"), Seat("human", "B")], {}, seed=1)
    start_game_scene(app, session)
    run_frames(app, 1)
    assert gc.get_freeze_count() > 0  # what was alive when the game started is out of the collector's way
    scene = weakref.ref(app.stack.top)
    app.stack.top.quit_to_title()
    run_frames(app, 1)
    assert isinstance(app.stack.top, TitleScene)
    assert scene() is None  # its reference cycles were collected in the next frame, not kept frozen


def test_the_move_list_keeps_its_rows_as_one_picture_with_the_same_pixels(app, monkeypatch) -> None:
    from scenes.widgets import movelist
    from scenes.widgets.movelist import MoveList

    history = MoveList(pygame.Rect(916, 120, 348, 520))
    history.set_entries([(f"move number {n} with some words", theme.TEXT) for n in range(40)])
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    history.draw(kept, app, "History")
    direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
    _draw_uncached(history, direct, app, "History")  # every row drawn on the panel itself, as before
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")
    calls = []
    small = theme.FONT_ROLES["small"][1]
    monkeypatch.setattr(movelist, "fit_label", lambda *a, **k: calls.append(a) or (a[1], small))
    fresh = MoveList(history.rect)
    fresh.set_entries(history.entries)
    fresh.draw(kept, app, "History")
    fresh.draw(kept, app, "History")
    assert len(calls) == fresh.visible_rows  # measured once, then blitted as one picture


def _draw_uncached(history, surface, app, title) -> None:
    from scenes.widgets.draw import panel, text

    panel(surface, history.rect, theme.PANEL, theme.PANEL_EDGE, radius=12, shadow=4)
    text(surface, app.fonts, title, (history.rect.x + 14, history.rect.y + 10), "label", theme.TEXT_DIM)
    end = len(history.entries) - history.scroll
    start = max(0, end - history.visible_rows)
    history._draw_rows(surface, app, start, end, (history.rect.x + 14, history.rect.y + 38))
    if start > 0:
        text(surface, app.fonts, "▲", (history.rect.right - 18, history.rect.y + 12), "tiny", theme.TEXT_DIM)


# ---------------------------------------------------------------------------------------------- side panel
def _panel_drawn_directly(scene, surface) -> None:
    """The side panel as GameScene drew it in every frame before it was kept as a layer."""
    from scenes.widgets.banner import draw_banner

    app = scene.app
    seat = scene.session.to_move
    thinking = seat is not None and scene.seats[seat].is_ai and scene.thinking_since is not None
    names, kinds = [s.name for s in scene.seats], [s.kind for s in scene.seats]
    draw_banner(
        surface,
        app,
        scene.banner_rect,
        names,
        kinds,
        scene.seat_colours(),
        seat,
        thinking,
        scene.seat_status(),
    )
    scene.history.draw(surface, app, app.t("game.history"))
    scene.buttons.draw(surface, app)


def _same_as_direct(scene) -> bool:
    """A Kamisado frame as drawn, kept, equals the frame drawn with the side panel drawn directly."""
    from scenes.games.kamisado import panel as kamisado_panel

    layered = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(layered)
    direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.panel_backdrop = lambda: None  # the game draws the whole window, the panel's column too
    scene.backdrop_now = None
    try:
        scene.draw_background(direct)
        scene.draw_board(direct)
        kamisado_panel.draw_panel(scene.view_now(), scene.art, direct)  # the game's own info column
    finally:
        del scene.panel_backdrop
    _panel_drawn_directly(scene, direct)
    return pygame.image.tobytes(layered, "RGB") == pygame.image.tobytes(direct, "RGB")


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def test_the_side_panel_is_kept_as_a_layer_redrawn_when_what_it_shows_changes(app) -> None:
    from scenes.games.kamisado import KamisadoScene

    seats = [Seat("human", "Anna"), Seat("human", "Bernd")]
    scene = KamisadoScene(app, GameSession.start("kamisado", seats, {"target": 3}, 7))
    app.stack.push(scene)
    run_frames(app, 2)
    panel = scene.side_panel
    assert _same_as_direct(scene)
    builds = panel.builds
    run_frames(app, 5)  # nothing changed but the time: the glow of the row to move, drawn over the layer
    assert panel.builds == builds and _same_as_direct(scene)
    for _ in range(4):  # a button's hover glow eases in: the layer follows it frame by frame
        _hover(app, scene.hint_button.rect.center)
        assert _same_as_direct(scene)
    assert panel.builds > builds and scene.hint_button.glow > 0
    for _ in range(4):  # a game's own button outside the panel (Kamisado's "turn the board")
        _hover(app, scene.turn_button.rect.center)
        assert scene.turn_button.hover and _same_as_direct(scene)
    _hover(app, (300, 300))
    builds = panel.builds
    scene.play(scene.game.legal_moves(scene.state)[0])  # a move: the list, the seat to move, the buttons
    app.step(1 / 60)
    assert panel.builds > builds and _same_as_direct(scene)
    run_frames(app, 20)  # mid-animation
    assert _same_as_direct(scene)
    scene.history.set_entries([(f"move {n}", theme.TEXT) for n in range(40)])
    scene.history.scroll = 3
    app.step(1 / 60)
    assert _same_as_direct(scene)
    builds = panel.builds
    app.tr.set_language("de")
    app.step(1 / 60)
    assert panel.builds > builds and _same_as_direct(scene)


# ---------------------------------------------------------------------------------------------- Ka-Mel-Oh!
def test_ka_mel_oh_frames_while_cards_fly_have_the_same_pixels_kept_and_plain(app, monkeypatch) -> None:
    """While a move animates (seen by the human seat), every frame drawn with keeping on (the table's kept
    buttons; the game keeps no picture of its own) has the pixels of the frame with nothing kept."""
    import random

    from scenes.engine import layers

    seats = [Seat("human", "P1"), Seat("ai-easy", "P2")]
    start_game_scene(app, GameSession.start("kameloh", seats, {}, 3))
    scene = app.stack.scenes[0]
    scene._drive_ai = lambda: None  # the test plays both seats' moves itself
    scene.viewer = 0
    run_frames(app, 3)
    rng = random.Random(2)
    compared = moves = 0
    for frame in range(900):
        if not scene.animating and app.stack.top is scene and not scene.session.over:
            scene.play(rng.choice(scene.game.legal_moves(scene.state)))
            moves += 1
        app.step(1 / 60)
        if not scene.animating or frame % 3:
            continue
        kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(kept)
        monkeypatch.setattr(layers, "KEEP", False)  # every part drawn in the frame
        direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(direct)
        monkeypatch.setattr(layers, "KEEP", True)
        assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB"), f"frame {frame}"
        compared += 1
    assert moves >= 5 and compared >= 30


def test_ka_mel_oh_suns_stamped_from_one_drawing_have_the_pixels_of_suns_drawn_in_place(app) -> None:
    from scenes.games.kameloh.draw import SUN_REACH, sun, sun_stamp

    # times as the frame clock makes them; at a ray angle of exactly 90 degrees (t = 0.0) the ray's end
    # lies 1e-15 px off a pixel's edge, and the float's rounding at another position may put it one
    # pixel over: that one moment is left out (a table never shows a sun at t = 0)
    for t in (1 / 60, 0.37, 1.234, 17.9, 402.61):
        for pos in ((40, 40), (517, 233), (1101, 690)):
            direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
            direct.fill(theme.PANEL)
            stamped = direct.copy()
            sun(direct, pos, t)
            stamped.blit(sun_stamp(t), (pos[0] - SUN_REACH, pos[1] - SUN_REACH))
            assert pygame.image.tobytes(stamped, "RGB") == pygame.image.tobytes(direct, "RGB"), (t, pos)


# ---------------------------------------------------------------------------------------------- AI moves
def test_the_move_list_prepared_ahead_is_the_picture_drawn_after_the_entry_is_added(app, monkeypatch) -> None:
    from scenes.widgets import movelist
    from scenes.widgets.movelist import MoveList

    history = MoveList(pygame.Rect(916, 128, 348, 512))
    history.set_entries([(f"move number {n} with some words", theme.TEXT) for n in range(30)])
    before = pygame.Surface(theme.LOGICAL_SIZE).convert()
    history.draw(before, app, "History")
    entry = "a long last move with enough words to take a second row in the list " * 2
    history.prepare(app, entry, theme.HIGHLIGHT)
    unchanged = pygame.Surface(theme.LOGICAL_SIZE).convert()
    history.draw(unchanged, app, "History")
    assert pygame.image.tobytes(unchanged, "RGB") == pygame.image.tobytes(before, "RGB")  # nothing shows yet
    calls = []
    plain = movelist.fit_label
    monkeypatch.setattr(movelist, "fit_label", lambda *a, **k: calls.append(a) or plain(*a, **k))
    history.add(entry, theme.HIGHLIGHT)
    kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
    history.draw(kept, app, "History")
    assert calls == []  # the rows with the new entry were rendered by prepare, not in this frame
    fresh = MoveList(history.rect)
    fresh.set_entries(history.entries)
    direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
    fresh.draw(direct, app, "History")  # every row measured and rendered in this draw
    assert fresh.lines(app) == history.lines(app)  # rows measured one entry at a time: as all at once
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")


class _Replies:
    """The AI process's face with a fixed answer: the first legal move, at the first poll."""

    def __init__(self, game) -> None:
        self.game, self.asked, self.alive, self.pending = game, None, True, None

    def request(self, ref, view, seat, level, seed, budget) -> int:
        self.asked = view
        return 1

    def poll(self):
        from scenes.engine.ai_worker import AiReply

        move, self.asked = self.game.legal_moves(self.asked)[0], None
        return AiReply(1, move, 0.0, None)

    def cancel(self) -> None:
        self.asked = None


class _LateReplies(_Replies):
    """The same answer, after 20 polls (frames): as a search that thinks for a while."""

    def request(self, ref, view, seat, level, seed, budget) -> int:
        self.polls = 0
        return super().request(ref, view, seat, level, seed, budget)

    def poll(self):
        self.polls += 1
        return super().poll() if self.polls > 20 and self.asked is not None else None


def test_an_ai_move_is_readied_in_the_frames_after_its_reply_and_played_with_its_words(
    app, monkeypatch
) -> None:
    from scenes.games.kamisado import KamisadoScene
    from scenes.widgets import movelist

    seats = [Seat("ai-hard", "Anna"), Seat("ai-hard", "Bernd")]
    scene = KamisadoScene(app, GameSession.start("kamisado", seats, {"target": 3}, 7), demo=True)
    monkeypatch.setattr(app, "ai", _Replies(scene.game))
    app.stack.push(scene)
    app.speed_boost = 100.0  # no minimum thinking time to wait for
    said: list = []
    plain_describe = scene.describe_move
    monkeypatch.setattr(scene, "describe_move", lambda s, m: said.append(m) or plain_describe(s, m))
    run_frames(app, 2)  # the request, then the reply
    assert scene.ai_move is not None and scene.session.moves == [] and said == []
    move, before = scene.ai_move, scene.state
    app.step(1 / 60)  # checked and applied by the session (GameSession.prepare), not yet played
    assert scene.session.moves == [] and scene.ai_turns.prepared.move == move and said == []
    app.step(1 / 60)  # its words
    assert said == [move] and scene.session.moves == []
    renders = []
    plain_fit = movelist.fit_label
    monkeypatch.setattr(movelist, "fit_label", lambda *a, **k: renders.append(a) or plain_fit(*a, **k))
    app.step(1 / 60)  # the list's rows with it
    assert renders and scene.session.moves == []
    renders.clear()
    prepared = scene.ai_turns.prepared.after
    app.step(1 / 60)  # played, its words, rows and new position as readied: nothing worded or applied again
    assert scene.session.moves == [move] and said == [move] and renders == []
    assert scene.state is prepared
    assert scene.history.entries[-1][0] == plain_describe(before, move)
    assert _same_as_direct(scene)


class _IllegalReplies(_Replies):
    """An answer that is not legal in the position asked about: a move of the position before it."""

    def __init__(self, game, stale) -> None:
        super().__init__(game)
        self.stale = stale

    def poll(self):
        from scenes.engine.ai_worker import AiReply

        self.asked = None
        return AiReply(1, self.stale, 0.0, None)


def test_an_illegal_ai_reply_is_caught_while_readied_and_a_legal_stand_in_is_played(app, monkeypatch) -> None:
    """The reply's frame no longer generates the legal moves: the session's check among the steps ahead
    refuses the move, and a quick easy move is readied and played instead, with the same message."""
    from scenes.games.kamisado import KamisadoScene

    seats = [Seat("ai-hard", "Anna"), Seat("ai-hard", "Bernd")]
    session = GameSession.start("kamisado", seats, {"target": 3}, 7)
    first = session.game.legal_moves(session.state)[0]
    scene = KamisadoScene(app, session, demo=True)
    scene.session.play(first)  # now the first move's reply is stale: the tower it moves must wait
    scene.sync()
    assert first not in scene.game.legal_moves(scene.state)
    monkeypatch.setattr(app, "ai", _IllegalReplies(scene.game, first))
    app.stack.push(scene)
    app.speed_boost = 100.0
    toasts: list[str] = []
    plain_toast = app.toast
    monkeypatch.setattr(app, "toast", lambda words, *a: toasts.append(words()) or plain_toast(words, *a))
    for _ in range(30):
        app.step(1 / 60)
        if len(scene.session.moves) == 2:
            break
    assert len(scene.session.moves) == 2
    assert scene.session.moves[1] != first and toasts == [app.t("game.ai_failed")]


def test_the_steps_readying_an_ai_move_run_in_the_frames_spare_time(app, monkeypatch) -> None:
    """Given spare time after the reply's frame, the steps run there (App.idle), and the next frame's
    update plays the move without running one of them itself."""
    from scenes.games.kamisado import KamisadoScene

    seats = [Seat("ai-hard", "Anna"), Seat("ai-hard", "Bernd")]
    scene = KamisadoScene(app, GameSession.start("kamisado", seats, {"target": 3}, 7), demo=True)
    monkeypatch.setattr(app, "ai", _Replies(scene.game))
    app.stack.push(scene)
    app.speed_boost = 100.0
    run_frames(app, 2)  # the request, then the reply
    assert scene.ai_move is not None and scene.ai_turns.steps
    ran: list[str] = []
    plain_step = scene.run_step_ahead
    monkeypatch.setattr(scene, "run_step_ahead", lambda: ran.append("step") and False or plain_step())
    assert app.has_idle_work
    app.idle(0.05)  # a generous spare time: every step fits
    assert scene.ai_turns.steps == [] and scene.ai_turns.prepared is not None and len(ran) >= 3
    ran.clear()
    app.step(1 / 60)
    assert len(scene.session.moves) == 1 and ran == []


def test_ka_mel_oh_draws_the_step_panel_of_an_ai_move_before_it_is_played(app, monkeypatch) -> None:
    from scenes.games.kameloh import art as kameloh_art

    seats = [Seat("ai-hard", "P1"), Seat("ai-hard", "P2")]
    start_game_scene(app, GameSession.start("kameloh", seats, {}, 3), demo=True)
    scene = app.stack.scenes[0]
    monkeypatch.setattr(app, "ai", _Replies(scene.game))
    app.speed_boost = 100.0
    played = 0
    for _ in range(600):
        moves, drawn = len(scene.session.moves), kameloh_art.steps_picture.cache_info().misses
        app.step(1 / 60)
        if len(scene.session.moves) > moves:  # the frame of an AI's move: its step panel was kept
            assert kameloh_art.steps_picture.cache_info().misses == drawn
            played += 1
            if played == 4:
                break
    assert played == 4


# ---------------------------------------------------------------------------------------------- Down Under
def test_down_under_keeps_its_ground_with_the_play_area_as_one_picture_with_the_same_pixels(app) -> None:
    """The background with the play area's ground and rim (later the fence) comes from a kept picture while
    the camera holds still: every frame as drawn straight on the screen, through moves, camera steps and
    the area being fixed."""
    import random

    from rules.downunder import play_area

    seats = [Seat("human", "P1"), Seat("human", "P2")]
    start_game_scene(app, GameSession.start("downunder", seats, {}, 5))
    scene = app.stack.scenes[0]
    run_frames(app, 3)
    rng = random.Random(4)

    def same() -> bool:
        kept = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(kept)
        assert scene.view_now().ground.area is not None  # the kept layer was used
        moving = scene.camera_moving
        scene.camera_moving = lambda: True  # the ground and the area drawn straight on the screen
        direct = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(direct)
        scene.camera_moving = moving
        return pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")

    compared = fixed = 0
    for _ in range(40):
        if scene.session.over:
            break
        scene.play(rng.choice(scene.game.legal_moves(scene.state)))
        for _ in range(240):  # the move, the camera and the fence come to rest
            app.step(1 / 60)
            if not scene.tweens.busy and not scene.camera_moving() and scene.stage.fence >= 1.0:
                break
        if scene.camera_moving() or scene.stage.fence < 1.0:
            continue
        assert same()
        compared += 1
        fixed += play_area(scene.shown) is not None
    assert compared >= 20 and fixed >= 1
    scene.view.x += 1.5  # a camera step: a new picture
    assert same()


def test_an_autosave_is_the_session_as_it_was_when_the_move_was_played(app, monkeypatch) -> None:
    """The save's JSON is made by the writer thread, later: what it writes is the session of that move, not
    of a later one, and it is what write_json_atomic wrote of `to_save()` before."""
    import json

    from scenes.games import board_scene
    from scenes.games.kamisado import KamisadoScene

    seats = [Seat("human", "Anna"), Seat("human", "Bernd")]
    scene = KamisadoScene(app, GameSession.start("kamisado", seats, {"target": 3}, 7))
    app.stack.push(scene)
    jobs = []
    monkeypatch.setattr(board_scene._autosaver, "save", lambda path, job: jobs.append(job))
    expected = []
    for _ in range(3):
        scene.play(scene.game.legal_moves(scene.state)[0])
        scene.tweens.skip_all()
        expected.append(scene.session.to_save())
    assert len(jobs) == 3
    for job, saved in zip(jobs, expected, strict=True):
        assert job() == json.dumps(saved, ensure_ascii=False, indent=1).encode("utf-8")
        assert json.loads(job()) == saved


def _down_under_ai_game(app, monkeypatch, replies: type) -> object:
    """A Down Under demo of two AI seats at 100x, whose AI process is `replies` (first legal moves)."""
    seats = [Seat("ai-hard", "P1"), Seat("ai-hard", "P2")]
    start_game_scene(app, GameSession.start("downunder", seats, {}, 5), demo=True)
    scene = app.stack.scenes[0]
    monkeypatch.setattr(app, "ai", replies(scene.game))
    app.speed_boost = 100.0
    return scene


def test_down_under_composes_the_table_layers_of_an_ai_move_before_it_is_played(app, monkeypatch) -> None:
    """The layer of the move's first frame (the flying card left out) and that of its landing are composed
    in a frame before the move: neither frame composes, and each is the layer composed then and there."""
    from scenes.games.downunder import table

    scene = _down_under_ai_game(app, monkeypatch, _Replies)

    def same_as_composed(cards) -> bool:
        assert cards.tiles == scene.shown.tiles
        fresh, origin = table.composed.__wrapped__(cards)
        kept, kept_origin = table.composed(cards)
        return origin == kept_origin and pygame.image.tobytes(fresh, "RGBA") == pygame.image.tobytes(
            kept, "RGBA"
        )

    played = landed = 0
    for _ in range(900):
        moves, shown = len(scene.session.moves), scene.view_now().cards
        misses = table.composed.cache_info().misses
        app.step(1 / 60)
        cards = scene.view_now().cards
        fresh = table.composed.cache_info().misses - misses
        if len(scene.session.moves) > moves:  # the frame of an AI's move
            assert fresh == 0 and cards.hidden and same_as_composed(cards)
            played += 1
        elif cards != shown and not cards.hidden and shown.hidden and played:
            assert fresh == 0 and same_as_composed(cards)  # the landing
            landed += 1
        if played >= 3 and landed >= 3:
            break
    assert played >= 3 and landed >= 3


def test_down_under_draws_the_tray_of_an_ai_move_before_it_is_played(app, monkeypatch) -> None:
    """The tray with the card gone is drawn in a frame before the move, and the next seat's tray in the
    spare time while the move's cards fly: neither frame draws a tray, and the move's shows the counts after
    it."""
    from scenes.games.downunder import tray

    # the answer after 20 frames: the next seat's tray comes in before its AI answers, as in a real game
    # (an answer at once, at 100x, would play the next move while the tray still slides out)
    scene = _down_under_ai_game(app, monkeypatch, _LateReplies)
    plain = tray._paint_tray
    drawn = []
    monkeypatch.setattr(tray, "_paint_tray", lambda *a: drawn.append(a) or plain(*a))
    played = switched = 0
    for _ in range(900):
        moves, seat = len(scene.session.moves), scene.tray.seat
        drawn.clear()
        app.step(1 / 60)
        if len(scene.session.moves) > moves:  # the frame of an AI's move
            assert drawn == []  # its tray (the card gone) came from the cache, drawn before the move
            counts = [n for _key, n in _slot_counts(scene, scene.tray.seat)]
            assert [s.count for s in scene.tray.slots] == counts
            played += 1
        elif scene.tray.seat != seat:  # the next seat's tray comes in: drawn in the spare time before
            assert drawn == []
            switched += 1
        app.idle(0.004)  # the frame's spare time, as App.run gives it
        if played >= 3 and switched >= 3:
            break
    assert played >= 3 and switched >= 3


def _slot_counts(scene, seat: int) -> list:
    from scenes.games.downunder.tray import slot_keys

    return slot_keys(scene.state, seat, False)


def _frames(app, frames: int) -> None:
    """Frames as App.run makes them, toasts ageing too."""
    for _ in range(frames):
        app.step(1 / 60)
        app._tick_toasts(1 / 60)


def test_a_toast_is_drawn_once_then_blitted_fading_and_dropped_when_gone(app) -> None:
    app.stack.push(TitleScene(app))
    run_frames(app, 2)
    app.toast("Red's path is closed: +4", 1.0)
    _frames(app, 3)
    (picture, lines), *others = app._toast_pictures.values()
    assert not others and lines == ["Red's path is closed: +4"]
    _frames(app, 3)
    assert next(iter(app._toast_pictures.values()))[0] is picture  # not drawn again
    assert picture.get_alpha() == 255
    _frames(app, 40)  # into its last 0.4 s: it fades
    assert 0 < picture.get_alpha() < 255
    _frames(app, 30)
    assert not app.toasts and not app._toast_pictures


def test_a_toast_worded_anew_gets_a_new_picture(app) -> None:
    app.stack.push(TitleScene(app))
    words = ["one"]
    app.toast(lambda: words[0], 3.0)
    run_frames(app, 2)
    first = next(iter(app._toast_pictures.values()))[0]
    words[0] = "two words"
    app.toasts[0][0] = app.toasts[0][3]()  # what a switch of language does (App.apply_settings)
    run_frames(app, 2)
    ((second, lines),) = app._toast_pictures.values()
    assert second is not first and lines == ["two words"] and second.get_width() > first.get_width()


@pytest.mark.parametrize("game_id", ["kamisado", "camelot", "downunder", "kameloh"])
def test_a_side_panel_laid_over_the_games_backdrop_has_the_pixels_of_the_blended_panel(app, game_id) -> None:
    """With a `panel_backdrop` the side panel is one opaque picture and the game leaves its column out of its
    own blits: every compared frame of an AI game (moves, animations, the still table) has the pixels of
    the whole window drawn by the game with the panel's layer blended over it."""
    seats = [Seat("ai-easy", "A"), Seat("ai-easy", "B")]
    start_game_scene(app, GameSession.start(game_id, seats, {}, 5))
    scene = app.stack.scenes[0]
    compared = with_backdrop = 0
    for frame in range(700):
        app.step(1 / 60)
        if frame % 7 or app.stack.top is not scene:
            continue
        solid = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(solid)
        with_backdrop += scene.panel_backdrop() is not None
        scene.panel_backdrop = lambda: None
        blended = pygame.Surface(theme.LOGICAL_SIZE).convert()
        scene.draw(blended)
        del scene.panel_backdrop
        assert pygame.image.tobytes(solid, "RGB") == pygame.image.tobytes(blended, "RGB"), f"frame {frame}"
        compared += 1
    assert compared >= 60 and with_backdrop >= 30


def test_a_game_readies_first_time_pictures_in_the_frames_spare_time(app) -> None:
    """Ka-Mel-Oh!'s faces of both decks' cards and Kamisado's promoted towers are drawn by `idle` (App.idle,
    in the time the pacer would sleep), a small step at a time, until nothing is left; then the game no
    longer asks for idle time."""
    from rules.kameloh import card_pool
    from scenes.games.kamisado import art as kamisado_art

    seats = [Seat("human", "A"), Seat("human", "B")]
    start_game_scene(app, GameSession.start("kameloh", [Seat("human", "A"), Seat("ai-easy", "B")], {}, 5))
    scene = app.stack.top  # one human: no hand-over screen over the table
    run_frames(app, 2)
    assert app.stack.top is scene and app.has_idle_work and scene.idle_pending
    faces = len(scene.art._faces._items)
    scene.idle(0.0)  # a step that starts always finishes: one face
    assert len(scene.art._faces._items) <= faces + 1  # (the first may be in the hand already)
    for _ in range(1000):
        if not scene.idle_pending:
            break
        app.idle(0.004)
    assert not scene.idle_pending and not app.has_idle_work
    decks = {c for p in scene.state.players for c in card_pool().decks[p.deck].cards}
    assert len(scene.art._faces._items) >= 2 * len(decks)

    start_game_scene(app, GameSession.start("kamisado", seats, {"target": 3}, 5))
    scene = app.stack.top
    run_frames(app, 2)
    kamisado_art.draw_tower.cache_clear()
    while scene.idle_pending:
        scene.idle(0.004)
    assert kamisado_art.draw_tower.cache_info().currsize >= 3 * 3 * 16


# ---------------------------------------------------------------------------------------------- buttons
def test_a_button_on_the_table_drawn_from_its_kept_picture_has_the_same_pixels(app) -> None:
    """Widget.draw_kept: in every look a button has (plain, hovered, focused, disabled, accent, with a
    sub-label) the kept picture lays the same pixels on a patterned table as the button drawn directly;
    a changed label or a glow still easing is drawn anew."""
    from scenes.widgets.controls import Button
    from scenes.widgets.draw import paint_gradient

    table = paint_gradient((400, 200), (30, 90, 60), (140, 40, 20)).convert()
    pygame.draw.circle(table, (200, 180, 40), (200, 100), 70)
    words = ["Brett drehen"]
    looks = [
        dict(),
        dict(hover=True, settled=True),
        dict(focused=True),
        dict(enabled=False),
        dict(accent=True),
        dict(sublabel="Runde 2"),
    ]
    for look in looks:
        button = Button(
            pygame.Rect(120, 70, 170, 44),
            lambda: words[0],
            lambda: None,
            accent=look.get("accent", False),
            sublabel=(lambda sub=look["sublabel"]: sub) if "sublabel" in look else None,
        )
        button.enabled = look.get("enabled", True)
        button.hover = look.get("hover", False)
        if look.get("settled"):
            button._hover_time = 0.15
        focused = look.get("focused", False)
        for _ in range(2):  # drawn into the kept looks, then from them
            direct, from_kept = table.copy(), table.copy()
            button.draw(direct, app, focused)
            button.draw_kept(from_kept, app, focused)
            assert pygame.image.tobytes(direct, "RGB") == pygame.image.tobytes(from_kept, "RGB"), look
        assert button.kept_picture(app, focused) is not None and len(button._looks) == 1, look
    words[0] = "Turn board"
    assert Button(pygame.Rect(0, 0, 170, 44), lambda: words[0], lambda: None).picture_key(app, False)
    button.draw_kept(table.copy(), app, False)
    assert len(button._looks) == 2  # the new words: a new picture
    button._hover_time = 0.05
    assert button.picture_key(app, False) is None
