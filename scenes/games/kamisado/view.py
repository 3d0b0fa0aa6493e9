"""The Kamisado screen as data: what one frame of the board area shows, built by the scene from the rules'
state, its interface state (selection, hover, drag, the hint) and the sprites the animations move, and
drawn by draw.py (the board, the marks, the towers, the refill cards) and panel.py (the info column).

Everything here is a frozen value compared by equality: a frame's `KamisadoView` is the whole description
of its pixels (with the game's art). Words are final strings, worded in the player's language when the
view is built. A part that stays the same over many frames (the still table) is what the engine's layers
keep a picture of (scenes/engine/layers.py): the part itself is the key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules.kamisado import (
    FILL,
    FILL_LEFT,
    FILL_RIGHT,
    MOVE,
    PLAY,
    PUSH,
    KamisadoMove,
    pushed_towers,
    required_tower,
)
from scenes.effects import pulse
from scenes.engine import theme
from scenes.engine.i18n import worded

from .fx import FxView
from .layout import Layout


@dataclass(frozen=True, slots=True)
class Tower:
    """A tower as drawn now: its sprite's tweened fields."""

    tower: int
    pos: tuple[float, float]  # (file, row) seen from White
    rank: int
    lift: float = 0.0
    wiggle: float = 0.0
    flash: float = 0.0
    flash_red: bool = False

    @property
    def seat(self) -> int:
        return self.tower >> 3

    @property
    def colour(self) -> int:
        return self.tower & 7


@dataclass(frozen=True, slots=True)
class Table:
    """The still table: background, the board's shadow, the board, its labels, the info column's frames."""

    origin: tuple[int, int]
    square: int
    frame: int
    black_view: bool
    glyphs: bool


@dataclass(frozen=True, slots=True)
class Focus:
    """The target under the mouse (or chosen by key): its ring, a ghost of the tower there, the towers it
    would push, and which tower would have to move next (or the round's end)."""

    to: int
    push: bool
    ghost: Tower | None
    pushed: tuple[Tower, ...]
    pusher_seat: int
    next_tower: Tower | None  # the tower that would have to move next
    ends: bool  # the move ends the round


@dataclass(frozen=True, slots=True)
class Targets:
    """A human's choice for the shown tower: the squares it may go to, the push badges, the focus."""

    squares: tuple[int, ...]  # plain targets (only when the legal moves are shown)
    pushes: tuple[tuple[int, int], ...]  # (from, to) of each push (only when the legal moves are shown)
    badge_flipped: bool
    focus: Focus | None


@dataclass(frozen=True, slots=True)
class Forced:
    """The tower that must move (pulse 0..1), or a blocked tower's mark (pulse None)."""

    tower: Tower
    pulse: float | None


@dataclass(frozen=True, slots=True)
class Drop:
    """A dragon-teeth marker falling onto a promoted tower."""

    tower: Tower
    offset: float
    alpha: float


@dataclass(frozen=True, slots=True)
class Ribbon:
    """A ribbon across the board (the round's, or a notice above or below it), worded."""

    title: str
    sub: str
    colour: tuple[int, int, int]
    alpha: float
    scale: float
    at: str  # "middle" of the board, or its "top" or "bottom" fifth


@dataclass(frozen=True, slots=True)
class FillPreview:
    """One refill card's small board: the next round's towers, seen from one side."""

    side: str
    towers: tuple[int, ...]
    ranks: tuple[int, ...]
    black_view: bool
    glyphs: bool


@dataclass(frozen=True, slots=True)
class FillPanel:
    """The refill chooser's panel with both cards (all of it but the chosen card's pulsing edge)."""

    title: str
    explain: str
    labels: tuple[str, str]  # the cards' names, left and right
    previews: tuple[FillPreview, ...]
    hint: str | None
    choice: str | None
    hover: str | None
    focus: str
    human: bool
    glow: float  # rounded to 0.01


@dataclass(frozen=True, slots=True)
class FillView:
    panel: FillPanel
    rect: tuple[int, int, int, int]
    cards: tuple[tuple[int, int, int, int], tuple[int, int, int, int]]
    reveal: float
    glow: float
    clock: float


# ---------------------------------------------------------------------------------------------- info column
@dataclass(frozen=True)
class TurnInfo:
    """What the turn card shows: a tower (or -1), a headline and a detail line."""

    tower: int
    rank: int
    headline: str
    detail: str
    extra: str = ""
    colour: tuple = theme.TEXT
    choices: int = -1  # free choice: the seat whose eight towers are shown small
    square: int = -1  # the colour of the square that decided the tower (rule T2), shown beside it
    why: str = ""  # and in words: "White ended on red"


@dataclass(frozen=True, slots=True)
class ScoreCard:
    title: str
    round_line: str
    names: tuple[str, str]
    score: tuple[float, float]
    target: int
    glyphs: bool


