"""Puzzles "to move and win in N" on the game's own scene (issue 28): any move that keeps the win is
accepted and the other side answers with its longest defence; any other is refuted on the board and the
puzzle waits for Try again; the hint names the piece, then shows the move; solved puzzles and the streak
are kept; the title's menu opens the next unsolved puzzle of a game and level."""

from __future__ import annotations

import pygame
import pytest

from rules.puzzles import load_puzzles
from scenes.games.board_scene import GameScene
from scenes.games.puzzle import PuzzleRun, puzzles_of, start_puzzle
from scenes.menus.puzzles import PuzzlesScene
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.puzzle_progress import load_progress, progress_path
from tests.scenes.conftest import run_frames


@pytest.fixture(autouse=True)
def no_progress():
    AUTOSAVER.flush()
    progress_path().unlink(missing_ok=True)
    yield
    AUTOSAVER.flush()


def opened(app, game_id: str, grade: str, index: int = 0) -> tuple[GameScene, PuzzleRun]:
    app.speed_boost = 8.0
    assert start_puzzle(app, puzzles_of(game_id, grade)[index])
    scene = app.stack.top
    assert isinstance(scene.director, PuzzleRun)
    run_frames(app, 3)
    return scene, scene.director


def settle(app, scene: GameScene, frames: int = 600) -> None:
    """Frames until the solver is to move, the puzzle is decided, or a refutation was played."""
    run = scene.director
    for _ in range(frames):
        app.step(1 / 60)
        if scene.tweens.busy:
            continue
        state = scene.state
        if run.prover.decided(state) is not None or scene.game.to_move(state) == run.solver:
            return
        if run.status == "wrong" and run.refute_from is None:
            return


def solve(app, scene: GameScene, run: PuzzleRun, pick: int = -1) -> None:
    """Play winning moves (the last of them each time: not always the stored solution) until solved."""
    for _ in range(12):
        settle(app, scene)
        if run.status != "solving":
            return
        winning = run.prover.winning_moves(scene.state, run.left)
        assert winning, "a puzzle in play always has a winning move for the solver"
        assert scene.play(winning[pick])
    settle(app, scene)


@pytest.mark.parametrize("game_id", ["kamisado", "camelot"])
def test_a_puzzle_is_solved_by_any_move_that_keeps_the_win(app, game_id: str) -> None:
    scene, run = opened(app, game_id, "medium")
    assert scene.state == scene.game.load(run.puzzle.position) and run.left == run.puzzle.moves
    solve(app, scene, run)
    assert run.status == "solved" and run.prover.decided(scene.state) == run.solver
    AUTOSAVER.flush()
    progress = load_progress()
    assert run.puzzle.id in progress.solved and progress.streak == 1
    assert scene.session.moves and not scene.human_to_move()  # solved: the board rests


def test_a_wrong_move_is_refuted_on_the_board_and_try_again_restores_the_task(app) -> None:
    scene, run = opened(app, "kamisado", "hard")
    state = scene.state
    wrong = next(m for m in scene.game.legal_moves(state) if not run.prover.keeps_win(state, m, run.left))
    assert scene.play(wrong)
    settle(app, scene, 600)
    assert run.status == "wrong" and run.said == "puzzle.wrong_answer"
    assert len(scene.session.moves) >= 2 and scene.session.movers[-1] != run.solver
    assert not run.prover.wins(scene.state, run.solver, run.left)  # the answer really refutes it
    assert not scene.human_to_move()  # the board waits for Try again
    scene.undo()  # the panel's Undo: Try again
    run_frames(app, 2)
    assert scene.state == state and not scene.session.moves and run.status == "solving"
    solve(app, scene, run)
    assert run.status == "solved" and run.said == "puzzle.solved_again"
    AUTOSAVER.flush()
    assert load_progress().streak == 0 and run.puzzle.id in load_progress().solved


def test_the_hint_names_the_piece_then_shows_the_move(app) -> None:
    scene, run = opened(app, "camelot", "easy")
    scene.ask_hint()
    assert run.said == "puzzle.hint_piece" and scene.hint_move is None
    square = run.said_args["square"]
    first = run.prover.winning_moves(scene.state, run.left)[0]
    assert scene.game.notation(scene.state, first).startswith(square)
    scene.ask_hint()
    assert scene.hint_move == first and run.said == "puzzle.hint_move"
    assert run.said_args["n"] == run.left and not app.toasts  # said on the card, not in a toast


def test_the_menu_opens_the_next_unsolved_puzzle_of_a_game_and_level(app) -> None:
    app.stack.reset(app.make("title"))
    run_frames(app, 2)
    app.stack.top.open_puzzles()
    menu = app.stack.top
    assert isinstance(menu, PuzzlesScene) and menu.games == ["kamisado", "camelot"]
    first = puzzles_of("kamisado", "easy")[0]
    menu.progress.solved.add(first.id)
    menu.group.widgets[0].activate(app)  # Kamisado, easy
    run = app.stack.top.director
    assert run.puzzle == puzzles_of("kamisado", "easy")[1]
    run.go_next()
    assert app.stack.top.director.puzzle == puzzles_of("kamisado", "easy")[2]


def test_every_game_with_puzzles_ships_at_least_sixty_in_three_grades() -> None:
    for game_id in ("kamisado", "camelot"):
        shipped = load_puzzles(game_id)
        assert len(shipped) >= 60 and {p.grade for p in shipped} == {"easy", "medium", "hard"}


def test_a_damaged_progress_file_counts_as_none(app, capsys) -> None:
    progress_path().write_text("{nope", encoding="utf-8")
    assert load_progress().solved == set()
    assert "starting afresh" in capsys.readouterr().err
    pygame.event.clear()
