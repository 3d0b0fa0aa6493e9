"""Issue 27 in Down Under: what a newcomer met in a first hour. The animal's badge on its grey part, the
tray's title line clear of the picked card's frame, the gain badge clear of the status bar, no card left
lifted after a refused move, no toast over the results, the score card's words on rabbits and the dingo,
the tutorial's words on the option and its prepared tables, and a hint that weighs the animals."""

from __future__ import annotations

import math
import time
from dataclasses import replace

import pygame

from rules.ai import choose_move
from rules.downunder import GAME, score_of
from scenes.engine import textlog
from scenes.games.downunder import draw, tray, words
from scenes.games.downunder.art import badge_spot, part_centreline, plain_face
from scenes.games.downunder.tray import card_tile, picked_frame
from scenes.games.downunder.tutorial import BILLABONG_GAME, replay
from scenes.games.downunder.view import player_card
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames
from tests.scenes.test_downunder_scene import start
from tests.scenes.test_tutorial_downunder import clicks, goto_step
from tests.scenes.tutorial_driver import click, expected_move, open_tutorial, settle


def _distance_to(line: list[tuple[float, float]], point: tuple[float, float]) -> float:
    """The distance of a point from a polyline."""
    best = math.inf
    for (ax, ay), (bx, by) in zip(line, line[1:], strict=False):
        dx, dy = bx - ax, by - ay
        t = max(0.0, min(1.0, ((point[0] - ax) * dx + (point[1] - ay) * dy) / ((dx * dx + dy * dy) or 1)))
        best = min(best, math.dist(point, (ax + t * dx, ay + t * dy)))
    return best


def test_issue27_an_animal_sits_on_the_grey_part_it_belongs_to() -> None:
    size = 100
    for kind in ("curve", "straight"):
        for rot in range(4):
            face = plain_face(card_tile(kind, "emu", 0, rot), 0, False)
            grey = next(p for p in face.parts if not p.colour)
            colour = next(p for p in face.parts if p.colour)
            spot = badge_spot(face, size)
            assert _distance_to(part_centreline(grey.edges, kind, size), spot) < 2, (kind, rot)
            assert _distance_to(part_centreline(colour.edges, kind, size), spot) > size * 0.2, (kind, rot)


def test_issue27_the_picked_cards_frame_leaves_the_trays_title_line_free(app) -> None:
    app.tr.set_language("en")
    scene = start(app, ["human", "human"], {"animals": True}, moves=("straight/emu@(0,0)r0",))
    look = scene.view_now().tray.look
    rect = pygame.Rect(look.rect)
    surface = pygame.Surface(rect.inflate(2 * tray.PAD, 2 * tray.PAD).size, pygame.SRCALPHA)
    with textlog.recording() as log:
        tray.draw_tray(surface, app.fonts, tray.TrayView(look, 0.0))
    shift = (tray.PAD - rect.x, tray.PAD - rect.y)
    title = pygame.Rect(rect.x + 38, rect.y + 8, 320, 14)  # the title's and the hint's ink (label, small)
    for placed in log.placed:
        if placed.text in (look.title, look.hint):
            title = placed.ink.move(-shift[0], -shift[1])
            for slot in look.slots:
                frame = picked_frame(pygame.Rect(slot.rect), 1.0)
                assert not frame.colliderect(title), (placed.text, slot.key)
    for slot in look.slots:  # whatever the text log caught: the frame stays below the title line
        assert picked_frame(pygame.Rect(slot.rect), 1.0).top >= rect.y + 24


def test_issue27_the_gain_badge_never_lies_under_the_status_bar() -> None:
    board = pygame.Rect(16, 16, 880, 680)
    bar = pygame.Rect(200, 26, 500, 34)
    cell = pygame.Rect(420, 62, 90, 90)  # a card laid for now just under the bar
    badge = draw.badge_place(cell, (80, 30), board, bar)
    assert not badge.colliderect(bar) and board.contains(badge)
    assert badge.top >= cell.bottom  # it moved below its cell
    free = draw.badge_place(cell.move(0, 200), (80, 30), board, bar)
    assert free.bottom <= cell.move(0, 200).top  # elsewhere it stays over its cell


def test_issue27_no_card_stays_lifted_after_a_refused_move(app) -> None:
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 1)  # "lay a straight above your card"
    wrong = next(
        m
        for m in GAME.legal_moves(scene.state)
        if m.kind == "curve" and not scene.tutor.coach.step.accepts(GAME, scene.state, m)
    )
    for pos in clicks(scene, wrong):
        click(app, pos)
        run_frames(app, 2)
    settle(app, scene)
    run_frames(app, 30)
    assert scene.tutor.coach.refusal and scene.picked is None
    assert all(slot.lift == 0.0 for slot in scene.tray.slots)


