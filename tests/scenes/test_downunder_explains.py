"""Down Under explains itself (issue 15): the live score and what a card would add before it is laid, the
results table that adds up, moves told in words, a card dragged from the supply, the play area's room, the
tray's card tips and a hint that says why. Driven through the real scene with SDL events, headless."""

from __future__ import annotations

import random
import re

import pygame

import rules
from rules.downunder import live_score, score_change, score_of
from rules.session import GameSession, Seat
from scenes.games.downunder import words
from scenes.games.launch import start_game_scene
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames
from tests.scenes.test_downunder_scene import post_click, post_motion, settle, start, until

GAME = rules.GAMES["downunder"]


def post_press(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.step(1 / 60)


def post_drag_motion(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    app.step(1 / 60)


def post_release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.step(1 / 60)


def drag(app, start_pos, end_pos) -> None:
    """Press on `start_pos`, move there in steps with the button held, release."""
    post_press(app, start_pos)
    for t in (0.1, 0.4, 0.7, 1.0):
        x = round(start_pos[0] + (end_pos[0] - start_pos[0]) * t)
        y = round(start_pos[1] + (end_pos[1] - start_pos[1]) * t)
        post_drag_motion(app, (x, y))
    post_release(app, end_pos)


def random_moves(players: int, count: int, seed: int, animals: bool = True) -> list:
    rng = random.Random(seed)
    state, moves = GAME.new(players, {"animals": animals}), []
    for _ in range(count):
        if state.over:
            break
        move = rng.choice(GAME.legal_moves(state))
        moves.append(move)
        state = GAME.apply(state, move)
    return moves


def banner_number(text: str) -> int:
    return int(re.match(r"\(?(-?\d+)\)?", text).group(1))


# ---------------------------------------------------------------------------------------------- live score
def test_the_banner_shows_every_seats_live_score_from_the_rules(app) -> None:
    for seed in (1, 2):
        scene = start(app, ["human", "human", "human"], {"animals": True}, moves=random_moves(3, 14, seed))
        state = scene.state
        shown = scene.seat_status()
        assert [banner_number(s) for s in shown] == [live_score(state, seat) for seat in range(3)]
        for seat in range(3):
            b = score_of(state, seat)
            assert shown[seat].startswith("(") == bool(b.dingo_rule)  # the dingo rule still to come: brackets


def test_the_preview_equals_the_change_the_move_makes(app) -> None:
    scene = start(app, ["human", "human"], {"animals": True}, moves=random_moves(2, 10, 4))
    before = scene.state
    seat = before.turn
    checked = 0
    for key, cells in list(scene.by_slot.items())[:3]:
        post_click(app, scene.slot_center(key))
        for cell in list(cells)[:3]:
            post_motion(app, scene.cell_center(cell))
            move = scene.considered_move()
            assert move is not None and move.cell == cell and move in GAME.legal_moves(before)
            expected = tuple(
                live_score(GAME.apply(before, move), s) - live_score(before, s) for s in range(2)
            )
            assert scene.gains.of(before, move) == expected == score_change(before, move)
            status = scene.seat_status()
            for s, delta in enumerate(expected):
                assert (f"{delta:+d}" in status[s]) == bool(delta)
            checked += 1
    assert checked >= 3
    # lay the last one for real: the banner then shows exactly that much more
    post_click(app, scene.cell_center(cell))
    laid = scene.tentative
    change = scene.gains.of(before, laid)
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    after = scene.state
    assert [live_score(after, s) - live_score(before, s) for s in range(2)] == list(change)
    assert banner_number(scene.seat_status()[seat]) == live_score(before, seat) + change[seat]


def test_a_move_that_lengthens_another_path_shows_both_gains(app) -> None:
    from scenes.games.downunder.pick import slot_of

    for seed in range(40):  # a position where some card's neutral part lengthens the other path
        moves = random_moves(2, 8, seed, animals=False)
        state = GAME.new(2)
        for move in moves:
            state = GAME.apply(state, move)
        found = [
            m for m in GAME.legal_moves(state) if m.kind != "turn" and score_change(state, m)[1 - state.turn]
        ]
        if found:
            break
    move = found[0]
    scene = start(app, ["human", "human"], moves=moves)
    post_click(app, scene.slot_center(slot_of(move)))
    scene.rot = move.rot
    post_motion(app, scene.cell_center(move.cell))
    assert scene.considered_move() == move
    change = score_change(state, move)
    status = scene.seat_status()
    assert all(f"{d:+d}" in status[s] for s, d in enumerate(change) if d)


# ---------------------------------------------------------------------------------------------- results
def _finished_session(players: int, seed: int, animals: bool) -> GameSession:
    seats = [Seat("human", f"P{i + 1}") for i in range(players)]
    session = GameSession.start("downunder", seats, {"animals": animals}, seed)
    rng = random.Random(seed)
    while not session.over:
        session.play(rng.choice(GAME.legal_moves(session.state)))
    return session


def test_the_results_table_adds_up_to_every_final_score(app) -> None:
    for players, seed, animals in ((2, 3, False), (3, 8, True), (4, 5, True)):
        session = _finished_session(players, seed, animals)
        rows = words.score_table(app, session.state)
        outcome = GAME.outcome(session.state)
        total = rows[-1]
        assert total.total and list(total.points) == list(outcome.scores)
        for seat in range(players):
            assert sum(row.points[seat] for row in rows[:-1]) == outcome.scores[seat]
            assert total.texts[seat] == str(outcome.scores[seat])
        assert len(rows) == (5 if animals else 2)  # parts (+ sets, rabbits, dingo) and the total


def test_the_results_screen_draws_the_table_in_both_languages(app) -> None:
    for language in ("en", "de"):
        app.tr.set_language(language)
        session = _finished_session(3, 8, True)
        start_game_scene(app, session)
        scene = app.stack.top
        until(app, lambda: isinstance(app.stack.top, ResultsScene))
        run_frames(app, 60)
        drawn = []
        real = scene.draw_result_details
        scene.draw_result_details = lambda surface, area, drawn=drawn, real=real: (
            drawn.append(area) or real(surface, area)
        )
        run_frames(app, 2)
        area = drawn[-1]
        assert area.h >= 5 * 20 + 30  # room for the header and every row
        assert area.bottom <= app.stack.top.group.widgets[0].rect.y  # above the buttons


# ---------------------------------------------------------------------------------------------- words
def test_the_move_list_tells_moves_in_words_not_coordinates(app) -> None:
    scene = start(app, ["human", "human", "human"], {"animals": True}, moves=random_moves(3, 16, 6))
    entries = [text for text, _ in scene.history.entries]
    assert len(entries) == 16
    compass = ("north", "east", "south", "west")
    for i, entry in enumerate(entries):
        assert "@" not in entry and not re.search(r"-?\d+,-?\d+", entry), entry
        assert entry.startswith(scene.seats[scene.session.movers[i]].name)
    assert sum(any(word in entry for word in compass) for entry in entries) >= 10
    assert any("turns left" in e or "turns right" in e or "straight on" in e for e in entries)
    app.tr.set_language("de")
    german = words.describe(app, scene.session.states[5], scene.session.moves[5], ["Gelb", "Rot", "Blau"])
    assert german.startswith(("Gelb", "Rot", "Blau")) and " legt " in german or " schließt " in german


def test_long_entries_wrap_and_nothing_is_cut_in_the_middle(app) -> None:
    scene = start(app, ["human", "human", "human"], {"animals": True}, moves=random_moves(3, 16, 6))
    lines = scene.history.lines(app)
    width = scene.history.rect.w - 28
    font = app.fonts.get("small")
    assert len(lines) > len(scene.history.entries)  # some sentence took two rows
    assert all(font.size(text)[0] + indent <= width for indent, text, _ in lines)


# ---------------------------------------------------------------------------------------------- drag
def test_a_drag_lays_the_same_card_as_the_clicks(app) -> None:
    moves = random_moves(2, 6, 9)
    scene = start(app, ["human", "human"], {"animals": True}, moves=moves)
    key = next(iter(scene.by_slot))
    cell = next(iter(scene.by_slot[key]))
    post_click(app, scene.slot_center(key))
    post_motion(app, scene.cell_center(cell))
    post_click(app, scene.cell_center(cell))
    by_clicks = scene.tentative
    assert by_clicks is not None
    scene = start(app, ["human", "human"], {"animals": True}, moves=moves)
    drag(app, scene.slot_center(key), scene.cell_center(cell))
    assert scene.hand.drag is None and scene.tentative == by_clicks
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    assert scene.session.moves[-1] == by_clicks


def test_a_drop_on_an_illegal_place_plays_nothing_and_says_why(app) -> None:
    scene = start(app, ["human", "human"], moves=["curve@(0,0)r0", "curve@(1,1)r0"])
    key = ("straight", "")
    drag(app, scene.slot_center(key), scene.cell_center((0, 0)))  # a taken place
    assert scene.tentative is None and len(scene.session.moves) == 2
    assert app.toasts and app.toasts[-1][0] == app.t("downunder.why.occupied")
    assert scene.hand.back is not None  # the card flies home
    run_frames(app, 40)
    assert scene.hand.back is None
    drag(app, scene.slot_center(key), scene.tray.rect.center)  # let go over the tray
    assert scene.tentative is None and len(scene.session.moves) == 2
    assert app.toasts[-1][0] == app.t("downunder.drop_on_place")


# ---------------------------------------------------------------------------------------------- room, tips, hint
def test_the_room_line_names_the_area_and_what_the_cards_take() -> None:
    from rules.downunder import play_area

    class App:
        @staticmethod
        def t(key, **values):
            return key + repr(sorted(values.items()))

    state = GAME.new(2)
    assert words.room_text(App, state) == ""  # nothing on the table yet
    for move in ("straight@(0,0)r0", "straight@(1,1)r90", "straight@(0,-1)r0"):
        state = GAME.apply(state, GAME.parse_move(state, move))
    said = words.room_text(App, state)
    assert said.startswith("downunder.room.open") and "('bh', 3)" in said and "('bw', 2)" in said
    fixed = None
    for seed in range(30):  # a random game in which the play area gets fixed
        rng, state = random.Random(seed), GAME.new(2)
        while play_area(state) is None and not state.over:
            state = GAME.apply(state, rng.choice(GAME.legal_moves(state)))
        if play_area(state) is not None:
            fixed = state
            break
    assert fixed is not None and words.room_text(App, fixed).startswith("downunder.room.fixed")
    assert words.room_text(App, GAME.new(2, {"unbounded": True})) == ""


def test_issue27_the_room_line_and_the_dashed_frame_agree(app) -> None:
    """Play area 5 x 7 and cards 2 wide, 7 long: the area is named in the cards' orientation, the dashed
    frame (every place the area may still lie) is explained, and a view turned a quarter swaps both."""
    from scenes.games.downunder.tutorial import BORDER, replay

    state = replay(BORDER)  # 2 x 7 cards on a 5 x 7 area: only the upright orientation fits
    said = words.room_text(app, state, dashed=True)
    assert "5 × 7" in said and "2 × 7" in said and "dashed" in said and "either way" not in said
    assert "dashed" not in words.room_text(app, state)  # said only while a dashed line is seen
    assert "7 × 5" in words.room_text(app, state, 1) and "7 × 2" in words.room_text(app, state, 1)
    lying = GAME.new(2)
    for x in range(6):  # Yellow along row 0, Red along row 1
        for y in (0, 1):
            if (x, y) != (5, 1):
                lying = GAME.apply(lying, GAME.parse_move(lying, f"straight@({x},{y})r90"))
    said = words.room_text(app, lying)  # 6 across: only the area lying across (7 x 5) fits
    assert "7 × 5" in said and "6 × 2" in said
    app.tr.set_language("de")
    assert "gestrichelt" in words.room_text(app, state, dashed=True)


def test_the_end_card_in_the_tray_explains_itself(app, monkeypatch) -> None:
    from scenes.games.downunder import draw

    scene = start(app, ["human", "human"], moves=random_moves(2, 8, 2, animals=False))
    drawn = []
    real = draw._tooltip
    monkeypatch.setattr(
        draw,
        "_tooltip",
        lambda surface, fonts, view, message, *a, **k: (
            drawn.append(message) or real(surface, fonts, view, message, *a, **k)
        ),
    )
    post_motion(app, scene.slot_center(("end", "")))
    run_frames(app, 2)
    assert drawn and drawn[-1] == app.t("downunder.card_tip.end")


def test_the_hint_says_why_in_a_sentence(app) -> None:
    scene = start(app, ["human", "human"], {"animals": True}, moves=random_moves(2, 10, 4))
    move = GAME.legal_moves(scene.state)[0]
    scene.show_hint(move)
    said = app.toasts[-1][0]
    assert said.startswith("Hint: ") and ", because " in said and said.endswith(".")
    assert words.describe(app, scene.state, move, [s.name for s in scene.seats]) in said
