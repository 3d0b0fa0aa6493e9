"""Drawing one frame of the Kamisado board area, back to front: the table with the board, marks on the
squares (last move, hint, targets, the tower that must move), shadows and towers in depth order, marks over
them (falling marker, deadlock chains), sparks and words, the round ribbon, the refill cards and the info
column. The still table (background, board shadow, board, labels, the info column's frames) is one opaque
picture per look and viewing side, kept in the scene's `pictures`: one cheap blit."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from rules.kamisado import FILL, MOVE, PLAY, PUSH, KamisadoMove, pushed_towers, required_tower
from scenes.engine import theme
from scenes.engine.cache import SurfaceCache
from scenes.engine.i18n import worded
from scenes.widgets.side_panel import Backdrop

from .art import background, banner_picture, board_picture, board_shadow, render_labels
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
from .words import seat_name

if TYPE_CHECKING:
    from .anim import TowerSprite
    from .scene import KamisadoScene

GROUND = 0.07  # the footprint sits a little below the square's centre: the tower seems to stand in it


def draw_board(scene: KamisadoScene, surface: pygame.Surface) -> None:
    view = scene.view
    origin = view.origin
    dx, dy = scene.fx.offset()
    view.origin = (origin[0] + dx, origin[1] + dy)
    at_rest = scene.still.shown(scene)  # the frame's background has the board at rest in it (still.py)
    try:
        if at_rest:
            scene.still.draw_moving(scene, surface)
        else:
            _board(scene, surface, (dx, dy) == (0, 0) and not view.turning)
            _trail(scene, surface)
            _hint(scene, surface)
            _forced(scene, surface)
            _targets(scene, surface)
            _towers(scene, surface)
        _push_badges(scene, surface)
        _drop(scene, surface)
        _links(scene, surface)
        scene.fx.draw(surface)
        _banner(scene, surface, view.rect)
    finally:
        view.origin = origin
    if scene.fill.active:
        _fill(scene, surface)
    scene.panel.draw(surface, cards=not (at_rest and scene.still.has_cards))


# ---------------------------------------------------------------------------------------------- board
def warm(scene: KamisadoScene) -> None:
    """Draw the board pictures now, so the first frame does not pay for them."""
    glyphs = scene.app.settings.colour_blind
    view = scene.view
    board_picture(view.square, view.frame, glyphs)
    scene.art.warm(glyphs)
    for side in (False, True):
        render_labels(scene.app.fonts, view.square, view.frame, side)


def panel_backdrop(scene: KamisadoScene) -> Backdrop | None:
    """The table as the frame's background while the board holds still (no shake, no turn), with the towers
    and the trail in it while they rest (still.py); else None, and `_board` draws the moving board over the
    background."""
    view = scene.view
    if scene.fx.offset() != (0, 0) or view.turning:
        return None
    table = table_backdrop(scene)
    return scene.still.backdrop(scene, table) if scene.still.at_rest(scene) else table


def table_backdrop(scene: KamisadoScene) -> Backdrop:
    view = scene.view
    glyphs = scene.app.settings.colour_blind
    return Backdrop(("table", glyphs, view.black_view), _table(scene, view.black_view))


def _table(scene: KamisadoScene, black_view: bool) -> pygame.Surface:
    glyphs = scene.app.settings.colour_blind
    return scene.pictures.get(("table", glyphs, black_view), lambda: _paint_table(scene, glyphs, black_view))


def _paint_table(scene: KamisadoScene, glyphs: bool, black_view: bool) -> pygame.Surface:
    view = scene.view
    rect = view.rect
    table = background(theme.LOGICAL_SIZE).copy()
    table.blit(board_shadow(view.side), (rect.x - 18, rect.y - 10))
    table.blit(board_picture(view.square, view.frame, glyphs), rect)
    table.blit(render_labels(scene.app.fonts, view.square, view.frame, black_view), rect)
    scene.panel.draw_frames(table)
    return table


def _board(scene: KamisadoScene, surface: pygame.Surface, still: bool) -> None:
    view = scene.view
    if still:
        if scene.backdrop_now is None:  # else the table is the frame's background already (panel_backdrop)
            surface.blit(_table(scene, view.black_view), (0, 0))
        return
    rect = view.rect
    board = board_picture(view.square, view.frame, scene.app.settings.colour_blind)
    surface.blit(background(theme.LOGICAL_SIZE), (0, 0))
    scene.panel.draw_frames(surface)
    surface.blit(board_shadow(view.side), (rect.x - 18, rect.y - 10))
    if view.turning:  # plain scale and rotate: fast enough for every frame of a 0.7 s turn
        turned = pygame.transform.rotate(pygame.transform.scale_by(board, view.zoom), -180.0 * view.turn)
        surface.blit(turned, turned.get_rect(center=(round(view.centre[0]), round(view.centre[1]))))
    else:
        surface.blit(board, rect)
    alpha = max(0.0, (abs(2 * view.turn - 1) - 0.7) / 0.3)  # the labels show only near either side
    labels = render_labels(scene.app.fonts, view.square, view.frame, view.black_view)
    if alpha > 0.05:
        labels.set_alpha(int(255 * alpha))
        surface.blit(labels, rect)
        labels.set_alpha(255)


def _layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _trail(scene: KamisadoScene, surface: pygame.Surface) -> None:
    """The last move: the square it left outlined, a faint line to where it went (both layers kept while
    the move and the board's place stay: drawn anew in every frame they cost ~0.15 ms)."""
    if scene.trail is None:
        return
    view, s = scene.view, scene.view.square
    frm, to = scene.trail
    a, b = view.to_screen(frm), view.to_screen(to)
    box = pygame.Rect(0, 0, s - 12, s - 12)
    box.center = (round(a[0]), round(a[1]))

    def outline() -> pygame.Surface:
        layer = _layer((s, s))
        pygame.draw.rect(layer, (*TRAIL_RGB, 120), layer.get_rect().inflate(-12, -12), 3, border_radius=8)
        return layer

    surface.blit(scene.layers.get(("trail", s), outline), (box.x - 6, box.y - 6))
    _soft_line(surface, a, b, TRAIL_RGB, 70, 5, scene.layers)


def _soft_line(surface, a, b, colour, alpha: int, width: int, keep: SurfaceCache | None = None) -> None:
    x0, y0 = min(a[0], b[0]) - width, min(a[1], b[1]) - width

    def paint() -> pygame.Surface:
        w, h = abs(a[0] - b[0]) + 2 * width + 1, abs(a[1] - b[1]) + 2 * width + 1
        layer = _layer((int(w) + 1, int(h) + 1))
        pygame.draw.line(layer, (*colour, alpha), (a[0] - x0, a[1] - y0), (b[0] - x0, b[1] - y0), width)
        return layer

    layer = paint() if keep is None else keep.get(("line", a, b, colour, alpha, width), paint)
    surface.blit(layer, (x0, y0))


def _glow_at(scene: KamisadoScene, surface, tower_or_sq_point, image: pygame.Surface, alpha: int) -> None:
    x, y = tower_or_sq_point
    image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(round(x), round(y + scene.view.square * GROUND))))
    image.set_alpha(255)


