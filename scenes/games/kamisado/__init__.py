"""Kamisado on screen: the scene and its rooms (docs/architecture.md, "Rooms of a game scene package").
`SCENE` is the name the registry (scenes/games/__init__.py) looks for."""

from rules.common import lazy_names

# The scene module (and with it every room) loads on first use of a name, so that a room can be imported on
# its own (scenes/engine/warmup.py imports the games' code one module a frame).
__getattr__ = lazy_names(__name__, {"SCENE": "scene:KamisadoScene", "KamisadoScene": "scene"})

__all__ = ["SCENE", "KamisadoScene"]
