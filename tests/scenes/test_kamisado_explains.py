"""Kamisado's screens that explain themselves (issue 15): the notice when a seat must pass or a deadlock
ends the round, the turn card naming the tower that must move beside the square colour that decided it,
the score in the panel agreeing with the results screen over a whole AI match, and hints that say why."""

from __future__ import annotations

import random
import time

import pytest

from rules.kamisado import FILL, GAME, MOVE, PASS, PLAY, PUSH, SQUARE_COLOUR, required_tower
from scenes.games.kamisado import anim, words
from scenes.menus.results import ResultsScene
from tests.scenes.test_kamisado_scene import (
    DEADLOCK_POSITION,
    PUSH_POSITION,
    WIN_POSITION,
    fast,
    scene_for,
    settle,
)


def _play_until(app, scene, done, frames: int = 900) -> None:
    for _ in range(frames):
        app.step(1 / 60)
        if done():
            return
    raise AssertionError("never happened")


def test_a_blocked_tower_shows_the_pass_notice_with_its_reason(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), DEADLOCK_POSITION)
    for notation in ("c2-c4", "a8-a7"):
        scene.play(GAME.parse_move(scene.state, notation))
        if notation == "c2-c4":
            settle(app, scene)
    # White's red (a6, on a green square) is blocked: the rules allow only the pass
    _play_until(app, scene, lambda: scene.stage.notice.alpha > 200)
    assert [m.kind for m in GAME.legal_moves(scene.state)] == [PASS]
    assert scene.stage.notice.title == "White must pass"
    assert (
        "red tower is blocked" in scene.stage.notice.sub
        and "Black now moves the green tower" in scene.stage.notice.sub
    )


def test_a_deadlock_shows_its_notice_and_names_the_loser(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), DEADLOCK_POSITION)
    for notation in ("c2-c4", "a8-a7"):
        scene.play(GAME.parse_move(scene.state, notation))
        if notation == "c2-c4":
            settle(app, scene)
    # after White's pass Black's green is blocked too and would pass for ever: the round ends (rule Z8)
    _play_until(
        app, scene, lambda: scene.stage.notice.title == "Deadlock!" and scene.stage.notice.alpha > 200
    )
    assert GAME.apply(scene.state, GAME.legal_moves(scene.state)[0]).last_round.reason == "deadlock"
    assert "Black made the last move and loses the round" in scene.stage.notice.sub
    _play_until(app, scene, lambda: scene.state.phase == FILL and not scene.tweens.busy)
    assert scene.state.last_round.winner == 1


def test_no_notice_without_a_pass(app) -> None:
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), WIN_POSITION)
    settle(app, scene)
    assert scene.stage.notice.alpha == 0.0 and not scene.stage.notice.title


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_card_names_the_tower_and_the_square_that_forced_it(app, lang) -> None:
    app.tr.set_language(lang)
    app.settings.language = lang
    fast(app, 3.0)
    scene = scene_for(app, ("human", "human"), PUSH_POSITION)
    settle(app, scene)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    scene.play(push)
    settle(app, scene)
    info = scene.view_now().panel.turn.info
    assert info.tower == required_tower(scene.state) == 8 + 2  # White's red again (pushed onto red)
    assert info.square == SQUARE_COLOUR[scene.state.towers[4]] == scene.state.must_move
    assert info.why == app.t(
        "kamisado.forced.push", seat=app.t("kamisado.seat.1"), colour=words.colour_name(app, 2)
    )
    move = GAME.legal_moves(scene.state)[0]
    scene.play(move)
    settle(app, scene)
    info = scene.view_now().panel.turn.info
    assert info.tower == required_tower(scene.state) and info.tower >> 3 == 0
    assert info.square == SQUARE_COLOUR[move.to] and (info.tower & 7) == info.square
    assert words.colour_name(app, info.square) in info.why