@dataclass(frozen=True, slots=True)
class TowerCard:
    """The hovered tower (`tower` >= 0: its name, seat, rank and lines), else the legend of the Sumo ranks
    (`title` and the `legend`'s (rank name, reach) rows)."""

    tower: int
    rank: int
    glyphs: bool
    title: str = ""
    seat: str = ""
    rank_name: str = ""
    lines: tuple[str, ...] = ()
    legend: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True, slots=True)
class HintCard:
    """The hint in words, in the tower card's place while the hint stands: the hinted move (`title`, "Hint:
    blue ↑2 red") and why it is good (`reason`, may be empty). The board keeps its star; no toast covers
    the board's bottom row."""

    title: str
    reason: str


@dataclass(frozen=True, slots=True)
class TurnCard:
    title: str
    info: TurnInfo | None
    glyphs: bool


@dataclass(frozen=True, slots=True)
class PanelView:
    """The info column (panel.py builds and paints it): its three cards and the turn card's glow."""

    score: ScoreCard
    tower: TowerCard | HintCard | None  # None: no room for it; a HintCard while a hint stands
    turn: TurnCard
    pulse: float  # the glow behind the tower that must move


# ---------------------------------------------------------------------------------------------- frame
@dataclass(frozen=True, slots=True)
class KamisadoView:
    table: Table
    still: bool  # the board holds still (no shake, no turn): the table is the frame's background
    layout: Layout  # where the board is (as turned now)
    board: Layout  # and where it is drawn now: shaken
    towers: tuple[Tower, ...]
    dragged: int  # the dragged tower (drawn last), or -1
    trail: tuple[int, int] | None
    hint: tuple[int, int] | None  # the hinted move's (from, to)
    hint_star: tuple[float, float] | None  # the hint's star: over the target square, or the refill card
    forced: Forced | None
    targets: Targets | None
    drop: Drop | None
    links: tuple[Tower, ...]
    link_t: float
    fx: FxView
    ribbons: tuple[Ribbon, ...]  # the round's ribbon, then the notice
    fill: FillView | None
    panel: PanelView
    glyphs: bool
    time: float  # the pulses' clock
    table_drawn: bool = False  # the frame's background is the still table already (panel_backdrop)


def tower_of(sprite) -> Tower:
    """The frozen snapshot of a sprite (anim.TowerSprite)."""
    return Tower(
        sprite.tower, sprite.pos, sprite.rank, sprite.lift, sprite.wiggle, sprite.flash, sprite.flash_red
    )


def towers_of(sprites: Iterable) -> tuple[Tower, ...]:
    return tuple(tower_of(s) for s in sprites)


def table_of(layout: Layout, glyphs: bool) -> Table:
    return Table(layout.origin, layout.square, layout.frame, layout.black_view, glyphs)


@dataclass(frozen=True, slots=True)
class Ui:
    """The interface state a view is built from (what the scene holds besides the session)."""

    selected: int
    key_target: int
    hovered: int | None
    dragging: int  # the tower dragged now, or -1
    human: bool  # a human may act now
    busy: bool  # a blocking animation runs
    finished: bool
    blocked: int  # the tower shown blocked, or -1
    show_legal: bool
    glyphs: bool
    time: float


def forced(state, ui: Ui, towers: dict[int, Tower]) -> Forced | None:
    """What the forced tower's mark shows, once nothing else animates (a blocked tower's mark meanwhile)."""
    if state.phase != PLAY or ui.busy or ui.finished:
        return Forced(towers[ui.blocked], None) if ui.blocked in towers else None
    tower = required_tower(state)
    if tower < 0 and ui.human:
        tower = ui.selected  # a free first move: the tower the player picked
    if tower not in towers:
        return None
    return Forced(towers[tower], pulse(ui.time, 4))


def targets(
    game, state, ui: Ui, towers: dict[int, Tower], moves: list[KamisadoMove], tower: int, black_view: bool
) -> Targets | None:
    """The shown tower's targets (`moves`), for a human to move in play."""
    if not ui.human or state.phase != PLAY or not moves:
        return None
    focus = moves[ui.key_target] if 0 <= ui.key_target < len(moves) else None
    if focus is None:
        focus = next((m for m in moves if m.to == ui.hovered), None)
    shown = ui.show_legal
    squares = tuple(m.to for m in moves if m.kind != PUSH) if shown else ()
    pushes = tuple((m.frm, m.to) for m in moves if m.kind == PUSH) if shown else ()
    flipped = black_view != (state.turn == 0)
    return Targets(squares, pushes, flipped, _focus(game, state, ui, towers, tower, focus))


