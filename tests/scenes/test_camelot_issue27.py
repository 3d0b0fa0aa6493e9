"""Issue 27, Camelot's part: a first hour without a fault. A stray click keeps the route being built and
says why; a chain that cannot go on ends by itself; the route's buttons have words of their own and show
only when they apply; the status card's sentences wrap whole in German; the cards' castle pips, castle-move
towers and fifty-move count explain themselves under the pointer; the hint gives no piece away when a move
exists that gives none, and says what its move does; the save's picture shows the position."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pygame

import rules
from rules.ai.api import choose_move
from rules.camelot import FILES, SQUARES, exchange_of
from scenes.engine import layers, textlog, theme
from scenes.engine.cache import clear_all
from scenes.games.camelot import art, panel, words
from scenes.games.camelot.palette import TRACE
from scenes.games.camelot.view import Mark, Route, columns, tip_zones
from scenes.games.snapshot import THUMB_SIZE
from tests.scenes import tutorial_driver as driver
from tests.scenes.test_camelot_scene import CHARGE, OWN_CASTLE, click, played, settle, sq, start
from tests.scenes.test_tutorial_camelot import clicks
from tests.scenes.tutorial_driver import open_tutorial

ROOT = Path(__file__).resolve().parents[2]
G = rules.GAMES["camelot"]
# White's knight on I9 may step to H10, where Black takes it at once; most other moves give nothing away.
GIVEAWAY = """turn: white
white knights: D7 B8 I9 G13
white men: E3 J5 D6 G6 E7 F7 H7
black knights: G10 C11 J12 D13
black men: D11 E11 G11
"""


def test_issue27_a_stray_click_keeps_the_route_and_says_why(app) -> None:
    scene = start(app, ("human", "human"), CHARGE)
    settle(app, scene)
    for name in ("E5", "E7", "E9"):
        click(app, scene, name)
    route = scene.picker.partial
    toasts = len(app.toasts)
    click(app, scene, "K8")  # an empty square far off the route
    assert scene.picker.partial == route and played(scene) == []
    assert len(app.toasts) == toasts + 1 and app.toasts[-1][0] == app.t("camelot.toast.stray")
    click(app, scene, "C11")  # an enemy piece off the route: the same
    assert scene.picker.partial == route


def test_issue27_a_jump_chain_that_cannot_go_on_ends_by_itself(app) -> None:
    scene = start(app, ("human", "human"), CHARGE)
    settle(app, scene)
    for name in ("E5", "E7", "E9", "G11"):
        click(app, scene, name)
    assert played(scene) == []
    click(app, scene, "I9")  # no jump is left from I9
    assert played(scene) == ["E5-E7xE9xG11xI9"]


def test_issue27_the_route_buttons_have_words_of_their_own_and_show_only_when_they_apply(app) -> None:
    for language in ("de", "en"):
        table: dict[str, str] = {}
        for name in (f"core.{language}.json", f"tutorial.{language}.json", f"camelot.{language}.json"):
            table.update(json.loads((ROOT / "assets" / "lang" / name).read_text(encoding="utf-8")))
        ours = {table["camelot.route.back"], table["camelot.route.done"]}
        others = {table[k] for k in ("game.undo", "game.hint", "tutorial.back_short", "tutorial.finish")}
        others.add(table["tutorial.continue"])
        assert len(ours) == 2 and not ours & others, language
        words_of = {w.strip("◀ ").lower() for text in others for w in text.split()}
        assert not {w.lower() for text in ours for w in text.split()} & words_of, language
    scene = start(app, ("human", "human"))
    app.step(1 / 60)
    assert scene.back_button not in scene.buttons.widgets and scene.done_button not in scene.buttons.widgets
    click(app, scene, "D7")
    click(app, scene, "D5")  # a canter that may end here or go on to B7
    app.step(1 / 60)
    assert scene.back_button in scene.buttons.widgets and scene.done_button in scene.buttons.widgets
    scene.done_button.activate(app)
    assert played(scene) == ["D7-D5"]


def test_issue27_the_status_card_wraps_every_sentence_whole_in_german(app) -> None:
    app.tr.set_language("de")
    scene = start(app, ("human", "human"), CHARGE)
    scene.session.states[-1] = replace(scene.state, quiet=40)
    scene.sync()
    scene.on_turn()
    settle(app, scene)
    for name in ("E5", "E7", "E9"):  # the capture alert, a route, a full legend
        click(app, scene, name)
    clear_all()
    with textlog.recording() as log:
        scene.draw(app.canvas)
    assert log.faults() == []
    drawn = " ".join(p.text for p in log.placed)
    assert "Züge ohne Schlagen oder" in drawn and "(dann unentschieden)" in drawn
    assert "Klicke ein markiertes Feld." in drawn  # the whole instruction
    for _, label in scene.view_now().cards.legend:
        assert label.split()[-1] in drawn


def test_issue27_the_cards_explain_their_castle_marks_and_the_fifty_move_count(app) -> None:
    scene = start(app, ("human", "human"))
    scene.session.states[-1] = replace(scene.state, quiet=6)
    scene.sync()
    scene.on_turn()
    card = scene.panel.cards[0]
    status = scene.panel.status_rect
    for pos, key in (
        ((card.x + 250, card.y + 88), "camelot.tip.castle_moves"),
        ((card.x + 165, card.y + 88), "camelot.tip.in_castle"),
        ((status.centerx, status.bottom - 10), "camelot.tip.quiet"),
    ):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60)
        assert scene.view_now().cards.tip[0] == app.t(key)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    assert scene.view_now().cards.tip is None


def test_issue27_the_hint_gives_no_piece_away_and_says_what_its_move_does(app) -> None:
    state = G.from_text(GIVEAWAY)
    assert exchange_of(state, G.parse_move(state, "I9-H10")).gives_away  # Black takes the knight at once
    assert any(not exchange_of(state, m).gives_away for m in G.legal_moves(state))
    move = choose_move(G, state, 0, "medium", seed=1)
    assert not exchange_of(state, move).gives_away
    reason = words.hint_reason(app, state, move, G.apply(state, move))
    assert reason and "every move" not in reason and "jeder Zug" not in reason


def test_issue27_the_saves_picture_shows_every_piece(app) -> None:
    scene = start(app, ("human", "human"))
    picture = scene.snapshot_picture(THUMB_SIZE)
    assert picture.get_size() == THUMB_SIZE
    colours = [tuple(picture.get_at((x, y)))[:3] for x in range(THUMB_SIZE[0]) for y in range(THUMB_SIZE[1])]
    light = sum(1 for c in colours if min(c) > 235)
    dark = sum(1 for c in colours if max(c) < 30)
    assert light >= 14 * 4 and dark >= 14 * 4  # each of the 14 pieces a side, a few pixels each


def _hover(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)


def test_issue27_tips_every_part_with_a_tip_shows_a_question_mark_that_lights_under_the_pointer(
    app, monkeypatch
) -> None:
    scene = start(app, ("human", "human"))
    scene.session.states[-1] = replace(scene.state, quiet=6)
    scene.sync()
    scene.on_turn()
    _hover(app, (640, 360))
    faces = scene.view_now().ground.faces
    zones = tip_zones(faces, True)
    assert len(zones) == 5  # each card's castle pips and towers, the fifty-move count
    with textlog.recording() as log:
        scene.draw(app.canvas)
    marks = [p.ink for p in log.placed if p.text == "?"]
    for _, box in zones:
        assert any(pygame.Rect(box).contains(ink) for ink in marks), box
    assert log.problems() == [] and log.faults() == []
    dim = app.canvas.copy()
    kind, box = zones[1]  # White's castle-move towers
    _hover(app, pygame.Rect(box).center)
    hot = scene.view_now().cards.hot
    assert hot is not None and pygame.Rect(box).contains(hot)
    monkeypatch.setattr(layers, "KEEP", False)  # the cards' labels painted in place, not a kept picture
    with textlog.recording() as log:
        scene.draw(app.canvas)
    labels = [p.ink for p in log.placed if p.text == app.t("camelot.castle_moves")]
    clear = not any(pygame.Rect(hot).colliderect(ink) for ink in labels)
    assert labels and clear  # the frame clears its label
    edge = pygame.Rect(hot)  # its frame
    lit = [
        p
        for p in ((edge.centerx, edge.y), (edge.x, edge.centery))
        if app.canvas.get_at(p)[:3] != dim.get_at(p)[:3]
    ]
    assert lit, "the hovered part is framed"
    _hover(app, pygame.Rect(zones[4][1]).center)  # the fifty-move count: framed round its words
    hot = scene.view_now().cards.hot
    with textlog.recording() as log:
        scene.draw(app.canvas)
    counted = [p.ink for p in log.placed if p.text.startswith(("Moves without", "50 ("))]
    assert counted and all(pygame.Rect(hot).inflate(-2, -2).contains(ink) for ink in counted)


def _shape(surface: pygame.Surface, at: tuple[int, int], ground: tuple) -> set[tuple[int, int]]:
    """Where a 22-pixel icon at `at` differs from the card's own colour."""
    x0, y0 = at
    return {
        (x, y)
        for x in range(22)
        for y in range(22)
        if sum(abs(a - b) for a, b in zip(surface.get_at((x0 + x, y0 + y))[:3], ground, strict=True)) > 30
    }


