"""How a played move is shown: the card flies in from its tray slot (or drops where it was laid by hand),
a curve turns, a Billabong laid by the game splashes in, then the paths light up from the new card,
finished paths get a golden run, the fence is strung when the play area is fixed, and the points gained
rise from the card. A card laid for now (before Done) drops in the same way on the scene's ui tweener.
Every step runs on the scene's tweeners, on its sprites (`scene.flights`, `scene.fence`) and effects."""

from __future__ import annotations

import copy
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
from scenes.engine.cache import cached
from scenes.engine.tween import lerp

from .art import card_image, soft_shadow, tile_face
from .fx import Burst, Flash, Floater, PathWave, Ripples
from .palette import DUST, LABEL_OUTLINE, PLAYER_COLOURS, POOL_FLASH, SPLASH, lighter
from .table import lod_for
from .tray import supply_title


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


def animate(scene, before: State, move: Move, after: State) -> None:
    """Tween from `before` to `after`: the new cards fly or drop in, turned curves turn, then the effects."""
    mover = mover_colour(before, move)  # the colour laid: the seat's own unless it plays two paths
    added, turned = changes(before, after)
    by_hand = scene.hand_placed == move
    scene.hand_placed = None
    scene.layer.key = None
    scene.index_moves()
    scene.manual_camera = scene.manual_camera and all(scene.view.shows([t.cell], scene.focus) for t in added)
    scene.fit_camera()
    start_rect = None if by_hand else _start_rect(scene, before, move, mover)
    if scene.tray.seat == mover:  # the card leaves the tray: its count drops at once
        scene.tray.build(after, mover, set(), False)
    scene.idle_later(lambda: _next_tray(scene, after))
    scene.idle_later(lambda: _ground_ahead(scene, before, after))
    scene.flights = []
    landing = 0.0
    for tile in added:
        index = after.tiles.index(tile)
        landing = _bring_in(scene, Flight(tile, index), move, mover, by_hand, start_rect, landing)
    for _old, new in turned:
        if by_hand:
            continue
        flight = Flight(new, after.tiles.index(new), angle=90 if move.rot == 1 else -90)
        scene.flights.append(flight)
        scene.tweens.to(
            flight, 0.45, ease="easeOutBack", angle=0.0, on_done=lambda f=flight: settle(scene, f)
        )
        scene.app.sound.play("flip")
        landing = 0.45
    # a moment after landing, so the table layer is rebuilt in one frame and the effects start in the next
    pools = any(f.tile.kind == BILLABONG and f.start is None and f.scale == 0.0 for f in scene.flights)
    wait = landing + (0.6 if pools else 0.02)  # paths light up once every new card is in place
    scene.tweens.call(wait, lambda: after_effects(scene, before, move, after, mover))


def _start_rect(scene, before: State, move: Move, mover: int) -> pygame.Rect | None:
    """The tray slot a move's card flies from (None: it drops in, or a curve turns)."""
    if move.kind == TURN or scene.tray.seat != mover:
        return None
    key = (BILLABONG if move.kind == BILLABONG_MOVE else move.kind, move.animal if before.animals else "")
    return scene.tray.slot_rect(key)


def _card_sizes(face, sizes: list[int]) -> None:
    """A flying card's pictures and shadows at these sizes, into their caches (draw._flights asks them)."""
    for size in sizes:
        card_image(face, size)
        soft_shadow(size)


def _next_tray(scene, after: State) -> None:
    """The tray that the next turn will show (SupplyTray.prepare), while the move's cards still fly."""
    if scene.state is not after or scene.game.is_over(after):
        return
    colour = scene.colour
    title = supply_title(scene, colour)
    playable, billabong = frozenset(scene.by_slot), bool(scene.by_slot.get((BILLABONG, "")))
    settings = scene.app.settings
    scene.tray.prepare(scene.app, after, colour, title, scene.rot, settings.colour_blind, playable, billabong)


