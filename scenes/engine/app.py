"""The App: owns the window, the logical canvas, the clock, the scene stack and the shared services
(settings, translation, fonts, sound, AI worker, toasts). One loop, 60 FPS. Also `Scene`, what the stack holds,
and `SceneStack`.

Scenes open other scenes by name through the app (`app.open("pause", scene)`): the factories are registered
by whoever builds the App (scenes/menus/registry.py `build_app`, for main.py and the tests), so that nothing
below the menus imports them.

Everything draws onto a fixed logical canvas (1280x720) that is scaled into the window with letterboxing,
so the window may have any shape and scenes never think about it. The window cannot be made smaller than
theme.MIN_WINDOW (640x360, the canvas at half its size): below that the smallest texts cannot be read.
"""

from __future__ import annotations

import gc
import json
import os
import sys
import time
import warnings
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import pygame

from scenes.engine import textlog, theme
from scenes.engine.ai_worker import AiWorker
from scenes.engine.cache import give_back_memory
from scenes.engine.fonts import Fonts
from scenes.engine.i18n import Translator
from scenes.engine.input import Action, translate
from scenes.engine.pacing import FramePacer, FrameStats, GcWatch, WaitProbe, thread_switches
from scenes.engine.sound import Sound
from scenes.engine.tween import Tweener
from scenes.engine.warmup import Warmup
from scenes.storage.settings import Settings, load_settings, save_settings


@dataclass
class RunOptions:
    headless: bool = False
    frames: int = 0  # quit after this many frames (0: run until quit)
    screenshot: str | None = None
    until_over: bool = False
    bench: bool = False
    language: str | None = None
    window_size: tuple[int, int] = (1280, 720)
    max_seconds: float = 0.0  # safety limit for scripted runs (0: none)
    fixed_step: bool = False  # every frame advances exactly 1/FPS s: repeatable pictures (tools/screens.py)
    keep_saves: bool = True  # games write the player's saves; main.py turns it off for scripted runs


# ------------------------------------------------------------------ scenes and the scene stack
# The top scene gets input and updates; drawing goes bottom-up from the topmost opaque scene, so overlays (pause
# menu, dialogs) draw over the scene below them.


def window_toast_area() -> pygame.Rect:
    """The toasts' place on any screen: the window's bottom middle, 940 px wide, 60 px above its edge."""
    w, h = theme.LOGICAL_SIZE
    return pygame.Rect((w - 940) // 2, 0, 940, h - 60)


class Scene:
    overlay = False  # True: the scene below stays visible under this one
    # True: while this scene is on top, the frames' idle time imports the games' code (scenes/engine/warmup.py);
    # menus where a player waits, never a game, whose idle time belongs to the AI process
    warm_up = False
    idle_pending = False  # True: `idle` has work for the frames' spare time (App.idle)

    def __init__(self, app: App) -> None:
        self.app = app
        self.tweens = Tweener(app.settings.animation_speed * app.speed_boost)

    def idle(self, budget: float) -> None:
        """Spend about `budget` seconds on work that can wait for a frame's spare time (while this scene is
        on top and `idle_pending`); clear `idle_pending` when nothing is left."""
        self.idle_pending = False

    # lifecycle hooks
    def enter(self) -> None:
        """Pushed onto the stack."""

    def leave(self) -> None:
        """Removed from the stack: stop everything it started."""
        self.tweens.cancel_all()

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""
        self.tweens.speed = self.app.settings.animation_speed * self.app.speed_boost

    def language_changed(self) -> None:
        """The language was switched (every scene on the stack hears it): word anew what was worded once."""

    # per frame
    def handle(self, action: Action) -> None:
        """One input action (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""

    def toast_area(self) -> pygame.Rect:
        """Where the toasts go while this scene is on top: stacked up from the bottom of this rect, centred,
        wrapped to its width (a game scene keeps them off its board)."""
        return window_toast_area()


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the scene below is not resumed in between)."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the whole stack and start over with `scene` (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def find(self, kind: type) -> Scene | None:
        for scene in reversed(self.scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom-up: from the topmost opaque one to the top."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if not self.scenes[i].overlay:
                start = i
                break
        return self.scenes[start:]


def prefer_native_framebuffer() -> None:
    """On Linux, present through the X server's shared memory, not an OpenGL texture. SDL 2.32 otherwise
    puts the window's pixels on a GL texture, which without a GPU driver is Mesa's software renderer: under
    Xvfb a flip cost 9-10 ms of wall time and 1.6-2.2 ms of our CPU, with this 0.6 ms and 0.1 ms (measured,
    docs/benchmarks.md). We draw and scale every pixel ourselves, so nothing is lost. A value the user set
    in the environment wins."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")