def test_issue27_towers_a_used_castle_move_differs_in_shape_not_only_in_colour(app) -> None:
    scene = start(app, ("human", "human"), OWN_CASTLE)  # White has made one castle move of two
    _hover(app, (640, 360))
    scene.draw(app.canvas)
    ly, _, _, mx = columns(scene.view_now().ground.faces.cards[0])
    card = tuple(app.canvas.get_at((mx - 6, ly + 29)))[:3]  # the card between the pips and the towers
    unused = _shape(app.canvas, (mx, ly + 18), card)
    used = _shape(app.canvas, (mx + 28, ly + 18), card)
    assert len(unused ^ used) > 0.5 * len(unused)  # another shape (hollow, crossed out), not a recoloured one
    brightest = max(sum(app.canvas.get_at((mx + 28 + x, ly + 18 + y))[:3]) / 3 for x, y in used)
    assert brightest > sum(card) / 3 + 80  # and clearly visible on the dark card


def test_issue27_legend_the_last_move_looks_as_on_the_board(app) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "F7")
    click(app, scene, "F8")
    settle(app, scene)
    assert played(scene) == ["F7-F8"] and "tint" in scene.view_now().marks
    _hover(app, (1200, 20))
    scene.draw(app.canvas)
    square = scene.view.cell_rect(sq("F7")).inflate(-12, -12)  # the empty square the man left
    on_board = _mean(app.canvas, square)
    icon = pygame.Surface((24, 24))
    icon.fill(theme.PANEL)
    icon.blit(panel.legend_icon("tint", 0), (0, 0))
    squares = [_mean(icon, pygame.Rect(1 + 8 * i, 1 + 8 * j, 5, 5)) for i in range(3) for j in range(3)]
    assert min(sum(abs(a - b) for a, b in zip(q, on_board, strict=True)) for q in squares) < 45


