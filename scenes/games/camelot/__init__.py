"""Camelot on screen: the scene and its rooms (see docs/architecture.md, "Rooms of a game scene package")."""

from .scene import CamelotScene

__all__ = ["CamelotScene"]