def _hint(scene: KamisadoScene, surface: pygame.Surface) -> None:
    move = scene.hint_move
    if move is None or move.kind not in (MOVE, PUSH):
        return
    view = scene.view
    pulse = 0.5 + 0.5 * math.sin(scene.app.time * 5)
    a, b = view.to_screen(move.frm), view.to_screen(move.to)
    _glow_at(scene, surface, a, scene.art.hint_glow, int(160 + 90 * pulse))
    _soft_line(surface, a, b, HINT_RGB, int(120 + 80 * pulse), 6)
    rect = view.square_rect(move.to).inflate(-10, -10)
    pygame.draw.rect(surface, HINT_RGB, rect, 4, border_radius=10)


def _forced(scene: KamisadoScene, surface: pygame.Surface) -> None:
    """The tower that must move glows, once nothing else animates."""
    mark = forced_mark(scene)
    if mark is None:
        return
    sprite, pulse = mark
    if pulse is None:
        _blocked_mark(scene, surface, sprite)
        return
    x, y = scene.view.point(*sprite.pos)
    _glow_at(scene, surface, (x, y), scene.art.glow, int(150 + 105 * pulse))
    r, g, b = GLOW_RGB
    ring = (r, g + int(30 * pulse), b + int(100 * pulse))
    radius = scene.view.square * (0.45 + 0.02 * pulse)
    pygame.draw.circle(surface, ring, (x, y + scene.view.square * GROUND), radius, 3)


