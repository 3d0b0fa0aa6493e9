"""Player settings, persisted as JSON in the platform's config folder. Bad files fall back to defaults."""

from __future__ import annotations

import json
import locale
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from scenes.storage.atomic import write_json_atomic
from scenes.storage.folders import config_dir

LANGUAGES = ("de", "en")
ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0, 4.0)
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
ONLINE_FIELDS = ("online_server", "online_address", "online_referee", "online_game")
ONLINE_LENGTH = 200  # longer than any address a field takes: a longer value was not written by us


def system_language() -> str:
    """German when the OS locale is German, English otherwise."""
    candidates = [os.environ.get(k, "") for k in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


@dataclass
class Settings:
    language: str = "en"
    sound: bool = True
    volume: float = 0.75
    animation_speed: float = 1.0
    show_legal_moves: bool = True
    colour_blind: bool = False
    fullscreen: bool = False
    auto_rotate: bool = False  # hot-seat: turn the board towards the player to move
    # game id -> the last set-up of that game (players, seat kinds and names, options); checked against the
    # game's rules when the set-up screen reads it (scenes/menus/setup.py), so a stale entry is harmless
    setups: dict = field(default_factory=dict)
    tutorials_offered: list[str] = field(default_factory=list)  # games whose first start offered the tutorial
    # play online (issue 29): the account last connected with. Never its password: that is in the OS keyring
    # (scenes/storage/passwords.py) or asked each time. A file from before these fields loads with them empty.
    online_server: str = ""  # "host" or "host:port"
    online_address: str = ""  # "name@host"
    online_referee: str = ""  # the referee's address; empty: referee@<the address's host>
    # game id -> the last online set-up of that game (player count, seats with the friends' addresses,
    # options); checked when the online set-up reads it (scenes/menus/online/setup.py), as `setups` are
    online_setups: dict = field(default_factory=dict)
    online_game: str = ""  # the game the last online table was set up for

    @classmethod
    def defaults(cls) -> Settings:
        return cls(language=system_language())

    def validated(self) -> Settings:
        """A copy with every out-of-range value replaced by its default."""
        base = Settings.defaults()
        clean = Settings(**asdict(self))
        if clean.language not in LANGUAGES:
            clean.language = base.language
        if clean.volume not in VOLUMES:
            clean.volume = base.volume
        if clean.animation_speed not in ANIMATION_SPEEDS:
            clean.animation_speed = base.animation_speed
        if not isinstance(clean.setups, dict):
            clean.setups = {}
        clean.setups = {k: v for k, v in clean.setups.items() if isinstance(k, str) and isinstance(v, dict)}
        if not isinstance(clean.online_setups, dict):
            clean.online_setups = {}
        clean.online_setups = {
            k: v for k, v in clean.online_setups.items() if isinstance(k, str) and isinstance(v, dict)
        }
        for name in ("sound", "show_legal_moves", "colour_blind", "fullscreen", "auto_rotate"):
            if not isinstance(getattr(clean, name), bool):
                setattr(clean, name, getattr(base, name))
        for name in ONLINE_FIELDS:
            value = getattr(clean, name)
            if not isinstance(value, str) or len(value) > ONLINE_LENGTH:
                setattr(clean, name, "")
        offered = clean.tutorials_offered
        if not isinstance(offered, list) or not all(isinstance(g, str) for g in offered):
            clean.tutorials_offered = []
        else:
            clean.tutorials_offered = list(dict.fromkeys(offered))[:16]
        return clean


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    path = path or settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings.defaults()
    if not isinstance(data, dict):
        return Settings.defaults()
    known = {f.name for f in fields(Settings)}
    base = asdict(Settings.defaults())
    base.update({k: v for k, v in data.items() if k in known})
    return Settings(**base).validated()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    write_json_atomic(path or settings_path(), asdict(settings))
