"""How a played move is shown: the card flies in from its tray slot (or drops where it was laid by hand),
a curve turns, a Billabong laid by the game splashes in, then the paths light up from the new card,
finished paths get a golden run, the fence is strung when the play area is fixed, and the points gained
rise from the card. A card laid for now (before Done) drops in the same way on the interface's tweener.
Every step runs on a `Stage` (built and owned by the scene): its tweeners, its sprites (`flights`, `fence`,
`fade`), its effects and sound; what must happen after is given as plain callables."""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from rules.downunder import (
    BILLABONG,
    BILLABONG_MOVE,
    TURN,
    Move,
    State,
    Tile,
    changes,
    mover_colour,
    part_owners,
    path_by_distance,
    path_of,
    play_area,
    score_of,
)
from scenes.engine import theme
from scenes.engine.layers import Layers
from scenes.engine.tween import Tweener, lerp

from .art import card_image, outlined, soft_shadow, tile_face
from .fx import Burst, Effects, Flash, Floater, PathWave, Ripples
from .layout import CameraMan, Layout
from .palette import DUST, PLAYER_COLOURS, POOL_FLASH, SPLASH, lighter
from .table import Cards, Ground, area_of, composed, lod_for, paint_ground, scaled, scaled_size
from .tray import SupplyTray, supply_title, tray_picture
from .view import tray_look


@dataclass
class Flight:
    """A card moving onto the table: from `start` (a screen rect, e.g. its tray slot) to its cell, or
    dropping in place (`start` None), or turning (`angle` eases to 0)."""

    tile: Tile
    index: int  # its index in the shown state's tiles
    start: pygame.Rect | None = None
    t: float = 1.0  # 0..1 along the way from `start`
    scale: float = 1.0
    angle: float = 0.0
    alpha: float = 255.0


@dataclass(frozen=True)
class Cue:
    """What the scene tells a move's animation of itself: the seats' names, what the tray will show for the
    next turn (its colour, the playable slots, whether the Billabong may be laid, the rotation, the hinted
    slot), the colour-blind marks, and whether the game is over after the move."""

    names: tuple[str, ...]
    colour: int
    playable: frozenset
    billabong: bool
    rot: int
    hint_key: tuple[str, str] | None
    colour_blind: bool
    over: bool


class Stage:
    """What a move is shown with, built and owned by the scene: the sprites (the cards in flight, the fence
    being strung, the fade of the view turning), the move's tweener (`tweens`: the turn waits for it), the
    interface's (`ui`) and the effects, the sound and the toasts, the camera and its moves, the tray, the
    kept layers and the frames' spare time (`later`); `refit(animate=, force=)` frames the table anew, `shown()` the
    position drawn and `state()` the position played."""

    def __init__(
        self,
        *,
        app_sound,
        toast: Callable[..., object],
        t: Callable[..., str],
        fonts,
        tweens: Tweener,
        ui: Tweener,
        fx: Effects,
        camera: Layout,
        camera_man: CameraMan,
        tray: SupplyTray,
        layers: Layers,
        board: pygame.Rect,
        later: Callable[[Callable[[], object]], None],
        refit: Callable[..., None],
        shown: Callable[[], State],
        state: Callable[[], State],
        names: Callable[[], list[str]],
    ) -> None:
        self.sound, self.toast, self.t, self.fonts = app_sound, toast, t, fonts
        self.tweens, self.ui, self.fx = tweens, ui, fx
        self.camera, self.camera_man, self.tray, self.layers = camera, camera_man, tray, layers
        self.board, self.later, self.refit, self.shown, self.state = board, later, refit, shown, state
        self.names = names  # the seats' names now (worded anew at a switch of language)
        self.flights: list[Flight] = []
        self.fence = 1.0  # 0..1 while the fence is being strung
        self.fade = 0.0  # the view turning between hot-seat players
        self.legal_ahead: tuple[State, list[Move]] | None = None  # found ahead of an AI's move

    @property
    def busy(self) -> bool:
        return self.tweens.busy or self.fx.tweens.busy or bool(self.flights)

    def legal_moves(self, state: State, find: Callable[[State], list[Move]]) -> list[Move]:
        """The legal moves of `state`: those found ahead for it (ready_steps), else `find(state)`."""
        ahead = self.legal_ahead
        if ahead is not None and ahead[0] is state:
            return ahead[1]
        return find(state)


