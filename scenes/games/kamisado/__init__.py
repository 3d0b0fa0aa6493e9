"""Kamisado on screen: the scene and its rooms (docs/architecture.md, "Rooms of a game scene package").
`SCENE` is the name the registry (scenes/games/__init__.py) looks for."""

from .scene import KamisadoScene

SCENE = KamisadoScene

__all__ = ["SCENE", "KamisadoScene"]
