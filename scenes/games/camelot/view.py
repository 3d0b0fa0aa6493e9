"""The Camelot screen as data: everything a frame shows, as frozen values compared by value, built by
`build(...)` from the rules' state (through `rules.camelot`), the interface state the scene keeps (the
route being built, the pointer, the announcement) and the stage's sprites (anim.py). draw.py and panel.py
paint it; nothing here draws, and nothing here reaches the scene.

A frame is `CamelotView`: the ground (the board's picture and the cards' faces: the frame's background),
the table (what lies on the board back to front: the marks under the pieces, the pieces, the marks over
them, the hint's star), the cards (`Cards`, painted by panel.py), the effects (the sparks and flashes and
the finale as fx.py freezes them), the captured pieces flying to their trays, the note that capturing is
compulsory, and the kinds of marks on the board (the legend names exactly those). Every word in it is
worded already, so a switch of language gives another view."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from rules.camelot import CASTLES, DIRS, GAME, State
from scenes.effects import pulse

from . import words
from .anim import PieceSprite, Stage
from .fx import Shown, ShownFinale
from .layout import Geometry
from .palette import CAPTURE, CURSOR, GOLD, HINT, HOVER_RING, SELECT, TARGET, TRACE
from .pick import Picker
from .words import SeatInfo, StatusInfo

Box = tuple[int, int, int, int]
# every kind of mark the board draws (view.py notes them), in the legend's order
LEGEND_ORDER = (
    "select",
    "stop",
    "pass",
    "later",
    "done",
    "victim",
    "capturer",
    "exposed",
    "duty",
    "tint",
    "hint",
    "cursor",
)


# ---------------------------------------------------------------------------------------------- parts
@dataclass(frozen=True, slots=True)
class Mark:
    """A marker picture (art.marker `art` in `colour`) centred on square `sq`, `dy` pixels lower, scaled."""

    art: str
    colour: tuple
    sq: int
    dy: int = 0
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class Route:
    """A route's line through the squares' centres with an arrow head (dots on the squares passed);
    `short` pixels before the last centre, where the line and its head end (clear of a piece there)."""

    squares: tuple[int, ...]
    colour: tuple
    width: int
    dots: bool = True
    short: int = 0


@dataclass(frozen=True, slots=True)
class Glow:
    """A golden glow of `radius` round a square (the castle of a side that won by it)."""

    sq: int
    radius: int
    colour: tuple = GOLD


@dataclass(frozen=True, slots=True)
class Badge:
    """The small check mark beside the piece whose route may end here."""

    sq: int
    colour: tuple


class Piece(NamedTuple):
    """A piece as drawn now: its centre, height above the board, size, dip and tumble, its opacity and
    whether it throws a shadow (a named tuple: built for every piece in every frame, three times faster
    than a frozen dataclass)."""

    seat: int
    kind: str
    x: float
    y: float
    lift: float = 0.0
    scale: float = 1.0
    dip: float = 0.0
    spin: float = 0.0
    alpha: int = 255
    shadow: bool = True


@dataclass(frozen=True, slots=True)
class Pennant:
    """The pennant of the piece at (x, y) in the enemy castle, raised by `rise` (0..1)."""

    seat: int
    x: float
    y: float
    rise: float


@dataclass(frozen=True, slots=True)
class Trail:
    """A leaping piece's tail (the points it passed), golden for a knight's charge."""

    points: tuple[tuple[float, float], ...]
    charging: bool


@dataclass(frozen=True, slots=True)
class Star:
    """The hint's star (scenes/effects `draw_hint_star`) over the square the hinted move ends on, bobbing
    with `clock` (the app's time)."""

    x: float
    y: float
    clock: float
    radius: int


@dataclass(frozen=True, slots=True)
class Faces:
    """The cards' fixed parts: where each seat's card and the status card are, the names on the cards
    ((label, subtitle) per seat) and the labels of their numbers (pieces, in castle, castle moves,
    captured)."""

    cards: tuple[Box, Box]  # by seat
    status: Box
    names: tuple[tuple[str, str], tuple[str, str]]
    labels: tuple[str, str, str, str]


@dataclass(frozen=True, slots=True)
class Cards:
    """The cards as they are in this frame: the numbers and trays, whose card pulses (`clock`: the app's
    time), the status card, the legend's entries (kind, meaning) and the colour-blind glyphs."""

    faces: Faces
    seats: tuple[SeatInfo, SeatInfo]
    to_move: int | None
    status: StatusInfo
    legend: tuple[tuple[str, str], ...]
    glyphs: int
    clock: float
    tip: tuple[str, int, int] | None = None  # a tip's words and where the pointer is (over a card's part)
    hot: Box | None = None  # the frame round the part with a tip under the pointer (its "?" lit)


@dataclass(frozen=True, slots=True)
class Ground:
    """The table at rest: the board (its geometry) and the cards' faces (the frame's background)."""

    geometry: Geometry
    faces: Faces


@dataclass(frozen=True, slots=True)
class Table:
    """What lies on the board, back to front: marks under the pieces, the pieces (with pennants and
    trails), marks over them (the hint's star last). `diameter`: a piece's size at rest."""

    geometry: Geometry
    diameter: int
    under: tuple
    pieces: tuple
    over: tuple


@dataclass(frozen=True, slots=True)
class Tag:
    """The board's note that capturing is compulsory: words, width, colour, the capturers' ring or not,
    and where it goes."""

    words: str
    width: int
    colour: tuple
    ring: bool
    at: tuple[int, int]


@dataclass(frozen=True, slots=True)
class CamelotView:
    ground: Ground
    table: Table
    flip: float  # 0: at rest; else how far the board has turned (0..1)
    cards: Cards
    effects: Shown
    flyers: tuple[Piece, ...]
    tag: Tag | None
    finale: ShownFinale | None
    marks: frozenset[str]  # the kinds of marks on the board (the legend's entries)


@dataclass(frozen=True, slots=True)
class Interface:
    """The scene's interface state a frame shows: the route being built (`picker`), the pointer's square,
    the keyboard cursor, the announcement and its slide, the hint, whether a human acts now, the board's
    turn, and while a move plays: the position the status card describes and the move's notation."""

    picker: Picker | None
    hover: int | None
    cursor: int | None
    alert: str
    alert_in: float
    hint: object | None  # a Move
    acting: bool
    flip: float
    status_state: State | None
    playing: str
    busy: bool
    pointer: tuple[int, int] | None = None  # where the pointer is (the cards' tips)
    thinking: bool = False  # the AI was asked for the move (a review or a puzzle never asks it)


# ---------------------------------------------------------------------------------------------- building
def ground(app, seats, places: tuple[tuple[Box, Box], Box], geometry: Geometry) -> Ground:
    """The frame's background part (changes with the board's turn, the seats' names and the language);
    `places`: where the seats' cards and the status card are (panel.Panel.places)."""
    cards, status = places
    return Ground(geometry, Faces(cards, status, words.names(app, seats), words.labels(app)))


def build(app, session, ui: Interface, stage: Stage, places: tuple[tuple[Box, Box], Box]) -> CamelotView:
    """The frame: `session` the game (rules.session.GameSession), `ui` the interface state, `stage` the
    sprites and effects, `places` where the cards are (panel.Panel.places)."""
    geometry = stage.layout.geometry()
    settings = app.settings
    glyphs = 1 if settings.colour_blind else 0
    shown = settings.show_legal_moves
    marks: set[str] = set()
    picker = ui.picker if ui.acting else None
    table = Table(
        geometry,
        stage.diameter,
        _under(app, session, ui, stage, picker, glyphs, shown, marks),
        _pieces(stage, picker, ui.hover, geometry),
        _over(ui, stage, picker, glyphs, shown, marks, geometry, app.time),
    )
    tag = None
    if ui.alert == "capture" and picker is not None:
        tag = _tag(app, geometry, glyphs, shown and not picker.partial)
    flyers = tuple(_piece(flyer.sprite, shadow=False) for flyer in stage.flyers)
    rest = ground(app, session.seats, places, geometry)
    return CamelotView(
        rest,
        table,
        ui.flip if 0.0 < ui.flip < 1.0 else 0.0,
        _cards(app, session, ui, stage, rest.faces, glyphs, marks),
        stage.fx.view(),
        flyers,
        tag,
        stage.fx.finale_view(app.time),
        frozenset(marks),
    )


def _cards(app, session, ui: Interface, stage: Stage, faces: Faces, glyphs: int, marks) -> Cards:
    state = session.state
    animating = bool(ui.playing) and ui.busy
    described = ui.status_state if animating and ui.status_state is not None else state
    if animating:
        doing = words.playing(app, described, ui.playing)
    else:
        doing = words.instruction(app, state, session.to_move, session.seats, ui.picker, ui.thinking)
    plies = len(session.moves) - (1 if animating else 0)
    pieces = [(sq, s.seat, s.kind) for sq, s in stage.sprites.items()]
    if stage.mover is not None:
        pieces.append((-1, stage.mover.seat, stage.mover.kind))
    tip, hot = _tip(app, ui.pointer, faces, state.quiet > 0)
    return Cards(
        faces,
        words.seat_infos(faces.names, pieces, state.castle_moves, stage.trays),
        session.to_move,
        words.status_info(app, described, plies, ui.alert, ui.alert_in, doing, _building(ui.picker)),
        words.legend(app, marks, LEGEND_ORDER),
        glyphs,
        app.time,
        tip,
        hot,
    )


def columns(card: Box) -> tuple[int, int, int, int]:
    """(y of a player card's stat labels, x of the pieces, of the castle pips, of the castle-move towers)."""
    x, y = card[0], card[1]
    return y + 60, x + 16, x + 155, x + 236


QUIET_ZONE = 48  # the fifty-move count's height at the bottom of the status card


def tip_zones(faces: Faces, quiet: bool) -> list[tuple[str, Box]]:
    """The parts of the cards that explain themselves under the pointer: each card's castle pips and
    castle-move towers (labels included), and the fifty-move count while it shows. Each shows a small "?"
    (panel.py), lit and framed while the pointer is over it."""
    zones: list[tuple[str, Box]] = []
    for card in faces.cards:
        ly, _, cx, mx = columns(card)
        right = card[0] + card[2] - 6
        zones += [
            ("in_castle", (cx - 4, ly - 4, mx - cx - 1, 50)),
            ("castle_moves", (mx - 4, ly - 4, right - mx + 4, 50)),
        ]
    if quiet:
        sx, sy, sw, sh = faces.status
        zones.append(("quiet", (sx, sy + sh - QUIET_ZONE, sw, QUIET_ZONE)))
    return zones


def _tip(app, pointer: tuple[int, int] | None, faces: Faces, quiet: bool) -> tuple:
    """The tip under the pointer (its words and the pointer's place) and the part it explains, or Nones."""
    if pointer is None:
        return None, None
    x, y = pointer
    for kind, zone in tip_zones(faces, quiet):
        zx, zy, zw, zh = zone
        if zx <= x < zx + zw and zy <= y < zy + zh:
            return (app.t(f"camelot.tip.{kind}"), x, y), hover_frame(kind, zone)
    return None, None


def hover_frame(kind: str, zone: Box) -> Box:
    """The frame round a part with a tip under the pointer: on a player card the row of pips or towers
    with its "?" (clear of the label above it), at the fifty-move count its words and bar."""
    zx, zy, zw, zh = zone
    if kind == "quiet":  # round its words (one or two lines) and bar, clear of the legend above
        return zx + 4, zy - 3, zw - 8, zh + 1
    return zx + 2, zy + 18, zw - 4, 30


def _building(picker: Picker | None) -> bool:
    """Whether a route of several squares is being built."""
    return picker is not None and len(picker.partial) > 1


def _under(app, session, ui: Interface, stage: Stage, picker, glyphs, shown, marks) -> tuple:
    """The marks under the pieces: the last move (or the route being played), the castle's glow, the
    hint's route, the capturers' rings, the castle duty, the targets of the route being built."""
    out: list = []
    playing, mover = stage.playing_route, stage.mover
    if playing and mover is not None:
        if len(playing) > 2 or playing[1] - playing[0] not in DIRS:
            marks.add("tint")
            out.append(Route(playing, TRACE, 2))
    elif stage.last_route and mover is None:  # told apart by shape: a ring where it left, corners where it is
        marks.add("tint")
        out += [Mark("came_from", TRACE, stage.last_route[0]), Mark("went_to", TRACE, stage.last_route[-1])]
    if session.over and mover is None:
        outcome = GAME.outcome(session.state)
        if outcome.reason == "castle" and outcome.winners:
            radius = int(stage.layout.cell * (1.4 + 0.25 * pulse(app.time, 3)))
            out += [Glow(sq, radius) for sq in CASTLES[1 - outcome.winners[0]]]
    if ui.hint is not None and mover is None:
        marks.add("hint")
        out.append(Route(ui.hint.path, HINT, 5))
    if picker is not None:
        out += _targets(ui, picker, session.state, glyphs, shown, marks)
    return tuple(out)


def _targets(ui: Interface, picker: Picker, state: State, glyphs: int, shown: bool, marks) -> list:
    out: list = []
    if ui.alert == "capture" and not picker.partial and shown:
        marks.add("capturer")
        out += [Mark("capturer", CAPTURE[glyphs], sq) for sq in picker.movable()]
    if ui.alert == "duty" and not picker.partial:
        marks.add("duty")
        out.append(Mark("capturer", SELECT, state.must_leave[state.turn]))
    if picker.partial:
        chosen = picker.marks() if shown else {}
        for sq, (kind, jump) in chosen.items():
            marks.add(kind)
            scale = 1.25 if sq == ui.hover and kind != "later" else 1.0
            out.append(Mark(kind, CAPTURE[glyphs] if jump else TARGET[glyphs], sq, scale=scale))
        if picker.complete() is not None and len(picker.partial) > 1:
            marks.add("done")
            out.append(Badge(picker.partial[-1], TARGET[glyphs]))
    if ui.cursor is not None:
        marks.add("cursor")
        out.append(Mark("cursor", CURSOR, ui.cursor))
    return out


def _piece(sprite: PieceSprite, lift: float = 0.0, alpha: int = 255, shadow: bool = True) -> Piece:
    return Piece(
        sprite.seat,
        sprite.kind,
        sprite.x,
        sprite.y,
        sprite.lift + lift,
        sprite.scale,
        sprite.dip,
        sprite.spin,
        alpha,
        shadow,
    )


def lifted_piece(picker: Picker | None, hover: int | None) -> int | None:
    """The square of the piece the player has taken up (chosen, or under the pointer and movable)."""
    if picker is not None:
        if picker.partial:
            return picker.partial[0]
        if hover in picker.movable():
            return hover
    return None


def _pieces(stage: Stage, picker: Picker | None, hover: int | None, geometry: Geometry) -> tuple:
    """The pieces back to front, then the pennants, the chosen piece (where the route has taken it, a
    faint copy where it stands) and the moving one with its tail."""
    lifted = lifted_piece(picker, hover)
    chosen = lifted if picker is not None and picker.partial else None
    out: list = [
        _piece(sprite, 3.0 if sq == lifted else 0.0)
        for sq, sprite in sorted(stage.sprites.items(), key=lambda item: item[1].y)
        if sq != chosen
    ]
    for sq, rise in stage.pennants.items():
        sprite = stage.sprites.get(sq)
        if sprite is not None and rise > 0:
            out.append(Pennant(sprite.seat, sprite.x, sprite.y, rise))
    if chosen is not None:
        sprite = stage.sprites.get(chosen)
        if sprite is not None:
            x, y = geometry.to_screen(picker.partial[-1])
            if len(picker.partial) > 1:
                out.append(Piece(sprite.seat, sprite.kind, sprite.x, sprite.y, alpha=90))
            out.append(Piece(sprite.seat, sprite.kind, x, y, lift=6.0))
    mover = stage.mover
    if mover is not None:
        if len(mover.trail) >= 2:
            out.append(Trail(tuple(mover.trail), mover.charging))
        out.append(_piece(mover))
    return tuple(out)


def _over(ui: Interface, stage: Stage, picker, glyphs: int, shown: bool, marks, geometry, clock) -> tuple:
    """Above the pieces: the route being built, the pieces it captures, the hint's victims, and the hint's
    star over the square its move ends on."""
    out: list = []
    if stage.last_route and stage.mover is None and not (picker is not None and picker.partial):
        # the last move's route over the pieces, every step of it, its arrow ending at the rim of the piece
        out.append(Route(stage.last_route, TRACE, 3, dots=False, short=last_move_short(geometry.cell)))
    if picker is not None and picker.partial:
        marks.add("select")
        out.append(Mark("select", SELECT, picker.partial[-1], dy=-5))
    elif picker is not None and ui.hover in picker.movable():
        marks.add("select")
        out.append(Mark("select", HOVER_RING, ui.hover, dy=-3))
    if picker is not None and picker.partial:
        route = picker.partial
        if ui.hover is not None and ui.hover not in route:
            route = picker.preview_to(ui.hover) or route
        if len(route) > 1:
            out.append(Route(route, SELECT, 4))
        piece = stage.sprites.get(picker.partial[0])
        if route is not picker.partial and piece is not None:  # a ghost of the piece where the preview ends
            x, y = geometry.to_screen(route[-1])
            out.append(Piece(piece.seat, piece.kind, x, y, alpha=130, shadow=False))
        victims = set(picker.victims(route))
        if shown:
            victims |= {v for sq in picker.next_squares() if (v := picker.captures_next(sq)) >= 0}
        if victims:
            marks.add("victim")
        out += [Mark("victim", CAPTURE[glyphs], sq, dy=-2) for sq in victims]
    elif picker is not None and ui.alert == "capture" and shown:
        # the exposed enemy pieces: a ring, and a cross as well for colour-blind players
        exposed = picker.exposed()
        if exposed:
            marks.add("exposed")
        out += [Mark("victim" if glyphs else "exposed", CAPTURE[glyphs], sq, dy=-2) for sq in exposed]
    if ui.hint is not None and stage.mover is None:
        marks.add("hint")
        out += [Mark("victim", HINT, sq, dy=-2) for sq in ui.hint.captures]
        out.append(Mark("select", HINT, ui.hint.path[0]))
        x, y = geometry.to_screen(ui.hint.path[-1])
        out.append(Star(x, y, clock, max(10, round(geometry.cell * 0.3))))
    return tuple(out)


def last_move_short(cell: int) -> int:
    """How far before the last square's centre the last move's arrow ends: at the rim of its piece."""
    return round(cell * 0.42)


def _tag(app, geometry: Geometry, glyphs: int, ring: bool) -> Tag:
    """On the table above the board, beside the far castle."""
    castle_left = min(geometry.cell_rect(sq).x for sq in (*CASTLES[0], *CASTLES[1]))
    top = min(geometry.cell_rect(sq).y for sq in (*CASTLES[0], *CASTLES[1]))
    return Tag(
        app.t("camelot.board.must_capture"),
        castle_left - geometry.frame[0] - 10,
        CAPTURE[glyphs],
        ring,
        (geometry.frame[0], top),
    )
