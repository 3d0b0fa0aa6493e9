"""Decoration that never holds up play: sparks, dust rings, floating words, the board shake. They run on
their own clock (and their own Tweener, for the shake and the pass notice), so the AI and the player need
not wait for the last spark to fade.

The sparks, rings and words are the shared ones (scenes/effects); what is Kamisado's own here is the
board shake (a push's impact shakes the whole board and its table, which `view.build` shifts by
`Effects.offset` and which no other game does) and the way the three shared kinds are tuned and run
together at the scene's animation speed. The blocking parts of an animation (a tower gliding, the round
ribbon) live on the scene's own tweens (see anim). What a frame shows of the effects is a frozen `FxView`
of the shared marks (`Effects.view`), painted by `draw`.
"""

from __future__ import annotations

import math

import pygame

from scenes.effects import BurstMarks, Bursts, draw_bursts
from scenes.engine.i18n import Words, worded
from scenes.engine.tween import Tweener

Colour = tuple[int, int, int]


FxView = BurstMarks  # what a frame shows of the effects: the shared marks, the words kept inside the board


class Effects:
    """Sparks, rings and floating words over the board, and the board shake. `speed` follows the scene's
    animation speed (the scene sets it before `update`); `bounds` (the board) keeps the words inside."""

    def __init__(self, fonts=None, seed: int = 0) -> None:
        self.fonts = fonts  # for the floating words (rendered ahead: ready_word)
        self.speed = 1.0
        self.tweens = Tweener(self.speed)  # the shake, and the pass notice (anim.explain_pass)
        self.bursts = Bursts(seed)  # the shared sparks, rings and floating words
        self.shake_amp = 0.0
        self.bounds: pygame.Rect | None = None
        self.clock = 0.0

    # ------------------------------------------------------------------ starting effects
    def burst(
        self,
        centre: tuple[float, float],
        colours: list[Colour],
        count: int = 24,
        speed: float = 220.0,
        life: float = 0.7,
        gravity: float = 320.0,
        size: float = 4.0,
    ) -> None:
        """Sparks thrown up and out of `centre`, falling and shrinking to less than a third."""
        self.bursts.sparks.burst(centre, colours, count, speed, life, gravity, size, lift=0.35, shrink=0.7)

    def ring(
        self,
        centre: tuple[float, float],
        colour: Colour,
        radius: float,
        seconds: float = 0.45,
        width: int = 3,
    ) -> None:
        self.bursts.rings.add(centre, colour, radius, seconds, width)

    def say(
        self,
        text: Words,
        centre: tuple[float, float],
        colour: Colour,
        size: int = 22,
        hold: float = 0.9,
        delay: float = 0.0,
    ) -> None:
        """A word that pops up, floats a little and fades (`delay` seconds from now)."""
        self.bursts.words.say(text, centre, colour, size, hold, delay=delay)

    def ready_word(self, text: Words, colour: Colour, size: int = 22) -> None:
        """Render ahead the pictures `say` will blit for this word (its first frame rendered them: ~1.5 ms)."""
        line = worded(text)
        self.fonts.render(line, "heading", colour, size)
        self.fonts.render(line, "heading", (0, 0, 0), size)

    def shake(self, amount: float, seconds: float = 0.35) -> None:
        self.shake_amp = max(self.shake_amp, amount)
        self.tweens.to(self, seconds, ease="easeOutQuad", shake_amp=0.0)

    # ------------------------------------------------------------------ frame
    def update(self, dt: float) -> None:
        self.tweens.speed = self.speed
        self.tweens.update(dt)
        step = dt * self.speed
        self.clock += step
        self.bursts.update(step)

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
        self.bursts.clear()
        self.shake_amp = 0.0

    def view(self) -> FxView:
        """What a frame shows of the effects now (the floating words worded, kept inside the board)."""
        return self.bursts.view(self.bounds)


def draw(surface: pygame.Surface, fx: FxView, fonts) -> None:
    draw_bursts(surface, fx, fonts)
