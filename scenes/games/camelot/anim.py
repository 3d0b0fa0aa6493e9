"""What moves on the Camelot board: piece sprites and the choreography of a move (slides, hops in arcs
over the leapt piece, which dips, captured pieces flying off to the capturer's tray, a trail behind a
knight's charge, a flash and a pennant when a piece enters the enemy castle, the finale when it ends the
game). `animate(scene, before, move, after)` starts it all.

Every timed change of the move runs on the scene's tweens (so the animation-speed setting, "skip" clicks
and `busy` work); sparks and pennants are decoration (fx.py) and never hold up a turn."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from rules.camelot import (
    CANTER,
    CASTLES,
    JUMP,
    KNIGHT,
    MAN,
    PLAIN,
    Move,
    State,
    Step,
    move_steps,
    moves_by_path,
    pieces,
)
from scenes.engine.tween import Tweener

from . import art, words
from .palette import CHARGE_AURA, GOLD, LEAP_GLOW, SPLINTERS

Point = tuple[float, float]

PLAIN_SECONDS = 0.26
HOP_SECONDS = 0.34
FLY_SECONDS = 0.62
TRAIL = 14  # positions kept for a leaping piece's tail


@dataclass
class PieceSprite:
    """A piece as drawn: centre on the canvas, height above the board, size and opacity factors."""

    seat: int
    kind: str
    x: float
    y: float
    lift: float = 0.0
    scale: float = 1.0
    alpha: float = 255.0
    dip: float = 0.0  # 0..1, pressed down while a piece canters or jumps over it
    spin: float = 0.0  # degrees (captured pieces tumble)
    trail: list[Point] = field(default_factory=list)  # recent positions (a charge leaves a trail)
    charging: bool = False

    @property
    def pos(self) -> Point:
        return (self.x, self.y)


@dataclass
class Flyer:
    """A captured piece on its way to a tray: along an arc from `start` to `end`, shrinking to `end_scale`."""

    sprite: PieceSprite
    start: Point
    end: Point
    end_scale: float
    t: float = 0.0


def arc_point(a: Point, b: Point, t: float, height: float) -> tuple[float, float, float]:
    """(x, y, lift) at fraction t of a hop from a to b that rises `height` pixels at its middle."""
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, height * math.sin(math.pi * t)


@dataclass
class MoveChoreography:
    """Tweens one move: `steps` with the screen point of every square, the sprites of the leapt pieces,
    and callbacks for sounds, captures and the end. Built by the scene, run on its Tweener."""

    tweens: Tweener
    sprite: PieceSprite
    steps: list[Step]
    centre: Callable[[int], Point]
    cell: float
    sprites_at: Callable[[int], PieceSprite | None]
    on_capture: Callable[[int, PieceSprite], None]
    on_land: Callable[[Step, bool], None]  # (step, last)
    on_done: Callable[[], None]
    charge: bool = False
    progress: float = 0.0

    def start(self) -> None:
        self.sprite.lift = 0.0
        self.sprite.charging = self.charge
        self.sprite.trail = []
        self._step(0)

    def _step(self, i: int) -> None:
        if i >= len(self.steps):
            self.sprite.lift = 0.0
            self.sprite.scale = 1.0
            self.sprite.charging = False
            self.sprite.trail = []
            self.on_done()
            return
        step = self.steps[i]
        a, b = self.centre(step.start), self.centre(step.to)
        leaping = step.kind in (CANTER, JUMP)
        height = self.cell * (0.62 if leaping else 0.12)
        over = self.sprites_at(step.over) if leaping else None
        state = {"captured": False, "dipped": False}

        def follow(t: float, a=a, b=b, height=height) -> None:
            k = self._eased(t, step.kind)
            x, y, lift = arc_point(a, b, k, height)
            sprite = self.sprite
            sprite.x, sprite.y, sprite.lift = x, y, lift
            sprite.scale = 1.0 + (0.14 if leaping else 0.03) * math.sin(math.pi * k)
            if leaping and (not sprite.trail or _far(sprite.trail[-1], (x, y - lift), 2.0)):
                sprite.trail.append((x, y - lift))
                del sprite.trail[:-TRAIL]
            if over is not None and k >= 0.3 and not state["dipped"]:
                state["dipped"] = True
                over.dip = 1.0
                self.tweens.to(
                    over, 0.32, ease="easeOutElastic", dip=0.0, on_done=lambda o=over: setattr(o, "dip", 0.0)
                )
            if step.kind == JUMP and k >= 0.5 and not state["captured"]:
                state["captured"] = True
                if over is not None:
                    over.dip = 0.0
                self.on_capture(step.captured, over)

        def landed(i=i, step=step) -> None:
            follow(1.0)
            if step.kind == JUMP and not state["captured"]:
                state["captured"] = True
                self.on_capture(step.captured, over)
            self.on_land(step, i == len(self.steps) - 1)
            self._step(i + 1)

        seconds = PLAIN_SECONDS if step.kind == PLAIN else HOP_SECONDS
        self.tweens.to(self, seconds, ease="linear", on_step=follow, on_done=landed, progress=i + 1.0)

    @staticmethod
    def _eased(t: float, kind: str) -> float:
        if kind == PLAIN:
            return t * t * (3 - 2 * t)  # smoothstep: a calm slide
        return 0.5 - 0.5 * math.cos(math.pi * t)  # sine in-out: a hop that hangs at the top


def _far(a: Point, b: Point, limit: float) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) > limit


def fly_off(tweens: Tweener, flyer: Flyer, on_done: Callable[[], None]) -> None:
    """A captured piece pops up, tumbles along a high arc to its tray and shrinks into its slot."""
    sprite = flyer.sprite
    sprite.scale = 1.0

    def follow(t: float) -> None:
        k = flyer.t
        x = flyer.start[0] + (flyer.end[0] - flyer.start[0]) * k
        y = flyer.start[1] + (flyer.end[1] - flyer.start[1]) * k
        sprite.x, sprite.y = x, y
        sprite.lift = 90 * math.sin(math.pi * k) + 10 * (1 - k)
        sprite.scale = (1.0 + 0.25 * math.sin(math.pi * min(1.0, k * 2))) * (1 - k) + flyer.end_scale * k
        sprite.spin = 360 * k

    tweens.to(flyer, FLY_SECONDS, ease="easeInOutCubic", on_step=follow, on_done=on_done, t=1.0)


# ---------------------------------------------------------------------------------------------- a move
def place_sprites(scene, state: State) -> None:
    """A sprite on its square for every piece of state (no animation)."""
    scene.sprites = {}
    for sq, (seat, kind) in pieces(state).items():
        x, y = scene.view.to_screen(sq)
        scene.sprites[sq] = PieceSprite(seat, kind, x, y)


def animate(scene, before: State, move: Move, after: State) -> None:
    """Play a move on the board: the piece goes along the route the player chose (or the move's own),
    leaping pieces dip, captured pieces fly to the tray; the picture ends matching `after`."""
    scene.picker = None
    scene.alert = ""
    scene.status_state, scene.playing = before, scene.game.notation(before, move)
    route = scene.played_route
    scene.played_route = None
    if route is None or moves_by_path(before).get(route) != move:
        route = move.path
    steps = _route_steps(route, len(move.captures))
    sprite = scene.sprites.pop(route[0], None)
    seat = before.turn
    if sprite is None:  # should not happen; show the result instead of failing
        scene.sync()
        return
    scene.mover = sprite
    kinds = {s.kind for s in steps}
    charge = sprite.kind == KNIGHT and CANTER in kinds and JUMP in kinds
    scene.last_route, scene.last_captures = (), ()
    scene.playing_route = route

    def on_capture(sq: int, over: PieceSprite | None) -> None:
        _capture(scene, seat, sq)

    def on_land(step: Step, last: bool) -> None:
        if step.kind != JUMP:
            scene.app.sound.play("move", 0.6 if step.kind == CANTER else 1.0)
        if last:
            _landed(scene, seat, step, after)

    def on_done() -> None:
        scene.sprites[route[-1]] = sprite
        scene.mover = None
        scene.playing = ""
        scene.playing_route = ()
        scene.last_route, scene.last_captures = route, move.captures
        if set(scene.sprites) != set(pieces(after)):  # the picture must match the rules' state
            place_sprites(scene, after)
        if scene.game.is_over(after):
            _finale(scene, after)

    view = scene.view
    MoveChoreography(
        scene.tweens,
        sprite,
        steps,
        view.to_screen,
        view.cell,
        scene.sprites.get,
        on_capture,
        on_land,
        on_done,
        charge,
    ).start()


def _route_steps(route: tuple[int, ...], n_jumps: int) -> list[Step]:
    """The hops of a route whose last n_jumps hops are jumps (the captured square is the one leapt)."""
    caps = tuple((route[i] + route[i + 1]) // 2 for i in range(len(route) - 1 - n_jumps, len(route) - 1))
    return move_steps(Move(route, caps))


def _capture(scene, capturer: int, sq: int) -> None:
    """A captured piece bursts into splinters and flies off to the capturer's tray."""
    victim = scene.sprites.pop(sq, None)
    if victim is None:
        return
    scene.app.sound.play("capture")
    scene.fx.burst(victim.pos, SPLINTERS[victim.seat], 18, scene.view.cell * 4)
    entry = [victim.kind, False]
    scene.trays[capturer].append(entry)
    index = len(scene.trays[capturer]) - 1
    end = scene.panel.tray_slot(capturer, index)
    flyer = Flyer(victim, victim.pos, end, 20 / scene.diameter)
    scene.flyers.append(flyer)

    def landed() -> None:
        entry[1] = True
        if flyer in scene.flyers:
            scene.flyers.remove(flyer)
        scene.app.sound.play("place", 0.4)

    fly_off(scene.tweens, flyer, landed)


def _landed(scene, seat: int, step: Step, after: State) -> None:
    """The last hop: a castle entered (pennant and flash), the castle taken (a bigger flash)."""
    end = step.to
    if end not in CASTLES[1 - seat]:
        return
    won = scene.game.is_over(after) and scene.game.outcome(after).reason == "castle"
    scene.app.sound.play("turn")
    scene.app.sound.play("flip", 0.5)
    scene.fx.castle_flash(scene.tweens, scene.view.to_screen(end), won)
    if step.start in CASTLES[1 - seat]:  # a castle move: the pennant moves along
        scene.pennants.pop(step.start, None)
    scene.pennants[end] = 0.0
    _raise_pennant(scene, end)


def _raise_pennant(scene, sq: int) -> None:
    holder = {"v": 0.0}

    def rise(t: float) -> None:
        if sq in scene.pennants:
            scene.pennants[sq] = holder["v"]

    scene.fx.tweens.to(holder, 0.55, ease="easeOutBack", delay=0.1, on_step=rise, v=1.0)


def _finale(scene, after: State) -> None:
    """The result on a ribbon over the board (rays behind the castle when it was taken); the results
    scene follows when it has played."""
    outcome = scene.game.outcome(after)
    rays_at = None
    if outcome.reason == "castle" and outcome.winners:
        a, b = (scene.view.to_screen(sq) for sq in CASTLES[1 - outcome.winners[0]])
        rays_at = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        scene.app.sound.play("turn")  # the results scene brings the fanfare
    scene.fx.start_finale(
        scene.tweens, lambda: words.finale_line(scene.app, outcome), scene.view.grid.center, rays_at
    )


# ---------------------------------------------------------------------------------------------- ahead
def pictures_ahead(scene) -> Iterator[None]:
    """The pictures a move's animation draws, at every size it draws them, one a step (for the frames'
    spare time: drawn for the first time in a frame of a move, each cost it 0.5-3 ms): the pieces as a
    hop swells them (up to 14 %), as they dip (8 %) and as a captured one swells (25 %) and shrinks into
    its tray; the shadows of a piece in the air; the glows of a leap's tail, a charge and a castle flash.
    The calls are those of draw.py and fx.py (the caches are keyed by their arguments)."""
    diameter, cell = scene.diameter, scene.view.cell
    for d in range(19, round(diameter * 1.25) + 2):
        for seat in (0, 1):
            for kind in (KNIGHT, MAN):
                art.piece_image(seat, kind, d)
                yield
    highest = round(diameter * 1.14 * (1 + (cell * 0.62 + 6) / 160))
    for size in range(int(diameter * 0.9) // 2 * 2, highest // 2 * 2 + 4, 2):
        art.piece_shadow(size)
        yield
    biggest = diameter * 0.5
    radii = {max(4, int(biggest * (i + 1) / n) // 3 * 3) for n in range(2, TRAIL + 1) for i in range(n)}
    for radius in sorted(radii):
        art.glow(radius, LEAP_GLOW, 110)
        yield
    art.glow(int(diameter * 1.5), CHARGE_AURA, 255)
    yield
    for reach in (1.8, 3.2):
        art.glow(int(cell * reach), GOLD)
        yield
