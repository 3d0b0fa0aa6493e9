"""Short sound effects synthesised in code (nothing recorded, nothing to license).

Audio is optional: when the mixer cannot start (no sound card, dummy driver trouble), every call is a
silent no-op.
"""

from __future__ import annotations

import math
import random
import time
from array import array
from collections.abc import Iterator

import pygame

RATE = 22050


def _envelope(i: int, n: int, attack: float, release: float) -> float:
    a = max(1, int(n * attack))
    r = max(1, int(n * release))
    if i < a:
        return i / a
    if i > n - r:
        return max(0.0, (n - i) / r)
    return 1.0


CHUNK = 256  # samples between two pauses of the synthesis (~0.5 ms of pure Python)


def _tone_steps(
    out: array,
    freqs: list[float],
    seconds: float,
    volume: float = 0.5,
    wave: str = "sine",
    attack: float = 0.02,
    release: float = 0.6,
    slide: float = 0.0,
    noise: float = 0.0,
    seed: int = 1,
) -> Iterator[None]:
    """Append mono 16-bit samples to `out`: sum of partials with an envelope, optional pitch slide and
    noise. A generator that pauses every CHUNK samples, so the frame loop can spread the work."""
    n = int(RATE * seconds)
    rng = random.Random(seed)
    phases = [0.0] * len(freqs)
    for i in range(n):
        t = i / n
        value = 0.0
        for k, f in enumerate(freqs):
            freq = f * (1.0 + slide * t)
            phases[k] += 2 * math.pi * freq / RATE
            p = phases[k]
            if wave == "square":
                value += 1.0 if math.sin(p) >= 0 else -1.0
            elif wave == "triangle":
                value += 2 / math.pi * math.asin(math.sin(p))
            else:
                value += math.sin(p)
        value /= max(1, len(freqs))
        if noise:
            value = value * (1 - noise) + rng.uniform(-1, 1) * noise
        out.append(int(32767 * volume * value * _envelope(i, n, attack, release)))
        if i % CHUNK == CHUNK - 1:
            yield


def _tone(*args, **kwargs) -> array:
    out = array("h")
    for _ in _tone_steps(out, *args, **kwargs):
        pass
    return out


# every effect: its tones, played one after the other (freqs, seconds, volume, wave, attack, release, extras)
EFFECTS: dict[str, list[tuple[tuple, dict]]] = {
    "click": [(([1400], 0.035, 0.35, "triangle", 0.01, 0.8), {})],
    "hover": [(([900], 0.025, 0.15, "sine", 0.05, 0.8), {})],
    "move": [(([220, 330], 0.12, 0.45, "triangle", 0.01, 0.9), {"slide": -0.3})],
    "place": [(([160], 0.16, 0.55, "sine", 0.005, 0.95), {"slide": -0.4, "noise": 0.15})],
    "push": [(([90, 135], 0.28, 0.7, "square", 0.005, 0.9), {"slide": -0.5, "noise": 0.35})],
    "capture": [(([600, 300], 0.2, 0.5, "triangle", 0.005, 0.9), {"slide": -0.7, "noise": 0.2})],
    "flip": [(([2000], 0.07, 0.25, "sine", 0.01, 0.9), {"noise": 0.85, "seed": 7})],
    "error": [(([150, 155], 0.22, 0.4, "square", 0.01, 0.5), {})],
    "turn": [(([660, 990], 0.1, 0.3, "sine", 0.02, 0.7), {})],
    "win": [(([f, f * 1.5], 0.14, 0.45, "triangle", 0.01, 0.4), {}) for f in (523, 659, 784, 1046)],
    "lose": [(([f], 0.2, 0.4, "triangle", 0.01, 0.5), {}) for f in (392, 330, 262)],
}


def synthesis_steps(into: dict[str, array]) -> Iterator[None]:
    """Synthesise every effect into `into` (name -> samples), pausing every CHUNK samples."""
    for name, tones in EFFECTS.items():
        out = array("h")
        for args, extras in tones:
            yield from _tone_steps(out, *args, **extras)
        into[name] = out


def synthesise() -> dict[str, array]:
    """Every effect of the game as mono samples at RATE."""
    samples: dict[str, array] = {}
    for _ in synthesis_steps(samples):
        pass
    return samples


def _interleave(data: array, channels: int) -> array:
    """Mono samples repeated for every channel (a mixer that insists on stereo), at C speed."""
    out = array("h", bytes(2 * len(data) * channels))
    for channel in range(channels):
        out[channel::channels] = data
    return out


class Sound:
    """The effects, synthesised after start-up in the frame loop's idle time (`idle`, called by the pacer
    while it would sleep) in steps of ~0.5 ms. A synthesis thread instead held the GIL in 5 ms turns
    against the render loop: measured, the first second of a game then had frames of 40-150 ms."""

    def __init__(self, enabled: bool, volume: float) -> None:
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.prepared = False
        self._steps: Iterator[None] | None = None  # the synthesis, while it is not finished

    def prepare(self) -> None:
        """Open the mixer and queue the synthesis of the effects (pure Python, ~0.15-0.3 s in all): called
        after the first frame is on screen, so neither the first frame nor the window waits for it."""
        if self.prepared:
            return
        self.prepared = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
        except pygame.error:
            return
        self._steps = self._synthesis()

    def _synthesis(self) -> Iterator[None]:
        samples: dict[str, array] = {}
        yield from synthesis_steps(samples)
        try:
            _, _, channels = pygame.mixer.get_init()
        except (pygame.error, TypeError):
            return
        for name, data in samples.items():
            if channels > 1:  # the mixer may insist on stereo: duplicate each sample
                data = _interleave(data, channels)
            try:
                self.sounds[name] = pygame.mixer.Sound(buffer=data.tobytes())
            except pygame.error:
                return
            yield
        self.available = bool(self.sounds)

    @property
    def pending(self) -> bool:
        """The synthesis has work left for `idle`."""
        return self._steps is not None

    def idle(self, budget: float) -> None:
        """Synthesise for about `budget` seconds at most (one step past it), then return."""
        steps = self._steps
        if steps is None:
            return
        end = time.perf_counter() + budget
        for _ in steps:
            if time.perf_counter() >= end:
                return
        self._steps = None

    def ready(self, wait: bool = False) -> bool:
        """Whether the effects can be played; `wait` finishes the synthesis now."""
        if wait and self._steps is not None:
            self.idle(float("inf"))
        return self.available

    def configure(self, enabled: bool, volume: float) -> None:
        self.enabled, self.volume = enabled, volume

    def play(self, name: str, volume: float = 1.0) -> None:
        if not (self.enabled and self.volume > 0):
            return
        self.prepare()
        if not self.ready():
            return  # still being synthesised (the first fraction of a second) or no audio: silence
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, self.volume * volume)))
            sound.play()
