"""Ka-Mel-Oh! on screen: the scene and its rooms (docs/architecture.md, "Rooms of a game scene package").
`SCENE` is the name the registry (scenes/games/__init__.py) looks for."""

from .scene import KamelohScene

SCENE = KamelohScene

__all__ = ["SCENE", "KamelohScene"]