def _focus(game, state, ui: Ui, towers: dict[int, Tower], tower: int, move) -> Focus | None:
    if move is None:
        return None
    sprite = towers.get(tower)
    ghost = sprite if sprite is not None and ui.dragging < 0 else None
    push = move.kind == PUSH
    pushed = tuple(towers[t] for t in pushed_towers(state, move) if t in towers) if push else ()
    after = game.apply(state, move)
    nxt = towers.get(required_tower(after)) if after.phase == PLAY else None
    return Focus(move.to, push, ghost, pushed, tower >> 3, nxt, after.phase != PLAY)


def ribbon(banner, at: str, worded: Callable) -> Ribbon | None:
    """A banner (anim.Banner) as shown now, None while hidden."""
    alpha = max(0.0, min(255.0, banner.alpha))  # easeOutBack overshoots
    if alpha < 3 or not banner.title:
        return None
    return Ribbon(worded(banner.title), worded(banner.sub), banner.colour, alpha, banner.scale, at)


def fill_view(
    fill, t: Callable[..., str], winner_name: str, hint: str | None, clock: float
) -> FillView | None:
    """The refill chooser (fill.FillChooser) as shown now."""
    if not fill.active or fill.reveal <= 0.01:
        return None
    if fill.choice is None:
        key = "kamisado.fill.choose" if fill.human else "kamisado.fill.choosing"
    else:
        key = "kamisado.fill.chose"
    panel = FillPanel(
        t(key, name=winner_name),
        t("kamisado.fill.explain"),
        (t(f"kamisado.fill.{FILL_LEFT}"), t(f"kamisado.fill.{FILL_RIGHT}")),
        fill.previews,
        hint,
        fill.choice,
        fill.hover,
        fill.focus,
        fill.human,
        round(fill.glow, 2),
    )
    cards = tuple(tuple(fill.cards[side]) for side in (FILL_LEFT, FILL_RIGHT))
    return FillView(panel, tuple(fill.rect), cards, fill.reveal, fill.glow, clock)  # type: ignore[arg-type]


def hint_star(hint: KamisadoMove | None, board: Layout, fill) -> tuple[float, float] | None:
    """Where the hint's star floats: over the hinted move's target square, or in the corner of the
    hinted refill card while the chooser stands open and nothing is chosen (`fill`: fill.FillChooser)."""
    if hint is None:
        return None
    if hint.kind in (MOVE, PUSH):
        return board.to_screen(hint.to)
    card = fill.cards.get(hint.kind)
    if card is None or not fill.active or fill.reveal < 0.999 or fill.choice is not None:
        return None
    return card.right - 22, card.y + 22


def build(
    game,
    state,
    stage,
    ui: Ui,
    shown: tuple[int, list[KamisadoMove]],
    trail: tuple[int, int] | None,
    hint: KamisadoMove | None,
    panel: PanelView,
    t: Callable[..., str],
    winner: str,
    table_drawn: bool = False,
) -> KamisadoView:
    """The frame's view: `stage` (anim.Stage) holds the sprites and what else the animations move, `shown`
    the tower whose targets show and its moves (pick.py narrowed them), `t` words, `winner` is the refill
    chooser's name; `table_drawn`: the frame's background is the still table already."""
    towers = {n: tower_of(s) for n, s in stage.sprites.items()}
    layout, shake = stage.layout, stage.fx.offset()
    board = layout.shifted(*shake)
    drop, notice = stage.drop, stage.notice
    shown_tower, moves = shown
    ribbons = (
        ribbon(stage.banner, "middle", worded),
        ribbon(notice, "top" if notice.top else "bottom", worded),
    )
    fill_hint = hint.kind if hint is not None and state.phase == FILL else None
    return KamisadoView(
        table=table_of(layout, ui.glyphs),
        still=shake == (0, 0) and not layout.turning,
        layout=layout,
        board=board,
        towers=tuple(towers.values()),
        dragged=ui.dragging,
        trail=trail,
        hint=(hint.frm, hint.to) if hint is not None and hint.kind in (MOVE, PUSH) else None,
        hint_star=hint_star(hint, board, stage.fill),
        forced=forced(state, ui, towers),
        targets=targets(game, state, ui, towers, moves, shown_tower, board.black_view),
        drop=Drop(towers[drop.tower], drop.offset, drop.alpha)
        if drop is not None and drop.tower in towers
        else None,
        links=tuple(towers[n] for n in stage.links if n in towers) if stage.link_t > 0 else (),
        link_t=stage.link_t,
        fx=stage.fx.view(),
        ribbons=tuple(r for r in ribbons if r is not None),
        fill=fill_view(stage.fill, t, winner, fill_hint, ui.time),
        panel=panel,
        glyphs=ui.glyphs,
        time=ui.time,
        table_drawn=table_drawn,
    )
