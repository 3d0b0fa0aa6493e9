"""One scene per game on top of board_scene.GameScene; `scene_class(game_id)` finds it."""

from __future__ import annotations

import importlib
import importlib.util

# game id -> "module:Class" of its scene. A game listed here whose module does not exist yet is "coming soon".
SCENES = {
    "kamisado": "scenes.games.kamisado:KamisadoScene",
    "downunder": "scenes.games.downunder:DownUnderScene",
    "camelot": "scenes.games.camelot:CamelotScene",
    "kameloh": "scenes.games.kameloh:KamelohScene",
}


def _scene_ref(game_id: str) -> tuple[str, str] | None:
    """(module, class) of a game's scene, or None when the game's rules or scene entry do not exist."""
    import rules

    if game_id not in rules.GAMES or game_id not in SCENES:
        return None
    module_name, class_name = SCENES[game_id].split(":")
    return module_name, class_name


def scene_class(game_id: str) -> type | None:
    """The scene class of a game, or None when that game's scene or rules do not exist yet."""
    ref = _scene_ref(game_id)
    if ref is None:
        return None
    module_name, class_name = ref
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        return None
    return getattr(module, class_name)


def has_scene(game_id: str) -> bool:
    """Whether the game's rules and scene module exist, without importing the scene (the title shows the
    list before the first frame; importing all four scenes there cost ~0.5 s of start-up)."""
    ref = _scene_ref(game_id)
    if ref is None:
        return False
    try:
        return importlib.util.find_spec(ref[0]) is not None
    except ModuleNotFoundError:
        return False


def playable_games() -> list[str]:
    import rules

    return [gid for gid in rules.CATALOGUE if has_scene(gid)]