def _mean(surface: pygame.Surface, rect: pygame.Rect) -> tuple[float, float, float]:
    pixels = [
        tuple(surface.get_at((x, y)))[:3]
        for x in range(rect.x, rect.right)
        for y in range(rect.y, rect.bottom)
    ]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def test_issue27_numbers_the_status_card_counts_moves_as_the_move_list_does(app) -> None:
    scene = start(app, ("human", "human"))
    for name in ("F7", "F8", "F11", "F9", "G7", "G8"):
        click(app, scene, name)
        settle(app, scene)
    entries = len(scene.history.entries)
    assert entries == 3
    assert scene.view_now().cards.status.headline.startswith(f"Move {entries + 1} ·")


def test_issue27_tips_the_tutorial_says_where_the_tips_are_and_how_a_used_tower_looks() -> None:
    for language, crossed in (("en", "crossed-out"), ("de", "durchgestrichen")):
        table = json.loads(
            (ROOT / "assets" / "lang" / f"tutorial-camelot.{language}.json").read_text("utf-8")
        )
        tips = json.loads((ROOT / "assets" / "lang" / f"camelot.{language}.json").read_text("utf-8"))
        step = table["camelot.tutorial.panel"]
        assert " ? " in step or " ?," in step, language  # the mark beside every part with a tip
        assert crossed in step and crossed in tips["camelot.tip.castle_moves"], language


# ---------------------------------------------------------------------------------------------- third round
# Pieces on the first square of ranks 2, 3, 4, 9, 12, 13, 15 and 16 (where the rank numbers stood).
EDGES = """turn: white
white knights: A9 F16
white men: A4 B3 C2 D2
black knights: A13
black men: A12 C15 L5
"""


def test_issue27_labels_the_rank_numbers_and_file_letters_stand_outside_the_squares(app) -> None:
    scene = start(app, ("human", "human"))
    for flipped in (False, True):
        geo = scene.view.geometry()
        geo = replace(geo, flipped=flipped)
        font = pygame.font.Font(None, art.label_size(geo))
        places = art.label_places(geo, font.size)
        assert sorted(w for w, _, _ in places) == sorted([*FILES, *(str(r) for r in range(1, 17))])
        cells = [geo.cell_rect(s) for s in SQUARES]
        frame = pygame.Rect(geo.grid).inflate(2 * geo.margin, 2 * geo.margin)
        for k, (label, rect, _) in enumerate(places):
            assert rect.collidelist(cells) == -1, (label, flipped)  # no piece can stand over it
            others = [r for j, (_, r, _) in enumerate(places) if j != k]
            assert rect.collidelist(others) == -1, (label, flipped)  # nor another coordinate
            assert frame.contains(rect), (label, flipped)  # on the frame, not off the board


