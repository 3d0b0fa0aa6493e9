"""What moves on the Camelot board: piece sprites and the choreography of a move (slides, hops in arcs
over the leapt piece, which dips, captured pieces flying off to the capturer's tray, a trail behind a
knight's charge, a flash and a pennant when a piece enters the enemy castle, the finale when it ends the
game). `Stage` owns what moves (the sprites, the trays, the pennants, the last move's route), the tweens,
the effects, the sound and the layout; the scene builds and keeps it. `animate(stage, before, move, after,
route, on_done)` starts a move, `finale(stage, outcome, text)` the end.

Every timed change of the move runs on the scene's tweens (so the animation-speed setting, "skip" clicks
and `busy` work); sparks and pennants are decoration (fx.py) and never hold up a turn."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from rules.camelot import (
    CANTER,
    CASTLES,
    GAME,
    JUMP,
    KNIGHT,
    MAN,
    PLAIN,
    Move,
    State,
    Step,
    move_steps,
    moves_by_path,
    piece_at,
    pieces,
)
from scenes.engine.i18n import Words
from scenes.engine.tween import Tweener

from . import art
from .fx import Effects
from .layout import Layout
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


# ---------------------------------------------------------------------------------------------- the stage
class Stage:
    """What moves on the board and what moves it: the sprite of every piece on its square, the moving
    piece, the captured pieces flying off, each capturing seat's tray ([kind, landed] in capture order),
    the pennants (enemy-castle square -> how far raised), the last move's route and captures and the
    route being played; the scene's tweens, the effects, the sound, the layout and where the trays are
    (`tray_slot(seat, index)`)."""

    def __init__(
        self,
        layout: Layout,
        tweens: Tweener,
        fx: Effects,
        sound,
        tray_slot: Callable[[int, int], Point],
        diameter: int,
    ) -> None:
        self.layout = layout
        self.tweens = tweens
        self.fx = fx
        self.sound = sound
        self.tray_slot = tray_slot
        self.diameter = diameter
        self.sprites: dict[int, PieceSprite] = {}
        self.mover: PieceSprite | None = None
        self.flyers: list[Flyer] = []
        self.trays: tuple[list[list], list[list]] = ([], [])
        self.pennants: dict[int, float] = {}
        self.last_route: tuple[int, ...] = ()
        self.last_captures: tuple[int, ...] = ()
        self.playing_route: tuple[int, ...] = ()

    def show(self, state: State, trays: tuple[list[list], list[list]], last: Move | None) -> None:
        """`state` at rest, without animation: the trays as given, the last move `last` marked."""
        self.mover = None
        self.flyers = []
        self.fx.clear()
        self.playing_route = ()
        place_sprites(self, state)
        self.trays = trays
        self.pennants = {sq: 1.0 for sq in enemy_castle_pieces(state)}
        self.last_route, self.last_captures = (last.path, last.captures) if last is not None else ((), ())

    def turned(self) -> None:
        """The board was turned: every sprite to its square's new place."""
        for sq, sprite in self.sprites.items():
            sprite.x, sprite.y = self.layout.to_screen(sq)


def enemy_castle_pieces(state: State) -> list[int]:
    """The squares of the pieces standing in the enemy castle."""
    found = []
    for seat in (0, 1):
        for sq in CASTLES[1 - seat]:
            piece = piece_at(state, sq)
            if piece is not None and piece[0] == seat:
                found.append(sq)
    return found


# ---------------------------------------------------------------------------------------------- a move
def place_sprites(stage: Stage, state: State) -> None:
    """A sprite on its square for every piece of state (no animation)."""
    stage.sprites = {}
    for sq, (seat, kind) in pieces(state).items():
        x, y = stage.layout.to_screen(sq)
        stage.sprites[sq] = PieceSprite(seat, kind, x, y)


def route_of(before: State, move: Move, played: tuple[int, ...] | None) -> tuple[int, ...]:
    """The route the player chose for `move` (`played`), or the move's own."""
    if played is None or moves_by_path(before).get(played) != move:
        return move.path
    return played