def animate(stage: Stage, before: State, move: Move, after: State, cue: Cue, by_hand: bool) -> None:
    """Tween from `before` to `after`: the new cards fly or drop in, turned curves turn, then the effects."""
    mover = mover_colour(before, move)  # the colour laid: the seat's own unless it plays two paths
    added, turned = changes(before, after)
    man = stage.camera_man
    man.manual = man.manual and all(stage.camera.shows([t.cell], stage.camera.focus) for t in added)
    stage.refit(animate=True, force=False)
    start_rect = None if by_hand else _start_rect(stage.tray, before, move, mover)
    if stage.tray.seat == mover:  # the card leaves the tray: its count drops at once
        stage.tray.build(after, mover, set(), False)
    stage.later(lambda: _next_tray(stage, after, cue))
    stage.later(lambda: _ground_ahead(stage, before, after, cue.colour_blind))
    stage.flights = []
    landing = 0.0
    for tile in added:
        index = after.tiles.index(tile)
        landing = _bring_in(stage, Flight(tile, index), move, mover, by_hand, start_rect, landing)
    for _old, new in turned:
        if by_hand:
            continue
        flight = Flight(new, after.tiles.index(new), angle=90 if move.rot == 1 else -90)
        stage.flights.append(flight)
        stage.tweens.to(
            flight, 0.45, ease="easeOutBack", angle=0.0, on_done=lambda f=flight: settle(stage, f)
        )
        stage.sound.play("flip")
        landing = 0.45
    # a moment after landing, so the table layer is rebuilt in one frame and the effects start in the next
    pools = any(f.tile.kind == BILLABONG and f.start is None and f.scale == 0.0 for f in stage.flights)
    wait = landing + (0.6 if pools else 0.02)  # paths light up once every new card is in place
    stage.tweens.call(wait, lambda: after_effects(stage, before, move, after, mover))


def _start_rect(tray: SupplyTray, before: State, move: Move, mover: int) -> pygame.Rect | None:
    """The tray slot a move's card flies from (None: it drops in, or a curve turns)."""
    if move.kind == TURN or tray.seat != mover:
        return None
    key = (BILLABONG if move.kind == BILLABONG_MOVE else move.kind, move.animal if before.animals else "")
    return tray.slot_rect(key)


def _card_sizes(face, sizes: list[int]) -> None:
    """A flying card's pictures and shadows at these sizes, into their caches (draw._flights asks them)."""
    for size in sizes:
        card_image(face, size)
        soft_shadow(size)


def _next_tray(stage: Stage, after: State, cue: Cue) -> None:
    """The tray that the next turn will show (its picture, tray.tray_picture), while the move's cards still
    fly."""
    if stage.state() is not after or cue.over:
        return
    _tray_ahead(stage, after, cue.colour, cue.playable, cue.billabong, cue, cue.hint_key)


def _tray_ahead(
    stage: Stage, after: State, colour: int, playable: frozenset, billabong: bool, cue: Cue, hint_key
) -> None:
    """Draw ahead the tray that `build(after, colour, playable, billabong)` then a frame will show (an AI's
    move, its card gone from the tray; the next turn's tray): ~1 ms that the frame showing it then saves."""
    tray = stage.tray
    ahead = SupplyTray(tray.rect)
    ahead.seat, ahead.slots = tray.seat, tray.slots  # (the lifts carry over to the same seat)
    ahead.build(after, colour, set(playable), billabong)
    title = supply_title(stage.t, cue.names, colour)
    look = tray_look(stage.t, ahead, title, "", None, cue.rot, cue.colour_blind, True, hint_key)
    tray_picture(stage.fonts, look)


def glide_end(stage: Stage) -> Layout | None:
    """The camera where its glide ends (None: it does not glide)."""
    glide = next((t for t in stage.ui.active if t.target is stage.camera), None)
    if glide is None:
        return None
    camera = copy.copy(stage.camera)
    starts = glide.starts or {"x": camera.x, "y": camera.y, "zoom": camera.zoom}  # (not begun: from here)
    for attr in ("x", "y", "zoom"):  # where the glide lands, to the last bit (a + (b - a) is not always b)
        setattr(camera, attr, lerp(starts[attr], glide.ends[attr], 1.0))
    return camera