def test_issue27_the_red_note_goes_when_the_right_card_lies_for_now(app) -> None:
    """A refused card leaves the step's red note; laying the card the step asks for (not yet confirmed)
    takes it away at once, instead of leaving it beside the right move."""
    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 1)
    step = scene.tutor.coach.step
    wrong = next(m for m in GAME.legal_moves(scene.state) if not step.accepts(GAME, scene.state, m))
    assert not scene.play(wrong) and scene.tutor.coach.refusal
    scene.set_tentative(expected_move(scene))
    assert scene.tutor.coach.refusal == ""


def test_issue27_no_toast_lies_over_the_results(app) -> None:
    scene = start(app, ["human", "human"])
    app.toast(lambda: "Yellow's path is finished: 9", 3.0)
    scene.game_over()
    run_frames(app, 2)
    assert isinstance(app.stack.top, ResultsScene) and app.toasts == []


def test_issue27_the_score_card_says_where_the_dingo_is(app) -> None:
    state = replay(BILLABONG_GAME)  # the tutorial's last table: Yellow's dingo card lies off his path
    b = score_of(state, 0)
    assert b.dingo_laid and not b.dingoes and b.rabbits and b.rabbit_penalty < 0
    for language in ("en", "de"):
        app.tr.set_language(language)
        card = player_card(app.t, state, 0, "Yellow")
        labels = [row.label for row in card.scoring]
        assert app.t("downunder.info.dingo_elsewhere") in labels
        assert app.t("downunder.info.dingo_laid") not in labels
        assert app.t("downunder.info.rabbits", rabbits=b.rabbits) in labels


def test_issue27_the_tutorial_says_the_animals_are_an_option_and_names_its_prepared_tables(app) -> None:
    for language in ("en", "de"):
        app.tr.set_language(language)
        option = app.t("option.downunder.animals")
        assert option in app.t("downunder.tutorial.animals") and option in app.t("downunder.tutorial.end")
        prepared = "prepared" if language == "en" else "vorbereitet"
        for step in ("border", "loop", "billabong"):
            assert prepared in app.t(f"downunder.tutorial.{step}"), step


# A game (both seats played by the rules' own moves): Yellow may complete an emu-kangaroo-platypus set with
# a straight that adds two parts, or lay a curve that adds three. The set is worth more.
SET_GAME = (
    "curve/emu@(0,0)r270",
    "straight/kangaroo@(0,1)r0",
    "curve/emu@(0,-1)r90",
    "straight/kangaroo@(1,0)r90",
    "straight/kangaroo@(1,-1)r90",
    "end@(2,0)W",
    "curve/rabbit@(-1,0)r0",
    "curve/kangaroo@(0,2)r270",
    "curve/kangaroo@(2,-1)r270",
    "curve/rabbit@(-1,2)r0",
    "straight/emu@(-1,-1)r0",
    "curve/rabbit@(-1,1)r90",
    "straight/emu@(2,-2)r0",
    "curve/kangaroo@(1,1)r270",
    "straight/platypus@(-1,-2)r0",
    "curve/dingo@(1,-2)r180",
    "end@(-1,-3)S",
)


def test_issue27_the_hint_takes_an_animal_set_over_a_longer_path_and_says_so(app) -> None:
    state = GAME.new(2, {"animals": True})
    for text in SET_GAME:
        state = GAME.apply(state, GAME.parse_move(state, text))
    seat = GAME.to_move(state)
    before = score_of(state, seat)
    grows = {m: score_of(GAME.apply(state, m), seat) for m in GAME.legal_moves(state)}
    longest = max(b.segments for b in grows.values())
    sets = [m for m, b in grows.items() if b.sets > before.sets]
    assert sets and all(grows[m].segments < longest for m in sets)  # a longer path is on offer
    move = choose_move(GAME, state, seat, "medium", seed=1, deadline=time.monotonic() + 2.0)  # the hint
    assert move in sets
    app.tr.set_language("en")
    reason = words.hint_reason(app, state, move, GAME.apply(state, move))
    assert "set of emu, kangaroo and platypus" in reason


def test_issue27_the_results_table_with_special_scoring_shortens_no_label(app) -> None:
    from scenes.games.downunder.panel import draw_score_table

    state = replay(BILLABONG_GAME)
    surface = pygame.Surface((1280, 720))
    for language in ("en", "de"):
        app.tr.set_language(language)
        with textlog.recording() as log:
            draw_score_table(surface, app, state, ["Yellow", "Red"], pygame.Rect(300, 330, 680, 200))
        assert app.t("downunder.table.rabbits") in [p.text for p in log.placed]
        assert not log.shortened, log.shortened