def animate(
    stage: Stage,
    before: State,
    move: Move,
    after: State,
    route: tuple[int, ...],
    on_done: Callable[[], None],
) -> bool:
    """Play a move on the board along `route`: leaping pieces dip, captured pieces fly to the tray; the
    picture ends matching `after`, then `on_done()`. False when the moving piece is not on the board
    (should not happen: the caller shows the result instead)."""
    steps = _route_steps(route, len(move.captures))
    sprite = stage.sprites.pop(route[0], None)
    seat = before.turn
    if sprite is None:
        return False
    stage.mover = sprite
    kinds = {s.kind for s in steps}
    charge = sprite.kind == KNIGHT and CANTER in kinds and JUMP in kinds
    stage.last_route, stage.last_captures = (), ()
    stage.playing_route = route

    def on_capture(sq: int, over: PieceSprite | None) -> None:
        _capture(stage, seat, sq)

    def on_land(step: Step, last: bool) -> None:
        if step.kind != JUMP:
            stage.sound.play("move", 0.6 if step.kind == CANTER else 1.0)
        if last:
            _landed(stage, seat, step, after)

    def done() -> None:
        stage.sprites[route[-1]] = sprite
        stage.mover = None
        stage.playing_route = ()
        stage.last_route, stage.last_captures = route, move.captures
        if set(stage.sprites) != set(pieces(after)):  # the picture must match the rules' state
            place_sprites(stage, after)
        on_done()

    layout = stage.layout
    MoveChoreography(
        stage.tweens,
        sprite,
        steps,
        layout.to_screen,
        layout.cell,
        stage.sprites.get,
        on_capture,
        on_land,
        done,
        charge,
    ).start()
    return True


def _route_steps(route: tuple[int, ...], n_jumps: int) -> list[Step]:
    """The hops of a route whose last n_jumps hops are jumps (the captured square is the one leapt)."""
    caps = tuple((route[i] + route[i + 1]) // 2 for i in range(len(route) - 1 - n_jumps, len(route) - 1))
    return move_steps(Move(route, caps))


def _capture(stage: Stage, capturer: int, sq: int) -> None:
    """A captured piece bursts into splinters and flies off to the capturer's tray."""
    victim = stage.sprites.pop(sq, None)
    if victim is None:
        return
    stage.sound.play("capture")
    stage.fx.burst(victim.pos, SPLINTERS[victim.seat], 18, stage.layout.cell * 4)
    entry = [victim.kind, False]
    stage.trays[capturer].append(entry)
    index = len(stage.trays[capturer]) - 1
    end = stage.tray_slot(capturer, index)
    flyer = Flyer(victim, victim.pos, end, 20 / stage.diameter)
    stage.flyers.append(flyer)

    def landed() -> None:
        entry[1] = True
        if flyer in stage.flyers:
            stage.flyers.remove(flyer)
        stage.sound.play("place", 0.4)

    fly_off(stage.tweens, flyer, landed)


def _landed(stage: Stage, seat: int, step: Step, after: State) -> None:
    """The last hop: a castle entered (pennant and flash), the castle taken (a bigger flash)."""
    end = step.to
    if end not in CASTLES[1 - seat]:
        return
    won = GAME.is_over(after) and GAME.outcome(after).reason == "castle"
    stage.sound.play("turn")
    stage.sound.play("flip", 0.5)
    stage.fx.castle_flash(stage.tweens, stage.layout.to_screen(end), won)
    if step.start in CASTLES[1 - seat]:  # a castle move: the pennant moves along
        stage.pennants.pop(step.start, None)
    stage.pennants[end] = 0.0
    _raise_pennant(stage, end)


def _raise_pennant(stage: Stage, sq: int) -> None:
    holder = {"v": 0.0}

    def rise(t: float) -> None:
        if sq in stage.pennants:
            stage.pennants[sq] = holder["v"]

    stage.fx.tweens.to(holder, 0.55, ease="easeOutBack", delay=0.1, on_step=rise, v=1.0)


def finale(stage: Stage, outcome, text: Words) -> None:
    """The result (`text`) on a ribbon over the board (rays behind the castle when it was taken); the
    results scene follows when it has played."""
    rays_at = None
    if outcome.reason == "castle" and outcome.winners:
        a, b = (stage.layout.to_screen(sq) for sq in CASTLES[1 - outcome.winners[0]])
        rays_at = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        stage.sound.play("turn")  # the results scene brings the fanfare
    stage.fx.start_finale(stage.tweens, text, stage.layout.grid.center, rays_at)


# ---------------------------------------------------------------------------------------------- ahead
def pictures_ahead(stage: Stage) -> Iterator[None]:
    """The pictures a move's animation draws, at every size it draws them, one a step (for the frames'
    spare time: drawn for the first time in a frame of a move, each cost it 0.5-3 ms): the pieces as a
    hop swells them (up to 14 %), as they dip (8 %) and as a captured one swells (25 %) and shrinks into
    its tray; the shadows of a piece in the air; the glows of a leap's tail, a charge and a castle flash.
    The calls are those of draw.py and fx.py (the caches are keyed by their arguments)."""
    diameter, cell = stage.diameter, stage.layout.cell
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
