"""The Camelot table's still picture: the static layer (table, board, the cards' fixed parts) with what
changes only with the position drawn over it once: the cards' numbers and trays, the status card's words
and legend, the last move's marks, and every piece that rests on its square with its pennant. It is the
frame's background (`GameScene.panel_backdrop`); the frame then draws only what moves: the active card's
pulsing edge, the announcement box, a piece that is lifted, dips or moves, the effects and the overlays.

Drawing the pieces and the cards' words anew took about half of Camelot's frame (27 pieces of two or
three blits each and eight texts, 0.9-1.0 ms of CPU at p50 on the project's machine).

Same pixels: the picture holds a resting piece only if no part of it overlaps anything drawn before it
in the frame's order that is not in the picture (a dipping piece, a rising pennant); then, for every
pixel, the pictures are laid in the order the plain drawing lays them. The announcement box, the card's
edge and the marks under the pieces (drawn only on a human's turn) never overlap the picture's parts,
or the frame is drawn plainly (`possible`). tests/scenes/test_camelot_frames.py compares the pixels."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.engine import theme
from scenes.widgets.side_panel import Backdrop

from . import draw, words
from .words import StatusInfo

UNDER_REACH = 32  # the routes' lines and arrow heads reach at most this far past their squares' cells


@dataclass(frozen=True)
class Kept:
    """What the frame's still picture holds: the squares of the pieces and pennants in it, the kinds of
    marks it shows (for the legend) and the status card's words of this frame (for its live parts)."""

    pieces: frozenset[int]
    pennants: frozenset[int]
    marks: frozenset[str]
    status: StatusInfo


class StillTable:
    """The scene's still picture, drawn over in place: the cards' part or the board's part alone when only
    that changed (each restored from the base first), the whole when the base did."""

    def __init__(self) -> None:
        self.picture: pygame.Surface | None = None
        self.keys: tuple | None = None  # (base, cards, board)
        self.shown: Backdrop | None = None
        self.marks: frozenset[str] = frozenset()
        self.kept: Kept | None = None  # of the last `backdrop` that returned the picture
        self.builds = 0
        self._items: list = []  # the board part's (key, blits) as last drawn, in order
        self._under: tuple = ((), None)  # what lay under the pieces then, and the box round it
        self._resting: dict[tuple, list] = {}  # (seat, kind, x, y) -> a resting piece's blits

    def kept_now(self, scene) -> Kept | None:
        """What the frame's background holds, when it is this picture."""
        if self.shown is not None and scene.backdrop_now is self.shown:
            return self.kept
        return None

    def backdrop(self, scene) -> Backdrop:
        """The frame's background: the still picture when nothing under the pieces moves, else the
        static layer."""
        plain = draw.panel_backdrop(scene)
        self.kept = None
        if not possible(scene):
            return plain
        base = scene.panel_picture(plain)  # with the side panel's column: the picture is composed
        infos, status = words.seat_infos(scene), words.status_info(scene)
        pieces, pennants = self.split(scene)
        keys = (
            (draw.static_key(scene), scene.side_panel.solid_key),
            scene.panel.still_key(infos, status),
            (
                _under_key(scene),
                tuple((sq, s.seat, s.kind, s.x, s.y) for sq, s in pieces),
                tuple((sq, s.seat, s.x, s.y) for sq, s in pennants),
            ),
        )
        if keys != self.keys or self.shown is None:
            self._build(scene, base, keys, infos, status, pieces, pennants)
            self.keys = keys
            self.builds += 1
            self.shown = Backdrop(("camelot still", self.builds), self.picture, composed=True)
        self.kept = Kept(
            frozenset(sq for sq, _ in pieces), frozenset(sq for sq, _ in pennants), self.marks, status
        )
        return self.shown

    def _build(self, scene, base: pygame.Surface, keys: tuple, infos, status, pieces, pennants) -> None:
        whole = self.picture is None or self.keys is None or keys[0] != self.keys[0]
        whole = whole or _reordered(self.keys[2][1], keys[2][1])  # (pieces side by side overlap a little)
        if self.picture is None:
            self.picture = pygame.Surface(theme.LOGICAL_SIZE)
            if pygame.display.get_surface() is not None:
                self.picture = self.picture.convert()
        picture = self.picture
        if whole:
            picture.blit(base, (0, 0))
        parts = [i for i in range(3) if whole or keys[1][i] != self.keys[1][i]]
        if parts:
            if not whole:
                rects = scene.panel.part_rects()
                for i in parts:
                    picture.blit(base, rects[i], rects[i])
            scene.panel.draw_still(picture, infos, status, parts)
        if whole or keys[2] != self.keys[2]:
            self._draw_board(scene, base, whole, pieces, pennants)

    def _draw_board(self, scene, base: pygame.Surface, whole: bool, pieces, pennants) -> None:
        """The board's part: what lies under the pieces, the resting pieces, the raised pennants. Unless
        the whole picture is drawn, only where something changed: each such spot restored from the base,
        then everything that covers it drawn again in order, clipped to it (so every pixel gets the
        same blits in the same order as when the whole was drawn)."""
        picture = self.picture
        items = [
            (("piece", sq, s.seat, s.kind, s.x, s.y), *self._resting_piece(scene, s)) for sq, s in pieces
        ]
        for sq, s in pennants:
            flag = draw.pennant_blit(scene, sq, 1.0)
            items.append((("flag", sq, s.seat, s.x, s.y), [flag], _area([flag])))
        under = (_under_key(scene), _under_area(scene))
        spots = []
        if not whole:
            before, now = {key: area for key, _b, area in self._items}, {key for key, _b, _a in items}
            spots = [area for key, area in before.items() if key not in now]
            spots += [area for key, _blits, area in items if key not in before]
            if under[0] != self._under[0]:
                spots += [spot for spot in (under[1], self._under[1]) if spot is not None]
        self._items, self._under = items, under
        drawn, scene.marks_drawn = scene.marks_drawn, set()
        if whole:
            draw.draw_under(scene, picture)
            picture.blits([blit for _key, blits, _area in items for blit in blits], doreturn=False)
        for spot in _merged(spots):
            picture.set_clip(spot)
            picture.blit(base, spot, spot)
            draw.draw_under(scene, picture)
            covering = [blit for _key, blits, area in items if area.colliderect(spot) for blit in blits]
            picture.blits(covering, doreturn=False)
            picture.set_clip(None)
        if whole or spots:
            self.marks = frozenset(scene.marks_drawn)
        scene.marks_drawn = drawn

    def _resting_piece(self, scene, sprite) -> tuple[list, pygame.Rect]:
        """The blits of a piece resting on its square and where they go (kept: the same every time)."""
        key = (sprite.seat, sprite.kind, sprite.x, sprite.y)
        found = self._resting.get(key)
        if found is None:
            blits = draw.sprite_blits(scene, sprite)
            found = self._resting[key] = (blits, _area(blits))
        return found

    def split(self, scene) -> tuple[list, list]:
        """(square, sprite) of the resting pieces and of the pieces with a raised pennant that go into the
        picture, in the order they are drawn: those that overlap nothing drawn before them that moves."""
        loose: list[pygame.Rect] = []
        pieces = []
        for sq, sprite, lift in draw.piece_order(scene, draw.lifted_piece(scene)):
            rests = draw.at_rest(sprite, lift)
            if rests and not loose:
                pieces.append((sq, sprite))
                continue
            if rests:
                blits, area = self._resting_piece(scene, sprite)
                if area.collidelist(loose) < 0:
                    pieces.append((sq, sprite))
                    continue
            else:
                blits = draw.sprite_blits(scene, sprite, lift)
            loose += [rect for _image, rect in blits]
        pennants = []
        for sq, rise in scene.pennants.items():
            if sq in scene.sprites and rise > 0:
                part, at = draw.pennant_blit(scene, sq, rise)
                rect = pygame.Rect(at, part.get_size())
                if rise == 1.0 and rect.collidelist(loose) < 0:
                    pennants.append((sq, scene.sprites[sq]))
                else:
                    loose.append(rect)
        return pieces, pennants