def _badge_contrast(face, size: int = 96) -> float:
    """How far the pixels around the animal's badge stand out from the same card without an animal."""
    from scenes.games.downunder.art import face_image

    bare = face_image(replace(face, animal="", faint=False), size)
    image = face_image(face, size)
    x, y = (round(c) for c in badge_spot(face, size))
    r = round(size * 0.15)
    total = 0
    for px in range(x - r, x + r):
        for py in range(y - r, y + r):
            a, b = image.get_at((px, py)), bare.get_at((px, py))
            total += sum(abs(a[i] - b[i]) for i in range(3))
    return total


def test_issue27_without_special_scoring_the_animals_are_faded_never_as_if_they_counted(app) -> None:
    from scenes.games.downunder.art import tile_face

    plain = start(app, ["human", "human"], {"animals": False}, moves=("straight@(0,0)r0",))
    cards = plain.view_now().cards
    assert cards.animals is False
    tile = cards.tiles[0]
    faded = tile_face(tile, 0, False, None, 0, cards.animals)
    counted = tile_face(tile, 0, False, None, 0, True)
    assert faded.faint and not counted.faint and faded.animal == counted.animal != ""
    assert _badge_contrast(faded) < 0.45 * _badge_contrast(counted)
    special = start(app, ["human", "human"], {"animals": True}, moves=("straight/emu@(0,0)r0",))
    assert special.view_now().cards.animals is True


def test_issue27_the_confirm_question_uses_the_buttons_own_words(app) -> None:
    scene = start(app, ["human", "human"], moves=("straight@(0,0)r0",))
    for language in ("en", "de"):
        app.tr.set_language(language)
        done, back = app.t("downunder.confirm"), app.t("downunder.take_back")
        question = app.t("downunder.status.confirm", name="Yellow")
        assert done in question and back in question, question
        for key in ("downunder.help", "downunder.rules.controls"):  # the rules name them the same way
            assert f"{done} (" in app.t(key) and f"{back} (" in app.t(key), (language, key)
        labels = [b.label() for b in (scene.confirm_button, scene.takeback_button)]
        assert labels == ["✓ " + done, "↶ " + back]
        scene.view_now()
        for button in (scene.confirm_button, scene.takeback_button):  # whole, not shrunk: the button fits
            assert app.fonts.get("label").size(button.label())[0] <= button.rect.w - 20, button.label()


def test_issue27_the_tutorials_frame_round_a_supply_card_leaves_its_name_free(app) -> None:
    """The pulsing frame round a supply card the step points at goes round its name too, instead of
    cutting through it."""
    from scenes.games.downunder.tutorial import mark

    scene = open_tutorial(app, "downunder")
    goto_step(app, scene, 1)
    slot = next(s for s in scene.tray.slots if s.key[0] == "straight")
    rect = mark(scene, ("slot", "straight"))
    name_bottom = slot.rect.bottom + 3 + app.fonts.get("tiny").get_linesize()
    assert rect is not None and rect.contains(slot.rect) and rect.bottom >= name_bottom


def test_issue27_the_dashes_legend_shows_only_while_a_dashed_line_is_on_the_table(app) -> None:
    from scenes.games.downunder.table import dashes_seen
    from scenes.games.downunder.view import table_seen

    app.tr.set_language("en")
    scene = start(app, ["human", "human"], moves=("straight@(0,0)r0",))  # one card: the area reaches far
    view = scene.view_now()
    seen = table_seen(pygame.Rect(view.board), scene.tray)
    assert not dashes_seen(view.area, seen) and "dashed" not in view.room
    scene = start(app, ["human", "human"], {"animals": True}, BILLABONG_GAME)  # 5 x 6 cards on a 5 x 7 area
    view = scene.view_now()
    assert dashes_seen(view.area, seen) and "dashed" in view.room


def test_issue27_a_slots_count_drops_as_its_card_is_laid_for_now(app) -> None:
    scene = start(app, ["human", "human"], {"animals": True}, ("straight/emu@(0,0)r0", "curve/emu@(1,1)r90"))

    def count(key) -> int:
        return next(s.count for s in scene.view_now().tray.look.slots if s.key == key)

    key = ("straight", "kangaroo")
    before = count(key)
    for pos in (scene.slot_center(key), scene.cell_center((0, -1))):
        click(app, pos)
        run_frames(app, 2)
    assert scene.tentative is not None and count(key) == before - 1
    scene.take_back()
    run_frames(app, 2)
    assert scene.tentative is None and count(key) == before


