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
from rules.camelot import exchange_of
from scenes.engine import textlog
from scenes.engine.cache import clear_all
from scenes.games.camelot import words
from scenes.games.snapshot import THUMB_SIZE
from tests.scenes.test_camelot_scene import CHARGE, click, played, settle, start

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
