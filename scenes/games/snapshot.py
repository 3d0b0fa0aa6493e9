"""The small picture of a saved game's position for the Continue list, drawn by the game's own scene.

It is drawn once, never per frame: when a game is left for the title (its scene and pictures are warm, the
frame changes scenes anyway) and written next to the save as `<game>.png`. A save written later than its
picture (the window was closed mid-game) gets a new one when the list is opened, one picture a frame, from a
scene built off screen for it. The board is drawn into the app's canvas (the next frame paints all of it
anyway; a picture of the canvas's size would cost a 3.6 MB allocation each time), scaled down, and its
pixels are handed to the autosave thread, which encodes the PNG and writes it atomically.
"""

from __future__ import annotations

import pygame

from rules.session import GameSession
from scenes.engine import theme
from scenes.games import scene_class
from scenes.storage.autosave import AUTOSAVER
from scenes.storage.png import encode_png
from scenes.storage.saves import thumbnail_path

THUMB_SIZE = (144, 112)  # the board area's shape (884 x 688) at about a sixth


def board_picture(scene, size: tuple[int, int] = THUMB_SIZE) -> pygame.Surface:
    """The scene's board area as it is now, scaled down to fit `size` (the panel beside it left out)."""
    canvas = scene.app.canvas
    scene.draw_background(canvas)
    scene.draw_board(canvas)
    area = canvas.subsurface(scene.board_rect.clip(canvas.get_rect()))
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


def _hides_hands(scene) -> bool:
    """Hot-seat with hidden information: the picture would show one player's hand to everyone who opens
    the list, so it is blurred (the table's layout stays, no card can be told)."""
    humans = sum(not seat.is_ai for seat in scene.session.seats)
    return scene.game.hidden_information and humans > 1


def _blurred(picture: pygame.Surface) -> pygame.Surface:
    w, h = picture.get_size()
    small = pygame.transform.smoothscale(picture, (max(1, w // 10), max(1, h // 10)))
    return pygame.transform.smoothscale(small, (w, h))


def write_thumbnail(scene) -> pygame.Surface:
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