def ground_ahead(stage: Stage, shown: State) -> None:
    """The ground with the play area of `shown` where the camera's glide ends (or where it rests), its layer
    readied in the frames' spare time: painted in the frame that shows it first, it took 3-10 ms."""
    camera = glide_end(stage) or stage.camera
    if stage.shown() is shown and stage.fence >= 1.0:
        ground = Ground(tuple(stage.board), area_of(shown, camera, 1.0))
        stage.layers.ready(paint_ground, ground, theme.LOGICAL_SIZE)
    stage.layers.ready(paint_ground, Ground(tuple(stage.board), None), theme.LOGICAL_SIZE)  # (a glide's)


def _ground_ahead(stage: Stage, before: State, after: State, blind: bool) -> None:
    """The ground where the camera's glide ends, and the table layers as that frame and the landing scale
    them, while it glides."""
    ground_ahead(stage, after)
    camera = glide_end(stage)
    if camera is None or stage.shown() is not after:
        return
    if lod_for(camera.z) == lod_for(stage.camera.z):  # (else the layers are composed anew at the other lod)
        for landed in (False, True):  # the layers of the flight and of the landing, as the glide ends
            cards = _cards(stage.camera, before, after, landed, blind)
            stage.later(lambda c=cards: _scaled_ahead(c, camera.z, True))


def _scaled_ahead(cards: Cards, z: int, smooth: bool) -> None:
    size = scaled_size(cards, z)
    if size is not None:
        scaled(cards, size, smooth)


def _cards(camera: Layout, before: State, after: State, landed: bool, blind: bool) -> Cards:
    """The table layer of a move's frames: its new cards left out while they fly in, or landed."""
    added, turned = changes(before, after)
    flying = frozenset(after.tiles.index(t) for t in [*added, *(new for _old, new in turned)])
    hidden = frozenset() if landed else flying
    return Cards(
        after.tiles, after.table_key, camera.quarter, blind, hidden, lod_for(camera.z), after, after.animals
    )


def ready_steps(
    stage: Stage,
    before: State,
    move: Move,
    cue: Cue,
    applied: Callable[[], State],
    find: Callable[[State], list[Move]],
    quiet: Callable[[], bool],
) -> list:
    """Before an AI's move is played, a step a frame: the table layers of its first frame (the new cards in
    flight left out) and of its landing, composed ahead (table.composed: each composes every card, ~1 ms);
    the legal moves of the position after it (`applied()`), found with `find`, which the move's frame
    indexes for the next turn (0.3-1 ms); the pictures of the points it gains and of the status bar's words
    while it lands (a new text took its frame 1 ms); then the tray with the card gone, as `animate` will
    build it (1-2 ms: asked for in the frames' spare time first, so that its step finds it), while
    `quiet()` (nothing picked or hinted since)."""
    blind = cue.colour_blind

    def layer(landed: bool):
        def step() -> None:
            composed(_cards(stage.camera, before, applied(), landed, blind))

        return step

    def scale() -> None:  # the first frame's layer as its frame scales it
        _scaled_ahead(_cards(stage.camera, before, applied(), False, blind), stage.camera.z, True)

    def moves() -> None:
        after = applied()
        stage.legal_ahead = (after, find(after))

    def texts() -> None:  # the points rising from the card; the status bar while the card lands
        after = applied()
        mover = mover_colour(before, move)
        label = _gain_label(after, before, mover)
        if label is not None:
            outlined(stage.fonts, label, lighter(PLAYER_COLOURS[mover], 0.2))
        name = cue.names[mover % after.players]
        stage.fonts.render(stage.t("downunder.status.moving", name=name), "label", theme.TEXT)

    def tray() -> None:
        mover = mover_colour(before, move)
        if stage.state() is before and stage.tray.seat == mover and quiet():
            _tray_ahead(stage, applied(), mover, frozenset(), False, cue, None)

    def flight() -> None:  # the card's pictures at the sizes of its flight, in the frames' spare time
        mover = mover_colour(before, move)
        start = _start_rect(stage.tray, before, move, mover)
        if start is None:
            return
        after, camera = applied(), stage.camera
        added, _turned = changes(before, after)
        owners = part_owners(after)
        faces = [
            tile_face(t, camera.quarter, blind, owners, after.tiles.index(t), after.animals)
            for t in added
            if t.kind != BILLABONG or move.kind == BILLABONG_MOVE
        ]
        # from the smaller of slot and cell (the zoom may shrink a little as the table grows) to the larger
        # lifted by a quarter
        low = max(4, int(min(start.w, camera.z) * 0.85))
        sizes = list(range(low, round(max(start.w, camera.z) * 1.25) + 2))
        for face in faces:
            for at in range(0, len(sizes), 4):
                stage.later(lambda f=face, part=sizes[at : at + 4]: _card_sizes(f, part))

    def first() -> None:  # the tray (1-2 ms) asked for in the frames' spare time: its step then finds it kept
        stage.later(tray)
        stage.later(ground)
        layer(False)()

    def ground() -> None:  # the ground with the play area after the move, where the camera rests (3-10 ms)
        if stage.state() is before and stage.fence >= 1.0:
            area = area_of(applied(), stage.camera, 1.0)
            stage.layers.ready(paint_ground, Ground(tuple(stage.board), area), theme.LOGICAL_SIZE)

    return [first, layer(True), scale, moves, texts, flight, tray]


