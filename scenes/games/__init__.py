"""The game scenes: one package per game, `scenes/games/<game id>/`, whose `__init__.py` names its scene
class `SCENE` (a `GameScene` from board_scene.py). A game whose rules are registered (`rules.CATALOGUE`,
`rules.GAMES`) but whose scene package does not exist yet is "coming soon"."""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil


def _package(game_id: str) -> str | None:
    """The module name of a game's scene package, or None when the game's rules do not exist."""
    import rules

    return f"{__name__}.{game_id}" if game_id in rules.GAMES else None


def scene_class(game_id: str) -> type | None:
    """The scene class of a game, or None when that game's scene or rules do not exist yet."""
    name = _package(game_id)
    if name is None:
        return None
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None
    return getattr(module, "SCENE", None)


def has_scene(game_id: str) -> bool:
    """Whether the game's rules and scene package exist, without importing the scene (the title shows the
    list before the first frame; importing all four scenes there cost ~0.5 s of start-up)."""
    name = _package(game_id)
    if name is None:
        return False
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def has_tutorial_room(game_id: str) -> bool:
    """Whether the game's scene package has a tutorial room (`tutorial.py`), without importing either: the
    title asks for its cards' "Learn to play" chips before the first frame (importing the tutorial package
    there would load the game scenes' base, ~0.5-1 s). pkgutil lists a package's modules from source folders
    and, through PyInstaller's frozen importer, inside the executable."""
    name = _package(game_id)
    if name is None:
        return False
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:
        return False
    places = spec.submodule_search_locations if spec is not None else None
    return bool(places) and any(m.name == "tutorial" for m in pkgutil.iter_modules(places))


def playable_games() -> list[str]:
    import rules

    return [gid for gid in rules.CATALOGUE if has_scene(gid)]
