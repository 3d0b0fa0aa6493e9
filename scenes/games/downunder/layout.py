"""Where the table is on screen: a camera over the growing table, a centre and a zoom (pixels per cell),
turned by quarter turns when the view faces another seat (hot-seat auto-rotate).

World cells are the rules' (x, y) with y to the south. The view turns them by `quarter` quarter turns
clockwise into view coordinates (u, v), which are then scaled by the integer zoom and placed around the
centre of `focus`, the part of the screen the table is fitted into (`fit`). Every screen position of the scene
(cells, layer, effects, hit tests) comes from here, so they always agree to the pixel. `banner_rows` says
where the shell's seat banner has each seat (the game's panel draws over them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

Cell = tuple[int, int]

DRAG_START = 6  # pixels the pointer must move before a press on the table becomes a pan
MIN_ZOOM = 26.0
MAX_ZOOM = 118.0


def turn_point(x: float, y: float, quarter: int) -> tuple[float, float]:
    """A world point turned `quarter` quarter turns clockwise about the origin (y grows downwards)."""
    for _ in range(quarter % 4):
        x, y = -y, x
    return x, y


def view_cell(cell: Cell, quarter: int) -> tuple[int, int]:
    """A world cell in view coordinates, the view turned by `quarter`."""
    u, v = turn_point(cell[0] + 0.5, cell[1] + 0.5, quarter)
    return math.floor(u), math.floor(v)


class Transforms:
    """Cells to screen and back, from a camera's centre on screen (`cx`, `cy`), its view point (`x`, `y`),
    zoom and quarter: shared by the scene's moving camera (Layout) and its frozen snapshot in the view
    (Camera)."""

    __slots__ = ()
    cx: int
    cy: int
    x: float
    y: float
    zoom: float
    quarter: int

    def to_screen(self, cell: Cell) -> tuple[int, int]:
        """The centre of a cell on screen."""
        return self.cell_rect(cell).center

    def place_at(self, pos: tuple[int, int]) -> Cell:
        """The cell under a screen position (the table has no edge: there is always one)."""
        u = self.x + (pos[0] - self.cx) / self.z
        v = self.y + (pos[1] - self.cy) / self.z
        return self.world_cell((math.floor(u), math.floor(v)))

    # ------------------------------------------------------------------ transforms
    @property
    def z(self) -> int:
        """The zoom used for drawing: whole pixels per cell, so cards tile without seams."""
        return max(4, int(round(self.zoom)))

    def view_cell(self, cell: Cell) -> tuple[int, int]:
        return view_cell(cell, self.quarter)

    def world_cell(self, vcell: tuple[int, int]) -> Cell:
        x, y = turn_point(vcell[0] + 0.5, vcell[1] + 0.5, -self.quarter % 4)
        return math.floor(x), math.floor(y)

    def screen_x(self, u: float) -> int:
        return self.cx + math.floor((u - self.x) * self.z)

    def screen_y(self, v: float) -> int:
        return self.cy + math.floor((v - self.y) * self.z)

    def vcell_rect(self, vcell: tuple[int, int]) -> pygame.Rect:
        z = self.z
        return pygame.Rect(self.screen_x(vcell[0]), self.screen_y(vcell[1]), z, z)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return self.vcell_rect(self.view_cell(cell))

    def screen_point(self, wx: float, wy: float) -> tuple[float, float]:
        """A continuous world point (cell (x, y) spans x..x+1, y..y+1) on screen."""
        u, v = turn_point(wx, wy, self.quarter)
        z = self.z
        return self.cx + (u - self.x) * z, self.cy + (v - self.y) * z


@dataclass(frozen=True, slots=True)
class Camera(Transforms):
    """The camera as a frame shows it (a part of the view, compared by value)."""

    cx: int
    cy: int
    x: float
    y: float
    zoom: float
    quarter: int


class Layout(Transforms):
    """The camera of the scene (kept as `scene.view`): `fit(area)`, `to_screen(cell)`, `place_at(pos)`, and
    the finer transforms and framing the table, the effects and the hit tests share."""

    def __init__(self, area: pygame.Rect) -> None:
        self.fit(area)
        self.x = 0.5  # view coordinates at the centre of `focus`
        self.y = 0.5
        self.zoom = 96.0
        self.quarter = 0

    def fit(self, area: pygame.Rect) -> None:
        """Show the table in `area` (the camera keeps its centre and zoom)."""
        self.focus = pygame.Rect(area)

    @property
    def cx(self) -> int:
        return self.focus.centerx

    @property
    def cy(self) -> int:
        return self.focus.centery

    def frozen(self) -> Camera:
        """The camera as it is now, as a value."""
        return Camera(self.focus.centerx, self.focus.centery, self.x, self.y, self.zoom, self.quarter)

    # ------------------------------------------------------------------ fitting
    def view_bounds(self, cells: list[Cell]) -> tuple[int, int, int, int]:
        """(min u, min v, max u, max v) of some cells in view coordinates."""
        vcells = [self.view_cell(c) for c in cells]
        return (
            min(c[0] for c in vcells),
            min(c[1] for c in vcells),
            max(c[0] for c in vcells),
            max(c[1] for c in vcells),
        )

    def framing(self, cells: list[Cell], margin: float = 0.7) -> tuple[float, float, float]:
        """(x, y, zoom) that show all `cells` inside `focus` with a margin (in cells) around them."""
        if not cells:
            return 0.5, 0.5, MAX_ZOOM
        u0, v0, u1, v1 = self.view_bounds(cells)
        w = u1 - u0 + 1 + 2 * margin
        h = v1 - v0 + 1 + 2 * margin
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.focus.w / w, self.focus.h / h))
        return (u0 + u1 + 1) / 2, (v0 + v1 + 1) / 2, zoom

    def shows(self, cells: list[Cell], view: pygame.Rect) -> bool:
        """Every cell lies fully inside `view` at the current camera."""
        return all(view.contains(self.cell_rect(c)) for c in cells)

    def zoom_about(self, factor: float, pos: tuple[int, int]) -> tuple[float, float, float]:
        """(x, y, zoom) after zooming by `factor` with the point under `pos` kept in place."""
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, self.zoom * factor))
        u = self.x + (pos[0] - self.focus.centerx) / self.zoom
        v = self.y + (pos[1] - self.focus.centery) / self.zoom
        x = u - (pos[0] - self.focus.centerx) / zoom
        y = v - (pos[1] - self.focus.centery) / zoom
        return x, y, zoom


class CameraMan:
    """The camera's moves, each eased on `tweens` (the scene's interface tweener: they never hold up a
    turn): framing cells, zooming about a point, panning, dragging. `manual` once the player moved it
    himself (a framing then leaves it where it is while it still shows all that matters)."""

    def __init__(self, camera: Layout, tweens) -> None:
        self.camera, self.tweens = camera, tweens
        self.manual = False
        self.pressed: dict | None = None  # a press on the table (see `press`)

    def to(self, x: float, y: float, zoom: float, seconds: float) -> None:
        self.tweens.active = [t for t in self.tweens.active if t.target is not self.camera]
        cam = self.camera
        if abs(zoom - cam.zoom) < 0.5 and abs(x - cam.x) < 0.02 and abs(y - cam.y) < 0.02:
            seconds = 0.0  # already there: no tween, no rescaling of the table
        if seconds <= 0:
            cam.x, cam.y, cam.zoom = x, y, zoom
            return
        self.tweens.to(cam, seconds, ease="easeInOutCubic", x=x, y=y, zoom=zoom)

    def fit(self, cells: list[Cell], animate: bool = True, force: bool = False) -> None:
        """Frame `cells` (unless the player moved the camera himself and it still shows them)."""
        if self.manual and not force and self.camera.shows(cells, self.camera.focus):
            return
        self.manual = False
        x, y, zoom = self.camera.framing(cells)
        self.to(x, y, zoom, 0.5 if animate else 0.0)

    def moving(self) -> bool:
        return any(t.target is self.camera for t in self.tweens.active)

    def zoom(self, factor: float, pos: tuple[int, int]) -> None:
        self.manual = True
        x, y, zoom = self.camera.zoom_about(factor, pos)
        self.to(x, y, zoom, 0.12)

    def pan(self, dx: float, dy: float) -> None:
        self.manual = True
        cam = self.camera
        self.to(cam.x + dx, cam.y + dy, cam.zoom, 0.15)

    def press(self, pos: tuple[int, int], button: int) -> None:
        """A press on the table: a pan once the pointer moves (DRAG_START), a click if it does not."""
        self.pressed = {"start": pos, "cam": (self.camera.x, self.camera.y), "moved": False, "button": button}

    def motion(self, pos: tuple[int, int]) -> None:
        press = self.pressed
        if press is None:
            return
        dx, dy = pos[0] - press["start"][0], pos[1] - press["start"][1]
        if not press["moved"] and math.hypot(dx, dy) < DRAG_START:
            return
        press["moved"] = True
        self.manual = True
        self.tweens.active = [t for t in self.tweens.active if t.target is not self.camera]
        cam = self.camera
        cam.x = press["cam"][0] - dx / cam.zoom
        cam.y = press["cam"][1] - dy / cam.zoom

    def release(self) -> int | None:
        """The end of a press: its button if it was a click (no pan), else None."""
        press, self.pressed = self.pressed, None
        return None if press is None or press["moved"] else press["button"]


def banner_rows(banner: pygame.Rect, seats: int) -> list[pygame.Rect]:
    """Where the banner draws each seat (as scenes/widgets/banner.py lays them out)."""
    row = min(44, (banner.h - 12) // max(1, seats))
    return [
        pygame.Rect(banner.x + 8, banner.y + 6 + seat * row, banner.w - 16, row - 4) for seat in range(seats)
    ]
