"""Ka-Mel-Oh! on screen: the scene package (rooms: see docs/architecture.md)."""

from .scene import KamelohScene

__all__ = ["KamelohScene"]
