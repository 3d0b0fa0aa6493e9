"""The Down Under scene in the rule text's variants: the preset path or frame on the table and its fence from
the start, a human's first end card and the back-to-back end by clicks, the one-opening refusals explained,
and AI games to the results (rules: tests/rules/downunder/test_rules_variants.py)."""

from __future__ import annotations

import pytest

from rules.downunder import END, play_area
from scenes.menus.results import ResultsScene
from tests.scenes.conftest import run_frames
from tests.scenes.test_downunder_scene import GAME, post_click, post_motion, settle, start, until


@pytest.mark.parametrize("options", [{"area": "path"}, {"area": "frame", "width": 6, "height": 6}])
def test_the_fixed_area_shows_its_fence_and_preset_cards_from_the_start(app, options: dict) -> None:
    scene = start(app, ["human", "ai-easy"], options)
    state = scene.session.state
    assert play_area(state) == (0, 0, state.width - 1, state.height - 1)
    assert scene.stage.fence == 1.0  # strung at once: the preset cards fixed the area
    assert len(state.tiles) > 10 and not scene.session.moves
    # the first card may go to any free cell of the area, and only there
    cells = {c for slot in scene.by_slot.values() for c in slot}
    area = {(x, y) for x in range(state.width) for y in range(state.height)}
    assert cells == area - set(state.info.cells)
    key = next(k for k in scene.by_slot if k[0] != END)
    post_click(app, scene.slot_center(key))
    post_motion(app, scene.cell_center((state.width, 0)))
    assert scene.reason((state.width, 0)) == app.t("downunder.why.outside-area")


def test_one_opening_the_first_card_is_an_end_and_the_second_lays_his_against_its_back(app) -> None:
    scene = start(app, ["human", "human"], {"one_opening": True})
    assert list(scene.by_slot) == [(END, "")]  # only the end cards glow in the tray
    post_click(app, scene.slot_center((END, "")))
    post_click(app, scene.cell_center((0, 0)))
    assert scene.tentative is not None and scene.tentative.kind == END
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    first = scene.session.moves[0]
    assert list(scene.by_slot[(END, "")]) == [first.cell]  # the second player: the back, nowhere else
    post_click(app, scene.slot_center((END, "")))
    post_motion(app, scene.cell_center((first.cell[0] + 2, first.cell[1])))
    assert scene.reason((first.cell[0] + 2, first.cell[1])) == app.t("downunder.why.opening-back")
    post_click(app, scene.cell_center(first.cell))
    post_click(app, scene.confirm_button.rect.center)
    settle(app, scene)
    assert GAME.notation(scene.session.states[1], scene.session.moves[1]).startswith("end@(0,0)")
    run_frames(app, 3)


@pytest.mark.parametrize(
    "kinds, options",
    [
        (["ai-easy"] * 3, {"area": "path", "animals": True}),
        (["ai-easy"] * 2, {"area": "frame", "one_opening": True}),
    ],
)
def test_ai_games_in_the_variants_reach_the_results(app, kinds: list[str], options: dict) -> None:
    app.speed_boost = 30.0
    start(app, kinds, options)
    until(app, lambda: isinstance(app.stack.top, ResultsScene), 60)
    assert app.game_over_report["game"] == "downunder"
    run_frames(app, 3)
