"""The small picture of a saved game's position for the Continue list, drawn by the game's own scene.

It is drawn once, never per frame: when a game is left for the title (its scene and pictures are warm, the
frame changes scenes anyway) and written next to the save as `<game>.png`. A save written later than its
picture (the window was closed mid-game) gets a new one when the list is opened, one picture a frame, from a
scene built off screen for it. The scene is drawn alone, by its own `draw`, onto a surface of its own (never
the app's canvas, which holds what was on screen: the pause menu the game was left from, a toast), its board
area is scaled down, and the pixels are handed to the autosave thread, which encodes the PNG and writes it
atomically.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from rules.session import GameSession
from scenes.engine import theme
from scenes.games import scene_class
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.png import encode_png
from scenes.storage.saves import thumbnail_path

THUMB_SIZE = (144, 112)  # the board area's shape (884 x 688) at about a sixth


class Pictured(Protocol):
    """What the picture needs of a game scene (board_scene.GameScene)."""

    session: GameSession
    board_rect: pygame.Rect

    def draw(self, surface: pygame.Surface) -> None: ...

    def snapshot_picture(self, size: tuple[int, int]) -> pygame.Surface | None: ...


def board_picture(scene: Pictured, size: tuple[int, int] = THUMB_SIZE) -> pygame.Surface:
    """The game's own small picture of the position (`snapshot_picture`), or the scene's board area as it
    is now, drawn alone by the scene's `draw` and scaled down to fit `size` (the panel beside it left out)."""
    own = scene.snapshot_picture(size)
    if own is not None:
        return own
    frame = pygame.Surface(theme.LOGICAL_SIZE).convert()
    scene.draw(frame)
    return thumbnail(scene, frame)


def thumbnail(scene: Pictured, frame: pygame.Surface, size: tuple[int, int] = THUMB_SIZE) -> pygame.Surface:
    """The board area of `frame`, a whole frame of `scene`, scaled down to fit `size`."""
    area = frame.subsurface(scene.board_rect.clip(frame.get_rect()))
    scale = min(size[0] / area.get_width(), size[1] / area.get_height())
    shrunk = pygame.transform.smoothscale(
        area, (max(1, round(area.get_width() * scale)), max(1, round(area.get_height() * scale)))
    )
    if _hides_hands(scene):
        shrunk = _blurred(shrunk)
    picture = pygame.Surface(size)
    picture.fill(theme.GAME_BG[0])
    picture.blit(shrunk, shrunk.get_rect(center=picture.get_rect().center))
    return picture


def _hides_hands(scene: Pictured) -> bool:
    """Hot-seat with hidden information: the picture would show one player's hand to everyone who opens
    the list, so it is blurred (the table's layout stays, no card can be told)."""
    humans = sum(not seat.is_ai for seat in scene.session.seats)
    return scene.session.game.hidden_information and humans > 1


def _blurred(picture: pygame.Surface) -> pygame.Surface:
    w, h = picture.get_size()
    small = pygame.transform.smoothscale(picture, (max(1, w // 10), max(1, h // 10)))
    return pygame.transform.smoothscale(small, (w, h))


def write_thumbnail(scene: Pictured) -> pygame.Surface:
    """Draw the picture of a live game scene and have it written next to its save (in the autosave
    thread); returns the picture."""
    picture = board_picture(scene)
    store(scene.session.game_id, picture)
    return picture


def store(game_id: str, picture: pygame.Surface) -> None:
    w, h = picture.get_size()
    rgb = pygame.image.tobytes(picture, "RGB")
    AUTOSAVER.save(thumbnail_path(game_id), lambda: encode_png(w, h, rgb))


def render_thumbnail(app, session: GameSession) -> pygame.Surface | None:
    """The picture of a saved position, from a scene built off screen (never put on the stack), also
    written to disk for the next time; None for a game without a scene."""
    cls = scene_class(session.game_id)
    if cls is None:
        return None
    picture = board_picture(cls(app, session))
    store(session.game_id, picture)
    return picture


def load_thumbnail(game_id: str, saved_at_ns: int) -> pygame.Surface | None:
    """The picture on disk when it is at least as new as the save it shows, else None."""
    path = thumbnail_path(game_id)
    try:
        if path.stat().st_mtime_ns < saved_at_ns:
            return None
        return pygame.image.load(str(path)).convert()
    except (OSError, pygame.error):
        return None
