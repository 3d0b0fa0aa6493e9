"""The board as one picture of its resting towers. While the board holds still (no shake, no turn) and no
player's targets or hint show, the table with the last move's trail and the shadows and towers that rest
on their squares is composed once over the table with the side panel's column in it
(SidePanel.backdrop_picture), and is the frame's whole background (a composed `Backdrop`). While nothing
drawn after the towers reaches into the info column (sparks or rings flying there, the refill cards, a
falling marker, chains), the info column's score and tower cards are in it too.

A frame then draws only what moves: each moving tower's rectangle (its shadow and its picture) and the
rectangle of the pulsing glow of the tower that must move (it lies under the towers) are drawn again in
the plain order, clipped to them: the table, the trail, the glow, every shadow and tower that reaches in,
the cards. That gives the pixels of the whole board drawn part by part (tests/scenes/test_kamisado_frames.py
compares them), where every frame blitted 32 shadows and towers, built the trail's two layers and blitted
both cards (~0.7 ms of CPU, tests/bench/bench_frames.py worst --parts).

The pictures of an AI's move (its towers at rest but the movers, then all at their new squares) are
composed in the frames' spare time before the move is played (`prepare`), a few kept, so that neither the
frame of the move nor the frame it lands in composes one (~1 ms each).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from rules.kamisado import MOVE, PLAY, PUSH, KamisadoMove, KamisadoState
from scenes.widgets.side_panel import Backdrop

from . import draw
from .anim import TowerSprite
from .layout import square_pos

if TYPE_CHECKING:
    from .scene import KamisadoScene

KEPT = 3  # pictures: the one shown, and those of the move to come (while it moves, once it landed)
MOST_MOVING = 6  # more towers on the move (the refill's walk): drawn part by part


@dataclass
class Still:
    picture: pygame.Surface
    shadows: list = field(default_factory=list)  # the blits in it, back to front
    towers: list = field(default_factory=list)
    cards_key: tuple | None = None  # the info column's cards in it, None when not there


class StillBoard:
    """The scene's pictures of the resting board (a few full-window surfaces, drawn over when reused)."""

    def __init__(self) -> None:
        self.enabled = True  # False: every frame draws the board part by part (the tests' reference)
        self.kept: OrderedDict[tuple, Still] = OrderedDict()
        self.now: Still | None = None  # this frame's, when the backdrop is it
        self.moving: list[TowerSprite] = []  # this frame's towers drawn over it
        self.builds = 0  # how often a picture was composed (tests, benchmarks)
        self.spare: list[pygame.Surface] = []  # made ahead (`reserve`): a new one cost its frame ~2-3 ms

    def reserve(self, base: pygame.Surface) -> None:
        """One more surface for the pictures to come, made in the frames' spare time."""
        if len(self.kept) + len(self.spare) < KEPT:
            self.spare.append(base.copy())

    @property
    def has_cards(self) -> bool:
        return self.now is not None and self.now.cards_key is not None

    def at_rest(self, scene: KamisadoScene) -> bool:
        """Whether this frame's board can be the still picture with what moves drawn over it: nothing under
        or among the towers depends on the mouse (the targets and the hint are drawn part by part)."""
        if not self.enabled or scene.view.zoom < 0.999 or (scene.drag and scene.drag["active"]):
            return False
        hint = scene.hint_move
        if hint is not None and hint.kind in (MOVE, PUSH):
            return False
        return not (scene.state.phase == PLAY and scene.human_to_move())

    def shown(self, scene: KamisadoScene) -> bool:
        """Whether this frame's background is the still picture (StillFrames.draw blitted it)."""
        backdrop = scene.backdrop_now
        now = self.now
        return backdrop is not None and now is not None and backdrop.picture is now.picture

    def backdrop(self, scene: KamisadoScene, table: Backdrop) -> Backdrop:
        """The frame's background: the picture of the towers at rest (None as `now`: part by part)."""
        self.now = None
        towers = scene.state.towers
        resting, moving = [], []
        for t, sprite in scene.sprites.items():
            still = sprite.lift == 0 and sprite.wiggle == 0 and sprite.flash <= 0.02
            (resting if still and sprite.pos == square_pos(towers[t]) else moving).append(sprite)
        if len(moving) > MOST_MOVING:
            return table
        base = scene.panel_picture(table)  # the table with the side panel's column in it (kept there)
        # while an animation runs, only a picture composed ahead (prepare): else towers landing one after
        # the other (the refill's walk) would compose one in each of their frames
        now = self._picture(scene, base, scene.trail, resting, compose=not scene.tweens.busy)
        if now is None:
            return table
        _with_cards(scene, base, now, _quiet(scene))
        self.now, self.moving = now, moving
        return Backdrop(("still", id(now), now.cards_key), now.picture, composed=True)

    def prepare(self, scene: KamisadoScene, before: KamisadoState, move: KamisadoMove, after) -> None:
        """Compose ahead the pictures of `move` (not yet played): its towers at rest but the movers, with its
        trail, and all at their new squares. In the frames' spare time, one picture a call."""
        if scene.backdrop_now is None or not self.enabled:
            return
        trail = (move.frm, move.to) if move.kind in (MOVE, PUSH) else None
        sprites = scene.sprites
        table = draw.table_backdrop(scene)
        staying = [s for t, s in sprites.items() if after.towers[t] == before.towers[t]]
        landed = [_at(s, after.towers[t]) for t, s in sprites.items() if after.towers[t] >= 0]

        def compose(resting: list) -> None:
            base = scene.panel_picture(table)
            picture = self._picture(scene, base, trail, resting)
            if picture is not None and picture.cards_key is None:
                _with_cards(scene, base, picture, _quiet(scene))

        compose(staying)  # (a human's: in a frame or two)
        scene.idle_later(lambda: compose(landed))

    def _picture(
        self, scene: KamisadoScene, base, trail, resting: list, compose: bool = True
    ) -> Still | None:
        view = scene.view
        key = (
            scene.side_panel.solid_key,
            view.origin,
            view.square,
            view.black_view,
            trail,
            tuple((s.tower, s.pos, s.rank) for s in resting),
        )
        kept = self.kept.get(key)
        if kept is not None:
            self.kept.move_to_end(key)
            return kept
        if not compose:
            return None
        if len(self.kept) >= KEPT:
            _, kept = self.kept.popitem(last=False)
            kept.picture.blit(base, (0, 0))
            kept.cards_key = None
        elif self.spare:
            kept = Still(self.spare.pop())
            kept.picture.blit(base, (0, 0))
        else:
            kept = Still(base.copy())
        shown, scene.trail = scene.trail, trail
        try:
            draw._trail(scene, kept.picture)
        finally:
            scene.trail = shown
        shadows, towers = draw.tower_blits(scene, resting)
        kept.shadows = [(image, pygame.Rect(pos[:2], image.get_size())) for image, pos in shadows]
        kept.towers = [(image, pygame.Rect(pos, image.get_size())) for image, pos, *_ in towers]
        kept.picture.blits(kept.shadows, doreturn=False)
        kept.picture.blits(kept.towers, doreturn=False)
        self.kept[key] = kept
        self.builds += 1
        return kept

    def draw_moving(self, scene: KamisadoScene, surface: pygame.Surface) -> None:
        """What is not in the picture: each moving tower and the forced tower's mark, each in its rectangle
        drawn again in the plain order (clipped to it, so nothing outside changes)."""
        mark = draw.forced_mark(scene)
        areas = [forced_rect(scene, mark[0])] if mark is not None else []
        if not self.moving and not areas:
            return
        if self.moving:
            shadows, towers = draw.tower_blits(scene)
            moving = set(map(id, self.moving))
            for (_, place), (image, pos, sprite, _) in zip(shadows, towers, strict=True):
                if id(sprite) in moving:
                    areas.append(pygame.Rect(place).union(pygame.Rect(pos, image.get_size())))
        else:  # all of them are in the picture, at the places kept with it
            now = self.now
            assert now is not None
            shadows, towers = now.shadows, [(image, rect, None, False) for image, rect in now.towers]
        table, clip = table_picture(scene), surface.get_clip()
        for area in areas:
            surface.set_clip(area.clip(clip))
            surface.blit(table, area, area)
            draw._trail(scene, surface)
            draw._forced(scene, surface)
            draw.paint_towers(
                surface,
                [s for s in shadows if s[1].colliderect(area)],
                [t for t in towers if area.colliderect((t[1][0], t[1][1]), t[0].get_size())],
            )
            if self.has_cards and scene.panel.rect.colliderect(area):
                scene.panel.draw_cards(surface)
        surface.set_clip(clip)


