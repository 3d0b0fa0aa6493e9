"""Decoration on the Camelot board that never changes the game: sparks (splinters of a capture, the
sparks of a castle entry and of a knight's charge), the flash when a piece enters the enemy castle, and the
finale (the result on a ribbon, rays of light behind a taken castle).

`Effects` has its own tweener for what never holds up play (the status card's announcement and the
pennants slide on it too). The castle flash and the finale run on the scene's tweens, which they are given,
so the turn and the results scene wait for them. `Effects.view(clock)` is what they show now, as values
(`Shown`); `draw(shown, surface)` and `draw_finale(finale, fonts, surface)` paint it."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

from scenes.engine import textlog, theme
from scenes.engine.cache import cached
from scenes.engine.i18n import Words, worded
from scenes.engine.tween import Tweener

from . import art
from .palette import CASTLE_SPARKS, CHARGE_SPARKS, GOLD, RAYS, WHITE

Point = tuple[float, float]

CASTLE_FLASH_SECONDS = 0.9


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
    """What the effects show now: the flashes and the specks (x, y, colour, radius), back to front."""

    flashes: tuple[ShownFlash, ...] = ()
    specks: tuple[tuple[int, int, tuple, int], ...] = ()


@dataclass
class Particle:
    x: float
    y: float
    vx: float
    vy: float
    life: float
    age: float = 0.0
    colour: tuple = WHITE
    size: float = 3.0


class Particles:
    """Short-lived specks (splinters of a capture, sparks of a castle entry). Updated every frame."""

    def __init__(self, seed: int = 5) -> None:
        self.items: list[Particle] = []
        self.rng = random.Random(seed)

    def burst(self, pos: Point, colour: tuple, count: int, speed: float, life: float = 0.7) -> None:
        for _ in range(count):
            angle = self.rng.uniform(0, math.tau)
            v = self.rng.uniform(0.3, 1.0) * speed
            self.items.append(
                Particle(
                    pos[0],
                    pos[1],
                    math.cos(angle) * v,
                    math.sin(angle) * v - speed * 0.3,
                    self.rng.uniform(0.5, 1.0) * life,
                    colour=colour,
                    size=self.rng.uniform(1.5, 3.5),
                )
            )
        del self.items[:-300]

    def update(self, dt: float) -> None:
        for p in self.items:
            p.age += dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.vy += 260 * dt  # they fall back onto the board
            p.vx *= 1 - 1.5 * dt
        self.items = [p for p in self.items if p.age < p.life]

    def clear(self) -> None:
        self.items.clear()


class Effects:
    """The effects of one scene: `update(dt)` every frame, `draw(surface)` above the pieces and
    `draw_finale(surface)` on top of everything of the board."""

    def __init__(self, cell: int, speed: float) -> None:
        self.cell = cell
        self.tweens = Tweener(speed)
        self.particles = Particles()
        self.flashes: list[Flash] = []
        self.finale: Finale | None = None

    def clear(self) -> None:
        """Forget the flashes, sparks and finale (the scene shows a position without animation)."""
        self.flashes = []
        self.finale = None
        self.particles.clear()

    def update(self, dt: float) -> None:
        self.tweens.update(dt)
        self.particles.update(dt * self.tweens.speed)

    # ------------------------------------------------------------------ what starts an effect
    def burst(self, pos: Point, colour: tuple, count: int, speed: float, life: float = 0.7) -> None:
        self.particles.burst(pos, colour, count, speed, life)

    def charge_sparks(self, x: float, y: float) -> None:
        """Sparks falling off a knight in the middle of a charge (every frame it is in the air)."""
        self.particles.burst((x, y), CHARGE_SPARKS, 2, self.cell * 1.5, 0.45)

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
        specks = []
        for p in self.particles.items:
            fade = 1 - p.age / p.life
            specks.append((int(p.x), int(p.y), p.colour, max(1, int(p.size * (0.5 + 0.5 * fade)))))
        return Shown(tuple(flashes), tuple(specks))

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
    for x, y, colour, size in shown.specks:
        pygame.draw.circle(surface, colour, (x, y), size)


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
    if abs(finale.scale - 1.0) > 0.01:
        w, h = image.get_size()
        image = pygame.transform.smoothscale(
            image, (max(1, int(w * finale.scale)), max(1, int(h * finale.scale)))
        )
    surface.blit(image, image.get_rect(center=(int(finale.centre[0]), int(finale.centre[1]))))
    if abs(finale.scale - 1.0) <= 0.01:  # where the words are on the screen, for the text-fit tests
        label = fonts.render(finale.text, "heading", theme.TEXT_DARK)
        textlog.note(
            surface, finale.text, label.get_rect(center=image.get_rect(center=finale.centre).center), label
        )


@cached(1)
def ribbon(fonts, text: str) -> pygame.Surface:
    """The finale's ribbon with the result's words."""
    return art.ribbon(fonts.render(text, "heading", theme.TEXT_DARK), GOLD)
