"""Camelot's screens that explain themselves (issue 15): the legend names exactly the marks on the board,
a charge or a multi-jump is built square by square and can be taken back before Done, the board says when
capturing is compulsory and marks exactly the pieces the rules let capture, and hints say why."""

from __future__ import annotations

import random

import pygame
import pytest

from rules.camelot import CASTLES, move_steps, must_capture_now
from scenes.games.camelot import art, draw, words
from scenes.games.camelot.palette import CAPTURE, CURSOR, HINT, HOVER_RING, SELECT, TARGET, TRACE
from scenes.games.camelot.view import LEGEND_ORDER
from tests.scenes.test_camelot_scene import CHAIN, CHARGE, G, click, key, played, settle, sq, start


def _kind_of(art_kind: str, colour: tuple) -> str:
    """Which legend entry a mark drawn with this picture and colour is (colour-blind mode off)."""
    if art_kind == "capturer":
        return "duty" if colour == SELECT else "capturer"
    if art_kind == "select":
        return "hint" if colour == HINT else "select"
    if art_kind == "victim":
        return "hint" if colour == HINT else "victim"
    if art_kind in ("came_from", "went_to"):  # the last move's two squares: one legend entry
        return "tint"
    return art_kind


def drawn_marks(app, scene, monkeypatch) -> set[str]:
    """The kinds of marks one frame of the board really draws (every art.marker call, spied on)."""
    seen: set[str] = set()
    real = art.marker

    def spy(kind: str, cell: int, colour: tuple):
        seen.add(_kind_of(kind, tuple(colour)))
        return real(kind, cell, colour)

    monkeypatch.setattr(art, "marker", spy)
    draw.draw_board(scene.view_now(), scene.art, app.canvas, scene.layers)
    monkeypatch.setattr(art, "marker", real)
    assert {TARGET[0], CAPTURE[0], TRACE, CURSOR, HOVER_RING}  # the palette the mapping reads
    return seen


def assert_legend_matches(app, scene, monkeypatch) -> set[str]:
    app.step(1 / 60)
    seen = drawn_marks(app, scene, monkeypatch)
    shown = set(scene.view_now().marks)
    assert seen <= shown, f"drawn without a legend entry: {seen - shown}"
    assert shown - seen <= {"done", "select"}, f"in the legend but not drawn: {shown - seen}"
    legend = [kind for kind, _label in words.legend(app, shown, LEGEND_ORDER)]
    assert legend == [kind for kind in LEGEND_ORDER if kind in shown]
    return shown


def test_the_legend_names_exactly_the_marks_on_the_board(app, monkeypatch) -> None:
    scene = start(app, ("human", "human"), CHAIN)
    settle(app, scene)
    assert assert_legend_matches(app, scene, monkeypatch) == {"capturer", "exposed"}
    click(app, scene, "D4")
    assert {"select", "pass", "victim"} <= assert_legend_matches(app, scene, monkeypatch)
    for name in ("F6", "H8", "H10", "F12", "F10", "D12"):
        click(app, scene, name)
    shown = assert_legend_matches(app, scene, monkeypatch)
    assert "stop" in shown and "capturer" not in shown  # the chain goes on to where it ends
    click(app, scene, "B10")  # no jump left: the move ends by itself
    settle(app, scene)
    shown = assert_legend_matches(app, scene, monkeypatch)
    assert "tint" in shown and "select" not in shown  # the last move; Black to move
    key(app, pygame.K_TAB)
    key(app, pygame.K_UP)
    assert "cursor" in assert_legend_matches(app, scene, monkeypatch)


def test_the_legend_shows_the_hint_marks(app, monkeypatch) -> None:
    scene = start(app, ("human", "human"), CHARGE)
    settle(app, scene)
    scene.show_hint(G.parse_move(scene.state, "E5-E7xE9xG11xI9"))
    assert "hint" in assert_legend_matches(app, scene, monkeypatch)


