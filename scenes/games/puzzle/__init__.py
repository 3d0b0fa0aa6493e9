"""Puzzles "to move and win in N" on the game's own scene (issue 28).

- `puzzle_scene(app, puzzle)`: the game's scene class with a `PuzzleRun` director (run.py) on the puzzle's
  position; `start_puzzle(app, puzzle)` shows it (from the title's puzzle menu and the card's Next).
- `puzzles_of(game_id, grade)`: the shipped puzzles of a game and grade (rules/puzzles.py).

Rooms: run (the director: the task, the moves judged by the exact prover, the answers), card (the card over
the move list).
"""

from __future__ import annotations

import rules
from rules.puzzles import Puzzle, load_puzzles
from scenes.games import scene_class
from scenes.games.launch import show_scene
from scenes.storage.puzzle_progress import load_progress

from .run import PuzzleRun, puzzle_session

__all__ = ["PuzzleRun", "puzzle_games", "puzzle_scene", "puzzles_of", "start_puzzle"]


def puzzle_games() -> list[str]:
    """The games that ship puzzles, in the title's order."""
    return [g for g in rules.CATALOGUE if g in rules.GAMES and load_puzzles(g)]


def puzzles_of(game_id: str, grade: str) -> list[Puzzle]:
    return [p for p in load_puzzles(game_id) if p.grade == grade]


def puzzle_scene(app, puzzle: Puzzle):
    cls = scene_class(puzzle.game)
    if cls is None:
        return None
    run = PuzzleRun(
        puzzle,
        puzzles_of(puzzle.game, puzzle.grade),
        load_progress(),
        puzzle_session(app.tr, puzzle),
        lambda after: start_puzzle(app, after),
    )
    scene = cls(app, run.session, director=run)
    run.begin(scene)  # once the scene is built: the card takes the place of its move list
    return scene


def start_puzzle(app, puzzle: Puzzle) -> bool:
    return show_scene(app, puzzle_scene(app, puzzle))
