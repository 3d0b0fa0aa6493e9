"""The per-frame paint of the Camelot board, back to front, above its pre-rendered picture: the last move
or the route being played, the hint, target marks, the pieces (with shadows that widen as they rise, the
comet's tail of a leap, the pennants in a conquered castle), the route being built with its victims, the
effects, the flying captured pieces, the finale, and the board turning round. `draw_board(scene, surface)`
paints it all; `draw_background(scene, surface)` the static layer below (table, board, fixed card parts).

Everything here only reads the scene's display model (sprites, picker, layout, effects) and never changes
the game."""

from __future__ import annotations

import math

import pygame

from rules.camelot import CASTLES, DIRS
from scenes.engine import theme
from scenes.engine.cache import cached
from scenes.widgets.draw import fit_label, paint_gradient
from scenes.widgets.side_panel import Backdrop

from . import art
from .anim import PieceSprite
from .palette import (
    CAPTURE,
    CHARGE_AURA,
    CLEAR,
    CURSOR,
    GOLD,
    HINT,
    HOVER_RING,
    LEAP_GLOW,
    SELECT,
    TABLE_BOTTOM,
    TABLE_TOP,
    TAG_FILL,
    TARGET,
    TRACE,
)


@cached(1)
def backdrop() -> pygame.Surface:
    """The table behind the board (kept in this package's cache: it goes when the game is left)."""
    return paint_gradient(theme.LOGICAL_SIZE, TABLE_TOP, TABLE_BOTTOM)


def draw_background(scene, surface: pygame.Surface) -> None:
    """The static layer: background, board and the fixed parts of the cards in one opaque image, one cheap
    blit a frame. Rebuilt when the board turns or a setting it shows changes (the scene clears its cache
    when it shows a new position)."""
    surface.blit(panel_backdrop(scene).picture, (0, 0))


def panel_backdrop(scene) -> Backdrop:
    """The static layer as the frame's background (the scene's cache of it is cleared with a new position)."""
    layer = scene.static.get(static_key(scene), lambda: _static_layer(scene))
    return Backdrop(id(layer), layer)


def static_key(scene) -> tuple:
    """What the static layer shows (besides the seats, which a game keeps)."""
    settings = scene.app.settings
    return (scene.view.flipped, settings.language, settings.colour_blind, settings.show_legal_moves)


def _static_layer(scene) -> pygame.Surface:
    layer = pygame.Surface(theme.LOGICAL_SIZE)
    layer.blit(backdrop(), (0, 0))
    scene.panel.draw_static(layer)
    image, offset = art.board_image(scene.view, scene.app.fonts)
    layer.blit(image, offset)
    return layer.convert() if pygame.display.get_surface() else layer


def draw_board(scene, surface: pygame.Surface, kept=None) -> None:
    """The board area above the static layer, back to front: the table (or the board turning round), the
    effects, the captured pieces on their way to the trays, the finale. The kinds of marks drawn are kept
    in `scene.marks_shown`: the legend names exactly those. `kept` (a still.Kept): what the frame's
    background, the table's still picture, has in it already (the last move's marks, resting pieces)."""
    scene.marks_drawn = set()
    if 0.0 < scene.flip_t < 1.0:
        _draw_flipping(scene, surface)
    else:
        _draw_table(scene, surface, kept)
    scene.fx.draw(surface)
    for flyer in scene.flyers:
        _draw_sprite(scene, surface, flyer.sprite, shadow=False)
    scene.capture_tag_shown = scene.alert == "capture" and scene.picker is not None and scene.human_to_move()
    if scene.capture_tag_shown:
        _capture_tag(scene, surface)
    scene.fx.draw_finale(surface)
    scene.marks_shown = frozenset(scene.marks_drawn)


def _capture_tag(scene, surface: pygame.Surface) -> None:
    """On the table above the board, beside the far castle: capturing is compulsory, with the ring that
    marks the pieces that must capture."""
    app = scene.app
    view = scene.view
    castle_left = min(view.cell_rect(sq).x for sq in (*CASTLES[0], *CASTLES[1]))
    top = min(view.cell_rect(sq).y for sq in (*CASTLES[0], *CASTLES[1]))
    width = castle_left - view.frame.x - 10
    colour = CAPTURE[1 if app.settings.colour_blind else 0]
    rings = app.settings.show_legal_moves and not scene.picker.partial  # as the capturers wear them now
    ring = art.marker("capturer", 28, colour) if rings else None
    tag = capture_tag(app.fonts, app.t("camelot.board.must_capture"), width, colour, ring)
    surface.blit(tag, (view.frame.x, top))


