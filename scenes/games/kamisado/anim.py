"""The move animations of the Kamisado scene, each built from tweens on the scene's sprites:

- a move: the tower lifts, glides with easing and lands with a dust ring;
- a Sumo push: the pusher draws back, lunges one square, the pushed towers slide back one square each,
  the board shakes and the pusher is announced to move again;
- a blocked tower: it rattles in place under "blocked: pass" and the turn passes by itself;
- a deadlock: chains run through the blocked towers, the tower that caused it flashes red;
- a round won: sparks at the goal, a ribbon names the winner, a dragon-teeth marker drops onto the
  promoted tower and the score counts up;
- the refill: the chosen card glows, the cards fold away and the towers walk to their new squares in the
  rulebook's order, the winner's first.

The sprites they tween live here too: a `TowerSprite` per tower, the falling `DropMarker` and the round's
`Banner` (the scene's view shows them), all owned by the `Stage`, which the scene builds and owns: the
animations take the stage, never the stage. The blocking parts use `stage.tweens` (play waits for them);
sparks and words use `stage.fx`. Entry point: `animate(stage, before, move, after, ai)`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytweening

from rules.kamisado import DEADLOCK, PASS, PUSH, KamisadoMove, KamisadoState, fill_order, pushed_towers
from scenes.engine import theme
from scenes.engine.i18n import Words

from .fill import FillChooser
from .fx import Effects
from .layout import Layout, square_pos
from .palette import (
    BLOCKED_WORD_RGB,
    DEADLOCK_WORD_RGB,
    DUST_RGB,
    LANDING_RGB,
    MARKER_RGB,
    PROMOTION_SPARK_RGB,
    PUSH_WORD_RGB,
    SQUARE_RGB,
    WHITE,
)
from .words import colour_name, colour_word, rank_name, seat_name


# ---------------------------------------------------------------------------------------------- sprites
@dataclass
class TowerSprite:
    """What is drawn for one tower; tweens animate these fields."""

    tower: int
    pos: tuple[float, float]  # (file, row) seen from White
    rank: int  # the rank drawn (changes when the promotion animation lands)
    lift: float = 0.0  # pixels above the board (a tower in flight)
    scale: float = 1.0
    alpha: float = 255.0
    wiggle: float = 0.0  # sideways shake in pixels (a blocked tower)
    flash: float = 0.0  # 0..1 white flash (promotion) or red flash (caused a deadlock)
    flash_red: bool = False

    @property
    def seat(self) -> int:
        return self.tower >> 3

    @property
    def colour(self) -> int:
        return self.tower & 7


@dataclass
class DropMarker:
    """A dragon-teeth marker falling onto a promoted tower."""

    tower: int
    offset: float  # pixels above its resting place
    alpha: float = 0.0


@dataclass
class Banner:
    """A ribbon across the board for the big moments (round won, deadlock, match won); art.banner_picture
    paints it, draw shows it with these fields."""

    title: Words = ""
    sub: Words = ""
    colour: tuple[int, int, int] = theme.HIGHLIGHT
    alpha: float = 0.0
    scale: float = 0.7
    top: bool = False  # a notice: in the board's upper part (else the lower), away from what it explains


@dataclass(eq=False)
class Stage:
    """What the animations move and play with: the sprites, the ribbons, the falling marker, the deadlock's
    chain, the score as shown, the refill chooser, the board's layout (the viewing side's turn); the
    scene's tweens (blocking), effects (not blocking), sound and words (`t`, the translation table). What
    the frames' spare time should draw ahead goes to `ahead` (the scene hands it on). Built and owned by
    the scene."""

    tweens: Any
    fx: Effects
    sound: Any
    t: Callable[..., str]
    layout: Layout = field(default_factory=Layout)
    fill: FillChooser = field(default_factory=lambda: FillChooser((0, 0)))
    sprites: dict[int, TowerSprite] = field(default_factory=dict)
    banner: Banner = field(default_factory=Banner)  # the round's ribbon
    notice: Banner = field(default_factory=Banner)  # above it: why a seat passes, why a round deadlocks
    drop: DropMarker | None = None
    links: list[int] = field(default_factory=list)
    link_t: float = 0.0
    blocked_tower: int = -1
    score_view: dict[str, float] = field(default_factory=lambda: {"black": 0.0, "white": 0.0})
    ahead: list[Callable[[], object]] = field(default_factory=list)


def _bounce(t: float) -> float:
    """easeOutBounce that really ends at 1 (pytweening's gives 0.994375 at t = 1)."""
    return 1.0 if t >= 1.0 else pytweening.easeOutBounce(t)


def round_ended(before: KamisadoState, after: KamisadoState) -> bool:
    return (
        after.phase != "play" and after.last_round is not None and after.last_round is not before.last_round
    )


def glide(stage: Stage, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> float:
    """A normal move; returns its duration."""
    tower = before.towers.index(move.frm)
    sprite = stage.sprites[tower]
    dist = max(abs(move.to % 8 - move.frm % 8), abs(move.to // 8 - move.frm // 8))
    d = 0.26 + 0.045 * dist
    s = stage.layout.square
    end = square_pos(move.to)
    stage.sound.play("move", 0.5)
    stage.tweens.to(sprite, d, ease="easeInOutCubic", pos=end)
    stage.tweens.to(sprite, d * 0.4, ease="easeOutQuad", lift=s * 0.24).then(
        sprite, d * 0.6, ease="easeInQuad", lift=0.0, on_done=lambda: _land(stage, move.to, tower)
    )
    return d


def _land(stage: Stage, sq: int, tower: int) -> None:
    stage.sound.play("place")
    x, y = stage.layout.to_screen(sq)
    stage.fx.ring((x, y + stage.layout.square * 0.1), LANDING_RGB, stage.layout.square * 0.5, 0.4, 3)


def push(stage: Stage, before: KamisadoState, move: KamisadoMove, after: KamisadoState) -> float:
    """The pusher draws back, lunges into the first tower and drives the whole line one square back."""
    tower = before.towers.index(move.frm)
    seat = tower >> 3
    sprite = stage.sprites[tower]
    shoved = pushed_towers(before, move)
    forward = 1.0 if seat == 1 else -1.0
    f, r = square_pos(move.frm)
    s = stage.layout.square
    back = (f, r - forward * 0.18)
    contact = (f, r + forward * 0.2)  # the towers' edges meet about here

    def impact() -> None:
        stage.sound.play("push")
        stage.fx.shake(s * 0.11)
        x0, y0 = stage.layout.to_screen(move.frm)
        x1, y1 = stage.layout.to_screen(move.to)
        stage.fx.burst(
            ((x0 + x1) / 2, (y0 + y1) / 2),
            list(DUST_RGB),
            count=22,
            speed=170,
            life=0.55,
            gravity=260,
            size=4,
        )
        stage.tweens.to(sprite, 0.34, ease="easeOutCubic", pos=square_pos(move.to))
        stage.tweens.to(sprite, 0.34, ease=_bounce, lift=0.0)
        for i, t in enumerate(shoved):
            target = square_pos(after.towers[t])
            stage.tweens.to(stage.sprites[t], 0.34, delay=0.025 * i, ease="easeOutCubic", pos=target)
        x, y = stage.layout.to_screen(move.to)
        stage.fx.say(said, (x, y - s * 0.9), PUSH_WORD_RGB, 24, 0.8)
        stage.fx.say(again, stage.layout.centre, theme.HIGHLIGHT, 26, 0.9, delay=0.6)

    rank = before.ranks[tower]
    said = lambda: stage.t(f"kamisado.push.{min(rank, 3)}")  # noqa: E731
    again = lambda: stage.t("kamisado.again", name=seat_name(stage, seat))  # noqa: E731
    stage.ahead.append(lambda: stage.fx.ready_word(said, PUSH_WORD_RGB, 24))  # before the impact
    stage.ahead.append(lambda: stage.fx.ready_word(again, theme.HIGHLIGHT, 26))
    stage.tweens.to(sprite, 0.2, ease="easeOutQuad", pos=back, lift=s * 0.1).then(
        sprite, 0.1, ease="easeInQuad", pos=contact, on_done=impact
    )
    return 0.66


def _notice(
    stage: Stage, state: KamisadoState, title: str, sub: str, colour: tuple, hold: float, tweens
) -> None:
    """The explaining ribbon at the top of the board (a pass, a deadlock), on the given tweener."""
    notice = stage.notice
    notice.title, notice.sub, notice.colour = title, sub, colour
    blocked = stage.sprites.get(state.turn * 8 + state.must_move)
    notice.top = blocked is None or stage.layout.point(*blocked.pos)[1] > stage.layout.rect.centery
    notice.alpha, notice.scale = 0.0, 0.7
    tweens.to(notice, 0.3, ease="easeOutBack", alpha=255.0, scale=1.0)
    tweens.to(notice, 0.35, delay=0.3 + hold, ease="easeInQuad", alpha=0.0, scale=0.9)


def explain_pass(stage: Stage, state: KamisadoState, move: KamisadoMove, after: KamisadoState) -> None:
    """Why the seat to move passes (rule Z6), or why the round ends in a deadlock (rule Z8): what `apply`
    makes of the pass decides which."""
    seat, other = state.turn, 1 - state.turn
    if round_ended(state, after):
        loser = seat_name(stage, state.last_mover) if state.last_mover >= 0 else seat_name(stage, other)
        sub = stage.t("kamisado.notice.deadlock.why", loser=loser)
        # on the blocking clock: the round's ribbon follows this one
        _notice(stage, state, stage.t("kamisado.notice.deadlock"), sub, DEADLOCK_WORD_RGB, 2.2, stage.tweens)
        return
    sub = stage.t(
        "kamisado.notice.pass.why",
        seat=seat_name(stage, seat),
        other=seat_name(stage, other),
        colour=colour_word(stage, state.must_move, "der"),
        square=colour_name(stage, after.must_move),
        next=colour_word(stage, after.must_move, "den"),
    )
    title = stage.t("kamisado.notice.pass", seat=seat_name(stage, seat))
    _notice(stage, state, title, sub, BLOCKED_WORD_RGB, 2.6, stage.fx.tweens)  # never holds up the next move


def blocked(
    stage: Stage,
    state: KamisadoState,
    tower: int,
    then: Callable[[], object],
    move: KamisadoMove | None = None,
    after: KamisadoState | None = None,
) -> None:
    """The tower that must move in `state` cannot: it rattles, says so (the pass `move` leading to
    `after`), and `then` plays the pass."""
    sprite = stage.sprites.get(tower)
    stage.blocked_tower = tower
    if move is not None and after is not None:
        explain_pass(stage, state, move, after)
    if sprite is None:  # composed puzzle without that tower: nothing to show
        stage.tweens.call(0.5, then)
        return
    stage.sound.play("error", 0.5)
    x, y = stage.layout.point(*sprite.pos)
    if move is None:
        stage.fx.say(
            lambda: stage.t("kamisado.blocked"),
            (x, y - stage.layout.square * 0.95),
            BLOCKED_WORD_RGB,
            22,
            1.0,
        )

    def rattle(t: float) -> None:
        sprite.wiggle = math.sin(t * math.tau * 4) * 6.0 * (1 - t)

    stage.tweens.to(None, 1.25, ease="linear", on_step=rattle, on_done=then)


def deadlock(stage: Stage, before: KamisadoState, after: KamisadoState) -> float:
    """Chains through every tower of the pass cycle; the last mover's tower flashes red."""
    blocked_now = before.turn * 8 + before.must_move
    stage.links = [t for t in before.passes + (blocked_now,) if t in stage.sprites]
    stage.link_t = 0.0
    stage.tweens.to(stage, 0.8, ease="easeOutQuad", link_t=1.0)
    stage.sound.play("lose", 0.6)
    culprit = before.last_tower
    if culprit in stage.sprites:
        sprite = stage.sprites[culprit]
        sprite.flash, sprite.flash_red = 1.0, True
        stage.tweens.to(sprite, 1.4, ease="easeInQuad", flash=0.0)
    return 2.0  # the notice above the board says why (explain_pass); the round's ribbon follows it


def round_end(stage: Stage, before: KamisadoState, after: KamisadoState, delay: float) -> None:
    """Sparks, the ribbon, the falling marker and the score counting up."""
    result = after.last_round
    assert result is not None
    winner, tower = result.winner, result.tower
    s = stage.layout.square
    banner = stage.banner
    over = after.phase == "over"
    banner.title = lambda: stage.t(
        "kamisado.banner.match" if over else "kamisado.banner.round", name=seat_name(stage, winner)
    )

    def sub() -> str:
        how = stage.t("kamisado.banner.deadlock") + " · " if result.reason == DEADLOCK else ""
        return how + stage.t(
            "kamisado.banner.promoted",
            colour=colour_name(stage, tower & 7).capitalize(),
            rank=rank_name(stage, result.rank),
            points=result.points,
        )

    banner.sub = sub
    banner.alpha, banner.scale = 0.0, 0.6

    def arrive() -> None:
        if result.reason != DEADLOCK and tower in stage.sprites:
            x, y = stage.layout.point(*stage.sprites[tower].pos)
            stage.fx.burst((x, y - s * 0.2), [SQUARE_RGB[tower & 7], MARKER_RGB, WHITE], 40, 300, 0.9)
            stage.fx.ring((x, y), MARKER_RGB, s * 1.2, 0.6, 4)
        if not over:
            stage.sound.play("win", 0.7)

    stage.tweens.call(delay, arrive)
    stage.tweens.to(banner, 0.4, delay=delay + 0.15, ease="easeOutBack", alpha=255.0, scale=1.0)
    if tower in stage.sprites:
        drop = DropMarker(tower, -s * 1.6)

        def start_drop() -> None:
            stage.drop = drop

        def landed() -> None:
            stage.drop = None
            sprite = stage.sprites[tower]
            sprite.rank = after.ranks[tower]
            sprite.flash, sprite.flash_red = 1.0, False
            stage.tweens.to(sprite, 0.5, ease="easeOutQuad", flash=0.0)
            x, y = stage.layout.point(*sprite.pos)
            stage.fx.burst((x, y - s * 0.3), [MARKER_RGB, PROMOTION_SPARK_RGB], 26, 200, 0.6, 200, 3)
            stage.sound.play("flip")

        stage.tweens.call(delay + 0.45, start_drop)
        stage.tweens.to(drop, 0.6, delay=delay + 0.45, ease=_bounce, offset=0.0, on_done=landed)
        stage.tweens.to(drop, 0.2, delay=delay + 0.45, ease="linear", alpha=255.0)
    key = "black" if winner == 0 else "white"
    stage.tweens.to(
        stage.score_view, 0.6, delay=delay + 1.0, ease="easeOutCubic", **{key: float(after.score[winner])}
    )
    stage.tweens.to(banner, 0.35, delay=delay + 2.3, ease="easeInQuad", alpha=0.0, scale=0.85)


def refill(stage: Stage, before: KamisadoState, move: KamisadoMove, after: KamisadoState, ai: bool) -> None:
    """The chosen card glows, the cards fold away, the towers walk to the next round's squares (`ai`: the
    chooser is a computer: its choice shows a little longer)."""
    fill = stage.fill
    fill.active = True
    fill.choice = move.kind
    stage.sound.play("click")
    stage.tweens.to(fill, 0.3, ease="easeOutBack", glow=1.0)
    hold = 1.0 if ai else 0.35
    stage.tweens.to(fill, 0.3, delay=0.3 + hold, ease="easeInBack", reveal=0.0, on_done=fill.close)
    start = 0.65 + hold
    winner = before.turn
    order = fill_order(before.towers, winner, move.kind) + fill_order(before.towers, 1 - winner, move.kind)
    s = stage.layout.square
    for i, tower in enumerate(order):
        sprite = stage.sprites.get(tower)
        if sprite is None:
            continue
        target = square_pos(after.towers[tower])
        delay = start + 0.07 * i
        stage.tweens.to(sprite, 0.55, delay=delay, ease="easeInOutCubic", pos=target)
        stage.tweens.to(sprite, 0.25, delay=delay, ease="easeOutQuad", lift=s * 0.3).then(
            sprite, 0.3, ease="easeInQuad", lift=0.0
        )
        if i % 4 == 3:
            stage.tweens.call(delay + 0.55, lambda: stage.sound.play("place", 0.4))
    end = start + 0.07 * len(order) + 0.6
    starts = lambda: stage.t(  # noqa: E731
        "kamisado.round_starts", n=after.round_no, name=seat_name(stage, after.turn)
    )
    stage.ahead.append(lambda: stage.fx.ready_word(starts, theme.HIGHLIGHT, 30))
    stage.tweens.call(end, lambda: stage.fx.say(starts, stage.layout.centre, theme.HIGHLIGHT, 30, 1.1))


def animate(stage: Stage, before: KamisadoState, move: KamisadoMove, after: KamisadoState, ai: bool) -> None:
    """Dispatch on the move kind; a round's end follows the move that caused it (`ai`: played by a
    computer seat)."""
    if move.kind in ("fill-left", "fill-right"):
        refill(stage, before, move, after, ai)
        return
    if move.kind == PASS:
        stage.blocked_tower = -1
        if round_ended(before, after):
            delay = deadlock(stage, before, after)
            round_end(stage, before, after, delay)
        return
    d = push(stage, before, move, after) if move.kind == PUSH else glide(stage, before, move, after)
    if round_ended(before, after):
        round_end(stage, before, after, d)