def test_issue27_labels_a_piece_on_an_edge_square_leaves_its_rank_number_readable(app) -> None:
    scene = start(app, ("human", "human"), EDGES)
    settle(app, scene)
    _hover(app, (1200, 20))
    geo = scene.view.geometry()
    font = pygame.font.Font(None, art.label_size(geo))
    board = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    image, offset = art.board_image(geo, scene.art.fonts)
    board.blit(image, offset)
    scene.draw(app.canvas)
    for label, rect, _ in art.label_places(geo, font.size):
        rect = rect.clip(app.canvas.get_rect())
        same = all(
            app.canvas.get_at((x, y))[:3] == board.get_at((x, y))[:3]
            for x in range(rect.x, rect.right, 2)
            for y in range(rect.y, rect.bottom, 2)
        )
        assert same, label  # nothing is drawn over a coordinate


def test_issue27_last_move_its_squares_and_route_differ_in_shape_and_show_round_the_piece(app) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "F7")
    click(app, scene, "F8")
    settle(app, scene)
    _hover(app, (1200, 20))
    table = scene.view_now().table
    marks = {(m.art, m.sq) for m in table.under if isinstance(m, Mark)}
    assert ("came_from", sq("F7")) in marks and ("went_to", sq("F8")) in marks
    routes = [r for r in table.over if isinstance(r, Route)]  # over the pieces, a one-step move too
    assert [r.squares for r in routes] == [(sq("F7"), sq("F8"))] and routes[0].short > 0
    came, went = (art.marker(kind, 40, TRACE) for kind in ("came_from", "went_to"))
    shape = [
        {(x, y) for x in range(40) for y in range(40) if m.get_at((x, y))[3] > 160} for m in (came, went)
    ]
    assert len(shape[0] ^ shape[1]) > 0.5 * max(len(s) for s in shape)  # told apart without colour
    scene.draw(app.canvas)
    rect = scene.view.cell_rect(sq("F8"))
    corners = [rect.topleft, (rect.right - 3, rect.top), (rect.x, rect.bottom - 3)]
    board = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    image, offset = art.board_image(scene.view.geometry(), scene.art.fonts)
    board.blit(image, offset)
    for x, y in corners:  # the corner brackets show beside the piece that stands there
        changed = sum(
            1
            for dx in range(3)
            for dy in range(3)
            if sum(
                abs(a - b)
                for a, b in zip(
                    app.canvas.get_at((x + dx, y + dy))[:3], board.get_at((x + dx, y + dy))[:3], strict=True
                )
            )
            > 90
        )
        assert changed >= 5, (x, y)
    tip = scene.view.to_screen(sq("F8"))
    y_head = int(tip[1] + routes[0].short - 2)  # the arrow's head, just below the piece's rim
    assert app.canvas.get_at((int(tip[0]), y_head))[:3] != board.get_at((int(tip[0]), y_head))[:3]


def test_issue27_tips_a_tip_stays_clear_of_its_part_and_the_tutorials_frame(app) -> None:
    scene = open_tutorial(app, "camelot")
    driver.advance_to(app, scene, 6, clicks)  # the step about the cards: it frames their castle parts
    assert scene.tutor.coach.step.text == "camelot.tutorial.panel"
    frames = [m.inflate(34, 34) for m in scene.tutor.marks()]  # as far as the pulsing frame ever reaches
    assert frames
    for kind, box in tip_zones(scene.view_now().ground.faces, True):
        _hover(app, pygame.Rect(box).center)
        cards = scene.view_now().cards
        assert cards.tip is not None, kind
        lines = scene.art.fonts.wrap(cards.tip[0], "small", panel.TIP_W - 24)
        sx, _, sw, _ = cards.faces.status
        tip = panel.tip_box(len(lines), *cards.tip[1:], cards.hot, sx + sw, app.canvas.get_rect())
        assert not tip.colliderect(pygame.Rect(cards.hot)), kind
        assert app.canvas.get_rect().contains(tip), kind
        assert tip.collidelist(frames) == -1, kind