def possible(scene) -> bool:
    """Whether the frame may use the still picture: the board is not turning, and nothing that changes
    from frame to frame lies under the pieces (the marks of a human's turn, the castle's glow)."""
    if 0.0 < scene.flip_t < 1.0 or draw.castle_glory_shown(scene):
        return False
    picker = scene.picker
    if picker is None or not scene.human_to_move():
        return True
    return not picker.partial and scene.cursor is None and scene.alert not in ("capture", "duty")


def _reordered(before: tuple, now: tuple) -> bool:
    """Whether pieces in both were drawn in another order (a position placed anew)."""
    common = set(before) & set(now)
    return [k for k in before if k in common] != [k for k in now if k in common]


def _merged(spots: list[pygame.Rect]) -> list[pygame.Rect]:
    """The spots with those that overlap joined into one box (each box is drawn once)."""
    merged: list[pygame.Rect] = []
    for spot in spots:
        spot = spot.copy()
        hit = spot.collidelist(merged)
        while hit >= 0:
            spot.union_ip(merged.pop(hit))
            hit = spot.collidelist(merged)
        merged.append(spot)
    return merged


def _area(blits: list) -> pygame.Rect:
    """Where a piece's or pennant's blits go."""
    rects = [pygame.Rect(at[0], at[1], *image.get_size()) for image, at in blits]
    return rects[0].unionall(rects[1:])


def _under_area(scene) -> pygame.Rect | None:
    """A box round everything `draw.draw_under` draws (the squares of the routes and their arrows)."""
    squares = [*scene.last_route, *scene.playing_route]
    if scene.hint_move is not None:
        squares += scene.hint_move.path
    if not squares:
        return None
    rects = [scene.view.cell_rect(sq) for sq in squares]
    return rects[0].unionall(rects[1:]).inflate(UNDER_REACH, UNDER_REACH)


def _under_key(scene) -> tuple:
    """What `draw.draw_under` draws."""
    hint = scene.hint_move.path if scene.hint_move is not None and scene.mover is None else None
    playing = scene.playing_route if scene.mover is not None else ()
    return (scene.last_route, scene.last_captures, playing, scene.mover is None, hint)
