"""The board at rest as one picture. While no animation runs (no tower moves, lifts, rattles or flashes),
the board holds still and no player's targets or hint show, the table with the last move's trail, the shadows and the towers is
composed once per position over the table with the side panel's column in it (SidePanel.backdrop_picture),
and is the frame's whole background (a composed `Backdrop`). While nothing is drawn over the board's
surroundings (sparks, rings, words, ribbons, the refill cards, a falling marker, chains), the info
column's score and tower cards are in it too.

A frame then draws only what changes. The glow of the tower that must move lies under the towers and
pulses: its rectangle is drawn again in the plain order, clipped to it (the table, the trail, the glow, the
shadows and towers that reach into it, the cards), which gives the pixels of the whole board drawn part by
part. Before, every frame blitted 32 shadows and towers, built the trail's two layers and blitted both
cards: ~0.7 ms of CPU (tests/bench/bench_frames.py worst --parts). tests/scenes/test_kamisado_frames.py
compares the frames of AI games with the board drawn part by part.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from rules.kamisado import MOVE, PLAY, PUSH
from scenes.widgets.side_panel import Backdrop

from . import draw

if TYPE_CHECKING:
    from .scene import KamisadoScene


class StillBoard:
    """The scene's picture of the board at rest (one surface, drawn over when the position changes)."""

    def __init__(self) -> None:
        self.enabled = True  # False: every frame draws the board part by part (the tests' reference)
        self.picture: pygame.Surface | None = None
        self.board_key: tuple | None = None  # the base, the trail and the towers in `picture`
        self.cards_key: tuple | None = None  # the info column's cards in it, None when not there
        self.shadows: list[tuple[pygame.Surface, pygame.Rect]] = []  # as blitted into it, back to front
        self.towers: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.builds = 0  # how often the towers were composed anew (tests, benchmarks)

    @property
    def has_cards(self) -> bool:
        return self.cards_key is not None

    def at_rest(self, scene: KamisadoScene) -> bool:
        """Whether the board of this frame is the still picture's: nothing under or among the towers moves
        or depends on the mouse (the targets and the hint are drawn part by part)."""
        if not self.enabled or scene.tweens.busy or scene.view.zoom < 0.999:
            return False  # busy: in the frame of a move its tower has not left yet, but will
        if scene.drag and scene.drag["active"]:
            return False
        hint = scene.hint_move
        if hint is not None and hint.kind in (MOVE, PUSH):
            return False
        if scene.state.phase == PLAY and scene.human_to_move():
            return False
        return all(s.lift == 0 and s.wiggle == 0 and s.flash <= 0.02 for s in scene.sprites.values())

    def shown(self, scene: KamisadoScene) -> bool:
        """Whether this frame's background is the still picture (StillFrames.draw blitted it)."""
        backdrop = scene.backdrop_now
        return backdrop is not None and backdrop.picture is self.picture and backdrop.composed

    def backdrop(self, scene: KamisadoScene, table: Backdrop) -> Backdrop:
        base = scene.panel_picture(table)  # the table with the side panel's column in it (kept there)
        view = scene.view
        sprites = tuple((t, s.pos, s.rank) for t, s in scene.sprites.items())
        key = (scene.side_panel.solid_key, view.origin, view.square, scene.trail, sprites)
        if key != self.board_key or self.picture is None:
            self._compose(scene, base)
            self.board_key = key
        cards = scene.panel.cards_key() if _quiet(scene) else None
        if cards != self.cards_key:
            picture = self.picture
            if self.cards_key is not None:  # the cards' places as they were before the cards
                for rect in scene.panel.card_rects():
                    picture.blit(base, rect, rect)
            if cards is not None:
                scene.panel.draw_cards(picture)
            self.cards_key = cards
        return Backdrop(("still", self.board_key, self.cards_key), self.picture, composed=True)

    def _compose(self, scene: KamisadoScene, base: pygame.Surface) -> None:
        if self.picture is None or self.picture.get_size() != base.get_size():
            self.picture = base.copy()
        else:
            self.picture.blit(base, (0, 0))
        picture = self.picture
        draw._trail(scene, picture)
        shadows, towers = draw.tower_blits(scene)
        self.shadows = [(image, pygame.Rect(pos[:2], image.get_size())) for image, pos in shadows]
        self.towers = [(image, pygame.Rect(pos, image.get_size())) for image, pos, _ in towers]
        picture.blits(self.shadows, doreturn=False)
        picture.blits(self.towers, doreturn=False)
        self.cards_key = None
        self.builds += 1

    def draw_forced(self, scene: KamisadoScene, surface: pygame.Surface) -> None:
        """The mark of the tower that must move, under the towers: its rectangle drawn again as the board
        part by part draws it (clipped to it, so nothing outside changes)."""
        mark = draw.forced_mark(scene)
        if mark is None:
            return
        area = draw.forced_rect(scene, mark[0])
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        surface.blit(draw.table_picture(scene), area, area)
        draw._trail(scene, surface)
        draw._forced(scene, surface)
        surface.blits([s for s in self.shadows if s[1].colliderect(area)], doreturn=False)
        surface.blits([t for t in self.towers if t[1].colliderect(area)], doreturn=False)
        if self.cards_key is not None and scene.panel.rect.colliderect(area):
            scene.panel.draw_cards(surface)
        surface.set_clip(clip)


def _quiet(scene: KamisadoScene) -> bool:
    """Nothing is drawn over the board and its surroundings after the towers (which might reach into the
    info column, whose cards are drawn last)."""
    fx = scene.fx
    if fx.sparks or fx.rings or fx.words or scene.fill.active or scene.drop is not None:
        return False
    if scene.links and scene.link_t > 0:
        return False
    return all(b.alpha < 3 or not b.title for b in (scene.banner, scene.notice))
