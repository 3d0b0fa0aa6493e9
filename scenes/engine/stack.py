"""Scenes and the scene stack. The top scene gets input and updates; drawing goes bottom-up from the
topmost opaque scene, so overlays (pause menu, dialogs) draw over the scene below them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.engine.input import Action
from scenes.engine.tween import Tweener

if TYPE_CHECKING:
    from scenes.engine.app import App


class Scene:
    overlay = False  # True: the scene below stays visible under this one
    # True: while this scene is on top, the frames' idle time imports the games' code (scenes/engine/warmup.py);
    # menus where a player waits, never a game, whose idle time belongs to the AI process
    warm_up = False
    idle_pending = False  # True: `idle` has work for the frames' spare time (App.idle)

    def __init__(self, app: App) -> None:
        self.app = app
        self.tweens = Tweener(app.settings.animation_speed * app.speed_boost)

    def idle(self, budget: float) -> None:
        """Spend about `budget` seconds on work that can wait for a frame's spare time (while this scene is
        on top and `idle_pending`); clear `idle_pending` when nothing is left."""
        self.idle_pending = False

    # lifecycle hooks
    def enter(self) -> None:
        """Pushed onto the stack."""

    def leave(self) -> None:
        """Removed from the stack: stop everything it started."""
        self.tweens.cancel_all()

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""
        self.tweens.speed = self.app.settings.animation_speed * self.app.speed_boost

    def language_changed(self) -> None:
        """The language was switched (every scene on the stack hears it): word anew what was worded once."""

    # per frame
    def handle(self, action: Action) -> None:
        """One input action (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the scene below is not resumed in between)."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start over with `scene` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom-up: from the topmost opaque one to the top."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].overlay:
                start = i
                break
        return self.scenes[start:]