def forced_mark(scene: KamisadoScene) -> tuple[TowerSprite, float | None] | None:
    """What `_forced` marks: (the tower's sprite, the glow's pulse), (sprite, None) for a blocked tower's
    mark, or None."""
    state = scene.state
    if state.phase != PLAY or scene.tweens.busy or scene.finished:
        if scene.blocked_tower in scene.sprites:
            return scene.sprites[scene.blocked_tower], None
        return None
    tower = required_tower(state)
    if tower < 0 and scene.human_to_move():
        tower = scene.selected  # a free first move: the tower the player picked
    sprite = scene.sprites.get(tower)
    if sprite is None:
        return None
    return sprite, 0.5 + 0.5 * math.sin(scene.app.time * 4)


def _blocked_mark(scene: KamisadoScene, surface, sprite: TowerSprite) -> None:
    x, y = scene.view.point(*sprite.pos)
    r = scene.view.square * 0.46
    y += scene.view.square * GROUND
    pygame.draw.circle(surface, BLOCKED_RGB, (x, y), r, 4)
    d = r * 0.7
    pygame.draw.line(surface, BLOCKED_RGB, (x - d, y + d), (x + d, y - d), 4)


def _targets(scene: KamisadoScene, surface: pygame.Surface) -> None:
    if not scene.human_to_move() or scene.state.phase != PLAY:
        return
    tower = scene.preview_tower()
    moves = scene.picker.moves_of(tower)
    if not moves:
        return
    view, art = scene.view, scene.art
    hovered = scene.hovered_square()
    focus = moves[scene.key_target] if 0 <= scene.key_target < len(moves) else None
    if focus is None:
        focus = next((m for m in moves if m.to == hovered), None)
    if scene.app.settings.show_legal_moves:
        for move in moves:
            if move.kind != PUSH:
                surface.blit(art.target, view.square_rect(move.to))
    if focus is not None:
        _focus(scene, surface, tower, focus)


def _push_badges(scene: KamisadoScene, surface: pygame.Surface) -> None:
    """A push is marked over the towers, where the pusher meets the first tower it shoves."""
    if not scene.human_to_move() or scene.state.phase != PLAY or not scene.app.settings.show_legal_moves:
        return
    view = scene.view
    for move in scene.picker.moves_of(scene.preview_tower()):
        if move.kind == PUSH:
            (x0, y0), (x1, y1) = view.to_screen(move.frm), view.to_screen(move.to)
            x, y = x0 + (x1 - x0) * 0.62, y0 + (y1 - y0) * 0.62
            image = scene.art.push_target
            if view.black_view != (scene.state.turn == 0):
                image = pygame.transform.flip(image, False, True)
            surface.blit(image, image.get_rect(center=(round(x), round(y))))


