"""Short sound effects synthesised in code (nothing recorded, nothing to license).

Audio is optional: when the mixer cannot start (no sound card, dummy driver trouble), every call is a
silent no-op.
"""

from __future__ import annotations

import math
import random
import threading
from array import array

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


def _tone(
    freqs: list[float],
    seconds: float,
    volume: float = 0.5,
    wave: str = "sine",
    attack: float = 0.02,
    release: float = 0.6,
    slide: float = 0.0,
    noise: float = 0.0,
    seed: int = 1,
) -> array:
    """Mono 16-bit samples: sum of partials with an envelope, optional pitch slide and noise."""
    n = int(RATE * seconds)
    rng = random.Random(seed)
    out = array("h")
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
    return out


def _concat(*parts: array) -> array:
    out = array("h")
    for part in parts:
        out.extend(part)
    return out


def synthesise() -> dict[str, array]:
    """Every effect of the game as mono samples at RATE."""
    return {
        "click": _tone([1400], 0.035, 0.35, "triangle", 0.01, 0.8),
        "hover": _tone([900], 0.025, 0.15, "sine", 0.05, 0.8),
        "move": _tone([220, 330], 0.12, 0.45, "triangle", 0.01, 0.9, slide=-0.3),
        "place": _tone([160], 0.16, 0.55, "sine", 0.005, 0.95, slide=-0.4, noise=0.15),
        "push": _tone([90, 135], 0.28, 0.7, "square", 0.005, 0.9, slide=-0.5, noise=0.35),
        "capture": _tone([600, 300], 0.2, 0.5, "triangle", 0.005, 0.9, slide=-0.7, noise=0.2),
        "flip": _tone([2000], 0.07, 0.25, "sine", 0.01, 0.9, noise=0.85, seed=7),
        "error": _tone([150, 155], 0.22, 0.4, "square", 0.01, 0.5),
        "turn": _tone([660, 990], 0.1, 0.3, "sine", 0.02, 0.7),
        "win": _concat(
            *(_tone([f, f * 1.5], 0.14, 0.45, "triangle", 0.01, 0.4) for f in (523, 659, 784, 1046))
        ),
        "lose": _concat(*(_tone([f], 0.2, 0.4, "triangle", 0.01, 0.5) for f in (392, 330, 262))),
    }


class Sound:
    def __init__(self, enabled: bool, volume: float) -> None:
        self.enabled = enabled
        self.volume = volume
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self.prepared = False
        self._samples: dict[str, array] | None = None
        self._worker: threading.Thread | None = None

    def prepare(self) -> None:
        """Open the mixer and start synthesising the effects in a thread (pure Python, ~0.3 s): called
        after the first frame is on screen, so neither the first frame nor the window waits for it."""
        if self.prepared:
            return
        self.prepared = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
        except pygame.error:
            return
        self._worker = threading.Thread(target=self._synthesise, name="sound-synthesis", daemon=True)
        self._worker.start()

    def _synthesise(self) -> None:
        self._samples = synthesise()

    def _load(self) -> None:
        """Turn the finished samples into mixer sounds (on the main thread; quick)."""
        samples, self._samples, self._worker = self._samples, None, None
        try:
            _, _, channels = pygame.mixer.get_init()
        except (pygame.error, TypeError):
            return
        for name, data in (samples or {}).items():
            if channels > 1:  # the mixer may insist on stereo: duplicate each sample
                data = array("h", (s for s in data for _ in range(channels)))
            try:
                self.sounds[name] = pygame.mixer.Sound(buffer=data.tobytes())
            except pygame.error:
                return
        self.available = bool(self.sounds)

    def ready(self, wait: bool = False) -> bool:
        """Whether the effects can be played; `wait` blocks until the synthesis has finished."""
        worker = self._worker
        if worker is not None:
            if wait:
                worker.join()
            if not worker.is_alive():
                self._load()
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