def _ground_ahead(scene, before: State, after: State) -> None:
    """The ground where the camera's glide ends (Ground.prepare), and the table layers as that frame and
    the landing scale them, while it glides."""
    glide = next((t for t in scene.ui.active if t.target is scene.view), None)
    if glide is None or scene.shown is not after:
        return
    camera = copy.copy(scene.view)
    starts = glide.starts or {"x": camera.x, "y": camera.y, "zoom": camera.zoom}  # (not begun: from here)
    for attr in ("x", "y", "zoom"):  # where the glide lands, to the last bit (a + (b - a) is not always b)
        setattr(camera, attr, lerp(starts[attr], glide.ends[attr], 1.0))
    scene.ground.prepare(scene, camera)
    if lod_for(camera.z) == lod_for(scene.view.z):  # (else the layers are composed anew at the other lod)
        for landed in (False, True):  # the layers of the flight and of the landing, as the glide ends
            key = _layer_key(scene, before, after, landed)
            scene.idle_later(lambda k=key: scene.layer.scale_ahead(k, camera.z, False))


def _layer_key(scene, before: State, after: State, landed: bool) -> tuple:
    """The key of the table layer of a move's frames (TableLayer.build): its new cards left out while they
    fly in, or landed."""
    added, turned = changes(before, after)
    flying = frozenset(after.tiles.index(t) for t in [*added, *(new for _old, new in turned)])
    camera = scene.view
    hidden = frozenset() if landed else flying
    return (after.tiles, camera.quarter, scene.app.settings.colour_blind, hidden, lod_for(camera.z))


def ready_steps(scene, before: State, move: Move) -> list:
    """Before an AI's move is played, a step a frame: the table layers of its first frame (the new cards in
    flight left out) and of its landing, composed ahead (TableLayer.prepare: each composed every card,
    ~1 ms); the legal moves of the position after it, which the move's frame indexes for the next turn
    (0.3-1 ms); the pictures of the points it gains and of the status bar's words while it lands (a new
    text took its frame 1 ms); then the tray with the card gone, as `animate` will build it
    (SupplyTray.prepare, 1-2 ms: asked for in the frames' spare time first, so that its step finds it)."""

    def layer(landed: bool):
        def step() -> None:
            after, camera = scene.applied_ahead(before, move), scene.view
            scene.layer.prepare(after, *_layer_key(scene, before, after, landed)[1:], camera)

        return step

    def scaled() -> None:  # the first frame's layer as its frame scales it (the camera glides or not)
        after, z = scene.applied_ahead(before, move), scene.view.z
        scene.layer.scale_ahead(_layer_key(scene, before, after, False), z, True)
        scene.idle_later(lambda: scene.layer.scale_ahead(_layer_key(scene, before, after, False), z, False))

    def moves() -> None:
        after = scene.applied_ahead(before, move)
        scene.legal_ahead = (after, scene.game.legal_moves(after))

    def texts() -> None:  # the points rising from the card; the status bar while the card lands
        after, app = scene.applied_ahead(before, move), scene.app
        mover = mover_colour(before, move)
        label = _gain_label(after, before, mover)
        if label is not None:
            outlined(app, label, lighter(PLAYER_COLOURS[mover], 0.2))
        name = scene.seats[mover % after.players].name
        app.fonts.render(app.t("downunder.status.moving", name=name), "label", theme.TEXT)

    def tray() -> None:
        mover = mover_colour(before, move)
        if (
            scene.state is before
            and scene.tray.seat == mover
            and scene.hint_move is None
            and scene.picked is None
        ):
            after = scene.applied_ahead(before, move)
            title = supply_title(scene, mover)
            scene.tray.prepare(scene.app, after, mover, title, scene.rot, scene.app.settings.colour_blind)

    def flight() -> None:  # the card's pictures at the sizes of its flight, in the frames' spare time
        mover = mover_colour(before, move)
        start = _start_rect(scene, before, move, mover)
        if start is None:
            return
        after, camera = scene.applied_ahead(before, move), scene.view
        added, _turned = changes(before, after)
        owners, colour_blind = part_owners(after), scene.app.settings.colour_blind
        faces = [
            tile_face(t, camera.quarter, colour_blind, owners, after.tiles.index(t))
            for t in added
            if t.kind != BILLABONG or move.kind == BILLABONG_MOVE
        ]
        # from the smaller of slot and cell (the zoom may shrink a little as the table grows) to the larger
        # lifted by a quarter
        low = max(4, int(min(start.w, camera.z) * 0.85))
        sizes = list(range(low, round(max(start.w, camera.z) * 1.25) + 2))
        for face in faces:
            for at in range(0, len(sizes), 4):
                scene.idle_later(lambda f=face, part=sizes[at : at + 4]: _card_sizes(f, part))

    def first() -> None:  # the tray (1-2 ms) asked for in the frames' spare time: its step then finds it kept
        scene.idle_later(tray)
        layer(False)()

    return [first, layer(True), scaled, moves, texts, flight, tray]


