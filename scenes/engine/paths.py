"""Where assets, settings and saves live, from source and inside a PyInstaller executable."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import platformdirs

APP_NAME = "Spieltisch"


def asset_dir() -> Path:
    """The assets folder: next to the code from source, unpacked under sys._MEIPASS when frozen."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "assets"
    return Path(__file__).resolve().parent.parent.parent / "assets"


def asset(*parts: str) -> Path:
    return asset_dir().joinpath(*parts)


def _home_override() -> Path | None:
    # Tests and scripted runs point SPIELTISCH_HOME at a scratch folder so they never touch real settings.
    value = os.environ.get("SPIELTISCH_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = _home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = _home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
