"""Decoration that never holds up play: sparks, dust rings, floating words, the board shake. They run on
their own Tweener, so the AI and the player need not wait for the last spark to fade.

The blocking parts of an animation (a tower gliding, the round ribbon) live on the scene's own tweens
(see anim). What a frame shows of them is a frozen `FxView` (`Effects.view`), drawn by `draw`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pygame

from scenes.engine.i18n import Words, worded
from scenes.engine.tween import Tweener


@dataclass
class Spark:
    start: tuple[float, float]
    velocity: tuple[float, float]
    colour: tuple[int, int, int]
    size: float
    gravity: float
    life: float
    t: float = 0.0  # 0..1, tweened

    def position(self) -> tuple[float, float]:
        s = self.t * self.life
        return (
            self.start[0] + self.velocity[0] * s,
            self.start[1] + self.velocity[1] * s + 0.5 * self.gravity * s * s,
        )


@dataclass
class Ring:
    centre: tuple[float, float]
    colour: tuple[int, int, int]
    radius: float
    width: int
    t: float = 0.0


@dataclass
class FloatText:
    text: Words
    centre: tuple[float, float]
    colour: tuple[int, int, int]
    size: int
    rise: float = 0.0
    alpha: float = 0.0
    scale: float = 0.6


@dataclass
class Effects:
    """Sparks, rings and floating words over the board, and the board shake. `speed` follows the scene's
    animation speed (the scene sets it before `update`)."""

    fonts: object = None  # for the floating words (rendered ahead: ready_word)
    speed: float = 1.0
    seed: int = 0
    tweens: Tweener = field(init=False)
    sparks: list[Spark] = field(default_factory=list)
    rings: list[Ring] = field(default_factory=list)
    words: list[FloatText] = field(default_factory=list)
    shake_amp: float = 0.0
    bounds: pygame.Rect | None = None  # words are kept inside this (the board)
    rng: random.Random = field(init=False)
    clock: float = 0.0

    def __post_init__(self) -> None:
        self.tweens = Tweener(self.speed)
        self.rng = random.Random(self.seed)

    # ------------------------------------------------------------------ starting effects
    def burst(
        self,
        centre: tuple[float, float],
        colours: list[tuple[int, int, int]],
        count: int = 24,
        speed: float = 220.0,
        life: float = 0.7,
        gravity: float = 320.0,
        size: float = 4.0,
    ) -> None:
        rng = self.rng
        for i in range(count):
            a = rng.uniform(0, math.tau)
            v = rng.uniform(0.35, 1.0) * speed
            spark = Spark(
                centre,
                (math.cos(a) * v, math.sin(a) * v - speed * 0.35),
                colours[i % len(colours)],
                rng.uniform(0.6, 1.2) * size,
                gravity,
                life * rng.uniform(0.7, 1.1),
            )
            self.sparks.append(spark)
            self.tweens.to(
                spark, spark.life, ease="linear", t=1.0, on_done=lambda s=spark: self._drop(self.sparks, s)
            )

    def ring(
        self,
        centre: tuple[float, float],
        colour: tuple[int, int, int],
        radius: float,
        seconds: float = 0.45,
        width: int = 3,
    ) -> None:
        ring = Ring(centre, colour, radius, width)
        self.rings.append(ring)
        self.tweens.to(
            ring, seconds, ease="easeOutCubic", t=1.0, on_done=lambda: self._drop(self.rings, ring)
        )

    def say(
        self,
        text: Words,
        centre: tuple[float, float],
        colour: tuple[int, int, int],
        size: int = 22,
        hold: float = 0.9,
    ) -> None:
        """A word that pops up, floats a little and fades."""
        word = FloatText(text, centre, colour, size)
        self.words.append(word)
        self.tweens.to(word, 0.25, ease="easeOutBack", alpha=255.0, scale=1.0)
        self.tweens.to(word, hold + 0.5, ease="easeOutQuad", rise=28.0)
        self.tweens.to(
            word, 0.4, delay=hold, ease="easeInQuad", alpha=0.0, on_done=lambda: self._drop(self.words, word)
        )

    def ready_word(self, text: Words, colour: tuple[int, int, int], size: int = 22) -> None:
        """Render ahead the pictures `say` will blit for this word (its first frame rendered them: ~1.5 ms)."""
        line = worded(text)
        self.fonts.render(line, "heading", colour, size)  # type: ignore[attr-defined]
        self.fonts.render(line, "heading", (0, 0, 0), size)  # type: ignore[attr-defined]

    def shake(self, amount: float, seconds: float = 0.35) -> None:
        self.shake_amp = max(self.shake_amp, amount)
        self.tweens.to(self, seconds, ease="easeOutQuad", shake_amp=0.0)

    @staticmethod
    def _drop(items: list, item) -> None:
        if item in items:
            items.remove(item)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.tweens.speed = self.speed
        self.clock += dt * self.speed
        self.tweens.update(dt)

    def offset(self) -> tuple[int, int]:
        """The board shake: a fast decaying wobble."""
        if self.shake_amp < 0.3:
            return 0, 0
        return (
            round(math.sin(self.clock * 71.0) * self.shake_amp),
            round(math.cos(self.clock * 53.0) * self.shake_amp * 0.6),
        )

    def clear(self) -> None:
        self.tweens.cancel_all()
        self.sparks.clear()
        self.rings.clear()
        self.words.clear()
        self.shake_amp = 0.0

    def view(self) -> FxView:
        """What a frame shows of the effects now (the floating words worded)."""
        rings = tuple(RingMark(r.centre, r.colour, r.radius, r.width, r.t) for r in self.rings)
        sparks = tuple(SparkMark(s.position(), s.colour, s.size, s.t) for s in self.sparks)
        words = tuple(
            WordMark(
                worded(w.text), w.centre, w.colour, w.size, w.rise, max(0.0, min(255.0, w.alpha)), w.scale
            )
            for w in self.words
            if max(0.0, min(255.0, w.alpha)) >= 4
        )
        bounds = tuple(self.bounds) if self.bounds is not None else None
        return FxView(rings, sparks, words, bounds)  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class RingMark:
    centre: tuple[float, float]
    colour: tuple[int, int, int]
    radius: float
    width: int
    t: float


@dataclass(frozen=True, slots=True)
class SparkMark:
    at: tuple[float, float]
    colour: tuple[int, int, int]
    size: float
    t: float


@dataclass(frozen=True, slots=True)
class WordMark:
    text: str
    centre: tuple[float, float]
    colour: tuple[int, int, int]
    size: int
    rise: float
    alpha: float
    scale: float


@dataclass(frozen=True, slots=True)
class FxView:
    rings: tuple[RingMark, ...] = ()
    sparks: tuple[SparkMark, ...] = ()
    words: tuple[WordMark, ...] = ()
    bounds: tuple[int, int, int, int] | None = None  # the words are kept inside (the board)


def draw(surface: pygame.Surface, fx: FxView, fonts) -> None:
    for ring in fx.rings:
        alpha = int(255 * (1 - ring.t))
        r = max(1, int(ring.radius * (0.35 + 0.65 * ring.t)))
        layer = pygame.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
        pygame.draw.circle(layer, (*ring.colour, alpha), (r + 4, r + 4), r, ring.width)
        surface.blit(layer, (ring.centre[0] - r - 4, ring.centre[1] - r - 4))
    for spark in fx.sparks:
        x, y = spark.at
        size = max(1, int(spark.size * (1 - spark.t * 0.7)))
        pygame.draw.circle(surface, spark.colour, (int(x), int(y)), size)
    for word in fx.words:
        alpha = word.alpha
        # one font size, scaled as a picture: a font per animated size would be built every frame
        image = fonts.render(word.text, "heading", word.colour, word.size)
        shadow = fonts.render(word.text, "heading", (0, 0, 0), word.size)
        scale = max(0.05, word.scale)
        if abs(scale - 1.0) > 0.01:
            size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
            image, shadow = pygame.transform.scale(image, size), pygame.transform.scale(shadow, size)
        else:
            image, shadow = image.copy(), shadow.copy()
        rect = image.get_rect(center=(word.centre[0], word.centre[1] - word.rise))
        if fx.bounds is not None:
            rect.clamp_ip(pygame.Rect(fx.bounds).inflate(-16, -16))
        shadow.set_alpha(int(alpha * 0.6))
        surface.blit(shadow, rect.move(2, 2))
        image.set_alpha(int(alpha))
        surface.blit(image, rect)