def test_a_charge_is_built_square_by_square_taken_back_and_ends_by_itself(app) -> None:
    scene = start(app, ("human", "human"), CHARGE)
    settle(app, scene)
    route = ["E5", "E7", "E9", "G11", "I9"]
    for i, name in enumerate(route[:-1]):
        click(app, scene, name)
        assert scene.picker.partial == tuple(sq(n) for n in route[: i + 1]) and played(scene) == []
    # the jump must go on from G11: no End move to offer, only Back a square
    assert not scene.done_button.enabled and scene.back_button.enabled
    assert scene.done_button not in scene.buttons.widgets and scene.back_button in scene.buttons.widgets
    # back, square by square: the Back-a-square button, a right click, Backspace
    scene.back_button.activate(app)
    assert scene.picker.partial == tuple(sq(n) for n in route[:3])
    click(app, scene, "E5", button=3)
    assert scene.picker.partial == tuple(sq(n) for n in route[:2])
    key(app, pygame.K_BACKSPACE)
    assert scene.picker.partial == (sq("E5"),) and played(scene) == []
    app.step(1 / 60)
    assert scene.back_button not in scene.buttons.widgets  # nothing to take back a square
    for name in route[1:]:
        click(app, scene, name)
    assert played(scene) == ["E5-E7xE9xG11xI9"]  # the chain could not go on: it ended by itself
    settle(app, scene)
    assert len(scene.stage.trays[0]) == 3


def test_a_single_hop_still_plays_at_once(app) -> None:
    scene = start(app, ("human", "human"))
    click(app, scene, "H7")
    click(app, scene, "H8")
    assert played(scene) == ["H7-H8"]


def _positions(seed: int, count: int) -> list:
    rng = random.Random(seed)
    out, state = [], G.new()
    while len(out) < count and not G.is_over(state):
        out.append(state)
        legal = G.legal_moves(state)
        captures = [m for m in legal if m.captures]
        state = G.apply(state, rng.choice(captures if captures and rng.random() < 0.5 else legal))
    return out


def test_the_compulsory_capture_marks_match_the_rules_legal_moves(app, monkeypatch) -> None:
    scene = start(app, ("human", "human"))
    positions = [p for p in _positions(3, 80) if p.must_leave[p.turn] < 0]
    assert any(must_capture_now(p) for p in positions) and not all(must_capture_now(p) for p in positions)
    for position in positions:
        scene.session.states = [position]
        scene.sync()
        scene._turn_announced = -1
        app.step(1 / 60)
        legal = G.legal_moves(position)
        compulsory = must_capture_now(position)
        assert (scene.alert == "capture") == compulsory
        if compulsory:
            assert all(m.captures for m in legal)
            assert set(scene.picker.movable()) == {m.path[0] for m in legal}
            assert scene.exposed_pieces() == {m.captures[0] for m in legal}
            shown = assert_legend_matches(app, scene, monkeypatch)
            assert {"capturer", "exposed"} <= shown
            assert scene.view_now().tag is not None
        else:
            assert scene.view_now().tag is None


# ------------------------------------------------------------------------------------------- hints
class _Keys:
    """A stand-in app whose translation returns the key: shows which sentence a hint chose."""

    class tr:  # noqa: N801 - mirrors app.tr
        @staticmethod
        def maybe(key: str, default: str) -> str:
            return key

    def t(self, key: str, **values) -> str:
        return key


def test_every_camelot_hint_reason_follows_from_the_rules() -> None:
    seen = set()
    for state in _positions(9, 60) + [G.from_text(CHAIN), G.from_text(CHARGE)]:
        for move in G.legal_moves(state):
            after = G.apply(state, move)
            key_ = words.hint_reason(_Keys(), state, move, after)
            seen.add(key_)
            won = G.is_over(after) and state.turn in G.outcome(after).winners
            assert (key_ == "camelot.why.wins") == won
            if not won and move.captures and state.must_leave[state.turn] < 0:
                assert key_.startswith(("camelot.why.captures", "camelot.why.charge"))
            if key_ == "camelot.why.charge":
                kinds = [step.kind for step in move_steps(move)]
                assert "canter" in kinds and "jump" in kinds
            if key_ == "camelot.why.castle":
                assert move.path[-1] in CASTLES[1 - state.turn]
            if key_ in ("camelot.why.safe", "camelot.why.rescues", "camelot.why.advances"):
                assert not must_capture_now(after)  # the opponent really has nothing to capture
    assert {"camelot.why.captures.man", "camelot.why.charge", "camelot.why.safe"} <= seen, seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_camelot_hint_has_a_sentence_in_both_languages(app, lang) -> None:
    app.tr.set_language(lang)
    for state in _positions(4, 25) + [G.from_text(CHAIN), G.from_text(CHARGE)]:
        for move in G.legal_moves(state):
            reason = words.hint_reason(app, state, move, G.apply(state, move))
            assert reason and "camelot." not in reason and "{" not in reason, reason