def _mark(scene, kind: str, art_kind: str, colour: tuple) -> pygame.Surface:
    """The picture of a mark, noting its kind for the legend."""
    scene.marks_drawn.add(kind)
    return art.marker(art_kind, scene.view.cell, colour)


def _draw_flipping(scene, surface: pygame.Surface) -> None:
    """The board seen edge-on half-way through turning: drawn to a layer and squashed."""
    if scene.flip_layer is None:
        scene.flip_layer = pygame.Surface(theme.LOGICAL_SIZE, pygame.SRCALPHA)
    layer = scene.flip_layer
    right_of_cards = pygame.Rect(scene.panel.rect.right + 2, 0, theme.LOGICAL_SIZE[0], theme.LOGICAL_SIZE[1])
    area = scene.view.frame.inflate(48, 48).clip(right_of_cards)
    layer.fill(CLEAR, area)
    image, offset = art.board_image(scene.view, scene.app.fonts)
    layer.blit(image, offset)
    _draw_table(scene, layer)
    squash = abs(math.cos(math.pi * scene.flip_t))
    h = max(2, int(area.h * squash))
    image = pygame.transform.smoothscale(layer.subsurface(area), (area.w, h))
    surface.blit(backdrop(), area, area)  # the board of the static layer is turning away
    surface.blit(image, image.get_rect(center=area.center))


def _draw_table(scene, surface: pygame.Surface, kept=None) -> None:
    """Everything on the board above its picture (which the static layer or the flip has drawn)."""
    if kept is None:
        _draw_last_move(scene, surface)
        _draw_castle_glory(scene, surface)
        _draw_hint_route(scene, surface)
    else:  # in the still picture (never with the castle's glow: still.py)
        scene.marks_drawn |= kept.marks
    _draw_markers(scene, surface)
    _draw_pieces(scene, surface, kept)
    _draw_overlays(scene, surface)


def draw_under(scene, surface: pygame.Surface) -> None:
    """What lies under the pieces and changes only with the position, for the still picture: the last
    move (or the route being played) and the hint's route."""
    _draw_last_move(scene, surface)
    _draw_hint_route(scene, surface)


def _draw_hint_route(scene, surface: pygame.Surface) -> None:
    if scene.hint_move is not None and scene.mover is None:
        scene.marks_drawn.add("hint")
        _draw_route(scene, surface, scene.hint_move.path, HINT, 5)


# ------------------------------------------------------------------ layers of the board
def _draw_last_move(scene, surface: pygame.Surface) -> None:
    if scene.playing_route and scene.mover is not None:  # the route of the move being played
        if len(scene.playing_route) > 2 or scene.playing_route[1] - scene.playing_route[0] not in DIRS:
            scene.marks_drawn.add("tint")
            _draw_route(scene, surface, scene.playing_route, TRACE, 2)
        return
    if not scene.last_route or scene.mover is not None:
        return
    tint = _mark(scene, "tint", "tint", TRACE)
    for sq in (scene.last_route[0], scene.last_route[-1]):
        surface.blit(tint, scene.view.cell_rect(sq))
    if len(scene.last_route) > 2 or scene.last_captures:
        _draw_route(scene, surface, scene.last_route, TRACE, 2, dots=False)


def castle_glory_shown(scene) -> bool:
    """Whether the castle squares of a side that won by the castle glow."""
    if not scene.session.over or scene.mover is not None:
        return False
    outcome = scene.game.outcome(scene.state)
    return outcome.reason == "castle" and bool(outcome.winners)


def _draw_castle_glory(scene, surface: pygame.Surface) -> None:
    """A pulsing golden glow on the castle squares of a side that has won by the castle."""
    if not scene.session.over or scene.mover is not None:
        return
    outcome = scene.game.outcome(scene.state)
    if outcome.reason != "castle" or not outcome.winners:
        return
    winner = outcome.winners[0]
    pulse = 0.5 + 0.5 * math.sin(scene.app.time * 3)
    radius = int(scene.view.cell * (1.4 + 0.25 * pulse))
    halo = art.glow(radius, GOLD)
    for sq in CASTLES[1 - winner]:
        surface.blit(halo, halo.get_rect(center=scene.view.to_screen(sq)))


