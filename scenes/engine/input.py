"""One input layer: raw pygame events become `Action`s with positions in logical canvas coordinates.

Scenes read positions from actions, never from `pygame.mouse.get_pos()`, so scripted input, letterboxing and
tests all work the same way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

# Key -> named command. Scenes test `action.name`.
KEY_COMMANDS = {
    pygame.K_ESCAPE: "back",
    pygame.K_RETURN: "confirm",
    pygame.K_KP_ENTER: "confirm",
    pygame.K_SPACE: "confirm",
    pygame.K_F11: "fullscreen",
    pygame.K_UP: "up",
    pygame.K_DOWN: "down",
    pygame.K_LEFT: "left",
    pygame.K_RIGHT: "right",
    pygame.K_TAB: "next",
    pygame.K_PLUS: "zoom_in",
    pygame.K_KP_PLUS: "zoom_in",
    pygame.K_EQUALS: "zoom_in",
    pygame.K_MINUS: "zoom_out",
    pygame.K_KP_MINUS: "zoom_out",
    pygame.K_r: "rotate",
    pygame.K_h: "hint",
    pygame.K_u: "undo",
    pygame.K_F1: "help",
    pygame.K_BACKSPACE: "erase",
    pygame.K_PAGEUP: "page_up",
    pygame.K_PAGEDOWN: "page_down",
}


@dataclass
class Action:
    """kind: press | release | motion | wheel | key | text | quit | resize | focus.

    press/release/motion/wheel carry `pos` (logical coordinates) and `button` (1 left, 3 right) or `dy`;
    key carries `key`, `name` (a command from KEY_COMMANDS or "") and `mod`; text carries `text`; focus (the
    window gained or lost the keyboard focus) has `name` "gained" or "lost" and goes to the app's services,
    never to a scene (App.dispatch).
    """

    kind: str
    pos: tuple[int, int] = (0, 0)
    button: int = 0
    dy: int = 0
    key: int = 0
    name: str = ""
    mod: int = 0
    text: str = ""
    buttons: tuple[bool, bool, bool] = (False, False, False)

    @property
    def is_click(self) -> bool:
        return self.kind == "press" and self.button == 1

    @property
    def is_right_click(self) -> bool:
        return self.kind == "press" and self.button == 3


ToLogical = Callable[[tuple[int, int]], tuple[int, int]]


def translate(event: pygame.event.Event, to_logical: ToLogical) -> Action | None:
    """The action of one pygame event, or None for events no scene needs."""
    etype = event.type
    if etype == pygame.QUIT:
        return Action("quit")
    if etype == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3):
        return Action("press", to_logical(event.pos), button=event.button)
    if etype == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
        return Action("release", to_logical(event.pos), button=event.button)
    if etype == pygame.MOUSEMOTION:
        buttons = tuple(bool(b) for b in event.buttons[:3])
        return Action("motion", to_logical(event.pos), buttons=buttons)  # type: ignore[arg-type]
    if etype == pygame.MOUSEWHEEL:
        x, y = getattr(event, "mouse_x", None), getattr(event, "mouse_y", None)
        pos = to_logical((x, y)) if x is not None and y is not None else (0, 0)
        return Action("wheel", pos, dy=int(event.y))
    if etype == pygame.KEYDOWN:
        mod = event.mod
        name = KEY_COMMANDS.get(event.key, "")
        if event.key == pygame.K_z and mod & pygame.KMOD_CTRL:
            name = "undo"
        elif event.key == pygame.K_q and mod & pygame.KMOD_CTRL:
            name = "quit"
        return Action("key", key=event.key, name=name, mod=mod, text=getattr(event, "unicode", ""))
    if etype == pygame.TEXTINPUT:
        return Action("text", text=event.text)
    if etype in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        return Action("resize")
    if etype == pygame.WINDOWFOCUSGAINED:
        return Action("focus", name="gained")
    if etype == pygame.WINDOWFOCUSLOST:
        return Action("focus", name="lost")
    return None