def forced_rect(scene: KamisadoScene, sprite: TowerSprite) -> pygame.Rect:
    """Where `_forced` may draw around `sprite`: the glow's picture and the ring, or the blocked mark."""
    x, y = scene.view.point(*sprite.pos)
    centre = (round(x), round(y + scene.view.square * draw.GROUND))
    reach = int(scene.view.square * 0.47) + 6
    rect = pygame.Rect(centre[0] - reach, centre[1] - reach, 2 * reach, 2 * reach)
    return rect.union(scene.art.glow.get_rect(center=centre)).inflate(4, 4)


def table_picture(scene: KamisadoScene) -> pygame.Surface:
    """The still table as seen now (background, board, labels, the info column's frames)."""
    return draw.table_backdrop(scene).picture


def _with_cards(scene: KamisadoScene, base: pygame.Surface, still: Still, cards: bool) -> None:
    """The info column's cards as they are now in `still`'s picture, or none there."""
    key = scene.panel.cards_key() if cards else None
    if key == still.cards_key:
        return
    if still.cards_key is not None:  # the cards' places as they were before the cards
        for rect in scene.panel.card_rects():
            still.picture.blit(base, rect, rect)
    if key is not None:
        scene.panel.draw_cards(still.picture)
    still.cards_key = key


def _at(sprite: TowerSprite, square: int) -> TowerSprite:
    """The tower at rest on `square`."""
    return TowerSprite(sprite.tower, square_pos(square), sprite.rank)


def _quiet(scene: KamisadoScene) -> bool:
    """Nothing drawn after the towers reaches into the info column (whose cards are drawn last): the
    sparks and rings that do, the refill cards, a falling marker, chains. The ribbons and the floating
    words stay within the board."""
    if scene.fill.active or scene.drop is not None or (scene.links and scene.link_t > 0):
        return False
    column = scene.panel.rect
    for ring in scene.fx.rings:
        reach = ring.radius + ring.width + 6
        x, y = ring.centre
        if column.colliderect(x - reach, y - reach, 2 * reach, 2 * reach):
            return False
    for spark in scene.fx.sparks:
        x, y = spark.position()
        reach = spark.size + 3
        if column.colliderect(x - reach, y - reach, 2 * reach, 2 * reach):
            return False
    return True
