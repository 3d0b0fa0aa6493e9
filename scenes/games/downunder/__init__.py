"""Down Under on screen (see scene.py)."""

from .scene import DownUnderScene

__all__ = ["DownUnderScene"]