def _draw_markers(scene, surface: pygame.Surface) -> None:
    picker = scene.picker
    if picker is None or not scene.human_to_move():
        return
    cb = 1 if scene.app.settings.colour_blind else 0
    show = scene.app.settings.show_legal_moves
    if scene.alert == "capture" and not picker.partial and show:
        ring = _mark(scene, "capturer", "capturer", CAPTURE[cb])
        for sq in picker.movable():
            surface.blit(ring, scene.view.cell_rect(sq))
    if scene.alert == "duty" and not picker.partial:
        duty = scene.state.must_leave[scene.state.turn]
        surface.blit(_mark(scene, "duty", "capturer", SELECT), scene.view.cell_rect(duty))
    if not picker.partial:
        _draw_cursor(scene, surface)
        return
    for sq, (kind, jump) in scene.target_marks().items():
        image = _mark(scene, kind, kind, CAPTURE[cb] if jump else TARGET[cb])
        rect = scene.view.cell_rect(sq)
        if sq == scene.hover and kind != "later":
            image = art.scaled(image, 1.25)
        surface.blit(image, image.get_rect(center=rect.center))
    if picker.complete() is not None and len(picker.partial) > 1:
        _draw_stop_badge(scene, surface, picker.partial[-1])
    _draw_cursor(scene, surface)


def _draw_cursor(scene, surface: pygame.Surface) -> None:
    if scene.cursor is not None:
        surface.blit(_mark(scene, "cursor", "cursor", CURSOR), scene.view.cell_rect(scene.cursor))


def _draw_stop_badge(scene, surface: pygame.Surface, sq: int) -> None:
    """A small check mark beside the piece: clicking it here ends the move."""
    scene.marks_drawn.add("done")
    rect = scene.view.cell_rect(sq)
    centre = (rect.right - 5, rect.top + 5)
    pygame.draw.circle(surface, TARGET[1 if scene.app.settings.colour_blind else 0], centre, 8)
    pygame.draw.circle(surface, theme.TEXT_DARK, centre, 8, 1)
    pygame.draw.lines(
        surface,
        theme.TEXT_DARK,
        False,
        [(centre[0] - 4, centre[1]), (centre[0] - 1, centre[1] + 3), (centre[0] + 4, centre[1] - 3)],
        2,
    )


def lifted_piece(scene) -> int | None:
    """The square of the piece the player has taken up (chosen, or under the pointer and movable)."""
    if scene.picker is not None and scene.human_to_move():
        if scene.picker.partial:
            return scene.picker.partial[0]
        if scene.hover in scene.picker.movable():
            return scene.hover
    return None


def piece_order(scene, lifted: int | None) -> list[tuple[int, PieceSprite, float]]:
    """(square, sprite, extra lift) of the pieces on their squares, back to front (the chosen piece of a
    route being built is left out: it is drawn where the route has taken it)."""
    chosen = lifted if scene.picker is not None and scene.picker.partial else None
    ordered = sorted(scene.sprites.items(), key=lambda item: item[1].y)
    return [(sq, sprite, 3.0 if sq == lifted else 0.0) for sq, sprite in ordered if sq != chosen]


def _draw_pieces(scene, surface: pygame.Surface, kept=None) -> None:
    """The pieces back to front, then the pennants, the chosen piece and the moving one. `kept`: the
    squares of the pieces and of the pennants already in the frame's still picture (still.py)."""
    lifted = lifted_piece(scene)
    for sq, sprite, lift in piece_order(scene, lifted):
        if kept is None or sq not in kept.pieces:
            _draw_sprite(scene, surface, sprite, lift=lift)
    for sq, rise in scene.pennants.items():
        if sq in scene.sprites and rise > 0 and (kept is None or sq not in kept.pennants):
            surface.blit(*pennant_blit(scene, sq, rise))
    if lifted is not None and scene.picker is not None and scene.picker.partial:
        sprite = scene.sprites.get(lifted)
        if sprite is not None:
            x, y = scene.view.to_screen(scene.picker.partial[-1])
            ghost = PieceSprite(sprite.seat, sprite.kind, x, y, lift=6.0)
            if len(scene.picker.partial) > 1:
                _draw_sprite(scene, surface, PieceSprite(sprite.seat, sprite.kind, *sprite.pos), alpha=90)
            _draw_sprite(scene, surface, ghost)
    if scene.mover is not None:
        _draw_trail(scene, surface, scene.mover)
        _draw_sprite(scene, surface, scene.mover)