def _gain_label(after: State, before: State, mover: int) -> str | None:
    """The points the seat of the colour laid gains with a move, as they rise from its card."""
    who = mover % after.players
    gain = score_of(after, who).provisional - score_of(before, who).provisional
    return None if not gain else f"+{gain}" if gain > 0 else str(gain)


def _bring_in(
    stage: Stage,
    flight: Flight,
    move: Move,
    mover: int,
    by_hand: bool,
    start_rect: pygame.Rect | None,
    landing: float,
) -> float:
    """One new card onto the table: a Billabong laid by the game splashes in once the card that caused it
    has landed, a card laid by hand settles where it lies, any other flies in from its tray slot (or drops
    in). Returns the time by which the cards brought in so far have landed."""
    tile = flight.tile
    if tile.kind == BILLABONG and move.kind != BILLABONG_MOVE:
        flight.scale, flight.alpha = 0.0, 0.0
        stage.flights.append(flight)
        delay = landing + 0.05
        stage.tweens.call(delay, lambda t=tile: splash(stage, t))
        stage.tweens.to(
            flight,
            0.6,
            delay=delay,
            ease="easeOutElastic",
            scale=1.0,
            alpha=255.0,
            on_done=lambda f=flight: land(stage, f),
        )
        return landing
    if by_hand:
        settle_fx(stage, tile, mover)
        return landing
    flight.start = start_rect
    flight.t = 0.0 if start_rect else 1.0
    flight.scale = 1.0 if start_rect else 1.35
    flight.alpha = 255.0 if start_rect else 0.0
    stage.flights.append(flight)
    if start_rect is not None:
        stage.tweens.to(flight, 0.5, ease="easeInOutCubic", t=1.0).then(
            flight, 0.16, ease="easeOutQuad", scale=1.0, on_done=lambda f=flight: settle(stage, f)
        )
        return 0.66
    stage.tweens.to(
        flight,
        0.3,
        ease="easeOutBounce",
        scale=1.0,
        alpha=255.0,
        on_done=lambda f=flight: settle(stage, f),
    )
    return 0.3


def turn_view(stage: Stage, quarter: int) -> None:
    """Hot-seat: fade the table out, turn it to the next player's side, fade it back in."""

    def turn() -> None:
        stage.camera.quarter = quarter
        stage.refit(animate=False, force=True)

    stage.tweens.to(stage, 0.18, ease="easeInQuad", fade=1.0, on_done=turn).then(
        stage, 0.25, ease="easeOutQuad", fade=0.0
    )


def lay_for_now(stage: Stage, before: State, after: State, move: Move) -> None:
    """A card laid for now (not played until Done) drops onto its cell, or a curve turned for now turns, on
    the scene's ui tweener (it never holds up a turn)."""
    added, turned = changes(before, after)
    stage.flights = []
    if turned:
        _old, new = turned[0]
        flight = Flight(new, after.tiles.index(new), angle=90 if move.rot == 1 else -90)
        stage.flights.append(flight)
        stage.ui.to(flight, 0.3, ease="easeOutBack", angle=0.0, on_done=lambda: land(stage, flight))
        stage.sound.play("flip")
    for tile in added:
        flight = Flight(tile, after.tiles.index(tile), scale=1.3, alpha=120)
        stage.flights.append(flight)
        stage.ui.to(
            flight,
            0.22,
            ease="easeOutBounce",
            scale=1.0,
            alpha=255.0,
            on_done=lambda f=flight: land(stage, f),
        )
    stage.sound.play("place", 0.7)


def land(stage: Stage, flight: Flight) -> None:
    """A card has arrived: it is drawn with the table layer from now on."""
    if flight in stage.flights:
        stage.flights.remove(flight)


def settle(stage: Stage, flight: Flight) -> None:
    """A card has arrived: it joins the table layer, dust flies, the sound plays."""
    land(stage, flight)
    settle_fx(stage, flight.tile, flight.tile.owner)


