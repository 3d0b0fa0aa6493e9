"""Decoration on the Camelot board that never changes the game: sparks (splinters of a capture, the
sparks of a castle entry and of a knight's charge), the flash when a piece enters the enemy castle, and the
finale (the result on a ribbon, rays of light behind a taken castle).

The sparks are the shared ones (scenes/effects: `Sparks`, painted by `draw_sparks`). Camelot's own are the
castle flash (a golden glow from art.py with a ring running ahead of it) and the finale (rays turning
behind the castle, the result's ribbon popping in): both run on the scene's tweens, which they are given,
so the turn and the results scene wait for them, and the shared parts have neither a glow nor rays. The
ribbon is painted by the shared `draw_ribbon`; its pop scales it in both directions (the shared squeeze is
of its height only), so that scaling stays here.

`Effects` has its own tweener for what never holds up play (the status card's announcement and the
pennants slide on it too). `Effects.view()` and `Effects.finale_view(clock)` are what they show now, as
frozen values (`Shown`, `ShownFinale`) for the view; `draw(shown, surface)` and
`draw_finale(finale, fonts, surface)` paint those."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.effects import Sparks, Speck, draw_ribbon, draw_sparks
from scenes.engine import textlog, theme
from scenes.engine.cache import cached
from scenes.engine.i18n import Words, worded
from scenes.engine.tween import Tweener

from . import art
from .palette import CASTLE_SPARKS, CHARGE_SPARKS, GOLD, RAYS

Point = tuple[float, float]

CASTLE_FLASH_SECONDS = 0.9
# Camelot's specks in the shared sparks: 1.5 to 3.5 pixels, falling back onto the board and slowing down;
# the shared sparks live 0.6-1.1 of their life, Camelot's lived 0.5-1.0 (`LIFE` keeps them as long)
SIZE = 2.5
GRAVITY = 260.0
DRAG = 1.5
LIFE = 0.9


@dataclass
class Flash:
    """An expanding ring and glow (a castle entered, the castle taken)."""

    pos: Point
    colour: tuple
    radius: float
    t: float = 0.0


@dataclass
class Finale:
    """The end of the game on the board: a ribbon with the result, and for a castle win rays of light
    behind the castle. `t` runs 0..1 over the whole show, `scale` pops the ribbon in."""

    text: Words
    centre: Point
    rays_at: Point | None = None
    t: float = 0.0
    scale: float = 0.0


@dataclass(frozen=True, slots=True)
class ShownFlash:
    """A flash as drawn now: its glow's radius and opacity, the ring's radius and width (0: none)."""

    pos: Point
    colour: tuple
    glow: int
    alpha: int
    ring: int
    width: int


@dataclass(frozen=True, slots=True)
class ShownFinale:
    """The finale as drawn now: the ribbon's words, centre and scale, the rays' centre and turn."""

    text: str
    centre: Point
    scale: float
    rays_at: Point | None
    turn: float
    rays: int  # radius of the rays


@dataclass(frozen=True, slots=True)
class Shown:
    """What the effects show now: the flashes and the sparks, back to front."""

    flashes: tuple[ShownFlash, ...] = ()
    specks: tuple[Speck, ...] = ()


class Effects:
    """The effects of one scene: `update(dt)` every frame; `view()` and `finale_view(clock)` freeze what
    a frame shows, for the view (draw.py paints them with `draw` and `draw_finale`)."""

    def __init__(self, cell: int, speed: float) -> None:
        self.cell = cell
        self.tweens = Tweener(speed)
        self.sparks = Sparks()
        self.flashes: list[Flash] = []
        self.finale: Finale | None = None

    def clear(self) -> None:
        """Forget the flashes, sparks and finale (the scene shows a position without animation)."""
        self.flashes = []
        self.finale = None
        self.sparks.clear()

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.sparks.update(dt * self.tweens.speed)

    # ------------------------------------------------------------------ what starts an effect
    def burst(self, pos: Point, colour: tuple, count: int, speed: float, life: float = 0.7) -> None:
        """`count` specks of `colour` thrown from `pos` at up to `speed` px/s, falling back onto the board
        (gravity 260 px/s², drag 1.5/s) and living about `life` seconds."""
        self.sparks.burst(pos, (colour,), count, speed, life * LIFE, GRAVITY, SIZE, drag=DRAG)

    def charge_sparks(self, x: float, y: float) -> None:
        """Sparks falling off a knight in the middle of a charge (every frame it is in the air)."""
        self.burst((x, y), CHARGE_SPARKS, 2, self.cell * 1.5, 0.45)

    def castle_flash(self, tweens: Tweener, pos: Point, won: bool) -> None:
        """A piece entered the enemy castle: a flash of light and sparks, bigger when it took the castle."""
        flash = Flash(pos, GOLD, self.cell * (3.2 if won else 1.8))
        self.flashes.append(flash)

        def done() -> None:
            if flash in self.flashes:
                self.flashes.remove(flash)

        tweens.to(flash, CASTLE_FLASH_SECONDS, ease="easeOutCubic", on_done=done, t=1.0)
        self.burst(pos, CASTLE_SPARKS, 40 if won else 20, self.cell * (6 if won else 4), 1.0)

    def start_finale(self, tweens: Tweener, text: Words, centre: Point, rays_at: Point | None) -> None:
        """The result on a ribbon popping up over the board (rays behind `rays_at`), on `tweens`."""
        self.finale = Finale(text, centre, rays_at)
        tweens.to(self.finale, 1.8, ease="linear", t=1.0)
        tweens.to(self.finale, 0.6, ease="easeOutBack", delay=0.15, scale=1.0)

    # ------------------------------------------------------------------ what is shown
    def view(self) -> Shown:
        flashes = []
        for flash in self.flashes:
            t = flash.t
            ring = max(2, int(flash.radius * (0.3 + 0.7 * t)))
            width = max(1, int(5 * (1 - t / 0.8))) if t < 0.8 else 0  # the ring runs ahead of the glow
            flashes.append(
                ShownFlash(
                    flash.pos, flash.colour, int(flash.radius), int(255 * (1 - t)) // 16 * 16, ring, width
                )
            )
        return Shown(tuple(flashes), self.sparks.view())

    def finale_view(self, clock: float) -> ShownFinale | None:
        finale = self.finale
        if finale is None:
            return None
        turn = finale.t * 40 + clock * 6
        return ShownFinale(
            worded(finale.text), finale.centre, finale.scale, finale.rays_at, turn, int(self.cell * 4.5)
        )


# ---------------------------------------------------------------------------------------------- drawing
def draw(shown: Shown, surface: pygame.Surface) -> None:
    """The flashes and the specks, above the pieces."""
    for flash in shown.flashes:
        halo = art.faded(art.glow(flash.glow, flash.colour), flash.alpha)
        surface.blit(halo, halo.get_rect(center=(int(flash.pos[0]), int(flash.pos[1]))))
        if flash.width:
            pygame.draw.circle(surface, flash.colour, flash.pos, flash.ring, flash.width)
    draw_sparks(surface, shown.specks)


def draw_finale(finale: ShownFinale | None, fonts, surface: pygame.Surface) -> None:
    """The rays behind a taken castle and the result's ribbon, on top of everything of the board."""
    if finale is None:
        return
    if finale.rays_at is not None:
        turned = pygame.transform.rotate(art.rays(finale.rays, RAYS), finale.turn)
        surface.blit(turned, turned.get_rect(center=(int(finale.rays_at[0]), int(finale.rays_at[1]))))
    if finale.scale <= 0.02:
        return
    image = ribbon(fonts, finale.text)
    if abs(finale.scale - 1.0) > 0.01:  # popping in, in both directions
        w, h = image.get_size()
        image = pygame.transform.smoothscale(
            image, (max(1, int(w * finale.scale)), max(1, int(h * finale.scale)))
        )
    draw_ribbon(surface, image, (int(finale.centre[0]), int(finale.centre[1])), 255)
    if abs(finale.scale - 1.0) <= 0.01:  # where the words are on the screen, for the text-fit tests
        label = fonts.render(finale.text, "heading", theme.TEXT_DARK)
        textlog.note(
            surface, finale.text, label.get_rect(center=image.get_rect(center=finale.centre).center), label
        )


@cached(1)
def ribbon(fonts, text: str) -> pygame.Surface:
    """The finale's ribbon with the result's words."""
    return art.ribbon(fonts.render(text, "heading", theme.TEXT_DARK), GOLD)