def _focus(scene: KamisadoScene, surface: pygame.Surface, tower: int, move: KamisadoMove) -> None:
    """The target under the mouse (or chosen by key): a ring, a ghost of the tower there, and which tower
    would have to move next."""
    view, art = scene.view, scene.art
    rect = view.square_rect(move.to).inflate(-6, -6)
    colour = PUSH_RGB if move.kind == PUSH else FOCUS_RGB
    pygame.draw.rect(surface, colour, rect, 3, border_radius=10)
    sprite = scene.sprites.get(tower)
    if sprite is not None and not (scene.drag and scene.drag["active"]):
        x, y = view.to_screen(move.to)
        image = art.tower(sprite.seat, sprite.colour, sprite.rank, scene.app.settings.colour_blind)
        ax, ay = art.metrics.anchor
        image.set_alpha(110)
        surface.blit(image, (x - ax, y + view.square * GROUND - ay))
        image.set_alpha(255)
    for pushed in pushed_towers(scene.state, move) if move.kind == PUSH else []:
        if pushed in scene.sprites:
            _push_arrow(scene, surface, scene.sprites[pushed], tower >> 3)
    after = scene.game.apply(scene.state, move)
    if after.phase == PLAY:
        nxt = required_tower(after)
        if nxt in scene.sprites:
            x, y = view.point(*scene.sprites[nxt].pos)
            pulse = 0.5 + 0.5 * math.sin(scene.app.time * 6)
            r = view.square * 0.47
            pygame.draw.circle(surface, WHITE, (x, y + view.square * GROUND), r, 2 + int(2 * pulse))
    else:
        x, y = view.to_screen(move.to)
        pygame.draw.circle(surface, GLOW_RGB, (x, y), view.square * 0.44, 4)


def _push_arrow(scene: KamisadoScene, surface, sprite: TowerSprite, pusher_seat: int) -> None:
    view = scene.view
    f, r = sprite.pos
    step = 1 if pusher_seat == 1 else -1
    a = view.point(f, r)
    b = view.point(f, r + 0.55 * step)
    pygame.draw.line(surface, PUSH_RGB, a, b, 5)
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1
    ux, uy = dx / n, dy / n
    head = [(b[0] + ux * 8, b[1] + uy * 8), (b[0] - uy * 9, b[1] + ux * 9), (b[0] + uy * 9, b[1] - ux * 9)]
    pygame.draw.polygon(surface, PUSH_RGB, head)


# ---------------------------------------------------------------------------------------------- towers
def tower_blits(scene: KamisadoScene, sprites=None) -> tuple[list, list]:
    """What `_towers` blits, back to front: (picture, place) of every shadow, then (picture, place, sprite,
    whether it flashes) of every tower; the dragged tower and the lifted ones last. `sprites`: only these."""
    view, art = scene.view, scene.art
    glyphs = scene.app.settings.colour_blind
    dragged = scene.drag["tower"] if scene.drag and scene.drag["active"] else -1
    placed = []
    for sprite in scene.sprites.values() if sprites is None else sprites:
        x, y = view.point(*sprite.pos)
        placed.append((sprite.lift > 0.5, y, x, sprite))
    placed.sort(key=lambda p: (p[3].tower == dragged, p[0], p[1]))
    shadows = []
    for _, y, x, sprite in placed:
        spread = 1.0 + sprite.lift / (view.square * 0.8)
        image = art.shadow if spread <= 1.02 else _spread_shadow(scene, spread)
        gy = y + view.square * GROUND
        shadows.append((image, image.get_rect(center=(round(x + sprite.wiggle + 3), round(gy + 4)))))
    towers = []
    ax, ay = art.metrics.anchor
    zoom = view.zoom
    for _, y, x, sprite in placed:
        image = art.tower(sprite.seat, sprite.colour, sprite.rank, glyphs)
        if zoom < 0.999:
            image = pygame.transform.smoothscale_by(image, zoom)
            pos = (round(x - ax * zoom), round(y + (view.square * GROUND - ay - sprite.lift) * zoom))
            towers.append((image, pos, sprite, False))
            continue
        pos = (round(x - ax + sprite.wiggle), round(y + view.square * GROUND - ay - sprite.lift))
        towers.append((image, pos, sprite, sprite.flash > 0.02))
    return shadows, towers


def _spread_shadow(scene: KamisadoScene, spread: float) -> pygame.Surface:
    """The shadow of a lifted tower, wider and fainter: kept per size and alpha (smoothscale_by's pixels
    depend only on the size it makes, int(w * spread) x int(h * spread)), not scaled in every frame."""
    shadow = scene.art.shadow
    w, h = shadow.get_size()
    alpha = int(255 / spread)

    def scale() -> pygame.Surface:
        image = pygame.transform.smoothscale_by(shadow, spread)
        image.set_alpha(alpha)
        return image

    return scene.layers.get(("shadow", id(shadow), int(w * spread), int(h * spread), alpha), scale)


