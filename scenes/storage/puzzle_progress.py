"""What the player has done with the puzzles: the ids solved, the streak of puzzles solved without a wrong
move, and the best streak (`data/puzzles.json`, written by the autosave thread, atomically). A file that
cannot be read counts as no progress (said once on stderr) and is written anew at the next solve."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from scenes.storage.autosave import AUTOSAVER
from scenes.storage.folders import data_dir


@dataclass
class PuzzleProgress:
    solved: set[str] = field(default_factory=set)
    streak: int = 0  # puzzles solved in a row without a wrong move
    best: int = 0

    def solve(self, puzzle_id: str, clean: bool) -> None:
        """A puzzle solved; `clean`: without a wrong move (the streak grows, else it starts again)."""
        self.solved.add(puzzle_id)
        self.streak = self.streak + 1 if clean else 0
        self.best = max(self.best, self.streak)

    def to_json(self) -> dict:
        return {"format": 1, "solved": sorted(self.solved), "streak": self.streak, "best": self.best}


def progress_path() -> Path:
    return data_dir() / "puzzles.json"


def load_progress() -> PuzzleProgress:
    AUTOSAVER.flush()
    path = progress_path()
    if not path.exists():
        return PuzzleProgress()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return PuzzleProgress(
            {str(s) for s in data["solved"]}, int(data["streak"]), int(data.get("best", data["streak"]))
        )
    except (OSError, ValueError, KeyError, TypeError) as exc:
        print(f"puzzle progress {path} not read ({exc}): starting afresh", file=sys.stderr)
        return PuzzleProgress()


def save_progress(progress: PuzzleProgress) -> None:
    AUTOSAVER.save(progress_path(), progress.to_json())
