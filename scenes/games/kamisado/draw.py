"""Drawing one frame of the Kamisado board area from its view (view.py), back to front: the table with
the board, marks on the squares (last move, hint, targets, the tower that must move), shadows and towers in
depth order, marks over them (falling marker, deadlock chains), sparks and words, the round ribbon, the
refill cards and the hint's star (the shared one, scenes/effects). The info column's cards are panel.py's
(`panel.draw_panel`, drawn after this). The still table (background, board shadow, board, labels, the
info column's frames) is the frame's background while the board holds still: one opaque picture per look
and viewing side, kept by the engine's layers (`BoardArt.paint_table`, keyed by the view's `Table`).

Entry point: `draw_board(view, art, surface, layers)`. Nothing here changes what it is given: every
function draws its view onto the surface."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from scenes.effects import draw_hint_star, draw_ribbon, pulse
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.engine.layers import Layers

from . import fill, fx
from .art import (
    TowerArt,
    background,
    banner_picture,
    board_picture,
    board_shadow,
    draw_shadow,
    faded,
    render_labels,
    square_tile,
)
from .fill import FillArt
from .layout import Layout
from .palette import (
    BLOCKED_RGB,
    CHAIN_RGB,
    FLASH_LIGHT_RGB,
    FLASH_RED_RGB,
    FOCUS_RGB,
    GLOW_RGB,
    HINT_RGB,
    KEYHOLE_RGB,
    LOCK_RED_RGB,
    PADLOCK_OUTLINE_RGB,
    PUSH_RGB,
    SHACKLE_RGB,
    SHADE_RGB,
    TRAIL_RGB,
    WHITE,
)
from .panel import Panel, draw_frames
from .view import Focus, KamisadoView, Ribbon, Table, Tower

GROUND = 0.07  # the footprint sits a little below the square's centre: the tower seems to stand in it


class BoardArt:
    """The game's art at the scene's layout: the towers' pictures at the board's square size, the info
    column's places and cards, the refill cards, the fonts the words are rendered with, and the scene's
    layers (the info column's cards are kept there: panel.draw_panel)."""

    def __init__(self, fonts, square: int, panel: Panel, layers: Layers) -> None:
        self.fonts = fonts
        self.towers = TowerArt(square)
        self.panel = panel
        self.layers = layers
        self.fill = FillArt(fonts)

    def paint_table(self, target: pygame.Surface, table: Table) -> None:
        """The still table: the frame's background while the board holds still."""
        board = Layout(table.origin, table.square, table.frame)
        rect = board.rect
        target.blit(background(theme.LOGICAL_SIZE), (0, 0))
        target.blit(board_shadow(board.side), (rect.x - 18, rect.y - 10))
        target.blit(board_picture(table.square, table.frame, table.glyphs), rect)
        target.blit(render_labels(self.fonts, table.square, table.frame, table.black_view), rect)
        draw_frames(target, self.panel)

    def warm_steps(self, glyphs: bool, rounds: bool) -> Iterator[None]:
        """Pictures a frame of play would draw for the first time, a step at a time (the scene's idle_steps):
        the turn card's towers and squares (1-2 ms each, in the frame of a move), the ribbons' and words'
        fonts, and in a match of several rounds (`rounds`) the promoted towers (Sumo to Triple Sumo) on the
        board, in the panel and on the refill cards, which a round's end would otherwise draw in its frames
        (~1.5 ms a tower; the refill cards' sixteen towers took one frame 17 ms)."""
        panel = self.panel
        for tower in range(16):
            panel.big_art.tower(tower >> 3, tower & 7, 0, glyphs)
            yield
        for colour in range(8):
            square_tile(40, colour, glyphs)
            yield
        for role, size in (("title", 40), ("body", 20), ("heading", 22), ("heading", 24), ("heading", 26)):
            self.fonts.get(role, size)
            yield
        self.fonts.get("heading", 30)
        yield
        if not rounds:
            return
        fill.warm(glyphs)
        yield
        for rank in (0, 1, 2, 3):
            for art in (self.towers, panel.big_art, panel.small_art, fill.mini_art()):
                for tower in range(16):
                    art.tower(tower >> 3, tower & 7, rank, glyphs)
                    yield

    def warm(self, table: Table) -> None:
        """Draw the board pictures now, so the first frame does not pay for them."""
        board_picture(table.square, table.frame, table.glyphs)
        self.towers.warm(table.glyphs)
        for side in (False, True):
            render_labels(self.fonts, table.square, table.frame, side)


def draw_board(view: KamisadoView, art: BoardArt, surface: pygame.Surface, layers: Layers) -> None:
    """The frame's board area (the table too, unless the frame's background is the table already:
    `view.table_drawn`, GameScene.panel_backdrop)."""
    if not view.still:
        _moving_table(view, art, surface)
    elif not view.table_drawn:
        layers.draw(surface, art.paint_table, view.table)
    _trail(view, surface)
    _hint(view, art, surface)
    _forced(view, art, surface)
    _targets(view, art, surface)
    _towers(view, art, surface)
    _push_badges(view, art, surface)
    _drop(view, art, surface)
    _links(view, surface)
    fx.draw(surface, view.fx, art.fonts)
    for ribbon in view.ribbons:
        _ribbon(view, art, surface, ribbon)
    if view.fill is not None:
        _fill(view, art, surface, layers)
    if view.hint_star is not None:
        draw_hint_star(surface, view.hint_star, view.time, max(13, round(view.board.square * 0.26)))


# ---------------------------------------------------------------------------------------------- board
def _moving_table(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    """The table while the board shakes or turns."""
    board = view.board
    rect = board.rect
    picture = board_picture(board.square, board.frame, view.glyphs)
    surface.blit(background(theme.LOGICAL_SIZE), (0, 0))
    draw_frames(surface, art.panel)
    surface.blit(board_shadow(board.side), (rect.x - 18, rect.y - 10))
    if board.turning:  # plain scale and rotate: fast enough for every frame of a 0.7 s turn
        turned = pygame.transform.rotate(pygame.transform.scale_by(picture, board.zoom), -180.0 * board.turn)
        surface.blit(turned, turned.get_rect(center=(round(board.centre[0]), round(board.centre[1]))))
    else:
        surface.blit(picture, rect)
    alpha = max(0.0, (abs(2 * board.turn - 1) - 0.7) / 0.3)  # the labels show only near either side
    labels = render_labels(art.fonts, board.square, board.frame, board.black_view)
    if alpha > 0.05:
        surface.blit(faded(labels, int(255 * alpha)), rect)


def _layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


@cached(2)
def trail_outline(square: int) -> pygame.Surface:
    """The outline of the square the last move left."""
    layer = _layer((square, square))
    pygame.draw.rect(layer, (*TRAIL_RGB, 120), layer.get_rect().inflate(-12, -12), 3, border_radius=8)
    return layer


def _trail(view: KamisadoView, surface: pygame.Surface) -> None:
    """The last move: the square it left outlined, a faint line to where it went."""
    if view.trail is None:
        return
    board = view.board
    s = board.square
    frm, to = view.trail
    a, b = board.to_screen(frm), board.to_screen(to)
    box = pygame.Rect(0, 0, s - 12, s - 12)
    box.center = (round(a[0]), round(a[1]))
    surface.blit(trail_outline(s), (box.x - 6, box.y - 6))
    surface.blit(kept_line(a, b, TRAIL_RGB, 70, 5), _line_place(a, b, 5))


def _line_place(a, b, width: int) -> tuple[float, float]:
    return min(a[0], b[0]) - width, min(a[1], b[1]) - width


def line_picture(a, b, colour, alpha: int, width: int) -> pygame.Surface:
    """A soft line from `a` to `b` on its own layer (blitted at `_line_place`)."""
    x0, y0 = _line_place(a, b, width)
    w, h = abs(a[0] - b[0]) + 2 * width + 1, abs(a[1] - b[1]) + 2 * width + 1
    layer = _layer((int(w) + 1, int(h) + 1))
    pygame.draw.line(layer, (*colour, alpha), (a[0] - x0, a[1] - y0), (b[0] - x0, b[1] - y0), width)
    return layer


@cached(8)
def kept_line(a, b, colour, alpha: int, width: int) -> pygame.Surface:
    """`line_picture` kept: the trail's line stays over many frames."""
    return line_picture(a, b, colour, alpha, width)


def _glow_at(board: Layout, surface, point, image: pygame.Surface, alpha: int) -> None:
    x, y = point
    surface.blit(faded(image, alpha), image.get_rect(center=(round(x), round(y + board.square * GROUND))))


def _hint(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    """The hinted move under the towers: a glow on the tower, a line to its target, a frame on the target
    square (the star over the target comes last: draw_board)."""
    if view.hint is None:
        return
    board = view.board
    frm, to = view.hint
    shine = pulse(view.time, 5)
    a, b = board.to_screen(frm), board.to_screen(to)
    _glow_at(board, surface, a, art.towers.hint_glow, int(160 + 90 * shine))
    surface.blit(line_picture(a, b, HINT_RGB, int(120 + 80 * shine), 6), _line_place(a, b, 6))
    rect = board.square_rect(to).inflate(-10, -10)
    pygame.draw.rect(surface, HINT_RGB, rect, 4, border_radius=10)


def _forced(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    """The tower that must move glows, once nothing else animates."""
    mark = view.forced
    if mark is None:
        return
    board, tower, shine = view.board, mark.tower, mark.pulse
    if shine is None:
        _blocked_mark(board, surface, tower)
        return
    x, y = board.point(*tower.pos)
    _glow_at(board, surface, (x, y), art.towers.glow, int(150 + 105 * shine))
    r, g, b = GLOW_RGB
    ring = (r, g + int(30 * shine), b + int(100 * shine))
    radius = board.square * (0.45 + 0.02 * shine)
    pygame.draw.circle(surface, ring, (x, y + board.square * GROUND), radius, 3)


def _blocked_mark(board: Layout, surface, tower: Tower) -> None:
    x, y = board.point(*tower.pos)
    r = board.square * 0.46
    y += board.square * GROUND
    pygame.draw.circle(surface, BLOCKED_RGB, (x, y), r, 4)
    d = r * 0.7
    pygame.draw.line(surface, BLOCKED_RGB, (x - d, y + d), (x + d, y - d), 4)


def _targets(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    targets = view.targets
    if targets is None:
        return
    for sq in targets.squares:
        surface.blit(art.towers.target, view.board.square_rect(sq))
    if targets.focus is not None:
        _focus(view, art, surface, targets.focus)


def _push_badges(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    """A push is marked over the towers, where the pusher meets the first tower it shoves."""
    targets = view.targets
    if targets is None:
        return
    board = view.board
    for frm, to in targets.pushes:
        (x0, y0), (x1, y1) = board.to_screen(frm), board.to_screen(to)
        x, y = x0 + (x1 - x0) * 0.62, y0 + (y1 - y0) * 0.62
        image = art.towers.push_target
        if targets.badge_flipped:
            image = pygame.transform.flip(image, False, True)
        surface.blit(image, image.get_rect(center=(round(x), round(y))))


def _focus(view: KamisadoView, art: BoardArt, surface: pygame.Surface, focus: Focus) -> None:
    """The target under the mouse (or chosen by key): a ring, a ghost of the tower there, and which tower
    would have to move next."""
    board, towers = view.board, art.towers
    rect = board.square_rect(focus.to).inflate(-6, -6)
    colour = PUSH_RGB if focus.push else FOCUS_RGB
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    ghost = focus.ghost
    if ghost is not None:
        x, y = board.to_screen(focus.to)
        image = towers.tower(ghost.seat, ghost.colour, ghost.rank, view.glyphs)
        ax, ay = towers.metrics.anchor
        surface.blit(faded(image, 110), (x - ax, y + board.square * GROUND - ay))
    for pushed in focus.pushed:
        _push_arrow(board, surface, pushed, focus.pusher_seat)
    if focus.next_tower is not None:
        x, y = board.point(*focus.next_tower.pos)
        r = board.square * 0.47
        width = 2 + int(2 * pulse(view.time, 6))
        pygame.draw.circle(surface, WHITE, (x, y + board.square * GROUND), r, width)
    elif focus.ends:
        x, y = board.to_screen(focus.to)
        pygame.draw.circle(surface, GLOW_RGB, (x, y), board.square * 0.44, 4)


def _push_arrow(board: Layout, surface, tower: Tower, pusher_seat: int) -> None:
    f, r = tower.pos
    step = 1 if pusher_seat == 1 else -1
    a = board.point(f, r)
    b = board.point(f, r + 0.55 * step)
    pygame.draw.line(surface, PUSH_RGB, a, b, 5)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    head = [(b[0] + ux * 8, b[1] + uy * 8), (b[0] - uy * 9, b[1] + ux * 9), (b[0] + uy * 9, b[1] - ux * 9)]
    pygame.draw.polygon(surface, PUSH_RGB, head)


# ---------------------------------------------------------------------------------------------- towers
def _towers(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    """Shadows, then towers, back to front; the dragged tower and the lifted ones last."""
    board, towers = view.board, art.towers
    placed = []
    for tower in view.towers:
        x, y = board.point(*tower.pos)
        placed.append((tower.tower == view.dragged, tower.lift > 0.5, y, x, tower))
    placed.sort(key=lambda p: p[:3])
    for _, _, y, x, tower in placed:
        spread = 1.0 + tower.lift / (board.square * 0.8)
        image = towers.shadow if spread <= 1.02 else spread_shadow(board.square, spread)
        gy = y + board.square * GROUND
        surface.blit(image, image.get_rect(center=(round(x + tower.wiggle + 3), round(gy + 4))))
    ax, ay = towers.metrics.anchor
    zoom = board.zoom
    for _, _, y, x, tower in placed:
        image = towers.tower(tower.seat, tower.colour, tower.rank, view.glyphs)
        if zoom < 0.999:
            image = pygame.transform.smoothscale_by(image, zoom)
            surface.blit(
                image, (round(x - ax * zoom), round(y + (board.square * GROUND - ay - tower.lift) * zoom))
            )
            continue
        pos = (round(x - ax + tower.wiggle), round(y + board.square * GROUND - ay - tower.lift))
        surface.blit(image, pos)
        if tower.flash > 0.02:
            tint = image.copy()
            colour = FLASH_RED_RGB if tower.flash_red else FLASH_LIGHT_RGB
            tint.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MAX)
            tint.fill((*WHITE, int(200 * tower.flash)), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(tint, pos)


def spread_shadow(square: int, spread: float) -> pygame.Surface:
    """The shadow of a lifted tower, wider and fainter (smoothscale_by's pixels depend only on the size
    it makes, int(w * spread) x int(h * spread)): kept per size and alpha."""
    w, h = draw_shadow(square).get_size()
    return scaled_shadow(square, (int(w * spread), int(h * spread)), int(255 / spread))


@cached(16)
def scaled_shadow(square: int, size: tuple[int, int], alpha: int) -> pygame.Surface:
    image = pygame.transform.smoothscale(draw_shadow(square), size)
    image.set_alpha(alpha)
    return image


def _drop(view: KamisadoView, art: BoardArt, surface: pygame.Surface) -> None:
    drop = view.drop
    if drop is None:
        return
    tower, board, towers = drop.tower, view.board, art.towers
    m = towers.metrics
    x, y = board.point(*tower.pos)
    ax, ay = m.anchor
    top = y + board.square * GROUND - m.rise(tower.rank) + m.band * 0.4
    image = towers.marker
    surface.blit(faded(image, int(drop.alpha)), (round(x - ax), round(top - ay + drop.offset)))


def _links(view: KamisadoView, surface: pygame.Surface) -> None:
    """Deadlock: the towers of the pass cycle get a red ring and a padlock one after the other, joined by
    a chain."""
    if not view.links or view.link_t <= 0:
        return
    board = view.board
    s = board.square
    points = [board.point(*t.pos) for t in view.links]
    points = [(x, y + s * GROUND) for x, y in points]
    shown = view.link_t * len(points)
    for i, (a, b) in enumerate(zip(points, points[1:], strict=False)):
        if shown - i - 1 > 0:
            _chain(surface, a, b, s * 0.47)
    for i, (x, y) in enumerate(points):
        part = max(0.0, min(1.0, shown - i))
        if part <= 0:
            break
        pygame.draw.circle(surface, LOCK_RED_RGB, (x, y), s * 0.47, 4)
        _padlock(surface, (x + s * 0.34, y - s * 0.3), s * 0.2 * (0.6 + 0.4 * part))


def _chain(surface, a, b, gap: float) -> None:
    """Links from ring edge to ring edge (nothing when the rings touch)."""
    length = math.dist(a, b)
    if length <= 2 * gap + 6:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    start = (a[0] + ux * gap, a[1] + uy * gap)
    n = max(1, int((length - 2 * gap) / 12))
    for k in range(n + 1):
        t = k / n * (length - 2 * gap)
        cx, cy = start[0] + ux * t, start[1] + uy * t
        rect = pygame.Rect(0, 0, 14, 8) if k % 2 == 0 else pygame.Rect(0, 0, 8, 8)
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(surface, CHAIN_RGB, rect, 3)


def _padlock(surface, centre, size: float) -> None:
    x, y = centre
    body = pygame.Rect(0, 0, round(size * 1.5), round(size * 1.2))
    body.midtop = (round(x), round(y))
    shackle = pygame.Rect(0, 0, round(size * 1.0), round(size * 1.3))
    shackle.midbottom = (round(x), body.y + round(size * 0.5))
    pygame.draw.ellipse(surface, PADLOCK_OUTLINE_RGB, shackle.inflate(4, 4), 5)
    pygame.draw.ellipse(surface, SHACKLE_RGB, shackle, 3)
    pygame.draw.rect(surface, PADLOCK_OUTLINE_RGB, body.inflate(4, 4), border_radius=4)
    pygame.draw.rect(surface, LOCK_RED_RGB, body, border_radius=3)
    pygame.draw.circle(surface, KEYHOLE_RGB, body.center, max(2, round(size * 0.18)))


# ---------------------------------------------------------------------------------------------- overlays
def _fill(view: KamisadoView, art: BoardArt, surface: pygame.Surface, layers: Layers) -> None:
    chooser = view.fill
    assert chooser is not None
    if chooser.reveal > 0.01:
        rect = view.layout.rect
        shade = _layer(rect.size)
        shade.fill((*SHADE_RGB, int(120 * min(1.0, chooser.reveal))))
        surface.blit(shade, rect)
    art.fill.draw(surface, chooser, layers)


def _ribbon(view: KamisadoView, art: BoardArt, surface: pygame.Surface, ribbon: Ribbon) -> None:
    """A ribbon across the board, faded and squeezed by its tweens."""
    rect = view.board.rect
    if ribbon.at == "middle":
        centre = rect.center
    else:
        centre = (rect.centerx, rect.y + rect.h // 5 if ribbon.at == "top" else rect.bottom - rect.h // 5)
    picture = banner_picture(art.fonts, ribbon.title, ribbon.sub, ribbon.colour, rect.w)
    draw_ribbon(surface, picture, centre, int(ribbon.alpha), ribbon.scale)
