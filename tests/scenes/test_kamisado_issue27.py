"""Issue 27, Kamisado's part: the move list's arrows as the board shows the moves, a pass worded as a pass,
the tutorial's round number agreeing with its positions, and a hint that says a forced win is one."""

from __future__ import annotations

import pytest

from rules.kamisado import GAME, PASS, PLAY, PUSH
from rules.session import GameSession, Seat
from scenes.games.kamisado import KamisadoScene
from scenes.games.kamisado import words as kamisado_words
from tests.scenes.conftest import run_frames
from tests.scenes.test_tutorial_kamisado import clicks
from tests.scenes.tutorial_driver import drive_to_end, open_tutorial

# White's Sumo on d4 pushes Black's pink from d5 to d6.
PUSH_POSITION = """
turn: white
must move: red
black: orange a8, blue b8, purple c8, pink d5, yellow e8, red f8, green g8, brown h8
white: brown a1, green b1, red d4 sumo, yellow d1, pink e1, purple f1, blue g1, orange h1
score: black 0, white 1, target 3
"""
# After e7-e5 (a brown square) White's brown tower on c3 is boxed in by b4, c4 and d4: it must pass.
BLOCKED = """
turn: black
must move: yellow
black: orange a8, blue b8, purple c8, pink d8 sumo, yellow e7, red b4, green c4, brown h8
white: green b1, red c1, yellow d4, pink e1, purple f1, blue g1, orange h1, brown c3
score: black 1, white 0, target 3
"""
# Forced wins found by the rules' own search (rules/kamisado/proof.py), one, two and three moves long.
WIN_IN_1 = (
    """
turn: white
must move: yellow
black: orange a8, blue b8, purple c8, yellow e8, brown h8, pink g5, green h5, red f2
white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
score: black 0, white 0, target 3
""",
    "d1-d8",
)
WIN_IN_2 = (
    """
turn: black
must move: blue
black: blue b8, pink d8, yellow e8, red f8, green g8, brown h8, orange d5, purple d3
white: brown a1, red c1, yellow d1, pink e1, blue g1, purple g2, green b5, orange h6
score: black 0, white 0, target 3
""",
    "b8-b7",
)
WIN_IN_3 = (
    """
turn: black
must move: green
black: orange a8, blue b8, purple c8, yellow e8, brown h8, green h7, pink g5, red f2
white: brown a1, green b1, yellow d1, blue g1, orange h1, purple h3, red c4, pink a5
score: black 0, white 0, target 3
""",
    "h7-d3",
)


def scene_for(app, text: str | None = None) -> KamisadoScene:
    seats = [Seat("human", "P0"), Seat("human", "P1")]
    if text is None:
        session = GameSession.start("kamisado", seats, {"target": 3}, 7)
    else:
        state = GAME.from_text(text)
        session = GameSession("kamisado", seats, {"target": state.target}, 7, [state])
    scene = KamisadoScene(app, session)
    app.stack.push(scene)
    run_frames(app, 2)
    return scene


def rows(scene: KamisadoScene) -> list[str]:
    return [text for text, _colour in scene.history.entries]


# ------------------------------------------------------------------------------------------- arrows
def test_issue27_the_move_lists_arrows_point_as_the_board_shows_the_moves(app) -> None:
    """Seen from White (Black at the top), Black's straight move goes down the screen and White's move to its
    right goes up and right; turned to Black's side, the same moves read up and down-left."""
    app.speed_boost = 8.0
    app.settings.auto_rotate = False
    scene = scene_for(app)
    assert not scene.view.black_view
    scene.play(GAME.parse_move(scene.state, "d8-d4"))  # Black's pink, straight ahead, onto brown
    scene.play(GAME.parse_move(scene.state, "a1-c3"))  # White's brown, diagonally to White's right
    assert rows(scene) == ["pink ↓4 brown", "brown ↗2 brown"]
    scene.flip_view()
    assert rows(scene) == ["pink ↑4 brown", "brown ↙2 brown"]
    scene.flip_view()
    assert rows(scene) == ["pink ↓4 brown", "brown ↗2 brown"]


def test_issue27_a_push_shows_the_pushed_tower_going_the_pushers_way_on_screen(app) -> None:
    app.settings.auto_rotate = False
    scene = scene_for(app, PUSH_POSITION)
    push = next(m for m in GAME.legal_moves(scene.state) if m.kind == PUSH)
    assert scene.describe_move(scene.state, push) == "red ↑1 orange; pink ↑1 red"
    scene.flip_view()
    assert scene.describe_move(scene.state, push) == "red ↓1 orange; pink ↓1 red"


# ------------------------------------------------------------------------------------------- a pass
@pytest.mark.parametrize(
    ("language", "words"), [("en", "brown passes; brown to move"), ("de", "Braun setzt aus; Braun ist dran")]
)
def test_issue27_a_pass_reads_as_a_pass(app, language: str, words: str) -> None:
    app.tr.set_language(language)
    state = GAME.apply(GAME.from_text(BLOCKED), GAME.parse_move(GAME.from_text(BLOCKED), "e7-e5"))
    (move,) = GAME.legal_moves(state)
    assert move.kind == PASS
    text = kamisado_words.describe(app, state, move)
    assert text == words and " 0 " not in text


# ------------------------------------------------------------------------------------------- the tutorial
def test_issue27_the_tutorials_round_agrees_with_its_positions(app) -> None:
    """Round 1 until the first round is won, round 2 at 1:0 (after the refill), round 3 at 1:1 and at the
    end (3:1): the panel's "To 3 · round n" never says round 1 with points on the board."""
    scene = open_tutorial(app, "kamisado")
    seen: dict[int, tuple[int, tuple[int, int], str]] = {}

    def check() -> None:
        seen[scene.tutor.coach.index] = (scene.state.round_no, scene.state.score, scene.state.phase)
        card = scene.view_now().panel.score
        assert f"round {scene.state.round_no}" in card.round_line

    drive_to_end(app, scene, clicks, check)
    rounds = {i: n for i, (n, _, _) in seen.items()}
    assert [rounds[i] for i in range(7, 12)] == [2, 2, 3, 3, 3]
    for n, score, phase in seen.values():  # each seat with points won a round before this one
        won = sum(1 for points in score if points)
        assert n > won if phase == PLAY else n >= won


# ------------------------------------------------------------------------------------------- hints
@pytest.mark.parametrize(("position", "n"), [(WIN_IN_2, 2), (WIN_IN_3, 3)])
def test_issue27_a_hint_says_a_forced_win_and_its_length(app, position, n: int) -> None:
    text, notation = position
    before = GAME.from_text(text)
    move = GAME.parse_move(before, notation)
    reason = kamisado_words.hint_reason(app, before, move, GAME.apply(before, move))
    assert reason == app.t("kamisado.why.forced_win", n=n, seat="White")
    assert f"by force in {n} moves" in reason and "only safe" not in reason
    app.tr.set_language("de")
    assert f"erzwungen in {n} Zügen" in kamisado_words.hint_reason(
        app, before, move, GAME.apply(before, move)
    )


def test_issue27_a_hint_that_wins_at_once_says_so(app) -> None:
    text, notation = WIN_IN_1
    before = GAME.from_text(text)
    move = GAME.parse_move(before, notation)
    reason = kamisado_words.hint_reason(app, before, move, GAME.apply(before, move))
    assert reason.startswith("reaches the opponent's home row")
