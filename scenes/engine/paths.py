"""Where the program's own files (assets) live, from source and inside a PyInstaller executable. The player's
files (settings, saves) are scenes/storage/folders.py's."""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["asset", "asset_dir"]


def asset_dir() -> Path:
    """The assets folder: next to the code from source, unpacked under sys._MEIPASS when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)
