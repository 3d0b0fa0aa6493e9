"""Every game's hint says why (issue 15): the words room's `hint_reason(app, before, move, after)` gives a
sentence in both languages for the moves of real positions, and the hint toast carries it."""

from __future__ import annotations

import importlib
import random

import pytest

import rules
from rules.session import GameSession, Seat
from scenes.engine import textlog
from scenes.games.launch import start_game_scene
from tests.scenes.conftest import run_frames

GAMES = ("kamisado", "camelot", "downunder", "kameloh")


def _positions(game_id: str, count: int, seed: int = 1) -> list:
    game = rules.GAMES[game_id]
    rng = random.Random(seed)
    state = game.new(2, {}, seed=seed)
    out = []
    while len(out) < count and not game.is_over(state):
        out.append(state)
        state = game.apply(state, rng.choice(game.legal_moves(state)))
    return out


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_reason_is_a_sentence_in_both_languages(app, game_id: str, lang: str) -> None:
    app.tr.set_language(lang)
    game = rules.GAMES[game_id]
    words = importlib.import_module(f"scenes.games.{game_id}.words")
    rng = random.Random(3)
    checked = 0
    for state in _positions(game_id, 12):
        legal = game.legal_moves(state)
        for move in rng.sample(legal, min(6, len(legal))):
            reason = words.hint_reason(app, state, move, game.apply(state, move))
            assert reason and f"{game_id}." not in reason and "{" not in reason, reason
            checked += 1
    assert checked >= 12


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_toast_names_the_move_and_says_why(app, game_id: str) -> None:
    session = GameSession.start(game_id, [Seat("human", "A"), Seat("ai-easy", "B")], {}, 4)
    start_game_scene(app, session)
    run_frames(app, 2)
    scene = app.stack.top
    move = rules.GAMES[game_id].legal_moves(scene.state)[0]
    reason = scene.hint_reason(scene.state, move, scene.game.apply(scene.state, move))
    scene.show_hint(move)
    if game_id == "kamisado":  # its hint stands in its info column, never over the board (issue 27)
        card = scene.view_now().panel.tower
        said = f"{card.title} {card.reason}"
    else:
        said = app.toasts[-1][0]
    assert reason and said.startswith("Hint: ") and reason in said


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_toasts_lie_over_the_move_list_never_over_the_board(app, game_id: str) -> None:
    """Issue 27: a hint's words covered the board's bottom row; a game's toasts go over the bottom of its
    move list, inside it, in both languages' longest words."""
    session = GameSession.start(game_id, [Seat("human", "A"), Seat("ai-easy", "B")], {}, 4)
    start_game_scene(app, session)
    run_frames(app, 2)
    scene = app.stack.top
    app.toast("Hint: a long sentence that says which move to play and why it is good, " * 2, 3.0)
    area = scene.toast_area()
    assert not area.colliderect(scene.board_rect) and scene.history.rect.contains(area)
    with textlog.recording() as log:
        app.step(1 / 60)
    lines = [p.ink for p in log.placed if p.text.startswith("Hint") or "move to play" in p.text]
    assert lines and all(area.contains(ink) for ink in lines)
