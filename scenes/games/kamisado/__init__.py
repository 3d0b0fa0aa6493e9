"""Kamisado's scene package: the rooms of docs/architecture.md ("Rooms of a game scene package")."""

from .scene import KamisadoScene

__all__ = ["KamisadoScene"]