# a scene opened by name: called with the app and what the opener passes (`App.open`)
SceneFactory = Callable[..., Scene]


class Service(Protocol):
    """Something kept beside the scenes for the app's lifetime once a menu starts it (the menus' online
    connection, scenes/menus/online/connection.py), so that it goes on whatever scene is on top: ticked
    every frame before the top scene's update (it must never block), told when the window gains or loses
    the focus, closed when the app ends. The engine knows it only by this Protocol."""

    def tick(self, dt: float) -> None: ...

    def focus(self, focused: bool) -> None: ...

    def close(self) -> None: ...


class App:
    def __init__(
        self,
        options: RunOptions,
        settings: Settings | None = None,
        icon: pygame.Surface | None = None,
        scenes: Mapping[str, SceneFactory] | None = None,
    ) -> None:
        self.options = options
        self.scenes: dict[str, SceneFactory] = dict(scenes or {})  # what `open` and `make` find by name
        self.settings = settings or load_settings()
        if options.language:
            self.settings.language = options.language
        self.speed_boost = 12.0 if options.until_over else 1.0
        self.tr = Translator(self.settings.language)
        # display and fonts only: the mixer starts lazily after the first frame (and may be missing)
        prefer_native_framebuffer()
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Spieltisch")
        if icon is not None:
            try:
                pygame.display.set_icon(icon)
            except pygame.error:
                pass
        self.window = pygame.display.set_mode(options.window_size, pygame.RESIZABLE)
        _window_handle().minimum_size = theme.MIN_WINDOW  # smaller, the smallest texts cannot be read
        self.window = pygame.display.get_surface()
        self._own_canvas = pygame.Surface(theme.LOGICAL_SIZE).convert()
        self.canvas = self._own_canvas  # the window itself while it has exactly the logical size
        self._scaled: pygame.Surface | None = None
        self.fonts = Fonts()
        self.sound = Sound(self.settings.sound, self.settings.volume)
        self.stack = SceneStack()
        self._wait_probe = WaitProbe() if options.bench else None
        self._wait_seen: float | None = None
        self.stats = FrameStats(
            gc_watch=GcWatch() if options.bench else None, period_ms=1000 / theme.FPS, probe=self._wait_probe
        )
        self.phases: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)  # the last step's events/update/draw/present ms
        self.ai = AiWorker()
        self.services: dict[str, Service] = {}  # by name, set by the menus that start them (Service)
        self.focused = True  # the window has the keyboard focus (its last focus event said so)
        self.warmup = Warmup()
        self.running = True
        self._settle = False  # settle_memory() was asked for
        self._give_back = False  # ... with the freed heap handed back
        self.frame = 0
        self._idle_spent = 0.0  # ms of spare-time work in the last wait (App.idle), for the frame stats
        self.time = 0.0  # seconds since start, for ambient animation
        self.exit_code = 0
        self.game_over_report: dict | None = None
        self.first_frame_at = 0.0
        self._report_frame = 0
        # [text, seconds left, colour, how to word it again, the scene it came from (weakly)]
        self.toasts: list[list] = []
        self._toast_pictures: dict[tuple, tuple[pygame.Surface, list[str]]] = {}  # (words, colour, fonts)
        self._fullscreen = False
        self._windowed_size = options.window_size
        if self.settings.fullscreen and not options.headless:
            self.set_fullscreen(True)
        pygame.key.set_repeat(350, 40)

    # ------------------------------------------------------------------ services for scenes
    def make(self, name: str, *args: Any) -> Scene:
        """The scene registered as `name` (scenes/menus/registry.py), built with `args`, not yet shown."""
        factory = self.scenes.get(name)
        if factory is None:
            raise LookupError(
                f"no scene {name!r} is registered: build the App with scenes.menus.registry.build_app"
            )
        return factory(self, *args)

    def open(self, name: str, *args: Any) -> Scene:
        """Build the scene registered as `name` and push it over the stack's top (a game opens its pause menu
        with `app.open("pause", self)`); the scene is returned."""
        scene = self.make(name, *args)
        self.stack.push(scene)
        return scene

    def t(self, key: str, **values: object) -> str:
        return self.tr(key, **values)

    def toast(self, text: str | Callable[[], str], seconds: float = 3.0, colour: tuple = theme.TEXT) -> None:
        """A short message over everything. Give it as a callable (`lambda: app.t(...)`) and it is worded
        again at a change of language, so that a toast still on screen follows it too."""
        words = text if callable(text) else None
        owner = weakref.ref(self.stack.top) if words is not None and self.stack.top is not None else None
        self.toasts.append([words() if words else text, seconds, colour, words, owner])
        self.toasts = self.toasts[-4:]

    def _unhook_toasts(self) -> None:
        """A toast whose scene was left keeps its text but no longer its way of wording it again: that
        callable closes over the scene (`lambda: app.t(..., name=scene.seats[s].name)`) and kept all of it
        alive. Measured: a Down Under scene with its pictures (~10 MiB) stayed after every Down Under game,
        frozen at the title's settle step while its last toast was up, and was freed only by the next game's."""
        alive = {id(scene) for scene in self.stack.scenes}
        for toast in self.toasts:
            owner = toast[4]
            if owner is not None and id(owner()) not in alive:
                toast[3] = toast[4] = None

    def apply_settings(self, settings: Settings) -> None:
        """Take new settings into effect at once and persist them."""
        old = self.settings
        self.settings = settings
        if settings.language != old.language:
            self.tr.set_language(settings.language)
            for scene in list(self.stack.scenes):
                scene.language_changed()
            for toast in self.toasts:
                if toast[3] is not None:
                    toast[0] = toast[3]()
        self.sound.configure(settings.sound, settings.volume)
        for scene in self.stack.scenes:
            scene.tweens.speed = settings.animation_speed * self.speed_boost
        if settings.fullscreen != self._fullscreen:
            self.set_fullscreen(settings.fullscreen)
        try:
            save_settings(settings)
        except OSError as exc:
            error = str(exc)
            self.toast(lambda: self.t("settings.not_saved", error=error), 4.0, theme.BAD)

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on/off: a borderless window over the whole (first) screen, the letterbox filling it;
        a driver that cannot do it leaves the window as it is and says so."""
        if on == self._fullscreen:
            return
        try:
            # The same window is changed (set_mode would destroy it and open another: a flash on the
            # desktop, and the window manager forgets where it was). Borderless over the screen, not SDL's
            # fullscreen: without a window manager to honour that request (Xvfb, kiosks) the window kept
            # its size while SDL drew for the screen's, and the picture was cut off; mixing both left SDL
            # and the X window at different sizes after a resize (tests/scenes/test_real_window.py).
            handle = _window_handle()
            if on:
                self._windowed_size = self.window.get_size()
                handle.borderless = True
                handle.position = (0, 0)
                handle.size = pygame.display.get_desktop_sizes()[0]
            else:
                handle.borderless = False
                handle.size = self._windowed_size
                handle.position = pygame.WINDOWPOS_CENTERED
            self.window = pygame.display.get_surface()
            self._fullscreen = on
        except pygame.error:
            self.toast(lambda: self.t("settings.no_fullscreen"), 3.0, theme.BAD)

    def report_game_over(self, report: dict) -> None:
        """A game ended (results scene shown). With --until-over the app prints it and quits soon after."""
        self.game_over_report = report
        self._report_frame = self.frame

    def _idle_works(self) -> list[Callable[[float], object]]:
        """What the frames' idle time goes to now, in order: a game's own first (what its coming frames
        need: an AI's move readied, pictures), then the first of the sound synthesis, the games' code while
        a menu is up, or a menu's own."""
        top = self.stack.top
        works = []
        if top is not None and top.idle_pending and not top.warm_up:
            works.append(top.idle)
        if self.sound.pending:
            works.append(self.sound.idle)
        elif top is not None and top.warm_up and not self.warmup.done:
            works.append(self.warmup.run)
        elif top is not None and top.idle_pending and top.warm_up:  # a menu's own, once its warm-up is done
            works.append(top.idle)
        return works

    @property
    def has_idle_work(self) -> bool:
        return bool(self._idle_works())

    def idle(self, budget: float) -> None:
        """Spend about `budget` seconds of a frame's wait on the idle work: half of what is left to each
        but the last, which gets the rest."""
        started, spent = time.perf_counter(), 0.0
        works = self._idle_works()
        for i, work in enumerate(works):
            left = budget - spent
            if left <= 0:
                break
            work(left if i == len(works) - 1 else left / 2)
            spent = time.perf_counter() - started
        self._idle_spent += (time.perf_counter() - started) * 1000

    def settle_memory(self, give_back: bool = False) -> None:
        """At the start of the next frame (when the scene just left is no longer held by the call that
        left it): collect the garbage of what came before, then move every object alive (modules, fonts,
        the new scene) out of the collector's way with gc.freeze. A full collection mid-game then walks
        only what the game made since, not 5-15 ms over everything (measured). Asked for where a game
        starts or ends, frames that build a scene anyway; unfreezing first lets the last game's objects go.
        `give_back` also hands the freed heap back to the system (the way back to the title). Whoever drops
        a cache asks for this after dropping it: objects in cycles that were frozen while a cache held them
        would stay, unreachable and never collected, until the next unfreeze (measured: Ka-Mel-Oh!'s ~25 MiB
        of card art stayed after its game when the title emptied the caches after the freeze)."""
        self._settle = True
        self._give_back = self._give_back or give_back

    def _settle_now(self) -> None:
        self._settle = False
        self._unhook_toasts()
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        if self._give_back:
            self._give_back = False
            give_back_memory()

    def close_services(self) -> None:
        """End every service (the app ends): the online connection leaves its server."""
        services, self.services = list(self.services.values()), {}
        for service in services:
            service.close()

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    # ------------------------------------------------------------------ coordinates
    def _letterbox(self) -> tuple[float, int, int, int, int]:
        ww, wh = self.window.get_size()
        lw, lh = theme.LOGICAL_SIZE
        scale = min(ww / lw, wh / lh) if ww and wh else 1.0
        tw, th = max(1, int(lw * scale)), max(1, int(lh * scale))
        return scale, (ww - tw) // 2, (wh - th) // 2, tw, th

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        scale, ox, oy, _, _ = self._letterbox()
        if scale <= 0:
            return (0, 0)
        return (int((pos[0] - ox) / scale), int((pos[1] - oy) / scale))

    # ------------------------------------------------------------------ the loop
    def dispatch(self, action: Action) -> None:
        if action.kind == "quit" or action.name == "quit":
            self.quit(0)
            return
        if action.kind == "resize":
            self.window = pygame.display.get_surface()
            return
        if action.kind == "focus":
            self.focused = action.name == "gained"
            for service in list(self.services.values()):
                service.focus(self.focused)
            return
        if action.name == "fullscreen":
            settings = Settings(**{**self.settings.__dict__, "fullscreen": not self._fullscreen})
            self.apply_settings(settings)
            return
        top = self.stack.top
        if top is not None:
            top.handle(action)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw, present (each phase timed for --bench)."""
        if self._settle:
            self._settle_now()
        clock = time.perf_counter
        t0 = clock()
        for event in pygame.event.get():
            action = translate(event, self.to_logical)
            if action is not None:
                self.dispatch(action)
        t1 = clock()
        for service in list(self.services.values()):  # a service may end itself (and leave the dict)
            service.tick(dt)
        top = self.stack.top
        if top is not None:
            top.update(dt)
        self.time += dt
        t2 = clock()
        self.draw()
        t3 = clock()
        self.present()
        self.phases = ((t1 - t0) * 1000, (t2 - t1) * 1000, (t3 - t2) * 1000, (clock() - t3) * 1000)

    def draw(self) -> None:
        self._pick_canvas()
        for scene in self.stack.visible():
            scene.draw(self.canvas)
        self._draw_toasts(self.canvas)

    def _draw_toasts(self, surface: pygame.Surface) -> None:
        if not self.toasts:
            self._toast_pictures.clear()
            return
        top = self.stack.top
        area = top.toast_area() if top is not None else window_toast_area()
        y, width = area.bottom, area.w - 40
        kept: dict[tuple, tuple[pygame.Surface, list[str]]] = {}
        for toast in reversed(self.toasts):
            words, left, colour = toast[:3]
            key = (words, colour, id(self.fonts), width)
            picture, lines = kept[key] = self._toast_pictures.get(key) or self._toast_picture(
                words, colour, width
            )
            rect = picture.get_rect(midbottom=(area.centerx, y))
            picture.set_alpha(int(255 * min(1.0, left / 0.4)))  # fades out in its last 0.4 s
            surface.blit(picture, rect)
            if textlog.ACTIVE is not None:
                textlog.ACTIVE.box(surface, rect)
                for i, line in enumerate(lines):
                    img = self.fonts.render(line, "body", colour)
                    textlog.ACTIVE.text(
                        surface, line, img.get_rect(topleft=(rect.x + 20, rect.y + 8 + 26 * i)), img
                    )
            y = rect.top - 8
        self._toast_pictures = kept  # those of toasts gone are dropped

    def _toast_picture(self, words: str, colour: tuple, width: int) -> tuple[pygame.Surface, list[str]]:
        """A toast's panel with its lines wrapped to `width`, drawn once: wrapping and drawing it anew every
        frame cost ~0.3 ms a frame while a toast was up (measured in Down Under)."""
        lines = self.fonts.wrap(words, "body", width)
        size = (40 + max(self.fonts.get("body").size(line)[0] for line in lines), 16 + 26 * len(lines))
        picture = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(picture, (*theme.PANEL, 235), picture.get_rect(), border_radius=10)
        pygame.draw.rect(picture, (*colour, 235), picture.get_rect(), 2, border_radius=10)
        for i, line in enumerate(lines):
            picture.blit(self.fonts.render(line, "body", colour), (20, 8 + 26 * i))
        return picture, lines

    def _tick_toasts(self, dt: float) -> None:
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def _pick_canvas(self) -> None:
        """Draw straight into the window when it has the logical size and the canvas's pixel format: the
        same pixels, without copying 1280x720 pixels every frame (~0.3 ms). Any other size letterboxes
        from a canvas of our own."""
        window = pygame.display.get_surface()
        own = self._own_canvas
        direct = (
            window is not None
            and window.get_size() == theme.LOGICAL_SIZE
            and window.get_bitsize() == own.get_bitsize()
            and window.get_masks() == own.get_masks()
        )
        self.canvas = window if direct else own

    def present(self) -> None:
        self.window = pygame.display.get_surface()
        if self.window is None:
            return
        scale, ox, oy, tw, th = self._letterbox()
        if self.canvas is self.window:
            pass  # drawn in place
        elif (tw, th) == theme.LOGICAL_SIZE and (ox, oy) == (0, 0):
            self.window.blit(self.canvas, (0, 0))
        else:
            self.window.fill(theme.LETTERBOX)
            if self._scaled is None or self._scaled.get_size() != (tw, th):
                self._scaled = pygame.Surface((tw, th)).convert()
            pygame.transform.smoothscale(self.canvas, (tw, th), self._scaled)
            self.window.blit(self._scaled, (ox, oy))
        pygame.display.flip()

    def run(self, first: Scene) -> int:
        self.stack.push(first)
        pacer = FramePacer(theme.FPS)
        last = time.perf_counter()
        started = last
        late = 0.0
        if self.stats.gc_watch is not None:
            self.stats.gc_watch.install()
        gc.freeze()  # what start-up made lives as long as the app: no collection needs to walk it again
        try:
            while self.running:
                waited = self._waited()  # before the frame's clock starts: a probe is not our work
                frame_start = time.perf_counter()
                cpu_start = time.thread_time()
                switches = thread_switches() if self.options.bench else (0, 0)
                dt = 1 / theme.FPS if self.options.fixed_step else min(0.1, frame_start - last)
                interval = (frame_start - last) * 1000
                last = frame_start
                self.step(dt)
                self._tick_toasts(dt)
                self.frame += 1
                if self.frame > 1:
                    self._record(interval, frame_start, cpu_start, switches, late, waited)
                if self.frame == 1:
                    self.first_frame_at = time.time()  # wall clock, so a launcher can measure start-up
                    self.stats.first_frame_ms = (time.perf_counter() - frame_start) * 1000
                    # the frame clock starts with the first picture on screen: the first frame's work
                    # (pictures drawn and cached for the first time) is start-up, not a late second frame
                    pacer = FramePacer(theme.FPS)
                    last = time.perf_counter()
                if self.frame == 2:
                    self.sound.prepare()  # after the first frame is on screen
                if self._should_stop(frame_start - started):
                    break
                late = pacer.wait(self.idle if self.has_idle_work else None)
        finally:
            self.shutdown()
        return self.exit_code

    def _record(
        self,
        interval: float,
        frame_start: float,
        cpu_start: float,
        switches: tuple[int, int],
        late: float,
        queued: float,
    ) -> None:
        """One frame's times into the stats (its context switches only with --bench: a system call)."""
        work = (time.perf_counter() - frame_start) * 1000
        cpu = (time.thread_time() - cpu_start) * 1000
        now = thread_switches() if self.options.bench else (0, 0)
        done = (now[0] - switches[0], now[1] - switches[1])
        self.stats.add(interval, work, self.phases, cpu, late, done, self._idle_spent, queued)
        self._idle_spent = 0.0

    def _waited(self) -> float:
        """With --bench: how long (ms) the main thread waited for a CPU since the last frame began
        (WaitProbe), so that a long interval can be told from our own work."""
        if self._wait_probe is None:
            return 0.0
        now = self._wait_probe.read()
        seen, self._wait_seen = self._wait_seen, now
        return now - seen if seen is not None else 0.0

    def _should_stop(self, seconds: float) -> bool:
        """The end of a scripted run: --frames, --max-seconds, --until-over."""
        if self.options.frames and self.frame >= self.options.frames:
            return True
        if self.options.max_seconds and seconds > self.options.max_seconds:
            self.exit_code = 3
            print("stopped: --max-seconds reached", file=sys.stderr)
            return True
        if self.options.until_over and self.game_over_report and self.frame - self._report_frame >= 30:
            return True
        return bool(self.options.until_over and not self.stack.scenes)

    def shutdown(self) -> None:
        if self.stats.gc_watch is not None:
            self.stats.gc_watch.remove()
        if self.options.screenshot:
            path = Path(self.options.screenshot)
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.canvas, str(path))
        while self.stack.scenes:
            self.stack.pop()
        self.close_services()
        self.ai.close()
        if self.options.until_over:
            if self.game_over_report is None:
                print(json.dumps({"error": "the game did not end"}))
                self.exit_code = self.exit_code or 1
            else:
                print(json.dumps(self.game_over_report, ensure_ascii=False))
        if self.options.bench:
            warmup = {
                "done": self.warmup.done,
                "modules": self.warmup.imported,
                "ms": self.warmup.seconds * 1000,
            }
            print(
                json.dumps({**self.stats.summary(), "first_frame_at": self.first_frame_at, "warmup": warmup})
            )
        pygame.quit()


def _window_handle() -> pygame.Window:
    """The display module's window as a `pygame.Window` (for fullscreen and the minimum size). Asked anew
    each time: `set_mode` may replace the window, and an old handle would point at a closed one."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # pygame-ce prefers Window.get_surface; we draw
        return pygame.Window.from_display_module()  # through the display module on purpose
