"""The Down Under scene with the variant "two paths per player": a human turn of one card of each colour by
clicks, the tray's colour chips, the status line naming the colours still to lay, and AI against AI to the
results in both forms. Driven through the real scene with SDL events, headless."""

from __future__ import annotations

import pygame
import pytest

from rules.downunder import mover_colour
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames
from tests.scenes.test_downunder_scene import GAME, pick_and_lay, post_click, settle, start, until


def _past_the_opening(form: str) -> list:
    """The four entrances and (form "two") the start player's opening card."""
    state, moves = GAME.new(2, {"paths": form}), []
    for _ in range(5 if form == "two" else 4):
        move = GAME.legal_moves(state)[0]
        moves.append(move)
        state = GAME.apply(state, move)
    return moves


def test_a_human_lays_one_card_of_each_colour_by_clicks(app) -> None:
    scene = start(app, ["human", "human"], {"paths": "two"}, _past_the_opening("two"))
    assert scene.session.to_move == 1 and scene.colour in (1, 3)
    assert "still to lay: Red and Green" in scene.view_now().status.text
    first = scene.colour
    pick_and_lay(app, scene)
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    assert scene.state.ply == (first,) and scene.session.to_move == 1  # the same player goes on ...
    other = 4 - first
    assert scene.colour == other and scene.tray.seat == other  # ... and the tray shows his other colour
    assert all(mover_colour(scene.state, m) == other for m in GAME.legal_moves(scene.state))
    assert app.t(f"downunder.seat.{other}") in scene.view_now().status.text
    move = pick_and_lay(app, scene)
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    assert scene.session.moves[-1] == move and scene.session.to_move == 0 and scene.state.ply == ()


def test_the_colour_chip_switches_the_tray_to_the_other_path(app) -> None:
    scene = start(app, ["human", "human"], {"paths": "two-single"}, _past_the_opening("two-single"))
    chips = {chip.colour: pygame.Rect(chip.rect) for chip in scene.view_now().chips}
    assert set(chips) == {0, 2}
    other = 2 if scene.colour == 0 else 0
    post_click(app, chips[other].center)
    settle(app, scene)  # the tray slides out and comes back with the other colour's cards
    assert scene.colour == other and scene.tray.seat == other
    assert scene.by_slot and all(
        mover_colour(scene.state, m) == other
        for m in GAME.legal_moves(scene.state)
        if (m.kind, m.animal) in scene.by_slot and m.cell in scene.by_slot[(m.kind, m.animal)]
    )
    move = pick_and_lay(app, scene)
    assert mover_colour(scene.state, move) == other


def test_the_entrances_are_asked_for_by_name(app) -> None:
    scene = start(app, ["human", "human"], {"paths": "two"})
    assert scene.view_now().status.text == app.t("downunder.status.entrance", name="P1", colour="Yellow")
    assert set(scene.by_slot) == {("end", "")}


@pytest.mark.parametrize("form", ["two", "two-single"])
def test_ai_against_ai_with_two_paths_reaches_the_results(app, form: str) -> None:
    app.speed_boost = 30.0
    scene = start(app, ["ai-easy", "ai-easy"], {"paths": form, "animals": form == "two"})
    until(app, lambda: isinstance(app.stack.top, ResultsScene), 60)
    assert app.game_over_report["game"] == "downunder" and len(app.game_over_report["scores"]) == 2
    assert scene.seat_status()
    run_frames(app, 5)


def test_a_hint_for_the_other_colour_turns_the_tray_to_it(app) -> None:
    scene = start(app, ["human", "ai-easy"], {"paths": "two-single"}, _past_the_opening("two-single"))
    other = 2 if scene.colour == 0 else 0
    move = next(m for m in GAME.legal_moves(scene.state) if mover_colour(scene.state, m) == other)
    scene.show_hint(move)
    settle(app, scene)
    assert scene.colour == other and scene.tray.seat == other and scene.hint_move == move


def test_the_history_names_the_colour_of_every_card(app) -> None:
    from scenes.games.downunder.words import describe

    state, said = GAME.new(2, {"paths": "two"}), []
    for _ in range(7):
        move = GAME.legal_moves(state)[0]
        said.append(describe(app, state, move, ["Anna", "Ben"]))
        state = GAME.apply(state, move)
    entrances = [("Anna", "Yellow"), ("Ben", "Red"), ("Anna", "Blue"), ("Ben", "Green")]
    for line, (name, colour) in zip(said, entrances, strict=False):
        assert line.startswith(f"{name} lays the entrance of the {colour} path"), line
    assert said[4].startswith("Anna (") and said[5].startswith("Ben (") and said[6].startswith("Ben (")


def test_a_seat_named_by_its_colour_is_not_named_twice(app) -> None:
    """Seats keep their default names (their first colour) unless renamed: "Yellow (Blue)" says which path,
    "Yellow (Yellow)" would say nothing."""
    from scenes.games.downunder.words import describe

    state, said = GAME.new(2, {"paths": "two"}), []
    for _ in range(12):
        move = GAME.legal_moves(state)[0]
        said.append((mover_colour(state, move), describe(app, state, move, ["Yellow", "Red"])))
        state = GAME.apply(state, move)
    words = {0: "Yellow", 1: "Red", 2: "Blue", 3: "Green"}
    laid = [(colour, line) for colour, line in said[4:] if "entrance" not in line]
    assert {colour for colour, _ in laid} >= {0, 2}, said  # both of Yellow's paths were played
    for colour, line in laid:
        seat = words[colour % 2]
        assert not line.startswith(f"{seat} ({seat})"), line
        expected = seat if colour < 2 else f"{seat} ({words[colour]})"
        assert line.startswith(expected + " "), line