def at_rest(sprite: PieceSprite, lift: float) -> bool:
    """Whether a piece is drawn plainly on its square (no lift, dip, tumble, size or opacity change)."""
    return (
        lift == 0.0
        and sprite.lift == 0.0
        and sprite.dip == 0.0
        and sprite.spin == 0.0
        and sprite.scale == 1.0
        and sprite.alpha == 255.0
    )


def _draw_sprite(
    scene,
    surface: pygame.Surface,
    sprite: PieceSprite,
    lift: float = 0.0,
    alpha: int = 255,
    shadow: bool = True,
) -> None:
    for image, at in sprite_blits(scene, sprite, lift, alpha, shadow):
        surface.blit(image, at)


def sprite_blits(
    scene, sprite: PieceSprite, lift: float = 0.0, alpha: int = 255, shadow: bool = True
) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The pictures of a piece and where they go, in the order they are blitted (shadow, then body)."""
    blits = []
    scale = sprite.scale * (1 - 0.08 * sprite.dip)
    d = max(6, round(scene.diameter * scale))
    height = sprite.lift + lift
    x, y = sprite.x, sprite.y + 2 * sprite.dip
    if shadow:  # higher up: a wider, fainter shadow further from the piece
        image = art.piece_shadow(max(6, round(d * (1 + height / 160)) // 2 * 2))
        fade = min(alpha, int(255 - min(150, height * 2.2))) // 32 * 32
        if fade < 255:
            image = art.faded(image, max(32, fade))
        spread = height * 0.35
        blits.append((image, image.get_rect(center=(int(x + 2 + spread), int(y + 4 + spread * 0.4)))))
    image = art.piece_image(sprite.seat, sprite.kind, d)
    if sprite.spin:
        image = pygame.transform.rotate(image, sprite.spin)
    if alpha < 255:
        image = art.faded(image, alpha // 16 * 16)
    thick = art.piece_thickness(d, sprite.kind)
    rect = image.get_rect(center=(int(x), int(y - height)))
    if not sprite.spin:
        rect.top = int(y - height - d / 2 - thick / 2)
    blits.append((image, rect))
    return blits


def _draw_trail(scene, surface: pygame.Surface, sprite: PieceSprite) -> None:
    """A comet's tail behind a leaping piece: for a knight's charge a golden streak and an aura round
    the knight, otherwise a faint glow."""
    n = len(sprite.trail)
    if n < 2:
        return
    if sprite.charging:
        aura = art.glow(int(scene.diameter * 1.5), CHARGE_AURA, 255)
        head = sprite.trail[-1]
        surface.blit(aura, aura.get_rect(center=(int(head[0]), int(head[1]))))
        for i in range(1, n):
            k = i / n
            width = max(2, int(scene.diameter * 0.62 * k))
            colour = (255, int(170 + 70 * k), int(60 + 120 * k))
            pygame.draw.line(surface, colour, sprite.trail[i - 1], sprite.trail[i], width)
            pygame.draw.circle(surface, colour, sprite.trail[i], width // 2)
        return
    biggest = scene.diameter * 0.5
    for i, (x, y) in enumerate(sprite.trail):
        radius = max(4, int(biggest * (i + 1) / n) // 3 * 3)
        halo = art.glow(radius, LEAP_GLOW, 110)
        surface.blit(halo, halo.get_rect(center=(int(x), int(y))))


def pennant_blit(scene, sq: int, rise: float) -> tuple[pygame.Surface, tuple[int, int]]:
    """The part of a pennant raised so far above the piece on sq, and where it goes."""
    sprite = scene.sprites[sq]
    flag = art.pennant(scene.view.cell, sprite.seat)
    h = max(1, int(flag.get_height() * max(0.0, rise)))
    part = flag.subsurface((0, 0, flag.get_width(), min(h, flag.get_height())))
    x = int(sprite.x + scene.diameter * 0.12)
    y = int(sprite.y - scene.diameter * 0.25)
    return part, (x, y - h)


def _draw_overlays(scene, surface: pygame.Surface) -> None:
    """Above the pieces: the route being built, the pieces it captures, the hint's victims."""
    picker = scene.picker
    cb = 1 if scene.app.settings.colour_blind else 0
    if picker is not None and scene.human_to_move():
        if picker.partial:
            ring = _mark(scene, "select", "select", SELECT)
            surface.blit(ring, scene.view.cell_rect(picker.partial[-1]).move(0, -5))
        elif scene.hover in picker.movable():
            ring = _mark(scene, "select", "select", HOVER_RING)
            surface.blit(ring, scene.view.cell_rect(scene.hover).move(0, -3))
    if picker is not None and picker.partial and scene.human_to_move():
        route = picker.partial
        if scene.hover is not None and scene.hover not in route:
            extra = picker.preview_to(scene.hover)
            if extra:
                route = extra
        if len(route) > 1:
            scene.marks_drawn.add("select")
            _draw_route(scene, surface, route, SELECT, 4)
        if route is not picker.partial and picker.partial[0] in scene.sprites:
            piece = scene.sprites[picker.partial[0]]  # a ghost of the piece where the preview ends
            x, y = scene.view.to_screen(route[-1])
            _draw_sprite(scene, surface, PieceSprite(piece.seat, piece.kind, x, y), alpha=130, shadow=False)
        victims = set(picker.victims(route))
        if scene.app.settings.show_legal_moves:
            for sq in picker.next_squares():
                victim = picker.captures_next(sq)
                if victim >= 0:
                    victims.add(victim)
        for sq in victims:
            cross = _mark(scene, "victim", "victim", CAPTURE[cb])
            surface.blit(cross, scene.view.cell_rect(sq).move(0, -2))
    elif (
        picker is not None
        and scene.human_to_move()
        and scene.alert == "capture"
        and scene.app.settings.show_legal_moves
    ):  # the exposed enemy pieces: a ring, and a cross as well for colour-blind players
        for sq in scene.exposed_pieces():
            mark = _mark(scene, "exposed", "victim" if cb else "exposed", CAPTURE[cb])
            surface.blit(mark, scene.view.cell_rect(sq).move(0, -2))
    if scene.hint_move is not None and scene.mover is None:
        scene.marks_drawn.add("hint")
        cross = art.marker("victim", scene.view.cell, HINT)
        for sq in scene.hint_move.captures:
            surface.blit(cross, scene.view.cell_rect(sq).move(0, -2))
        surface.blit(
            art.marker("select", scene.view.cell, HINT), scene.view.cell_rect(scene.hint_move.path[0])
        )