def splash(stage: Stage, tile: Tile) -> None:
    """A Billabong lands: rings spread over the table and water drops fly."""
    stage.fx.add(Ripples.at(tile.cell), 1.4)
    centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
    stage.fx.add(Burst.thrown(centre, SPLASH, 22, 1.8, hash(tile.cell) & 0xFFFF), 0.9, ease="easeOutQuad")
    stage.sound.play("push")


def settle_fx(stage: Stage, tile: Tile, seat: int) -> None:
    centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
    stage.fx.add(Burst.thrown(centre, DUST, 12, 1.1, hash(tile.cell) & 0xFFFF), 0.6, ease="easeOutQuad")
    stage.fx.add(Flash(tile.cell, lighter(PLAYER_COLOURS[seat] if seat >= 0 else POOL_FLASH, 0.3)), 0.5)
    stage.sound.play("place")


def _finished_words(t, names: list[str], after: State, colour: int, points: int) -> str:
    """ "Red's path is finished: 12" (with two paths per player: "Red's Green path ...")."""
    name = names[colour % after.players]
    if after.paths == "one":
        return t("downunder.toast.finished", name=name, score=points)
    way = t(f"downunder.seat.{colour}")
    return t("downunder.toast.finished_colour", name=name, colour=way, score=points)


def after_effects(stage: Stage, before: State, move: Move, after: State, mover: int) -> None:
    """Paths light up from the new card, finished paths get their golden run, Billabongs and the fence
    are announced, and the points the mover gained rise from the card."""
    t = stage.t
    new_tiles = {i for i, t in enumerate(after.tiles) if t not in set(before.tiles)}
    who = mover % after.players  # the seat of the colour laid (two paths per player: two colours a seat)
    for seat in range(after.colours):  # every path: one per seat, or two
        grew = len(path_of(after, seat).parts) != len(path_of(before, seat).parts)
        if grew or seat == mover:
            parts = path_by_distance(after, seat, new_tiles)
            if parts:
                stage.fx.add(PathWave.along(parts, PLAYER_COLOURS[seat]), 0.35 + 0.06 * len(parts))
        was = path_of(before, seat).finished or before.finished[seat]
        now = path_of(after, seat).finished or after.finished[seat]
        if now and not was:
            parts = path_by_distance(after, seat, set())
            if parts:
                stage.fx.add(
                    PathWave.along(parts, PLAYER_COLOURS[seat], golden=True),
                    0.8 + 0.05 * len(parts),
                    delay=0.3,
                )
            if not after.over:  # at the end the results say it for everyone at once
                points = score_of(after, seat % after.players).provisional
                stage.toast(
                    lambda s=seat, p=points: _finished_words(t, stage.names(), after, s, p),
                    3.0,
                    PLAYER_COLOURS[seat],
                )
            stage.sound.play("capture", 0.7)
        elif path_of(after, seat).loop and not path_of(before, seat).loop:
            stage.toast(
                lambda s=seat % after.players: t("downunder.toast.closed_loop", name=stage.names()[s]),
                3.0,
                PLAYER_COLOURS[seat],
            )
    pools = [t for t in after.tiles if t.kind == BILLABONG and t not in set(before.tiles)]
    if pools and move.kind != BILLABONG_MOVE:
        key = (
            "downunder.toast.billabong_through"
            if after.pending is not None
            else "downunder.toast.billabong_end"
        )
        stage.toast(lambda: t(key, name=stage.names()[who]), 3.5, SPLASH)
    elif move.kind == BILLABONG_MOVE:
        stage.fx.add(Ripples.at(move.cell), 1.4)
        stage.toast(lambda: t("downunder.toast.billabong_laid", name=stage.names()[who]), 3.0, SPLASH)
    if play_area(after) is not None and play_area(before) is None:
        stage.fence = 0.0
        stage.fx.tweens.to(stage, 1.2, ease="easeInOutQuad", fence=1.0)
        stage.toast(lambda: t("downunder.toast.frame"), 3.0, theme.HIGHLIGHT)
        stage.refit(animate=True, force=not stage.camera_man.manual)
    label = _gain_label(after, before, mover)
    if label is not None and move.cell is not None:
        stage.fx.add(
            Floater.over(move.cell, label, lighter(PLAYER_COLOURS[mover], 0.2)),
            1.1,
            ease="easeOutQuad",
        )
