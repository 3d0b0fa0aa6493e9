"""Where the program's own files (assets) live, from source and inside a PyInstaller executable. The player's
files (settings, saves) are scenes/storage/folders.py's."""

from __future__ import annotations

import sys
from pathlib import Path

# a name of the storage's, still found here by tests/scenes/test_tutorial_kamisado.py (a game's test, changed
# by its own branch): import it from scenes.storage.folders
from scenes.storage.folders import saves_dir

__all__ = ["asset", "asset_dir", "saves_dir"]


def asset_dir() -> Path:
    """The assets folder: next to the code from source, unpacked under sys._MEIPASS when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)
