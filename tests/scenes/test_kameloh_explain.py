"""Ka-Mel-Oh! screens that explain themselves (issue 15): the step panel names the step of the turn the rules
are in, every number of a card has its label, an attack lists its choices with what each would do (taken
from applying the move), the chosen entry is the move played, and a hint says why."""

from __future__ import annotations

import pytest

from rules.kameloh import TURN_STEPS, attack_outcome, card, card_pool, current_steps, turn_steps
from scenes.engine.i18n import load_table
from scenes.games.kameloh import words
from scenes.menus.handover import HandoverScene
from tests.rules.kameloh.test_guide import random_states
from tests.scenes.conftest import run_frames
from tests.scenes.test_kameloh_scene import (
    GAME,
    lively_game,
    post_click,
    post_motion,
    settle,
    start,
)


# ---------------------------------------------------------------------------------------------- the steps
def test_the_panel_shows_the_steps_and_its_oasis_buttons_play_with_their_price(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    steps, now = scene.steps_now()
    assert now == current_steps(scene.state, GAME.legal_moves(scene.state))
    assert {s.name: s.why for s in steps}["attack"] == "first_turn"  # no attack in the first turn
    run_frames(app, 2)  # drawn without error in English
    buttons = scene.step_buttons
    assert buttons["search"].price == 2 and buttons["draw"].price == 0
    assert not buttons["search"].enabled  # no dates yet
    assert not buttons["draw"].enabled  # six cards in hand already
    assert buttons["activate"].enabled
    post_click(app, buttons["activate"].rect.center)  # several oases: they are listed to choose from
    offered = [m for _r, m in scene.picker.chips]
    assert offered == [m for m in GAME.legal_moves(scene.state) if m[0] == "activate"] and len(offered) > 1
    post_click(app, scene.picker.chips[2][0].center)
    assert scene.session.moves == [offered[2]]
    settle(app, scene)
    assert current_steps(scene.state, GAME.legal_moves(scene.state)) == {"end"}  # first turn: no attack
    # the tucked-then-draw path: after a tuck the turn is still at the oases, and Draw draws
    app.stack.reset(app.stack.scenes[0])
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    tuck = next(m for m in GAME.legal_moves(scene.state) if m[0] == "tuck")
    scene.play(tuck)
    settle(app, scene)
    assert scene.steps_now()[1] == {"oasis"}
    draws = [m for m in GAME.legal_moves(scene.state) if m[0] == "draw"]
    post_click(app, scene.step_buttons["draw"].rect.center)
    if len(draws) > 1:
        post_click(app, scene.picker.chips[0][0].center)
    assert scene.session.moves[-1] == draws[0]


def test_the_panel_never_tells_the_other_players_hidden_hand(app) -> None:
    """On the computer's turn the panel works from the viewer's view: the same whatever the hidden hand."""
    scene = start(app, ["human", "ai-easy"], [("activate", 0), ("pass",)], drive_ai=False)
    assert scene.session.to_move == 1 and not scene.my_turn()
    steps, now = scene.steps_now()
    view = scene.visible_state()
    assert now == current_steps(view, GAME.legal_moves(view), True)
    assert steps == turn_steps(view, GAME.legal_moves(view), True)
    run_frames(app, 2)


@pytest.mark.parametrize("language", ["de", "en"])
def test_every_word_of_the_panel_exists(language: str) -> None:
    table = load_table(language)
    names = {f"kameloh.step.{n}" for n in TURN_STEPS}
    names |= {f"kameloh.button.{k}" for k in ("draw", "search", "activate")}
    names |= {f"kameloh.explain.{k}" for k in ("oasis", "play", "attack", "choose", "zoom", "answer")}
    names |= {f"kameloh.legend.hk{n}" for n in (1, 2, 3, 4)} | {
        f"kameloh.stat.{k}" for k in ("ap", "dp", "lp")
    }
    for state, legal in random_states(2, 40):
        names |= {f"kameloh.step.why.{s.why}" for s in turn_steps(state, legal) if s.why}
    for kind in ("draw", "tuck", "take", "search", "activate", "join", "buy", "play", "mutate", "fuse"):
        names.add(f"kameloh.why_hint.{kind}")
    assert sorted(n for n in names if n not in table) == []


# ---------------------------------------------------------------------------------------------- card labels
@pytest.mark.parametrize("language", ["de", "en"])
def test_every_number_on_a_card_has_a_label(app, language: str) -> None:
    app.settings.language = language
    app.tr.set_language(language)
    table = load_table(language)
    for c in card_pool().cards:
        legend = words.card_legend(app, c.index)
        numbers = [n for n, _w, k in legend if k != "note"]  # a note: words without a number
        assert numbers[0] == str(c.price) and legend[0][2] is None  # the price coin
        if c.is_monster:
            assert numbers[1:] == [str(c.ap), str(c.dp), str(c.lp), str(c.hk)]
            assert [k for _n, _w, k in legend[1:5]] == ["sword", "shield", "heart", "hk"]
            assert len(legend) == 5 + c.direct  # issue 27: attacking directly said in rules terms
            assert str(c.points) in legend[4][1]  # what defeating it is worth
        else:
            assert numbers[1:] == [str(c.hk)]
            # issue 27: what the rules do with an item, apart from its story ("Kopfweh bis zur nächsten Oase")
            notes = [w for _n, w, k in legend if k == "note"]
            assert len(notes) == (c.effect is not None)
        for _n, label, _k in legend:
            assert label and "kameloh." not in label
    assert table["kameloh.stat.ap"] == "AP"  # the rulebook's own letters, in both languages


def test_pointing_at_a_card_shows_it_large_with_its_numbers_explained(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    index = scene.state.players[0].hand[0]
    rect = scene.picker.key_rect(("hand", 0, index))
    post_motion(app, (5, 700))
    before = app.canvas.copy()
    post_motion(app, (rect.centerx, rect.bottom - 20))
    assert scene.hover is not None and scene.hover.card == index
    run_frames(app, 1)
    after = app.canvas
    # the enlarged card and its legend box cover the area above the hand
    changed = sum(
        before.get_at((x, y)) != after.get_at((x, y)) for x in range(20, 900, 40) for y in range(60, 480, 40)
    )
    assert changed > 30


# ---------------------------------------------------------------------------------------------- an attack
def _to_attack(app, found, kinds=("human", "human")):
    seed, moves = lively_game(found)
    scene = start(app, list(kinds), moves, seed=seed, drive_ai=False)
    while isinstance(app.stack.top, HandoverScene):
        run_frames(app, 30)
        post_click(app, (640, 360))
        run_frames(app, 2)
    settle(app, scene)
    return scene


def _attacks(state) -> list:
    return [m for m in GAME.legal_moves(state) if m[0] == "attack"]


def test_choosing_among_the_attacks_plays_the_chosen_one(app) -> None:
    """2:1: the attacker chooses which monster strikes; the entry clicked is the move played."""
    scene = _to_attack(app, lambda s, m, a: a.phase == "main" and len(_attacks(a)) == 2)
    attacks = _attacks(scene.state)
    count = len(scene.session.moves)
    post_click(app, scene.attack_button.rect.center)
    assert [m for _r, m in scene.picker.chips] == attacks and len(scene.session.moves) == count
    for _rect, move in scene.picker.chips:  # each entry says what it would do, as the rules apply it
        assert scene.outcome(move) == attack_outcome(scene.state, move)
        text = scene.picker.chip_words(scene.display.state, move)
        assert words.outcome_words(app, scene.outcome(move)) in text
    post_click(app, scene.picker.chips[1][0].center)
    assert scene.session.moves[count:] == [attacks[1]]


def test_a_single_attack_waits_for_its_confirmation(app) -> None:
    scene = _to_attack(app, lambda s, m, a: a.phase == "main" and len(_attacks(a)) == 1)
    count = len(scene.session.moves)
    expected = _attacks(scene.state)
    post_click(app, scene.attack_button.rect.center)
    assert len(scene.session.moves) == count  # first the preview
    assert [m for _r, m in scene.picker.chips] == expected
    run_frames(app, 2)  # the preview is drawn on the targets
    post_click(app, scene.attack_button.rect.center)  # the second click confirms
    assert scene.session.moves[count:] == expected


# ---------------------------------------------------------------------------------------------- the hint
@pytest.mark.parametrize("language", ["de", "en"])
def test_a_hint_says_why(app, language: str) -> None:
    app.settings.language = language
    app.tr.set_language(language)
    kinds = set()
    for state, legal in random_states(3, 7):
        for move in legal[:12]:
            outcome = attack_outcome(state, move) if move[0] == "attack" else None
            reason = words.hint_why(app, state, move, outcome)
            if move[0] != "item" or card(move[1]).effect is not None:
                assert reason and "kameloh." not in reason, move
            kinds.add(move[0])
    assert {"attack", "play", "pass", "activate", "tuck"} <= kinds


def test_the_hint_toast_names_the_move_and_why(app) -> None:
    scene = start(app, ["human", "ai-easy"], drive_ai=False)
    move = next(m for m in GAME.legal_moves(scene.state) if m[0] == "activate")
    scene.show_hint(move)
    text = app.toasts[-1][0]
    assert words.describe(app, scene.state, move) in text
    assert words.hint_why(app, scene.state, move) in text