def test_over_a_whole_ai_match_the_turn_card_the_notices_and_the_score_agree_with_the_rules(
    app, monkeypatch
) -> None:
    app.speed_boost = 12.0
    explained = []
    real_explain = anim.explain_pass
    monkeypatch.setattr(
        anim, "explain_pass", lambda s, st, m, a: (explained.append(st), real_explain(s, st, m, a))
    )
    scene = scene_for(app, ("ai-easy", "ai-easy"), target=3)
    checked = {"turns": 0, "passes": 0}
    original = scene.on_turn

    def on_turn() -> None:
        state = scene.state
        legal = GAME.legal_moves(state) if state.phase == PLAY else []
        calls = len(explained)
        original()
        if state.phase == PLAY and state.must_move >= 0:
            info = scene.view_now().panel.turn.info
            assert info.tower == required_tower(state)
            if scene.session.moves:
                assert info.square == state.must_move
            checked["turns"] += 1
        forced = [m.kind for m in legal] == [PASS]
        assert len(explained) == calls + forced  # a notice exactly when the rules leave only the pass
        checked["passes"] += forced

    scene.on_turn = on_turn
    deadline = time.monotonic() + 120
    while not isinstance(app.stack.top, ResultsScene):
        app.step(1 / 60)
        assert time.monotonic() < deadline, "the match did not end"
        if scene.state.phase == FILL and not scene.tweens.busy:
            shown = (scene.stage.score_view["black"], scene.stage.score_view["white"])
            assert shown == pytest.approx(scene.state.score)  # between rounds the panel has caught up
    results = app.stack.top
    outcome = GAME.outcome(scene.state)
    assert list(results.outcome.scores) == list(outcome.scores) == list(scene.state.score)
    assert (scene.stage.score_view["black"], scene.stage.score_view["white"]) == pytest.approx(
        scene.state.score
    )
    assert scene.seat_status() == [f"{outcome.scores[i]}/3" for i in (0, 1)]
    assert max(outcome.scores) >= 3 and checked["turns"] > 10


# ------------------------------------------------------------------------------------------- hints
class _Keys:
    """An app whose translation returns the key: shows which sentence a hint chose."""

    def t(self, key: str, **values) -> str:
        return key


def _random_states(seed: int, count: int) -> list:
    rng = random.Random(seed)
    states, state = [], GAME.new(2, {"target": 3}, seed=seed)
    while len(states) < count:
        legal = GAME.legal_moves(state)
        if not legal:
            state = GAME.new(2, {"target": 3}, seed=rng.randrange(1000))
            continue
        states.append(state)
        state = GAME.apply(state, rng.choice(legal))
    return states


def test_every_hint_reason_follows_from_the_rules() -> None:
    seen = set()
    for state in _random_states(11, 120):
        for move in GAME.legal_moves(state):
            after = GAME.apply(state, move)
            key = words.hint_reason(_Keys(), state, move, after)
            seen.add(key)
            result = after.last_round
            won = result is not None and result is not state.last_round and result.winner == state.turn
            assert (key == "kamisado.why.home_row") == won
            if move.kind == PUSH and not won:
                assert key == "kamisado.why.push"
            if key == "kamisado.why.blocks":
                assert [m.kind for m in GAME.legal_moves(after)] == [PASS]
            replies = GAME.legal_moves(after) if after.phase == PLAY else []
            reply_wins = any(
                (r2 := GAME.apply(after, r).last_round) is not None
                and r2 is not after.last_round
                and r2.winner == after.turn
                for r in replies
            )
            if key in ("kamisado.why.safe", "kamisado.why.only_safe", "kamisado.why.threat"):
                assert not reply_wins
            if key == "kamisado.why.lost":
                assert reply_wins
    assert {"kamisado.why.safe", "kamisado.why.home_row", "kamisado.why.blocks"} <= seen


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_hint_has_a_sentence_in_both_languages(app, lang) -> None:
    app.tr.set_language(lang)
    for state in _random_states(5, 40) + [GAME.from_text(PUSH_POSITION), GAME.from_text(WIN_POSITION)]:
        for move in GAME.legal_moves(state):
            reason = words.hint_reason(app, state, move, GAME.apply(state, move))
            assert reason and "kamisado." not in reason and "{" not in reason, reason


def test_the_hint_says_why(app) -> None:
    """In the info column's hint card (issue 27: no toast over the board's bottom row)."""
    fast(app, 3.0)
    scene = scene_for(app, ("human", "ai-easy"), WIN_POSITION)
    settle(app, scene)
    win = GAME.parse_move(scene.state, "d4-d8")
    assert win.kind == MOVE
    scene.show_hint(win)
    card = scene.view_now().panel.tower
    assert card.title.startswith("Hint: ") and "reaches the opponent's home row" in card.reason
    assert "+1" in card.reason
