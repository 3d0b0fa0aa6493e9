"""Where the player's files live: the settings in the platform's config folder, the saves in its data folder
(platformdirs), or under `SPIELTISCH_HOME` for tests and scripted runs."""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Spieltisch"


def home_override() -> Path | None:
    # Tests and scripted runs point SPIELTISCH_HOME at a scratch folder so they never touch real settings.
    value = os.environ.get("SPIELTISCH_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    home = home_override()
    path = home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def data_dir() -> Path:
    home = home_override()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