def legal_moves(scene, state: State) -> list[Move]:
    """The legal moves of `state`: those found ahead for it (ready_steps), else found now."""
    ahead = scene.legal_ahead
    if ahead is not None and ahead[0] is state:
        return ahead[1]
    return scene.game.legal_moves(state)


def _gain_label(after: State, before: State, mover: int) -> str | None:
    """The points the seat of the colour laid gains with a move, as they rise from its card."""
    who = mover % after.players
    gain = score_of(after, who).provisional - score_of(before, who).provisional
    return None if not gain else f"+{gain}" if gain > 0 else str(gain)


def _bring_in(
    scene,
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
        scene.flights.append(flight)
        delay = landing + 0.05
        scene.tweens.call(delay, lambda t=tile: splash(scene, t))
        scene.tweens.to(
            flight,
            0.6,
            delay=delay,
            ease="easeOutElastic",
            scale=1.0,
            alpha=255.0,
            on_done=lambda f=flight: land(scene, f),
        )
        return landing
    if by_hand:
        settle_fx(scene, tile, mover)
        return landing
    flight.start = start_rect
    flight.t = 0.0 if start_rect else 1.0
    flight.scale = 1.0 if start_rect else 1.35
    flight.alpha = 255.0 if start_rect else 0.0
    scene.flights.append(flight)
    if start_rect is not None:
        scene.tweens.to(flight, 0.5, ease="easeInOutCubic", t=1.0).then(
            flight, 0.16, ease="easeOutQuad", scale=1.0, on_done=lambda f=flight: settle(scene, f)
        )
        return 0.66
    scene.tweens.to(
        flight,
        0.3,
        ease="easeOutBounce",
        scale=1.0,
        alpha=255.0,
        on_done=lambda f=flight: settle(scene, f),
    )
    return 0.3


def turn_view(scene, quarter: int) -> None:
    """Hot-seat: fade the table out, turn it to the next player's side, fade it back in."""

    def turn() -> None:
        scene.view.quarter = quarter
        scene.layer.key = None
        scene.fit_camera(animate=False, force=True)

    scene.tweens.to(scene, 0.18, ease="easeInQuad", fade=1.0, on_done=turn).then(
        scene, 0.25, ease="easeOutQuad", fade=0.0
    )


def lay_for_now(scene, before: State, after: State, move: Move) -> None:
    """A card laid for now (not played until Done) drops onto its cell, or a curve turned for now turns, on
    the scene's ui tweener (it never holds up a turn)."""
    added, turned = changes(before, after)
    scene.flights = []
    if turned:
        _old, new = turned[0]
        flight = Flight(new, after.tiles.index(new), angle=90 if move.rot == 1 else -90)
        scene.flights.append(flight)
        scene.ui.to(flight, 0.3, ease="easeOutBack", angle=0.0, on_done=lambda: land(scene, flight))
        scene.app.sound.play("flip")
    for tile in added:
        flight = Flight(tile, after.tiles.index(tile), scale=1.3, alpha=120)
        scene.flights.append(flight)
        scene.ui.to(
            flight,
            0.22,
            ease="easeOutBounce",
            scale=1.0,
            alpha=255.0,
            on_done=lambda f=flight: land(scene, f),
        )
    scene.app.sound.play("place", 0.7)


def land(scene, flight: Flight) -> None:
    """A card has arrived: it is drawn with the table layer from now on."""
    if flight in scene.flights:
        scene.flights.remove(flight)


def settle(scene, flight: Flight) -> None:
    """A card has arrived: it joins the table layer, dust flies, the sound plays."""
    land(scene, flight)
    settle_fx(scene, flight.tile, flight.tile.owner)


def splash(scene, tile: Tile) -> None:
    """A Billabong lands: rings spread over the table and water drops fly."""
    scene.fx.add(Ripples(tile.cell), 1.4)
    centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
    scene.fx.add(Burst(centre, SPLASH, 22, 1.8, hash(tile.cell) & 0xFFFF), 0.9, ease="easeOutQuad")
    scene.app.sound.play("push")


def settle_fx(scene, tile: Tile, seat: int) -> None:
    centre = (tile.cell[0] + 0.5, tile.cell[1] + 0.5)
    scene.fx.add(Burst(centre, DUST, 12, 1.1, hash(tile.cell) & 0xFFFF), 0.6, ease="easeOutQuad")
    scene.fx.add(Flash(tile.cell, lighter(PLAYER_COLOURS[seat] if seat >= 0 else POOL_FLASH, 0.3)), 0.5)
    scene.app.sound.play("place")


@cached(16)
def outlined(app, label: str, colour: tuple) -> pygame.Surface:
    """Big text with a dark outline, readable over any card or path (kept: it is drawn ahead of the move
    that shows it, and a Floater only changes its alpha before each blit)."""
    fonts = app.fonts
    face = fonts.render(label, "heading", colour)
    dark = fonts.render(label, "heading", LABEL_OUTLINE)
    image = pygame.Surface((face.get_width() + 4, face.get_height() + 4), pygame.SRCALPHA)
    for dx, dy in ((0, 0), (4, 0), (0, 4), (4, 4), (2, 0), (0, 2), (4, 2), (2, 4)):
        image.blit(dark, (dx, dy))
    image.blit(face, (2, 2))
    return image


def _finished_words(scene, after: State, colour: int, points: int) -> str:
    """ "Red's path is finished: 12" (with two paths per player: "Red's Green path ...")."""
    name = scene.seats[colour % after.players].name
    if after.paths == "one":
        return scene.app.t("downunder.toast.finished", name=name, score=points)
    way = scene.app.t(f"downunder.seat.{colour}")
    return scene.app.t("downunder.toast.finished_colour", name=name, colour=way, score=points)


def after_effects(scene, before: State, move: Move, after: State, mover: int) -> None:
    """Paths light up from the new card, finished paths get their golden run, Billabongs and the fence
    are announced, and the points the mover gained rise from the card."""
    app = scene.app
    new_tiles = {i for i, t in enumerate(after.tiles) if t not in set(before.tiles)}
    who = mover % after.players  # the seat of the colour laid (two paths per player: two colours a seat)
    for seat in range(after.colours):  # every path: one per seat, or two
        grew = len(path_of(after, seat).parts) != len(path_of(before, seat).parts)
        if grew or seat == mover:
            parts = path_by_distance(after, seat, new_tiles)
            if parts:
                scene.fx.add(PathWave(parts, PLAYER_COLOURS[seat]), 0.35 + 0.06 * len(parts))
        was = path_of(before, seat).finished or before.finished[seat]
        now = path_of(after, seat).finished or after.finished[seat]
        if now and not was:
            parts = path_by_distance(after, seat, set())
            if parts:
                scene.fx.add(
                    PathWave(parts, PLAYER_COLOURS[seat], golden=True), 0.8 + 0.05 * len(parts), delay=0.3
                )
            if not after.over:  # at the end the results say it for everyone at once
                points = score_of(after, seat % after.players).provisional
                app.toast(
                    lambda s=seat, p=points: _finished_words(scene, after, s, p),
                    3.0,
                    PLAYER_COLOURS[seat],
                )
            app.sound.play("capture", 0.7)
        elif path_of(after, seat).loop and not path_of(before, seat).loop:
            app.toast(
                lambda s=seat % after.players: app.t("downunder.toast.closed_loop", name=scene.seats[s].name),
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
        app.toast(lambda: app.t(key, name=scene.seats[who].name), 3.5, SPLASH)
    elif move.kind == BILLABONG_MOVE:
        scene.fx.add(Ripples(move.cell), 1.4)
        app.toast(lambda: app.t("downunder.toast.billabong_laid", name=scene.seats[who].name), 3.0, SPLASH)
    if play_area(after) is not None and play_area(before) is None:
        scene.fence = 0.0
        scene.fx.tweens.to(scene, 1.2, ease="easeInOutQuad", fence=1.0)
        app.toast(lambda: app.t("downunder.toast.frame"), 3.0, theme.HIGHLIGHT)
        scene.fit_camera(force=not scene.manual_camera)
    label = _gain_label(after, before, mover)
    if label is not None and move.cell is not None:
        scene.fx.add(
            Floater(move.cell, outlined(scene.app, label, lighter(PLAYER_COLOURS[mover], 0.2))),
            1.1,
            ease="easeOutQuad",
        )