def _towers(scene: KamisadoScene, surface: pygame.Surface) -> None:
    paint_towers(surface, *tower_blits(scene))


def paint_towers(surface: pygame.Surface, shadows: list, towers: list) -> None:
    for image, pos in shadows:
        surface.blit(image, pos)
    for image, pos, flashing, flash in towers:
        surface.blit(image, pos)
        if flash:
            tint = image.copy()
            colour = FLASH_RED_RGB if flashing.flash_red else FLASH_LIGHT_RGB
            tint.fill((*colour, 0), special_flags=pygame.BLEND_RGBA_MAX)
            tint.fill((*WHITE, int(200 * flashing.flash)), special_flags=pygame.BLEND_RGBA_MULT)
            surface.blit(tint, pos)


def _drop(scene: KamisadoScene, surface: pygame.Surface) -> None:
    drop = scene.drop
    if drop is None or drop.tower not in scene.sprites:
        return
    sprite = scene.sprites[drop.tower]
    view, art = scene.view, scene.art
    m = art.metrics
    x, y = view.point(*sprite.pos)
    ax, ay = m.anchor
    top = y + view.square * GROUND - m.rise(sprite.rank) + m.band * 0.4
    image = art.marker
    image.set_alpha(int(drop.alpha))
    surface.blit(image, (round(x - ax), round(top - ay + drop.offset)))
    image.set_alpha(255)


def _links(scene: KamisadoScene, surface: pygame.Surface) -> None:
    """Deadlock: the towers of the pass cycle get a red ring and a padlock one after the other, joined by
    a chain."""
    towers = [t for t in scene.links if t in scene.sprites]
    if not towers or scene.link_t <= 0:
        return
    view = scene.view
    s = view.square
    points = [view.point(*scene.sprites[t].pos) for t in towers]
    points = [(x, y + s * GROUND) for x, y in points]
    shown = scene.link_t * len(points)
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
def _fill(scene: KamisadoScene, surface: pygame.Surface) -> None:
    fill = scene.fill
    if fill.reveal > 0.01:
        shade = _layer(scene.view.rect.size)
        shade.fill((*SHADE_RGB, int(120 * min(1.0, fill.reveal))))
        surface.blit(shade, scene.view.rect)
    hint = scene.hint_move.kind if scene.hint_move is not None and scene.state.phase == FILL else None
    fill.draw(surface, scene.app, seat_name(scene.app, fill.winner), hint, scene.app.time)


def _banner(scene: KamisadoScene, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The round's ribbon across the board and the notice above it, faded and squeezed by their tweens."""
    _ribbon(scene, surface, scene.banner, rect.center)
    notice = scene.notice
    y = rect.y + rect.h // 5 if notice.top else rect.bottom - rect.h // 5
    _ribbon(scene, surface, notice, (rect.centerx, y))


def _ribbon(scene: KamisadoScene, surface: pygame.Surface, banner, centre: tuple[int, int]) -> None:
    alpha = max(0.0, min(255.0, banner.alpha))  # easeOutBack overshoots
    if alpha < 3 or not banner.title:
        return
    picture = ribbon_picture(scene, banner)
    image = picture
    if abs(banner.scale - 1.0) > 0.01:
        w, h = image.get_size()
        image = pygame.transform.scale(image, (w, max(1, int(h * max(0.05, banner.scale)))))
    image.set_alpha(int(alpha))
    surface.blit(image, image.get_rect(center=centre))
    picture.set_alpha(255)


def ribbon_picture(scene: KamisadoScene, banner) -> pygame.Surface:
    fonts, width = scene.app.fonts, scene.view.rect.w
    return banner_picture(fonts, worded(banner.title), worded(banner.sub), banner.colour, width)