def _draw_route(
    scene, surface: pygame.Surface, route: tuple[int, ...], colour: tuple, width: int, dots: bool = True
) -> None:
    points = [scene.view.to_screen(sq) for sq in route]
    if len(points) < 2:
        return
    dark = tuple(int(c * 0.35) for c in colour[:3])
    pygame.draw.lines(surface, dark, False, points, width + 3)
    pygame.draw.lines(surface, colour, False, points, width)
    if dots:
        for p in points[1:]:
            pygame.draw.circle(surface, dark, p, width + 3)
            pygame.draw.circle(surface, colour, p, width + 1)
    _arrow_head(surface, points[-2], points[-1], colour, dark, width + 5)


def _arrow_head(surface: pygame.Surface, a: tuple, b: tuple, colour: tuple, dark: tuple, size: int) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] + math.cos(angle) * size * 0.4, b[1] + math.sin(angle) * size * 0.4)
    left = (tip[0] - math.cos(angle - 0.5) * size * 1.6, tip[1] - math.sin(angle - 0.5) * size * 1.6)
    right = (tip[0] - math.cos(angle + 0.5) * size * 1.6, tip[1] - math.sin(angle + 0.5) * size * 1.6)
    pygame.draw.polygon(surface, dark, [tip, left, right])
    inner = [(tip[0] - math.cos(angle) * 2, tip[1] - math.sin(angle) * 2), left, right]
    pygame.draw.polygon(surface, colour, inner, 0)


@cached(4)
def capture_tag(fonts, words: str, width: int, colour: tuple, ring: pygame.Surface | None) -> pygame.Surface:
    """The board's note that capturing is compulsory: a dark plate with a coloured edge, the capturers'
    ring and the words, shrunk to fit one line."""
    tag = pygame.Surface((width, 36), pygame.SRCALPHA)
    pygame.draw.rect(tag, TAG_FILL, tag.get_rect(), border_radius=10)
    pygame.draw.rect(tag, colour, tag.get_rect(), 2, border_radius=10)
    x = 8
    if ring is not None:
        tag.blit(ring, ring.get_rect(midleft=(x, 18)))
        x += 34
    label, size = fit_label(fonts, words, "label", width - x - 8, smallest=0.6)
    image = fonts.render(label, "label", colour, size)
    tag.blit(image, image.get_rect(midleft=(x, 18)))
    return tag
