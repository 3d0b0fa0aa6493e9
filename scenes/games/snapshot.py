"""The small picture of a saved game's position for the Continue list, drawn by the game's own scene.

It is drawn once, never per frame: when a game is left for the title (its scene and pictures are warm, the
frame changes scenes anyway: 3-8 ms) and written next to the save as `<game>.png`. A save written later than
its picture (the window was closed mid-game) gets a new one when the list is opened, one picture a frame,
from a scene built off screen for it.
"""

from __future__ import annotations

import pygame

from rules.session import GameSession
from scenes.engine import theme
from scenes.games import scene_class
from scenes.storage.saves import thumbnail_path

THUMB_SIZE = (144, 112)  # the board area's shape (884 x 688) at about a sixth


def board_picture(scene, size: tuple[int, int] = THUMB_SIZE) -> pygame.Surface:
    """The scene's board area as it is now, scaled down to fit `size` (the panel beside it left out)."""
    canvas = pygame.Surface(theme.LOGICAL_SIZE)
    scene.draw_background(canvas)
    scene.draw_board(canvas)
    area = canvas.subsurface(scene.board_rect.clip(canvas.get_rect()))
    scale = min(size[0] / area.get_width(), size[1] / area.get_height())
    shrunk = pygame.transform.smoothscale(
        area, (max(1, round(area.get_width() * scale)), max(1, round(area.get_height() * scale)))
    )
    picture = pygame.Surface(size)
    picture.fill(theme.GAME_BG[0])
    picture.blit(shrunk, shrunk.get_rect(center=picture.get_rect().center))
    return picture


def write_thumbnail(scene) -> bool:
    """Write the picture of a live game scene next to its save; False when the disk refused it (the list
    then draws it again from the save)."""
    try:
        pygame.image.save(board_picture(scene), str(thumbnail_path(scene.session.game_id)))
    except (OSError, pygame.error):
        return False
    return True


def render_thumbnail(app, session: GameSession) -> pygame.Surface | None:
    """The picture of a saved position, from a scene built off screen (never put on the stack), also
    written to disk for the next time; None for a game without a scene."""
    cls = scene_class(session.game_id)
    if cls is None:
        return None
    picture = board_picture(cls(app, session))
    try:
        pygame.image.save(picture, str(thumbnail_path(session.game_id)))
    except (OSError, pygame.error):
        pass
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