def test_issue27_the_tutorial_shows_the_learners_own_supply_while_red_is_to_move(app) -> None:
    app.tr.set_language("en")
    scene = open_tutorial(app, "downunder")
    texts = [s.text for s in scene.tutor.script.steps]
    for step in ("loop", "billabong_done", "score", "animals", "end"):
        goto_step(app, scene, texts.index(f"downunder.tutorial.{step}"))
        settle(app, scene)
        assert scene.session.to_move == 1, step  # Red is to move in each of these
        look = scene.view_now().tray.look
        assert scene.tray.seat == 0 and "Yellow" in look.title, step


def test_issue27_the_loop_step_takes_no_point_off_before_animals_are_explained() -> None:
    from scenes.games.downunder.tutorial import LOOP, LOOP_REPLY

    before, after = score_of(replay(LOOP), 0), score_of(replay(LOOP + (LOOP_REPLY,)), 0)
    assert (
        after.rabbits == 0 and after.provisional == before.provisional + 1
    )  # the loop's grey part, no rabbit


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    run_frames(app, 3)


def _note_ink(app, scene, message: str) -> list[pygame.Rect]:
    """Where the lines of a hover note were drawn in a frame of the scene."""
    surface = pygame.Surface((1280, 720))
    with textlog.recording() as log:
        scene.draw(surface)
    lines = [p.ink for p in log.placed if p.text and p.text in message]
    assert lines, message
    return lines


def test_issue27_the_hover_notes_keep_clear_of_the_tutorials_highlight_frames(app) -> None:
    from scenes.games.downunder.draw import MARK_REACH, clear_of

    inside = pygame.Rect(20, 20, 860, 660)
    frames = [pygame.Rect(400, 300, 60, 60)]
    note = clear_of(pygame.Rect(380, 320, 200, 50), frames, inside)  # would lie over the frame: moved off
    assert not note.colliderect(frames[0].inflate(2 * MARK_REACH, 2 * MARK_REACH)) and inside.contains(note)
    assert clear_of(pygame.Rect(600, 500, 200, 50), frames, inside) == pygame.Rect(600, 500, 200, 50)
    for language in ("en", "de"):
        app.tr.set_language(language)
        scene = open_tutorial(app, "downunder")
        texts = [s.text for s in scene.tutor.script.steps]
        for step, key, cell in (
            ("rotate", ("curve", "kangaroo"), None),
            ("refused", ("straight", "emu"), (0, 1)),
        ):
            goto_step(app, scene, texts.index(f"downunder.tutorial.{step}"))
            settle(app, scene)
            click(app, scene.slot_center(key))
            run_frames(app, 3)
            _hover(app, scene.slot_center(key) if cell is None else scene.cell_center(cell))
            view = scene.view_now()
            message = view.slot_tip.message if cell is None else view.ghost.reason
            assert view.keep_clear
            for ink in _note_ink(app, scene, message):
                for mark in scene.tutor.marks():
                    assert not ink.colliderect(mark.inflate(2 * MARK_REACH, 2 * MARK_REACH)), (language, step)


ROOM = 8  # the room at the right of a line that the shared card lacks: its text ends 0-2 px from its edge


def test_issue27_every_step_fits_the_card_with_real_room_at_the_right_in_both_languages(app) -> None:
    """The coach's card (shared, tutorial/card.py) wraps at its full inner width, so a German line may end
    0-2 px from the text's edge. Every Down Under step, with each note it can show, fits the card as well
    when its text wraps ROOM px narrower, and its widest line then leaves that room: the card can take the
    margin without cutting a line of this tutorial."""
    from scenes.games.tutorial.card import LINE, PAD, SMALL_LINE

    scene = open_tutorial(app, "downunder")
    card = scene.tutor.card
    width = card.rect.w - 2 * PAD - ROOM
    for language in ("en", "de"):
        app.tr.set_language(language)
        fonts = app.fonts
        for step in scene.tutor.script.steps:
            lines = fonts.wrap(app.t(step.text), "body", width)
            assert max(fonts.get("body").size(line)[0] for line in lines) <= width
            notes = ["tutorial.your_move", "tutorial.wrong.move"]
            if isinstance(step.wrong, str):
                notes.append(step.wrong)
            for note in notes if not step.waits_for_continue else [""]:
                note_lines = fonts.wrap(app.t(note), "small", width - 16) if note else []
                bottom = card.rect.y + 44 + sum(LINE if line else LINE // 2 for line in lines)
                bottom += 8 + 10 + SMALL_LINE * len(note_lines) + 12 if note else 0
                assert bottom <= card.back_button.rect.top - 8, (language, step.text, note)
